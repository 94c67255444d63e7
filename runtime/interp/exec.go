// exec.go: the dispatch loop that runs register-form code, with the fast paths for arithmetic, memory and branches.
package interp

import (
	"encoding/binary"
	"math"
	"unsafe"
)

// reg addresses slot i of the frame whose slots start at rp. The compiler
// guarantees (and validate checks) that every slot operand of an opcode run
// here is inside its function's frame, and a frame's window is always
// allocated in full, so the loop skips bounds checks.
func reg(rp unsafe.Pointer, i uint32) *uint64 { return (*uint64)(unsafe.Add(rp, uintptr(i)*8)) }

// instAt addresses instruction pc of code starting at cp.
func instAt(cp unsafe.Pointer, pc uintptr) *inst {
	return (*inst)(unsafe.Add(cp, pc*unsafe.Sizeof(inst{})))
}

// pcOf is the index of instruction ip in code starting at cp.
func pcOf(cp unsafe.Pointer, ip *inst) int {
	return int((uintptr(unsafe.Pointer(ip)) - uintptr(cp)) / unsafe.Sizeof(inst{}))
}

// exec runs the process until the frame at depth stop returns (its result
// is then in p.retBuf and exec returns status 0), a host call blocks, the
// process exits, or an error occurs. Only four values live in registers
// across the loop — p, the code, pc and the frame's slots — so that Go's
// register allocator keeps them there; everything else (frames, counters,
// memory) is reached through p on the paths that need it.
func (p *Process) exec(stop int) (Status, error) {
	cp, pc, rp := p.frameState()
	ip := instAt(cp, pc)
	for {
		in := ip
		ip = instAt(unsafe.Pointer(ip), 1)
		switch in.op {
		case opNop:
		case opUncharge:
			p.uncharged += in.imm
		case opMov:
			*reg(rp, in.d) = *reg(rp, in.a)
		case opConst:
			*reg(rp, in.d) = in.imm
		case opBr:
			p.icount += uint64(in.c)
			ip = instAt(cp, uintptr(in.imm))
		case opCondBr:
			if *reg(rp, in.a)&1 != 0 {
				p.icount += uint64(uint32(in.imm))
				ip = instAt(cp, uintptr(in.d))
			} else {
				p.icount += in.imm >> 32
				ip = instAt(cp, uintptr(in.b))
			}
		case opSwitch:
			tab := &p.frames[len(p.frames)-1].fn.switches[in.c]
			v := *reg(rp, in.a)
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
				p.icount += tab.counts[lo]
				ip = instAt(cp, uintptr(tab.pcs[lo]))
			} else {
				p.icount += tab.defCount
				ip = instAt(cp, uintptr(tab.defPC))
			}
		case opRet, opRetVoid:
			if p.ret(in, rp, stop) {
				return 0, nil
			}
			cp, pc, rp = p.frameState()
			ip = instAt(cp, pc)
		case opCall:
			p.frames[len(p.frames)-1].pc = pcOf(cp, ip)
			st, err := p.call(in)
			if err != nil || st != 0 {
				return st, err
			}
			cp, pc, rp = p.frameState()
			ip = instAt(cp, pc)

		case opAdd64:
			*reg(rp, in.d) = *reg(rp, in.a) + *reg(rp, in.b)
		case opAdd32:
			*reg(rp, in.d) = uint64(uint32(*reg(rp, in.a) + *reg(rp, in.b)))
		case opAddN:
			*reg(rp, in.d) = (*reg(rp, in.a) + *reg(rp, in.b)) & in.imm
		case opSub64:
			*reg(rp, in.d) = *reg(rp, in.a) - *reg(rp, in.b)
		case opSub32:
			*reg(rp, in.d) = uint64(uint32(*reg(rp, in.a) - *reg(rp, in.b)))
		case opSubN:
			*reg(rp, in.d) = (*reg(rp, in.a) - *reg(rp, in.b)) & in.imm
		case opMul64:
			*reg(rp, in.d) = *reg(rp, in.a) * *reg(rp, in.b)
		case opMul32:
			*reg(rp, in.d) = uint64(uint32(*reg(rp, in.a) * *reg(rp, in.b)))
		case opMulN:
			*reg(rp, in.d) = (*reg(rp, in.a) * *reg(rp, in.b)) & in.imm
		case opAddImm64:
			*reg(rp, in.d) = *reg(rp, in.a) + in.imm
		case opAddImm32:
			*reg(rp, in.d) = uint64(uint32(*reg(rp, in.a) + in.imm))
		case opShl64:
			*reg(rp, in.d) = *reg(rp, in.a) << (*reg(rp, in.b) & 63)
		case opShl32:
			*reg(rp, in.d) = uint64(uint32(*reg(rp, in.a)) << (*reg(rp, in.b) & 31))
		case opShlN:
			*reg(rp, in.d) = (*reg(rp, in.a) << *reg(rp, in.b)) & in.imm
		case opLShr:
			*reg(rp, in.d) = *reg(rp, in.a) >> *reg(rp, in.b)
		case opAShr64:
			*reg(rp, in.d) = uint64(int64(*reg(rp, in.a)) >> (*reg(rp, in.b) & 63))
		case opAShr32:
			*reg(rp, in.d) = uint64(uint32(int32(*reg(rp, in.a)) >> (*reg(rp, in.b) & 31)))
		case opAShrN:
			*reg(rp, in.d) = uint64(int64(*reg(rp, in.a)<<in.c)>>in.c>>*reg(rp, in.b)) & in.imm
		case opAnd:
			*reg(rp, in.d) = *reg(rp, in.a) & *reg(rp, in.b)
		case opOr:
			*reg(rp, in.d) = *reg(rp, in.a) | *reg(rp, in.b)
		case opXor:
			*reg(rp, in.d) = *reg(rp, in.a) ^ *reg(rp, in.b)
		case opUDiv:
			y := *reg(rp, in.b)
			if y == 0 {
				return 0, p.failAt(uintptr(pcOf(cp, ip)), errDivZero)
			}
			*reg(rp, in.d) = *reg(rp, in.a) / y
		case opURem:
			y := *reg(rp, in.b)
			if y == 0 {
				return 0, p.failAt(uintptr(pcOf(cp, ip)), errDivZero)
			}
			*reg(rp, in.d) = *reg(rp, in.a) % y
		case opSDiv64:
			x, y := int64(*reg(rp, in.a)), int64(*reg(rp, in.b))
			if y == 0 || (y == -1 && x == math.MinInt64) {
				return 0, p.failAt(uintptr(pcOf(cp, ip)), errDivZero)
			}
			*reg(rp, in.d) = uint64(x / y)
		case opSDiv32:
			x, y := int32(*reg(rp, in.a)), int32(*reg(rp, in.b))
			if y == 0 || (y == -1 && x == math.MinInt32) {
				return 0, p.failAt(uintptr(pcOf(cp, ip)), errDivZero)
			}
			*reg(rp, in.d) = uint64(uint32(x / y))
		case opSDivN:
			x, y := int64(*reg(rp, in.a)<<in.c)>>in.c, int64(*reg(rp, in.b)<<in.c)>>in.c
			if y == 0 || (y == -1 && x == -1<<(63-in.c)) {
				return 0, p.failAt(uintptr(pcOf(cp, ip)), errDivZero)
			}
			*reg(rp, in.d) = uint64(x/y) & in.imm
		case opSRem64:
			x, y := int64(*reg(rp, in.a)), int64(*reg(rp, in.b))
			if y == 0 || (y == -1 && x == math.MinInt64) {
				return 0, p.failAt(uintptr(pcOf(cp, ip)), errDivZero)
			}
			*reg(rp, in.d) = uint64(x % y)
		case opSRem32:
			x, y := int32(*reg(rp, in.a)), int32(*reg(rp, in.b))
			if y == 0 || (y == -1 && x == math.MinInt32) {
				return 0, p.failAt(uintptr(pcOf(cp, ip)), errDivZero)
			}
			*reg(rp, in.d) = uint64(uint32(x % y))
		case opSRemN:
			x, y := int64(*reg(rp, in.a)<<in.c)>>in.c, int64(*reg(rp, in.b)<<in.c)>>in.c
			if y == 0 || (y == -1 && x == -1<<(63-in.c)) {
				return 0, p.failAt(uintptr(pcOf(cp, ip)), errDivZero)
			}
			*reg(rp, in.d) = uint64(x%y) & in.imm

		case opEq:
			*reg(rp, in.d) = b2u(*reg(rp, in.a) == *reg(rp, in.b))
		case opNe:
			*reg(rp, in.d) = b2u(*reg(rp, in.a) != *reg(rp, in.b))
		case opUlt:
			*reg(rp, in.d) = b2u(*reg(rp, in.a) < *reg(rp, in.b))
		case opUle:
			*reg(rp, in.d) = b2u(*reg(rp, in.a) <= *reg(rp, in.b))
		case opUgt:
			*reg(rp, in.d) = b2u(*reg(rp, in.a) > *reg(rp, in.b))
		case opUge:
			*reg(rp, in.d) = b2u(*reg(rp, in.a) >= *reg(rp, in.b))
		case opSlt:
			*reg(rp, in.d) = b2u(*reg(rp, in.a)^in.imm < *reg(rp, in.b)^in.imm)
		case opSle:
			*reg(rp, in.d) = b2u(*reg(rp, in.a)^in.imm <= *reg(rp, in.b)^in.imm)
		case opSgt:
			*reg(rp, in.d) = b2u(*reg(rp, in.a)^in.imm > *reg(rp, in.b)^in.imm)
		case opSge:
			*reg(rp, in.d) = b2u(*reg(rp, in.a)^in.imm >= *reg(rp, in.b)^in.imm)

		case opTrunc:
			*reg(rp, in.d) = *reg(rp, in.a) & in.imm
		case opSExt:
			*reg(rp, in.d) = uint64(int64(*reg(rp, in.a)<<in.c)>>in.c) & in.imm
		case opSelect:
			if *reg(rp, in.a)&1 != 0 {
				*reg(rp, in.d) = *reg(rp, in.b)
			} else {
				*reg(rp, in.d) = *reg(rp, in.c)
			}

		case opFAdd32:
			*reg(rp, in.d) = u32f(f32(*reg(rp, in.a)) + f32(*reg(rp, in.b)))
		case opFAdd64:
			*reg(rp, in.d) = u64f(f64(*reg(rp, in.a)) + f64(*reg(rp, in.b)))
		case opFSub32:
			*reg(rp, in.d) = u32f(f32(*reg(rp, in.a)) - f32(*reg(rp, in.b)))
		case opFSub64:
			*reg(rp, in.d) = u64f(f64(*reg(rp, in.a)) - f64(*reg(rp, in.b)))
		case opFMul32:
			*reg(rp, in.d) = u32f(f32(*reg(rp, in.a)) * f32(*reg(rp, in.b)))
		case opFMul64:
			*reg(rp, in.d) = u64f(f64(*reg(rp, in.a)) * f64(*reg(rp, in.b)))
		case opFDiv32:
			*reg(rp, in.d) = u32f(f32(*reg(rp, in.a)) / f32(*reg(rp, in.b)))
		case opFDiv64:
			*reg(rp, in.d) = u64f(f64(*reg(rp, in.a)) / f64(*reg(rp, in.b)))
		case opFNeg32:
			*reg(rp, in.d) = *reg(rp, in.a) ^ 1<<31
		case opFNeg64:
			*reg(rp, in.d) = *reg(rp, in.a) ^ 1<<63
		case opFOeq64:
			*reg(rp, in.d) = b2u(f64(*reg(rp, in.a)) == f64(*reg(rp, in.b)))
		case opFOlt64:
			*reg(rp, in.d) = b2u(f64(*reg(rp, in.a)) < f64(*reg(rp, in.b)))
		case opFOle64:
			*reg(rp, in.d) = b2u(f64(*reg(rp, in.a)) <= f64(*reg(rp, in.b)))
		case opFOgt64:
			*reg(rp, in.d) = b2u(f64(*reg(rp, in.a)) > f64(*reg(rp, in.b)))
		case opFOge64:
			*reg(rp, in.d) = b2u(f64(*reg(rp, in.a)) >= f64(*reg(rp, in.b)))
		case opFUne64:
			*reg(rp, in.d) = b2u(f64(*reg(rp, in.a)) != f64(*reg(rp, in.b)))
		case opFOeq32:
			*reg(rp, in.d) = b2u(f32(*reg(rp, in.a)) == f32(*reg(rp, in.b)))
		case opFOlt32:
			*reg(rp, in.d) = b2u(f32(*reg(rp, in.a)) < f32(*reg(rp, in.b)))
		case opFOle32:
			*reg(rp, in.d) = b2u(f32(*reg(rp, in.a)) <= f32(*reg(rp, in.b)))
		case opFOgt32:
			*reg(rp, in.d) = b2u(f32(*reg(rp, in.a)) > f32(*reg(rp, in.b)))
		case opFOge32:
			*reg(rp, in.d) = b2u(f32(*reg(rp, in.a)) >= f32(*reg(rp, in.b)))
		case opFUne32:
			*reg(rp, in.d) = b2u(f32(*reg(rp, in.a)) != f32(*reg(rp, in.b)))
		case opFPTrunc:
			*reg(rp, in.d) = u32f(float32(f64(*reg(rp, in.a))))
		case opFPExt:
			*reg(rp, in.d) = u64f(float64(f32(*reg(rp, in.a))))
		case opF32ToSI:
			*reg(rp, in.d) = fToSInt(float64(f32(*reg(rp, in.a))), uint64(in.c))
		case opF64ToSI:
			*reg(rp, in.d) = fToSInt(f64(*reg(rp, in.a)), uint64(in.c))
		case opSIToF32:
			*reg(rp, in.d) = u32f(float32(int64(*reg(rp, in.a)<<in.c) >> in.c))
		case opSIToF64:
			*reg(rp, in.d) = u64f(float64(int64(*reg(rp, in.a)<<in.c) >> in.c))
		case opUIToF32:
			*reg(rp, in.d) = u32f(float32(*reg(rp, in.a)))
		case opUIToF64:
			*reg(rp, in.d) = u64f(float64(*reg(rp, in.a)))
		case opFMulAdd64:
			*reg(rp, in.d) = u64f(float64(f64(*reg(rp, in.a))*f64(*reg(rp, in.b))) + f64(*reg(rp, in.c)))
		case opSqrt64:
			*reg(rp, in.d) = u64f(math.Sqrt(f64(*reg(rp, in.a))))
		case opFabs64:
			*reg(rp, in.d) = *reg(rp, in.a) &^ (1 << 63)

		case opLoad8:
			a := *reg(rp, in.a) + in.imm
			if b := readable(p.Mem, a, 1); b != nil {
				*reg(rp, in.d) = uint64(b[0])
			} else {
				// The size-only buffer or a fault: out of line, as for stores.
				if err := p.loadSlow(pcOf(cp, ip), a, 1); err != nil {
					return 0, err
				}
				cp, pc, rp = p.frameState()
				ip = instAt(cp, pc)
			}
		case opLoad16:
			a := *reg(rp, in.a) + in.imm
			if b := readable(p.Mem, a, 2); b != nil {
				*reg(rp, in.d) = uint64(binary.LittleEndian.Uint16(b))
			} else {
				// The size-only buffer or a fault: out of line, as for stores.
				if err := p.loadSlow(pcOf(cp, ip), a, 2); err != nil {
					return 0, err
				}
				cp, pc, rp = p.frameState()
				ip = instAt(cp, pc)
			}
		case opLoad32:
			a := *reg(rp, in.a) + in.imm
			if b := readable(p.Mem, a, 4); b != nil {
				*reg(rp, in.d) = uint64(binary.LittleEndian.Uint32(b))
			} else {
				// The size-only buffer or a fault: out of line, as for stores.
				if err := p.loadSlow(pcOf(cp, ip), a, 4); err != nil {
					return 0, err
				}
				cp, pc, rp = p.frameState()
				ip = instAt(cp, pc)
			}
		case opLoad64:
			a := *reg(rp, in.a) + in.imm
			if b := readable(p.Mem, a, 8); b != nil {
				*reg(rp, in.d) = binary.LittleEndian.Uint64(b)
			} else {
				// The size-only buffer or a fault: out of line, as for stores.
				if err := p.loadSlow(pcOf(cp, ip), a, 8); err != nil {
					return 0, err
				}
				cp, pc, rp = p.frameState()
				ip = instAt(cp, pc)
			}
		case opStore8:
			a := *reg(rp, in.a) + in.imm
			if b := writable(p.Mem, a, 1); b != nil {
				b[0] = byte(*reg(rp, in.b))
			} else {
				// Copy-on-write or a fault: leave the loop's registers, as for
				// every call out of the loop, so none stays live across it.
				if err := p.storeSlow(pcOf(cp, ip), a, 1, *reg(rp, in.b)); err != nil {
					return 0, err
				}
				cp, pc, rp = p.frameState()
				ip = instAt(cp, pc)
			}
		case opStore16:
			a := *reg(rp, in.a) + in.imm
			if b := writable(p.Mem, a, 2); b != nil {
				binary.LittleEndian.PutUint16(b, uint16(*reg(rp, in.b)))
			} else {
				if err := p.storeSlow(pcOf(cp, ip), a, 2, *reg(rp, in.b)); err != nil {
					return 0, err
				}
				cp, pc, rp = p.frameState()
				ip = instAt(cp, pc)
			}
		case opStore32:
			a := *reg(rp, in.a) + in.imm
			if b := writable(p.Mem, a, 4); b != nil {
				binary.LittleEndian.PutUint32(b, uint32(*reg(rp, in.b)))
			} else {
				if err := p.storeSlow(pcOf(cp, ip), a, 4, *reg(rp, in.b)); err != nil {
					return 0, err
				}
				cp, pc, rp = p.frameState()
				ip = instAt(cp, pc)
			}
		case opStore64:
			a := *reg(rp, in.a) + in.imm
			if b := writable(p.Mem, a, 8); b != nil {
				binary.LittleEndian.PutUint64(b, *reg(rp, in.b))
			} else {
				if err := p.storeSlow(pcOf(cp, ip), a, 8, *reg(rp, in.b)); err != nil {
					return 0, err
				}
				cp, pc, rp = p.frameState()
				ip = instAt(cp, pc)
			}
		case opIndex:
			*reg(rp, in.d) = *reg(rp, in.a) + uint64(int64(*reg(rp, in.b)<<in.c)>>in.c)*in.imm
		case opAlloca:
			*reg(rp, in.d) = p.frames[len(p.frames)-1].fp + in.imm

		case opLoad32X:
			a := indexedAddr(in, rp)
			if b := readable(p.Mem, a, 4); b != nil {
				*reg(rp, in.d) = uint64(binary.LittleEndian.Uint32(b))
			} else {
				// The size-only buffer or a fault: out of line, as for stores.
				if err := p.loadSlow(pcOf(cp, ip), a, 4); err != nil {
					return 0, err
				}
				cp, pc, rp = p.frameState()
				ip = instAt(cp, pc)
			}
		case opLoad64X:
			a := indexedAddr(in, rp)
			if b := readable(p.Mem, a, 8); b != nil {
				*reg(rp, in.d) = binary.LittleEndian.Uint64(b)
			} else {
				// The size-only buffer or a fault: out of line, as for stores.
				if err := p.loadSlow(pcOf(cp, ip), a, 8); err != nil {
					return 0, err
				}
				cp, pc, rp = p.frameState()
				ip = instAt(cp, pc)
			}
		case opStore32X:
			a := indexedAddr(in, rp)
			if b := writable(p.Mem, a, 4); b != nil {
				binary.LittleEndian.PutUint32(b, uint32(*reg(rp, in.d)))
			} else {
				if err := p.storeSlow(pcOf(cp, ip), a, 4, *reg(rp, in.d)); err != nil {
					return 0, err
				}
				cp, pc, rp = p.frameState()
				ip = instAt(cp, pc)
			}
		case opStore64X:
			a := indexedAddr(in, rp)
			if b := writable(p.Mem, a, 8); b != nil {
				binary.LittleEndian.PutUint64(b, *reg(rp, in.d))
			} else {
				if err := p.storeSlow(pcOf(cp, ip), a, 8, *reg(rp, in.d)); err != nil {
					return 0, err
				}
				cp, pc, rp = p.frameState()
				ip = instAt(cp, pc)
			}

		case opBrEq:
			ip = instAt(cp, p.branch(in, *reg(rp, in.a) == *reg(rp, in.b)))
		case opBrNe:
			ip = instAt(cp, p.branch(in, *reg(rp, in.a) != *reg(rp, in.b)))
		case opBrUlt:
			ip = instAt(cp, p.branch(in, *reg(rp, in.a) < *reg(rp, in.b)))
		case opBrUle:
			ip = instAt(cp, p.branch(in, *reg(rp, in.a) <= *reg(rp, in.b)))
		case opBrUgt:
			ip = instAt(cp, p.branch(in, *reg(rp, in.a) > *reg(rp, in.b)))
		case opBrUge:
			ip = instAt(cp, p.branch(in, *reg(rp, in.a) >= *reg(rp, in.b)))
		case opBrSlt64:
			ip = instAt(cp, p.branch(in, int64(*reg(rp, in.a)) < int64(*reg(rp, in.b))))
		case opBrSle64:
			ip = instAt(cp, p.branch(in, int64(*reg(rp, in.a)) <= int64(*reg(rp, in.b))))
		case opBrSgt64:
			ip = instAt(cp, p.branch(in, int64(*reg(rp, in.a)) > int64(*reg(rp, in.b))))
		case opBrSge64:
			ip = instAt(cp, p.branch(in, int64(*reg(rp, in.a)) >= int64(*reg(rp, in.b))))
		case opBrSlt32:
			ip = instAt(cp, p.branch(in, int32(*reg(rp, in.a)) < int32(*reg(rp, in.b))))
		case opBrSle32:
			ip = instAt(cp, p.branch(in, int32(*reg(rp, in.a)) <= int32(*reg(rp, in.b))))
		case opBrSgt32:
			ip = instAt(cp, p.branch(in, int32(*reg(rp, in.a)) > int32(*reg(rp, in.b))))
		case opBrSge32:
			ip = instAt(cp, p.branch(in, int32(*reg(rp, in.a)) >= int32(*reg(rp, in.b))))

		default:
			p.frames[len(p.frames)-1].pc = pcOf(cp, ip)
			if err := p.slowOp(in); err != nil {
				return 0, p.errAt(p.frames[len(p.frames)-1].fn, p.frames[len(p.frames)-1].pc, err)
			}
			cp, pc, rp = p.frameState()
			ip = instAt(cp, pc)
		}
	}
}

// branch takes a compare-and-branch: it counts the entered block and
// returns its pc.
func (p *Process) branch(in *inst, taken bool) uintptr {
	if taken {
		p.icount += uint64(uint32(in.imm))
		return uintptr(in.d)
	}
	p.icount += in.imm >> 32
	return uintptr(in.c)
}

// readable returns the n bytes at address a if they are inside a live
// object, else nil (the caller reports the fault).
func readable(m *Memory, a, n uint64) []byte {
	segs := m.segs
	s, o := a>>32, uint64(uint32(a))
	if s < uint64(len(segs)) {
		if d := segs[s].data; o+n <= uint64(len(d)) {
			return d[o : o+n : o+n]
		}
	}
	return nil
}

// writable is readable for a store: it also fails (for the slow path to
// copy or fault) on constants and on images not yet copied.
func writable(m *Memory, a, n uint64) []byte {
	segs := m.segs
	s, o := a>>32, uint64(uint32(a))
	if s < uint64(len(segs)) {
		if sg := &segs[s]; o+n <= uint64(len(sg.data)) && !sg.cow && sg.kind != SegConst {
			return sg.data[o : o+n : o+n]
		}
	}
	return nil
}

// loadSlow loads through Memory (the size-only buffer reads as zeros, or
// the fault) for the instruction before pc, into its destination slot.
func (p *Process) loadSlow(pc int, a uint64, n int) error {
	f := &p.frames[len(p.frames)-1]
	f.pc = pc
	v, err := p.Mem.Load(a, n)
	if err != nil {
		return p.errAt(f.fn, pc, err)
	}
	p.regs[f.base+int(f.fn.code[pc-1].d)] = v
	return nil
}

// storeSlow stores through Memory (copy on write, or the fault) for the
// instruction before pc; the caller reloads its registers afterwards.
func (p *Process) storeSlow(pc int, a uint64, n int, v uint64) error {
	p.frames[len(p.frames)-1].pc = pc
	if err := p.Mem.Store(a, n, v); err != nil {
		return p.errAt(p.frames[len(p.frames)-1].fn, pc, err)
	}
	return nil
}

// indexedAddr computes the address of a fused indexed access (see opLoad32X).
func indexedAddr(in *inst, rp unsafe.Pointer) uint64 {
	sh := (in.imm >> 16) & 0xff
	a := *reg(rp, in.a) + uint64(int64(*reg(rp, in.b)<<sh)>>sh)*(in.imm&0xffff) + uint64(int64(in.imm)>>24)
	*reg(rp, in.c) = a
	return a
}

// frameState returns the code, pc and slots of the running (top) frame.
func (p *Process) frameState() (unsafe.Pointer, uintptr, unsafe.Pointer) {
	f := &p.frames[len(p.frames)-1]
	return unsafe.Pointer(&f.fn.code[0]), uintptr(f.pc), unsafe.Pointer(&p.regs[f.base])
}

// failAt is the error of the running frame's instruction before pc. It is
// kept out of line so that the loop's pc is only an argument to it, never a
// value that must survive a call (which would make Go spill it on every
// dispatch).
//
//go:noinline
func (p *Process) failAt(pc uintptr, msg string) error {
	return p.errorAt(p.frames[len(p.frames)-1].fn, int(pc), "%s", msg)
}

// ret pops the running frame, copying its result into the caller's
// destination slots. It reports whether the frame at depth stop returned
// (its result then in p.retBuf).
func (p *Process) ret(in *inst, rp unsafe.Pointer, stop int) bool {
	top := len(p.frames) - 1
	f := &p.frames[top]
	n := 0
	if in.op == opRet {
		n = int(in.b)
	}
	res := p.regs[f.base+int(in.a) : f.base+int(in.a)+n]
	if p.sp != f.sp {
		stk := &p.Mem.segs[p.prog.stackSeg]
		stk.data = stk.data[:f.sp]
		p.sp = f.sp
	}
	p.frames = p.frames[:top]
	if top == stop {
		p.retBuf = append(p.retBuf[:0], res...)
		return true
	}
	c := &p.frames[top-1]
	cs := &c.fn.calls[c.fn.code[c.pc-1].c]
	if n > cs.retSlots {
		n = cs.retSlots
	}
	dst := p.regs[c.base+int(cs.dst) : c.base+int(cs.dst)+n]
	for i := range dst { // usually one slot: cheaper than copy's memmove
		dst[i] = res[i]
	}
	p.icount += cs.post
	return false
}

// call performs call instruction in of the running frame (whose pc is
// saved): it pushes a frame for an interpreted callee, or runs an external
// one. A non-zero status or an error ends exec.
func (p *Process) call(in *inst) (Status, error) {
	top := len(p.frames) - 1
	f := &p.frames[top]
	fn := f.fn
	cs := &fn.calls[in.c]
	callee := cs.callee
	if cs.direct && callee.frameSize == 0 && top+1 < cap(p.frames) {
		// The common case, inline: arguments are plain slot copies, the
		// callee has no stack frame, and there is room for its registers
		// and frame record.
		base := f.base + fn.nslots
		if end := base + callee.nslots; end <= len(p.regs) {
			nr := p.regs[base:end]
			cr := p.regs[f.base : f.base+fn.nslots]
			for i, s := range cs.argSlots {
				nr[i] = cr[s]
			}
			loadConsts(nr, callee)
			p.frames = p.frames[:top+2]
			nf := &p.frames[top+1]
			nf.fn, nf.pc, nf.base, nf.sp, nf.fp, nf.va = callee, 0, base, p.sp, Addr(p.prog.stackSeg, p.sp), 0
			p.icount += callee.entryCount
			return 0, nil
		}
	}
	if callee == nil {
		fa := p.regs[f.base+int(cs.fnSlot)]
		if callee = p.prog.funcAt(fa); callee == nil {
			return 0, p.errorAt(fn, f.pc, "call through %#x, which is not the address of a function", fa)
		}
	}
	if callee.kind == fkInterp {
		if err := p.enter(callee, cs, f.base); err != nil {
			return 0, p.errorAt(fn, f.pc, "%v", err)
		}
		p.icount += callee.entryCount
		return 0, nil
	}
	return p.callExternal(callee, cs, top)
}
