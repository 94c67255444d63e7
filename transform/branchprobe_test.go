// Tests of the branch probes: which branches get one, and the shares their counts give.
package transform

import (
	"strings"
	"testing"

	"github.com/mpiskel/mpiskel/analysis/regions"
	"github.com/mpiskel/mpiskel/frontend/llvmir"
)

// The loop's exit test gets no probe, the branch in its body does, with a
// select of the two ids before it; the counts of all ranks add up.
func TestInstrumentBranches(t *testing.T) {
	p, err := llvmir.Parse("branchy.ll", []byte(`
declare void @use(i32)
define void @f(i32 %n, i32* %p) {
entry:
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %i1, %latch ]
  %c = icmp slt i32 %i, %n
  br i1 %c, label %body, label %exit
body:
  %v = load i32, i32* %p
  %seven = icmp eq i32 %v, 7
  br i1 %seven, label %then, label %latch
then:
  call void @use(i32 %v)
  br label %latch
latch:
  %i1 = add i32 %i, 1
  br label %head
exit:
  ret void
}
`))
	if err != nil {
		t.Fatal(err)
	}
	probes := InstrumentBranches(p, regions.Analyze(p))
	if want := (BranchKey{"f", 1}); len(probes) != 1 || probes[0] != want {
		t.Fatalf("probes %v, want only %v (the body's branch, not the exit test)", probes, want)
	}
	text := p.Module.String()
	if !strings.Contains(text, "select i1 %seven, i32 u0x50000000, i32 u0x50000001\n\tcall void @mpiskel_add_time(i32 %0, double 0.0)\n\tbr i1 %seven") {
		t.Errorf("no probe selecting the way of %%seven:\n%s", text)
	}
	id := int64(BranchProbeBase)
	odds := BranchOdds(probes, []map[int64]int64{{id: 1, id + 1: 3}, {id: 2, id + 1: 2}})
	if got := odds[probes[0]]; got != 3.0/8 {
		t.Errorf("share of the true way %g, want 3/8 over both ranks", got)
	}
}
