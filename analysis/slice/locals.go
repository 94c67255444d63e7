// Reaching stores of the scalar locals whose address is not taken (the
// variables of -O0 IR), with the stores that a branch on the variable's
// value rules out left out.
package slice

import (
	"math/big"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/mpiskel/mpiskel/analysis/cfg"
)

// local is a scalar alloca only ever loaded from and stored to. A load of
// it needs the stores that may reach the load, not every store: a done
// flag that the convergence test sets is read again only after the loop's
// exit test has seen it clear, so the flag's other readers (a guard on
// `done != 1`) do not need the convergence test.
type local struct {
	alloca *ir.InstAlloca
	c      *cfg.CFG
	// in is, per block index, the stores that may reach the block's start;
	// computed on first use.
	in [][]bool
	// stores numbers the local's stores, for the sets.
	stores []*ir.InstStore
	index  map[*ir.InstStore]int
}

// findLocals lists f's scalar allocas whose address is only a load's or a
// store's address.
func findLocals(f *ir.Func, c *cfg.CFG) map[*ir.InstAlloca]*local {
	out := map[*ir.InstAlloca]*local{}
	for _, b := range f.Blocks {
		for _, inst := range b.Insts {
			if a, ok := inst.(*ir.InstAlloca); ok && a.NElems == nil && scalar(a.ElemType) {
				out[a] = &local{alloca: a, c: c, index: map[*ir.InstStore]int{}}
			}
		}
	}
	drop := func(v value.Value) {
		if arg, ok := v.(*ir.Arg); ok { // a call argument with attributes
			v = arg.Value
		}
		if a, ok := v.(*ir.InstAlloca); ok {
			delete(out, a)
		}
	}
	for _, b := range f.Blocks {
		for _, inst := range b.Insts {
			switch x := inst.(type) {
			case *ir.InstLoad:
				if a, ok := x.Src.(*ir.InstAlloca); ok && (x.Volatile || !x.ElemType.Equal(a.ElemType)) {
					drop(a)
				}
			case *ir.InstStore:
				drop(x.Src)
				if a, ok := x.Dst.(*ir.InstAlloca); ok {
					if x.Volatile || !x.Src.Type().Equal(a.ElemType) {
						drop(a)
					} else if l := out[a]; l != nil {
						l.index[x] = len(l.stores)
						l.stores = append(l.stores, x)
					}
				}
			default:
				for _, op := range inst.(interface{ Operands() []*value.Value }).Operands() {
					drop(*op)
				}
			}
		}
		for _, op := range b.Term.Operands() {
			drop(*op)
		}
	}
	return out
}

func scalar(t types.Type) bool {
	switch t.(type) {
	case *types.IntType, *types.FloatType, *types.PointerType:
		return true
	}
	return false
}

// reaching lists the stores that may give load its value, in block order.
func (l *local) reaching(load *ir.InstLoad, b *ir.Block) []*ir.InstStore {
	if l.in == nil {
		l.solve()
	}
	set := append([]bool(nil), l.in[l.c.Index[b]]...)
	for _, inst := range b.Insts {
		if inst == ir.Instruction(load) {
			break
		}
		if s, ok := inst.(*ir.InstStore); ok && s.Dst == value.Value(l.alloca) {
			clear(set)
			set[l.index[s]] = true
		}
	}
	var out []*ir.InstStore
	for i, ok := range set {
		if ok {
			out = append(out, l.stores[i])
		}
	}
	return out
}

// solve computes the stores reaching each block, forward to a fixed point;
// along an edge of a branch on the local's value, a store of a constant
// that makes the branch go the other way does not pass.
func (l *local) solve() {
	n := len(l.c.Blocks)
	l.in = make([][]bool, n)
	for i := range l.in {
		l.in[i] = make([]bool, len(l.stores))
	}
	order := l.c.G.PostOrder(l.c.Entry)
	for changed := true; changed; {
		changed = false
		for k := len(order) - 1; k >= 0; k-- {
			i := order[k]
			if i >= n {
				continue
			}
			b := l.c.Blocks[i]
			set := append([]bool(nil), l.in[i]...)
			for _, inst := range b.Insts {
				if s, ok := inst.(*ir.InstStore); ok && s.Dst == value.Value(l.alloca) {
					clear(set)
					set[l.index[s]] = true
				}
			}
			for _, s := range cfg.Successors(b) {
				j, ok := l.c.Index[s]
				if !ok {
					continue
				}
				for st, reach := range set {
					if reach && !l.in[j][st] && l.passes(b, s, l.stores[st]) {
						l.in[j][st] = true
						changed = true
					}
				}
			}
		}
	}
}

// passes tells whether store s may still be the local's value on the edge
// from b to succ: not when b branches on a comparison of the value loaded
// after its last store with a constant, and s's constant makes the
// comparison send control elsewhere.
func (l *local) passes(b, succ *ir.Block, s *ir.InstStore) bool {
	br, ok := b.Term.(*ir.TermCondBr)
	if !ok || br.TargetTrue == br.TargetFalse {
		return true
	}
	cmp, ok := br.Cond.(*ir.InstICmp)
	if !ok {
		return true
	}
	k, ok := s.Src.(*constant.Int)
	if !ok {
		return true
	}
	x, y, pred := cmp.X, cmp.Y, cmp.Pred
	if _, isConst := x.(*constant.Int); isConst {
		x, y, pred = y, x, swapped(pred)
	}
	c, ok := y.(*constant.Int)
	if !ok || !l.loadedLast(b, x) {
		return true
	}
	holds, known := compare(pred, k.X, c.X)
	if !known {
		return true
	}
	return holds == (succ == br.TargetTrue)
}

// loadedLast tells whether v is a load of the local in b after b's last
// store to it.
func (l *local) loadedLast(b *ir.Block, v value.Value) bool {
	ld, ok := v.(*ir.InstLoad)
	if !ok || ld.Src != value.Value(l.alloca) {
		return false
	}
	seen := false
	for _, inst := range b.Insts {
		if inst == ir.Instruction(ld) {
			seen = true
		}
		if s, isStore := inst.(*ir.InstStore); isStore && s.Dst == value.Value(l.alloca) && seen {
			return false
		}
	}
	return seen
}

func swapped(p enum.IPred) enum.IPred {
	switch p {
	case enum.IPredSLT:
		return enum.IPredSGT
	case enum.IPredSLE:
		return enum.IPredSGE
	case enum.IPredSGT:
		return enum.IPredSLT
	case enum.IPredSGE:
		return enum.IPredSLE
	case enum.IPredULT:
		return enum.IPredUGT
	case enum.IPredULE:
		return enum.IPredUGE
	case enum.IPredUGT:
		return enum.IPredULT
	case enum.IPredUGE:
		return enum.IPredULE
	}
	return p
}

// compare evaluates a pred b; known is false for an unsigned comparison of
// a negative constant (its width would matter).
func compare(p enum.IPred, a, b *big.Int) (holds, known bool) {
	c := a.Cmp(b)
	switch p {
	case enum.IPredEQ:
		return c == 0, true
	case enum.IPredNE:
		return c != 0, true
	case enum.IPredSLT:
		return c < 0, true
	case enum.IPredSLE:
		return c <= 0, true
	case enum.IPredSGT:
		return c > 0, true
	case enum.IPredSGE:
		return c >= 0, true
	}
	if a.Sign() < 0 || b.Sign() < 0 {
		return false, false
	}
	switch p {
	case enum.IPredULT:
		return c < 0, true
	case enum.IPredULE:
		return c <= 0, true
	case enum.IPredUGT:
		return c > 0, true
	case enum.IPredUGE:
		return c >= 0, true
	}
	return false, false
}
