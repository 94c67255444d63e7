/* noise.c: a bulk-synchronous loop, ADD_TIME(1 ms) then an allreduce, ITERS
 * times (argv[1]): each allreduce waits for the rank a detour hit last. */
#include <mpi.h>
#include <stdlib.h>

void ADD_TIME(double seconds);

int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  int iters = argc > 1 ? atoi(argv[1]) : 100;
  double x = 1, sum;
  for (int i = 0; i < iters; i++) {
    ADD_TIME(1e-3);
    MPI_Allreduce(&x, &sum, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
  }
  MPI_Finalize();
  return 0;
}
