/* Variadic calls past the register arguments: more than six integers and eight doubles, long long, pointers, size_t and long double (exact values). */
#include <stdio.h>
#include <stdarg.h>
#include <stddef.h>

static void mixed(int n, ...) {
    va_list ap;
    va_start(ap, n);
    for (int i = 0; i < n; i++) {
        long long a = va_arg(ap, long long);
        double d = va_arg(ap, double);
        printf("%lld/%g ", a, d);
    }
    va_end(ap);
    printf("\n");
}

static long double ldsum(int n, ...) {
    va_list ap;
    va_start(ap, n);
    long double s = 0;
    for (int i = 0; i < n; i++) s += va_arg(ap, long double);
    va_end(ap);
    return s;
}

static void ptrs(const char *tag, ...) {
    va_list ap;
    va_start(ap, tag);
    int *ip = va_arg(ap, int *);
    const char *s = va_arg(ap, const char *);
    size_t z = va_arg(ap, size_t);
    unsigned u = va_arg(ap, unsigned);
    va_end(ap);
    printf("%s %d %s %zu %u\n", tag, *ip, s, z, u);
}

int main(void) {
    mixed(10, 1LL, 0.5, 2LL, 1.5, 3LL, 2.5, 4LL, 3.5, 5LL, 4.5, 6LL, 5.5, 7LL, 6.5, 8LL, 7.5, 9LL, 8.5, -10LL, 9.5);
    printf("%.6Lg\n", ldsum(4, 1.5L, 2.25L, -0.75L, 1024.0L));
    int v = 77;
    ptrs("ptrs", &v, "str", (size_t)1 << 33, 4000000000u);
    printf("%d %d %d %d %d %d %d %d %d %d\n", 1, 2, 3, 4, 5, 6, 7, 8, 9, 10);
    printf("%g %g %g %g %g %g %g %g %g %g\n", 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0);
    return 0;
}
