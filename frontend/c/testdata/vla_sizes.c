/* VLA sizes: evaluated once at their declaration (objects, typedefs, pointers to VLA rows, parameters), used in other blocks. */
#include <stdio.h>
static int k;
static int next(void) { return ++k; }
static void fill(int n, int m[][n], int rows) {
  for (int i = 0; i < rows; i++)
    for (int j = 0; j < n; j++) m[i][j] = i * 10 + j;
}
static long sum(int r, int n, int m[r][n]) {
  long s = 0;
  for (int i = 0; i < r; i++) { int (*row)[n] = &m[i]; for (int j = 0; j < n; j++) s += (*row)[j]; }
  return s + sizeof(*m);
}
int main(void) {
  int n = 3;
  for (int it = 0; it < 3; it++) {
    int a[it + 2][n];
    fill(n, a, it + 2);
    printf("%ld %zu\n", sum(it + 2, n, a), sizeof a);
    if (it & 1) { typedef char buf_t[next() + it]; buf_t b; printf("%zu %d\n", sizeof b, k); }
    printf("%zu\n", sizeof(int[it + 1][n]));
    int *q = &a[0][0];
    printf("%d\n", ((int (*)[n])q)[1][2]);
  }
  int x = 4;
  int (*p)[x] = 0;
  if (x > 2) { int z[x]; z[0] = 1; p = &z; printf("%d\n", (*p)[0]); }
  printf("%zu\n", sizeof *p);
  return 0;
}
