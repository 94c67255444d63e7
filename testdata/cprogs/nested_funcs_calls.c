/* Many parameters and call shapes: nine-argument functions mixing ints and doubles, calls as arguments, recursion through pointers. */
#include <stdio.h>

static double mix(int a, double b, int c, double d, int e, double f, int g, double h, int i) {
    return a + b * 2 + c * 3 + d * 4 + e * 5 + f * 6 + g * 7 + h * 8 + i * 9;
}
static long many(long a, long b, long c, long d, long e, long f, long g, long h) { return a - b + c - d + e - f + g - h; }
static int apply(int (*f)(int, int), int x, int y) { return f(x, y); }
static int gcd(int a, int b) { return b ? apply(gcd, b, a % b) : a; }
static char pick(int i, const char *s) { return s[i]; }

int main(void) {
    printf("%g\n", mix(1, 0.5, 2, 0.25, 3, 0.125, 4, 0.0625, 5));
    printf("%ld\n", many(1, 2, 3, 4, 5, 6, 7, 8));
    printf("%ld\n", many(many(1, 1, 1, 1, 1, 1, 1, 1), 2, 3, 4, 5, 6, 7, many(8, 0, 0, 0, 0, 0, 0, 0)));
    printf("%d %d\n", gcd(1071, 462), apply(gcd, 270, 192));
    printf("%c%c%c\n", pick(0, "abc"), pick(2, "xyz"), pick(1, "-+-"));
    return 0;
}
