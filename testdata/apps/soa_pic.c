/* soa_pic.c: a particle-in-cell step loop on a 1-D periodic domain of
 * CELLS cells split into blocks of cells over the ranks. Particles are kept
 * as a struct of arrays (positions and velocities in separate arrays). Each
 * step
 *   1. deposits the particles' charge on the local grid (cloud in cell, in
 *      fixed point so that sums do not depend on the order of the
 *      particles), sending the guard cell past the block's right end to the
 *      right neighbour, which adds it to its first cell;
 *   2. fetches ghost cells of the charge from both neighbours and computes
 *      the field with a centred difference stencil (a pressure-like force
 *      that pushes particles down the density gradient);
 *   3. pushes every particle (field interpolated to its position, velocity
 *      limited);
 *   4. packs the particles that left the block into send buffers, their
 *      positions wrapped around the periodic domain, and hands them to the
 *      left and right neighbours: counts first (MPI_Sendrecv), then the
 *      payloads (MPI_Sendrecv of the packed positions and velocities).
 * Initial positions and velocities come from an integer linear congruential
 * generator seeded by rank, not rand(), so runs are reproducible.
 *
 * usage: soa_pic [particles per rank (default 256)] [steps (default 20)]
 * Cells that do not divide evenly go to the lowest-numbered ranks. At most
 * CELLS / 2 ranks hold cells (so that a block has the two cells the stencil
 * needs); any others idle, holding no particles, and join only the
 * reductions. Prints only from rank 0; the line carrying a timing is marked
 * [time]. The diagnostics are sums of fixed-point values, exact whatever the
 * order of the reduction. */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { CELLS = 100 };
enum { TAG_GUARD = 1, TAG_GHOST_RIGHT = 2, TAG_GHOST_LEFT = 3 };
enum { TAG_COUNT_RIGHT = 4, TAG_COUNT_LEFT = 5 };
enum { TAG_MOVE_RIGHT = 6, TAG_MOVE_LEFT = 7 };

/* charge of one particle in fixed point */
#define WEIGHT 4096LL

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

static void block_range(int n, int parts, int part, int *first, int *count) {
  int base = n / parts, extra = n % parts;
  *count = base + (part < extra ? 1 : 0);
  *first = part * base + (part < extra ? part : extra);
}

/* lcg_next advances a 32-bit linear congruential generator and returns a
 * number in [0, 1) made of its 24 high bits. */
static double lcg_next(unsigned *state) {
  *state = *state * 1664525u + 1013904223u;
  return (double)(*state >> 8) / 16777216.0;
}

struct particles {
  double *x, *v;
  int n, cap;
};

static void particles_reserve(struct particles *p, int need) {
  if (need <= p->cap)
    return;
  int cap = p->cap > 0 ? p->cap : 16;
  while (cap < need)
    cap *= 2;
  p->x = realloc(p->x, sizeof(double) * cap);
  p->v = realloc(p->v, sizeof(double) * cap);
  p->cap = cap;
}

/* particles_append adds count particles packed as (x, v) pairs. */
static void particles_append(struct particles *p, const double *packed,
                             int count) {
  particles_reserve(p, p->n + count);
  for (int k = 0; k < count; k++) {
    p->x[p->n + k] = packed[2 * k];
    p->v[p->n + k] = packed[2 * k + 1];
  }
  p->n += count;
}

/* cell_of gives the local cell a position in the block lies in and the
 * fraction of the way to the next cell. */
static int cell_of(double x, int x0, int cells, double *fraction) {
  double s = x - x0;
  int i = (int)s;
  if (i >= cells)
    i = cells - 1;
  if (i < 0)
    i = 0;
  *fraction = s - i;
  return i;
}

/* periodic wraps a position that left [0, length) by less than a length
 * back into it. */
static double periodic(double x, double length) {
  if (x >= length)
    return x - length;
  if (x < 0.0) {
    x += length;
    if (x >= length) /* a tiny negative x rounds up to length */
      x = 0.0;
  }
  return x;
}

/* ensure grows a packing buffer to hold count particles. */
static double *ensure(double *buffer, int *cap, int count) {
  if (count <= *cap)
    return buffer;
  while (*cap < count)
    *cap *= 2;
  return realloc(buffer, sizeof(double) * 2 * (size_t)*cap);
}

int main(int argc, char **argv) {
  int rank, size;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);

  int per_rank = parse_count(argc, argv, 1, 256);
  int steps = parse_count(argc, argv, 2, 20);

  int active = size < CELLS / 2 ? size : CELLS / 2;
  int x0 = 0, cells = 0;
  if (rank < active)
    block_range(CELLS, active, rank, &x0, &cells);
  int left = (rank + active - 1) % active, right = (rank + 1) % active;
  /* Particles must not cross a whole block in one step: the narrowest
   * block has CELLS / active cells. */
  double vmax = 1.5, narrowest = 0.45 * (double)(CELLS / active);
  if (vmax > narrowest)
    vmax = narrowest;
  const double length = CELLS, dt = 1.0, strength = 0.05;
  const double density = (double)per_rank * active / CELLS;

  struct particles p = {NULL, NULL, 0, 0};
  if (cells > 0) {
    unsigned seed = 12345u + 7919u * (unsigned)rank;
    particles_reserve(&p, per_rank);
    for (int k = 0; k < per_rank; k++) {
      p.x[k] = x0 + cells * lcg_next(&seed);
      double drift = (k % 2 == 0 ? 0.4 : -0.4) * vmax;
      p.v[k] = drift + 0.2 * vmax * (lcg_next(&seed) - 0.5);
    }
    p.n = per_rank;
  }

  /* rho: the block's cells plus the guard cell; ghost: rho with one ghost
   * cell on the left and two on the right; field: cells + 1 values */
  long long *rho = malloc(sizeof(long long) * (cells + 1));
  long long *ghost = malloc(sizeof(long long) * (cells + 3));
  double *field = malloc(sizeof(double) * (cells + 1));
  int cap_left = 16, cap_right = 16, cap_in = 16;
  double *send_left = malloc(sizeof(double) * 2 * cap_left);
  double *send_right = malloc(sizeof(double) * 2 * cap_right);
  double *incoming = malloc(sizeof(double) * 2 * cap_in);

  MPI_Barrier(MPI_COMM_WORLD);
  double start = MPI_Wtime();
  for (int step = 1; step <= steps; step++) {
    int crossed = 0;
    if (cells > 0) {
      /* 1. charge deposit */
      memset(rho, 0, sizeof(long long) * (cells + 1));
      for (int k = 0; k < p.n; k++) {
        double f;
        int i = cell_of(p.x[k], x0, cells, &f);
        long long w = (long long)(f * WEIGHT);
        rho[i] += WEIGHT - w;
        rho[i + 1] += w;
      }
      long long guard_in = 0;
      MPI_Sendrecv(&rho[cells], 1, MPI_LONG_LONG, right, TAG_GUARD, &guard_in,
                   1, MPI_LONG_LONG, left, TAG_GUARD, MPI_COMM_WORLD,
                   MPI_STATUS_IGNORE);
      rho[0] += guard_in;

      /* 2. ghost cells and field stencil */
      for (int i = 0; i < cells; i++)
        ghost[i + 1] = rho[i];
      MPI_Sendrecv(&ghost[cells], 1, MPI_LONG_LONG, right, TAG_GHOST_RIGHT,
                   &ghost[0], 1, MPI_LONG_LONG, left, TAG_GHOST_RIGHT,
                   MPI_COMM_WORLD, MPI_STATUS_IGNORE);
      MPI_Sendrecv(&ghost[1], 2, MPI_LONG_LONG, left, TAG_GHOST_LEFT,
                   &ghost[cells + 1], 2, MPI_LONG_LONG, right, TAG_GHOST_LEFT,
                   MPI_COMM_WORLD, MPI_STATUS_IGNORE);
      for (int i = 0; i <= cells; i++)
        field[i] = strength * (double)(ghost[i] - ghost[i + 2]) /
                   ((double)WEIGHT * density);

      /* 3. push */
      for (int k = 0; k < p.n; k++) {
        double f;
        int i = cell_of(p.x[k], x0, cells, &f);
        double e = (1.0 - f) * field[i] + f * field[i + 1];
        double v = p.v[k] + e * dt;
        if (v > vmax)
          v = vmax;
        if (v < -vmax)
          v = -vmax;
        p.x[k] += v * dt; /* wrapped when it leaves the block */
        p.v[k] = v;
      }

      /* 4. pack the particles that left the block (wrapped around the
       * periodic domain) and close the gaps they leave; a particle moves
       * less than a block per step, so it is in a neighbour's block */
      int n_left = 0, n_right = 0, kept = 0;
      for (int k = 0; k < p.n; k++) {
        double x = p.x[k], v = p.v[k];
        int dir = (x >= x0 + cells) - (x < x0);
        if (dir == 0) {
          p.x[kept] = x;
          p.v[kept] = v;
          kept++;
        } else if (dir > 0) {
          send_right = ensure(send_right, &cap_right, n_right + 1);
          send_right[2 * n_right] = periodic(x, length);
          send_right[2 * n_right + 1] = v;
          n_right++;
        } else {
          send_left = ensure(send_left, &cap_left, n_left + 1);
          send_left[2 * n_left] = periodic(x, length);
          send_left[2 * n_left + 1] = v;
          n_left++;
        }
      }
      p.n = kept;
      crossed = n_left + n_right;

      int from_left = 0, from_right = 0;
      MPI_Sendrecv(&n_right, 1, MPI_INT, right, TAG_COUNT_RIGHT, &from_left, 1,
                   MPI_INT, left, TAG_COUNT_RIGHT, MPI_COMM_WORLD,
                   MPI_STATUS_IGNORE);
      MPI_Sendrecv(&n_left, 1, MPI_INT, left, TAG_COUNT_LEFT, &from_right, 1,
                   MPI_INT, right, TAG_COUNT_LEFT, MPI_COMM_WORLD,
                   MPI_STATUS_IGNORE);
      incoming = ensure(incoming, &cap_in, from_left);
      MPI_Sendrecv(send_right, 2 * n_right, MPI_DOUBLE, right, TAG_MOVE_RIGHT,
                   incoming, 2 * from_left, MPI_DOUBLE, left, TAG_MOVE_RIGHT,
                   MPI_COMM_WORLD, MPI_STATUS_IGNORE);
      particles_append(&p, incoming, from_left);
      incoming = ensure(incoming, &cap_in, from_right);
      MPI_Sendrecv(send_left, 2 * n_left, MPI_DOUBLE, left, TAG_MOVE_LEFT,
                   incoming, 2 * from_right, MPI_DOUBLE, right, TAG_MOVE_LEFT,
                   MPI_COMM_WORLD, MPI_STATUS_IGNORE);
      particles_append(&p, incoming, from_right);
    }
    if (step % 5 == 0 || step == steps) {
      int crossed_total = 0;
      MPI_Reduce(&crossed, &crossed_total, 1, MPI_INT, MPI_SUM, 0,
                 MPI_COMM_WORLD);
      if (rank == 0)
        printf("step %3d: %d particles crossed a block boundary\n", step,
               crossed_total);
    }
  }
  double elapsed = MPI_Wtime() - start;

  /* fixed-point sums: exact, so independent of the reduction's order */
  long long local[3] = {0, 0, 0}, global[3] = {0, 0, 0};
  for (int k = 0; k < p.n; k++) {
    local[0] += (long long)(p.x[k] * 1e6);
    local[1] += (long long)(p.v[k] * 1e6);
    local[2] += (long long)(p.v[k] * p.v[k] * 1e6);
  }
  MPI_Reduce(local, global, 3, MPI_LONG_LONG, MPI_SUM, 0, MPI_COMM_WORLD);
  int total = 0;
  MPI_Reduce(&p.n, &total, 1, MPI_INT, MPI_SUM, 0, MPI_COMM_WORLD);
  if (rank == 0) {
    printf("soa_pic: %d cells on %d ranks, %d particles per rank, %d steps\n",
           CELLS, active, per_rank, steps);
    printf("particles: %d (started with %d)\n", total, per_rank * active);
    printf("sum x: %lld  sum v: %lld  sum v^2: %lld (units of 1e-6)\n",
           global[0], global[1], global[2]);
    printf("[time] %.6f s\n", elapsed);
  }
  free(p.x);
  free(p.v);
  free(rho);
  free(ghost);
  free(field);
  free(send_left);
  free(send_right);
  free(incoming);
  MPI_Finalize();
  return 0;
}
