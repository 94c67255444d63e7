/* Float to integer conversions: truncation toward zero for every integer type, values in range. */
#include <stdio.h>

int main(void) {
    double ds[] = {0.0, -0.0, 0.5, -0.5, 0.999, -0.999, 1.5, -1.5, 2.5, -2.5, 127.9, -128.9, 255.5, 32767.25, -32768.75, 65535.5, 2147483647.9, -2147483648.9, 4294967295.5, 9.2e18, -9.2e18};
    int n = sizeof ds / sizeof ds[0];
    for (int i = 0; i < n; i++) {
        double d = ds[i];
        printf("%.17g:", d);
        if (d > -129.0 && d < 128.0) printf(" sc=%d", (signed char)d);
        if (d > -1.0 && d < 256.0) printf(" uc=%u", (unsigned char)d);
        if (d > -32769.0 && d < 32768.0) printf(" s=%d", (short)d);
        if (d > -1.0 && d < 65536.0) printf(" us=%u", (unsigned short)d);
        if (d > -2147483649.0 && d < 2147483648.0) printf(" i=%d", (int)d);
        if (d > -1.0 && d < 4294967296.0) printf(" u=%u", (unsigned)d);
        printf(" ll=%lld", (long long)d);
        if (d > -1.0) printf(" ull=%llu", (unsigned long long)d);
        printf(" b=%d\n", (_Bool)d);
    }
    float fs[] = {0.1f, -3.75f, 16777217.0f, 1e10f, -1e10f, 3.4e18f};
    for (int i = 0; i < 6; i++) {
        float f = fs[i];
        printf("%.9g: ll=%lld", f, (long long)f);
        if (f > -1.0f) printf(" ull=%llu", (unsigned long long)f);
        if (f > -2147483649.0f && f < 2147483648.0f) printf(" i=%d", (int)f);
        printf("\n");
    }
    long double ls[] = {1.75L, -1.75L, 1e18L, 1.8e19L, 123456789012345680.0L};
    for (int i = 0; i < 5; i++) {
        long double l = ls[i];
        printf("%.21Lg: ", l);
        if (l < 9.2e18L) printf("ll=%lld ", (long long)l);
        if (l > -1.0L) printf("ull=%llu", (unsigned long long)l);
        printf("\n");
    }
    /* large unsigned values exercise the conversion paths above 2^63 */
    double big = 1.8446744073709550e19;
    unsigned long long ub = (unsigned long long)big;
    printf("big %llu %d\n", ub, ub > 9223372036854775807ULL);
    return 0;
}
