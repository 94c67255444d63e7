/* Bit-fields (generated with seed 6): layout, truncation on store, sign extension on load,
   compound assignment and increments, and the raw bytes they leave. */
#include <stdio.h>
#include <string.h>

struct bits {
    unsigned int f0 : 1;
    short f1 : 7;
    unsigned short f2 : 3;
    char plain3;
    unsigned int f3 : 18;
    unsigned int : 0;
};

static void dump(const char *what, const struct bits *b) {
    printf("%s:", what);
    printf(" f0=%lld", (long long)b->f0);
    printf(" f1=%lld", (long long)b->f1);
    printf(" f2=%lld", (long long)b->f2);
    printf(" f3=%lld", (long long)b->f3);
    printf("\n  bytes:");
    for (size_t i = 0; i < sizeof *b; i++)
        printf(" %02x", ((const unsigned char *)b)[i]);
    printf("\n");
}

int main(void) {
    struct bits b;
    memset(&b, 0, sizeof b);
    printf("sizeof %zu align %zu\n", sizeof(struct bits), _Alignof(struct bits));
    b.f0 = 9;
    b.f1 = -41;
    b.f2 = 11;
    b.f3 = 1618008;
    dump("round 0", &b);
    b.f0 = 0;
    b.f1 = 51;
    b.f2 = 48;
    b.f3 = 2051740;
    dump("round 1", &b);
    b.f0 = 11;
    b.f1 = 19;
    b.f2 = 51;
    b.f3 = 446574;
    dump("round 2", &b);
    b.f0 += 3;
    b.f0++;
    printf("f0 promoted: %d %d\n", b.f0 * 0 - 1 < 0, (int)sizeof(b.f0 + 0));
    b.f1 = 0;
    b.f1 -= 1;
    b.f2 += 3;
    b.f2++;
    printf("f2 promoted: %d %d\n", b.f2 * 0 - 1 < 0, (int)sizeof(b.f2 + 0));
    b.f3 += 3;
    b.f3++;
    printf("f3 promoted: %d %d\n", b.f3 * 0 - 1 < 0, (int)sizeof(b.f3 + 0));
    dump("after arithmetic", &b);
    struct bits c = b;
    dump("copy", &c);
    return 0;
}
