/* Bit-fields (generated with seed 10): layout, truncation on store, sign extension on load,
   compound assignment and increments, and the raw bytes they leave. */
#include <stdio.h>
#include <string.h>

struct bits {
    signed char f0 : 7;
    unsigned char : 0;
    signed char : 0;
    _Bool f3 : 1;
    short f4 : 5;
    short f5 : 1;
    _Bool f6 : 1;
    unsigned char : 0;
};

static void dump(const char *what, const struct bits *b) {
    printf("%s:", what);
    printf(" f0=%lld", (long long)b->f0);
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
    b.f0 = -20;
    b.f3 = 0;
    b.f4 = -4;
    b.f5 = 0;
    b.f6 = 0;
    dump("round 0", &b);
    b.f0 = -60;
    b.f3 = 0;
    b.f4 = -12;
    b.f5 = -1;
    b.f6 = 0;
    dump("round 1", &b);
    b.f0 = 8;
    b.f3 = 0;
    b.f4 = -2;
    b.f5 = -1;
    b.f6 = 0;
    dump("round 2", &b);
    b.f0 = 0;
    b.f0 -= 1;
    b.f4 = 0;
    b.f4 -= 1;
    b.f5 = 0;
    b.f5 -= 1;
    dump("after arithmetic", &b);
    struct bits c = b;
    dump("copy", &c);
    return 0;
}
