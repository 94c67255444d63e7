/* sizeonly.c: messages from and into the size-only buffer of skeletons
 * (mpiskel_sizeonly): sizes, matching and truncation as for real buffers,
 * zeros delivered to a real buffer, nothing written into it. With the
 * argument "real", real buffers of zeros stand in for it: the MPI events
 * and the output are the same. */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void *mpiskel_sizeonly(size_t n);

int main(int argc, char **argv) {
  int rank, size;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  int use_real = argc > 1 && strcmp(argv[1], "real") == 0;
  double *z = use_real ? calloc(1 << 20, 8) : mpiskel_sizeonly(1 << 20);
  int *zi = use_real ? calloc(1024, 4) : mpiskel_sizeonly(64);
  double real[1000];
  MPI_Status st;
  int n, sum = 0;
  if (!use_real) {
    z[3] = 5; /* discarded */
    zi[1 << 28] = 1; /* any offset below 4 GiB */
  }
  if (argc > 1 && strcmp(argv[1], "truncate") == 0) {
    if (rank == 0)
      MPI_Send(z, 20, MPI_DOUBLE, 1, 9, MPI_COMM_WORLD);
    else if (rank == 1)
      MPI_Recv(z, 10, MPI_DOUBLE, 0, 9, MPI_COMM_WORLD, &st);
    MPI_Finalize();
    return 0;
  }
  for (int k = 0; k < 2; k++) { /* k = 1: past the eager limit */
    int cnt = k ? 1000 : 4;
    for (int i = 0; i < 1000; i++)
      real[i] = 7;
    if (rank == 0) {
      MPI_Send(z + 100, cnt, MPI_DOUBLE, 1, k, MPI_COMM_WORLD);
      MPI_Send(real, cnt, MPI_DOUBLE, 1, k, MPI_COMM_WORLD);
    } else if (rank == 1) {
      MPI_Recv(real, cnt, MPI_DOUBLE, 0, k, MPI_COMM_WORLD, &st);
      MPI_Get_count(&st, MPI_DOUBLE, &n);
      double s = 0;
      for (int i = 0; i < 1000; i++)
        s += real[i];
      printf("zeros into a real buffer: count %d, sum %g\n", n, s);
      MPI_Recv(z, 1000, MPI_DOUBLE, 0, k, MPI_COMM_WORLD, &st);
      MPI_Get_count(&st, MPI_DOUBLE, &n);
      printf("into the size-only buffer: count %d, reads %g\n", n, z[0] + z[3]);
    }
  }
  MPI_Request rq[2];
  int right = (rank + 1) % size, left = (rank + size - 1) % size;
  MPI_Irecv(z, 5000, MPI_DOUBLE, left, 3, MPI_COMM_WORLD, &rq[0]);
  MPI_Isend(z, 5000, MPI_DOUBLE, right, 3, MPI_COMM_WORLD, &rq[1]);
  MPI_Waitall(2, rq, MPI_STATUSES_IGNORE);
  MPI_Sendrecv(z, 3, MPI_INT, right, 4, real, 3, MPI_INT, left, 4, MPI_COMM_WORLD, &st);
  MPI_Get_count(&st, MPI_INT, &n);
  sum = ((int *)real)[0] + ((int *)real)[1] + ((int *)real)[2];
  int scounts[64], rcounts[64], displs[64];
  for (int i = 0; i < size; i++) {
    scounts[i] = 100 * (rank + 1);
    rcounts[i] = 100 * (i + 1);
    displs[i] = 1000 * i;
  }
  MPI_Alltoallv(z, scounts, displs, MPI_DOUBLE, z, rcounts, displs, MPI_DOUBLE, MPI_COMM_WORLD);
  MPI_Allreduce(z, z, 300, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
  real[0] = 1;
  MPI_Allreduce(MPI_IN_PLACE, real, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
  MPI_Bcast(z, 100000, MPI_DOUBLE, 0, MPI_COMM_WORLD);
  MPI_Allgather(z, 10, MPI_INT, zi, 10, MPI_INT, MPI_COMM_WORLD);
  if (rank == 0)
    printf("sendrecv: count %d, sum %d; allreduce %g; size-only reads %g\n", n, sum, real[0], z[5]);
  MPI_Finalize();
  return 0;
}
