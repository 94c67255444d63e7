/* Integer to floating conversions, including rounding of wide values and unsigned values above 2^63. */
#include <stdio.h>

int main(void) {
    long long ll[] = {0, 1, -1, 16777216, 16777217, 16777219, 9007199254740993LL, -9007199254740993LL, 9223372036854775807LL, -9223372036854775807LL - 1};
    for (int i = 0; i < 10; i++)
        printf("%lld -> f %.9g d %.17g\n", ll[i], (float)ll[i], (double)ll[i]);
    unsigned long long ull[] = {0, 1, 4294967295ULL, 9223372036854775808ULL, 9223372036854775809ULL, 18446744073709551615ULL, 12345678901234567890ULL};
    for (int i = 0; i < 7; i++)
        printf("%llu -> f %.9g d %.17g\n", ull[i], (float)ull[i], (double)ull[i]);
    unsigned u = 4294967295u;
    int si = -2147483647 - 1;
    unsigned char uc = 200;
    signed char sc = -100;
    unsigned short us = 65535;
    short ss = -32768;
    _Bool b = 1;
    printf("%.9g %.9g %.9g %.9g %.9g %.9g %.9g\n", (float)u, (float)si, (float)uc, (float)sc, (float)us, (float)ss, (float)b);
    printf("%.17g %.17g %.17g\n", (double)u, u + 0.5, si - 0.5);
    /* mixed arithmetic: the integer converts to the floating type */
    float f = 0.5f;
    printf("%.9g %.17g %.21Lg\n", 16777217 + f, 9007199254740993LL + 0.0, 4503599627370497LL + 0.0L);
    printf("%d %d\n", 3 / 2 * 2.0 == 2.0, 3 / 2.0 * 2 == 3.0);
    return 0;
}
