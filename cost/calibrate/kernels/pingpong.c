/* pingpong.c: the local MPI's one-way message time per size and its eager
 * limit, measured between ranks 0 and 1 (mpirun -np 2).
 *
 * usage: pingpong REPS TARGET_US MAX_BYTES STEP DELAY_MS
 * Ping-pong: sizes 0, 1, STEP, STEP², ... up to MAX_BYTES; for each, REPS
 * repetitions of enough round trips (at least one) to take about TARGET_US µs, printed by
 * rank 0 as "pp SIZE T1 T2 ..." (half the round trip, µs, per repetition).
 * Messages are sent as applications send them: each rank writes its message
 * just before sending it (a result it computed: dirty in its cache), and
 * receives into the next of buffers cycled through WORKING_SET bytes, more
 * than the last-level cache (memory the receiver has not touched lately).
 * The writes are not timed: rank 1 writes its reply while rank 0 writes its
 * message. A hot-cache ping-pong (one buffer, never written) times large
 * messages 2-3.5x faster than such messages (2-4 MiB, 2-core EPYC VM).
 * Exchange: at the same sizes, REPS repetitions of about TARGET_US µs of
 * exchanges, ranks 0 and 1 each calling MPI_Sendrecv with the other (n
 * bytes each way, as Alltoall's and Sendrecv's pairwise steps do), printed
 * by rank 0 as "xc SIZE T1 T2 ..." (µs per exchange, the longer of the two
 * ranks' Sendrecv times: the exchange is over when both messages are in).
 * Both directions share the memory bandwidth: natively 5 MB each way take
 * ~490 µs against ~355 µs one way. Each rank writes its message, then a
 * barrier, untimed, starts the exchange together, so that neither rank's
 * time includes waiting for the other to finish writing.
 * Self: at the same sizes, rank 0's MPI_Sendrecv of n bytes to itself on
 * MPI_COMM_SELF (the copy MPI makes of a message a rank sends itself, as
 * Alltoall does of a rank's own block), printed as "self SIZE T1 T2 ..."
 * (µs per call). Buffers as in the ping-pong: the source written just
 * before, the destination cycled through WORKING_SET.
 * Eager limit (not probed when DELAY_MS is 0): rank 1 posts its receive DELAY_MS late; a send that completes
 * in under half that time did not wait for it (eager; median of 3 sends).
 * Powers of two, then a bisection between the last eager and the first
 * waiting size, give "eager SIZE SECONDS" lines (the median) and "eager_limit N" (the largest eager size;
 * MAX_BYTES when every size was eager).
 * Overheads (LogGP's o, MPI's own CPU time): REPS repetitions printed by
 * rank 0 as "ov CALL COLL SEND RECV", µs per call: CALL an MPI_Sendrecv
 * with MPI_PROC_NULL on both sides (a call that moves nothing), COLL an
 * MPI_Allreduce of one double on MPI_COMM_SELF (a collective that sends
 * nothing), SEND an 8-byte MPI_Send of a burst of BURST that rank 1 does
 * not receive yet (the message is put out, nothing waited for), RECV rank
 * 1's MPI_Recv of one of them once all have arrived.
 * First touch: REPS repetitions, ranks 0 and 1 at once (as ranks receive
 * at once), of writing FT_BYTES of freshly mapped memory (mmap) and then
 * the same bytes again: the difference per 4 KiB page is what the kernel
 * takes to map and zero a page on its first write; then the munmap of the
 * written bytes, what freeing a block glibc mapped for itself costs (the
 * kernel unmaps and frees each page); printed by rank 0 as "ft US UN" (µs
 * per page, the larger of the two ranks').
 *
 * usage: pingpong oversub REPS TARGET_US (mpirun -np N, N even)
 * Latency with more ranks than cores: every rank in MPI at once, ranks
 * 2k and 2k+1 exchanging 8 bytes (MPI_Sendrecv, both directions at once)
 * as bulk-synchronous programs and the collectives' pairwise steps do; a
 * message then waits until the scheduler runs its receiver. An exchange
 * takes one message's time in the simulator. (A ping-pong, where each
 * wake-up serves one direction, takes 2-2.5x longer and varies more
 * between launches: 4-7 µs against 2.1 µs at 4 ranks on 2 cores.)
 * REPS repetitions of about TARGET_US µs of exchanges, printed by rank 0
 * as "os N T1 T2 ..." (µs per exchange, the mean over ranks). */
#define _DEFAULT_SOURCE /* MAP_ANONYMOUS, and POSIX's nanosleep */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>

/* WORKING_SET: bytes each rank cycles its send and receive buffers through,
 * twice the 32 MiB L3 of the machine this was written on. */
#define WORKING_SET (64L << 20)

static int rank;
static char *buf, *sendbufs, *recvbufs;
static long slots, next_slot; /* bytes of each buffer array; next slot */

/* next_message takes the next slot of both buffer arrays for a message of
 * n bytes, writes the message (byte i) into the send slot and returns it;
 * *recv is the receive slot. */
static char *next_message(long n, long i, char **recv) {
  long stride = n > 0 ? n : 1, slot = next_slot++ % (slots / stride);
  char *s = sendbufs + slot * stride;
  *recv = recvbufs + slot * stride;
  memset(s, (int)i, (size_t)n);
  return s;
}

/* round_trips returns the time of iters round trips of n bytes, the
 * senders' writes left out (rank 0's is outside its timed span). */
static double round_trips(long n, long iters) {
  double t = 0;
  MPI_Barrier(MPI_COMM_WORLD);
  for (long i = 0; i < iters; i++) {
    char *r, *s = next_message(n, i, &r);
    if (rank == 0) {
      double t0 = MPI_Wtime();
      MPI_Send(s, (int)n, MPI_BYTE, 1, 0, MPI_COMM_WORLD);
      MPI_Recv(r, (int)n, MPI_BYTE, 1, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
      t += MPI_Wtime() - t0;
    } else if (rank == 1) {
      MPI_Recv(r, (int)n, MPI_BYTE, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
      MPI_Send(s, (int)n, MPI_BYTE, 0, 0, MPI_COMM_WORLD);
    }
  }
  return t;
}

/* two_way returns, on rank 0, the time of iters exchanges of n bytes
 * between ranks 0 and 1, the longer of the two ranks' sums (see the
 * header); the writes and barriers are outside the timed spans. */
static double two_way(long n, long iters) {
  double t = 0, longest = 0;
  int peer = rank ^ 1;
  for (long i = 0; i < iters; i++) {
    char *r, *s = next_message(n, i, &r);
    MPI_Barrier(MPI_COMM_WORLD);
    if (rank < 2) {
      double t0 = MPI_Wtime();
      MPI_Sendrecv(s, (int)n, MPI_BYTE, peer, 4, r, (int)n, MPI_BYTE, peer, 4, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
      t += MPI_Wtime() - t0;
    }
  }
  MPI_Reduce(&t, &longest, 1, MPI_DOUBLE, MPI_MAX, 0, MPI_COMM_WORLD);
  return longest;
}

/* self_copies returns, on rank 0, the time of iters MPI_Sendrecv calls of
 * n bytes from rank 0 to itself on MPI_COMM_SELF (0 on other ranks). */
static double self_copies(long n, long iters) {
  double t = 0;
  for (long i = 0; i < iters && rank == 0; i++) {
    char *r, *s = next_message(n, i, &r);
    double t0 = MPI_Wtime();
    MPI_Sendrecv(s, (int)n, MPI_BYTE, 0, 5, r, (int)n, MPI_BYTE, 0, 5, MPI_COMM_SELF, MPI_STATUS_IGNORE);
    t += MPI_Wtime() - t0;
  }
  return t;
}

/* row prints the line "KIND SIZE T1 T2 ...": reps repetitions of enough
 * operations (at least one) to take about target seconds, each time
 * rank 0's op(n, iters) / iters / per in µs. */
static void row(const char *kind, double (*op)(long n, long iters), double per, long n, int reps, double target) {
  op(n, 10); /* warm-up: connections, registration, caches */
  long iters = 0;
  double pilot = op(n, 20) / 20; /* rank 0's: the others' are 0 */
  if (rank == 0) {
    iters = (long)(target / (pilot > 1e-9 ? pilot : 1e-9));
    if (iters < 1) /* short repetitions: a rank descheduled by another */
      iters = 1;   /* process spoils fewer of them */
  }
  MPI_Bcast(&iters, 1, MPI_LONG, 0, MPI_COMM_WORLD);
  if (rank == 0)
    printf("%s %ld", kind, n);
  for (int r = 0; r < reps; r++) {
    double t = op(n, iters);
    if (rank == 0)
      printf(" %.4f", t / iters / per * 1e6);
  }
  if (rank == 0)
    printf("\n");
}

/* late_send is how long rank 0's send of n bytes took while rank 1 posted
 * its receive delay_ms late. */
static double late_send(long n, int delay_ms) {
  double t = 0;
  MPI_Barrier(MPI_COMM_WORLD);
  if (rank == 0) {
    double t0 = MPI_Wtime();
    MPI_Send(buf, (int)n, MPI_BYTE, 1, 1, MPI_COMM_WORLD);
    t = MPI_Wtime() - t0;
  } else if (rank == 1) {
    struct timespec d = {delay_ms / 1000, (long)(delay_ms % 1000) * 1000000L};
    nanosleep(&d, NULL);
    MPI_Recv(buf, (int)n, MPI_BYTE, 0, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  }
  MPI_Bcast(&t, 1, MPI_DOUBLE, 0, MPI_COMM_WORLD);
  return t;
}

/* eager times three late sends of n bytes: the median decides, so that one
 * send slowed by another process does not. */
static int eager(long n, int delay_ms) {
  double a = late_send(n, delay_ms), b = late_send(n, delay_ms), c = late_send(n, delay_ms);
  double t = a > b ? (b > c ? b : (a > c ? c : a)) : (a > c ? a : (b > c ? c : b));
  if (rank == 0)
    printf("eager %ld %.6f\n", n, t);
  return t < delay_ms * 0.5e-3;
}

/* exchanges returns the time of iters 8-byte exchanges between this rank
 * and rank ^ 1 (0 for a rank without a partner). */
static double exchanges(int size, long iters) {
  double x = 0, y;
  int peer = rank ^ 1;
  MPI_Barrier(MPI_COMM_WORLD);
  double t0 = MPI_Wtime();
  for (long i = 0; i < iters && peer < size; i++)
    MPI_Sendrecv(&x, 1, MPI_DOUBLE, peer, 2, &y, 1, MPI_DOUBLE, peer, 2, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  return peer < size ? MPI_Wtime() - t0 : 0;
}

enum { BURST = 32, CALLS = 4000 };

/* overhead_times measures one repetition of the overheads (rank 0's CALL,
 * COLL and SEND; rank 1's RECV), in seconds per call. */
static void overhead_times(double t[4]) {
  double x[BURST] = {0}, y = 1, z;
  t[0] = t[1] = t[2] = t[3] = 0;
  MPI_Barrier(MPI_COMM_WORLD);
  if (rank == 0) {
    double t0 = MPI_Wtime();
    for (int i = 0; i < CALLS; i++)
      MPI_Sendrecv(&y, 1, MPI_DOUBLE, MPI_PROC_NULL, 0, &z, 1, MPI_DOUBLE, MPI_PROC_NULL, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    double t1 = MPI_Wtime();
    for (int i = 0; i < CALLS; i++)
      MPI_Allreduce(&y, &z, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_SELF);
    double t2 = MPI_Wtime();
    t[0] = (t1 - t0) / CALLS;
    t[1] = (t2 - t1) / CALLS;
  }
  MPI_Barrier(MPI_COMM_WORLD);
  if (rank == 0) {
    double t0 = MPI_Wtime();
    for (int i = 0; i < BURST; i++)
      MPI_Send(&x[i], 1, MPI_DOUBLE, 1, 3, MPI_COMM_WORLD);
    t[2] = (MPI_Wtime() - t0) / BURST;
  } else if (rank == 1) {
    struct timespec d = {0, 300000}; /* the burst arrives meanwhile */
    nanosleep(&d, NULL);
    double t0 = MPI_Wtime();
    for (int i = 0; i < BURST; i++)
      MPI_Recv(&x[i], 1, MPI_DOUBLE, 0, 3, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    t[3] = (MPI_Wtime() - t0) / BURST;
  }
  MPI_Bcast(&t[3], 1, MPI_DOUBLE, 1, MPI_COMM_WORLD);
}

static void overheads(int reps) {
  double t[4];
  overhead_times(t); /* warm-up */
  for (int r = 0; r < reps; r++) {
    overhead_times(t);
    if (rank == 0)
      printf("ov %.5f %.5f %.5f %.5f\n", t[0] * 1e6, t[1] * 1e6, t[2] * 1e6, t[3] * 1e6);
  }
}

enum { FT_BYTES = 8 << 20, PAGE = 4096 };

static void first_touch(int reps) {
  for (int r = 0; r < reps; r++) {
    char *p = mmap(NULL, FT_BYTES, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p == MAP_FAILED) {
      fprintf(stderr, "pingpong: mmap of %d bytes failed\n", FT_BYTES);
      MPI_Abort(MPI_COMM_WORLD, 1);
    }
    MPI_Barrier(MPI_COMM_WORLD);
    double t0 = MPI_Wtime();
    memset(p, 1, FT_BYTES);
    double t1 = MPI_Wtime();
    memset(p, 2, FT_BYTES);
    double t2 = MPI_Wtime();
    munmap(p, FT_BYTES);
    double t3 = MPI_Wtime();
    double us[2] = {((t1 - t0) - (t2 - t1)) / (FT_BYTES / PAGE) * 1e6, (t3 - t2) / (FT_BYTES / PAGE) * 1e6}, most[2];
    MPI_Reduce(us, most, 2, MPI_DOUBLE, MPI_MAX, 0, MPI_COMM_WORLD);
    if (rank == 0)
      printf("ft %.5f %.5f\n", most[0], most[1]);
  }
}

static void oversub(int size, int reps, double target) {
  long iters = 0;
  exchanges(size, 100); /* warm-up */
  double pilot = exchanges(size, 200) / 200;
  if (rank == 0)
    iters = (long)(target / (pilot > 1e-9 ? pilot : 1e-9)) + 1;
  MPI_Bcast(&iters, 1, MPI_LONG, 0, MPI_COMM_WORLD);
  if (rank == 0)
    printf("os %d", size);
  for (int r = 0; r < reps; r++) {
    double t = exchanges(size, iters) / iters * 1e6, sum = 0;
    MPI_Reduce(&t, &sum, 1, MPI_DOUBLE, MPI_SUM, 0, MPI_COMM_WORLD);
    if (rank == 0)
      printf(" %.4f", sum / (size - size % 2));
  }
  if (rank == 0)
    printf("\n");
}

int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  int size;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  if (argc == 4 && strcmp(argv[1], "oversub") == 0 && size >= 2) {
    oversub(size, atoi(argv[2]), atof(argv[3]) * 1e-6);
    MPI_Finalize();
    return 0;
  }
  if (argc != 6 || size < 2) {
    if (rank == 0)
      fprintf(stderr, "usage: mpirun -np 2 pingpong REPS TARGET_US MAX_BYTES STEP DELAY_MS\n");
    MPI_Finalize();
    return 2;
  }
  int reps = atoi(argv[1]), delay_ms = atoi(argv[5]);
  double target = atof(argv[2]) * 1e-6;
  long max = atol(argv[3]), step = atol(argv[4]);
  buf = calloc((size_t)max + 1, 1);
  /* max may exceed WORKING_SET: one slot then */
  slots = WORKING_SET > max ? WORKING_SET : max;
  sendbufs = malloc((size_t)slots);
  recvbufs = malloc((size_t)slots);
  if (!buf || !sendbufs || !recvbufs) {
    fprintf(stderr, "pingpong: out of memory\n");
    MPI_Abort(MPI_COMM_WORLD, 1);
  }
  memset(sendbufs, 1, (size_t)slots); /* page faults before the timing */
  memset(recvbufs, 1, (size_t)slots);
  for (long n = 0; n <= max; n = n == 0 ? 1 : n * step) {
    row("pp", round_trips, 2, n, reps, target);
    row("xc", two_way, 1, n, reps, target);
    row("self", self_copies, 1, n, reps, target);
  }
  if (delay_ms > 0) {
    long lo = 0, hi = -1; /* largest eager and smallest waiting size seen */
    for (long n = 1; n <= max; n *= 2) {
      if (!eager(n, delay_ms)) {
        hi = n;
        break;
      }
      lo = n;
    }
    if (hi < 0) {
      lo = max;
    } else {
      while (hi - lo > 1) {
        long mid = lo + (hi - lo) / 2;
        if (eager(mid, delay_ms))
          lo = mid;
        else
          hi = mid;
      }
    }
    if (rank == 0)
      printf("eager_limit %ld\n", lo);
  }
  overheads(reps);
  first_touch(reps);
  free(buf);
  free(sendbufs);
  free(recvbufs);
  MPI_Finalize();
  return 0;
}
