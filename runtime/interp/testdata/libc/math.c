/* math.h through a real compiler, printed to the last bit. */
#include <math.h>
#include <stdio.h>

static volatile double in[] = {0.1, 0.5, 1.0, 2.0, 3.7, 10.0, 123.456, 1e-5, 700.0, -2.5};

int main(void) {
	for (int i = 0; i < 10; i++) {
		double x = in[i];
		printf("%.17g: %.17g %.17g %.17g %.17g %.17g %.17g %.17g\n", x, sqrt(fabs(x)), exp(x), log(fabs(x)),
		       sin(x), cos(x), tan(x), atan(x));
		/* cbrt is left out: glibc's is not correctly rounded (see libc_math.go) */
		printf("  %.17g %.17g %.17g %.17g %.17g %.17g\n", pow(fabs(x), 1.7), log10(fabs(x)), log2(fabs(x)),
		       sinh(x / 100), cosh(x / 100), tanh(x));
		printf("  %.17g %.17g %.17g %.17g %.17g %.17g\n", floor(x), ceil(x), round(x), trunc(x), fmod(x, 0.3),
		       hypot(x, 1.5));
		printf("  %.9g %.9g %.9g\n", sinf((float)x), expf((float)x / 10), sqrtf(fabsf((float)x)));
	}
	int e;
	double m = frexp(48.0, &e);
	double ip;
	double fr = modf(-3.75, &ip);
	printf("frexp %g %d modf %g %g ldexp %g\n", m, e, fr, ip, ldexp(0.75, 4));
	printf("asin %.17g acos %.17g atan2 %.17g\n", asin(0.3), acos(-0.7), atan2(-1.0, -2.0));
	/* through pointers, so that clang calls libc instead of its own minnum */
	double (*volatile dmin)(double, double) = fmin, (*volatile dmax)(double, double) = fmax;
	float (*volatile fminp)(float, float) = fminf;
	printf("fmin %g %g %g fmax %g %g fminf %g %g copysign %g nan %f\n", dmin(1.0, NAN), dmin(0.0, -0.0), dmin(NAN, -3.0),
	       dmax(-0.0, 0.0), dmax(NAN, 2.0), fminp(0.0f, -0.0f), fminp(-0.0f, 0.0f), copysign(3.0, -0.0), nan(""));
	printf("pow %g %g %g %g\n", pow(-1.0, in[0] > 0 ? 3.0 : 2.0), pow(-2.0, 3.0), pow(0.0, -1.0), pow(-8.0, 1.0 / 3));
	return 0;
}
