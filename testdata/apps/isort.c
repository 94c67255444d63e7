/* isort.c: integer bucket sort in the style of the NAS IS kernel. Each rank
 * draws keys from a linear congruential generator, counts how many fall in
 * each rank's key range (bucket counts), exchanges the counts with
 * MPI_Alltoall, then the keys with MPI_Alltoallv using those counts, and
 * sorts what it received by counting. The global result is verified with
 * reductions.
 *
 * usage: isort [keys per rank (default 2000)] [key range (default 65536)]
 * Prints only from rank 0; output is deterministic. */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

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

/* next_key advances the generator and returns a key in [0, range). */
static int next_key(unsigned *state, int range) {
  *state = *state * 1103515245u + 12345u;
  return (int)((*state >> 8) % (unsigned)range);
}

int main(int argc, char **argv) {
  int rank, size;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);

  int nkeys = parse_count(argc, argv, 1, 2000);
  int range = parse_count(argc, argv, 2, 65536);
  if (range < size)
    range = size;
  int width = (range + size - 1) / size; /* rank b owns [b*width, (b+1)*width) */

  int *keys = malloc(sizeof(int) * (nkeys + 1));
  unsigned state = 12345u + 7919u * (unsigned)rank;
  for (int i = 0; i < nkeys; i++)
    keys[i] = next_key(&state, range);

  /* bucket counts: how many of my keys each rank owns */
  int *send_counts = calloc(size, sizeof(int));
  for (int i = 0; i < nkeys; i++)
    send_counts[keys[i] / width]++;
  int *send_displs = malloc(sizeof(int) * size);
  int *fill = malloc(sizeof(int) * size);
  int offset = 0;
  for (int b = 0; b < size; b++) {
    send_displs[b] = offset;
    fill[b] = offset;
    offset += send_counts[b];
  }
  int *send_keys = malloc(sizeof(int) * (nkeys + 1));
  for (int i = 0; i < nkeys; i++) {
    int b = keys[i] / width;
    send_keys[fill[b]++] = keys[i];
  }

  int *recv_counts = malloc(sizeof(int) * size);
  MPI_Alltoall(send_counts, 1, MPI_INT, recv_counts, 1, MPI_INT, MPI_COMM_WORLD);
  int *recv_displs = malloc(sizeof(int) * size);
  int total = 0;
  for (int b = 0; b < size; b++) {
    recv_displs[b] = total;
    total += recv_counts[b];
  }
  int *recv_keys = malloc(sizeof(int) * (total + 1));
  MPI_Alltoallv(send_keys, send_counts, send_displs, MPI_INT, recv_keys,
                recv_counts, recv_displs, MPI_INT, MPI_COMM_WORLD);

  /* counting sort of my key range */
  int low = rank * width;
  int *histogram = calloc(width, sizeof(int));
  int errors = 0;
  for (int i = 0; i < total; i++) {
    int k = recv_keys[i] - low;
    if (k < 0 || k >= width)
      errors++;
    else
      histogram[k]++;
  }
  int *sorted = malloc(sizeof(int) * (total + 1));
  int n = 0;
  for (int k = 0; k < width; k++)
    for (int c = 0; c < histogram[k]; c++)
      sorted[n++] = low + k;
  for (int i = 1; i < n; i++)
    if (sorted[i - 1] > sorted[i])
      errors++;

  /* verification: every key arrived, in range and in order */
  long long local[2] = {total, errors}, global[2] = {0, 0};
  MPI_Reduce(local, global, 2, MPI_LONG_LONG, MPI_SUM, 0, MPI_COMM_WORLD);
  int local_min = total, local_max = total, min_keys = 0, max_keys = 0;
  MPI_Reduce(&local_min, &min_keys, 1, MPI_INT, MPI_MIN, 0, MPI_COMM_WORLD);
  MPI_Reduce(&local_max, &max_keys, 1, MPI_INT, MPI_MAX, 0, MPI_COMM_WORLD);
  if (rank == 0) {
    printf("isort: %d keys per rank in [0, %d) on %d ranks\n", nkeys, range, size);
    printf("received %lld keys (expected %lld), %lld errors\n", global[0],
           (long long)nkeys * size, global[1]);
    printf("keys per rank after the exchange: min %d, max %d\n", min_keys, max_keys);
    printf("%s\n", global[0] == (long long)nkeys * size && global[1] == 0 ? "sorted" : "NOT sorted");
  }
  free(keys);
  free(send_counts);
  free(send_displs);
  free(fill);
  free(send_keys);
  free(recv_counts);
  free(recv_displs);
  free(recv_keys);
  free(histogram);
  free(sorted);
  MPI_Finalize();
  return 0;
}
