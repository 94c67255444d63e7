/* drains.c: 2000 MPI_Comm_rank calls, each after about 2 us of spinning on
 * the monotonic clock, between two MPI_Wtime calls (marks in the trace);
 * prints the time between those two by the monotonic clock, in ns (not
 * MPI_Wtime's values: Open MPI's timer may run a few per mille off). The
 * tracer drains its raw buffer several times meanwhile: the trace must keep
 * that time. */
#include <mpi.h>
#include <stdio.h>
#include <time.h>

static long long now_ns(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1000000000LL + t.tv_nsec;
}

int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  int rank;
  long long t0 = now_ns();
  MPI_Wtime();
  for (int i = 0; i < 2000; i++) {
    long long until = now_ns() + 2000;
    while (now_ns() < until)
      ;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  }
  long long t1 = now_ns();
  MPI_Wtime();
  printf("span_ns %lld\n", t1 - t0);
  MPI_Finalize();
  return 0;
}
