#include "check.h"
static volatile unsigned vu = 0x00F0A000u;
static volatile unsigned long vul = 0x8000000000000010UL;
static unsigned rotl(unsigned x, int k) { return (x << k) | (x >> (32 - k)); }
static unsigned long rotr64(unsigned long x, int k) { return (x >> k) | (x << (64 - k)); }
int main(void) {
    unsigned u = vu; unsigned long ul = vul;
    check(__builtin_popcount(u)); check(__builtin_clz(u)); check(__builtin_ctz(u));
    check(__builtin_popcountl(ul)); check(__builtin_clzl(ul)); check(__builtin_ctzl(ul));
    check(__builtin_bswap32(u)); check((long)__builtin_bswap64(ul)); check(__builtin_bswap16((unsigned short)u));
    check(rotl(u, 5)); check((long)rotr64(ul, 7));
    int x = -12345;
    check(__builtin_abs(x)); check(x < 0 ? -x : x);
    long m = 0;
    for (int i = -50; i < 50; i++) { int a = i * 7 % 13, b = i * 3 % 11; m += (a > b ? a : b) * 3 + (a < b ? a : b); }
    check(m);
    unsigned sat = 0;
    for (int i = 0; i < 100; i++) { unsigned t = sat + 50000000u; sat = t < sat ? 0xFFFFFFFFu : t; }
    check(sat);
    int ovf;
    int r;
    ovf = __builtin_add_overflow(2147483600, (int)u, &r); check(ovf); check(r);
    long lr; ovf = __builtin_mul_overflow(1L << 40, 1L << 30, &lr); check(ovf);
    return __builtin_popcount(u);
}
