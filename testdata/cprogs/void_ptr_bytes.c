/* Object representations through unsigned char *: little-endian integers, floats, memcpy type punning. */
#include <stdio.h>
#include <string.h>
#include <stdint.h>

static void dump(const void *p, size_t n) {
    const unsigned char *b = p;
    for (size_t i = 0; i < n; i++) printf("%02x", b[i]);
    printf("\n");
}

int main(void) {
    uint32_t u = 0x11223344;
    dump(&u, sizeof u);
    double d = -2.75;
    dump(&d, sizeof d);
    float f = 0.1f;
    dump(&f, sizeof f);
    uint64_t bits;
    memcpy(&bits, &d, sizeof bits);
    printf("%016llx\n", (unsigned long long)bits);
    bits ^= 1ULL << 63;
    memcpy(&d, &bits, sizeof d);
    printf("%g\n", d);
    short s[2] = {-2, 0x1234};
    dump(s, sizeof s);
    unsigned char raw[8] = {1, 0, 0, 0, 2, 0, 0, 0};
    int two[2];
    memcpy(two, raw, sizeof two);
    printf("%d %d\n", two[0], two[1]);
    void *vp = raw;
    unsigned char *cp = (unsigned char *)vp + 4;
    printf("%d\n", *cp);
    long double ld = 1.0L;
    dump(&ld, 10);
    return 0;
}
