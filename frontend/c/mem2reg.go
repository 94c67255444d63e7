// mem2reg: promotion of allocas whose address is never taken to SSA registers (Cytron et al. phi placement on dominance frontiers, dominators by Cooper, Harvey and Kennedy).
package c

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// promote rewrites f so that every promotable alloca (used only as the
// address of non-volatile loads and stores of its own type) becomes SSA
// values and phis; the phis are listed, by the alloca they replace, in
// phisOf. It returns whether an instruction was one of those it removed.
func promote(f *ir.Func, phisOf map[*ir.InstAlloca][]*ir.InstPhi) (removed func(ir.Instruction) bool) {
	none := func(ir.Instruction) bool { return false }
	if len(f.Blocks) == 0 {
		return none
	}
	entry := f.Blocks[0]
	var allocas []*ir.InstAlloca
	index := map[*ir.InstAlloca]int{}
	for _, inst := range entry.Insts {
		if a, ok := inst.(*ir.InstAlloca); ok && a.NElems == nil {
			index[a] = len(allocas)
			allocas = append(allocas, a)
		}
	}
	if len(allocas) == 0 {
		return none
	}
	ok := make([]bool, len(allocas))
	for i := range ok {
		ok[i] = true
	}
	// An alloca used in any other way than as a load's or store's address
	// has its address taken.
	disqualify := func(v value.Value) {
		if a, isA := v.(*ir.InstAlloca); isA {
			if i, found := index[a]; found {
				ok[i] = false
			}
		}
	}
	for _, b := range f.Blocks {
		for _, inst := range b.Insts {
			switch x := inst.(type) {
			case *ir.InstLoad:
				if a, isA := x.Src.(*ir.InstAlloca); isA {
					if i, found := index[a]; found && (x.Volatile || !sameType(x.ElemType, a.ElemType)) {
						ok[i] = false
					}
				}
			case *ir.InstStore:
				disqualify(x.Src)
				if a, isA := x.Dst.(*ir.InstAlloca); isA {
					if i, found := index[a]; found && (x.Volatile || !sameType(x.Src.Type(), a.ElemType)) {
						ok[i] = false
					}
				}
			default:
				for _, op := range inst.(value.User).Operands() {
					disqualify(*op)
				}
			}
		}
		if b.Term != nil {
			for _, op := range b.Term.(value.User).Operands() {
				disqualify(*op)
			}
		}
	}
	var vars []*ir.InstAlloca
	varIndex := map[*ir.InstAlloca]int{}
	for i, a := range allocas {
		if ok[i] && isScalarType(a.ElemType) {
			varIndex[a] = len(vars)
			vars = append(vars, a)
		}
	}
	if len(vars) == 0 {
		return none
	}

	// CFG and dominators.
	bi := map[*ir.Block]int{}
	for i, b := range f.Blocks {
		bi[b] = i
	}
	n := len(f.Blocks)
	preds := make([][]int, n)
	succs := make([][]int, n)
	for i, b := range f.Blocks {
		for _, s := range successors(b) {
			j := bi[s]
			succs[i] = append(succs[i], j)
			preds[j] = append(preds[j], i)
		}
	}
	order := postorder(succs)
	rpoNum := make([]int, n)
	for i := range rpoNum {
		rpoNum[i] = -1
	}
	for k, b := range order {
		rpoNum[b] = len(order) - 1 - k
	}
	idom := make([]int, n)
	for i := range idom {
		idom[i] = -1
	}
	idom[0] = 0
	intersect := func(a, b int) int {
		for a != b {
			for rpoNum[a] > rpoNum[b] {
				a = idom[a]
			}
			for rpoNum[b] > rpoNum[a] {
				b = idom[b]
			}
		}
		return a
	}
	for changed := true; changed; {
		changed = false
		for k := len(order) - 1; k >= 0; k-- {
			b := order[k]
			if b == 0 {
				continue
			}
			nd := -1
			for _, p := range preds[b] {
				if idom[p] < 0 {
					continue
				}
				if nd < 0 {
					nd = p
				} else {
					nd = intersect(p, nd)
				}
			}
			if nd >= 0 && idom[b] != nd {
				idom[b] = nd
				changed = true
			}
		}
	}
	// Dominance frontiers.
	df := make([][]int, n)
	for b := 0; b < n; b++ {
		if len(preds[b]) < 2 || idom[b] < 0 {
			continue
		}
		for _, p := range preds[b] {
			for r := p; r != idom[b] && idom[r] >= 0; r = idom[r] {
				df[r] = appendUnique(df[r], b)
				if r == idom[r] {
					break
				}
			}
		}
	}
	// Phi placement at the iterated dominance frontier of each variable's stores.
	phis := make([]map[int]*ir.InstPhi, n) // block -> var -> phi
	for v, a := range vars {
		var work []int
		has := map[int]bool{}
		for _, b := range f.Blocks {
			for _, inst := range b.Insts {
				if st, isS := inst.(*ir.InstStore); isS && st.Dst == a {
					if !has[bi[b]] {
						has[bi[b]] = true
						work = append(work, bi[b])
					}
					break
				}
			}
		}
		placed := map[int]bool{}
		for len(work) > 0 {
			b := work[len(work)-1]
			work = work[:len(work)-1]
			for _, d := range df[b] {
				if placed[d] {
					continue
				}
				placed[d] = true
				phi := &ir.InstPhi{Typ: a.ElemType}
				if phis[d] == nil {
					phis[d] = map[int]*ir.InstPhi{}
				}
				phis[d][v] = phi
				phisOf[a] = append(phisOf[a], phi)
				if !has[d] {
					has[d] = true
					work = append(work, d)
				}
			}
		}
	}
	// Renaming, by a walk of the dominator tree.
	children := make([][]int, n)
	for b := 1; b < n; b++ {
		if idom[b] >= 0 {
			children[idom[b]] = append(children[idom[b]], b)
		}
	}
	// The promoted loads, and the value each reads.
	replace := map[*ir.InstLoad]value.Value{}
	type frame struct {
		b    int
		vals []value.Value
	}
	initVals := make([]value.Value, len(vars))
	for v, a := range vars {
		initVals[v] = constant.NewUndef(a.ElemType)
	}
	stack := []frame{{0, initVals}}
	for len(stack) > 0 {
		fr := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		cur := append([]value.Value(nil), fr.vals...)
		b := f.Blocks[fr.b]
		for v, phi := range phis[fr.b] {
			cur[v] = phi
		}
		for _, inst := range b.Insts {
			switch x := inst.(type) {
			case *ir.InstLoad:
				if a, isA := x.Src.(*ir.InstAlloca); isA {
					if v, found := varIndex[a]; found {
						replace[x] = cur[v]
					}
				}
			case *ir.InstStore:
				if a, isA := x.Dst.(*ir.InstAlloca); isA {
					if v, found := varIndex[a]; found {
						cur[v] = x.Src
					}
				}
			}
		}
		for _, s := range succs[fr.b] {
			for v, phi := range phis[s] {
				phi.Incs = append(phi.Incs, ir.NewIncoming(cur[v], b))
			}
		}
		for _, ch := range children[fr.b] {
			stack = append(stack, frame{ch, cur})
		}
	}
	removed = func(inst ir.Instruction) bool {
		switch x := inst.(type) {
		case *ir.InstLoad:
			_, found := replace[x]
			return found
		case *ir.InstStore:
			a, isA := x.Dst.(*ir.InstAlloca)
			_, found := varIndex[a]
			return isA && found
		case *ir.InstAlloca:
			_, found := varIndex[x]
			return found
		}
		return false
	}
	resolve := func(v value.Value) value.Value {
		for {
			ld, isLoad := v.(*ir.InstLoad)
			if !isLoad {
				return v
			}
			r, found := replace[ld]
			if !found {
				return v
			}
			v = r
		}
	}
	// Rewrite: drop promoted instructions, insert phis, replace uses.
	for i, b := range f.Blocks {
		var insts []ir.Instruction
		for v := 0; v < len(vars); v++ {
			if phi := phis[i][v]; phi != nil {
				insts = append(insts, phi)
			}
		}
		for _, inst := range b.Insts {
			if removed(inst) {
				continue
			}
			insts = append(insts, inst)
		}
		b.Insts = insts
	}
	for _, b := range f.Blocks {
		for _, inst := range b.Insts {
			for _, op := range inst.(value.User).Operands() {
				*op = resolve(*op)
			}
			if phi, isPhi := inst.(*ir.InstPhi); isPhi {
				for _, inc := range phi.Incs {
					inc.X = resolve(inc.X)
				}
			}
		}
		if b.Term != nil {
			for _, op := range b.Term.(value.User).Operands() {
				*op = resolve(*op)
			}
		}
	}
	return removed
}

func isScalarType(t types.Type) bool {
	switch t.(type) {
	case *types.IntType, *types.FloatType, *types.PointerType:
		return true
	}
	return false
}

func appendUnique(s []int, x int) []int {
	for _, y := range s {
		if y == x {
			return s
		}
	}
	return append(s, x)
}

// postorder lists the blocks reachable from block 0 in postorder.
func postorder(succs [][]int) []int {
	seen := make([]bool, len(succs))
	var out []int
	type item struct{ b, next int }
	stack := []item{{0, 0}}
	seen[0] = true
	for len(stack) > 0 {
		top := &stack[len(stack)-1]
		if top.next < len(succs[top.b]) {
			s := succs[top.b][top.next]
			top.next++
			if !seen[s] {
				seen[s] = true
				stack = append(stack, item{s, 0})
			}
			continue
		}
		out = append(out, top.b)
		stack = stack[:len(stack)-1]
	}
	return out
}
