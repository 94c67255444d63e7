// Deleting what abstracted regions do not keep: the closure of the kept code inside them, branch rewriting, phi repair.
package transform

import (
	"fmt"
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/metadata"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/mpiskel/mpiskel/analysis/callgraph"
	"github.com/mpiskel/mpiskel/analysis/cfg"
	"github.com/mpiskel/mpiskel/analysis/regions"
	"github.com/mpiskel/mpiskel/runtime/mpi"
)

// sliceAndDelete closes the seeds over what the kept code and the code
// left outside abstracted regions need — SSA operands, the branches that
// control them (post-dominance frontiers), the phis' incoming edges, and
// stores to the stack or global object a kept load or call reads — then
// deletes the rest of the regions' instructions and turns their dropped
// branches into jumps to the immediate post-dominator.
func (a *abstracter) sliceAndDelete() {
	f := a.fn.Func
	c := cfg.New(f)
	cd := controlDeps(c)
	keptI := map[ir.Instruction]bool{}
	keptT := map[*ir.Block]bool{}
	var work []any
	keepI := func(i ir.Instruction) {
		if a.instRegion[i] == nil || keptI[i] {
			return
		}
		keptI[i] = true
		work = append(work, i)
	}
	keepT := func(b *ir.Block) {
		if a.termRegion[b] == nil || keptT[b] {
			return
		}
		keptT[b] = true
		work = append(work, b)
	}
	blockOf := map[ir.Instruction]*ir.Block{}
	storesTo := map[value.Value][]*ir.InstStore{}
	// Calls inside regions that are handed a pointer into an object may
	// write it (MPI_Comm_size(comm, &size)).
	callsWith := map[value.Value][]*ir.InstCall{}
	readOutside := map[value.Value]bool{}
	for _, b := range f.Blocks {
		for _, inst := range b.Insts {
			blockOf[inst] = b
			if st, ok := inst.(*ir.InstStore); ok && a.instRegion[inst] != nil {
				if base := baseObject(st.Dst); base != nil {
					storesTo[base] = append(storesTo[base], st)
				}
			}
			if call, ok := inst.(*ir.InstCall); ok && a.instRegion[inst] != nil && !isDebugOrLifetime(inst) && !a.abstractedMPI(call) {
				for _, arg := range call.Args {
					if base := baseObject(arg); base != nil && !isHandle(base) {
						callsWith[base] = append(callsWith[base], call)
					}
				}
			}
		}
	}
	// Code outside the regions runs as before: what it uses stays.
	for _, b := range f.Blocks {
		for _, inst := range b.Insts {
			if a.instRegion[inst] != nil {
				continue
			}
			for _, op := range operandsOf(inst) {
				if i, ok := (*op).(ir.Instruction); ok {
					keepI(i)
				}
				if pb, ok := (*op).(*ir.Block); ok {
					keepT(pb) // an outside phi's value depends on the edge taken
				}
				if !readsThrough(inst, op) {
					continue
				}
				if base := baseObject(*op); base != nil {
					readOutside[base] = true
				}
			}
		}
		if a.termRegion[b] == nil {
			for _, op := range b.Term.Operands() {
				if i, ok := (*op).(ir.Instruction); ok {
					keepI(i)
				}
			}
		}
	}
	for i := range a.seedInst {
		keepI(i)
	}
	for b := range a.seedTerm {
		keepT(b)
	}
	// Loops that keep running keep their control, but not that of the
	// closed-form loops nested in them: those are counted, not run.
	running := map[*regions.Loop]bool{}
	for _, l := range a.runLoops {
		running[l] = true
	}
	for _, l := range a.runLoops {
		for _, e := range l.Exits {
			keepT(e[0])
		}
		closed := map[*ir.Block]bool{}
		var skip func(c *regions.Loop)
		skip = func(c *regions.Loop) {
			if running[c] {
				return
			}
			for _, b := range c.Blocks {
				closed[b] = true
			}
		}
		for _, c := range l.Children {
			skip(c)
		}
		for _, b := range l.Blocks {
			if closed[b] {
				continue
			}
			for _, inst := range b.Insts {
				if r := a.instRegion[inst]; r != nil && a.keptBySlice(inst, r, true) {
					keepI(inst)
				}
			}
			if s := a.opt.Slice; s != nil && a.termRegion[b] != nil && s.KeptTerm(b.Term) {
				keepT(b)
			}
		}
	}
	for b := range a.termRegion {
		if i, ok := c.Index[b]; ok && len(c.G.Succ[i]) > 1 && c.PostDom.Idom[i] == c.Exit {
			keepT(b)
		}
	}
	for _, sts := range storesTo {
		for _, st := range sts {
			// Code left in place reads what these stores wrote. Without a
			// slice they all stay. With one, code outside the slice may read
			// stale floating-point data harmlessly (it decides no MPI call),
			// but not stale pointers or integers, which may index, divide or
			// be dereferenced.
			_, ptr := st.Src.Type().(*types.PointerType)
			_, float := st.Src.Type().(*types.FloatType)
			if ptr || readOutside[baseObject(st.Dst)] && (a.opt.Slice == nil || !float) {
				keepI(st)
			}
		}
	}
	control := func(b *ir.Block) {
		if i, ok := c.Index[b]; ok {
			for _, d := range cd[i] {
				keepT(c.Blocks[d])
			}
		}
	}
	memory := func(v value.Value) {
		if base := baseObject(v); base != nil {
			for _, st := range storesTo[base] {
				keepI(st)
			}
			for _, call := range callsWith[base] {
				keepI(call)
			}
		}
	}
	for len(work) > 0 {
		x := work[len(work)-1]
		work = work[:len(work)-1]
		switch x := x.(type) {
		case ir.Instruction:
			for _, op := range operandsOf(x) {
				switch v := (*op).(type) {
				case ir.Instruction:
					keepI(v)
				case *ir.Block:
					keepT(v) // a phi's incoming edge
				}
			}
			control(blockOf[x])
			switch i := x.(type) {
			case *ir.InstLoad:
				memory(i.Src)
			case *ir.InstCall:
				for _, arg := range i.Args {
					if _, ptr := arg.Type().(*types.PointerType); ptr {
						memory(arg)
					}
				}
			}
		case *ir.Block:
			for _, op := range x.Term.Operands() {
				if v, ok := (*op).(ir.Instruction); ok {
					keepI(v)
				}
			}
			control(x)
		}
	}
	// Level 5 replaces communication by its time: when the code kept for
	// W needs data a communicating call receives, the call cannot go, and
	// keeping it alone would break matching with the calls that went.
	if a.opt.Level == 5 {
		for _, b := range f.Blocks {
			for _, inst := range b.Insts {
				if call, ok := inst.(*ir.InstCall); ok && keptI[inst] && a.abstractedMPI(call) {
					callee, _ := callgraph.Callee(call)
					why := ""
					if a.opt.Slice != nil {
						why = " (" + a.opt.Slice.Why(call) + ")"
					}
					a.errs = append(a.errs, &Error{Pos: a.mpiPos(call), Msg: fmt.Sprintf("level 5 cannot abstract %s: the skeleton's control or work counts need the data it receives%s; compile at level 4", callee.Name(), why)})
				}
			}
		}
		if len(a.errs) > 0 {
			return
		}
	}
	// Dropped branches jump to where their arms meet again.
	for b := range a.termRegion {
		i, ok := c.Index[b]
		if !ok || keptT[b] || len(c.G.Succ[i]) < 2 {
			continue
		}
		ip := c.PostDom.Idom[i]
		if ip == c.Exit || ip < 0 {
			continue
		}
		b.Term = ir.NewBr(c.Blocks[ip])
	}
	deleted := map[ir.Instruction]bool{}
	for _, b := range f.Blocks {
		kept := b.Insts[:0]
		for _, inst := range b.Insts {
			if r := a.instRegion[inst]; r != nil && !keptI[inst] {
				deleted[inst] = true
				a.reports[r].Removed++
				continue
			}
			kept = append(kept, inst)
		}
		b.Insts = kept
	}
	a.dropUnreachable()
	a.fixDangling(deleted)
	renumber(f)
	if m := a.p.Source; m != nil {
		for inst := range deleted {
			delete(m.Insts, inst)
		}
	}
}

// readsThrough tells whether inst may read memory through its operand op
// in a way that matters to code left in place: loads, stored pointers (they
// escape), and calls other than MPI calls (whose buffers are payload: the
// slice keeps what their counts and peers need) and memory intrinsics that
// only write or mark lifetimes. Address arithmetic reads nothing; its
// users are looked at through baseObject.
func readsThrough(inst ir.Instruction, op *value.Value) bool {
	switch i := inst.(type) {
	case *ir.InstLoad:
		return true
	case *ir.InstStore:
		return op == &i.Src
	case *ir.InstCall:
		callee, ok := callgraph.Callee(i)
		if !ok {
			return true
		}
		name := callee.Name()
		if _, isMPI := mpi.Lookup(name); isMPI {
			return false
		}
		return !strings.HasPrefix(name, "llvm.memset.") && !strings.HasPrefix(name, "llvm.lifetime.")
	case *ir.InstGetElementPtr, *ir.InstBitCast:
		return false
	}
	return true
}

// mpiPos is an MPI call's source position, from the region analysis.
func (a *abstracter) mpiPos(call *ir.InstCall) regions.Pos {
	for _, r := range a.rp.Regions {
		for _, s := range r.MPI {
			if s.Call == call {
				return s.Pos
			}
		}
	}
	return regions.Pos{}
}

// abstractedMPI: at level 5 a communicating MPI call goes whatever reads
// what it received (the received data is lost, see Level 5 in the docs).
func (a *abstracter) abstractedMPI(call *ir.InstCall) bool {
	if a.opt.Level < 5 {
		return false
	}
	callee, ok := callgraph.Callee(call)
	if !ok {
		return false
	}
	f, isMPI := mpi.Lookup(callee.Name())
	return isMPI && communicates(f.Kind)
}

// isHandle: an external global without initializer (Open MPI's
// ompi_mpi_comm_world and the like) is a library handle, not data the
// program writes.
func isHandle(v value.Value) bool {
	g, ok := v.(*ir.Global)
	return ok && g.Init == nil
}

// operandsOf are an instruction's operands (the interface is on every llir
// instruction but not in ir.Instruction). A call argument carrying
// attributes is an *ir.Arg wrapping the value: the slot inside it is
// returned, so that uses through attributed arguments are seen and can be
// rewritten like any other.
func operandsOf(inst ir.Instruction) []*value.Value {
	u, ok := inst.(interface{ Operands() []*value.Value })
	if !ok {
		return nil
	}
	ops := u.Operands()
	for i, op := range ops {
		if arg, ok := (*op).(*ir.Arg); ok {
			ops[i] = &arg.Value
		}
	}
	return ops
}

// controlDeps lists for each CFG node the nodes whose branch decides
// whether it runs (Ferrante–Ottenstein–Warren, by walking the post-dominator
// tree from each successor up to the branch's immediate post-dominator).
func controlDeps(c *cfg.CFG) [][]int {
	n := c.G.N()
	cd := make([][]int, n)
	pd := c.PostDom
	for a := 0; a < len(c.Blocks); a++ {
		if len(c.G.Succ[a]) < 2 || !pd.Reachable(a) {
			continue
		}
		stop := pd.Idom[a]
		for _, s := range c.G.Succ[a] {
			for r := s; r != stop && r >= 0 && pd.Reachable(r); r = pd.Idom[r] {
				if len(cd[r]) == 0 || cd[r][len(cd[r])-1] != a {
					cd[r] = append(cd[r], a)
				}
				if r == pd.Idom[r] {
					break
				}
			}
		}
	}
	return cd
}

// baseObject is the alloca or global a pointer points into, through casts
// and element addresses; nil when it is not known locally.
func baseObject(v value.Value) value.Value {
	for i := 0; i < 64; i++ {
		switch x := v.(type) {
		case *ir.InstAlloca, *ir.Global:
			return x
		case *ir.Arg:
			v = x.Value
		case *ir.InstBitCast:
			v = x.From
		case *ir.InstGetElementPtr:
			v = x.Src
		case *constant.ExprBitCast:
			v = x.From
		case *constant.ExprGetElementPtr:
			v = x.Src
		default:
			return nil
		}
	}
	return nil
}

// dropUnreachable removes blocks no longer reachable from the entry and
// makes every phi's entries match its block's predecessors.
func (a *abstracter) dropUnreachable() {
	f := a.fn.Func
	reach := map[*ir.Block]bool{}
	stack := []*ir.Block{f.Blocks[0]}
	reach[f.Blocks[0]] = true
	for len(stack) > 0 {
		b := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, s := range cfg.Successors(b) {
			if !reach[s] {
				reach[s] = true
				stack = append(stack, s)
			}
		}
	}
	blocks := f.Blocks[:0]
	for _, b := range f.Blocks {
		if reach[b] {
			blocks = append(blocks, b)
		} else if m := a.p.Source; m != nil {
			delete(m.Blocks, b)
			delete(m.Terms, b.Term)
			for _, inst := range b.Insts {
				delete(m.Insts, inst)
			}
		}
	}
	f.Blocks = blocks
	preds := map[*ir.Block][]*ir.Block{}
	for _, b := range f.Blocks {
		seen := map[*ir.Block]bool{}
		for _, s := range cfg.Successors(b) {
			if !seen[s] {
				seen[s] = true
				preds[s] = append(preds[s], b)
			}
		}
	}
	for _, b := range f.Blocks {
		isPred := map[*ir.Block]bool{}
		for _, p := range preds[b] {
			isPred[p] = true
		}
		for _, inst := range b.Insts {
			phi, ok := inst.(*ir.InstPhi)
			if !ok {
				break
			}
			var incs []*ir.Incoming
			has := map[*ir.Block]bool{}
			for _, inc := range phi.Incs {
				p := inc.Pred.(*ir.Block)
				if isPred[p] && !has[p] {
					has[p] = true
					incs = append(incs, inc)
				}
			}
			for _, p := range preds[b] {
				if !has[p] {
					// A new edge from a dropped branch: the phi is not in
					// the slice, so its value there does not matter.
					incs = append(incs, ir.NewIncoming(zeroOf(phi.Type()), p))
				}
			}
			phi.Incs = incs
		}
	}
}

// fixDangling drops debug intrinsics that describe deleted values and
// replaces any other remaining use of one by a zero of its type.
func (a *abstracter) fixDangling(deleted map[ir.Instruction]bool) {
	if len(deleted) == 0 {
		return
	}
	isDeleted := func(v value.Value) bool {
		if mv, ok := v.(*metadata.Value); ok {
			inner, ok := mv.Value.(value.Value)
			if !ok {
				return false
			}
			v = inner
		}
		i, ok := v.(ir.Instruction)
		return ok && deleted[i]
	}
	for _, b := range a.fn.Func.Blocks {
		insts := b.Insts[:0]
		for _, inst := range b.Insts {
			ops := operandsOf(inst)
			dangling := false
			for _, op := range ops {
				if isDeleted(*op) {
					dangling = true
				}
			}
			if dangling && isDebugOrLifetime(inst) {
				continue
			}
			if dangling {
				for _, op := range ops {
					if isDeleted(*op) {
						*op = zeroOf((*op).Type())
					}
				}
			}
			insts = append(insts, inst)
		}
		b.Insts = insts
		for _, op := range b.Term.Operands() {
			if isDeleted(*op) {
				*op = zeroOf((*op).Type())
			}
		}
	}
}

// zeroOf is the zero value of t.
func zeroOf(t types.Type) value.Value {
	switch t := t.(type) {
	case *types.IntType:
		return constant.NewInt(t, 0)
	case *types.FloatType:
		return constant.NewFloat(t, 0)
	case *types.PointerType:
		return constant.NewNull(t)
	}
	return constant.NewZeroInitializer(t)
}

// renumber gives unnamed values fresh numbers after insertions and
// deletions (llir refuses to print out-of-sequence IDs).
func renumber(f *ir.Func) {
	for _, p := range f.Params {
		if p.IsUnnamed() {
			p.SetID(0)
		}
	}
	for _, b := range f.Blocks {
		if b.IsUnnamed() {
			b.SetID(0)
		}
		for _, inst := range b.Insts {
			if n, ok := inst.(interface {
				value.Value
				IsUnnamed() bool
				SetID(int64)
			}); ok && n.IsUnnamed() {
				if _, void := n.Type().(*types.VoidType); !void {
					n.SetID(0)
				}
			}
		}
	}
	_ = f.AssignIDs()
}
