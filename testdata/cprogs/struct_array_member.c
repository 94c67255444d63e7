/* Structs containing arrays: copying a struct copies its arrays, arrays of structs of arrays, flexible array members on the heap. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct buf { int len; char data[12]; };
struct msg { int n; double vals[]; };

int main(void) {
    struct buf a = {5, "hello"};
    struct buf b = a;
    b.data[0] = 'J';
    printf("%s %s %d\n", a.data, b.data, b.len);
    struct buf arr[3];
    for (int i = 0; i < 3; i++) { arr[i].len = i; snprintf(arr[i].data, sizeof arr[i].data, "item-%d", i); }
    printf("%s %s %d\n", arr[2].data, arr[0].data, arr[1].len);
    struct msg *m = malloc(sizeof *m + 4 * sizeof(double));
    m->n = 4;
    for (int i = 0; i < m->n; i++) m->vals[i] = i * 1.5;
    double s = 0;
    for (int i = 0; i < m->n; i++) s += m->vals[i];
    printf("%zu %g\n", sizeof(struct msg), s);
    free(m);
    struct { int x[2][2]; } t = {{{1, 2}, {3, 4}}}, u;
    u = t;
    t.x[1][1] = 40;
    printf("%d %d\n", u.x[1][1], t.x[1][1]);
    printf("%d\n", memcmp(&a, &a, sizeof a));
    return 0;
}
