/* Division and remainder: truncation toward zero, signs of remainders, unsigned wrap and mixed signedness. */
#include <stdio.h>
#include <limits.h>

int main(void) {
    int xs[] = {7, -7, 0, 1, -1, 100, -100, INT_MAX, INT_MIN};
    int ys[] = {2, -2, 3, -3, 1, 7, -7, INT_MAX, 1000};
    for (int i = 0; i < 9; i++)
        for (int j = 0; j < 9; j++) {
            int x = xs[i], y = ys[j];
            printf("%d/%d=%d %%=%d  ", x, y, x / y, x % y);
            if ((x / y) * y + x % y != x) printf("BAD ");
        }
    printf("\n");
    unsigned ux = 4000000000u;
    printf("%u %u %u %u\n", ux / 3, ux % 7, ux / 1000000001u, (unsigned)-7 / 2u);
    printf("%d %u\n", -7 / 2, -7 / 2u);
    long long a = -9000000000000000000LL;
    printf("%lld %lld %lld %lld\n", a / 7, a % 7, a / -1000000007LL, a % -1000000007LL);
    unsigned long long b = 18000000000000000000ULL;
    printf("%llu %llu %llu\n", b / 3, b % 1000003, b / 9223372036854775808ULL);
    signed char c = -128, d = -1;
    printf("%d %d\n", c / d, c % d);
    short s = -32768;
    printf("%d %d\n", s / -1, s % 3);
    int m = -17;
    m /= 4;
    printf("%d ", m);
    m %= 3;
    printf("%d\n", m);
    return 0;
}
