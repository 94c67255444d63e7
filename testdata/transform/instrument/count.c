/* count: data-dependent loops that call nothing, whose header counts the
 * profiling build keeps in registers: an expansion nested in a counted loop
 * (isort's counting sort) and a search leaving its loop two ways. */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

static int out[64 * 10];

/* find returns the first index of v in a[0, n), or n. */
__attribute__((noinline)) static int find(const int *a, int n, int v) {
  for (int i = 0; i < n; i++)
    if (a[i] == v)
      return i;
  return n;
}

int main(int argc, char **argv) {
  int rank, size;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  int *local = malloc(sizeof(int) * 64 * size), *counts = malloc(sizeof(int) * 64 * size);
  for (int k = 0; k < 64 * size; k++)
    local[k] = (k * 7 + rank) % 5 + 1;
  MPI_Alltoall(local, 64, MPI_INT, counts, 64, MPI_INT, MPI_COMM_WORLD);
  int n = 0;
  for (int k = 0; k < 64; k++)
    for (int c = 0; c < counts[k]; c++)
      out[n++] = k;
  long found = 0;
  for (int v = 0; v < 10; v++)
    found += find(counts, 64, v);
  if (rank == 0)
    printf("expanded %d, last %d, found %ld\n", n, out[n - 1], found);
  MPI_Finalize();
  return 0;
}
