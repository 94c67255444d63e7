/* Checksums over a byte buffer: CRC-32 (table driven, built at run time), Adler-32 and Fletcher-16. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

static uint32_t table[256];

static void build(void) {
    for (uint32_t i = 0; i < 256; i++) {
        uint32_t c = i;
        for (int k = 0; k < 8; k++) c = c & 1 ? 0xedb88320u ^ (c >> 1) : c >> 1;
        table[i] = c;
    }
}
static uint32_t crc32(const unsigned char *p, size_t n) {
    uint32_t c = 0xffffffffu;
    while (n--) c = table[(c ^ *p++) & 0xff] ^ (c >> 8);
    return c ^ 0xffffffffu;
}
static uint32_t adler32(const unsigned char *p, size_t n) {
    uint32_t a = 1, b = 0;
    for (size_t i = 0; i < n; i++) { a = (a + p[i]) % 65521; b = (b + a) % 65521; }
    return b << 16 | a;
}
static uint16_t fletcher16(const unsigned char *p, size_t n) {
    uint16_t s1 = 0, s2 = 0;
    for (size_t i = 0; i < n; i++) { s1 = (uint16_t)((s1 + p[i]) % 255); s2 = (uint16_t)((s2 + s1) % 255); }
    return (uint16_t)(s2 << 8 | s1);
}

int main(void) {
    build();
    const char *msgs[] = {"", "a", "abc", "123456789", "The quick brown fox jumps over the lazy dog"};
    for (int i = 0; i < 5; i++) {
        const unsigned char *m = (const unsigned char *)msgs[i];
        size_t n = strlen(msgs[i]);
        printf("%08x %08x %04x\n", crc32(m, n), adler32(m, n), fletcher16(m, n));
    }
    unsigned char big[4096];
    for (int i = 0; i < 4096; i++) big[i] = (unsigned char)(i * 31 + (i >> 5));
    printf("%08x %08x\n", crc32(big, sizeof big), adler32(big, sizeof big));
    return 0;
}
