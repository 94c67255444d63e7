#include "check.h"
union num { float f; unsigned u; unsigned char b[4]; };
union wide { double d; long l; int i[2]; struct { short lo, hi; } s; };
struct tagged { int kind; union { long i; double d; char c[8]; } v; };

static double value(struct tagged t) { return t.kind == 0 ? (double)t.v.i : t.kind == 1 ? t.v.d : t.v.c[0]; }
int main(void) {
    union num n; n.f = 1.0f;
    check(n.u); check(n.b[3]); check(n.b[0]);
    n.u = 0x40490fdb;
    check((long)(n.f * 1000));
    union wide w; w.d = -2.5;
    check(w.l); check(w.i[1]); check(w.s.hi);
    w.l = 0x3ff8000000000000L;
    check((long)(w.d * 4));
    struct tagged ts[3] = { {0, {.i = 12}}, {1, {.d = 0.75}}, {2, {.c = {'z'}}} };
    double s = 0;
    for (int i = 0; i < 3; i++) s += value(ts[i]);
    check(dbits(s));
    check(sizeof(union wide));
    return n.b[3];
}
