/* Logical operators: short-circuit evaluation with side effects, values 0 and 1, ! on pointers and floats, nested conditions. */
#include <stdio.h>

static int calls;
static int t(int v) { calls++; return v; }

int main(void) {
    calls = 0;
    int r = t(0) && t(1);
    printf("%d %d\n", r, calls);
    calls = 0;
    r = t(1) || t(0);
    printf("%d %d\n", r, calls);
    calls = 0;
    r = (t(1) && t(2)) || t(3);
    printf("%d %d\n", r, calls);
    calls = 0;
    r = t(0) || (t(0) && t(1)) || t(5);
    printf("%d %d\n", r, calls);
    int *p = 0;
    int x = 4;
    printf("%d %d\n", p && *p, !p || *p);
    p = &x;
    printf("%d\n", p && *p == 4);
    double z = 0.0, nz = -0.0, h = 0.5;
    printf("%d %d %d %d\n", !z, !nz, !h, h && 3);
    printf("%d %d %d\n", 5 && 7, 0 || -3, !!42);
    int cnt = 0;
    for (int i = 0; i < 20; i++) if ((i % 2 == 0 && i % 3 == 0) || (i > 15 && !(i & 1))) cnt++;
    printf("%d\n", cnt);
    return 0;
}
