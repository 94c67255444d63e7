/* Compensated (Kahan) summation against naive summation in float and double: the order and precision of each operation matter. */
#include <stdio.h>

int main(void) {
    float naive = 0, kahan = 0, comp = 0;
    for (int i = 0; i < 100000; i++) {
        float v = 0.1f;
        naive += v;
        float y = v - comp;
        float t = kahan + y;
        comp = (t - kahan) - y;
        kahan = t;
    }
    printf("%.9g %.9g\n", naive, kahan);
    double dn = 0, dk = 0, dc = 0;
    for (int i = 1; i <= 100000; i++) {
        double v = 1.0 / ((double)i * i);
        dn += v;
        double y = v - dc;
        double t = dk + y;
        dc = (t - dk) - y;
        dk = t;
    }
    printf("%.17g %.17g\n", dn, dk);
    double big = 1e16;
    double tiny = 1.0;
    printf("%.17g %.17g\n", (big + tiny) - big, big + (tiny - big));
    return 0;
}
