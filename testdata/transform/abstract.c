/* abstract: a stencil loop nest between two MPI calls; level 3 turns the
 * nest into one ADD_TIME with W = n*n computed from the kept bound. */
#include <mpi.h>

static double grid[64][64];

int main(int argc, char **argv) {
  int rank, size;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  int n = 16 + size;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      grid[i][j] = grid[i][j] * 0.5 + i + j;
  double sum = grid[1][1];
  MPI_Allreduce(MPI_IN_PLACE, &sum, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
  MPI_Send(&sum, n, MPI_BYTE, (rank + 1) % size, 0, MPI_COMM_WORLD);
  MPI_Recv(&sum, n, MPI_BYTE, (rank + size - 1) % size, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  MPI_Finalize();
  return 0;
}
