/* calls.c: makes N rounds of MPI calls (default 1000), then prints the
 * process's peak resident memory, so that the tracer's memory can be
 * compared between short and long runs. Usage: calls [N]. */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>

int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  int rank, size;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  long n = argc > 1 ? atol(argv[1]) : 1000;
  double x = rank, sum = 0;
  for (long i = 0; i < n; i++) {
    int r;
    MPI_Comm_rank(MPI_COMM_WORLD, &r);
    if (i % 100 == 0)
      MPI_Allreduce(&x, &sum, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    if (i % 10 == 0 && size > 1 && rank < 2) { /* a ping-pong: the tracer drains before receives */
      if (rank == 0) {
        MPI_Send(&x, 1, MPI_DOUBLE, 1, 7, MPI_COMM_WORLD);
        MPI_Recv(&sum, 1, MPI_DOUBLE, 1, 7, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
      } else {
        MPI_Recv(&sum, 1, MPI_DOUBLE, 0, 7, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        MPI_Send(&x, 1, MPI_DOUBLE, 0, 7, MPI_COMM_WORLD);
      }
    }
  }
  struct rusage ru;
  getrusage(RUSAGE_SELF, &ru);
  printf("rank %d maxrss_kb %ld\n", rank, ru.ru_maxrss);
  MPI_Finalize();
  return 0;
}
