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
	"github.com/llir/llvm/ir/value"

	"github.com/mpiskel/mpiskel/frontend"
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
	// chargeOnly are live instructions whose values only reach ADD_TIME
	// arguments (a bound or row pointer the transform moved before its
	// loop): the ADD_TIME's C reads them anew, so they keep no statement.
	chargeOnly map[ir.Instruction]bool
	notes      []string
	// site is the statement an ADD_TIME being written stands by: the
	// variables its expression names must be in scope there.
	site    *node
	siteRun []*node // the statements the ADD_TIME replaces, from site on
	// named are the names the ADD_TIMEs of the function being edited
	// use: its declarations of them stay. A name in another function's
	// ADD_TIME is that function's variable, or a global no statement
	// declares: it must not keep this function's declaration alive.
	named    map[string]bool
	stableOf map[*ir.Func]map[string]bool
	// extra are edits made outside runs (charges opening loop bodies).
	extra []edit
	// hidden are byte ranges of the source whose names no longer count
	// as uses (loop conditions replaced by counters).
	hidden [][2]int
	// macros are the names the file's macros name (macroNames).
	macros map[string][]string
	users  map[ir.Instruction][]any // userMap
	// srcLines are the source's lines (pragmasBefore).
	srcLines []srcLine
}

// Emit returns the C skeleton of p's main file: p is the program the
// skeleton transforms edited, snap its Capture from before them, rep the
// abstraction's report. Statements whose IR the transforms deleted become
// one ADD_TIME(region, a*W + b) per region and run of statements, with W the
// closed form the transform computed, in C; a statement some of whose IR
// survives stays verbatim (its nested statements are edited the same way),
// so the C skeleton never does less than the IR one, only sometimes more;
// a region whose statements stay is charged next to them where the IR
// charges it (charge.go). Every line keeps its number.
//
// loops are the loopcount pass's reports: a loop whose exit test it
// replaced by an iteration counter gets the same counter in C.
func Emit(p *frontend.Program, snap *Snapshot, rep *transform.Report, loops []transform.LoopCountReport) (*Result, error) {
	if snap == nil || p.Source == nil {
		return nil, fmt.Errorf("%s: C output needs C input", p.Path)
	}
	if len(rep.Coalesced) > 0 {
		// Each region's ADD_TIME is written where its call is; a
		// coalesced region has none left.
		return nil, fmt.Errorf("%s: C output needs the skeleton before coalescing", p.Path)
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
		stableOf: map[*ir.Func]map[string]bool{}}
	for _, f := range p.Module.Funcs {
		for _, b := range f.Blocks {
			for _, inst := range b.Insts {
				e.live[inst] = true
			}
			e.liveT[b.Term] = true
		}
	}
	e.chargeOnly = chargeOnlyInsts(p.Module)
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
	// Conditions replaced by iteration counters or by the way the run
	// goes name nothing any more.
	counted := append(e.countedLoopEdits(roots, loops), e.decidedConditions(roots)...)
	for _, ed := range counted {
		if ed.end > ed.start {
			e.hidden = append(e.hidden, [2]int{ed.start, ed.end})
		}
	}
	for _, fn := range order {
		edits = append(edits, e.editFunc(fn, byFunc[fn])...)
	}
	edits = append(edits, e.extra...)
	edits = append(edits, counted...)
	edits = append(edits, e.includeEdit())
	text, err := apply(src, e.dropUncalledStatics(edits))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", p.Path, err)
	}
	sort.Strings(e.notes)
	return &Result{File: p.Path, Text: text, Notes: e.notes}, nil
}

// apply makes the edits to src. At one position insertions come before a
// replacement starting there.
func apply(src []byte, edits []edit) ([]byte, error) {
	edits = slices.Clone(edits)
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
			return nil, fmt.Errorf("overlapping edits at byte %d", ed.start)
		}
		out.Write(src[pos:ed.start])
		out.WriteString(ed.text)
		pos = ed.end
	}
	out.Write(src[pos:])
	return out.Bytes(), nil
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
// Allocas, phis and plain jumps are structure, kept or dropped with what
// uses them: they do not tell.
func (e *emitter) classify(ni *nodeIR) status {
	total, live := 0, 0
	// An instruction only an ADD_TIME reads keeps no statement, but a
	// declaration's variable may be what an ADD_TIME names, unless it is
	// a for's own counter, out of scope after it.
	dropChargeOnly := ni.node.Kind != "declaration" || e.forHeader(ni.node)
	for _, inst := range ni.insts {
		switch inst.(type) {
		case *ir.InstAlloca, *ir.InstPhi:
			// structure: a phi merges values computed elsewhere (or
			// constants the transforms left at a join)
			continue
		}
		if isDebug(inst) {
			continue
		}
		total++
		if e.live[inst] && !(e.chargeOnly[inst] && dropChargeOnly) {
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

// forHeader tells whether n is in the parentheses of a for statement.
func (e *emitter) forHeader(n *frontend.SourceNode) bool {
	par := n.Parent
	if par == nil || par.Span.File != e.file {
		return false
	}
	isFor, closed, in := e.forParens(par.Span, n.Span.Start)
	return isFor && closed && in
}

// forParens tells whether parent is a for statement, whether its
// parentheses close, and whether start lies inside them.
func (e *emitter) forParens(parent frontend.Span, start int) (isFor, closed, in bool) {
	t := e.text(parent)
	if !strings.HasPrefix(t, "for") {
		return false, false, false
	}
	_, end, _, ok := parens(t, len("for"))
	return true, ok, start < parent.Start+end
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
	e.named = map[string]bool{}
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
	edits = append(edits, e.unusedDecls(roots)...)
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
	// included): none is an empty block ('if (c) ;' would draw gcc's
	// -Wempty-body), several are a block.
	adds := " {}"
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
		if stmt && !strings.HasSuffix(strings.TrimSpace(e.text(n.span)), "}") && !e.mpiOnFirstLine(n) {
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
			b.WriteString(" {}")
		}
		b.WriteString(padLines(e.src[first.Start:last.End]))
		// A #pragma on the lines before the first statement (omp for,
		// mpiskel loop_count) applies to it: it goes with it, or it
		// would apply to the ADD_TIME.
		start, pad := first.Start, ""
		if at, indent := e.pragmasBefore(first.Start); at < first.Start {
			start, pad = at, padLines(e.src[at:first.Start-len(indent)])+indent
		}
		edits = append(edits, edit{start: start, end: last.End, text: pad + b.String()})
	}
	return edits
}

// chargeOnlyInsts finds the instructions of m whose every use is an
// argument of an ADD_TIME call or another such instruction.
func chargeOnlyInsts(m *ir.Module) map[ir.Instruction]bool {
	users := map[ir.Instruction][]ir.Instruction{}
	for _, f := range m.Funcs {
		for _, b := range f.Blocks {
			for _, inst := range b.Insts {
				for _, op := range inst.(value.User).Operands() {
					if x, ok := (*op).(ir.Instruction); ok {
						users[x] = append(users[x], inst)
					}
				}
			}
			if u, ok := b.Term.(value.User); ok {
				for _, op := range u.Operands() {
					if x, ok := (*op).(ir.Instruction); ok {
						users[x] = append(users[x], nil) // a terminator: not a charge
					}
				}
			}
		}
	}
	only := map[ir.Instruction]bool{}
	var charge func(x ir.Instruction) bool
	charge = func(x ir.Instruction) bool {
		if call, ok := x.(*ir.InstCall); ok {
			return transform.IsAddTime(call)
		}
		if done, ok := only[x]; ok {
			return done
		}
		only[x] = false // on a cycle (phis), until decided
		ok := len(users[x]) > 0
		for _, u := range users[x] {
			if u == nil || !charge(u) {
				ok = false
				break
			}
		}
		only[x] = ok
		return ok
	}
	for x := range users {
		charge(x)
	}
	return only
}
