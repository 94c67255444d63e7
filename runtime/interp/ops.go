// ops.go: the register-form instruction set the compiler emits and the executor runs.
package interp

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

// Opcodes up to opLastFast are run by the main dispatch loop; the rest by
// slowOp, which keeps the hot loop small. Suffix 64/32 means the operation
// on that integer width, N a narrower width whose mask is in imm (and, for
// signed operations, 64-width in c, the shift that sign-extends).
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

	// Fused forms the compiler forms from common pairs.
	opLoad32Idx  // d = load32(a + sext(b<<c>>c)*4 + imm)  (c: index shift)
	opLoad64Idx  // d = load64(a + sext(b<<c>>c)*8 + imm)
	opStore32Idx // store32(a + b*4 + imm, d)  (index: 64-bit)
	opStore64Idx // store64(a + b*8 + imm, d)
	opBrEq       // icmp eq a, b + br: targets as opCondBr, with d/b swapped into imm's layout: c = false target
	opBrNe
	opBrUlt
	opBrSlt
	opBrSle
	opBrSgt
	opBrSge
	opBrUgt
	opBrUle
	opBrUge
	opAddBrNe // loop latch: d = a + imm; if d != b goto c else fall through (pc+1), counts in code[pc] (an opBr)
	opLastFast

	opLoadN // c bytes, masked by imm
	opStoreN
	opLoadF80
	opStoreF80
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
	opTrap // c = message index
	opObjectSize
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
