/* Implicit conversions on assignment, argument passing and return: narrowing integers, double to float rounding, pointers to _Bool. */
#include <stdio.h>

static short narrow(long v) { return (short)v; }
static float to_float(double d) { return (float)d; }
static unsigned char byte_of(int v) { return (unsigned char)v; }
static double widen(float f) { return f; }

int main(void) {
    int i = 70000;
    short s = (short)i;
    char c = (char)i;
    unsigned char uc = (unsigned char)-1;
    printf("%d %d %d\n", s, c, uc);
    printf("%d %d %u\n", narrow(123456789L), narrow(-1L), byte_of(513));
    printf("%.9g %.17g\n", to_float(0.1), widen(0.1f));
    float f = 3.999999999;
    int fi = (int)f;
    printf("%.9g %d\n", f, fi);
    double d = 1e10;
    long l = (long)d;
    printf("%ld\n", l);
    int x = 5;
    _Bool bp = &x, bn = (int *)0, bf = 0.0001, bi = -1;
    printf("%d %d %d %d\n", bp, bn, bf, bi);
    long long big = 1LL << 40;
    int truncated = (int)big;
    unsigned utr = (unsigned)(big + 5);
    printf("%d %u\n", truncated, utr);
    double dd = (float)16777217;
    printf("%.17g\n", dd);
    float fa[3] = {1, 2.5, 1e40 > 0};
    printf("%g %g %g\n", fa[0], fa[1], fa[2]);
    return 0;
}
