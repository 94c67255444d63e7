#include "check.h"
typedef long (*binop)(long, long);
static long add(long a, long b) { return a + b; }
static long sub(long a, long b) { return a - b; }
static long mul(long a, long b) { return a * b; }
static binop table[] = {add, sub, mul};

static void sort(int *v, int n, int (*cmp)(const void *, const void *)) {
    for (int i = 1; i < n; i++)
        for (int j = i; j > 0 && cmp(&v[j - 1], &v[j]) > 0; j--) { int t = v[j]; v[j] = v[j - 1]; v[j - 1] = t; }
}
static int asc(const void *a, const void *b) { return *(const int *)a - *(const int *)b; }
static int desc(const void *a, const void *b) { return *(const int *)b - *(const int *)a; }
static long apply(binop f, long x, long y) { return f(x, y); }
static binop choose(int k) { return table[k % 3]; }

int main(void) {
    long acc = 0;
    for (int i = 0; i < 9; i++) acc = apply(choose(i), acc, i + 2);
    check(acc);
    int v[7] = {4, -1, 9, 3, 3, 0, 7};
    sort(v, 7, asc);
    check(v[0]); check(v[3]); check(v[6]);
    sort(v, 7, desc);
    check(v[0]); check(v[6]);
    int (*cmps[2])(const void *, const void *) = {asc, desc};
    check(cmps[1](&v[0], &v[1]) < 0);
    check(table[2] == mul);
    return (int)(acc & 0x3f);
}
