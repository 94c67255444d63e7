// Branch probes: a profile run's count of the ways each conditional branch goes, for static costs that would otherwise take each way half the time.
package transform

import (
	"github.com/llir/llvm/ir"
	irconstant "github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"

	"github.com/mpiskel/mpiskel/analysis/regions"
	"github.com/mpiskel/mpiskel/frontend"
)

// BranchProbeBase is the first ADD_TIME id of the branch probes, above the
// loop probes' (ProbeBase + 2 per loop): probe k counts the true way of
// its branch with id BranchProbeBase+2k, the false way with the next.
const BranchProbeBase = ProbeBase + 1<<28

// BranchKey names a conditional branch the same way in two loads of one
// program: its function and its rank among the function's conditional
// branches in block order. The profile run instruments a fresh load of
// the program, whose blocks are not the ones the skeleton is made of.
type BranchKey struct {
	Func  string
	Index int
}

// CondBranches maps the conditional branches of m's defined functions to
// their keys.
func CondBranches(m *ir.Module) map[*ir.TermCondBr]BranchKey {
	keys := map[*ir.TermCondBr]BranchKey{}
	for _, f := range m.Funcs {
		k := 0
		for _, b := range f.Blocks {
			if br, ok := b.Term.(*ir.TermCondBr); ok {
				keys[br] = BranchKey{f.Name(), k}
				k++
			}
		}
	}
	return keys
}

// InstrumentBranches prepares a profile run: before each conditional
// branch of p (rp its region analysis, taken before any edit) that is not
// a loop's exit test, a zero-second ADD_TIME probe whose id tells the way
// the branch goes. Exit tests are left out: static costs count loops by
// their trip counts, not by the odds of their tests. It returns the
// probed branches, probe k's first.
func InstrumentBranches(p *frontend.Program, rp *regions.Program) []BranchKey {
	keys := CondBranches(p.Module)
	addTime := addTimeDecl(p.Module)
	var probes []BranchKey
	for _, fn := range rp.Funcs {
		edited := false
		for _, b := range fn.Func.Blocks {
			br, ok := b.Term.(*ir.TermCondBr)
			if !ok || br.TargetTrue == br.TargetFalse || exitTest(fn, b, br) {
				continue
			}
			id := int64(BranchProbeBase + 2*len(probes))
			way := ir.NewSelect(br.Cond, irconstant.NewInt(types.I32, id), irconstant.NewInt(types.I32, id+1))
			b.Insts = append(b.Insts, way, ir.NewCall(addTime, way, irconstant.NewFloat(types.Double, 0)))
			probes = append(probes, keys[br])
			edited = true
		}
		if edited {
			renumber(fn.Func)
		}
	}
	return probes
}

// exitTest tells whether br, ending b, leaves the innermost loop around b.
func exitTest(fn *regions.Function, b *ir.Block, br *ir.TermCondBr) bool {
	var inner *regions.Loop
	for _, l := range fn.Loops { // outer before inner
		if contains(l.Blocks, b) {
			inner = l
		}
	}
	return inner != nil && (!contains(inner.Blocks, br.TargetTrue.(*ir.Block)) || !contains(inner.Blocks, br.TargetFalse.(*ir.Block)))
}

// BranchOdds turns the probes' counts per rank (counts[rank][id]) into
// the share of executions, over all ranks, in which each probed branch
// that ran went its true way.
func BranchOdds(probes []BranchKey, counts []map[int64]int64) map[BranchKey]float64 {
	odds := map[BranchKey]float64{}
	for k, key := range probes {
		id := int64(BranchProbeBase + 2*k)
		var yes, no int64
		for _, c := range counts {
			yes += c[id]
			no += c[id+1]
		}
		if yes+no > 0 {
			odds[key] = float64(yes) / float64(yes+no)
		}
	}
	return odds
}
