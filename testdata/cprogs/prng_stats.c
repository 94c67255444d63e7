/* Pseudo-random generators (xorshift64*, an LCG, a multiply-with-carry) and simple statistics over their output. */
#include <stdio.h>
#include <stdint.h>

static uint64_t xs = 88172645463325252ULL;
static uint64_t xorshift(void) { xs ^= xs >> 12; xs ^= xs << 25; xs ^= xs >> 27; return xs * 2685821657736338717ULL; }
static uint32_t lcg_state = 1;
static uint32_t lcg(void) { return lcg_state = lcg_state * 1103515245u + 12345u; }
static uint32_t mwc_z = 362436069, mwc_w = 521288629;
static uint32_t mwc(void) { mwc_z = 36969 * (mwc_z & 65535) + (mwc_z >> 16); mwc_w = 18000 * (mwc_w & 65535) + (mwc_w >> 16); return (mwc_z << 16) + mwc_w; }

int main(void) {
    int buckets[10] = {0};
    double sum = 0;
    for (int i = 0; i < 10000; i++) {
        uint64_t r = xorshift();
        buckets[r % 10]++;
        sum += (double)(r >> 11) / 9007199254740992.0;
    }
    for (int i = 0; i < 10; i++) printf("%d ", buckets[i]);
    printf("\nmean %.6f\n", sum / 10000);
    for (int i = 0; i < 5; i++) printf("%08x %08x\n", lcg(), mwc());
    return 0;
}
