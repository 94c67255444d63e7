/* Floating comparisons and rounding: ties, epsilon tests, float versus double precision of the same literal, conversions in comparisons. */
#include <stdio.h>
#include <math.h>

int main(void) {
    float f = 0.1f;
    double d = 0.1;
    printf("%d %d %d\n", f == d, (double)f == d, f == (float)d);
    printf("%d %d\n", 0.1 + 0.2 == 0.3, fabs(0.1 + 0.2 - 0.3) < 1e-15);
    double vals[] = {2.5, 3.5, -2.5, 0.49999999999999994, 1e16 + 1};
    for (int i = 0; i < 5; i++) printf("%.17g: round %.17g rint %.17g trunc %.17g floor %.17g\n", vals[i], round(vals[i]), rint(vals[i]), trunc(vals[i]), floor(vals[i]));
    int big = 16777217;
    printf("%d %d\n", (float)big == 16777216.0f, big == (int)(float)big);
    long long l = 9007199254740993LL;
    printf("%d\n", (double)l == 9007199254740992.0);
    double x = 1.0;
    int n = 0;
    while (1.0 + x != 1.0) { x /= 2; n++; }
    printf("epsilon after %d halvings: %g\n", n, x * 2);
    float fx = 1.0f;
    n = 0;
    while ((float)(1.0f + fx) != 1.0f) { fx /= 2; n++; }
    printf("float epsilon after %d halvings\n", n);
    printf("%d %d %d\n", -0.0 == 0.0, signbit(-0.0) != 0, 1 / -INFINITY < 0);
    return 0;
}
