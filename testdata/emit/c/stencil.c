/* stencil.c: emit/c golden input — a 1-D Jacobi stencil with a halo
 * exchange: compute loops (abstracted at level 3), a loop around MPI calls
 * (kept), an MPI-free helper (abstracted at level 4), a dead declaration
 * an if/else whose branches are single statements, and a function whose
 * result the skeleton does not need (its return computes nothing).
 * mpiskel-levels: 1 3 4 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

/* smooth averages each point with its neighbours: no MPI, level 3 inside */
static double smooth(double *u, double *v, int n) {
  double change = 0.0;
  for (int i = 1; i <= n; i++) {
    v[i] = (u[i - 1] + u[i] + u[i + 1]) / 3.0;
    change += v[i] > u[i] ? v[i] - u[i] : u[i] - v[i];
  }
  return change;
}

/* weight's value feeds nothing that communication depends on */
static double weight(int s, int steps) {
  if (s > steps)
    return 0.0;
  return (double)s / steps + 1.0;
}

int main(int argc, char **argv) {
  int rank, size;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  int n = 64;
  int steps = 5;
  int unused_counter;
  int left = rank > 0 ? rank - 1 : MPI_PROC_NULL;
  int right = rank + 1 < size ? rank + 1 : MPI_PROC_NULL;
  double *u = malloc(sizeof(double) * (n + 2));
  double *v = malloc(sizeof(double) * (n + 2));

  for (int i = 0; i < n + 2; i++)
    u[i] = (double)(rank * n + i);
  double total = 0.0;
  for (int s = 0; s < steps; s++) {
    /* halo exchange: two messages per neighbour pair */
    MPI_Sendrecv(&u[n], 1, MPI_DOUBLE, right, 0, &u[0], 1, MPI_DOUBLE, left, 0,
                 MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Sendrecv(&u[1], 1, MPI_DOUBLE, left, 1, &u[n + 1], 1, MPI_DOUBLE, right,
                 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    total += smooth(u, v, n) * weight(s, steps);
    if (s % 2 == 0)
      total *= 0.5;
    else
      total += 1.0;
    double *t = u;
    u = v;
    v = t;
  }
  double sum = 0.0;
  MPI_Reduce(&total, &sum, 1, MPI_DOUBLE, MPI_SUM, 0, MPI_COMM_WORLD);
  if (rank == 0)
    printf("stencil: %d ranks, sum %.3f\n", size, sum);
  free(u);
  free(v);
  MPI_Finalize();
  return 0;
}
