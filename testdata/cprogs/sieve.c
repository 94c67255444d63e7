/* Sieve of Eratosthenes over a bit array, prime counting and twin primes. */
#include <stdio.h>
#include <string.h>

#define LIMIT 20000
static unsigned char composite[LIMIT / 8 + 1];

static int is_comp(int n) { return composite[n >> 3] >> (n & 7) & 1; }
static void set_comp(int n) { composite[n >> 3] |= (unsigned char)(1 << (n & 7)); }

int main(void) {
    memset(composite, 0, sizeof composite);
    set_comp(0); set_comp(1);
    for (int i = 2; i * i < LIMIT; i++)
        if (!is_comp(i))
            for (int j = i * i; j < LIMIT; j += i) set_comp(j);
    int count = 0, twins = 0, last = 0;
    long sum = 0;
    for (int i = 2; i < LIMIT; i++)
        if (!is_comp(i)) { count++; sum += i; if (i - last == 2) twins++; last = i; }
    printf("primes %d sum %ld twins %d largest %d\n", count, sum, twins, last);
    for (int i = 0; i < 100; i++) if (!is_comp(i)) printf("%d ", i);
    printf("\n");
    return 0;
}
