/* fold.c: golden input of transform/fold. The payload blocks (out, in,
 * and extra, which posix_memalign fills in the way the Parallel Research
 * Kernels' prk_malloc does) only go to MPI, so they become the size-only
 * buffer; counts are needed by the slice (it is the message size), so its
 * block stays. */
#include <mpi.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  int rank, size;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  int *counts = malloc(sizeof(int) * 2);
  counts[0] = 1000 + rank;
  double *out = malloc(sizeof(double) * 2000);
  double *in = calloc(2000, sizeof(double));
  for (int i = 0; i < counts[0]; i++)
    out[i] = i * 0.5;
  MPI_Allreduce(out, in, counts[0], MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
  void *extra = NULL;
  if (posix_memalign(&extra, 64, sizeof(double) * 2000) != 0)
    extra = NULL;
  MPI_Bcast(extra, counts[0], MPI_DOUBLE, 0, MPI_COMM_WORLD);
  free(extra);
  free(out);
  free(in);
  free(counts);
  MPI_Finalize();
  return 0;
}
