/* Integer number theory: gcd and lcm, extended Euclid with negative coefficients, Euler's totient, digit manipulations. */
#include <stdio.h>

static long gcd(long a, long b) { while (b) { long t = a % b; a = b; b = t; } return a < 0 ? -a : a; }
static long ext(long a, long b, long *x, long *y) {
    if (b == 0) { *x = 1; *y = 0; return a; }
    long x1, y1, g = ext(b, a % b, &x1, &y1);
    *x = y1; *y = x1 - (a / b) * y1;
    return g;
}
static int phi(int n) { int r = n; for (int p = 2; p * p <= n; p++) if (n % p == 0) { while (n % p == 0) n /= p; r -= r / p; } if (n > 1) r -= r / n; return r; }
static long reverse_digits(long v) { long r = 0; while (v) { r = r * 10 + v % 10; v /= 10; } return r; }

int main(void) {
    printf("%ld %ld %ld\n", gcd(462, 1071), gcd(-48, 18), 462 / gcd(462, 1071) * 1071);
    long x, y;
    long g = ext(240, 46, &x, &y);
    printf("%ld %ld %ld %ld\n", g, x, y, 240 * x + 46 * y);
    for (int n = 1; n <= 30; n += 7) printf("phi(%d)=%d ", n, phi(n));
    printf("\n%ld %ld\n", reverse_digits(123456789), reverse_digits(-1200));
    return 0;
}
