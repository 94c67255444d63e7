/* anysrc.c: which message an MPI_ANY_SOURCE receive gets, and the order of
 * the ranks' output lines, follow virtual time. Rank r computes for work(r)
 * units, prints a line and sends to rank 0, which receives with
 * MPI_ANY_SOURCE and prints the order. argv[1] "down" reverses the work. */
#include <mpi.h>
#include <stdio.h>
#include <string.h>

static volatile double sink;

static void compute(int units) {
  double x = 0;
  for (int i = 0; i < units * 20000; i++)
    x += i * 0.5;
  sink = x;
}

int main(int argc, char **argv) {
  int rank, size;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  int down = argc > 1 && strcmp(argv[1], "down") == 0;
  if (rank > 0) {
    compute(down ? size - rank : rank);
    printf("rank %d done computing\n", rank);
    MPI_Send(&rank, 1, MPI_INT, 0, 0, MPI_COMM_WORLD);
  } else {
    for (int k = 1; k < size; k++) {
      int flag = 0;
      MPI_Status st;
      while (!flag)
        MPI_Iprobe(MPI_ANY_SOURCE, 0, MPI_COMM_WORLD, &flag, &st);
      int v;
      MPI_Recv(&v, 1, MPI_INT, MPI_ANY_SOURCE, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
      printf("received %d (probed %d)\n", v, st.MPI_SOURCE);
    }
  }
  MPI_Finalize();
  return 0;
}
