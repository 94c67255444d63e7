/* transpose.c: distributed transpose of an n x n matrix held by blocks of
 * rows, with MPI_Alltoall; verified element by element and by a checksum.
 *
 * usage: transpose [n (default 100)] [repetitions (default 3)]
 * When n does not divide by the number of ranks, every rank holds
 * ceil(n / size) rows and the padding (rows and columns past n) is zero, so
 * that all Alltoall blocks have the same size. Each repetition transposes
 * the result of the previous one: an odd count ends with the transpose, an
 * even one with the original.
 * Prints only from rank 0; the line carrying a timing is marked [time]. */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

static int parse_count(int argc, char **argv, int index, int fallback) {
  if (index >= argc)
    return fallback;
  const char *s = argv[index];
  int value = 0;
  if (*s == '\0')
    return fallback;
  for (; *s; s++) {
    if (*s < '0' || *s > '9')
      return fallback;
    value = value * 10 + (*s - '0');
  }
  return value;
}

/* element is the original matrix: integer values, exact in a double */
static double element(int n, int i, int j) {
  if (i >= n || j >= n)
    return 0.0;
  return (double)i * n + j + 1;
}

/* transpose_blocks transposes the distributed matrix held in `rows`
 * (block x padded) into `out`, using send/recv as packing space. */
static void transpose_blocks(int size, int block, const double *rows,
                             double *out, double *send, double *recv) {
  int padded = block * size;
  size_t tile = (size_t)block * block;
  for (int dest = 0; dest < size; dest++)
    for (int r = 0; r < block; r++)
      for (int c = 0; c < block; c++)
        send[dest * tile + (size_t)r * block + c] =
            rows[(size_t)r * padded + dest * block + c];
  MPI_Alltoall(send, (int)tile, MPI_DOUBLE, recv, (int)tile, MPI_DOUBLE,
               MPI_COMM_WORLD);
  /* tile s holds rows s*block.. of the source, columns rank*block..: they
   * become this rank's rows, transposed */
  for (int src = 0; src < size; src++)
    for (int r = 0; r < block; r++)
      for (int c = 0; c < block; c++)
        out[(size_t)c * padded + src * block + r] =
            recv[src * tile + (size_t)r * block + c];
}

int main(int argc, char **argv) {
  int rank, size;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);

  int n = parse_count(argc, argv, 1, 100);
  int repetitions = parse_count(argc, argv, 2, 3);
  int block = (n + size - 1) / size;
  if (block == 0)
    block = 1;
  int padded = block * size;
  size_t local = (size_t)block * padded;

  double *matrix = malloc(sizeof(double) * local);
  double *result = malloc(sizeof(double) * local);
  double *send = malloc(sizeof(double) * local);
  double *recv = malloc(sizeof(double) * local);
  for (int r = 0; r < block; r++)
    for (int j = 0; j < padded; j++)
      matrix[(size_t)r * padded + j] = element(n, rank * block + r, j);

  MPI_Barrier(MPI_COMM_WORLD);
  double start = MPI_Wtime();
  for (int rep = 0; rep < repetitions; rep++) {
    transpose_blocks(size, block, matrix, result, send, recv);
    double *swap = matrix;
    matrix = result;
    result = swap;
  }
  double elapsed = MPI_Wtime() - start;

  /* matrix now holds the last result */
  long long counts[2] = {0, 0}; /* mismatches, checksum */
  for (int r = 0; r < block; r++) {
    int i = rank * block + r;
    for (int j = 0; j < padded; j++) {
      double got = matrix[(size_t)r * padded + j];
      double want = repetitions % 2 ? element(n, j, i) : element(n, i, j);
      if (got != want)
        counts[0]++;
      counts[1] += (long long)got * ((i * 13 + j * 7) % 101 + 1);
    }
  }
  long long totals[2] = {0, 0};
  MPI_Reduce(counts, totals, 2, MPI_LONG_LONG, MPI_SUM, 0, MPI_COMM_WORLD);
  if (rank == 0) {
    printf("transpose: %d x %d matrix, %d ranks x %d rows (padded to %d), "
           "%d repetitions\n",
           n, n, size, block, padded, repetitions);
    printf("mismatched elements: %lld\n", totals[0]);
    printf("checksum: %lld\n", totals[1]);
    printf("[time] %.6f s\n", elapsed);
  }
  free(matrix);
  free(result);
  free(send);
  free(recv);
  MPI_Finalize();
  return 0;
}
