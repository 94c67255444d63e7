/* halo2d.c: Jacobi iteration of the 2D Laplace equation (5-point stencil) on
 * a px x py process grid, with Isend/Irecv/Waitall halo exchange and an
 * Allreduce of the residual every iteration.
 *
 * usage: halo2d [global n (default 64)] [iterations (default 60)]
 * The domain is the unit square, n x n interior points, u = 0 on the
 * boundary except the top edge (y = 1) where u = 1. Rows and columns that
 * do not divide evenly go to the lowest-numbered ranks.
 * Prints only from rank 0; the line carrying a timing is marked [time]. */
#include <math.h>
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { TAG_NORTH = 1, TAG_SOUTH = 2, TAG_WEST = 3, TAG_EAST = 4 };

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

/* grid_shape picks px x py = size with px <= py as close to square as
 * possible (what MPI_Dims_create would do), without needing that call. */
static void grid_shape(int size, int *px, int *py) {
  int best = 1;
  for (int d = 1; d * d <= size; d++)
    if (size % d == 0)
      best = d;
  *px = best;
  *py = size / best;
}

/* block_range gives the first index and count of part `part` when n items
 * are split into `parts` blocks, the first n % parts blocks one larger. */
static void block_range(int n, int parts, int part, int *first, int *count) {
  int base = n / parts, extra = n % parts;
  *count = base + (part < extra ? 1 : 0);
  *first = part * base + (part < extra ? part : extra);
}

int main(int argc, char **argv) {
  int rank, size;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);

  int n = parse_count(argc, argv, 1, 64);
  int iterations = parse_count(argc, argv, 2, 60);

  int px, py;
  grid_shape(size, &px, &py);
  int cx = rank % px, cy = rank / px; /* x varies fastest */
  int x0, nx, y0, ny;
  block_range(n, px, cx, &x0, &nx);
  block_range(n, py, cy, &y0, &ny);

  /* With more ranks than points along an axis, the last blocks are empty:
   * such ranks idle and their neighbours treat them as boundary. */
  int next_first, next_count;
  int west = cx > 0 ? rank - 1 : -1;
  block_range(n, px, cx + 1, &next_first, &next_count);
  int east = cx < px - 1 && next_count > 0 ? rank + 1 : -1;
  int south = cy > 0 ? rank - px : -1;
  block_range(n, py, cy + 1, &next_first, &next_count);
  int north = cy < py - 1 && next_count > 0 ? rank + px : -1;
  if (nx == 0 || ny == 0)
    west = east = south = north = -1;

  /* local arrays have a one-point halo on each side: (nx+2) x (ny+2) */
  int stride = nx + 2;
  size_t points = (size_t)(nx + 2) * (size_t)(ny + 2);
  double *u = malloc(sizeof(double) * points);
  double *unew = malloc(sizeof(double) * points);
  memset(u, 0, sizeof(double) * points);
  if (y0 + ny == n) /* the top boundary lives in the north halo row */
    for (int i = 0; i < nx + 2; i++)
      u[(ny + 1) * stride + i] = 1.0;
  for (size_t k = 0; k < points; k++)
    unew[k] = u[k];

  int column_len = ny > 0 ? ny : 1;
  double *send_west = malloc(sizeof(double) * column_len);
  double *send_east = malloc(sizeof(double) * column_len);
  double *recv_west = malloc(sizeof(double) * column_len);
  double *recv_east = malloc(sizeof(double) * column_len);

  double h2 = 1.0 / ((double)(n + 1) * (double)(n + 1));
  double residual = 0.0;
  MPI_Barrier(MPI_COMM_WORLD);
  double start = MPI_Wtime();
  for (int it = 1; it <= iterations; it++) {
    MPI_Request requests[8];
    int pending = 0;
    if (north >= 0) {
      MPI_Irecv(&u[(ny + 1) * stride + 1], nx, MPI_DOUBLE, north, TAG_SOUTH,
                MPI_COMM_WORLD, &requests[pending++]);
      MPI_Isend(&u[ny * stride + 1], nx, MPI_DOUBLE, north, TAG_NORTH,
                MPI_COMM_WORLD, &requests[pending++]);
    }
    if (south >= 0) {
      MPI_Irecv(&u[1], nx, MPI_DOUBLE, south, TAG_NORTH, MPI_COMM_WORLD,
                &requests[pending++]);
      MPI_Isend(&u[stride + 1], nx, MPI_DOUBLE, south, TAG_SOUTH,
                MPI_COMM_WORLD, &requests[pending++]);
    }
    if (west >= 0) {
      for (int j = 0; j < ny; j++)
        send_west[j] = u[(j + 1) * stride + 1];
      MPI_Irecv(recv_west, ny, MPI_DOUBLE, west, TAG_EAST, MPI_COMM_WORLD,
                &requests[pending++]);
      MPI_Isend(send_west, ny, MPI_DOUBLE, west, TAG_WEST, MPI_COMM_WORLD,
                &requests[pending++]);
    }
    if (east >= 0) {
      for (int j = 0; j < ny; j++)
        send_east[j] = u[(j + 1) * stride + nx];
      MPI_Irecv(recv_east, ny, MPI_DOUBLE, east, TAG_WEST, MPI_COMM_WORLD,
                &requests[pending++]);
      MPI_Isend(send_east, ny, MPI_DOUBLE, east, TAG_EAST, MPI_COMM_WORLD,
                &requests[pending++]);
    }
    MPI_Waitall(pending, requests, MPI_STATUSES_IGNORE);
    if (west >= 0)
      for (int j = 0; j < ny; j++)
        u[(j + 1) * stride] = recv_west[j];
    if (east >= 0)
      for (int j = 0; j < ny; j++)
        u[(j + 1) * stride + nx + 1] = recv_east[j];

    double local = 0.0;
    for (int j = 1; j <= ny; j++)
      for (int i = 1; i <= nx; i++) {
        int k = j * stride + i;
        double v = 0.25 * (u[k - 1] + u[k + 1] + u[k - stride] + u[k + stride]);
        double d = v - u[k];
        local += d * d;
        unew[k] = v;
      }
    double *swap = u;
    u = unew;
    unew = swap;
    MPI_Allreduce(&local, &residual, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    residual = sqrt(residual / h2);
    if (rank == 0 && (it % 20 == 0 || it == iterations))
      printf("iteration %d: residual %.6e\n", it, residual);
  }
  double elapsed = MPI_Wtime() - start;

  /* A checksum in fixed point is exact, so it does not depend on the order
   * in which the reduction adds the ranks' parts: it is the same at every
   * rank count, since Jacobi updates every point identically. */
  long long local_sum = 0, global_sum = 0;
  double local_max = 0.0, global_max = 0.0;
  for (int j = 1; j <= ny; j++)
    for (int i = 1; i <= nx; i++) {
      double v = u[j * stride + i];
      long long fixed = (long long)(v * 1e9 + 0.5);
      local_sum += fixed * (long long)((x0 + i) % 7 + (y0 + j) % 5 + 1);
      if (fabs(v) > local_max)
        local_max = fabs(v);
    }
  MPI_Reduce(&local_sum, &global_sum, 1, MPI_LONG_LONG, MPI_SUM, 0,
             MPI_COMM_WORLD);
  MPI_Reduce(&local_max, &global_max, 1, MPI_DOUBLE, MPI_MAX, 0,
             MPI_COMM_WORLD);
  if (rank == 0) {
    printf("halo2d: %d x %d points on a %d x %d process grid, %d iterations\n",
           n, n, px, py, iterations);
    printf("checksum: %lld\n", global_sum);
    printf("max |u|: %.12f\n", global_max);
    printf("[time] %.6f s\n", elapsed);
  }
  free(u);
  free(unew);
  free(send_west);
  free(send_east);
  free(recv_west);
  free(recv_east);
  MPI_Finalize();
  return 0;
}
