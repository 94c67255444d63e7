#include <stdarg.h>
#include "check.h"
static volatile long double vld = 2.5L;
static long double ld_tab[4] = {1.0L, -0.5L, 1024.0L, 0.125L};
static long double sumld(int n, ...) { va_list ap; va_start(ap, n); long double s = 0; for (int i = 0; i < n; i++) s += va_arg(ap, long double); va_end(ap); return s; }
static long double twice(long double x) { return x * 2; }
int main(void) {
    long double x = vld;
    long double y = x * 4 + ld_tab[1];
    check((long)y); check((long)(y * 2)); check(dbits((double)y));
    long double z = twice(y) / 8;
    check(dbits((double)z));
    long double arr[5];
    for (int i = 0; i < 5; i++) arr[i] = ld_tab[i % 4] * i;
    long double s = 0;
    for (int i = 0; i < 5; i++) s += arr[i];
    check(dbits((double)s));
    check(dbits((double)sumld(3, 1.5L, 2.25L, (long double)-4)));
    check(x > 2.0L); check(x < ld_tab[2]); check(x == 2.5L);
    long double from_int = (long double)-123456789L;
    check((long)from_int);
    unsigned char *bytes = (unsigned char *)&ld_tab[2];
    check(bytes[7]); check(bytes[8]); check(bytes[9]);
    check(sizeof(long double));
    return (int)y;
}
