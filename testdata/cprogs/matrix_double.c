/* Dense linear algebra in double: LU decomposition with partial pivoting, solve, determinant and residual. */
#include <stdio.h>
#include <math.h>

#define N 5

int main(void) {
    double a[N][N], lu[N][N], b[N], x[N];
    int perm[N];
    for (int i = 0; i < N; i++) {
        for (int j = 0; j < N; j++) a[i][j] = 1.0 / (i + j + 1) + (i == j ? 2.0 : 0.0);
        b[i] = i + 1;
    }
    for (int i = 0; i < N; i++) { perm[i] = i; for (int j = 0; j < N; j++) lu[i][j] = a[i][j]; }
    double det = 1;
    for (int k = 0; k < N; k++) {
        int p = k;
        for (int i = k + 1; i < N; i++) if (fabs(lu[i][k]) > fabs(lu[p][k])) p = i;
        if (p != k) {
            for (int j = 0; j < N; j++) { double t = lu[k][j]; lu[k][j] = lu[p][j]; lu[p][j] = t; }
            int t = perm[k]; perm[k] = perm[p]; perm[p] = t;
            det = -det;
        }
        det *= lu[k][k];
        for (int i = k + 1; i < N; i++) {
            lu[i][k] /= lu[k][k];
            for (int j = k + 1; j < N; j++) lu[i][j] -= lu[i][k] * lu[k][j];
        }
    }
    double y[N];
    for (int i = 0; i < N; i++) { y[i] = b[perm[i]]; for (int j = 0; j < i; j++) y[i] -= lu[i][j] * y[j]; }
    for (int i = N - 1; i >= 0; i--) { x[i] = y[i]; for (int j = i + 1; j < N; j++) x[i] -= lu[i][j] * x[j]; x[i] /= lu[i][i]; }
    printf("det %.15g\n", det);
    double res = 0;
    for (int i = 0; i < N; i++) {
        double r = -b[i];
        for (int j = 0; j < N; j++) r += a[i][j] * x[j];
        res += r * r;
        printf("x%d = %.15g\n", i, x[i]);
    }
    printf("residual small %d\n", sqrt(res) < 1e-12);
    return 0;
}
