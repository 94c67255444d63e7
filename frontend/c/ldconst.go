// Constant folding of long double (x87 80-bit extended) at its own precision, and its exact encoding in IR and static data.
package c

import (
	"encoding/binary"
	"fmt"
	"math/big"
	"strings"

	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"modernc.org/cc/v4"
)

// x87 extended precision: a 64-bit significand (explicit leading bit) and a
// 15-bit exponent biased by 16383.
const (
	fp80Prec   = 64
	fp80MaxExp = 16383  // largest unbiased exponent of a finite value
	fp80MinExp = -16382 // smallest unbiased exponent of a normal value
)

// roundFP80 rounds x to the nearest x86_fp80 value, ties to even, with
// gradual underflow below the normal range and overflow to infinity, as gcc
// folds and the x87 computes.
func roundFP80(x *big.Float) *big.Float {
	r := new(big.Float).SetMode(big.ToNearestEven)
	if x.IsInf() || x.Sign() == 0 {
		return r.SetPrec(fp80Prec).Set(x)
	}
	// x = m × 2^e with m in [0.5, 1): its unbiased exponent is e-1.
	e := x.MantExp(nil) - 1
	prec := fp80Prec
	if e < fp80MinExp {
		prec -= fp80MinExp - e
	}
	if prec <= 0 {
		// Below half the smallest subnormal: zero. Between half and the
		// smallest subnormal: the smallest subnormal (ties to zero, whose
		// last bit is even).
		half := new(big.Float).SetMantExp(big.NewFloat(1), fp80MinExp-fp80Prec)
		a := new(big.Float).Abs(x)
		if prec == 0 && a.Cmp(half) > 0 {
			r.SetPrec(fp80Prec).SetMantExp(big.NewFloat(1), fp80MinExp-fp80Prec+1)
		} else {
			r.SetPrec(fp80Prec).SetFloat64(0)
		}
		if x.Signbit() {
			r.Neg(r)
		}
		return r
	}
	r.SetPrec(uint(prec)).Set(x)
	if r.MantExp(nil)-1 > fp80MaxExp {
		r.SetInf(x.Signbit())
	}
	return r.SetPrec(fp80Prec)
}

// fp80Bits is the x86_fp80 encoding of x, which roundFP80 has rounded: the
// sign and biased exponent, and the significand with its explicit leading
// bit.
func fp80Bits(x *big.Float) (se uint16, m uint64) {
	if x.Signbit() {
		se = 0x8000
	}
	switch {
	case x.IsInf():
		return se | 0x7fff, 1 << 63
	case x.Sign() == 0:
		return se, 0
	}
	a := new(big.Float).SetPrec(fp80Prec + 16).Abs(x)
	e := a.MantExp(nil) - 1
	if e < fp80MinExp {
		// Subnormal: biased exponent 0, significand x / 2^(minExp-63).
		a.SetMantExp(a, -(fp80MinExp - (fp80Prec - 1)))
		v, _ := a.Uint64()
		return se, v
	}
	a.SetMantExp(a, fp80Prec-1-e)
	v, _ := a.Uint64()
	return se | uint16(e+16383), v
}

// fp80Const is the x86_fp80 constant x. llir prints the value of a Float
// through a conversion that mishandles subnormals; those (never met in
// practice) are emitted as the bit pattern, an i80 bitcast.
func fp80Const(x *big.Float) constant.Constant {
	x = roundFP80(x)
	se, m := fp80Bits(x)
	want := fmt.Sprintf("0xK%04X%016X", se, m)
	f := &constant.Float{Typ: types.X86_FP80, X: x}
	if se&0x7fff != 0 && f.Ident() == want {
		return f
	}
	if se&0x7fff == 0 && m == 0 {
		return f // ±0
	}
	bits := new(big.Int).SetUint64(uint64(se))
	bits.Lsh(bits, 64).Or(bits, new(big.Int).SetUint64(m))
	i80 := types.NewInt(80)
	return constant.NewBitCast(&constant.Int{Typ: i80, X: bits}, types.X86_FP80)
}

// putFP80 writes x in the x87 80-bit format (the padding stays zero).
func putFP80(b []byte, x *big.Float) {
	se, m := fp80Bits(roundFP80(x))
	binary.LittleEndian.PutUint64(b, m)
	binary.LittleEndian.PutUint16(b[8:], se)
}

// isFP80 reports whether t is long double held as x86_fp80.
func isFP80(t cc.Type) bool {
	return t.Kind() == cc.LongDouble && t.Size() != 8
}

// longDoubleConst folds constant expression e of an arithmetic type to its
// value as a long double, operation by operation at x86_fp80 precision
// (cc/v4 folds at 256 bits, and rounds only once). ok is false when e is not
// a constant.
func (c *compiler) longDoubleConst(e cc.ExpressionNode) (*big.Float, bool) {
	t := decayed(e.Type())
	if !cc.IsArithmeticType(t) || cc.IsComplexType(t) {
		return nil, false
	}
	if !isFloat(t) {
		switch v := e.Value().(type) {
		case cc.Int64Value:
			if isSigned(t) {
				return roundFP80(new(big.Float).SetInt64(int64(v))), true
			}
			return roundFP80(new(big.Float).SetUint64(uint64(v))), true
		case cc.UInt64Value:
			return roundFP80(new(big.Float).SetUint64(uint64(v))), true
		}
		return nil, false
	}
	if !isFP80(t) {
		// float and double values are exact in x86_fp80.
		switch v := e.Value().(type) {
		case cc.Float64Value:
			if t.Kind() == cc.Float {
				return new(big.Float).SetFloat64(float64(float32(v))), true
			}
			return new(big.Float).SetFloat64(float64(v)), true
		}
		return nil, false
	}
	switch x := e.(type) {
	case *cc.PrimaryExpression:
		switch x.Case {
		case cc.PrimaryExpressionFloat:
			// The literal rounded once from its digits, as gcc reads it.
			s := strings.TrimRight(x.Token.SrcStr(), "lLfF")
			if f, _, err := big.ParseFloat(s, 0, 1024, big.ToNearestEven); err == nil {
				return roundFP80(f), true
			}
		case cc.PrimaryExpressionExpr:
			return c.longDoubleConst(x.ExpressionList)
		}
	case *cc.CastExpression:
		if x.Case == cc.CastExpressionCast {
			return c.longDoubleConst(x.CastExpression)
		}
	case *cc.UnaryExpression:
		switch x.Case {
		case cc.UnaryExpressionMinus:
			if v, ok := c.longDoubleConst(x.CastExpression); ok {
				return new(big.Float).Neg(v), true
			}
		case cc.UnaryExpressionPlus:
			return c.longDoubleConst(x.CastExpression)
		}
	case *cc.AdditiveExpression:
		if l, r, ok := c.longDoubleOperands(x.AdditiveExpression, x.MultiplicativeExpression); ok {
			if x.Case == cc.AdditiveExpressionSub {
				return fp80Arith('-', l, r)
			}
			return fp80Arith('+', l, r)
		}
	case *cc.MultiplicativeExpression:
		if l, r, ok := c.longDoubleOperands(x.MultiplicativeExpression, x.CastExpression); ok {
			switch x.Case {
			case cc.MultiplicativeExpressionMul:
				return fp80Arith('*', l, r)
			case cc.MultiplicativeExpressionDiv:
				return fp80Arith('/', l, r)
			}
		}
	}
	// Folded by cc/v4 in some other way (conditional, comma, ...): its
	// value, rounded once.
	if v, ok := e.Value().(*cc.LongDoubleValue); ok {
		return roundFP80((*big.Float)(v)), true
	}
	if v, ok := e.Value().(cc.Float64Value); ok {
		return new(big.Float).SetFloat64(float64(v)), true
	}
	return nil, false
}

// longDoubleOperands folds both operands of a binary operator.
func (c *compiler) longDoubleOperands(a, b cc.ExpressionNode) (l, r *big.Float, ok bool) {
	if l, ok = c.longDoubleConst(a); !ok {
		return nil, nil, false
	}
	if r, ok = c.longDoubleConst(b); !ok {
		return nil, nil, false
	}
	return l, r, true
}

// fp80Arith is l op r rounded to x86_fp80, with IEEE 754's infinities and
// signed zeros; ok is false for a NaN result, which is left to run time.
// The exact result is computed at 1024 bits: exact for + - * of 64-bit
// operands within the format's range but for bits far below the rounding
// point, and past it for /, so rounding once more is correct.
func fp80Arith(op byte, l, r *big.Float) (*big.Float, bool) {
	inf := func(neg bool) (*big.Float, bool) { return new(big.Float).SetInf(neg), true }
	zero := func(neg bool) (*big.Float, bool) {
		z := new(big.Float)
		if neg {
			z.Neg(z)
		}
		return z, true
	}
	switch op {
	case '+', '-':
		rneg := r.Signbit() != (op == '-')
		switch {
		case l.IsInf() && r.IsInf():
			if l.Signbit() != rneg {
				return nil, false
			}
			return inf(rneg)
		case l.IsInf():
			return inf(l.Signbit())
		case r.IsInf():
			return inf(rneg)
		}
		z := new(big.Float).SetPrec(1024)
		if op == '-' {
			z.Sub(l, r)
		} else {
			z.Add(l, r)
		}
		return roundFP80(z), true
	case '*':
		neg := l.Signbit() != r.Signbit()
		if l.IsInf() || r.IsInf() {
			if l.Sign() == 0 || r.Sign() == 0 {
				return nil, false
			}
			return inf(neg)
		}
		if l.Sign() == 0 || r.Sign() == 0 {
			return zero(neg)
		}
		return roundFP80(new(big.Float).SetPrec(1024).Mul(l, r)), true
	case '/':
		neg := l.Signbit() != r.Signbit()
		switch {
		case l.IsInf() && r.IsInf(), l.Sign() == 0 && r.Sign() == 0:
			return nil, false
		case l.IsInf(), r.Sign() == 0:
			return inf(neg)
		case r.IsInf(), l.Sign() == 0:
			return zero(neg)
		}
		return roundFP80(new(big.Float).SetPrec(1024).Quo(l, r)), true
	}
	return nil, false
}
