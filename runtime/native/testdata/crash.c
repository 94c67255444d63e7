/* crash.c: every rank makes N Allreduce calls (default 1000), then rank 1
 * dereferences a null pointer, while the others wait in MPI_Barrier until
 * mpirun stops them. Usage: crash [N]. */
#include <mpi.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  int rank, x = 1;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  int n = argc > 1 ? atoi(argv[1]) : 1000;
  for (int i = 0; i < n; i++)
    MPI_Allreduce(MPI_IN_PLACE, &x, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
  if (rank == 1) {
    volatile int *p = NULL;
    *p = x;
  }
  MPI_Barrier(MPI_COMM_WORLD);
  MPI_Finalize();
  return 0;
}
