/* exchange.c: the message-heavy benchmark program: every iteration each rank
 * exchanges a small message with both ring neighbours through
 * Irecv/Irecv/Isend/Isend/Waitall. usage: exchange [iterations] [ints] */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  int rank, size;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  int iters = argc > 1 ? atoi(argv[1]) : 100;
  int n = argc > 2 ? atoi(argv[2]) : 1;
  int left = (rank + size - 1) % size, right = (rank + 1) % size;
  int *sl = calloc(n, sizeof(int)), *sr = calloc(n, sizeof(int));
  int *rl = calloc(n, sizeof(int)), *rr = calloc(n, sizeof(int));
  long sum = 0;
  for (int it = 0; it < iters; it++) {
    MPI_Request q[4];
    sl[0] = sr[0] = rank + it;
    MPI_Irecv(rl, n, MPI_INT, left, 0, MPI_COMM_WORLD, &q[0]);
    MPI_Irecv(rr, n, MPI_INT, right, 1, MPI_COMM_WORLD, &q[1]);
    MPI_Isend(sr, n, MPI_INT, right, 0, MPI_COMM_WORLD, &q[2]);
    MPI_Isend(sl, n, MPI_INT, left, 1, MPI_COMM_WORLD, &q[3]);
    MPI_Waitall(4, q, MPI_STATUSES_IGNORE);
    sum += rl[0] + rr[0];
  }
  long total;
  MPI_Reduce(&sum, &total, 1, MPI_LONG, MPI_SUM, 0, MPI_COMM_WORLD);
  if (rank == 0)
    printf("exchange: %d ranks, %d iterations, checksum %ld\n", size, iters, total);
  MPI_Finalize();
  return 0;
}
