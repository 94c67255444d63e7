/* firsttouch.c: messages landing in size-only buffers (mpiskel_sizeonly),
 * one per allocation site and caller. Rank 0 receives into pages no
 * message moved before (15 of them) and into pages one did (a second
 * allocation at the same site, pages sent from); rank 1 only into 2 fresh
 * pages. */
#include <mpi.h>
#include <stdlib.h>

void *mpiskel_sizeonly(size_t n);

/* an allocation wrapper: its two callers get two blocks */
__attribute__((noinline)) static char *wrapped(size_t n) { return mpiskel_sizeonly(n); }

int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  static char real[2 * 40000];
  for (int k = 0; k < 2; k++) {
    char *a = mpiskel_sizeonly(1 << 20); /* k = 1: the same block again */
    if (rank == 0)
      MPI_Recv(a, 40000, MPI_BYTE, 1, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE); /* pages 0-9, then none */
    else
      MPI_Send(real, 40000, MPI_BYTE, 0, 0, MPI_COMM_WORLD);
    if (k == 1 && rank == 0)
      MPI_Recv(a + 40000, 4096, MPI_BYTE, 1, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE); /* pages 9-10: 10 is fresh */
    else if (k == 1)
      MPI_Send(real, 4096, MPI_BYTE, 0, 1, MPI_COMM_WORLD);
  }
  char *b = mpiskel_sizeonly(8192);
  if (rank == 0) { /* sent from first: the compute wrote it */
    MPI_Send(b, 8192, MPI_BYTE, 1, 2, MPI_COMM_WORLD);
    MPI_Recv(b, 8192, MPI_BYTE, 1, 3, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  } else {
    MPI_Recv(real, 8192, MPI_BYTE, 0, 2, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Send(real, 8192, MPI_BYTE, 0, 3, MPI_COMM_WORLD);
  }
  char *c = mpiskel_sizeonly(2 * 4096);
  MPI_Alltoall(real, 4096, MPI_BYTE, c, 4096, MPI_BYTE, MPI_COMM_WORLD); /* pages 0-1 */
  char *d = wrapped(4096), *e = wrapped(4096);
  if (rank == 0) { /* page 0 of each */
    MPI_Recv(d, 4096, MPI_BYTE, 1, 4, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Recv(e, 4096, MPI_BYTE, 1, 5, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  } else {
    MPI_Send(real, 4096, MPI_BYTE, 0, 4, MPI_COMM_WORLD);
    MPI_Send(real, 4096, MPI_BYTE, 0, 5, MPI_COMM_WORLD);
  }
  MPI_Finalize();
  return 0;
}
