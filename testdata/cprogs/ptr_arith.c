/* Pointer arithmetic: addition, subtraction giving ptrdiff_t, comparisons, walking arrays of several element sizes. */
#include <stdio.h>
#include <stddef.h>

int main(void) {
    int a[10];
    for (int i = 0; i < 10; i++) a[i] = i * i;
    int *p = a, *q = a + 9;
    printf("%td %td %d %d\n", q - p, p - q, *(p + 3), q[-2]);
    printf("%d %d %d\n", p < q, p + 9 == q, &a[5] - &a[2]);
    int sum = 0;
    for (int *it = a; it != a + 10; ++it) sum += *it;
    printf("sum %d\n", sum);
    double d[4] = {1.5, 2.5, 3.5, 4.5};
    double *dp = &d[3];
    dp -= 2;
    printf("%g %g %td\n", *dp, dp[1], (char *)&d[3] - (char *)dp);
    long long ll[3] = {10, 20, 30};
    long long *lp = ll;
    lp++;
    *lp++ += 5;
    printf("%lld %lld %td\n", ll[1], *lp, lp - ll);
    char s[] = "pointer";
    char *c = s;
    while (*c) c++;
    printf("len %td\n", c - s);
    struct { short x; char y; } arr[3];
    printf("stride %td\n", (char *)&arr[2] - (char *)&arr[0]);
    int *pp = &a[4];
    int first = *pp--;
    int second = *pp;
    int third = *--pp;
    printf("%d %d %d\n", first, second, third);
    int (*row)[5] = (int (*)[5])a;
    printf("%d %d\n", row[1][2], (*(row + 1))[4]);
    void *v = a;
    printf("%d\n", *((int *)v + 7));
    return 0;
}
