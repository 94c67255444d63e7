// Instrument: the profiling build of a program, timing and counting every region a compile at a level would abstract.
package transform

import (
	"fmt"

	"github.com/llir/llvm/ir"
	irconstant "github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"

	"github.com/mpiskel/mpiskel/analysis/callgraph"
	"github.com/mpiskel/mpiskel/analysis/cfg"
	"github.com/mpiskel/mpiskel/analysis/regions"
	"github.com/mpiskel/mpiskel/frontend"
)

// The profiling library's entry points (runtime/native/prof): a region is
// entered, a region is left having done W units of work, a call a skeleton
// keeps inside a region begins and ends (its time is not the region's).
// The loop probes add to ProbeCountsGlobal[id-ProbeBase], an i64 array the
// instrumented module defines, ProbeSlotsGlobal (an i32 constant) long;
// the library writes it out.
const (
	ProfEnterFunc     = "mpiskel_prof_enter"
	ProfExitFunc      = "mpiskel_prof_exit"
	ProfKeptBeginFunc = "mpiskel_prof_kept_call_begin"
	ProfKeptEndFunc   = "mpiskel_prof_kept_call_end"
	ProbeCountsGlobal = "mpiskel_probe_counts"
	ProbeSlotsGlobal  = "mpiskel_probe_slots"
)

// InstrumentOptions configures Instrument.
type InstrumentOptions struct {
	Level   int
	Pragmas *Pragmas
	Slice   Keep
	// DataLoops are the loops whose trip counts the profile records.
	DataLoops []DataLoop
}

// Instrumented is what Instrument did.
type Instrumented struct {
	// Regions are the regions timed, in ID order: those a compile at the
	// level abstracts (nested ones excepted, as they are part of these).
	Regions []*RegionReport
	Probes  []LoopProbe
}

// unitWork makes the ADD_TIME argument W itself (a = 1 s per unit, b = 0).
type unitWork struct{}

func (unitWork) Name() string                                { return "work" }
func (unitWork) Coefficients(*regions.Region) (a, b float64) { return 1, 0 }

// Instrument edits p (the original program; rp its region analysis) into
// its profiling build: each region a compile at opt.Level would abstract
// calls mpiskel_prof_enter(id) on entry and mpiskel_prof_exit(id, W) on
// exit, W computed by the same code the skeleton uses, and nothing is
// deleted; the data-dependent loops get the trip-count probes of
// InstrumentLoops, counted inline (countProbesInline).
func Instrument(p *frontend.Program, rp *regions.Program, opt InstrumentOptions) (*Instrumented, error) {
	rep, err := Abstract(p, rp, AbstractOptions{Level: opt.Level, Cost: unitWork{}, Pragmas: opt.Pragmas, Slice: opt.Slice, KeepCode: true})
	if err != nil {
		return nil, err
	}
	enter := declareVoidFunc(p.Module, ProfEnterFunc, ir.NewParam("", types.I32))
	exit := declareVoidFunc(p.Module, ProfExitFunc, ir.NewParam("", types.I32), ir.NewParam("", types.Double))
	res := &Instrumented{}
	touched := map[*ir.Func]bool{}
	for _, rr := range rep.Regions {
		if rr.Fate != FateAbstracted || rr.Nested {
			continue
		}
		res.Regions = append(res.Regions, rr)
		for _, call := range rr.Calls {
			call.Callee = exit
		}
		bracketKeptCalls(p.Module, rr.Region, opt.Slice)
		if err := insertEntry(rr.Region, enter); err != nil {
			return nil, err
		}
		touched[rr.Region.Func] = true
	}
	for _, f := range p.Module.Funcs {
		if touched[f] {
			renumber(f)
		}
	}
	if len(opt.DataLoops) > 0 {
		res.Probes = InstrumentLoops(p, regions.Analyze(p), opt.DataLoops)
	}
	countProbesInline(p.Module, len(res.Probes))
	return res, nil
}

// bracketKeptCalls puts calls of ProfKeptBeginFunc and ProfKeptEndFunc
// around each call in r that the slice keeps (so a skeleton makes it too)
// of a function with a body. Such a callee holds code the skeleton needs
// (a loop whose count its own regions' W use); the skeleton runs it, and
// its regions charge their own time, so r's time must leave the call out:
// profiled whole, a level-4 skeleton of a loop calling a function with a
// loop charged that function's time twice (a prediction 2.0x the level-3
// skeleton's).
func bracketKeptCalls(m *ir.Module, r *regions.Region, keep Keep) {
	if keep == nil {
		return
	}
	var begin, end *ir.Func
	for _, b := range r.Blocks {
		var insts []ir.Instruction
		for _, inst := range b.Insts {
			call, ok := inst.(*ir.InstCall)
			if ok {
				if f, known := callgraph.Callee(call); known && len(f.Blocks) > 0 && keep.KeptInst(call) {
					if begin == nil {
						begin, end = declareVoidFunc(m, ProfKeptBeginFunc), declareVoidFunc(m, ProfKeptEndFunc)
					}
					insts = append(insts, ir.NewCall(begin), call, ir.NewCall(end))
					continue
				}
			}
			insts = append(insts, inst)
		}
		b.Insts = insts
	}
}

// RegionSpan is how reports and profiles name a region's source span.
func RegionSpan(r *regions.Region) string { return spanOf(r) }

// declareVoidFunc finds or declares void name(params).
func declareVoidFunc(m *ir.Module, name string, params ...*ir.Param) *ir.Func {
	for _, f := range m.Funcs {
		if f.Name() == name {
			return f
		}
	}
	return m.NewFunc(name, types.Void, params...)
}

// insertEntry calls enter(r.ID) where control enters r: at its entry
// point, on the entry edges from outside it (split, so that a loop
// region's header does not count its back edges).
func insertEntry(r *regions.Region, enter *ir.Func) error {
	call := ir.NewCall(enter, irconstant.NewInt(types.I32, int64(r.ID)))
	e := r.Entry
	if e.Block == nil {
		return fmt.Errorf("region %d (%s): no entry point", r.ID, spanOf(r))
	}
	if e.BeforeTerm {
		e.Block.Insts = append(e.Block.Insts, call)
		return nil
	}
	inside := map[*ir.Block]bool{}
	for _, b := range r.Terms {
		inside[b] = true
	}
	var preds []*ir.Block
	for _, b := range r.Func.Blocks {
		if inside[b] && e.From == nil {
			continue
		}
		if e.From != nil && b != e.From && !forwardsFrom(b, e.From, e.Block) {
			continue
		}
		for _, s := range cfg.Successors(b) {
			if s == e.Block {
				preds = append(preds, b)
				break
			}
		}
	}
	if len(preds) == 0 {
		// The function's entry block: nothing comes in from elsewhere.
		i := firstNonPhi(e.Block)
		e.Block.Insts = append(e.Block.Insts[:i], append([]ir.Instruction{call}, e.Block.Insts[i:]...)...)
		return nil
	}
	n := splitEdges(r.Func, preds, e.Block, fmt.Sprintf("prof.r%d", r.ID))
	n.Insts = append(n.Insts, call)
	return nil
}

// forwardsFrom tells whether b is a block an earlier split put on the edge
// from→to (it is from's successor and branches straight to to).
func forwardsFrom(b, from, to *ir.Block) bool {
	br, ok := b.Term.(*ir.TermBr)
	if !ok || br.Target != to {
		return false
	}
	for _, s := range cfg.Successors(from) {
		if s == b {
			return true
		}
	}
	return false
}
