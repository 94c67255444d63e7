#include "check.h"
static long fill(int n) {
    long a[n];
    for (int i = 0; i < n; i++) a[i] = (long)i * i;
    long s = 0;
    for (int i = 0; i < n; i++) s += a[n - 1 - i] * (i + 1);
    return s;
}
static long matrix(int r, int c) {
    int m[r][c];
    for (int i = 0; i < r; i++) for (int j = 0; j < c; j++) m[i][j] = i - j;
    long s = 0;
    for (int i = 0; i < r; i++) for (int j = 0; j < c; j++) s += m[i][j] * (i + 2 * j);
    return s;
}
int main(void) {
    long total = 0;
    for (int n = 1; n < 300; n += 7) {
        char buf[n];
        for (int i = 0; i < n; i++) buf[i] = (char)(i * 3);
        total += buf[n - 1] + fill(n);
    }
    check(total);
    check(matrix(7, 11)); check(matrix(30, 3));
    return (int)(total & 0x7f);
}
