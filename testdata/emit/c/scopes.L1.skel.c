/* scopes.c: emit/c golden input — names whose uses are abstracted while a
 * variable of the same name elsewhere stays (a declaration goes when
 * nothing in its own scope names it), and a declaration of several
 * variables of which one is no longer used.
 * mpiskel-levels: 1 3 */
#include <mpi.h>
#include <stdlib.h>
#include "mpiskel.h"
int main(int argc, char **argv) {
  int rank, size;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  int n = 256, stride = n + 2;
  double *u = calloc((size_t)(stride * 4), sizeof(double));
  double sum = 0.0;
  int sent = 0, rounds = 3;
  for (int r = 0; r < rounds; r++) { /* mpiskel: region 15, level 1 */ ADD_TIME(15, 1e-09); /* mpiskel: region 32, level 1 */ ADD_TIME(32, 1e-09);
    for (int j = 1; j <= 2; j++)
      { /* mpiskel: region 18, level 1 */ ADD_TIME(18, 1e-09); { /* mpiskel: region 25, level 1 */ ADD_TIME(25, 1e-09); for (int i = 1; i <= n; i++) { /* mpiskel: region 23, level 1 */ ADD_TIME(23, 1e-09);
        /* mpiskel: lines 21-24 abstracted (region 21, level 1; region 22, level 1) */ { ADD_TIME(21, 1e-09); ADD_TIME(22, 1e-09); }



      } } }
    for (int k = 0; k < size; k++) { /* mpiskel: region 28, level 1 */ ADD_TIME(28, 1e-09); /* mpiskel: region 30, level 1 */ ADD_TIME(30, 1e-09);
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
