/* Shifts by run-time counts of every width, arithmetic right shift of negative values, shifts in loops building masks. */
#include <stdio.h>
#include <stdint.h>

int main(void) {
    for (int k = 0; k < 32; k += 5) {
        uint32_t u = 0x80000001u;
        int32_t s = -123456789;
        printf("%2d %08x %08x %d\n", k, u << k, u >> k, s >> k);
    }
    for (int k = 0; k < 64; k += 9) {
        uint64_t u = 0x8000000000000001ULL;
        int64_t s = INT64_MIN + 12345;
        printf("%2d %016llx %016llx %lld\n", k, (unsigned long long)(u << k), (unsigned long long)(u >> k), (long long)(s >> k));
    }
    uint8_t b = 0x81;
    for (int k = 0; k < 8; k++) printf("%d ", (uint8_t)(b << k) | (b >> (8 - k) & 0xff));
    printf("\n");
    int16_t h = -2;
    printf("%d %d\n", h >> 1, (int16_t)((uint16_t)h << 15));
    unsigned long long m = 0;
    for (unsigned i = 0; i < 64; i += 3) m |= 1ULL << i;
    printf("%016llx\n", m);
    return 0;
}
