/* collmisuse.c: members of one gather, scatter, allgather or all-to-all
 * (argv[1]) that pass it blocks of other sizes or types: rank 1 passes
 * one int per block where the others pass two, or floats for ints. Each
 * must end the run naming both ranks' calls. */
#include <mpi.h>
#include <string.h>

int main(int argc, char **argv) {
  const char *c = argc > 1 ? argv[1] : "";
  int rank;
  int in[8] = {0}, out[8] = {0};
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  int n = rank == 1 ? 1 : 2;
  MPI_Datatype t = rank == 1 ? MPI_FLOAT : MPI_INT;
  if (strcmp(c, "gather") == 0)
    MPI_Gather(in, n, MPI_INT, out, 2, MPI_INT, 0, MPI_COMM_WORLD);
  if (strcmp(c, "scatter") == 0)
    MPI_Scatter(in, 2, MPI_INT, out, 2, t, 0, MPI_COMM_WORLD);
  if (strcmp(c, "allgather") == 0)
    MPI_Allgather(in, n, MPI_INT, out, n, MPI_INT, MPI_COMM_WORLD);
  if (strcmp(c, "alltoall") == 0)
    MPI_Alltoall(in, 2, t, out, 2, t, MPI_COMM_WORLD);
  if (strcmp(c, "alltoallv") == 0) {
    int counts[3] = {1, 1, 1}, displs[3] = {0, 2, 4};
    if (rank == 1)
      counts[0] = 2;
    MPI_Alltoallv(in, counts, displs, MPI_INT, out, (int[3]){1, 1, 1}, displs, MPI_INT, MPI_COMM_WORLD);
  }
  MPI_Finalize();
  return 0;
}
