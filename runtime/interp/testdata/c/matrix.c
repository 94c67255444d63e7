#include "check.h"
#define N 24
static double A[N][N], B[N][N], C[N][N];
int main(void) {
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) { A[i][j] = (i + 1) * 0.5 - j; B[i][j] = (i == j) + 0.25 * (i - j); }
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            double s = 0;
            for (int k = 0; k < N; k++) s += A[i][k] * B[k][j];
            C[i][j] = s;
        }
    double tr = 0;
    for (int i = 0; i < N; i++) tr += C[i][i];
    check(dbits(tr)); check(dbits(C[3][17])); check(dbits(C[N - 1][0]));
    float f[8][8];
    for (int i = 0; i < 8; i++) for (int j = 0; j < 8; j++) f[i][j] = (float)(i * j) / 3.0f;
    float fs = 0;
    for (int i = 0; i < 8; i++) for (int j = 0; j < 8; j++) fs += f[i][j] * f[j][i];
    check(fbits(fs));
    return (int)tr & 0xff;
}
