/* kernels.c: the compute kernels mpiskel calibrate times natively and counts
 * in the interpreter, each mixing the instruction classes of the static cost
 * model differently.
 *
 * usage: kernels NAME N REPS
 * Runs kernel NAME once untimed (warm-up), then REPS times timed, each run
 * doing N units of work, and prints one line per timed run: its thread CPU
 * time and its wall-clock time in ns. With REPS = 0 the kernel runs exactly
 * once, which is how its instructions are counted. Data sizes do not depend
 * on N, so the instructions of N units are N times those of one.
 *
 * The kernels modelled on application loops (mem_copy, stencil, spmv,
 * histogram) work on several MiB, more than L2 caches hold, as the arrays of
 * MPI applications do; the others stay in the L1 or L2 cache. */
#define _POSIX_C_SOURCE 199309L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define NOINLINE __attribute__((noinline))

enum {
  VEC = 4096,     /* L1-resident vectors */
  BIG = 1 << 21,  /* 8 MiB of ints per array */
  GRID = 1024,    /* 8 MiB of doubles per grid */
  TR = 256,       /* 512 KiB matrices, strided */
  CSR_SIDE = 256, /* a 256 x 512 grid: 131072 rows, 5 MiB of values */
  CSR_ROWS = CSR_SIDE * 512,
  SORT = 48,
  KEYS = 1 << 20, /* 4 MiB of keys */
  BINS = 1 << 16  /* 256 KiB of counters */
};

static double va[VEC];
static int ia[VEC], ib[VEC], perm[VEC];
static int big_a[BIG], big_b[BIG];
static double grid_in[GRID * GRID], grid_out[GRID * GRID];
static double tr_in[TR * TR], tr_out[TR * TR];
static int csr_start[CSR_ROWS + 1], csr_col[5 * CSR_ROWS];
static double csr_val[5 * CSR_ROWS], csr_x[CSR_ROWS], csr_y[CSR_ROWS];
static int sort_src[SORT], sort_buf[SORT];
static int keys[KEYS], hist[BINS];
static unsigned char pattern[VEC];
/* Set from argc in main, so that the compiler knows none of them. */
static int g_div, g_div2;
static double g_mul, g_add;
static unsigned long g_seed;

static unsigned long lcg_state = 12345;
static unsigned long lcg(void) {
  lcg_state = lcg_state * 6364136223846793005UL + 1442695040888963407UL;
  return lcg_state >> 33;
}

/* int_alu: four independent xorshift streams; shifts, xors, loop control. */
NOINLINE long kern_int_alu(long n) {
  unsigned long a = g_seed, b = g_seed + 1, c = g_seed + 2, d = g_seed + 3;
  for (long i = 0; i < n; i++) {
    a ^= a << 13; a ^= a >> 7; a ^= a << 17;
    b ^= b << 13; b ^= b >> 7; b ^= b << 17;
    c ^= c << 13; c ^= c >> 7; c ^= c << 17;
    d ^= d << 13; d ^= d >> 7; d ^= d << 17;
  }
  return (long)(a ^ b ^ c ^ d);
}

/* int_mul: a dependent multiply-add-xor hash chain (less parallelism). */
NOINLINE long kern_int_mul(long n) {
  unsigned long h = g_seed, k = g_seed * 3;
  for (long i = 0; i < n; i++) {
    h = (h ^ (unsigned long)i) * 0x100000001b3UL;
    k = k * 31 + (h >> 17);
    h += k & 0xff;
  }
  return (long)(h ^ k);
}

/* int_div: two interleaved chains of 32-bit division and remainder by
 * divisors unknown at compile time. */
NOINLINE long kern_int_div(long n) {
  int x = 1000003, y = 999983, d = g_div, e = g_div2;
  long s = 0;
  for (long i = 0; i < n; i++) {
    x = x / d + 1000003;
    y = y % e + 999983;
    s += x + y;
  }
  return s;
}

/* fp: four independent multiply-add recurrences (llvm.fmuladd) and a sum. */
NOINLINE double kern_fp(long n) {
  double a = 1.0, b = 2.0, c = 3.0, d = 4.0, m = g_mul, k = g_add, s = 0.0;
  for (long i = 0; i < n; i++) {
    a = a * m + k;
    b = b * m - k;
    c = c * m + k;
    d = d * m - k;
    s += a - b;
  }
  return a + b + c + d + s;
}

/* fp_div: two independent division chains and a multiply. */
NOINLINE double kern_fp_div(long n) {
  double a = 1.5, b = 2.5, k = g_add + 1.0;
  for (long i = 0; i < n; i++) {
    a = k / (a + 1.0);
    b = (k + 1.0) / (b + 2.0);
  }
  return a * b;
}

/* mem_sum: a sum over an array in the L1/L2 caches (loads). */
NOINLINE double kern_mem_sum(long n) {
  double s0 = 0.0, s1 = 0.0;
  for (long r = 0; r < n; r++)
    for (int i = 0; i < VEC; i += 2) {
      s0 += va[i];
      s1 += va[i + 1];
    }
  return s0 + s1;
}

/* mem_copy: load, add, store streaming over 8 MiB integer arrays. */
NOINLINE long kern_mem_copy(long n) {
  for (long r = 0; r < n; r++)
    for (int i = 0; i < BIG; i++)
      big_b[i] = big_a[i] + (int)r;
  return big_b[BIG - 1];
}

/* mem_gather: indirect loads through a random permutation (cg's x[col[k]]). */
NOINLINE long kern_mem_gather(long n) {
  long s = 0;
  for (long r = 0; r < n; r++)
    for (int i = 0; i < VEC; i++)
      s += ia[perm[i]];
  return s;
}

/* branch: conditional stores taken in a repeating pattern of period 8
 * (predictable, like boundary tests), which the compiler cannot turn
 * into selects. */
NOINLINE long kern_branch(long n) {
  long taken = 0;
  for (long r = 0; r < n; r++)
    for (int i = 0; i < VEC; i++) {
      if (pattern[i] & 1)
        ib[i & 63] = i;
      if (pattern[i] & 2)
        ib[64 + (i & 63)] = i;
      if (pattern[i] & 4)
        taken++;
    }
  return taken + ib[5];
}

/* branch_random: the same with a random pattern (mispredictions). */
NOINLINE long kern_branch_random(long n) {
  long taken = 0;
  for (long r = 0; r < n; r++)
    for (int i = 0; i < VEC; i++) {
      if (pattern[i] & 16)
        ib[i & 63] = i;
      if (pattern[i] & 32)
        taken++;
    }
  return taken + ib[5];
}

NOINLINE int callee(int x, int y) { return x * y + 1; }

/* call: calls of a small function (call, ret, argument set-up). */
NOINLINE long kern_call(long n) {
  long s = 0;
  for (long i = 0; i < n; i++)
    s += callee((int)i, (int)s);
  return s;
}

/* stencil: a 5-point Jacobi sweep (halo2d). */
NOINLINE double kern_stencil(long n) {
  for (long r = 0; r < n; r++)
    for (int y = 1; y < GRID - 1; y++)
      for (int x = 1; x < GRID - 1; x++)
        grid_out[y * GRID + x] = 0.25 * (grid_in[(y - 1) * GRID + x] + grid_in[(y + 1) * GRID + x] +
                                         grid_in[y * GRID + x - 1] + grid_in[y * GRID + x + 1]);
  return grid_out[GRID + 1];
}

/* spmv: a CSR matrix-vector product of a 5-point matrix (cg). */
NOINLINE double kern_spmv(long n) {
  for (long r = 0; r < n; r++)
    for (int i = 0; i < CSR_ROWS; i++) {
      double sum = 0.0;
      for (int k = csr_start[i]; k < csr_start[i + 1]; k++)
        sum += csr_val[k] * csr_x[csr_col[k]];
      csr_y[i] = sum;
    }
  return csr_y[7];
}

/* transpose: a strided copy of a 512 KiB matrix (transpose). */
NOINLINE double kern_transpose(long n) {
  for (long r = 0; r < n; r++)
    for (int i = 0; i < TR; i++)
      for (int j = 0; j < TR; j++)
        tr_out[j * TR + i] = tr_in[i * TR + j];
  return tr_out[TR + 3];
}

/* histogram: counting keys into bins (isort). */
NOINLINE long kern_histogram(long n) {
  for (long r = 0; r < n; r++)
    for (int i = 0; i < KEYS; i++)
      hist[keys[i]]++;
  return hist[3];
}

/* sort: insertion sort of small random arrays (unpredictable compares). */
NOINLINE long kern_sort(long n) {
  long s = 0;
  for (long r = 0; r < n; r++) {
    for (int i = 0; i < SORT; i++)
      sort_buf[i] = sort_src[i] ^ (int)(r & 7);
    for (int i = 1; i < SORT; i++) {
      int v = sort_buf[i], j = i - 1;
      while (j >= 0 && sort_buf[j] > v) {
        sort_buf[j + 1] = sort_buf[j];
        j--;
      }
      sort_buf[j + 1] = v;
    }
    s += sort_buf[SORT / 2];
  }
  return s;
}

/* Each kernel initializes only its own data: the interpreter, which counts
 * the kernels' instructions, would spend seconds on all of it. */
static void init_scalars(int argc) {
  g_div = 7 + argc;
  g_div2 = 13 + argc;
  g_mul = 0.999999 + argc * 1e-12;
  g_add = 0.5 + argc * 1e-12;
  g_seed = 88172645463325252UL + (unsigned long)argc;
}

static void init_vec(void) {
  for (int i = 0; i < VEC; i++) {
    va[i] = (double)(lcg() % 1000) / 7.0;
    ia[i] = (int)(lcg() % 100000);
    perm[i] = i;
    pattern[i] = (unsigned char)((i % 8) | ((lcg() & 7) << 4));
  }
  for (int i = VEC - 1; i > 0; i--) {
    int j = (int)(lcg() % (unsigned long)(i + 1)), t = perm[i];
    perm[i] = perm[j];
    perm[j] = t;
  }
}

static void init_big(void) {
  for (int i = 0; i < BIG; i++)
    big_a[i] = i;
}

static void init_grid(void) {
  for (int i = 0; i < GRID * GRID; i++)
    grid_in[i] = (double)(i % 100);
}

static void init_tr(void) {
  for (int i = 0; i < TR * TR; i++)
    tr_in[i] = (double)i;
}

static void init_csr(void) {
  int nnz = 0, side = CSR_SIDE;
  for (int i = 0; i < CSR_ROWS; i++) {
    int gx = i % side, gy = i / side;
    csr_start[i] = nnz;
    int cols[5] = {i - side, i - 1, i, i + 1, i + side};
    int ok[5] = {gy > 0, gx > 0, 1, gx < side - 1, gy < CSR_ROWS / side - 1};
    for (int k = 0; k < 5; k++)
      if (ok[k]) {
        csr_col[nnz] = cols[k];
        csr_val[nnz++] = k == 2 ? 4.0 : -1.0;
      }
    csr_x[i] = 1.0 / (i + 1);
  }
  csr_start[CSR_ROWS] = nnz;
}

static void init_sort(void) {
  for (int i = 0; i < SORT; i++)
    sort_src[i] = (int)(lcg() % 1000);
}

static void init_keys(void) {
  for (int i = 0; i < KEYS; i++)
    keys[i] = (int)(lcg() % BINS);
}

static void init_none(void) {}

struct kernel {
  const char *name;
  double (*run)(long n);
  void (*init)(void);
};

#define WRAP(k)                                                                \
  static double run_##k(long n) { return (double)kern_##k(n); }
WRAP(int_alu) WRAP(int_mul) WRAP(int_div) WRAP(fp) WRAP(fp_div) WRAP(mem_sum) WRAP(mem_copy)
WRAP(mem_gather) WRAP(branch) WRAP(branch_random) WRAP(call) WRAP(stencil) WRAP(spmv)
WRAP(transpose) WRAP(histogram) WRAP(sort)

static const struct kernel kernels[] = {
#define K(k, init) {#k, run_##k, init_##init},
    K(int_alu, none) K(int_mul, none) K(int_div, none) K(fp, none) K(fp_div, none)
    K(mem_sum, vec) K(mem_copy, big) K(mem_gather, vec) K(branch, vec) K(branch_random, vec)
    K(call, none) K(stencil, grid) K(spmv, csr) K(transpose, tr) K(histogram, keys) K(sort, sort)
};

volatile double sink;

int main(int argc, char **argv) {
  if (argc != 4) {
    fprintf(stderr, "usage: kernels NAME N REPS\n");
    return 2;
  }
  const struct kernel *k = NULL;
  for (unsigned i = 0; i < sizeof kernels / sizeof kernels[0]; i++)
    if (strcmp(kernels[i].name, argv[1]) == 0)
      k = &kernels[i];
  if (k == NULL) {
    fprintf(stderr, "kernels: no kernel %s\n", argv[1]);
    return 2;
  }
  long n = atol(argv[2]);
  int reps = atoi(argv[3]);
  init_scalars(argc);
  k->init();
  sink += k->run(n);
  for (int r = 0; r < reps; r++) {
    struct timespec c0, c1, w0, w1;
    clock_gettime(CLOCK_MONOTONIC, &w0);
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &c0);
    sink += k->run(n);
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &c1);
    clock_gettime(CLOCK_MONOTONIC, &w1);
    printf("%lld %lld\n", (long long)(c1.tv_sec - c0.tv_sec) * 1000000000LL + (c1.tv_nsec - c0.tv_nsec),
           (long long)(w1.tv_sec - w0.tv_sec) * 1000000000LL + (w1.tv_nsec - w0.tv_nsec));
  }
  return 0;
}
