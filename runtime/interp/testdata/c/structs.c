#include "check.h"
struct small { int a; int b; };
struct pair { long x; double y; };
struct big { long v[6]; char tag; };
struct nested { struct small s; struct pair p; short k[3]; };

static struct small mk_small(int a, int b) { struct small s = {a, b}; return s; }
static struct pair mk_pair(long x, double y) { struct pair p = {x, y}; return p; }
static struct big mk_big(long base) { struct big b; for (int i = 0; i < 6; i++) b.v[i] = base + i; b.tag = 'q'; return b; }
static long sum_big(struct big b) { long s = b.tag; for (int i = 0; i < 6; i++) s += b.v[i]; b.v[0] = 0; return s; }
static long use_small(struct small s) { return s.a * 100 + s.b; }
static double use_pair(struct pair p) { return p.x + p.y; }
static void bump(struct nested *n) { n->s.a++; n->p.y *= 2; n->k[2] = 9; }

int main(void) {
    struct small s = mk_small(3, 4);
    check(use_small(s));
    struct pair p = mk_pair(10, 0.5);
    check(dbits(use_pair(p)));
    struct big b = mk_big(100);
    check(sum_big(b)); check(b.v[0]);
    struct nested n = { {1, 2}, {3, 4.0}, {5, 6, 7} };
    bump(&n);
    check(n.s.a); check(dbits(n.p.y)); check(n.k[2]); check(n.k[0]);
    struct nested m = n;
    m.s.b = 42;
    check(n.s.b); check(m.s.b);
    struct small arr[5];
    for (int i = 0; i < 5; i++) arr[i] = mk_small(i, i * i);
    long t = 0;
    for (int i = 0; i < 5; i++) t += use_small(arr[i]);
    check(t);
    check(sizeof(struct nested)); check(sizeof(struct big));
    return (int)(t % 100);
}
