/* Bit-fields (generated with seed 9): layout, truncation on store, sign extension on load,
   compound assignment and increments, and the raw bytes they leave. */
#include <stdio.h>
#include <string.h>

struct bits {
    unsigned int f0 : 5;
    long long f1 : 22;
    char plain2;
    signed char f2 : 2;
    int f3 : 11;
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
    b.f0 = 50;
    b.f1 = 735769LL;
    b.f2 = 1;
    b.f3 = -963;
    dump("round 0", &b);
    b.f0 = 68;
    b.f1 = 870175LL;
    b.f2 = -1;
    b.f3 = -450;
    dump("round 1", &b);
    b.f0 = 234;
    b.f1 = -280933LL;
    b.f2 = 1;
    b.f3 = -960;
    dump("round 2", &b);
    b.f0 += 3;
    b.f0++;
    printf("f0 promoted: %d %d\n", b.f0 * 0 - 1 < 0, (int)sizeof(b.f0 + 0));
    b.f1 = 0;
    b.f1 -= 1;
    b.f2 = 0;
    b.f2 -= 1;
    b.f3 = 0;
    b.f3 -= 1;
    dump("after arithmetic", &b);
    struct bits c = b;
    dump("copy", &c);
    return 0;
}
