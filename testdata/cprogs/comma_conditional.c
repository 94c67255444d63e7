/* The comma and conditional operators: sequencing, values and types of ?: (arithmetic conversion, pointers, void), lvalue-free chains. */
#include <stdio.h>

static int calls;
static int tick(int v) { calls++; return v; }

int main(void) {
    int a = (tick(1), tick(2), tick(3));
    printf("%d %d\n", a, calls);
    int i, j;
    for (i = 0, j = 10; i < j; i++, j--) ;
    printf("%d %d\n", i, j);
    int x = 5;
    int y = x > 3 ? tick(100) : tick(200);
    printf("%d %d\n", y, calls);
    printf("%zu %zu %zu\n", sizeof(1 ? 'a' : 'b'), sizeof(x ? 1 : 2.0), sizeof(x ? (char)1 : (long)2));
    unsigned u = 1;
    printf("%d\n", (x < 0 ? -1 : u) > 0);
    double d = x > 10 ? 1 : 0.5;
    printf("%g\n", d);
    int arr[3] = {1, 2, 3};
    int *p = x ? arr : 0;
    const int *cp = x ? &arr[1] : (const int *)0;
    printf("%d %d\n", *p, *cp);
    int n = -4;
    const char *sign = n > 0 ? "pos" : n < 0 ? "neg" : "zero";
    printf("%s\n", sign);
    x ? (void)printf("void branch\n") : (void)0;
    int k = (x++, x++, x);
    printf("%d\n", k);
    int m = 0;
    int r = m ? 1 / m : -1;
    printf("%d\n", r);
    long big = x ? 1 : 1L << 40;
    printf("%ld %zu\n", big, sizeof(x ? 1 : 1L));
    printf("%d\n", (x = 2, x * 3) + (m = 1, m));
    return 0;
}
