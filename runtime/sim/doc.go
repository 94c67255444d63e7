// Package sim runs an MPI program at N simulated ranks: one interpreter
// process per rank, a discrete-event kernel in virtual picoseconds, and MPI
// semantics on top. Ranks are explicit state machines, not goroutines: a
// rank runs in the interpreter until an MPI call must wait, and the event
// that completes the call resumes it.
//
// Time. A rank's clock advances by the instructions it executes times
// Config.PsPerInstruction, by ADD_TIME, by waiting in MPI, and by MPI's own
// CPU time (Config.Overheads, LogGP's o): a call's overhead at its end, an
// eager message's send overhead before it leaves and its receive overhead
// once it has matched, each rank's message overheads one after another.
// An MPI call that can observe or change other ranks (point-to-point,
// probes, completions, collectives, communicator creation) made at rank
// time t is processed only once every event before t (and every event at t
// already queued) has been: otherwise the call is deferred to an event at
// t. So which message an MPI_ANY_SOURCE receive or an MPI_Iprobe sees
// depends on virtual time only. Local calls (rank, size, Wtime, datatypes)
// run at once.
//
// Point-to-point. Matching is in arrival order of envelopes, per receiver:
// posted receives first, else the unexpected queue; envelopes between two
// ranks arrive in sending order (MPI's non-overtaking rule), whatever the
// network model says. Messages up to the model's eager limit travel with
// their data and the send completes at once; larger ones, and every
// MPI_Ssend, send an envelope, and once it is matched a clear-to-send goes
// back and the data follows: both sides complete when the data has arrived.
// Data really moves between the ranks' memories through the datatypes' type
// maps. Buffered sends copy their data and complete at once.
//
// Collectives are algorithms over internal point-to-point messages on a
// context of their own, so the network model sees their traffic:
//   - Barrier: dissemination;
//   - Bcast: binomial tree;
//   - Reduce: below 4 ranks, and for non-commutative user ops, linear (the
//     root folds in rank order); from 4 ranks Open MPI's binary tree — the
//     algorithms Open MPI 4.1 picks for small messages, so that
//     floating-point results match it bit for bit;
//   - Allreduce: recursive doubling with the non-power-of-two fix-up;
//   - Gather, Scatter: binomial trees; Gatherv, Scatterv: linear;
//   - Allgather, Allgatherv: Bruck (⌈log2 n⌉ rounds for any n);
//   - Alltoall(v,w): pairwise exchange; when the network times self copies
//     (network.SelfTimed), the rank first sends its own block to itself;
//   - Scan, Exscan: linear, as Open MPI does;
//   - Reduce_scatter(_block): Reduce to rank 0, then linear Scatterv;
//   - communicator creation (dup, split, create, Cartesian): Bruck's
//     allgather of 8 bytes per rank (only sizes travel), then the new
//     communicators are built once for all members.
//
// Non-blocking collectives (MPI_I*) run the same algorithms, driven by
// their messages' completions while the program goes on. Reductions
// compute every predefined op on every basic type, with lower ranks'
// contributions first (MPI_User_function order), and user-defined ops call
// the program's function through the interpreter.
//
// Errors. MPI misuse ends the run as MPI's default error handler would,
// with the error class as exit status (Open MPI's mpirun does the same); a
// deadlock (every rank blocked, nothing in flight) ends it with each
// blocked rank's call, its peer and tag, and its source line.
//
// Output. Each rank's stdout and stderr lines are stamped with the rank's
// virtual time and merged by (time, rank, order), written as soon as the
// kernel's time has passed them.
package sim
