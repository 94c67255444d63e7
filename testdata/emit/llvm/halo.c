/* halo: a 1-D halo exchange around a stencil sweep, with records declared in
 * an order that is not llir's (zone before block); level 3 turns the sweep
 * into ADD_TIME, the exchange and the records it uses stay, each call keeps
 * its line. */
#include <mpi.h>
#include <stdlib.h>

struct zone {
  int lo, hi;
};
struct block {
  double *u;
  int n;
};

static double sweep(struct block *b, struct zone z) {
  double s = 0;
  for (int i = z.lo; i < z.hi; i++) {
    b->u[i] = 0.5 * (b->u[i - 1] + b->u[i + 1]);
    s += b->u[i];
  }
  return s;
}

int main(int argc, char **argv) {
  int rank, size;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  struct block b = {calloc(34, sizeof(double)), 32};
  struct zone z = {1, b.n + 1};
  int left = (rank + size - 1) % size, right = (rank + 1) % size;
  double total = 0;
  for (int step = 0; step < 4; step++) {
    MPI_Sendrecv(&b.u[b.n], 1, MPI_DOUBLE, right, step, &b.u[0], 1, MPI_DOUBLE, left, step,
                 MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    total += sweep(&b, z);
  }
  MPI_Allreduce(MPI_IN_PLACE, &total, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
  free(b.u);
  MPI_Finalize();
  return 0;
}
