// Classes: which instruction class (network.InstructionClasses) an LLVM IR instruction's cost is calibrated in.
package cost

import (
	"strings"

	"github.com/llir/llvm/ir"

	"github.com/mpiskel/mpiskel/runtime/interp"
	"github.com/mpiskel/mpiskel/runtime/network"
)

// The instruction classes, indices into network.InstructionClasses.
const (
	ClassInt = iota
	ClassAddr
	ClassIntDiv
	ClassFP
	ClassFPDiv
	ClassMem
	ClassBranch
	ClassCall
	NumClasses
)

// Classify returns the class of an instruction or terminator, and false for
// what produces no machine code and the interpreter does not count either
// (debug and lifetime markers, optimizer hints), so that a kernel's counts
// per class add up to the interpreter's count.
func Classify(inst any) (class int, counted bool) {
	switch in := inst.(type) {
	case *ir.InstUDiv, *ir.InstSDiv, *ir.InstURem, *ir.InstSRem:
		return ClassIntDiv, true
	case *ir.InstPhi, *ir.InstGetElementPtr, *ir.InstTrunc, *ir.InstZExt, *ir.InstSExt, *ir.InstBitCast,
		*ir.InstPtrToInt, *ir.InstIntToPtr, *ir.InstAddrSpaceCast, *ir.InstFreeze, *ir.InstExtractValue, *ir.InstInsertValue:
		return ClassAddr, true
	case *ir.InstFAdd, *ir.InstFSub, *ir.InstFMul, *ir.InstFNeg, *ir.InstFCmp,
		*ir.InstFPTrunc, *ir.InstFPExt, *ir.InstFPToUI, *ir.InstFPToSI, *ir.InstUIToFP, *ir.InstSIToFP:
		return ClassFP, true
	case *ir.InstFDiv, *ir.InstFRem:
		return ClassFPDiv, true
	case *ir.InstLoad, *ir.InstStore, *ir.InstAlloca, *ir.InstFence, *ir.InstCmpXchg, *ir.InstAtomicRMW, *ir.InstVAArg:
		return ClassMem, true
	case *ir.TermBr, *ir.TermCondBr, *ir.TermSwitch, *ir.TermIndirectBr, *ir.TermUnreachable:
		return ClassBranch, true
	case *ir.TermRet, *ir.TermInvoke, *ir.TermCallBr, *ir.TermResume:
		return ClassCall, true
	case *ir.InstCall:
		f, ok := in.Callee.(*ir.Func)
		if !ok || !strings.HasPrefix(f.Name(), "llvm.") {
			return ClassCall, true
		}
		return classifyIntrinsic(f.Name())
	}
	return ClassInt, true
}

func classifyIntrinsic(name string) (int, bool) {
	if interp.UncountedIntrinsic(name) {
		return 0, false
	}
	base := strings.TrimPrefix(name, "llvm.")
	if i := strings.IndexByte(base, '.'); i >= 0 {
		base = base[:i]
	}
	switch base {
	case "sqrt":
		return ClassFPDiv, true
	case "fmuladd", "fma", "fabs", "copysign", "floor", "ceil", "trunc", "rint", "nearbyint", "round", "roundeven",
		"minnum", "maxnum", "minimum", "maximum", "lround", "llround", "lrint", "llrint":
		return ClassFP, true
	case "memcpy", "memmove", "memset", "prefetch":
		return ClassMem, true
	case "smax", "smin", "umax", "umin", "abs", "ctpop", "ctlz", "cttz", "bswap", "bitreverse", "fshl", "fshr",
		"sadd", "uadd", "ssub", "usub", "smul", "umul", "sadd_sat", "uadd_sat", "ssub_sat", "usub_sat", "expect",
		"stacksave", "stackrestore", "vector":
		return ClassInt, true
	}
	return ClassCall, true
}

// ClassCounts is a number of instructions per class.
type ClassCounts [NumClasses]float64

// BlockCounts counts a block's instructions and terminator per class.
func BlockCounts(b *ir.Block) ClassCounts {
	var c ClassCounts
	for _, inst := range b.Insts {
		if k, ok := Classify(inst); ok {
			c[k]++
		}
	}
	if b.Term != nil {
		if k, ok := Classify(b.Term); ok {
			c[k]++
		}
	}
	return c
}

// Total is the number of instructions of all classes.
func (c ClassCounts) Total() float64 {
	var t float64
	for _, x := range c {
		t += x
	}
	return t
}

// ClassName is the machine file's name of class k.
func ClassName(k int) string { return network.InstructionClasses[k] }
