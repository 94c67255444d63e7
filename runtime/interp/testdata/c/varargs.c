#include <stdarg.h>
#include <stdio.h>
#include "check.h"
struct pt { long x, y; };
struct wide { long a, b, c; };

static long sum_ints(int n, ...) {
    va_list ap; va_start(ap, n);
    long s = 0;
    for (int i = 0; i < n; i++) s += va_arg(ap, int);
    va_end(ap);
    return s;
}
static double mixed(const char *fmt, ...) {
    va_list ap; va_start(ap, fmt);
    double s = 0;
    for (; *fmt; fmt++) {
        switch (*fmt) {
        case 'i': s += va_arg(ap, int); break;
        case 'l': s += (double)va_arg(ap, long); break;
        case 'd': s += va_arg(ap, double); break;
        case 'L': s += (double)va_arg(ap, long double); break;
        case 'p': { struct pt p = va_arg(ap, struct pt); s += p.x * 10 + p.y; break; }
        case 'w': { struct wide w = va_arg(ap, struct wide); s += w.a + w.b * 2 + w.c * 3; break; }
        case 's': { const char *str = va_arg(ap, const char *); while (*str) s += *str++; break; }
        }
    }
    va_end(ap);
    return s;
}
static long twice(int n, ...) {
    va_list ap, ap2;
    va_start(ap, n);
    va_copy(ap2, ap);
    long s = 0;
    for (int i = 0; i < n; i++) s += va_arg(ap, long);
    for (int i = 0; i < n; i++) s += 10 * va_arg(ap2, long);
    va_end(ap2);
    va_end(ap);
    return s;
}
static long forward_inner(int n, va_list ap) { long s = 0; for (int i = 0; i < n; i++) s = s * 7 + va_arg(ap, int); return s; }
static long forward(int n, ...) { va_list ap; va_start(ap, n); long r = forward_inner(n, ap); va_end(ap); return r; }

static int fmt(char *buf, const char *f, ...) {
    va_list ap; va_start(ap, f);
    int n = vsnprintf(buf, 96, f, ap);
    va_end(ap);
    return n;
}
static long hash(const char *s) { long h = 0; while (*s) h = h * 131 + *s++; return h; }

int main(void) {
    check(sum_ints(5, 1, 2, 3, 4, 5));
    check(sum_ints(0));
    struct pt p = {3, 4};
    struct wide w = {1, 2, 3};
    check(dbits(mixed("ildLpsw", -5, 1L << 40, 2.5, (long double)0.25, p, "ab", w)));
    check(dbits(mixed("dddddddddd", 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0)));
    check(twice(3, 1L, 2L, 3L));
    check(forward(4, 1, 2, 3, 4));
    char buf[96];
    check(fmt(buf, "%d %ld %.3f %Lf %s %c %x", -7, 1L << 40, 2.5, (long double)0.75, "str", 'z', 255));
    check(hash(buf));
    check(fmt(buf, "%f %f %f %f %f %f %f %f %f %d", 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.5, 10));
    check(hash(buf));
    return (int)sum_ints(3, 10, 20, 30);
}
