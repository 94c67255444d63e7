/* macros.c: emit/c golden input — a program as one translation unit joined
 * from two files (the second one's #include after main), a code fragment
 * included inside main under a disabled #if, #if blocks and a pragma
 * among abstracted statements, a macro naming a local array that only kept code uses, and
 * loops bounded by function-like macros: the skeleton includes mpiskel.h
 * at file scope before its first ADD_TIME and builds with mpicc.
 * mpiskel-levels: 3 4 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

#ifndef VERBOSE
#define VERBOSE 0
#endif
#define BLOCK_LOW(id, p, n) ((id) * (n) / (p))
#define BLOCK_HIGH(id, p, n) (BLOCK_LOW((id) + 1, p, n) - 1)
#define PEER(k) peer[k]
#define A(i) a[(i) - lo]

void bail_out(int error);

int main(int argc, char **argv) {
  int rank, size, n = 4000, error = 0;
  int peer[2];
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  if (argc > 1)
    n = atoi(argv[1]);
  int lo, hi, q = n / size, extra = n % size;
  if (rank < extra) {
    lo = rank * (q + 1);
    hi = lo + q;
  } else {
    lo = extra * (q + 1) + (rank - extra) * q;
    hi = lo + q - 1;
  }
  double *a = malloc(sizeof(double) * (q + 2));
#pragma omp parallel for
  for (int i = lo; i <= hi; i++) {
#if VERBOSE
#include "fragment.incl"
#else
    A(i) = 0.5 * i;
#endif
  }
  PEER(0) = (rank + 1) % size;
  PEER(1) = (rank + size - 1) % size;
  double edge = 0.0, sum = 0.0;
  for (int iter = 0; iter < 4; iter++) {
    MPI_Sendrecv(&A(lo), 1, MPI_DOUBLE, PEER(1), 7, &edge, 1, MPI_DOUBLE, PEER(0), 7, MPI_COMM_WORLD,
                 MPI_STATUS_IGNORE);
    for (int i = BLOCK_LOW(rank, size, n); i <= BLOCK_HIGH(rank, size, n); i++)
      A(i) = 0.5 * (A(i) + edge) + BLOCK_LOW(rank, size, n);
    sum = 0.0;
#if VERBOSE
    printf("rank %d: iteration %d\n", rank, iter);
#endif
    for (int i = BLOCK_LOW(rank, size, n); i <= BLOCK_HIGH(rank, size, n); i++)
      sum += A(i);
#if !VERBOSE
    sum *= 2.0;
#endif
  }
  double total = 0.0;
  MPI_Reduce(&sum, &total, 1, MPI_DOUBLE, MPI_SUM, 0, MPI_COMM_WORLD);
  if (rank == 0)
    printf("total %g\n", total);
  free(a);
  bail_out(error);
  MPI_Finalize();
  return 0;
}

/* bail.c */
#include <string.h>

void bail_out(int error) {
  int any = 0;
  MPI_Allreduce(&error, &any, 1, MPI_INT, MPI_MAX, MPI_COMM_WORLD);
  if (any != 0) {
    MPI_Finalize();
    exit(1);
  }
}
