/* bounds.c: emit/c golden input — loop bounds held in variables that are
 * initialised by calls (parse_count), so W is written with the variables'
 * names; a token ring whose computation sits between MPI calls; a variable
 * only abstracted code reads, whose initialising call stays.
 * mpiskel-levels: 3 4 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include "mpiskel.h"
static int parse_count(int argc, char **argv, int index, int fallback) {
  /* mpiskel: region 13, level 1 */ ADD_TIME(13, 1e-09); if (index >= argc)
    return fallback;
  int value = 0;
  for (const char *s = argv[index]; *s; s++) { /* mpiskel: region 14, level 3, per iteration */ ADD_TIME(14, 1e-09);
    if (*s < '0' || *s > '9')
      return fallback;
    value = value * 10 + (*s - '0');
  }
  return value;
}

int main(int argc, char **argv) {
  int rank, size;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  int laps = parse_count(argc, argv, 1, 3);
  int len = parse_count(argc, argv, 2, 100);
  (void)(    parse_count(argc, argv, 3, 7)); /* mpiskel: salt no longer used */
  int *msg = malloc(sizeof(int) * (size_t)(len + 1));
  /* mpiskel: lines 31-32 abstracted (region 26, level 3) */ ADD_TIME(26, 1e-09 * (double)(((long)len >= 0L) ? ((long)len + 1L) : 0L));

  for (int lap = 0; lap < laps; lap++) { /* mpiskel: region 32, level 1 */ ADD_TIME(32, 1e-09); /* mpiskel: region 52, level 1 */ ADD_TIME(52, 1e-09); /* mpiskel: region 53, level 1 */ ADD_TIME(53, 1e-09);
    if (rank == 0) {
      /* mpiskel: lines 35-36 abstracted (region 36, level 3) */ ADD_TIME(36, 1e-09 * (double)((((long)len - 1L) >= 0L) ? (((long)len - 1L) + 1L) : 0L));

      MPI_Send(msg, len + 1, MPI_INT, (rank + 1) % size, lap, MPI_COMM_WORLD);
      MPI_Recv(msg, len + 1, MPI_INT, (rank + size - 1) % size, lap,
               MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    } else {
      MPI_Recv(msg, len + 1, MPI_INT, rank - 1, lap, MPI_COMM_WORLD,
               MPI_STATUS_IGNORE);
      for (int i = 1; i <= len; i++)
        for (int j = 0; j < rank; j++)
          /* mpiskel: line 45 abstracted (region 42, level 3) */ ADD_TIME(42, 1e-09);
      MPI_Send(msg, len + 1, MPI_INT, (rank + 1) % size, lap, MPI_COMM_WORLD);
    } /* mpiskel: region 33, level 1 */ ADD_TIME(33, 1e-09);
  }
  long checksum = 0;
  /* mpiskel: lines 50-51 abstracted (region 55, level 3) */ ADD_TIME(55, 1e-09 * (double)(((long)len >= 0L) ? ((long)len + 1L) : 0L));

  /* mpiskel: region 59, level 1 */ ADD_TIME(59, 1e-09); if (rank == 0)
    printf("bounds: %ld\n", checksum);
  free(msg);
  MPI_Finalize();
  return 0;
}
