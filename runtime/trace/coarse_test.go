// Tests of the Coarsener: which events merge, what the merged ones carry, and that every time total stays.
package trace

import (
	"math/rand/v2"
	"reflect"
	"testing"
)

// eventList is a Sink that keeps what it is given.
type eventList []Event

func (l *eventList) Add(ev Event) error {
	*l = append(*l, ev)
	return nil
}

// coarsen passes events through a Coarsener of nranks ranks and returns what comes out, flushed.
func coarsen(t *testing.T, nranks int, events []Event) []Event {
	t.Helper()
	var out eventList
	c := NewCoarsener(&out, nranks)
	for _, ev := range events {
		if err := c.Add(ev); err != nil {
			t.Fatal(err)
		}
	}
	if err := c.Flush(); err != nil {
		t.Fatal(err)
	}
	return out
}

func TestCoarsenerMerges(t *testing.T) {
	siteA := Site{File: "a.c", Line: 10, Col: 3, Func: "main"}
	siteB := Site{File: "a.c", Line: 20, Col: 5, Func: "kernel"}
	send := Site{File: "a.c", Line: 30, Col: 1, Func: "main"}
	compute := func(rank int32, s, e int64) Event {
		return Event{Rank: rank, Op: OpCompute, Start: s, End: e, Peer: NoPeer}
	}
	addTime := func(rank int32, s, e int64, site Site, region int32) Event {
		return Event{Rank: rank, Op: OpAddTime, Site: site, Start: s, End: e, Peer: NoPeer, Tag: region}
	}
	mpi := func(rank int32, op string, s, e int64) Event {
		return Event{Rank: rank, Op: op, Site: send, Start: s, End: e, Peer: 1 - rank, Bytes: 8, Tag: 4}
	}
	in := []Event{
		compute(0, 0, 10),
		addTime(0, 10, 15, siteA, 1),
		compute(1, 0, 4), // rank 1 interleaves: its runs are its own
		compute(0, 15, 18),
		addTime(0, 18, 25, siteB, 2), // longest (7), first of the two of 7
		addTime(0, 25, 32, siteA, 1),
		compute(0, 32, 33),
		mpi(0, "MPI_Send", 33, 40),
		addTime(1, 4, 9, siteB, 2), // rank 1: ADD_TIME after compute, then MPI
		mpi(1, "MPI_Recv", 9, 40),
		addTime(0, 40, 41, siteA, 1), // rank 0: ADD_TIME first
		addTime(0, 41, 41, siteB, 2),
		compute(0, 41, 50),
		mpi(0, "MPI_Barrier", 50, 60),
		compute(0, 60, 70), // one event alone: unchanged
		mpi(0, "MPI_Finalize", 70, 71),
		addTime(1, 40, 40, Site{}, 0), // a zero-second probe alone, then the run ends without MPI
		addTime(1, 40, 40, Site{}, 9),
	}
	want := []Event{
		compute(0, 0, 14),            // 10 + 3 + 1 of compute, first: from the run's start
		addTime(0, 14, 33, siteB, 2), // 5 + 7 + 7 of ADD_TIME, last: to the run's end
		mpi(0, "MPI_Send", 33, 40),
		compute(1, 0, 4),
		addTime(1, 4, 9, siteB, 2),
		mpi(1, "MPI_Recv", 9, 40),
		addTime(0, 40, 41, siteA, 1),
		compute(0, 41, 50),
		mpi(0, "MPI_Barrier", 50, 60),
		compute(0, 60, 70),
		mpi(0, "MPI_Finalize", 70, 71),
		addTime(1, 40, 40, Site{}, 0), // by Flush
	}
	got := coarsen(t, 2, in)
	if !reflect.DeepEqual(got, want) {
		t.Errorf("coarse events:\n%s\nwant:\n%s", dumpEvents(got), dumpEvents(want))
	}
}

func dumpEvents(evs []Event) string {
	var s string
	for _, ev := range evs {
		s += string(AppendEventText(nil, &ev)) + "\n"
	}
	return s
}

// contiguousEvents makes n events over nranks ranks as the simulator
// writes them: each rank's events follow each other without gaps, MPI
// calls among runs of compute and ADD_TIME calls of any length.
func contiguousEvents(rng *rand.Rand, nranks, n int) []Event {
	clock := make([]int64, nranks)
	events := make([]Event, n)
	for i := range events {
		r := rng.IntN(nranks)
		ev := Event{Rank: int32(r), Peer: NoPeer, Start: clock[r], End: clock[r] + rng.Int64N(3_000_000)}
		switch k := rng.IntN(10); {
		case k < 4:
			ev.Op = OpCompute
		case k < 8:
			ev.Op, ev.Site, ev.Tag = OpAddTime, testSites[rng.IntN(len(testSites))], int32(rng.IntN(5))
			if rng.IntN(4) == 0 {
				ev.End = ev.Start // a probe
			}
		default:
			ev.Op, ev.Site = testOps[rng.IntN(6)], testSites[rng.IntN(len(testSites))]
			ev.Peer, ev.Bytes, ev.Tag = int32(rng.IntN(nranks)), rng.Int64N(1<<20), int32(rng.IntN(100))
		}
		clock[r] = ev.End
		events[i] = ev
	}
	return events
}

// TestCoarsenerKeepsTotals: coarse events keep every rank's MPI calls as
// they are, its statistics (compute, ADD_TIME and MPI time, messages), and
// its timeline: the events still tile it, with at most one compute and one
// ADD_TIME event between two MPI calls.
func TestCoarsenerKeepsTotals(t *testing.T) {
	const nranks = 5
	rng := rand.New(rand.NewPCG(32, 1))
	for round := range 20 {
		in := contiguousEvents(rng, nranks, 3000)
		if round%2 == 1 {
			in = randomEvents(rng, nranks, 3000) // gaps, overlaps and extreme values: the sums still agree (mod 2^64)
		}
		out := coarsen(t, nranks, in)
		rawStats, coarseStats := ComputeStats(in, nranks), ComputeStats(out, nranks)
		for r := range nranks {
			a, b := rawStats.Ranks[r], coarseStats.Ranks[r]
			a.Events, b.Events = 0, 0
			if a != b {
				t.Fatalf("round %d, rank %d: statistics of the raw events %+v, of the coarse ones %+v", round, r, a, b)
			}
		}
		if !reflect.DeepEqual(rawStats.Matrix, coarseStats.Matrix) {
			t.Fatalf("round %d: communication matrices differ", round)
		}
		rawRanks, coarseRanks := perRank(in, nranks), perRank(out, nranks)
		for r := range nranks {
			if !reflect.DeepEqual(mpiOnly(rawRanks[r]), mpiOnly(coarseRanks[r])) {
				t.Fatalf("round %d, rank %d: MPI events differ", round, r)
			}
			var compute, addTime int
			for i, ev := range coarseRanks[r] {
				switch {
				case IsMPI(&ev):
					compute, addTime = 0, 0
				case ev.Op == OpCompute:
					compute++
				default:
					addTime++
				}
				if compute > 1 || addTime > 1 {
					t.Fatalf("round %d, rank %d, event %d: two %s events between two MPI calls", round, r, i, ev.Op)
				}
				if round%2 == 0 && i > 0 && ev.Start != coarseRanks[r][i-1].End {
					t.Fatalf("round %d, rank %d, event %d %+v does not start where the one before ends", round, r, i, ev)
				}
			}
			if n := len(rawRanks[r]); round%2 == 0 && n > 0 && coarseRanks[r][len(coarseRanks[r])-1].End != rawRanks[r][n-1].End {
				t.Fatalf("round %d, rank %d: the coarse events end elsewhere", round, r)
			}
		}
	}
}

func mpiOnly(evs []Event) []Event {
	var out []Event
	for _, ev := range evs {
		if IsMPI(&ev) {
			out = append(out, ev)
		}
	}
	return out
}

// TestCoarsenerPassesLoneEvents: where no two non-MPI events follow each
// other, as in an original program's trace, the events come out as they
// went in (each rank's, in its order).
func TestCoarsenerPassesLoneEvents(t *testing.T) {
	const nranks = 3
	rng := rand.New(rand.NewPCG(7, 7))
	last := make([]bool, nranks) // the rank's last kept event is non-MPI
	var lone []Event
	for _, ev := range contiguousEvents(rng, nranks, 2000) {
		mpi := IsMPI(&ev)
		if !mpi && last[ev.Rank] {
			continue
		}
		last[ev.Rank] = !mpi
		lone = append(lone, ev)
	}
	if !reflect.DeepEqual(perRank(coarsen(t, nranks, lone), nranks), perRank(lone, nranks)) {
		t.Error("lone compute and ADD_TIME events changed")
	}
}

// TestCoarsenerOtherRanks: events of ranks it was not made for go through
// as they come, for the next sink to refuse.
func TestCoarsenerOtherRanks(t *testing.T) {
	var out eventList
	c := NewCoarsener(&out, 1)
	ev := Event{Rank: 3, Op: OpCompute, Start: 1, End: 2, Peer: NoPeer}
	if err := c.Add(ev); err != nil || len(out) != 1 || out[0] != ev {
		t.Errorf("an event of rank 3 of 1: %v, passed on %v", err, out)
	}
}
