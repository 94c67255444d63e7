// fpformat.go: conversions between float64 (how x86_fp80 and fp128 values are computed) and their 80-bit and 128-bit memory formats.
package interp

import (
	"encoding/binary"
	"math"
	"math/big"
	"math/bits"
)

// long double values are computed in float64 precision; only their memory
// format is the real one, so C code that stores, copies and reloads them, or
// passes them through varargs, sees the bytes a native program would.

// f64ToF80 writes x in the x86 80-bit extended format (10 bytes).
func f64ToF80(dst []byte, x float64) {
	b := math.Float64bits(x)
	sign := uint16(b>>63) << 15
	exp := int((b >> 52) & 0x7ff)
	frac := b & (1<<52 - 1)
	var e uint16
	var m uint64
	switch {
	case exp == 0x7ff:
		e = 0x7fff
		m = 1<<63 | frac<<11
		if frac != 0 {
			m |= 1 << 62 // quiet NaN
		}
	case exp == 0 && frac == 0:
	case exp == 0:
		lz := bits.LeadingZeros64(frac)
		m = frac << lz
		e = uint16(63 - lz - 1074 + 16383)
	default:
		m = 1<<63 | frac<<11
		e = uint16(exp - 1023 + 16383)
	}
	binary.LittleEndian.PutUint64(dst, m)
	binary.LittleEndian.PutUint16(dst[8:], sign|e)
}

// f80ToF64 reads an x86 80-bit extended value, rounding it to float64.
func f80ToF64(src []byte) float64 {
	m := binary.LittleEndian.Uint64(src)
	se := binary.LittleEndian.Uint16(src[8:])
	neg := se&0x8000 != 0
	e := int(se & 0x7fff)
	var x float64
	switch {
	case e == 0x7fff:
		if m<<1 == 0 {
			x = math.Inf(1)
		} else {
			x = math.NaN()
		}
	case m == 0:
		x = 0
	default:
		if e == 0 {
			e = 1
		}
		x = ldexpRound(m, e-16383-63)
	}
	if neg {
		x = -x
	}
	return x
}

// ldexpRound returns m * 2^exp rounded once to the nearest float64.
func ldexpRound(m uint64, exp int) float64 {
	f := new(big.Float).SetUint64(m)
	f.SetMantExp(f, exp)
	x, _ := f.Float64()
	return x
}

// f64ToF128 writes x in the IEEE binary128 format (16 bytes).
func f64ToF128(dst []byte, x float64) {
	b := math.Float64bits(x)
	sign := b >> 63
	exp := int((b >> 52) & 0x7ff)
	frac := b & (1<<52 - 1)
	var e, hi, lo uint64
	switch {
	case exp == 0x7ff:
		e = 0x7fff
		hi = frac >> 4
		lo = frac << 60
		if frac != 0 {
			hi |= 1 << 47
		}
	case exp == 0 && frac == 0:
	case exp == 0:
		lz := bits.LeadingZeros64(frac) // frac's top bit becomes the implicit one
		p := 63 - lz
		e = uint64(p - 1074 + 16383)
		f := frac &^ (1 << p) << (52 - p) // 52 fraction bits
		hi, lo = f>>4, f<<60
	default:
		e = uint64(exp - 1023 + 16383)
		hi, lo = frac>>4, frac<<60
	}
	hi |= sign<<63 | e<<48
	binary.LittleEndian.PutUint64(dst, lo)
	binary.LittleEndian.PutUint64(dst[8:], hi)
}

// f128ToF64 reads an IEEE binary128 value, rounding it to float64.
func f128ToF64(src []byte) float64 {
	lo := binary.LittleEndian.Uint64(src)
	hi := binary.LittleEndian.Uint64(src[8:])
	neg := hi>>63 != 0
	e := int(hi >> 48 & 0x7fff)
	fhi := hi & (1<<48 - 1)
	var x float64
	switch {
	case e == 0x7fff:
		if fhi == 0 && lo == 0 {
			x = math.Inf(1)
		} else {
			x = math.NaN()
		}
	case e == 0 && fhi == 0 && lo == 0:
	default:
		f := new(big.Float).SetPrec(113).SetUint64(fhi)
		f.SetMantExp(f, 64)
		f.Add(f, new(big.Float).SetPrec(113).SetUint64(lo))
		if e != 0 {
			f.Add(f, new(big.Float).SetPrec(113).SetMantExp(big.NewFloat(1), 112))
		} else {
			e = 1
		}
		f.SetMantExp(f, e-16383-112)
		x, _ = f.Float64()
	}
	if neg {
		x = -x
	}
	return x
}

// bigToF80 writes an exact big.Float (a parsed x86_fp80 constant) in the
// 80-bit format without going through float64.
func bigToF80(dst []byte, x *big.Float, nan bool) {
	if nan {
		binary.LittleEndian.PutUint64(dst, 0xC000000000000000)
		binary.LittleEndian.PutUint16(dst[8:], 0x7fff|uint16(b2u(x.Signbit()))<<15)
		return
	}
	var sign uint16
	if x.Signbit() {
		sign = 0x8000
	}
	if x.IsInf() {
		binary.LittleEndian.PutUint64(dst, 1<<63)
		binary.LittleEndian.PutUint16(dst[8:], sign|0x7fff)
		return
	}
	if x.Sign() == 0 {
		binary.LittleEndian.PutUint64(dst, 0)
		binary.LittleEndian.PutUint16(dst[8:], sign)
		return
	}
	a := new(big.Float).Abs(x)
	mant := new(big.Float)
	exp := a.MantExp(mant) // a = mant * 2^exp, mant in [0.5, 1)
	e := exp - 1 + 16383
	shift := 64
	if e <= 0 { // denormal: exponent field 0 means 2^(1-16383)
		shift += e - 1
		e = 0
	}
	mant.SetMantExp(mant, shift)
	m, _ := mant.Uint64()
	binary.LittleEndian.PutUint64(dst, m)
	binary.LittleEndian.PutUint16(dst[8:], sign|uint16(e))
}

func b2u(b bool) uint64 {
	if b {
		return 1
	}
	return 0
}
