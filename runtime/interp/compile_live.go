// compile_live.go: SSA liveness and phi coalescing — a phi shares its slot with its incoming values when their live ranges do not interfere, so most phi moves vanish.
package interp

import (
	"sort"

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

// Slot sharing. Values whose live ranges never overlap can use the same
// slots, which keeps frames small (unoptimised code has thousands of
// short-lived values in main). This is linear scan over conservative live
// intervals (Poletto and Sarkar, "Linear Scan Register Allocation", TOPLAS
// 1999): positions number the blocks' starts, instructions and terminators
// in code order, and a value's interval runs from the first to the last
// position where it is defined, used or live. A phi's interval also covers
// the ends of its incoming blocks, where the edge moves write it. A value
// read at a position and a value defined there never share: every
// instruction may read its operands after writing its result's first slot.

// interval is a closed range of positions.
type interval struct{ start, end int }

func (iv *interval) add(p int) {
	if p < iv.start {
		iv.start = p
	}
	if p > iv.end {
		iv.end = p
	}
}

// liveIntervals computes each value's interval.
func (lv *liveness) liveIntervals(f *ir.Func) []interval {
	ivs := make([]interval, len(lv.vals))
	for i := range ivs {
		ivs[i] = interval{start: 1 << 62, end: -1}
	}
	for i, b := range lv.defBlock {
		if b == nil {
			ivs[i].add(0) // parameters are defined on entry
		}
	}
	pos := 1
	start, end := map[*ir.Block]int{}, map[*ir.Block]int{}
	for _, b := range f.Blocks {
		start[b] = pos
		pos += 1 + len(b.Insts)
		end[b] = pos
		pos++
	}
	for _, b := range f.Blocks {
		for i, in := range b.Insts {
			p := start[b] + 1 + i
			if phi, ok := in.(*ir.InstPhi); ok {
				x := lv.valueOf(phi)
				ivs[x].add(start[b])
				for _, inc := range phi.Incs {
					pred, _ := inc.Pred.(*ir.Block)
					if _, known := end[pred]; !known {
						continue
					}
					ivs[x].add(end[pred])
					if v := lv.valueOf(inc.X); v >= 0 {
						ivs[v].add(end[pred])
					}
				}
				continue
			}
			if v, ok := in.(value.Value); ok {
				if x := lv.valueOf(v); x >= 0 {
					ivs[x].add(p)
				}
			}
			for _, op := range in.Operands() {
				if v := lv.valueOf(*op); v >= 0 {
					ivs[v].add(p)
				}
			}
		}
		for _, op := range b.Term.Operands() {
			if v := lv.valueOf(*op); v >= 0 {
				ivs[v].add(end[b])
			}
		}
		in, out := lv.liveIn[b], lv.liveOut[b]
		for v := range lv.vals {
			if in.has(v) {
				ivs[v].add(start[b])
			}
			if out.has(v) {
				ivs[v].add(end[b])
			}
		}
	}
	return ivs
}

// assignSlots gives every value a slot range, sharing slots between values
// (and coalesced classes) whose intervals are disjoint. Parameters keep
// their fixed slots. It returns the slot of each value and the number of
// slots used.
func assignSlots(ivs []interval, rep []int, nslots []int, paramSlot map[int]uint32, firstFree uint32) ([]uint32, uint32) {
	n := len(ivs)
	// A class is live over the union of its members' intervals.
	civ := map[int]interval{}
	for i := 0; i < n; i++ {
		r := rep[i]
		iv, ok := civ[r]
		if !ok {
			iv = interval{start: 1 << 62, end: -1}
		}
		if ivs[i].end >= 0 {
			iv.add(ivs[i].start)
			iv.add(ivs[i].end)
		}
		civ[r] = iv
	}
	var classes []int
	for r, iv := range civ {
		if iv.end < 0 {
			iv = interval{0, 0}
			civ[r] = iv
		}
		classes = append(classes, r)
	}
	sort.Slice(classes, func(i, j int) bool {
		a, b := civ[classes[i]], civ[classes[j]]
		if a.start != b.start {
			return a.start < b.start
		}
		return classes[i] < classes[j]
	})
	slot := make([]uint32, n)
	classSlot := map[int]uint32{}
	// busyUntil[s] is the end of the interval holding slot s.
	busyUntil := make([]int, firstFree)
	top := firstFree
	for s := range busyUntil {
		busyUntil[s] = -1
	}
	for r, s := range paramSlot {
		classSlot[r] = s
		for k := 0; k < nslots[r]; k++ {
			busyUntil[int(s)+k] = civ[r].end
		}
	}
	for _, r := range classes {
		if _, fixed := classSlot[r]; fixed {
			continue
		}
		iv, w := civ[r], nslots[r]
		// Take the slot freed longest ago: reusing one just freed makes a
		// store follow closely a load of the same slot, which costs the
		// executor more (memory disambiguation) than the frame saves.
		found := -1
		if w == 1 {
			best := iv.start
			for s, u := range busyUntil {
				if u < best {
					best, found = u, s
				}
			}
		}
		for s, run := 0, 0; found < 0 && s < len(busyUntil); s++ {
			if busyUntil[s] < iv.start {
				run++
				if run == w {
					found = s - w + 1
					break
				}
			} else {
				run = 0
			}
		}
		if found < 0 {
			found = len(busyUntil)
			for k := 0; k < w; k++ {
				busyUntil = append(busyUntil, -1)
			}
			top = uint32(len(busyUntil))
		}
		for k := 0; k < w; k++ {
			busyUntil[found+k] = iv.end
		}
		classSlot[r] = uint32(found)
	}
	for i := 0; i < n; i++ {
		slot[i] = classSlot[rep[i]]
	}
	if uint32(len(busyUntil)) > top {
		top = uint32(len(busyUntil))
	}
	return slot, top
}
