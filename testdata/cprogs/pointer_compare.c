/* Pointer comparisons and null pointers: equality with NULL, ordering within one array, one-past-the-end, conversions via intptr_t. */
#include <stdio.h>
#include <stdint.h>
#include <stddef.h>

int main(void) {
    int a[8];
    int *begin = a, *end = a + 8;
    int *null = NULL;
    printf("%d %d %d\n", null == 0, !null, begin != NULL);
    printf("%d %d %d %d\n", begin < end, end > begin, begin <= begin, end >= a + 7);
    int count = 0;
    for (int *p = begin; p < end; p++) count++;
    printf("%d\n", count);
    uintptr_t ia = (uintptr_t)&a[2], ib = (uintptr_t)&a[5];
    printf("%d\n", (int)(ib - ia));
    int *back = (int *)ia;
    *back = 77;
    printf("%d\n", a[2]);
    char *c = (char *)a;
    printf("%d\n", (int *)(c + 4 * sizeof(int)) == &a[4]);
    void *v = end;
    printf("%d\n", v == (void *)(a + 8));
    ptrdiff_t d = &a[1] - &a[7];
    printf("%td\n", d);
    return 0;
}
