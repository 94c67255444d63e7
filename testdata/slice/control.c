/* control.c: control dependence, the work slice and a convergence loop. */
#include <mpi.h>

int main(int argc, char **argv) {
  int rank, size, steps = 5;
  double x[100], s, r = 1.0;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  int next = (rank + 1) % size; // want "kept: feeds dest of MPI_Send at control.c:16"
  for (int i = 0; i < 100; i++) // want "kept: work: trip count of loop at control.c:11"
    x[i] = i * 0.5; // want "dropped"
  for (int t = 0; t < steps; t++) { // want "kept: controls MPI_Send at control.c:16"
    int tag = t % 4; // want "kept: feeds tag of MPI_Send at control.c:16"
    if (rank % 2 == 0) // want "kept: controls MPI_Send at control.c:16"
      MPI_Send(x, 10, MPI_DOUBLE, next, tag, MPI_COMM_WORLD);
    else
      MPI_Recv(x, 10, MPI_DOUBLE, MPI_ANY_SOURCE, tag, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  }
  while (r > 1e-3) { // want "data-dependent loop: exit condition reads floating-point data loaded at control.c:\\d+"
    s = 0.0;
    for (int i = 0; i < 100; i++)
      s += x[i] * x[i]; // want "dropped"
    r = r * 0.5 + s * 1e-9; // want "dropped"
    MPI_Allreduce(MPI_IN_PLACE, &r, 1, MPI_DOUBLE, MPI_MAX, MPI_COMM_WORLD);
  }
  MPI_Finalize();
  return 0;
}
