/* printf family through a real compiler: direct calls, a variadic wrapper
   over vprintf/vsnprintf, long double, stdout/stderr interleaving. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

static int logf_(const char *fmt, ...) {
	va_list ap;
	va_start(ap, fmt);
	int n = vprintf(fmt, ap);
	va_end(ap);
	return n;
}

static void errf(const char *fmt, ...) {
	va_list ap;
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
}

static int fmt_to(char *buf, size_t n, const char *fmt, ...) {
	va_list ap, aq;
	va_start(ap, fmt);
	va_copy(aq, ap);
	int len = vsnprintf(buf, n, fmt, ap);
	int len2 = vsnprintf(NULL, 0, fmt, aq);
	va_end(aq);
	va_end(ap);
	return len == len2 ? len : -1000;
}

int main(void) {
	int count = 0;
	short sh = -1234;
	signed char sc = -5;
	unsigned long long big = 18446744073709551615ULL;
	double pi = 3.14159265358979323846;
	long double ld = 1.5L; /* exact in a double: the interpreter computes long double as double */
	float f = 1.0f / 3;
	char buf[32];

	printf("ints: %d %i %u %x %X %o %+d % d %05d %-5d|\n", 42, -42, 3000000000u, 255, 255, 8, 7, 7, -7, 7);
	printf("lengths: %hd %hhd %ld %lld %zu %jd %td %llu\n", sh, sc, -1L << 40, -9000000000000LL, sizeof(buf), (long long)-3, (long)-4, big);
	printf("floats: %f %.2f %e %E %g %G %a %A %10.3f|%-10.2e|\n", pi, pi, pi * 1e10, pi * 1e-10, pi, 1e-20, pi, -pi, -pi, pi);
	printf("float arg: %f %.9g %a\n", f, f, f);
	printf("long double: %Lf %.20Lf %Le %Lg %La %LA\n", ld, ld, ld * 1e100L, ld / 7, ld, -ld / 1024);
	printf("specials: %f %f %e %g %5.1f|%-6F|\n", 1.0 / 0.0, -1.0 / 0.0, 0.0 / 0.0, -0.0, 1.0 / 0.0, -1.0 / 0.0);
	printf("strings: [%s] [%10s] [%-10s] [%.3s] [%c] [%5c] [%%]\n", "hello", "right", "left", "truncate", 'x', 'y');
	printf("pointers: %p %p\n", (void *)0, (void *)0x1234);
	printf("star: [%*d] [%-*d] [%.*f] [%*.*e]\n", 6, 42, 6, 42, 3, pi, 12, 2, pi);
	printf("positional: %2$s %1$s %2$s\n", "world", "hello");
	printf("count%n: ", &count);
	printf("%d\n", count);
	int n = logf_("wrapped: %d %s %.3f %c %lu %Lf\n", 1, "two", 3.0, '4', 5UL, 6.5L);
	printf("wrapper returned %d\n", n);
	logf_("many: %d %d %d %d %d %d %d %d %f %f %f %f %f %f %f %f %f %f %s\n", 1, 2, 3, 4, 5, 6, 7, 8,
	      0.5, 1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5, 8.5, 9.5, "end");
	int len = fmt_to(buf, sizeof buf, "%s-%d-%.2f-%s", "abc", 123, 4.567, "a rather long tail that is cut");
	printf("vsnprintf: %d [%s]\n", len, buf);
	len = snprintf(buf, 8, "%d", 1234567890);
	printf("snprintf: %d [%s]\n", len, buf);
	len = sprintf(buf, "%05.1f|%x", 2.25, 0xbeef);
	printf("sprintf: %d [%s]\n", len, buf);
	fflush(stdout);
	errf("to stderr: %d %s\n", 99, "bottles");
	fprintf(stderr, "fprintf stderr %g\n", 0.1);
	puts("puts line");
	putchar('A');
	putchar('\n');
	fputs("fputs no newline, ", stdout);
	fputs("then one\n", stdout);
	fwrite("fwrite bytes\n", 1, 13, stdout);
	fputc('!', stdout);
	putc('\n', stdout);
	fflush(stdout);
	fputs("stderr fputs\n", stderr);
	printf("%s", "final line without newline");
	return 0;
}
