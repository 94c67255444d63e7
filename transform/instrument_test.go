// Golden tests of Instrument: testdata/transform/instrument/{prof,count}.ll (clang-14 -O1 IR) against their .out.ll, opt-14 -verify.
package transform

import (
	"strings"
	"testing"

	"github.com/mpiskel/mpiskel/analysis/pointsto"
	"github.com/mpiskel/mpiskel/analysis/regions"
	"github.com/mpiskel/mpiskel/analysis/slice"
	"github.com/mpiskel/mpiskel/frontend/llvmir"
	"github.com/mpiskel/mpiskel/internal/golden"
)

// TestInstrumentGolden: prof.c's loop probe counts in memory (its loop
// calls MPI_Allreduce); count.c's two loops call nothing, so their header
// counts are kept in registers and added to their slots on the way out:
// one exit for the expansion loop, one for the loop around it (probed
// too: the expansion's count per iteration of it), two for the search.
func TestInstrumentGolden(t *testing.T) {
	for _, tc := range []struct {
		name          string
		probes        int
		registerExits int
	}{
		{"prof", 1, 0},
		{"count", 3, 4},
	} {
		t.Run(tc.name, func(t *testing.T) {
			in := "../testdata/transform/instrument/" + tc.name + ".ll"
			p, err := llvmir.Load(in)
			if err != nil {
				t.Fatal(err)
			}
			rp := regions.Analyze(p)
			prags, err := ScanPragmas(p, rp)
			if err != nil {
				t.Fatal(err)
			}
			sl, err := slice.Compute(p, pointsto.Analyze(p.Module), slice.Options{WorkOnlyLoop: AbstractedLoops(rp, 3, prags)})
			if err != nil {
				t.Fatal(err)
			}
			loops := DataLoops(sl)
			before := callCount(p.Module.String(), "@MPI_")
			ins, err := Instrument(p, rp, InstrumentOptions{Level: 3, Pragmas: prags, Slice: SliceKeep(sl), DataLoops: loops})
			if err != nil {
				t.Fatal(err)
			}
			got := p.Module.String()
			// Nothing is deleted: every MPI call stays, and each timed region has
			// one entry and at least one exit probe.
			if n := callCount(got, "@MPI_"); n != before {
				t.Errorf("%d MPI calls after instrumenting, %d before", n, before)
			}
			if len(ins.Regions) == 0 || len(ins.Probes) != tc.probes {
				t.Fatalf("%d regions timed and %d loops probed, want some and %d", len(ins.Regions), len(ins.Probes), tc.probes)
			}
			if n := callCount(got, "@"+ProfEnterFunc+"(i32"); n != len(ins.Regions) {
				t.Errorf("%d entry probes for %d regions", n, len(ins.Regions))
			}
			if n := callCount(got, "@"+ProfExitFunc+"(i32"); n < len(ins.Regions) {
				t.Errorf("%d exit probes for %d regions", n, len(ins.Regions))
			}
			if n := strings.Count(got, "\nskel.count"); n != tc.registerExits {
				t.Errorf("%d loop exits flush a register count, want %d", n, tc.registerExits)
			}
			golden.Check(t, strings.TrimSuffix(in, ".ll")+".out.ll", []byte(got), "./transform")
			if golden.Updating() {
				return
			}
			verifyWithOpt(t, got, "the instrumented program")
		})
	}
}

func callCount(text, callee string) int {
	return strings.Count(text, "call void "+callee) + strings.Count(text, "call i32 "+callee)
}
