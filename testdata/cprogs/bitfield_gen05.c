/* Bit-fields (generated with seed 5): layout, truncation on store, sign extension on load,
   compound assignment and increments, and the raw bytes they leave. */
#include <stdio.h>
#include <string.h>

struct bits {
    unsigned long long f0 : 39;
    unsigned char f1 : 6;
    signed char f2 : 1;
    unsigned int f3 : 7;
    int f4 : 8;
    signed char f5 : 7;
};

static void dump(const char *what, const struct bits *b) {
    printf("%s:", what);
    printf(" f0=%llu", (unsigned long long)b->f0);
    printf(" f1=%lld", (long long)b->f1);
    printf(" f2=%lld", (long long)b->f2);
    printf(" f3=%lld", (long long)b->f3);
    printf(" f4=%lld", (long long)b->f4);
    printf(" f5=%lld", (long long)b->f5);
    printf("\n  bytes:");
    for (size_t i = 0; i < sizeof *b; i++)
        printf(" %02x", ((const unsigned char *)b)[i]);
    printf("\n");
}

int main(void) {
    struct bits b;
    memset(&b, 0, sizeof b);
    printf("sizeof %zu align %zu\n", sizeof(struct bits), _Alignof(struct bits));
    b.f0 = 2336664740791ULL;
    b.f1 = 156;
    b.f2 = 0;
    b.f3 = 858;
    b.f4 = 114;
    b.f5 = 52;
    dump("round 0", &b);
    b.f0 = 2922486283474ULL;
    b.f1 = 144;
    b.f2 = -1;
    b.f3 = 37;
    b.f4 = 62;
    b.f5 = 37;
    dump("round 1", &b);
    b.f0 = 3168821172790ULL;
    b.f1 = 96;
    b.f2 = 0;
    b.f3 = 310;
    b.f4 = -111;
    b.f5 = -62;
    dump("round 2", &b);
    b.f0 += 3;
    b.f0++;
    printf("f0 promoted: %d %d\n", b.f0 * 0 - 1 < 0, (int)sizeof(b.f0 + 0));
    b.f1 += 3;
    b.f1++;
    printf("f1 promoted: %d %d\n", b.f1 * 0 - 1 < 0, (int)sizeof(b.f1 + 0));
    b.f2 = 0;
    b.f2 -= 1;
    b.f3 += 3;
    b.f3++;
    printf("f3 promoted: %d %d\n", b.f3 * 0 - 1 < 0, (int)sizeof(b.f3 + 0));
    b.f4 = 0;
    b.f4 -= 1;
    b.f5 = 0;
    b.f5 -= 1;
    dump("after arithmetic", &b);
    struct bits c = b;
    dump("copy", &c);
    return 0;
}
