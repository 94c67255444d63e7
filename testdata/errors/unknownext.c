/* Calls a function no library here provides: the call must be reported, not skipped. */
#include <mpi.h>

extern double solver_kernel(double *x, int n);

int main(int argc, char **argv) {
  double x[4] = {0};
  MPI_Init(&argc, &argv);
  double r = solver_kernel(x, 4);
  MPI_Finalize();
  return r > 0;
}
