/* loopcount: a convergence loop around an Allreduce; its count comes from
 * the pragma, and the skeleton's exit test counts iterations. */
#include <mpi.h>

int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  double u = 1.0, change = 1.0;
#pragma mpiskel loop_count(7)
  while (change > 1e-3) {
    double local = u * 0.5;
    change = u - local;
    u = local;
    MPI_Allreduce(MPI_IN_PLACE, &change, 1, MPI_DOUBLE, MPI_MAX, MPI_COMM_WORLD);
  }
  MPI_Finalize();
  return 0;
}
