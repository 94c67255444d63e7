// Package transform turns a program into its skeleton, one pass per file:
// abstract (regions of level ≤ L become one ADD_TIME each), fold (memory the
// slice does not need goes) and loopcount (user-given trip counts of
// data-dependent loops). Every pass edits the module of a frontend.Program in
// place and returns a report; Verify checks the skeleton invariants after
// each pass.
package transform

import (
	"fmt"
	"sort"
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/metadata"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/mpiskel/mpiskel/analysis/callgraph"
	"github.com/mpiskel/mpiskel/analysis/cfg"
	"github.com/mpiskel/mpiskel/analysis/regions"
	"github.com/mpiskel/mpiskel/cost"
	"github.com/mpiskel/mpiskel/frontend"
	"github.com/mpiskel/mpiskel/runtime/mpi"
)

// AddTimeFunc is the function an abstracted region calls: (region id,
// seconds), a host function of mpiskel run and defined by mpiskel.h natively.
const AddTimeFunc = "mpiskel_add_time"

// Keep is the communication slice as the transforms see it: which
// instructions and terminators the skeleton must compute, and why.
type Keep interface {
	KeptInst(ir.Instruction) bool
	KeptTerm(ir.Terminator) bool
	// Why is the reason x (an instruction or terminator) is kept; reasons
	// starting with "work" mark code kept only to compute a loop's trip
	// count, which abstraction replaces by a closed form when it can.
	Why(x any) string
}

// CostModel gives the time of an abstracted region as a·W + b seconds,
// W being the region's work (innermost-body executions; 1 without loops).
type CostModel interface {
	Name() string
	Coefficients(r *regions.Region) (a, b float64)
}

// InstructionsOnly is implemented by a cost model that may time a region
// by its instructions alone (static IC × CPI × CCT): InstructionsOnly says
// what would time r that way, "" when its time includes r's communication.
// Level 5 does not replace MPI calls by such a time, which would leave the
// communication out of the prediction unnoticed.
type InstructionsOnly interface {
	InstructionsOnly(r *regions.Region) string
}

// WeightedCost is implemented by a cost model whose time per iteration
// differs between a region's innermost loops (static costs: each loop's
// own instructions): W then counts weight[l] units per iteration of
// innermost loop l (1 where weight has none), each unit costing a.
type WeightedCost interface {
	WeightedCoefficients(r *regions.Region) (weight map[*regions.Loop]int64, a, b float64)
}

// EntryShares is a cost model that knows how often each loop nested in
// another loop of a region is entered per iteration of that loop (from a
// profile's branch odds): W counts a loop behind a guard inside its
// parent by that share, not at every iteration.
type EntryShares interface {
	EntryShares(r *regions.Region) map[*regions.Loop]float64
}

// VariantCost is a cost model that can weigh a region's loops once for
// each way the conditions of its invariant branches go (static costs):
// W then chooses at run time, where odds measured at one rank count would
// charge another's ways.
type VariantCost interface {
	WeightedVariants(r *regions.Region, conds []value.Value) (cost.Variants, bool)
}

// UnitCost charges a fixed number of nanoseconds per unit of work: the
// model of structure tests, where only the shape of the time matters.
type UnitCost struct{ NsPerUnit float64 }

func (u UnitCost) Name() string { return "unit" }

func (u UnitCost) Coefficients(r *regions.Region) (a, b float64) {
	return u.NsPerUnit * 1e-9, 0
}

// AbstractOptions configures Abstract.
type AbstractOptions struct {
	Level int // 1..5: regions of level ≤ Level are abstracted
	Cost  CostModel
	// Slice is the communication slice; nil keeps only what MPI calls and
	// the code left outside abstracted regions need through SSA and
	// local memory (a conservative slice of its own, see keepClosure).
	Slice Keep
	// Pragmas are the user's #pragma mpiskel directives (ScanPragmas); nil
	// for none.
	Pragmas *Pragmas
	// DataDependent are loop headers whose trip count depends on data the
	// skeleton does not compute (slice.DataDependentLoops): they need a
	// loop_count pragma or a profile.
	DataDependent map[*ir.Block]bool
	// LoopCounts are trip counts (body executions per entry, or per
	// iteration of the enclosing loop) of loops, by header, from
	// LoopCount: they stand for the closed form.
	LoopCounts map[*ir.Block]Trips
	// PerParent are the loops of LoopCounts counted per iteration of the
	// enclosing loop: the guards that skip them are in the count.
	PerParent map[*ir.Block]bool
	// Pinned instructions are kept whatever the slice says (the counters
	// LoopCount added).
	Pinned map[ir.Instruction]bool
	// KeepCode inserts the ADD_TIME calls (with their W) but deletes
	// nothing: Instrument's profiling build, which must run the original.
	KeepCode bool
	// Undecided are branches left outside abstracted regions whose
	// conditions the skeleton need not compute (Verdicts): they go the way
	// the data the skeleton has decides.
	Undecided map[ir.Terminator]bool
}

// Fate is what became of a region.
type Fate string

const (
	FateKept       Fate = "kept"
	FateAbstracted Fate = "abstracted"
	FateFolded     Fate = "folded"
)

// RegionReport is one line of the compile report.
type RegionReport struct {
	ID      int
	Func    string
	Span    string
	Level   int
	Kind    string
	Fate    Fate
	Reason  string
	Work    string          `json:",omitempty"` // W, as an expression over IR values
	Calls   []*ir.InstCall  `json:"-"`          // the ADD_TIME calls standing for the region
	Region  *regions.Region `json:"-"`
	Removed int             // instructions deleted
	Nested  bool            // inside an abstracted or pragma-kept region
	// CoalescedInto is the loop whose sum Coalesce added the region's time
	// to, nil when the region charges its own ADD_TIMEs; Accums[i] is then
	// the store that replaced Calls[i] (nil for a call left in place).
	CoalescedInto *Coalescing     `json:"-"`
	Accums        []*ir.InstStore `json:"-"`
}

// Report is what Abstract did, region by region, in region-ID order.
type Report struct {
	Level   int
	Cost    string
	Regions []*RegionReport
	// Coalesced are the loops whose regions charge one ADD_TIME per
	// execution of the loop (Coalesce), in function then block order.
	Coalesced []*Coalescing `json:",omitempty"`
}

// Abstract replaces every maximal region of level ≤ opt.Level of every
// function (function bodies themselves excepted: their children are
// abstracted instead) by one call mpiskel_add_time(id, a·W+b) at the
// region's exit, deleting the region's instructions the slice does not
// keep. rp must be the region analysis of p's current module.
func Abstract(p *frontend.Program, rp *regions.Program, opt AbstractOptions) (*Report, error) {
	if opt.Level < 1 || opt.Level > 5 {
		return nil, fmt.Errorf("abstraction level %d: want 1 to 5", opt.Level)
	}
	if opt.Cost == nil {
		opt.Cost = UnitCost{NsPerUnit: 1}
	}
	rep := &Report{Level: opt.Level, Cost: opt.Cost.Name()}
	addTime := addTimeDecl(p.Module)
	var errs ErrorList
	// Every region is costed before any function is edited: a region's
	// static cost holds the callees of the calls it drops, and a callee
	// whose own regions were abstracted first would cost only its
	// ADD_TIME call (which the skeleton never runs for a dropped call).
	abs := make([]*abstracter, len(rp.Funcs))
	for i, fn := range rp.Funcs {
		abs[i] = &abstracter{p: p, rp: rp, fn: fn, opt: opt, addTime: addTime, rep: rep}
		abs[i].plan()
	}
	for _, a := range abs {
		if err := a.run(); err != nil {
			errs = append(errs, err...)
		}
	}
	sort.Slice(rep.Regions, func(i, j int) bool { return rep.Regions[i].ID < rep.Regions[j].ID })
	if len(errs) > 0 {
		return rep, errs
	}
	return rep, nil
}

// Error is a compile error at a source position.
type Error struct {
	Pos regions.Pos
	Msg string
}

func (e *Error) Error() string {
	if e.Pos.Line == 0 {
		return e.Msg
	}
	return e.Pos.String() + ": " + e.Msg
}

// ErrorList collects every error of a pass, in source order.
type ErrorList []*Error

func (l ErrorList) Error() string {
	s := make([]string, len(l))
	for i, e := range l {
		s[i] = e.Error()
	}
	return strings.Join(s, "\n")
}

// addTimeDecl finds or declares void mpiskel_add_time(i32, double).
func addTimeDecl(m *ir.Module) *ir.Func {
	for _, f := range m.Funcs {
		if f.Name() == AddTimeFunc {
			return f
		}
	}
	f := m.NewFunc(AddTimeFunc, types.Void, ir.NewParam("", types.I32), ir.NewParam("", types.Double))
	return f
}

// WorldSizeFunc is the skeleton's int mpiskel_np(void): the number of
// ranks, at which a trip count fitted over rank counts is evaluated.
const WorldSizeFunc = "mpiskel_np"

// worldSizeDecl finds or declares i32 mpiskel_np().
func worldSizeDecl(m *ir.Module) *ir.Func {
	for _, f := range m.Funcs {
		if f.Name() == WorldSizeFunc {
			return f
		}
	}
	return m.NewFunc(WorldSizeFunc, types.I32)
}

// abstracter abstracts the regions of one function.
type abstracter struct {
	p       *frontend.Program
	rp      *regions.Program
	fn      *regions.Function
	opt     AbstractOptions
	addTime *ir.Func
	rep     *Report

	chosen  []*regions.Region
	reports map[*regions.Region]*RegionReport
	// Region membership of the original code.
	instRegion map[ir.Instruction]*regions.Region
	termRegion map[*ir.Block]*regions.Region
	// seeds are region instructions kept before the closure.
	seedInst map[ir.Instruction]bool
	seedTerm map[*ir.Block]bool
	counter  *ir.InstAlloca
	errs     ErrorList
	// runLoops keep their control (their trip count has no closed form);
	// pendingInc is the code computing each counted loop's increment.
	runLoops   []*regions.Loop
	pendingInc map[*regions.Loop][]ir.Instruction
	costs      map[*regions.Region]regionCost
	instBlock  map[ir.Instruction]*ir.Block
	local      map[*ir.InstAlloca]bool // localOnly's answers
}

// regionCost is an abstracted region's a·W + b, W counting weight[l]
// units per iteration of innermost loop l (1 where weight has none).
type regionCost struct {
	weight map[*regions.Loop]int64
	shares map[*regions.Loop]float64 // EntryShares
	a, b   float64
	// conds, when set, are the region's invariant branch conditions, and
	// ways its weights and shares for each way they go (they replace
	// weight and shares).
	conds []value.Value
	ways  cost.Variants
}

// plan chooses the function's regions to abstract and costs them, on the
// unedited module.
func (a *abstracter) plan() {
	a.reports = map[*regions.Region]*RegionReport{}
	a.pendingInc = map[*regions.Loop][]ir.Instruction{}
	a.costs = map[*regions.Region]regionCost{}
	a.choose(a.fn.Root)
	for _, r := range a.chosen {
		a.costs[r] = a.regionCost(r)
	}
}

// regionCost weighs r by the cost model: by way of its invariant
// conditions where it has some and the model can, else once.
func (a *abstracter) regionCost(r *regions.Region) (c regionCost) {
	if vc, ok := a.opt.Cost.(VariantCost); ok {
		if conds := a.invariantConds(r); conds != nil {
			if ways, ok := vc.WeightedVariants(r, conds); ok {
				return regionCost{conds: conds, ways: ways, a: ways.A, b: ways.B}
			}
		}
	}
	if wc, ok := a.opt.Cost.(WeightedCost); ok {
		c.weight, c.a, c.b = wc.WeightedCoefficients(r)
	} else {
		c.a, c.b = a.opt.Cost.Coefficients(r)
	}
	if es, ok := a.opt.Cost.(EntryShares); ok {
		c.shares = es.EntryShares(r)
	}
	return c
}

// run abstracts the regions plan chose.
func (a *abstracter) run() ErrorList {
	if len(a.chosen) == 0 {
		return nil
	}
	a.instRegion = map[ir.Instruction]*regions.Region{}
	a.termRegion = map[*ir.Block]*regions.Region{}
	for _, r := range a.chosen {
		for _, b := range r.Blocks {
			for _, inst := range b.Insts {
				a.instRegion[inst] = r
			}
		}
		for _, b := range r.Terms {
			a.termRegion[b] = r
		}
	}
	a.seedInst = map[ir.Instruction]bool{}
	a.seedTerm = map[*ir.Block]bool{}
	a.seed()
	before := snapshotCode(a.fn.Func)
	// Plan and insert each region's ADD_TIME, then slice and delete.
	for _, r := range a.chosen {
		a.insert(r)
	}
	if len(a.errs) > 0 {
		return a.errs
	}
	if !a.opt.KeepCode {
		a.sliceAndDelete()
		a.markCovered(before)
	}
	return a.errs
}

// choose picks the maximal regions to abstract, recording every region's
// fate in the report.
func (a *abstracter) choose(r *regions.Region) {
	rr := &RegionReport{ID: r.ID, Func: r.Func.Name(), Span: spanOf(r), Level: r.Level, Kind: r.Kind.String(), Region: r}
	a.rep.Regions = append(a.rep.Regions, rr)
	a.reports[r] = rr
	prag := a.opt.Pragmas.forRegion(r)
	switch {
	case prag == pragmaKeep:
		rr.Fate, rr.Reason = FateKept, "#pragma mpiskel keep"
		a.markInside(r, "inside a region kept by #pragma mpiskel keep")
		return
	case r.Kind == regions.KindFunction:
		rr.Fate, rr.Reason = FateKept, "function body: its regions are abstracted one by one"
	case !hasCode(r):
		rr.Fate, rr.Reason = FateKept, "no instructions to abstract"
		return
	case skeletonMade(r):
		rr.Fate, rr.Reason = FateKept, "code an earlier skeleton pass inserted (no user code to charge)"
		return
	case prag == pragmaAbstract:
		rr.Fate, rr.Reason = FateAbstracted, "#pragma mpiskel abstract"
		a.chosen = append(a.chosen, r)
		a.markInside(r, fmt.Sprintf("inside abstracted region %d", r.ID))
		return
	case r.Level <= a.opt.Level && a.runsWhole(r):
		rr.Fate, rr.Reason = FateKept, "the slice keeps all its code: it runs, and the simulator charges it as the original's"
		a.markInside(r, "inside a region whose code the slice keeps")
		return
	case r.Level <= a.opt.Level:
		rr.Fate, rr.Reason = FateAbstracted, fmt.Sprintf("level %d ≤ %d", r.Level, a.opt.Level)
		a.chosen = append(a.chosen, r)
		a.markInside(r, fmt.Sprintf("inside abstracted region %d", r.ID))
		return
	default:
		rr.Fate, rr.Reason = FateKept, fmt.Sprintf("level %d > %d%s", r.Level, a.opt.Level, levelWhy(r))
	}
	for _, c := range r.Children {
		a.choose(c)
	}
}

// runsWhole tells whether the skeleton would keep all of r's code (every
// instruction and decision is in the slice: particle pushes and cell
// lookups whose results decide what migrates) under a static cost, which
// charges what the simulator charges for running it. Abstracting r would
// only add ADD_TIMEs: soa_pic's skeleton made 5,300 of them per MPI call,
// five per call of its cell lookup, and ran slower than the original.
func (a *abstracter) runsWhole(r *regions.Region) bool {
	if a.opt.Slice == nil || a.opt.Pragmas.forRegion(r) == pragmaAbstract {
		return false
	}
	if st, ok := a.opt.Cost.(InstructionsOnly); !ok || st.InstructionsOnly(r) == "" {
		return false
	}
	for _, b := range r.Blocks {
		for _, inst := range b.Insts {
			if !isDebugOrLifetime(inst) && !a.keptBySlice(inst, r, false) {
				return false
			}
		}
	}
	for _, b := range r.Terms {
		switch b.Term.(type) {
		case *ir.TermCondBr, *ir.TermSwitch:
			if !a.opt.Slice.KeptTerm(b.Term) {
				return false
			}
		}
	}
	return hasCode(r)
}

func levelWhy(r *regions.Region) string {
	switch {
	case len(r.MPI) > 0:
		return fmt.Sprintf(": contains %s at %s", r.MPI[0].Name, r.MPI[0].Pos)
	case r.Calls > 0:
		return ": calls functions"
	}
	return ""
}

// markInside reports the regions nested in an abstracted or kept one.
func (a *abstracter) markInside(r *regions.Region, why string) {
	fate := a.reports[r].Fate
	for _, c := range r.Children {
		c.Walk(func(x *regions.Region) {
			rr := &RegionReport{ID: x.ID, Func: x.Func.Name(), Span: spanOf(x), Level: x.Level, Kind: x.Kind.String(), Fate: fate, Reason: why, Region: x, Nested: true}
			a.rep.Regions = append(a.rep.Regions, rr)
			a.reports[x] = rr
		})
	}
}

func hasCode(r *regions.Region) bool {
	for _, b := range r.Blocks {
		for _, inst := range b.Insts {
			if !isDebugOrLifetime(inst) {
				return true
			}
		}
	}
	for _, b := range r.Terms {
		if len(cfg.Successors(b)) > 1 {
			return true
		}
	}
	return false
}

// skeletonMade reports whether every block of r was inserted by a skeleton
// pass (they are named "skel.…"), like the trip counter resets of
// loopcount: charging them would bill the user for the skeleton's own code.
func skeletonMade(r *regions.Region) bool {
	for _, b := range r.Blocks {
		if !strings.HasPrefix(b.LocalName, "skel.") {
			return false
		}
	}
	return len(r.Blocks) > 0
}

func spanOf(r *regions.Region) string {
	if r.Start.Line > 0 {
		if r.EndLine > r.Start.Line {
			return fmt.Sprintf("%s:%d-%d", r.Start.File, r.Start.Line, r.EndLine)
		}
		return fmt.Sprintf("%s:%d", r.Start.File, r.Start.Line)
	}
	return r.Func.Name() + ":" + strings.Join(r.Names, ",")
}

// seed marks the region code kept before the closure: the slice,
// allocas (cheap, and their addresses may be used by code left in place),
// MPI_Init/Finalize and calls that end the program. Code the slice keeps
// only for a trip count ("work: ...") is kept too — another function or a
// later loop may need it — except the exit tests of loops inside the
// abstracted regions and what they compute inside the loop (induction
// variables): those loops get a closed-form count or keep running through
// runLoops, and their bodies go unless something else needs them.
func (a *abstracter) seed() {
	// loopExit are the blocks of loops inside the abstracted regions: the
	// branches there the slice keeps only for trip counts (exit tests, the
	// guards of inner loops) go, as the loops get closed forms; the loops
	// that keep running get theirs back through runLoops.
	loopExit := map[*ir.Block]bool{}
	ownControl := map[ir.Instruction]bool{}
	for _, r := range a.chosen {
		// in are the blocks of the outermost loop of r being marked: the
		// bounds of an inner loop computed in an outer one (CSR row
		// pointers) are its own control too, as the nest gets a closed
		// form or its running loops get their control back.
		var in map[*ir.Block]bool
		var mark func(l *regions.Loop)
		mark = func(l *regions.Loop) {
			var work []value.Value
			for _, b := range l.Blocks {
				loopExit[b] = true
			}
			for _, e := range l.Exits {
				for _, op := range e[0].Term.Operands() {
					work = append(work, *op)
				}
			}
			// The guards of inner loops go with the exit tests (below).
			if sl := a.opt.Slice; sl != nil {
				for _, b := range l.Blocks {
					if sl.KeptTerm(b.Term) && strings.HasPrefix(sl.Why(b.Term), "work") {
						for _, op := range b.Term.Operands() {
							work = append(work, *op)
						}
					}
				}
			}
			// The loop's own control: what its exit tests compute inside
			// it, through the stores of a counter kept in a local (-O0
			// IR), its initial value's in the preheader included.
			for len(work) > 0 {
				v := work[len(work)-1]
				work = work[:len(work)-1]
				inst, ok := v.(ir.Instruction)
				if !ok || ownControl[inst] || !in[a.blockOf(inst)] {
					continue
				}
				ownControl[inst] = true
				for _, op := range operandsOf(inst) {
					work = append(work, *op)
				}
				for _, st := range a.counterStores(inst, l, in) {
					ownControl[st] = true
					work = append(work, st.Src)
				}
			}
			for _, c := range l.Children {
				mark(c)
			}
		}
		for _, l := range r.Loops {
			in = map[*ir.Block]bool{}
			for _, b := range l.Blocks {
				in[b] = true
			}
			mark(l)
		}
	}
	for inst, r := range a.instRegion {
		work := !ownControl[inst]
		// LoopCount's iteration counters in loops inside the regions
		// matter only if the loop keeps running (runLoops).
		pinned := a.opt.Pinned[inst] && !loopExit[a.blockOf(inst)]
		if a.keptBySlice(inst, r, work) || mustKeepInst(inst, a.opt.Level) || pinned {
			a.seedInst[inst] = true
		}
	}
	for b := range a.termRegion {
		s := a.opt.Slice
		if s == nil || !s.KeptTerm(b.Term) {
			continue
		}
		if !strings.HasPrefix(s.Why(b.Term), "work") || !loopExit[b] {
			a.seedTerm[b] = true
		}
	}
}

func (a *abstracter) keptBySlice(inst ir.Instruction, r *regions.Region, work bool) bool {
	s := a.opt.Slice
	if s == nil || !s.KeptInst(inst) {
		return false
	}
	return work || !strings.HasPrefix(s.Why(inst), "work")
}

func mustKeepInst(inst ir.Instruction, level int) bool {
	switch i := inst.(type) {
	case *ir.InstAlloca:
		return true
	case *ir.InstCall:
		callee, ok := callgraph.Callee(i)
		if !ok {
			return false
		}
		name := callee.Name()
		switch name {
		case "MPI_Init", "MPI_Init_thread", "MPI_Finalize", "MPI_Abort", "exit", "abort", "_exit":
			return true
		}
		if f, isMPI := mpi.Lookup(name); isMPI && (level < 5 || !communicates(f.Kind)) {
			return true
		}
	}
	return false
}

// communicationUntimed is the error of a level-5 region whose cost model
// counts only its instructions while it holds a communicating MPI call.
func (a *abstracter) communicationUntimed(r *regions.Region) *Error {
	m, ok := a.opt.Cost.(InstructionsOnly)
	if !ok || a.opt.Level < 5 {
		return nil
	}
	for _, site := range r.MPI {
		if f, isMPI := mpi.Lookup(site.Name); !isMPI || !communicates(f.Kind) {
			continue
		}
		why := m.InstructionsOnly(r)
		if why == "" {
			return nil
		}
		call := site.Name
		if site.Via != "" {
			call = fmt.Sprintf("the call of %s (reaching %s)", site.Via, site.Name)
		}
		return &Error{Pos: site.Pos, Msg: fmt.Sprintf("level 5 would replace %s by %s, which counts instructions, not communication: measure the region in a profile run that enters it ('mpiskel profile --level 5', then --cost PROFILE.json) or compile at level 4", call, why)}
	}
	return nil
}

// communicates tells the MPI calls level 5 replaces by their time: those
// that move data or wait for other ranks. Local ones (environment, rank and
// size queries, groups, topology, datatypes, operations) and communicator
// management stay, as the code kept for W and the calls that remain need
// what they return.
func communicates(k mpi.Kind) bool {
	switch k {
	case mpi.KindP2P, mpi.KindP2PNonblocking, mpi.KindPersistent, mpi.KindProbe, mpi.KindCompletion,
		mpi.KindCollective, mpi.KindCollectiveNonblocking:
		return true
	}
	return false
}

// counterStores are, for a load of a local whose address is not taken,
// the stores into it in the blocks in and in l's preheader: what a loop
// counter kept in memory is made of.
func (a *abstracter) counterStores(inst ir.Instruction, l *regions.Loop, in map[*ir.Block]bool) []*ir.InstStore {
	ld, ok := inst.(*ir.InstLoad)
	if !ok {
		return nil
	}
	slot, ok := ld.Src.(*ir.InstAlloca)
	if !ok || !a.localOnly(slot) {
		return nil
	}
	var out []*ir.InstStore
	for _, b := range a.fn.Func.Blocks {
		if !in[b] && b != l.Preheader {
			continue
		}
		for _, x := range b.Insts {
			if st, ok := x.(*ir.InstStore); ok && st.Dst == value.Value(slot) {
				out = append(out, st)
			}
		}
	}
	return out
}

func isDebugOrLifetime(inst ir.Instruction) bool {
	call, ok := inst.(*ir.InstCall)
	if !ok {
		return false
	}
	callee, ok := callgraph.Callee(call)
	if !ok {
		return false
	}
	n := callee.Name()
	return strings.HasPrefix(n, "llvm.dbg.") || strings.HasPrefix(n, "llvm.lifetime.")
}

// insert plans region r's work W and inserts its ADD_TIME call at r's
// exit: code computing W from kept values (closed-form trip counts) or a
// counter the kept loop control increments.
func (a *abstracter) insert(r *regions.Region) {
	rr := a.reports[r]
	if err := a.communicationUntimed(r); err != nil {
		a.errs = append(a.errs, err)
		return
	}
	c := a.costs[r]
	coefA, coefB := c.a, c.b
	plan, err := a.planWork(r, c)
	if err != nil {
		a.errs = append(a.errs, err.(*Error))
		return
	}
	for _, l := range plan.counted {
		a.countLoop(l, a.pendingInc[l], plan.inc[l])
	}
	for _, e := range plan.entries {
		a.countEntry(e)
	}
	for _, v := range plan.operands {
		if inst, ok := v.(ir.Instruction); ok && a.instRegion[inst] != nil {
			a.seedInst[inst] = true
		}
	}
	loc := firstLocation(r)
	emit := func(blk *ir.Block, before int) {
		var insts []ir.Instruction
		w := plan.build(&insts, a)
		var secs value.Value
		if w == nil {
			secs = constant.NewFloat(types.Double, coefA+coefB)
		} else {
			wf := ir.NewSIToFP(w, types.Double)
			mul := ir.NewFMul(constant.NewFloat(types.Double, coefA/float64(plan.scale)), wf)
			add := ir.NewFAdd(mul, constant.NewFloat(types.Double, coefB))
			insts = append(insts, wf, mul, add)
			secs = add
		}
		call := ir.NewCall(a.addTime, constant.NewInt(types.I32, int64(r.ID)), secs)
		if loc != nil {
			call.Metadata = append(call.Metadata, &metadata.Attachment{Name: "dbg", Node: loc})
		}
		insts = append(insts, call)
		rr.Calls = append(rr.Calls, call)
		blk.Insts = append(blk.Insts[:before], append(insts, blk.Insts[before:]...)...)
	}
	rr.Work = plan.String()
	x := r.Exit
	switch {
	case x.Block == nil:
		// The region ends at the function's return(s).
		for _, b := range r.Terms {
			if _, ok := b.Term.(*ir.TermRet); ok {
				emit(b, len(b.Insts))
			}
		}
	case x.BeforeTerm:
		emit(x.Block, len(x.Block.Insts))
	default:
		var preds []*ir.Block
		if x.From != nil {
			preds = []*ir.Block{x.From}
		} else {
			for _, b := range r.Terms {
				for _, s := range cfg.Successors(b) {
					if s == x.Block {
						preds = append(preds, b)
						break
					}
				}
			}
		}
		n := a.splitEdges(preds, x.Block, fmt.Sprintf("skel.r%d", r.ID))
		emit(n, firstNonPhi(n))
	}
}

// splitEdges routes the edges preds→to through a new block placed before
// to, merging to's phi entries of those edges, and returns it.
func (a *abstracter) splitEdges(preds []*ir.Block, to *ir.Block, name string) *ir.Block {
	return splitEdges(a.fn.Func, preds, to, name)
}

// splitEdges routes the edges preds→to of f through a new block.
func splitEdges(f *ir.Func, preds []*ir.Block, to *ir.Block, name string) *ir.Block {
	n := &ir.Block{LocalIdent: ir.LocalIdent{LocalName: name}, Parent: f}
	n.Term = ir.NewBr(to)
	predSet := map[*ir.Block]bool{}
	for _, p := range preds {
		predSet[p] = true
		retarget(p, to, n)
	}
	for _, inst := range to.Insts {
		phi, ok := inst.(*ir.InstPhi)
		if !ok {
			break
		}
		var mine []*ir.Incoming
		var rest []*ir.Incoming
		for _, inc := range phi.Incs {
			if predSet[inc.Pred.(*ir.Block)] {
				mine = append(mine, inc)
			} else {
				rest = append(rest, inc)
			}
		}
		if len(mine) == 0 {
			continue
		}
		v := mine[0].X
		for _, inc := range mine[1:] {
			if inc.X != v {
				np := ir.NewPhi(mine...)
				np.Typ = phi.Type()
				n.Insts = append(n.Insts, np)
				v = np
				break
			}
		}
		phi.Incs = append(rest, ir.NewIncoming(v, n))
	}
	// Place the new block just before to, so that printing keeps the
	// function's layout readable.
	idx := 0
	for i, b := range f.Blocks {
		if b == to {
			idx = i
		}
	}
	f.Blocks = append(f.Blocks[:idx], append([]*ir.Block{n}, f.Blocks[idx:]...)...)
	return n
}

// retarget makes every edge of b's terminator to from go to to instead.
func retarget(b *ir.Block, from, to *ir.Block) {
	sw := func(v *value.Value) {
		if *v == value.Value(from) {
			*v = to
		}
	}
	switch t := b.Term.(type) {
	case *ir.TermBr:
		sw(&t.Target)
	case *ir.TermCondBr:
		sw(&t.TargetTrue)
		sw(&t.TargetFalse)
	case *ir.TermSwitch:
		sw(&t.TargetDefault)
		for _, c := range t.Cases {
			sw(&c.Target)
		}
	}
}

// countLoop adds inc to the function's work counter at each iteration of
// l: inc is computed in l's header and added where the body is entered, so
// that a loop tested at the top counts its body's runs (an iteration left
// by break included), not the header's one more per entry, which the
// static model charges once per entry.
func (a *abstracter) countLoop(l *regions.Loop, incCode []ir.Instruction, inc value.Value) {
	c := a.workCounter()
	h := l.Header
	i := firstNonPhi(h)
	h.Insts = append(h.Insts[:i], append(append([]ir.Instruction(nil), incCode...), h.Insts[i:]...)...)
	at := BodyEntry(a.fn.Func, h, l.Blocks)
	ld := ir.NewLoad(types.I64, c)
	add := ir.NewAdd(ld, inc)
	j := i + len(incCode)
	if at != h {
		j = firstNonPhi(at)
	}
	at.Insts = append(at.Insts[:j], append([]ir.Instruction{ld, add, ir.NewStore(add, c)}, at.Insts[j:]...)...)
}

// BodyEntry is the block of a loop of f (header h, blocks) that runs once
// per iteration: the header's one successor inside the loop when the header
// tests the exit and is that block's only way in, else the header itself.
func BodyEntry(f *ir.Func, h *ir.Block, blocks []*ir.Block) *ir.Block {
	in := map[*ir.Block]bool{}
	for _, b := range blocks {
		in[b] = true
	}
	var body *ir.Block
	exits := false
	for _, s := range cfg.Successors(h) {
		switch {
		case !in[s]:
			exits = true
		case body == nil || body == s:
			body = s
		default:
			return h
		}
	}
	if !exits || body == nil || body == h {
		return h
	}
	for _, x := range f.Blocks {
		if x == h {
			continue
		}
		for _, s := range cfg.Successors(x) {
			if s == body {
				return h
			}
		}
	}
	return body
}

// countEntry adds a closed-form nest's work to the counter at the end of
// its preheader.
func (a *abstracter) countEntry(e entryCount) {
	c := a.workCounter()
	ld := ir.NewLoad(types.I64, c)
	add := ir.NewAdd(ld, e.inc)
	st := ir.NewStore(add, c)
	e.block.Insts = append(e.block.Insts, append(e.insts, ld, add, st)...)
}

// workCounter is an i64 stack slot counting innermost-body executions of
// loops whose trip count has no closed form; it is read and reset where
// the region's ADD_TIME is.
func (a *abstracter) workCounter() *ir.InstAlloca {
	if a.counter != nil {
		return a.counter
	}
	entry := a.fn.Func.Blocks[0]
	al := ir.NewAlloca(types.I64)
	al.LocalName = "skel.work"
	st := ir.NewStore(constant.NewInt(types.I64, 0), al)
	i := firstNonPhi(entry)
	entry.Insts = append(entry.Insts[:i], append([]ir.Instruction{al, st}, entry.Insts[i:]...)...)
	a.counter = al
	return al
}

func firstNonPhi(b *ir.Block) int {
	for i, inst := range b.Insts {
		if _, ok := inst.(*ir.InstPhi); !ok {
			return i
		}
	}
	return len(b.Insts)
}

// firstLocation is the !dbg location of the region's first instruction
// or terminator with one, for the ADD_TIME call's trace site. Terminators
// count: at -O1 a region can be a lone branch whose only location it is.
func firstLocation(r *regions.Region) *metadata.DILocation {
	type located interface{ MDAttachments() []*metadata.Attachment }
	for _, b := range r.Blocks {
		for _, inst := range b.Insts {
			if md, ok := inst.(located); ok {
				if loc := frontend.DebugLocation(md.MDAttachments()); loc != nil {
					return loc
				}
			}
		}
		if md, ok := b.Term.(located); ok {
			if loc := frontend.DebugLocation(md.MDAttachments()); loc != nil {
				return loc
			}
		}
	}
	return nil
}

// predicates for integer compares, used by the trip-count closed forms.
var swapPred = map[enum.IPred]enum.IPred{
	enum.IPredEQ: enum.IPredEQ, enum.IPredNE: enum.IPredNE,
	enum.IPredSLT: enum.IPredSGT, enum.IPredSGT: enum.IPredSLT, enum.IPredSLE: enum.IPredSGE, enum.IPredSGE: enum.IPredSLE,
	enum.IPredULT: enum.IPredUGT, enum.IPredUGT: enum.IPredULT, enum.IPredULE: enum.IPredUGE, enum.IPredUGE: enum.IPredULE,
}

var invPred = map[enum.IPred]enum.IPred{
	enum.IPredEQ: enum.IPredNE, enum.IPredNE: enum.IPredEQ,
	enum.IPredSLT: enum.IPredSGE, enum.IPredSGE: enum.IPredSLT, enum.IPredSGT: enum.IPredSLE, enum.IPredSLE: enum.IPredSGT,
	enum.IPredULT: enum.IPredUGE, enum.IPredUGE: enum.IPredULT, enum.IPredUGT: enum.IPredULE, enum.IPredULE: enum.IPredUGT,
}
