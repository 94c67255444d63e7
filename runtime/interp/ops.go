// ops.go: the register-form instruction set the compiler emits and the executor runs.
package interp

// Register slots. Every SSA value lives in frame slots of 64 bits:
//   - integers of up to 64 bits in one slot, zero-extended (the bits above
//     the type's width are always 0; i1 is 0 or 1);
//   - wider integers in one slot per 64-bit word, low word first;
//   - pointers in one slot, as addresses (segment << 32 | offset);
//   - float as its float32 bits in the low half of one slot, double as its
//     float64 bits; x86_fp80 in two slots, its significand then its sign
//     and exponent (exactly its 10 bytes in memory, see f80.go); fp128 as
//     float64 bits (computed in double precision, loaded and stored in its
//     real memory format);
//   - vectors one slot per lane, structs and arrays their members' slots
//     in order.
// Values crossing to Go (host and libc calls, CallFunc) are one uint64 per
// scalar argument with floats widened to float64 bits.

// inst is one register-form instruction. d, a, b and c are frame slot indices
// unless the opcode says otherwise (jump targets, side-table indices, shift
// amounts); imm is an immediate (a mask, an offset, a scale, counts). Every
// field is below 1<<31 once compiled: the compiler tags constant-slot
// references with constTag until the constant area is placed.
type inst struct {
	op  opcode
	d   uint32
	a   uint32
	b   uint32
	c   uint32
	imm uint64
}

type opcode uint16

// The main dispatch loop (exec) runs the common opcodes; every other one
// goes to slowOp, which keeps the hot loop small. Suffix 64/32 means the
// operation on that integer width, N a narrower width whose mask is in imm
// (and, for signed operations, 64-width in c, the shift that sign-extends).
const (
	opNop    opcode = iota
	opMov           // d = a
	opConst         // d = imm
	opBr            // pc = imm; count += c
	opCondBr        // if a&1 { pc = d; count += imm&0xffffffff } else { pc = b; count += imm>>32 }
	opSwitch        // a = value, c = switch table
	opRet           // return slots a..a+b
	opRetVoid
	opCall // c = call site

	opAdd64
	opAdd32
	opAddN
	opSub64
	opSub32
	opSubN
	opMul64
	opMul32
	opMulN
	opAddImm64 // d = a + imm
	opAddImm32
	opShl64
	opShl32
	opShlN
	opLShr
	opAShr64
	opAShr32
	opAShrN
	opAnd
	opOr
	opXor
	opUDiv
	opURem
	opSDiv64
	opSDiv32
	opSDivN
	opSRem64
	opSRem32
	opSRemN

	// Integer compares of masked values; signed ones flip the sign bit (imm)
	// of both operands and compare unsigned.
	opEq
	opNe
	opUlt
	opUle
	opUgt
	opUge
	opSlt
	opSle
	opSgt
	opSge

	opTrunc  // d = a & imm
	opSExt   // d = sext(a << c >> c) & imm
	opSelect // d = a&1 ? b : c

	opFAdd32
	opFAdd64
	opFSub32
	opFSub64
	opFMul32
	opFMul64
	opFDiv32
	opFDiv64
	opFNeg32
	opFNeg64
	opFOeq64
	opFOlt64
	opFOle64
	opFOgt64
	opFOge64
	opFUne64
	opFOeq32
	opFOlt32
	opFOle32
	opFOgt32
	opFOge32
	opFUne32
	opFPTrunc // f64 -> f32
	opFPExt   // f32 -> f64
	opF32ToSI // d = int64(f32) & imm
	opF64ToSI
	opF32ToUI
	opF64ToUI
	opSIToF32 // source sign-extended from 64-c bits
	opSIToF64
	opUIToF32
	opUIToF64
	opFMA64 // d = a*b + c, fused
	opFMulAdd64
	opSqrt64
	opFabs64

	// Memory: address = a + imm; stores take the value from b.
	opLoad8
	opLoad16
	opLoad32
	opLoad64
	opStore8
	opStore16
	opStore32
	opStore64
	opIndex  // d = a + sext(b << c >> c) * imm
	opAlloca // d = frame area + imm

	// Fused forms of common pairs. An indexed load or store computes its
	// address as a + sext(b << sh >> sh) * scale + off, writes it to slot c
	// (the address may have other uses) and accesses it; imm packs scale
	// (bits 0-15), sh (16-23) and off (24-63, signed). A store's value is
	// in slot d.
	opLoad32X
	opLoad64X
	opStore32X
	opStore64X
	// Compare and branch: compare slots a and b, go to d if true, c if
	// false; imm holds the entry counts as for opCondBr.
	opBrEq
	opBrNe
	opBrUlt
	opBrUle
	opBrUgt
	opBrUge
	opBrSlt64
	opBrSle64
	opBrSgt64
	opBrSge64
	opBrSlt32
	opBrSle32
	opBrSgt32
	opBrSge32

	opLoadN // c bytes, masked by imm
	opStoreN
	opF80 // long double: d = f(a, b, c) on slot pairs; imm = sub-operation | predicate<<8 (see f80Op)
	opLoadF128
	opStoreF128
	opFRem32
	opFRem64
	opFCmp       // a, b; c = predicate | 64 if f32
	opMath1      // d = f(a); c = function | 128 if f32
	opMath2      // d = f(a, b); c = function | 128 if f32
	opFMA32      // d = a*b + c
	opPowI       // d = pow(a, int(b)); c = 1 if f32
	opIntrinsic2 // d = f(a, b) (and d+1 for overflow flags); c = function, imm = width
	opIntrinsic1 // d = f(a); c = function, imm = width
	opFunnel     // fshl/fshr: d = f(a, b, shift in slot imm>>8); c = 0 fshl, 1 fshr; width imm&0xff
	opWide       // wide integers in slot pairs; c = wide table index
	opExtractElt // d = (a + r[b] < n) ; imm = lanes, c = slots per lane
	opInsertElt  // vector at d (already copied): lane r[b] = a; imm = lanes
	opBitcast    // c = bitcast table index
	opAllocaDyn  // d = alloc a*imm bytes aligned c on the stack
	opStackSave  // d = stack pointer
	opStackRestore
	opVAStart
	opVACopy // a = dst va_list, b = src va_list
	opVAArg  // d = va_arg(a); c = vaarg table
	opMemcpy // a = dst, b = src, c = length slot
	opMemmove
	opMemset // a = dst, b = byte, c = length slot
	opAtomicRMW
	opCmpXchg
	opUnreachable
	opTrap     // c = message index
	opUncharge // uncharged += imm: covered instructions of the block entered
	numOps
)

// constTag marks a slot reference into the constant area before it is placed.
const constTag = 1 << 31

// Sub-operations of opMath1.
const (
	mSqrt = iota
	mFloor
	mCeil
	mTrunc
	mRound
	mRoundEven
	mRint
	mExp
	mExp2
	mLog
	mLog2
	mLog10
	mSin
	mCos
	mFabs
	mCanonicalize
	mLround // to i64
	mLrint  // to i64
)

// Sub-operations of opMath2.
const (
	m2Pow = iota
	m2Copysign
	m2Minnum
	m2Maxnum
	m2Minimum
	m2Maximum
)

// Sub-operations of opIntrinsic1 and opIntrinsic2.
const (
	iCtpop = iota
	iCtlz
	iCttz
	iBswap
	iBitreverse
	iAbs
	iSmax
	iSmin
	iUmax
	iUmin
	iSAddO
	iUAddO
	iSSubO
	iUSubO
	iSMulO
	iUMulO
	iSAddSat
	iUAddSat
	iSSubSat
	iUSubSat
	iSShlSat
	iUShlSat
)

// Slot fields of an instruction, as a mask for fastSlots.
const (
	fD = 1 << iota
	fA
	fB
	fC
)

// fastSlots lists, for each opcode the main loop runs without bounds
// checks, which fields are slot indices; validate checks them against the
// frame size. Opcodes absent here run in slowOp with checked indexing.
var fastSlots = func() [numOps]uint8 {
	var t [numOps]uint8
	set := func(m uint8, ops ...opcode) {
		for _, op := range ops {
			t[op] = m
		}
	}
	set(fD|fA, opMov, opAddImm64, opAddImm32, opTrunc, opSExt, opFNeg32, opFNeg64, opFPTrunc, opFPExt,
		opF32ToSI, opF64ToSI, opSIToF32, opSIToF64, opUIToF32, opUIToF64, opSqrt64, opFabs64,
		opLoad8, opLoad16, opLoad32, opLoad64)
	set(fD, opConst, opAlloca)
	set(fA, opCondBr, opSwitch)
	set(fA|fB, opStore8, opStore16, opStore32, opStore64,
		opBrEq, opBrNe, opBrUlt, opBrUle, opBrUgt, opBrUge,
		opBrSlt64, opBrSle64, opBrSgt64, opBrSge64, opBrSlt32, opBrSle32, opBrSgt32, opBrSge32)
	for op := opAdd64; op <= opSge; op++ {
		if op != opAddImm64 && op != opAddImm32 {
			t[op] = fD | fA | fB
		}
	}
	for op := opFAdd32; op <= opFUne32; op++ {
		if op != opFNeg32 && op != opFNeg64 {
			t[op] = fD | fA | fB
		}
	}
	set(fD|fA|fB, opIndex)
	set(fD|fA|fB|fC, opSelect, opFMulAdd64, opLoad32X, opLoad64X, opStore32X, opStore64X)
	return t
}()
