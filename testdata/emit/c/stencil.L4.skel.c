/* stencil.c: emit/c golden input — a 1-D Jacobi stencil with a halo
 * exchange: compute loops (abstracted at level 3), a loop around MPI calls
 * (kept), an MPI-free helper (abstracted at level 4), a dead declaration
 * an if/else whose branches are single statements, and a function whose
 * result the skeleton does not need (its return computes nothing).
 * mpiskel-levels: 1 3 4 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include "mpiskel.h"
/* smooth averages each point with its neighbours: no MPI, level 3 inside */
static double smooth(double *u, double *v, int n) {
  double change = 0.0;
  for (int i = 1; i <= n; i++) {
    /* mpiskel: line 15 abstracted */ {}
    change += v[i] > u[i] ? v[i] - u[i] : u[i] - v[i];
  } /* mpiskel: region 14, level 3 */ ADD_TIME(14, 1e-09 * (double)((((long)n - 1L) >= 0L) ? (((long)n - 1L) + 1L) : 0L));
  return change;
}

/* weight's value feeds nothing that communication depends on */
static double weight(int s, int steps) {
  /* mpiskel: region 24, level 1 */ ADD_TIME(24, 1e-09); if (s > steps)
    return 0.0;
  /* mpiskel: region 25, level 2 */ ADD_TIME(25, 1e-09); return 0 /* mpiskel: value not computed */;
}

int main(int argc, char **argv) {
  int rank, size;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  int n = 64;
  int steps = 5;

  int left = rank > 0 ? rank - 1 : MPI_PROC_NULL; /* mpiskel: region 30, level 2 */ ADD_TIME(30, 1e-09);
  int right = rank + 1 < size ? rank + 1 : MPI_PROC_NULL; /* mpiskel: region 33, level 1 */ ADD_TIME(33, 1e-09); /* mpiskel: region 34, level 2 */ ADD_TIME(34, 1e-09);
  double *u = malloc(sizeof(double) * (n + 2));
  double *v = malloc(sizeof(double) * (n + 2));

  /* mpiskel: lines 41-42 abstracted (region 37, level 4; region 38, level 3) */ { ADD_TIME(37, 1e-09); ADD_TIME(38, 1e-09 * (double)(((long)(64L + 2L) > 0L) ? (long)(64L + 2L) : 0L)); }

  double total = 0.0;
  for (int s = 0; s < steps; s++) { /* mpiskel: region 44, level 1 */ ADD_TIME(44, 1e-09); /* mpiskel: region 50, level 1 */ ADD_TIME(50, 1e-09);
    /* halo exchange: two messages per neighbour pair */
    MPI_Sendrecv(&u[n], 1, MPI_DOUBLE, right, 0, &u[0], 1, MPI_DOUBLE, left, 0,
                 MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Sendrecv(&u[1], 1, MPI_DOUBLE, left, 1, &u[n + 1], 1, MPI_DOUBLE, right,
                 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    total += smooth(u, v, n) * weight(s, steps);
    /* mpiskel: region 46, level 2 */ ADD_TIME(46, 1e-09); if (s % 2 == 0)
      /* mpiskel: lines 52-54 abstracted */ {}


    double *t = u;
    u = v;
    v = t;
  } /* mpiskel: region 42, level 1 */ ADD_TIME(42, 1e-09);
  double sum = 0.0;
  MPI_Reduce(&total, &sum, 1, MPI_DOUBLE, MPI_SUM, 0, MPI_COMM_WORLD);
  /* mpiskel: region 52, level 4 */ ADD_TIME(52, 1e-09); if (rank == 0)
    /* mpiskel: line 62 abstracted */ {}
  free(u);
  free(v);
  MPI_Finalize();
  return 0;
}
