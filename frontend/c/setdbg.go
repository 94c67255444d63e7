// setDbg: attaching a !dbg location to any instruction or terminator (llir has no common setter).
package c

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/metadata"
)

// setDbg replaces x's dbg attachment with loc.
func setDbg(x any, loc *metadata.DILocation) {
	var md *ir.Metadata
	switch v := x.(type) {
	case *ir.InstAShr:
		md = &v.Metadata
	case *ir.InstAdd:
		md = &v.Metadata
	case *ir.InstAddrSpaceCast:
		md = &v.Metadata
	case *ir.InstAlloca:
		md = &v.Metadata
	case *ir.InstAnd:
		md = &v.Metadata
	case *ir.InstAtomicRMW:
		md = &v.Metadata
	case *ir.InstBitCast:
		md = &v.Metadata
	case *ir.InstCall:
		md = &v.Metadata
	case *ir.InstCatchPad:
		md = &v.Metadata
	case *ir.InstCleanupPad:
		md = &v.Metadata
	case *ir.InstCmpXchg:
		md = &v.Metadata
	case *ir.InstExtractElement:
		md = &v.Metadata
	case *ir.InstExtractValue:
		md = &v.Metadata
	case *ir.InstFAdd:
		md = &v.Metadata
	case *ir.InstFCmp:
		md = &v.Metadata
	case *ir.InstFDiv:
		md = &v.Metadata
	case *ir.InstFMul:
		md = &v.Metadata
	case *ir.InstFNeg:
		md = &v.Metadata
	case *ir.InstFPExt:
		md = &v.Metadata
	case *ir.InstFPToSI:
		md = &v.Metadata
	case *ir.InstFPToUI:
		md = &v.Metadata
	case *ir.InstFPTrunc:
		md = &v.Metadata
	case *ir.InstFRem:
		md = &v.Metadata
	case *ir.InstFSub:
		md = &v.Metadata
	case *ir.InstFence:
		md = &v.Metadata
	case *ir.InstFreeze:
		md = &v.Metadata
	case *ir.InstGetElementPtr:
		md = &v.Metadata
	case *ir.InstICmp:
		md = &v.Metadata
	case *ir.InstInsertElement:
		md = &v.Metadata
	case *ir.InstInsertValue:
		md = &v.Metadata
	case *ir.InstIntToPtr:
		md = &v.Metadata
	case *ir.InstLShr:
		md = &v.Metadata
	case *ir.InstLandingPad:
		md = &v.Metadata
	case *ir.InstLoad:
		md = &v.Metadata
	case *ir.InstMul:
		md = &v.Metadata
	case *ir.InstOr:
		md = &v.Metadata
	case *ir.InstPhi:
		md = &v.Metadata
	case *ir.InstPtrToInt:
		md = &v.Metadata
	case *ir.InstSDiv:
		md = &v.Metadata
	case *ir.InstSExt:
		md = &v.Metadata
	case *ir.InstSIToFP:
		md = &v.Metadata
	case *ir.InstSRem:
		md = &v.Metadata
	case *ir.InstSelect:
		md = &v.Metadata
	case *ir.InstShl:
		md = &v.Metadata
	case *ir.InstShuffleVector:
		md = &v.Metadata
	case *ir.InstStore:
		md = &v.Metadata
	case *ir.InstSub:
		md = &v.Metadata
	case *ir.InstTrunc:
		md = &v.Metadata
	case *ir.InstUDiv:
		md = &v.Metadata
	case *ir.InstUIToFP:
		md = &v.Metadata
	case *ir.InstURem:
		md = &v.Metadata
	case *ir.InstVAArg:
		md = &v.Metadata
	case *ir.InstXor:
		md = &v.Metadata
	case *ir.InstZExt:
		md = &v.Metadata
	case *ir.TermBr:
		md = &v.Metadata
	case *ir.TermCallBr:
		md = &v.Metadata
	case *ir.TermCatchRet:
		md = &v.Metadata
	case *ir.TermCatchSwitch:
		md = &v.Metadata
	case *ir.TermCleanupRet:
		md = &v.Metadata
	case *ir.TermCondBr:
		md = &v.Metadata
	case *ir.TermIndirectBr:
		md = &v.Metadata
	case *ir.TermInvoke:
		md = &v.Metadata
	case *ir.TermResume:
		md = &v.Metadata
	case *ir.TermRet:
		md = &v.Metadata
	case *ir.TermSwitch:
		md = &v.Metadata
	case *ir.TermUnreachable:
		md = &v.Metadata
	default:
		return
	}
	for _, a := range *md {
		if a.Name == "dbg" {
			a.Node = loc
			return
		}
	}
	*md = append(*md, &metadata.Attachment{Name: "dbg", Node: loc})
}
