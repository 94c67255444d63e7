/* calls.c: slices across functions: parameters, returns, globals and
 * function pointers. */
#include <mpi.h>
#include <stdlib.h>

int counts[4];
double scratch[256];

static void fill(int n) {
  for (int i = 0; i < 4; i++) // want "kept: controls MPI_Bcast at calls.c:35"
    counts[i] = n + i; // want "kept: feeds count of MPI_Bcast at calls.c:35"
}

static int partner(int rank, int size) {
  return (rank + size / 2) % size; // want "kept: feeds dest of MPI_Sendrecv at calls.c:37"
}

static double energy(const double *a, int n) {
  double e = 0.0;
  for (int i = 0; i < n; i++) // want "kept: work: trip count of loop at calls.c:20"
    e += a[i] * a[i]; // want "dropped"
  return e;
}

static int twice(int v) { return 2 * v; } // want "kept: feeds sendcount of MPI_Sendrecv at calls.c:37"

int main(int argc, char **argv) {
  int rank, size, buf[16] = {0}, out[16] = {0};
  int (*scale)(int) = twice;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  fill(rank % 3); // want "kept: feeds count of MPI_Bcast at calls.c:35"
  double e = energy(scratch, 256); // want "kept: work: trip count of loop at calls.c:20"
  MPI_Bcast(buf, counts[2], MPI_INT, 0, MPI_COMM_WORLD);
  int peer = partner(rank, size);
  MPI_Sendrecv(buf, scale(3), MPI_INT, peer, 0, out, 16, MPI_INT, peer, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  if (e > 1e300) // want "dropped"
    scratch[0] = 1.0; // want "dropped"
  MPI_Finalize();
  return 0;
}
