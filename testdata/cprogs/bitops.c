/* Bitwise operators and bit tricks: popcount, parity, bit reversal, masks built by shifts. */
#include <stdio.h>

static int popcount(unsigned long long x) {
    int n = 0;
    while (x) { x &= x - 1; n++; }
    return n;
}

static unsigned reverse(unsigned x) {
    x = ((x >> 1) & 0x55555555u) | ((x & 0x55555555u) << 1);
    x = ((x >> 2) & 0x33333333u) | ((x & 0x33333333u) << 2);
    x = ((x >> 4) & 0x0f0f0f0fu) | ((x & 0x0f0f0f0fu) << 4);
    x = ((x >> 8) & 0x00ff00ffu) | ((x & 0x00ff00ffu) << 8);
    return (x >> 16) | (x << 16);
}

static int clz(unsigned x) {
    int n = 0;
    if (x == 0) return 32;
    while (!(x & 0x80000000u)) { x <<= 1; n++; }
    return n;
}

int main(void) {
    unsigned long long vals[] = {0, 1, 0xff, 0x8000000000000000ULL, 0xdeadbeefcafebabeULL, ~0ULL};
    for (int i = 0; i < 6; i++)
        printf("%llx: pop %d builtin %d\n", vals[i], popcount(vals[i]), __builtin_popcountll(vals[i]));
    for (unsigned x = 1; x < 100000; x = x * 7 + 3)
        printf("%u rev %08x clz %d %d\n", x, reverse(x), clz(x), __builtin_clz(x));
    for (int k = 0; k < 64; k += 9) {
        unsigned long long mask = (k == 64) ? ~0ULL : ((1ULL << k) - 1);
        printf("%d %016llx %016llx\n", k, mask, ~mask ^ (mask << 1));
    }
    int s = -20;
    printf("%d %d %d %d\n", s >> 1, s >> 4, s & 7, s | 3);
    printf("%d %d %d\n", !0, !5, !!-3);
    int x = 0x0f0f;
    x ^= 0xffff; x |= 1 << 20; x &= ~2;
    printf("%x\n", x);
    return 0;
}
