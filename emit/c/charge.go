// Where the C skeleton charges each region: at the run of statements replacing it, by the statements that stay for it, at a loop body's start, and per iteration for the loops the transform counts.
package cemit

import (
	"fmt"
	"strings"

	"github.com/llir/llvm/ir"

	"github.com/mpiskel/mpiskel/analysis/cfg"
	"github.com/mpiskel/mpiskel/transform"
)

// chargeBySpan charges region rr, none of whose statements could go (the
// slice needs them), next to the last of the statements its lines reach in
// the innermost block holding all of them, provided that block is in the
// loop statement around the IR's ADD_TIME (target, nil outside loops): it
// then runs as often as the IR charges. After that statement, or before it
// when it ends in an unbraced body (-Wmisleading-indentation) or returns.
func (e *emitter) chargeBySpan(rr *transform.RegionReport, fn *ir.Func, target *node, roots []*node, everyIter bool) ([]edit, bool) {
	lo, hi := rr.Region.Start.Line, max(rr.Region.EndLine, rr.Region.Start.Line)
	lines := func(n *node) (int, int) {
		return n.span.Line, n.span.Line + strings.Count(e.text(n.span), "\n")
	}
	// the deepest statement holding all the region's lines after its
	// first (a region starting on a statement's line is that statement,
	// or its header)
	kids := roots
	var holder *node
	for {
		var into *node
		for _, k := range kids {
			if a, b := lines(k); a < lo && hi <= b && len(k.children) > 0 {
				into = k
			}
		}
		if into == nil {
			break
		}
		holder, kids = into, into.children
	}
	// Not after a declaration in a for: text after its first clause
	// would be in its header, and one of its body, when a region's
	// lines reach it, holds only part of the region's code (bitops.c's
	// 'mask = (k == 64) ? ...': a select arm the IR charges on some
	// paths only), which after it would be charged at every iteration.
	var s *node
	for _, k := range kids {
		if a, b := lines(k); a <= hi && b >= lo && !(k.ir.node.Kind == "declaration" && k.parent != nil && firstToken(e.text(k.parent.span)) == "for") {
			s = k
		}
	}
	forceBefore := false
	if s != nil {
		// only part of s (its condition, its header): s runs whenever
		// the region does only if the IR charges it every time
		a, b := lines(s)
		if t := e.text(s.span); b > a && strings.HasSuffix(t, "}") && strings.TrimSpace(t[strings.LastIndexByte(t, '\n')+1:]) == "}" {
			b-- // a closing brace alone on its line holds no code
		}
		if (a < lo || b > hi) && !everyIter {
			return nil, false
		}
	}
	if s == nil {
		// The region is part of a statement's own text (a condition):
		// charged before that statement when the IR charges it every time.
		if !everyIter || holder == nil {
			return nil, false
		}
		s, forceBefore = holder, true
	}
	if e.innermostLoop(s) != target {
		return nil, false
	}
	t := strings.TrimSpace(e.text(s.span))
	first := firstToken(t)
	jumps := first == "return" || first == "break" || first == "continue" || first == "goto"
	before := forceBefore || s.ir.node.Kind == "statement" && (!strings.HasSuffix(t, "}") && !e.mpiOnFirstLine(s) || jumps)
	// After s too, a variable s reads and never changes holds what s read.
	e.site, e.siteRun = s, []*node{s}
	expr, ok := e.seconds(rr, fn)
	if !ok || expr == "0.0" {
		return nil, false
	}
	text := fmt.Sprintf("/* mpiskel: region %d, level %d */ ADD_TIME(%d, %s);", rr.ID, rr.Level, rr.ID, expr)
	var ed []edit
	if before {
		ed = []edit{beforeAt(s, text+" ")}
	} else {
		ed = []edit{afterAt(s, " "+text)}
	}
	if s.ir.node.Kind == "statement" && !e.inBlock(s) {
		ed = append([]edit{openAt(s, "{ ")}, append(ed, closeAt(s, " }"))...)
	}
	return ed, true
}

// mpiOnFirstLine tells whether statement n's first line calls MPI: text put
// before n would move those calls' columns, part of their trace sites.
func (e *emitter) mpiOnFirstLine(n *node) bool {
	t := e.text(n.span)
	if i := strings.IndexByte(t, '\n'); i >= 0 {
		t = t[:i]
	}
	for _, tk := range tokens(t) {
		if strings.HasPrefix(tk, "MPI_") {
			return true
		}
	}
	return false
}

// chargeLoopBody charges region rr at the start of loop statement
// target's body, for a region the IR charges at every iteration of it
// whose lines reach no statement of it (a loop header's code).
func (e *emitter) chargeLoopBody(rr *transform.RegionReport, fn *ir.Func, target *node) ([]edit, bool) {
	e.site, e.siteRun = target, target.children
	if len(target.children) > 0 {
		e.site = target.children[0]
	}
	expr, ok := e.seconds(rr, fn)
	if !ok || expr == "0.0" {
		return nil, false
	}
	return e.bodyStart(target, fmt.Sprintf("/* mpiskel: region %d, level %d */ ADD_TIME(%d, %s);", rr.ID, rr.Level, rr.ID, expr))
}

// irPlaces tells where fn's calls stand among its loops as the transforms
// left them.
type irPlaces struct {
	fn    *ir.Func
	dom   *cfg.DomTree
	lf    *cfg.LoopForest
	block map[*ir.InstCall]int
}

func newIRPlaces(fn *ir.Func) *irPlaces {
	p := &irPlaces{fn: fn, block: map[*ir.InstCall]int{}}
	if len(fn.Blocks) == 0 {
		return p
	}
	c := cfg.New(fn)
	p.dom = cfg.Dominators(c.G, 0)
	p.lf = cfg.Loops(c.G, 0, p.dom)
	for i, b := range fn.Blocks {
		for _, inst := range b.Insts {
			if call, ok := inst.(*ir.InstCall); ok {
				p.block[call] = i
			}
		}
	}
	return p
}

// place is the header of the innermost loop around calls (nil outside
// loops; ok false when they are not all in the same one), and whether they
// run at every iteration of it: every latch is dominated by one of them,
// or outside loops, every return.
func (p *irPlaces) place(calls []*ir.InstCall) (header *ir.Block, everyIter, ok bool) {
	if len(calls) == 0 || p.dom == nil {
		return nil, false, false
	}
	var loop *cfg.Loop
	var blocks []int
	for i, call := range calls {
		b, found := p.block[call]
		if !found {
			return nil, false, false
		}
		if l := p.lf.Of[b]; i > 0 && l != loop {
			return nil, false, false
		} else {
			loop = l
		}
		blocks = append(blocks, b)
	}
	var targets []int
	if loop != nil {
		if loop.Header >= len(p.fn.Blocks) {
			return nil, false, false
		}
		header, targets = p.fn.Blocks[loop.Header], loop.Latches
	} else {
		for j, x := range p.fn.Blocks {
			if _, ret := x.Term.(*ir.TermRet); ret {
				targets = append(targets, j)
			}
		}
	}
	everyIter = len(targets) > 0
	for _, t := range targets {
		covered := false
		for _, b := range blocks {
			covered = covered || p.dom.Dominates(b, t)
		}
		everyIter = everyIter && covered
	}
	return header, everyIter, true
}

// conditional tells whether statement n runs under an if or a switch
// inside loop statement target (nil: the function body).
func (e *emitter) conditional(n, target *node) bool {
	for p := n.parent; p != nil && p != target; p = p.parent {
		if t := firstToken(e.text(p.span)); t == "if" || t == "switch" {
			return true
		}
	}
	return false
}

// innermostLoop is the innermost loop statement around statement n in C.
func (e *emitter) innermostLoop(n *node) *node {
	for p := n.parent; p != nil; p = p.parent {
		if loopKeyword(firstToken(e.text(p.span))) {
			return p
		}
	}
	return nil
}

// overlaps tells whether the run has a statement in region rr's lines.
func overlaps(rr *transform.RegionReport, r *run) bool {
	lo, hi := rr.Region.Start.Line, rr.Region.EndLine
	if hi < lo {
		hi = lo
	}
	for _, n := range r.nodes {
		if n.st != stDeleted {
			continue
		}
		nLo := n.span.Line
		if nLo <= hi && nLo >= lo {
			return true
		}
	}
	return false
}

// chargeCounted charges the loops whose control the transform kept: their
// increment of the work counter (once per iteration) becomes an ADD_TIME in
// the first run of deleted statements inside the loop.
func (e *emitter) chargeCounted(fn *ir.Func, roots []*node, chosen []*transform.RegionReport, runs []*run) {
	incs := counted(fn)
	var headers []*ir.Block
	for _, b := range fn.Blocks {
		if _, ok := incs[b]; ok {
			headers = append(headers, b)
		}
	}
	for _, h := range headers {
		loop := deepest(roots, h)
		if loop == nil {
			continue
		}
		var rr *transform.RegionReport
		for _, c := range chosen {
			hi := max(c.Region.EndLine, c.Region.Start.Line)
			if readsCounter(c) && c.Region.Start.Line <= loop.span.Line && loop.span.Line <= hi &&
				(rr == nil || hi-c.Region.Start.Line < max(rr.Region.EndLine, rr.Region.Start.Line)-rr.Region.Start.Line) {
				rr = c
			}
		}
		if rr == nil {
			continue
		}
		where := fmt.Sprintf("%s: region %d (%s): loop at line %d", fn.Name(), rr.ID, rr.Span, loop.span.Line)
		var in *run
		for _, r := range runs {
			// Not in a loop nested in it: charged per iteration of loop.
			if len(r.nodes) > 0 && e.innermostLoop(r.nodes[0]) == loop {
				in = r
				break
			}
		}
		// Per iteration a·inc; the region's b is in its own ADD_TIME
		// (seconds, with the counter's share read as 0).
		a, _, ok := coefficients(rr)
		if in != nil {
			e.site, e.siteRun = in.nodes[0], in.nodes
		} else {
			e.site, e.siteRun = loop, loop.children
			if len(loop.children) > 0 {
				e.site = loop.children[0]
			}
		}
		inc, ok2 := e.cExpr(incs[h], fn)
		if !ok || !ok2 {
			e.notes = append(e.notes, where+": its work per iteration has no C form; not charged")
			continue
		}
		secs := a
		if inc != "1L" {
			secs = fmt.Sprintf("%s * (double)%s", a, inc)
		}
		add := fmt.Sprintf("ADD_TIME(%d, %s);", rr.ID, secs)
		if in != nil {
			in.adds = append(in.adds, add)
			in.regions = append(in.regions, rr)
			continue
		}
		// No statement of the loop was abstracted: the charge opens its body.
		ed, ok := e.bodyStart(loop, fmt.Sprintf("/* mpiskel: region %d, level %d, per iteration */ %s", rr.ID, rr.Level, add))
		if !ok {
			e.notes = append(e.notes, where+": its body was not found in its text; not charged")
			continue
		}
		e.extra = append(e.extra, ed...)
	}
}

// bodyStart inserts text at the start of loop statement n's body: after
// its '{', or with the body's single statement in a new block.
func (e *emitter) bodyStart(n *node, text string) ([]edit, bool) {
	t := e.text(n.span)
	kw := firstToken(t)
	var at int
	switch kw {
	case "do":
		at = len(kw)
	case "for", "while":
		_, end, _, ok := parens(t, len(kw))
		if !ok {
			return nil, false
		}
		at = end + 1
	default:
		return nil, false
	}
	at = skipBlank(t, at) // to the body
	if at >= len(t) || t[at] == ';' {
		return nil, false
	}
	pos := n.span.Start + at
	if t[at] == '{' {
		return []edit{{start: pos + 1, end: pos + 1, text: " " + text}}, true
	}
	if kw == "do" {
		return nil, false // an unbraced do body: rare, left uncharged
	}
	// the body statement is one level inside the loop
	d := depth(n) + 1
	return []edit{{pos, pos, "{ " + text + " ", 2 * d}, {n.span.End, n.span.End, " }", -1000 - 2*d + 1}}, true
}

// deepest is the innermost statement whose lowering created block b.
func deepest(roots []*node, b *ir.Block) *node {
	var found *node
	var walk func(n *node)
	walk = func(n *node) {
		for _, x := range n.ir.node.Blocks {
			if x == b {
				found = n
			}
		}
		for _, c := range n.children {
			walk(c)
		}
	}
	for _, r := range roots {
		walk(r)
	}
	return found
}
