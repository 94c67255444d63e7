/* tile.c: golden input of W for a tiled loop nest. The tile loops step by
 * t; the loops inside a tile run to MIN(n, i + t), so over the loop of its
 * tiles a tile loop's counts add up to n: W is n * n, and no loop of the
 * nest runs in the skeleton. The int counters are widened to 64 bits by
 * clang -O1, which tests trunc(i + 1) against n. tile_runtime.c reads t at
 * run time. */
#include <mpi.h>
#include <stdlib.h>

#define MIN(a, b) ((a) < (b) ? (a) : (b))

int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  int n = argc > 1 ? atoi(argv[1]) : 100, t = 16;
  double *a = malloc(sizeof(double) * n * n), *b = malloc(sizeof(double) * n * n);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      a[(long)i * n + j] = i + j;
  for (int step = 0; step < 4; step++) {
    for (int i = 0; i < n; i += t)
      for (int j = 0; j < n; j += t)
        for (int ii = i; ii < MIN(n, i + t); ii++)
          for (int jj = j; jj < MIN(n, j + t); jj++)
            b[(long)jj * n + ii] += a[(long)ii * n + jj];
    MPI_Barrier(MPI_COMM_WORLD);
  }
  MPI_Finalize();
  return 0;
}
