/* mst.h: the interface between the generated PMPI wrappers (mst_wrappers.c)
 * and the tracer runtime (mst_runtime.c) of mpiskel's native tracer.
 *
 * The tracer writes mpiskel trace format version 2 (runtime/trace/FORMAT.md),
 * one file per rank, with bounded memory: calls are recorded raw into a
 * small buffer, encoded from there into one fixed-size buffer that is
 * written as a checksummed block when it fills (or, with
 * MPISKEL_TRACE_FLUSH=collective, right after collective calls on every
 * rank, each flush taking the fixed time MPISKEL_TRACE_TAU_US). */
#ifndef MPISKEL_MST_H
#define MPISKEL_MST_H

#include <mpi.h>
#include <stdint.h>
#if defined(__x86_64__)
#include <x86intrin.h>
#endif

/* One MPI call being traced; the fields mirror trace.Event. A wrapper fills
 * it in place, in the raw buffer's next slot (nothing else touches the raw
 * buffer while a wrapper runs: ready is MST_IN_CALL); the rest of an event (its times
 * in picoseconds, its call-site string, the compute burst before it, the
 * encoding) is worked out in bulk when the raw buffer is drained. */
typedef struct mst_call {
  int64_t start, end; /* raw stamps: TSC ticks (mst_hot.tsc) or picoseconds */
  void *ra;           /* return address: the call site */
  int64_t bytes;
  int32_t peer, tag, comm;
  int32_t op;      /* index into mst_op_names */
  int32_t retired; /* requests retired so far by a completion call */
  int32_t fixed;   /* peer and tag are the call's own (Sendrecv) */
} mst_call;

/* Kinds of recorded requests. */
enum { MST_REQ_SEND = 1, MST_REQ_RECV = 2, MST_REQ_COLL = 3 };

extern const char *const mst_op_names[];
extern const int mst_nops;

/* The raw buffer: small enough to stay in the L1 cache, large enough that
 * a drain's fixed costs are spread over many calls. */
#define MST_RAW_CALLS 256
/* Calls at least recorded for a drain before a waiting call: a few hundred
 * nanoseconds of encoding, which a rank waiting for a message has. */
#define MST_IDLE_CALLS 16

/* The state the inline entry points read on every call, kept together so
 * that the hot path touches one cache line. Stamps are raw TSC ticks when
 * tsc is set (the TSC is invariant): converted to picoseconds only when the
 * raw buffer is drained, with the calibration of that moment (see
 * mst_runtime.c), so that a call costs two rdtsc (one for a local query)
 * and a few stores. */
typedef struct mst_hot_state {
  int ready;   /* 1: tracing is on and no wrapper is running, the next call is traced;
                  MST_IN_CALL: raw[n] is the call of the wrapper running; else 0 */
  int enabled; /* tracing is on: what ready returns to after a call */
  int tsc;     /* stamps are TSC ticks; else CLOCK_MONOTONIC picoseconds */
  uint32_t n;  /* calls in raw, below MST_RAW_CALLS between two calls */
  mst_call *raw; /* MST_RAW_CALLS calls recorded since the last drain */
} mst_hot_state;

extern mst_hot_state mst_hot;

int64_t mst_clock_ps(void); /* CLOCK_MONOTONIC since the tracer started */

/* mst_stamp: now, as a raw stamp. */
static inline int64_t mst_stamp(void) {
#if defined(__x86_64__)
  if (__builtin_expect(mst_hot.tsc, 1))
    return (int64_t)__rdtsc();
#endif
  return mst_clock_ps();
}

/* ready while a wrapper's call is begun and not recorded: a fatal signal
 * then records that call as lasting until the signal (see
 * on_fatal_signal). The signal fences order ready against the slot and n for
 * a handler on this thread; they emit no instruction. */
#define MST_IN_CALL 2

/* mst_begin starts tracing a call in the raw buffer's next slot: its
 * fields' defaults, its start. The end is the start until mst_stop: a call
 * that does not return (MPI_Abort) is recorded so, and so are the local
 * calls whose wrappers take one stamp (see mst_wrappers.c). */
static inline mst_call *mst_begin(int op, void *ra) {
  mst_call *c = &mst_hot.raw[mst_hot.n];
  c->op = op;
  c->ra = ra;
  c->peer = -1;
  c->tag = 0;
  c->comm = 0;
  c->bytes = 0;
  c->retired = 0;
  c->fixed = 0;
  c->start = c->end = mst_stamp();
  /* Set last: calls made from inside the wrapper come after (the PMPI
   * call), and a signal before finds no half-filled slot in progress. */
  __atomic_signal_fence(__ATOMIC_SEQ_CST);
  mst_hot.ready = MST_IN_CALL;
  return c;
}

/* mst_enter starts tracing a call; NULL: do not trace it (tracing off, or
 * a call made from inside a wrapper, by MPI or by the tracer itself). */
static inline mst_call *mst_enter(int op, void *ra) {
  if (__builtin_expect(mst_hot.ready != 1, 0))
    return 0;
  return mst_begin(op, ra);
}

void mst_drain_idle(void);

/* mst_enter_wait is mst_enter for a call that waits for other ranks (a
 * blocking receive, probe or wait): the raw buffer is drained first, while
 * the messages the call waits for are on their way. */
static inline mst_call *mst_enter_wait(int op, void *ra) {
  if (__builtin_expect(mst_hot.ready != 1, 0))
    return 0;
  if (mst_hot.n >= MST_IDLE_CALLS) {
    mst_hot.ready = 0;
    mst_drain_idle();
  }
  return mst_begin(op, ra);
}

/* mst_stop: the call returned, its end time. */
static inline void mst_stop(mst_call *c) { c->end = mst_stamp(); }

void mst_drain(void); /* encode the raw buffer's calls into the event block */

/* mst_record keeps the call begun last for the next drain; the next call
 * may be traced. */
static inline void mst_record(void) {
  mst_hot.ready = 0;
  __atomic_signal_fence(__ATOMIC_SEQ_CST);
  if (__builtin_expect(++mst_hot.n == MST_RAW_CALLS, 0))
    mst_drain();
  __atomic_signal_fence(__ATOMIC_SEQ_CST);
  mst_hot.ready = mst_hot.enabled;
}
void mst_after_init(void);
void mst_after_init_untraced(void); /* MPI_Init of a rank whose tracer did not start */
void mst_before_finalize(void); /* before MPI_Finalize: no tracer request pending */
void mst_finish(void);          /* after MPI_Finalize: write everything, close */
void mst_after_collective(MPI_Comm comm);

int32_t mst_comm_id_of_created(MPI_Comm comm);
/* mst_comm_id: the simulator's id of a communicator; the world's and self's
 * ids need no lookup. */
static inline int32_t mst_comm_id(MPI_Comm comm) {
  if (comm == MPI_COMM_WORLD || comm == MPI_COMM_NULL)
    return 0;
  if (comm == MPI_COMM_SELF)
    return 1;
  return mst_comm_id_of_created(comm);
}
/* The sizes of the predefined datatypes a program sent or received, in a
 * direct-mapped cache: a predefined datatype is never freed, so its handle
 * keeps its size for the whole run and a send costs no PMPI_Type_size.
 * Derived datatypes (which MPI_Type_free can recycle) are asked every time. */
#define MST_TYPE_SLOTS 64
typedef struct mst_type_slot {
  MPI_Datatype type;
  int64_t size;
} mst_type_slot;
extern mst_type_slot mst_types[MST_TYPE_SLOTS];

static inline unsigned mst_type_slot_of(MPI_Datatype type) {
  uint64_t k = 0;
  __builtin_memcpy(&k, &type, sizeof type < sizeof k ? sizeof type : sizeof k);
  return (unsigned)((k * 0x9E3779B97F4A7C15ull) >> 58) & (MST_TYPE_SLOTS - 1);
}

int64_t mst_type_size_slow(MPI_Datatype type);
static inline int64_t mst_type_bytes(MPI_Datatype type, int64_t count) {
  const mst_type_slot *s = &mst_types[mst_type_slot_of(type)];
  if (__builtin_expect(s->type == type, 1))
    return s->size * count;
  return mst_type_size_slow(type) * count;
}

/* mst_status_bytes: the bytes a status says were received, as
 * PMPI_Get_count(status, MPI_BYTE) gives them (0 when undefined). Open
 * MPI's status carries the count in bytes, read without a call. */
int64_t mst_status_bytes_slow(const MPI_Status *s);
static inline int64_t mst_status_bytes(const MPI_Status *s) {
#if defined(OPEN_MPI) && OPEN_MPI
  return s->_ucount <= 2147483647u ? (int64_t)s->_ucount : 0;
#else
  return mst_status_bytes_slow(s);
#endif
}

static inline int32_t mst_peer(int rank) { return rank >= 0 ? rank : -1; }

static inline void mst_recv_status(mst_call *c, const MPI_Status *s) {
  c->peer = mst_peer(s->MPI_SOURCE);
  c->tag = s->MPI_TAG;
  c->bytes += mst_status_bytes(s);
}

static inline void mst_add_recv_bytes(mst_call *c, const MPI_Status *s) { c->bytes += mst_status_bytes(s); }

static inline void mst_probe_status(mst_call *c, const MPI_Status *s) {
  c->peer = mst_peer(s->MPI_SOURCE);
  c->tag = s->MPI_TAG;
}

void mst_req_add(MPI_Request req, int kind, int persistent, int32_t peer, int32_t tag, int32_t comm);
void mst_retire(mst_call *c, MPI_Request req, const MPI_Status *st);
MPI_Request *mst_save_requests(int count, const MPI_Request *reqs);
MPI_Status *mst_scratch_statuses(int count);

void mst_comm_counted(MPI_Comm newcomm);
void mst_comm_created(MPI_Comm parent, MPI_Comm newcomm);
void mst_comm_split(MPI_Comm parent, int color, MPI_Comm newcomm);
void mst_comm_create(MPI_Comm parent, MPI_Group group, MPI_Comm newcomm);
void mst_cart_sub(MPI_Comm parent, const int *remain_dims, MPI_Comm newcomm);
void mst_comm_freed(MPI_Comm comm);

/* Bytes a rank contributes to a collective, as the simulator counts them. */
int64_t mst_bytes_bcast(int count, MPI_Datatype type, int root, MPI_Comm comm);
int64_t mst_bytes_reduce(int count, MPI_Datatype type);
int64_t mst_bytes_reduce_scatter(const int *recvcounts, MPI_Datatype type, MPI_Comm comm);
int64_t mst_bytes_reduce_scatter_block(int recvcount, MPI_Datatype type, MPI_Comm comm);
int64_t mst_bytes_gather(const void *sendbuf, int sendcount, MPI_Datatype sendtype, int recvcount, MPI_Datatype recvtype, int root, MPI_Comm comm);
int64_t mst_bytes_gatherv(int sendcount, MPI_Datatype sendtype, int root, MPI_Comm comm);
int64_t mst_bytes_scatter(int sendcount, MPI_Datatype sendtype, int root, MPI_Comm comm);
int64_t mst_bytes_scatterv(const int *sendcounts, MPI_Datatype sendtype, int root, MPI_Comm comm);
int64_t mst_bytes_allgather(const void *sendbuf, int sendcount, MPI_Datatype sendtype, int recvcount, MPI_Datatype recvtype);
int64_t mst_bytes_allgatherv(const void *sendbuf, int sendcount, MPI_Datatype sendtype, const int *recvcounts, MPI_Datatype recvtype, MPI_Comm comm);
int64_t mst_bytes_alltoall(const void *sendbuf, int sendcount, MPI_Datatype sendtype, int recvcount, MPI_Datatype recvtype, MPI_Comm comm);
int64_t mst_bytes_alltoallv(const void *sendbuf, const int *sendcounts, MPI_Datatype sendtype, const int *recvcounts, MPI_Datatype recvtype, MPI_Comm comm);

#endif
