/* keptcall.c: a loop calling a function that has a loop of its own. A
 * level-4 skeleton abstracts the calling loop but keeps the call (the
 * callee's loop count is work code its own region needs), so a profile
 * must not count the callee's time in the calling loop's region as well.
 *
 * usage: keptcall [calls per round (default 2000)] */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

static double damp(double x) {
  double s = x;
  for (int k = 0; k < 2000; k++)
    s = s * 0.5 + k;
  return s;
}

int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  int calls = argc > 1 ? atoi(argv[1]) : 2000;
  double sum = 0.0;
  for (int r = 0; r < 3; r++) {
    for (int i = 0; i < calls; i++)
      sum += damp(i);
    double v = sum;
    MPI_Allreduce(&v, &sum, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
  }
  int rank;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0)
    printf("keptcall: sum %g\n", sum);
  MPI_Finalize();
  return 0;
}
