#include "check.h"
static volatile double vd = 3.75;
static volatile float vf = -1.25f;
static volatile double vzero = 0.0;

int main(void) {
    double d = vd; float f = vf;
    check(dbits(d * 1.1)); check(dbits(d / 3.0)); check(dbits(d - 1e10)); check(dbits(-d));
    check(fbits(f * 3.3f)); check(fbits(f / 7.0f)); check(fbits(f + 1e-3f));
    check(dbits((double)f * d)); check(fbits((float)(d / 7.0)));
    check((long)d); check((long)-d); check((int)f); check((unsigned)d); check((long)(d * 1e12));
    check((long)(unsigned long)(d * 1e18)); check((unsigned char)(int)d);
    check(dbits((double)(long)-123456789)); check(fbits((float)123456789)); check(dbits((double)18000000000000000000UL));
    double nan = vzero / vzero, inf = 1.0 / vzero;
    check(nan == nan); check(nan != nan); check(nan < 1.0); check(!(nan >= 1.0)); check(inf > 1e308);
    check(d < 4.0); check(d <= 3.75); check(f > -2.0f); check(f >= -1.25f); check(d == 3.75);
    double s = 0;
    for (int k = 1; k <= 1000; k++) s += 1.0 / k;
    check(dbits(s));
    float sf = 0;
    for (int k = 1; k <= 1000; k++) sf += 1.0f / (float)k;
    check(fbits(sf));
    double x = 1.0;
    for (int k = 0; k < 50; k++) x = x * 1.5 - x / 3.0 + 0.25;
    check(dbits(x));
    double m = d * 2.0 + (double)f * 3.0;
    check(dbits(m));
    return (int)s;
}
