/* const and volatile qualifiers: const objects, pointers to const, volatile loops that must not fold, casts dropping qualifiers. */
#include <stdio.h>

static const int table[5] = {1, 1, 2, 3, 5};
static volatile int ticks;

static int sum(const int *p, int n) { int s = 0; while (n--) s += *p++; return s; }

int main(void) {
    const int k = 12;
    const int *pk = &k;
    int x = 5;
    int *const px = &x;
    *px = 6;
    const int *const both = &x;
    printf("%d %d %d %d\n", *pk, x, *both, sum(table, 5));
    for (int i = 0; i < 1000; i++) ticks++;
    printf("%d\n", ticks);
    volatile double acc = 0;
    for (int i = 0; i < 10; i++) acc += 0.1;
    printf("%.17g\n", acc);
    volatile int v = 3;
    int r = v * v + v;
    printf("%d\n", r);
    const char *msg = "const text";
    char copy[16];
    char *w = copy;
    for (const char *p = msg; (*w++ = *p++);) ;
    printf("%s\n", copy);
    const struct { int a; const char *b; } cs = {7, "seven"};
    printf("%d %s\n", cs.a, cs.b);
    return 0;
}
