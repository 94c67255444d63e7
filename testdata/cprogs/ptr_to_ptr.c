/* Pointers to pointers: argv-like string arrays, swapping through int **, a pointer to an array of pointers. */
#include <stdio.h>

static void swap_ptrs(int **a, int **b) { int *t = *a; *a = *b; *b = t; }

static void set_to_max(int **out, int *arr, int n) {
    *out = arr;
    for (int i = 1; i < n; i++)
        if (arr[i] > **out) *out = &arr[i];
}

int main(void) {
    int x = 1, y = 2;
    int *px = &x, *py = &y;
    swap_ptrs(&px, &py);
    printf("%d %d %d %d\n", *px, *py, x, y);
    int **ppx = &px;
    **ppx = 42;
    printf("%d %d\n", y, x);
    const char *words[] = {"alpha", "beta", "gamma", "delta", 0};
    const char **w = words;
    while (*w) { printf("%s:%c ", *w, **w); w++; }
    printf("\n");
    int arr[] = {3, 9, 2, 7};
    int *m;
    set_to_max(&m, arr, 4);
    printf("max %d at %td\n", *m, m - arr);
    int ***pppx = &ppx;
    ***pppx += 1;
    printf("%d\n", y);
    char buf[3][6] = {"one", "two", "three"};
    char *rows[3] = {buf[0], buf[1], buf[2]};
    char **r = rows;
    r[1][0] = 'T';
    printf("%s %s %s\n", r[0], r[1], *(r + 2));
    return 0;
}
