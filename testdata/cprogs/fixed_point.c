/* Fixed-point arithmetic in Q16.16 with 64-bit intermediates: multiplication, division, square root by Newton iterations. */
#include <stdio.h>
#include <stdint.h>

typedef int32_t fix;
#define ONE (1 << 16)

static fix from_int(int v) { return (fix)((uint32_t)v << 16); }
static fix mul(fix a, fix b) { return (fix)(((int64_t)a * b) >> 16); }
static fix div_(fix a, fix b) { return (fix)(((int64_t)a * ONE) / b); }
static fix sqrt_(fix a) { fix x = a > ONE ? a / 2 : ONE; for (int i = 0; i < 20; i++) x = (x + div_(a, x)) / 2; return x; }
static double to_double(fix a) { return a / 65536.0; }

int main(void) {
    fix a = from_int(3) + ONE / 4, b = from_int(-2) - ONE / 8;
    printf("%.6f %.6f\n", to_double(a), to_double(b));
    printf("%.6f %.6f\n", to_double(mul(a, b)), to_double(div_(a, b)));
    for (int v = 1; v <= 100; v *= 3) printf("sqrt(%d)=%.5f ", v, to_double(sqrt_(from_int(v))));
    printf("\n");
    fix acc = 0;
    for (int i = 1; i <= 10; i++) acc += div_(ONE, from_int(i));
    printf("%.6f\n", to_double(acc));
    return 0;
}
