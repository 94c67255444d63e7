// compile_func.go: the per-function compiler — slot assignment, constants, blocks, branches, phi edges and instruction counting.
package interp

import (
	"encoding/binary"
	"fmt"
	"math"
	"sort"
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/metadata"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/mpiskel/mpiskel/runtime/iclass"
)

// A frame's slots are laid out as: parameters (so a caller can place
// arguments without knowing the callee), SSA values, temporaries, then the
// constants the function uses, copied in from function.consts on entry.

// fnCompiler holds the state of compiling one function.
type fnCompiler struct {
	p   *Program
	lay *layout
	f   *ir.Func
	fn  *function

	slots    map[value.Value]uint32
	next     uint32 // next free value/temporary slot
	consts   []uint64
	constIdx map[string]uint32

	code  []inst
	sites []int32
	site  int32 // site of the instruction being compiled

	labels     []int // label -> pc, -1 until placed
	blockLabel map[*ir.Block]int
	blockCount map[*ir.Block]uint64 // IR instructions counted on entering the block
	fixups     []fixup
	edges      []edgeStub

	// seg is where the instruction count of the current straight-line
	// segment goes: a block's entry count or a call's post count.
	segBlock *ir.Block
	segCall  int // call site index, or -1
	segN     uint64

	// covPC is the opUncharge of the current counting segment (-1: none),
	// covN its covered instructions so far.
	covPC int
	covN  uint64

	block      *ir.Block // being compiled
	uses       map[value.Value]int
	fused      *fusedAccess // address folded into the next load or store
	fusedBr    *ir.InstICmp // compare folded into the block's branch
	extIndex   *extFusion   // index extension folded into the next fused access
	preds      map[*ir.Block]int
	layoutNext map[*ir.Block]*ir.Block
	instErr    string // set when an operand of the current instruction cannot be compiled
}

// fixup patches a branch once labels are placed.
type fixup struct {
	pc    int
	field uint8 // which target of the instruction
	label int
	block *ir.Block // the block entered (for its count)
}

const (
	fixBr     = iota // opBr: imm = pc, c = count
	fixTrue          // opCondBr: d = pc, imm low = count
	fixFalse         // opCondBr: b = pc, imm high = count
	fixSwitch        // switch table entry (pc field holds table<<16|entry, entry 0xffff = default)
	fixFalseC        // compare-and-branch: c = pc, imm high = count
)

// edgeStub is a phi-move trampoline for a conditional edge.
type edgeStub struct {
	label int
	from  *ir.Block
	to    *ir.Block
	site  int32
}

func (p *Program) compileFunc(f *ir.Func, fn *function) error {
	c := &fnCompiler{
		p: p, lay: p.lay, f: f, fn: fn,
		slots:      map[value.Value]uint32{},
		constIdx:   map[string]uint32{},
		blockLabel: map[*ir.Block]int{},
		blockCount: map[*ir.Block]uint64{},
		segCall:    -1,
	}
	fn.frameAlign = 16
	fn.simpleCall = !f.Sig.Variadic
	// Parameters.
	for _, prm := range f.Params {
		ti := c.lay.get(prm.Typ)
		if ti.err != nil {
			return fmt.Errorf("parameter %%%s: %v", prm.Name(), ti.err)
		}
		fn.paramSlots = append(fn.paramSlots, int(c.next))
		fn.paramSlotN = append(fn.paramSlotN, ti.slots)
		fn.paramTypes = append(fn.paramTypes, prm.Typ)
		c.slots[prm] = c.next
		c.next += uint32(ti.slots)
		if byvalOf(prm.Attrs) != nil {
			fn.simpleCall = false
		}
	}
	fn.nparamSlots = int(c.next)
	if ti := c.lay.get(f.Sig.RetType); ti.err == nil {
		fn.retSlots = ti.slots
	}
	// SSA values; a phi and the incoming values it is coalesced with share
	// one slot range.
	c.uses = countUses(f)
	c.preds = map[*ir.Block]int{}
	c.layoutNext = map[*ir.Block]*ir.Block{}
	for i, b := range f.Blocks {
		for _, s := range b.Term.Succs() {
			c.preds[s]++
		}
		if i+1 < len(f.Blocks) {
			c.layoutNext[b] = f.Blocks[i+1]
		}
	}
	lv := computeLiveness(f)
	rep := c.coalescePhis(lv)
	for _, b := range f.Blocks {
		c.blockLabel[b] = c.newLabel()
	}
	nslots := make([]int, len(lv.vals))
	paramSlot := map[int]uint32{}
	for i, v := range lv.vals {
		ti := c.lay.get(v.Type())
		nslots[i] = ti.slots
		if ti.err != nil {
			nslots[i] = 1 // executing it traps; the slot keeps numbering simple
		}
		if prm, isParam := v.(*ir.Param); isParam {
			paramSlot[rep[i]] = c.slots[prm]
		}
	}
	for i := range lv.vals { // a class takes its widest member's size (they agree)
		if nslots[i] > nslots[rep[i]] {
			nslots[rep[i]] = nslots[i]
		}
	}
	slot, top := assignSlots(lv.liveIntervals(f), rep, nslots, paramSlot, c.next)
	for i, v := range lv.vals {
		c.slots[v] = slot[i]
	}
	if top > c.next {
		c.next = top
	}
	for _, b := range f.Blocks {
		c.compileBlock(b)
	}
	for _, e := range c.edges {
		c.labels[e.label] = len(c.code)
		c.site = e.site
		c.emitPhiMoves(e.from, e.to)
		c.emitBranch(e.to, false) // the conditional branch counted the entry
	}
	return c.finish()
}

// newLabel allocates a branch target.
func (c *fnCompiler) newLabel() int {
	c.labels = append(c.labels, -1)
	return len(c.labels) - 1
}

// temp allocates n scratch slots.
func (c *fnCompiler) temp(n int) uint32 {
	s := c.next
	c.next += uint32(n)
	return s
}

func (c *fnCompiler) emit(in inst) int {
	c.code = append(c.code, in)
	c.sites = append(c.sites, c.site)
	return len(c.code) - 1
}

// trap emits an instruction that fails with msg when executed: code the
// interpreter cannot run is an error only if it runs.
func (c *fnCompiler) trap(msg string) {
	c.emit(inst{op: opTrap, c: c.p.addMsg(msg)})
}

// constSlot places constant slot values in the constant area.
func (c *fnCompiler) constSlot(vals []uint64) uint32 {
	var key strings.Builder
	var b [8]byte
	for _, v := range vals {
		binary.LittleEndian.PutUint64(b[:], v)
		key.Write(b[:])
	}
	if i, ok := c.constIdx[key.String()]; ok {
		return constTag | i
	}
	i := uint32(len(c.consts))
	c.consts = append(c.consts, vals...)
	c.constIdx[key.String()] = i
	return constTag | i
}

// konst is the slot of a one-slot constant value.
func (c *fnCompiler) konst(v uint64) uint32 { return c.constSlot([]uint64{v}) }

// op returns the first slot holding value v.
func (c *fnCompiler) op(v value.Value) uint32 {
	switch v := v.(type) {
	case *ir.Arg:
		return c.op(v.Value)
	case constant.Constant:
		vals, err := c.p.constSlots(v)
		if err != nil {
			c.fail(err.Error())
			return 0
		}
		if len(vals) == 0 {
			return 0
		}
		return c.constSlot(vals)
	}
	if s, ok := c.slots[v]; ok {
		return s
	}
	c.fail(fmt.Sprintf("unsupported operand %s", v.Ident()))
	return 0
}

// fail records that the current instruction cannot be compiled.
func (c *fnCompiler) fail(msg string) {
	if c.instErr == "" {
		c.instErr = msg
	}
}

func (c *fnCompiler) slotsOf(t types.Type) int {
	ti := c.lay.get(t)
	if ti.err != nil {
		c.fail(ti.err.Error())
		return 1
	}
	return ti.slots
}

// counted says whether an instruction counts as executed work: debug and
// lifetime markers and optimizer hints produce no machine code.
func counted(in ir.Instruction) bool {
	_, ok := iclass.Classify(in)
	return ok
}

// units is what executing in (an instruction or terminator) adds to the
// count: 1, or its class's units (Options.ClassUnits); 0 when not counted.
func (p *Program) units(in any) uint64 {
	k, ok := iclass.Classify(in)
	switch {
	case !ok:
		return 0
	case p.opt.ClassUnits != nil:
		return p.opt.ClassUnits[k]
	}
	return 1
}

// coveredMD is the attachment of instructions whose time an ADD_TIME
// accounts for (transform.CoveredMD).
const coveredMD = iclass.CoveredMD

// hasCovered tells whether b has an instruction marked covered.
func hasCovered(b *ir.Block) bool {
	for _, in := range b.Insts {
		if isCovered(mdOf(in)) {
			return true
		}
	}
	return b.Term != nil && isCovered(mdOf(b.Term))
}

func isCovered(md []*metadata.Attachment) bool {
	for _, a := range md {
		if a.Name == coveredMD {
			return true
		}
	}
	return false
}

// splitsSegment says whether a call ends a counting segment: anything that
// may block, re-enter the interpreter or run long.
func splitsSegment(in ir.Instruction) bool {
	call, ok := in.(*ir.InstCall)
	if !ok {
		return false
	}
	if f, ok := calleeFunc(call.Callee); ok && strings.HasPrefix(f.Name(), "llvm.") {
		return false
	}
	return true
}

// calleeFunc finds the function a callee operand names, looking through
// bitcasts (K&R-style calls).
func calleeFunc(v value.Value) (*ir.Func, bool) {
	for i := 0; i < 8; i++ {
		switch x := v.(type) {
		case *ir.Func:
			return x, true
		case *constant.ExprBitCast:
			v = x.From
		case *ir.Alias:
			v = x.Aliasee
		default:
			return nil, false
		}
	}
	return nil, false
}

func mdOf(in interface{}) []*metadata.Attachment {
	if m, ok := in.(interface {
		MDAttachments() []*metadata.Attachment
	}); ok {
		return m.MDAttachments()
	}
	return nil
}

func (c *fnCompiler) compileBlock(b *ir.Block) {
	c.labels[c.blockLabel[b]] = len(c.code)
	c.block = b
	c.segBlock, c.segCall, c.segN = b, -1, 0
	fname := c.f.Name()
	// A block with covered code starts each of its counting segments with
	// an opUncharge of the segment's covered instructions, so that the
	// uncharged count never runs ahead of the executed count.
	cov := hasCovered(b)
	c.covPC = -1
	if cov {
		c.covPC, c.covN = c.emit(inst{op: opUncharge}), 0
	}
	c.fusedBr = nil
	if cmp, ok := c.fusableCompare(b); ok {
		c.fusedBr = cmp
	}
	if n := c.p.opt.BlockUnits[b]; n > 0 {
		c.segN += n
		if cov {
			c.covN += n
		}
	}
	for i, in := range b.Insts {
		c.site = c.p.addSite(siteOf(mdOf(in), fname))
		if n := c.p.units(in); n > 0 {
			c.segN += n
			if cov && isCovered(mdOf(in)) {
				c.covN += n
			}
		}
		if in == ir.Instruction(c.fusedBr) {
			continue // compiled with the branch
		}
		if e, ok := c.fusableExt(b.Insts, i); ok {
			c.extIndex = e
			continue // compiled with the access after the getelementptr after it
		}
		if fa, ok := c.fusableGEP(b.Insts, i); ok {
			c.fused = fa
			continue // compiled with the access after it
		}
		start, nsites := len(c.code), len(c.sites)
		c.instErr = ""
		if fa := c.fused; fa != nil && counted(in) {
			c.fused = nil
			c.emitFusedAccess(fa, in)
		} else {
			c.compileInst(in)
		}
		if c.instErr != "" {
			c.code, c.sites = c.code[:start], c.sites[:nsites]
			c.trap(c.instErr)
		}
		if splitsSegment(in) && len(c.fn.calls) > 0 && c.code[len(c.code)-1].op == opCall {
			c.closeSegment()
			c.segBlock, c.segCall = nil, len(c.fn.calls)-1
			if cov {
				c.covPC, c.covN = c.emit(inst{op: opUncharge}), 0
			}
		}
	}
	c.site = c.p.addSite(siteOf(mdOf(b.Term), fname))
	n := c.p.units(b.Term)
	c.segN += n
	if cov && isCovered(mdOf(b.Term)) {
		c.covN += n
	}
	if next := c.fallThrough(b); next != nil {
		c.segN += c.fallEntry(next)
	}
	c.closeSegment()
	c.instErr = ""
	start, nsites := len(c.code), len(c.sites)
	c.compileTerm(b)
	if c.instErr != "" {
		c.code, c.sites = c.code[:start], c.sites[:nsites]
		c.trap(c.instErr)
	}
}

func (c *fnCompiler) closeSegment() {
	if c.covPC >= 0 {
		c.code[c.covPC].imm = c.covN
		c.covPC = -1
	}
	if c.segBlock != nil {
		c.blockCount[c.segBlock] = c.segN
	} else if c.segCall >= 0 {
		c.fn.calls[c.segCall].post = c.segN
	}
	c.segN = 0
}

// fallThrough returns the block b's unconditional branch enters when that
// block comes next in the code and has no other predecessor: the branch is
// then left out and the block's entry count is added with b's last segment,
// since the two always run together.
func (c *fnCompiler) fallThrough(b *ir.Block) *ir.Block {
	br, ok := b.Term.(*ir.TermBr)
	if !ok {
		return nil
	}
	to, _ := br.Target.(*ir.Block)
	if to == nil || c.layoutNext[b] != to || c.preds[to] != 1 || to == c.f.Blocks[0] {
		return nil
	}
	return to
}

// entrySegment counts the instructions of b up to its first call that ends
// a counting segment (or to its end): what entering b adds to the count.
// split tells whether such a call ends it.
func (p *Program) entrySegment(b *ir.Block) (n uint64, split bool) {
	n = p.opt.BlockUnits[b]
	for _, in := range b.Insts {
		n += p.units(in)
		if splitsSegment(in) {
			return n, true
		}
	}
	return n + p.units(b.Term), false
}

// fallEntry is what falling through into b adds to the count: its entry
// segment and, when b runs to its end and falls through in turn, the next
// block's, as the branches left out count nothing.
func (c *fnCompiler) fallEntry(b *ir.Block) uint64 {
	n, split := c.p.entrySegment(b)
	if !split {
		if next := c.fallThrough(b); next != nil {
			n += c.fallEntry(next)
		}
	}
	return n
}

// hasPhis says whether entering b needs phi moves.
func hasPhis(b *ir.Block) bool {
	return len(b.Insts) > 0 && isPhi(b.Insts[0])
}

func isPhi(in ir.Instruction) bool {
	_, ok := in.(*ir.InstPhi)
	return ok
}

func (c *fnCompiler) compileTerm(b *ir.Block) {
	switch t := b.Term.(type) {
	case *ir.TermRet:
		if t.X == nil {
			c.emit(inst{op: opRetVoid})
			return
		}
		c.emit(inst{op: opRet, a: c.op(t.X), b: uint32(c.slotsOf(t.X.Type()))})
	case *ir.TermBr:
		to := t.Target.(*ir.Block)
		c.emitPhiMoves(b, to)
		if c.fallThrough(b) == nil {
			c.emitBranch(to, true)
		}
	case *ir.TermCondBr:
		tt, ft := t.TargetTrue.(*ir.Block), t.TargetFalse.(*ir.Block)
		falseField := uint8(fixFalse)
		var pc int
		if cmp := c.fusedBr; cmp != nil {
			pc = c.emit(inst{op: brOp(cmp.Pred, intBits(cmp.X.Type())), a: c.op(cmp.X), b: c.op(cmp.Y)})
			falseField = fixFalseC
		} else {
			pc = c.emit(inst{op: opCondBr, a: c.op(t.Cond)})
		}
		c.fixups = append(c.fixups, fixup{pc: pc, field: fixTrue, label: c.edgeLabel(b, tt), block: tt})
		c.fixups = append(c.fixups, fixup{pc: pc, field: falseField, label: c.edgeLabel(b, ft), block: ft})
	case *ir.TermSwitch:
		c.compileSwitch(b, t)
	case *ir.TermUnreachable:
		c.emit(inst{op: opUnreachable})
	default:
		c.fail(fmt.Sprintf("unsupported terminator %s", strings.Fields(b.Term.LLString())[0]))
	}
}

// edgeLabel is where a conditional edge from->to lands: the block itself,
// or a trampoline doing the phi moves of that edge.
func (c *fnCompiler) edgeLabel(from, to *ir.Block) int {
	if !hasPhis(to) || len(c.phiMoves(from, to)) == 0 {
		return c.blockLabel[to]
	}
	l := c.newLabel()
	c.edges = append(c.edges, edgeStub{label: l, from: from, to: to, site: c.site})
	return l
}

// emitBranch emits an unconditional branch entering block to, adding the
// block's entry count when count is set.
func (c *fnCompiler) emitBranch(to *ir.Block, count bool) {
	pc := c.emit(inst{op: opBr})
	fx := fixup{pc: pc, field: fixBr, label: c.blockLabel[to]}
	if count {
		fx.block = to
	}
	c.fixups = append(c.fixups, fx)
}

func (c *fnCompiler) compileSwitch(b *ir.Block, t *ir.TermSwitch) {
	w := intBits(t.X.Type())
	if w > 64 {
		c.fail("switch on an integer wider than 64 bits is not supported")
		return
	}
	ti := len(c.fn.switches)
	tab := switchTable{}
	type cs struct {
		v  uint64
		to *ir.Block
	}
	var cases []cs
	seen := map[uint64]bool{}
	for _, k := range t.Cases {
		vals, err := c.p.constSlots(k.X.(constant.Constant))
		if err != nil || len(vals) != 1 {
			c.fail(fmt.Sprintf("switch case %s: not an integer constant", k.X.Ident()))
			return
		}
		if seen[vals[0]] {
			continue
		}
		seen[vals[0]] = true
		cases = append(cases, cs{vals[0], k.Target.(*ir.Block)})
	}
	sort.Slice(cases, func(i, j int) bool { return cases[i].v < cases[j].v })
	tab.vals = make([]uint64, len(cases))
	tab.pcs = make([]int32, len(cases))
	tab.counts = make([]uint64, len(cases))
	for i, k := range cases {
		tab.vals[i] = k.v
		c.fixups = append(c.fixups, fixup{pc: ti<<16 | i, field: fixSwitch, label: c.edgeLabel(b, k.to), block: k.to})
	}
	def := t.TargetDefault.(*ir.Block)
	c.fixups = append(c.fixups, fixup{pc: ti<<16 | 0xffff, field: fixSwitch, label: c.edgeLabel(b, def), block: def})
	c.fn.switches = append(c.fn.switches, tab)
	c.emit(inst{op: opSwitch, a: c.op(t.X), c: uint32(ti)})
}

// switchTable maps case values (sorted) to targets.
type switchTable struct {
	vals     []uint64
	pcs      []int32
	counts   []uint64
	defPC    int32
	defCount uint64
}

// move is one slot copy of a parallel assignment.
type move struct{ dst, src uint32 }

// phiMoves lists the slot copies the phis of `to` make on the edge from
// `from`.
func (c *fnCompiler) phiMoves(from, to *ir.Block) []move {
	var moves []move
	for _, in := range to.Insts {
		phi, ok := in.(*ir.InstPhi)
		if !ok {
			break
		}
		var src value.Value
		for _, inc := range phi.Incs {
			if inc.Pred == from {
				src = inc.X
				break
			}
		}
		if src == nil {
			continue // not a real predecessor
		}
		d := c.slots[phi]
		s := c.op(src)
		for i := 0; i < c.slotsOf(phi.Typ); i++ {
			if d+uint32(i) != s+uint32(i) {
				moves = append(moves, move{d + uint32(i), s + uint32(i)})
			}
		}
	}
	return moves
}

// emitPhiMoves emits the moves the phis of `to` make on the edge from `from`,
// as a parallel assignment: every phi reads its input before any is written.
func (c *fnCompiler) emitPhiMoves(from, to *ir.Block) {
	moves := c.phiMoves(from, to)
	for len(moves) > 0 {
		progress := false
		for i := 0; i < len(moves); i++ {
			blocked := false
			for j := range moves {
				if j != i && moves[j].src == moves[i].dst {
					blocked = true
					break
				}
			}
			if !blocked {
				c.emit(inst{op: opMov, d: moves[i].dst, a: moves[i].src})
				moves = append(moves[:i], moves[i+1:]...)
				i--
				progress = true
			}
		}
		if !progress {
			// Every remaining move is on a cycle: save one source aside.
			t := c.temp(1)
			c.emit(inst{op: opMov, d: t, a: moves[0].src})
			moves[0].src = t
		}
	}
}

// finish places labels and constants, and fills in the function.
func (c *fnCompiler) finish() error {
	fn := c.fn
	for _, fx := range c.fixups {
		pc := c.labels[fx.label]
		if pc < 0 {
			return fmt.Errorf("internal error: unplaced label")
		}
		n := c.blockCount[fx.block]
		if fx.field != fixSwitch && n > math.MaxUint32 {
			return fmt.Errorf("block %s counts %d units on entry, more than a branch holds", fx.block.Ident(), n)
		}
		switch fx.field {
		case fixBr:
			in := &c.code[fx.pc]
			in.imm, in.c = uint64(pc), uint32(n)
		case fixTrue:
			in := &c.code[fx.pc]
			in.d = uint32(pc)
			in.imm |= n & 0xffffffff
		case fixFalse:
			in := &c.code[fx.pc]
			in.b = uint32(pc)
			in.imm |= n << 32
		case fixFalseC:
			in := &c.code[fx.pc]
			in.c = uint32(pc)
			in.imm |= n << 32
		case fixSwitch:
			tab := &fn.switches[fx.pc>>16]
			if e := fx.pc & 0xffff; e == 0xffff {
				tab.defPC, tab.defCount = int32(pc), n
			} else {
				tab.pcs[e], tab.counts[e] = int32(pc), n
			}
		}
	}
	fn.entryCount = c.blockCount[c.f.Blocks[0]]
	fn.constBase = int(c.next)
	fn.consts = c.consts
	fn.nslots = int(c.next) + len(c.consts)
	if fn.nslots >= constTag {
		return fmt.Errorf("function too large")
	}
	fix := func(s uint32) uint32 {
		if s&constTag != 0 {
			return s&^constTag + uint32(fn.constBase)
		}
		return s
	}
	for i := range c.code {
		in := &c.code[i]
		in.d, in.a, in.b, in.c = fix(in.d), fix(in.a), fix(in.b), fix(in.c)
	}
	for i := range fn.calls {
		cs := &fn.calls[i]
		cs.fnSlot = fix(cs.fnSlot)
		for j := range cs.argSlots {
			cs.argSlots[j] = fix(cs.argSlots[j])
		}
	}
	// A sentinel after the last instruction: the executor advances its
	// instruction pointer before running an instruction, and the pointer
	// must stay inside the array.
	c.emit(inst{op: opUnreachable})
	fn.code, fn.sites = c.code, c.sites
	return validate(fn)
}

// validate checks that every slot operand of the instructions the main
// loop runs unchecked lies inside the frame: exec relies on it.
func validate(fn *function) error {
	n := uint32(fn.nslots)
	for pc, in := range fn.code {
		m := fastSlots[in.op]
		if m&fD != 0 && in.d >= n || m&fA != 0 && in.a >= n || m&fB != 0 && in.b >= n || m&fC != 0 && in.c >= n {
			return fmt.Errorf("internal error: instruction %d (%s) addresses a slot outside the frame of %d", pc, opNames[in.op], n)
		}
	}
	if fn.nslots == 0 {
		fn.nslots = 1 // frameState takes the address of slot 0
	}
	return nil
}
