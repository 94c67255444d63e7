// compile_inst.go: lowering of each IR instruction to register-form instructions (vectors and aggregates are expanded lane by lane, slot by slot).
package interp

import (
	"fmt"
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

func (c *fnCompiler) dst(v value.Value) uint32 { return c.slots[v] }

func (c *fnCompiler) compileInst(in ir.Instruction) {
	switch in := in.(type) {
	case *ir.InstAdd:
		c.intBinInst(bAdd, in, in.X, in.Y)
	case *ir.InstSub:
		c.intBinInst(bSub, in, in.X, in.Y)
	case *ir.InstMul:
		c.intBinInst(bMul, in, in.X, in.Y)
	case *ir.InstUDiv:
		c.intBinInst(bUDiv, in, in.X, in.Y)
	case *ir.InstSDiv:
		c.intBinInst(bSDiv, in, in.X, in.Y)
	case *ir.InstURem:
		c.intBinInst(bURem, in, in.X, in.Y)
	case *ir.InstSRem:
		c.intBinInst(bSRem, in, in.X, in.Y)
	case *ir.InstShl:
		c.intBinInst(bShl, in, in.X, in.Y)
	case *ir.InstLShr:
		c.intBinInst(bLShr, in, in.X, in.Y)
	case *ir.InstAShr:
		c.intBinInst(bAShr, in, in.X, in.Y)
	case *ir.InstAnd:
		c.intBinInst(bAnd, in, in.X, in.Y)
	case *ir.InstOr:
		c.intBinInst(bOr, in, in.X, in.Y)
	case *ir.InstXor:
		c.intBinInst(bXor, in, in.X, in.Y)
	case *ir.InstFAdd:
		c.floatBinInst(opFAdd32, opFAdd64, in, in.X, in.Y)
	case *ir.InstFSub:
		c.floatBinInst(opFSub32, opFSub64, in, in.X, in.Y)
	case *ir.InstFMul:
		c.floatBinInst(opFMul32, opFMul64, in, in.X, in.Y)
	case *ir.InstFDiv:
		c.floatBinInst(opFDiv32, opFDiv64, in, in.X, in.Y)
	case *ir.InstFRem:
		c.floatBinInst(opFRem32, opFRem64, in, in.X, in.Y)
	case *ir.InstFNeg:
		d, a := c.dst(in), c.op(in.X)
		if isF80(in.Typ) {
			c.emit(inst{op: opF80, d: d, a: a, imm: f80OpNeg})
			return
		}
		op := opFNeg64
		if isF32(in.Typ) {
			op = opFNeg32
		}
		for i := 0; i < vecLen(in.Typ); i++ {
			c.emit(inst{op: op, d: d + uint32(i), a: a + uint32(i)})
		}
	case *ir.InstICmp:
		c.icmpInst(in)
	case *ir.InstFCmp:
		c.fcmpInst(in)
	case *ir.InstTrunc:
		c.castInst(in, in.From, in.To)
	case *ir.InstZExt:
		c.castInst(in, in.From, in.To)
	case *ir.InstSExt:
		c.castInst(in, in.From, in.To)
	case *ir.InstFPTrunc:
		c.castInst(in, in.From, in.To)
	case *ir.InstFPExt:
		c.castInst(in, in.From, in.To)
	case *ir.InstFPToUI:
		c.castInst(in, in.From, in.To)
	case *ir.InstFPToSI:
		c.castInst(in, in.From, in.To)
	case *ir.InstUIToFP:
		c.castInst(in, in.From, in.To)
	case *ir.InstSIToFP:
		c.castInst(in, in.From, in.To)
	case *ir.InstPtrToInt:
		c.castInst(in, in.From, in.To)
	case *ir.InstIntToPtr:
		c.castInst(in, in.From, in.To)
	case *ir.InstBitCast:
		c.bitcastInst(c.dst(in), c.op(in.From), in.From.Type(), in.To)
	case *ir.InstAddrSpaceCast:
		c.moveSlots(c.dst(in), c.op(in.From), c.slotsOf(in.To))
	case *ir.InstFreeze:
		c.moveSlots(c.dst(in), c.op(in.X), c.slotsOf(in.Typ))
	case *ir.InstSelect:
		c.selectInst(in)
	case *ir.InstPhi:
		// Done by the moves on each incoming edge.
	case *ir.InstAlloca:
		c.allocaInst(in)
	case *ir.InstLoad:
		c.load(c.dst(in), in.ElemType, c.op(in.Src))
	case *ir.InstStore:
		c.store(c.op(in.Src), in.Src.Type(), c.op(in.Dst))
	case *ir.InstGetElementPtr:
		c.gepInst(in)
	case *ir.InstCall:
		c.compileCall(in)
	case *ir.InstExtractValue:
		t := in.X.Type()
		first := 0
		for _, idx := range in.Indices {
			var s int
			var err error
			t, s, _, err = c.lay.aggregatePart(t, idx)
			if err != nil {
				c.fail(err.Error())
				return
			}
			first += s
		}
		c.moveSlots(c.dst(in), c.op(in.X)+uint32(first), c.slotsOf(t))
	case *ir.InstInsertValue:
		d := c.dst(in)
		c.moveSlots(d, c.op(in.X), c.slotsOf(in.Typ))
		t := in.X.Type()
		first := 0
		for _, idx := range in.Indices {
			var s int
			var err error
			t, s, _, err = c.lay.aggregatePart(t, idx)
			if err != nil {
				c.fail(err.Error())
				return
			}
			first += s
		}
		c.moveSlots(d+uint32(first), c.op(in.Elem), c.slotsOf(t))
	case *ir.InstExtractElement:
		d, a := c.dst(in), c.op(in.X)
		per := uint32(c.slotsOf(in.Typ))
		if k, ok := c.constInt(in.Index); ok {
			if k < uint64(vecLen(in.X.Type())) {
				c.moveSlots(d, a+uint32(k)*per, int(per))
			} else {
				c.zeroSlots(d, int(per))
			}
			return
		}
		c.emit(inst{op: opExtractElt, d: d, a: a, b: c.op(in.Index), c: per, imm: uint64(vecLen(in.X.Type()))})
	case *ir.InstInsertElement:
		d := c.dst(in)
		n := vecLen(in.Typ)
		per := uint32(c.slotsOf(in.Elem.Type()))
		c.moveSlots(d, c.op(in.X), n*int(per))
		if k, ok := c.constInt(in.Index); ok {
			if k < uint64(n) {
				c.moveSlots(d+uint32(k)*per, c.op(in.Elem), int(per))
			}
			return
		}
		c.emit(inst{op: opInsertElt, d: d, a: c.op(in.Elem), b: c.op(in.Index), c: per, imm: uint64(n)})
	case *ir.InstShuffleVector:
		c.shuffleInst(in)
	case *ir.InstFence:
		// Single-threaded: nothing to order.
	case *ir.InstCmpXchg:
		size := c.lay.get(in.Cmp.Type()).store
		c.emit(inst{op: opCmpXchg, d: c.dst(in), a: c.op(in.Ptr), b: c.op(in.Cmp), c: c.op(in.New), imm: size})
	case *ir.InstAtomicRMW:
		c.atomicRMWInst(in)
	case *ir.InstVAArg:
		c.vaargInst(in)
	default:
		c.fail(fmt.Sprintf("unsupported instruction %s", strings.Fields(in.LLString())[0]))
	}
}

// constInt returns the value of an integer constant operand.
func (c *fnCompiler) constInt(v value.Value) (uint64, bool) {
	k, ok := v.(constant.Constant)
	if !ok {
		return 0, false
	}
	vals, err := c.p.constSlots(k)
	if err != nil || len(vals) != 1 {
		return 0, false
	}
	return vals[0], true
}

func (c *fnCompiler) moveSlots(d, a uint32, n int) {
	for i := 0; i < n; i++ {
		if d+uint32(i) != a+uint32(i) {
			c.emit(inst{op: opMov, d: d + uint32(i), a: a + uint32(i)})
		}
	}
}

func (c *fnCompiler) zeroSlots(d uint32, n int) {
	for i := 0; i < n; i++ {
		c.emit(inst{op: opConst, d: d + uint32(i)})
	}
}

// isF80 reports an x86_fp80 (C long double) type.
func isF80(t types.Type) bool {
	k, ok := floatKind(scalarOf(t))
	return ok && k == types.FloatKindX86_FP80
}

func isF32(t types.Type) bool {
	k, ok := floatKind(scalarOf(t))
	return ok && k == types.FloatKindFloat
}

// sized picks the 64-, 32- or N-bit variant of an integer opcode (the three
// are consecutive) and fills in the width immediates.
func sized(base opcode, w uint64, d, a, b uint32) inst {
	switch w {
	case 64:
		return inst{op: base, d: d, a: a, b: b}
	case 32:
		return inst{op: base + 1, d: d, a: a, b: b}
	}
	return inst{op: base + 2, d: d, a: a, b: b, c: uint32(64 - w), imm: maskOf(w)}
}

func (c *fnCompiler) intBinInst(k binKind, v value.Value, x, y value.Value) {
	t := v.Type()
	d, a, b := c.dst(v), c.op(x), c.op(y)
	w := intBits(scalarOf(t))
	if w > 64 {
		if vecLen(t) > 1 {
			c.fail("vectors of wide integers are not supported")
			return
		}
		c.wide(wideInfo{kind: wkBin, bin: k, w: w}, d, a, b)
		return
	}
	for i := uint32(0); i < uint32(vecLen(t)); i++ {
		c.intBin(k, w, d+i, a+i, b+i)
	}
}

func (c *fnCompiler) intBin(k binKind, w uint64, d, a, b uint32) {
	var in inst
	switch k {
	case bAdd:
		in = sized(opAdd64, w, d, a, b)
	case bSub:
		in = sized(opSub64, w, d, a, b)
	case bMul:
		in = sized(opMul64, w, d, a, b)
	case bShl:
		in = sized(opShl64, w, d, a, b)
	case bAShr:
		in = sized(opAShr64, w, d, a, b)
	case bSDiv:
		in = sized(opSDiv64, w, d, a, b)
	case bSRem:
		in = sized(opSRem64, w, d, a, b)
	case bLShr:
		in = inst{op: opLShr, d: d, a: a, b: b}
	case bUDiv:
		in = inst{op: opUDiv, d: d, a: a, b: b}
	case bURem:
		in = inst{op: opURem, d: d, a: a, b: b}
	case bAnd:
		in = inst{op: opAnd, d: d, a: a, b: b}
	case bOr:
		in = inst{op: opOr, d: d, a: a, b: b}
	case bXor:
		in = inst{op: opXor, d: d, a: a, b: b}
	}
	c.emit(in)
}

func (c *fnCompiler) floatBinInst(op32, op64 opcode, v value.Value, x, y value.Value) {
	t := v.Type()
	d, a, b := c.dst(v), c.op(x), c.op(y)
	if isF80(t) {
		sub := map[opcode]uint64{opFAdd64: f80OpAdd, opFSub64: f80OpSub, opFMul64: f80OpMul, opFDiv64: f80OpDiv, opFRem64: f80OpRem}[op64]
		c.emit(inst{op: opF80, d: d, a: a, b: b, imm: sub})
		return
	}
	op := op64
	if isF32(t) {
		op = op32
	}
	for i := uint32(0); i < uint32(vecLen(t)); i++ {
		c.emit(inst{op: op, d: d + i, a: a + i, b: b + i})
	}
}

func (c *fnCompiler) icmpInst(in *ir.InstICmp) {
	t := in.X.Type()
	d, a, b := c.dst(in), c.op(in.X), c.op(in.Y)
	w := intBits(scalarOf(t))
	if w > 64 {
		c.wide(wideInfo{kind: wkCmp, ipred: in.Pred, w: w}, d, a, b)
		return
	}
	op, sb := icmpOp(in.Pred, w)
	for i := uint32(0); i < uint32(vecLen(t)); i++ {
		c.emit(inst{op: op, d: d + i, a: a + i, b: b + i, imm: sb})
	}
}

// icmpOp maps a predicate to its opcode and the sign bit signed compares flip.
func icmpOp(p enum.IPred, w uint64) (opcode, uint64) {
	sb := uint64(1) << (w - 1)
	switch p {
	case enum.IPredEQ:
		return opEq, 0
	case enum.IPredNE:
		return opNe, 0
	case enum.IPredULT:
		return opUlt, 0
	case enum.IPredULE:
		return opUle, 0
	case enum.IPredUGT:
		return opUgt, 0
	case enum.IPredUGE:
		return opUge, 0
	case enum.IPredSLT:
		return opSlt, sb
	case enum.IPredSLE:
		return opSle, sb
	case enum.IPredSGT:
		return opSgt, sb
	}
	return opSge, sb
}

func (c *fnCompiler) fcmpInst(in *ir.InstFCmp) {
	t := in.X.Type()
	d, a, b := c.dst(in), c.op(in.X), c.op(in.Y)
	f32 := isF32(t)
	if isF80(t) {
		c.emit(inst{op: opF80, d: d, a: a, b: b, imm: f80OpCmp | uint64(in.Pred)<<8})
		return
	}
	for i := uint32(0); i < uint32(vecLen(t)); i++ {
		var op opcode
		switch in.Pred {
		case enum.FPredFalse, enum.FPredTrue:
			c.emit(inst{op: opConst, d: d + i, imm: b2u(in.Pred == enum.FPredTrue)})
			continue
		case enum.FPredOEQ:
			op = opFOeq64
		case enum.FPredOLT:
			op = opFOlt64
		case enum.FPredOLE:
			op = opFOle64
		case enum.FPredOGT:
			op = opFOgt64
		case enum.FPredOGE:
			op = opFOge64
		case enum.FPredUNE:
			op = opFUne64
		default:
			fl := uint32(0)
			if f32 {
				fl = 64
			}
			c.emit(inst{op: opFCmp, d: d + i, a: a + i, b: b + i, c: uint32(in.Pred) | fl})
			continue
		}
		if f32 {
			op += opFOeq32 - opFOeq64
		}
		c.emit(inst{op: op, d: d + i, a: a + i, b: b + i})
	}
}

// castInst lowers the conversion instructions lane by lane.
func (c *fnCompiler) castInst(v value.Value, from value.Value, to types.Type) {
	ft, tt := scalarOf(from.Type()), scalarOf(to)
	d, a := c.dst(v), c.op(from)
	fw, tw := intBits(ft), intBits(tt)
	fk, fIsF := floatKind(ft)
	tk, tIsF := floatKind(tt)
	lanes := vecLen(to)
	if (fw > 64 || tw > 64) && lanes > 1 {
		c.fail("vectors of wide integers are not supported")
		return
	}
	if (fIsF && fk == types.FloatKindX86_FP80) || (tIsF && tk == types.FloatKindX86_FP80) {
		c.castF80(v, d, a, fk, tk, fw, tw)
		return
	}
	for l := uint32(0); l < uint32(lanes); l++ {
		d, a := d+l, a+l
		switch v.(type) {
		case *ir.InstTrunc, *ir.InstPtrToInt, *ir.InstZExt, *ir.InstIntToPtr, *ir.InstSExt:
			_, sx := v.(*ir.InstSExt)
			_, zx := v.(*ir.InstZExt)
			_, ip := v.(*ir.InstIntToPtr)
			switch {
			case fw > 64 || tw > 64:
				kind := uint8(wkTrunc)
				switch {
				case sx:
					kind = wkSExt
				case zx || ip:
					kind = wkZExt
				}
				if tw <= 64 && !sx { // the low word, masked
					c.emit(inst{op: opTrunc, d: d, a: a, imm: maskOf(tw)})
				} else {
					c.wide(wideInfo{kind: kind, w: tw, fw: fw}, d, a, 0)
				}
			case sx:
				c.emit(inst{op: opSExt, d: d, a: a, c: uint32(64 - fw), imm: maskOf(tw)})
			case zx || ip || tw == 64:
				c.emit(inst{op: opMov, d: d, a: a})
			default:
				c.emit(inst{op: opTrunc, d: d, a: a, imm: maskOf(tw)})
			}
		case *ir.InstFPTrunc:
			if tk == types.FloatKindFloat && fk != types.FloatKindFloat {
				c.emit(inst{op: opFPTrunc, d: d, a: a})
			} else {
				c.emit(inst{op: opMov, d: d, a: a})
			}
		case *ir.InstFPExt:
			if fk == types.FloatKindFloat && tk != types.FloatKindFloat {
				c.emit(inst{op: opFPExt, d: d, a: a})
			} else {
				c.emit(inst{op: opMov, d: d, a: a})
			}
		case *ir.InstFPToSI, *ir.InstFPToUI:
			_, signed := v.(*ir.InstFPToSI)
			if tw > 64 {
				c.wide(wideInfo{kind: wkFromFloat, w: tw, signed: signed, f32: fk == types.FloatKindFloat}, d, a, 0)
				continue
			}
			op := opF64ToUI
			if signed {
				op = opF64ToSI
			}
			if fk == types.FloatKindFloat {
				op-- // the F32 variant precedes the F64 one
			}
			c.emit(inst{op: op, d: d, a: a, c: uint32(tw), imm: maskOf(tw)})
		case *ir.InstSIToFP, *ir.InstUIToFP:
			_, signed := v.(*ir.InstSIToFP)
			if fw > 64 {
				c.wide(wideInfo{kind: wkToFloat, fw: fw, signed: signed, f32: tk == types.FloatKindFloat}, d, a, 0)
				continue
			}
			var op opcode
			switch {
			case signed && tk == types.FloatKindFloat:
				op = opSIToF32
			case signed:
				op = opSIToF64
			case tk == types.FloatKindFloat:
				op = opUIToF32
			default:
				op = opUIToF64
			}
			c.emit(inst{op: op, d: d, a: a, c: uint32(64 - fw)})
		}
		_ = fIsF
		_ = tIsF
	}
}

// bitcastInst reinterprets a value: a plain copy when the slots already
// agree (float<->int of the same width, pointers, same-shape vectors),
// otherwise through the value's bit image at run time.
func (c *fnCompiler) bitcastInst(d, a uint32, from, to types.Type) {
	n := c.slotsOf(to)
	if vecLen(from) == vecLen(to) {
		fb, err1 := laneBits(from)
		tb, err2 := laneBits(to)
		_, fIsPtr := scalarOf(from).(*types.PointerType)
		_, tIsPtr := scalarOf(to).(*types.PointerType)
		if (fIsPtr && tIsPtr) || (err1 == nil && err2 == nil && fb == tb) {
			c.moveSlots(d, a, n)
			return
		}
	}
	if _, err := laneBits(from); err != nil {
		c.fail(err.Error())
		return
	}
	if _, err := laneBits(to); err != nil {
		c.fail(err.Error())
		return
	}
	c.fn.bitcasts = append(c.fn.bitcasts, bitcastInfo{from: from, to: to, fromSlots: c.slotsOf(from)})
	c.emit(inst{op: opBitcast, d: d, a: a, c: uint32(len(c.fn.bitcasts) - 1)})
}

// bitcastInfo is a run-time reinterpretation between two types.
type bitcastInfo struct {
	from, to  types.Type
	fromSlots int
}

func (c *fnCompiler) selectInst(in *ir.InstSelect) {
	d, cond, x, y := c.dst(in), c.op(in.Cond), c.op(in.ValueTrue), c.op(in.ValueFalse)
	n := c.slotsOf(in.Typ)
	vecCond := vecLen(in.Cond.Type()) > 1
	for i := uint32(0); i < uint32(n); i++ {
		cs := cond
		if vecCond {
			cs = cond + i
		}
		c.emit(inst{op: opSelect, d: d + i, a: cs, b: x + i, c: y + i})
	}
}

func (c *fnCompiler) shuffleInst(in *ir.InstShuffleVector) {
	d, x, y := c.dst(in), c.op(in.X), c.op(in.Y)
	final := d
	if d == x || d == y { // coalesced with an operand: build aside, then copy
		d = c.temp(c.slotsOf(in.Typ))
		defer c.moveSlots(final, d, c.slotsOf(in.Typ))
	}
	mk, ok := in.Mask.(constant.Constant)
	if !ok {
		c.fail("shufflevector with a non-constant mask")
		return
	}
	mask, err := c.p.constSlots(mk)
	if err != nil {
		c.fail(err.Error())
		return
	}
	n := uint64(vecLen(in.X.Type()))
	per := uint32(c.slotsOf(scalarOf(in.X.Type())))
	for i, m := range mask {
		di := d + uint32(i)*per
		m &= 0xffffffff
		switch {
		case m == 0xffffffff || m >= 2*n:
			c.zeroSlots(di, int(per))
		case m < n:
			c.moveSlots(di, x+uint32(m)*per, int(per))
		default:
			c.moveSlots(di, y+uint32(m-n)*per, int(per))
		}
	}
}

func (c *fnCompiler) allocaInst(in *ir.InstAlloca) {
	ti := c.lay.get(in.ElemType)
	if ti.err != nil {
		c.fail(ti.err.Error())
		return
	}
	align := uint64(in.Align)
	if align < ti.align {
		align = ti.align
	}
	if align == 0 {
		align = 1
	}
	count, isConst := uint64(1), true
	if in.NElems != nil {
		count, isConst = c.constInt(in.NElems)
	}
	if isConst && c.block == c.f.Blocks[0] {
		if align > c.fn.frameAlign {
			c.fn.frameAlign = align
		}
		off := alignUp(c.fn.frameSize, align)
		size := ti.size * count
		if size == 0 {
			size = 1 // distinct objects get distinct addresses
		}
		c.fn.frameSize = off + size
		c.emit(inst{op: opAlloca, d: c.dst(in), imm: off})
		return
	}
	var n uint32
	if in.NElems == nil {
		n = c.konst(1)
	} else {
		n = c.op(in.NElems)
	}
	c.emit(inst{op: opAllocaDyn, d: c.dst(in), a: n, c: uint32(align), imm: ti.size})
}

// load reads a value of type t from the address in slot addr into d...
func (c *fnCompiler) load(d uint32, t types.Type, addr uint32) {
	leaves, ok := c.lay.scalarLeaves(t, 0, nil)
	if !ok {
		c.fail(fmt.Sprintf("load of %s is not supported", t))
		return
	}
	if ti := c.lay.get(t); ti.err != nil {
		c.fail(ti.err.Error())
		return
	}
	for i, l := range leaves {
		c.loadScalar(d+uint32(i), l.typ, addr, l.off)
	}
}

func (c *fnCompiler) loadScalar(d uint32, t types.Type, addr uint32, off uint64) {
	switch t := t.(type) {
	case *types.IntType:
		n := (t.BitSize + 7) / 8
		switch n {
		case 1:
			c.emit(inst{op: opLoad8, d: d, a: addr, imm: off})
		case 2:
			c.emit(inst{op: opLoad16, d: d, a: addr, imm: off})
		case 4:
			c.emit(inst{op: opLoad32, d: d, a: addr, imm: off})
		case 8:
			c.emit(inst{op: opLoad64, d: d, a: addr, imm: off})
		default:
			c.emit(inst{op: opLoadN, d: d, a: addr, c: uint32(n), imm: off})
		}
		if t.BitSize%8 != 0 {
			c.emit(inst{op: opTrunc, d: d, a: d, imm: maskOf(t.BitSize)})
		}
	case *types.PointerType:
		c.emit(inst{op: opLoad64, d: d, a: addr, imm: off})
	case *types.FloatType:
		switch t.Kind {
		case types.FloatKindFloat:
			c.emit(inst{op: opLoad32, d: d, a: addr, imm: off})
		case types.FloatKindDouble:
			c.emit(inst{op: opLoad64, d: d, a: addr, imm: off})
		case types.FloatKindFP128:
			c.emit(inst{op: opLoadF128, d: d, a: addr, imm: off})
		default:
			c.fail(fmt.Sprintf("load of %s is not supported", t))
		}
	default:
		c.fail(fmt.Sprintf("load of %s is not supported", t))
	}
}

// store writes the value in slots from val (of type t) to the address in slot addr.
func (c *fnCompiler) store(val uint32, t types.Type, addr uint32) {
	leaves, ok := c.lay.scalarLeaves(t, 0, nil)
	if !ok {
		c.fail(fmt.Sprintf("store of %s is not supported", t))
		return
	}
	if ti := c.lay.get(t); ti.err != nil {
		c.fail(ti.err.Error())
		return
	}
	for i, l := range leaves {
		c.storeScalar(val+uint32(i), l.typ, addr, l.off)
	}
}

func (c *fnCompiler) storeScalar(v uint32, t types.Type, addr uint32, off uint64) {
	switch t := t.(type) {
	case *types.IntType:
		n := (t.BitSize + 7) / 8
		switch n {
		case 1:
			c.emit(inst{op: opStore8, a: addr, b: v, imm: off})
		case 2:
			c.emit(inst{op: opStore16, a: addr, b: v, imm: off})
		case 4:
			c.emit(inst{op: opStore32, a: addr, b: v, imm: off})
		case 8:
			c.emit(inst{op: opStore64, a: addr, b: v, imm: off})
		default:
			c.emit(inst{op: opStoreN, a: addr, b: v, c: uint32(n), imm: off})
		}
	case *types.PointerType:
		c.emit(inst{op: opStore64, a: addr, b: v, imm: off})
	case *types.FloatType:
		switch t.Kind {
		case types.FloatKindFloat:
			c.emit(inst{op: opStore32, a: addr, b: v, imm: off})
		case types.FloatKindDouble:
			c.emit(inst{op: opStore64, a: addr, b: v, imm: off})
		case types.FloatKindFP128:
			c.emit(inst{op: opStoreF128, a: addr, b: v, imm: off})
		default:
			c.fail(fmt.Sprintf("store of %s is not supported", t))
		}
	default:
		c.fail(fmt.Sprintf("store of %s is not supported", t))
	}
}

// gepTerm is a variable part of an address: index * scale.
type gepTerm struct {
	slot  uint32
	shift uint32 // sign-extends the index from 64-shift bits
	scale uint64
}

func (c *fnCompiler) gepInst(in *ir.InstGetElementPtr) {
	lanes := vecLen(in.Typ)
	d, base := c.dst(in), c.op(in.Src)
	baseVec := vecLen(in.Src.Type()) > 1
	for l := 0; l < lanes; l++ {
		b := base
		if baseVec {
			b += uint32(l)
		}
		off, terms, ok := c.gepParts(in.ElemType, in.Indices, l)
		if !ok {
			return
		}
		c.emitAddress(d+uint32(l), b, off, terms)
	}
}

// gepParts splits the indices of a getelementptr (lane l of a vector one)
// into a constant byte offset and variable terms.
func (c *fnCompiler) gepParts(elem types.Type, indices []value.Value, l int) (int64, []gepTerm, bool) {
	var off int64
	var terms []gepTerm
	t := elem
	for i, ix := range indices {
		vec := vecLen(ix.Type()) > 1
		w := intBits(scalarOf(ix.Type()))
		if w == 0 || w > 64 {
			c.fail("getelementptr index of unsupported type " + ix.Type().String())
			return 0, nil, false
		}
		var k int64
		isConst := false
		if kc, ok := ix.(constant.Constant); ok {
			vals, err := c.p.constSlots(kc)
			if err != nil {
				c.fail(err.Error())
				return 0, nil, false
			}
			lane := 0
			if vec {
				lane = l
			}
			k, isConst = sext(vals[lane], w), true
		}
		var scale uint64
		if i == 0 {
			scale = c.lay.get(t).size
		} else if st, ok := t.(*types.StructType); ok {
			if !isConst {
				c.fail("variable struct index in getelementptr")
				return 0, nil, false
			}
			ft, _, fo, err := c.lay.aggregatePart(st, uint64(k))
			if err != nil {
				c.fail(err.Error())
				return 0, nil, false
			}
			t = ft
			off += int64(fo)
			continue
		} else {
			e := elemType(t)
			if e == nil {
				c.fail("getelementptr into non-aggregate " + t.String())
				return 0, nil, false
			}
			t = e
			scale = c.lay.get(t).size
		}
		if isConst {
			off += k * int64(scale)
			continue
		}
		s := c.op(ix)
		if vec {
			s += uint32(l)
		}
		terms = append(terms, gepTerm{slot: s, shift: uint32(64 - w), scale: scale})
	}
	return off, terms, true
}

// emitAddress computes base + off + sum(terms) into d.
func (c *fnCompiler) emitAddress(d, base uint32, off int64, terms []gepTerm) {
	cur := base
	if off != 0 || len(terms) == 0 {
		if off == 0 {
			c.emit(inst{op: opMov, d: d, a: base})
		} else {
			c.emit(inst{op: opAddImm64, d: d, a: base, imm: uint64(off)})
		}
		cur = d
	}
	for _, t := range terms {
		c.emit(inst{op: opIndex, d: d, a: cur, b: t.slot, c: t.shift, imm: t.scale})
		cur = d
	}
}

// atomicInfo describes an atomicrmw.
type atomicInfo struct {
	op   enum.AtomicOp
	size uint64
	w    uint64 // integer width; 0 for floats
	f32  bool
}

func (c *fnCompiler) atomicRMWInst(in *ir.InstAtomicRMW) {
	t := in.X.Type()
	ai := atomicInfo{op: in.Op, size: c.lay.get(t).store, w: intBits(t), f32: isF32(t)}
	if ai.w > 64 || (ai.w == 0 && ai.size > 8) {
		c.fail("atomicrmw on " + t.String() + " is not supported")
		return
	}
	c.fn.atomics = append(c.fn.atomics, ai)
	c.emit(inst{op: opAtomicRMW, d: c.dst(in), a: c.op(in.Dst), b: c.op(in.X), c: uint32(len(c.fn.atomics) - 1)})
}

// vaargInfo describes a va_arg of one type.
type vaargInfo struct {
	leaves []leaf
	size   uint64
	align  uint64
}

func (c *fnCompiler) vaargInst(in *ir.InstVAArg) {
	t := in.ArgType
	ti := c.lay.get(t)
	leaves, ok := c.lay.scalarLeaves(t, 0, nil)
	if ti.err != nil || !ok {
		c.fail("va_arg of " + t.String() + " is not supported")
		return
	}
	c.fn.vaargs = append(c.fn.vaargs, vaargInfo{leaves: leaves, size: ti.size, align: vaSlotAlign(ti.align)})
	c.emit(inst{op: opVAArg, d: c.dst(in), a: c.op(in.ArgList), c: uint32(len(c.fn.vaargs) - 1)})
}

// vaSlotAlign is the alignment of an argument in the SysV stack argument area.
func vaSlotAlign(a uint64) uint64 {
	if a > 8 {
		return 16
	}
	return 8
}

// wideInfo describes an operation on wide (65..128-bit) integers.
type wideInfo struct {
	kind   uint8
	bin    binKind
	ipred  enum.IPred
	w, fw  uint64
	signed bool
	f32    bool
}

const (
	wkBin = iota
	wkCmp
	wkSExt
	wkZExt
	wkTrunc
	wkFromFloat
	wkToFloat
)

func (c *fnCompiler) wide(wi wideInfo, d, a, b uint32) {
	c.fn.wides = append(c.fn.wides, wi)
	c.emit(inst{op: opWide, d: d, a: a, b: b, c: uint32(len(c.fn.wides) - 1)})
}

// castF80 lowers a conversion to or from x86_fp80 (never a vector: layout
// refuses vectors of it).
func (c *fnCompiler) castF80(v value.Value, d, a uint32, fk, tk types.FloatKind, fw, tw uint64) {
	var sub uint64
	switch v.(type) {
	case *ir.InstFPExt, *ir.InstFPTrunc:
		switch {
		case fk == tk:
			c.moveSlots(d, a, c.slotsOf(v.Type()))
			return
		case fk == types.FloatKindDouble:
			sub = f80OpFromF64
		case fk == types.FloatKindFloat:
			sub = f80OpFromF32
		case tk == types.FloatKindDouble:
			sub = f80OpToF64
		case tk == types.FloatKindFloat:
			sub = f80OpToF32
		default:
			c.fail(fmt.Sprintf("conversion between %s and x86_fp80 is not supported", v.Type()))
			return
		}
	case *ir.InstFPToSI:
		sub = f80OpToSI | tw<<8
	case *ir.InstFPToUI:
		sub = f80OpToUI | tw<<8
	case *ir.InstSIToFP:
		sub = f80OpFromSI | fw<<8
	case *ir.InstUIToFP:
		sub = f80OpFromUI | fw<<8
	}
	if fw > 64 || tw > 64 {
		c.fail("conversions between x86_fp80 and integers wider than 64 bits are not supported")
		return
	}
	c.emit(inst{op: opF80, d: d, a: a, imm: sub})
}
