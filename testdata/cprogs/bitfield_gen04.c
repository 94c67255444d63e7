/* Bit-fields (generated with seed 4): layout, truncation on store, sign extension on load,
   compound assignment and increments, and the raw bytes they leave. */
#include <stdio.h>
#include <string.h>

struct bits {
    int f0 : 13;
    signed char f1 : 1;
    char plain2;
    unsigned char f2 : 6;
    unsigned int : 0;
    unsigned int : 0;
    int f5 : 21;
};

static void dump(const char *what, const struct bits *b) {
    printf("%s:", what);
    printf(" f0=%lld", (long long)b->f0);
    printf(" f1=%lld", (long long)b->f1);
    printf(" f2=%lld", (long long)b->f2);
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
    b.f0 = -3588;
    b.f1 = -1;
    b.f2 = 218;
    b.f5 = -541290;
    dump("round 0", &b);
    b.f0 = 3751;
    b.f1 = -1;
    b.f2 = 151;
    b.f5 = -923776;
    dump("round 1", &b);
    b.f0 = -43;
    b.f1 = -1;
    b.f2 = 199;
    b.f5 = 147677;
    dump("round 2", &b);
    b.f0 = 0;
    b.f0 -= 1;
    b.f1 = 0;
    b.f1 -= 1;
    b.f2 += 3;
    b.f2++;
    printf("f2 promoted: %d %d\n", b.f2 * 0 - 1 < 0, (int)sizeof(b.f2 + 0));
    b.f5 = 0;
    b.f5 -= 1;
    dump("after arithmetic", &b);
    struct bits c = b;
    dump("copy", &c);
    return 0;
}
