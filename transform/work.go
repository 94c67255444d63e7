// The work W of an abstracted region: closed-form trip counts of induction-variable loops, counters for the others.
package transform

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/mpiskel/mpiskel/analysis/callgraph"
	"github.com/mpiskel/mpiskel/analysis/cfg"
	"github.com/mpiskel/mpiskel/analysis/regions"
	"github.com/mpiskel/mpiskel/cost"
)

// tripCount is a loop's body executions per entry: a constant (a
// loop_count pragma) or the closed form of an induction variable
// x_k = start + k·step (+step when the test is on the incremented value)
// continuing while x_k pred bound.
type tripCount struct {
	loop     *regions.Loop
	constant int64
	per      int64 // constant is per this many iterations (a mean count; 0 or 1: exact)
	pragma   bool  // a constant: a loop_count pragma's, a profile's, or a WeightedCost weight
	// fit, when set, is the count over the rank count (a profile's at
	// several), in per parts, evaluated at the rank count np gives.
	fit *cost.ScaleFit
	np  *ir.Func
	// tele, when set, makes this the total trip count of an inner loop
	// running from A[i] to A[i+1] over this (outer) loop's induction
	// variable i, summed over the outer loop: A[end] − A[start] (see
	// telescope).
	tele *telescoped
	// tiles, when set, makes this the total trip count of a tile loop
	// summed over the loop of its tiles: B − s (see tiled).
	tiles *tileSum
	start value.Value
	// stepV is the step when it is a value the loop does not change
	// rather than a constant (a tile size read at run time; step is 0):
	// an ascending loop, whose count holds while the step is positive.
	stepV    value.Value
	bound    value.Value
	step     int64
	pred     enum.IPred // continue condition, x on the left
	testNext bool
	bottom   bool // the test is not in the header: the body runs once more than the test holds
	// ways, when set, makes this a constant chosen at run time by conds:
	// ways[σ], σ having bit i set where conds[i] holds (see WeightedVariants).
	ways  []int64
	conds []value.Value
}

func (t *tripCount) operands() []value.Value {
	if t.ways != nil {
		return t.conds
	}
	if t.pragma {
		return nil
	}
	if t.tele != nil {
		return append(t.tele.outer.operands(), t.tele.base)
	}
	if t.tiles != nil {
		return []value.Value{t.tiles.start, t.tiles.bound}
	}
	if t.stepV != nil {
		return []value.Value{t.start, t.bound, t.stepV}
	}
	return []value.Value{t.start, t.bound}
}

func (t *tripCount) String() string {
	if t.ways != nil {
		return t.waysString(0, 0)
	}
	if t.pragma {
		return Trips{N: t.constant, Per: max(t.per, 1), Fit: t.fit}.String()
	}
	if o := t.tele; o != nil {
		return fmt.Sprintf("sum(%s: %s[end]-%s[%s] over %s)", o.inner.Header.Ident(), o.base.Ident(), o.base.Ident(), o.outer.start.Ident(), o.outer)
	}
	if o := t.tiles; o != nil {
		return fmt.Sprintf("tiles(%s: %s-%s)", t.loop.Header.Ident(), o.bound.Ident(), o.start.Ident())
	}
	if t.stepV != nil {
		return fmt.Sprintf("trips(%s: x=%s+%s·k while x %s %s)", t.loop.Header.Ident(), t.start.Ident(), t.stepV.Ident(), t.pred, t.bound.Ident())
	}
	return fmt.Sprintf("trips(%s: x=%s%+d·k while x %s %s)", t.loop.Header.Ident(), t.start.Ident(), t.step, t.pred, t.bound.Ident())
}

// workPlan is W = Σ products of trip counts + the counter, in units of
// 1/scale of an iteration where a count is a mean with a fraction.
type workPlan struct {
	scale    int64
	products [][]*tripCount
	counted  []*regions.Loop
	inc      map[*regions.Loop]value.Value
	incDesc  map[*regions.Loop]string
	counter  bool
	operands []value.Value
	// entries add closed-form chains to the counter at their preheaders.
	entries []entryCount
}

// entryCount is a closed-form loop nest's work, added to the counter each
// time its preheader runs.
type entryCount struct {
	block *ir.Block
	insts []ir.Instruction
	inc   value.Value
}

func productString(trips []*tripCount) string {
	var f []string
	for _, t := range trips {
		f = append(f, t.String())
	}
	return strings.Join(f, "·")
}

// validAt: every operand of trips is defined outside the loops of chain
// and dominates the end of block at.
func (a *abstracter) validAt(chain []*regions.Loop, trips []*tripCount, at *ir.Block) bool {
	outer := chain[len(chain)-1]
	for _, t := range trips {
		if t == nil {
			return false
		}
		for _, v := range t.operands() {
			inst, ok := v.(ir.Instruction)
			if !ok {
				continue
			}
			b := a.blockOf(inst)
			if b == nil || contains(outer.Blocks, b) || !a.dominates(b, at) {
				return false
			}
		}
	}
	return true
}

func (w *workPlan) String() string {
	var parts []string
	for _, p := range w.products {
		var f []string
		for _, t := range p {
			f = append(f, t.String())
		}
		parts = append(parts, strings.Join(f, "·"))
	}
	for _, l := range w.counted {
		parts = append(parts, fmt.Sprintf("count(%s)×%s", l.Header.Ident(), w.incDesc[l]))
	}
	if d := w.incDesc[nil]; d != "" {
		parts = append(parts, "entries("+d[1:]+")")
	}
	if len(parts) == 0 {
		return "1"
	}
	return strings.Join(parts, " + ")
}

// planWork finds, for every innermost loop of r, the longest chain of
// enclosing loops (inside r) whose trip counts have closed forms computable
// where the ADD_TIME goes; the remaining outer loops keep running with
// their control and count executions. An innermost loop's iterations count
// weight[loop] units of W each (WeightedCost), 1 where weight has none; an
// outer loop's count only where weight gives them.
//
// A loop of a chain that its parent does not enter at every iteration (a
// one-time set-up behind a flag) counts by the share of iterations that
// enter it (shares, from EntryShares), in TripScale parts, unless its
// profiled count is per iteration of the parent (PerParent), skips
// included.
//
// Where c has ways (WeightedVariants), each iteration's units and each
// loop's entry share are chosen at run time by the region's invariant
// conditions: one ways factor per product.
func (a *abstracter) planWork(r *regions.Region, c regionCost) (*workPlan, error) {
	w := &workPlan{scale: 1, inc: map[*regions.Loop]value.Value{}, incDesc: map[*regions.Loop]string{}}
	weight := c.weight
	if c.conds != nil {
		weight = map[*regions.Loop]int64{}
		for _, ws := range c.ways.Weights {
			for l, n := range ws {
				weight[l] = max(weight[l], n)
			}
		}
		w.operands = append(w.operands, c.conds...)
		a.hoistConds(r, c.conds)
	}
	inR := map[*regions.Loop]bool{}
	for _, l := range r.Loops {
		var mark func(l *regions.Loop)
		mark = func(l *regions.Loop) {
			inR[l] = true
			for _, c := range l.Children {
				mark(c)
			}
		}
		mark(l)
	}
	// Mean counts are kept in TripScale parts: W counts in the parts of
	// the chain with the most of them (two at most, so that W stays far
	// from overflowing; a third is rounded).
	// guarded[l]: the share of its parent's iterations that enter l,
	// where that is not all of them.
	// With ways, one share per way.
	guarded := map[*regions.Loop][]float64{}
	shares := []map[*regions.Loop]float64{c.shares}
	if c.conds != nil {
		shares = c.ways.Shares
	}
	for _, byLoop := range shares {
		for l, sh := range byLoop {
			if guarded[l] == nil && inR[l] && inR[l.Parent] && sh < 1-1e-9 && !a.opt.PerParent[l.Header] && !a.onEveryPathFrom(l, bodyEntry(l.Parent)) {
				guarded[l] = make([]float64, len(shares))
				for j := range shares {
					guarded[l][j] = 1
					if sh, ok := shares[j][l]; ok {
						guarded[l][j] = min(max(sh, 0), 1)
					}
				}
			}
		}
	}
	for _, inner := range workLoops(r, weight) {
		scale := int64(1)
		for l := inner; l != nil && inR[l] && scale < TripScale*TripScale; l = l.Parent {
			if t := a.opt.LoopCounts[l.Header]; t.Fractional() {
				scale *= t.Per
			}
			if _, ok := guarded[l]; ok && scale < TripScale*TripScale {
				scale *= TripScale
			}
		}
		w.scale = max(w.scale, scale)
	}
	exitPoints := a.exitBlocks(r)
	for _, inner := range workLoops(r, weight) {
		var chain []*regions.Loop
		for l := inner; l != nil && inR[l]; l = l.Parent {
			chain = append(chain, l)
		}
		trips := make([]*tripCount, len(chain))
		for i, l := range chain {
			trips[i] = a.trip(l)
		}
		var units []*tripCount // the iteration's weight, a constant factor
		if n := weight[inner]; n > 1 {
			units = []*tripCount{{constant: n, pragma: true}}
		}
		// An inner loop from A[i] to A[i+1] (CSR rows) counts, over its
		// outer loop, A[end] − A[start]: one closed form for both.
		if len(chain) >= 2 {
			if t := a.telescope(chain[0], chain[1], trips[1]); t != nil {
				chain, trips = chain[1:], append([]*tripCount{t}, trips[2:]...)
			}
		}
		// entered(j) is the share of chain[j-1]'s iterations, j > 0, in
		// which the loops inside it down to chain[0] are entered.
		entered := func(j int) []*tripCount {
			f := 1.0
			for _, l := range chain[:max(j-1, 0)] {
				if sh, ok := guarded[l]; ok {
					f *= sh[0]
				}
			}
			if f == 1 {
				return nil
			}
			return []*tripCount{{constant: int64(math.Round(f * TripScale)), per: TripScale, pragma: true}}
		}
		// perIteration(j) is what an iteration of inner counts, entered(j)
		// included: with ways, one factor chosen at run time.
		perIteration := func(j int) []*tripCount {
			if c.conds == nil {
				return append(units[:len(units):len(units)], entered(j)...)
			}
			ways := make([]int64, len(c.ways.Weights))
			per := int64(1)
			for i := range ways {
				ways[i] = c.ways.Weights[i][inner]
				f, isGuarded := 1.0, false
				for _, l := range chain[:max(j-1, 0)] {
					if sh, ok := guarded[l]; ok {
						f, isGuarded = f*sh[i], true
					}
				}
				if isGuarded {
					ways[i] *= int64(math.Round(f * TripScale))
					per = TripScale
				}
			}
			if !slices.ContainsFunc(ways, func(n int64) bool { return n != ways[0] }) {
				if ways[0] == 1 && per == 1 {
					return nil
				}
				return []*tripCount{{constant: ways[0], per: per, pragma: true}}
			}
			return []*tripCount{{ways: ways, conds: c.conds, per: per}}
		}
		// A loop over one tile and the loop over the tiles count, over
		// both, the whole range: B − s for the pair.
		for i := range chain {
			for j := i + 1; j < len(chain); j++ {
				if t := a.tiled(chain[i], chain[j], trips[i], trips[j]); t != nil {
					trips[i], trips[j] = t, &tripCount{loop: chain[j], constant: 1, pragma: true}
					break
				}
			}
		}
		// k loops (innermost first) have closed forms; chain[k] runs.
		k := len(chain)
		for ; k >= 0; k-- {
			if a.validPrefix(chain, trips, k, exitPoints) {
				break
			}
		}
		for i := k; i < len(chain); i++ {
			l := chain[i]
			if _, counted := a.opt.LoopCounts[l.Header]; a.opt.DataDependent[l.Header] && !counted {
				return nil, &Error{Pos: l.Pos, Msg: "the trip count of this loop depends on data the skeleton does not compute; give it with '#pragma mpiskel loop_count(EXPR)' on the line before the loop, or measure it with a profile run (--profile-loops NP)"}
			}
		}
		// The whole chain has a closed form available on entry to its
		// outermost loop, but not at the region's exit (its bounds are
		// computed past a guard) or the loop does not run whenever the
		// region does: add it to the counter once per entry, at the
		// preheader, instead of running the outer loops.
		outer := chain[len(chain)-1]
		entries := a.entryEdges(outer, r)
		atEntry := entries != nil && a.validAt(chain, trips, outer.Header)
		if k == len(chain) && (!atEntry || a.onEveryPath(outer, r)) {
			w.products = append(w.products, append(trips, perIteration(len(chain))...))
			for _, t := range trips {
				w.operands = append(w.operands, t.operands()...)
			}
			continue
		}
		if atEntry {
			ph := outer.Preheader
			if ph == nil {
				// A guard branching straight into the loop: the count goes
				// on the edges in.
				ph = a.splitEdges(entries, outer.Header, fmt.Sprintf("skel.entry%d.%d", r.ID, len(w.entries)))
				outer.Preheader = ph
			}
			w.countOnEntry(ph, trips, perIteration(len(chain)))
			continue
		}
		// Part of the chain, chain[:m], has a closed form on entry to
		// chain[m-1] (its bounds computed in chain[m]'s body, a tile's
		// MIN(n, j + t)): add it at that preheader, and chain[m:] runs.
		if m := a.closedOnEntry(r, chain, trips, k); m > 0 {
			w.countOnEntry(chain[m-1].Preheader, trips[:m:m], perIteration(m))
			a.runLoops = append(a.runLoops, chain[m:]...)
			continue
		}
		// chain[k] runs: count its header executions, weighted by the
		// closed-form trips of the loops inside it.
		run := chain[k]
		w.counter = true
		for i := k; i < len(chain); i++ {
			a.runLoops = append(a.runLoops, chain[i])
		}
		var insts []ir.Instruction
		var inc value.Value = constant.NewInt(types.I64, w.scale)
		desc := "1"
		if factors := append(trips[:k:k], perIteration(k+1)...); len(factors) > 0 {
			inc = w.product(&insts, factors)
			for _, t := range factors {
				w.operands = append(w.operands, t.operands()...)
			}
			desc = productString(factors)
		}
		if prev, ok := w.inc[run]; ok {
			sum := ir.NewAdd(prev, inc)
			insts = append(insts, sum)
			inc = sum
			desc = w.incDesc[run] + "+" + desc
		} else {
			w.counted = append(w.counted, run)
		}
		a.pendingInc[run] = append(a.pendingInc[run], insts...)
		w.inc[run] = inc
		w.incDesc[run] = desc
	}
	return w, nil
}

// countOnEntry adds Π trips · units to the counter each time block (a
// loop's preheader) runs.
func (w *workPlan) countOnEntry(block *ir.Block, trips, units []*tripCount) {
	var insts []ir.Instruction
	factors := append(trips, units...)
	inc := w.product(&insts, factors)
	for _, t := range trips {
		w.operands = append(w.operands, t.operands()...)
	}
	w.counter = true
	w.entries = append(w.entries, entryCount{block: block, insts: insts, inc: inc})
	w.incDesc[nil] += "+" + productString(factors)
}

// entryEdges are the blocks outside l that branch to its header, all in
// r, or nil: where a count per entry of l can go.
func (a *abstracter) entryEdges(l *regions.Loop, r *regions.Region) []*ir.Block {
	if ph := l.Preheader; ph != nil {
		if a.termRegion[ph] != r {
			return nil
		}
		return []*ir.Block{ph}
	}
	var preds []*ir.Block
	for _, b := range a.fn.Func.Blocks {
		if contains(l.Blocks, b) {
			continue
		}
		for _, s := range cfg.Successors(b) {
			if s == l.Header {
				if a.termRegion[b] != r {
					return nil
				}
				preds = append(preds, b)
				break
			}
		}
	}
	return preds
}

// closedOnEntry is the longest m > k such that the trips of chain[:m] are
// known at chain[m-1]'s preheader, inside r; 0 when there is none.
func (a *abstracter) closedOnEntry(r *regions.Region, chain []*regions.Loop, trips []*tripCount, k int) int {
	for m := len(chain) - 1; m > k; m-- {
		ph := chain[m-1].Preheader
		if ph != nil && a.termRegion[ph] == r && a.validAt(chain[:m], trips[:m], ph) {
			return m
		}
	}
	return 0
}

// workLoops are the loops whose iterations W counts: r's innermost loops,
// then the outer loops weight charges for their own code.
func workLoops(r *regions.Region, weight map[*regions.Loop]int64) []*regions.Loop {
	loops := r.Innermost
	var walk func(l *regions.Loop)
	walk = func(l *regions.Loop) {
		if len(l.Children) == 0 {
			return
		}
		if weight[l] > 0 {
			loops = append(loops[:len(loops):len(loops)], l)
		}
		for _, c := range l.Children {
			walk(c)
		}
	}
	for _, l := range r.Loops {
		walk(l)
	}
	return loops
}

// exitBlocks are the blocks at whose end r's ADD_TIME is computed.
func (a *abstracter) exitBlocks(r *regions.Region) []*ir.Block {
	x := r.Exit
	switch {
	case x.Block == nil:
		var bs []*ir.Block
		for _, b := range r.Terms {
			if _, ok := b.Term.(*ir.TermRet); ok {
				bs = append(bs, b)
			}
		}
		return bs
	case x.BeforeTerm:
		return []*ir.Block{x.Block}
	case x.From != nil:
		return []*ir.Block{x.From}
	}
	var bs []*ir.Block
	for _, b := range r.Terms {
		for _, s := range cfg.Successors(b) {
			if s == x.Block {
				bs = append(bs, b)
				break
			}
		}
	}
	return bs
}

// validPrefix: chain[:k] all have closed forms whose operands are defined
// outside chain[k-1] and available where they are used (the region's exit
// when k is the whole chain, else chain[k]'s header).
func (a *abstracter) validPrefix(chain []*regions.Loop, trips []*tripCount, k int, exits []*ir.Block) bool {
	if k == 0 {
		return true
	}
	outer := chain[k-1]
	var at []*ir.Block
	strict := false
	if k == len(chain) {
		at = exits
	} else {
		at = []*ir.Block{chain[k].Header}
		strict = true
	}
	for _, t := range trips[:k] {
		if t == nil {
			return false
		}
		for _, v := range t.operands() {
			inst, ok := v.(ir.Instruction)
			if !ok {
				continue
			}
			b := a.blockOf(inst)
			if b == nil || contains(outer.Blocks, b) {
				return false
			}
			for _, p := range at {
				if !a.dominates(b, p) || strict && b == p {
					return false
				}
			}
		}
	}
	return true
}

func contains(bs []*ir.Block, b *ir.Block) bool {
	for _, x := range bs {
		if x == b {
			return true
		}
	}
	return false
}

func (a *abstracter) blockOf(inst ir.Instruction) *ir.Block {
	if a.instBlock == nil {
		a.instBlock = map[ir.Instruction]*ir.Block{}
		for _, b := range a.fn.Func.Blocks {
			for _, i := range b.Insts {
				a.instBlock[i] = b
			}
		}
	}
	return a.instBlock[inst]
}

// onEveryPath tells whether l runs whenever r does, so that its closed
// form can be counted at r's exit: its header post-dominates r's entry, or
// only its own guard, which its trip count already says is 0, skips it.
// A loop in one branch of r (PRK transpose's tiled and untiled nests) is
// counted on entry instead, and so is a loop of a constant count behind a
// guard, which cannot be its own: Burkardt laplace copies a halo edge
// only where a neighbour sent one, and charging each copy on every path
// made it 1.06x.
func (a *abstracter) onEveryPath(l *regions.Loop, r *regions.Region) bool {
	return a.onEveryPathFrom(l, r.Entry.Block)
}

// bodyEntry is where an iteration of l begins: the header, or for a
// loop tested at the top its successor inside the loop.
func bodyEntry(l *regions.Loop) *ir.Block {
	var in []*ir.Block
	for _, s := range cfg.Successors(l.Header) {
		if contains(l.Blocks, s) {
			in = append(in, s)
		}
	}
	if len(in) == 1 && len(cfg.Successors(l.Header)) == 2 {
		return in[0]
	}
	return l.Header
}

// onEveryPathFrom tells whether l runs on every path from block from (see
// onEveryPath).
func (a *abstracter) onEveryPathFrom(l *regions.Loop, from *ir.Block) bool {
	c := a.fn.CFG
	e, ok1 := c.Index[from]
	h, ok2 := c.Index[l.Header]
	if !ok1 || !ok2 {
		return false
	}
	if c.PostDom.Dominates(h, e) {
		return true
	}
	if t := a.trip(l); t != nil && !slices.ContainsFunc(t.operands(), func(v value.Value) bool { _, ok := v.(constant.Constant); return !ok }) {
		return false
	}
	// The guard of a rotated loop: a branch to its preheader (or header)
	// or around it, straight to the loop's exit.
	into := l.Header
	if l.Preheader != nil {
		into = l.Preheader
	}
	ph, ok := c.Index[into]
	if !ok {
		return false
	}
	for _, g := range c.G.Pred[ph] {
		if contains(l.Blocks, c.Blocks[g]) {
			continue
		}
		if len(c.G.Succ[g]) != 2 || !c.PostDom.Dominates(g, e) {
			continue
		}
		for _, x := range l.Exits {
			for _, s := range c.G.Succ[g] {
				if x[1] != nil && c.Blocks[s] == x[1] {
					return true
				}
			}
		}
	}
	return false
}

func (a *abstracter) dominates(x, y *ir.Block) bool {
	c := a.fn.CFG
	i, ok1 := c.Index[x]
	j, ok2 := c.Index[y]
	return ok1 && ok2 && c.Dom.Dominates(i, j)
}

// trip is l's closed-form trip count, or nil.
func (a *abstracter) trip(l *regions.Loop) *tripCount {
	if n, ok := a.opt.LoopCounts[l.Header]; ok {
		t := &tripCount{loop: l, constant: n.N, per: n.Per, pragma: true, fit: n.Fit}
		if n.Fit != nil {
			t.np = worldSizeDecl(a.p.Module)
		}
		return t
	}
	if n, ok := a.opt.Pragmas.loopCount(l); ok {
		return &tripCount{loop: l, constant: n, pragma: true}
	}
	if l.Irreducible || len(l.Exits) != 1 || l.Exits[0][1] == nil {
		return nil
	}
	e := l.Exits[0][0]
	br, ok := e.Term.(*ir.TermCondBr)
	if !ok {
		return nil
	}
	cmp, ok := br.Cond.(*ir.InstICmp)
	if !ok {
		return nil
	}
	pred := cmp.Pred
	if !contains(l.Blocks, br.TargetTrue.(*ir.Block)) {
		pred = invPred[pred]
	}
	x, bound := cmp.X, cmp.Y
	// x_k = start + k·step, the step a constant or a value set before l.
	ivOf := func(v value.Value) (start value.Value, step int64, stepV value.Value, next bool) {
		if start, step, next = a.inductionOf(l, v); start == nil {
			start, stepV, next = a.invariantInduction(l, v)
		}
		return start, step, stepV, next
	}
	start, step, stepV, next := ivOf(uncast(x))
	if start == nil {
		x, bound = bound, x
		pred = swapPred[pred]
		if start, step, stepV, next = ivOf(uncast(x)); start == nil {
			return nil
		}
	}
	if bi, ok := bound.(ir.Instruction); ok {
		if b := a.blockOf(bi); b == nil || contains(l.Blocks, b) && !a.hoistInvariant(l, bi) {
			return nil
		}
	}
	if it, ok := x.Type().(*types.IntType); !ok || it.BitSize > 64 {
		return nil
	}
	t := &tripCount{loop: l, start: start, bound: bound, step: step, stepV: stepV, pred: pred, testNext: next, bottom: e != l.Header || slices.Contains(l.Latches, e)}
	switch {
	case stepV != nil && (pred == enum.IPredSLT || pred == enum.IPredULT || pred == enum.IPredSLE || pred == enum.IPredULE):
	case step > 0 && (pred == enum.IPredSLT || pred == enum.IPredULT || pred == enum.IPredSLE || pred == enum.IPredULE || pred == enum.IPredNE):
	case step < 0 && (pred == enum.IPredSGT || pred == enum.IPredUGT || pred == enum.IPredSGE || pred == enum.IPredUGE || pred == enum.IPredNE):
	default:
		return nil
	}
	return t
}

// inductionOf recognises v as l's induction variable x_k = start + k·step
// (next: v is x_k + step), kept in a header phi or, in -O0 IR, in a local
// variable (memInduction); start is nil when v is neither.
func (a *abstracter) inductionOf(l *regions.Loop, v value.Value) (start value.Value, step int64, next bool) {
	phi, step, next := a.induction(l, v)
	if phi == nil {
		return a.memInduction(l, v)
	}
	for _, inc := range phi.Incs {
		if !contains(l.Blocks, inc.Pred.(*ir.Block)) {
			if start != nil && start != inc.X {
				return nil, 0, false
			}
			start = inc.X
		}
	}
	return start, step, next
}

// invariantInduction recognises v as a header phi of l (or that phi plus
// its step: next) stepping by a value defined before l, not a constant:
// the tile loops of a tile size read at run time. start is nil when not.
func (a *abstracter) invariantInduction(l *regions.Loop, v value.Value) (start, step value.Value, next bool) {
	phi, ok := v.(*ir.InstPhi)
	if !ok {
		for _, op := range stepOperands(v) {
			if p, ok := op.(*ir.InstPhi); ok && a.blockOf(p) == l.Header {
				phi, next = p, true
			}
		}
	}
	if phi == nil || a.blockOf(phi) != l.Header {
		return nil, nil, false
	}
	for _, inc := range phi.Incs {
		if !contains(l.Blocks, inc.Pred.(*ir.Block)) {
			if start != nil && start != inc.X {
				return nil, nil, false
			}
			start = inc.X
			continue
		}
		t := a.invariantStep(l, inc.X, phi)
		if t == nil || step != nil && !a.sameValue(l, step, t) {
			return nil, nil, false
		}
		step = t
	}
	if start == nil || step == nil || next && a.invariantStep(l, v, phi) == nil {
		return nil, nil, false
	}
	return start, step, next
}

// invariantStep is T when v is phi + T (or T + phi) with T an integer
// defined before l, nil otherwise.
func (a *abstracter) invariantStep(l *regions.Loop, v value.Value, phi *ir.InstPhi) value.Value {
	add, ok := v.(*ir.InstAdd)
	if !ok {
		return nil
	}
	t := add.Y
	switch {
	case add.X == value.Value(phi):
	case add.Y == value.Value(phi):
		t = add.X
	default:
		return nil
	}
	if _, isConst := t.(*constant.Int); isConst {
		return nil // a constant step is inductionOf's
	}
	if ti, ok := t.(ir.Instruction); ok {
		if b := a.blockOf(ti); b == nil || contains(l.Blocks, b) {
			return nil
		}
	}
	return t
}

// memInduction recognises v as a load of an induction variable kept in a
// local whose address nothing takes (-O0 IR: load i, add 1, store i): in
// l, one store into it, of its value plus a constant, in a block every
// iteration runs; before l, the last store in l's preheader gives start.
// next says whether that store comes before v in an iteration (a test at
// the bottom, after i++).
func (a *abstracter) memInduction(l *regions.Loop, v value.Value) (start value.Value, step int64, next bool) {
	ld, ok := v.(*ir.InstLoad)
	if !ok || l.Preheader == nil {
		return nil, 0, false
	}
	slot, ok := ld.Src.(*ir.InstAlloca)
	if !ok || !a.localOnly(slot) {
		return nil, 0, false
	}
	var inc *ir.InstStore
	for _, b := range l.Blocks {
		for _, inst := range b.Insts {
			if st, ok := inst.(*ir.InstStore); ok && st.Dst == value.Value(slot) {
				if inc != nil {
					return nil, 0, false
				}
				inc = st
			}
		}
	}
	if inc == nil {
		return nil, 0, false
	}
	var c int64
	found := false
	for _, op := range stepOperands(inc.Src) {
		if old, ok := op.(*ir.InstLoad); ok && old.Src == value.Value(slot) {
			c, found = constStep(inc.Src, old)
		}
	}
	incBlock := a.blockOf(inc)
	if !found || incBlock == nil {
		return nil, 0, false
	}
	for _, latch := range l.Latches {
		if !a.dominates(incBlock, latch) {
			return nil, 0, false
		}
	}
	ph := l.Preheader
	for i := len(ph.Insts) - 1; i >= 0; i-- {
		if st, ok := ph.Insts[i].(*ir.InstStore); ok && st.Dst == value.Value(slot) {
			start = st.Src
			break
		}
	}
	if start == nil {
		return nil, 0, false
	}
	return start, c, a.runsBefore(inc, ld)
}

// localOnly tells whether slot is only loaded from and stored into (its
// address is not taken), debug and lifetime markers aside.
func (a *abstracter) localOnly(slot *ir.InstAlloca) bool {
	if only, ok := a.local[slot]; ok {
		return only
	}
	if a.local == nil {
		a.local = map[*ir.InstAlloca]bool{}
	}
	only := a.addressNotTaken(slot)
	a.local[slot] = only
	return only
}

func (a *abstracter) addressNotTaken(slot *ir.InstAlloca) bool {
	for _, b := range a.fn.Func.Blocks {
		for _, inst := range b.Insts {
			switch x := inst.(type) {
			case *ir.InstLoad:
			case *ir.InstStore:
				if x.Src == value.Value(slot) {
					return false
				}
			case *ir.InstCall:
				if isDebugOrLifetime(x) {
					continue
				}
				for _, arg := range x.Args {
					if unwrapArg(arg) == value.Value(slot) {
						return false
					}
				}
			default:
				for _, op := range operandsOf(inst) {
					if *op == value.Value(slot) {
						return false
					}
				}
			}
		}
	}
	return true
}

// runsBefore tells whether x runs before y in an iteration: x's block
// dominates y's, strictly or with x first in it.
func (a *abstracter) runsBefore(x, y ir.Instruction) bool {
	bx, by := a.blockOf(x), a.blockOf(y)
	if bx != by {
		return a.dominates(bx, by)
	}
	for _, inst := range bx.Insts {
		switch inst {
		case x:
			return true
		case y:
			return false
		}
	}
	return false
}

// uncast is v without the integer casts clang -O1 puts between a 64-bit
// induction variable and its 32-bit test (icmp eq i32 %n, trunc %i.next):
// a loop counter fits in both.
func uncast(v value.Value) value.Value {
	for {
		switch c := v.(type) {
		case *ir.InstTrunc:
			v = c.From
		case *ir.InstSExt:
			v = c.From
		case *ir.InstZExt:
			v = c.From
		default:
			return v
		}
	}
}

// hoistInvariant moves the arithmetic computing v inside l, when it only
// combines values from outside l, to the preheader of the outermost loop
// around l it is invariant in: C input and -O0 IR compute a bound such as
// n - 1 at every test, and load n at each when its address is taken, which
// left the loop without a closed-form trip count, kept running in the
// skeleton to count its iterations. Only operations that cannot trap move,
// and loads of a variable or array the loops left never write.
func (a *abstracter) hoistInvariant(l *regions.Loop, v ir.Instruction) bool {
	var moved []ir.Instruction
	inMoved := map[ir.Instruction]bool{}
	var outside []ir.Instruction // operands the moved code reads from outside l
	var loads []*ir.InstLoad     // the moved loads
	var collect func(x ir.Instruction) bool
	collect = func(x ir.Instruction) bool {
		if inMoved[x] {
			return true
		}
		if b := a.blockOf(x); b == nil || !contains(l.Blocks, b) {
			outside = append(outside, x)
			return true
		}
		switch y := x.(type) {
		case *ir.InstAdd, *ir.InstSub, *ir.InstMul, *ir.InstShl, *ir.InstLShr, *ir.InstAShr,
			*ir.InstAnd, *ir.InstOr, *ir.InstXor, *ir.InstSExt, *ir.InstZExt, *ir.InstTrunc:
		case *ir.InstGetElementPtr, *ir.InstBitCast:
		case *ir.InstLoad:
			// A variable whose address is taken (C input keeps it in
			// memory), or a field through a pointer (a->rows), that
			// nothing in the loop may write.
			if a.writesIn(l.Blocks, y) {
				return false
			}
			loads = append(loads, y)
		default:
			return false
		}
		for _, op := range operandsOf(x) {
			if oi, ok := (*op).(ir.Instruction); ok && !collect(oi) {
				return false
			}
		}
		inMoved[x] = true
		moved = append(moved, x) // operands first
		return true
	}
	if !collect(v) {
		return false
	}
	to := l
	for p := to.Parent; p != nil && p.Preheader != nil; p = p.Parent {
		invariant := true
		for _, x := range outside {
			if contains(p.Blocks, a.blockOf(x)) {
				invariant = false
			}
		}
		for _, ld := range loads {
			if a.writesIn(p.Blocks, ld) {
				invariant = false
			}
		}
		if !invariant {
			break
		}
		to = p
	}
	ph := to.Preheader
	if ph == nil {
		return false
	}
	for _, x := range moved {
		b := a.blockOf(x)
		for i, y := range b.Insts {
			if y == x {
				b.Insts = append(b.Insts[:i:i], b.Insts[i+1:]...)
				break
			}
		}
		ph.Insts = append(ph.Insts, x)
		a.instBlock[x] = ph
	}
	return true
}

// writesIn tells whether code in blocks may write what ld reads: a store
// into the same variable or array (baseObject), or, where either address
// is through a pointer, a store of ld's type (C's aliasing rules: a double
// store does not change an int) or of bytes, unless ld reads a local whose
// address is not taken (-O0 IR's n); a memory intrinsic that may write it;
// any call but of a pure function or an intrinsic that does not write
// memory.
func (a *abstracter) writesIn(blocks []*ir.Block, ld *ir.InstLoad) bool {
	base := baseObject(ld.Src)
	slot, local := base.(*ir.InstAlloca)
	private := local && a.localOnly(slot)
	for _, b := range blocks {
		for _, inst := range b.Insts {
			switch x := inst.(type) {
			case *ir.InstStore:
				other := baseObject(x.Dst)
				// No pointer reaches a local whose address is not taken
				// (-O0 IR's counters and sums).
				if slot, ok := other.(*ir.InstAlloca); ok && other != base && a.localOnly(slot) {
					continue
				}
				switch {
				case base != nil && other != nil || private:
					if other == base {
						return true
					}
				case types.Equal(x.Src.Type(), ld.ElemType) || x.Src.Type().Equal(types.I8):
					return true
				}
			case *ir.InstAtomicRMW, *ir.InstCmpXchg:
				return !private
			case *ir.InstCall:
				// No call reaches a local whose address is not taken.
				if private {
					continue
				}
				callee, ok := callgraph.Callee(x)
				switch {
				case !ok:
					return true
				case callgraph.IsIntrinsic(callee):
					if strings.HasPrefix(callee.Name(), "llvm.mem") && len(x.Args) > 0 {
						if other := baseObject(x.Args[0]); other == base || other == nil || base == nil {
							return true
						}
					}
				case !a.rp.Calls.Pure(callee):
					return true
				}
			}
		}
	}
	return false
}

// induction recognises v as a header phi of l stepping by a constant
// (next=false) or as that phi plus its step (next=true).
func (a *abstracter) induction(l *regions.Loop, v value.Value) (*ir.InstPhi, int64, bool) {
	if phi, ok := v.(*ir.InstPhi); ok {
		if st, ok := a.phiStep(l, phi); ok {
			return phi, st, false
		}
		return nil, 0, false
	}
	for _, op := range stepOperands(v) {
		if phi, ok := op.(*ir.InstPhi); ok {
			if st, ok := a.phiStep(l, phi); ok {
				if c, ok := constStep(v, phi); ok && c == st {
					return phi, st, true
				}
			}
		}
	}
	return nil, 0, false
}

// phiStep: phi is in l's header, and every value arriving from inside l is
// phi plus (or minus) the same constant.
func (a *abstracter) phiStep(l *regions.Loop, phi *ir.InstPhi) (int64, bool) {
	if a.blockOf(phi) != l.Header {
		return 0, false
	}
	var step int64
	found := false
	for _, inc := range phi.Incs {
		if !contains(l.Blocks, inc.Pred.(*ir.Block)) {
			continue
		}
		c, ok := constStep(inc.X, phi)
		if !ok || found && c != step {
			return 0, false
		}
		step, found = c, true
	}
	return step, found
}

// stepOperands are the operands of v when it is an add or a subtraction.
func stepOperands(v value.Value) []value.Value {
	switch x := v.(type) {
	case *ir.InstAdd:
		return []value.Value{x.X, x.Y}
	case *ir.InstSub:
		return []value.Value{x.X}
	}
	return nil
}

// constStep is c when v is x + c, c + x or x - c (C front ends write i--
// as a subtraction), c a non-zero constant.
func constStep(v, x value.Value) (int64, bool) {
	var c *constant.Int
	neg := false
	switch y := v.(type) {
	case *ir.InstAdd:
		switch {
		case y.X == x:
			c, _ = y.Y.(*constant.Int)
		case y.Y == x:
			c, _ = y.X.(*constant.Int)
		}
	case *ir.InstSub:
		if y.X == x {
			c, _ = y.Y.(*constant.Int)
			neg = true
		}
	}
	if c == nil || c.X.Sign() == 0 || !c.X.IsInt64() || c.X.Int64() == math.MinInt64 {
		return 0, false
	}
	if neg {
		return -c.X.Int64(), true
	}
	return c.X.Int64(), true
}

// product appends instructions computing Π trips as an i64, in w's
// units: a mean
// count with a fraction is its TripScale parts, and a product with fewer
// of them than w.scale holds is scaled up to it (one with more rounds the
// extra ones).
func (w *workPlan) product(insts *[]ir.Instruction, trips []*tripCount) value.Value {
	factors := make([]*tripCount, 0, len(trips)+1)
	parts := int64(1)
	for _, t := range trips {
		switch {
		case t.per <= 1:
		case parts*t.per > w.scale:
			whole := *t
			whole.constant, whole.per = Trips{N: t.constant, Per: t.per}.Round(), 1
			if t.ways != nil {
				whole.ways = make([]int64, len(t.ways))
				for i, n := range t.ways {
					whole.ways[i] = Trips{N: n, Per: t.per}.Round()
				}
			}
			t = &whole
		default:
			parts *= t.per
		}
		factors = append(factors, t)
	}
	if up := w.scale / parts; up > 1 {
		factors = append(factors, &tripCount{constant: up, pragma: true})
	}
	var acc value.Value
	for _, t := range factors {
		v := t.build(insts)
		if acc == nil {
			acc = v
		} else {
			m := ir.NewMul(acc, v)
			*insts = append(*insts, m)
			acc = m
		}
	}
	return acc
}

// waysMatter tells whether t.ways differ by t.conds[i], σ's bits below i
// given.
func (t *tripCount) waysMatter(i, σ int) bool {
	for x := σ; x < len(t.ways); x += 2 << i {
		if t.ways[x] != t.ways[x|1<<i] {
			return true
		}
	}
	return false
}

// waysString is what buildWays computes, as (cond ? yes : no).
func (t *tripCount) waysString(i, σ int) string {
	if i == len(t.conds) {
		return Trips{N: t.ways[σ], Per: max(t.per, 1)}.String()
	}
	if !t.waysMatter(i, σ) {
		return t.waysString(i+1, σ)
	}
	return fmt.Sprintf("(%s ? %s : %s)", t.conds[i].Ident(), t.waysString(i+1, σ|1<<i), t.waysString(i+1, σ))
}

// buildWays appends the selects choosing t.ways[σ] by t.conds[i:],
// σ's bits below i given: none for a condition the ways do not depend on.
func (t *tripCount) buildWays(insts *[]ir.Instruction, i, σ int) value.Value {
	if i == len(t.conds) {
		return constant.NewInt(types.I64, t.ways[σ])
	}
	no := t.buildWays(insts, i+1, σ)
	if !t.waysMatter(i, σ) {
		return no
	}
	sel := ir.NewSelect(t.conds[i], t.buildWays(insts, i+1, σ|1<<i), no)
	*insts = append(*insts, sel)
	return sel
}

// build appends instructions computing t as an i64 ≥ 0.
func (t *tripCount) build(insts *[]ir.Instruction) value.Value {
	i64 := types.I64
	emit := func(i ir.Instruction) { *insts = append(*insts, i) }
	// atLeast0 is v, or 0 when v is negative.
	atLeast0 := func(v value.Value) value.Value {
		pos := ir.NewICmp(enum.IPredSGT, v, constant.NewInt(i64, 0))
		sel := ir.NewSelect(pos, v, constant.NewInt(i64, 0))
		emit(pos)
		emit(sel)
		return sel
	}
	if f := t.fit; f != nil {
		// round((A + B·g(np))·per), 0 when negative.
		f64 := types.Double
		np := ir.NewCall(t.np)
		n := ir.NewSIToFP(np, f64)
		emit(np)
		emit(n)
		var y value.Value = constant.NewFloat(f64, f.A)
		if g := value.Value(n); f.Model != cost.ScaleConstant {
			if f.Model != cost.ScaleLinear {
				inv := ir.NewFDiv(constant.NewFloat(f64, 1), n)
				emit(inv)
				g = inv
			}
			bg := ir.NewFMul(constant.NewFloat(f64, f.B), g)
			sum := ir.NewFAdd(y, bg)
			emit(bg)
			emit(sum)
			y = sum
		}
		scaled := ir.NewFMul(y, constant.NewFloat(f64, float64(max(t.per, 1))))
		half := ir.NewFAdd(scaled, constant.NewFloat(f64, 0.5))
		count := ir.NewFPToSI(half, i64)
		emit(scaled)
		emit(half)
		emit(count)
		return atLeast0(count)
	}
	if t.ways != nil {
		return t.buildWays(insts, 0, 0)
	}
	if t.pragma {
		return constant.NewInt(i64, t.constant)
	}
	if o := t.tele; o != nil {
		// A[start + trips(outer)] − A[start], 0 when negative.
		n := o.outer.build(insts)
		s := o.outer.start
		if it := s.Type().(*types.IntType); it.BitSize < 64 {
			w := ir.NewSExt(s, i64)
			emit(w)
			s = w
		}
		end := ir.NewAdd(s, n)
		emit(end)
		// No iteration: both reads go to the same valid cell (the work
		// counter), giving 0.
		some := ir.NewICmp(enum.IPredSGT, n, constant.NewInt(i64, 0))
		cell := ir.NewBitCast(o.empty, types.NewPointer(o.elem))
		emit(some)
		emit(cell)
		read := func(idx value.Value) value.Value {
			g := ir.NewGetElementPtr(o.elem, o.base, idx)
			g.InBounds = true
			p := ir.NewSelect(some, g, cell)
			ld := ir.NewLoad(o.elem, p)
			emit(g)
			emit(p)
			emit(ld)
			if o.elem.BitSize == 64 {
				return ld
			}
			var w ir.Instruction
			if o.unsigned {
				w = ir.NewZExt(ld, i64)
			} else {
				w = ir.NewSExt(ld, i64)
			}
			emit(w)
			return w.(value.Value)
		}
		hi, lo := read(end), read(s)
		diff := ir.NewSub(hi, lo)
		emit(diff)
		return atLeast0(diff)
	}
	unsigned := t.pred == enum.IPredULT || t.pred == enum.IPredULE || t.pred == enum.IPredUGT || t.pred == enum.IPredUGE
	if o := t.tiles; o != nil {
		unsigned = o.unsigned
	}
	widen := func(v value.Value) value.Value {
		it := v.Type().(*types.IntType)
		if it.BitSize == 64 {
			return v
		}
		var w ir.Instruction
		if unsigned {
			w = ir.NewZExt(v, i64)
		} else {
			w = ir.NewSExt(v, i64)
		}
		emit(w)
		return w.(value.Value)
	}
	if o := t.tiles; o != nil {
		// B − s, 0 when negative.
		diff := ir.NewSub(widen(o.bound), widen(o.start))
		emit(diff)
		return atLeast0(diff)
	}
	if t.stepV != nil {
		return t.buildInvariantStep(insts, widen)
	}
	s0 := widen(t.start)
	if t.testNext {
		n := ir.NewAdd(s0, constant.NewInt(i64, t.step))
		emit(n)
		s0 = n
	}
	b := widen(t.bound)
	// dist = distance to cover in the loop's direction, d = |step|.
	var lo, hi value.Value = s0, b
	d := t.step
	if d < 0 {
		lo, hi, d = b, s0, -d
	}
	diff := ir.NewSub(hi, lo)
	emit(diff)
	var count value.Value
	var ok ir.Instruction
	switch t.pred {
	case enum.IPredSLT, enum.IPredULT, enum.IPredSGT, enum.IPredUGT, enum.IPredNE:
		// ceil(diff/d) when diff > 0
		// (x ≠ bound stops exactly at bound: diff is a multiple of d)
		var num value.Value = diff
		if t.pred != enum.IPredNE && d > 1 {
			up := ir.NewAdd(diff, constant.NewInt(i64, d-1))
			emit(up)
			num = up
		}
		q := ir.NewSDiv(num, constant.NewInt(i64, d))
		emit(q)
		count = q
		ok = ir.NewICmp(enum.IPredSGT, diff, constant.NewInt(i64, 0))
	default: // ≤, ≥: floor(diff/d)+1 when diff ≥ 0
		q := ir.NewSDiv(diff, constant.NewInt(i64, d))
		emit(q)
		p := ir.NewAdd(q, constant.NewInt(i64, 1))
		emit(p)
		count = p
		ok = ir.NewICmp(enum.IPredSGE, diff, constant.NewInt(i64, 0))
	}
	emit(ok)
	sel := ir.NewSelect(ok.(value.Value), count, constant.NewInt(i64, 0))
	emit(sel)
	return t.withBottom(insts, sel)
}

// withBottom is n plus the body run a test at the bottom (after the body)
// does not count.
func (t *tripCount) withBottom(insts *[]ir.Instruction, n value.Value) value.Value {
	if !t.bottom {
		return n
	}
	one := ir.NewAdd(n, constant.NewInt(types.I64, 1))
	*insts = append(*insts, one)
	return one
}

// buildInvariantStep appends the count of an ascending loop stepping by
// stepV T: with d = bound − start, ceil(d/T) for < and floor(d/T)+1 for
// ≤ when d is in range and T > 0, else 0 (a loop whose step is not
// positive would not end, or not start).
func (t *tripCount) buildInvariantStep(insts *[]ir.Instruction, widen func(value.Value) value.Value) value.Value {
	i64 := types.I64
	emit := func(i ir.Instruction) { *insts = append(*insts, i) }
	step := widen(t.stepV)
	// Divided by only when positive (else by 1), so that it cannot trap.
	positive := ir.NewICmp(enum.IPredSGT, step, constant.NewInt(i64, 0))
	divisor := ir.NewSelect(positive, step, constant.NewInt(i64, 1))
	emit(positive)
	emit(divisor)
	s0 := widen(t.start)
	if t.testNext {
		n := ir.NewAdd(s0, divisor)
		emit(n)
		s0 = n
	}
	diff := ir.NewSub(widen(t.bound), s0)
	emit(diff)
	var count value.Value
	var inRange *ir.InstICmp
	if t.pred == enum.IPredSLE || t.pred == enum.IPredULE {
		q := ir.NewSDiv(diff, divisor)
		p := ir.NewAdd(q, constant.NewInt(i64, 1))
		emit(q)
		emit(p)
		count, inRange = p, ir.NewICmp(enum.IPredSGE, diff, constant.NewInt(i64, 0))
	} else {
		up := ir.NewAdd(diff, divisor)
		down := ir.NewSub(up, constant.NewInt(i64, 1))
		q := ir.NewSDiv(down, divisor)
		emit(up)
		emit(down)
		emit(q)
		count, inRange = q, ir.NewICmp(enum.IPredSGT, diff, constant.NewInt(i64, 0))
	}
	both := ir.NewAnd(inRange, positive)
	sel := ir.NewSelect(both, count, constant.NewInt(i64, 0))
	emit(inRange)
	emit(both)
	emit(sel)
	return t.withBottom(insts, sel)
}

// build appends instructions computing W (nil for a region without
// loops: W = 1), reading and resetting the work counter.
func (w *workPlan) build(insts *[]ir.Instruction, a *abstracter) value.Value {
	var acc value.Value
	add := func(v value.Value) {
		if acc == nil {
			acc = v
			return
		}
		s := ir.NewAdd(acc, v)
		*insts = append(*insts, s)
		acc = s
	}
	for _, p := range w.products {
		add(w.product(insts, p))
	}
	if w.counter {
		c := a.workCounter()
		ld := ir.NewLoad(types.I64, c)
		st := ir.NewStore(constant.NewInt(types.I64, 0), c)
		*insts = append(*insts, ld, st)
		add(ld)
	}
	return acc
}

// telescoped is the summed trip count of an inner loop running from
// base[i] to base[i+1] over an outer loop's induction variable i.
type telescoped struct {
	inner    *regions.Loop
	outer    *tripCount // the outer loop's closed form, step 1
	base     value.Value
	elem     *types.IntType
	unsigned bool // the bounds are zero-extended
	// empty is read instead of A when the outer loop runs no iteration,
	// as A need not have an element then.
	empty *ir.InstAlloca
}

// telescope recognises inner, nested in outer, as a loop whose induction
// variable goes by 1 from A[i] up to A[i+1], i being outer's induction
// variable (step 1, in a phi or, at -O0, in a local): CSR row pointers.
// Summed over outer's iterations its trip counts are A[end] − A[start],
// exactly when A is non-decreasing (a decreasing step would run the inner
// loop 0 times, not a negative number: W then overestimates). A itself may
// be loaded in the loop (a->row_start, reloaded at each use in C input and
// -O0 IR) when nothing there writes it: the load moves before the loop.
// outer must write no integer of A's type (locals whose address is not
// taken aside) and call nothing but pure functions, so that A reads the
// same at the region's exit as during the loop. nil when the pattern does
// not hold.
func (a *abstracter) telescope(inner, outer *regions.Loop, ot *tripCount) *tripCount {
	if ot == nil || ot.pragma || ot.tele != nil || ot.step != 1 || inner.Parent != outer {
		return nil
	}
	it := a.trip(inner)
	if it == nil || it.pragma || it.step != 1 {
		return nil
	}
	switch it.pred {
	case enum.IPredSLT, enum.IPredULT, enum.IPredNE:
	default:
		return nil
	}
	lo, ok1 := boundLoad(it.start)
	hi, ok2 := boundLoad(it.bound)
	if !ok1 || !ok2 || lo.unsigned != hi.unsigned || !types.Equal(lo.elem, hi.elem) {
		return nil
	}
	glo, ok1 := lo.ld.Src.(*ir.InstGetElementPtr)
	ghi, ok2 := hi.ld.Src.(*ir.InstGetElementPtr)
	if !ok1 || !ok2 || len(glo.Indices) != 1 || len(ghi.Indices) != 1 || !a.sameValue(outer, glo.Src, ghi.Src) ||
		!types.Equal(glo.ElemType, lo.elem) || !types.Equal(ghi.ElemType, lo.elem) {
		return nil
	}
	if off, ok := a.ivOffset(outer, ot, glo.Indices[0]); !ok || off != 0 {
		return nil
	}
	if off, ok := a.ivOffset(outer, ot, ghi.Indices[0]); !ok || off != 1 {
		return nil
	}
	for _, b := range outer.Blocks {
		for _, inst := range b.Insts {
			switch x := inst.(type) {
			case *ir.InstStore:
				if slot, ok := x.Dst.(*ir.InstAlloca); ok && a.localOnly(slot) {
					continue
				}
				if types.Equal(x.Src.Type(), lo.elem) {
					return nil
				}
			case *ir.InstCall:
				callee, ok := callgraph.Callee(x)
				if !ok || !(pureMath(callee.Name()) || isDebugOrLifetime(x)) {
					return nil
				}
			case *ir.InstAtomicRMW, *ir.InstCmpXchg:
				return nil
			}
		}
	}
	base := glo.Src
	if bi, ok := base.(ir.Instruction); ok {
		if b := a.blockOf(bi); b == nil || contains(outer.Blocks, b) && !a.hoistInvariant(outer, bi) {
			return nil
		}
	}
	return &tripCount{loop: outer, start: ot.start, bound: ot.bound, step: 1, pred: ot.pred,
		tele: &telescoped{inner: inner, outer: ot, base: base, elem: lo.elem, unsigned: lo.unsigned, empty: a.workCounter()}}
}

// sameValue tells whether x and y, in or before l, hold the same value at
// any point of an iteration: the same value, or the same pure address
// arithmetic, or loads of the same address that nothing in l writes (C
// input loads a->row_start anew at each use).
func (a *abstracter) sameValue(l *regions.Loop, x, y value.Value) bool {
	if x == y {
		return true
	}
	switch x := x.(type) {
	case *ir.InstLoad:
		y, ok := y.(*ir.InstLoad)
		return ok && types.Equal(x.ElemType, y.ElemType) && a.sameValue(l, x.Src, y.Src) &&
			!a.writesIn(l.Blocks, x) && !a.writesIn(l.Blocks, y)
	case *ir.InstGetElementPtr:
		y, ok := y.(*ir.InstGetElementPtr)
		if !ok || !types.Equal(x.ElemType, y.ElemType) || len(x.Indices) != len(y.Indices) || !a.sameValue(l, x.Src, y.Src) {
			return false
		}
		for i := range x.Indices {
			if !sameConstant(x.Indices[i], y.Indices[i]) && !a.sameValue(l, x.Indices[i], y.Indices[i]) {
				return false
			}
		}
		return true
	case *ir.InstBitCast:
		y, ok := y.(*ir.InstBitCast)
		return ok && types.Equal(x.To, y.To) && a.sameValue(l, x.From, y.From)
	case *ir.InstSExt:
		y, ok := y.(*ir.InstSExt)
		return ok && types.Equal(x.To, y.To) && a.sameValue(l, x.From, y.From)
	case *ir.InstZExt:
		y, ok := y.(*ir.InstZExt)
		return ok && types.Equal(x.To, y.To) && a.sameValue(l, x.From, y.From)
	}
	return false
}

// sameConstant tells whether x and y are integer constants of the same
// value (of whatever widths).
func sameConstant(x, y value.Value) bool {
	cx, ok1 := x.(*constant.Int)
	cy, ok2 := y.(*constant.Int)
	return ok1 && ok2 && cx.X.Cmp(cy.X) == 0
}

// tileSum is the summed trip count of a tile loop over the loop of its
// tiles (tiled): B − s.
type tileSum struct {
	start, bound value.Value
	unsigned     bool
}

// tiled recognises inner as the loop over one tile of outer: outer's
// induction variable P goes from s by T while P < B (T a value defined
// before outer, a tile size read at run time as well as a constant),
// inner's from P by 1 while below min(B, P + T). Over outer's iterations
// inner's trip counts then add up to B − s: the tiles cover [s, B) once,
// the last one cut by B. outer need not be inner's parent (the loop over
// the other dimension's tiles may come between), as long as nothing
// else inner's count reads changes in outer. nil when the pattern does
// not hold.
func (a *abstracter) tiled(inner, outer *regions.Loop, it, ot *tripCount) *tripCount {
	if it == nil || ot == nil || it.pragma || ot.pragma || it.tele != nil || it.tiles != nil || it.stepV != nil || it.step != 1 {
		return nil
	}
	if it.pred != enum.IPredSLT && it.pred != enum.IPredULT {
		return nil
	}
	if ot.pred != enum.IPredSLT && ot.pred != enum.IPredULT || ot.tele != nil || ot.tiles != nil {
		return nil
	}
	phi, ok := uncast(it.start).(*ir.InstPhi)
	if !ok || a.blockOf(phi) != outer.Header {
		return nil
	}
	// P must go as outer's count does: from its start by its step.
	step := ot.stepV
	start, st, _ := a.inductionOf(outer, phi)
	if start != nil {
		if step != nil || st != ot.step {
			return nil
		}
		step = constant.NewInt(types.I64, st)
	} else {
		var t value.Value
		if start, t, _ = a.invariantInduction(outer, phi); start == nil || step == nil || !a.sameValue(outer, t, step) {
			return nil
		}
	}
	if start != ot.start && !sameConstant(start, ot.start) {
		return nil
	}
	lo, hi, ok := minOf(uncast(it.bound))
	if !ok {
		return nil
	}
	for _, pair := range [][2]value.Value{{lo, hi}, {hi, lo}} {
		b, window := pair[0], pair[1]
		add, ok := uncast(window).(*ir.InstAdd)
		if !ok || !a.sameValue(outer, uncast(b), uncast(ot.bound)) {
			continue
		}
		var t value.Value
		switch {
		case uncast(add.X) == value.Value(phi):
			t = add.Y
		case uncast(add.Y) == value.Value(phi):
			t = add.X
		default:
			continue
		}
		if sameConstant(uncast(t), uncast(step)) || a.sameValue(outer, uncast(t), uncast(step)) {
			return &tripCount{loop: inner, tiles: &tileSum{start: ot.start, bound: ot.bound, unsigned: ot.pred == enum.IPredULT}}
		}
	}
	return nil
}

// minOf sees v as the smaller of two values: a select choosing the lesser
// of the two it compares (MIN(a, b) at -O1), or llvm.smin/umin.
func minOf(v value.Value) (x, y value.Value, ok bool) {
	switch s := v.(type) {
	case *ir.InstSelect:
		c, ok := s.Cond.(*ir.InstICmp)
		if !ok {
			return nil, nil, false
		}
		switch c.Pred {
		case enum.IPredSLT, enum.IPredULT, enum.IPredSLE, enum.IPredULE:
			if s.ValueTrue == c.X && s.ValueFalse == c.Y {
				return c.X, c.Y, true
			}
		case enum.IPredSGT, enum.IPredUGT, enum.IPredSGE, enum.IPredUGE:
			if s.ValueTrue == c.Y && s.ValueFalse == c.X {
				return c.X, c.Y, true
			}
		}
	case *ir.InstCall:
		if f, ok := callgraph.Callee(s); ok && (strings.HasPrefix(f.Name(), "llvm.smin.") || strings.HasPrefix(f.Name(), "llvm.umin.")) && len(s.Args) == 2 {
			return s.Args[0], s.Args[1], true
		}
	}
	return nil, nil, false
}

type bound struct {
	ld       *ir.InstLoad
	elem     *types.IntType
	unsigned bool
}

// boundLoad sees through an extension to the integer load v is.
func boundLoad(v value.Value) (bound, bool) {
	unsigned := false
	switch x := v.(type) {
	case *ir.InstSExt:
		v = x.From
	case *ir.InstZExt:
		v, unsigned = x.From, true
	}
	ld, ok := v.(*ir.InstLoad)
	if !ok {
		return bound{}, false
	}
	et, ok := ld.ElemType.(*types.IntType)
	if !ok || et.BitSize > 64 {
		return bound{}, false
	}
	return bound{ld: ld, elem: et, unsigned: unsigned}, true
}

// ivOffset tells v as i + off, i being l's induction variable of trip
// count t in the current iteration, through sign or zero extensions and
// constant additions: a header phi starting at t.start, or a load of the
// local holding it (-O0 IR), offset by the step when the increment comes
// first.
func (a *abstracter) ivOffset(l *regions.Loop, t *tripCount, v value.Value) (int64, bool) {
	switch x := v.(type) {
	case *ir.InstSExt:
		return a.ivOffset(l, t, x.From)
	case *ir.InstZExt:
		return a.ivOffset(l, t, x.From)
	case *ir.InstAdd:
		for _, pair := range [][2]value.Value{{x.X, x.Y}, {x.Y, x.X}} {
			if c, ok := pair[1].(*constant.Int); ok && c.X.IsInt64() {
				if off, ok := a.ivOffset(l, t, pair[0]); ok {
					return off + c.X.Int64(), true
				}
			}
		}
	case *ir.InstPhi:
		if st, ok := a.phiStep(l, x); ok && st == t.step {
			for _, inc := range x.Incs {
				if !contains(l.Blocks, inc.Pred.(*ir.Block)) && inc.X == t.start {
					return 0, true
				}
			}
		}
	case *ir.InstLoad:
		if start, step, next := a.memInduction(l, x); start == t.start && step == t.step {
			if next {
				return step, true
			}
			return 0, true
		}
	}
	return 0, false
}
