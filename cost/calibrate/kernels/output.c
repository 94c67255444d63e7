/* output.c: what writing a line to stdout costs a rank under mpirun (whose
 * launcher forwards each rank's output; the rank's stdout is a terminal
 * there, so line-buffered: one write per line).
 *
 * usage: output REPS LINES
 * For line lengths 16 and 256 bytes (newline included), REPS repetitions of
 * LINES lines printed to stdout; each repetition prints, to stderr,
 * "out LENGTH SECONDS_PER_LINE". */
#define _POSIX_C_SOURCE 199309L
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + 1e-9 * t.tv_nsec;
}

int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  int reps = argc > 1 ? atoi(argv[1]) : 5, lines = argc > 2 ? atoi(argv[2]) : 2000;
  static const int lengths[] = {16, 256};
  char line[256];
  for (int r = 0; r < reps; r++)
    for (int k = 0; k < 2; k++) {
      int n = lengths[k];
      memset(line, 'x', n - 1);
      line[n - 1] = '\0';
      double t0 = now();
      for (int i = 0; i < lines; i++)
        puts(line);
      fflush(stdout);
      fprintf(stderr, "out %d %.9e\n", n, (now() - t0) / lines);
    }
  MPI_Finalize();
  return 0;
}
