/* pingpong.c: ping-pong between ranks 0 and 1 over a few sizes; rank 0
 * prints each size's half round trip in µs of virtual time. A warm-up
 * round trip first leaves both ranks in step, so the timed one measures
 * the network model alone. */
#include <mpi.h>
#include <stdio.h>

static char buf[100000];

static void round_trip(int rank, int n) {
  if (rank == 0) {
    MPI_Send(buf, n, MPI_BYTE, 1, 0, MPI_COMM_WORLD);
    MPI_Recv(buf, n, MPI_BYTE, 1, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  } else if (rank == 1) {
    MPI_Recv(buf, n, MPI_BYTE, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Send(buf, n, MPI_BYTE, 0, 0, MPI_COMM_WORLD);
  }
}

int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  int rank;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  const int sizes[] = {0, 100, 1000, 100000};
  for (int i = 0; i < 4; i++) {
    round_trip(rank, sizes[i]);
    double t0 = MPI_Wtime();
    round_trip(rank, sizes[i]);
    double t = MPI_Wtime() - t0;
    if (rank == 0)
      printf("%d %.6f\n", sizes[i], t / 2 * 1e6);
  }
  MPI_Finalize();
  return 0;
}
