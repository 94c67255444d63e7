// Tests of the static model on clang-14 IR: a one-block innermost loop costs its instructions × CPI × CCT per unit of work.
package cost

import (
	"math"
	"testing"

	"github.com/mpiskel/mpiskel/analysis/regions"
	"github.com/mpiskel/mpiskel/frontend/llvmir"
)

func TestStaticOneBlockLoop(t *testing.T) {
	p, err := llvmir.Load("../testdata/apps/halo2d.O1.ll")
	if err != nil {
		t.Fatal(err)
	}
	rp := regions.Analyze(p)
	s := NewStatic(2, 4) // 0.5 ns per instruction
	found := 0
	for _, r := range rp.Regions {
		if r.Kind != regions.KindLoop || len(r.Innermost) != 1 || len(r.Innermost[0].Blocks) != 1 {
			continue
		}
		found++
		a, _ := s.Coefficients(r)
		want := float64(instructions(r.Innermost[0].Header)) * 0.5e-9
		if math.Abs(a-want) > 1e-18 {
			t.Errorf("region %d (%s): a = %g, want %g (one block of %d instructions at 0.5 ns)", r.ID, r.Start, a, want, instructions(r.Innermost[0].Header))
		}
	}
	if found == 0 {
		t.Fatal("no one-block innermost loop region in halo2d.O1.ll")
	}
}
