/* misuse.c: one MPI mistake per case (argv[1]); each must end the run with
 * an error naming the rank, the call and this file's line. */
#include <mpi.h>
#include <stdio.h>
#include <string.h>

int main(int argc, char **argv) {
  const char *c = argc > 1 ? argv[1] : "";
  int rank = 0, size = 1, x = 0, y[2];
  if (strcmp(c, "before-init") == 0)
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  if (strcmp(c, "null-comm") == 0)
    MPI_Send(&x, 1, MPI_INT, 0, 0, MPI_COMM_NULL);
  if (strcmp(c, "null-type") == 0 && rank == 1)
    MPI_Send(&x, 1, MPI_DATATYPE_NULL, 0, 0, MPI_COMM_WORLD);
  if (strcmp(c, "bad-op") == 0)
    MPI_Allreduce(&x, y, 1, MPI_INT, MPI_OP_NULL, MPI_COMM_WORLD);
  if (strcmp(c, "maxloc-int") == 0)
    MPI_Allreduce(&x, y, 1, MPI_INT, MPI_MAXLOC, MPI_COMM_WORLD);
  if (strcmp(c, "bad-root") == 0)
    MPI_Bcast(&x, 1, MPI_INT, size, MPI_COMM_WORLD);
  if (strcmp(c, "bad-tag") == 0 && rank == 0)
    MPI_Send(&x, 1, MPI_INT, 1, -5, MPI_COMM_WORLD);
  if (strcmp(c, "neg-source") == 0 && rank == 0)
    MPI_Recv(&x, 1, MPI_INT, -7, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  if (strcmp(c, "uncommitted") == 0) {
    MPI_Datatype t;
    MPI_Type_contiguous(2, MPI_INT, &t);
    MPI_Send(y, 1, t, 0, 0, MPI_COMM_SELF);
  }
  if (strcmp(c, "irecv-truncate") == 0) {
    MPI_Request rq;
    if (rank == 0) {
      MPI_Irecv(&x, 1, MPI_INT, 1, 0, MPI_COMM_WORLD, &rq);
      MPI_Wait(&rq, MPI_STATUS_IGNORE);
    } else if (rank == 1) {
      MPI_Send(y, 2, MPI_INT, 0, 0, MPI_COMM_WORLD);
    }
  }
  if (strcmp(c, "waitall-deadlock") == 0) {
    MPI_Request rq[2];
    MPI_Irecv(&x, 1, MPI_INT, (rank + 1) % size, 3, MPI_COMM_WORLD, &rq[0]);
    MPI_Irecv(y, 1, MPI_INT, MPI_ANY_SOURCE, 4, MPI_COMM_WORLD, &rq[1]);
    MPI_Waitall(2, rq, MPI_STATUSES_IGNORE);
  }
  if (strcmp(c, "coll-mismatch") == 0 && rank != 0)
    MPI_Barrier(MPI_COMM_WORLD);
  if (strcmp(c, "abort") == 0 && rank == 1)
    MPI_Abort(MPI_COMM_WORLD, 42);
  if (strcmp(c, "no-finalize") == 0 && rank == 1)
    return 3;
  if (strcmp(c, "ssend-alone") == 0 && rank == 0)
    MPI_Ssend(&x, 1, MPI_INT, 1, 0, MPI_COMM_WORLD);
  if (strcmp(c, "overlapping-groups") == 0) {
    MPI_Group world, g;
    MPI_Comm sub;
    int members[2] = {rank == 0 ? 0 : 1, rank == 0 ? 1 : 2};
    MPI_Comm_group(MPI_COMM_WORLD, &world);
    MPI_Group_incl(world, 2, members, &g);
    MPI_Comm_create(MPI_COMM_WORLD, g, &sub);
  }
  int v[4] = {0, 0, 0, 0};
  if (strcmp(c, "root-differs") == 0)
    MPI_Bcast(v, 4, MPI_INT, rank == 2 ? 1 : 0, MPI_COMM_WORLD);
  if (strcmp(c, "count-differs") == 0)
    MPI_Allreduce(MPI_IN_PLACE, v, rank == 1 ? 2 : 4, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
  if (strcmp(c, "type-differs") == 0)
    MPI_Bcast(v, 4, rank == 1 ? MPI_FLOAT : MPI_INT, 0, MPI_COMM_WORLD);
  if (strcmp(c, "call-differs") == 0) {
    if (rank == 2)
      MPI_Reduce(v, v + 2, 2, MPI_INT, MPI_SUM, 0, MPI_COMM_WORLD);
    else
      MPI_Bcast(v, 4, MPI_INT, 0, MPI_COMM_WORLD);
  }
  MPI_Barrier(MPI_COMM_WORLD);
  MPI_Finalize();
  if (strcmp(c, "after-finalize") == 0)
    MPI_Barrier(MPI_COMM_WORLD);
  return 0;
}
