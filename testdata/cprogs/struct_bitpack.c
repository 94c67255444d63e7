/* Packing fields into integers by hand with shifts and masks: a pixel format and a date encoding. */
#include <stdio.h>
#include <stdint.h>

static uint16_t rgb565(unsigned r, unsigned g, unsigned b) { return (uint16_t)((r >> 3) << 11 | (g >> 2) << 5 | b >> 3); }
static void unpack565(uint16_t p, unsigned *r, unsigned *g, unsigned *b) { *r = (p >> 11 & 31) << 3; *g = (p >> 5 & 63) << 2; *b = (p & 31) << 3; }
static uint32_t pack_date(int y, int m, int d) { return (uint32_t)y << 9 | (uint32_t)m << 5 | (uint32_t)d; }

int main(void) {
    unsigned cols[][3] = {{255, 255, 255}, {0, 0, 0}, {200, 100, 50}, {17, 34, 51}};
    for (int i = 0; i < 4; i++) {
        uint16_t p = rgb565(cols[i][0], cols[i][1], cols[i][2]);
        unsigned r, g, b;
        unpack565(p, &r, &g, &b);
        printf("%04x -> %u %u %u\n", p, r, g, b);
    }
    uint32_t d = pack_date(2024, 2, 29);
    printf("%08x %u-%u-%u\n", d, d >> 9, d >> 5 & 15, d & 31);
    int64_t s = -5;
    uint64_t zig = ((uint64_t)s << 1) ^ (uint64_t)(s >> 63);
    printf("zigzag %llu\n", (unsigned long long)zig);
    return 0;
}
