/* blocks.c: MPIETE loop blocks. */
#include <mpi.h>

double a[64][64], v[64];

static void relax(int n) {
  for (int i = 0; i < n; i++) // want "block nest"
    for (int j = 0; j < n; j++)
      a[i][j] = 0.5 * a[i][j];
}

int main(int argc, char **argv) { // want "block code"
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  double s = 0; // want "block code"
  for (int it = 0; it < 10; it++) { // want "block code"
    for (int i = 0; i < 64; i++) // want "block loop"
      v[i] = v[i] * 2 + it;
    s += v[it]; // want "block code"
    MPI_Allreduce(MPI_IN_PLACE, &s, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    s = s / 2; // want "block code"
    relax(64);
  }
  for (int i = 0; i < 64; i++) { // want "block loop"
    s += v[i];
    if (s > 1e9)
      s = 0;
  }
  MPI_Finalize();
  return (int)s + rank; // want "block code"
}
