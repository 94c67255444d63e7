#include "check.h"
#define N 500
static unsigned rng = 987654321u;
static int next(void) { rng ^= rng << 13; rng ^= rng >> 17; rng ^= rng << 5; return (int)(rng % 100000); }
static void quick(int *v, int lo, int hi) {
    if (lo >= hi) return;
    int p = v[(lo + hi) / 2], i = lo, j = hi;
    while (i <= j) {
        while (v[i] < p) i++;
        while (v[j] > p) j--;
        if (i <= j) { int t = v[i]; v[i] = v[j]; v[j] = t; i++; j--; }
    }
    quick(v, lo, j); quick(v, i, hi);
}
static void merge_sort(long *v, long *tmp, int n) {
    if (n < 2) return;
    int h = n / 2;
    merge_sort(v, tmp, h); merge_sort(v + h, tmp, n - h);
    int i = 0, j = h, k = 0;
    while (i < h && j < n) tmp[k++] = v[i] <= v[j] ? v[i++] : v[j++];
    while (i < h) tmp[k++] = v[i++];
    while (j < n) tmp[k++] = v[j++];
    for (k = 0; k < n; k++) v[k] = tmp[k];
}
int main(void) {
    int v[N]; long w[N], tmp[N];
    for (int i = 0; i < N; i++) { v[i] = next(); w[i] = -(long)next() * 3; }
    quick(v, 0, N - 1);
    merge_sort(w, tmp, N);
    long h = 0;
    for (int i = 0; i < N; i++) h = h * 31 + v[i] + w[i];
    check(h); check(v[0]); check(v[N - 1]); check(w[0]); check(w[N / 2]);
    int sorted = 1;
    for (int i = 1; i < N; i++) sorted &= v[i - 1] <= v[i] && w[i - 1] <= w[i];
    check(sorted);
    return sorted;
}
