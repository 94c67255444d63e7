/* scopes.c: emit/c golden input — names whose uses are abstracted while a
 * variable of the same name elsewhere stays (a declaration goes when
 * nothing in its own scope names it), a declaration of several variables
 * of which one is no longer used, and static functions called only from
 * abstracted code (weight) or from those (parity), which go.
 * mpiskel-levels: 1 4 */
#include <mpi.h>
#include <stdlib.h>
#include "mpiskel.h"
/* mpiskel: parity no longer called */

/* mpiskel: weight no longer called */



int main(int argc, char **argv) {
  int rank, size;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  int n = 256, stride = n + 2;
  double *u = calloc((size_t)(stride * 4), sizeof(double));
  double sum = 0.0;
  int sent = 0, rounds = 3;
  for (int r = 0; r < rounds; r++) { /* mpiskel: region 36, level 1 */ ADD_TIME(36, 1e-09);
    /* mpiskel: lines 26-32 abstracted (region 19, level 1; region 21, level 3) */ { ADD_TIME(19, 1e-09); ADD_TIME(21, 1e-09 * (double)((((256L - 1L) >= 0L) ? ((256L - 1L) + 1L) : 0L) * (((2L - 1L) >= 0L) ? ((2L - 1L) + 1L) : 0L))); }






    for (int k = 0; k < size; k++) { /* mpiskel: region 32, level 1 */ ADD_TIME(32, 1e-09); /* mpiskel: region 34, level 1 */ ADD_TIME(34, 1e-09);
      double v = sum;
      MPI_Allreduce(&v, &sum, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
      sent++;
    }
  }
  MPI_Bcast(&sent, 1, MPI_INT, 0, MPI_COMM_WORLD);
  free(u);
  MPI_Finalize();
  return 0;
}
