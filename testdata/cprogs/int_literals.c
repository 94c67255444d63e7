/* Integer constants: decimal, octal, hex, suffixes, the type each literal gets, character constants and their values. */
#include <stdio.h>

int main(void) {
    printf("%d %d %d\n", 010, 0x10, 10);
    printf("%zu %zu %zu %zu\n", sizeof 2147483647, sizeof 2147483648, sizeof 0x7fffffff, sizeof 0x80000000);
    printf("%zu %zu %zu\n", sizeof 0xffffffff, sizeof 0x100000000, sizeof 037777777777);
    printf("%d %d\n", 0x80000000 > 0, -2147483648 < 0);
    printf("%lld %llu\n", -9223372036854775807LL - 1, 18446744073709551615ULL);
    printf("%d %d %d\n", -1 < 0u, -1 < 0UL, -1L < 0u);
    printf("%u %lu %llu\n", 0u - 1, 0ul - 1, 0ull - 1);
    printf("%d %d %d %d %d\n", 'a', '\n', '\t', '\\', '\'');
    printf("%d %d %d\n", '\0', '\x1f', '\101');
    printf("%d\n", (int)sizeof('a'));
    printf("%ld %lu\n", 1000000L * 1000000L, 5000000000UL);
    printf("%x %X %#o\n", 0xDEADu, 0xbeefU, 0777);
    printf("%g %g %g %g\n", 1e3, 1.5e-3, 0x1p4, 0x1.8p1);
    printf("%g %g\n", .5, 5.);
    printf("%.9g %Lg\n", 1.1f, 1.5L);
    return 0;
}
