// f80.go: x86 80-bit extended precision (C long double) arithmetic in software, rounded as the x87 rounds with its default control word.
package interp

import (
	"math"
	"math/big"
	"math/bits"

	"github.com/llir/llvm/ir/enum"
)

// An f80 value lives in two slots: the 64-bit significand with its explicit
// integer bit (the low 8 bytes of the memory format) and the sign and
// 15-bit biased exponent (the next 2 bytes). Registers thus hold exactly the
// bytes memory holds, so loads, stores, varargs and copies need no
// conversion. Arithmetic rounds to nearest, ties to even, with a 64-bit
// significand and gradual underflow, as the x87 does at its default
// precision control (which is what gcc's long double code runs with).
type f80 struct {
	m  uint64
	se uint16
}

const (
	f80Bias    = 16383
	f80ExpMask = 0x7fff
)

// f80Indefinite is the x87 "real indefinite" NaN every invalid operation
// produces: negative, quiet.
var f80Indefinite = f80{m: 0xC000000000000000, se: 0xffff}

func (x f80) neg() bool   { return x.se&0x8000 != 0 }
func (x f80) exp() int    { return int(x.se & f80ExpMask) }
func (x f80) isNaN() bool { return x.exp() == f80ExpMask && x.m<<1 != 0 }
func (x f80) isInf() bool { return x.exp() == f80ExpMask && x.m<<1 == 0 }
func (x f80) isZero() bool {
	return x.exp() != f80ExpMask && x.m == 0
}

func f80Inf(neg bool) f80 {
	return f80{m: 1 << 63, se: f80ExpMask | signBit(neg)}
}

func f80Zero(neg bool) f80 { return f80{se: signBit(neg)} }

func signBit(neg bool) uint16 {
	if neg {
		return 0x8000
	}
	return 0
}

// unpack returns a finite nonzero x as m * 2^(e-63) with m's top bit set
// (subnormals and pseudo-denormals normalized).
func (x f80) unpack() (m uint64, e int) {
	e = x.exp()
	if e == 0 {
		e = 1
	}
	lz := bits.LeadingZeros64(x.m)
	return x.m << lz, e - f80Bias - lz
}

// f80Round rounds (hi:lo) * 2^(e-127), hi's top bit set, with sticky
// meaning nonzero bits below lo, to the nearest f80.
func f80Round(neg bool, e int, hi, lo uint64, sticky bool) f80 {
	be := e + f80Bias
	if be < 1 { // subnormal: the exponent stays at its minimum
		sh := 1 - be
		switch {
		case sh >= 128:
			sticky = sticky || hi != 0 || lo != 0
			hi, lo = 0, 0
		case sh >= 64:
			sticky = sticky || lo != 0 || hi<<(128-sh) != 0
			lo = hi >> (sh - 64)
			hi = 0
		default:
			sticky = sticky || lo<<(64-sh) != 0
			lo = lo>>sh | hi<<(64-sh)
			hi >>= sh
		}
		be = 0
	}
	round := lo>>63 != 0
	sticky = sticky || lo<<1 != 0
	m := hi
	if round && (sticky || m&1 != 0) {
		m++
		if m == 0 { // carried out of the significand
			m = 1 << 63
			be++
		}
	}
	if be == 0 && m>>63 != 0 {
		be = 1 // rounded up into the normal range
	}
	if be >= f80ExpMask {
		return f80Inf(neg)
	}
	return f80{m: m, se: uint16(be) | signBit(neg)}
}

// propagateNaN returns the NaN result of an operation with a NaN operand,
// as the x87 does: the operand quieted, the one with the larger significand
// when both are NaNs.
func propagateNaN(x, y f80) f80 {
	q := uint64(1) << 62
	switch {
	case x.isNaN() && y.isNaN():
		if y.m&^q > x.m&^q || (y.m&^q == x.m&^q && !y.neg()) {
			x = y
		}
	case y.isNaN():
		x = y
	}
	x.m |= q | 1<<63
	return x
}

func f80Add(x, y f80) f80 {
	if x.exp() == f80ExpMask || y.exp() == f80ExpMask {
		if x.isNaN() || y.isNaN() {
			return propagateNaN(x, y)
		}
		if x.isInf() && y.isInf() {
			if x.neg() != y.neg() {
				return f80Indefinite
			}
			return x
		}
		if x.isInf() {
			return x
		}
		return y
	}
	if x.isZero() {
		if y.isZero() {
			return f80Zero(x.neg() && y.neg())
		}
		return y
	}
	if y.isZero() {
		return x
	}
	xm, xe := x.unpack()
	ym, ye := y.unpack()
	if xe < ye || (xe == ye && xm < ym) {
		x, y, xm, xe, ym, ye = y, x, ym, ye, xm, xe
	}
	// x has the larger magnitude; align y below it in 128 bits, jamming
	// what falls off into the lowest bit (far below the rounding position).
	d := xe - ye
	ahi, alo := xm, uint64(0)
	bhi, blo := ym, uint64(0)
	switch {
	case d == 0:
	case d < 64:
		blo = bhi << (64 - d)
		bhi >>= d
	case d < 128:
		jam := b2u(bhi<<(128-d) != 0)
		blo = bhi>>(d-64) | jam
		bhi = 0
	default:
		bhi, blo = 0, 1
	}
	neg := x.neg()
	e := xe
	if x.neg() == y.neg() {
		lo, c := bits.Add64(alo, blo, 0)
		hi, c := bits.Add64(ahi, bhi, c)
		if c != 0 {
			sticky := lo&1 != 0
			lo = lo>>1 | hi<<63
			hi = hi>>1 | 1<<63
			lo |= b2u(sticky)
			e++
		}
		return f80Round(neg, e, hi, lo, false)
	}
	lo, b := bits.Sub64(alo, blo, 0)
	hi, _ := bits.Sub64(ahi, bhi, b)
	if hi == 0 && lo == 0 {
		return f80Zero(false)
	}
	var lz int
	if hi == 0 {
		lz = 64 + bits.LeadingZeros64(lo)
	} else {
		lz = bits.LeadingZeros64(hi)
	}
	switch {
	case lz >= 64:
		hi, lo = lo<<(lz-64), 0
	case lz > 0:
		hi = hi<<lz | lo>>(64-lz)
		lo <<= lz
	}
	return f80Round(neg, e-lz, hi, lo, false)
}

func f80Neg(x f80) f80 { x.se ^= 0x8000; return x }

func f80Sub(x, y f80) f80 {
	if y.isNaN() {
		return propagateNaN(x, y)
	}
	return f80Add(x, f80Neg(y))
}

func f80Mul(x, y f80) f80 {
	neg := x.neg() != y.neg()
	if x.exp() == f80ExpMask || y.exp() == f80ExpMask {
		if x.isNaN() || y.isNaN() {
			return propagateNaN(x, y)
		}
		if x.isZero() || y.isZero() {
			return f80Indefinite
		}
		return f80Inf(neg)
	}
	if x.isZero() || y.isZero() {
		return f80Zero(neg)
	}
	xm, xe := x.unpack()
	ym, ye := y.unpack()
	hi, lo := bits.Mul64(xm, ym)
	e := xe + ye + 1
	if hi>>63 == 0 {
		hi = hi<<1 | lo>>63
		lo <<= 1
		e--
	}
	return f80Round(neg, e, hi, lo, false)
}

func f80Div(x, y f80) f80 {
	neg := x.neg() != y.neg()
	if x.exp() == f80ExpMask || y.exp() == f80ExpMask {
		switch {
		case x.isNaN() || y.isNaN():
			return propagateNaN(x, y)
		case x.isInf() && y.isInf():
			return f80Indefinite
		case x.isInf():
			return f80Inf(neg)
		}
		return f80Zero(neg)
	}
	if y.isZero() {
		if x.isZero() {
			return f80Indefinite
		}
		return f80Inf(neg)
	}
	if x.isZero() {
		return f80Zero(neg)
	}
	xm, xe := x.unpack()
	ym, ye := y.unpack()
	// xm * 2^128 / ym in three 64-bit digits; the first is 0 or 1.
	q0, r := bits.Div64(0, xm, ym)
	q1, r := bits.Div64(r, 0, ym)
	q2, r := bits.Div64(r, 0, ym)
	sticky := r != 0
	e := xe - ye - 1
	hi, lo := q1, q2
	if q0 != 0 {
		sticky = sticky || lo&1 != 0
		lo = lo>>1 | hi<<63
		hi = hi>>1 | 1<<63
		e++
	}
	return f80Round(neg, e, hi, lo, sticky)
}

// f80Rem is C's fmodl (LLVM's frem): x - trunc(x/y)*y, always exact.
func f80Rem(x, y f80) f80 {
	if x.isNaN() || y.isNaN() {
		return propagateNaN(x, y)
	}
	if x.isInf() || y.isZero() {
		return f80Indefinite
	}
	if y.isInf() || x.isZero() {
		return x
	}
	xm, xe := x.unpack()
	ym, ye := y.unpack()
	if xe < ye {
		return x
	}
	r := xm % ym
	for d := xe - ye; d > 0; {
		k := d
		if k > 63 {
			k = 63
		}
		_, r = bits.Div64(r>>(64-k), r<<k, ym)
		d -= k
	}
	if r == 0 {
		return f80Zero(x.neg())
	}
	lz := bits.LeadingZeros64(r)
	return f80Round(x.neg(), ye-lz, r<<lz, 0, false)
}

// f80Cmp compares ordered x and y: -1, 0 or 1.
func f80Cmp(x, y f80) int {
	if x.isZero() && y.isZero() {
		return 0
	}
	if x.neg() != y.neg() {
		if x.neg() {
			return -1
		}
		return 1
	}
	c := 0
	switch {
	case x.isZero():
		c = -1
	case y.isZero():
		c = 1
	default:
		xm, xe := x.unpack()
		ym, ye := y.unpack()
		if x.isInf() {
			xe, xm = math.MaxInt32, 0
		}
		if y.isInf() {
			ye, ym = math.MaxInt32, 0
		}
		switch {
		case xe != ye:
			c = 1
			if xe < ye {
				c = -1
			}
		case xm != ym:
			c = 1
			if xm < ym {
				c = -1
			}
		}
	}
	if x.neg() {
		c = -c
	}
	return c
}

// f80FromF64 widens exactly.
func f80FromF64(v float64) f80 {
	x := ext80FromFloat64(v)
	return f80{m: x.mant, se: x.exp | signBit(x.sign)}
}

// f80ToF64 rounds to the nearest double (NaNs keep sign and payload top).
func (x f80) toF64() float64 {
	if x.isNaN() {
		b := uint64(0x7ff8)<<48 | x.m<<1>>12
		if x.neg() {
			b |= 1 << 63
		}
		return math.Float64frombits(b)
	}
	if x.isInf() {
		return math.Inf(1 - 2*int(b2u(x.neg())))
	}
	if x.isZero() {
		return math.Copysign(0, 1-2*float64(b2u(x.neg())))
	}
	m, e := x.unpack()
	if m&(1<<11-1) == 0 && e > -1022 && e < 1024 {
		v := math.Float64frombits(uint64(e+1023)<<52 | m<<1>>12)
		if x.neg() {
			v = -v
		}
		return v
	}
	v := ldexpRound(m, e-63)
	if x.neg() {
		v = -v
	}
	return v
}

// toF32 rounds to the nearest float, once.
func (x f80) toF32() float32 {
	if x.isNaN() || x.isInf() || x.isZero() {
		return float32(x.toF64()) // exact for these
	}
	m, e := x.unpack()
	f := new(big.Float).SetUint64(m)
	f.SetMantExp(f, e-63)
	v, _ := f.Float32()
	if x.neg() {
		v = -v
	}
	return v
}

// f80FromUint converts exactly (64 bits fit the significand).
func f80FromUint(u uint64, neg bool) f80 {
	if u == 0 {
		return f80Zero(false)
	}
	lz := bits.LeadingZeros64(u)
	return f80{m: u << lz, se: uint16(63-lz+f80Bias) | signBit(neg)}
}

func f80FromInt(i int64) f80 {
	if i < 0 {
		return f80FromUint(uint64(-i), true)
	}
	return f80FromUint(uint64(i), false)
}

// truncInt returns |x| truncated toward zero, and false when it does not
// fit 64 bits (or x is not finite).
func (x f80) truncInt() (uint64, bool) {
	if x.exp() == f80ExpMask {
		return 0, false
	}
	if x.isZero() {
		return 0, true
	}
	m, e := x.unpack()
	switch {
	case e < 0:
		return 0, true
	case e > 63:
		return 0, false
	}
	return m >> (63 - e), true
}

// toInt converts toward zero to a w-bit integer; out of range gives the
// x87's "integer indefinite" (the most negative value) for signed targets,
// and for unsigned ones what gcc's code computes for 64 bits (the value
// modulo 2^64 of the fistp result), which is also indefinite-derived.
func (x f80) toInt(w uint, signed bool) uint64 {
	u, ok := x.truncInt()
	mask := maskOf(uint64(w))
	if signed {
		lim := uint64(1) << (w - 1)
		if !ok || (!x.neg() && u >= lim) || (x.neg() && u > lim) {
			return lim & mask
		}
		if x.neg() {
			return -u & mask
		}
		return u & mask
	}
	if !ok {
		return 1 << 63 & mask
	}
	if x.neg() {
		return -u & mask
	}
	return u & mask
}

// roundInt rounds x to an integral value: mode 0 toward zero, 1 down
// (floor), 2 up (ceil), 3 half away from zero (round), 4 half to even (rint).
func (x f80) roundInt(mode int) f80 {
	if x.exp() == f80ExpMask {
		if x.isNaN() {
			return propagateNaN(x, x)
		}
		return x
	}
	if x.isZero() {
		return x
	}
	m, e := x.unpack()
	if e >= 63 {
		return x
	}
	var ip, frac uint64 // integer part, and the fraction as a 64-bit fixed point
	if e < 0 {
		if e < -64 {
			frac = 1 // below half, nonzero
		} else {
			frac = m >> (-e - 1)
			if frac == 0 || m<<(64+e+1) != 0 {
				frac |= 1
			}
		}
	} else {
		ip = m >> (63 - e)
		frac = m << (e + 1)
	}
	up := false
	if frac != 0 {
		half := uint64(1) << 63
		switch mode {
		case 1:
			up = x.neg()
		case 2:
			up = !x.neg()
		case 3:
			up = frac >= half
		case 4:
			up = frac > half || (frac == half && ip&1 != 0)
		}
	}
	if up {
		ip++
	}
	if ip == 0 {
		return f80Zero(x.neg())
	}
	r := f80FromUint(ip, x.neg())
	return r
}

// f80Sqrt is the correctly rounded square root.
func f80Sqrt(x f80) f80 {
	switch {
	case x.isNaN():
		return propagateNaN(x, x)
	case x.isZero():
		return x
	case x.neg():
		return f80Indefinite
	case x.isInf():
		return x
	}
	m, e := x.unpack()
	// x = m * 2^(e-63); make the exponent of the integer even and give it
	// enough bits that its root has 66 significant bits.
	n := new(big.Int).SetUint64(m)
	k := e - 63 - 68
	if k&1 != 0 {
		k--
	}
	n.Lsh(n, uint(e-63-k))
	s := new(big.Int).Sqrt(n)
	sticky := new(big.Int).Mul(s, s).Cmp(n) != 0
	// s has 66 or 67 bits; root = s * 2^(k/2).
	bl := s.BitLen()
	hi := new(big.Int).Rsh(s, uint(bl-64)).Uint64()
	lo := (s.Uint64() & (1<<(bl-64) - 1)) << (128 - bl)
	return f80Round(false, k/2+bl-1, hi, lo, sticky)
}

// f80Abs, f80Copysign work on the sign bit alone.
func f80Abs(x f80) f80 { x.se &^= 0x8000; return x }

func f80Copysign(x, y f80) f80 { x.se = x.se&^0x8000 | y.se&0x8000; return x }

// bigFloat returns x exactly as a big.Float (finite x only).
func (x f80) bigFloat() *big.Float {
	f := new(big.Float).SetPrec(64)
	if x.isZero() {
		if x.neg() {
			f.Neg(f)
		}
		return f
	}
	m, e := x.unpack()
	f.SetUint64(m)
	f.SetMantExp(f, e-63)
	if x.neg() {
		f.Neg(f)
	}
	return f
}

// ext returns x in the printf engine's representation.
func (x f80) ext() ext80 { return ext80{sign: x.neg(), exp: x.se & f80ExpMask, mant: x.m} }

// Sub-operations of opF80 (imm&0xff). Operands and results of type
// x86_fp80 are slot pairs; others single slots. imm>>8 holds the fcmp
// predicate or the integer width of a conversion.
const (
	f80OpAdd = iota
	f80OpSub
	f80OpMul
	f80OpDiv
	f80OpRem
	f80OpNeg
	f80OpCmp
	f80OpFromF64
	f80OpFromF32
	f80OpToF64
	f80OpToF32
	f80OpFromSI
	f80OpFromUI
	f80OpToSI
	f80OpToUI
	f80OpSqrt
	f80OpFabs
	f80OpFloor
	f80OpCeil
	f80OpTrunc
	f80OpRound
	f80OpRint
	f80OpCopysign
	f80OpMulAdd // a*b + c, each rounded (clang's fmuladd without FMA)
	f80OpFMA
	f80OpMinnum
	f80OpMaxnum
)

// f80Math1 maps opMath1's sub-operations to opF80's where both exist.
var f80Math1 = map[uint32]uint64{
	mSqrt: f80OpSqrt, mFloor: f80OpFloor, mCeil: f80OpCeil, mTrunc: f80OpTrunc,
	mRound: f80OpRound, mRoundEven: f80OpRint, mRint: f80OpRint, mFabs: f80OpFabs,
}

func f80At(r []uint64, s uint32) f80 { return f80{m: r[s], se: uint16(r[s+1])} }

func setF80(r []uint64, s uint32, x f80) { r[s], r[s+1] = x.m, uint64(x.se) }

// execF80 runs one opF80 instruction on the frame's slots r.
func execF80(in *inst, r []uint64) {
	arg := int(in.imm >> 8)
	switch in.imm & 0xff {
	case f80OpAdd:
		setF80(r, in.d, f80Add(f80At(r, in.a), f80At(r, in.b)))
	case f80OpSub:
		setF80(r, in.d, f80Sub(f80At(r, in.a), f80At(r, in.b)))
	case f80OpMul:
		setF80(r, in.d, f80Mul(f80At(r, in.a), f80At(r, in.b)))
	case f80OpDiv:
		setF80(r, in.d, f80Div(f80At(r, in.a), f80At(r, in.b)))
	case f80OpRem:
		setF80(r, in.d, f80Rem(f80At(r, in.a), f80At(r, in.b)))
	case f80OpNeg:
		setF80(r, in.d, f80Neg(f80At(r, in.a)))
	case f80OpCmp:
		x, y := f80At(r, in.a), f80At(r, in.b)
		unordered := x.isNaN() || y.isNaN()
		c := 0
		if !unordered {
			c = f80Cmp(x, y)
		}
		r[in.d] = b2u(fcmpResult(enum.FPred(arg), c, unordered))
	case f80OpFromF64:
		setF80(r, in.d, f80FromF64(f64(r[in.a])))
	case f80OpFromF32:
		setF80(r, in.d, f80FromF64(float64(f32(r[in.a]))))
	case f80OpToF64:
		r[in.d] = u64f(f80At(r, in.a).toF64())
	case f80OpToF32:
		r[in.d] = u32f(f80At(r, in.a).toF32())
	case f80OpFromSI:
		sh := 64 - uint(arg)
		setF80(r, in.d, f80FromInt(int64(r[in.a]<<sh)>>sh))
	case f80OpFromUI:
		setF80(r, in.d, f80FromUint(r[in.a], false))
	case f80OpToSI:
		r[in.d] = f80At(r, in.a).toInt(uint(arg), true)
	case f80OpToUI:
		r[in.d] = f80At(r, in.a).toInt(uint(arg), false)
	case f80OpSqrt:
		setF80(r, in.d, f80Sqrt(f80At(r, in.a)))
	case f80OpFabs:
		setF80(r, in.d, f80Abs(f80At(r, in.a)))
	case f80OpFloor:
		setF80(r, in.d, f80At(r, in.a).roundInt(1))
	case f80OpCeil:
		setF80(r, in.d, f80At(r, in.a).roundInt(2))
	case f80OpTrunc:
		setF80(r, in.d, f80At(r, in.a).roundInt(0))
	case f80OpRound:
		setF80(r, in.d, f80At(r, in.a).roundInt(3))
	case f80OpRint:
		setF80(r, in.d, f80At(r, in.a).roundInt(4))
	case f80OpCopysign:
		setF80(r, in.d, f80Copysign(f80At(r, in.a), f80At(r, in.b)))
	case f80OpMulAdd:
		setF80(r, in.d, f80Add(f80Mul(f80At(r, in.a), f80At(r, in.b)), f80At(r, in.c)))
	case f80OpFMA:
		setF80(r, in.d, f80FMA(f80At(r, in.a), f80At(r, in.b), f80At(r, in.c)))
	case f80OpMinnum, f80OpMaxnum:
		x, y := f80At(r, in.a), f80At(r, in.b)
		res := x
		switch {
		case x.isNaN():
			res = y
		case y.isNaN():
		case (in.imm&0xff == f80OpMinnum) == (f80Cmp(y, x) < 0):
			res = y
		}
		setF80(r, in.d, res)
	}
}

// fcmpResult evaluates an fcmp predicate from a three-way comparison.
func fcmpResult(p enum.FPred, c int, unordered bool) bool {
	switch p {
	case enum.FPredFalse:
		return false
	case enum.FPredTrue:
		return true
	case enum.FPredORD:
		return !unordered
	case enum.FPredUNO:
		return unordered
	}
	var r bool
	switch p {
	case enum.FPredOEQ, enum.FPredUEQ:
		r = c == 0
	case enum.FPredOGT, enum.FPredUGT:
		r = c > 0
	case enum.FPredOGE, enum.FPredUGE:
		r = c >= 0
	case enum.FPredOLT, enum.FPredULT:
		r = c < 0
	case enum.FPredOLE, enum.FPredULE:
		r = c <= 0
	case enum.FPredONE, enum.FPredUNE:
		r = c != 0
	}
	ordered := p >= enum.FPredOEQ && p <= enum.FPredONE
	if unordered {
		return !ordered
	}
	return r
}

// f80FMA is the fused a*b+c, one rounding, through exact big arithmetic.
func f80FMA(x, y, z f80) f80 {
	if x.exp() == f80ExpMask || y.exp() == f80ExpMask || z.exp() == f80ExpMask || x.isZero() || y.isZero() {
		return f80Add(f80Mul(x, y), z)
	}
	p := new(big.Float).SetPrec(256)
	p.Mul(x.bigFloat().SetPrec(256), y.bigFloat())
	p.Add(p, z.bigFloat())
	return f80FromBig(p)
}

// f80FromBig rounds a finite big.Float to the nearest f80 (once, with
// gradual underflow).
func f80FromBig(f *big.Float) f80 {
	neg := f.Signbit()
	if f.Sign() == 0 {
		return f80Zero(neg)
	}
	a := new(big.Float).Abs(f)
	mant := new(big.Float)
	e := a.MantExp(mant) - 1 // a = mant*2^(e+1), mant in [0.5,1)
	mant.SetMantExp(mant, 128)
	bi, _ := mant.Int(nil)
	exact := new(big.Float).SetInt(bi).Cmp(mant) == 0
	hi := new(big.Int).Rsh(bi, 64).Uint64()
	lo := bi.Uint64()
	return f80Round(neg, e, hi, lo, !exact)
}
