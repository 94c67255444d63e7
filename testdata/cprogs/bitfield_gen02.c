/* Bit-fields (generated with seed 2): layout, truncation on store, sign extension on load,
   compound assignment and increments, and the raw bytes they leave. */
#include <stdio.h>
#include <string.h>

struct bits {
    char plain0;
    unsigned long long f0 : 19;
    int f1 : 28;
    signed char f2 : 1;
    _Bool f3 : 1;
    int plain4;
    unsigned char f4 : 5;
    _Bool f5 : 1;
    int plain6;
    long long f6 : 10;
};

static void dump(const char *what, const struct bits *b) {
    printf("%s:", what);
    printf(" f0=%llu", (unsigned long long)b->f0);
    printf(" f1=%lld", (long long)b->f1);
    printf(" f2=%lld", (long long)b->f2);
    printf(" f3=%lld", (long long)b->f3);
    printf(" f4=%lld", (long long)b->f4);
    printf(" f5=%lld", (long long)b->f5);
    printf(" f6=%lld", (long long)b->f6);
    printf("\n  bytes:");
    for (size_t i = 0; i < sizeof *b; i++)
        printf(" %02x", ((const unsigned char *)b)[i]);
    printf("\n");
}

int main(void) {
    struct bits b;
    memset(&b, 0, sizeof b);
    printf("sizeof %zu align %zu\n", sizeof(struct bits), _Alignof(struct bits));
    b.f0 = 578431ULL;
    b.f1 = 75842474;
    b.f2 = 0;
    b.f3 = 0;
    b.f4 = 213;
    b.f5 = 0;
    b.f6 = 502LL;
    dump("round 0", &b);
    b.f0 = 714030ULL;
    b.f1 = -38012066;
    b.f2 = -1;
    b.f3 = 0;
    b.f4 = 43;
    b.f5 = 1;
    b.f6 = -377LL;
    dump("round 1", &b);
    b.f0 = 4049222ULL;
    b.f1 = -108753947;
    b.f2 = 0;
    b.f3 = 1;
    b.f4 = 13;
    b.f5 = 0;
    b.f6 = -88LL;
    dump("round 2", &b);
    b.f0 += 3;
    b.f0++;
    printf("f0 promoted: %d %d\n", b.f0 * 0 - 1 < 0, (int)sizeof(b.f0 + 0));
    b.f1 = 0;
    b.f1 -= 1;
    b.f2 = 0;
    b.f2 -= 1;
    b.f4 += 3;
    b.f4++;
    printf("f4 promoted: %d %d\n", b.f4 * 0 - 1 < 0, (int)sizeof(b.f4 + 0));
    b.f6 = 0;
    b.f6 -= 1;
    dump("after arithmetic", &b);
    struct bits c = b;
    dump("copy", &c);
    return 0;
}
