/* noise.c: a bulk-synchronous loop, ADD_TIME(1 ms) and a loop of WORK steps
 * (argv[2], default 50), then an allreduce, ITERS times (argv[1], default
 * 100): each allreduce waits for the rank a
 * detour hit last. The clock, read while computing and after the computing
 * is charged, never goes back. */
#define _POSIX_C_SOURCE 199309L
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

void ADD_TIME(double seconds);

static long long last_ns;

static void check_clock(int step) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  long long ns = 1000000000LL * t.tv_sec + t.tv_nsec;
  if (ns < last_ns)
    printf("step %d: the clock went back %lld ns\n", step, last_ns - ns);
  last_ns = ns;
}

int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  int iters = argc > 1 ? atoi(argv[1]) : 100, work = argc > 2 ? atoi(argv[2]) : 50;
  double x = 1, sum;
  for (int i = 0; i < iters; i++) {
    ADD_TIME(1e-3);
    for (volatile int j = 0; j < work; j++)
      x += 1e-9;
    check_clock(i); /* while computing */
    int rank;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank); /* the computing charged */
    check_clock(i);
    MPI_Allreduce(&x, &sum, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
  }
  MPI_Finalize();
  return 0;
}
