/* colls.c: every collective the simulator implements, at any rank count,
 * checked against values computed in closed form. Rank 0 prints one line per
 * check; any mismatch prints MISMATCH with the rank and element. Floating
 * results are printed with %.17g so that runs can be compared bit for bit
 * with a real MPI. */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int rank, size, failures;

static void check(const char *what, int ok) {
  int all;
  MPI_Allreduce(&ok, &all, 1, MPI_INT, MPI_LAND, MPI_COMM_WORLD);
  if (!ok) {
    printf("MISMATCH rank %d: %s\n", rank, what);
    failures++;
  }
  if (rank == 0)
    printf("%-40s %s\n", what, all ? "ok" : "FAILED");
}

/* contribution of rank r to element i */
static int ival(int r, int i) { return (r + 1) * 3 + i * 7 - r * i % 5; }

static void test_bcast(void) {
  for (int root = 0; root < size; root += (size > 3 ? size / 3 : 1)) {
    int buf[37];
    for (int i = 0; i < 37; i++)
      buf[i] = rank == root ? ival(root, i) : -1;
    MPI_Bcast(buf, 37, MPI_INT, root, MPI_COMM_WORLD);
    int ok = 1;
    for (int i = 0; i < 37; i++)
      ok &= buf[i] == ival(root, i);
    char name[64];
    snprintf(name, sizeof name, "bcast int root %d", root);
    check(name, ok);
  }
  double d[5];
  for (int i = 0; i < 5; i++)
    d[i] = rank == size - 1 ? 1.0 / (i + 3) : 0;
  MPI_Bcast(d, 5, MPI_DOUBLE, size - 1, MPI_COMM_WORLD);
  int ok = 1;
  for (int i = 0; i < 5; i++)
    ok &= d[i] == 1.0 / (i + 3);
  check("bcast double root n-1", ok);
}

#define N 6
static void test_reduce_int(MPI_Op op, const char *opname, int root) {
  int in[N], out[N], exp[N];
  for (int i = 0; i < N; i++) {
    in[i] = ival(rank, i) % 13 + (op == MPI_PROD ? 1 : 0);
    if (op == MPI_LAND || op == MPI_LOR || op == MPI_LXOR)
      in[i] = (rank + i) % 3 == 0;
    exp[i] = 0;
    for (int r = 0; r < size; r++) {
      int v = ival(r, i) % 13 + (op == MPI_PROD ? 1 : 0);
      if (op == MPI_LAND || op == MPI_LOR || op == MPI_LXOR)
        v = (r + i) % 3 == 0;
      if (r == 0) { exp[i] = v; continue; }
      if (op == MPI_SUM) exp[i] += v;
      else if (op == MPI_PROD) exp[i] *= v;
      else if (op == MPI_MAX) exp[i] = v > exp[i] ? v : exp[i];
      else if (op == MPI_MIN) exp[i] = v < exp[i] ? v : exp[i];
      else if (op == MPI_LAND) exp[i] = exp[i] && v;
      else if (op == MPI_LOR) exp[i] = exp[i] || v;
      else if (op == MPI_LXOR) exp[i] = !exp[i] != !v;
      else if (op == MPI_BAND) exp[i] &= v;
      else if (op == MPI_BOR) exp[i] |= v;
      else if (op == MPI_BXOR) exp[i] ^= v;
    }
  }
  char name[64];
  int ok = 1;
  if (root >= 0) {
    memset(out, 0, sizeof out);
    MPI_Reduce(in, out, N, MPI_INT, op, root, MPI_COMM_WORLD);
    if (rank == root)
      for (int i = 0; i < N; i++)
        ok &= out[i] == exp[i];
    snprintf(name, sizeof name, "reduce int %s root %d", opname, root);
  } else {
    MPI_Allreduce(in, out, N, MPI_INT, op, MPI_COMM_WORLD);
    for (int i = 0; i < N; i++)
      ok &= out[i] == exp[i];
    snprintf(name, sizeof name, "allreduce int %s", opname);
  }
  check(name, ok);
}

static void test_reduce_types(void) {
  /* every basic type with SUM, MAX and a bitwise op where defined */
  {
    unsigned char in = (unsigned char)(rank * 37 + 1), out;
    unsigned char exp = 0;
    for (int r = 0; r < size; r++) exp = (unsigned char)(exp + r * 37 + 1);
    MPI_Allreduce(&in, &out, 1, MPI_UNSIGNED_CHAR, MPI_SUM, MPI_COMM_WORLD);
    check("allreduce unsigned char SUM (wraps)", out == exp);
  }
  {
    short in = (short)(rank * 1000 - 7), out, exp = -32768;
    for (int r = 0; r < size; r++) if ((short)(r * 1000 - 7) > exp) exp = (short)(r * 1000 - 7);
    MPI_Allreduce(&in, &out, 1, MPI_SHORT, MPI_MAX, MPI_COMM_WORLD);
    check("allreduce short MAX", out == exp);
  }
  {
    unsigned in = 1u << (rank % 32), out, exp = 0;
    for (int r = 0; r < size; r++) exp |= 1u << (r % 32);
    MPI_Allreduce(&in, &out, 1, MPI_UNSIGNED, MPI_BOR, MPI_COMM_WORLD);
    check("allreduce unsigned BOR", out == exp);
  }
  {
    long in = (long)rank * 4000000000L, out, exp = 0;
    for (int r = 0; r < size; r++) exp += (long)r * 4000000000L;
    MPI_Allreduce(&in, &out, 1, MPI_LONG, MPI_SUM, MPI_COMM_WORLD);
    check("allreduce long SUM", out == exp);
  }
  {
    unsigned long long in = ~0ULL ^ (1ULL << rank % 64), out, exp = ~0ULL;
    for (int r = 0; r < size; r++) exp &= ~0ULL ^ (1ULL << r % 64);
    MPI_Allreduce(&in, &out, 1, MPI_UNSIGNED_LONG_LONG, MPI_BAND, MPI_COMM_WORLD);
    check("allreduce unsigned long long BAND", out == exp);
  }
  {
    float in = (float)rank - 2.5f, out, exp = 1e30f;
    for (int r = 0; r < size; r++) if ((float)r - 2.5f < exp) exp = (float)r - 2.5f;
    MPI_Allreduce(&in, &out, 1, MPI_FLOAT, MPI_MIN, MPI_COMM_WORLD);
    check("allreduce float MIN", out == exp);
  }
  {
    double in[3] = {rank + 0.5, 1.0 + rank / 8.0, -rank}, out[3];
    double exp[3] = {0, 1, 0};
    for (int r = 0; r < size; r++) { exp[0] += r + 0.5; exp[1] *= 1.0 + r / 8.0; exp[2] += -r; }
    MPI_Allreduce(in, out, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    MPI_Allreduce(in + 1, out + 1, 1, MPI_DOUBLE, MPI_PROD, MPI_COMM_WORLD);
    MPI_Allreduce(in + 2, out + 2, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    check("allreduce double SUM/PROD exact", out[0] == exp[0] && out[2] == exp[2]);
    if (rank == 0)
      printf("  double PROD %.17g\n", out[1]);
  }
  {
    /* association matters: every real MPI adds in some tree order; print it */
    double in = rank % 2 ? 1e16 : 1.0, out;
    MPI_Allreduce(&in, &out, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    double r0;
    MPI_Reduce(&in, &r0, 1, MPI_DOUBLE, MPI_SUM, 0, MPI_COMM_WORLD);
    if (rank == 0)
      printf("  double SUM rounding: allreduce %.17g reduce %.17g\n", out, r0);
  }
  {
    signed char in = (signed char)(rank % 2 ? 1 : 0), out;
    MPI_Allreduce(&in, &out, 1, MPI_SIGNED_CHAR, MPI_LXOR, MPI_COMM_WORLD);
    check("allreduce signed char LXOR", out == (signed char)(size / 2 % 2));
  }
  {
    struct { double v; int i; } in, out;
    in.v = (double)((rank * 7) % 5); in.i = rank;
    MPI_Allreduce(&in, &out, 1, MPI_DOUBLE_INT, MPI_MAXLOC, MPI_COMM_WORLD);
    double bv = -1; int bi = -1;
    for (int r = 0; r < size; r++) if ((double)((r * 7) % 5) > bv) { bv = (r * 7) % 5; bi = r; }
    check("allreduce DOUBLE_INT MAXLOC", out.v == bv && out.i == bi);
    MPI_Allreduce(&in, &out, 1, MPI_DOUBLE_INT, MPI_MINLOC, MPI_COMM_WORLD);
    bv = 1e9; bi = -1;
    for (int r = 0; r < size; r++) if ((double)((r * 7) % 5) < bv) { bv = (r * 7) % 5; bi = r; }
    check("allreduce DOUBLE_INT MINLOC", out.v == bv && out.i == bi);
  }
  {
    int in[2] = {-(rank % 3), rank}, out[2];
    MPI_Reduce(in, out, 1, MPI_2INT, MPI_MAXLOC, size - 1, MPI_COMM_WORLD);
    int ok = 1;
    if (rank == size - 1) ok = out[0] == 0 && out[1] == 0;
    check("reduce 2INT MAXLOC (ties: lowest index)", ok);
  }
  {
    struct { float v; int i; } in = {(float)(rank % 4), rank}, out;
    MPI_Allreduce(&in, &out, 1, MPI_FLOAT_INT, MPI_MAXLOC, MPI_COMM_WORLD);
    check("allreduce FLOAT_INT MAXLOC", out.v == (size > 3 ? 3.0f : (float)(size - 1)) && out.i == (size > 3 ? 3 : size - 1));
  }
  {
    struct { long v; int i; } in = {-(long)rank * 3000000000L, rank}, out;
    MPI_Allreduce(&in, &out, 1, MPI_LONG_INT, MPI_MINLOC, MPI_COMM_WORLD);
    check("allreduce LONG_INT MINLOC", out.v == -(long)(size - 1) * 3000000000L && out.i == size - 1);
  }
  {
    struct { short v; int i; } in = {(short)(rank == size / 2 ? 99 : 1), rank}, out;
    MPI_Allreduce(&in, &out, 1, MPI_SHORT_INT, MPI_MAXLOC, MPI_COMM_WORLD);
    check("allreduce SHORT_INT MAXLOC", out.v == (size == 1 ? 99 : 99) && out.i == size / 2);
  }
  {
    int v = rank + 1, sum = 0;
    MPI_Allreduce(MPI_IN_PLACE, &v, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
    for (int r = 0; r < size; r++) sum += r + 1;
    check("allreduce IN_PLACE", v == sum);
    int w = rank + 1, res = -5;
    if (rank == 0)
      MPI_Reduce(MPI_IN_PLACE, &w, 1, MPI_INT, MPI_SUM, 0, MPI_COMM_WORLD);
    else
      MPI_Reduce(&w, &res, 1, MPI_INT, MPI_SUM, 0, MPI_COMM_WORLD);
    check("reduce IN_PLACE at root", rank != 0 || w == sum);
  }
}

static void test_gather_scatter(void) {
  int root = size / 2;
  int *all = malloc(sizeof(int) * 3 * size);
  int mine[3] = {ival(rank, 0), ival(rank, 1), ival(rank, 2)};
  for (int i = 0; i < 3 * size; i++) all[i] = -1;
  MPI_Gather(mine, 3, MPI_INT, all, 3, MPI_INT, root, MPI_COMM_WORLD);
  int ok = 1;
  if (rank == root)
    for (int r = 0; r < size; r++)
      for (int i = 0; i < 3; i++) ok &= all[3 * r + i] == ival(r, i);
  check("gather", ok);

  int got[3] = {0, 0, 0};
  if (rank == root)
    for (int r = 0; r < size; r++)
      for (int i = 0; i < 3; i++) all[3 * r + i] = ival(r, i) * 2;
  MPI_Scatter(all, 3, MPI_INT, got, 3, MPI_INT, root, MPI_COMM_WORLD);
  ok = 1;
  for (int i = 0; i < 3; i++) ok &= got[i] == ival(rank, i) * 2;
  check("scatter", ok);

  /* v-variants: rank r contributes r+1 ints, stored in reverse rank order */
  int *counts = malloc(sizeof(int) * size), *displs = malloc(sizeof(int) * size);
  int total = 0;
  for (int r = size - 1; r >= 0; r--) { counts[r] = r + 1; displs[r] = total; total += r + 1; }
  int *vbuf = malloc(sizeof(int) * total), *vmine = malloc(sizeof(int) * (rank + 1));
  for (int i = 0; i <= rank; i++) vmine[i] = ival(rank, i);
  for (int i = 0; i < total; i++) vbuf[i] = -1;
  MPI_Gatherv(vmine, rank + 1, MPI_INT, vbuf, counts, displs, MPI_INT, 0, MPI_COMM_WORLD);
  ok = 1;
  if (rank == 0)
    for (int r = 0; r < size; r++)
      for (int i = 0; i <= r; i++) ok &= vbuf[displs[r] + i] == ival(r, i);
  check("gatherv", ok);
  for (int i = 0; i <= rank; i++) vmine[i] = -1;
  MPI_Scatterv(vbuf, counts, displs, MPI_INT, vmine, rank + 1, MPI_INT, 0, MPI_COMM_WORLD);
  ok = 1;
  for (int i = 0; i <= rank; i++) ok &= vmine[i] == ival(rank, i);
  check("scatterv", ok);

  for (int i = 0; i < total; i++) vbuf[i] = -1;
  for (int i = 0; i <= rank; i++) vmine[i] = ival(rank, i) + 1;
  MPI_Allgatherv(vmine, rank + 1, MPI_INT, vbuf, counts, displs, MPI_INT, MPI_COMM_WORLD);
  ok = 1;
  for (int r = 0; r < size; r++)
    for (int i = 0; i <= r; i++) ok &= vbuf[displs[r] + i] == ival(r, i) + 1;
  check("allgatherv", ok);

  for (int i = 0; i < 3 * size; i++) all[i] = -1;
  MPI_Allgather(mine, 3, MPI_INT, all, 3, MPI_INT, MPI_COMM_WORLD);
  ok = 1;
  for (int r = 0; r < size; r++)
    for (int i = 0; i < 3; i++) ok &= all[3 * r + i] == ival(r, i);
  check("allgather", ok);
  for (int i = 0; i < 3 * size; i++) all[i] = i / 3 == rank ? ival(rank, i % 3) : -1;
  MPI_Allgather(MPI_IN_PLACE, 0, MPI_DATATYPE_NULL, all, 3, MPI_INT, MPI_COMM_WORLD);
  ok = 1;
  for (int r = 0; r < size; r++)
    for (int i = 0; i < 3; i++) ok &= all[3 * r + i] == ival(r, i);
  check("allgather IN_PLACE", ok);
  free(all); free(counts); free(displs); free(vbuf); free(vmine);
}

static void test_alltoall(void) {
  int *s = malloc(sizeof(int) * 2 * size), *r = malloc(sizeof(int) * 2 * size);
  for (int d = 0; d < size; d++) { s[2 * d] = rank * 1000 + d; s[2 * d + 1] = -rank; }
  MPI_Alltoall(s, 2, MPI_INT, r, 2, MPI_INT, MPI_COMM_WORLD);
  int ok = 1;
  for (int src = 0; src < size; src++) ok &= r[2 * src] == src * 1000 + rank && r[2 * src + 1] == -src;
  check("alltoall", ok);
  /* alltoallv: rank sends d+1 ints to rank d */
  int *sc = malloc(sizeof(int) * size), *sd = malloc(sizeof(int) * size);
  int *rc = malloc(sizeof(int) * size), *rd = malloc(sizeof(int) * size);
  int st = 0, rt = 0;
  for (int d = 0; d < size; d++) { sc[d] = d + 1; sd[d] = st; st += d + 1; rc[d] = rank + 1; rd[d] = rt; rt += rank + 1; }
  int *sv = malloc(sizeof(int) * st), *rv = malloc(sizeof(int) * rt);
  for (int d = 0; d < size; d++)
    for (int i = 0; i <= d; i++) sv[sd[d] + i] = rank * 100 + d * 10 + i;
  MPI_Alltoallv(sv, sc, sd, MPI_INT, rv, rc, rd, MPI_INT, MPI_COMM_WORLD);
  ok = 1;
  for (int src = 0; src < size; src++)
    for (int i = 0; i <= rank; i++) ok &= rv[rd[src] + i] == src * 100 + rank * 10 + i;
  check("alltoallv", ok);
  /* alltoallw: to rank d, (d % 2 + 1) doubles, at byte displacements */
  int *wsc = malloc(sizeof(int) * size), *wsd = malloc(sizeof(int) * size);
  int *wrc = malloc(sizeof(int) * size), *wrd = malloc(sizeof(int) * size);
  MPI_Datatype *wst = malloc(sizeof(MPI_Datatype) * size), *wrt = malloc(sizeof(MPI_Datatype) * size);
  double *wsb = malloc(sizeof(double) * 2 * size), *wrb = malloc(sizeof(double) * 2 * size);
  for (int d = 0; d < size; d++) {
    wsc[d] = d % 2 + 1; wsd[d] = 16 * d; wst[d] = MPI_DOUBLE;
    wrc[d] = rank % 2 + 1; wrd[d] = 16 * d; wrt[d] = MPI_DOUBLE;
    wsb[2 * d] = rank + 0.25 * d; wsb[2 * d + 1] = -rank - 0.25 * d;
    wrb[2 * d] = wrb[2 * d + 1] = 99;
  }
  MPI_Alltoallw(wsb, wsc, wsd, wst, wrb, wrc, wrd, wrt, MPI_COMM_WORLD);
  ok = 1;
  for (int src = 0; src < size; src++) {
    ok &= wrb[2 * src] == src + 0.25 * rank;
    ok &= rank % 2 ? wrb[2 * src + 1] == -src - 0.25 * rank : wrb[2 * src + 1] == 99;
  }
  check("alltoallw", ok);
  free(wsc); free(wsd); free(wrc); free(wrd); free(wst); free(wrt); free(wsb); free(wrb);
  free(s); free(r); free(sc); free(sd); free(rc); free(rd); free(sv); free(rv);
}

static void test_scan(void) {
  int in[2] = {rank + 1, (rank % 3) + 1}, out[2], ex[2] = {-7, -7};
  MPI_Scan(in, out, 2, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
  int e0 = 0, e1 = 1;
  for (int r = 0; r <= rank; r++) e0 += r + 1;
  check("scan SUM", out[0] == e0);
  MPI_Scan(in + 1, out + 1, 1, MPI_INT, MPI_PROD, MPI_COMM_WORLD);
  for (int r = 0; r <= rank; r++) e1 *= (r % 3) + 1;
  check("scan PROD", out[1] == e1);
  MPI_Exscan(in, ex, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
  check("exscan SUM", rank == 0 || ex[0] == e0 - (rank + 1));
  MPI_Exscan(in, ex + 1, 1, MPI_INT, MPI_MAX, MPI_COMM_WORLD);
  check("exscan MAX", rank == 0 || ex[1] == rank);
}

static void test_reduce_scatter(void) {
  int *rc = malloc(sizeof(int) * size);
  int total = 0;
  for (int r = 0; r < size; r++) { rc[r] = r % 3 + 1; total += rc[r]; }
  int *in = malloc(sizeof(int) * total), out[3];
  for (int i = 0; i < total; i++) in[i] = rank * i + 1;
  MPI_Reduce_scatter(in, out, rc, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
  int off = 0;
  for (int r = 0; r < rank; r++) off += rc[r];
  int ok = 1;
  for (int k = 0; k < rc[rank]; k++) {
    int e = 0;
    for (int r = 0; r < size; r++) e += r * (off + k) + 1;
    ok &= out[k] == e;
  }
  check("reduce_scatter", ok);
  int *in2 = malloc(sizeof(int) * 2 * size), out2[2];
  for (int i = 0; i < 2 * size; i++) in2[i] = i == 2 * rank ? 100 : rank;
  MPI_Reduce_scatter_block(in2, out2, 2, MPI_INT, MPI_MAX, MPI_COMM_WORLD);
  int m = size - 1;
  check("reduce_scatter_block", out2[0] == (size > 1 && m > 100 ? m : 100) && out2[1] == m);
  free(rc); free(in); free(in2);
}

static void test_comms(void) {
  MPI_Comm half, dup;
  MPI_Comm_split(MPI_COMM_WORLD, rank % 2, -rank, &half);
  int hr, hs;
  MPI_Comm_rank(half, &hr);
  MPI_Comm_size(half, &hs);
  int expsize = (size + 1 - rank % 2) / 2;
  int ok = hs == expsize && hr == (expsize - 1 - rank / 2);
  check("comm_split (key reverses order)", ok);
  int sum;
  MPI_Allreduce(&rank, &sum, 1, MPI_INT, MPI_SUM, half);
  int e = 0;
  for (int r = rank % 2; r < size; r += 2) e += r;
  check("allreduce on a split communicator", sum == e);
  MPI_Comm_dup(half, &dup);
  int res;
  MPI_Comm_compare(half, dup, &res);
  check("comm_dup congruent", res == MPI_CONGRUENT);
  int b = hr == 0 ? rank : -1;
  MPI_Bcast(&b, 1, MPI_INT, 0, dup);
  check("bcast on a dup", b == (rank % 2) + 2 * (expsize - 1));
  MPI_Comm none;
  MPI_Comm_split(MPI_COMM_WORLD, rank == 0 ? MPI_UNDEFINED : 1, 0, &none);
  check("comm_split UNDEFINED gives MPI_COMM_NULL", (rank == 0) == (none == MPI_COMM_NULL));
  if (none != MPI_COMM_NULL) MPI_Comm_free(&none);
  MPI_Comm_free(&dup);
  MPI_Comm_free(&half);
  check("comm_free sets MPI_COMM_NULL", half == MPI_COMM_NULL && dup == MPI_COMM_NULL);
  MPI_Barrier(MPI_COMM_WORLD);
}

/* 2x2 integer matrices: a non-commutative user op; MPI combines in rank
 * order, inout = in * inout. */
typedef struct { long a, b, c, d; } mat;
static void matmul(void *in, void *inout, int *len, MPI_Datatype *dt) {
  (void)dt;
  mat *x = in, *y = inout;
  for (int i = 0; i < *len; i++) {
    mat r = {x[i].a * y[i].a + x[i].b * y[i].c, x[i].a * y[i].b + x[i].b * y[i].d,
             x[i].c * y[i].a + x[i].d * y[i].c, x[i].c * y[i].b + x[i].d * y[i].d};
    y[i] = r;
  }
}
static void absmax(void *in, void *inout, int *len, MPI_Datatype *dt) {
  (void)dt;
  double *x = in, *y = inout;
  for (int i = 0; i < *len; i++) {
    double a = x[i] < 0 ? -x[i] : x[i], b = y[i] < 0 ? -y[i] : y[i];
    y[i] = a > b ? a : b;
  }
}

static void test_user_ops(void) {
  MPI_Datatype mt;
  MPI_Type_contiguous(4, MPI_LONG, &mt);
  MPI_Type_commit(&mt);
  MPI_Op mop, aop;
  MPI_Op_create(matmul, 0, &mop);
  MPI_Op_create(absmax, 1, &aop);
  mat m = {1, rank + 1, 0, 1}, prod, all, scan;
  if (rank % 3 == 1) { m.a = 0; m.b = 1; m.c = 1; m.d = rank; }
  mat e = {1, 0, 0, 1}, pre = {1, 0, 0, 1};
  for (int r = 0; r < size; r++) {
    mat v = {1, r + 1, 0, 1};
    if (r % 3 == 1) { v.a = 0; v.b = 1; v.c = 1; v.d = r; }
    mat t = {e.a * v.a + e.b * v.c, e.a * v.b + e.b * v.d, e.c * v.a + e.d * v.c, e.c * v.b + e.d * v.d};
    e = t;
    if (r == rank) pre = e;
  }
  MPI_Reduce(&m, &prod, 1, mt, mop, 0, MPI_COMM_WORLD);
  check("user op (non-commutative) reduce", rank != 0 || (prod.a == e.a && prod.b == e.b && prod.c == e.c && prod.d == e.d));
  MPI_Allreduce(&m, &all, 1, mt, mop, MPI_COMM_WORLD);
  check("user op (non-commutative) allreduce", all.a == e.a && all.b == e.b && all.c == e.c && all.d == e.d);
  MPI_Scan(&m, &scan, 1, mt, mop, MPI_COMM_WORLD);
  check("user op (non-commutative) scan", scan.a == pre.a && scan.b == pre.b && scan.c == pre.c && scan.d == pre.d);
  double v[3] = {rank % 2 ? -rank : rank, 0.5, -2.0 * rank}, mx[3];
  MPI_Allreduce(v, mx, 3, MPI_DOUBLE, aop, MPI_COMM_WORLD);
  check("user op (commutative) allreduce", mx[0] == size - 1 && mx[1] == 0.5 && mx[2] == 2.0 * (size - 1));
  int commute;
  MPI_Op_commutative(mop, &commute);
  check("op_commutative", commute == 0);
  MPI_Op_free(&mop);
  MPI_Op_free(&aop);
  MPI_Type_free(&mt);
  check("op_free sets MPI_OP_NULL", mop == MPI_OP_NULL);
}

static void test_nonblocking(void) {
  /* several non-blocking collectives in flight at once on one communicator */
  MPI_Request rq[5];
  int a = rank + 1, asum = -1, b = rank == 0 ? 77 : 0, g[64], mx = -1;
  int s2[64], r2[64];
  for (int i = 0; i < size; i++) s2[i] = rank * 100 + i;
  MPI_Iallreduce(&a, &asum, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD, &rq[0]);
  MPI_Ibcast(&b, 1, MPI_INT, 0, MPI_COMM_WORLD, &rq[1]);
  MPI_Iallgather(&a, 1, MPI_INT, g, 1, MPI_INT, MPI_COMM_WORLD, &rq[2]);
  MPI_Ialltoall(s2, 1, MPI_INT, r2, 1, MPI_INT, MPI_COMM_WORLD, &rq[3]);
  MPI_Ireduce(&a, &mx, 1, MPI_INT, MPI_MAX, size - 1, MPI_COMM_WORLD, &rq[4]);
  MPI_Waitall(5, rq, MPI_STATUSES_IGNORE);
  int ok = asum == size * (size + 1) / 2 && b == 77 && (rank != size - 1 || mx == size);
  for (int i = 0; i < size; i++) ok &= g[i] == i + 1 && r2[i] == i * 100 + rank;
  check("overlapping non-blocking collectives", ok);
  MPI_Comm idup;
  MPI_Request dq;
  MPI_Comm_idup(MPI_COMM_WORLD, &idup, &dq);
  MPI_Wait(&dq, MPI_STATUS_IGNORE);
  int ir, isz;
  MPI_Comm_rank(idup, &ir);
  MPI_Comm_size(idup, &isz);
  check("comm_idup", ir == rank && isz == size);
  MPI_Comm_free(&idup);
  MPI_Request bar;
  MPI_Ibarrier(MPI_COMM_WORLD, &bar);
  int flag = 0;
  while (!flag) MPI_Test(&bar, &flag, MPI_STATUS_IGNORE);
  check("ibarrier + test loop", bar == MPI_REQUEST_NULL);
}

int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  if (rank == 0) printf("colls on %d ranks\n", size);
  MPI_Barrier(MPI_COMM_WORLD);
  test_bcast();
  const char *names[] = {"SUM", "PROD", "MAX", "MIN", "LAND", "LOR", "LXOR", "BAND", "BOR", "BXOR"};
  MPI_Op ops[] = {MPI_SUM, MPI_PROD, MPI_MAX, MPI_MIN, MPI_LAND, MPI_LOR, MPI_LXOR, MPI_BAND, MPI_BOR, MPI_BXOR};
  for (int k = 0; k < 10; k++) {
    test_reduce_int(ops[k], names[k], -1);
    test_reduce_int(ops[k], names[k], k % size);
  }
  test_reduce_types();
  test_gather_scatter();
  test_alltoall();
  test_scan();
  test_reduce_scatter();
  test_comms();
  if (size <= 64) test_nonblocking();
  test_user_ops();
  MPI_Finalize();
  return failures != 0;
}
