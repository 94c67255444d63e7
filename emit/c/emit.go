// Emit: the skeleton C text — abstracted statement runs become ADD_TIME lines, kept statements stay verbatim, dead declarations go.
package cemit

import (
	"bytes"
	"fmt"
	"os"
	"slices"
	"sort"
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"

	"github.com/mpiskel/mpiskel/analysis/cfg"
	"github.com/mpiskel/mpiskel/frontend"
	"github.com/mpiskel/mpiskel/runtime/native"
	"github.com/mpiskel/mpiskel/transform"
)

// Result is the emitted skeleton.
type Result struct {
	File string // the C file it is an edit of
	Text []byte
	// Notes say where the C skeleton abstracts less than the IR one (a
	// region whose statements had to stay, a work term C cannot express).
	Notes []string
}

// status is what became of a statement's IR.
type status int

const (
	stEmpty   status = iota // no IR of its own that tells (declarations without initialiser code, break)
	stKept                  // all its IR survives
	stDeleted               // none of it survives
	stPartial               // some survives
)

type node struct {
	ir       *nodeIR
	span     frontend.Span
	st       status
	children []*node
	parent   *node
	dead     bool // a declaration without IR that nothing names
}

// run is a maximal sequence of sibling statements whose IR was all deleted.
type run struct {
	nodes   []*node
	adds    []string // ADD_TIME statements standing for it
	regions []*transform.RegionReport
}

type emitter struct {
	p     *frontend.Program
	snap  *Snapshot
	rep   *transform.Report
	file  string
	src   []byte
	live  map[ir.Instruction]bool
	liveT map[ir.Terminator]bool
	notes []string
	// site is the statement an ADD_TIME being written stands by: the
	// variables its expression names must be in scope there.
	site    *node
	siteRun []*node // the statements the ADD_TIME replaces, from site on
	// named are the names the ADD_TIMEs' expressions use: their
	// declarations stay.
	named    map[string]bool
	stableOf map[*ir.Func]map[string]bool
	// extra are edits made outside runs (charges opening loop bodies).
	extra []edit
}

// Emit returns the C skeleton of p's main file: p is the program the
// skeleton transforms edited, snap its Capture from before them, rep the
// abstraction's report. Statements whose IR the transforms deleted become
// one ADD_TIME(region, a*W + b) per region and run of statements, with W the
// closed form the transform computed, in C; a statement some of whose IR
// survives stays verbatim (its nested statements are edited the same way),
// so the C skeleton never does less than the IR one, only sometimes more.
//
// loops are the loopcount pass's reports: a loop whose exit test it
// replaced by an iteration counter gets the same counter in C.
func Emit(p *frontend.Program, snap *Snapshot, rep *transform.Report, loops []transform.LoopCountReport) (*Result, error) {
	if snap == nil || p.Source == nil {
		return nil, fmt.Errorf("%s: C output needs C input", p.Path)
	}
	src, ok := p.Sources[p.Path]
	if !ok {
		// The C front end does not fill Sources yet: the spans are offsets
		// into the file as it is on disk.
		var err error
		if src, err = os.ReadFile(p.Path); err != nil {
			return nil, fmt.Errorf("%s: the source text: %w", p.Path, err)
		}
	}
	e := &emitter{p: p, snap: snap, rep: rep, file: p.Path, src: src, live: map[ir.Instruction]bool{}, liveT: map[ir.Terminator]bool{},
		named: map[string]bool{}, stableOf: map[*ir.Func]map[string]bool{}}
	for _, f := range p.Module.Funcs {
		for _, b := range f.Blocks {
			for _, inst := range b.Insts {
				e.live[inst] = true
			}
			e.liveT[b.Term] = true
		}
	}
	roots := e.tree()
	var edits []edit
	var order []*ir.Func
	byFunc := map[*ir.Func][]*node{}
	for _, r := range roots {
		fn := r.ir.node.Func
		if byFunc[fn] == nil {
			order = append(order, fn)
		}
		byFunc[fn] = append(byFunc[fn], r)
	}
	for _, fn := range order {
		edits = append(edits, e.editFunc(fn, byFunc[fn])...)
	}
	edits = append(edits, e.extra...)
	edits = append(edits, e.countedLoopEdits(roots, loops)...)
	edits = append(edits, e.includeEdit())
	// At one position insertions come before a replacement starting there.
	sort.SliceStable(edits, func(i, j int) bool {
		if edits[i].start != edits[j].start {
			return edits[i].start < edits[j].start
		}
		zi, zj := edits[i].end == edits[i].start, edits[j].end == edits[j].start
		if zi != zj {
			return zi
		}
		return edits[i].order < edits[j].order
	})
	var out bytes.Buffer
	pos := 0
	for _, ed := range edits {
		if ed.start < pos {
			return nil, fmt.Errorf("%s: overlapping edits at byte %d", p.Path, ed.start)
		}
		out.Write(src[pos:ed.start])
		out.WriteString(ed.text)
		pos = ed.end
	}
	out.Write(src[pos:])
	sort.Strings(e.notes)
	return &Result{File: p.Path, Text: out.Bytes(), Notes: e.notes}, nil
}

type edit struct {
	start, end int
	text       string
	// order sorts insertions at one byte: a statement's closing text
	// after that of the statements ending inside it, its opening text
	// after that of the statements it starts inside.
	order int
}

func depth(n *node) int {
	d := 0
	for ; n.parent != nil; n = n.parent {
		d++
	}
	return d
}

// openAt opens a block around statement n; beforeAt puts text before n
// (inside that block); afterAt after n; closeAt closes n's block.
func openAt(n *node, text string) edit { return edit{n.span.Start, n.span.Start, text, 2 * depth(n)} }
func beforeAt(n *node, text string) edit {
	return edit{n.span.Start, n.span.Start, text, 2*depth(n) + 1}
}
func afterAt(n *node, text string) edit {
	return edit{n.span.End, n.span.End, text, -1000 - 2*depth(n)}
}
func closeAt(n *node, text string) edit {
	return edit{n.span.End, n.span.End, text, -1000 - 2*depth(n) + 1}
}

// includeEdit adds #include "mpiskel.h" after the last #include line. The
// skeleton keeps the original's line numbers (its MPI calls' sites are the
// original's, in traces and debuggers alike), so the include takes the
// place of the blank line that usually follows; without one, a #line
// directive puts the numbering back.
func (e *emitter) includeEdit() edit {
	at, next := 0, 1 // the byte after the last #include line, the line starting there
	line := 1
	for i := 0; i < len(e.src); {
		j := bytes.IndexByte(e.src[i:], '\n')
		end := len(e.src)
		if j >= 0 {
			end = i + j + 1
		}
		t := strings.TrimSpace(string(e.src[i:end]))
		line++
		if strings.HasPrefix(t, "#") && strings.HasPrefix(strings.TrimSpace(t[1:]), "include") {
			if strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(t[1:]), "include")) == `"`+native.SkeletonHeader+`"` {
				return edit{} // a skeleton already: it has the header
			}
			at, next = end, line
		}
		i = end
	}
	inc := "#include \"" + native.SkeletonHeader + "\""
	if j := bytes.IndexByte(e.src[at:], '\n'); j >= 0 && len(bytes.TrimSpace(e.src[at:at+j])) == 0 {
		return edit{start: at, end: at + j, text: inc}
	}
	return edit{start: at, end: at, text: fmt.Sprintf("%s\n#line %d\n", inc, next)}
}

// padLines is the newlines of replaced, so that a replacement spans as
// many lines as the text it replaces.
func padLines(replaced []byte) string {
	return strings.Repeat("\n", bytes.Count(replaced, []byte("\n")))
}

// tree builds the statement tree of the main file and classifies each node.
func (e *emitter) tree() []*node {
	byIR := map[*frontend.SourceNode]*node{}
	var roots []*node
	for i := range e.snap.nodes {
		ni := &e.snap.nodes[i]
		if ni.node.Span.File != e.file {
			continue
		}
		n := &node{ir: ni, span: ni.node.Span}
		n.st = e.classify(ni)
		byIR[ni.node] = n
		if par := byIR[ni.node.Parent]; par != nil {
			n.parent = par
			par.children = append(par.children, n)
		} else {
			roots = append(roots, n)
		}
	}
	// A statement with a kept or partial child is partial itself: its
	// header (if, for) must stay for the child to be where it was.
	var fix func(n *node) status
	fix = func(n *node) status {
		anyKept, anyDel := false, false
		for _, c := range n.children {
			switch fix(c) {
			case stKept, stPartial:
				anyKept = true
			case stDeleted:
				anyDel = true
			}
		}
		switch {
		case n.st == stDeleted && anyKept, n.st == stKept && anyDel, n.st == stEmpty && anyKept && anyDel:
			n.st = stPartial
		case n.st == stEmpty && anyDel && !anyKept && n.ir.node.Kind == "statement" && len(n.children) > 0:
			n.st = stDeleted
		}
		return n.st
	}
	for _, r := range roots {
		fix(r)
	}
	return roots
}

// classify compares a statement's IR before and after the transforms.
// Allocas and plain jumps are structure, kept or dropped with what uses
// them: they do not tell.
func (e *emitter) classify(ni *nodeIR) status {
	total, live := 0, 0
	for _, inst := range ni.insts {
		if _, ok := inst.(*ir.InstAlloca); ok || isDebug(inst) {
			continue
		}
		total++
		if e.live[inst] {
			live++
		}
	}
	for _, t := range ni.terms {
		switch t.(type) {
		case *ir.TermBr, *ir.TermUnreachable:
			continue
		}
		total++
		if e.liveT[t] {
			live++
		}
	}
	switch {
	case total == 0:
		return stEmpty
	case live == total:
		return stKept
	case live == 0:
		return stDeleted
	}
	return stPartial
}

func isDebug(inst ir.Instruction) bool {
	call, ok := inst.(*ir.InstCall)
	if !ok {
		return false
	}
	f, ok := call.Callee.(*ir.Func)
	return ok && (strings.HasPrefix(f.Name(), "llvm.dbg.") || strings.HasPrefix(f.Name(), "llvm.lifetime."))
}

func (e *emitter) text(s frontend.Span) string { return string(e.src[s.Start:s.End]) }

// editFunc edits one function: runs of deleted statements, then dead
// declarations.
func (e *emitter) editFunc(fn *ir.Func, roots []*node) []edit {
	var chosen []*transform.RegionReport
	if e.rep != nil {
		for _, rr := range e.rep.Regions {
			if rr.Fate == transform.FateAbstracted && !rr.Nested && rr.Region != nil && rr.Region.Func == fn && rr.Region.Start.File == e.file {
				chosen = append(chosen, rr)
			}
		}
	}
	e.keepUsedDecls(roots)
	var runs []*run
	var collect func(kids []*node)
	collect = func(kids []*node) {
		var cur *run
		for _, k := range kids {
			if k.st == stDeleted {
				if cur == nil {
					cur = &run{}
					runs = append(runs, cur)
				}
				cur.nodes = append(cur.nodes, k)
				continue
			}
			cur = nil
			if k.st == stPartial {
				collect(k.children)
			}
		}
	}
	collect(roots)
	// Each abstracted region is charged at its last run: the run its
	// work was computed for, among those in the loop statement around
	// the IR's ADD_TIME (a region whose lines reach into a loop nest, a
	// loop's set-up code, must not be charged at every iteration of an
	// inner loop). With no such run, at the start of that loop's body
	// when the IR charges it at every iteration.
	places := newIRPlaces(fn)
	for _, rr := range chosen {
		var last, lastInLoop *run
		var target *node
		header, everyIter, known := places.place(rr.Calls)
		if known && header != nil {
			target = deepest(roots, header)
			known = target != nil
		}
		for _, r := range runs {
			if overlaps(rr, r) {
				last = r
				if known && e.innermostLoop(r.nodes[0]) == target && !(everyIter && e.conditional(r.nodes[0], target)) {
					lastInLoop = r
				}
			}
		}
		if known {
			last = lastInLoop
		}
		if last == nil && known {
			if ed, ok := e.chargeBySpan(rr, fn, target, roots, everyIter); ok {
				e.extra = append(e.extra, ed...)
				continue
			}
			if everyIter && target != nil {
				if ed, ok := e.chargeLoopBody(rr, fn, target); ok {
					e.extra = append(e.extra, ed...)
					continue
				}
			}
		}
		if last == nil {
			// A region whose loops stay and count is charged in them
			// (chargeCounted); only its constant part would be lost.
			if _, b, ok := coefficients(rr); !(readsCounter(rr) && ok && b == "0.0") {
				e.notes = append(e.notes, fmt.Sprintf("%s: region %d (%s) is not charged in C: its statements stay (the slice needs some of their IR) and the IR charges it on some paths only", fn.Name(), rr.ID, rr.Span))
			}
			continue
		}
		e.site, e.siteRun = last.nodes[0], last.nodes
		expr, ok := e.seconds(rr, fn)
		if !ok {
			e.notes = append(e.notes, fmt.Sprintf("%s: region %d (%s): its work W=%s has no C form here; the region's loops stay", fn.Name(), rr.ID, rr.Span, rr.Work))
			for _, n := range last.nodes {
				keepSubtree(n)
			}
			continue
		}
		// Nothing but the share of loops that stay, charged in them.
		if expr != "0.0" {
			last.adds = append(last.adds, fmt.Sprintf("ADD_TIME(%d, %s);", rr.ID, expr))
		}
		last.regions = append(last.regions, rr)
	}
	e.chargeCounted(fn, roots, chosen, runs)
	// Statements a region's loops kept (their W has no C form) may name
	// declarations of the runs around them.
	e.keepUsedDecls(roots)
	var edits []edit
	for _, r := range runs {
		edits = append(edits, e.runEdits(r)...)
	}
	edits = append(edits, e.returnEdits(roots)...)
	return append(edits, e.deadDecls(roots)...)
}

// returnEdits: a 'return E;' whose value the skeleton no longer computes
// (the IR returns a constant, E's instructions are gone) returns 0, so
// that E is not computed in C either (a scalar or pointer result only).
func (e *emitter) returnEdits(roots []*node) []edit {
	var edits []edit
	var visit func(n *node)
	visit = func(n *node) {
		if n.st == stDeleted {
			return
		}
		for _, c := range n.children {
			visit(c)
		}
		if n.st != stPartial || len(n.children) > 0 || n.ir.node.Kind != "statement" {
			return
		}
		t := e.text(n.span)
		toks := tokens(t)
		if len(toks) < 3 || toks[0] != "return" || toks[len(toks)-1] != ";" {
			return
		}
		var ret *ir.TermRet
		for _, term := range n.ir.terms {
			if r, ok := term.(*ir.TermRet); ok && e.liveT[term] && r.X != nil {
				ret = r
			}
		}
		if ret == nil {
			return
		}
		switch ret.X.(type) {
		case *constant.Int, *constant.Float, *constant.Null, *constant.Undef:
		default:
			return
		}
		switch ret.X.Type().(type) {
		case *types.IntType, *types.FloatType, *types.PointerType:
		default:
			return
		}
		for _, inst := range n.ir.insts {
			if e.live[inst] {
				return
			}
		}
		semi := strings.LastIndexByte(t, ';')
		edits = append(edits, edit{start: n.span.Start + len("return"), end: n.span.Start + semi,
			text: " 0 /* mpiskel: value not computed */" + padLines([]byte(t[len("return"):semi]))})
	}
	for _, r := range roots {
		visit(r)
	}
	return edits
}

// inBlock tells whether statement n stands in a block (after '{', '}', ';'
// or a label), rather than as the body of an if, else, loop or do.
func (e *emitter) inBlock(n *node) bool {
	if n.parent == nil {
		return true
	}
	toks := tokens(string(e.src[n.parent.span.Start:n.span.Start]))
	if len(toks) == 0 {
		return false
	}
	switch toks[len(toks)-1] {
	case "{", "}", ";", ":":
		return true
	}
	return false
}

// keepSubtree marks n and everything in it kept: its text stays verbatim.
func keepSubtree(n *node) {
	n.st = stKept
	for _, c := range n.children {
		keepSubtree(c)
	}
}

// runEdits replace the deleted statements of run r: each maximal sequence of
// them by a comment naming its lines, the last one with the run's ADD_TIMEs
// too. Statements of the run that had to stay (declarations the kept code
// names) split it; when none of it is deleted the ADD_TIMEs follow it.
func (e *emitter) runEdits(r *run) []edit {
	var segs [][]*node
	prevDel := false
	for _, n := range r.nodes {
		del := n.st == stDeleted
		if del && !prevDel {
			segs = append(segs, nil)
		}
		if del {
			segs[len(segs)-1] = append(segs[len(segs)-1], n)
		}
		prevDel = del
	}
	var why []string
	seen := map[int]bool{}
	for _, rr := range r.regions {
		if !seen[rr.ID] {
			seen[rr.ID] = true
			why = append(why, fmt.Sprintf("region %d, level %d", rr.ID, rr.Level))
		}
	}
	// One statement wherever the run stands (an if's body without braces
	// included): none is ';', several are a block.
	adds := " ;"
	switch len(r.adds) {
	case 0:
	case 1:
		adds = " " + r.adds[0]
	default:
		adds = " { " + strings.Join(r.adds, " ") + " }"
	}
	if len(segs) == 0 {
		if len(r.adds) == 0 || len(r.nodes) == 0 {
			return nil
		}
		// The ADD_TIMEs follow the run, or precede its last statement
		// when that ends in an unbraced body (gcc's
		// -Wmisleading-indentation: on the body's line they read as part
		// of it). A lone statement may be an if's or a loop's body: the
		// ADD_TIMEs join it in a block to stay in that body.
		n := r.nodes[len(r.nodes)-1]
		text := fmt.Sprintf("/* mpiskel: %s */%s", strings.Join(why, "; "), adds)
		stmt := n.ir.node.Kind == "statement"
		add := afterAt(n, " "+text)
		if stmt && !strings.HasSuffix(strings.TrimSpace(e.text(n.span)), "}") {
			add = beforeAt(n, text+" ")
		}
		if len(r.nodes) == 1 && stmt && !e.inBlock(n) {
			return []edit{openAt(n, "{ "), add, closeAt(n, " }")}
		}
		return []edit{add}
	}
	var edits []edit
	for i, seg := range segs {
		first, last := seg[0].span, seg[len(seg)-1].span
		lastLine := first.Line + strings.Count(string(e.src[first.Start:last.End]), "\n")
		lines := fmt.Sprintf("line %d", first.Line)
		if lastLine > first.Line {
			lines = fmt.Sprintf("lines %d-%d", first.Line, lastLine)
		}
		var b strings.Builder
		if i == len(segs)-1 && len(why) > 0 {
			fmt.Fprintf(&b, "/* mpiskel: %s abstracted (%s) */", lines, strings.Join(why, "; "))
		} else {
			fmt.Fprintf(&b, "/* mpiskel: %s abstracted */", lines)
		}
		if i == len(segs)-1 {
			b.WriteString(adds)
		} else {
			b.WriteString(" ;")
		}
		b.WriteString(padLines(e.src[first.Start:last.End]))
		edits = append(edits, edit{start: first.Start, end: last.End, text: b.String()})
	}
	return edits
}

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
	var s *node
	for _, k := range kids {
		if a, b := lines(k); a <= hi && b >= lo && !(k.ir.node.Kind == "declaration" && forInit(e, k)) {
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
	toks := tokens(t)
	before := forceBefore || s.ir.node.Kind == "statement" && (!strings.HasSuffix(t, "}") || len(toks) > 0 && (toks[0] == "return" || toks[0] == "break" || toks[0] == "continue" || toks[0] == "goto"))
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
		if t := tokens(e.text(p.span)); len(t) > 0 && (t[0] == "if" || t[0] == "switch") {
			return true
		}
	}
	return false
}

// innermostLoop is the innermost loop statement around statement n in C.
func (e *emitter) innermostLoop(n *node) *node {
	for p := n.parent; p != nil; p = p.parent {
		if t := tokens(e.text(p.span)); len(t) > 0 && (t[0] == "for" || t[0] == "while" || t[0] == "do") {
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
// increment of the work counter becomes an ADD_TIME in the first run of
// deleted statements inside the loop, once per iteration.
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
			if len(r.nodes) > 0 && within(r.nodes[0], loop) {
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
		// The counter counts the loop's tests, one more per entry than
		// its iterations: that one is charged before the loop (when it
		// is constant: the per-iteration work may name the loop's own
		// variables).
		if inc == "1L" && !leavesEarly(tokens(e.text(loop.span))) {
			text := fmt.Sprintf("/* mpiskel: region %d, level %d, exit test */ %s", rr.ID, rr.Level, add)
			if e.inBlock(loop) {
				e.extra = append(e.extra, beforeAt(loop, text+" "))
			} else {
				e.extra = append(e.extra, openAt(loop, "{ "+text+" "), closeAt(loop, " }"))
			}
		}
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

// leavesEarly tells whether a loop's text may leave it other than by its
// test (break, return, goto: then the last test need not run).
func leavesEarly(toks []string) bool {
	return slices.Contains(toks, "break") || slices.Contains(toks, "return") || slices.Contains(toks, "goto")
}

// bodyStart inserts text at the start of loop statement n's body: after
// its '{', or with the body's single statement in a new block.
func (e *emitter) bodyStart(n *node, text string) ([]edit, bool) {
	t := e.text(n.span)
	at := -1
	switch {
	case strings.HasPrefix(t, "do"):
		at = len("do")
	case strings.HasPrefix(t, "for"), strings.HasPrefix(t, "while"):
		open := strings.IndexByte(t, '(')
		if open < 0 {
			return nil, false
		}
		depth := 0
		for i := open; i < len(t) && at < 0; i++ {
			switch t[i] {
			case '(':
				depth++
			case ')':
				if depth--; depth == 0 {
					at = i + 1
				}
			case '"', '\'':
				q := t[i]
				for i++; i < len(t) && t[i] != q; i++ {
					if t[i] == '\\' {
						i++
					}
				}
			}
		}
	}
	if at < 0 {
		return nil, false
	}
	// past blanks and comments to the body
	for at < len(t) {
		switch {
		case t[at] == ' ' || t[at] == '\t' || t[at] == '\n' || t[at] == '\r':
			at++
			continue
		case strings.HasPrefix(t[at:], "/*"):
			j := strings.Index(t[at+2:], "*/")
			if j < 0 {
				return nil, false
			}
			at += j + 4
			continue
		}
		break
	}
	if at >= len(t) || t[at] == ';' {
		return nil, false
	}
	pos := n.span.Start + at
	if t[at] == '{' {
		return []edit{{start: pos + 1, end: pos + 1, text: " " + text}}, true
	}
	if strings.HasPrefix(t, "do") {
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

func within(n, anc *node) bool {
	for ; n != nil; n = n.parent {
		if n == anc {
			return true
		}
	}
	return false
}
