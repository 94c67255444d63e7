/* verdicts.c: golden input of the verdicts pass. The kernel's result is
 * checked twice: its norm, reduced over the ranks, is compared with the
 * expected value (a printed verdict and an error flag), and the flags,
 * reduced too, decide an exit with an error. Both branches are taken as a
 * successful run takes them, so neither the norm nor the kernel stays in
 * the skeleton. The check of n, on an argument, stays as it is. The two
 * branches on the norm that only print (one of them also sets the flag,
 * no longer reduced) are left to the skeleton's data. */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

static void bail_out(int error) {
  int total = 0;
  MPI_Allreduce(&error, &total, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
  if (total != 0) {
    MPI_Finalize();
    exit(EXIT_FAILURE);
  }
}

int main(int argc, char **argv) {
  int rank, size;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  int n = argc > 1 ? atoi(argv[1]) : 64;
  if (n < 4)
    MPI_Abort(MPI_COMM_WORLD, 2);
  double *a = malloc(sizeof(double) * n);
  for (int i = 0; i < n; i++)
    a[i] = rank + i;
  for (int sweep = 0; sweep < 10; sweep++) {
    double halo;
    MPI_Sendrecv(&a[n - 1], 1, MPI_DOUBLE, (rank + 1) % size, 0, &halo, 1, MPI_DOUBLE,
                 (rank + size - 1) % size, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    for (int i = n - 1; i > 0; i--)
      a[i] = 0.5 * (a[i] + a[i - 1]);
    a[0] = 0.5 * (a[0] + halo);
  }
  double local = 0, norm = 0;
  for (int i = 0; i < n; i++)
    local += a[i] * a[i];
  MPI_Allreduce(&local, &norm, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
  int error = 0;
  if (norm < 1e-3 || norm > 1e30) {
    printf("rank %d: norm %g out of range\n", rank, norm);
    error = 1;
  }
  bail_out(error);
  if (norm > 1e6)
    printf("rank %d: a large norm\n", rank);
  if (rank == 0)
    printf("norm %.3f\n", norm);
  free(a);
  MPI_Finalize();
  return 0;
}
