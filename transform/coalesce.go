// Coalesce: in the outermost loops whose calls are all quiet, the regions' ADD_TIMEs add up in a stack slot charged by one ADD_TIME at each exit.
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
	"github.com/mpiskel/mpiskel/frontend"
)

// Coalescing is one loop whose regions' ADD_TIMEs Coalesce merged.
type Coalescing struct {
	// ID is the region id of the flushing ADD_TIME calls: the kept region
	// that is the loop, so that traces and reports charge the loop's
	// abstracted code to it.
	ID      int
	Func    string
	Loop    string         // the loop's header position
	Regions []int          // the abstracted regions whose ADD_TIMEs were merged
	Header  *ir.Block      `json:"-"`
	Slot    *ir.InstAlloca `json:"-"`
	// Tests are the blocks on the loop's exit edges that read and reset
	// the slot; Flushes the ADD_TIME calls they guard, one each.
	Tests   []*ir.Block    `json:"-"`
	Flushes []*ir.InstCall `json:"-"`
}

// Coalesce runs on a skeleton in IR form (emit/c places each region's
// ADD_TIME itself, so a C skeleton is written before or without it). A
// loop the slice keeps because its computation decides communication
// (keys whose bucket counts are sent, particles that migrate) has its
// abstracted regions inside it, each charging an ADD_TIME per iteration:
// a host call and a trace event each. When nothing in the loop can
// observe the clock between those calls — every call is quiet (ADD_TIME,
// intrinsics, pure math, memory allocation and copies, or defined
// functions calling only such) — charging their sum once when the loop is
// left predicts the same time (the simulator adds the same seconds; only
// the order of the floating-point sum changes) with the same MPI events.
// The outermost such loops of every function get a double slot, zero
// outside the loop, each ADD_TIME in their blocks becomes an addition to
// it, and each exit edge charges it, when not zero, as one ADD_TIME of
// the loop's region and resets it. rep is the skeleton's report: its
// regions record their accumulations, and rep.Coalesced the loops.
func Coalesce(p *frontend.Program, rep *Report) []*Coalescing {
	byCall := map[*ir.InstCall]regionCall{}
	for _, rr := range rep.Regions {
		if rr.Fate != FateAbstracted || rr.Nested {
			continue
		}
		for i, c := range rr.Calls {
			byCall[c] = regionCall{rr, i}
		}
	}
	q := newQuietness(p.Module)
	var out []*Coalescing
	for _, f := range p.Module.Funcs {
		if len(f.Blocks) == 0 {
			continue
		}
		out = append(out, coalesceFunc(p.Module, f, q, byCall, rep)...)
	}
	rep.Coalesced = append(rep.Coalesced, out...)
	return out
}

// regionCall is one ADD_TIME call of a region: Calls[i] of rr.
type regionCall struct {
	rr *RegionReport
	i  int
}

// coalescable is a loop of f chosen for coalescing, in block pointers (the
// CFG's indices go stale as exits are split).
type coalescable struct {
	region *RegionReport // whose id the flushes carry
	header *ir.Block
	body   []*ir.Block
	exits  [][2]*ir.Block // distinct (from, to) edges, in edge order
}

func coalesceFunc(m *ir.Module, f *ir.Func, q *quietness, byCall map[*ir.InstCall]regionCall, rep *Report) []*Coalescing {
	c := cfg.New(f)
	quiet := make([]bool, len(c.Blocks))
	adds := make([]bool, len(c.Blocks))
	for i, b := range c.Blocks {
		quiet[i] = plainTerm(b.Term)
		for _, inst := range b.Insts {
			call, ok := inst.(*ir.InstCall)
			if !ok {
				continue
			}
			if IsAddTime(call) {
				_, recorded := byCall[call]
				quiet[i] = quiet[i] && recorded
				adds[i] = true
			} else if !q.quietCall(call) {
				quiet[i] = false
			}
		}
	}
	chosen := map[*cfg.Loop]bool{}
	var loops []coalescable
	for _, l := range c.Loops.All {
		if insideChosen(l, chosen) {
			continue
		}
		all, any := true, false
		for _, n := range l.Body {
			all = all && quiet[n]
			any = any || adds[n]
		}
		if !all || !any || len(l.Exits) == 0 {
			continue
		}
		cl := coalescable{header: c.Blocks[l.Header], region: loopRegion(rep, f, c.Blocks[l.Header])}
		if cl.region == nil {
			continue
		}
		seen := map[[2]int]bool{}
		for _, e := range l.Exits {
			if e.To == c.Exit {
				// Only an endless loop's made-up edge leaves to the
				// virtual exit: there is no place to charge the sum.
				all = false
				break
			}
			if !seen[[2]int{e.From, e.To}] {
				seen[[2]int{e.From, e.To}] = true
				cl.exits = append(cl.exits, [2]*ir.Block{c.Blocks[e.From], c.Blocks[e.To]})
			}
		}
		if !all {
			continue
		}
		for _, n := range l.Body {
			cl.body = append(cl.body, c.Blocks[n])
		}
		chosen[l] = true
		loops = append(loops, cl)
	}
	var out []*Coalescing
	for k, cl := range loops {
		out = append(out, coalesceLoop(m, f, cl, k, byCall))
	}
	if len(out) > 0 {
		renumber(f)
	}
	return out
}

func insideChosen(l *cfg.Loop, chosen map[*cfg.Loop]bool) bool {
	for p := l.Parent; p != nil; p = p.Parent {
		if chosen[p] {
			return true
		}
	}
	return false
}

// coalesceLoop rewrites loop cl of f, the k-th of f.
func coalesceLoop(m *ir.Module, f *ir.Func, cl coalescable, k int, byCall map[*ir.InstCall]regionCall) *Coalescing {
	covered := coveredNode(m)
	mark := func(xs ...any) {
		for _, x := range xs {
			attach(x, covered)
		}
	}
	suffix := ""
	if k > 0 {
		suffix = fmt.Sprint(k)
	}
	// The slot is zeroed once on function entry and reset wherever the
	// loop is left, so it is zero at every entry of the loop however it
	// is reached, without touching the entry edges.
	slot := ir.NewAlloca(types.Double)
	slot.LocalName = "skel.acc" + suffix
	zero := constant.NewFloat(types.Double, 0)
	entry := f.Blocks[0]
	at := firstNonPhi(entry)
	init := ir.NewStore(zero, slot)
	mark(slot, init)
	entry.Insts = append(entry.Insts[:at], append([]ir.Instruction{slot, init}, entry.Insts[at:]...)...)

	co := &Coalescing{ID: cl.region.ID, Func: f.Name(), Loop: spanOf(cl.region.Region), Header: cl.header, Slot: slot}
	loc := firstLocation(cl.region.Region)
	ids := map[int]bool{}
	for _, b := range cl.body {
		var insts []ir.Instruction
		for _, inst := range b.Insts {
			call, ok := inst.(*ir.InstCall)
			if !ok || !IsAddTime(call) {
				insts = append(insts, inst)
				continue
			}
			ld := ir.NewLoad(types.Double, slot)
			sum := ir.NewFAdd(ld, call.Args[1])
			st := ir.NewStore(sum, slot)
			mark(ld, sum, st)
			insts = append(insts, ld, sum, st)
			rc := byCall[call]
			if rc.rr.Accums == nil {
				rc.rr.Accums = make([]*ir.InstStore, len(rc.rr.Calls))
			}
			rc.rr.Accums[rc.i] = st
			rc.rr.CoalescedInto = co
			if loc == nil {
				loc = frontend.DebugLocation(call.MDAttachments())
			}
			ids[rc.rr.ID] = true
		}
		b.Insts = insts
	}
	for id := range ids {
		co.Regions = append(co.Regions, id)
	}
	sort.Ints(co.Regions)
	addTime := addTimeDecl(m)
	for i, e := range cl.exits {
		from, to := e[0], e[1]
		test := splitEdges(f, []*ir.Block{from}, to, fmt.Sprintf("skel.flush%s.%d", suffix, i))
		flush := &ir.Block{LocalIdent: ir.LocalIdent{LocalName: fmt.Sprintf("skel.charge%s.%d", suffix, i)}, Parent: f}
		ld := ir.NewLoad(types.Double, slot)
		reset := ir.NewStore(zero, slot)
		// une, not one: a NaN sum still reaches ADD_TIME, which rejects
		// it as the region's own call would have.
		nz := ir.NewFCmp(enum.FPredUNE, ld, zero)
		test.Insts = append(test.Insts, ld, reset, nz)
		test.Term = ir.NewCondBr(nz, flush, to)
		call := ir.NewCall(addTime, constant.NewInt(types.I32, int64(co.ID)), ld)
		if loc != nil {
			call.Metadata = append(call.Metadata, &metadata.Attachment{Name: "dbg", Node: loc})
		}
		flush.Insts = []ir.Instruction{call}
		flush.Term = ir.NewBr(to)
		mark(ld, reset, nz, test.Term, call, flush.Term)
		for _, inst := range to.Insts {
			phi, ok := inst.(*ir.InstPhi)
			if !ok {
				break
			}
			for _, inc := range phi.Incs {
				if inc.Pred == value.Value(test) {
					phi.Incs = append(phi.Incs, ir.NewIncoming(inc.X, flush))
					break
				}
			}
		}
		for j, b := range f.Blocks {
			if b == test {
				f.Blocks = append(f.Blocks[:j+1], append([]*ir.Block{flush}, f.Blocks[j+1:]...)...)
				break
			}
		}
		co.Tests = append(co.Tests, test)
		co.Flushes = append(co.Flushes, call)
	}
	return co
}

// loopRegion is the report's kept region that is the loop headed by h (the
// natural home of its time), else the smallest kept region of f holding h
// (nil when none does: a block the skeleton passes made).
func loopRegion(rep *Report, f *ir.Func, h *ir.Block) *RegionReport {
	var best *RegionReport
	for _, rr := range rep.Regions {
		r := rr.Region
		if rr.Fate != FateKept || rr.Nested || r == nil || r.Func != f {
			continue
		}
		if (r.Kind == regions.KindLoop || r.Kind == regions.KindIrreducible) && r.Loop != nil && r.Loop.Header == h {
			best = rr
			break
		}
		if contains(r.Blocks, h) && (best == nil || len(r.Blocks) < len(best.Region.Blocks)) {
			best = rr
		}
	}
	return best
}

// IsAddTime tells a region's ADD_TIME call: AddTimeFunc with a constant
// region id and the seconds.
func IsAddTime(call *ir.InstCall) bool {
	callee, ok := callgraph.Callee(call)
	if !ok || callee.Name() != AddTimeFunc || len(call.Args) != 2 {
		return false
	}
	_, ok = call.Args[0].(*constant.Int)
	return ok
}

// plainTerm tells a terminator that only transfers control within the
// function or returns (not invoke, callbr, resume: calls and unwinding).
func plainTerm(t ir.Terminator) bool {
	switch t.(type) {
	case *ir.TermBr, *ir.TermCondBr, *ir.TermSwitch, *ir.TermRet, *ir.TermUnreachable:
		return true
	}
	return false
}

// quietness decides which calls may run between two ADD_TIMEs without
// the simulator telling the two apart from one: nothing that
// communicates, reads a clock, prints, reads input or ends the program.
type quietness struct {
	g    *callgraph.Graph
	loud map[*ir.Func]bool
	site map[*ir.InstCall]*callgraph.Site
}

// quietExternal are the declared functions a quiet function may call
// besides ADD_TIME, intrinsics and pure math: memory management and
// copies, which the simulator charges as compute, if at all.
var quietExternal = map[string]bool{
	"malloc": true, "calloc": true, "realloc": true, "free": true, "aligned_alloc": true, "posix_memalign": true,
	"memcpy": true, "memset": true, "memmove": true,
}

// callbackExternal are the libc functions that call a function given as
// their argument of this index (a comparator): quiet when it is.
var callbackExternal = map[string]int{"qsort": 3, "bsearch": 4}

// callback is the function a call of a callbackExternal passes, or nil.
func callback(call *ir.InstCall) *ir.Func {
	callee, ok := callgraph.Callee(call)
	if !ok {
		return nil
	}
	i, ok := callbackExternal[callee.Name()]
	if !ok || i >= len(call.Args) {
		return nil
	}
	v := unwrapArg(call.Args[i])
	if c, ok := v.(*constant.ExprBitCast); ok {
		v = c.From
	}
	f, _ := v.(*ir.Func)
	return f
}

// loudIntrinsics end the program or read a clock.
var loudIntrinsics = []string{"llvm.trap", "llvm.debugtrap", "llvm.ubsantrap", "llvm.readcyclecounter", "llvm.readsteadycounter", "llvm.eh."}

func newQuietness(m *ir.Module) *quietness {
	q := &quietness{g: callgraph.Build(m), loud: map[*ir.Func]bool{}, site: map[*ir.InstCall]*callgraph.Site{}}
	var work []*ir.Func
	mark := func(f *ir.Func) {
		if !q.loud[f] {
			q.loud[f] = true
			work = append(work, f)
		}
	}
	for _, f := range m.Funcs {
		for _, s := range q.g.Sites[f] {
			q.site[s.Call] = s
		}
	}
	for _, f := range m.Funcs {
		if len(f.Blocks) == 0 {
			if !quietDeclared(q.g, f) {
				mark(f)
			}
			continue
		}
		for _, b := range f.Blocks {
			if !plainTerm(b.Term) {
				mark(f)
			}
			for _, inst := range b.Insts {
				if call, ok := inst.(*ir.InstCall); ok && !q.quietSite(call) {
					mark(f)
				}
			}
		}
	}
	// A function is loud when it may call a loud one, also through a
	// libc function it gives it to (qsort's comparator).
	for {
		for len(work) > 0 {
			f := work[len(work)-1]
			work = work[:len(work)-1]
			for _, c := range q.g.Callers[f] {
				mark(c)
			}
		}
		for _, f := range m.Funcs {
			for _, b := range f.Blocks {
				for _, inst := range b.Insts {
					if call, ok := inst.(*ir.InstCall); ok && !q.loud[f] && q.callsBack(call) && !q.quietCall(call) {
						mark(f)
					}
				}
			}
		}
		if len(work) == 0 {
			return q
		}
	}
}

func quietDeclared(g *callgraph.Graph, f *ir.Func) bool {
	name := f.Name()
	if callgraph.IsIntrinsic(f) {
		for _, p := range loudIntrinsics {
			if strings.HasPrefix(name, p) {
				return false
			}
		}
		return true
	}
	_, calls := callbackExternal[name]
	return name == AddTimeFunc || quietExternal[name] || calls || pureMath(name) || g.Pure(f)
}

// callsBack tells whether call is of a callbackExternal.
func (q *quietness) callsBack(call *ir.InstCall) bool {
	callee, ok := callgraph.Callee(call)
	if !ok {
		return false
	}
	_, back := callbackExternal[callee.Name()]
	return back
}

// quietSite is what can be told of a call alone: a direct or resolved
// call, not inline assembly, not an indirect call that may reach nothing
// known. Its callees' loudness is propagated separately.
func (q *quietness) quietSite(call *ir.InstCall) bool {
	if _, asm := call.Callee.(*ir.InlineAsm); asm {
		return false
	}
	if callee, ok := callgraph.Callee(call); ok {
		return len(callee.Blocks) > 0 || quietDeclared(q.g, callee)
	}
	s := q.site[call]
	return s != nil && len(s.Callees) > 0
}

// quietCall tells whether call, and everything it may run, is quiet.
func (q *quietness) quietCall(call *ir.InstCall) bool {
	if !q.quietSite(call) {
		return false
	}
	if callee, ok := callgraph.Callee(call); ok {
		if q.callsBack(call) {
			cb := callback(call)
			return cb != nil && len(cb.Blocks) > 0 && !q.loud[cb]
		}
		return !q.loud[callee]
	}
	for _, c := range q.site[call].Callees {
		if q.loud[c] {
			return false
		}
	}
	return true
}
