/* layout.c: each rank prints where its stack and code lie, to tell whether
 * its address-space layout is randomized (the heap's blocks move with what
 * MPI_Init allocated, which varies from run to run). */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  int rank, local = 0;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  printf("rank %d stack %p code %p\n", rank, (void *)&local, (void *)&main);
  MPI_Finalize();
  return 0;
}
