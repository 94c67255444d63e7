// exec.go: the dispatch loop that runs register-form code, with the fast paths for arithmetic, memory, branches, calls and returns.
package interp

import (
	"encoding/binary"
	"math"
)

// exec runs the process until the frame at depth stop returns (its result
// is then in p.retBuf and exec returns status 0), a host call blocks, the
// process exits, or an error occurs. The hot state lives in locals; every
// path that leaves the loop or calls out writes the instruction count back.
func (p *Process) exec(stop int) (Status, error) {
	top := len(p.frames) - 1
	f := &p.frames[top]
	fn := f.fn
	code := fn.code
	pc := f.pc
	r := p.regs[f.base : f.base+fn.nslots]
	fp := f.fp
	mem := p.Mem
	segs := mem.segs
	cnt := p.icount

	for {
		in := &code[pc]
		pc++
		switch in.op {
		case opNop:
		case opMov:
			r[in.d] = r[in.a]
		case opConst:
			r[in.d] = in.imm
		case opBr:
			cnt += uint64(in.c)
			pc = int(in.imm)
		case opCondBr:
			if r[in.a]&1 != 0 {
				cnt += in.imm & 0xffffffff
				pc = int(in.d)
			} else {
				cnt += in.imm >> 32
				pc = int(in.b)
			}
		case opSwitch:
			tab := &fn.switches[in.c]
			v := r[in.a]
			vals := tab.vals
			lo, hi := 0, len(vals)
			for lo < hi {
				m := int(uint(lo+hi) >> 1)
				if vals[m] < v {
					lo = m + 1
				} else {
					hi = m
				}
			}
			if lo < len(vals) && vals[lo] == v {
				cnt += tab.counts[lo]
				pc = int(tab.pcs[lo])
			} else {
				cnt += tab.defCount
				pc = int(tab.defPC)
			}

		case opRet, opRetVoid:
			n := 0
			if in.op == opRet {
				n = int(in.b)
			}
			p.sp = f.sp
			stk := &segs[p.prog.stackSeg]
			stk.data = stk.data[:f.sp]
			p.frames = p.frames[:top]
			if top == stop {
				p.retBuf = append(p.retBuf[:0], r[in.a:int(in.a)+n]...)
				p.icount = cnt
				return 0, nil
			}
			res := r[in.a : int(in.a)+n]
			top--
			f = &p.frames[top]
			fn = f.fn
			code = fn.code
			pc = f.pc
			cs := &fn.calls[code[pc-1].c]
			if n > cs.retSlots {
				n = cs.retSlots
			}
			r = p.regs[f.base : f.base+fn.nslots]
			copy(r[cs.dst:int(cs.dst)+n], res)
			cnt += cs.post
			fp = f.fp

		case opCall:
			cs := &fn.calls[in.c]
			callee := cs.callee
			if callee == nil {
				callee = p.prog.funcAt(r[cs.fnSlot])
				if callee == nil {
					p.icount = cnt
					return 0, p.errorAt(fn, pc, "call through %#x, which is not the address of a function", r[cs.fnSlot])
				}
			}
			f.pc = pc
			if callee.kind == fkInterp {
				if err := p.enter(callee, cs, f.base); err != nil {
					p.icount = cnt
					return 0, p.errorAt(fn, pc, "%v", err)
				}
				cnt += callee.entryCount
				top++
				f = &p.frames[top]
				fn = callee
				code = fn.code
				pc = 0
				r = p.regs[f.base : f.base+fn.nslots]
				fp = f.fp
				continue
			}
			p.icount = cnt
			st, err := p.callExternal(callee, cs, top, stop)
			if err != nil || st != 0 {
				return st, err
			}
			f = &p.frames[top]
			r = p.regs[f.base : f.base+fn.nslots]
			segs = mem.segs
			cnt = p.icount

		case opAdd64:
			r[in.d] = r[in.a] + r[in.b]
		case opAdd32:
			r[in.d] = uint64(uint32(r[in.a] + r[in.b]))
		case opAddN:
			r[in.d] = (r[in.a] + r[in.b]) & in.imm
		case opSub64:
			r[in.d] = r[in.a] - r[in.b]
		case opSub32:
			r[in.d] = uint64(uint32(r[in.a] - r[in.b]))
		case opSubN:
			r[in.d] = (r[in.a] - r[in.b]) & in.imm
		case opMul64:
			r[in.d] = r[in.a] * r[in.b]
		case opMul32:
			r[in.d] = uint64(uint32(r[in.a] * r[in.b]))
		case opMulN:
			r[in.d] = (r[in.a] * r[in.b]) & in.imm
		case opAddImm64:
			r[in.d] = r[in.a] + in.imm
		case opAddImm32:
			r[in.d] = uint64(uint32(r[in.a] + in.imm))
		case opShl64:
			r[in.d] = r[in.a] << (r[in.b] & 63)
		case opShl32:
			r[in.d] = uint64(uint32(r[in.a]) << (r[in.b] & 31))
		case opShlN:
			r[in.d] = (r[in.a] << r[in.b]) & in.imm
		case opLShr:
			r[in.d] = r[in.a] >> r[in.b]
		case opAShr64:
			r[in.d] = uint64(int64(r[in.a]) >> (r[in.b] & 63))
		case opAShr32:
			r[in.d] = uint64(uint32(int32(r[in.a]) >> (r[in.b] & 31)))
		case opAShrN:
			r[in.d] = uint64(int64(r[in.a]<<in.c)>>in.c>>r[in.b]) & in.imm
		case opAnd:
			r[in.d] = r[in.a] & r[in.b]
		case opOr:
			r[in.d] = r[in.a] | r[in.b]
		case opXor:
			r[in.d] = r[in.a] ^ r[in.b]
		case opUDiv:
			y := r[in.b]
			if y == 0 {
				p.icount = cnt
				return 0, p.errorAt(fn, pc, errDivZero)
			}
			r[in.d] = r[in.a] / y
		case opURem:
			y := r[in.b]
			if y == 0 {
				p.icount = cnt
				return 0, p.errorAt(fn, pc, errDivZero)
			}
			r[in.d] = r[in.a] % y
		case opSDiv64:
			x, y := int64(r[in.a]), int64(r[in.b])
			if y == 0 || (y == -1 && x == math.MinInt64) {
				p.icount = cnt
				return 0, p.errorAt(fn, pc, errDivZero)
			}
			r[in.d] = uint64(x / y)
		case opSDiv32:
			x, y := int32(r[in.a]), int32(r[in.b])
			if y == 0 || (y == -1 && x == math.MinInt32) {
				p.icount = cnt
				return 0, p.errorAt(fn, pc, errDivZero)
			}
			r[in.d] = uint64(uint32(x / y))
		case opSDivN:
			x, y := int64(r[in.a]<<in.c)>>in.c, int64(r[in.b]<<in.c)>>in.c
			if y == 0 || (y == -1 && x == -1<<(63-in.c)) {
				p.icount = cnt
				return 0, p.errorAt(fn, pc, errDivZero)
			}
			r[in.d] = uint64(x/y) & in.imm
		case opSRem64:
			x, y := int64(r[in.a]), int64(r[in.b])
			if y == 0 || (y == -1 && x == math.MinInt64) {
				p.icount = cnt
				return 0, p.errorAt(fn, pc, errDivZero)
			}
			r[in.d] = uint64(x % y)
		case opSRem32:
			x, y := int32(r[in.a]), int32(r[in.b])
			if y == 0 || (y == -1 && x == math.MinInt32) {
				p.icount = cnt
				return 0, p.errorAt(fn, pc, errDivZero)
			}
			r[in.d] = uint64(uint32(x % y))
		case opSRemN:
			x, y := int64(r[in.a]<<in.c)>>in.c, int64(r[in.b]<<in.c)>>in.c
			if y == 0 || (y == -1 && x == -1<<(63-in.c)) {
				p.icount = cnt
				return 0, p.errorAt(fn, pc, errDivZero)
			}
			r[in.d] = uint64(x%y) & in.imm

		case opEq:
			r[in.d] = b2u(r[in.a] == r[in.b])
		case opNe:
			r[in.d] = b2u(r[in.a] != r[in.b])
		case opUlt:
			r[in.d] = b2u(r[in.a] < r[in.b])
		case opUle:
			r[in.d] = b2u(r[in.a] <= r[in.b])
		case opUgt:
			r[in.d] = b2u(r[in.a] > r[in.b])
		case opUge:
			r[in.d] = b2u(r[in.a] >= r[in.b])
		case opSlt:
			r[in.d] = b2u(r[in.a]^in.imm < r[in.b]^in.imm)
		case opSle:
			r[in.d] = b2u(r[in.a]^in.imm <= r[in.b]^in.imm)
		case opSgt:
			r[in.d] = b2u(r[in.a]^in.imm > r[in.b]^in.imm)
		case opSge:
			r[in.d] = b2u(r[in.a]^in.imm >= r[in.b]^in.imm)

		case opTrunc:
			r[in.d] = r[in.a] & in.imm
		case opSExt:
			r[in.d] = uint64(int64(r[in.a]<<in.c)>>in.c) & in.imm
		case opSelect:
			if r[in.a]&1 != 0 {
				r[in.d] = r[in.b]
			} else {
				r[in.d] = r[in.c]
			}

		case opFAdd32:
			r[in.d] = u32f(f32(r[in.a]) + f32(r[in.b]))
		case opFAdd64:
			r[in.d] = u64f(f64(r[in.a]) + f64(r[in.b]))
		case opFSub32:
			r[in.d] = u32f(f32(r[in.a]) - f32(r[in.b]))
		case opFSub64:
			r[in.d] = u64f(f64(r[in.a]) - f64(r[in.b]))
		case opFMul32:
			r[in.d] = u32f(f32(r[in.a]) * f32(r[in.b]))
		case opFMul64:
			r[in.d] = u64f(f64(r[in.a]) * f64(r[in.b]))
		case opFDiv32:
			r[in.d] = u32f(f32(r[in.a]) / f32(r[in.b]))
		case opFDiv64:
			r[in.d] = u64f(f64(r[in.a]) / f64(r[in.b]))
		case opFNeg32:
			r[in.d] = r[in.a] ^ 1<<31
		case opFNeg64:
			r[in.d] = r[in.a] ^ 1<<63
		case opFOeq64:
			r[in.d] = b2u(f64(r[in.a]) == f64(r[in.b]))
		case opFOlt64:
			r[in.d] = b2u(f64(r[in.a]) < f64(r[in.b]))
		case opFOle64:
			r[in.d] = b2u(f64(r[in.a]) <= f64(r[in.b]))
		case opFOgt64:
			r[in.d] = b2u(f64(r[in.a]) > f64(r[in.b]))
		case opFOge64:
			r[in.d] = b2u(f64(r[in.a]) >= f64(r[in.b]))
		case opFUne64:
			r[in.d] = b2u(f64(r[in.a]) != f64(r[in.b]))
		case opFOeq32:
			r[in.d] = b2u(f32(r[in.a]) == f32(r[in.b]))
		case opFOlt32:
			r[in.d] = b2u(f32(r[in.a]) < f32(r[in.b]))
		case opFOle32:
			r[in.d] = b2u(f32(r[in.a]) <= f32(r[in.b]))
		case opFOgt32:
			r[in.d] = b2u(f32(r[in.a]) > f32(r[in.b]))
		case opFOge32:
			r[in.d] = b2u(f32(r[in.a]) >= f32(r[in.b]))
		case opFUne32:
			r[in.d] = b2u(f32(r[in.a]) != f32(r[in.b]))
		case opFPTrunc:
			r[in.d] = u32f(float32(f64(r[in.a])))
		case opFPExt:
			r[in.d] = u64f(float64(f32(r[in.a])))
		case opF32ToSI:
			r[in.d] = fToSInt(float64(f32(r[in.a])), uint64(in.c))
		case opF64ToSI:
			r[in.d] = fToSInt(f64(r[in.a]), uint64(in.c))
		case opF32ToUI:
			r[in.d] = fToUInt(float64(f32(r[in.a])), uint64(in.c))
		case opF64ToUI:
			r[in.d] = fToUInt(f64(r[in.a]), uint64(in.c))
		case opSIToF32:
			r[in.d] = u32f(float32(int64(r[in.a]<<in.c) >> in.c))
		case opSIToF64:
			r[in.d] = u64f(float64(int64(r[in.a]<<in.c) >> in.c))
		case opUIToF32:
			r[in.d] = u32f(float32(r[in.a]))
		case opUIToF64:
			r[in.d] = u64f(float64(r[in.a]))
		case opFMA64:
			r[in.d] = u64f(math.FMA(f64(r[in.a]), f64(r[in.b]), f64(r[in.c])))
		case opFMulAdd64:
			r[in.d] = u64f(float64(f64(r[in.a])*f64(r[in.b])) + f64(r[in.c]))
		case opSqrt64:
			r[in.d] = u64f(math.Sqrt(f64(r[in.a])))
		case opFabs64:
			r[in.d] = r[in.a] &^ (1 << 63)

		case opLoad8:
			a := r[in.a] + in.imm
			if s := a >> 32; s < uint64(len(segs)) {
				d := segs[s].data
				if o := a & 0xffffffff; o < uint64(len(d)) {
					r[in.d] = uint64(d[o])
					continue
				}
			}
			p.icount = cnt
			return 0, p.faultAt(fn, pc, a, 1, false)
		case opLoad16:
			a := r[in.a] + in.imm
			if s := a >> 32; s < uint64(len(segs)) {
				d := segs[s].data
				if o := a & 0xffffffff; o+2 <= uint64(len(d)) {
					r[in.d] = uint64(binary.LittleEndian.Uint16(d[o:]))
					continue
				}
			}
			p.icount = cnt
			return 0, p.faultAt(fn, pc, a, 2, false)
		case opLoad32:
			a := r[in.a] + in.imm
			if s := a >> 32; s < uint64(len(segs)) {
				d := segs[s].data
				if o := a & 0xffffffff; o+4 <= uint64(len(d)) {
					r[in.d] = uint64(binary.LittleEndian.Uint32(d[o:]))
					continue
				}
			}
			p.icount = cnt
			return 0, p.faultAt(fn, pc, a, 4, false)
		case opLoad64:
			a := r[in.a] + in.imm
			if s := a >> 32; s < uint64(len(segs)) {
				d := segs[s].data
				if o := a & 0xffffffff; o+8 <= uint64(len(d)) {
					r[in.d] = binary.LittleEndian.Uint64(d[o:])
					continue
				}
			}
			p.icount = cnt
			return 0, p.faultAt(fn, pc, a, 8, false)
		case opStore8:
			a := r[in.a] + in.imm
			if s := a >> 32; s < uint64(len(segs)) {
				sg := &segs[s]
				if o := a & 0xffffffff; o < uint64(len(sg.data)) && !sg.cow && sg.kind != SegConst {
					sg.data[o] = byte(r[in.b])
					continue
				}
			}
			if err := mem.Store(a, 1, r[in.b]); err != nil {
				p.icount = cnt
				return 0, p.errAt(fn, pc, err)
			}
		case opStore16:
			a := r[in.a] + in.imm
			if s := a >> 32; s < uint64(len(segs)) {
				sg := &segs[s]
				if o := a & 0xffffffff; o+2 <= uint64(len(sg.data)) && !sg.cow && sg.kind != SegConst {
					binary.LittleEndian.PutUint16(sg.data[o:], uint16(r[in.b]))
					continue
				}
			}
			if err := mem.Store(a, 2, r[in.b]); err != nil {
				p.icount = cnt
				return 0, p.errAt(fn, pc, err)
			}
		case opStore32:
			a := r[in.a] + in.imm
			if s := a >> 32; s < uint64(len(segs)) {
				sg := &segs[s]
				if o := a & 0xffffffff; o+4 <= uint64(len(sg.data)) && !sg.cow && sg.kind != SegConst {
					binary.LittleEndian.PutUint32(sg.data[o:], uint32(r[in.b]))
					continue
				}
			}
			if err := mem.Store(a, 4, r[in.b]); err != nil {
				p.icount = cnt
				return 0, p.errAt(fn, pc, err)
			}
		case opStore64:
			a := r[in.a] + in.imm
			if s := a >> 32; s < uint64(len(segs)) {
				sg := &segs[s]
				if o := a & 0xffffffff; o+8 <= uint64(len(sg.data)) && !sg.cow && sg.kind != SegConst {
					binary.LittleEndian.PutUint64(sg.data[o:], r[in.b])
					continue
				}
			}
			if err := mem.Store(a, 8, r[in.b]); err != nil {
				p.icount = cnt
				return 0, p.errAt(fn, pc, err)
			}
		case opIndex:
			r[in.d] = r[in.a] + uint64(int64(r[in.b]<<in.c)>>in.c)*in.imm
		case opAlloca:
			r[in.d] = fp + in.imm

		default:
			f.pc = pc
			p.icount = cnt
			if err := p.slowOp(fn, in, r, f); err != nil {
				return 0, p.errAt(fn, pc, err)
			}
			segs = mem.segs
		}
	}
}
