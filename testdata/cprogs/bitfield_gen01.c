/* Bit-fields (generated with seed 1): layout, truncation on store, sign extension on load,
   compound assignment and increments, and the raw bytes they leave. */
#include <stdio.h>
#include <string.h>

struct bits {
    signed char f0 : 2;
    unsigned long long f1 : 53;
    unsigned long long f2 : 26;
};

static void dump(const char *what, const struct bits *b) {
    printf("%s:", what);
    printf(" f0=%lld", (long long)b->f0);
    printf(" f1=%llu", (unsigned long long)b->f1);
    printf(" f2=%llu", (unsigned long long)b->f2);
    printf("\n  bytes:");
    for (size_t i = 0; i < sizeof *b; i++)
        printf(" %02x", ((const unsigned char *)b)[i]);
    printf("\n");
}

int main(void) {
    struct bits b;
    memset(&b, 0, sizeof b);
    printf("sizeof %zu align %zu\n", sizeof(struct bits), _Alignof(struct bits));
    b.f0 = -2;
    b.f1 = 27027683462942396ULL;
    b.f2 = 159608016ULL;
    dump("round 0", &b);
    b.f0 = -2;
    b.f1 = 58602229881831420ULL;
    b.f2 = 139133946ULL;
    dump("round 1", &b);
    b.f0 = -2;
    b.f1 = 62626465421250050ULL;
    b.f2 = 80833568ULL;
    dump("round 2", &b);
    b.f0 = 0;
    b.f0 -= 1;
    b.f1 += 3;
    b.f1++;
    printf("f1 promoted: %d %d\n", b.f1 * 0 - 1 < 0, (int)sizeof(b.f1 + 0));
    b.f2 += 3;
    b.f2++;
    printf("f2 promoted: %d %d\n", b.f2 * 0 - 1 < 0, (int)sizeof(b.f2 + 0));
    dump("after arithmetic", &b);
    struct bits c = b;
    dump("copy", &c);
    return 0;
}
