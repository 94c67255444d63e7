/* Increment and decrement: prefix and postfix on ints, chars, pointers, floats, struct members and array elements. */
#include <stdio.h>

int main(void) {
    int i = 5;
    int a = i++;
    int b = ++i;
    int c = i--;
    int d = --i;
    printf("%d %d %d %d %d\n", a, b, c, d, i);
    unsigned char uc = 255;
    uc++;
    signed char sc = -128;
    sc--;
    printf("%d %d\n", uc, sc);
    double x = 0.5;
    x++;
    ++x;
    printf("%g\n", x);
    float f = -1.5f;
    f--;
    printf("%g\n", f);
    int arr[3] = {1, 2, 3};
    int *p = arr;
    int v = *p++;
    v += (*p)++;
    v += ++*p;
    printf("%d %d %d %d\n", v, arr[0], arr[1], arr[2]);
    struct { int n; long l; } s = {1, 2};
    s.n++;
    --s.l;
    printf("%d %ld\n", s.n, s.l);
    _Bool bb = 0;
    bb++;
    bb++;
    printf("%d\n", bb);
    long long ll = 9223372036854775806LL;
    ll++;
    printf("%lld\n", ll);
    return 0;
}
