// Equalities: the uses of a value in code that runs only after a branch found it equal to a constant become that constant.
package transform

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/value"

	"github.com/mpiskel/mpiskel/analysis/cfg"
	"github.com/mpiskel/mpiskel/frontend"
)

// PropagateEqualities replaces each use of a value v in code dominated by
// the side of a conditional branch where `v == C` holds (the true side of
// icmp eq, the false side of icmp ne, with C an integer constant) by C, as
// LLVM's GVN does from -O1 on; it returns how many uses it replaced. The
// program computes the same. What changes is what the slice sees: in
// `while (done == 0) { ...; if (it % 20 == 0 && done != 1) ... }` the
// guard reads the 0 the loop test saw, not the flag the convergence test
// sets (whose setting ends the loop), so the guard does not need the
// convergence test and the loop's count can be measured instead of
// computed. C input is in SSA form with the flag a phi of the loop header;
// clang's -O1 IR has this done already, and -O0 IR keeps the flag in
// memory, which the slice follows with the loop test ruling out stores.
func PropagateEqualities(p *frontend.Program) int {
	n := 0
	for _, f := range p.Module.Funcs {
		if len(f.Blocks) > 0 {
			n += propagateEqualities(f)
		}
	}
	return n
}

func propagateEqualities(f *ir.Func) int {
	var c *cfg.CFG
	n := 0
	for _, b := range f.Blocks {
		br, ok := b.Term.(*ir.TermCondBr)
		if !ok || br.TargetTrue == br.TargetFalse {
			continue
		}
		cmp, ok := br.Cond.(*ir.InstICmp)
		if !ok || cmp.Pred != enum.IPredEQ && cmp.Pred != enum.IPredNE {
			continue
		}
		v, k := cmp.X, cmp.Y
		if _, isConst := v.(constant.Constant); isConst {
			v, k = k, v
		}
		ci, ok := k.(*constant.Int)
		if _, vConst := v.(constant.Constant); !ok || vConst {
			continue
		}
		side := br.TargetTrue
		if cmp.Pred == enum.IPredNE {
			side = br.TargetFalse
		}
		if c == nil {
			c = cfg.New(f)
		}
		t, ok := c.Index[side.(*ir.Block)]
		// The edge dominates what its target dominates only when it is
		// the target's only way in.
		if !ok || len(c.G.Pred[t]) != 1 {
			continue
		}
		dominated := func(blk *ir.Block) bool {
			i, ok := c.Index[blk]
			return ok && c.Dom.Reachable(i) && c.Dom.Dominates(t, i)
		}
		for _, u := range f.Blocks {
			in := dominated(u)
			for _, inst := range u.Insts {
				if phi, isPhi := inst.(*ir.InstPhi); isPhi {
					for _, inc := range phi.Incs {
						if pred, isBlock := inc.Pred.(*ir.Block); isBlock && inc.X == v && dominated(pred) {
							inc.X = ci
							n++
						}
					}
					continue
				}
				if in {
					n += replaceUses(inst.(interface{ Operands() []*value.Value }).Operands(), v, ci)
				}
			}
			if in {
				n += replaceUses(u.Term.Operands(), v, ci)
			}
		}
	}
	return n
}

func replaceUses(ops []*value.Value, v value.Value, c constant.Constant) int {
	n := 0
	for _, op := range ops {
		if *op == v {
			*op = c
			n++
		}
	}
	return n
}
