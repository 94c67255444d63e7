/* p2p.c: point-to-point features, each checked in the program: blocking and
 * non-blocking sends in every mode, wildcards, PROC_NULL, probes, every
 * completion call, persistent requests, non-overtaking order, derived
 * datatypes. Rank 0 prints one line per check. Needs at least 2 ranks. */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int rank, size;

static void check(const char *what, int ok) {
  int all;
  MPI_Allreduce(&ok, &all, 1, MPI_INT, MPI_LAND, MPI_COMM_WORLD);
  if (!ok) printf("MISMATCH rank %d: %s\n", rank, what);
  if (rank == 0) printf("%-44s %s\n", what, all ? "ok" : "FAILED");
}

#define BIG 5000 /* ints: above any eager limit the tests use */

static void modes(void) {
  int next = (rank + 1) % size, prev = (rank + size - 1) % size;
  int *sbuf = malloc(sizeof(int) * BIG), *rbuf = malloc(sizeof(int) * BIG);
  for (int n = 1; n <= BIG; n *= 70) {
    for (int i = 0; i < n; i++) { sbuf[i] = rank * 100000 + i; rbuf[i] = -1; }
    MPI_Request rq;
    MPI_Status st;
    MPI_Irecv(rbuf, n, MPI_INT, prev, n, MPI_COMM_WORLD, &rq);
    MPI_Send(sbuf, n, MPI_INT, next, n, MPI_COMM_WORLD);
    MPI_Wait(&rq, &st);
    int cnt, ok = rq == MPI_REQUEST_NULL && st.MPI_SOURCE == prev && st.MPI_TAG == n;
    MPI_Get_count(&st, MPI_INT, &cnt);
    ok &= cnt == n;
    for (int i = 0; i < n; i++) ok &= rbuf[i] == prev * 100000 + i;
    char name[64];
    snprintf(name, sizeof name, "send/irecv %d ints", n);
    check(name, ok);
  }
  /* synchronous, buffered and ready modes, blocking and not */
  int x = rank, y = -1;
  MPI_Request r2[2];
  MPI_Irecv(&y, 1, MPI_INT, prev, 1, MPI_COMM_WORLD, &r2[0]);
  MPI_Barrier(MPI_COMM_WORLD);
  MPI_Rsend(&x, 1, MPI_INT, next, 1, MPI_COMM_WORLD);
  MPI_Wait(&r2[0], MPI_STATUS_IGNORE);
  check("rsend", y == prev);
  y = -1;
  if (rank % 2 == 0) {
    MPI_Ssend(&x, 1, MPI_INT, next, 2, MPI_COMM_WORLD);
    MPI_Recv(&y, 1, MPI_INT, prev, 2, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  } else {
    MPI_Recv(&y, 1, MPI_INT, prev, 2, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Ssend(&x, 1, MPI_INT, next, 2, MPI_COMM_WORLD);
  }
  check("ssend", y == prev);
  int bsize = 1 << 16;
  void *bbuf = malloc(bsize);
  MPI_Buffer_attach(bbuf, bsize);
  y = -1;
  MPI_Bsend(&x, 1, MPI_INT, next, 3, MPI_COMM_WORLD);
  MPI_Recv(&y, 1, MPI_INT, prev, 3, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  check("bsend", y == prev);
  MPI_Buffer_detach(&bbuf, &bsize);
  y = -1;
  MPI_Issend(&x, 1, MPI_INT, next, 4, MPI_COMM_WORLD, &r2[0]);
  MPI_Irecv(&y, 1, MPI_INT, prev, 4, MPI_COMM_WORLD, &r2[1]);
  MPI_Waitall(2, r2, MPI_STATUSES_IGNORE);
  check("issend/irecv waitall", y == prev && r2[0] == MPI_REQUEST_NULL && r2[1] == MPI_REQUEST_NULL);
  free(bbuf);
  free(sbuf);
  free(rbuf);
}

static void sendrecv(void) {
  int next = (rank + 1) % size, prev = (rank + size - 1) % size;
  int out[3] = {rank, rank * 2, rank * 3}, in[3] = {-1, -1, -1};
  MPI_Status st;
  MPI_Sendrecv(out, 3, MPI_INT, next, 9, in, 3, MPI_INT, prev, 9, MPI_COMM_WORLD, &st);
  check("sendrecv", in[0] == prev && in[2] == prev * 3 && st.MPI_SOURCE == prev);
  MPI_Sendrecv_replace(out, 3, MPI_INT, next, 10, prev, 10, MPI_COMM_WORLD, &st);
  check("sendrecv_replace", out[0] == prev && out[1] == prev * 2);
  int big[BIG];
  for (int i = 0; i < BIG; i++) big[i] = rank + i;
  MPI_Sendrecv_replace(big, BIG, MPI_INT, next, 11, prev, 11, MPI_COMM_WORLD, &st);
  int ok = 1;
  for (int i = 0; i < BIG; i++) ok &= big[i] == prev + i;
  check("sendrecv_replace rendezvous size", ok);
}

static void wildcards(void) {
  /* every rank sends its rank to 0 with tag = rank; 0 receives ANY/ANY */
  if (rank == 0) {
    int seen = 0, ok = 1;
    for (int k = 1; k < size; k++) {
      int v;
      MPI_Status st;
      MPI_Recv(&v, 1, MPI_INT, MPI_ANY_SOURCE, MPI_ANY_TAG, MPI_COMM_WORLD, &st);
      ok &= v == st.MPI_SOURCE && st.MPI_TAG == v && !(seen & (1 << v));
      seen |= 1 << v;
    }
    check("any_source/any_tag", ok && seen == ((1 << size) - 2));
  } else {
    MPI_Send(&rank, 1, MPI_INT, 0, rank, MPI_COMM_WORLD);
    check("any_source/any_tag", 1);
  }
  /* PROC_NULL */
  int v = 5;
  MPI_Status st;
  MPI_Send(&v, 1, MPI_INT, MPI_PROC_NULL, 0, MPI_COMM_WORLD);
  MPI_Recv(&v, 1, MPI_INT, MPI_PROC_NULL, 0, MPI_COMM_WORLD, &st);
  int cnt;
  MPI_Get_count(&st, MPI_INT, &cnt);
  check("proc_null", v == 5 && st.MPI_SOURCE == MPI_PROC_NULL && st.MPI_TAG == MPI_ANY_TAG && cnt == 0);
}

static void nonovertaking(void) {
  /* rank 1 sends a big message then small ones with the same tag: they must
   * be received in order, and a tag-specific receive may pass over them */
  if (rank == 1) {
    int *big = malloc(sizeof(int) * BIG);
    for (int i = 0; i < BIG; i++) big[i] = i;
    MPI_Request rq[4];
    MPI_Isend(big, BIG, MPI_INT, 0, 7, MPI_COMM_WORLD, &rq[0]);
    int a = 1, b = 2, c = 3;
    MPI_Isend(&a, 1, MPI_INT, 0, 7, MPI_COMM_WORLD, &rq[1]);
    MPI_Isend(&b, 1, MPI_INT, 0, 7, MPI_COMM_WORLD, &rq[2]);
    MPI_Isend(&c, 1, MPI_INT, 0, 8, MPI_COMM_WORLD, &rq[3]);
    MPI_Waitall(4, rq, MPI_STATUSES_IGNORE);
    free(big);
    check("non-overtaking", 1);
  } else if (rank == 0) {
    int *big = malloc(sizeof(int) * BIG), a = 0, b = 0, c = 0;
    MPI_Recv(&c, 1, MPI_INT, 1, 8, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Recv(big, BIG, MPI_INT, 1, 7, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Recv(&a, 1, MPI_INT, 1, 7, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Recv(&b, 1, MPI_INT, 1, MPI_ANY_TAG, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    check("non-overtaking", a == 1 && b == 2 && c == 3 && big[BIG - 1] == BIG - 1);
    free(big);
  } else {
    check("non-overtaking", 1);
  }
}

static void probes(void) {
  int next = (rank + 1) % size, prev = (rank + size - 1) % size;
  int msg[17];
  for (int i = 0; i < 17; i++) msg[i] = rank;
  MPI_Request rq;
  MPI_Isend(msg, 17, MPI_INT, next, 21, MPI_COMM_WORLD, &rq);
  MPI_Status st;
  MPI_Probe(MPI_ANY_SOURCE, 21, MPI_COMM_WORLD, &st);
  int cnt;
  MPI_Get_count(&st, MPI_INT, &cnt);
  int *in = malloc(sizeof(int) * cnt);
  MPI_Recv(in, cnt, MPI_INT, st.MPI_SOURCE, st.MPI_TAG, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  MPI_Wait(&rq, MPI_STATUS_IGNORE);
  check("probe then receive of the probed size", cnt == 17 && st.MPI_SOURCE == prev && in[16] == prev);
  free(in);
  int flag = 1;
  MPI_Iprobe(MPI_ANY_SOURCE, 99, MPI_COMM_WORLD, &flag, &st);
  check("iprobe with nothing pending", flag == 0);
  MPI_Barrier(MPI_COMM_WORLD);
  MPI_Isend(&rank, 1, MPI_INT, next, 22, MPI_COMM_WORLD, &rq);
  flag = 0;
  int polls = 0;
  while (!flag) { MPI_Iprobe(prev, 22, MPI_COMM_WORLD, &flag, &st); polls++; }
  int v;
  MPI_Recv(&v, 1, MPI_INT, prev, 22, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  MPI_Wait(&rq, MPI_STATUS_IGNORE);
  check("iprobe polling loop", v == prev && polls >= 1);
  /* get_count with a count that does not divide: MPI_UNDEFINED */
  char bytes[6] = {0};
  MPI_Sendrecv(bytes, 6, MPI_CHAR, next, 23, bytes, 6, MPI_CHAR, prev, 23, MPI_COMM_WORLD, &st);
  MPI_Get_count(&st, MPI_INT, &cnt);
  int el;
  MPI_Get_elements(&st, MPI_CHAR, &el);
  check("get_count undefined, get_elements", cnt == MPI_UNDEFINED && el == 6);
}

static void matched_probes(void) {
  int next = (rank + 1) % size, prev = (rank + size - 1) % size;
  int out[3] = {rank, -rank, 7}, in[3] = {0, 0, 0};
  MPI_Request rq;
  MPI_Isend(out, 3, MPI_INT, next, 90, MPI_COMM_WORLD, &rq);
  MPI_Message msg;
  MPI_Status st;
  MPI_Mprobe(MPI_ANY_SOURCE, 90, MPI_COMM_WORLD, &msg, &st);
  int cnt;
  MPI_Get_count(&st, MPI_INT, &cnt);
  MPI_Mrecv(in, cnt, MPI_INT, &msg, &st);
  MPI_Wait(&rq, MPI_STATUS_IGNORE);
  check("mprobe/mrecv", cnt == 3 && in[0] == prev && in[1] == -prev && msg == MPI_MESSAGE_NULL && st.MPI_SOURCE == prev);
  MPI_Isend(out, 2, MPI_INT, next, 91, MPI_COMM_WORLD, &rq);
  int flag = 0;
  while (!flag) MPI_Improbe(prev, 91, MPI_COMM_WORLD, &flag, &msg, &st);
  MPI_Request rr;
  in[0] = -1;
  MPI_Imrecv(in, 3, MPI_INT, &msg, &rr);
  MPI_Wait(&rr, &st);
  MPI_Get_count(&st, MPI_INT, &cnt);
  MPI_Wait(&rq, MPI_STATUS_IGNORE);
  check("improbe/imrecv", in[0] == prev && cnt == 2);
  MPI_Mprobe(MPI_PROC_NULL, 0, MPI_COMM_WORLD, &msg, &st);
  MPI_Mrecv(in, 1, MPI_INT, &msg, &st);
  check("mprobe of MPI_PROC_NULL", st.MPI_SOURCE == MPI_PROC_NULL && msg == MPI_MESSAGE_NULL);
}

static void completions(void) {
  int next = (rank + 1) % size, prev = (rank + size - 1) % size;
  enum { K = 4 };
  int in[K], out[K];
  MPI_Request rr[K], sr[K];
  for (int k = 0; k < K; k++) {
    in[k] = -1; out[k] = rank * 10 + k;
    MPI_Irecv(&in[k], 1, MPI_INT, prev, 30 + k, MPI_COMM_WORLD, &rr[k]);
  }
  /* send in reverse order: Waitany sees them complete out of index order */
  for (int k = K - 1; k >= 0; k--)
    MPI_Isend(&out[k], 1, MPI_INT, next, 30 + k, MPI_COMM_WORLD, &sr[k]);
  int got = 0, ok = 1;
  for (int k = 0; k < K; k++) {
    int idx;
    MPI_Status st;
    MPI_Waitany(K, rr, &idx, &st);
    ok &= idx >= 0 && idx < K && rr[idx] == MPI_REQUEST_NULL && in[idx] == prev * 10 + idx && st.MPI_TAG == 30 + idx;
    got |= 1 << idx;
  }
  int idx;
  MPI_Waitany(K, rr, &idx, MPI_STATUS_IGNORE);
  ok &= idx == MPI_UNDEFINED && got == (1 << K) - 1;
  check("waitany", ok);
  MPI_Waitall(K, sr, MPI_STATUSES_IGNORE);

  for (int k = 0; k < K; k++) {
    in[k] = -1;
    MPI_Irecv(&in[k], 1, MPI_INT, prev, 40 + k, MPI_COMM_WORLD, &rr[k]);
    MPI_Isend(&out[k], 1, MPI_INT, next, 40 + k, MPI_COMM_WORLD, &sr[k]);
  }
  int done = 0, indices[K];
  MPI_Status sts[K];
  ok = 1;
  while (done < K) {
    int n;
    MPI_Waitsome(K, rr, &n, indices, sts);
    for (int j = 0; j < n; j++) ok &= in[indices[j]] == prev * 10 + indices[j] && sts[j].MPI_SOURCE == prev;
    done += n;
  }
  check("waitsome", ok && done == K);
  int flag = 0;
  while (!flag) MPI_Testall(K, sr, &flag, MPI_STATUSES_IGNORE);
  check("testall", sr[0] == MPI_REQUEST_NULL && sr[K - 1] == MPI_REQUEST_NULL);

  int a = -1;
  MPI_Request r1;
  MPI_Irecv(&a, 1, MPI_INT, prev, 50, MPI_COMM_WORLD, &r1);
  MPI_Send(&rank, 1, MPI_INT, next, 50, MPI_COMM_WORLD);
  flag = 0;
  MPI_Status st;
  while (!flag) MPI_Test(&r1, &flag, &st);
  check("test", a == prev && st.MPI_SOURCE == prev && r1 == MPI_REQUEST_NULL);
  MPI_Irecv(&a, 1, MPI_INT, prev, 51, MPI_COMM_WORLD, &rr[0]);
  rr[1] = MPI_REQUEST_NULL;
  MPI_Send(&rank, 1, MPI_INT, next, 51, MPI_COMM_WORLD);
  flag = 0;
  while (!flag) MPI_Testany(2, rr, &idx, &flag, &st);
  check("testany", idx == 0 && a == prev);
  int n;
  MPI_Testsome(2, rr, &n, indices, MPI_STATUSES_IGNORE);
  check("testsome on null requests", n == MPI_UNDEFINED);

  /* cancel a receive nobody sends to */
  MPI_Irecv(&a, 1, MPI_INT, prev, 999, MPI_COMM_WORLD, &r1);
  MPI_Cancel(&r1);
  MPI_Wait(&r1, &st);
  MPI_Test_cancelled(&st, &flag);
  check("cancel", flag == 1);
  /* request_free on a completed-later send */
  MPI_Isend(&rank, 1, MPI_INT, next, 52, MPI_COMM_WORLD, &r1);
  MPI_Request_free(&r1);
  MPI_Recv(&a, 1, MPI_INT, prev, 52, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  check("request_free", r1 == MPI_REQUEST_NULL && a == prev);
}

static void persistent(void) {
  int next = (rank + 1) % size, prev = (rank + size - 1) % size;
  int s = 0, r = -1, ok = 1;
  MPI_Request rq[2];
  MPI_Send_init(&s, 1, MPI_INT, next, 60, MPI_COMM_WORLD, &rq[0]);
  MPI_Recv_init(&r, 1, MPI_INT, prev, 60, MPI_COMM_WORLD, &rq[1]);
  for (int it = 0; it < 3; it++) {
    s = rank * 10 + it;
    MPI_Startall(2, rq);
    MPI_Waitall(2, rq, MPI_STATUSES_IGNORE);
    ok &= r == prev * 10 + it && rq[0] != MPI_REQUEST_NULL;
  }
  MPI_Request_free(&rq[0]);
  MPI_Request_free(&rq[1]);
  check("persistent send/recv", ok);
}

static void datatypes(void) {
  int next = (rank + 1) % size, prev = (rank + size - 1) % size;
  /* a column of a 4x5 matrix */
  double m[4][5], col[4];
  MPI_Datatype column, pair, idx, st;
  MPI_Type_vector(4, 1, 5, MPI_DOUBLE, &column);
  MPI_Type_commit(&column);
  for (int i = 0; i < 4; i++)
    for (int j = 0; j < 5; j++) m[i][j] = rank * 100 + i * 10 + j;
  MPI_Sendrecv(&m[0][2], 1, column, next, 70, col, 4, MPI_DOUBLE, prev, 70, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  int ok = 1;
  for (int i = 0; i < 4; i++) ok &= col[i] == prev * 100 + i * 10 + 2;
  check("type_vector send", ok);
  MPI_Sendrecv(col, 4, MPI_DOUBLE, next, 71, &m[0][4], 1, column, prev, 71, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  ok = 1;
  int pp = (prev + size - 1) % size;
  for (int i = 0; i < 4; i++) ok &= m[i][4] == pp * 100 + i * 10 + 2 && m[i][3] == rank * 100 + i * 10 + 3;
  check("type_vector receive", ok);
  int sz;
  MPI_Aint lb, ext;
  MPI_Type_size(column, &sz);
  MPI_Type_get_extent(column, &lb, &ext);
  check("type_vector size and extent", sz == 32 && lb == 0 && ext == (3 * 5 + 1) * 8);
  MPI_Type_contiguous(2, MPI_INT, &pair);
  MPI_Type_commit(&pair);
  int pin[6] = {1, 2, 3, 4, 5, 6}, pout[6] = {0};
  MPI_Sendrecv(pin, 3, pair, next, 72, pout, 3, pair, prev, 72, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  check("type_contiguous", pout[0] == 1 && pout[5] == 6);
  int bl[3] = {2, 1, 3}, dp[3] = {0, 4, 7};
  MPI_Type_indexed(3, bl, dp, MPI_INT, &idx);
  MPI_Type_commit(&idx);
  int src[10], dst[10];
  for (int i = 0; i < 10; i++) { src[i] = rank * 10 + i; dst[i] = -1; }
  MPI_Sendrecv(src, 1, idx, next, 73, dst, 1, idx, prev, 73, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  ok = dst[0] == prev * 10 && dst[1] == prev * 10 + 1 && dst[2] == -1 && dst[4] == prev * 10 + 4 &&
       dst[7] == prev * 10 + 7 && dst[9] == prev * 10 + 9 && dst[8] == prev * 10 + 8 && dst[5] == -1;
  check("type_indexed", ok);
  struct rec { char c; double d; int i; } rs[2], rr[2];
  int blens[3] = {1, 1, 1};
  MPI_Aint disp[3], base;
  MPI_Datatype types[3] = {MPI_CHAR, MPI_DOUBLE, MPI_INT};
  MPI_Get_address(&rs[0], &base);
  MPI_Get_address(&rs[0].c, &disp[0]);
  MPI_Get_address(&rs[0].d, &disp[1]);
  MPI_Get_address(&rs[0].i, &disp[2]);
  for (int i = 0; i < 3; i++) disp[i] -= base;
  MPI_Type_create_struct(3, blens, disp, types, &st);
  MPI_Datatype st2;
  MPI_Type_create_resized(st, 0, sizeof(struct rec), &st2);
  MPI_Type_commit(&st2);
  for (int k = 0; k < 2; k++) { rs[k].c = 'a' + rank + k; rs[k].d = rank + 0.5 * k; rs[k].i = -rank - k; }
  memset(rr, 0, sizeof rr);
  MPI_Sendrecv(rs, 2, st2, next, 74, rr, 2, st2, prev, 74, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  check("type_create_struct + resized", rr[1].c == 'a' + prev + 1 && rr[1].d == prev + 0.5 && rr[1].i == -prev - 1);
  /* pack / unpack */
  char packed[64];
  int pos = 0, three[3] = {rank, 2 * rank, 3 * rank}, back[3];
  double dd = rank * 1.5, db;
  MPI_Pack(three, 3, MPI_INT, packed, 64, &pos, MPI_COMM_WORLD);
  MPI_Pack(&dd, 1, MPI_DOUBLE, packed, 64, &pos, MPI_COMM_WORLD);
  MPI_Sendrecv_replace(packed, pos, MPI_PACKED, next, 75, prev, 75, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  int p2 = 0;
  MPI_Unpack(packed, 64, &p2, back, 3, MPI_INT, MPI_COMM_WORLD);
  MPI_Unpack(packed, 64, &p2, &db, 1, MPI_DOUBLE, MPI_COMM_WORLD);
  check("pack/unpack", pos == 20 && back[2] == 3 * prev && db == prev * 1.5);
  MPI_Type_free(&column);
  MPI_Type_free(&pair);
  MPI_Type_free(&idx);
  MPI_Type_free(&st);
  MPI_Type_free(&st2);
  check("type_free sets MPI_DATATYPE_NULL", column == MPI_DATATYPE_NULL && st2 == MPI_DATATYPE_NULL);
}

static void topology(void) {
  int dims[2] = {0, 0}, periods[2] = {1, 0};
  MPI_Dims_create(size, 2, dims);
  MPI_Comm cart;
  MPI_Cart_create(MPI_COMM_WORLD, 2, dims, periods, 0, &cart);
  int coords[2], cr, src, dst;
  MPI_Comm_rank(cart, &cr);
  MPI_Cart_coords(cart, cr, 2, coords);
  int back;
  MPI_Cart_rank(cart, coords, &back);
  MPI_Cart_shift(cart, 0, 1, &src, &dst);
  int esrc = ((coords[0] + dims[0] - 1) % dims[0]) * dims[1] + coords[1];
  int ok = dims[0] * dims[1] == size && dims[0] >= dims[1] && back == cr && src == esrc;
  MPI_Cart_shift(cart, 1, 1, &src, &dst);
  ok &= coords[1] == 0 ? src == MPI_PROC_NULL : src == cr - 1;
  ok &= coords[1] == dims[1] - 1 ? dst == MPI_PROC_NULL : dst == cr + 1;
  int v = cr, sum = -1;
  MPI_Sendrecv(&v, 1, MPI_INT, dst, 80, &sum, 1, MPI_INT, src, 80, cart, MPI_STATUS_IGNORE);
  ok &= coords[1] == 0 ? sum == -1 : sum == cr - 1;
  int mapped;
  MPI_Cart_map(MPI_COMM_WORLD, 2, dims, periods, &mapped);
  ok &= mapped == rank;
  check("cartesian topology", ok);
  /* neighborhood collectives on the grid */
  int nb[4];
  MPI_Cart_shift(cart, 0, 1, &nb[0], &nb[1]);
  MPI_Cart_shift(cart, 1, 1, &nb[2], &nb[3]);
  int ag[4] = {-1, -1, -1, -1}, sa[4], ra[4] = {-1, -1, -1, -1};
  MPI_Neighbor_allgather(&cr, 1, MPI_INT, ag, 1, MPI_INT, cart);
  ok = 1;
  for (int k = 0; k < 4; k++) ok &= nb[k] == MPI_PROC_NULL ? ag[k] == -1 : ag[k] == nb[k];
  check("neighbor_allgather", ok);
  for (int k = 0; k < 4; k++) sa[k] = cr * 10 + k;
  MPI_Neighbor_alltoall(sa, 1, MPI_INT, ra, 1, MPI_INT, cart);
  if (rank == 0) /* which block arrives where is printed: compared with a real MPI */
    printf("  neighbor_alltoall on %dx%d: %d %d %d %d\n", dims[0], dims[1], ra[0], ra[1], ra[2], ra[3]);
  ok = 1;
  for (int k = 0; k < 4; k++) ok &= nb[k] == MPI_PROC_NULL ? ra[k] == -1 : ra[k] == nb[k] * 10 + (k ^ 1);
  check("neighbor_alltoall", ok);
  int vc[4] = {1, 1, 2, 2}, vd[4] = {0, 1, 2, 4}, vs[6], vr[6] = {-1, -1, -1, -1, -1, -1};
  for (int i = 0; i < 6; i++) vs[i] = cr * 100 + i;
  MPI_Neighbor_alltoallv(vs, vc, vd, MPI_INT, vr, vc, vd, MPI_INT, cart);
  ok = 1;
  for (int k = 0; k < 4; k++)
    if (nb[k] != MPI_PROC_NULL) ok &= vr[vd[k]] / 100 == nb[k];
  check("neighbor_alltoallv", ok);
  MPI_Comm row;
  int remain[2] = {0, 1};
  MPI_Cart_sub(cart, remain, &row);
  int rs, rr;
  MPI_Comm_size(row, &rs);
  MPI_Comm_rank(row, &rr);
  check("cart_sub", rs == dims[1] && rr == coords[1]);
  MPI_Comm_free(&row);
  MPI_Comm_free(&cart);
  MPI_Group wg, g2;
  MPI_Comm_group(MPI_COMM_WORLD, &wg);
  int evens[64], ne = 0;
  for (int r = 0; r < size; r += 2) evens[ne++] = r;
  MPI_Group_incl(wg, ne, evens, &g2);
  MPI_Comm ec;
  MPI_Comm_create(MPI_COMM_WORLD, g2, &ec);
  int gr, tr;
  MPI_Group_rank(g2, &gr);
  MPI_Group_translate_ranks(g2, 1, &(int){0}, wg, &tr);
  ok = (rank % 2 == 0) == (ec != MPI_COMM_NULL) && tr == 0 && (rank % 2 ? gr == MPI_UNDEFINED : gr == rank / 2);
  if (ec != MPI_COMM_NULL) {
    int es;
    MPI_Comm_size(ec, &es);
    ok &= es == ne;
    MPI_Comm_free(&ec);
  }
  MPI_Group_free(&g2);
  check("groups and comm_create", ok);
  /* MPI 2.2: each rank names its own group, the groups disjoint (rows of
   * pairs, listed backwards: the new ranks follow the group's order). */
  int pair[2] = {rank | 1, rank & ~1}, np = rank + 1 - rank % 2 < size ? 2 : 1;
  if (np == 1)
    pair[0] = rank;
  MPI_Group_incl(wg, np, pair, &g2);
  MPI_Comm_create(MPI_COMM_WORLD, g2, &ec);
  int ps = 0, pr = -1, psum = 0;
  MPI_Comm_size(ec, &ps);
  MPI_Comm_rank(ec, &pr);
  MPI_Allreduce(&rank, &psum, 1, MPI_INT, MPI_SUM, ec);
  check("comm_create with disjoint groups", ps == np && pr == (np == 2 ? 1 - rank % 2 : 0) && psum == (np == 2 ? 2 * (rank & ~1) + 1 : rank));
  MPI_Comm_free(&ec);
  MPI_Group_free(&g2);
  MPI_Group_free(&wg);
}

int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  if (rank == 0) printf("p2p on %d ranks\n", size);
  modes();
  sendrecv();
  wildcards();
  nonovertaking();
  probes();
  matched_probes();
  completions();
  persistent();
  datatypes();
  topology();
  int tagub, flag, *pub;
  MPI_Comm_get_attr(MPI_COMM_WORLD, MPI_TAG_UB, &pub, &flag);
  tagub = flag ? *pub : 0;
  check("tag_ub attribute", flag && tagub >= 32767);
  MPI_Finalize();
  return 0;
}
