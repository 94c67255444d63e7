/* float, double and long double arithmetic, comparisons, conversions between them and special values. */
#include <stdio.h>
#include <math.h>
#include <float.h>

static double half(double x) { return x / 2; }
static float third(float x) { return x / 3; }
static long double quarter(long double x) { return x / 4; }

int main(void) {
    float f = 1.0f / 3.0f;
    double d = 1.0 / 3.0;
    long double l = 1.0L / 4.0L;
    printf("%.9g %.17g %.21Lg\n", f, d, l);
    printf("%.17g %.21Lg %.21Lg\n", (double)f, (long double)d, (long double)f);
    printf("%.9g %.17g\n", (float)d, (double)l);
    printf("%.17g %.9g %.21Lg\n", half(7), third(1), quarter(1));
    double z = 0.0;
    double inf = 1.0 / z, ninf = -1.0 / z, nan = z / z;
    printf("%g %g %d %d %d %d\n", inf, ninf, nan == nan, nan != nan, inf > 1e308, isnan(nan) != 0);
    printf("%d %d %d %d\n", nan < 1.0, nan > 1.0, nan <= nan, !(nan >= nan));
    printf("%g %g %g\n", -0.0, 0.0 * -1.0, copysign(1.0, -0.0));
    printf("%.17g %.17g %.9g\n", DBL_MAX, DBL_MIN, FLT_EPSILON);
    printf("%d %d %d\n", DBL_MANT_DIG, FLT_MANT_DIG, LDBL_MANT_DIG);
    float acc = 0;
    for (int i = 1; i <= 100; i++) acc += 1.0f / i;
    double dacc = 0;
    for (int i = 1; i <= 100; i++) dacc += 1.0 / i;
    long double lacc = 0;
    for (int i = 1; i <= 100; i++) lacc += 1.0L / (1 << (i % 20));
    printf("%.9g %.17g %.21Lg\n", acc, dacc, lacc);
    double x = 2.5;
    x *= 3; x -= 0.25; x /= 2;
    printf("%.17g %.17g %.17g %.17g\n", x, -x, fabs(-x), fmod(x, 1.5));
    printf("%.17g %.17g %.17g %.17g\n", sqrt(2.0), floor(-2.5), ceil(-2.5), pow(2.0, 0.5));
    float fa = 16777216.0f;
    fa += 1.0f;
    printf("%.9g %d\n", fa, fa == 16777216.0f);
    return 0;
}
