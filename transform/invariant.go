// Invariant branch conditions of an abstracted region: what its loops branch on but never compute, for a W that charges each way at run time.
package transform

import (
	"slices"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/value"

	"github.com/mpiskel/mpiskel/analysis/cfg"
	"github.com/mpiskel/mpiskel/analysis/regions"
)

// maxInvariantConds bounds the conditions a region's W chooses by: the
// static model weighs the region once per way they go (2^n times).
// transpose -O2's pack loop, vectorised with an unrolled epilogue, has 5.
const maxInvariantConds = 6

// invariantConds are the conditions of the branches inside r's loops that
// r does not compute, in block order: values defined before r is entered
// (a size check that clang hoisted out of a vectorised nest), which r's
// exit can read. A branch out of its loop is left out: the trip counts
// already count it. nil when there are none.
func (a *abstracter) invariantConds(r *regions.Region) []value.Value {
	inR := map[*ir.Block]bool{}
	for _, b := range r.Blocks {
		inR[b] = true
	}
	innermost := map[*ir.Block]*regions.Loop{}
	var walk func(l *regions.Loop)
	walk = func(l *regions.Loop) {
		for _, b := range l.Blocks {
			innermost[b] = l
		}
		for _, c := range l.Children {
			walk(c)
		}
	}
	for _, l := range r.Loops {
		walk(l)
	}
	var conds []value.Value
	for _, b := range a.fn.Func.Blocks {
		l := innermost[b]
		br, ok := b.Term.(*ir.TermCondBr)
		if l == nil || !ok || slices.ContainsFunc(cfg.Successors(b), func(s *ir.Block) bool { return !contains(l.Blocks, s) }) {
			continue
		}
		switch c := br.Cond.(type) {
		case *ir.Param:
		case ir.Instruction:
			def := a.blockOf(c)
			if def == nil || inR[def] || !a.dominates(def, r.Entry.Block) {
				continue
			}
		default:
			continue
		}
		if !slices.Contains(conds, br.Cond) {
			conds = append(conds, br.Cond)
			if len(conds) == maxInvariantConds {
				break
			}
		}
	}
	return conds
}
