/* telescope_o0.c: golden input of the summed trip counts as C input and
 * -O0 IR write them, clang-14 -O0. The CSR matrix is a struct reached
 * through a pointer, so a->row is loaded anew at each use (three loads of
 * the same field, not one value), and i and k live in memory (load, add,
 * store). The inner loop still runs from row[i] to row[i+1]: over the
 * outer loop its trip counts add up to row[rows] - row[0], and neither
 * loop runs in the skeleton. */
#include <mpi.h>
#include <stdlib.h>

struct csr {
  int rows;
  int *row;
  int *col;
  double *val;
};

static void multiply(const struct csr *a, const double *x, double *y) {
  for (int i = 0; i < a->rows; i++) {
    double s = 0.0;
    for (int k = a->row[i]; k < a->row[i + 1]; k++)
      s += a->val[k] * x[a->col[k]];
    y[i] = s;
  }
}

int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  struct csr a;
  a.rows = 100 + rank;
  a.row = malloc(sizeof(int) * (a.rows + 1));
  a.col = malloc(sizeof(int) * 3 * a.rows);
  a.val = malloc(sizeof(double) * 3 * a.rows);
  double *x = malloc(sizeof(double) * a.rows);
  double *y = malloc(sizeof(double) * a.rows);
  int nnz = 0;
  for (int i = 0; i < a.rows; i++) {
    a.row[i] = nnz;
    for (int d = -1; d <= 1; d++)
      if (i + d >= 0 && i + d < a.rows) {
        a.col[nnz] = i + d;
        a.val[nnz++] = d == 0 ? 2.0 : -1.0;
      }
    x[i] = 1.0;
  }
  a.row[a.rows] = nnz;
  multiply(&a, x, y);
  double local = 0.0, global;
  for (int i = 0; i < a.rows; i++)
    local += y[i] * y[i];
  MPI_Allreduce(&local, &global, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
  MPI_Finalize();
  return 0;
}
