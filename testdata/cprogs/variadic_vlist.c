/* va_list passed on: vprintf, vsnprintf, va_copy for a second pass, and a variadic logger that prefixes its output. */
#include <stdio.h>
#include <stdarg.h>
#include <string.h>

static int logged;

static void logf_(const char *level, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    printf("[%s %d] ", level, ++logged);
    vprintf(fmt, ap);
    va_end(ap);
}

static char *format(char *buf, size_t n, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, n, fmt, ap);
    va_end(ap);
    return buf;
}

static void twice(int n, ...) {
    va_list ap, copy;
    va_start(ap, n);
    va_copy(copy, ap);
    long s = 0;
    for (int i = 0; i < n; i++) s += va_arg(ap, long);
    long mx = 0;
    for (int i = 0; i < n; i++) { long v = va_arg(copy, long); if (v > mx) mx = v; }
    va_end(copy);
    va_end(ap);
    printf("sum %ld max %ld\n", s, mx);
}

static int count_until_zero(int first, ...) {
    va_list ap;
    va_start(ap, first);
    int n = 0;
    for (int v = first; v != 0; v = va_arg(ap, int)) n++;
    va_end(ap);
    return n;
}

int main(void) {
    logf_("info", "%d + %d = %d\n", 2, 3, 5);
    logf_("warn", "%s at %.3f\n", "drift", 0.125);
    char buf[32];
    printf("<%s>\n", format(buf, sizeof buf, "%05d|%-6s|%x", 42, "ab", 255));
    format(buf, 8, "%s", "truncated text");
    printf("<%s> %zu\n", buf, strlen(buf));
    twice(4, 5L, 17L, -3L, 9L);
    printf("%d\n", count_until_zero(4, 8, 15, 16, 23, 42, 0));
    return 0;
}
