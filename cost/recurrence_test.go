// Tests of the recurrence bound on the apps' clang-14 IR: loop-carried cycles through memory and registers, and the static model's max of throughput and recurrence.
package cost

import (
	"math"
	"testing"

	"github.com/llir/llvm/ir"

	"github.com/mpiskel/mpiskel/analysis/regions"
	"github.com/mpiskel/mpiskel/frontend/llvmir"
)

// innermostAt is the innermost loop of the app's loop region whose span
// starts at line.
func innermostAt(t *testing.T, app string, line int) *regions.Loop {
	p, err := llvmir.Load("../testdata/apps/" + app + ".O1.ll")
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range regions.Analyze(p).Regions {
		if r.Kind == regions.KindLoop && r.Start.Line == line && len(r.Innermost) == 1 {
			return r.Innermost[0]
		}
	}
	t.Fatalf("%s: no loop region at line %d with one innermost loop", app, line)
	return nil
}

func TestRecurrenceCycles(t *testing.T) {
	for _, c := range []struct {
		app  string
		line int
		want float64
		why  string
	}{
		// local += d*d with local in memory (its address goes to
		// MPI_Allreduce): load 5 + fmuladd 4, stored back each point.
		{"halo2d", 143, 9, "residual sum through memory"},
		// sum += value[k] * x[column[k]]: the fmuladd chain in a register.
		{"cg", 116, 4, "SpMV row sum in a register"},
		// send_west[j] = u[...]: only the induction variable is carried.
		{"halo2d", 118, 1, "copy loop, induction add only"},
	} {
		l := innermostAt(t, c.app, c.line)
		if got := recurrenceCycles(l.Blocks, l.Header, Latencies{}); got != c.want {
			t.Errorf("%s:%d (%s): %g cycles, want %g", c.app, c.line, c.why, got, c.want)
		}
	}
	// With a machine's latencies (a Zen 4: FP add 3, store to load 9): the
	// residual sum through memory takes 12 cycles a point, as halo2d's
	// sweep measured natively (12.3-12.8).
	zen4 := Latencies{FP: 3, StoreLoad: 9}
	for _, c := range []struct {
		app  string
		line int
		want float64
	}{{"halo2d", 143, 12}, {"cg", 116, 3}, {"halo2d", 118, 1}} {
		l := innermostAt(t, c.app, c.line)
		if got := recurrenceCycles(l.Blocks, l.Header, zen4); got != c.want {
			t.Errorf("%s:%d with %+v: %g cycles, want %g", c.app, c.line, zen4, got, c.want)
		}
	}
}

// The static model charges an iteration the larger of its instructions'
// throughput time and its recurrence; without a clock, the throughput only.
func TestStaticRecurrenceBound(t *testing.T) {
	p, err := llvmir.Load("../testdata/apps/halo2d.O1.ll")
	if err != nil {
		t.Fatal(err)
	}
	var r *regions.Region
	for _, x := range regions.Analyze(p).Regions {
		if x.Kind == regions.KindLoop && x.Start.Line == 143 && len(x.Innermost) == 1 {
			r = x
		}
	}
	if r == nil {
		t.Fatal("no stencil loop region at halo2d.c:143")
	}
	l := r.Innermost[0]
	body := map[*ir.Block]bool{}
	for _, b := range l.Blocks {
		body[b] = true
	}
	s := NewStatic(0.01, 2) // 0.005 ns per instruction: the recurrence dominates
	tp := s.weighted(l.Header, body, nil, nil, true)
	a, _ := s.Coefficients(r)
	if want := 9 / 2.0 * 1e-9; math.Abs(a-want) > 1e-18 || tp*1e-9 >= want {
		t.Errorf("a = %g s, want the recurrence's %g (throughput %g ns)", a, want, tp)
	}
	s.ClockGHz = 0
	if a, _ := s.Coefficients(r); math.Abs(a-tp*1e-9) > 1e-18 {
		t.Errorf("without a clock a = %g s, want the throughput's %g", a, tp*1e-9)
	}
	s.ClockGHz, s.Latency = 2, Latencies{FP: 3, StoreLoad: 9} // a machine file's: 12 cycles
	if a, _ := s.Coefficients(r); math.Abs(a-12/2.0*1e-9) > 1e-18 {
		t.Errorf("with latencies %+v: a = %g s, want %g", s.Latency, a, 12/2.0*1e-9)
	}
	s = NewStatic(2, 2) // 1 ns per instruction: the throughput dominates
	if a, _ := s.Coefficients(r); math.Abs(a-s.weighted(l.Header, body, nil, nil, true)*1e-9) > 1e-18 {
		t.Errorf("a = %g s, want the throughput's", a)
	}
}
