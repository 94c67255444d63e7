// compile_live.go: SSA liveness and phi coalescing — a phi shares its slot with its incoming values when their live ranges do not interfere, so most phi moves vanish.
package interp

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// This is the coalescing step of out-of-SSA translation (Boissinot et al.,
// "Revisiting Out-of-SSA Translation for Correctness, Code Quality, and
// Efficiency", CGO 2009), with the interference test of strict SSA: two
// values interfere iff one is live at the other's definition. Phi uses
// count at the end of the incoming block, phi definitions at the start of
// their block, all at once.

type bitset []uint64

func newBitset(n int) bitset       { return make(bitset, (n+63)/64) }
func (s bitset) has(i int) bool    { return s[i/64]&(1<<(i%64)) != 0 }
func (s bitset) set(i int)         { s[i/64] |= 1 << (i % 64) }
func (s bitset) clear(i int)       { s[i/64] &^= 1 << (i % 64) }
func (s bitset) copyFrom(t bitset) { copy(s, t) }

// orChanged ORs t into s and reports whether s changed.
func (s bitset) orChanged(t bitset) bool {
	changed := false
	for i := range s {
		if n := s[i] | t[i]; n != s[i] {
			s[i] = n
			changed = true
		}
	}
	return changed
}

// liveness holds per-block liveness of a function's SSA values.
type liveness struct {
	idx      map[value.Value]int
	vals     []value.Value
	defBlock []*ir.Block // nil for parameters
	defPos   []int       // index in the block; all phis of a block at the last phi's index; -1 for parameters
	liveIn   map[*ir.Block]bitset
	liveOut  map[*ir.Block]bitset
	lastUse  map[*ir.Block]map[int]int // value -> last non-phi use in the block (terminator = len(Insts))
	nphis    map[*ir.Block]int
}

// valueOf returns the dense index of an SSA value (parameter or
// value-producing instruction), or -1 for constants and the like.
func (lv *liveness) valueOf(v value.Value) int {
	if a, ok := v.(*ir.Arg); ok {
		v = a.Value
	}
	if i, ok := lv.idx[v]; ok {
		return i
	}
	return -1
}

func computeLiveness(f *ir.Func) *liveness {
	lv := &liveness{
		idx:     map[value.Value]int{},
		liveIn:  map[*ir.Block]bitset{},
		liveOut: map[*ir.Block]bitset{},
		lastUse: map[*ir.Block]map[int]int{},
		nphis:   map[*ir.Block]int{},
	}
	add := func(v value.Value, b *ir.Block, pos int) {
		lv.idx[v] = len(lv.vals)
		lv.vals = append(lv.vals, v)
		lv.defBlock = append(lv.defBlock, b)
		lv.defPos = append(lv.defPos, pos)
	}
	for _, p := range f.Params {
		add(p, nil, -1)
	}
	for _, b := range f.Blocks {
		np := 0
		for np < len(b.Insts) && isPhi(b.Insts[np]) {
			np++
		}
		lv.nphis[b] = np
		for i, in := range b.Insts {
			v, ok := in.(value.Value)
			if !ok {
				continue
			}
			if _, void := v.Type().(*types.VoidType); void {
				continue
			}
			pos := i
			if i < np {
				pos = np - 1
			}
			add(v, b, pos)
		}
	}
	n := len(lv.vals)
	upward := map[*ir.Block]bitset{}
	phiIn := map[*ir.Block]map[*ir.Block]bitset{} // succ -> pred -> phi inputs
	for _, b := range f.Blocks {
		up := newBitset(n)
		last := map[int]int{}
		use := func(v value.Value, pos int) {
			i := lv.valueOf(v)
			if i < 0 {
				return
			}
			last[i] = pos
			if lv.defBlock[i] != b {
				up.set(i)
			}
		}
		for i, in := range b.Insts {
			if phi, ok := in.(*ir.InstPhi); ok {
				for _, inc := range phi.Incs {
					pred, _ := inc.Pred.(*ir.Block)
					m := phiIn[b]
					if m == nil {
						m = map[*ir.Block]bitset{}
						phiIn[b] = m
					}
					s := m[pred]
					if s == nil {
						s = newBitset(n)
						m[pred] = s
					}
					if j := lv.valueOf(inc.X); j >= 0 {
						s.set(j)
					}
				}
				continue
			}
			for _, op := range in.Operands() {
				use(*op, i)
			}
		}
		for _, op := range b.Term.Operands() {
			use(*op, len(b.Insts))
		}
		upward[b] = up
		lv.lastUse[b] = last
		lv.liveIn[b] = newBitset(n)
		lv.liveOut[b] = newBitset(n)
	}
	defs := map[*ir.Block]bitset{}
	for i, b := range lv.defBlock {
		if b == nil {
			continue
		}
		if defs[b] == nil {
			defs[b] = newBitset(n)
		}
		defs[b].set(i)
	}
	tmp := newBitset(n)
	for changed := true; changed; {
		changed = false
		for k := len(f.Blocks) - 1; k >= 0; k-- {
			b := f.Blocks[k]
			out := lv.liveOut[b]
			for _, s := range b.Term.Succs() {
				changed = out.orChanged(lv.liveIn[s]) || changed
				if pi := phiIn[s][b]; pi != nil {
					changed = out.orChanged(pi) || changed
				}
			}
			tmp.copyFrom(out)
			if d := defs[b]; d != nil {
				for i := range tmp {
					tmp[i] &^= d[i]
				}
			}
			for i := range tmp {
				tmp[i] |= upward[b][i]
			}
			changed = lv.liveIn[b].orChanged(tmp) || changed
		}
	}
	return lv
}

// liveAfter reports whether value x is live just after position pos of
// block b.
func (lv *liveness) liveAfter(x int, b *ir.Block, pos int) bool {
	if lv.defBlock[x] == b && lv.defPos[x] > pos {
		return false
	}
	if lv.liveOut[b].has(x) {
		return true
	}
	lu, ok := lv.lastUse[b][x]
	return ok && lu > pos
}

func (lv *liveness) interferes(x, y int) bool {
	return lv.liveAt(x, y) || lv.liveAt(y, x)
}

// liveAt reports whether x is live at the definition of y.
func (lv *liveness) liveAt(x, y int) bool {
	b := lv.defBlock[y]
	if b == nil { // parameters are all defined on entry
		return lv.defBlock[x] == nil
	}
	return lv.liveAfter(x, b, lv.defPos[y])
}

// coalescePhis groups SSA values into classes that can share slots: a phi
// with its incoming values, when no two members interfere. It returns, for
// each value index, the index of its class's representative.
func (c *fnCompiler) coalescePhis(lv *liveness) []int {
	n := len(lv.vals)
	rep := make([]int, n)
	members := make([][]int, n)
	for i := range rep {
		rep[i] = i
		members[i] = []int{i}
	}
	isParam := func(i int) bool { return lv.defBlock[i] == nil }
	slotsOf := func(i int) int { return c.lay.get(lv.vals[i].Type()).slots }
	var phis []*ir.InstPhi
	phiBlock := map[*ir.InstPhi]*ir.Block{}
	for _, b := range c.f.Blocks {
		for _, in := range b.Insts {
			if phi, ok := in.(*ir.InstPhi); ok {
				phis = append(phis, phi)
				phiBlock[phi] = b
			}
		}
	}
	// edgeOK checks that no copy on an incoming edge of a phi of class m
	// would overwrite another member still live on that edge.
	edgeOK := func(m []int, in map[int]bool) bool {
		for _, q := range m {
			phi, ok := lv.vals[q].(*ir.InstPhi)
			if !ok {
				continue
			}
			b := phiBlock[phi]
			for _, inc := range phi.Incs {
				if w := lv.valueOf(inc.X); w >= 0 && in[w] {
					continue // the copy is a no-op
				}
				pred, _ := inc.Pred.(*ir.Block)
				for _, z := range m {
					if z == q {
						continue
					}
					if lv.liveIn[b].has(z) || lv.liveOut[pred].has(z) {
						return false
					}
				}
			}
		}
		return true
	}
	for _, phi := range phis {
		p := lv.valueOf(phi)
		if p < 0 || c.lay.get(phi.Typ).err != nil {
			continue
		}
		for _, inc := range phi.Incs {
			v := lv.valueOf(inc.X)
			if v < 0 {
				continue
			}
			a, b := rep[p], rep[v]
			if a == b || slotsOf(v) != slotsOf(p) {
				continue
			}
			ok := true
			params := 0
			for _, x := range members[a] {
				if isParam(x) {
					params++
				}
				for _, y := range members[b] {
					if lv.interferes(x, y) {
						ok = false
						break
					}
				}
				if !ok {
					break
				}
			}
			for _, y := range members[b] {
				if isParam(y) {
					params++
				}
			}
			if !ok || params > 1 {
				continue
			}
			merged := append(append([]int(nil), members[a]...), members[b]...)
			in := map[int]bool{}
			for _, x := range merged {
				in[x] = true
			}
			if !edgeOK(merged, in) {
				continue
			}
			// Keep a parameter as representative: its slot is fixed.
			r := a
			for _, x := range merged {
				if isParam(x) {
					r = x
				}
			}
			for _, x := range merged {
				rep[x] = r
			}
			members[a], members[b] = nil, nil
			members[r] = merged
		}
	}
	return rep
}
