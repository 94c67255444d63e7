/* Block-scope aggregates initialised from run-time values: nested braces, elided braces, partial initialisation zero-filling the rest. */
#include <stdio.h>

struct p { int x, y; };
struct seg { struct p a, b; int w[3]; };

static int f(int k) { return k * k; }

int main(void) {
    int k = 3;
    struct seg s = {{k, f(k)}, {f(k + 1), -k}, {k, k + 1}};
    printf("%d %d %d %d %d %d %d\n", s.a.x, s.a.y, s.b.x, s.b.y, s.w[0], s.w[1], s.w[2]);
    struct seg flat = {1, 2, 3, 4, 5};
    printf("%d %d %d %d %d %d\n", flat.a.x, flat.a.y, flat.b.x, flat.b.y, flat.w[0], flat.w[2]);
    int m[3][2] = {k, k * 2, k * 3};
    printf("%d %d %d %d %d %d\n", m[0][0], m[0][1], m[1][0], m[1][1], m[2][0], m[2][1]);
    struct p arr[4] = {[2] = {f(2), f(3)}};
    for (int i = 0; i < 4; i++) printf("(%d,%d)", arr[i].x, arr[i].y);
    printf("\n");
    char name[8] = {'a', 'b'};
    printf("%s %d\n", name, name[7]);
    double dv[5] = {[4] = k / 2.0};
    printf("%g %g\n", dv[0], dv[4]);
    return 0;
}
