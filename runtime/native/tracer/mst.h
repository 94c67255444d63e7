/* mst.h: the interface between the generated PMPI wrappers (mst_wrappers.c)
 * and the tracer runtime (mst_runtime.c) of mpiskel's native tracer.
 *
 * The tracer writes mpiskel trace format version 1 (runtime/trace/FORMAT.md),
 * one file per rank, with bounded memory: events are encoded into one
 * fixed-size buffer that is written as a checksummed block when it fills
 * (or, with MPISKEL_TRACE_FLUSH=collective, right after collective calls on
 * every rank, each flush taking the fixed time MPISKEL_TRACE_TAU_US). */
#ifndef MPISKEL_MST_H
#define MPISKEL_MST_H

#include <mpi.h>
#include <stdint.h>
#if defined(__x86_64__)
#include <x86intrin.h>
#endif

/* One MPI call being traced; the fields mirror trace.Event. */
typedef struct mst_call {
  int op;      /* index into mst_op_names */
  void *ra;    /* return address: the call site */
  int64_t start, end; /* picoseconds since the process started */
  int32_t peer, tag, comm;
  int64_t bytes;
  int32_t retired; /* requests retired so far by a completion call */
  int fixed;       /* peer and tag are the call's own (Sendrecv) */
} mst_call;

/* Kinds of recorded requests. */
enum { MST_REQ_SEND = 1, MST_REQ_RECV = 2, MST_REQ_COLL = 3 };

extern const char *const mst_op_names[];
extern const int mst_nops;

/* The state the inline entry points read on every call, kept together so
 * that the hot path touches one cache line. Times are picoseconds since the
 * tracer started: base_ps + (tsc - base_tsc) * ps_per_tick, where
 * ps_per_tick is a 32.32 fixed-point factor calibrated against
 * CLOCK_MONOTONIC at MPI_Init and at every flush, so no call divides. */
typedef struct mst_hot_state {
  int ready;   /* tracing is on and no wrapper is running: the next call is traced */
  int use_tsc; /* the TSC is invariant and calibrated; else clock_gettime */
  uint64_t base_tsc;
  int64_t base_ps;
  uint64_t ps_per_tick; /* 32.32 fixed point */
} mst_hot_state;

extern mst_hot_state mst_hot;

int64_t mst_clock_ps(void); /* CLOCK_MONOTONIC since the tracer started */

static inline int64_t mst_now(void) {
#if defined(__x86_64__)
  if (__builtin_expect(mst_hot.use_tsc, 1)) {
    /* Signed: a TSC a few ticks behind base (another core) stays small. */
    int64_t ticks = (int64_t)(__rdtsc() - mst_hot.base_tsc);
    return mst_hot.base_ps + (int64_t)(((__int128)ticks * (__int128)mst_hot.ps_per_tick) >> 32);
  }
#endif
  return mst_clock_ps();
}

/* mst_enter starts tracing a call; 0: do not trace it (tracing off, or a
 * call made from inside a wrapper, by MPI or by the tracer itself). */
static inline int mst_enter(mst_call *c, int op, void *ra) {
  if (__builtin_expect(!mst_hot.ready, 0))
    return 0;
  mst_hot.ready = 0;
  c->op = op;
  c->ra = ra;
  c->peer = -1;
  c->tag = 0;
  c->comm = 0;
  c->bytes = 0;
  c->retired = 0;
  c->fixed = 0;
  c->start = mst_now();
  c->end = c->start;
  return 1;
}

/* mst_stop: the call returned, its end time. */
static inline void mst_stop(mst_call *c) { c->end = mst_now(); }

void mst_record(mst_call *c); /* encode the event; the next call may be traced */
void mst_after_init(void);
void mst_finish(void); /* after MPI_Finalize: write everything, close */
void mst_after_collective(MPI_Comm comm);

static inline int32_t mst_peer(int rank) { return rank >= 0 ? rank : -1; }

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
int64_t mst_type_bytes(MPI_Datatype type, int64_t count);
void mst_recv_status(mst_call *c, const MPI_Status *st);
void mst_add_recv_bytes(mst_call *c, const MPI_Status *st);
void mst_probe_status(mst_call *c, const MPI_Status *st);

void mst_req_add(MPI_Request req, int kind, int persistent, int32_t peer, int32_t tag, int32_t comm);
void mst_retire(mst_call *c, MPI_Request req, const MPI_Status *st);
MPI_Request *mst_save_requests(int count, const MPI_Request *reqs);
MPI_Status *mst_scratch_statuses(int count);

void mst_comm_created(MPI_Comm newcomm);
void mst_comm_split(MPI_Comm parent, int color, MPI_Comm newcomm);
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
