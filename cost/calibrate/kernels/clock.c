/* clock.c: the clock rate, from a chain of dependent register adds (one
 * cycle each on every current core), timed in thread CPU time.
 *
 * usage: clock N REPS
 * Runs the chain of 64·N adds once untimed, then REPS times, printing one
 * line per timed run: its thread CPU time in ns. */
#define _POSIX_C_SOURCE 199309L
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#if defined(__x86_64__)
#define ADD1 "add $1, %0\n\t"
#elif defined(__aarch64__)
#define ADD1 "add %0, %0, #1\n\t"
#else
#error "no add chain for this architecture"
#endif
#define ADD4 ADD1 ADD1 ADD1 ADD1
#define ADD16 ADD4 ADD4 ADD4 ADD4
#define ADD64 ADD16 ADD16 ADD16 ADD16

static unsigned long chain(long n) {
  unsigned long x = 0;
  for (long i = 0; i < n; i++)
    __asm__ volatile(ADD64 : "+r"(x));
  return x;
}

volatile unsigned long sink;

int main(int argc, char **argv) {
  if (argc != 3) {
    fprintf(stderr, "usage: clock N REPS\n");
    return 2;
  }
  long n = atol(argv[1]);
  int reps = atoi(argv[2]);
  sink += chain(n);
  for (int r = 0; r < reps; r++) {
    struct timespec t0, t1;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t0);
    sink += chain(n);
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t1);
    printf("%lld\n", (long long)(t1.tv_sec - t0.tv_sec) * 1000000000LL + (t1.tv_nsec - t0.tv_nsec));
  }
  return 0;
}
