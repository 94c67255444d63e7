/* coalesce.c: golden input of coalesce. The key loop of main decides the
 * counts MPI_Alltoall sends, so the skeleton keeps it; its abstracted
 * regions (the weight's inner loop) and those of next_key, a quiet helper
 * with a loop left by return, add up in a slot charged once per execution
 * of the loop. So do those of the sorting loop, whose qsort calls only a
 * quiet comparator. The report loop prints: the clock a line is printed at
 * is observable, so its ADD_TIMEs stay where they are. */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

__attribute__((noinline)) static int next_key(unsigned *state, int range) {
  for (int tries = 0; tries < 4; tries++) {
    *state = *state * 1103515245u + 12345u;
    int k = (int)((*state >> 8) % 65536u);
    if (k < range)
      return k;
  }
  return 0;
}

static int by_value(const void *a, const void *b) {
  int x = *(const int *)a, y = *(const int *)b;
  return (x > y) - (x < y);
}

int main(int argc, char **argv) {
  int rank, size;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  int *counts = calloc(size, sizeof(int));
  double *weight = calloc(size, sizeof(double));
  unsigned state = 12345u + 7919u * (unsigned)rank;
  for (int i = 0; i < 1000; i++) {
    int k = next_key(&state, 60000);
    counts[k % size]++;
    double w = 0.0;
    for (int j = 0; j < k % 8; j++)
      w += 0.5 * j;
    weight[k % size] += w;
  }
  int *recv = malloc(sizeof(int) * size);
  MPI_Alltoall(counts, 1, MPI_INT, recv, 1, MPI_INT, MPI_COMM_WORLD);
  int total = 0;
  for (int b = 0; b < size; b++) {
    total += recv[b];
    double share = 0.0;
    for (int j = 0; j < b; j++)
      share += weight[j] * 0.25;
    printf("%d: %d keys, share %g\n", rank, recv[b], share);
  }
  int *all = malloc(sizeof(int) * (total + 1));
  MPI_Bcast(all, total, MPI_INT, 0, MPI_COMM_WORLD);
  int keys[16], spread = 0, widest;
  for (int r = 0; r < 8; r++) {
    for (int i = 0; i < 16; i++)
      keys[i] = next_key(&state, 100);
    qsort(keys, 16, sizeof(int), by_value);
    spread += keys[15] - keys[0];
  }
  MPI_Allreduce(&spread, &widest, 1, MPI_INT, MPI_MAX, MPI_COMM_WORLD);
  MPI_Bcast(all, widest % (total + 1), MPI_INT, 0, MPI_COMM_WORLD);
  MPI_Finalize();
  return 0;
}
