/* Both ranks receive first: a deadlock MPI must report, not hang on. */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv) {
  int rank, size, x = 0;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  int peer = (rank + 1) % size;
  MPI_Recv(&x, 1, MPI_INT, peer, 7, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  MPI_Send(&x, 1, MPI_INT, peer, 7, MPI_COMM_WORLD);
  MPI_Finalize();
  return 0;
}
