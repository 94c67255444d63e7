// The slicing engine: worklist over instructions, terminators, parameters
// and memory objects, with tentative additions for loop exits.
package slice

import (
	"errors"
	"slices"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/mpiskel/mpiskel/analysis/callgraph"
	"github.com/mpiskel/mpiskel/analysis/cfg"
	"github.com/mpiskel/mpiskel/analysis/pointsto"
	"github.com/mpiskel/mpiskel/frontend"
	"github.com/mpiskel/mpiskel/runtime/mpi"
)

// reason is why something is kept. text is what Why shows; control is what
// a branch deciding whether such code runs shows; use names the use of the
// data, for payload reasons ("recvcounts of MPI_Alltoallv at isort.c:35").
type reason struct {
	text, control, use string
}

// controlled is the reason of what decides whether code kept for rs runs.
func (rs *reason) controlled() *reason {
	return &reason{text: rs.control, control: rs.control, use: rs.use}
}

type loopInfo struct {
	f         *ir.Func
	loop      *cfg.Loop
	header    *ir.Block
	exits     []ir.Terminator // conditional terminators with an edge out of the loop
	requested *reason         // set when kept code is control dependent on an exit
	blocks    map[*ir.Block]bool
	pos       Pos
	mpi       bool
	readsData bool // ReadsData of its blocks, with Options.CheapWork only
	accepted  bool
	cause     string
}

type item struct {
	inst  ir.Instruction
	term  ir.Terminator
	obj   int
	why   *reason
	isObj bool
	data  contents // of an object: the kinds of its data newly needed
	had   contents // of an object: the kinds needed before
}

type engine struct {
	prog *frontend.Program
	pt   *pointsto.Result
	opt  Options
	res  *Result
	pos  *positions

	blockOf   map[ir.Instruction]*ir.Block
	termBlock map[ir.Terminator]*ir.Block
	funcOf    map[*ir.Block]*ir.Func
	paramOf   map[*ir.Param]int
	paramFunc map[*ir.Param]*ir.Func
	cds       map[*ir.Block][]ir.Terminator
	exitLoops map[ir.Terminator][]*loopInfo
	locals    map[*ir.InstAlloca]*local
	noted     map[int]bool // objects needed only by noteObj
	needed    map[int]contents
	loops     []*loopInfo
	callSites map[*ir.Func][]*ir.InstCall
	writers   map[int][]ir.Instruction
	sends     []*ir.InstCall // point-to-point calls that send, module order

	resultNeeded map[*ir.InstCall]bool
	retNeeded    map[*ir.Func]bool
	params       map[*ir.Param]bool
	funcLive     map[*ir.Func]bool

	work      []item
	tentative bool
	// workOnly: the loop being tried decides no MPI call, directly or
	// through kept code; only an abstracted region's W needs its count.
	workOnly bool
	trying   *loopInfo
	aborted  string
	undo     []func()
}

// Compute slices p. pt must be pointsto.Analyze(p.Module).
func Compute(p *frontend.Program, pt *pointsto.Result, opt Options) (*Result, error) {
	if p == nil || p.Module == nil {
		return nil, errors.New("slice: no program")
	}
	if pt == nil || pt.Module != p.Module {
		return nil, errors.New("slice: the points-to result is not of this program's module")
	}
	pos := &positions{prog: p}
	e := &engine{prog: p, pt: pt, opt: opt, pos: pos,
		res: &Result{insts: map[ir.Instruction]*reason{}, terms: map[ir.Terminator]*reason{},
			objs: map[int]*reason{}, live: map[*ir.Block]bool{}, pt: pt, objects: pt.Objects(), pos: pos,
			reaching: map[*ir.InstLoad][]*ir.InstStore{}},
		blockOf: map[ir.Instruction]*ir.Block{}, termBlock: map[ir.Terminator]*ir.Block{},
		funcOf: map[*ir.Block]*ir.Func{}, paramOf: map[*ir.Param]int{}, paramFunc: map[*ir.Param]*ir.Func{},
		cds: map[*ir.Block][]ir.Terminator{}, exitLoops: map[ir.Terminator][]*loopInfo{}, locals: map[*ir.InstAlloca]*local{}, noted: map[int]bool{}, needed: map[int]contents{},
		callSites: map[*ir.Func][]*ir.InstCall{}, writers: map[int][]ir.Instruction{},
		resultNeeded: map[*ir.InstCall]bool{}, retNeeded: map[*ir.Func]bool{},
		params: map[*ir.Param]bool{}, funcLive: map[*ir.Func]bool{}}
	e.index()
	if !opt.AbstractMPI {
		for _, f := range p.Module.Funcs {
			for _, b := range f.Blocks {
				for _, inst := range b.Insts {
					call, ok := inst.(*ir.InstCall)
					if !ok {
						continue
					}
					if mf := mpiFunc(call); mf != nil {
						at := mf.Name + " at " + short(pos.inst(call))
						e.keepInst(call, &reason{text: "communication: " + at, control: "controls " + at, use: "control of " + at})
					}
				}
			}
		}
		e.drain()
	}
	e.workSlice()
	for _, l := range e.loops {
		if l.accepted {
			continue
		}
		all := true
		for _, t := range l.exits {
			if !e.res.KeptTerm(t) {
				all = false
			}
		}
		if all {
			continue
		}
		e.res.loops = append(e.res.loops, Loop{Func: l.f, Header: l.header, Pos: l.pos,
			ControlsMPI: l.mpi || l.requested != nil, Cause: l.cause})
	}
	return e.res, nil
}

func mpiFunc(call *ir.InstCall) *mpi.Func {
	f, ok := callgraph.Callee(call)
	if !ok || len(f.Blocks) > 0 {
		return nil
	}
	name := f.Name()
	if !hasPrefix(name, "MPI_") && !hasPrefix(name, "PMPI_") {
		return nil
	}
	mf, ok := mpi.Lookup(name)
	if !ok {
		return nil
	}
	return mf
}

// index builds the maps the engine walks: parents, control dependences,
// loops, call sites, writers of each object and the sending calls.
func (e *engine) index() {
	m := e.prog.Module
	cg := callgraph.Build(m)
	for _, f := range m.Funcs {
		for i, p := range f.Params {
			e.paramOf[p] = i
			e.paramFunc[p] = f
		}
		for _, b := range f.Blocks {
			e.funcOf[b] = f
			e.termBlock[b.Term] = b
			for _, inst := range b.Insts {
				e.blockOf[inst] = b
				switch i := inst.(type) {
				case *ir.InstCall:
					for _, c := range e.pt.Callees(i) {
						e.callSites[c] = append(e.callSites[c], i)
					}
					if mf := mpiFunc(i); mf != nil && sendBufIndex(mf) >= 0 {
						if mf.Kind == mpi.KindP2P || mf.Kind == mpi.KindP2PNonblocking || mf.Kind == mpi.KindPersistent {
							e.sends = append(e.sends, i)
						}
					}
					for _, o := range e.pt.Mod(i) {
						e.writers[o.ID()] = append(e.writers[o.ID()], i)
					}
				case *ir.InstStore:
					e.addWriter(i, i.Dst)
				case *ir.InstAtomicRMW:
					e.addWriter(i, i.Dst)
				case *ir.InstCmpXchg:
					e.addWriter(i, i.Ptr)
				}
			}
		}
		if len(f.Blocks) == 0 {
			continue
		}
		c := cfg.New(f)
		for a, l := range findLocals(f, c) {
			e.locals[a] = l
		}
		e.controlDependences(c)
		for _, l := range c.Loops.All {
			e.addLoop(f, c, l, cg)
		}
	}
}

func (e *engine) addWriter(inst ir.Instruction, ptr value.Value) {
	for _, o := range e.pt.PointsTo(ptr) {
		e.writers[o.ID()] = append(e.writers[o.ID()], inst)
	}
}

// controlDependences records, for each block, the terminators it is
// control dependent on: Y depends on X's branch when Y post-dominates a
// successor of X but not X itself (Ferrante et al.), found by walking the
// post-dominator tree up from each successor to X's immediate
// post-dominator (Cytron et al.'s reverse dominance frontiers).
func (e *engine) controlDependences(c *cfg.CFG) {
	seen := map[[2]int]bool{}
	for x := range c.Blocks {
		succ := c.G.Succ[x]
		if len(succ) < 2 || c.PostDom.Idom[x] < 0 {
			continue
		}
		stop := c.PostDom.Idom[x]
		for _, y := range succ {
			for r := y; r != stop && r >= 0 && r != c.Exit; r = c.PostDom.Idom[r] {
				if seen[[2]int{r, x}] {
					break
				}
				seen[[2]int{r, x}] = true
				b := c.Blocks[r]
				e.cds[b] = append(e.cds[b], c.Blocks[x].Term)
				if c.PostDom.Idom[r] == r {
					break
				}
			}
		}
	}
}

func (e *engine) addLoop(f *ir.Func, c *cfg.CFG, l *cfg.Loop, cg *callgraph.Graph) {
	li := &loopInfo{f: f, loop: l, header: c.Blocks[l.Header], blocks: map[*ir.Block]bool{}}
	for _, n := range l.Body {
		li.blocks[c.Blocks[n]] = true
	}
	var latches []*ir.Block
	for _, n := range l.Latches {
		latches = append(latches, c.Blocks[n])
	}
	seen := map[ir.Terminator]bool{}
	for _, x := range l.Exits {
		if x.From >= len(c.Blocks) {
			continue
		}
		t := c.Blocks[x.From].Term
		switch t.(type) {
		case *ir.TermCondBr, *ir.TermSwitch, *ir.TermIndirectBr:
		default:
			continue
		}
		if !seen[t] {
			seen[t] = true
			li.exits = append(li.exits, t)
			e.exitLoops[t] = append(e.exitLoops[t], li)
		}
	}
	for _, n := range l.Body {
		for _, inst := range c.Blocks[n].Insts {
			if call, ok := inst.(*ir.InstCall); ok {
				if mpiFunc(call) != nil {
					li.mpi = true
				}
				for _, callee := range e.pt.Callees(call) {
					if cg.ContainsMPI(callee) {
						li.mpi = true
					}
				}
			}
		}
	}
	if e.opt.CheapWork {
		var blocks []*ir.Block
		for _, n := range l.Body {
			blocks = append(blocks, c.Blocks[n])
		}
		li.readsData = ReadsData(e.pt, blocks)
	}
	li.pos = e.pos.loop(li.header, latches, li.exits)
	e.loops = append(e.loops, li)
}

// ReadsData tells whether blocks load from the program's arrays: a heap
// block, or a global or local of array or struct type. A loop that does
// is computation over data (a bucket count of generated keys); one that
// reads only scalars and memory the program did not allocate (its
// arguments' digits) is cheap.
func ReadsData(pt *pointsto.Result, blocks []*ir.Block) bool {
	for _, b := range blocks {
		for _, inst := range b.Insts {
			ld, ok := inst.(*ir.InstLoad)
			if !ok {
				continue
			}
			for _, o := range pt.PointsTo(ld.Src) {
				switch o.Kind {
				case pointsto.Heap:
					return true
				case pointsto.Global, pointsto.Stack:
					var t types.Type
					switch v := o.Value.(type) {
					case *ir.Global:
						t = v.ContentType
					case *ir.InstAlloca:
						t = v.ElemType
					}
					switch t.(type) {
					case *types.ArrayType, *types.StructType:
						return true
					}
				}
			}
		}
	}
	return false
}

// sendBufIndex is the argument that a call sends from, or -1.
func sendBufIndex(mf *mpi.Func) int {
	for i, a := range mf.Args {
		if a.Role == mpi.RoleSendBuf {
			return i
		}
		if a.Role == mpi.RoleBuf && (hasPrefix(a.CType, "const ") || mf.Name == "MPI_Sendrecv_replace") {
			return i
		}
	}
	return -1
}

// costly is, under Options.CheapWork while a work-only loop's count is
// tried, the loop over the program's data (ReadsData) making no MPI
// call, other than the one tried and those around it, that holds block
// b: keeping b's code would run that loop.
func (e *engine) costly(b *ir.Block) *loopInfo {
	if !e.opt.CheapWork || !e.tentative || !e.workOnly || b == nil {
		return nil
	}
	for _, l := range e.loops {
		if !l.mpi && l.readsData && l.blocks[b] && !l.blocks[e.trying.header] {
			return l
		}
	}
	return nil
}

// set records a mutation, undone if the tentative addition it belongs to
// is rolled back.
func (e *engine) logUndo(f func()) {
	if e.tentative {
		e.undo = append(e.undo, f)
	}
}

func (e *engine) keepInst(inst ir.Instruction, why *reason) {
	if _, ok := e.res.insts[inst]; ok || ignorable(inst) {
		return
	}
	if l := e.costly(e.blockOf[inst]); l != nil {
		e.aborted = CostlyCause + short(l.pos)
		return
	}
	e.res.insts[inst] = why
	e.logUndo(func() { delete(e.res.insts, inst) })
	e.work = append(e.work, item{inst: inst, why: why})
}

func (e *engine) keepTerm(t ir.Terminator, why *reason) {
	if _, ok := e.res.terms[t]; ok {
		return
	}
	if l := e.costly(e.termBlock[t]); l != nil && !slices.Contains(e.trying.exits, t) {
		e.aborted = CostlyCause + short(l.pos)
		return
	}
	e.res.terms[t] = why
	e.logUndo(func() { delete(e.res.terms, t) })
	e.work = append(e.work, item{term: t, why: why})
}

func (e *engine) needObj(o pointsto.Object, why *reason) { e.needData(o, allData, why) }

// contents are kinds of data a memory object may hold. C's effective
// types keep them apart: a load of an int cannot read what a store of a
// double wrote (characters aside), so what an object is needed for
// chooses its writers (stored). Field-insensitive points-to merges the arrays one
// struct points to: csr's exchange holds its counts and requests next to
// its send buffer, and keeping the packing of that buffer for the counts'
// sake kept the whole sparse product.
type contents uint8

const (
	intData   contents = 1 << iota // integers wider than a byte, pointers (MPI handles)
	floatData                      // floating-point numbers
	allData   = intData | floatData
)

// contentsOf is what a value of type t holds: bytes, aggregates and
// anything else may hold either.
func contentsOf(t types.Type) contents {
	switch x := t.(type) {
	case *types.FloatType:
		return floatData
	case *types.PointerType:
		return intData
	case *types.IntType:
		if x.BitSize > 8 {
			return intData
		}
	case *types.VectorType:
		return contentsOf(x.ElemType)
	}
	return allData
}

// stored is what a store of a value of type t may write: an integer may
// be a floating-point number moved as its bits (clang copies a double
// through an i64 load and store), a floating-point number or a pointer
// only itself.
func stored(t types.Type) contents {
	if c := contentsOf(t); c == intData {
		if _, ok := t.(*types.PointerType); !ok {
			return allData
		}
	}
	return contentsOf(t)
}

// needData keeps the writers of o that may store data of the kinds c
// (needObj: all of them), once per kind.
func (e *engine) needData(o pointsto.Object, c contents, why *reason) {
	id := o.ID()
	have := e.needed[id]
	if have&c == c {
		return
	}
	if e.noted[id] {
		delete(e.noted, id)
		e.logUndo(func() { e.noted[id] = true })
	}
	e.needed[id] = have | c
	e.logUndo(func() { e.needed[id] = have })
	if _, ok := e.res.objs[id]; !ok || have == 0 {
		prev, had := e.res.objs[id]
		e.res.objs[id] = why
		e.logUndo(func() {
			if had {
				e.res.objs[id] = prev
			} else {
				delete(e.res.objs, id)
			}
		})
	}
	e.work = append(e.work, item{obj: id, isObj: true, data: c &^ have, had: have, why: why})
}

// noteObj records o as needed without keeping its writers: a local's
// load keeps the stores that reach it. A later needObj of the same object
// (should points-to merge it with memory others read) keeps them all.
func (e *engine) noteObj(o pointsto.Object, why *reason) {
	id := o.ID()
	if _, ok := e.res.objs[id]; ok {
		return
	}
	e.res.objs[id] = why
	e.noted[id] = true
	e.logUndo(func() { delete(e.res.objs, id); delete(e.noted, id) })
}

func (e *engine) needValue(v value.Value, why *reason) {
	switch x := v.(type) {
	case *ir.InstCall:
		if !e.resultNeeded[x] {
			e.resultNeeded[x] = true
			e.logUndo(func() { delete(e.resultNeeded, x) })
			for _, f := range e.pt.Callees(x) {
				if len(f.Blocks) > 0 {
					e.needRet(f, why)
				}
			}
		}
		e.keepInst(x, why)
	case ir.Instruction:
		e.keepInst(x, why)
	case *ir.Param:
		e.needParam(x, why)
	case *ir.Arg: // a call argument with attributes
		e.needValue(x.Value, why)
	}
}

func (e *engine) needRet(f *ir.Func, why *reason) {
	if e.retNeeded[f] {
		return
	}
	e.retNeeded[f] = true
	e.logUndo(func() { delete(e.retNeeded, f) })
	for _, b := range f.Blocks {
		if _, ok := b.Term.(*ir.TermRet); ok {
			e.keepTerm(b.Term, why)
		}
	}
}

func (e *engine) needParam(p *ir.Param, why *reason) {
	if e.params[p] {
		return
	}
	e.params[p] = true
	e.logUndo(func() { delete(e.params, p) })
	f, i := e.paramFunc[p], e.paramOf[p]
	for _, c := range e.callSites[f] {
		if i < len(c.Args) {
			e.needValue(c.Args[i], why)
		}
		e.keepInst(c, why)
	}
}

// markLive notes that b holds kept code, keeping the branches it is
// control dependent on, and the call sites of its function.
func (e *engine) markLive(b *ir.Block, why *reason) {
	if e.res.live[b] {
		return
	}
	e.res.live[b] = true
	e.logUndo(func() { delete(e.res.live, b) })
	ctl := why.controlled()
	for _, t := range e.cds[b] {
		e.keepControl(t, ctl)
	}
	f := e.funcOf[b]
	if !e.funcLive[f] {
		e.funcLive[f] = true
		e.logUndo(func() { delete(e.funcLive, f) })
		for _, c := range e.callSites[f] {
			e.keepInst(c, ctl)
		}
	}
}

// keepControl keeps a branch that decides whether kept code runs; a loop's
// exit is only requested, for workSlice to decide with the loop's count.
func (e *engine) keepControl(t ir.Terminator, why *reason) {
	loops := e.exitLoops[t]
	if len(loops) == 0 {
		e.keepTerm(t, why)
		return
	}
	if e.tentative && e.workOnly && !encloses(loops, e.trying) {
		// A work-only count that needs another loop's count (not an
		// enclosing loop's: the count is per entry) needs that loop's
		// exits now, so that what they need decides the whole chain.
		e.keepTerm(t, why)
		return
	}
	for _, l := range loops {
		if l.requested == nil {
			l := l
			l.requested = why
			e.logUndo(func() { l.requested = nil })
		}
	}
}

func (e *engine) drain() {
	for len(e.work) > 0 && e.aborted == "" {
		it := e.work[0]
		e.work = e.work[1:]
		switch {
		case it.isObj:
			e.processObj(it, it.why)
		case it.inst != nil:
			e.processInst(it.inst, it.why)
		default:
			e.processTerm(it.term, it.why)
		}
	}
}

func (e *engine) processTerm(t ir.Terminator, why *reason) {
	e.markLive(e.termBlock[t], why)
	switch x := t.(type) {
	case *ir.TermCondBr:
		e.needValue(x.Cond, why)
	case *ir.TermSwitch:
		e.needValue(x.X, why)
	case *ir.TermIndirectBr:
		e.needValue(x.Addr, why)
	case *ir.TermRet:
		if x.X != nil {
			e.needValue(x.X, why)
		}
	}
}

func (e *engine) processInst(inst ir.Instruction, why *reason) {
	e.markLive(e.blockOf[inst], why)
	switch i := inst.(type) {
	case *ir.InstCall:
		e.processCall(i, why)
	case *ir.InstLoad:
		e.needValue(i.Src, why)
		if e.tentative && isFloat(i.Type()) {
			e.aborted = "exit condition reads floating-point data loaded at " + short(e.pos.inst(i))
			return
		}
		if a, ok := i.Src.(*ir.InstAlloca); ok && e.locals[a] != nil {
			stores, ok := e.res.reaching[i]
			if !ok {
				// A function of the IR alone, so not undone with a
				// tentative addition.
				stores = e.locals[a].reaching(i, e.blockOf[inst])
				e.res.reaching[i] = stores
			}
			for _, s := range stores {
				e.keepInst(s, why)
			}
			for _, o := range e.pt.PointsTo(a) {
				e.noteObj(o, why)
			}
			return
		}
		for _, o := range e.pt.PointsTo(i.Src) {
			e.needData(o, contentsOf(i.ElemType), why)
		}
	case *ir.InstStore:
		e.needValue(i.Src, why)
		e.needValue(i.Dst, why)
	case *ir.InstPhi:
		for _, inc := range i.Incs {
			e.needValue(inc.X, why)
			if pred, ok := inc.Pred.(*ir.Block); ok {
				e.markLive(pred, why)
				switch pred.Term.(type) {
				case *ir.TermCondBr:
					switch e.exitFeeds(pred.Term, e.blockOf[inst]) {
					case exitStays:
						// Taken towards the phi, the exit branch only
						// says the loop goes on: the value comes from
						// pred either way. A latch's exit feeding a
						// header phi (a counter, a done flag) is the
						// loop's count, which the loop decides, so
						// that a convergence test behind it can still
						// be measured instead of computed.
						e.keepControl(pred.Term, why)
					case exitOnly:
						// The loop's only way out: whenever the phi
						// runs after the loop, it came from pred.
					default:
						e.keepTerm(pred.Term, why)
					}
				case *ir.TermSwitch:
					e.keepTerm(pred.Term, why)
				}
			}
		}
	case *ir.InstAtomicRMW, *ir.InstCmpXchg:
		for _, op := range inst.(interface{ Operands() []*value.Value }).Operands() {
			e.needValue(*op, why)
		}
		var ptr value.Value
		if a, ok := i.(*ir.InstAtomicRMW); ok {
			ptr = a.Dst
		} else {
			ptr = i.(*ir.InstCmpXchg).Ptr
		}
		for _, o := range e.pt.PointsTo(ptr) {
			e.needObj(o, why)
		}
	default:
		for _, op := range inst.(interface{ Operands() []*value.Value }).Operands() {
			e.needValue(*op, why)
		}
	}
}

func isFloat(t types.Type) bool {
	switch x := t.(type) {
	case *types.FloatType:
		return true
	case *types.VectorType:
		return isFloat(x.ElemType)
	}
	return false
}

func (e *engine) processCall(call *ir.InstCall, why *reason) {
	if mf := mpiFunc(call); mf != nil {
		e.mpiArgs(call, mf)
		return
	}
	if _, direct := callgraph.Callee(call); !direct {
		e.needValue(call.Callee, why)
	}
	external := false
	for _, f := range e.pt.Callees(call) {
		if len(f.Blocks) == 0 {
			external = true
		}
	}
	if !external {
		return
	}
	for i, a := range call.Args {
		if e.opt.Streamed == nil || !e.opt.Streamed(call, i) {
			e.needValue(a, why)
		}
	}
	for _, o := range e.pt.Ref(call) {
		e.needObj(o, why)
	}
}

// mpiArgs keeps what an MPI call's timing and matching depend on.
func (e *engine) mpiArgs(call *ir.InstCall, mf *mpi.Func) {
	at := mf.Name + " at " + short(e.pos.inst(call))
	for i, a := range mf.Args {
		if i >= len(call.Args) {
			break
		}
		arg := call.Args[i]
		use := a.Role.String() + " of " + at
		if a.Role == mpi.RoleOther {
			use = a.Name + " of " + at
		}
		rs := &reason{text: "feeds " + use, control: "controls " + at, use: use}
		if e.opt.Streamed != nil && e.opt.Streamed(call, i) {
			if _, isPtr := arg.Type().(*types.PointerType); isPtr {
				rs.text = "address of " + use
				e.needValue(arg, rs)
			}
			continue
		}
		switch a.Role {
		case mpi.RoleBuf, mpi.RoleSendBuf, mpi.RoleRecvBuf, mpi.RoleStatus, mpi.RoleStatuses,
			mpi.RoleOutRank, mpi.RoleOutSize, mpi.RoleFlag, mpi.RoleIndex, mpi.RoleIndices, mpi.RoleOutCount,
			mpi.RoleArgc, mpi.RoleArgv, mpi.RoleProvided:
			rs.text = "address of " + use
			e.needValue(arg, rs)
		case mpi.RoleRequest, mpi.RoleRequests, mpi.RoleNewComm, mpi.RoleNewGroup, mpi.RoleNewType,
			mpi.RoleNewOp, mpi.RoleMessage, mpi.RoleSendCounts, mpi.RoleRecvCounts, mpi.RoleSendDispls,
			mpi.RoleRecvDispls, mpi.RoleSendTypes, mpi.RoleRecvTypes, mpi.RoleRanks:
			// Handles and integers: a floating-point store cannot
			// write them (contents).
			e.needValue(arg, rs)
			if p, ok := arg.Type().(*types.PointerType); ok {
				for _, o := range e.pt.PointsTo(arg) {
					e.needData(o, contentsOf(p.ElemType), rs)
				}
			}
		case mpi.RoleOther:
			switch mf.Kind {
			case mpi.KindDatatype, mpi.KindCommMgmt, mpi.KindGroup, mpi.KindTopology, mpi.KindQuery:
				e.needValue(arg, rs)
				e.needContents(arg, rs)
			}
		case mpi.RoleErrorCode, mpi.RoleInfo:
		default:
			e.needValue(arg, rs)
		}
	}
}

func (e *engine) needContents(ptr value.Value, why *reason) {
	if _, ok := ptr.Type().(*types.PointerType); !ok {
		return
	}
	for _, o := range e.pt.PointsTo(ptr) {
		e.needObj(o, why)
	}
}

// processObj keeps what an object's contents need: its allocation and
// everything that may write it; data MPI received into it brings the
// senders' buffers.
func (e *engine) processObj(it item, why *reason) {
	id := it.obj
	o := e.res.objects[id]
	first := it.had == 0
	if inst, ok := o.Value.(ir.Instruction); ok && o.Kind != pointsto.Unknown && first {
		e.needValue(inst.(value.Value), why)
	}
	for _, w := range e.writers[id] {
		if st, ok := w.(*ir.InstStore); ok {
			if stored(st.Src.Type())&it.data != 0 {
				e.keepInst(w, why)
			}
			continue
		}
		if first {
			e.keepInst(w, why)
		}
		if call, ok := w.(*ir.InstCall); ok {
			if mf := mpiFunc(call); mf != nil {
				e.payload(call, mf, id, it, why)
			}
		}
	}
}

// payload follows the data an MPI call wrote into object id back to the
// buffers it was sent from: only of the receivers whose data is of the
// kinds it.data newly needs (contents): what MPI_DOUBLE received does not
// decide a count.
func (e *engine) payload(w *ir.InstCall, mf *mpi.Func, id int, it item, why *reason) {
	receivers := []*ir.InstCall{}
	if e.receivesInto(w, mf, id) {
		receivers = append(receivers, w)
	}
	for _, nb := range e.pt.Completes(w) {
		if nf := mpiFunc(nb); nf != nil && e.receivesInto(nb, nf, id) {
			receivers = append(receivers, nb)
		}
	}
	receivers = slices.DeleteFunc(receivers, func(r *ir.InstCall) bool {
		c := e.received(r, mpiFunc(r))
		return c&it.data == 0 || c&it.had != 0
	})
	if e.tentative && e.workOnly && len(receivers) > 0 {
		rf := mpiFunc(receivers[0])
		e.aborted = PayloadCause + rf.Name + " at " + short(e.pos.inst(receivers[0]))
		return
	}
	for _, r := range receivers {
		rf := mpiFunc(r)
		pr := &reason{text: "payload: received by " + rf.Name + " at " + short(e.pos.inst(r)) + ", used as " + why.use,
			use: why.use}
		pr.control = pr.text
		for _, s := range e.senders(r, rf) {
			sf := mpiFunc(s)
			j := sendBufIndex(sf)
			e.res.payloads = append(e.res.payloads, Payload{Receiver: r, Sender: s, Use: why.use})
			n := len(e.res.payloads) - 1
			e.logUndo(func() { e.res.payloads = e.res.payloads[:n] })
			e.needContents(s.Args[j], pr)
		}
	}
}

// received is the kind of data call receives, by its datatype: a
// predefined one's class (a handle of Open MPI's or MPICH's ABI), or any
// kind.
func (e *engine) received(call *ir.InstCall, mf *mpi.Func) contents {
	i := mf.ArgIndex(mpi.RoleRecvType)
	if i < 0 {
		i = mf.ArgIndex(mpi.RoleDatatype)
	}
	if i < 0 || i >= len(call.Args) {
		return allData
	}
	b, ok := predefinedType(call.Args[i])
	switch {
	case !ok:
		return allData
	case b.Class == mpi.ClassFloat || b.Class == mpi.ClassComplex:
		return floatData
	case (b.Class == mpi.ClassSigned || b.Class == mpi.ClassUnsigned) && b.Size > 1:
		return intData
	}
	return allData
}

// predefinedType is the predefined datatype handle v names, in Open MPI's
// ABI (the address of an ompi_mpi_* global) or MPICH's (an integer).
func predefinedType(v value.Value) (*mpi.Basic, bool) {
	for {
		switch x := v.(type) {
		case *ir.Arg:
			v = x.Value
			continue
		case *constant.ExprBitCast:
			v = x.From
			continue
		case *constant.ExprIntToPtr:
			v = x.From
			continue
		}
		break
	}
	var name string
	switch x := v.(type) {
	case *ir.Global:
		name = typeHandles.globals[x.Name()]
	case *constant.Int:
		if x.X.IsInt64() {
			name = typeHandles.values[uint32(x.X.Int64())]
		}
	}
	return mpi.BasicByName(name)
}

// typeHandles are the names of the predefined datatypes by their Open MPI
// global and by their MPICH value.
var typeHandles = func() (h struct {
	globals map[string]string
	values  map[uint32]string
}) {
	h.globals, h.values = map[string]string{}, map[uint32]string{}
	for _, abi := range []mpi.ABI{mpi.OpenMPI41(), mpi.MPICH4()} {
		for _, x := range abi.Handles {
			if _, ok := mpi.BasicByName(x.Name); !ok {
				continue
			}
			if x.Global != "" {
				h.globals[x.Global] = x.Name
			} else {
				h.values[x.Value] = x.Name
			}
		}
	}
	return h
}()

// receivesInto reports whether call's receive buffer may be object id.
func (e *engine) receivesInto(call *ir.InstCall, mf *mpi.Func, id int) bool {
	for i, a := range mf.Args {
		if i >= len(call.Args) || !(a.Role == mpi.RoleBuf || a.Role == mpi.RoleRecvBuf) {
			continue
		}
		if hasPrefix(a.CType, "const ") {
			continue
		}
		for _, o := range e.pt.PointsTo(call.Args[i]) {
			if o.ID() == id {
				return true
			}
		}
	}
	return false
}

// senders are the calls whose send buffer may carry what r receives: the
// same call's send buffer for a collective (each rank's contribution), or
// for a point-to-point receive every send whose tag may match.
func (e *engine) senders(r *ir.InstCall, rf *mpi.Func) []*ir.InstCall {
	if rf.Kind == mpi.KindCollective || rf.Kind == mpi.KindCollectiveNonblocking {
		if sendBufIndex(rf) >= 0 && rf.ArgIndex(mpi.RoleSendBuf) >= 0 {
			return []*ir.InstCall{r}
		}
		return nil
	}
	rtag := constTag(r, rf, mpi.RoleTag, mpi.RoleRecvTag)
	var out []*ir.InstCall
	for _, s := range e.sends {
		sf := mpiFunc(s)
		stag := constTag(s, sf, mpi.RoleTag, mpi.RoleSendTag)
		if rtag != nil && stag != nil && *rtag >= 0 && *rtag != *stag {
			continue
		}
		out = append(out, s)
	}
	return out
}

func constTag(call *ir.InstCall, mf *mpi.Func, roles ...mpi.Role) *int64 {
	for _, role := range roles {
		if i := mf.ArgIndex(role); i >= 0 && i < len(call.Args) {
			v := call.Args[i]
			if a, ok := v.(*ir.Arg); ok {
				v = a.Value
			}
			if c, ok := v.(*constant.Int); ok {
				v := c.X.Int64()
				return &v
			}
			return nil
		}
	}
	return nil
}

// workSlice decides every loop's exits: each is added with its backward
// slice unless that reads floating-point data not otherwise kept. Loops
// are retried until none is added, since one loop's slice may keep the data
// another one needs.
func (e *engine) workSlice() {
	for changed := true; changed; {
		changed = false
		for _, l := range e.loops {
			if l.accepted {
				continue
			}
			if e.tryLoop(l) {
				l.accepted = true
				changed = true
			}
		}
	}
}

func (e *engine) tryLoop(l *loopInfo) bool {
	why := l.requested
	if why == nil {
		at := "trip count of loop at " + short(l.pos)
		why = &reason{text: "work: " + at, control: "work: " + at, use: at}
	}
	e.tentative, e.aborted, e.undo = true, "", nil
	// At level 5 the MPI calls go: a count needing received data is
	// followed, so that the abstraction can refuse the call it needs.
	e.workOnly = !e.opt.AbstractMPI && e.opt.WorkOnlyLoop != nil && e.opt.WorkOnlyLoop(l.header) && !l.mpi &&
		(l.requested == nil || hasPrefix(l.requested.text, "work"))
	e.trying = l
	for _, t := range l.exits {
		e.keepTerm(t, why)
	}
	e.drain()
	ok := e.aborted == ""
	if !ok {
		l.cause = e.aborted
		for i := len(e.undo) - 1; i >= 0; i-- {
			e.undo[i]()
		}
		e.work = nil
	}
	e.tentative, e.workOnly, e.trying, e.aborted, e.undo = false, false, nil, "", nil
	return ok
}

// How a phi in block b depends on the branch t of one of its predecessors.
const (
	exitNot   = iota // t is no loop exit, or one of several ways to b
	exitStays        // t exits a loop that holds b: it decides the loop's count
	exitOnly         // b is outside a loop whose only exit is t
)

func (e *engine) exitFeeds(t ir.Terminator, b *ir.Block) int {
	only := false
	for _, l := range e.exitLoops[t] {
		if l.blocks[b] {
			return exitStays
		}
		if len(l.exits) == 1 {
			only = true
		}
	}
	if only {
		return exitOnly
	}
	return exitNot
}

// encloses tells whether one of loops is l or contains it.
func encloses(loops []*loopInfo, l *loopInfo) bool {
	for _, o := range loops {
		if o.f != l.f {
			continue
		}
		for c := l.loop; c != nil; c = c.Parent {
			if c == o.loop {
				return true
			}
		}
	}
	return false
}
