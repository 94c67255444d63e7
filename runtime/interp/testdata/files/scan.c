/* scan.c: sscanf conversions, widths, literals, return counts and EOF, printed for comparison with glibc. */
#include <stdio.h>
#include <string.h>

static void ints(const char *in, const char *fmt) {
  int a = -7, b = -7, c = -7;
  int n = sscanf(in, fmt, &a, &b, &c);
  printf("ints %-14s %-12s -> %2d: %d %d %d\n", in, fmt, n, a, b, c);
}

static void dbl(const char *in, const char *fmt) {
  double x = -7, y = -7;
  int n = sscanf(in, fmt, &x, &y);
  printf("dbl  %-14s %-12s -> %2d: %.17g %.17g\n", in, fmt, n, x, y);
}

static void str(const char *in, const char *fmt) {
  char s[32] = "unset", t[32] = "unset";
  int n = sscanf(in, fmt, s, t);
  printf("str  %-14s %-12s -> %2d: [%s] [%s]\n", in, fmt, n, s, t);
}

int main(void) {
  ints("12 34 56", "%d %d %d");
  ints("12,34", "%d,%d");
  ints("12;34", "%d,%d");
  ints("", "%d");
  ints("   ", "%d");
  ints("abc", "%d");
  ints("-17+3", "%d%d");
  ints("0x1f 017 9", "%i %i %i");
  ints("1f 17 ff", "%x %o %X");
  ints("123456", "%2d%3d%d");
  ints("7 8", "%*d %d");
  ints("x5", "x%d");
  ints("y5", "x%d");
  ints("5%6", "%d%%%d");
  ints("-1", "%u");
  ints("99999999999", "%d");
  ints("4", "%d %d");
  ints("4 ", "%d %d");
  ints("10 20", "%d%n");
  ints("-12345", "%3d%d");
  ints("0x1234567", "%5i%d");
  ints("0X1aZ", "%X%n");
  ints("0x", "%x%n");
  ints("0xg", "%i%n");
  ints("08", "%i%n");
  ints("+", "%d");
  ints("- 5", "%d");
  ints("  42abc", "%d%n");
  ints("12 x", "%d %d");
  ints("%5", "%%%d");
  ints(" 7", "%%%d");
  dbl("3.25 -1e-3", "%lf %lf");
  dbl("1.5", "%2lf%lf");
  dbl("-.e5", "%lf");
  dbl("0x1.8p+1q", "%lf");
  dbl("1e+", "%lf%n");
  dbl("nanx", "%lf");
  dbl("infinity", "%lf");
  dbl("1.5.5", "%lf%lf");
  dbl("1e5x", "%lf%n");
  dbl(".5 6.", "%lf %lf");
  dbl("inf nan", "%lf %lf");
  dbl("0x1.8p1 2", "%la %lg");
  dbl("12345.678", "%4lf%lf");
  dbl("1.5e", "%lf");
  dbl("-", "%lf");
  dbl("2.5E+2,7", "%le,%lg");
  {
    float f = 0;
    long double ld = 0;
    int n = sscanf("0.1 0.2", "%f %Lf", &f, &ld);
    printf("float %d %.9g %.17g\n", n, f, (double)ld);
  }
  {
    long l = 0; long long ll = 0; short h = 0; signed char hh = 0; size_t z = 0; unsigned long ul = 0;
    int n = sscanf("-9000000000 123456789012 70000 300 42 0xffffffffffffffff", "%ld %lld %hd %hhd %zu %lx", &l, &ll, &h, &hh, &z, &ul);
    printf("sizes %d %ld %lld %d %d %zu %lx\n", n, l, ll, h, hh, z, ul);
  }
  str("hello world", "%s %s");
  str("hello world", "%3s%s");
  str("abc123def", "%[a-z]%[0-9]");
  str("abc123def", "%[^0-9]%s");
  str("]x]y", "%[]x]%s");
  str("  lead", "%s");
  str("", "%s");
  str("ab", "%c%c");
  str("  q", " %c");
  str("xyz", "%2c%s");
  str("key = value", "%[^ =] = %s");
  str("abcdef", "%3[a-z]%s");
  str("a-b", "%[a-]%s");
  str("x", "%[0-9]%s");
  str("", "%[a-z]");
  {
    char c1 = 0, c2 = 0;
    int n = sscanf(" a b", "%c%c", &c1, &c2);
    printf("chars %d [%c] [%c]\n", n, c1, c2);
  }
  {
    void *p = 0;
    int n = sscanf("0x1234", "%p", &p);
    printf("ptr %d %p\n", n, p);
  }
  {
    /* HPL.dat style: a number then a comment */
    char line[128] = "6            device out (6=stdout,7=stderr,file)\n";
    int v = 0;
    char rest[64];
    int n = sscanf(line, "%d %[^\n]", &v, rest);
    printf("hpl %d %d [%s]\n", n, v, rest);
  }
  return 0;
}
