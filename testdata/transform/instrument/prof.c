/* prof: the profiling build of a level-3 compile: a counted loop nest, a
 * branch, and a data-dependent convergence loop around an Allreduce. */
#include <mpi.h>

int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  int rank, n = 100;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  double a[100], s = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      s += (i + rank) * 0.5 + j;
  if (s > 10)
    s = s / 2;
  for (int i = 0; i < n; i++)
    a[i] = s + i;
  double change = 1.0, u = a[rank];
  while (change > 1e-3) {
    double local = u * 0.5;
    change = u - local;
    u = local;
    MPI_Allreduce(MPI_IN_PLACE, &change, 1, MPI_DOUBLE, MPI_MAX, MPI_COMM_WORLD);
  }
  MPI_Finalize();
  return (int)u;
}
