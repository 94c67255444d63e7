#include "check.h"
static int grid[8][9];
static const char msg[] = "interpreters are fun";

static int my_strlen(const char *s) { int n = 0; while (s[n]) n++; return n; }

int main(void) {
    for (int i = 0; i < 8; i++)
        for (int j = 0; j < 9; j++)
            grid[i][j] = i * 10 + j;
    long s = 0;
    for (int i = 0; i < 8; i++) s += grid[i][8 - i];
    check(s);
    int *flat = &grid[0][0];
    check(flat[40]); check(*(flat + 71));
    check(my_strlen(msg));
    char buf[32];
    int n = my_strlen(msg);
    for (int i = 0; i < n; i++) buf[i] = msg[n - 1 - i];
    buf[n] = 0;
    check(buf[0]); check(buf[5]); check(my_strlen(buf));
    long local[3][4][5];
    for (int a = 0; a < 3; a++) for (int b = 0; b < 4; b++) for (int c = 0; c < 5; c++) local[a][b][c] = a * 100 + b * 10 + c;
    check(local[2][3][4]); check(local[1][0][2]);
    short sh[10];
    for (int i = 0; i < 10; i++) sh[i] = (short)(i * -3000);
    long t = 0;
    for (int i = 0; i < 10; i++) t += sh[i];
    check(t);
    return (int)(s & 0xff);
}
