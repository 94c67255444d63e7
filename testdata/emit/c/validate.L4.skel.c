/* validate.c: emit/c golden input — a result computed by loops the
 * skeleton abstracts (the last element's value among them), then checked:
 * a wrong value sets an error flag that ends the run through an
 * MPI_Allreduce. The IR skeleton takes the check as a successful run does;
 * the C skeleton, which keeps the check's if for the code on its error
 * path, must too, or natively it fails on the values it no longer
 * computes.
 * mpiskel-levels: 3 4 */
#include <math.h>
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include "mpiskel.h"
static void fail_if(int error) {
  int any = 0;
  MPI_Allreduce(&error, &any, 1, MPI_INT, MPI_MAX, MPI_COMM_WORLD);
  if (0 /* mpiskel: decided as a run that succeeds */) {
    MPI_Finalize();
    exit(1);
  }
}

int main(int argc, char **argv) {
  int rank, size, error = 0, n = 500;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  double *row = malloc(sizeof(double) * n);
  double element_value = 0.0, carry = 0.0;
  for (int step = 0; step < 3; step++) { /* mpiskel: region 33, level 1 */ ADD_TIME(33, 1e-09);
    /* mpiskel: region 21, level 1 */ ADD_TIME(21, 1e-09); if (rank > 0)
      MPI_Recv(&carry, 1, MPI_DOUBLE, rank - 1, step, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    /* mpiskel: lines 33-34 abstracted (region 20, level 1; region 25, level 3) */ { ADD_TIME(20, 1e-09); ADD_TIME(25, 1e-09 * (double)((500L > 0L) ? 500L : 0L)); }

    element_value = row[n - 1] + 1.0;
    /* mpiskel: region 29, level 1 */ ADD_TIME(29, 1e-09); if (rank < size - 1)
      MPI_Send(&element_value, 1, MPI_DOUBLE, rank + 1, step, MPI_COMM_WORLD);
  }
  double expected = (double)rank * n + n;
  if (fabs(element_value - expected) / expected > 1e-12) {
    /* mpiskel: line 41 abstracted */ {}
    error = 1;
  } /* mpiskel: region 34, level 1 */ ADD_TIME(34, 1e-09); /* mpiskel: region 35, level 4 */ ADD_TIME(35, 1e-09);
  fail_if(error);
  /* mpiskel: region 38, level 4 */ ADD_TIME(38, 1e-09); if (rank == size - 1)
    /* mpiskel: line 46 abstracted */ {}
  free(row);
  MPI_Finalize();
  return 0;
}
