/* bounds.c: emit/c golden input — loop bounds held in variables that are
 * initialised by calls (parse_count), so W is written with the variables'
 * names; a token ring whose computation sits between MPI calls; a variable
 * only abstracted code reads, whose initialising call stays.
 * mpiskel-levels: 3 4 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

static int parse_count(int argc, char **argv, int index, int fallback) {
  if (index >= argc)
    return fallback;
  int value = 0;
  for (const char *s = argv[index]; *s; s++) {
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
  int salt = parse_count(argc, argv, 3, 7);
  int *msg = malloc(sizeof(int) * (size_t)(len + 1));
  for (int i = 0; i <= len; i++)
    msg[i] = i;
  for (int lap = 0; lap < laps; lap++) {
    if (rank == 0) {
      for (int i = 1; i <= len; i++)
        msg[i] = (msg[i] * 3 + lap + salt) % 1009;
      MPI_Send(msg, len + 1, MPI_INT, (rank + 1) % size, lap, MPI_COMM_WORLD);
      MPI_Recv(msg, len + 1, MPI_INT, (rank + size - 1) % size, lap,
               MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    } else {
      MPI_Recv(msg, len + 1, MPI_INT, rank - 1, lap, MPI_COMM_WORLD,
               MPI_STATUS_IGNORE);
      for (int i = 1; i <= len; i++)
        for (int j = 0; j < rank; j++)
          msg[i] = (msg[i] + j) % 1009;
      MPI_Send(msg, len + 1, MPI_INT, (rank + 1) % size, lap, MPI_COMM_WORLD);
    }
  }
  long checksum = 0;
  for (int i = 0; i <= len; i++)
    checksum += msg[i];
  if (rank == 0)
    printf("bounds: %ld\n", checksum);
  free(msg);
  MPI_Finalize();
  return 0;
}
