/* fold_calls.c: golden input of transform/fold beyond fold.c. The two
 * grids, swapped by pointer each step, go through a helper (relax) whose
 * loop is abstracted, and the halo buffer through another (exchange) that
 * sends and receives it: both helpers are called only directly, so their
 * blocks fold. The token read after each receive, counted and printed,
 * is needed by no MPI call: its block folds, and the load stays. The
 * flags block is tested by a branch: it stays. The helpers are not
 * inlined, as in a program of several files. */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

__attribute__((noinline)) static void relax(double *dst, const double *src, int n) {
  for (int i = 1; i < n - 1; i++)
    dst[i] = 0.5 * (src[i - 1] + src[i + 1]);
}

__attribute__((noinline)) static void exchange(double *halo, int n, int peer) {
  MPI_Sendrecv_replace(halo, n, MPI_DOUBLE, peer, 0, peer, 0, MPI_COMM_WORLD,
                       MPI_STATUS_IGNORE);
}

int main(int argc, char **argv) {
  int rank, size;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  int n = 1000;
  double *u = calloc(n, sizeof(double));
  double *v = calloc(n, sizeof(double));
  double *halo = malloc(sizeof(double) * 8);
  int *token = malloc(sizeof(int));
  int *flags = malloc(sizeof(int));
  *token = 0;
  *flags = rank;
  for (int step = 0; step < 10; step++) {
    relax(v, u, n);
    double *t = u;
    u = v;
    v = t;
    exchange(halo, 8, rank ^ 1);
    MPI_Bcast(token, 1, MPI_INT, 0, MPI_COMM_WORLD);
    *token += 1;
  }
  MPI_Bcast(flags, 1, MPI_INT, 0, MPI_COMM_WORLD);
  if (*flags > 0)
    printf("flags set\n");
  printf("token %d\n", *token);
  free(u);
  free(v);
  free(halo);
  free(token);
  free(flags);
  MPI_Finalize();
  return 0;
}
