/* telescope.c: golden input of the summed trip counts of abstract. The
 * inner loop runs from row[i] to row[i+1] (CSR rows): over the outer loop
 * its trip counts add up to row[rows] - row[0], so the product gets one
 * closed form and neither loop runs in the skeleton; row's contents stay,
 * as W reads them. The dot product only feeds MPI_Allreduce's payload, so
 * it goes too, although code left in place stores its result. */
#include <mpi.h>
#include <stdlib.h>

static void multiply(int rows, const int *row, const int *col, const double *val, const double *x,
                     double *y) {
  for (int i = 0; i < rows; i++) {
    double s = 0.0;
    for (int k = row[i]; k < row[i + 1]; k++)
      s += val[k] * x[col[k]];
    y[i] = s;
  }
}

int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  int rows = 100 + rank;
  int *row = malloc(sizeof(int) * (rows + 1));
  int *col = malloc(sizeof(int) * 3 * rows);
  double *val = malloc(sizeof(double) * 3 * rows);
  double *x = malloc(sizeof(double) * rows);
  double *y = malloc(sizeof(double) * rows);
  int nnz = 0;
  for (int i = 0; i < rows; i++) {
    row[i] = nnz;
    for (int d = -1; d <= 1; d++)
      if (i + d >= 0 && i + d < rows) {
        col[nnz] = i + d;
        val[nnz++] = d == 0 ? 2.0 : -1.0;
      }
    x[i] = 1.0;
  }
  row[rows] = nnz;
  multiply(rows, row, col, val, x, y);
  double local = 0.0, global;
  for (int i = 0; i < rows; i++)
    local += y[i] * y[i];
  MPI_Allreduce(&local, &global, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
  MPI_Finalize();
  return 0;
}
