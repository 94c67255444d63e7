/* jacobi.c: Jacobi iteration of the 2D Laplace equation (5-point stencil)
 * with a 1-D decomposition by rows: each rank owns a block of grid rows and
 * exchanges one halo row with its north and south neighbours per iteration
 * (MPI_Sendrecv straight from the solution array, MPI_PROC_NULL at the
 * domain's edges). The old and new solutions are swapped by pointer after
 * each sweep; the squared update the sweep computes is summed over the ranks
 * with MPI_Allreduce and printed every 20 iterations.
 *
 * usage: jacobi [n (default 64)] [iterations (default 60)]
 * The domain is the unit square with n x n interior points. The initial
 * solution and the Dirichlet boundary come from boundary_value(): u = 1 on
 * the top edge, a ramp from 0 to 1 on the left and right edges, 0 on the
 * bottom edge and inside. Rows that do not divide evenly go to the
 * lowest-numbered ranks; ranks beyond the n-th own no rows and idle.
 * Prints only from rank 0; the line carrying a timing is marked [time]. */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

enum { TAG_UP = 1, TAG_DOWN = 2 };

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

/* block_range gives the first index and count of part `part` when n items
 * are split into `parts` blocks, the first n % parts blocks one larger. */
static void block_range(int n, int parts, int part, int *first, int *count) {
  int base = n / parts, extra = n % parts;
  *count = base + (part < extra ? 1 : 0);
  *first = part * base + (part < extra ? part : extra);
}

/* boundary_value is the value of grid point (i, j), i the column and j the
 * row, both 0..n+1 with 0 and n+1 on the boundary: the Dirichlet data on the
 * boundary and the initial guess (0) inside. */
static double boundary_value(int i, int j, int n) {
  if (j == n + 1)
    return 1.0;
  if (j == 0)
    return 0.0;
  if (i == 0 || i == n + 1)
    return (double)j / (double)(n + 1);
  return 0.0;
}

int main(int argc, char **argv) {
  int rank, size;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);

  int n = parse_count(argc, argv, 1, 64);
  int iterations = parse_count(argc, argv, 2, 60);

  int first, rows;
  block_range(n, size, rank, &first, &rows);
  int next_first, next_rows;
  block_range(n, size, rank + 1, &next_first, &next_rows);
  int south = rank > 0 && rows > 0 ? rank - 1 : MPI_PROC_NULL;
  int north =
      rank + 1 < size && next_rows > 0 && rows > 0 ? rank + 1 : MPI_PROC_NULL;

  /* rows + 2 rows of n + 2 points: local row 0 is the south halo (or the
   * bottom boundary), local row rows + 1 the north halo (or the top). */
  int stride = n + 2;
  size_t points = (size_t)(rows + 2) * (size_t)stride;
  double *u = malloc(sizeof(double) * points);
  double *v = malloc(sizeof(double) * points);
  for (int r = 0; r < rows + 2; r++)
    for (int i = 0; i < stride; i++) {
      double b = boundary_value(i, first + r, n);
      u[(size_t)r * stride + i] = b;
      v[(size_t)r * stride + i] = b;
    }

  double residual = 0.0;
  MPI_Barrier(MPI_COMM_WORLD);
  double start = MPI_Wtime();
  for (int it = 1; it <= iterations; it++) {
    /* my top row goes north while the south neighbour's top row arrives
     * in my south halo, then the same downwards */
    MPI_Sendrecv(&u[(size_t)rows * stride + 1], n, MPI_DOUBLE, north, TAG_UP,
                 &u[1], n, MPI_DOUBLE, south, TAG_UP, MPI_COMM_WORLD,
                 MPI_STATUS_IGNORE);
    MPI_Sendrecv(&u[stride + 1], n, MPI_DOUBLE, south, TAG_DOWN,
                 &u[(size_t)(rows + 1) * stride + 1], n, MPI_DOUBLE, north,
                 TAG_DOWN, MPI_COMM_WORLD, MPI_STATUS_IGNORE);

    double local = 0.0;
    for (int r = 1; r <= rows; r++) {
      const double *up = &u[(size_t)(r + 1) * stride];
      const double *mid = &u[(size_t)r * stride];
      const double *down = &u[(size_t)(r - 1) * stride];
      double *out = &v[(size_t)r * stride];
      for (int i = 1; i <= n; i++) {
        double next = 0.25 * (mid[i - 1] + mid[i + 1] + up[i] + down[i]);
        double d = next - mid[i];
        local += d * d;
        out[i] = next;
      }
    }
    double *t = u;
    u = v;
    v = t;

    MPI_Allreduce(&local, &residual, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    if (rank == 0 && (it % 20 == 0 || it == iterations))
      printf("iteration %3d: squared update %.5e\n", it, residual);
  }
  double elapsed = MPI_Wtime() - start;

  /* Jacobi updates every point the same way at every rank count, so a
   * fixed-point checksum (exact, whatever order the ranks' parts are added
   * in) is the same at every rank count. */
  long long local_sum = 0, global_sum = 0;
  for (int r = 1; r <= rows; r++)
    for (int i = 1; i <= n; i++) {
      double x = u[(size_t)r * stride + i];
      long long fixed = (long long)(x * 1e9 + 0.5);
      local_sum += fixed * (long long)(i % 5 + (first + r) % 3 + 1);
    }
  MPI_Reduce(&local_sum, &global_sum, 1, MPI_LONG_LONG, MPI_SUM, 0,
             MPI_COMM_WORLD);
  if (rank == 0) {
    printf("jacobi: %d x %d points in row blocks, %d iterations\n", n, n,
           iterations);
    printf("checksum: %lld\n", global_sum);
    printf("[time] %.6f s\n", elapsed);
  }
  free(u);
  free(v);
  MPI_Finalize();
  return 0;
}
