// Test that the static model's instruction counts are the interpreter's: per class, a kernel's static IC per unit of work equals what the probed interpreter run executes, where branch probabilities are the model's 0.5.
package calibrate

import (
	"math"
	"testing"

	"github.com/mpiskel/mpiskel/analysis/regions"
	"github.com/mpiskel/mpiskel/cost"
	"github.com/mpiskel/mpiskel/frontend/llvmir"
)

// TestStaticICMatchesInterpreter compares, class by class, the static
// model's IC of a kernel's loop nest (a per innermost-body execution, times
// the body executions per unit) with the instructions the interpreter
// executes per unit. The kernels chosen have straight bodies or branches
// taken half the time (branch: bits 0-2 of i % 8), so the model's block
// frequencies are exact; what differs is the outer loops' code, which the
// model leaves out (at most a few instructions per 2048 or more bodies).
func TestStaticICMatchesInterpreter(t *testing.T) {
	ll := kernelsIR(t)
	c, err := NewCounter(ll)
	if err != nil {
		t.Fatal(err)
	}
	p, err := llvmir.Load(ll)
	if err != nil {
		t.Fatal(err)
	}
	rp := regions.Analyze(p)
	for _, k := range []struct {
		name   string
		bodies float64 // innermost-body executions per unit of work
	}{
		{"int_alu", 1}, {"int_div", 1}, {"fp", 1}, {"fp_div", 1}, {"call", 1},
		{"mem_sum", 2048}, {"mem_gather", 4096}, {"branch", 4096},
	} {
		var nest *regions.Region
		for _, r := range rp.Regions {
			if r.Func.Name() == "kern_"+k.name && r.Kind == regions.KindLoop && r.LoopDepth == 0 {
				nest = r
			}
		}
		if nest == nil || len(nest.Innermost) != 1 {
			t.Fatalf("kern_%s: no loop nest with one innermost loop", k.name)
		}
		per, err := c.PerUnit(k.name, 8, 16)
		if err != nil {
			t.Fatal(err)
		}
		for class := range cost.NumClasses {
			s := cost.Static{BranchProb: 0.5}
			s.NsPerClass[class] = 1 // a in ns is then the class's IC per body
			a, _ := s.Coefficients(nest)
			// kern_call's callee is another function: the static IC
			// of the region holds its body with the call.
			static := a * 1e9 * k.bodies
			tol := 0.5 + 1e-3*per[class] // the outer loops' code
			if k.bodies == 1 {
				tol = 1e-9
			}
			if math.Abs(static-per[class]) > tol {
				t.Errorf("kern_%s, class %s: static IC %g per unit, interpreter %g", k.name, cost.ClassName(class), static, per[class])
			}
		}
	}
}
