// Static: the IC × CPI × CCT cost model, IC from a region's IR instructions weighted by estimated block frequencies.
package cost

import (
	"math"
	"slices"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/value"

	"github.com/mpiskel/mpiskel/analysis/callgraph"
	"github.com/mpiskel/mpiskel/analysis/cfg"
	"github.com/mpiskel/mpiskel/analysis/regions"
	"github.com/mpiskel/mpiskel/runtime/network"
)

// Static estimates a region's time as IC × CPI × CCT (paper 001): IC per
// unit of work is the instructions of the innermost loop bodies, each
// block weighted by its frequency per header execution (a conditional
// branch goes each way with BranchProb), each innermost loop's iteration
// counting its own IC in W (WeightedCoefficients); IC per entry is the
// code outside loops, weighted the same way from the region's entry.
// Blocks of loops that are not innermost are not charged: their share
// shrinks with the inner trip counts, which W does not tell apart. Each
// instruction costs the CPI of its class (Classify) × CCT; an innermost
// loop's iteration costs at least the latency of its longest loop-carried
// dependence cycle (recurrenceCycles) × CCT.
type Static struct {
	NsPerClass [NumClasses]float64 // CPI of the class × CCT
	BranchProb float64             // 0 means 0.5
	ClockGHz   float64             // for the recurrence bound; 0 means none
	Latency    Latencies           // of the recurrence bound
	calls      *calls              // what calls cost, remembered
	// Callees, when set, are the functions an indirect call may reach (a
	// points-to analysis's); without it, every address-taken function of
	// the call's type.
	Callees func(*ir.InstCall) []*ir.Func
	// Kept, when set, tells the calls a skeleton keeps: their callees run
	// in it, charged by their own ADD_TIMEs and kept code, so a region's
	// time holds the call but not the callee.
	Kept func(*ir.InstCall) bool
	// Branch, when set, gives the measured share of a conditional
	// branch's executions that go its true way (a profile run's), used
	// instead of BranchProb where it knows the branch.
	Branch func(*ir.TermCondBr) (float64, bool)
	// Switch, when set, gives the measured share of a switch's
	// executions that went each way (cfg.Successors' order), used
	// instead of even shares where it knows the switch.
	Switch func(*ir.TermSwitch) ([]float64, bool)
	// Targets, when set, gives the measured share of a call through a
	// pointer's executions that reached each function (by name), used
	// instead of the mean of its possible callees where it knows the call.
	Targets func(*ir.InstCall) (map[string]float64, bool)
}

// NewStatic is the static model of a node with one CPI for every
// instruction and the given clock.
func NewStatic(cpi, clockGHz float64) Static {
	s := Static{BranchProb: 0.5, ClockGHz: clockGHz, calls: newCalls()}
	for k := range s.NsPerClass {
		s.NsPerClass[k] = cpi / clockGHz
	}
	return s
}

// NewStaticMachine is the static model of a machine file's node: the CPI
// of each instruction class from [node.class_cpi] (mpiskel calibrate
// measures them), node.cpi for the classes it does not give; the
// recurrence bound's latencies from node.fp_latency and
// node.store_load_latency, where given.
func NewStaticMachine(m *network.Machine) Static {
	s := Static{BranchProb: 0.5, ClockGHz: m.Node.ClockGHz, Latency: Latencies{FP: m.Node.FPLatency, StoreLoad: m.Node.StoreLoadLatency}, calls: newCalls()}
	for k := range s.NsPerClass {
		s.NsPerClass[k] = m.ClassCPI(ClassName(k)) / m.Node.ClockGHz
	}
	return s
}

func (s Static) Name() string { return "static" }

// InstructionsOnly: a static cost counts a region's instructions only.
func (s Static) InstructionsOnly(*regions.Region) string {
	return "its static cost (IC × CPI × CCT)"
}

// Coefficients charges each unit of W the mean iteration time of r's
// innermost loops: the cost of a W that does not tell the loops apart (the
// --unmeasured fallback of a profile). Abstract uses WeightedCoefficients.
func (s Static) Coefficients(r *regions.Region) (a, b float64) {
	var sum float64
	for _, l := range r.Innermost {
		sum += s.iterationNs(l)
	}
	if len(r.Innermost) > 0 {
		a = sum / float64(len(r.Innermost)) * 1e-9
	}
	return a, s.entryNs(r) * 1e-9
}

// weightScale is how many units of W the cheapest loop's iteration counts
// where a region has several and their times have no common measure
// (exactUnit): weights are integers (W is an i64), so an iteration's time
// is rounded to 1/weightScale of the cheapest one's, at most 0.05 %.
const weightScale = 1024

// maxWeight bounds an iteration's units, so that W stays far from
// overflowing when one loop costs thousands of times another.
const maxWeight = 1 << 16

// WeightedCoefficients gives each loop of r its own iteration time: W
// counts weight[l] units per iteration of l, each unit costing a. An outer
// loop's iteration is its own blocks (the inner loops' set-up, and their
// last exit test), so that a nest of short inner loops is charged whole.
// Where r is one loop there are no weights: 1 each.
func (s Static) WeightedCoefficients(r *regions.Region) (weight map[*regions.Loop]int64, a, b float64) {
	loops := nestOf(r)
	if len(loops) < 2 {
		a, b = s.Coefficients(r)
		return nil, a, b
	}
	ns := make([]float64, len(loops))
	for i, l := range loops {
		ns[i] = s.iterationNs(l)
	}
	unit := s.unitOf(ns)
	if unit == 0 {
		a, b = s.Coefficients(r)
		return nil, a, b
	}
	weight = map[*regions.Loop]int64{}
	for i, l := range loops {
		if n := int64(math.Round(ns[i] / unit)); n > 0 {
			weight[l] = n
		}
	}
	return weight, unit * 1e-9, s.entryNs(r) * 1e-9
}

// unitOf is the time (ns) of one unit of W for iterations taking ns each:
// the largest that divides them all exactly (exactUnit), or one rounding
// each to 1/weightScale of the cheapest; 0 when all are free.
func (s Static) unitOf(ns []float64) float64 {
	lo, hi := math.Inf(1), 0.0
	for _, x := range ns {
		if x > 0 {
			lo, hi = min(lo, x), max(hi, x)
		}
	}
	if hi == 0 {
		return 0
	}
	unit := s.exactUnit(ns)
	if unit == 0 || hi/unit > maxWeight {
		unit = max(lo/weightScale, hi/maxWeight)
	}
	return unit
}

// Variants are a region's iteration weights and entry shares for each
// way the conditions of its invariant branches can go: index σ has bit i
// set where conds[i] holds. They share one unit, A seconds.
type Variants struct {
	Weights []map[*regions.Loop]int64   // every loop of the region, 0 included
	Shares  []map[*regions.Loop]float64 // nil without measured branch odds (EntryShares)
	A, B    float64
}

// WeightedVariants is WeightedCoefficients and EntryShares once for each
// way conds (i1 values the region reads but does not compute) can go,
// each branch on one of them going that way: clang's vectorised loops
// choose between vector, epilogue and scalar code by checks on a size
// that changes with the rank count, and odds measured at one rank count
// charged transpose -O2 1.07x at another. ok is false when the region's
// loops cost nothing.
func (s Static) WeightedVariants(r *regions.Region, conds []value.Value) (v Variants, ok bool) {
	loops := nestOf(r)
	var all []float64
	ns := make([][]float64, 1<<len(conds))
	for σ := range ns {
		given := s.assuming(conds, σ)
		for _, l := range loops {
			ns[σ] = append(ns[σ], given.iterationNs(l))
		}
		all = append(all, ns[σ]...)
		if s.Branch != nil {
			v.Shares = append(v.Shares, given.EntryShares(r))
		}
	}
	unit := s.unitOf(all)
	if unit == 0 {
		return v, false
	}
	for σ := range ns {
		weight := map[*regions.Loop]int64{}
		for i, l := range loops {
			weight[l] = int64(math.Round(ns[σ][i] / unit))
		}
		v.Weights = append(v.Weights, weight)
	}
	v.A, v.B = unit*1e-9, s.entryNs(r)*1e-9
	return v, true
}

// assuming is s with every branch on conds[i] going its true way when
// bit i of σ is set, its false way otherwise.
func (s Static) assuming(conds []value.Value, σ int) Static {
	measured := s.Branch
	s.Branch = func(br *ir.TermCondBr) (float64, bool) {
		if i := slices.Index(conds, br.Cond); i >= 0 {
			return float64(σ >> i & 1), true
		}
		if measured != nil {
			return measured(br)
		}
		return 0, false
	}
	return s
}

// EntryShares gives each loop of r nested in another how many times the
// flow enters it per iteration of that loop, by the ways the profile run
// saw the branches go (Branch): a guarded one-time set-up inside a loop
// (NPB IS's random generator's, behind its first-call flag) is entered
// once in many iterations. nil without a profile: even odds would halve
// every guarded loop.
func (s Static) EntryShares(r *regions.Region) map[*regions.Loop]float64 {
	if s.Branch == nil {
		return nil
	}
	out := map[*regions.Loop]float64{}
	for _, l := range nestOf(r) {
		if len(l.Children) == 0 {
			continue
		}
		_, entered := s.iterationFlow(l)
		for _, c := range l.Children {
			out[c] = entries(entered, c)
		}
	}
	return out
}

// exactUnit is the largest time (ns) every one of ns is a whole multiple
// of, on the grid of the interpreter's charge (1/unitsPerCycle of a
// cycle), or 0 when one of them is off that grid. With whole-cycle CPIs an
// iteration's time is a few cycles and halves of them (branches taken half
// the time), so weights are exact and small: rounding them to 1/16 of the
// cheapest loop's once made transpose's nests of 9- and 26-cycle
// iterations predict 0.6 % short.
func (s Static) exactUnit(ns []float64) float64 {
	if s.ClockGHz <= 0 {
		return 0
	}
	var g int64
	for _, x := range ns {
		q := x * s.ClockGHz * unitsPerCycle
		r := math.Round(q)
		if math.Abs(q-r) > 1e-6*max(1, q) || r > 1<<52 {
			return 0
		}
		a := int64(r)
		for a != 0 {
			g, a = a, g%a
		}
	}
	return float64(g) / (s.ClockGHz * unitsPerCycle)
}

// nestOf is every loop of r, outer before inner.
func nestOf(r *regions.Region) []*regions.Loop {
	var all []*regions.Loop
	var walk func(l *regions.Loop)
	walk = func(l *regions.Loop) {
		all = append(all, l)
		for _, c := range l.Children {
			walk(c)
		}
	}
	for _, l := range r.Loops {
		walk(l)
	}
	return all
}

// iterationNs is the time of one iteration of l: its own blocks (not its
// inner loops') weighted by their frequency per header execution, the
// last exit test of each inner loop (run once per entry: the header of a
// loop tested at the top runs once more than its body), and for an
// innermost loop at least its longest loop-carried dependence cycle.
func (s Static) iterationNs(l *regions.Loop) float64 {
	ns, entered := s.iterationFlow(l)
	for _, c := range l.Children {
		ns += s.lastTestNs(c) * entries(entered, c)
	}
	if len(l.Children) == 0 {
		ns += s.dependenceExcessNs(l.Blocks, l.Header, ns)
	}
	return ns
}

// iterationFlow is the time of l's own blocks per iteration and how often
// the flow enters each of its inner loops' headers.
func (s Static) iterationFlow(l *regions.Loop) (float64, map[*ir.Block]float64) {
	innerOf, _, own := outsideLoops(l.Blocks, l.Children)
	var through func(*ir.Block) []*ir.Block
	if len(l.Children) > 0 {
		through = exitsOf(innerOf)
	}
	return s.flowNs(l.Header, own, nil, through, true)
}

// dependenceExcessNs is by how much the longest loop-carried dependence
// cycle of an innermost loop (blocks, header first) exceeds iterationNs,
// its instructions' time: 0 without a clock, or when the loop calls a
// function, whose work the cycle does not know.
func (s Static) dependenceExcessNs(blocks []*ir.Block, header *ir.Block, iterationNs float64) float64 {
	if s.ClockGHz <= 0 || callsFunction(blocks) {
		return 0
	}
	return max(0, recurrenceCycles(blocks, header, s.Latency)/s.ClockGHz-iterationNs)
}

// callsFunction tells whether blocks call anything but an intrinsic.
func callsFunction(blocks []*ir.Block) bool {
	for _, b := range blocks {
		for _, inst := range b.Insts {
			if call, ok := inst.(*ir.InstCall); ok {
				if f, ok := callgraph.Callee(call); !ok || !callgraph.IsIntrinsic(f) {
					return true
				}
			}
		}
	}
	return false
}

// lastTestNs is what l runs once per entry beyond its iterations: the
// header of a loop tested at the top, which runs once more to exit. A
// header that is also a latch (a one-block rotated loop) tests at the
// bottom of each iteration, its last one included: counting it again
// charged each row of an -O1 sparse product one body too many (csr.O1
// predicted 1.11x).
func (s Static) lastTestNs(l *regions.Loop) float64 {
	if slices.Contains(l.Latches, l.Header) {
		return 0
	}
	in := map[*ir.Block]bool{}
	for _, x := range l.Blocks {
		in[x] = true
	}
	for _, t := range cfg.Successors(l.Header) {
		if !in[t] {
			return s.partNs(l.Header, whole)
		}
	}
	return 0
}

// entryNs is the time of r's code outside loops per entry: control
// reaching one of r's outermost loops goes on at the loop's exits.
func (s Static) entryNs(r *regions.Region) float64 {
	loopOf, blocks, outside := outsideLoops(r.Blocks, r.Loops)
	if len(blocks) == 0 {
		var last float64
		for _, l := range r.Loops {
			last += s.lastTestNs(l)
		}
		return last
	}
	// A block whose terminator is not r's ends where r ends, before the
	// branch: the skeleton keeps that branch and the simulator charges it.
	// A region that starts at a block's branch holds only that branch of
	// it, and goes each way by its odds (the block's instructions are the
	// region before: a branch region charging its entry's instructions, or
	// its then-block at every execution, overcharged particle pushes 5 %).
	parts := map[*ir.Block]part{}
	for _, x := range blocks {
		parts[x] = insts
	}
	for _, x := range r.Terms {
		parts[x] |= term
	}
	start := r.Entry.Block
	switch {
	case outside[start]:
	case r.Entry.BeforeTerm && parts[start] == term:
		outside[start] = true
	default:
		start = blocks[0]
	}
	ns, entered := s.flowNs(start, outside, parts, exitsOf(loopOf), false)
	for _, l := range r.Loops {
		ns += s.lastTestNs(l) * entries(entered, l)
	}
	return ns
}

// entries is how often control enters l per run of a flowNs: the loops
// of a switch's cases are entered one at a time (charging each one's last
// test at every run overcharged Burkardt laplace's edge copies 6 %). A
// loop the flow did not enter through an edge (the region's first) is
// entered once.
func entries(entered map[*ir.Block]float64, l *regions.Loop) float64 {
	if f, ok := entered[l.Header]; ok {
		return f
	}
	return 1
}

// part is what of a block a region holds.
type part uint8

const (
	insts part = 1 << iota // its instructions
	term                   // its terminator
	whole = insts | term
)

// outsideLoops splits blocks by loops: the loop each block of the loops
// is in, and the other blocks, in order and as a set.
func outsideLoops(blocks []*ir.Block, loops []*regions.Loop) (loopOf map[*ir.Block]*regions.Loop, outside []*ir.Block, isOutside map[*ir.Block]bool) {
	loopOf = map[*ir.Block]*regions.Loop{}
	for _, l := range loops {
		for _, x := range l.Blocks {
			loopOf[x] = l
		}
	}
	isOutside = map[*ir.Block]bool{}
	for _, x := range blocks {
		if loopOf[x] == nil {
			isOutside[x] = true
			outside = append(outside, x)
		}
	}
	return loopOf, outside, isOutside
}

// exitsOf maps a block of one of the loops in loopOf to where control
// goes on when it enters that loop: the loop's exits.
func exitsOf(loopOf map[*ir.Block]*regions.Loop) func(*ir.Block) []*ir.Block {
	return func(b *ir.Block) []*ir.Block {
		if l := loopOf[b]; l != nil {
			return loopExits(l)
		}
		return nil
	}
}

// loopExits are the blocks outside l that its blocks branch to.
func loopExits(l *regions.Loop) []*ir.Block {
	in := map[*ir.Block]bool{}
	for _, x := range l.Blocks {
		in[x] = true
	}
	var exits []*ir.Block
	seen := map[*ir.Block]bool{}
	for _, x := range l.Blocks {
		for _, t := range cfg.Successors(x) {
			if !in[t] && !seen[t] {
				seen[t] = true
				exits = append(exits, t)
			}
		}
	}
	return exits
}

// weighted is Σ ns(b) × frequency(b) over the blocks in in, of each
// block the parts in parts (nil: whole); frequency is 1 at start and
// split between successors (BranchProb each way of a two-way branch, or
// the share Branch measured; a switch's ways alike, or as Switch
// measured), and edges back to start carry nothing
// further. An edge out of the set carries nothing either unless through
// gives the blocks control reaches that way (an inner loop entered goes on
// at its exits), split evenly. When loop says start heads a loop and in
// (with through) is its body, an edge leaving the body is the loop's
// exit, taken once per loop rather than per iteration: the successor that
// stays gets all the frequency (the unrotated loops of C and -O0 IR test
// at the header, and halving their bodies there made static skeletons of
// them predict half their time; an outer loop's own code was halved so
// until its inner loops counted as staying, and C sparse products
// predicted 3-4 % short). Frequencies flow in topological order from
// start, not in layout order: the C front end lays a for loop's increment
// block out before the body blocks that reach it, and counting in layout
// order left it out (wavefront's sweep predicted 7 % short).
func (s Static) weighted(start *ir.Block, in map[*ir.Block]bool, parts map[*ir.Block]part, through func(*ir.Block) []*ir.Block, loop bool) float64 {
	ns, _ := s.flowNs(start, in, parts, through, loop)
	return ns
}

// flowNs is weighted, and the frequency with which control passes through
// each block that through leads past (an inner loop's header: the loop's
// entries), by that block.
func (s Static) flowNs(start *ir.Block, in map[*ir.Block]bool, parts map[*ir.Block]part, through func(*ir.Block) []*ir.Block, loop bool) (float64, map[*ir.Block]float64) {
	p := s.BranchProb
	if p <= 0 || p >= 1 {
		p = 0.5
	}
	type edge struct {
		to    *ir.Block
		share float64
		via   *ir.Block // the block passed through (an inner loop's header)
	}
	flow := func(x *ir.Block) []edge {
		succ := cfg.Successors(x)
		p := p
		if br, ok := x.Term.(*ir.TermCondBr); ok && s.Branch != nil {
			if q, ok := s.Branch(br); ok {
				p = q
			}
		}
		var measured []float64
		if sw, ok := x.Term.(*ir.TermSwitch); ok && s.Switch != nil {
			if q, ok := s.Switch(sw); ok && len(q) == len(succ) {
				measured = q
			}
		}
		var staying []int
		for i, t := range succ {
			if t == start || in[t] || through != nil && slices.ContainsFunc(through(t), func(n *ir.Block) bool { return in[n] }) {
				staying = append(staying, i)
			}
		}
		var out []edge
		for i, t := range succ {
			share := 1 / float64(len(succ))
			switch {
			case measured != nil:
				share = measured[i]
			case len(succ) == 2 && len(staying) == 1 && loop:
				share = 1 // a loop exit
			case len(succ) == 2 && i == 0:
				share = p
			case len(succ) == 2:
				share = 1 - p
			}
			if t == start {
				continue
			}
			if in[t] {
				out = append(out, edge{t, share, nil})
				continue
			}
			if through == nil {
				continue
			}
			if next := through(t); len(next) > 0 {
				for _, n := range next {
					if in[n] {
						out = append(out, edge{n, share / float64(len(next)), t})
					}
				}
			}
		}
		return out
	}
	// Reverse postorder from start: the set's edges, back edges to start
	// dropped and inner loops passed through, form a DAG.
	var post []*ir.Block
	edges := map[*ir.Block][]edge{}
	var visit func(x *ir.Block)
	visit = func(x *ir.Block) {
		edges[x] = flow(x)
		for _, e := range edges[x] {
			if _, seen := edges[e.to]; !seen {
				visit(e.to)
			}
		}
		post = append(post, x)
	}
	visit(start)
	freq := map[*ir.Block]float64{start: 1}
	entered := map[*ir.Block]float64{}
	var total float64
	for i := len(post) - 1; i >= 0; i-- {
		x := post[i]
		f := freq[x]
		for _, e := range edges[x] {
			if e.via != nil {
				entered[e.via] += f * e.share
			}
		}
		if f == 0 {
			continue
		}
		p := whole
		if parts != nil {
			p = parts[x]
		}
		total += f * s.partNs(x, p)
		for _, e := range edges[x] {
			freq[e.to] += f * e.share
		}
	}
	return total, entered
}

// partNs is the time of a block's instructions and terminator, those of
// them p says, each at its class's CPI × CCT, a call with its callee's
// time (calleeNs).
func (s Static) partNs(b *ir.Block, p part) float64 {
	var ns float64
	if p&insts != 0 {
		for _, inst := range b.Insts {
			if k, ok := Classify(inst); ok {
				ns += s.NsPerClass[k]
				if call, ok := inst.(*ir.InstCall); ok && k == ClassCall {
					ns += s.calleeNs(call, b)
				}
			}
		}
	}
	if p&term != 0 && b.Term != nil {
		if k, ok := Classify(b.Term); ok {
			ns += s.NsPerClass[k]
		}
	}
	return ns
}

// calls remembers, per module, what its calls reach and what its
// functions cost.
type calls struct {
	graphs   map[*ir.Module]*callgraph.Graph
	callees  map[*ir.InstCall][]*ir.Func
	ns       map[*ir.Func]float64
	visiting map[*ir.Func]bool
}

func newCalls() *calls {
	return &calls{graphs: map[*ir.Module]*callgraph.Graph{}, callees: map[*ir.InstCall][]*ir.Func{}, ns: map[*ir.Func]float64{}, visiting: map[*ir.Func]bool{}}
}

// calleeNs is the time of what call (in block b) runs beyond its own
// instruction: the mean over the functions it may reach of their blocks
// weighted from the entry and the calls they make in turn. A declaration (libc, whose work
// the interpreter does in Go) costs nothing more, nor does a function
// with a loop, whose trip counts are not known here, or a recursive one.
func (s Static) calleeNs(call *ir.InstCall, b *ir.Block) float64 {
	if s.Kept != nil && s.Kept(call) {
		return 0
	}
	if s.calls == nil {
		s.calls = newCalls() // a Static made without NewStatic: remembered for this call's callees only
	}
	c := s.calls
	callees, ok := c.callees[call]
	if !ok {
		if f, direct := callgraph.Callee(call); direct {
			callees = []*ir.Func{f}
		} else if s.Callees != nil {
			callees = s.Callees(call)
		} else if b.Parent != nil && b.Parent.Parent != nil {
			m := b.Parent.Parent
			g := c.graphs[m]
			if g == nil {
				g = callgraph.Build(m)
				c.graphs[m] = g
			}
			for _, site := range g.Sites[b.Parent] {
				if site.Call == call {
					callees = site.Callees
				}
			}
		}
		c.callees[call] = callees
	}
	if len(callees) == 0 {
		return 0
	}
	if s.Targets != nil && len(callees) > 1 {
		if share, ok := s.Targets(call); ok {
			var sum, seen float64
			for _, f := range callees {
				sum += share[f.Name()] * s.funcNs(f)
				seen += share[f.Name()]
			}
			if seen > 0 {
				return sum / seen
			}
		}
	}
	var sum float64
	for _, f := range callees {
		sum += s.funcNs(f)
	}
	return sum / float64(len(callees))
}

// funcNs is the time of a call of f: its blocks weighted from its entry
// (s.calls is set).
func (s Static) funcNs(f *ir.Func) float64 {
	c := s.calls
	if ns, ok := c.ns[f]; ok {
		return ns
	}
	if len(f.Blocks) == 0 || c.visiting[f] || len(cfg.New(f).Loops.All) > 0 {
		return 0
	}
	c.visiting[f] = true
	in := map[*ir.Block]bool{}
	for _, b := range f.Blocks {
		in[b] = true
	}
	ns := s.weighted(f.Blocks[0], in, nil, nil, true)
	delete(c.visiting, f)
	c.ns[f] = ns
	return ns
}
