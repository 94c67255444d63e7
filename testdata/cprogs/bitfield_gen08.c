/* Bit-fields (generated with seed 8): layout, truncation on store, sign extension on load,
   compound assignment and increments, and the raw bytes they leave. */
#include <stdio.h>
#include <string.h>

struct bits {
    int plain0;
    long long f0 : 14;
    unsigned char f1 : 2;
    unsigned int f2 : 21;
    long long : 0;
    unsigned int f4 : 7;
    char plain5;
    unsigned long long f5 : 13;
    signed char f6 : 2;
};

static void dump(const char *what, const struct bits *b) {
    printf("%s:", what);
    printf(" f0=%lld", (long long)b->f0);
    printf(" f1=%lld", (long long)b->f1);
    printf(" f2=%lld", (long long)b->f2);
    printf(" f4=%lld", (long long)b->f4);
    printf(" f5=%llu", (unsigned long long)b->f5);
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
    b.f0 = 6543LL;
    b.f1 = 19;
    b.f2 = 11448853;
    b.f4 = 260;
    b.f5 = 57623ULL;
    b.f6 = 0;
    dump("round 0", &b);
    b.f0 = 6799LL;
    b.f1 = 20;
    b.f2 = 13786723;
    b.f4 = 748;
    b.f5 = 45223ULL;
    b.f6 = 1;
    dump("round 1", &b);
    b.f0 = 3525LL;
    b.f1 = 3;
    b.f2 = 8100502;
    b.f4 = 1022;
    b.f5 = 18839ULL;
    b.f6 = 0;
    dump("round 2", &b);
    b.f0 = 0;
    b.f0 -= 1;
    b.f1 += 3;
    b.f1++;
    printf("f1 promoted: %d %d\n", b.f1 * 0 - 1 < 0, (int)sizeof(b.f1 + 0));
    b.f2 += 3;
    b.f2++;
    printf("f2 promoted: %d %d\n", b.f2 * 0 - 1 < 0, (int)sizeof(b.f2 + 0));
    b.f4 += 3;
    b.f4++;
    printf("f4 promoted: %d %d\n", b.f4 * 0 - 1 < 0, (int)sizeof(b.f4 + 0));
    b.f5 += 3;
    b.f5++;
    printf("f5 promoted: %d %d\n", b.f5 * 0 - 1 < 0, (int)sizeof(b.f5 + 0));
    b.f6 = 0;
    b.f6 -= 1;
    dump("after arithmetic", &b);
    struct bits c = b;
    dump("copy", &c);
    return 0;
}
