/* converge.c: Jacobi iteration for -u'' = 1 on (0, 1) with u(0) = u(1) = 0,
 * on n interior points distributed by blocks. Each sweep exchanges one halo
 * point with each neighbour (MPI_Sendrecv) and the largest update is combined
 * with MPI_Allreduce; the loop runs until that update falls below the
 * tolerance, so its trip count depends on the computed data.
 *
 * usage: converge [n (default 16)] [tolerance exponent e, tol = 10^-e
 *                 (default 4)]
 * Prints only from rank 0. Maxima are exact whatever the reduction order, so
 * the output is deterministic. */
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

int main(int argc, char **argv) {
  int rank, size;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);

  int n = parse_count(argc, argv, 1, 16);
  int tol_exponent = parse_count(argc, argv, 2, 4);
  double tolerance = 1.0;
  for (int i = 0; i < tol_exponent; i++)
    tolerance /= 10.0;

  int base = n / size, extra = n % size;
  int count = base + (rank < extra ? 1 : 0);
  int first = rank * base + (rank < extra ? rank : extra);
  int left = rank > 0 && count > 0 ? rank - 1 : MPI_PROC_NULL;
  int right = rank + 1 < size && count > 0 && rank + 1 < n ? rank + 1 : MPI_PROC_NULL;

  /* u[0] and u[count + 1] are halo points */
  double *u = calloc(count + 2, sizeof(double));
  double *next = calloc(count + 2, sizeof(double));
  double h = 1.0 / (n + 1);

  double update = 1.0;
  int sweeps = 0;
  while (update > tolerance) {
    MPI_Sendrecv(&u[count], 1, MPI_DOUBLE, right, 1, &u[0], 1, MPI_DOUBLE, left,
                 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Sendrecv(&u[1], 1, MPI_DOUBLE, left, 2, &u[count + 1], 1, MPI_DOUBLE,
                 right, 2, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    double local = 0.0;
    for (int i = 1; i <= count; i++) {
      next[i] = 0.5 * (u[i - 1] + u[i + 1] + h * h);
      double d = fabs(next[i] - u[i]);
      if (d > local)
        local = d;
    }
    for (int i = 1; i <= count; i++)
      u[i] = next[i];
    MPI_Allreduce(&local, &update, 1, MPI_DOUBLE, MPI_MAX, MPI_COMM_WORLD);
    sweeps++;
  }

  /* error against the exact solution x (1 - x) / 2 */
  double local_error = 0.0, error = 0.0;
  for (int i = 1; i <= count; i++) {
    double x = (first + i) * h;
    double e = fabs(u[i] - 0.5 * x * (1.0 - x));
    if (e > local_error)
      local_error = e;
  }
  MPI_Reduce(&local_error, &error, 1, MPI_DOUBLE, MPI_MAX, 0, MPI_COMM_WORLD);
  if (rank == 0) {
    printf("converge: %d points on %d ranks, tolerance 1e-%d\n", n, size, tol_exponent);
    printf("converged after %d sweeps, max error %.2e\n", sweeps, error);
  }
  free(u);
  free(next);
  MPI_Finalize();
  return 0;
}
