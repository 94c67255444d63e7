/* Arbitrary-precision unsigned integers in base 10^9: factorial of 100 and powers of two, by schoolbook multiplication. */
#include <stdio.h>
#include <stdint.h>

#define LIMBS 64
typedef struct { uint32_t d[LIMBS]; int n; } big;

static void set(big *b, uint32_t v) { b->d[0] = v; b->n = 1; }
static void mul_small(big *b, uint32_t m) {
    uint64_t carry = 0;
    for (int i = 0; i < b->n; i++) { uint64_t t = (uint64_t)b->d[i] * m + carry; b->d[i] = (uint32_t)(t % 1000000000u); carry = t / 1000000000u; }
    while (carry) { b->d[b->n++] = (uint32_t)(carry % 1000000000u); carry /= 1000000000u; }
}
static void print(const big *b) {
    printf("%u", b->d[b->n - 1]);
    for (int i = b->n - 2; i >= 0; i--) printf("%09u", b->d[i]);
    printf("\n");
}
static int digit_sum(const big *b) {
    int s = 0;
    for (int i = 0; i < b->n; i++) for (uint32_t v = b->d[i]; v; v /= 10) s += v % 10;
    return s;
}

int main(void) {
    big f;
    set(&f, 1);
    for (uint32_t i = 2; i <= 100; i++) mul_small(&f, i);
    print(&f);
    printf("digit sum %d limbs %d\n", digit_sum(&f), f.n);
    big p;
    set(&p, 1);
    for (int i = 0; i < 200; i++) mul_small(&p, 2);
    print(&p);
    return 0;
}
