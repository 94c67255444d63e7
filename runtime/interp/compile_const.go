// compile_const.go: evaluation of constants and constant expressions, to register slots (operands) and to memory images (global initializers).
package interp

import (
	"encoding/binary"
	"fmt"
	"math"
	"math/big"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
)

// constSlots evaluates a constant to the slot values a register would hold.
func (p *Program) constSlots(c constant.Constant) ([]uint64, error) {
	switch c := c.(type) {
	case *constant.Int:
		w := c.Typ.BitSize
		if w <= 64 {
			return []uint64{bigLow(c.X, w)}, nil
		}
		v := make([]uint64, words(w))
		bigToWide(c.X, w, v)
		return v, nil
	case *constant.Float:
		if c.Typ.Kind == types.FloatKindX86_FP80 {
			var b [10]byte
			bigToF80(b[:], c.X, c.NaN)
			return []uint64{binary.LittleEndian.Uint64(b[:]), uint64(binary.LittleEndian.Uint16(b[8:]))}, nil
		}
		return []uint64{floatConst(c)}, nil
	case *constant.Null:
		return []uint64{0}, nil
	case *constant.ZeroInitializer:
		return p.zeroSlots(c.Typ)
	case *constant.Undef:
		return p.zeroSlots(c.Typ)
	case *constant.Poison:
		return p.zeroSlots(c.Typ)
	case *constant.Vector:
		return p.concatSlots(c.Elems)
	case *constant.Array:
		return p.concatSlots(c.Elems)
	case *constant.Struct:
		return p.concatSlots(c.Fields)
	case *constant.CharArray:
		v := make([]uint64, len(c.X))
		for i, b := range c.X {
			v[i] = uint64(b)
		}
		return v, nil
	case *ir.Func:
		f, ok := p.byName[c.Name()]
		if !ok {
			return nil, fmt.Errorf("unknown function @%s", c.Name())
		}
		return []uint64{Addr(SegFunc, uint32(f.index))}, nil
	case *ir.Global:
		a, ok := p.gaddr[c.Name()]
		if !ok {
			return nil, fmt.Errorf("unknown global @%s", c.Name())
		}
		return []uint64{a}, nil
	case *ir.Alias:
		if a, ok := p.gaddr[c.Name()]; ok {
			return []uint64{a}, nil
		}
		return p.constSlots(c.Aliasee)
	case *constant.Index:
		return p.constSlots(c.Constant)
	case constant.Expression:
		return p.constExpr(c)
	}
	return nil, fmt.Errorf("unsupported constant %s", c.Ident())
}

func (p *Program) concatSlots(elems []constant.Constant) ([]uint64, error) {
	var out []uint64
	for _, e := range elems {
		v, err := p.constSlots(e)
		if err != nil {
			return nil, err
		}
		out = append(out, v...)
	}
	return out, nil
}

func (p *Program) zeroSlots(t types.Type) ([]uint64, error) {
	ti := p.lay.get(t)
	if ti.err != nil {
		return nil, ti.err
	}
	return make([]uint64, ti.slots), nil
}

// bigLow is x modulo 2^w, for w <= 64.
func bigLow(x *big.Int, w uint64) uint64 {
	if x.IsUint64() {
		return x.Uint64() & maskOf(w)
	}
	if x.IsInt64() {
		return uint64(x.Int64()) & maskOf(w)
	}
	var v [1]uint64
	bigToWide(x, 64, v[:])
	return v[0] & maskOf(w)
}

// floatConst is the slot value of a float constant.
func floatConst(c *constant.Float) uint64 {
	if c.Typ.Kind == types.FloatKindFloat {
		if c.NaN {
			return u32f(float32(math.Copysign(math.NaN(), signOf(c.X))))
		}
		x, _ := c.X.Float32()
		return u32f(x)
	}
	if c.NaN {
		return u64f(math.Copysign(math.NaN(), signOf(c.X)))
	}
	x, _ := c.X.Float64()
	return u64f(x)
}

func signOf(x *big.Float) float64 {
	if x != nil && x.Signbit() {
		return -1
	}
	return 1
}

// constExpr folds a constant expression. Addresses are known at compile
// time, so address arithmetic folds too.
func (p *Program) constExpr(e constant.Expression) ([]uint64, error) {
	t := e.Type()
	switch e := e.(type) {
	case *constant.ExprGetElementPtr:
		base, err := p.constAddr(e.Src)
		if err != nil {
			return nil, err
		}
		off, err := p.constGEPOffset(e.ElemType, e.Indices)
		if err != nil {
			return nil, err
		}
		return []uint64{base + uint64(off)}, nil
	case *constant.ExprBitCast:
		v, err := p.constSlots(e.From)
		if err != nil {
			return nil, err
		}
		return p.bitcastSlots(v, e.From.Type(), e.To)
	case *constant.ExprAddrSpaceCast:
		return p.constSlots(e.From)
	case *constant.ExprPtrToInt:
		return p.constCast(e.From, e.To, func(x uint64, w uint64) uint64 { return x & maskOf(w) })
	case *constant.ExprIntToPtr:
		return p.constCast(e.From, e.To, func(x uint64, w uint64) uint64 { return x })
	case *constant.ExprTrunc:
		return p.constCast(e.From, e.To, func(x uint64, w uint64) uint64 { return x & maskOf(w) })
	case *constant.ExprZExt:
		return p.constCast(e.From, e.To, func(x uint64, w uint64) uint64 { return x })
	case *constant.ExprSExt:
		fw := intBits(e.From.Type())
		return p.constCast(e.From, e.To, func(x uint64, w uint64) uint64 { return uint64(sext(x, fw)) & maskOf(w) })
	case *constant.ExprAdd:
		return p.constBin(bAdd, e.X, e.Y)
	case *constant.ExprSub:
		return p.constBin(bSub, e.X, e.Y)
	case *constant.ExprMul:
		return p.constBin(bMul, e.X, e.Y)
	case *constant.ExprUDiv:
		return p.constBin(bUDiv, e.X, e.Y)
	case *constant.ExprSDiv:
		return p.constBin(bSDiv, e.X, e.Y)
	case *constant.ExprURem:
		return p.constBin(bURem, e.X, e.Y)
	case *constant.ExprSRem:
		return p.constBin(bSRem, e.X, e.Y)
	case *constant.ExprShl:
		return p.constBin(bShl, e.X, e.Y)
	case *constant.ExprLShr:
		return p.constBin(bLShr, e.X, e.Y)
	case *constant.ExprAShr:
		return p.constBin(bAShr, e.X, e.Y)
	case *constant.ExprAnd:
		return p.constBin(bAnd, e.X, e.Y)
	case *constant.ExprOr:
		return p.constBin(bOr, e.X, e.Y)
	case *constant.ExprXor:
		return p.constBin(bXor, e.X, e.Y)
	case *constant.ExprICmp:
		x, err := p.constSlots(e.X)
		if err != nil {
			return nil, err
		}
		y, err := p.constSlots(e.Y)
		if err != nil {
			return nil, err
		}
		w := intBits(scalarOf(e.X.Type()))
		if w > 64 || len(x) != len(y) {
			return nil, fmt.Errorf("unsupported constant icmp %s", e.Ident())
		}
		out := make([]uint64, len(x))
		for i := range x {
			out[i] = b2u(icmp(e.Pred, w, x[i], y[i]))
		}
		return out, nil
	case *constant.ExprSelect:
		cv, err := p.constSlots(e.Cond)
		if err != nil {
			return nil, err
		}
		x, err := p.constSlots(e.X)
		if err != nil {
			return nil, err
		}
		y, err := p.constSlots(e.Y)
		if err != nil {
			return nil, err
		}
		if len(cv) == 1 {
			if cv[0]&1 != 0 {
				return x, nil
			}
			return y, nil
		}
		out := make([]uint64, len(x))
		for i := range out {
			if cv[i]&1 != 0 {
				out[i] = x[i]
			} else {
				out[i] = y[i]
			}
		}
		return out, nil
	case *constant.ExprExtractValue:
		v, err := p.constSlots(e.X)
		if err != nil {
			return nil, err
		}
		at := e.X.Type()
		first := 0
		for _, idx := range e.Indices {
			var s int
			at, s, _, err = p.lay.aggregatePart(at, idx)
			if err != nil {
				return nil, err
			}
			first += s
		}
		return v[first : first+p.lay.get(at).slots], nil
	case *constant.ExprFNeg:
		v, err := p.constSlots(e.X)
		if err != nil {
			return nil, err
		}
		k, _ := floatKind(scalarOf(t))
		if k == types.FloatKindX86_FP80 {
			v[1] ^= 0x8000
			return v, nil
		}
		for i := range v {
			if k == types.FloatKindFloat {
				v[i] ^= 1 << 31
			} else {
				v[i] ^= 1 << 63
			}
		}
		return v, nil
	}
	return nil, fmt.Errorf("unsupported constant expression %s", e.Ident())
}

// constCast applies a per-lane integer/pointer cast to a constant.
func (p *Program) constCast(from constant.Constant, to types.Type, f func(x, w uint64) uint64) ([]uint64, error) {
	v, err := p.constSlots(from)
	if err != nil {
		return nil, err
	}
	w := intBits(scalarOf(to))
	if w > 64 || intBits(scalarOf(from.Type())) > 64 {
		return nil, fmt.Errorf("unsupported wide constant cast to %s", to)
	}
	for i := range v {
		v[i] = f(v[i], w)
	}
	return v, nil
}

func (p *Program) constBin(k binKind, xc, yc constant.Constant) ([]uint64, error) {
	x, err := p.constSlots(xc)
	if err != nil {
		return nil, err
	}
	y, err := p.constSlots(yc)
	if err != nil {
		return nil, err
	}
	w := intBits(scalarOf(xc.Type()))
	if w == 0 || len(x) != len(y) {
		return nil, fmt.Errorf("unsupported constant expression on %s", xc.Type())
	}
	if w > 64 {
		out := make([]uint64, words(w))
		if msg := wideBin(k, w, x, y, out); msg != "" {
			return nil, fmt.Errorf("%s in a constant expression", msg)
		}
		return out, nil
	}
	out := make([]uint64, len(x))
	for i := range x {
		r, msg := intBin(k, w, x[i], y[i])
		if msg != "" {
			return nil, fmt.Errorf("%s in a constant expression", msg)
		}
		out[i] = r
	}
	return out, nil
}

// constGEPOffset is the byte offset a constant getelementptr adds.
func (p *Program) constGEPOffset(elem types.Type, indices []constant.Constant) (int64, error) {
	var off int64
	t := elem
	for i, ic := range indices {
		v, err := p.constSlots(ic)
		if err != nil {
			return 0, err
		}
		if len(v) != 1 {
			return 0, fmt.Errorf("vector index in a constant getelementptr")
		}
		w := intBits(ic.Type())
		idx := sext(v[0], w)
		if i == 0 {
			off += idx * int64(p.lay.get(t).size)
			continue
		}
		var o uint64
		if st, ok := t.(*types.StructType); ok {
			t, _, o, err = p.lay.aggregatePart(st, uint64(idx))
			if err != nil {
				return 0, err
			}
			off += int64(o)
			continue
		}
		e := elemType(t)
		if e == nil {
			return 0, fmt.Errorf("getelementptr index into non-aggregate %s", t)
		}
		t = e
		off += idx * int64(p.lay.get(e).size)
	}
	return off, nil
}

// bitcastSlots reinterprets slot values of type from as type to, through
// their in-memory (little-endian, bit-packed for sub-byte lanes) image.
func (p *Program) bitcastSlots(v []uint64, from, to types.Type) ([]uint64, error) {
	if vecLen(from) == 1 && vecLen(to) == 1 && intBits(from) <= 64 && intBits(to) <= 64 {
		// Same-size scalars: float slots hold their bits already, pointers
		// and integers are numbers.
		fk, fIsF := floatKind(from)
		tk, tIsF := floatKind(to)
		if (fIsF && fk == types.FloatKindX86_FP80) || (tIsF && tk == types.FloatKindX86_FP80) {
			return nil, fmt.Errorf("bitcast of x86_fp80 is not supported")
		}
		return append([]uint64(nil), v...), nil
	}
	bitsv, err := packLanes(v, from)
	if err != nil {
		return nil, err
	}
	return unpackLanes(bitsv, to)
}

// laneBits is the width of one lane of a (vector or scalar) type.
func laneBits(t types.Type) (uint64, error) {
	s := scalarOf(t)
	if w := intBits(s); w > 0 {
		return w, nil
	}
	if k, ok := floatKind(s); ok {
		switch k {
		case types.FloatKindFloat:
			return 32, nil
		case types.FloatKindDouble:
			return 64, nil
		}
	}
	return 0, fmt.Errorf("bitcast of %s is not supported", t)
}

// packLanes lays lanes out as a little-endian bit string.
func packLanes(v []uint64, t types.Type) ([]uint64, error) {
	lb, err := laneBits(t)
	if err != nil {
		return nil, err
	}
	n := vecLen(t)
	words := make([]uint64, (uint64(n)*lb+63)/64+1)
	pos := uint64(0)
	si := 0
	for i := 0; i < n; i++ {
		if lb > 64 { // wide integer scalar: a slot per word
			for rest, p := lb, pos; rest > 0; rest, p = rest-64, p+64 {
				n := rest
				if n > 64 {
					n = 64
				}
				setBits(words, p, n, v[si])
				si++
			}
		} else {
			setBits(words, pos, lb, v[si])
			si++
		}
		pos += lb
	}
	return words, nil
}

func unpackLanes(words []uint64, t types.Type) ([]uint64, error) {
	lb, err := laneBits(t)
	if err != nil {
		return nil, err
	}
	n := vecLen(t)
	var out []uint64
	pos := uint64(0)
	for i := 0; i < n; i++ {
		if lb > 64 {
			for rest, p := lb, pos; rest > 0; rest, p = rest-64, p+64 {
				n := rest
				if n > 64 {
					n = 64
				}
				out = append(out, getBits(words, p, n))
			}
		} else {
			out = append(out, getBits(words, pos, lb))
		}
		pos += lb
	}
	return out, nil
}

func setBits(words []uint64, pos, n, v uint64) {
	v &= maskOf(n)
	w, s := pos/64, pos%64
	words[w] |= v << s
	if s+n > 64 {
		words[w+1] |= v >> (64 - s)
	}
}

func getBits(words []uint64, pos, n uint64) uint64 {
	w, s := pos/64, pos%64
	v := words[w] >> s
	if s+n > 64 {
		v |= words[w+1] << (64 - s)
	}
	return v & maskOf(n)
}

// writeConst writes the memory image of constant c of type t into buf.
func (p *Program) writeConst(buf []byte, c constant.Constant, t types.Type) error {
	switch c := c.(type) {
	case *constant.ZeroInitializer, *constant.Undef, *constant.Poison:
		return nil // buf is zeroed
	case *constant.CharArray:
		copy(buf, c.X)
		return nil
	case *constant.Array:
		es := p.lay.get(c.Typ.ElemType).size
		for i, e := range c.Elems {
			if err := p.writeConst(buf[uint64(i)*es:], e, c.Typ.ElemType); err != nil {
				return err
			}
		}
		return nil
	case *constant.Struct:
		ti := p.lay.get(c.Typ)
		if ti.err != nil {
			return ti.err
		}
		for i, f := range c.Fields {
			if err := p.writeConst(buf[ti.offsets[i]:], f, c.Typ.Fields[i]); err != nil {
				return err
			}
		}
		return nil
	case *constant.Vector:
		if it, ok := c.Typ.ElemType.(*types.IntType); ok && it.BitSize%8 != 0 {
			v, err := p.constSlots(c)
			if err != nil {
				return err
			}
			words, err := packLanes(v, c.Typ)
			if err != nil {
				return err
			}
			for i := range buf[:p.lay.get(c.Typ).store] {
				buf[i] = byte(getBits(words, uint64(i)*8, 8))
			}
			return nil
		}
		es := p.lay.get(c.Typ.ElemType).store
		for i, e := range c.Elems {
			if err := p.writeConst(buf[uint64(i)*es:], e, c.Typ.ElemType); err != nil {
				return err
			}
		}
		return nil
	case *constant.Float:
		switch c.Typ.Kind {
		case types.FloatKindX86_FP80:
			bigToF80(buf, c.X, c.NaN)
			return nil
		}
	}
	v, err := p.constSlots(c)
	if err != nil {
		return err
	}
	return p.writeScalar(buf, v, t)
}

// writeScalar stores slot values of a scalar type in its memory format.
func (p *Program) writeScalar(buf []byte, v []uint64, t types.Type) error {
	switch tt := t.(type) {
	case *types.FloatType:
		switch tt.Kind {
		case types.FloatKindFloat:
			binary.LittleEndian.PutUint32(buf, uint32(v[0]))
		case types.FloatKindDouble:
			binary.LittleEndian.PutUint64(buf, v[0])
		case types.FloatKindX86_FP80:
			binary.LittleEndian.PutUint64(buf, v[0])
			binary.LittleEndian.PutUint16(buf[8:], uint16(v[1]))
		case types.FloatKindFP128:
			f64ToF128(buf, f64(v[0]))
		default:
			return fmt.Errorf("%s constants are not supported", t)
		}
		return nil
	case *types.PointerType:
		binary.LittleEndian.PutUint64(buf, v[0])
		return nil
	case *types.IntType:
		n := (tt.BitSize + 7) / 8
		tmp := make([]byte, 8*len(v))
		for i, x := range v {
			binary.LittleEndian.PutUint64(tmp[8*i:], x)
		}
		copy(buf[:n], tmp[:n])
		return nil
	}
	// A scalar-valued expression of aggregate type (e.g. a bitcast vector):
	// write its lanes.
	leaves, ok := p.lay.scalarLeaves(t, 0, nil)
	if !ok || len(leaves) != len(v) {
		return fmt.Errorf("cannot write a constant of type %s", t)
	}
	for i, l := range leaves {
		if err := p.writeScalar(buf[l.off:], v[i:i+1], l.typ); err != nil {
			return err
		}
	}
	return nil
}
