/* noise.c: the detours that stop a computing process on this node (the
 * timer tick, the kernel's and the hypervisor's work, MPI's own threads).
 *
 * usage: noise SECONDS   (under mpirun -np CORES: as a program's ranks fill
 * the node)
 * Each rank spins SECONDS reading CLOCK_MONOTONIC; a step between two reads
 * longer than THRESHOLD_NS is a detour. Per class of detour length, by
 * decade from 1 µs (1-10 µs, 10-100 µs, ..., at least 10 ms), each rank
 * prints "class K COUNT SECONDS" (the detours and their total length), then
 * "spun SECONDS" (its wall time spinning) and "cpu SECONDS" (its CPU time
 * over the same spin: the part of the detours the CPU clock leaves out is
 * the hypervisor running another guest and the kernel another task, which
 * costs measured in CPU time do not hold). */
#define _POSIX_C_SOURCE 199309L
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

enum { CLASSES = 5, THRESHOLD_NS = 1000 };

static long long read_ns(clockid_t clock) {
  struct timespec t;
  clock_gettime(clock, &t);
  return 1000000000LL * t.tv_sec + t.tv_nsec;
}

static long long now_ns(void) { return read_ns(CLOCK_MONOTONIC); }

int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  double seconds = argc > 1 ? atof(argv[1]) : 1;
  long long count[CLASSES] = {0}, total[CLASSES] = {0};
  MPI_Barrier(MPI_COMM_WORLD);
  long long cpu_start = read_ns(CLOCK_THREAD_CPUTIME_ID);
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
  long long cpu = read_ns(CLOCK_THREAD_CPUTIME_ID) - cpu_start;
  for (int k = 0; k < CLASSES; k++)
    printf("class %d %lld %.9f\n", k, count[k], 1e-9 * total[k]);
  printf("spun %.9f\n", 1e-9 * (last - start));
  printf("cpu %.9f\n", 1e-9 * cpu);
  MPI_Finalize();
  return 0;
}
