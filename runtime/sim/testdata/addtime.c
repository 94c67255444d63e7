/* addtime.c: a skeleton charges time with ADD_TIME instead of computing;
 * MPI_Wtime and the partner's receive see it. */
#include <mpi.h>
#include <stdio.h>

void ADD_TIME(double seconds);
void BSIM_ADD_TIME(double seconds);
void mpiskel_add_time(int region, double seconds);

int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  double t0 = MPI_Wtime();
  ADD_TIME(0.25 * (rank + 1));
  BSIM_ADD_TIME(0.5);
  mpiskel_add_time(7, 1e-3);
  double t1 = MPI_Wtime();
  if (rank == 1) {
    MPI_Send(&t1, 1, MPI_DOUBLE, 0, 0, MPI_COMM_WORLD);
  } else if (rank == 0) {
    double peer;
    MPI_Recv(&peer, 1, MPI_DOUBLE, 1, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    double t2 = MPI_Wtime();
    printf("rank 0 charged %.6f s, rank 1 sent at %.6f s, received at %.6f s\n", t1 - t0, peer, t2);
  }
  MPI_Finalize();
  return 0;
}
