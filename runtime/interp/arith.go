// arith.go: scalar integer and float semantics shared by constant folding, the slow execution paths and wide (i128) integers.
package interp

import (
	"math"
	"math/big"

	"github.com/llir/llvm/ir/enum"
)

// binKind names an integer or float binary operation.
type binKind uint8

const (
	bAdd binKind = iota
	bSub
	bMul
	bUDiv
	bSDiv
	bURem
	bSRem
	bShl
	bLShr
	bAShr
	bAnd
	bOr
	bXor
)

const errDivZero = "integer division by zero"

// sext sign-extends the low w bits of x.
func sext(x uint64, w uint64) int64 {
	if w >= 64 {
		return int64(x)
	}
	s := 64 - w
	return int64(x<<s) >> s
}

// intBin computes a w-bit (w <= 64) operation on masked operands; msg is
// non-empty for a trap.
func intBin(k binKind, w uint64, x, y uint64) (uint64, string) {
	m := maskOf(w)
	var r uint64
	switch k {
	case bAdd:
		r = x + y
	case bSub:
		r = x - y
	case bMul:
		r = x * y
	case bUDiv:
		if y == 0 {
			return 0, errDivZero
		}
		r = x / y
	case bURem:
		if y == 0 {
			return 0, errDivZero
		}
		r = x % y
	case bSDiv, bSRem:
		a, b := sext(x, w), sext(y, w)
		if b == 0 || (b == -1 && a == sext(1<<(w-1), w)) {
			return 0, errDivZero
		}
		if k == bSDiv {
			r = uint64(a / b)
		} else {
			r = uint64(a % b)
		}
	case bShl:
		if y >= w {
			return 0, ""
		}
		r = x << y
	case bLShr:
		if y >= w {
			return 0, ""
		}
		r = x >> y
	case bAShr:
		if y >= w {
			y = w - 1
		}
		r = uint64(sext(x, w) >> y)
	case bAnd:
		r = x & y
	case bOr:
		r = x | y
	case bXor:
		r = x ^ y
	}
	return r & m, ""
}

// icmp compares two w-bit masked integers.
func icmp(pred enum.IPred, w uint64, x, y uint64) bool {
	switch pred {
	case enum.IPredEQ:
		return x == y
	case enum.IPredNE:
		return x != y
	case enum.IPredUGT:
		return x > y
	case enum.IPredUGE:
		return x >= y
	case enum.IPredULT:
		return x < y
	case enum.IPredULE:
		return x <= y
	}
	a, b := sext(x, w), sext(y, w)
	switch pred {
	case enum.IPredSGT:
		return a > b
	case enum.IPredSGE:
		return a >= b
	case enum.IPredSLT:
		return a < b
	case enum.IPredSLE:
		return a <= b
	}
	return false
}

// fcmp evaluates a float predicate.
func fcmp(pred enum.FPred, x, y float64) bool {
	uno := x != x || y != y
	switch pred {
	case enum.FPredFalse:
		return false
	case enum.FPredTrue:
		return true
	case enum.FPredOEQ:
		return !uno && x == y
	case enum.FPredOGT:
		return !uno && x > y
	case enum.FPredOGE:
		return !uno && x >= y
	case enum.FPredOLT:
		return !uno && x < y
	case enum.FPredOLE:
		return !uno && x <= y
	case enum.FPredONE:
		return !uno && x != y
	case enum.FPredORD:
		return !uno
	case enum.FPredUEQ:
		return uno || x == y
	case enum.FPredUGT:
		return uno || x > y
	case enum.FPredUGE:
		return uno || x >= y
	case enum.FPredULT:
		return uno || x < y
	case enum.FPredULE:
		return uno || x <= y
	case enum.FPredUNE:
		return uno || x != y
	case enum.FPredUNO:
		return uno
	}
	return false
}

// Wide integers (more than 64 bits: __int128, and the storage units clang
// gives long runs of bitfields, like i136) live in ceil(w/64) slots, low
// word first, the top word masked to the remaining bits. They are rare, so
// they go through math/big.

// words is the number of slots of a w-bit integer.
func words(w uint64) int { return int((w + 63) / 64) }

func wideToBig(v []uint64, w uint64, signed bool) *big.Int {
	x := new(big.Int)
	for i := len(v) - 1; i >= 0; i-- {
		x.Lsh(x, 64)
		x.Or(x, new(big.Int).SetUint64(v[i]))
	}
	if signed && x.Bit(int(w)-1) == 1 {
		x.Sub(x, new(big.Int).Lsh(big.NewInt(1), uint(w)))
	}
	return x
}

// bigToWide stores x modulo 2^w into out (words(w) slots).
func bigToWide(x *big.Int, w uint64, out []uint64) {
	m := new(big.Int).Lsh(big.NewInt(1), uint(w))
	y := new(big.Int).Mod(x, m) // non-negative
	mask := new(big.Int).SetUint64(math.MaxUint64)
	for i := range out {
		out[i] = new(big.Int).And(y, mask).Uint64()
		y.Rsh(y, 64)
	}
}

// wideBin computes a w-bit (w > 64) operation into out.
func wideBin(k binKind, w uint64, xv, yv, out []uint64) string {
	switch k {
	case bAnd, bOr, bXor:
		for i := range out {
			switch k {
			case bAnd:
				out[i] = xv[i] & yv[i]
			case bOr:
				out[i] = xv[i] | yv[i]
			default:
				out[i] = xv[i] ^ yv[i]
			}
		}
		return ""
	}
	signed := k == bSDiv || k == bSRem || k == bAShr
	x := wideToBig(xv, w, signed)
	y := wideToBig(yv, w, k == bSDiv || k == bSRem)
	r := new(big.Int)
	switch k {
	case bAdd:
		r.Add(x, y)
	case bSub:
		r.Sub(x, y)
	case bMul:
		r.Mul(x, y)
	case bUDiv, bSDiv, bURem, bSRem:
		if y.Sign() == 0 {
			return errDivZero
		}
		if k == bSDiv || k == bSRem {
			min := new(big.Int).Neg(new(big.Int).Lsh(big.NewInt(1), uint(w-1)))
			if x.Cmp(min) == 0 && y.Cmp(big.NewInt(-1)) == 0 {
				return errDivZero
			}
		}
		switch k {
		case bUDiv, bSDiv:
			r.Quo(x, y)
		default:
			r.Rem(x, y)
		}
	case bShl, bLShr, bAShr:
		if !y.IsUint64() || y.Uint64() >= w {
			if k == bAShr && x.Sign() < 0 {
				r.SetInt64(-1)
			}
			break
		}
		if k == bShl {
			r.Lsh(x, uint(y.Uint64()))
		} else {
			r.Rsh(x, uint(y.Uint64())) // arithmetic for negative x
		}
	}
	bigToWide(r, w, out)
	return ""
}

// wideCmp compares two w-bit wide integers.
func wideCmp(pred enum.IPred, w uint64, xv, yv []uint64) bool {
	signed := pred == enum.IPredSGT || pred == enum.IPredSGE || pred == enum.IPredSLT || pred == enum.IPredSLE
	c := wideToBig(xv, w, signed).Cmp(wideToBig(yv, w, signed))
	switch pred {
	case enum.IPredEQ:
		return c == 0
	case enum.IPredNE:
		return c != 0
	case enum.IPredUGT, enum.IPredSGT:
		return c > 0
	case enum.IPredUGE, enum.IPredSGE:
		return c >= 0
	case enum.IPredULT, enum.IPredSLT:
		return c < 0
	default:
		return c <= 0
	}
}

// f32 and f64 read and write the two float slot formats: a float is kept as
// its float32 bits, a double (and a long double) as float64 bits.
func f32(x uint64) float32  { return math.Float32frombits(uint32(x)) }
func f64(x uint64) float64  { return math.Float64frombits(x) }
func u32f(x float32) uint64 { return uint64(math.Float32bits(x)) }
func u64f(x float64) uint64 { return math.Float64bits(x) }

// fToSInt and fToUInt convert a float to a w-bit integer as x86-64 code
// does (cvttsd2si, whose out-of-range answer is the "integer indefinite"
// minimum value): LLVM calls out-of-range results poison, and matching the
// hardware keeps results identical to natively compiled programs.
func fToSInt(x float64, w uint64) uint64 {
	if w <= 32 {
		return uint64(int64(cvtt32(x))) & maskOf(w)
	}
	return uint64(cvtt64(x)) & maskOf(w)
}

func fToUInt(x float64, w uint64) uint64 {
	switch {
	case w < 32:
		return uint64(int64(cvtt32(x))) & maskOf(w)
	case w < 64:
		return uint64(cvtt64(x)) & maskOf(w)
	case x < 1<<63:
		return uint64(cvtt64(x))
	}
	return uint64(cvtt64(x-(1<<63))) ^ 1<<63
}

func cvtt32(x float64) int32 {
	if !(x > -(1<<31)-1 && x < 1<<31) {
		return math.MinInt32
	}
	return int32(x)
}

func cvtt64(x float64) int64 {
	if !(x >= -(1<<63) && x < 1<<63) {
		return math.MinInt64
	}
	return int64(x)
}
