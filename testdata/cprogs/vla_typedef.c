/* VLA types: typedefs of variably-modified types, pointers to VLAs, sizeof of a VLA type evaluated once. */
#include <stdio.h>

static int calls;
static int size(int n) { calls++; return n; }

int main(void) {
    int n = 5;
    typedef int row_t[size(n)];
    n = 100; /* the typedef keeps the size it had when declared */
    row_t r;
    printf("%zu %d\n", sizeof r / sizeof r[0], calls);
    int rows = 4, cols = 3;
    int data[rows][cols];
    int (*p)[cols] = data;
    for (int i = 0; i < rows; i++)
        for (int j = 0; j < cols; j++) p[i][j] = i * cols + j;
    p++;
    printf("%d %d %zu\n", (*p)[0], p[2][2], sizeof *p);
    int cube[2][rows][cols];
    printf("%zu %zu\n", sizeof cube, sizeof cube[1]);
    int total = 0;
    for (int i = 0; i < 2; i++)
        for (int j = 0; j < rows; j++)
            for (int k = 0; k < cols; k++) { cube[i][j][k] = i + j + k; total += cube[i][j][k]; }
    printf("total %d\n", total);
    return 0;
}
