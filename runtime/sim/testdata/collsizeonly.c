/* collsizeonly.c: collectives from and into the size-only buffer of
 * skeletons (mpiskel_sizeonly), mixed with real buffers. argv[1] is the mode:
 *   sizeonly   every rank's buffers are size-only;
 *   real       every rank's buffers are real and hold a pattern;
 *   mixed      ranks r % 3 == 1 have size-only buffers, the others real
 *              ones holding the pattern;
 *   mixedreal  as mixed, but ranks r % 3 == 1 have real buffers of zeros
 *              (what a size-only buffer sends): the output is mixed's;
 *   zeros      every rank's buffers are real, of zeros, and nothing is
 *              checked: the collectives' cost on real buffers alone.
 * argv[2] is the block (doubles per rank), argv[3] the repetitions, and
 * argv[4] "a2a" runs MPI_Alltoall only. A rank with real buffers checks
 * every element it receives (the pattern from a real sender, zeros from a
 * size-only one) and prints a checksum per collective. */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void *mpiskel_sizeonly(size_t n);

static int rank, size, sizeonly, zeros, mismatches;
static long B;

/* the pattern: sender s's element i */
static double val(int s, long i) { return s * 1000 + i % 997 + 1; }

/* does sender s send the pattern (else zeros)? */
static int sends_pattern(int s, const char *mode) {
  return strcmp(mode, "real") == 0 || (strncmp(mode, "mixed", 5) == 0 && s % 3 != 1);
}

static double *sendbuf(long n) {
  if (sizeonly)
    return mpiskel_sizeonly(n * sizeof(double));
  return calloc(n, sizeof(double));
}

static double *recvbuf(long n) {
  if (sizeonly)
    return mpiskel_sizeonly(n * sizeof(double));
  return calloc(n, sizeof(double));
}

static void fill(double *p, long n, long off) {
  if (sizeonly || zeros)
    return;
  for (long i = 0; i < n; i++)
    p[i] = val(rank, off + i);
}

static const char *mode;

/* expect checks n received elements at p, from sender s's elements from off on. */
static void expect(const char *what, double *p, long n, int s, long off) {
  if (sizeonly)
    return;
  int pat = sends_pattern(s, mode);
  for (long i = 0; i < n; i++) {
    double want = pat ? val(s, off + i) : 0;
    if (p[i] != want) {
      if (mismatches++ < 10)
        printf("MISMATCH rank %d %s from %d element %ld: %g, want %g\n", rank, what, s, i, p[i], want);
      return;
    }
  }
}

static void sum(const char *what, double *p, long n) {
  if (sizeonly)
    return;
  double t = 0;
  for (long i = 0; i < n; i++)
    t += p[i] * (i % 13 + 1);
  printf("%s rank %d: %.17g\n", what, rank, t);
}

int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  mode = argc > 1 ? argv[1] : "real";
  B = argc > 2 ? atol(argv[2]) : 64;
  int reps = argc > 3 ? atoi(argv[3]) : 1;
  int a2a = argc > 4 && strcmp(argv[4], "a2a") == 0;
  sizeonly = strcmp(mode, "sizeonly") == 0 || (strcmp(mode, "mixed") == 0 && rank % 3 == 1);
  zeros = strcmp(mode, "zeros") == 0 || (strcmp(mode, "mixedreal") == 0 && rank % 3 == 1);
  long n = B * size;
  double *s = sendbuf(n), *r = recvbuf(n);
  int *sc = malloc(size * sizeof(int)), *rc = malloc(size * sizeof(int));
  int *sd = malloc(size * sizeof(int)), *rd = malloc(size * sizeof(int));
  int quiet = zeros; /* mixedreal: this rank stands in for a size-only one */
  for (int rep = 0; rep < reps; rep++) {
    fill(s, n, 0);
    MPI_Alltoall(s, B, MPI_DOUBLE, r, B, MPI_DOUBLE, MPI_COMM_WORLD);
    for (int p = 0; p < size && !quiet; p++)
      expect("alltoall", r + p * B, B, p, rank * B);
    if (!quiet)
      sum("alltoall", r, n);
    if (a2a)
      continue;

    for (int p = 0; p < size; p++) {
      sc[p] = B - p, sd[p] = p * B;
      rc[p] = B - rank, rd[p] = p * B;
    }
    MPI_Alltoallv(s, sc, sd, MPI_DOUBLE, r, rc, rd, MPI_DOUBLE, MPI_COMM_WORLD);
    for (int p = 0; p < size && !quiet; p++)
      expect("alltoallv", r + p * B, B - rank, p, rank * B);

    for (int root = 0; root < size; root += size - 1) {
      double *b = rank == root ? s : r;
      if (rank == root)
        fill(b, B, 0);
      MPI_Bcast(b, B, MPI_DOUBLE, root, MPI_COMM_WORLD);
      if (rank != root && !quiet)
        expect("bcast", b, B, root, 0);
      if (root == size - 1)
        break;
    }

    fill(s, B, 0);
    MPI_Gather(s, B, MPI_DOUBLE, r, B, MPI_DOUBLE, 0, MPI_COMM_WORLD);
    for (int p = 0; p < size && rank == 0 && !quiet; p++)
      expect("gather", r + p * B, B, p, 0);

    for (int p = 0; p < size; p++)
      rc[p] = B - p, rd[p] = p * B;
    MPI_Gatherv(s, B - rank, MPI_DOUBLE, r, rc, rd, MPI_DOUBLE, size / 2, MPI_COMM_WORLD);
    for (int p = 0; p < size && rank == size / 2 && !quiet; p++)
      expect("gatherv", r + p * B, B - p, p, 0);

    fill(s, n, 0);
    MPI_Scatter(s, B, MPI_DOUBLE, r, B, MPI_DOUBLE, 0, MPI_COMM_WORLD);
    if (!quiet)
      expect("scatter", r, B, 0, rank * B);
    MPI_Scatterv(s, sc, sd, MPI_DOUBLE, r, B - rank, MPI_DOUBLE, size - 1, MPI_COMM_WORLD);
    if (!quiet)
      expect("scatterv", r, B - rank, size - 1, rank * B);

    fill(s, B, 0);
    MPI_Allgather(s, B, MPI_DOUBLE, r, B, MPI_DOUBLE, MPI_COMM_WORLD);
    for (int p = 0; p < size && !quiet; p++)
      expect("allgather", r + p * B, B, p, 0);
    MPI_Allgatherv(s, B - rank, MPI_DOUBLE, r, rc, rd, MPI_DOUBLE, MPI_COMM_WORLD);
    for (int p = 0; p < size && !quiet; p++)
      expect("allgatherv", r + p * B, B - p, p, 0);

    /* A periodic ring: slot 0 is the left neighbor, slot 1 the right one;
     * a block sent to slot j arrives in the neighbor's slot j ^ 1. */
    MPI_Comm ring;
    int dims[1] = {size}, periods[1] = {1};
    MPI_Cart_create(MPI_COMM_WORLD, 1, dims, periods, 0, &ring);
    int nb[2] = {(rank + size - 1) % size, (rank + 1) % size};
    fill(s, 2 * B, 0);
    MPI_Neighbor_alltoall(s, B, MPI_DOUBLE, r, B, MPI_DOUBLE, ring);
    for (int j = 0; j < 2 && !quiet; j++)
      expect("neighbor_alltoall", r + j * B, B, nb[j], (j ^ 1) * B);
    MPI_Neighbor_allgather(s, B, MPI_DOUBLE, r, B, MPI_DOUBLE, ring);
    for (int j = 0; j < 2 && !quiet; j++)
      expect("neighbor_allgather", r + j * B, B, nb[j], 0);
    if (!quiet)
      sum("neighbor_allgather", r, 2 * B);
    MPI_Comm_free(&ring);
  }
  if (!sizeonly && !quiet)
    printf("rank %d: %d mismatches\n", rank, mismatches);
  MPI_Finalize();
  return 0;
}
