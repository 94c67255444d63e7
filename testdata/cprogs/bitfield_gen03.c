/* Bit-fields (generated with seed 3): layout, truncation on store, sign extension on load,
   compound assignment and increments, and the raw bytes they leave. */
#include <stdio.h>
#include <string.h>

struct bits {
    _Bool f0 : 1;
    long long f1 : 59;
    short : 0;
    _Bool f3 : 1;
    int f4 : 22;
    _Bool f5 : 1;
};

static void dump(const char *what, const struct bits *b) {
    printf("%s:", what);
    printf(" f0=%lld", (long long)b->f0);
    printf(" f1=%lld", (long long)b->f1);
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
    b.f0 = 0;
    b.f1 = -24824461530611077LL;
    b.f3 = 0;
    b.f4 = 584318;
    b.f5 = 0;
    dump("round 0", &b);
    b.f0 = 0;
    b.f1 = 163755524366365722LL;
    b.f3 = 1;
    b.f4 = -1834293;
    b.f5 = 0;
    dump("round 1", &b);
    b.f0 = 1;
    b.f1 = 20587079885508620LL;
    b.f3 = 1;
    b.f4 = -993785;
    b.f5 = 1;
    dump("round 2", &b);
    b.f1 = 0;
    b.f1 -= 1;
    b.f4 = 0;
    b.f4 -= 1;
    dump("after arithmetic", &b);
    struct bits c = b;
    dump("copy", &c);
    return 0;
}
