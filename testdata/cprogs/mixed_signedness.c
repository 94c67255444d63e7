/* Signed and unsigned mixed in comparisons and arithmetic: the classic surprises, each spelled out. */
#include <stdio.h>

int main(void) {
    int i = -1;
    unsigned u = 1;
    long l = -1;
    unsigned long ul = 1;
    printf("%d %d %d %d\n", i < u, l < u, i < ul, l < (long)ul);
    printf("%u %ld %lu\n", i + u, l + u, i + ul);
    unsigned short us = 1;
    short ss = -1;
    printf("%d %d\n", ss < us, (unsigned)ss < us);
    unsigned char uc = 255;
    signed char sc = -1;
    printf("%d %d %d\n", uc == sc, uc == (unsigned char)sc, (signed char)uc == sc);
    unsigned len = 3;
    int idx = -1;
    printf("%d\n", idx < (int)len);
    printf("%u %u\n", -3 / 2u, -3 % 5u);
    long long ll = -5;
    unsigned int ui = 3;
    printf("%lld %lld\n", ll / ui, ll % ui);
    unsigned long long ull = 3;
    printf("%llu\n", ll / ull);
    printf("%d\n", (unsigned)-1 == 4294967295u);
    int neg = -7;
    unsigned pos = (unsigned)neg;
    printf("%u %d\n", pos, (int)pos);
    return 0;
}
