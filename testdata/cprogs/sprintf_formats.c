/* snprintf and sprintf: widths, precisions, flags, star arguments, return values, truncation, every conversion. */
#include <stdio.h>

int main(void) {
    char buf[128];
    int n = snprintf(buf, sizeof buf, "%d|%5d|%-5d|%05d|%+d|% d|%x|%#X|%o", 42, 42, 42, 42, 42, 42, 0xbeef, 0xbeef, 64);
    printf("%s (%d)\n", buf, n);
    n = snprintf(buf, sizeof buf, "%.3f|%10.2f|%-10.1e|%g|%g|%g|%G", 3.14159, -2.5, 12345.678, 1e-5, 123456789.0, 100.0, 1e-10);
    printf("%s (%d)\n", buf, n);
    n = snprintf(buf, sizeof buf, "%*d|%-*d|%.*f|%.*s", 6, 7, 6, 7, 2, 1.23456, 3, "abcdef");
    printf("%s (%d)\n", buf, n);
    n = snprintf(buf, 5, "%s", "overflowing");
    printf("%s (%d)\n", buf, n);
    n = snprintf(NULL, 0, "%d-%d", 1000, -1000);
    printf("needed %d\n", n);
    n = sprintf(buf, "%c%c%c%%", 'a', 98, 'c');
    printf("%s (%d)\n", buf, n);
    printf("%lu %ld %llx %hhx %hx\n", 4000000000UL, -4000000000L, 0xfedcba9876543210ULL, (unsigned char)0x1ff, (unsigned short)0x1ffff);
    printf("%p\n", (void *)0);
    printf("[%8s][%-8s][%.0s]\n", "right", "left", "none");
    printf("%.0f %.0f %.0f %.0f\n", 0.5, 1.5, 2.5, -0.5);
    printf("%e %.2e %E\n", 0.0, 9.999, 1e100);
    printf("%a\n", 1.0);
    return 0;
}
