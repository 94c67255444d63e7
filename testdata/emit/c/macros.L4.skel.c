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
#include "mpiskel.h"
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
  /* mpiskel: region 14, level 4 */ ADD_TIME(14, 1e-09); if (argc > 1)
    n = atoi(argv[1]);
  int lo, hi, q = n / size, extra = n % size;
  if (rank < extra) {
    lo = rank * (q + 1);
    /* mpiskel: line 33 abstracted */ {}
  } else {
    lo = extra * (q + 1) + (rank - extra) * q;
    /* mpiskel: line 36 abstracted */ {}
  } /* mpiskel: region 16, level 1 */ ADD_TIME(16, 1e-09); /* mpiskel: region 17, level 2 */ ADD_TIME(17, 1e-09);
  double *a = malloc(sizeof(double) * (q + 2));

  /* mpiskel: lines 40-46 abstracted (region 20, level 4; region 21, level 3) */ { ADD_TIME(20, 1e-09); ADD_TIME(21, 1e-09 * (double)((((long)hi - (long)lo) >= 0L) ? (((long)hi - (long)lo) + 1L) : 0L)); }
#if VERBOSE

#else

#endif

  PEER(0) = (rank + 1) % size;
  PEER(1) = (rank + size - 1) % size;
  double edge = 0.0, sum = 0.0;
  for (int iter = 0; iter < 4; iter++) { /* mpiskel: region 39, level 1 */ ADD_TIME(39, 1e-09);
    MPI_Sendrecv(&A(lo), 1, MPI_DOUBLE, PEER(1), 7, &edge, 1, MPI_DOUBLE, PEER(0), 7, MPI_COMM_WORLD,
                 MPI_STATUS_IGNORE);
    for (int i = BLOCK_LOW(rank, size, n); i <= BLOCK_HIGH(rank, size, n); i++)
      /* mpiskel: line 54 abstracted (region 29, level 3) */ ADD_TIME(29, 1e-09);
    /* mpiskel: line 55 abstracted (region 27, level 1; region 33, level 1) */ { ADD_TIME(27, 1e-09); ADD_TIME(33, 1e-09); }
#if VERBOSE
    printf("rank %d: iteration %d\n", rank, iter);
#endif
    for (int i = BLOCK_LOW(rank, size, n); i <= BLOCK_HIGH(rank, size, n); i++)
      /* mpiskel: line 60 abstracted (region 34, level 3) */ ADD_TIME(34, 1e-09);
#if !VERBOSE
    /* mpiskel: line 62 abstracted (region 38, level 1) */ ADD_TIME(38, 1e-09);
#endif
  } /* mpiskel: region 25, level 1 */ ADD_TIME(25, 1e-09);
  double total = 0.0;
  MPI_Reduce(&sum, &total, 1, MPI_DOUBLE, MPI_SUM, 0, MPI_COMM_WORLD);
  /* mpiskel: region 41, level 4 */ ADD_TIME(41, 1e-09); if (rank == 0)
    /* mpiskel: line 68 abstracted */ {}
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
  if (0 /* mpiskel: decided as a run that succeeds */) {
    MPI_Finalize();
    exit(1);
  }
}
