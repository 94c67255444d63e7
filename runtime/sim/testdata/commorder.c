/* commorder.c: creations on disjoint communicators that complete in an
 * order set by the argument (the half of the ranks whose parity it names
 * computes first), then one on all ranks. Each rank then uses every
 * communicator it has, so that a trace shows their ids.
 * usage: commorder [parity of the half that is late (default 0)] */
#include <mpi.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  int rank, late = argc > 1 ? atoi(argv[1]) : 0;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm half, half_dup, world_dup;
  MPI_Comm_split(MPI_COMM_WORLD, rank % 2, rank, &half);
  volatile double x = 0;
  if (rank % 2 == late)
    for (int i = 0; i < 100000; i++)
      x += i;
  MPI_Comm_dup(half, &half_dup);
  MPI_Comm_dup(MPI_COMM_WORLD, &world_dup);
  int v = rank, sum = 0;
  MPI_Allreduce(&v, &sum, 1, MPI_INT, MPI_SUM, half);
  MPI_Allreduce(&v, &sum, 1, MPI_INT, MPI_SUM, half_dup);
  MPI_Allreduce(&v, &sum, 1, MPI_INT, MPI_SUM, world_dup);
  MPI_Comm_free(&half);
  MPI_Comm_free(&half_dup);
  MPI_Comm_free(&world_dup);
  MPI_Finalize();
  return 0;
}
