/* Integer matrix exponentiation: Fibonacci numbers modulo a prime by 2x2 matrix powers, checked against the iterative loop. */
#include <stdio.h>
#include <stdint.h>

#define MOD 1000000007ULL

typedef struct { uint64_t a, b, c, d; } m2;

static m2 mul(m2 x, m2 y) {
    m2 r = {(x.a * y.a + x.b * y.c) % MOD, (x.a * y.b + x.b * y.d) % MOD, (x.c * y.a + x.d * y.c) % MOD, (x.c * y.b + x.d * y.d) % MOD};
    return r;
}
static uint64_t fib(uint64_t n) {
    m2 r = {1, 0, 0, 1}, base = {1, 1, 1, 0};
    while (n) { if (n & 1) r = mul(r, base); base = mul(base, base); n >>= 1; }
    return r.b;
}
static uint64_t modpow(uint64_t b, uint64_t e, uint64_t m) {
    uint64_t r = 1;
    b %= m;
    while (e) { if (e & 1) r = r * b % m; b = b * b % m; e >>= 1; }
    return r;
}

int main(void) {
    uint64_t x = 0, y = 1;
    int ok = 1;
    for (int n = 0; n < 300; n++) { if (fib(n) != x) ok = 0; uint64_t t = (x + y) % MOD; x = y; y = t; }
    printf("agree %d\n", ok);
    printf("%llu %llu %llu\n", (unsigned long long)fib(90), (unsigned long long)fib(1000000), (unsigned long long)fib(1ULL << 60));
    printf("%llu %llu\n", (unsigned long long)modpow(2, 1000000, MOD), (unsigned long long)modpow(3, MOD - 2, MOD) * 3 % MOD);
    return 0;
}
