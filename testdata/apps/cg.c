/* cg.c: conjugate gradient on the 2D Poisson matrix (5-point, Dirichlet) of
 * an n x n grid, stored as CSR and distributed by blocks of grid rows; the
 * matrix-vector product needs one halo grid row from each neighbour
 * (MPI_Sendrecv), and dot products are MPI_Allreduce sums.
 *
 * usage: cg [n (default 24)] [max iterations (default 200)]
 *           [tolerance exponent e, tol = 10^-e (default 8)]
 * The right-hand side is b = A x* for a known x*, so the error is printed.
 * Prints only from rank 0; the line carrying a timing is marked [time].
 * Floating-point results are printed with few digits: the last bits of an
 * Allreduce depend on the order the MPI library adds the ranks' parts. */
#include <math.h>
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

static void block_range(int n, int parts, int part, int *first, int *count) {
  int base = n / parts, extra = n % parts;
  *count = base + (part < extra ? 1 : 0);
  *first = part * base + (part < extra ? part : extra);
}

/* exact_solution is the x* the right-hand side is made from: a smooth bump
 * that vanishes on the boundary. */
static double exact_solution(int n, int gx, int gy) {
  double x = (double)(gx + 1) / (n + 1), y = (double)(gy + 1) / (n + 1);
  return 16.0 * x * (1.0 - x) * y * (1.0 - y) + 0.5 * x * y * (1.0 - x);
}

/* A local vector holds rows grid rows plus one halo grid row below (index
 * 0..n-1) and one above; owned entries start at offset n. */
struct layout {
  int n, rows, first_row;
  int below, above; /* neighbour ranks, -1 at the domain edge */
  int parity;       /* orders the two exchanges so that pairs match up */
};

static void exchange_halo(const struct layout *l, double *v) {
  int n = l->n;
  double *own_bottom = v + n, *own_top = v + (size_t)l->rows * n;
  double *halo_below = v, *halo_above = v + (size_t)(l->rows + 1) * n;
  for (int phase = 0; phase < 2; phase++) {
    int up = (phase == l->parity);
    if (up && l->above >= 0)
      MPI_Sendrecv(own_top, n, MPI_DOUBLE, l->above, 0, halo_above, n,
                   MPI_DOUBLE, l->above, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    if (!up && l->below >= 0)
      MPI_Sendrecv(own_bottom, n, MPI_DOUBLE, l->below, 0, halo_below, n,
                   MPI_DOUBLE, l->below, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  }
}

struct csr {
  int rows;
  int *row_start; /* rows + 1 entries */
  int *column;    /* index into a local vector with halos */
  double *value;
};

static struct csr build_poisson(const struct layout *l) {
  int n = l->n, rows = l->rows * n;
  struct csr a;
  a.rows = rows;
  a.row_start = malloc(sizeof(int) * (rows + 1));
  a.column = malloc(sizeof(int) * (5 * rows + 1));
  a.value = malloc(sizeof(double) * (5 * rows + 1));
  int nnz = 0;
  for (int r = 0; r < l->rows; r++) {
    int gy = l->first_row + r;
    for (int gx = 0; gx < n; gx++) {
      int self = (r + 1) * n + gx;
      a.row_start[r * n + gx] = nnz;
      if (gy > 0) {
        a.column[nnz] = self - n;
        a.value[nnz++] = -1.0;
      }
      if (gx > 0) {
        a.column[nnz] = self - 1;
        a.value[nnz++] = -1.0;
      }
      a.column[nnz] = self;
      a.value[nnz++] = 4.0;
      if (gx < n - 1) {
        a.column[nnz] = self + 1;
        a.value[nnz++] = -1.0;
      }
      if (gy < n - 1) {
        a.column[nnz] = self + n;
        a.value[nnz++] = -1.0;
      }
    }
  }
  a.row_start[rows] = nnz;
  return a;
}

/* multiply computes y = A x for the owned rows; x must have fresh halos. */
static void multiply(const struct csr *a, const double *x, double *y) {
  for (int i = 0; i < a->rows; i++) {
    double sum = 0.0;
    for (int k = a->row_start[i]; k < a->row_start[i + 1]; k++)
      sum += a->value[k] * x[a->column[k]];
    y[i] = sum;
  }
}

static double dot(int len, const double *x, const double *y) {
  double local = 0.0, global = 0.0;
  for (int i = 0; i < len; i++)
    local += x[i] * y[i];
  MPI_Allreduce(&local, &global, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
  return global;
}

int main(int argc, char **argv) {
  int rank, size;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);

  int n = parse_count(argc, argv, 1, 24);
  int max_iterations = parse_count(argc, argv, 2, 200);
  int tol_exponent = parse_count(argc, argv, 3, 8);
  double tolerance = 1.0;
  for (int i = 0; i < tol_exponent; i++)
    tolerance /= 10.0;

  struct layout l;
  l.n = n;
  block_range(n, size, rank, &l.first_row, &l.rows);
  int next_first, next_rows;
  block_range(n, size, rank + 1, &next_first, &next_rows);
  l.below = rank > 0 && l.rows > 0 ? rank - 1 : -1;
  l.above = rank < size - 1 && next_rows > 0 && l.rows > 0 ? rank + 1 : -1;
  l.parity = rank % 2;

  struct csr a = build_poisson(&l);
  int len = a.rows;
  size_t extended = (size_t)(l.rows + 2) * n;
  double *x = malloc(sizeof(double) * len + 8);
  double *r = malloc(sizeof(double) * len + 8);
  double *q = malloc(sizeof(double) * len + 8);
  double *b = malloc(sizeof(double) * len + 8);
  double *p = malloc(sizeof(double) * extended); /* with halos */
  for (size_t i = 0; i < extended; i++)
    p[i] = 0.0;

  /* b = A x*, evaluated from the formula so it needs no communication */
  for (int row = 0; row < l.rows; row++) {
    int gy = l.first_row + row;
    for (int gx = 0; gx < n; gx++) {
      double v = 4.0 * exact_solution(n, gx, gy);
      if (gy > 0)
        v -= exact_solution(n, gx, gy - 1);
      if (gx > 0)
        v -= exact_solution(n, gx - 1, gy);
      if (gx < n - 1)
        v -= exact_solution(n, gx + 1, gy);
      if (gy < n - 1)
        v -= exact_solution(n, gx, gy + 1);
      b[row * n + gx] = v;
    }
  }

  double start = MPI_Wtime();
  for (int i = 0; i < len; i++) {
    x[i] = 0.0;
    r[i] = b[i];
    p[n + i] = r[i];
  }
  double bb = dot(len, b, b);
  double rr = bb;
  double relative = 1.0;
  int iteration = 0;
  while (iteration < max_iterations && relative > tolerance) {
    iteration++;
    exchange_halo(&l, p);
    multiply(&a, p, q);
    double alpha = rr / dot(len, p + n, q);
    for (int i = 0; i < len; i++) {
      x[i] += alpha * p[n + i];
      r[i] -= alpha * q[i];
    }
    double rr_next = dot(len, r, r);
    relative = sqrt(rr_next / bb);
    double beta = rr_next / rr;
    rr = rr_next;
    for (int i = 0; i < len; i++)
      p[n + i] = r[i] + beta * p[n + i];
    if (rank == 0 && iteration % 10 == 0)
      printf("iteration %3d: relative residual %.3e\n", iteration, relative);
  }
  double elapsed = MPI_Wtime() - start;

  double local_error = 0.0, max_error = 0.0;
  for (int row = 0; row < l.rows; row++)
    for (int gx = 0; gx < n; gx++) {
      double e = fabs(x[row * n + gx] -
                      exact_solution(n, gx, l.first_row + row));
      if (e > local_error)
        local_error = e;
    }
  MPI_Reduce(&local_error, &max_error, 1, MPI_DOUBLE, MPI_MAX, 0,
             MPI_COMM_WORLD);
  if (rank == 0) {
    printf("cg: %d x %d grid (%d unknowns) on %d ranks\n", n, n, n * n, size);
    printf("%s after %d iterations: relative residual %s 1e-%d\n",
           relative <= tolerance ? "converged" : "not converged", iteration,
           relative <= tolerance ? "<=" : ">", tol_exponent);
    printf("max error against the exact solution: %.2e\n", max_error);
    printf("[time] %.6f s\n", elapsed);
  }
  free(x);
  free(r);
  free(q);
  free(b);
  free(p);
  free(a.row_start);
  free(a.column);
  free(a.value);
  MPI_Finalize();
  return 0;
}
