// ADD_TIME and its aliases advance a rank's virtual clock and are traced.
package sim

import (
	"strings"
	"testing"

	"github.com/mpiskel/mpiskel/runtime/trace"
)

func TestAddTime(t *testing.T) {
	ll := cProgram(t, "addtime")
	l := &eventLog{}
	out, res, err := simulate(t, ll, Config{NP: 2, PsPerInstruction: 1000, Trace: l})
	if err != nil {
		t.Fatal(err)
	}
	// Rank 0 charged 0.25+0.5+0.001 s; rank 1 0.5+0.5+0.001 s and sent at
	// about 1.001 s (plus a few instructions); rank 0 waited for it.
	if !strings.HasPrefix(out, "rank 0 charged 0.751000 s, rank 1 sent at 1.001000 s, received at 1.001000 s") {
		t.Errorf("output: %q", out)
	}
	for rk, want := range []int64{751e9, 1001e9} {
		if got := res.Ranks[rk].AddTime; got != want || res.Ranks[rk].AddTimeCalls != 3 {
			t.Errorf("rank %d: AddTime %d ps in %d calls, want %d in 3", rk, got, res.Ranks[rk].AddTimeCalls, want)
		}
	}
	if res.Predicted < 1.001 || res.Predicted > 1.0011 {
		t.Errorf("predicted %g s", res.Predicted)
	}
	var regions []int32
	for _, e := range l.evs {
		if e.Op == trace.OpAddTime && e.Rank == 0 {
			regions = append(regions, e.Tag)
			if !strings.HasSuffix(e.Site.File, "addtime.c") || e.Site.Line < 15 {
				t.Errorf("ADD_TIME event without site: %+v", e)
			}
		}
	}
	if len(regions) != 3 || regions[2] != 7 {
		t.Errorf("rank 0 ADD_TIME events carry regions %v, want [0 0 7]", regions)
	}
}
