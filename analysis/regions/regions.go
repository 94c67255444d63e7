// Package regions classifies the code of a program into the regions the
// skeleton compiler abstracts: the program structure tree of each function
// (canonical SESE regions, analysis/pst) with the abstraction level of paper
// 001 §3.2 —
//
//	1 straight-line code: no branch, call or MPI
//	2 adds IF branches
//	3 adds loops
//	4 adds calls to MPI-free functions
//	5 contains MPI (directly or through calls, analysis/callgraph)
//
// — and static facts per region: instruction counts by class, loop nest and
// innermost loops, MPI call sites with their runtime/mpi kind, and the source
// span. It also partitions code into MPIETE loop blocks (paper 000, Blocks).
//
// The PST is built on a refined CFG in which a block with several
// predecessors gets a join node before it and one with several successors a
// fork node after it. Regions then start and end at block boundaries or just
// before a terminator, so that a loop left by break is one region, bounded by
// the edges into its exit block.
package regions

import (
	"fmt"
	"sort"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/metadata"

	"github.com/mpiskel/mpiskel/analysis/callgraph"
	"github.com/mpiskel/mpiskel/analysis/cfg"
	"github.com/mpiskel/mpiskel/analysis/pst"
	"github.com/mpiskel/mpiskel/frontend"
	"github.com/mpiskel/mpiskel/runtime/mpi"
)

// Kind says what a region is.
type Kind uint8

const (
	KindFunction    Kind = iota + 1 // a whole function body
	KindLoop                        // exactly one natural loop
	KindIrreducible                 // exactly one irreducible loop (several entries, e.g. by goto)
	KindBranch                      // if/switch: acyclic, with a conditional branch of its own
	KindCode                        // anything else: straight code, or a sequence of the above
)

var kindNames = [...]string{"", "function", "loop", "irreducible", "branch", "code"}

func (k Kind) String() string { return kindNames[k] }

// Pos is a source position; Line 0 when unknown.
type Pos struct {
	File      string
	Line, Col int
}

func (p Pos) String() string { return fmt.Sprintf("%s:%d:%d", p.File, p.Line, p.Col) }

// Point is a place in a function's CFG where a region starts or where
// control goes when it ends.
type Point struct {
	// Block is where control is; nil at the function's return (as an exit).
	Block *ir.Block
	// BeforeTerm: the point is just before Block's terminator, after its
	// instructions; otherwise it is the start of Block.
	BeforeTerm bool
	// From, when set, restricts the point to control arriving over the one
	// CFG edge From→Block; otherwise every edge into Block (from inside the
	// region for an exit, from outside for an entry) arrives there.
	From *ir.Block
}

// Counts are static instruction counts by class. Debug intrinsics and
// lifetime markers are not code and are not counted.
type Counts struct {
	Int, Float, Memory, Branch, Call, Other int
}

// Total is the number of counted instructions.
func (c Counts) Total() int { return c.Int + c.Float + c.Memory + c.Branch + c.Call + c.Other }

func (c *Counts) add(o Counts) {
	c.Int += o.Int
	c.Float += o.Float
	c.Memory += o.Memory
	c.Branch += o.Branch
	c.Call += o.Call
	c.Other += o.Other
}

// MPISite is a call that may perform MPI.
type MPISite struct {
	Call *ir.InstCall
	Name string   // the MPI function, or for a call of a user function the MPI it reaches ("" if indirect)
	Kind mpi.Kind // 0 for a call into an MPI-containing function
	Via  string   // the user function called when the call is not MPI itself
	Pos  Pos
}

// Loop is one loop of a function, with its blocks.
type Loop struct {
	Header      *ir.Block
	Headers     []*ir.Block
	Blocks      []*ir.Block // function order
	Latches     []*ir.Block
	Exits       [][2]*ir.Block // CFG edges leaving the loop; [1] nil for a return
	Preheader   *ir.Block      // nil when none
	Irreducible bool
	Depth       int // 1 for outermost
	Parent      *Loop
	Children    []*Loop
	Pos         Pos     // position of the header's first instruction with one
	Region      *Region // the region that is exactly this loop; nil when the loop is not SESE
	CFG         *cfg.Loop
}

// Region is a node of the region tree.
type Region struct {
	ID     int // preorder over functions in module order: stable for a given module
	Kind   Kind
	Level  int
	Func   *ir.Func
	Parent *Region
	// Children in CFG discovery order: consecutive children whose exit is
	// the next one's entry are a sequence ("contiguous code", see Runs).
	Children []*Region
	// Blocks are the blocks whose instructions are in the region, nested
	// regions included, in function order. Terms are the blocks whose
	// terminator is in it (a region may start just before a terminator).
	Blocks      []*ir.Block
	Terms       []*ir.Block
	Entry, Exit Point
	entryEdge   int
	exitEdge    int
	// Loops are the outermost loops wholly inside the region; Innermost
	// every innermost loop inside it (whose body executions are the
	// region's work W).
	Loops     []*Loop
	Innermost []*Loop
	Loop      *Loop // the loop the region is, for KindLoop and KindIrreducible
	LoopDepth int   // loops enclosing the region
	NestDepth int   // deepest loop nesting inside the region
	Counts    Counts
	Calls     int // calls of non-MPI-containing functions that are not pure (callgraph.Pure)
	MPI       []MPISite
	Start     Pos // first source position of the region's code
	// Head is where the region visibly starts: a function's declaration,
	// a loop's header test, a branch's condition.
	Head    Pos
	EndLine int // last source line
	Names   []string
}

// Function is one analysed function.
type Function struct {
	Func  *ir.Func
	CFG   *cfg.CFG
	PST   *pst.Tree
	Root  *Region
	Loops []*Loop // every loop, outer before inner
}

// Program is the analysis of a whole program.
type Program struct {
	Prog      *frontend.Program
	Calls     *callgraph.Graph
	Funcs     []*Function // defined functions, module order
	Regions   []*Region   // by ID
	instCount int
}

// Analyze builds the region tree of every defined function of p.
func Analyze(p *frontend.Program) *Program {
	a := &Program{Prog: p, Calls: callgraph.Build(p.Module)}
	for _, f := range p.Module.Funcs {
		if len(f.Blocks) == 0 {
			continue
		}
		fn := a.function(f)
		a.Funcs = append(a.Funcs, fn)
		var number func(r *Region)
		number = func(r *Region) {
			r.ID = len(a.Regions)
			a.Regions = append(a.Regions, r)
			for _, c := range r.Children {
				number(c)
			}
		}
		number(fn.Root)
	}
	return a
}

// Instructions is the number of IR instructions (terminators included)
// analysed.
func (a *Program) Instructions() int { return a.instCount }

// Runs returns the maximal sequences of consecutive children of r, in order,
// for which keep holds and where each one's exit is the next one's entry:
// the papers' "contiguous code" that can be abstracted as one region.
func (r *Region) Runs(keep func(*Region) bool) [][]*Region {
	var runs [][]*Region
	var cur []*Region
	for _, c := range r.Children {
		if !keep(c) {
			if len(cur) > 0 {
				runs = append(runs, cur)
			}
			cur = nil
			continue
		}
		if len(cur) > 0 && cur[len(cur)-1].exitEdge != c.entryEdge {
			runs = append(runs, cur)
			cur = nil
		}
		cur = append(cur, c)
	}
	if len(cur) > 0 {
		runs = append(runs, cur)
	}
	return runs
}

// Walk calls f on r and every region nested in it, parents first.
func (r *Region) Walk(f func(*Region)) {
	f(r)
	for _, c := range r.Children {
		c.Walk(f)
	}
}

// refined is the CFG with join and fork nodes.
type refined struct {
	g          *cfg.Graph
	start, end int
	code       []int // code node of each CFG node (blocks, then the exit)
	join, fork []int // -1 when absent
	kind       []nodeKind
	block      []int // CFG node of each refined node (-1 for start)
}

type nodeKind uint8

const (
	nodeStart nodeKind = iota
	nodeCode
	nodeJoin
	nodeFork
)

func refine(c *cfg.CFG) *refined {
	n := c.G.N()
	r := &refined{g: cfg.NewGraph(0), code: make([]int, n), join: make([]int, n), fork: make([]int, n)}
	add := func(k nodeKind, b int, name string) int {
		r.kind = append(r.kind, k)
		r.block = append(r.block, b)
		return r.g.AddNode(name)
	}
	r.start = add(nodeStart, -1, "start")
	for b := 0; b < n; b++ {
		r.join[b], r.fork[b] = -1, -1
		if !c.Dom.Reachable(b) {
			r.code[b] = -1
			continue
		}
		preds := 0
		for _, p := range c.G.Pred[b] {
			if c.Dom.Reachable(p) {
				preds++
			}
		}
		if b == c.Entry {
			preds++
		}
		if preds > 1 {
			r.join[b] = add(nodeJoin, b, "join "+c.G.Name(b))
		}
		r.code[b] = add(nodeCode, b, c.G.Name(b))
		if len(c.G.Succ[b]) > 1 {
			r.fork[b] = add(nodeFork, b, "fork "+c.G.Name(b))
		}
	}
	in := func(b int) int {
		if r.join[b] >= 0 {
			return r.join[b]
		}
		return r.code[b]
	}
	r.g.AddEdge(r.start, in(c.Entry))
	for b := 0; b < n; b++ {
		if r.code[b] < 0 {
			continue
		}
		if r.join[b] >= 0 {
			r.g.AddEdge(r.join[b], r.code[b])
		}
		out := r.code[b]
		if r.fork[b] >= 0 {
			r.g.AddEdge(r.code[b], r.fork[b])
			out = r.fork[b]
		}
		for _, s := range c.G.Succ[b] {
			r.g.AddEdge(out, in(s))
		}
	}
	r.end = r.code[c.Exit]
	return r
}

// function analyses one function.
func (a *Program) function(f *ir.Func) *Function {
	c := cfg.New(f)
	rf := refine(c)
	tree := pst.Build(rf.g, rf.start, rf.end)
	fn := &Function{Func: f, CFG: c, PST: tree}
	a.loops(fn)
	// Per refined-graph region, the blocks whose code or terminator it
	// holds directly.
	type own struct{ code, term []int }
	owns := make([]own, len(tree.Regions))
	for node, reg := range tree.NodeRegion {
		if reg == nil || rf.block[node] < 0 || rf.block[node] == c.Exit {
			continue
		}
		switch rf.kind[node] {
		case nodeCode:
			owns[reg.ID].code = append(owns[reg.ID].code, rf.block[node])
			if rf.fork[rf.block[node]] < 0 {
				owns[reg.ID].term = append(owns[reg.ID].term, rf.block[node])
			}
		case nodeFork:
			owns[reg.ID].term = append(owns[reg.ID].term, rf.block[node])
		}
	}
	// Build regions bottom-up, dropping the ones without code and merging
	// a region into its only child when they hold the same code.
	var build func(p *pst.Region) *Region
	build = func(p *pst.Region) *Region {
		r := &Region{Func: f, entryEdge: p.Entry, exitEdge: p.Exit}
		codeSet := map[int]bool{}
		termSet := map[int]bool{}
		for _, b := range owns[p.ID].code {
			codeSet[b] = true
		}
		for _, b := range owns[p.ID].term {
			termSet[b] = true
		}
		for _, pc := range p.Children {
			ch := build(pc)
			if ch == nil {
				continue
			}
			r.Children = append(r.Children, ch)
		}
		ownCode := len(codeSet) > 0 || len(termSet) > 0
		if !ownCode && len(r.Children) == 0 {
			return nil
		}
		if !ownCode && len(r.Children) == 1 && p != tree.Root {
			ch := r.Children[0]
			ch.entryEdge, ch.exitEdge = p.Entry, p.Exit
			return ch
		}
		for _, ch := range r.Children {
			ch.Parent = r
			for _, b := range ch.Blocks {
				codeSet[c.Index[b]] = true
			}
			for _, b := range ch.Terms {
				termSet[c.Index[b]] = true
			}
		}
		for b := range c.Blocks {
			if codeSet[b] {
				r.Blocks = append(r.Blocks, c.Blocks[b])
			}
			if termSet[b] {
				r.Terms = append(r.Terms, c.Blocks[b])
			}
		}
		return r
	}
	fn.Root = build(tree.Root)
	if fn.Root == nil { // a function of one empty block cannot be: it has a terminator
		fn.Root = &Region{Func: f}
	}
	fn.Root.Kind = KindFunction
	fn.Root.Entry = Point{Block: f.Blocks[0]}
	fn.Root.Exit = Point{}
	a.classify(fn, rf, tree)
	return fn
}

// loops converts the CFG's loop forest.
func (a *Program) loops(fn *Function) {
	c := fn.CFG
	conv := map[*cfg.Loop]*Loop{}
	for _, l := range c.Loops.All {
		L := &Loop{Header: c.Blocks[l.Header], Irreducible: l.Irreducible, Depth: l.Depth, CFG: l}
		for _, h := range l.Headers {
			L.Headers = append(L.Headers, c.Blocks[h])
		}
		for _, b := range l.Body {
			L.Blocks = append(L.Blocks, c.Blocks[b])
		}
		for _, b := range l.Latches {
			L.Latches = append(L.Latches, c.Blocks[b])
		}
		for _, e := range l.Exits {
			var to *ir.Block
			if e.To != c.Exit {
				to = c.Blocks[e.To]
			}
			L.Exits = append(L.Exits, [2]*ir.Block{c.Blocks[e.From], to})
		}
		if l.Preheader >= 0 {
			L.Preheader = c.Blocks[l.Preheader]
		}
		L.Pos = a.blockPos(L.Header)
		if l.Parent != nil {
			L.Parent = conv[l.Parent]
			L.Parent.Children = append(L.Parent.Children, L)
		}
		conv[l] = L
		fn.Loops = append(fn.Loops, L)
	}
}

// classify fills in kinds, levels, entry/exit points and facts, bottom-up.
func (a *Program) classify(fn *Function, rf *refined, tree *pst.Tree) {
	c := fn.CFG
	loopOf := map[*cfg.Loop]*Loop{}
	for _, l := range fn.Loops {
		loopOf[l.CFG] = l
	}
	callBlock := map[*ir.InstCall]*ir.Block{}
	for _, b := range c.Blocks {
		for _, inst := range b.Insts {
			if call, ok := inst.(*ir.InstCall); ok {
				callBlock[call] = b
			}
		}
	}
	blockCounts := make([]Counts, len(c.Blocks))
	termCounts := make([]Counts, len(c.Blocks))
	for i, b := range c.Blocks {
		for _, inst := range b.Insts {
			a.classifyInst(inst, &blockCounts[i])
		}
		termCounts[i].Branch = 1
		a.instCount += len(b.Insts) + 1
	}
	var rec func(r *Region, depth int)
	rec = func(r *Region, depth int) {
		inCode := map[*ir.Block]bool{}
		for _, b := range r.Blocks {
			inCode[b] = true
		}
		inTerm := map[*ir.Block]bool{}
		for _, b := range r.Terms {
			inTerm[b] = true
		}
		// Loops wholly inside.
		var inside []*Loop
		for _, l := range fn.Loops {
			all := true
			for _, b := range l.Blocks {
				if !inCode[b] || !inTerm[b] {
					all = false
					break
				}
			}
			if all {
				inside = append(inside, l)
				if l.Parent == nil || !containsLoop(inside, l.Parent) {
					r.Loops = append(r.Loops, l)
				}
				if len(l.Children) == 0 {
					r.Innermost = append(r.Innermost, l)
				}
				if d := l.Depth - depth; d > r.NestDepth {
					r.NestDepth = d
				}
			}
		}
		r.LoopDepth = depth
		// A region entered at a loop's header holding that one loop is the
		// loop; blocks of it outside the loop body are where break leads.
		if r.Parent != nil {
			r.Entry = a.point(c, rf, tree.Edges[r.entryEdge], true)
		}
		if r.Parent != nil && len(r.Loops) == 1 && r.Entry.Block == r.Loops[0].Header && !r.Entry.BeforeTerm {
			l := r.Loops[0]
			r.Loop, l.Region = l, r
			r.Kind = KindLoop
			if l.Irreducible {
				r.Kind = KindIrreducible
			}
		}
		childDepth := depth
		if r.Loop != nil {
			childDepth = depth + 1
		}
		branch := false
		for _, b := range r.Terms {
			if distinctSuccessors(b) > 1 {
				branch = true
			}
		}
		for _, ch := range r.Children {
			rec(ch, childDepth)
		}
		for _, b := range r.Blocks {
			r.Counts.add(blockCounts[c.Index[b]])
		}
		for _, b := range r.Terms {
			r.Counts.add(termCounts[c.Index[b]])
		}
		for _, s := range a.Calls.Sites[fn.Func] {
			if !inCode[callBlock[s.Call]] {
				continue
			}
			if ok, via := a.Calls.SiteMPI(s); ok {
				site := MPISite{Call: s.Call, Via: via, Pos: a.instPos(s.Call)}
				if s.MPI != nil {
					site.Name, site.Kind = s.MPI.Name, s.MPI.Kind
				} else if via != "" {
					site.Name = via
				}
				r.MPI = append(r.MPI, site)
			} else if !a.Calls.PureSite(s) {
				r.Calls++
			}
		}
		switch {
		case len(r.MPI) > 0:
			r.Level = 5
		case r.Calls > 0:
			r.Level = 4
		case len(inside) > 0:
			r.Level = 3
		case branch:
			r.Level = 2
		default:
			r.Level = 1
		}
		if r.Kind == 0 {
			r.Kind = KindCode
			if branch && len(inside) == 0 {
				r.Kind = KindBranch
			}
		}
		// Points and span.
		if r.Parent != nil {
			r.Entry = a.point(c, rf, tree.Edges[r.entryEdge], true)
			r.Exit = a.point(c, rf, tree.Edges[r.exitEdge], false)
		}
		a.span(r)
		r.Head = a.head(r)
		for _, b := range r.Blocks {
			r.Names = append(r.Names, cfg.BlockName(b))
		}
	}
	rec(fn.Root, 0)
}

func containsLoop(ls []*Loop, l *Loop) bool {
	for _, x := range ls {
		if x == l {
			return true
		}
	}
	return false
}

func distinctSuccessors(b *ir.Block) int {
	seen := map[*ir.Block]bool{}
	for _, s := range cfg.Successors(b) {
		seen[s] = true
	}
	return len(seen)
}

// point turns a refined-graph edge bounding a region into a Point.
func (a *Program) point(c *cfg.CFG, rf *refined, e cfg.Edge, entry bool) Point {
	blockOf := func(n int) *ir.Block {
		b := rf.block[n]
		if b < 0 || b == c.Exit {
			return nil
		}
		return c.Blocks[b]
	}
	from, to := rf.kind[e.From], rf.kind[e.To]
	switch {
	case from == nodeCode && to == nodeFork:
		return Point{Block: blockOf(e.To), BeforeTerm: true}
	case from == nodeJoin && to == nodeCode:
		return Point{Block: blockOf(e.To)}
	case from == nodeStart:
		return Point{Block: blockOf(e.To)}
	default: // a CFG edge from a code or fork node to a join or code node
		return Point{Block: blockOf(e.To), From: blockOf(e.From)}
	}
}

// span sets a region's source lines from its instructions' positions.
func (a *Program) span(r *Region) {
	consider := func(p Pos) {
		if p.Line == 0 {
			return
		}
		if r.Start.Line == 0 || p.File == r.Start.File && (p.Line < r.Start.Line || p.Line == r.Start.Line && p.Col < r.Start.Col) {
			r.Start = p
		}
		if p.File == r.Start.File && p.Line > r.EndLine {
			r.EndLine = p.Line
		}
	}
	for _, b := range r.Blocks {
		for _, inst := range b.Insts {
			consider(a.instPos(inst))
		}
	}
	for _, b := range r.Terms {
		consider(a.termPos(b.Term))
	}
}

// instPos is an instruction's source position: the C front end's source
// map when there is one, else its !dbg location.
func (a *Program) instPos(inst ir.Instruction) Pos {
	if m := a.Prog.Source; m != nil {
		if s, ok := m.Insts[inst]; ok && !s.IsZero() {
			return Pos{File: s.File, Line: s.Line, Col: s.Col}
		}
		return Pos{}
	}
	if md, ok := inst.(interface{ MDAttachments() []*metadata.Attachment }); ok {
		return a.dbgPos(md.MDAttachments())
	}
	return Pos{}
}

func (a *Program) termPos(t ir.Terminator) Pos {
	if m := a.Prog.Source; m != nil {
		if s, ok := m.Terms[t]; ok && !s.IsZero() {
			return Pos{File: s.File, Line: s.Line, Col: s.Col}
		}
		return Pos{}
	}
	if md, ok := t.(interface{ MDAttachments() []*metadata.Attachment }); ok {
		return a.dbgPos(md.MDAttachments())
	}
	return Pos{}
}

// head is the position that names a region in diagnostics.
func (a *Program) head(r *Region) Pos {
	if r.Kind == KindFunction {
		if sp, ok := funcDbg(r.Func); ok {
			return Pos{File: r.Start.File, Line: int(sp.Line)}
		}
		return r.Start
	}
	if r.Entry.Block == nil {
		return r.Start
	}
	if r.Entry.BeforeTerm {
		if p := a.termPos(r.Entry.Block.Term); p.Line > 0 {
			return p
		}
	}
	if p := a.blockPos(r.Entry.Block); p.Line > 0 {
		return p
	}
	return r.Start
}

func funcDbg(f *ir.Func) (*metadata.DISubprogram, bool) {
	for _, at := range f.Metadata {
		if at.Name == "dbg" {
			sp, ok := at.Node.(*metadata.DISubprogram)
			return sp, ok && sp.Line > 0
		}
	}
	return nil, false
}

// blockPos is the first known position in b, phis aside (their position
// is the variable's, not the block's).
func (a *Program) blockPos(b *ir.Block) Pos {
	for _, inst := range b.Insts {
		if _, phi := inst.(*ir.InstPhi); phi {
			continue
		}
		if p := a.instPos(inst); p.Line > 0 {
			return p
		}
	}
	return a.termPos(b.Term)
}

func (a *Program) dbgPos(atts []*metadata.Attachment) Pos {
	loc := frontend.DebugLocation(atts)
	if loc == nil {
		return Pos{}
	}
	return Pos{File: frontend.ScopeFile(loc.Scope, a.Prog.Path), Line: int(loc.Line), Col: int(loc.Column)}
}

// classifyInst counts one instruction in its class.
func (a *Program) classifyInst(inst ir.Instruction, c *Counts) {
	switch i := inst.(type) {
	case *ir.InstAdd, *ir.InstSub, *ir.InstMul, *ir.InstUDiv, *ir.InstSDiv, *ir.InstURem, *ir.InstSRem,
		*ir.InstShl, *ir.InstLShr, *ir.InstAShr, *ir.InstAnd, *ir.InstOr, *ir.InstXor, *ir.InstICmp,
		*ir.InstTrunc, *ir.InstZExt, *ir.InstSExt, *ir.InstPtrToInt, *ir.InstIntToPtr:
		c.Int++
	case *ir.InstFAdd, *ir.InstFSub, *ir.InstFMul, *ir.InstFDiv, *ir.InstFRem, *ir.InstFNeg, *ir.InstFCmp,
		*ir.InstFPTrunc, *ir.InstFPExt, *ir.InstFPToUI, *ir.InstFPToSI, *ir.InstUIToFP, *ir.InstSIToFP:
		c.Float++
	case *ir.InstLoad, *ir.InstStore, *ir.InstAlloca, *ir.InstGetElementPtr, *ir.InstAtomicRMW,
		*ir.InstCmpXchg, *ir.InstFence:
		c.Memory++
	case *ir.InstCall:
		callee, direct := callgraph.Callee(i)
		if !direct || !callgraph.IsIntrinsic(callee) {
			c.Call++
			return
		}
		name := callee.Name()
		switch {
		case hasPrefix(name, "llvm.dbg.") || hasPrefix(name, "llvm.lifetime.") || hasPrefix(name, "llvm.assume"):
		case hasPrefix(name, "llvm.mem"):
			c.Memory++
		case name == "fabs" || name == "fabsf" || name == "fabsl" || hasPrefix(name, "llvm.fmuladd") || hasPrefix(name, "llvm.fma") || hasPrefix(name, "llvm.sqrt") ||
			hasPrefix(name, "llvm.fabs") || hasPrefix(name, "llvm.pow") || hasPrefix(name, "llvm.exp") ||
			hasPrefix(name, "llvm.log") || hasPrefix(name, "llvm.sin") || hasPrefix(name, "llvm.cos") ||
			hasPrefix(name, "llvm.floor") || hasPrefix(name, "llvm.ceil"):
			c.Float++
		default:
			c.Other++
		}
	default:
		c.Other++
	}
}

func hasPrefix(s, p string) bool { return len(s) >= len(p) && s[:len(p)] == p }

// sortRegions orders regions by ID.
func sortRegions(rs []*Region) {
	sort.Slice(rs, func(i, j int) bool { return rs[i].ID < rs[j].ID })
}

func blockName(b *ir.Block) string { return cfg.BlockName(b) }
