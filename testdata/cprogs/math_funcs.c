/* math.h functions on ordinary values: exp, log, trig, hypot, pow, fmin/fmax, frexp/ldexp, modf. */
#include <stdio.h>
#include <math.h>

int main(void) {
    double xs[] = {0.5, 1.0, 2.0, 10.0};
    for (int i = 0; i < 4; i++) {
        double x = xs[i];
        printf("%.15g %.15g %.15g %.15g %.15g %.15g\n", exp(x), log(x), log10(x), sin(x), cos(x), atan(x));
    }
    printf("%.15g %.15g %.15g\n", hypot(3, 4), pow(2, 10), pow(10, -2));
    printf("%.15g %.15g %.15g\n", atan2(1, -1), asin(0.5), acos(0.5));
    printf("%g %g %g %g\n", fmin(2, -3), fmax(2, -3), fabs(-7.5), fmod(-7.5, 2));
    int e;
    double m = frexp(48.0, &e);
    printf("%g %d %g\n", m, e, ldexp(m, e));
    double ip;
    double fp = modf(-3.75, &ip);
    printf("%g %g\n", ip, fp);
    printf("%.9g %.9g\n", sqrtf(2.0f), expf(1.0f));
    printf("%.15g %.15g\n", cbrt(27.0), tanh(0.5));
    return 0;
}
