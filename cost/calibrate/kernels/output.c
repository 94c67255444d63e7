/* output.c: what writing a line to stdout costs a rank under mpirun (whose
 * launcher forwards each rank's output; the rank's stdout is a terminal
 * there, so line-buffered: one write per line).
 *
 * usage: output REPS LINES
 * For line lengths 16 and 256 bytes (newline included), REPS repetitions of
 * LINES lines printed to stdout; each repetition prints, to stderr,
 * "out LENGTH SECONDS_PER_LINE". Then per repetition the formatting alone,
 * without I/O: LINES snprintf calls of a line with five integer
 * conversions less as many of a literal line of the same length, per
 * conversion, printed as "fmt NANOSECONDS". */
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

static double format_ns(int lines) {
  char buf[128];
  unsigned sink = 0;
  double t0 = now();
  for (int i = 0; i < lines; i++) {
    snprintf(buf, sizeof buf, "item %4d: first %lld count %d top %lld sum %lld\n", i % 1000,
             27LL + 7919LL * i, i % 300, 123456789LL + i, 987654321LL - 3LL * i);
    sink += (unsigned char)buf[6];
  }
  double t1 = now();
  for (int i = 0; i < lines; i++) {
    snprintf(buf, sizeof buf, "item  123: first 1234567 count 123 top 123456789 sum 987654321\n");
    sink += (unsigned char)buf[6 + i % 2];
  }
  double t2 = now();
  if (sink == 1) /* keeps the calls */
    fputs("", stderr);
  return ((t1 - t0) - (t2 - t1)) / lines / 5 * 1e9;
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
  for (int r = 0; r < reps; r++)
    fprintf(stderr, "fmt %.4f\n", format_ns(lines));
  MPI_Finalize();
  return 0;
}
