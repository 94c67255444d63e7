// Tests of PropagateEqualities: the done-flag loop of flagloop.c as C input, where only the propagation lets the slice measure the loop's count.
package transform

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/mpiskel/mpiskel/analysis/pointsto"
	"github.com/mpiskel/mpiskel/analysis/slice"
	"github.com/mpiskel/mpiskel/frontend"
	cfront "github.com/mpiskel/mpiskel/frontend/c"
)

// lineWith is the 1-based line of the n-th (from 1) line of path holding s.
func lineWith(t *testing.T, path, s string, n int) int {
	t.Helper()
	text, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	for i, l := range strings.Split(string(text), "\n") {
		if strings.Contains(l, s) {
			if n--; n == 0 {
				return i + 1
			}
		}
	}
	t.Fatalf("%s has no line %d with %q", path, n, s)
	return 0
}

// keptLines are the lines of file base on which the slice keeps code.
func keptLines(r *slice.Result, p *frontend.Program, base string) map[int]bool {
	out := map[int]bool{}
	for _, d := range r.Diagnostics(p.Module) {
		if filepath.Base(d.Pos.File) == base && strings.HasPrefix(d.Message, "kept: ") {
			out[d.Pos.Line] = true
		}
	}
	return out
}

// TestEqualitiesDoneFlag: in the C front end's SSA the Allreduce's guard
// reads `done != 1` from the header's phi, whose value on the way back
// comes from the convergence test: without the propagation the slice
// keeps the residual and the sweep, and no loop is data-dependent. With
// it the guard reads the 0 the loop test saw, and the loop's count is
// reported as depending on the residual.
func TestEqualitiesDoneFlag(t *testing.T) {
	src := "../testdata/transform/flagloop.c"
	loop := lineWith(t, src, "while (done == 0)", 1)
	sweep := lineWith(t, src, "u[i] = 0.5 *", 1)
	residual := lineWith(t, src, "if (sum < 1e-3 * size)", 1)
	cap := lineWith(t, src, "if (it > 1000)", 1)
	guard := lineWith(t, src, "if (it % 4 == 0 && done != 1)", 1)
	compute := func(p *frontend.Program) *slice.Result {
		r, err := slice.Compute(p, pointsto.Analyze(p.Module), slice.Options{})
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	p, err := cfront.Load(src, cfront.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if r := compute(p); len(r.DataDependentLoops()) != 0 || !keptLines(r, p, "flagloop.c")[sweep] {
		t.Fatalf("without propagation: data-dependent loops %v, sweep kept %v; the test no longer shows the need",
			r.DataDependentLoops(), keptLines(r, p, "flagloop.c")[sweep])
	}
	if n := PropagateEqualities(p); n == 0 {
		t.Fatal("no use replaced")
	}
	r := compute(p)
	loops := r.DataDependentLoops()
	if len(loops) != 1 || loops[0].Pos.Line != loop || !loops[0].ControlsMPI ||
		loops[0].Cause != "exit condition reads floating-point data loaded at flagloop.c:"+strconv.Itoa(residual) {
		t.Fatalf("data-dependent loops %+v, want the one at flagloop.c:%d, controlling MPI, reading the residual at line %d", loops, loop, residual)
	}
	kept := keptLines(r, p, "flagloop.c")
	for _, line := range []int{sweep, residual} {
		if kept[line] {
			t.Errorf("flagloop.c:%d is kept", line)
		}
	}
	for _, line := range []int{cap, guard} {
		if !kept[line] {
			t.Errorf("flagloop.c:%d is not kept", line)
		}
	}
}
