#include "check.h"
static int collatz(long n) {
    int steps = 0;
top:
    if (n == 1) goto done;
    steps++;
    if (n & 1) goto odd;
    n /= 2;
    goto top;
odd:
    n = 3 * n + 1;
    goto top;
done:
    return steps;
}
static int find(const int *v, int n, int key) {
    int i;
    for (i = 0; i < n; i++)
        if (v[i] == key) goto found;
    return -1;
found:
    return i;
}
int main(void) {
    long total = 0;
    for (int i = 1; i < 200; i++) total += collatz(i);
    check(total);
    int v[] = {9, 8, 7, 6, 5};
    check(find(v, 5, 6)); check(find(v, 5, 1));
    int i = 0, j;
outer:
    j = 0;
inner:
    total += i * j;
    if (++j < 4) goto inner;
    if (++i < 5) goto outer;
    check(total);
    return collatz(27);
}
