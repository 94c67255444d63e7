// exec_slow.go: the rarely hot instructions — odd-sized and long double memory access, math and integer intrinsics, wide integers, vectors with variable lanes, varargs, dynamic stack, bulk memory, atomics and traps.
package interp

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"math/big"
	"math/bits"

	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
)

// slowOp executes one instruction of the running frame (its pc saved)
// outside the main loop. Unlike the loop it indexes slots with bounds
// checks: several of these instructions address slots computed at run time.
func (p *Process) slowOp(in *inst) error {
	f := &p.frames[len(p.frames)-1]
	fn := f.fn
	r := p.regs[f.base : f.base+fn.nslots]
	mem := p.Mem
	switch in.op {
	case opLoadN:
		b, err := mem.Bytes(r[in.a]+in.imm, int(in.c))
		if err != nil {
			return err
		}
		var tmp [8]byte
		copy(tmp[:], b)
		r[in.d] = binary.LittleEndian.Uint64(tmp[:])
	case opStoreN:
		var tmp [8]byte
		binary.LittleEndian.PutUint64(tmp[:], r[in.b])
		return mem.Write(r[in.a]+in.imm, tmp[:in.c])
	case opF80:
		execF80(in, r)
	case opLoadF128:
		b, err := mem.Bytes(r[in.a]+in.imm, 16)
		if err != nil {
			return err
		}
		r[in.d] = u64f(f128ToF64(b))
	case opStoreF128:
		var tmp [16]byte
		f64ToF128(tmp[:], f64(r[in.b]))
		return mem.Write(r[in.a]+in.imm, tmp[:])
	case opFRem32:
		r[in.d] = u32f(float32(math.Mod(float64(f32(r[in.a])), float64(f32(r[in.b])))))
	case opFRem64:
		r[in.d] = u64f(math.Mod(f64(r[in.a]), f64(r[in.b])))
	case opFCmp:
		x, y := f64(r[in.a]), f64(r[in.b])
		if in.c&64 != 0 {
			x, y = float64(f32(r[in.a])), float64(f32(r[in.b]))
		}
		r[in.d] = b2u(fcmp(enum.FPred(in.c&63), x, y))
	case opMath1:
		isF32 := in.c&128 != 0
		x := f64(r[in.a])
		if isF32 {
			x = float64(f32(r[in.a]))
		}
		k := in.c &^ 128
		if k == mLround || k == mLrint {
			var v float64
			if k == mLround {
				v = math.Round(x)
			} else {
				v = math.RoundToEven(x)
			}
			r[in.d] = fToSInt(v, 64) & in.imm
			return nil
		}
		v := math1(k, x)
		if isF32 {
			r[in.d] = u32f(float32(v))
		} else {
			r[in.d] = u64f(v)
		}
	case opMath2:
		isF32 := in.c&128 != 0
		x, y := f64(r[in.a]), f64(r[in.b])
		if isF32 {
			x, y = float64(f32(r[in.a])), float64(f32(r[in.b]))
		}
		v := math2(in.c&^128, x, y)
		if isF32 {
			r[in.d] = u32f(float32(v))
		} else {
			r[in.d] = u64f(v)
		}
	case opF32ToUI:
		r[in.d] = fToUInt(float64(f32(r[in.a])), uint64(in.c))
	case opF64ToUI:
		r[in.d] = fToUInt(f64(r[in.a]), uint64(in.c))
	case opFMA64:
		r[in.d] = u64f(math.FMA(f64(r[in.a]), f64(r[in.b]), f64(r[in.c])))
	case opFMA32:
		x, y, z := f32(r[in.a]), f32(r[in.b]), f32(r[in.c])
		if in.imm != 0 {
			r[in.d] = u32f(float32(x*y) + z)
		} else {
			r[in.d] = u32f(float32(math.FMA(float64(x), float64(y), float64(z))))
		}
	case opPowI:
		n := float64(int32(r[in.b]))
		if in.c != 0 {
			r[in.d] = u32f(float32(math.Pow(float64(f32(r[in.a])), n)))
		} else {
			r[in.d] = u64f(math.Pow(f64(r[in.a]), n))
		}
	case opIntrinsic1:
		r[in.d] = intrinsic1(in.c, in.imm, r[in.a])
	case opIntrinsic2:
		w := in.imm & 0xff
		v, flag := intrinsic2(in.c, w, r[in.a], r[in.b])
		r[in.d] = v
		if off := in.imm >> 8; off != 0 {
			r[uint64(in.d)+off] = flag
		}
	case opFunnel:
		w := in.imm & 0xff
		x, y, s := r[in.a], r[in.b], r[in.c]%w
		var v uint64
		if in.imm>>8 == 0 { // fshl: high w bits of (x:y) << s
			v = x<<s | y>>(w-s)
			if s == 0 {
				v = x
			}
		} else { // fshr: low w bits of (x:y) >> s
			v = y>>s | x<<(w-s)
			if s == 0 {
				v = y
			}
		}
		r[in.d] = v & maskOf(w)
	case opWide:
		return p.wideOp(&fn.wides[in.c], in, r)
	case opExtractElt:
		idx, n, per := r[in.b], in.imm, uint64(in.c)
		for j := uint64(0); j < per; j++ {
			if idx < n {
				r[uint64(in.d)+j] = r[uint64(in.a)+idx*per+j]
			} else {
				r[uint64(in.d)+j] = 0
			}
		}
	case opInsertElt:
		idx, n, per := r[in.b], in.imm, uint64(in.c)
		if idx < n {
			for j := uint64(0); j < per; j++ {
				r[uint64(in.d)+idx*per+j] = r[uint64(in.a)+j]
			}
		}
	case opBitcast:
		bc := &fn.bitcasts[in.c]
		src := r[in.a : int(in.a)+bc.fromSlots]
		out, err := p.prog.bitcastSlots(src, bc.from, bc.to)
		if err != nil {
			return err
		}
		copy(r[in.d:], out)
	case opAllocaDyn:
		n := r[in.a] * in.imm
		if r[in.a] != 0 && n/r[in.a] != in.imm || n > maxStack {
			return errors.New("stack overflow (alloca too large)")
		}
		if n == 0 {
			n = 1
		}
		off := alignUp(uint64(p.sp), uint64(in.c))
		if err := p.setStackTop(off + n); err != nil {
			return err
		}
		r[in.d] = Addr(p.prog.stackSeg, uint32(off))
	case opStackSave:
		r[in.d] = Addr(p.prog.stackSeg, p.sp)
	case opStackRestore:
		a := r[in.a]
		if SegOf(a) != p.prog.stackSeg {
			return fmt.Errorf("llvm.stackrestore of %#x, not a stack address", a)
		}
		if OffOf(a) > p.sp {
			return fmt.Errorf("llvm.stackrestore above the top of the stack")
		}
		return p.setStackTop(uint64(OffOf(a)))
	case opVAStart:
		if f.va == 0 {
			// A variadic function called without variadic arguments still
			// gets a valid (empty) area.
			a, err := p.stackPush(nil, 16)
			if err != nil {
				return err
			}
			f.va = a
		}
		var tag [24]byte
		binary.LittleEndian.PutUint32(tag[0:], 48)
		binary.LittleEndian.PutUint32(tag[4:], 176)
		binary.LittleEndian.PutUint64(tag[8:], f.va)
		binary.LittleEndian.PutUint64(tag[16:], f.va)
		return mem.Write(r[in.a], tag[:])
	case opVACopy:
		b, err := mem.Bytes(r[in.b], 24)
		if err != nil {
			return err
		}
		var tag [24]byte
		copy(tag[:], b)
		return mem.Write(r[in.a], tag[:])
	case opVAArg:
		return p.vaArg(&fn.vaargs[in.c], r[in.a], r[in.d:])
	case opMemcpy, opMemmove:
		n := r[in.c]
		if n == 0 {
			return nil
		}
		if n > math.MaxInt32 {
			return fmt.Errorf("memcpy of %d bytes", n)
		}
		src, err := mem.Bytes(r[in.b], int(n))
		if err != nil {
			return err
		}
		dst, err := mem.WritableBytes(r[in.a], int(n))
		if err != nil {
			return err
		}
		copy(dst, src)
	case opMemset:
		n := r[in.c]
		if n == 0 {
			return nil
		}
		if n > math.MaxInt32 {
			return fmt.Errorf("memset of %d bytes", n)
		}
		dst, err := mem.WritableBytes(r[in.a], int(n))
		if err != nil {
			return err
		}
		v := byte(r[in.b])
		for i := range dst {
			dst[i] = v
		}
	case opAtomicRMW:
		return p.atomicRMW(&fn.atomics[in.c], in, r)
	case opCmpXchg:
		n := int(in.imm)
		old, err := mem.Load(r[in.a], n)
		if err != nil {
			return err
		}
		ok := old == r[in.b]
		if ok {
			if err := mem.Store(r[in.a], n, r[in.c]); err != nil {
				return err
			}
		}
		r[in.d], r[in.d+1] = old, b2u(ok)
	case opUnreachable:
		return errors.New("unreachable code executed")
	case opTrap:
		return errors.New(p.prog.msgs[in.c])
	default:
		return fmt.Errorf("internal error: opcode %d", in.op)
	}
	return nil
}

func math1(k uint32, x float64) float64 {
	switch k {
	case mSqrt:
		return math.Sqrt(x)
	case mFloor:
		return math.Floor(x)
	case mCeil:
		return math.Ceil(x)
	case mTrunc:
		return math.Trunc(x)
	case mRound:
		return math.Round(x)
	case mRoundEven, mRint:
		return math.RoundToEven(x)
	case mExp:
		return math.Exp(x)
	case mExp2:
		return math.Exp2(x)
	case mLog:
		return math.Log(x)
	case mLog2:
		return math.Log2(x)
	case mLog10:
		return math.Log10(x)
	case mSin:
		return math.Sin(x)
	case mCos:
		return math.Cos(x)
	case mFabs:
		return math.Abs(x)
	}
	return x // canonicalize
}

func math2(k uint32, x, y float64) float64 {
	switch k {
	case m2Pow:
		return math.Pow(x, y)
	case m2Copysign:
		return math.Copysign(x, y)
	case m2Minnum: // NaN-ignoring
		if x != x {
			return y
		}
		if y != y || x < y || (x == y && math.Signbit(x)) {
			return x
		}
		return y
	case m2Maxnum:
		if x != x {
			return y
		}
		if y != y || x > y || (x == y && !math.Signbit(x)) {
			return x
		}
		return y
	case m2Minimum: // NaN-propagating
		if x != x || y != y {
			return math.NaN()
		}
		return math.Min(x, y)
	case m2Maximum:
		if x != x || y != y {
			return math.NaN()
		}
		return math.Max(x, y)
	}
	return x
}

// intrinsic1 computes a one-operand integer intrinsic on a w-bit value.
func intrinsic1(k uint32, w uint64, x uint64) uint64 {
	m := maskOf(w)
	switch k {
	case iCtpop:
		return uint64(bits.OnesCount64(x))
	case iCtlz:
		return uint64(bits.LeadingZeros64(x)) - (64 - w)
	case iCttz:
		if x == 0 {
			return w
		}
		return uint64(bits.TrailingZeros64(x))
	case iBswap:
		return bits.ReverseBytes64(x) >> (64 - w)
	case iBitreverse:
		return bits.Reverse64(x) >> (64 - w)
	case iAbs:
		if v := sext(x, w); v < 0 {
			return uint64(-v) & m
		}
		return x
	}
	return 0
}

// intrinsic2 computes a two-operand integer intrinsic on w-bit values; the
// second result is the overflow flag of the *.with.overflow ones.
func intrinsic2(k uint32, w uint64, x, y uint64) (uint64, uint64) {
	m := maskOf(w)
	sx, sy := sext(x, w), sext(y, w)
	smax, smin := int64(m>>1), -int64(m>>1)-1
	switch k {
	case iSmax:
		if sx > sy {
			return x, 0
		}
		return y, 0
	case iSmin:
		if sx < sy {
			return x, 0
		}
		return y, 0
	case iUmax:
		if x > y {
			return x, 0
		}
		return y, 0
	case iUmin:
		if x < y {
			return x, 0
		}
		return y, 0
	case iSAddO, iSSubO, iSMulO, iSAddSat, iSSubSat:
		var exact *big.Int
		a, b := big.NewInt(sx), big.NewInt(sy)
		switch k {
		case iSAddO, iSAddSat:
			exact = a.Add(a, b)
		case iSSubO, iSSubSat:
			exact = a.Sub(a, b)
		default:
			exact = a.Mul(a, b)
		}
		over := exact.Cmp(big.NewInt(smax)) > 0 || exact.Cmp(big.NewInt(smin)) < 0
		if k == iSAddSat || k == iSSubSat {
			switch {
			case !over:
				return bigLow(exact, w), 0
			case exact.Sign() > 0:
				return uint64(smax) & m, 0
			default:
				return uint64(smin) & m, 0
			}
		}
		return bigLow(exact, w), b2u(over)
	case iUAddO, iUAddSat:
		s, carry := bits.Add64(x, y, 0)
		over := carry != 0 || s > m
		if k == iUAddSat {
			if over {
				return m, 0
			}
			return s, 0
		}
		return s & m, b2u(over)
	case iUSubO, iUSubSat:
		over := y > x
		if k == iUSubSat {
			if over {
				return 0, 0
			}
			return x - y, 0
		}
		return (x - y) & m, b2u(over)
	case iUMulO:
		hi, lo := bits.Mul64(x, y)
		return lo & m, b2u(hi != 0 || lo > m)
	case iSShlSat, iUShlSat:
		if y >= w {
			y = w - 1
		}
		if k == iUShlSat {
			v := (x << y) & m
			if v>>y != x {
				return m, 0
			}
			return v, 0
		}
		v := (x << y) & m
		if sext(v, w)>>y != sx {
			if sx < 0 {
				return uint64(smin) & m, 0
			}
			return uint64(smax), 0
		}
		return v, 0
	}
	return 0, 0
}

// wideOp runs an operation on integers wider than 64 bits (a slot per
// 64-bit word).
func (p *Process) wideOp(wi *wideInfo, in *inst, r []uint64) error {
	nw := words(wi.w)
	switch wi.kind {
	case wkBin:
		out := make([]uint64, nw)
		if msg := wideBin(wi.bin, wi.w, r[in.a:int(in.a)+nw], r[in.b:int(in.b)+nw], out); msg != "" {
			return errors.New(msg)
		}
		copy(r[in.d:], out)
	case wkCmp:
		r[in.d] = b2u(wideCmp(wi.ipred, wi.w, r[in.a:int(in.a)+nw], r[in.b:int(in.b)+nw]))
	case wkSExt, wkZExt, wkTrunc:
		x := wideToBig(r[in.a:int(in.a)+words(wi.fw)], wi.fw, wi.kind == wkSExt)
		out := make([]uint64, nw)
		bigToWide(x, wi.w, out)
		copy(r[in.d:], out)
	case wkFromFloat:
		x := f64(r[in.a])
		if wi.f32 {
			x = float64(f32(r[in.a]))
		}
		bf := big.NewFloat(x)
		if math.IsInf(x, 0) || x != x {
			bf = big.NewFloat(0)
		}
		bi, _ := bf.Int(nil)
		if !wi.signed && bi.Sign() < 0 {
			bi.SetInt64(0)
		}
		out := make([]uint64, nw)
		bigToWide(bi, wi.w, out)
		copy(r[in.d:], out)
	case wkToFloat:
		bi := wideToBig(r[in.a:int(in.a)+words(wi.fw)], wi.fw, wi.signed)
		bf := new(big.Float).SetInt(bi)
		if wi.f32 {
			v, _ := bf.Float32()
			r[in.d] = u32f(v)
		} else {
			v, _ := bf.Float64()
			r[in.d] = u64f(v)
		}
	}
	return nil
}

// vaArg reads the next variadic argument of a va_list (see layOutVarArgs).
func (p *Process) vaArg(vi *vaargInfo, list uint64, dst []uint64) error {
	area, err := p.Mem.Load(list+8, 8)
	if err != nil {
		return err
	}
	area = alignUp(area, vi.align)
	for i, l := range vi.leaves {
		v, err := p.loadLeaf(area+l.off, l)
		if err != nil {
			return err
		}
		dst[i] = v
	}
	return p.Mem.Store(list+8, 8, area+alignUp(vi.size, 8))
}

// loadLeaf reads one scalar in memory format into its slot format.
func (p *Process) loadLeaf(addr uint64, l leaf) (uint64, error) {
	if k, ok := floatKind(l.typ); ok {
		switch {
		case isF32(l.typ):
			return p.Mem.Load(addr, 4)
		case k == types.FloatKindX86_FP80:
			b, err := p.Mem.Bytes(addr, 10)
			if err != nil {
				return 0, err
			}
			return u64f(f80ToF64(b)), nil
		case k == types.FloatKindFP128:
			b, err := p.Mem.Bytes(addr, 16)
			if err != nil {
				return 0, err
			}
			return u64f(f128ToF64(b)), nil
		}
		return p.Mem.Load(addr, 8)
	}
	w := intBits(l.typ)
	n := int((w + 7) / 8)
	var tmp [8]byte
	b, err := p.Mem.Bytes(addr, n)
	if err != nil {
		return 0, err
	}
	copy(tmp[:], b)
	return binary.LittleEndian.Uint64(tmp[:]) & maskOf(w), nil
}

// atomicRMW performs an atomicrmw (single-threaded: a load, an operation
// and a store).
func (p *Process) atomicRMW(ai *atomicInfo, in *inst, r []uint64) error {
	n := int(ai.size)
	addr := r[in.a]
	old, err := p.Mem.Load(addr, n)
	if err != nil {
		return err
	}
	x := r[in.b]
	var v uint64
	w := ai.w
	switch ai.op {
	case enum.AtomicOpXChg:
		v = x
	case enum.AtomicOpAdd:
		v, _ = intBin(bAdd, w, old, x)
	case enum.AtomicOpSub:
		v, _ = intBin(bSub, w, old, x)
	case enum.AtomicOpAnd:
		v = old & x
	case enum.AtomicOpNAnd:
		v = ^(old & x) & maskOf(w)
	case enum.AtomicOpOr:
		v = old | x
	case enum.AtomicOpXor:
		v = old ^ x
	case enum.AtomicOpMax:
		v, _ = intrinsic2(iSmax, w, old, x)
	case enum.AtomicOpMin:
		v, _ = intrinsic2(iSmin, w, old, x)
	case enum.AtomicOpUMax:
		v, _ = intrinsic2(iUmax, w, old, x)
	case enum.AtomicOpUMin:
		v, _ = intrinsic2(iUmin, w, old, x)
	case enum.AtomicOpFAdd, enum.AtomicOpFSub:
		if ai.f32 {
			a, b := f32(old), f32(x)
			if ai.op == enum.AtomicOpFSub {
				b = -b
			}
			v = u32f(a + b)
		} else {
			a, b := f64(old), f64(x)
			if ai.op == enum.AtomicOpFSub {
				b = -b
			}
			v = u64f(a + b)
		}
	default:
		return fmt.Errorf("unsupported atomicrmw operation %s", ai.op)
	}
	if err := p.Mem.Store(addr, n, v); err != nil {
		return err
	}
	r[in.d] = old
	return nil
}
