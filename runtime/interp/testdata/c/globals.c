#include "check.h"
struct entry { const char *name; int value; struct entry *next; long (*fn)(long); };
static long sq(long x) { return x * x; }
static long neg(long x) { return -x; }
static struct entry e3 = {"three", 3, 0, sq};
static struct entry e2 = {"two", 2, &e3, neg};
static struct entry e1 = {"one", 1, &e2, sq};
static int counter;
static int *pcounter = &counter;
static const int primes[] = {2, 3, 5, 7, 11, 13};
static const int *mid = &primes[3];
static char strbuf[] = "mutable";
static const char *strs[] = {"alpha", "beta", "gamma"};
long gl = -77;
double gd = 6.5;

static int next_id(void) { static int id = 100; return id++; }

int main(void) {
    long s = 0;
    for (struct entry *e = &e1; e; e = e->next) s += e->fn(e->value) * e->name[0];
    check(s);
    (*pcounter) += 5; check(counter);
    check(*mid); check(mid[-2]); check(mid[2]);
    strbuf[0] = 'M'; check(strbuf[0]); check(strbuf[6]);
    check(strs[2][1]); check(strs[1][0]);
    check(next_id()); check(next_id()); check(next_id());
    check(gl); check(dbits(gd));
    return counter;
}
