// Package iclass sorts LLVM IR instructions into the classes whose cost a machine file calibrates (node.class_cpi), for the interpreter's charge and the static cost model alike.
package iclass

import (
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/metadata"
)

// The instruction classes, in the order of network.InstructionClasses.
const (
	Int = iota
	Addr
	IntDiv
	FP
	FPDiv
	Mem
	Branch
	Call
	NumClasses
)

// Classify returns the class of an instruction or terminator, and false for
// what produces no machine code (debug and lifetime markers, optimizer
// hints): neither the interpreter nor the static model counts it.
func Classify(inst any) (class int, counted bool) {
	switch in := inst.(type) {
	case *ir.InstUDiv, *ir.InstSDiv, *ir.InstURem, *ir.InstSRem:
		return IntDiv, true
	case *ir.InstPhi, *ir.InstGetElementPtr, *ir.InstTrunc, *ir.InstZExt, *ir.InstSExt, *ir.InstBitCast,
		*ir.InstPtrToInt, *ir.InstIntToPtr, *ir.InstAddrSpaceCast, *ir.InstFreeze, *ir.InstExtractValue, *ir.InstInsertValue:
		return Addr, true
	case *ir.InstFAdd, *ir.InstFSub, *ir.InstFMul, *ir.InstFNeg, *ir.InstFCmp,
		*ir.InstFPTrunc, *ir.InstFPExt, *ir.InstFPToUI, *ir.InstFPToSI, *ir.InstUIToFP, *ir.InstSIToFP:
		return FP, true
	case *ir.InstFDiv, *ir.InstFRem:
		return FPDiv, true
	case *ir.InstLoad, *ir.InstStore, *ir.InstAlloca, *ir.InstFence, *ir.InstCmpXchg, *ir.InstAtomicRMW, *ir.InstVAArg:
		return Mem, true
	case *ir.TermBr, *ir.TermCondBr, *ir.TermSwitch, *ir.TermIndirectBr, *ir.TermUnreachable:
		return Branch, true
	case *ir.TermRet, *ir.TermInvoke, *ir.TermCallBr, *ir.TermResume:
		return Call, true
	case *ir.InstCall:
		f, ok := in.Callee.(*ir.Func)
		if !ok || !strings.HasPrefix(f.Name(), "llvm.") {
			return Call, true
		}
		return classifyIntrinsic(f.Name())
	}
	return Int, true
}

// CoveredMD is the attachment of a skeleton's code whose time an ADD_TIME
// accounts for, or that the skeleton added (transform.CoveredMD).
const CoveredMD = "mpiskel.covered"

// Covered tells whether inst (an instruction or terminator) carries
// CoveredMD.
func Covered(inst any) bool {
	m, ok := inst.(interface {
		MDAttachments() []*metadata.Attachment
	})
	if !ok {
		return false
	}
	for _, a := range m.MDAttachments() {
		if a.Name == CoveredMD {
			return true
		}
	}
	return false
}

// Uncounted tells whether a call of the function called name is a marker
// or hint that emits no machine code.
func Uncounted(name string) bool {
	for _, pre := range []string{"llvm.dbg.", "llvm.lifetime.", "llvm.assume", "llvm.experimental.noalias.scope.decl", "llvm.invariant.", "llvm.donothing", "llvm.sideeffect", "llvm.var.annotation"} {
		if strings.HasPrefix(name, pre) {
			return true
		}
	}
	return false
}

func classifyIntrinsic(name string) (int, bool) {
	if Uncounted(name) {
		return 0, false
	}
	base := strings.TrimPrefix(name, "llvm.")
	if i := strings.IndexByte(base, '.'); i >= 0 {
		base = base[:i]
	}
	switch base {
	case "sqrt":
		return FPDiv, true
	case "fmuladd", "fma", "fabs", "copysign", "floor", "ceil", "trunc", "rint", "nearbyint", "round", "roundeven",
		"minnum", "maxnum", "minimum", "maximum", "lround", "llround", "lrint", "llrint":
		return FP, true
	case "memcpy", "memmove", "memset", "prefetch":
		return Mem, true
	case "smax", "smin", "umax", "umin", "abs", "ctpop", "ctlz", "cttz", "bswap", "bitreverse", "fshl", "fshr",
		"sadd", "uadd", "ssub", "usub", "smul", "umul", "sadd_sat", "uadd_sat", "ssub_sat", "usub_sat", "expect",
		"stacksave", "stackrestore", "vector":
		return Int, true
	}
	return Call, true
}
