// The adapter from analysis/slice to the transforms: the kept set, its reasons, the data-dependent loops and their headers.
package transform

import (
	"github.com/llir/llvm/ir"

	"github.com/mpiskel/mpiskel/analysis/regions"
	"github.com/mpiskel/mpiskel/analysis/slice"
)

// sliceKeep is a communication slice seen through Keep.
type sliceKeep struct{ r *slice.Result }

// SliceKeep adapts a computed communication slice to the Keep the
// transforms take.
func SliceKeep(r *slice.Result) Keep { return sliceKeep{r} }

func (s sliceKeep) KeptInst(i ir.Instruction) bool { return s.r.Kept(i) }
func (s sliceKeep) KeptTerm(t ir.Terminator) bool  { return s.r.KeptTerm(t) }
func (s sliceKeep) Why(x any) string               { return s.r.Why(x) }
func (s sliceKeep) ReachingStores(l *ir.InstLoad) ([]*ir.InstStore, bool) {
	return s.r.ReachingStores(l)
}

// DataLoops are the slice's data-dependent loops as the transforms see them.
func DataLoops(r *slice.Result) []DataLoop {
	var out []DataLoop
	for _, l := range r.DataDependentLoops() {
		out = append(out, DataLoop{Header: l.Header, ControlsMPI: l.ControlsMPI, Cause: l.Cause,
			Pos: regions.Pos{File: l.Pos.File, Line: l.Pos.Line, Col: l.Pos.Col}})
	}
	return out
}

// DataDependentHeaders are the headers of the loops whose trip count the
// slice could not keep, for AbstractOptions.DataDependent.
func DataDependentHeaders(r *slice.Result) map[*ir.Block]bool {
	m := map[*ir.Block]bool{}
	for _, l := range r.DataDependentLoops() {
		m[l.Header] = true
	}
	return m
}
