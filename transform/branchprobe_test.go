// Tests of the branch probes: which branches get one, and the shares their counts give.
package transform

import (
	"strings"
	"testing"

	"github.com/llir/llvm/ir"

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
	if want := (SiteKey{"f", 1}); len(probes) != 1 || probes[0] != want {
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

// A call through a pointer that may reach two functions gets one probe
// whose id says which it reached; the shares are of all ranks' calls.
func TestInstrumentCalls(t *testing.T) {
	p, err := llvmir.Parse("calls.ll", []byte(`
define double @f(double %x) {
  ret double %x
}
define double @g(double %x) {
  %y = fmul double %x, %x
  ret double %y
}
define double @h(double (double)* %fn, double %x) {
  %r = call double %fn(double %x)
  ret double %r
}
`))
	if err != nil {
		t.Fatal(err)
	}
	m := p.Module
	f, g := m.Funcs[0], m.Funcs[1]
	probes := InstrumentCalls(p, func(*ir.InstCall) []*ir.Func { return []*ir.Func{f, g} })
	if want := (SiteKey{"h", 0}); len(probes) != 1 || probes[0].Key != want || strings.Join(probes[0].Targets, " ") != "f g" {
		t.Fatalf("probes %+v, want one at %v for f and g", probes, want)
	}
	if text := m.String(); strings.Count(text, "call void @mpiskel_add_time") != 1 || !strings.Contains(text, "icmp eq i8* %1, bitcast (double (double)* @g to i8*)") {
		t.Errorf("want one probe, comparing the pointer with each callee's address:\n%s", text)
	}
	id := int64(CallProbeBase)
	shares := CallShares(probes, []map[int64]int64{{id: 3, id + 1: 1}, {id + 1: 4}})
	if got := shares[probes[0].Key]; got["f"] != 3.0/8 || got["g"] != 5.0/8 {
		t.Errorf("shares %v, want f 3/8 and g 5/8 over both ranks", got)
	}
}
