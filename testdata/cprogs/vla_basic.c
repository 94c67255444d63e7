/* Variable-length arrays: sizes from run-time values, sizeof evaluated at run time, VLAs in loops and as parameters. */
#include <stdio.h>

static long sum_vla(int n, int a[n]) {
    long s = 0;
    for (int i = 0; i < n; i++) s += a[i];
    return s;
}

static void fill(int rows, int cols, double m[rows][cols]) {
    for (int i = 0; i < rows; i++)
        for (int j = 0; j < cols; j++) m[i][j] = i + j / 10.0;
}

static double total(int rows, int cols, double m[rows][cols]) {
    double t = 0;
    for (int i = 0; i < rows; i++)
        for (int j = 0; j < cols; j++) t += m[i][j];
    return t;
}

int main(void) {
    for (int n = 1; n <= 5; n++) {
        int a[n];
        for (int i = 0; i < n; i++) a[i] = (i + 1) * n;
        printf("n=%d sizeof=%zu sum=%ld\n", n, sizeof a, sum_vla(n, a));
    }
    int rows = 3, cols = 4;
    double m[rows][cols];
    fill(rows, cols, m);
    printf("%g %g %zu %zu\n", m[2][3], total(rows, cols, m), sizeof m, sizeof m[0]);
    int k = 6;
    char buf[k * 2 + 1];
    for (int i = 0; i < k * 2; i++) buf[i] = 'a' + i;
    buf[k * 2] = 0;
    printf("%s\n", buf);
    int (*p)[cols] = (int (*)[cols])0;
    printf("%td\n", (char *)(p + 2) - (char *)p);
    for (int round = 0; round < 3; round++) {
        int len = 100 + round * 50;
        long big[len];
        for (int i = 0; i < len; i++) big[i] = i;
        printf("round %d last %ld sizeof %zu\n", round, big[len - 1], sizeof big);
    }
    return 0;
}
