// Branch and call probes: a profile run's count of the ways each conditional branch goes and of the functions each call through a pointer reaches, for static costs that would otherwise take each way half the time and each possible callee alike.
package transform

import (
	"github.com/llir/llvm/ir"
	irconstant "github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/mpiskel/mpiskel/analysis/callgraph"
	"github.com/mpiskel/mpiskel/analysis/cfg"
	"github.com/mpiskel/mpiskel/analysis/regions"
	"github.com/mpiskel/mpiskel/frontend"
)

// BranchProbeBase is the first ADD_TIME id of the branch probes, above the
// loop probes' (ProbeBase + 2 per loop): probe k counts the true way of
// its branch with id BranchProbeBase+2k, the false way with the next.
// CallProbeBase is the first of the call probes', one id per call site
// and possible callee; SwitchProbeBase the first of the switches', one id
// per switch and way (cfg.Successors' order: the default first).
const (
	BranchProbeBase = ProbeBase + 1<<28
	CallProbeBase   = ProbeBase + 1<<29
	SwitchProbeBase = ProbeBase + 3<<28
)

// SiteKey names a conditional branch or a call through a pointer the same
// way in two loads of one program: its function and its rank among the
// function's conditional branches (or indirect calls) in block order. The
// profile run instruments a fresh load of the program, whose blocks are
// not the ones the skeleton is made of.
type SiteKey struct {
	Func  string
	Index int
}

// CondBranches maps the conditional branches of m's defined functions to
// their keys.
func CondBranches(m *ir.Module) map[*ir.TermCondBr]SiteKey { return termKeys[*ir.TermCondBr](m) }

// Switches maps the switches of m's defined functions to their keys.
func Switches(m *ir.Module) map[*ir.TermSwitch]SiteKey { return termKeys[*ir.TermSwitch](m) }

// termKeys maps the terminators of type T of m's defined functions to
// their keys.
func termKeys[T interface {
	comparable
	ir.Terminator
}](m *ir.Module) map[T]SiteKey {
	keys := map[T]SiteKey{}
	for _, f := range m.Funcs {
		k := 0
		for _, b := range f.Blocks {
			if t, ok := b.Term.(T); ok {
				keys[t] = SiteKey{f.Name(), k}
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
func InstrumentBranches(p *frontend.Program, rp *regions.Program) []SiteKey {
	keys := CondBranches(p.Module)
	addTime := addTimeDecl(p.Module)
	var probes []SiteKey
	for _, fn := range rp.Funcs {
		edited := false
		for _, b := range fn.Func.Blocks {
			br, ok := b.Term.(*ir.TermCondBr)
			if !ok || br.TargetTrue == br.TargetFalse || leavesLoop(fn, b) {
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

// SwitchProbe is one probed switch: ids SwitchProbeBase+First onwards
// count its ways, in cfg.Successors' order.
type SwitchProbe struct {
	Key   SiteKey
	First int
	Ways  int
}

// InstrumentSwitches prepares a profile run: before each switch of p that
// does not leave a loop, a zero-second ADD_TIME probe whose id a chain of
// selects picks, the way the switch goes (a case's, or the default's).
func InstrumentSwitches(p *frontend.Program, rp *regions.Program) []SwitchProbe {
	keys := Switches(p.Module)
	addTime := addTimeDecl(p.Module)
	var probes []SwitchProbe
	next := 0
	for _, fn := range rp.Funcs {
		edited := false
		for _, b := range fn.Func.Blocks {
			sw, ok := b.Term.(*ir.TermSwitch)
			if !ok || leavesLoop(fn, b) {
				continue
			}
			var id value.Value = irconstant.NewInt(types.I32, int64(SwitchProbeBase+next))
			for i := len(sw.Cases) - 1; i >= 0; i-- {
				is := ir.NewICmp(enum.IPredEQ, sw.X, sw.Cases[i].X)
				sel := ir.NewSelect(is, irconstant.NewInt(types.I32, int64(SwitchProbeBase+next+1+i)), id)
				b.Insts = append(b.Insts, is, sel)
				id = sel
			}
			b.Insts = append(b.Insts, ir.NewCall(addTime, id, irconstant.NewFloat(types.Double, 0)))
			probes = append(probes, SwitchProbe{Key: keys[sw], First: next, Ways: len(sw.Cases) + 1})
			next += len(sw.Cases) + 1
			edited = true
		}
		if edited {
			renumber(fn.Func)
		}
	}
	return probes
}

// SwitchShares turns the switch probes' counts per rank into the share of
// each probed switch's executions, over all ranks, that went each way.
func SwitchShares(probes []SwitchProbe, counts []map[int64]int64) map[SiteKey][]float64 {
	shares := map[SiteKey][]float64{}
	for _, pr := range probes {
		n := make([]float64, pr.Ways)
		var total float64
		for j := range n {
			for _, c := range counts {
				n[j] += float64(c[int64(SwitchProbeBase+pr.First+j)])
			}
			total += n[j]
		}
		if total == 0 {
			continue
		}
		for j := range n {
			n[j] /= total
		}
		shares[pr.Key] = n
	}
	return shares
}

// leavesLoop tells whether b's terminator leaves the innermost loop
// around b.
func leavesLoop(fn *regions.Function, b *ir.Block) bool {
	var inner *regions.Loop
	for _, l := range fn.Loops { // outer before inner
		if contains(l.Blocks, b) {
			inner = l
		}
	}
	if inner == nil {
		return false
	}
	for _, s := range cfg.Successors(b) {
		if !contains(inner.Blocks, s) {
			return true
		}
	}
	return false
}

// BranchOdds turns the probes' counts per rank (counts[rank][id]) into
// the share of executions, over all ranks, in which each probed branch
// that ran went its true way.
func BranchOdds(probes []SiteKey, counts []map[int64]int64) map[SiteKey]float64 {
	odds := map[SiteKey]float64{}
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

// IndirectCalls maps the calls through a pointer of m's defined functions
// to their keys: function, and rank among its indirect calls.
func IndirectCalls(m *ir.Module) map[*ir.InstCall]SiteKey {
	keys := map[*ir.InstCall]SiteKey{}
	for _, f := range m.Funcs {
		k := 0
		for _, b := range f.Blocks {
			for _, inst := range b.Insts {
				if call, ok := inst.(*ir.InstCall); ok && !direct(call) {
					keys[call] = SiteKey{f.Name(), k}
					k++
				}
			}
		}
	}
	return keys
}

// direct tells whether call names its callee (an inline asm is not
// reached through a pointer either).
func direct(call *ir.InstCall) bool {
	if _, ok := callgraph.Callee(call); ok {
		return true
	}
	_, asm := call.Callee.(*ir.InlineAsm)
	return asm
}

// CallProbe is one probed call through a pointer and the callees it may
// reach, probe ids CallProbeBase+First onwards in Targets' order.
type CallProbe struct {
	Key     SiteKey
	First   int
	Targets []string
}

// InstrumentCalls prepares a profile run: before each call of p through a
// pointer that may reach more than one function (targets, the points-to
// analysis's), a zero-second ADD_TIME probe whose id a chain of selects
// picks: the callee's whose address the pointer is, or 0 (no probe).
func InstrumentCalls(p *frontend.Program, targets func(*ir.InstCall) []*ir.Func) []CallProbe {
	keys := IndirectCalls(p.Module)
	addTime := addTimeDecl(p.Module)
	var probes []CallProbe
	next := 0
	for _, f := range p.Module.Funcs {
		edited := false
		for _, b := range f.Blocks {
			var insts []ir.Instruction
			for _, inst := range b.Insts {
				if call, ok := inst.(*ir.InstCall); ok && !direct(call) {
					if fs := targets(call); len(fs) > 1 {
						pr := CallProbe{Key: keys[call], First: next}
						at := ir.NewBitCast(call.Callee, types.I8Ptr)
						insts = append(insts, at)
						var id value.Value = irconstant.NewInt(types.I32, 0)
						for j := len(fs) - 1; j >= 0; j-- {
							is := ir.NewICmp(enum.IPredEQ, at, irconstant.NewBitCast(fs[j], types.I8Ptr))
							sel := ir.NewSelect(is, irconstant.NewInt(types.I32, int64(CallProbeBase+next+j)), id)
							insts = append(insts, is, sel)
							id = sel
						}
						insts = append(insts, ir.NewCall(addTime, id, irconstant.NewFloat(types.Double, 0)))
						for _, g := range fs {
							pr.Targets = append(pr.Targets, g.Name())
						}
						next += len(fs)
						probes = append(probes, pr)
						edited = true
					}
				}
				insts = append(insts, inst)
			}
			b.Insts = insts
		}
		if edited {
			renumber(f)
		}
	}
	return probes
}

// CallShares turns the call probes' counts per rank into the share of
// each probed call's executions, over all ranks, that reached each callee.
func CallShares(probes []CallProbe, counts []map[int64]int64) map[SiteKey]map[string]float64 {
	shares := map[SiteKey]map[string]float64{}
	for _, pr := range probes {
		n := make([]int64, len(pr.Targets))
		var total int64
		for j := range pr.Targets {
			for _, c := range counts {
				n[j] += c[int64(CallProbeBase+pr.First+j)]
			}
			total += n[j]
		}
		if total == 0 {
			continue
		}
		m := map[string]float64{}
		for j, name := range pr.Targets {
			m[name] = float64(n[j]) / float64(total)
		}
		shares[pr.Key] = m
	}
	return shares
}
