/* sendrecvloop.c: the MPI-bound loop of a Jacobi skeleton. Each iteration
 * exchanges one double with each neighbour (MPI_Sendrecv), charges its
 * compute with ADD_TIME and combines one double with MPI_Allreduce, so
 * that simulating it costs the simulator's MPI layer and little else.
 *
 * usage: sendrecvloop [iterations (default 1000)] */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

void mpiskel_add_time(int region, double seconds);

int main(int argc, char **argv) {
  int rank, size;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  int iters = argc > 1 ? atoi(argv[1]) : 1000;
  int left = rank > 0 ? rank - 1 : MPI_PROC_NULL;
  int right = rank + 1 < size ? rank + 1 : MPI_PROC_NULL;
  double u[3] = {0, rank, 0}, local, update = 0;
  for (int i = 0; i < iters; i++) {
    MPI_Sendrecv(&u[1], 1, MPI_DOUBLE, right, 1, &u[0], 1, MPI_DOUBLE, left, 1,
                 MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Sendrecv(&u[1], 1, MPI_DOUBLE, left, 2, &u[2], 1, MPI_DOUBLE, right, 2,
                 MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    mpiskel_add_time(1, 1e-6);
    local = u[0] + u[2];
    MPI_Allreduce(&local, &update, 1, MPI_DOUBLE, MPI_MAX, MPI_COMM_WORLD);
  }
  if (rank == 0)
    printf("%d iterations, last maximum %g\n", iters, update);
  MPI_Finalize();
  return 0;
}
