// Recurrence: the latency of an innermost loop's loop-carried dependence cycles, a lower bound on its time per iteration.
package cost

import (
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/value"
)

// An iteration cannot finish before the previous one's result it depends on
// (a sum kept in a register, or in memory when its address escapes, as
// clang -O1 leaves a variable passed to MPI_Allreduce): its time is at
// least the latency around the longest loop-carried dependence cycle. The
// class CPIs are throughputs measured on kernels with independent streams,
// so IC × CPI alone predicts such loops several times too fast (halo2d's
// residual sum through memory, cg's dot products and SpMV row sums).
//
// Latencies are the cycles of the dependences whose latency differs most
// between cores: a machine file's node.fp_latency and
// node.store_load_latency, which mpiskel calibrate measures (a Zen 4 VM:
// FP add 3, store to load 9; Skylake: 4 and about 5). Zero means the
// default, DefaultLatencies.
type Latencies struct {
	FP        float64 // a dependent FP add, subtract or multiply; a fused multiply-add through its addend
	StoreLoad float64 // a value stored, then loaded from the same address
}

// DefaultLatencies are those of Agner Fog's tables for current x86-64
// cores (Zen and Skylake agree within a cycle).
var DefaultLatencies = Latencies{FP: 4, StoreLoad: 5}

func (l Latencies) orDefault() Latencies {
	if l.FP <= 0 {
		l.FP = DefaultLatencies.FP
	}
	if l.StoreLoad <= 0 {
		l.StoreLoad = DefaultLatencies.StoreLoad
	}
	return l
}

// of is an instruction's latency. Fixed, from the same tables: what
// compiles to a single simple ALU operation 1 cycle, integer multiply 3, a
// load 5 (an L1 hit), FP division 13, integer division 20 (by a constant:
// divLatency). Casts that are free on these cores (truncation, zero
// extension, bit casts), phis and address arithmetic folded into the load
// cost 0. A fused multiply-add costs l.FP: llc's generic x86-64 target,
// which mpiskel builds for, has no FMA and emits a multiply and an add,
// and a reduction's chain runs through the add only.
func (l Latencies) of(inst ir.Instruction) float64 {
	switch in := inst.(type) {
	case *ir.InstPhi, *ir.InstTrunc, *ir.InstZExt, *ir.InstBitCast, *ir.InstPtrToInt, *ir.InstIntToPtr,
		*ir.InstAddrSpaceCast, *ir.InstFreeze, *ir.InstGetElementPtr:
		return 0
	case *ir.InstMul:
		return 3
	case *ir.InstUDiv, *ir.InstSDiv, *ir.InstURem, *ir.InstSRem:
		return divLatency(inst)
	case *ir.InstFAdd, *ir.InstFSub, *ir.InstFMul, *ir.InstFCmp, *ir.InstFPTrunc, *ir.InstFPExt,
		*ir.InstFPToUI, *ir.InstFPToSI, *ir.InstUIToFP, *ir.InstSIToFP:
		return l.FP
	case *ir.InstFNeg:
		return 1
	case *ir.InstFDiv, *ir.InstFRem:
		return 13
	case *ir.InstLoad:
		return 5
	case *ir.InstCall:
		f, ok := in.Callee.(*ir.Func)
		if !ok || !strings.HasPrefix(f.Name(), "llvm.") {
			return 5 // call and return; the callee's own work is not a loop-carried latency known here
		}
		switch base := strings.TrimPrefix(f.Name(), "llvm."); {
		case strings.HasPrefix(base, "fmuladd"), strings.HasPrefix(base, "fma"):
			return l.FP
		case strings.HasPrefix(base, "sqrt"):
			return 20
		case strings.HasPrefix(base, "dbg."), strings.HasPrefix(base, "lifetime."), strings.HasPrefix(base, "assume"),
			strings.HasPrefix(base, "expect"):
			return 0
		}
		return 1
	}
	return 1
}

// divLatency is an integer division's or remainder's latency: a divisor
// known at compile time is no division on these cores (llc emits shifts for
// a power of two, else a high multiply and shifts, and for a remainder a
// multiply and subtraction after it).
func divLatency(inst ir.Instruction) float64 {
	ops := operands(inst)
	if len(ops) != 2 {
		return 20
	}
	c, ok := ops[1].(*constant.Int)
	if !ok {
		return 20
	}
	rem := false
	switch inst.(type) {
	case *ir.InstURem, *ir.InstSRem:
		rem = true
	}
	switch {
	case c.X.Sign() > 0 && c.X.BitLen()-1 == int(c.X.TrailingZeroBits()):
		return 3
	case rem:
		return 10
	}
	return 6
}

// recurrenceCycles is the latency, in cycles, of the longest dependence
// cycle of loop blocks (header first) carried by one iteration: from a
// header phi to the value it receives from the loop, and from a load of an
// address that does not change in the loop to a store of a value depending
// on it at the same address (the next iteration's load gets the stored
// value, forwarded, after lat.StoreLoad).
func recurrenceCycles(blocks []*ir.Block, header *ir.Block, lat Latencies) float64 {
	lat = lat.orDefault()
	def := map[value.Value]ir.Instruction{}
	in := map[*ir.Block]bool{}
	headerPhi := map[ir.Instruction]bool{}
	for _, inst := range header.Insts {
		if _, ok := inst.(*ir.InstPhi); ok {
			headerPhi[inst] = true
		}
	}
	for _, b := range blocks {
		in[b] = true
		for _, inst := range b.Insts {
			if v, ok := inst.(value.Value); ok {
				def[v] = inst
			}
		}
	}
	// dist: longest latency from the start to the instruction's result,
	// -1 where the start does not reach it. Operands are evaluated before
	// use, so a memoized walk over operands ends at the start or outside
	// the loop; header phis other than the start break the walk (their
	// incoming values are the previous iteration's).
	longest := func(start ir.Instruction, startLat float64, target value.Value) float64 {
		memo := map[ir.Instruction]float64{}
		var dist func(inst ir.Instruction) float64
		dist = func(inst ir.Instruction) float64 {
			if inst == start {
				return startLat
			}
			if d, ok := memo[inst]; ok {
				return d
			}
			memo[inst] = -1 // a cycle through a phi of an inner join: not this iteration's path
			if headerPhi[inst] {
				return -1
			}
			best := -1.0
			for _, op := range operands(inst) {
				src, ok := def[op]
				if !ok {
					continue
				}
				if d := dist(src); d >= 0 && d > best {
					best = d
				}
			}
			if best >= 0 {
				best += lat.of(inst)
			}
			memo[inst] = best
			return best
		}
		t, ok := def[target]
		if !ok {
			return -1
		}
		return dist(t)
	}
	var worst float64
	for _, inst := range header.Insts {
		phi, ok := inst.(*ir.InstPhi)
		if !ok {
			continue
		}
		for _, inc := range phi.Incs {
			if b, ok := inc.Pred.(*ir.Block); ok && in[b] {
				worst = max(worst, longest(phi, 0, inc.X))
			}
		}
	}
	for _, b := range blocks {
		for _, inst := range b.Insts {
			st, ok := inst.(*ir.InstStore)
			if !ok || varies(st.Dst, def) {
				continue
			}
			for _, lb := range blocks {
				for _, li := range lb.Insts {
					if ld, ok := li.(*ir.InstLoad); ok && ld.Src == st.Dst {
						worst = max(worst, longest(ld, lat.StoreLoad, st.Src))
					}
				}
			}
		}
	}
	return worst
}

// varies tells whether a pointer is computed in the loop (def holds the
// loop's instructions).
func varies(p value.Value, def map[value.Value]ir.Instruction) bool {
	_, ok := def[p]
	return ok
}

// operands are the values an instruction reads.
func operands(inst ir.Instruction) []value.Value {
	u, ok := inst.(interface{ Operands() []*value.Value })
	if !ok {
		return nil
	}
	var out []value.Value
	for _, p := range u.Operands() {
		if p != nil && *p != nil {
			out = append(out, *p)
		}
	}
	return out
}
