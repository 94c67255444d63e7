/* Variadic definitions with va_list: int, long, double and pointer arguments, promotions of char, short and float. */
#include <stdio.h>
#include <stdarg.h>

static long sum_ints(int n, ...) {
    va_list ap;
    va_start(ap, n);
    long s = 0;
    for (int i = 0; i < n; i++) s += va_arg(ap, int);
    va_end(ap);
    return s;
}

static double mean(int n, ...) {
    va_list ap;
    va_start(ap, n);
    double s = 0;
    for (int i = 0; i < n; i++) s += va_arg(ap, double);
    va_end(ap);
    return s / n;
}

/* fmt letters: i int, l long, d double, s string, c char (promoted to int) */
static void show(const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    for (const char *p = fmt; *p; p++) {
        switch (*p) {
        case 'i': printf("i%d ", va_arg(ap, int)); break;
        case 'l': printf("l%ld ", va_arg(ap, long)); break;
        case 'd': printf("d%g ", va_arg(ap, double)); break;
        case 's': printf("s%s ", va_arg(ap, const char *)); break;
        case 'c': printf("c%c ", va_arg(ap, int)); break;
        }
    }
    va_end(ap);
    printf("\n");
}

int main(void) {
    printf("%ld %ld %ld\n", sum_ints(0), sum_ints(3, 1, 2, 3), sum_ints(10, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10));
    char c = 100;
    short s = -200;
    printf("%ld\n", sum_ints(2, c, s));
    float f = 0.5f;
    printf("%g %g\n", mean(2, 1.0, 2.0), mean(3, f, 2.5, (double)7));
    show("ildsc", 42, 1L << 40, 3.25, "str", 'x');
    show("dddddddddi", 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10);
    show("iiiiiiiil", 1, 2, 3, 4, 5, 6, 7, 8, -9L);
    return 0;
}
