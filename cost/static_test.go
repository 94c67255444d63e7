// Tests of the static model on clang-14 IR: a one-block innermost loop costs its instructions × CPI × CCT per unit of work, each at its class's CPI.
package cost

import (
	"math"
	"testing"

	"github.com/llir/llvm/ir"

	"github.com/mpiskel/mpiskel/analysis/regions"
	"github.com/mpiskel/mpiskel/frontend/llvmir"
	"github.com/mpiskel/mpiskel/runtime/network"
)

// oneBlockLoops are the loop regions of halo2d.O1.ll whose one innermost
// loop is a single block.
func oneBlockLoops(t *testing.T) []*regions.Region {
	p, err := llvmir.Load("../testdata/apps/halo2d.O1.ll")
	if err != nil {
		t.Fatal(err)
	}
	var out []*regions.Region
	for _, r := range regions.Analyze(p).Regions {
		if r.Kind == regions.KindLoop && len(r.Innermost) == 1 && len(r.Innermost[0].Blocks) == 1 {
			out = append(out, r)
		}
	}
	if len(out) == 0 {
		t.Fatal("no one-block innermost loop region in halo2d.O1.ll")
	}
	return out
}

func TestStaticOneBlockLoop(t *testing.T) {
	s := NewStatic(2, 4) // 0.5 ns per instruction
	for _, r := range oneBlockLoops(t) {
		a, _ := s.Coefficients(r)
		n := BlockCounts(r.Innermost[0].Header).Total()
		if want := n * 0.5e-9; math.Abs(a-want) > 1e-18 {
			t.Errorf("region %d (%s): a = %g, want %g (one block of %g instructions at 0.5 ns)", r.ID, r.Start, a, want, n)
		}
	}
}

// Per-class CPIs from a machine file: each class is charged its own CPI,
// the classes the file leaves out node.cpi.
func TestStaticClassCPI(t *testing.T) {
	m, err := network.ParseMachine([]byte("[node]\nclock_ghz = 2\ncpi = 1\n[node.class_cpi]\nint = 0.25\nmem = 4\nfp = 3\n"), "test", "t")
	if err != nil {
		t.Fatal(err)
	}
	s := NewStaticMachine(m)
	want := [NumClasses]float64{ClassInt: 0.125, ClassAddr: 0.5, ClassIntDiv: 0.5, ClassFP: 1.5, ClassFPDiv: 0.5, ClassMem: 2, ClassBranch: 0.5, ClassCall: 0.5}
	if s.NsPerClass != want {
		t.Fatalf("ns per class %v, want %v", s.NsPerClass, want)
	}
	mixed := false
	for _, r := range oneBlockLoops(t) {
		a, _ := s.Coefficients(r)
		c := BlockCounts(r.Innermost[0].Header)
		var ns float64
		for k, n := range c {
			ns += n * want[k]
		}
		mixed = mixed || c[ClassMem] > 0 && c[ClassInt] > 0 && c[ClassBranch] > 0
		if math.Abs(a-ns*1e-9) > 1e-18 {
			t.Errorf("region %d: a = %g, want %g from counts %v", r.ID, a, ns*1e-9, c)
		}
	}
	if !mixed {
		t.Error("no one-block loop with integer, memory and branch instructions: the test checks nothing per class")
	}
}

func TestClassify(t *testing.T) {
	if len(network.InstructionClasses) != NumClasses {
		t.Fatalf("%d class names for %d classes", len(network.InstructionClasses), NumClasses)
	}
	p, err := llvmir.Load("../testdata/apps/cg.O1.ll")
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]int{}
	for _, f := range p.Module.Funcs {
		for _, b := range f.Blocks {
			for _, inst := range b.Insts {
				k, ok := Classify(inst)
				key := ClassName(k)
				if !ok {
					key = "uncounted"
				}
				if call, isCall := inst.(*ir.InstCall); isCall {
					if callee, direct := call.Callee.(*ir.Func); direct {
						got[callee.Name()+"->"+key]++
					}
				}
				got[key]++
			}
		}
	}
	for _, want := range []string{"llvm.dbg.value->uncounted", "MPI_Allreduce->call", "llvm.fmuladd.f64->fp", "sqrt->call"} {
		if got[want] == 0 {
			t.Errorf("no %s in cg.O1.ll's classification: %v", want, got)
		}
	}
	for _, k := range []string{"int", "fp", "fp_div", "mem", "call"} {
		if got[k] == 0 {
			t.Errorf("no %s instruction in cg.O1.ll: %v", k, got)
		}
	}
}

// branchyLoop is a loop whose body stores through q only when the value it
// loads through p is 7: the then block has five instructions (its branch
// included).
const branchyLoop = `
define void @f(i32 %n, i32* %p, i32* %q) {
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
  %a = add i32 %v, 1
  %b = mul i32 %a, 3
  %d = add i32 %b, %a
  store i32 %d, i32* %q
  br label %latch
latch:
  %i1 = add i32 %i, 1
  br label %head
exit:
  ret void
}
`

// A measured branch share (Static.Branch) replaces even odds: a body whose
// then block always runs costs that block more than one that never does,
// and even odds cost the mean of the two.
func TestStaticMeasuredBranch(t *testing.T) {
	p, err := llvmir.Parse("branchy.ll", []byte(branchyLoop))
	if err != nil {
		t.Fatal(err)
	}
	var loop *regions.Region
	for _, r := range regions.Analyze(p).Regions {
		if r.Kind == regions.KindLoop {
			loop = r
		}
	}
	if loop == nil {
		t.Fatal("no loop region")
	}
	var inner *ir.TermCondBr
	for _, b := range loop.Blocks {
		if b.Name() == "body" {
			inner = b.Term.(*ir.TermCondBr)
		}
	}
	perIteration := func(share float64, known bool) float64 {
		s := NewStatic(1, 1) // 1 ns an instruction
		if known {
			s.Branch = func(br *ir.TermCondBr) (float64, bool) { return share, br == inner }
		}
		a, _ := s.Coefficients(loop)
		return a * 1e9
	}
	always, never, even := perIteration(1, true), perIteration(0, true), perIteration(0, false)
	if math.Abs(always-never-5) > 1e-9 || math.Abs(even-(always+never)/2) > 1e-9 {
		t.Errorf("per iteration: %g ns when the then block always runs, %g when never, %g at even odds: want 5 ns apart and the mean", always, never, even)
	}
}

// guardedStore stores through q only when the value it loads is at least
// x: the region tree splits it into the entry's code, the branch region
// (the entry's branch and the then block) and the join's code.
const guardedStore = `
define i32 @g(i32 %x, i32* %q) {
entry:
  %v = load i32, i32* %q
  %c = icmp sge i32 %v, %x
  br i1 %c, label %then, label %join
then:
  %a = add i32 %x, 1
  store i32 %a, i32* %q
  br label %join
join:
  %r = load i32, i32* %q
  ret i32 %r
}
`

// A branch region holds its entry block's branch, not the instructions
// before it (the code region before it has those), and its then block by
// the branch's odds: the regions add up to the function. Charging the
// then block at every execution overcharged soa_pic's particle pushes by
// 5 % at -O0.
func TestStaticBranchRegion(t *testing.T) {
	p, err := llvmir.Parse("guarded.ll", []byte(guardedStore))
	if err != nil {
		t.Fatal(err)
	}
	s := NewStatic(1, 1) // 1 ns an instruction
	s.Branch = func(*ir.TermCondBr) (float64, bool) { return 0.25, true }
	var branch *regions.Region
	var sum float64
	for _, r := range regions.Analyze(p).Regions {
		if r.Parent == nil || r.Parent.Parent != nil {
			continue
		}
		_, b := s.Coefficients(r)
		sum += b * 1e9
		if r.Kind == regions.KindBranch {
			branch = r
		}
	}
	if branch == nil {
		t.Fatal("no branch region")
	}
	if _, b := s.Coefficients(branch); math.Abs(b*1e9-1.75) > 1e-9 {
		t.Errorf("the branch region costs %g ns, want 1.75 (its branch, and the then block's 3 instructions a quarter of the time)", b*1e9)
	}
	if want := 5.75; math.Abs(sum-want) > 1e-9 {
		t.Errorf("the function's top regions cost %g ns together, want %g (2 + 1.75 + 2)", sum, want)
	}
}
