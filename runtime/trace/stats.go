// Per-rank statistics of a trace: time by category, messages, bytes and the communication matrix.
package trace

import (
	"cmp"
	"io"
	"slices"
)

// RankStats sums one rank's events. Times are picoseconds.
//
//   - Compute: time in OpCompute events (instructions between MPI calls).
//   - AddTime: time in OpAddTime events (charged by a skeleton).
//   - Comm: time inside MPI calls, all of them.
//   - Wait: the part of Comm spent in calls that may block until another rank
//     acts (blocking point-to-point, waits, probes, collectives, barriers):
//     Comm minus the time in the local calls of LocalOps (immediate
//     initiations such as MPI_Isend, tests, queries). Without a model of the
//     transfer, time in a blocking call is all counted as waiting.
//   - MsgsSent/BytesSent: events classified by IsSend; MsgsRecv/BytesRecv:
//     events classified by IsRecv. Point-to-point calls only.
//   - Collectives/CollectiveBytes: collective calls and the Bytes their
//     events carry. The simulator records one event per collective call
//     (Peer = the root of rooted collectives), not its internal messages, so
//     collectives stay out of the message counts and the matrix.
type RankStats struct {
	Rank      int32
	Events    int64
	Compute   int64
	AddTime   int64
	Comm      int64
	Wait      int64
	MsgsSent  int64
	BytesSent int64
	MsgsRecv  int64
	BytesRecv int64

	Collectives     int64
	CollectiveBytes int64
}

// MatrixEntry is the traffic from Src to Dst, counted on the sending side.
type MatrixEntry struct {
	Src, Dst int32
	Msgs     int64
	Bytes    int64
}

// Stats are the statistics of a whole trace.
type Stats struct {
	Ranks  []RankStats   // indexed by rank, up to the highest rank with events
	Matrix []MatrixEntry // non-zero entries, ordered by (Src, Dst)
}

// sendOps are point-to-point calls whose Peer is a destination and whose
// Bytes are sent. MPI_Sendrecv's event describes its send part.
var sendOps = map[string]bool{
	"MPI_Send": true, "MPI_Isend": true, "MPI_Ssend": true, "MPI_Issend": true,
	"MPI_Bsend": true, "MPI_Ibsend": true, "MPI_Rsend": true, "MPI_Irsend": true,
	"MPI_Sendrecv": true, "MPI_Sendrecv_replace": true,
}

// recvOps are point-to-point calls whose Peer is a source and whose Bytes
// are received.
var recvOps = map[string]bool{
	"MPI_Recv": true, "MPI_Irecv": true, "MPI_Mrecv": true, "MPI_Imrecv": true,
}

// collectiveOps are the collective calls, blocking and non-blocking.
var collectiveOps = map[string]bool{
	"MPI_Barrier": true, "MPI_Bcast": true, "MPI_Reduce": true, "MPI_Allreduce": true,
	"MPI_Gather": true, "MPI_Gatherv": true, "MPI_Scatter": true, "MPI_Scatterv": true,
	"MPI_Allgather": true, "MPI_Allgatherv": true, "MPI_Alltoall": true, "MPI_Alltoallv": true,
	"MPI_Alltoallw": true, "MPI_Reduce_scatter": true, "MPI_Reduce_scatter_block": true,
	"MPI_Scan": true, "MPI_Exscan": true,
	"MPI_Ibarrier": true, "MPI_Ibcast": true, "MPI_Ireduce": true, "MPI_Iallreduce": true,
	"MPI_Igather": true, "MPI_Iscatter": true, "MPI_Iallgather": true, "MPI_Ialltoall": true,
}

// LocalOps are MPI calls that return without waiting for another rank;
// their time counts as Comm but not as Wait.
var LocalOps = map[string]bool{
	"MPI_Isend": true, "MPI_Issend": true, "MPI_Ibsend": true, "MPI_Irsend": true,
	"MPI_Irecv": true, "MPI_Iprobe": true, "MPI_Improbe": true, "MPI_Imrecv": true,
	"MPI_Test": true, "MPI_Testall": true, "MPI_Testany": true, "MPI_Testsome": true,
	"MPI_Request_free": true, "MPI_Get_count": true, "MPI_Comm_rank": true, "MPI_Comm_size": true,
	"MPI_Wtime": true, "MPI_Wtick": true, "MPI_Initialized": true, "MPI_Finalized": true,
	"MPI_Ibarrier": true, "MPI_Ibcast": true, "MPI_Ireduce": true, "MPI_Iallreduce": true,
	"MPI_Igather": true, "MPI_Iscatter": true, "MPI_Iallgather": true, "MPI_Ialltoall": true,
}

// IsMPI tells whether ev is an MPI call rather than compute or ADD_TIME.
func IsMPI(ev *Event) bool { return ev.Op != OpCompute && ev.Op != OpAddTime }

// IsSend tells whether ev sends ev.Bytes to ev.Peer: a send-like
// point-to-point call with a partner.
func IsSend(ev *Event) bool { return ev.Peer >= 0 && sendOps[ev.Op] }

// IsCollective tells whether ev is a collective call.
func IsCollective(ev *Event) bool { return collectiveOps[ev.Op] }

// IsRecv tells whether ev receives ev.Bytes from ev.Peer.
func IsRecv(ev *Event) bool { return ev.Peer >= 0 && recvOps[ev.Op] }

// StatsBuilder accumulates statistics event by event, so a trace of any
// length can be summarized while it is read.
type StatsBuilder struct {
	nranks int
	ranks  []RankStats // up to the highest rank with events so far
	matrix map[[2]int32]*MatrixEntry
}

// NewStatsBuilder prepares statistics for nranks ranks. Its table grows
// with the ranks that have events, not with nranks, which a trace's
// header may set to 2^31−1.
func NewStatsBuilder(nranks int) *StatsBuilder {
	return &StatsBuilder{nranks: nranks, matrix: map[[2]int32]*MatrixEntry{}}
}

// Add accounts one event; events of ranks outside [0, nranks) are ignored.
func (b *StatsBuilder) Add(ev Event) {
	if ev.Rank < 0 || int(ev.Rank) >= b.nranks {
		return
	}
	for int(ev.Rank) >= len(b.ranks) {
		b.ranks = append(b.ranks, RankStats{Rank: int32(len(b.ranks))})
	}
	rs := &b.ranks[ev.Rank]
	rs.Events++
	d := ev.End - ev.Start
	switch {
	case ev.Op == OpCompute:
		rs.Compute += d
	case ev.Op == OpAddTime:
		rs.AddTime += d
	default:
		rs.Comm += d
		if !LocalOps[ev.Op] {
			rs.Wait += d
		}
	}
	switch {
	case IsSend(&ev):
		rs.MsgsSent++
		rs.BytesSent += ev.Bytes
		key := [2]int32{ev.Rank, ev.Peer}
		m := b.matrix[key]
		if m == nil {
			m = &MatrixEntry{Src: ev.Rank, Dst: ev.Peer}
			b.matrix[key] = m
		}
		m.Msgs++
		m.Bytes += ev.Bytes
	case IsRecv(&ev):
		rs.MsgsRecv++
		rs.BytesRecv += ev.Bytes
	case IsCollective(&ev):
		rs.Collectives++
		rs.CollectiveBytes += ev.Bytes
	}
}

// Stats returns the statistics so far.
func (b *StatsBuilder) Stats() *Stats {
	s := &Stats{Ranks: slices.Clone(b.ranks), Matrix: make([]MatrixEntry, 0, len(b.matrix))}
	for _, m := range b.matrix {
		s.Matrix = append(s.Matrix, *m)
	}
	slices.SortFunc(s.Matrix, func(a, b MatrixEntry) int {
		if c := cmp.Compare(a.Src, b.Src); c != 0 {
			return c
		}
		return cmp.Compare(a.Dst, b.Dst)
	})
	return s
}

// ComputeStats summarizes events of a trace of nranks ranks.
func ComputeStats(events []Event, nranks int) *Stats {
	b := NewStatsBuilder(nranks)
	for _, ev := range events {
		b.Add(ev)
	}
	return b.Stats()
}

// ReadStats summarizes the rest of r's events without holding them.
func ReadStats(r *Reader) (*Stats, error) {
	b := NewStatsBuilder(r.NRanks())
	for {
		ev, err := r.Next()
		if err == io.EOF {
			return b.Stats(), nil
		}
		if err != nil {
			return nil, err
		}
		b.Add(ev)
	}
}
