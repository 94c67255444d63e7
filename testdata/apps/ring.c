/* ring.c: a token and a payload passed around a ring of ranks for K laps
 * with blocking MPI_Send/MPI_Recv; every rank adds its contribution on the way.
 *
 * usage: ring [laps (default 10)] [payload ints (default 256)]
 * Prints only from rank 0; the line carrying a timing is marked [time]. */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

/* parse_count reads a non-negative decimal argument, or returns fallback when
 * the argument is absent or not a plain number (no atoi: keep the libc
 * surface small). */
static int parse_count(int argc, char **argv, int index, int fallback) {
  if (index >= argc)
    return fallback;
  const char *s = argv[index];
  int value = 0;
  if (*s == '\0')
    return fallback;
  for (; *s; s++) {
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

  int laps = parse_count(argc, argv, 1, 10);
  int payload_len = parse_count(argc, argv, 2, 256);
  int next = (rank + 1) % size;
  int prev = (rank + size - 1) % size;

  /* message = token followed by payload_len ints */
  int *message = malloc(sizeof(int) * (size_t)(payload_len + 1));
  for (int i = 0; i <= payload_len; i++)
    message[i] = 0;

  MPI_Barrier(MPI_COMM_WORLD);
  double start = MPI_Wtime();
  for (int lap = 0; lap < laps; lap++) {
    if (rank == 0) {
      message[0] += 1; /* the token counts hops */
      for (int i = 1; i <= payload_len; i++)
        message[i] = (message[i] * 3 + i + lap) % 1000003;
      if (size > 1) {
        MPI_Send(message, payload_len + 1, MPI_INT, next, lap, MPI_COMM_WORLD);
        MPI_Recv(message, payload_len + 1, MPI_INT, prev, lap, MPI_COMM_WORLD,
                 MPI_STATUS_IGNORE);
      }
    } else {
      MPI_Recv(message, payload_len + 1, MPI_INT, prev, lap, MPI_COMM_WORLD,
               MPI_STATUS_IGNORE);
      message[0] += 1;
      for (int i = 1; i <= payload_len; i++)
        message[i] = (message[i] * 3 + i * (rank + 1)) % 1000003;
      MPI_Send(message, payload_len + 1, MPI_INT, next, lap, MPI_COMM_WORLD);
    }
  }
  double elapsed = MPI_Wtime() - start;

  if (rank == 0) {
    long long checksum = 0;
    for (int i = 1; i <= payload_len; i++)
      checksum = (checksum * 31 + message[i]) % 1000000007LL;
    printf("ring: %d ranks, %d laps, %d payload ints\n", size, laps,
           payload_len);
    printf("token hops: %d (expected %d)\n", message[0], laps * size);
    printf("payload checksum: %lld\n", checksum);
    printf("[time] %.6f s, %.3f us per hop\n", elapsed,
           laps > 0 ? elapsed * 1e6 / (laps * size) : 0.0);
  }
  free(message);
  MPI_Finalize();
  return 0;
}
