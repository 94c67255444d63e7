/* Multi-dimensional arrays: 2-D and 3-D indexing, row pointers, passing to functions with fixed inner sizes, sizeof of each level. */
#include <stdio.h>

#define N 4

static void transpose(int m[N][N]) {
    for (int i = 0; i < N; i++)
        for (int j = i + 1; j < N; j++) {
            int t = m[i][j]; m[i][j] = m[j][i]; m[j][i] = t;
        }
}

static int trace3(int c[2][3][4], int k) {
    int s = 0;
    for (int i = 0; i < 2; i++) s += c[i][i][k];
    return s;
}

static void matmul(double a[3][3], double b[3][3], double out[3][3]) {
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 3; j++) {
            out[i][j] = 0;
            for (int k = 0; k < 3; k++) out[i][j] += a[i][k] * b[k][j];
        }
}

int main(void) {
    int m[N][N];
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) m[i][j] = i * 10 + j;
    transpose(m);
    for (int i = 0; i < N; i++) {
        for (int j = 0; j < N; j++) printf("%3d", m[i][j]);
        printf("\n");
    }
    int c[2][3][4];
    int v = 0;
    for (int i = 0; i < 2; i++)
        for (int j = 0; j < 3; j++)
            for (int k = 0; k < 4; k++) c[i][j][k] = v++;
    printf("%d %d %d\n", c[1][2][3], trace3(c, 2), *(*(*(c + 1) + 1) + 1));
    printf("%zu %zu %zu %zu\n", sizeof c, sizeof c[0], sizeof c[0][0], sizeof c[0][0][0]);
    int *flat = &c[0][0][0];
    printf("%d %d\n", flat[23], flat[4 * 3 + 5]);
    double a[3][3] = {{1, 2, 3}, {4, 5, 6}, {7, 8, 10}}, b[3][3] = {{1, 0, 0}, {0, 2, 0}, {1, 1, 1}}, out[3][3];
    matmul(a, b, out);
    for (int i = 0; i < 3; i++) printf("%g %g %g\n", out[i][0], out[i][1], out[i][2]);
    char grid[3][4] = {"abc", "def", "ghi"};
    for (int i = 0; i < 3; i++) printf("%s%c", grid[i], i == 2 ? '\n' : ',');
    int (*rowp)[N] = m + 2;
    printf("%d %d\n", (*rowp)[1], rowp[1][3]);
    return 0;
}
