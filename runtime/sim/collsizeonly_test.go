// Collectives on size-only buffers: the same messages and results as real buffers of zeros, without holding or copying their payload.
package sim

import (
	"fmt"
	"runtime"
	"slices"
	"strings"
	"testing"
)

// envelope is what an MPI event says of its message.
type envelope struct {
	rank, peer, tag, comm int32
	op                    string
	bytes                 int64
}

// mpiEnvelopes lists the MPI events of a run, by rank.
func mpiEnvelopes(l *eventLog) []envelope {
	var evs []envelope
	for _, e := range l.evs {
		if strings.HasPrefix(e.Op, "MPI_") {
			evs = append(evs, envelope{e.Rank, e.Peer, e.Tag, e.Comm, e.Op, e.Bytes})
		}
	}
	slices.SortStableFunc(evs, func(a, b envelope) int { return int(a.rank - b.rank) })
	return evs
}

// TestCollectivesSizeOnly runs every collective that moves payload with
// size-only buffers on all ranks, on none, and on every third rank (whose
// zeros the real ranks must receive, also through ranks of the trees in
// between that hold none): real receivers get exactly what real buffers
// of zeros would give them, and the MPI events are the same in every mode.
func TestCollectivesSizeOnly(t *testing.T) {
	ll := cProgram(t, "collsizeonly")
	for _, np := range []int{2, 4, 5, 8} {
		for _, eager := range []int64{eagerSmall, 1 << 20} {
			outs := map[string]string{}
			var evs [][]envelope
			for _, mode := range []string{"sizeonly", "real", "mixed", "mixedreal"} {
				l := &eventLog{}
				out, _, err := simulate(t, ll, Config{NP: np, PsPerInstruction: 500, Network: testLatBW(eager), Trace: l,
					Args: []string{"collsizeonly", mode, "100"}})
				if err != nil {
					t.Fatalf("np %d eager %d %s: %v\n%s", np, eager, mode, err, out)
				}
				outs[mode] = out
				evs = append(evs, mpiEnvelopes(l))
			}
			for _, mode := range []string{"real", "mixed"} {
				out := outs[mode]
				if strings.Contains(out, "MISMATCH") || strings.Count(out, ": 0 mismatches\n") == 0 {
					t.Errorf("np %d eager %d %s buffers: output\n%s", np, eager, mode, out)
				}
			}
			if outs["sizeonly"] != "" {
				t.Errorf("np %d: size-only ranks print nothing, got\n%s", np, outs["sizeonly"])
			}
			if outs["mixed"] != outs["mixedreal"] {
				t.Errorf("np %d eager %d: size-only buffers give\n%s\nreal buffers of zeros\n%s", np, eager, outs["mixed"], outs["mixedreal"])
			}
			for i := 1; i < len(evs); i++ {
				if len(evs[0]) < 10*np || !slices.Equal(evs[0], evs[i]) {
					t.Errorf("np %d eager %d: MPI events differ between modes\n%v\n%v", np, eager, evs[0], evs[i])
				}
			}
		}
	}
}

// TestCollectivesSizeOnlyHoldNothing runs the collectives with large
// size-only buffers: the run allocates a small fraction of the bytes its
// messages carry (it allocated, zero-filled and copied all of them before
// collectives learnt size-only buffers).
func TestCollectivesSizeOnlyHoldNothing(t *testing.T) {
	ll := cProgram(t, "collsizeonly")
	if _, _, err := simulate(t, ll, Config{NP: 4, Args: []string{"collsizeonly", "sizeonly", "8"}}); err != nil {
		t.Fatal(err) // compiles the program, outside the count
	}
	for _, eager := range []int64{eagerSmall, 1 << 30} {
		var m0, m1 runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&m0)
		out, res, err := simulate(t, ll, Config{NP: 4, PsPerInstruction: 500, Network: testLatBW(eager),
			Args: []string{"collsizeonly", "sizeonly", fmt.Sprint(1 << 17), "3"}})
		runtime.ReadMemStats(&m1)
		if err != nil {
			t.Fatalf("%v\n%s", err, out)
		}
		alloc, moved := int64(m1.TotalAlloc-m0.TotalAlloc), res.Total.BytesSent
		t.Logf("eager limit %d: %d MiB allocated, %d MiB sent", eager, alloc>>20, moved>>20)
		if moved < 100<<20 || alloc > moved/20 {
			t.Errorf("eager limit %d: %d bytes allocated for %d bytes sent from size-only buffers", eager, alloc, moved)
		}
	}
}
