/* overheads.c: phases whose simulated times show MPI's overheads (the
 * machine's call, collective-call, send and receive overheads), printed in
 * picoseconds by the rank that times them. Run at np 2. */
#include <mpi.h>
#include <stdio.h>

enum { CALLS = 10, ROUND_TRIPS = 5, BURST = 10 };

static long long ps(double seconds) { return (long long)(seconds * 1e12 + 0.5); }

int main(int argc, char **argv) {
  int rank;
  double x = 1, y = 0, burst[BURST] = {0};
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0) {
    double t0 = MPI_Wtime();
    for (int i = 0; i < CALLS; i++)
      MPI_Sendrecv(&x, 1, MPI_DOUBLE, MPI_PROC_NULL, 0, &y, 1, MPI_DOUBLE, MPI_PROC_NULL, 0, MPI_COMM_WORLD,
                   MPI_STATUS_IGNORE);
    double t1 = MPI_Wtime();
    for (int i = 0; i < CALLS; i++)
      MPI_Allreduce(&x, &y, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_SELF);
    double t2 = MPI_Wtime();
    printf("sendrecv_null %lld\nallreduce_self %lld\n", ps(t1 - t0), ps(t2 - t1));
  }
  MPI_Barrier(MPI_COMM_WORLD);
  double t0 = MPI_Wtime();
  for (int i = 0; i < ROUND_TRIPS; i++) {
    if (rank == 0) {
      MPI_Send(&x, 1, MPI_DOUBLE, 1, 1, MPI_COMM_WORLD);
      MPI_Recv(&y, 1, MPI_DOUBLE, 1, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    } else {
      MPI_Recv(&y, 1, MPI_DOUBLE, 0, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
      MPI_Send(&x, 1, MPI_DOUBLE, 0, 1, MPI_COMM_WORLD);
    }
  }
  if (rank == 0)
    printf("pingpong %lld\n", ps(MPI_Wtime() - t0));
  /* A burst of sends that the receiver takes in one at a time: the sender
   * pays its overheads per message, the receiver its own. */
  MPI_Barrier(MPI_COMM_WORLD);
  if (rank == 0) {
    double t = MPI_Wtime();
    for (int i = 0; i < BURST; i++)
      MPI_Send(&burst[i], 1, MPI_DOUBLE, 1, 2, MPI_COMM_WORLD);
    printf("burst_sends %lld\n", ps(MPI_Wtime() - t));
  } else {
    MPI_Recv(&burst[0], 1, MPI_DOUBLE, 0, 2, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    double t = MPI_Wtime();
    for (int i = 1; i < BURST; i++)
      MPI_Recv(&burst[i], 1, MPI_DOUBLE, 0, 2, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    printf("burst_receives %lld\n", ps(MPI_Wtime() - t));
  }
  MPI_Finalize();
  return 0;
}
