// Classes: which instruction class (network.InstructionClasses) an LLVM IR instruction's cost is calibrated in.
package cost

import (
	"github.com/llir/llvm/ir"

	"github.com/mpiskel/mpiskel/runtime/iclass"
	"github.com/mpiskel/mpiskel/runtime/network"
)

// The instruction classes, indices into network.InstructionClasses.
const (
	ClassInt    = iclass.Int
	ClassAddr   = iclass.Addr
	ClassIntDiv = iclass.IntDiv
	ClassFP     = iclass.FP
	ClassFPDiv  = iclass.FPDiv
	ClassMem    = iclass.Mem
	ClassBranch = iclass.Branch
	ClassCall   = iclass.Call
	NumClasses  = iclass.NumClasses
)

// Classify returns the class of an instruction or terminator, and false for
// what produces no machine code and the interpreter does not count either
// (debug and lifetime markers, optimizer hints), so that a kernel's counts
// per class add up to the interpreter's count; and false for the code a
// skeleton pass added and covered (a counted loop's iteration counter),
// which is not the program's: its five instructions per iteration made a
// check of a received vector cost 1.19x.
func Classify(inst any) (class int, counted bool) {
	if iclass.Covered(inst) {
		return 0, false
	}
	return iclass.Classify(inst)
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
