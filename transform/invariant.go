// Invariant branch conditions of an abstracted region: what its loops branch on but never compute, for a W that charges each way at run time.
package transform

import (
	"slices"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/value"

	"github.com/mpiskel/mpiskel/analysis/cfg"
	"github.com/mpiskel/mpiskel/analysis/regions"
)

// maxInvariantConds bounds the conditions a region's W chooses by: the
// static model weighs the region once per way they go (2^n times).
// transpose -O2's pack loop, vectorised with an unrolled epilogue, has 5.
const maxInvariantConds = 6

// invariantConds are the conditions of the branches inside r's loops that
// keep one value throughout r, in block order: values defined before r is
// entered (a size check that clang hoisted out of a vectorised nest), or
// computed in r from such values by arithmetic, comparisons and loads of
// memory r does not write (C input and -O0 IR load and test the size at
// every iteration; hoistConds moves that code before r), so that r's exit
// can read them. A branch out of its loop is left out: the trip counts
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
		var moved []ir.Instruction
		if _, ok := br.Cond.(constant.Constant); ok || !a.computedBefore(r, inR, br.Cond, &moved) || len(moved) > 0 && a.hoistPoint(r) == nil {
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

// computedBefore tells whether v can be computed before r is entered (see
// invariantConds); moved, when not nil, gets the instructions of r that
// compute it, operands first.
func (a *abstracter) computedBefore(r *regions.Region, inR map[*ir.Block]bool, v value.Value, moved *[]ir.Instruction) bool {
	switch x := v.(type) {
	case *ir.Param, constant.Constant:
		return true
	case ir.Instruction:
		def := a.blockOf(x)
		switch {
		case def == nil:
			return false
		case !inR[def]:
			return a.dominates(def, r.Entry.Block)
		}
		switch y := x.(type) {
		case *ir.InstAdd, *ir.InstSub, *ir.InstMul, *ir.InstShl, *ir.InstLShr, *ir.InstAShr,
			*ir.InstAnd, *ir.InstOr, *ir.InstXor, *ir.InstSExt, *ir.InstZExt, *ir.InstTrunc,
			*ir.InstGetElementPtr, *ir.InstBitCast, *ir.InstICmp:
		case *ir.InstLoad:
			if a.writesIn(r.Blocks, y) {
				return false
			}
		default:
			return false
		}
		for _, op := range operandsOf(x) {
			if !a.computedBefore(r, inR, *op, moved) {
				return false
			}
		}
		if moved != nil && !slices.Contains(*moved, x) {
			*moved = append(*moved, x)
		}
		return true
	}
	return false
}

// hoistConds moves the code of r computing conds (invariantConds) to the
// end of its hoistPoint, so that W can choose by them at r's exit and at
// the preheaders inside r.
func (a *abstracter) hoistConds(r *regions.Region, conds []value.Value) {
	inR := map[*ir.Block]bool{}
	for _, b := range r.Blocks {
		inR[b] = true
	}
	var moved []ir.Instruction
	for _, c := range conds {
		a.computedBefore(r, inR, c, &moved)
	}
	if len(moved) == 0 {
		return
	}
	to := a.hoistPoint(r)
	for _, x := range moved {
		b := a.blockOf(x)
		b.Insts = slices.DeleteFunc(b.Insts, func(y ir.Instruction) bool { return y == x })
		to.Insts = append(to.Insts, x)
		a.instBlock[x] = to
	}
}

// hoistPoint is the block at whose end code computed before r goes: the
// block r starts in before its terminator, or the one from which control
// enters r, when it is r's only way in, so that no code runs between the
// two (a load moved there reads what r would); nil otherwise.
func (a *abstracter) hoistPoint(r *regions.Region) *ir.Block {
	if r.Entry.BeforeTerm {
		return r.Entry.Block
	}
	c := a.fn.CFG
	i, ok := c.Index[r.Entry.Block]
	if !ok {
		return nil
	}
	var from *ir.Block
	for _, p := range c.G.Pred[i] {
		if b := c.Blocks[p]; !contains(r.Blocks, b) {
			if from != nil && from != b {
				return nil
			}
			from = b
		}
	}
	if from == nil || len(cfg.Successors(from)) != 1 {
		return nil
	}
	return from
}
