// compile_fuse.go: fusion of common instruction pairs into one register-form instruction — address computation with the load or store that uses it, and compare with the branch that tests it.
package interp

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// Each dispatch of the executor costs about as much as the work of a
// simple instruction, so the hot pairs of compiled C loops — a[i] style
// addressing followed by the access, and a loop test followed by its
// branch — are each run as one instruction.

// countUses counts how many times each SSA value is an operand.
func countUses(f *ir.Func) map[value.Value]int {
	uses := map[value.Value]int{}
	for _, b := range f.Blocks {
		for _, in := range b.Insts {
			for _, op := range in.Operands() {
				uses[*op]++
			}
		}
		for _, op := range b.Term.Operands() {
			uses[*op]++
		}
	}
	return uses
}

// nextReal returns the index of the first instruction at or after i that
// produces code, or len(insts).
func nextReal(insts []ir.Instruction, i int) int {
	for i < len(insts) && !counted(insts[i]) {
		i++
	}
	return i
}

// fusedAccess is a getelementptr folded into the load or store after it.
type fusedAccess struct {
	gep  *ir.InstGetElementPtr
	base uint32
	term gepTerm
	off  int64
}

// fusableGEP checks whether the getelementptr at insts[i] can be folded into
// the access right after it, and returns how.
func (c *fnCompiler) fusableGEP(insts []ir.Instruction, i int) (*fusedAccess, bool) {
	g, ok := insts[i].(*ir.InstGetElementPtr)
	if !ok || vecLen(g.Typ) != 1 || vecLen(g.Src.Type()) != 1 {
		return nil, false
	}
	j := nextReal(insts, i+1)
	if j >= len(insts) {
		return nil, false
	}
	var t types.Type
	switch acc := insts[j].(type) {
	case *ir.InstLoad:
		if acc.Src != g {
			return nil, false
		}
		t = acc.ElemType
	case *ir.InstStore:
		if acc.Dst != g || acc.Src == g {
			return nil, false
		}
		t = acc.Src.Type()
	default:
		return nil, false
	}
	if accessSize(t) == 0 {
		return nil, false
	}
	save := c.instErr
	off, terms, ok := c.gepParts(g.ElemType, g.Indices, 0)
	c.instErr = save
	if !ok || len(terms) != 1 || terms[0].scale >= 1<<16 || off >= 1<<39 || off < -(1<<39) {
		return nil, false
	}
	if e := c.extIndex; e != nil && e.gep == g && terms[0].slot == c.slots[e.ext] {
		terms[0].slot, terms[0].shift = e.slot, e.shift
	}
	return &fusedAccess{gep: g, term: terms[0], off: off}, true
}

// extFusion is a sign or zero extension of an index folded into the fused
// access after it (unoptimised code widens every int index to i64 first).
type extFusion struct {
	ext   value.Value
	gep   *ir.InstGetElementPtr
	slot  uint32 // the narrow index
	shift uint32 // sign-extends it; 0 for a zero extension
}

// fusableExt checks whether insts[i] extends an index used only by the
// getelementptr right after it, itself fused with the access after it.
func (c *fnCompiler) fusableExt(insts []ir.Instruction, i int) (*extFusion, bool) {
	var from value.Value
	var shift uint32
	switch e := insts[i].(type) {
	case *ir.InstSExt:
		w := intBits(e.From.Type())
		if w == 0 || w >= 64 {
			return nil, false
		}
		from, shift = e.From, uint32(64-w)
	case *ir.InstZExt:
		w := intBits(e.From.Type())
		if w == 0 || w >= 64 {
			return nil, false
		}
		from = e.From
	default:
		return nil, false
	}
	v := insts[i].(value.Value)
	if c.uses[v] != 1 || intBits(v.Type()) != 64 {
		return nil, false
	}
	j := nextReal(insts, i+1)
	if j >= len(insts) {
		return nil, false
	}
	g, ok := insts[j].(*ir.InstGetElementPtr)
	if !ok {
		return nil, false
	}
	fa, ok := c.fusableGEP(insts, j)
	if !ok || fa.term.slot != c.slots[v] {
		return nil, false
	}
	return &extFusion{ext: v, gep: g, slot: c.op(from), shift: shift}, true
}

// accessSize is 4 or 8 for the types fused accesses handle, else 0.
func accessSize(t types.Type) int {
	switch t := t.(type) {
	case *types.IntType:
		switch t.BitSize {
		case 32:
			return 4
		case 64:
			return 8
		}
	case *types.PointerType:
		return 8
	case *types.FloatType:
		switch t.Kind {
		case types.FloatKindFloat:
			return 4
		case types.FloatKindDouble:
			return 8
		}
	}
	return 0
}

// emitFusedAccess emits the fused form of load/store in with address fa.
func (c *fnCompiler) emitFusedAccess(fa *fusedAccess, in ir.Instruction) {
	imm := fa.term.scale | uint64(fa.term.shift)<<16 | uint64(fa.off)<<24
	base, addr := c.op(fa.gep.Src), c.dst(fa.gep)
	switch in := in.(type) {
	case *ir.InstLoad:
		op := opLoad64X
		if accessSize(in.ElemType) == 4 {
			op = opLoad32X
		}
		c.emit(inst{op: op, d: c.dst(in), a: base, b: fa.term.slot, c: addr, imm: imm})
	case *ir.InstStore:
		op := opStore64X
		if accessSize(in.Src.Type()) == 4 {
			op = opStore32X
		}
		c.emit(inst{op: op, d: c.op(in.Src), a: base, b: fa.term.slot, c: addr, imm: imm})
	}
}

// fusableCompare checks whether the condition of a conditional branch is an
// integer compare computed just before it and used nowhere else.
func (c *fnCompiler) fusableCompare(b *ir.Block) (*ir.InstICmp, bool) {
	br, ok := b.Term.(*ir.TermCondBr)
	if !ok {
		return nil, false
	}
	cmp, ok := br.Cond.(*ir.InstICmp)
	if !ok || c.uses[cmp] != 1 || vecLen(cmp.X.Type()) != 1 {
		return nil, false
	}
	last := -1
	for i := len(b.Insts) - 1; i >= 0; i-- {
		if counted(b.Insts[i]) {
			last = i
			break
		}
	}
	if last < 0 || b.Insts[last] != cmp {
		return nil, false
	}
	w := intBits(cmp.X.Type())
	switch cmp.Pred {
	case enum.IPredSLT, enum.IPredSLE, enum.IPredSGT, enum.IPredSGE:
		return cmp, w == 32 || w == 64
	}
	return cmp, w > 0 && w <= 64
}

// brOp is the compare-and-branch opcode for a predicate and width.
func brOp(p enum.IPred, w uint64) opcode {
	switch p {
	case enum.IPredEQ:
		return opBrEq
	case enum.IPredNE:
		return opBrNe
	case enum.IPredULT:
		return opBrUlt
	case enum.IPredULE:
		return opBrUle
	case enum.IPredUGT:
		return opBrUgt
	case enum.IPredUGE:
		return opBrUge
	}
	var op opcode
	switch p {
	case enum.IPredSLT:
		op = opBrSlt64
	case enum.IPredSLE:
		op = opBrSle64
	case enum.IPredSGT:
		op = opBrSgt64
	default:
		op = opBrSge64
	}
	if w == 32 {
		op += opBrSlt32 - opBrSlt64
	}
	return op
}
