/* ring5: a token ring at level 5, where the MPI calls are abstracted too:
 * only MPI_Init, the rank and size queries and MPI_Finalize stay, the sends
 * and receives become ADD_TIME. */
#include <mpi.h>

int main(int argc, char **argv) {
  int rank, size, token = 0;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  for (int lap = 0; lap < 3; lap++) {
    if (rank == 0) {
      MPI_Send(&token, 1, MPI_INT, (rank + 1) % size, lap, MPI_COMM_WORLD);
      MPI_Recv(&token, 1, MPI_INT, size - 1, lap, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    } else {
      MPI_Recv(&token, 1, MPI_INT, rank - 1, lap, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
      token += rank;
      MPI_Send(&token, 1, MPI_INT, (rank + 1) % size, lap, MPI_COMM_WORLD);
    }
  }
  MPI_Finalize();
  return 0;
}
