/* Compound literals: scalars, arrays, structs, at file scope and block scope, modified through pointers, in loops. */
#include <stdio.h>

struct pt { int x, y; };

static int *file_array = (int[]){10, 20, 30};
static struct pt *file_pt = &(struct pt){7, 8};

static int sum(const int *v, int n) { int s = 0; for (int i = 0; i < n; i++) s += v[i]; return s; }
static int dist2(struct pt p) { return p.x * p.x + p.y * p.y; }

int main(void) {
    printf("%d %d %d\n", file_array[2], file_pt->x, file_pt->y);
    file_array[0]++;
    printf("%d\n", sum(file_array, 3));
    printf("%d\n", sum((int[]){1, 2, 3, 4, 5}, 5));
    printf("%d\n", dist2((struct pt){3, 4}));
    struct pt *p = &(struct pt){.y = 2};
    p->x = 5;
    printf("%d %d\n", p->x, p->y);
    int *q = (int[4]){0};
    q[3] = 9;
    printf("%d %d\n", q[0], q[3]);
    double d = (double){2.5} * 2;
    printf("%g\n", d);
    for (int i = 0; i < 3; i++) {
        int *v = (int[]){i, i * 2, i * 3};
        printf("%d ", sum(v, 3));
    }
    printf("\n");
    const char *names = (const char[]){"literal"};
    printf("%s\n", names);
    struct pt arr[] = {(struct pt){1, 1}, (struct pt){2, 2}};
    printf("%d\n", arr[1].x + arr[0].y);
    return 0;
}
