/* order.c: floating-point reductions whose result depends on the order the
 * library combines contributions in; printed to 17 digits. */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv) {
  int rank, size;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  double scale[5] = {1e16, 1.0, -1e16, 0.3, 7e15};
  double v[4];
  for (int k = 0; k < 4; k++)
    v[k] = scale[(rank + k) % 5] * (1.0 + 0.1 * rank) + k;
  double a[4], r0[4], r1[4], sc[4];
  MPI_Allreduce(v, a, 4, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
  MPI_Reduce(v, r0, 4, MPI_DOUBLE, MPI_SUM, 0, MPI_COMM_WORLD);
  MPI_Reduce(v, r1, 4, MPI_DOUBLE, MPI_SUM, size - 1, MPI_COMM_WORLD);
  MPI_Scan(v, sc, 4, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
  if (rank == size - 1) {
    MPI_Send(r1, 4, MPI_DOUBLE, 0, 1, MPI_COMM_WORLD);
    MPI_Send(sc, 4, MPI_DOUBLE, 0, 2, MPI_COMM_WORLD);
  }
  if (rank == 0) {
    MPI_Recv(r1, 4, MPI_DOUBLE, size - 1, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Recv(sc, 4, MPI_DOUBLE, size - 1, 2, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    for (int k = 0; k < 4; k++)
      printf("k=%d allreduce %.17g reduce0 %.17g reduce%d %.17g scan %.17g\n", k, a[k], r0[k], size - 1, r1[k], sc[k]);
  }
  MPI_Finalize();
  return 0;
}
