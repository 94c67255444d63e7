// Message matching: pairs the send and receive events of a trace, as Paraver's communication records and replay formats need.
package export

import (
	"cmp"
	"slices"

	"github.com/mpiskel/mpiskel/runtime/trace"
)

// Message is one point-to-point message found in a trace.
type Message struct {
	Src, Dst  int32 // ranks of the communicator
	Tag, Comm int32
	Bytes     int64
	SendIndex int // index of the sending event in Ranks[Src]
	RecvIndex int // index of the receiving event in Ranks[Dst]
	SendStart int64
	SendEnd   int64
	RecvStart int64
	RecvEnd   int64
}

// sendrecvOps carry a send and a receive in one event whose Bytes are the
// sum of both halves; their source is not recorded.
var sendrecvOps = map[string]bool{"MPI_Sendrecv": true, "MPI_Sendrecv_replace": true}

// receiveOps are the calls whose event names the received message's source (and tag).
var receiveOps = map[string]bool{"MPI_Recv": true, "MPI_Irecv": true, "MPI_Mrecv": true, "MPI_Imrecv": true}

// sendBytes is what an event sends: for Sendrecv, half of its recorded
// bytes (the trace holds the sum of both halves; exchanges are symmetric
// in the programs that use it).
func sendBytes(ev *trace.Event) int64 {
	if sendrecvOps[ev.Op] {
		return ev.Bytes / 2
	}
	return ev.Bytes
}

// MatchMessages pairs sends with receives, following MPI's order: each
// receive takes the earliest unmatched message from its source with its tag
// (receives are visited in start-time order over all ranks). The receive
// half of a Sendrecv, whose source and tag the trace does not hold, takes
// the earliest unmatched message to its rank on its communicator. Sends
// left without a receive are not returned.
func MatchMessages(ranks [][]trace.Event) []Message {
	type key struct{ src, dst, comm int32 }
	queues := map[key][]int{} // indices into msgs, in send order
	var msgs []Message
	for r, evs := range ranks {
		for i := range evs {
			ev := &evs[i]
			if !trace.IsSend(ev) {
				continue
			}
			k := key{int32(r), ev.Peer, ev.Comm}
			queues[k] = append(queues[k], len(msgs))
			msgs = append(msgs, Message{Src: int32(r), Dst: ev.Peer, Tag: ev.Tag, Comm: ev.Comm, Bytes: sendBytes(ev),
				SendIndex: i, SendStart: ev.Start, SendEnd: ev.End, RecvIndex: -1})
		}
	}
	type recvRef struct {
		rank int32
		i    int
	}
	var recvs []recvRef
	for r, evs := range ranks {
		for i := range evs {
			if receiveOps[evs[i].Op] || sendrecvOps[evs[i].Op] {
				recvs = append(recvs, recvRef{int32(r), i})
			}
		}
	}
	slices.SortStableFunc(recvs, func(a, b recvRef) int {
		if c := cmp.Compare(ranks[a.rank][a.i].Start, ranks[b.rank][b.i].Start); c != 0 {
			return c
		}
		return cmp.Compare(a.rank, b.rank)
	})
	take := func(q []int, want func(*Message) bool) ([]int, int) {
		for j, m := range q {
			if want(&msgs[m]) {
				return append(q[:j:j], q[j+1:]...), m
			}
		}
		return q, -1
	}
	for _, rr := range recvs {
		ev := &ranks[rr.rank][rr.i]
		found := -1
		if sendrecvOps[ev.Op] {
			var bestKey key
			for src := range int32(len(ranks)) {
				k := key{src, rr.rank, ev.Comm}
				if q := queues[k]; len(q) > 0 {
					m := q[0]
					if msgs[m].SendStart <= ev.End && (found < 0 || msgs[m].SendStart < msgs[found].SendStart) {
						found, bestKey = m, k
					}
				}
			}
			if found >= 0 {
				queues[bestKey] = queues[bestKey][1:]
			}
		} else if ev.Peer >= 0 {
			k := key{ev.Peer, rr.rank, ev.Comm}
			queues[k], found = take(queues[k], func(m *Message) bool { return ev.Tag < 0 || m.Tag == ev.Tag })
		}
		if found >= 0 {
			m := &msgs[found]
			m.RecvIndex, m.RecvStart, m.RecvEnd = rr.i, ev.Start, ev.End
		}
	}
	out := msgs[:0]
	for _, m := range msgs {
		if m.RecvIndex >= 0 {
			out = append(out, m)
		}
	}
	return out
}
