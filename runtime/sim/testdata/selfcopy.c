/* selfcopy.c: phases whose simulated times show how a table network with
 * exchange and self rows charges an exchange between two ranks and a
 * message a rank sends itself, printed in picoseconds by rank 0: an
 * MPI_Alltoall (its own block a self message, then the pairwise exchange),
 * an MPI_Sendrecv exchange, and a rank's nonblocking send to itself.
 * Run at np 2; BLOCK doubles per message. */
#include <mpi.h>
#include <stdio.h>

enum { BLOCK = 1000 };

static long long ps(double seconds) { return (long long)(seconds * 1e12 + 0.5); }

int main(int argc, char **argv) {
  static double send[2 * BLOCK], recv[2 * BLOCK];
  int rank, other;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  other = 1 - rank;
  for (int i = 0; i < 2 * BLOCK; i++)
    send[i] = rank * 10000 + i;

  MPI_Barrier(MPI_COMM_WORLD);
  double t = MPI_Wtime();
  MPI_Alltoall(send, BLOCK, MPI_DOUBLE, recv, BLOCK, MPI_DOUBLE, MPI_COMM_WORLD);
  t = MPI_Wtime() - t;
  int ok = 1;
  for (int src = 0; src < 2; src++)
    for (int i = 0; i < BLOCK; i++)
      ok &= recv[src * BLOCK + i] == src * 10000 + rank * BLOCK + i;
  if (rank == 0)
    printf("alltoall %lld %s\n", ps(t), ok ? "ok" : "WRONG");

  MPI_Barrier(MPI_COMM_WORLD);
  t = MPI_Wtime();
  MPI_Sendrecv(send, BLOCK, MPI_DOUBLE, other, 1, recv, BLOCK, MPI_DOUBLE, other, 1, MPI_COMM_WORLD,
               MPI_STATUS_IGNORE);
  if (rank == 0)
    printf("sendrecv %lld\n", ps(MPI_Wtime() - t));

  MPI_Barrier(MPI_COMM_WORLD);
  MPI_Request req;
  t = MPI_Wtime();
  MPI_Isend(send, BLOCK, MPI_DOUBLE, rank, 2, MPI_COMM_WORLD, &req);
  MPI_Recv(recv, BLOCK, MPI_DOUBLE, rank, 2, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  MPI_Wait(&req, MPI_STATUS_IGNORE);
  if (rank == 0)
    printf("self %lld %s\n", ps(MPI_Wtime() - t), recv[BLOCK - 1] == BLOCK - 1 ? "ok" : "WRONG");
  MPI_Finalize();
  return 0;
}
