/* hog.c: each rank allocates and fills blocks of 1 MiB in a loop that makes
 * no MPI call (argv[1] of them, default 8192: 8 GiB), as a leak would. */
#include <mpi.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  int blocks = argc > 1 ? atoi(argv[1]) : 8192;
  long sum = 0;
  for (int i = 0; i < blocks; i++) {
    char *p = malloc(1 << 20);
    if (p == NULL)
      break;
    memset(p, i, 1 << 20);
    sum += p[i % (1 << 20)];
  }
  MPI_Allreduce(MPI_IN_PLACE, &sum, 1, MPI_LONG, MPI_SUM, MPI_COMM_WORLD);
  MPI_Finalize();
  return sum == 42;
}
