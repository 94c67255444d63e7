/* payload.c: data received and used by kept code pulls in the sender's
 * computation of it; data received and not used does not. */
#include <mpi.h>

int main(int argc, char **argv) {
  int rank, m = 0, n = 0, k = 0, data[64];
  MPI_Request req;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  for (int i = 0; i < 64; i++)
    data[i] = i * 3; // want "dropped"
  if (rank == 0) { // want "kept: controls MPI_Send at payload.c:16"
    for (int i = 0; i < 10; i++)
      m += i % 3; // want "kept: payload: received by MPI_Recv at payload.c:21, used as count of MPI_Send at payload.c:22"
    int twice = 2 * m; // want "kept: payload: received by MPI_Irecv at payload.c:23, used as count of MPI_Send at payload.c:25"
    MPI_Send(&m, 1, MPI_INT, 1, 0, MPI_COMM_WORLD);
    MPI_Send(&twice, 1, MPI_INT, 1, 2, MPI_COMM_WORLD);
    MPI_Recv(data, 64, MPI_INT, 1, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Recv(data, 64, MPI_INT, 1, 3, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  } else if (rank == 1) {
    MPI_Recv(&n, 1, MPI_INT, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Send(data, n, MPI_INT, 0, 1, MPI_COMM_WORLD); // want "kept: communication: MPI_Send at payload.c:22" "kept: feeds count of MPI_Send at payload.c:22"
    MPI_Irecv(&k, 1, MPI_INT, 0, 2, MPI_COMM_WORLD, &req); // want "kept: communication: MPI_Irecv at payload.c:23"
    MPI_Wait(&req, MPI_STATUS_IGNORE);
    MPI_Send(data, k, MPI_INT, 0, 3, MPI_COMM_WORLD);
  }
  MPI_Finalize();
  return 0;
}
