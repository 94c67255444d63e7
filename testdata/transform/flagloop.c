/* flagloop.c: golden input of a convergence loop ended by a flag, the form
 * relaxation codes often take: done is set once the iteration cap is passed
 * or when the residual, summed by MPI_Allreduce every fourth sweep, is
 * small. clang-14 -O1 makes done a phi of constants in the latch, chosen by
 * the branch on the residual, and the loop's exit tests that phi; the
 * latch also feeds the iteration counter's phi, which the Allreduce's guard
 * needs. The count comes from the pragma: the skeleton's exit test counts
 * iterations, the sweep and the residual go, and the guard (it % 4 == 0
 * and the cap not passed) stays. */
#include <mpi.h>
#include <stdio.h>

#define N 64

static int converged;
static double u[N + 2], v[N + 2];

int main(int argc, char **argv) {
  int rank, size;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  int right = (rank + 1) % size, left = (rank + size - 1) % size;
  for (int i = 0; i < N + 2; i++)
    u[i] = rank + i;
  int it = 0, done = 0;
#pragma mpiskel loop_count(12)
  while (done == 0) {
    it++;
    MPI_Sendrecv(&u[N], 1, MPI_DOUBLE, right, 0, &u[0], 1, MPI_DOUBLE, left, 0, MPI_COMM_WORLD,
                 MPI_STATUS_IGNORE);
    for (int i = 1; i <= N; i++)
      u[i] = 0.5 * (u[i - 1] + u[i + 1]);
    if (it > 1000)
      done = 1;
    if (it % 4 == 0 && done != 1) {
      double diff = 0.0, sum;
      for (int i = 1; i <= N; i++) {
        diff += v[i] > u[i] ? v[i] - u[i] : u[i] - v[i];
        v[i] = u[i];
      }
      MPI_Allreduce(&diff, &sum, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
      if (sum < 1e-3 * size) {
        done = 1;
        converged = it;
      }
    }
  }
  if (rank == 0)
    printf("%d\n", converged);
  MPI_Finalize();
  return 0;
}
