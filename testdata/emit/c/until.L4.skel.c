/* until.c: emit/c golden input — a loop that runs until computed data
 * converge, its count given by a pragma, so the skeleton's loop counts its
 * iterations; and counts exchanged by MPI_Alltoall that size an
 * MPI_Alltoallv (the payload slice keeps their computation).
 * mpiskel-levels: 2 3 4 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include "mpiskel.h"
int main(int argc, char **argv) {
  int rank, size;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  int *sendcounts = malloc(sizeof(int) * size);
  int *recvcounts = malloc(sizeof(int) * size);
  int *sdispls = malloc(sizeof(int) * size);
  int *rdispls = malloc(sizeof(int) * size);
  for (int p = 0; p < size; p++)
    { /* mpiskel: region 14, level 3, per iteration */ ADD_TIME(14, 1e-09); sendcounts[p] = (rank + 2 * p) % 3 + 1; }
  MPI_Alltoall(sendcounts, 1, MPI_INT, recvcounts, 1, MPI_INT, MPI_COMM_WORLD);
  int stotal = 0, rtotal = 0;
  for (int p = 0; p < size; p++) { /* mpiskel: region 19, level 3, per iteration */ ADD_TIME(19, 1e-09);
    sdispls[p] = stotal;
    stotal += sendcounts[p];
    rdispls[p] = rtotal;
    rtotal += recvcounts[p];
  }
  double *keys = malloc(sizeof(double) * (stotal + 1));
  double *got = malloc(sizeof(double) * (rtotal + 1));
  /* mpiskel: lines 31-32 abstracted (region 23, level 4; region 24, level 3) */ { ADD_TIME(23, 1e-09); ADD_TIME(24, 1e-09 * (double)(((long)stotal > 0L) ? (long)stotal : 0L)); }

  MPI_Alltoallv(keys, sendcounts, sdispls, MPI_DOUBLE, got, recvcounts, rdispls,
                MPI_DOUBLE, MPI_COMM_WORLD);

  double x = 1.0, residual = 1.0, total = 0.0;
  int sweeps = 0;
#pragma mpiskel loop_count(10)
  { long mpiskel_loop39 = 0; /* mpiskel: runs 10 times per entry (#pragma mpiskel loop_count(10)) */ while (mpiskel_loop39++ < 10L) {
    double local = 0.0;
    /* mpiskel: lines 41-42 abstracted (region 31, level 1; region 33, level 3) */ { ADD_TIME(31, 1e-09); ADD_TIME(33, 1e-09 * (double)(((long)rtotal > 0L) ? (long)rtotal : 0L)); }

    x = 0.5 * x;
    MPI_Allreduce(&x, &residual, 1, MPI_DOUBLE, MPI_MIN, MPI_COMM_WORLD);
    total += local;
    sweeps++;
  } }
  /* mpiskel: lines 48-49 abstracted (region 38, level 1; region 39, level 4) */ { ADD_TIME(38, 1e-09); ADD_TIME(39, 1e-09); }

  free(sendcounts);
  free(recvcounts);
  free(sdispls);
  free(rdispls);
  free(keys);
  free(got);
  MPI_Finalize();
  return 0;
}
