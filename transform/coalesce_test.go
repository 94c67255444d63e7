// Tests of coalesce beyond its golden file: which loops it takes, and that the verifier notices a broken coalescing.
package transform

import (
	"strings"
	"testing"

	"github.com/llir/llvm/ir"

	"github.com/mpiskel/mpiskel/analysis/callgraph"
	"github.com/mpiskel/mpiskel/analysis/cfg"
	"github.com/mpiskel/mpiskel/frontend/llvmir"
)

// TestCoalesceLoops: in coalesce.ll the key loop and the sorting loop (its
// qsort calling a quiet comparator) are coalesced, each under its own
// region's id, while the loop that prints keeps its ADD_TIMEs.
func TestCoalesceLoops(t *testing.T) {
	p, err := llvmir.Load("../testdata/transform/coalesce.ll")
	if err != nil {
		t.Fatal(err)
	}
	_, rep := skeletonize(t, p, 3, true, true)
	if len(rep.Coalesced) != 2 {
		t.Fatalf("%d loops coalesced, want the key loop and the sorting loop", len(rep.Coalesced))
	}
	for _, co := range rep.Coalesced {
		for _, rr := range rep.Regions {
			if rr.ID == co.ID && (rr.Fate != FateKept || rr.Kind != "loop") {
				t.Errorf("the flush charges region %d, a %s %s region, not the kept loop", co.ID, rr.Fate, rr.Kind)
			}
		}
		if len(co.Regions) == 0 || len(co.Flushes) != len(co.Tests) || len(co.Flushes) == 0 {
			t.Errorf("coalescing of %d regions with %d flushes, %d tests", len(co.Regions), len(co.Flushes), len(co.Tests))
		}
	}
	var main *ir.Func
	for _, f := range p.Module.Funcs {
		if f.Name() == "main" {
			main = f
		}
	}
	c := cfg.New(main)
	printing := 0
	for _, l := range c.Loops.Top {
		var prints, adds bool
		for _, n := range l.Body {
			for _, inst := range c.Blocks[n].Insts {
				if call, ok := inst.(*ir.InstCall); ok {
					callee, _ := callgraph.Callee(call)
					prints = prints || callee != nil && callee.Name() == "printf"
					adds = adds || IsAddTime(call)
				}
			}
		}
		if prints {
			printing++
			if !adds || c.Blocks[l.Header] == rep.Coalesced[0].Header || c.Blocks[l.Header] == rep.Coalesced[1].Header {
				t.Errorf("the loop that prints was coalesced")
			}
		}
	}
	if printing != 1 {
		t.Errorf("%d loops print, want 1", printing)
	}
}

// TestVerifyCoalesced: a coalesced loop whose flush was lost, or that got
// an ADD_TIME back inside, fails verification.
func TestVerifyCoalesced(t *testing.T) {
	for _, tc := range []struct {
		name, want string
		edit       func(co *Coalescing)
	}{
		{"flush deleted", "the ADD_TIME charging the sum was deleted", func(co *Coalescing) {
			b := co.Tests[0].Term.(*ir.TermCondBr).TargetTrue.(*ir.Block)
			b.Insts = b.Insts[1:]
		}},
		{"call inside", "inside the loop", func(co *Coalescing) {
			call := *co.Flushes[0]
			co.Header.Insts = append([]ir.Instruction{&call}, co.Header.Insts...)
		}},
		{"no reset", "its test", func(co *Coalescing) {
			insts := co.Tests[0].Insts
			co.Tests[0].Insts = append(insts[:len(insts)-2:len(insts)-2], insts[len(insts)-1])
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p, err := llvmir.Load("../testdata/transform/coalesce.ll")
			if err != nil {
				t.Fatal(err)
			}
			base := TakeBaseline(p.Module)
			_, rep := skeletonize(t, p, 3, true, true)
			tc.edit(rep.Coalesced[0])
			err = Verify(p, base, rep)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("Verify = %v, want an error saying %q", err, tc.want)
			}
		})
	}
}
