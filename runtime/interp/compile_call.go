// compile_call.go: lowering of calls — call sites for interpreted, host and libc functions, and the inline lowering of llvm.* intrinsics.
package interp

import (
	"fmt"
	"slices"
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/types"
)

// callSite is everything a call instruction needs at run time.
type callSite struct {
	callee   *function // nil: indirect, through the address in fnSlot
	fnSlot   uint32
	argSlots []uint32 // the slots of all arguments, flattened in order
	args     []callArg
	argF32   []bool // per flattened slot: a float, passed to Go as float64 bits
	argF80   []bool // per flattened slot: the first of a long double's two
	// plainArgs: no slot is argF32 or argF80, so that an external call's
	// arguments are its slots' values as they are.
	plainArgs bool
	retF80    bool   // result is a long double
	dst       uint32 // first result slot
	retSlots  int
	retF32    bool   // result is a float (Go returns float64 bits)
	retMask   uint64 // mask for an integer result narrower than 64 bits
	post      uint64 // IR instructions counted when the call returns
	// direct: the callee is known, interpreted, not variadic, takes no
	// byval argument and the argument slots match its parameters: arguments
	// are plain slot copies.
	direct bool
}

// callArg is one IR argument of a call.
type callArg struct {
	first int // index into argSlots
	slots int
	typ   types.Type
	byval uint64 // size of the pointed-to object copied for a byval argument, 0 if none
	align uint64 // its alignment
	// Where a variadic argument goes in the SysV stack argument area
	// (see layOutVarArgs): its size, its alignment there and its scalar
	// parts (nil if it has none with byte offsets).
	vaSize  uint64
	vaAlign uint64
	leaves  []leaf
}

func byvalOf(attrs []ir.ParamAttribute) *ir.Byval {
	for _, a := range attrs {
		if b, ok := a.(ir.Byval); ok {
			return &b
		}
	}
	return nil
}

func alignAttr(attrs []ir.ParamAttribute) uint64 {
	for _, a := range attrs {
		if al, ok := a.(ir.Align); ok {
			return uint64(al)
		}
	}
	return 0
}

func (c *fnCompiler) compileCall(call *ir.InstCall) {
	var d uint32
	if _, void := call.Typ.(*types.VoidType); !void {
		d = c.dst(call)
	}
	cf, direct := calleeFunc(call.Callee)
	if direct && strings.HasPrefix(cf.Name(), "llvm.") {
		c.intrinsic(cf.Name(), call, d)
		return
	}
	if _, ok := call.Callee.(*ir.InlineAsm); ok {
		c.fail("inline assembly is not supported")
		return
	}
	cs := callSite{dst: d, retSlots: c.slotsOf(call.Typ)}
	if isF32(call.Typ) {
		cs.retF32 = true
	}
	cs.retF80 = isF80(call.Typ)
	cs.retMask = ^uint64(0)
	if w := intBits(call.Typ); w > 0 && w < 64 {
		cs.retMask = maskOf(w)
	}
	var params []*ir.Param
	if direct {
		cs.callee = c.p.byName[cf.Name()]
		params = cf.Params
	} else {
		cs.fnSlot = c.op(call.Callee)
	}
	byval := false
	for i, a := range call.Args {
		t := a.Type()
		ca := callArg{first: len(cs.argSlots), slots: c.slotsOf(t), typ: t}
		var attrs []ir.ParamAttribute
		if arg, ok := a.(*ir.Arg); ok {
			attrs = arg.Attrs
		}
		if i < len(params) {
			attrs = append(attrs[:len(attrs):len(attrs)], params[i].Attrs...)
		}
		if bv := byvalOf(attrs); bv != nil {
			et := bv.Typ
			if et == nil {
				if pt, ok := t.(*types.PointerType); ok {
					et = pt.ElemType
				}
			}
			ti := c.lay.get(et)
			if ti.err != nil {
				c.fail("byval argument: " + ti.err.Error())
				return
			}
			ca.byval, ca.align = ti.size, ti.align
			if al := alignAttr(attrs); al > ca.align {
				ca.align = al
			}
			if ca.byval == 0 {
				ca.byval = 1
			}
			byval = true
		}
		if ca.byval > 0 {
			ca.vaSize, ca.vaAlign = ca.byval, vaSlotAlign(ca.align)
		} else if ti := c.lay.get(t); ti.err == nil {
			ca.vaSize, ca.vaAlign = ti.size, vaSlotAlign(ti.align)
			if lv, ok := c.lay.scalarLeaves(t, 0, nil); ok {
				ca.leaves = lv
			}
		}
		s := c.op(a)
		for j := 0; j < ca.slots; j++ {
			cs.argSlots = append(cs.argSlots, s+uint32(j))
			cs.argF32 = append(cs.argF32, isF32(t) && ca.slots == vecLen(t))
			cs.argF80 = append(cs.argF80, isF80(t) && j == 0)
		}
		cs.args = append(cs.args, ca)
	}
	cs.plainArgs = !slices.Contains(cs.argF32, true) && !slices.Contains(cs.argF80, true)
	if f := cs.callee; f != nil && f.kind == fkInterp && !byval && !cf.Sig.Variadic {
		cs.direct = len(cf.Params) == len(call.Args)
		for i := 0; cs.direct && i < len(call.Args); i++ {
			cs.direct = c.slotsOf(cf.Params[i].Typ) == cs.args[i].slots
		}
	}
	c.fn.calls = append(c.fn.calls, cs)
	c.emit(inst{op: opCall, d: d, c: uint32(len(c.fn.calls) - 1)})
}

// intrinsic lowers a call to an llvm.* intrinsic. Unknown ones compile to a
// trap, so a module that declares but never calls them still runs.
func (c *fnCompiler) intrinsic(name string, call *ir.InstCall, d uint32) {
	n := strings.TrimPrefix(name, "llvm.")
	args := call.Args
	arg := func(i int) uint32 { return c.op(args[i]) }
	has := func(prefixes ...string) bool {
		for _, p := range prefixes {
			if n == p || strings.HasPrefix(n, p+".") {
				return true
			}
		}
		return false
	}
	lanes := 1
	if len(args) > 0 {
		lanes = vecLen(args[0].Type())
	}
	var w uint64
	if len(args) > 0 {
		w = intBits(scalarOf(args[0].Type()))
	}
	f32 := len(args) > 0 && isF32(args[0].Type())
	var fl uint32
	if f32 {
		fl = 128
	}
	perLane := func(op opcode, cc uint32, imm uint64, nargs int) {
		for l := uint32(0); l < uint32(lanes); l++ {
			in := inst{op: op, d: d + l, c: cc, imm: imm}
			if nargs > 0 {
				in.a = arg(0) + l
			}
			if nargs > 1 {
				in.b = arg(1) + l
			}
			if nargs > 2 {
				in.c = arg(2) + l
			}
			c.emit(in)
		}
	}
	intOK := func() bool {
		if w == 0 || w > 64 {
			c.fail(fmt.Sprintf("intrinsic %s on %s is not supported", name, args[0].Type()))
			return false
		}
		return true
	}
	math1 := map[string]uint32{
		"sqrt": mSqrt, "floor": mFloor, "ceil": mCeil, "trunc": mTrunc, "round": mRound,
		"roundeven": mRoundEven, "rint": mRint, "nearbyint": mRint, "exp": mExp, "exp2": mExp2,
		"log": mLog, "log2": mLog2, "log10": mLog10, "sin": mSin, "cos": mCos, "canonicalize": mCanonicalize,
	}
	math2 := map[string]uint32{
		"pow": m2Pow, "copysign": m2Copysign, "minnum": m2Minnum, "maxnum": m2Maxnum,
		"minimum": m2Minimum, "maximum": m2Maximum,
	}
	int1 := map[string]uint32{"ctpop": iCtpop, "ctlz": iCtlz, "cttz": iCttz, "bswap": iBswap, "bitreverse": iBitreverse, "abs": iAbs}
	int2 := map[string]uint32{
		"smax": iSmax, "smin": iSmin, "umax": iUmax, "umin": iUmin,
		"sadd.with.overflow": iSAddO, "uadd.with.overflow": iUAddO, "ssub.with.overflow": iSSubO,
		"usub.with.overflow": iUSubO, "smul.with.overflow": iSMulO, "umul.with.overflow": iUMulO,
		"sadd.sat": iSAddSat, "uadd.sat": iUAddSat, "ssub.sat": iSSubSat, "usub.sat": iUSubSat,
		"sshl.sat": iSShlSat, "ushl.sat": iUShlSat,
	}
	if len(args) > 0 && isF80(args[0].Type()) {
		base := strings.SplitN(n, ".", 2)[0]
		sub, ok := map[string]uint64{
			"fabs": f80OpFabs, "sqrt": f80OpSqrt, "floor": f80OpFloor, "ceil": f80OpCeil, "trunc": f80OpTrunc,
			"round": f80OpRound, "rint": f80OpRint, "nearbyint": f80OpRint, "roundeven": f80OpRint,
			"copysign": f80OpCopysign, "fmuladd": f80OpMulAdd, "fma": f80OpFMA, "minnum": f80OpMinnum, "maxnum": f80OpMaxnum,
		}[base]
		if ok {
			in := inst{op: opF80, d: d, a: arg(0), imm: sub}
			if len(args) > 1 {
				in.b = arg(1)
			}
			if len(args) > 2 {
				in.c = arg(2)
			}
			c.emit(in)
			return
		}
		if has("expect", "ssa.copy", "canonicalize") {
			c.moveSlots(d, arg(0), 2)
			return
		}
		c.trap("unsupported intrinsic on x86_fp80 " + name)
		return
	}
	switch {
	case has("dbg", "lifetime", "assume", "experimental.noalias.scope.decl", "invariant.start", "invariant.end",
		"donothing", "sideeffect", "var.annotation", "prefetch", "va_end", "codeview.annotation"):
		return
	case has("memcpy", "memcpy.inline"):
		c.emit(inst{op: opMemcpy, a: arg(0), b: arg(1), c: arg(2)})
	case has("memmove"):
		c.emit(inst{op: opMemmove, a: arg(0), b: arg(1), c: arg(2)})
	case has("memset"):
		c.emit(inst{op: opMemset, a: arg(0), b: arg(1), c: arg(2)})
	case has("stacksave"):
		c.emit(inst{op: opStackSave, d: d})
	case has("stackrestore"):
		c.emit(inst{op: opStackRestore, a: arg(0)})
	case has("va_start"):
		c.emit(inst{op: opVAStart, a: arg(0)})
	case has("va_copy"):
		c.emit(inst{op: opVACopy, a: arg(0), b: arg(1)})
	case has("expect", "expect.with.probability", "launder.invariant.group", "strip.invariant.group", "ptr.annotation", "annotation", "ssa.copy"):
		c.moveSlots(d, arg(0), c.slotsOf(call.Typ))
	case has("is.constant"):
		c.emit(inst{op: opConst, d: d})
	case has("flt.rounds"):
		c.emit(inst{op: opConst, d: d, imm: 1})
	case has("objectsize"):
		// "Unknown" is always a correct answer: 0 when asked for a minimum.
		min, _ := c.constInt(args[1])
		v := maskOf(intBits(call.Typ))
		if min&1 != 0 {
			v = 0
		}
		c.emit(inst{op: opConst, d: d, imm: v})
	case has("trap", "debugtrap", "ubsantrap"):
		c.trap("trap (__builtin_trap or a failed check)")
	case has("fabs"):
		if f32 {
			perLane(opAnd, 0, 0, 1)
			for l := 0; l < lanes; l++ {
				c.code[len(c.code)-lanes+l].b = c.konst(0x7fffffff)
			}
		} else {
			perLane(opFabs64, 0, 0, 1)
		}
	case has("sqrt") && !f32:
		perLane(opSqrt64, 0, 0, 1)
	case has("fmuladd"):
		// Without FMA hardware (the x86-64 baseline) clang computes
		// fmuladd as a multiply then an add, each rounded.
		if f32 {
			perLane(opFMA32, 0, 1, 3)
		} else {
			perLane(opFMulAdd64, 0, 0, 3)
		}
	case has("fma"):
		if f32 {
			perLane(opFMA32, 0, 0, 3)
		} else {
			perLane(opFMA64, 0, 0, 3)
		}
	case has("powi"):
		for l := uint32(0); l < uint32(lanes); l++ {
			c.emit(inst{op: opPowI, d: d + l, a: arg(0) + l, b: arg(1), c: fl >> 7})
		}
	case has("lround", "llround", "lrint", "llrint"):
		f32 = isF32(args[0].Type())
		fl = 0
		if f32 {
			fl = 128
		}
		sub := uint32(mLround)
		if has("lrint", "llrint") {
			sub = mLrint
		}
		perLane(opMath1, sub|fl, maskOf(intBits(scalarOf(call.Typ))), 1)
	case has("vector.reduce"):
		kind := strings.SplitN(strings.TrimPrefix(n, "vector.reduce."), ".", 2)[0]
		c.reduce(kind, call, d)
	case has("fshl", "fshr"):
		if !intOK() {
			return
		}
		sub := uint64(0)
		if has("fshr") {
			sub = 1
		}
		for l := uint32(0); l < uint32(lanes); l++ {
			c.emit(inst{op: opFunnel, d: d + l, a: arg(0) + l, b: arg(1) + l, c: arg(2) + l, imm: w | sub<<8})
		}
	default:
		base := strings.SplitN(n, ".", 2)[0]
		for k := range int2 {
			if strings.Contains(k, ".") && has(k) {
				base = k
			}
		}
		if k, ok := math1[base]; ok {
			if _, isF := floatKind(scalarOf(args[0].Type())); !isF {
				break
			}
			perLane(opMath1, k|fl, 0, 1)
			return
		}
		if k, ok := math2[base]; ok {
			if _, isF := floatKind(scalarOf(args[0].Type())); !isF {
				break
			}
			perLane(opMath2, k|fl, 0, 2)
			return
		}
		if k, ok := int1[base]; ok {
			if !intOK() {
				return
			}
			perLane(opIntrinsic1, k, w, 1)
			return
		}
		if k, ok := int2[base]; ok {
			if !intOK() {
				return
			}
			flagOff := uint64(0)
			if strings.HasSuffix(base, "with.overflow") {
				flagOff = uint64(lanes) // the i1 results follow the values
			}
			perLane(opIntrinsic2, k, w|flagOff<<8, 2)
			return
		}
		c.trap("unsupported intrinsic " + name)
		return
	}
	if c.instErr == "" && len(c.code) > 0 && c.code[len(c.code)-1].op == opTrap {
		return
	}
}

// reduce lowers llvm.vector.reduce.* to a chain of scalar operations: in
// lane order for ordered float reductions (their IR semantics), as a halving
// tree otherwise (how LLVM expands them for x86, so reassociated float sums
// round as natively compiled code does).
func (c *fnCompiler) reduce(kind string, call *ir.InstCall, d uint32) {
	v := call.Args[len(call.Args)-1]
	vs := c.op(v)
	n := uint32(vecLen(v.Type()))
	et := scalarOf(v.Type())
	w := intBits(et)
	f32 := isF32(et)
	if w > 64 {
		c.fail("vector.reduce on wide integers is not supported")
		return
	}
	var step func(d, a, b uint32)
	fop := func(o32, o64 opcode) func(d, a, b uint32) {
		return func(d, a, b uint32) {
			op := o64
			if f32 {
				op = o32
			}
			c.emit(inst{op: op, d: d, a: a, b: b})
		}
	}
	math2 := func(k uint32) func(d, a, b uint32) {
		return func(d, a, b uint32) {
			if f32 {
				k |= 128
			}
			c.emit(inst{op: opMath2, d: d, a: a, b: b, c: k})
		}
	}
	ibin := func(k binKind) func(d, a, b uint32) {
		return func(d, a, b uint32) { c.intBin(k, w, d, a, b) }
	}
	int2 := func(k uint32) func(d, a, b uint32) {
		return func(d, a, b uint32) { c.emit(inst{op: opIntrinsic2, d: d, a: a, b: b, c: k, imm: w}) }
	}
	ordered := false
	switch kind {
	case "add":
		step = ibin(bAdd)
	case "mul":
		step = ibin(bMul)
	case "and":
		step = ibin(bAnd)
	case "or":
		step = ibin(bOr)
	case "xor":
		step = ibin(bXor)
	case "smax":
		step = int2(iSmax)
	case "smin":
		step = int2(iSmin)
	case "umax":
		step = int2(iUmax)
	case "umin":
		step = int2(iUmin)
	case "fadd":
		step, ordered = fop(opFAdd32, opFAdd64), true
	case "fmul":
		step, ordered = fop(opFMul32, opFMul64), true
	case "fmax":
		step = math2(m2Maxnum)
	case "fmin":
		step = math2(m2Minnum)
	default:
		c.trap("unsupported intrinsic " + call.Callee.Ident())
		return
	}
	if ordered {
		for _, f := range call.FastMathFlags {
			if f.String() == "reassoc" || f.String() == "fast" {
				ordered = false
			}
		}
	}
	start := uint32(0)
	hasStart := len(call.Args) == 2
	if hasStart {
		start = c.op(call.Args[0])
	}
	if ordered {
		acc := vs
		i := uint32(0)
		if hasStart {
			acc, i = start, 0
		} else {
			i = 1
		}
		for ; i < n; i++ {
			step(d, acc, vs+i)
			acc = d
		}
		if acc != d {
			c.emit(inst{op: opMov, d: d, a: acc})
		}
		return
	}
	// Halving tree over a scratch copy.
	if n&(n-1) != 0 {
		acc := vs
		for i := uint32(1); i < n; i++ {
			step(d, acc, vs+i)
			acc = d
		}
		if n == 1 {
			c.emit(inst{op: opMov, d: d, a: vs})
		}
	} else {
		t := c.temp(int(n))
		c.moveSlots(t, vs, int(n))
		for h := n / 2; h >= 1; h /= 2 {
			for i := uint32(0); i < h; i++ {
				step(t+i, t+i, t+i+h)
			}
		}
		c.emit(inst{op: opMov, d: d, a: t})
	}
	if hasStart {
		step(d, start, d)
	}
}
