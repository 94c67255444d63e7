/* Unsigned arithmetic wraps modulo 2^N at every width; signed to unsigned conversions keep the bit pattern. */
#include <stdio.h>
#include <stdint.h>
#include <inttypes.h>

static uint32_t hash32(const char *s) {
    uint32_t h = 2166136261u;
    while (*s) { h ^= (unsigned char)*s++; h *= 16777619u; }
    return h;
}

static uint64_t hash64(const char *s) {
    uint64_t h = 14695981039346656037ULL;
    while (*s) { h ^= (unsigned char)*s++; h *= 1099511628211ULL; }
    return h;
}

int main(void) {
    uint8_t a = 200; a += 100;
    uint16_t b = 60000; b *= 3;
    uint32_t c = 0; c -= 1;
    uint64_t d = 0; d--;
    printf("%u %u %" PRIu32 " %" PRIu64 "\n", a, b, c, d);
    printf("%08" PRIx32 " %016" PRIx64 "\n", hash32("mpiskel"), hash64("mpiskel"));
    int32_t neg = -5;
    printf("%" PRIu32 " %" PRIu64 " %u\n", (uint32_t)neg, (uint64_t)neg, (uint8_t)neg);
    uint32_t x = 0xdeadbeef;
    uint32_t rot = (x << 13) | (x >> 19);
    printf("%08x %08x\n", rot, ~x);
    uint64_t m = 0x123456789abcdefULL;
    printf("%016" PRIx64 " %016" PRIx64 "\n", m * 0x9e3779b97f4a7c15ULL, -m);
    int64_t lo = INT64_MIN;
    printf("%" PRId64 " %" PRIu64 "\n", lo, (uint64_t)lo);
    printf("%d %d %d\n", (int8_t)300, (int16_t)70000, (int32_t)4294967295u);
    return 0;
}
