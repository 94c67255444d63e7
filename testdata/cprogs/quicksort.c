/* Sorting algorithms on the same data: quicksort (Lomuto), merge sort with a buffer, heap sort; results checked against each other. */
#include <stdio.h>
#include <string.h>

#define N 200

static void quick(int *a, int lo, int hi) {
    if (lo >= hi) return;
    int p = a[hi], i = lo;
    for (int j = lo; j < hi; j++) if (a[j] < p) { int t = a[i]; a[i] = a[j]; a[j] = t; i++; }
    int t = a[i]; a[i] = a[hi]; a[hi] = t;
    quick(a, lo, i - 1);
    quick(a, i + 1, hi);
}
static void merge_sort(int *a, int *tmp, int n) {
    if (n < 2) return;
    int h = n / 2;
    merge_sort(a, tmp, h);
    merge_sort(a + h, tmp, n - h);
    int i = 0, j = h, k = 0;
    while (i < h && j < n) tmp[k++] = a[i] <= a[j] ? a[i++] : a[j++];
    while (i < h) tmp[k++] = a[i++];
    while (j < n) tmp[k++] = a[j++];
    memcpy(a, tmp, n * sizeof *a);
}
static void sift(int *a, int i, int n) {
    for (;;) {
        int l = 2 * i + 1, m = i;
        if (l < n && a[l] > a[m]) m = l;
        if (l + 1 < n && a[l + 1] > a[m]) m = l + 1;
        if (m == i) return;
        int t = a[i]; a[i] = a[m]; a[m] = t; i = m;
    }
}
static void heap_sort(int *a, int n) {
    for (int i = n / 2 - 1; i >= 0; i--) sift(a, i, n);
    for (int e = n - 1; e > 0; e--) { int t = a[0]; a[0] = a[e]; a[e] = t; sift(a, 0, e); }
}

int main(void) {
    int a[N], b[N], c[N], tmp[N];
    unsigned s = 2024;
    for (int i = 0; i < N; i++) { s = s * 1664525u + 1013904223u; a[i] = b[i] = c[i] = (int)(s >> 8) % 1000 - 500; }
    quick(a, 0, N - 1);
    merge_sort(b, tmp, N);
    heap_sort(c, N);
    printf("same %d %d\n", memcmp(a, b, sizeof a) == 0, memcmp(a, c, sizeof a) == 0);
    for (int i = 0; i < N; i += 20) printf("%d ", a[i]);
    printf("\nmin %d max %d\n", a[0], a[N - 1]);
    return 0;
}
