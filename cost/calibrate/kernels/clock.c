/* clock.c: the clock rate, from a chain of dependent register adds (one
 * cycle each on every current core), and the latencies of two dependence
 * chains the static cost model bounds loops by, timed in thread CPU time.
 *
 * usage: clock [add|fp|store] N REPS
 *   add    64·N dependent integer register-register adds (the default)
 *   fp     8·N dependent FP adds, the sum in a register (s += x)
 *   store  8·N FP adds to a sum in memory (volatile: loaded, added to and
 *          stored back each time, as clang -O1 leaves a sum whose address
 *          escapes, halo2d's residual): a store-to-load forward and an FP
 *          add per step
 * Runs the chain once untimed, then REPS times, printing one line per timed
 * run: its thread CPU time in ns. */
#define _POSIX_C_SOURCE 199309L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* Register-register adds: Intel's Golden Cove cores fold a chain of adds
 * of an immediate at rename (64 of them took about 8 cycles: a 17 GHz
 * clock), which a register operand prevents. */
#if defined(__x86_64__)
#define ADD1 "add %1, %0\n\t"
#elif defined(__aarch64__)
#define ADD1 "add %0, %0, %1\n\t"
#else
#error "no add chain for this architecture"
#endif
#define ADD4 ADD1 ADD1 ADD1 ADD1
#define ADD16 ADD4 ADD4 ADD4 ADD4
#define ADD64 ADD16 ADD16 ADD16 ADD16

static double add_chain(long n, double x) {
  unsigned long v = (unsigned long)x, step = (unsigned long)(x * 3.0);
  for (long i = 0; i < n; i++)
    __asm__ volatile(ADD64 : "+r"(v) : "r"(step));
  return (double)v;
}

/* Eight steps per iteration, so that the loop's own instructions stay off
 * the chain's time. */
#define STEP8(s) s; s; s; s; s; s; s; s

static double fp_chain(long n, double x) {
  double s = 0.0;
  for (long i = 0; i < n; i++) {
    STEP8(s += x);
  }
  return s;
}

static volatile double slot;

static double store_chain(long n, double x) {
  for (long i = 0; i < n; i++) {
    STEP8(slot += x);
  }
  return slot;
}

volatile double sink;

int main(int argc, char **argv) {
  double (*chain)(long, double) = add_chain;
  if (argc == 4) {
    if (strcmp(argv[1], "fp") == 0)
      chain = fp_chain;
    else if (strcmp(argv[1], "store") == 0)
      chain = store_chain;
    else if (strcmp(argv[1], "add") != 0)
      argc = 0;
    argv++;
    argc--;
  }
  if (argc != 3) {
    fprintf(stderr, "usage: clock [add|fp|store] N REPS\n");
    return 2;
  }
  long n = atol(argv[1]);
  int reps = atoi(argv[2]);
  double x = 1.0 + 1e-9 * argc; /* unknown to the compiler */
  sink += chain(n, x);
  for (int r = 0; r < reps; r++) {
    struct timespec t0, t1;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t0);
    sink += chain(n, x);
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t1);
    printf("%lld\n", (long long)(t1.tv_sec - t0.tv_sec) * 1000000000LL + (t1.tv_nsec - t0.tv_nsec));
  }
  return 0;
}
