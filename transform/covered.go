// Covered: marks the skeleton code an ADD_TIME already accounts for (what an abstracted region keeps, and the code computing its W), so the simulator does not charge it again.
package transform

import (
	"reflect"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/metadata"
)

// CoveredMD names the metadata attachment on instructions and terminators
// whose time an ADD_TIME includes: a region's measured or estimated cost
// is that of all its code, so the part of it a skeleton keeps (payloads,
// loop control, W counters) must not be charged per instruction as well.
// The interpreter still executes and counts it; the simulator does not
// turn it into compute time.
const CoveredMD = "mpiskel.covered"

// codeSnapshot records a function's instructions and blocks before the
// skeleton passes insert code.
type codeSnapshot struct {
	insts  map[ir.Instruction]bool
	blocks map[*ir.Block]bool
}

func snapshotCode(f *ir.Func) codeSnapshot {
	s := codeSnapshot{insts: map[ir.Instruction]bool{}, blocks: map[*ir.Block]bool{}}
	for _, b := range f.Blocks {
		s.blocks[b] = true
		for _, inst := range b.Insts {
			s.insts[inst] = true
		}
	}
	return s
}

// markCovered attaches CoveredMD to the code of the abstracted regions
// that survived the slice and to everything inserted since before (W
// computation, counters, the ADD_TIME calls and their blocks).
func (a *abstracter) markCovered(before codeSnapshot) {
	var node *metadata.Tuple
	mark := func(x any) {
		if node == nil {
			node = coveredNode(a.p.Module)
		}
		attach(x, node)
	}
	for _, b := range a.fn.Func.Blocks {
		added := !before.blocks[b]
		for _, inst := range b.Insts {
			if added || !before.insts[inst] || a.instRegion[inst] != nil {
				mark(inst)
			}
		}
		if b.Term != nil && (added || a.termRegion[b] != nil) {
			mark(b.Term)
		}
	}
}

// coveredNode is an empty tuple !{} of the module (LLVM uniques tuples by
// content, so any will do), added when there is none.
func coveredNode(m *ir.Module) *metadata.Tuple {
	next := int64(0)
	for _, d := range m.MetadataDefs {
		if t, ok := d.(*metadata.Tuple); ok && len(t.Fields) == 0 && !t.Distinct {
			return t
		}
		next = max(next, d.ID()+1)
	}
	t := &metadata.Tuple{MetadataID: metadata.MetadataID(next)}
	m.MetadataDefs = append(m.MetadataDefs, t)
	return t
}

// attach adds a CoveredMD attachment to an instruction or terminator
// (every llir one has a Metadata field), once.
func attach(x any, node *metadata.Tuple) {
	v := reflect.ValueOf(x)
	if v.Kind() != reflect.Pointer || v.Elem().Kind() != reflect.Struct {
		return
	}
	f := v.Elem().FieldByName("Metadata")
	if !f.IsValid() {
		return
	}
	md, ok := f.Addr().Interface().(*ir.Metadata)
	if !ok {
		return
	}
	for _, at := range *md {
		if at.Name == CoveredMD {
			return
		}
	}
	*md = append(*md, &metadata.Attachment{Name: CoveredMD, Node: node})
}
