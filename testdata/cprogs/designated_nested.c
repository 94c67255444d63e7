/* Designated initializers at block scope: nested designators, array ranges of structs, overriding earlier designators, unions. */
#include <stdio.h>

struct inner { int a, b; };
struct outer { struct inner in[3]; char tag; union { int i; float f; } u; };

int main(void) {
    struct outer o = {.in[1].b = 5, .in[0] = {1, 2}, .tag = 'q', .u.f = 1.5f, .in[2].a = 9};
    for (int i = 0; i < 3; i++) printf("(%d,%d)", o.in[i].a, o.in[i].b);
    printf(" %c %g\n", o.tag, o.u.f);
    int arr[8] = {[5] = 50, [1] = 10, 11, 12, [1] = 100};
    for (int i = 0; i < 8; i++) printf("%d ", arr[i]);
    printf("\n");
    struct inner grid[2][2] = {[1][0] = {.b = 7}, [0] = {[1] = {3, 4}}};
    printf("%d %d %d %d %d %d %d %d\n", grid[0][0].a, grid[0][0].b, grid[0][1].a, grid[0][1].b, grid[1][0].a, grid[1][0].b, grid[1][1].a, grid[1][1].b);
    char s[10] = {[3] = 'x', [0] = 'a'};
    printf("%d %c %c %d\n", s[1], s[0], s[3], s[9]);
    union { int i; char c[4]; } u = {.c = {1, 2, 3, 4}};
    printf("%08x\n", u.i);
    int n = 3;
    struct inner dyn = {.a = n * 2, .b = n + 1};
    printf("%d %d\n", dyn.a, dyn.b);
    return 0;
}
