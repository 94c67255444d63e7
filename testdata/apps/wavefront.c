/* wavefront.c: a pipelined wavefront sweep in the style of discrete
 * ordinates transport codes (Sweep3D, in two dimensions). The domain is a
 * grid of tiles, one tile of TILE x TILE cells per rank on a px x py
 * process grid. For each of the four sweep directions (quadrants) and each
 * of ANGLES angles in it, a rank waits (MPI_Recv) for the boundary values
 * of its upstream neighbours in x and in y, computes its tile row by row,
 * every cell from the cell before it in the row and the cell before it in
 * the column (a step scheme), and passes its outgoing boundaries on to its
 * downstream neighbours (MPI_Send): a diagonal wave of work runs from one
 * corner of the process grid to the opposite one, the angles following one
 * another down the pipeline. A sweep of all directions is one source
 * iteration: the scalar flux it accumulates feeds the scattering source of
 * the next. A fixed-point checksum of the flux is reduced at the end.
 *
 * usage: wavefront [tile size (default 32)] [sweeps (default 4)]
 * The grid grows with the number of ranks (px * TILE by py * TILE cells).
 * Prints only from rank 0; the line carrying a timing is marked [time]. */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

enum { ANGLES = 3, TAG_X = 1, TAG_Y = 2 };

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
 * possible. */
static void grid_shape(int size, int *px, int *py) {
  int best = 1;
  for (int d = 1; d * d <= size; d++)
    if (size % d == 0)
      best = d;
  *px = best;
  *py = size / best;
}

int main(int argc, char **argv) {
  int rank, size;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);

  int tile = parse_count(argc, argv, 1, 32);
  int sweeps = parse_count(argc, argv, 2, 4);
  if (tile < 1)
    tile = 1;

  int px, py;
  grid_shape(size, &px, &py);
  int cx = rank % px, cy = rank / px;
  int nx = px * tile, ny = py * tile;

  /* direction cosines and weights of the angles of one quadrant; the
   * weights of all four quadrants sum to 1 */
  const double mu[ANGLES] = {0.2, 0.5, 0.8};
  const double eta[ANGLES] = {0.8, 0.5, 0.2};
  const double weight[ANGLES] = {0.075, 0.1, 0.075};
  const double sigma_t = 1.0, sigma_s = 0.5;

  size_t cells = (size_t)tile * tile;
  double *external = malloc(sizeof(double) * cells);
  double *source = malloc(sizeof(double) * cells);
  double *phi = malloc(sizeof(double) * cells);
  double *edge_x = malloc(sizeof(double) * tile); /* one value per row */
  double *edge_y = malloc(sizeof(double) * tile); /* one value per column */
  /* a strong source in the middle fifth of the domain, a weak one around */
  for (int j = 0; j < tile; j++)
    for (int i = 0; i < tile; i++) {
      int gx = cx * tile + i, gy = cy * tile + j;
      int inside = 5 * gx >= 2 * nx && 5 * gx < 3 * nx && 5 * gy >= 2 * ny &&
                   5 * gy < 3 * ny;
      external[(size_t)j * tile + i] = inside ? 1.0 : 0.01;
      phi[(size_t)j * tile + i] = 0.0;
    }

  MPI_Barrier(MPI_COMM_WORLD);
  double start = MPI_Wtime();
  for (int sweep = 0; sweep < sweeps; sweep++) {
    for (size_t k = 0; k < cells; k++) {
      source[k] = external[k] + sigma_s * phi[k];
      phi[k] = 0.0;
    }
    for (int quadrant = 0; quadrant < 4; quadrant++) {
      int sx = quadrant & 1 ? -1 : 1, sy = quadrant & 2 ? -1 : 1;
      int up_x = cx - sx >= 0 && cx - sx < px ? rank - sx : -1;
      int down_x = cx + sx >= 0 && cx + sx < px ? rank + sx : -1;
      int up_y = cy - sy >= 0 && cy - sy < py ? rank - sy * px : -1;
      int down_y = cy + sy >= 0 && cy + sy < py ? rank + sy * px : -1;
      for (int a = 0; a < ANGLES; a++) {
        /* vacuum boundary except a unit inflow on the left edge */
        if (up_x >= 0)
          MPI_Recv(edge_x, tile, MPI_DOUBLE, up_x, TAG_X, MPI_COMM_WORLD,
                   MPI_STATUS_IGNORE);
        else
          for (int j = 0; j < tile; j++)
            edge_x[j] = sx > 0 ? 1.0 : 0.0;
        if (up_y >= 0)
          MPI_Recv(edge_y, tile, MPI_DOUBLE, up_y, TAG_Y, MPI_COMM_WORLD,
                   MPI_STATUS_IGNORE);
        else
          for (int i = 0; i < tile; i++)
            edge_y[i] = 0.0;

        double cx2 = 2.0 * mu[a], cy2 = 2.0 * eta[a];
        double denominator = sigma_t + cx2 + cy2;
        for (int jj = 0; jj < tile; jj++) {
          int j = sy > 0 ? jj : tile - 1 - jj;
          double in_x = edge_x[j];
          for (int ii = 0; ii < tile; ii++) {
            int i = sx > 0 ? ii : tile - 1 - ii;
            size_t k = (size_t)j * tile + i;
            double psi =
                (source[k] + cx2 * in_x + cy2 * edge_y[i]) / denominator;
            phi[k] += weight[a] * psi;
            in_x = psi;
            edge_y[i] = psi;
          }
          edge_x[j] = in_x;
        }

        if (down_x >= 0)
          MPI_Send(edge_x, tile, MPI_DOUBLE, down_x, TAG_X, MPI_COMM_WORLD);
        if (down_y >= 0)
          MPI_Send(edge_y, tile, MPI_DOUBLE, down_y, TAG_Y, MPI_COMM_WORLD);
      }
    }
  }
  double elapsed = MPI_Wtime() - start;

  /* a fixed-point checksum is exact whatever order the ranks' parts are
   * added in */
  long long local_sum = 0, global_sum = 0;
  double local_max = 0.0, global_max = 0.0;
  for (int j = 0; j < tile; j++)
    for (int i = 0; i < tile; i++) {
      double v = phi[(size_t)j * tile + i];
      local_sum += (long long)(v * 1e9 + 0.5) *
                   (long long)((cx * tile + i) % 7 + (cy * tile + j) % 3 + 1);
      if (v > local_max)
        local_max = v;
    }
  MPI_Reduce(&local_sum, &global_sum, 1, MPI_LONG_LONG, MPI_SUM, 0,
             MPI_COMM_WORLD);
  MPI_Reduce(&local_max, &global_max, 1, MPI_DOUBLE, MPI_MAX, 0,
             MPI_COMM_WORLD);
  if (rank == 0) {
    printf("wavefront: %d x %d cells in %d x %d tiles, %d angles, %d sweeps\n",
           nx, ny, px, py, ANGLES, sweeps);
    printf("flux checksum: %lld\n", global_sum);
    printf("max flux: %.9f\n", global_max);
    printf("[time] %.6f s\n", elapsed);
  }
  free(external);
  free(source);
  free(phi);
  free(edge_x);
  free(edge_y);
  MPI_Finalize();
  return 0;
}
