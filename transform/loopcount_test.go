// Tests of ProfileFromCounts: one count for loops deciding MPI calls, the mean for work-only loops, per entry and per iteration of the loop around them.
package transform

import (
	"strings"
	"testing"
)

func TestProfileFromCounts(t *testing.T) {
	probes := []LoopProbe{
		{Key: "a.c:10", Parent: -1},                                  // decides MPI calls, tested at the bottom
		{Key: "a.c:20", TestAtHead: true, WorkOnly: true, Parent: 2}, // only W needs it
		{TestAtHead: true, Parent: -1},                               // the loop around a.c:20
	}
	id := func(k int) int64 { return int64(ProbeBase + 2*k) }
	counts := []map[int64]int64{
		// rank 0: loop 10 entered twice, 6 iterations each; loop 20 entered
		// once, 11 header executions (10 iterations).
		{id(0): 2, id(0) + 1: 12, id(1): 1, id(1) + 1: 11},
		// rank 1: the same loop 10; loop 20 entered twice, 3 and 4
		// iterations. The loop around it ran 8 and 15 times in all, loop
		// 20 skipped in 20 of those 23.
		{id(0): 1, id(0) + 1: 6, id(1): 2, id(1) + 1: 9, id(2): 2, id(2) + 1: 25},
	}
	prof, err := ProfileFromCounts(probes, counts)
	if err != nil {
		t.Fatal(err)
	}
	// Loop 20: (10 + 7) iterations over 3 entries, 5.667, and over 23
	// iterations of the loop around it, 0.7391.
	want := LoopProfile{
		"a.c:10": {Entry: Exact(6)},
		"a.c:20": {Entry: Trips{N: (17*TripScale + 1) / 3, Per: TripScale}, Parent: Trips{N: (17*TripScale + 11) / 23, Per: TripScale}, WorkOnly: true},
	}
	if len(prof) != len(want) || prof["a.c:10"] != want["a.c:10"] || prof["a.c:20"] != want["a.c:20"] {
		t.Errorf("profile %v, want %v", prof, want)
	}
	if got := prof["a.c:20"].Entry.String() + " " + prof["a.c:20"].Parent.String(); got != "5.667 0.739" {
		t.Errorf("loop 20 counts %s, want 5.667 0.739", got)
	}
	counts[1][id(0)+1] = 7
	if _, err := ProfileFromCounts(probes, counts); err == nil || !strings.Contains(err.Error(), "a.c:10") {
		t.Errorf("a loop deciding MPI calls with counts differing between ranks: err %v, want a refusal naming it", err)
	}
}

// CombineProfiles: a count the same at every rank count stays; one that
// changes with the rank count is fitted over it, a work-only loop's in
// parts of an iteration, a loop deciding MPI calls' in whole ones.
func TestCombineProfiles(t *testing.T) {
	nps := []int{4, 8, 16}
	mean := func(x float64) Trips { return Trips{N: int64(x * TripScale), Per: TripScale} }
	var profs []LoopProfile
	for _, np := range nps {
		profs = append(profs, LoopProfile{
			"a.c:10": {Entry: Exact(37)},
			"a.c:20": {Entry: mean(0.125 * float64(np)), Parent: mean(0.0625 * float64(np)), WorkOnly: true},
		})
	}
	prof, err := CombineProfiles(nps, profs)
	if err != nil {
		t.Fatal(err)
	}
	if got := prof["a.c:10"]; got != profs[0]["a.c:10"] {
		t.Errorf("a.c:10: %+v, want 37 as measured", got)
	}
	got := prof["a.c:20"]
	if got.Entry.String() != "0.125·np" || got.Parent.String() != "0.0625·np" || got.Entry.Per != TripScale {
		t.Errorf("a.c:20: entry %s, parent %s (%+v), want 0.125·np and 0.0625·np", got.Entry, got.Parent, got)
	}
	// A loop deciding MPI calls (a convergence loop) running 160/np times:
	// fitted, in whole iterations.
	for i, np := range nps {
		profs[i]["a.c:10"] = LoopTrips{Entry: Exact(int64(160 / np))}
	}
	if prof, err = CombineProfiles(nps, profs); err != nil {
		t.Fatal(err)
	}
	if got := prof["a.c:10"].Entry; got.Fit == nil || got.Per != 1 || got.String() != "160/np" {
		t.Errorf("a.c:10 running 40, 20, 10 times at 4, 8, 16 ranks: %s (%+v), want 160/np in whole iterations", got, got)
	}
}
