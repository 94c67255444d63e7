/* contents.c: the arrays of an exchange held by one struct, which
 * points-to does not tell apart: its counts and requests are needed, its
 * send buffer's floating-point data is not, so packing it is dropped. */
#include <mpi.h>
#include <stdlib.h>

struct exchange {
  int *count;
  double *buffer;
  MPI_Request *requests;
};

int main(int argc, char **argv) {
  int rank;
  struct exchange ex;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  ex.count = malloc(2 * sizeof(int));
  ex.buffer = malloc(16 * sizeof(double));
  ex.requests = malloc(2 * sizeof(MPI_Request));
  ex.count[0] = 8 + rank; // want "kept: feeds (count of MPI_Isend|request of MPI_Irecv)"
  for (int i = 0; i < 16; i++)
    ex.buffer[i] = i * 0.5; // want "dropped"
  int peer = rank ^ 1;
  MPI_Irecv(ex.buffer + 8, 8, MPI_DOUBLE, peer, 0, MPI_COMM_WORLD,
            &ex.requests[0]);
  MPI_Isend(ex.buffer, ex.count[0] - rank, MPI_DOUBLE, peer, 0, MPI_COMM_WORLD,
            &ex.requests[1]);
  MPI_Waitall(2, ex.requests, MPI_STATUSES_IGNORE);
  MPI_Finalize();
  return 0;
}
