/* stencil.c: emit/c golden input — a 1-D Jacobi stencil with a halo
 * exchange: compute loops (abstracted at level 3), a loop around MPI calls
 * (kept), an MPI-free helper (abstracted at level 4), a dead declaration
 * and an if/else whose branches are single statements.
 * mpiskel-levels: 1 3 4 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include "mpiskel.h"
/* smooth averages each point with its neighbours: no MPI, level 3 inside */
static double smooth(double *u, double *v, int n) {
  double change = 0.0;
  for (int i = 1; i <= n; i++) {
    /* mpiskel: line 14 abstracted */ ;
    change += v[i] > u[i] ? v[i] - u[i] : u[i] - v[i];
  } /* mpiskel: region 14, level 3 */ ADD_TIME(14, 1e-09 * (double)((((long)n - 1L) >= 0L) ? (((long)n - 1L) + 1L) : 0L));
  return change;
}

int main(int argc, char **argv) {
  int rank, size;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  int n = 64;
  int steps = 5;

  int left = rank > 0 ? rank - 1 : MPI_PROC_NULL; /* mpiskel: region 25, level 2 */ ADD_TIME(25, 1e-09);
  int right = rank + 1 < size ? rank + 1 : MPI_PROC_NULL; /* mpiskel: region 28, level 1 */ ADD_TIME(28, 1e-09); /* mpiskel: region 29, level 2 */ ADD_TIME(29, 1e-09);
  double *u = malloc(sizeof(double) * (n + 2));
  double *v = malloc(sizeof(double) * (n + 2));

  /* mpiskel: region 33, level 3, exit test */ ADD_TIME(33, 1e-09); for (int i = 0; i < n + 2; i++)
    /* mpiskel: line 34 abstracted (region 33, level 3) */ ADD_TIME(33, 1e-09);
  double total = 0.0;
  for (int s = 0; s < steps; s++) { /* mpiskel: region 45, level 1 */ ADD_TIME(45, 1e-09);
    /* halo exchange: two messages per neighbour pair */
    MPI_Sendrecv(&u[n], 1, MPI_DOUBLE, right, 0, &u[0], 1, MPI_DOUBLE, left, 0,
                 MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Sendrecv(&u[1], 1, MPI_DOUBLE, left, 1, &u[n + 1], 1, MPI_DOUBLE, right,
                 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    total += smooth(u, v, n);
    if (s % 2 == 0)
      /* mpiskel: lines 44-46 abstracted (region 39, level 1; region 41, level 2) */ { ADD_TIME(39, 1e-09); ADD_TIME(41, 1e-09); }


    double *t = u;
    u = v;
    v = t;
  } /* mpiskel: region 37, level 1 */ ADD_TIME(37, 1e-09);
  double sum = 0.0;
  MPI_Reduce(&total, &sum, 1, MPI_DOUBLE, MPI_SUM, 0, MPI_COMM_WORLD);
  if (rank == 0)
    printf("stencil: %d ranks, sum %.3f\n", size, sum);
  free(u);
  free(v);
  MPI_Finalize();
  return 0;
}
