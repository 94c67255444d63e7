/* tile_runtime.c: tile.c with the tile size read at run time, as the
 * Parallel Research Kernels' transpose does: the tile loops step by a
 * value, not a constant. Their counts are ceil(n / t) for a positive t,
 * and each tile loop's counts still add up to n over the loop of its
 * tiles: W is n * n, and no loop of the nest runs in the skeleton. */
#include <mpi.h>
#include <stdlib.h>

#define MIN(a, b) ((a) < (b) ? (a) : (b))

int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  int n = argc > 1 ? atoi(argv[1]) : 100, t = argc > 2 ? atoi(argv[2]) : 16;
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
