/* Bit-fields (generated with seed 7): layout, truncation on store, sign extension on load,
   compound assignment and increments, and the raw bytes they leave. */
#include <stdio.h>
#include <string.h>

struct bits {
    unsigned char f0 : 3;
    unsigned int f1 : 4;
    int plain2;
    unsigned short f2 : 2;
};

static void dump(const char *what, const struct bits *b) {
    printf("%s:", what);
    printf(" f0=%lld", (long long)b->f0);
    printf(" f1=%lld", (long long)b->f1);
    printf(" f2=%lld", (long long)b->f2);
    printf("\n  bytes:");
    for (size_t i = 0; i < sizeof *b; i++)
        printf(" %02x", ((const unsigned char *)b)[i]);
    printf("\n");
}

int main(void) {
    struct bits b;
    memset(&b, 0, sizeof b);
    printf("sizeof %zu align %zu\n", sizeof(struct bits), _Alignof(struct bits));
    b.f0 = 30;
    b.f1 = 18;
    b.f2 = 7;
    dump("round 0", &b);
    b.f0 = 7;
    b.f1 = 70;
    b.f2 = 27;
    dump("round 1", &b);
    b.f0 = 37;
    b.f1 = 74;
    b.f2 = 14;
    dump("round 2", &b);
    b.f0 += 3;
    b.f0++;
    printf("f0 promoted: %d %d\n", b.f0 * 0 - 1 < 0, (int)sizeof(b.f0 + 0));
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
