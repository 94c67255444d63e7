// Tests of ProfileFromCounts: one count for loops deciding MPI calls, the mean for work-only loops.
package transform

import (
	"strings"
	"testing"
)

func TestProfileFromCounts(t *testing.T) {
	probes := []LoopProbe{
		{Key: "a.c:10"}, // decides MPI calls, tested at the bottom
		{Key: "a.c:20", TestAtHead: true, WorkOnly: true}, // only W needs it
	}
	id := func(k int) int64 { return int64(ProbeBase + 2*k) }
	counts := []map[int64]int64{
		// rank 0: loop 10 entered twice, 6 iterations each; loop 20 entered
		// once, 11 header executions (10 iterations).
		{id(0): 2, id(0) + 1: 12, id(1): 1, id(1) + 1: 11},
		// rank 1: the same loop 10; loop 20 entered twice, 3 and 4 iterations.
		{id(0): 1, id(0) + 1: 6, id(1): 2, id(1) + 1: 9},
	}
	prof, err := ProfileFromCounts(probes, counts)
	if err != nil {
		t.Fatal(err)
	}
	// Loop 20: (10 + 7) iterations over 3 entries, rounded.
	if prof["a.c:10"] != 6 || prof["a.c:20"] != 6 {
		t.Errorf("profile %v, want a.c:10 → 6 and a.c:20 → 6", prof)
	}
	counts[1][id(0)+1] = 7
	if _, err := ProfileFromCounts(probes, counts); err == nil || !strings.Contains(err.Error(), "a.c:10") {
		t.Errorf("a loop deciding MPI calls with counts differing between ranks: err %v, want a refusal naming it", err)
	}
}
