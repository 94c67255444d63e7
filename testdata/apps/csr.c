/* csr.c: power iteration with a distributed sparse matrix in CSR form
 * (row_ptr / col / val arrays). The matrix is the 5-point Laplacian of a
 * grid WIDTH points wide whose points are numbered row by row; the global
 * rows are split into equal blocks over the ranks, so a block may start and
 * end in the middle of a grid row and, with blocks narrower than a grid row,
 * a rank needs entries of x from ranks further away than its neighbours.
 *
 * Setup finds the columns of the local rows owned by other ranks (the ghost
 * entries), orders them by global index and renumbers the columns into a
 * local vector [owned entries | ghosts]; the matrix being symmetric, the
 * entries a rank must send to each other rank are the rows of its own that
 * have a column on that rank. Before every product the ghosts are exchanged
 * with MPI_Irecv / MPI_Isend / MPI_Waitall, received in place. Each power
 * iteration step computes y = A x, the Rayleigh quotient x.y and the norm
 * |y| with one two-element MPI_Allreduce, then x = y / |y|.
 *
 * usage: csr [rows per rank (default 200)] [iterations (default 20)]
 * Prints only from rank 0; the line carrying a timing is marked [time].
 * Eigenvalue estimates are printed with few digits: the last bits of an
 * Allreduce depend on the order the MPI library adds the ranks' parts. */
#include <math.h>
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

enum { WIDTH = 24, TAG_GHOST = 7 };

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

struct csr {
  int rows;
  int *row_ptr; /* rows + 1 entries */
  int *col;     /* global column, then local index after setup */
  double *val;
};

/* laplacian builds the rows [first, first + rows) of the 5-point Laplacian
 * of an n-point grid WIDTH wide (Dirichlet: missing neighbours are 0). */
static struct csr laplacian(int n, int first, int rows) {
  struct csr a;
  a.rows = rows;
  a.row_ptr = malloc(sizeof(int) * (rows + 1));
  a.col = malloc(sizeof(int) * (5 * rows + 1));
  a.val = malloc(sizeof(double) * (5 * rows + 1));
  int nnz = 0;
  for (int r = 0; r < rows; r++) {
    int g = first + r, gx = g % WIDTH;
    a.row_ptr[r] = nnz;
    /* the candidate columns in ascending order: below, left, self, right,
     * above */
    int cols[5] = {g - WIDTH, gx > 0 ? g - 1 : -1, g,
                   gx < WIDTH - 1 ? g + 1 : -1, g + WIDTH};
    for (int k = 0; k < 5; k++) {
      int c = cols[k];
      if (c < 0 || c >= n)
        continue;
      a.col[nnz] = c;
      a.val[nnz++] = c == g ? 4.0 : -1.0;
    }
  }
  a.row_ptr[rows] = nnz;
  return a;
}

/* exchange describes who sends and receives which entries of x. */
struct exchange {
  int peers;
  int *rank;                   /* peers entries */
  int *recv_first, *recv_count; /* into the ghost part of x */
  int *send_first, *send_count; /* into send_index */
  int *send_index;             /* local indices of owned entries */
  double *send_buffer;
  MPI_Request *requests;
};

/* setup_exchange renumbers a's columns into local indices (owned entries
 * first, then the ghosts in global order) and works out the messages. It
 * returns the number of ghosts. */
static int setup_exchange(struct csr *a, int first, int per_rank, int size,
                          struct exchange *ex) {
  int rows = a->rows, nnz = a->row_ptr[rows];
  /* ghosts lie within WIDTH of the block: mark them in a window */
  int lo = first - WIDTH, span = rows + 2 * WIDTH;
  int *slot = malloc(sizeof(int) * span);
  for (int i = 0; i < span; i++)
    slot[i] = -1;
  for (int k = 0; k < nnz; k++) {
    int c = a->col[k];
    if (c < first || c >= first + rows)
      slot[c - lo] = 0;
  }
  int ghosts = 0;
  int *ghost_global = malloc(sizeof(int) * span);
  for (int i = 0; i < span; i++)
    if (slot[i] == 0) {
      slot[i] = rows + ghosts;
      ghost_global[ghosts++] = lo + i;
    }
  for (int k = 0; k < nnz; k++) {
    int c = a->col[k];
    a->col[k] = c >= first && c < first + rows ? c - first : slot[c - lo];
  }

  /* peers: every rank owning a ghost (ascending), which by symmetry are
   * also the ranks owning a column of ours */
  ex->rank = malloc(sizeof(int) * (size + 1));
  ex->recv_first = malloc(sizeof(int) * (size + 1));
  ex->recv_count = malloc(sizeof(int) * (size + 1));
  ex->send_first = malloc(sizeof(int) * (size + 1));
  ex->send_count = malloc(sizeof(int) * (size + 1));
  ex->peers = 0;
  for (int g = 0; g < ghosts; g++) {
    int owner = ghost_global[g] / per_rank;
    if (ex->peers == 0 || ex->rank[ex->peers - 1] != owner) {
      ex->rank[ex->peers] = owner;
      ex->recv_first[ex->peers] = rows + g;
      ex->recv_count[ex->peers] = 0;
      ex->peers++;
    }
    ex->recv_count[ex->peers - 1]++;
  }

  /* what each peer needs from us: our rows with a column it owns, in
   * ascending order, which is the order of its ghosts */
  ex->send_index = malloc(sizeof(int) * (4 * rows + 1));
  int sent = 0;
  for (int p = 0; p < ex->peers; p++) {
    ex->send_first[p] = sent;
    for (int r = 0; r < rows; r++)
      for (int k = a->row_ptr[r]; k < a->row_ptr[r + 1]; k++) {
        int c = a->col[k];
        if (c >= rows && ghost_global[c - rows] / per_rank == ex->rank[p]) {
          ex->send_index[sent++] = r;
          break;
        }
      }
    ex->send_count[p] = sent - ex->send_first[p];
  }
  ex->send_buffer = malloc(sizeof(double) * (sent + 1));
  ex->requests = malloc(sizeof(MPI_Request) * (2 * ex->peers + 1));
  free(slot);
  free(ghost_global);
  return ghosts;
}

static void exchange_ghosts(const struct exchange *ex, double *x) {
  int pending = 0;
  for (int p = 0; p < ex->peers; p++) {
    MPI_Irecv(&x[ex->recv_first[p]], ex->recv_count[p], MPI_DOUBLE,
              ex->rank[p], TAG_GHOST, MPI_COMM_WORLD, &ex->requests[pending++]);
  }
  for (int p = 0; p < ex->peers; p++) {
    double *buffer = &ex->send_buffer[ex->send_first[p]];
    const int *index = &ex->send_index[ex->send_first[p]];
    for (int i = 0; i < ex->send_count[p]; i++)
      buffer[i] = x[index[i]];
    MPI_Isend(buffer, ex->send_count[p], MPI_DOUBLE, ex->rank[p], TAG_GHOST,
              MPI_COMM_WORLD, &ex->requests[pending++]);
  }
  MPI_Waitall(pending, ex->requests, MPI_STATUSES_IGNORE);
}

static void spmv(const struct csr *a, const double *x, double *y) {
  for (int r = 0; r < a->rows; r++) {
    double sum = 0.0;
    for (int k = a->row_ptr[r]; k < a->row_ptr[r + 1]; k++)
      sum += a->val[k] * x[a->col[k]];
    y[r] = sum;
  }
}

int main(int argc, char **argv) {
  int rank, size;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);

  int per_rank = parse_count(argc, argv, 1, 200);
  int iterations = parse_count(argc, argv, 2, 20);
  if (per_rank < 1)
    per_rank = 1;
  int n = per_rank * size, first = rank * per_rank;

  struct csr a = laplacian(n, first, per_rank);
  struct exchange ex;
  int ghosts = setup_exchange(&a, first, per_rank, size, &ex);
  double *x = malloc(sizeof(double) * (per_rank + ghosts));
  double *y = malloc(sizeof(double) * per_rank);

  double local = 0.0, global = 0.0;
  for (int r = 0; r < per_rank; r++) {
    int g = first + r;
    x[r] = 1.0 + 0.1 * (double)((g * 37) % 11);
    local += x[r] * x[r];
  }
  MPI_Allreduce(&local, &global, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
  double scale = 1.0 / sqrt(global);
  for (int r = 0; r < per_rank; r++)
    x[r] *= scale;

  double lambda = 0.0;
  MPI_Barrier(MPI_COMM_WORLD);
  double start = MPI_Wtime();
  for (int it = 1; it <= iterations; it++) {
    exchange_ghosts(&ex, x);
    spmv(&a, x, y);
    double part[2] = {0.0, 0.0}, sum[2] = {0.0, 0.0};
    for (int r = 0; r < per_rank; r++) {
      part[0] += x[r] * y[r];
      part[1] += y[r] * y[r];
    }
    MPI_Allreduce(part, sum, 2, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    lambda = sum[0];
    double inverse = 1.0 / sqrt(sum[1]);
    for (int r = 0; r < per_rank; r++)
      x[r] = y[r] * inverse;
    if (rank == 0 && (it % 5 == 0 || it == iterations))
      printf("iteration %3d: Rayleigh quotient %.6f\n", it, lambda);
  }
  double elapsed = MPI_Wtime() - start;

  int peers_max = 0, ghosts_total = 0;
  MPI_Reduce(&ex.peers, &peers_max, 1, MPI_INT, MPI_MAX, 0, MPI_COMM_WORLD);
  MPI_Reduce(&ghosts, &ghosts_total, 1, MPI_INT, MPI_SUM, 0, MPI_COMM_WORLD);
  if (rank == 0) {
    printf("csr: %d rows (grid %d wide), %d nonzeros on rank 0, %d "
           "iterations\n",
           n, WIDTH, a.row_ptr[a.rows], iterations);
    printf("ghost entries: %d in all, at most %d peers per rank\n",
           ghosts_total, peers_max);
    printf("largest eigenvalue estimate: %.5f\n", lambda);
    printf("[time] %.6f s\n", elapsed);
  }
  free(a.row_ptr);
  free(a.col);
  free(a.val);
  free(ex.rank);
  free(ex.recv_first);
  free(ex.recv_count);
  free(ex.send_first);
  free(ex.send_count);
  free(ex.send_index);
  free(ex.send_buffer);
  free(ex.requests);
  free(x);
  free(y);
  MPI_Finalize();
  return 0;
}
