/* long double as x86 80-bit extended precision: a 64-bit mantissa and a 15-bit exponent, beyond what double holds. */
#include <stdio.h>
#include <float.h>

static long double third(long double x) { return x / 3; }

int main(void) {
    long double l = 1.0L / 3.0L;
    printf("%.21Lg %.21Lg\n", l, third(1));
    long long big = 9007199254740993LL;
    unsigned long long ubig = 18446744073709551615ULL;
    printf("%.21Lg %.21Lg\n", (long double)big, (long double)ubig);
    printf("%lld %llu\n", (long long)((long double)big), (unsigned long long)(long double)ubig);
    long double x = 1.9L;
    printf("%.21Lg %lld\n", x, (long long)(x * 1e18L));
    long double acc = 0;
    for (int i = 1; i <= 100; i++) acc += 1.0L / i;
    printf("%.21Lg\n", acc);
    long double huge = 1e4000L;
    printf("%.10Lg %.10Lg\n", huge, huge / 1e3999L);
    printf("%d %.21Lg %.5Lg\n", LDBL_MANT_DIG, LDBL_EPSILON, LDBL_MAX);
    long double one = 1.0L;
    printf("%d\n", one + LDBL_EPSILON > one);
    return 0;
}
