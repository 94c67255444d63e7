/* noise.c: the detours that stop a computing process on this node (the
 * timer tick, the kernel's and the hypervisor's work, MPI's own threads).
 *
 * usage: noise SECONDS   (under mpirun -np CORES: as a program's ranks fill
 * the node)
 * Each rank spins SECONDS reading CLOCK_MONOTONIC; a step between two reads
 * longer than THRESHOLD_NS is a detour. Per class of detour length, by
 * decade from 1 µs (1-10 µs, 10-100 µs, ..., at least 10 ms), each rank
 * prints "class K COUNT SECONDS" (the detours and their total length), then
 * "spun SECONDS" (its wall time spinning). */
#define _POSIX_C_SOURCE 199309L
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

enum { CLASSES = 5, THRESHOLD_NS = 1000 };

static long long now_ns(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return 1000000000LL * t.tv_sec + t.tv_nsec;
}

int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  double seconds = argc > 1 ? atof(argv[1]) : 1;
  long long count[CLASSES] = {0}, total[CLASSES] = {0};
  MPI_Barrier(MPI_COMM_WORLD);
  long long start = now_ns(), end = start + (long long)(seconds * 1e9), last = start;
  while (last < end) {
    long long t = now_ns(), step = t - last;
    if (step > THRESHOLD_NS) {
      int k = 0;
      for (long long bound = 10 * THRESHOLD_NS; step >= bound && k < CLASSES - 1; bound *= 10)
        k++;
      count[k]++;
      total[k] += step;
    }
    last = t;
  }
  for (int k = 0; k < CLASSES; k++)
    printf("class %d %lld %.9f\n", k, count[k], 1e-9 * total[k]);
  printf("spun %.9f\n", 1e-9 * (last - start));
  MPI_Finalize();
  return 0;
}
