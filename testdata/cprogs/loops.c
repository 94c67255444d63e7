/* Loops: for, while, do-while, break and continue at several depths, loops with empty bodies and complex conditions. */
#include <stdio.h>

int main(void) {
    int primes = 0;
    for (int n = 2; n < 200; n++) {
        int d;
        for (d = 2; d * d <= n; d++)
            if (n % d == 0) break;
        if (d * d <= n) continue;
        primes++;
    }
    printf("primes %d\n", primes);
    int collatz_max = 0, arg = 0;
    for (int s = 1; s < 1000; s++) {
        long long v = s;
        int steps = 0;
        while (v != 1) { v = v % 2 ? 3 * v + 1 : v / 2; steps++; }
        if (steps > collatz_max) { collatz_max = steps; arg = s; }
    }
    printf("collatz %d at %d\n", collatz_max, arg);
    int k = 0;
    do k += 3; while (k < 10);
    printf("%d\n", k);
    do { k--; if (k == 5) continue; } while (k > 3);
    printf("%d\n", k);
    int count = 0;
    for (int i = 0; i < 10; i++) {
        for (int j = 0; j < 10; j++) {
            if (j > i) break;
            if ((i + j) % 3 == 0) continue;
            count++;
        }
    }
    printf("count %d\n", count);
    unsigned u = 10;
    while (u--) ;
    printf("%u\n", u);
    int i = 0;
    for (;;) { if (++i >= 7) break; }
    printf("%d\n", i);
    for (int a = 0, b = 100; a < b; a += 7, b -= 3) if (a + b == 100 && a > 20) { printf("a=%d b=%d\n", a, b); break; }
    char s[] = "reverse me";
    for (char *l = s, *r = s + sizeof s - 2; l < r; l++, r--) { char t = *l; *l = *r; *r = t; }
    printf("%s\n", s);
    return 0;
}
