/* Writes one element past a heap array: an invalid access to report with its line. */
#include <mpi.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  int n = 10 + rank;
  double *a = malloc(n * sizeof(double));
  for (int i = 0; i <= n; i++)
    a[i] = i;
  free(a);
  MPI_Finalize();
  return 0;
}
