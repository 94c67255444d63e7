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
// branches into jumps to the immediate post-dominator. Of the code left
// outside, only what may fault or steer it is needed (outsideNeeds): a
// residual stored into an MPI send buffer or printed may be stale.
func (a *abstracter) sliceAndDelete() {
	f := a.fn.Func
	a.settleGuards()
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
	// Code outside the regions runs as before. Without a slice, what it
	// uses stays. With one, an outside instruction the slice does not keep
	// may compute from stale data — it decides no MPI call — as long as
	// nothing it feeds can fault or change the outside control flow: only
	// the values reaching such uses (outsideNeeds) stay, with what they
	// need in turn; the other operands of deleted code become zeros.
	needOut := map[ir.Instruction]bool{}
	outStoresTo := map[value.Value][]*ir.InstStore{}
	need := func(i ir.Instruction) {
		if a.instRegion[i] != nil {
			keepI(i)
			return
		}
		if a.opt.Slice == nil || needOut[i] {
			return
		}
		needOut[i] = true
		work = append(work, i)
	}
	for _, b := range f.Blocks {
		for _, inst := range b.Insts {
			if a.instRegion[inst] != nil {
				continue
			}
			if st, ok := inst.(*ir.InstStore); ok && a.opt.Slice != nil {
				if base := baseObject(st.Dst); base != nil {
					outStoresTo[base] = append(outStoresTo[base], st)
				}
			}
			whole := a.opt.Slice == nil || a.opt.Slice.KeptInst(inst) || outsideNeedsAll(inst)
			if phi, ok := inst.(*ir.InstPhi); ok && outsideNeeds(inst, 0, phi) {
				// A pointer phi: its value on every edge, hence the
				// edges, must stay.
				whole = true
			}
			if whole && a.opt.Slice != nil {
				need(inst)
			}
			for i, op := range operandsOf(inst) {
				if pb, ok := (*op).(*ir.Block); ok && whole {
					keepT(pb) // an outside phi's value depends on the edge taken
				}
				if oi, ok := (*op).(ir.Instruction); ok && (whole || outsideNeeds(inst, i, *op)) {
					need(oi)
				}
				if a.opt.Slice != nil || !readsThrough(inst, op) {
					continue
				}
				if base := baseObject(*op); base != nil {
					readOutside[base] = true
				}
			}
		}
		if a.termRegion[b] == nil && !a.opt.Undecided[b.Term] {
			for _, op := range b.Term.Operands() {
				if i, ok := (*op).(ir.Instruction); ok {
					need(i)
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
				// Its own closed-form loops are closed here too: a
				// tile loop running inside a running loop (a tiled
				// transpose) kept its closed-form inner loop's control.
				for _, g := range c.Children {
					skip(g)
				}
				return
			}
			for _, b := range c.Blocks {
				closed[b] = true
			}
		}
		for _, c := range l.Children {
			skip(c)
		}
		// A counter kept in memory starts in the preheader.
		if ph := l.Preheader; ph != nil {
			for _, inst := range ph.Insts {
				if r := a.instRegion[inst]; r != nil && a.keptBySlice(inst, r, true) {
					keepI(inst)
				}
			}
		}
		for _, b := range l.Blocks {
			if closed[b] {
				continue
			}
			for _, inst := range b.Insts {
				if r := a.instRegion[inst]; r != nil && (a.keptBySlice(inst, r, true) || a.opt.Pinned[inst]) {
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
			// A pointer stored into a local whose address is not taken
			// (-O0 IR keeps row pointers there) is read only by loads
			// of that local, followed like any other.
			base := baseObject(st.Dst)
			_, ptr := st.Src.Type().(*types.PointerType)
			_, float := st.Src.Type().(*types.FloatType)
			slot, local := base.(*ir.InstAlloca)
			ptr = ptr && !(local && a.localOnly(slot))
			if ptr || readOutside[base] && (a.opt.Slice == nil || !float) {
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
			for _, st := range outStoresTo[base] {
				need(st)
			}
			for _, call := range callsWith[base] {
				keepI(call)
			}
		}
	}
	// A kept load of a local needs only the stores the slice found reaching
	// it: those a branch on the local rules out would no longer be ruled
	// out once the branch is a loop's exit that a count replaces.
	reaching, _ := a.opt.Slice.(interface {
		ReachingStores(*ir.InstLoad) ([]*ir.InstStore, bool)
	})
	load := func(l *ir.InstLoad) {
		if reaching != nil {
			if sts, ok := reaching.ReachingStores(l); ok {
				for _, st := range sts {
					need(st)
				}
				return
			}
		}
		memory(l.Src)
	}
	for len(work) > 0 {
		x := work[len(work)-1]
		work = work[:len(work)-1]
		switch x := x.(type) {
		case ir.Instruction:
			for _, op := range operandsOf(x) {
				switch v := (*op).(type) {
				case ir.Instruction:
					need(v)
				case *ir.Block:
					keepT(v) // a phi's incoming edge
				}
			}
			if a.instRegion[x] == nil {
				// An outside instruction: its own block stays; what it
				// reads from local memory must be right (MPI calls read
				// only payload, which the slice decides on; memset and
				// lifetime markers read nothing).
				switch i := x.(type) {
				case *ir.InstLoad:
					load(i)
				case *ir.InstCall:
					for _, op := range operandsOf(i) {
						if _, ptr := (*op).Type().(*types.PointerType); ptr && readsThrough(i, op) {
							memory(*op)
						}
					}
				}
				continue
			}
			control(blockOf[x])
			switch i := x.(type) {
			case *ir.InstLoad:
				load(i)
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

// outsideNeedsAll tells whether an instruction left in place needs all
// its operands right whatever its result is used for: calls other than the
// pure math functions and the printing ones may use any argument to index,
// allocate or loop; memory fences and atomics, like loads and stores of
// pointers, are left alone.
func outsideNeedsAll(inst ir.Instruction) bool {
	switch i := inst.(type) {
	case *ir.InstCall:
		callee, ok := callgraph.Callee(i)
		if !ok {
			return true
		}
		name := callee.Name()
		return !pureMath(name) && !printing[name] && !isDebugOrLifetime(inst)
	case *ir.InstAtomicRMW, *ir.InstCmpXchg, *ir.InstFence, *ir.InstVAArg, *ir.InstLandingPad:
		return true
	}
	return false
}

// outsideNeeds tells whether operand i (value v) of an instruction left in
// place must keep its value even when the instruction's result is not
// needed: pointers and aggregates (dereferenced, indexed, escaping), and
// divisors (zero traps). Numbers that only flow into arithmetic, compares,
// stores into local objects and printed output may be stale.
func outsideNeeds(inst ir.Instruction, i int, v value.Value) bool {
	switch v.Type().(type) {
	case *types.IntType, *types.FloatType:
	default:
		return true
	}
	switch x := inst.(type) {
	case *ir.InstSDiv, *ir.InstUDiv, *ir.InstSRem, *ir.InstURem:
		return i == 1
	case *ir.InstStore:
		// A stored number is followed through the loads of the local
		// object it goes to; into other memory, it must be right.
		return baseObject(x.Dst) == nil
	}
	return false
}

// printing are the output functions whose numeric arguments are only
// printed.
var printing = map[string]bool{"printf": true, "fprintf": true, "puts": true, "fputs": true, "putchar": true, "fputc": true, "fflush": true}

// pureMath: the result is all a call of name does.
func pureMath(name string) bool {
	if strings.HasPrefix(name, "llvm.") {
		for _, p := range []string{"fabs", "fmuladd", "fma", "sqrt", "floor", "ceil", "trunc", "round", "rint", "copysign", "minnum", "maxnum", "pow", "exp", "log", "sin", "cos", "smax", "smin", "umax", "umin", "abs"} {
			if strings.HasPrefix(name, "llvm."+p+".") {
				return true
			}
		}
		return false
	}
	switch name {
	case "fabs", "sqrt", "exp", "log", "log10", "log2", "pow", "sin", "cos", "tan", "atan", "atan2", "floor", "ceil", "fmod", "round", "trunc",
		"fabsf", "sqrtf", "expf", "logf", "powf", "sinf", "cosf", "floorf", "ceilf", "fmin", "fmax", "hypot", "cbrt", "exp2":
		return true
	}
	return false
}

// settleGuards: the guard left in place before a data-dependent loop
// whose count is given (if (n > 1) before a rotated loop on n) tests data
// the skeleton does not compute, like the loop's exit; it is settled by the
// count — the loop is entered when it runs at all — unless the slice keeps
// it for an MPI call.
func (a *abstracter) settleGuards() {
	s := a.opt.Slice
	if s == nil {
		return
	}
	running := map[*ir.Block]bool{}
	for _, l := range a.runLoops {
		running[l.Header] = true
	}
	for _, b := range a.fn.Func.Blocks {
		br, ok := b.Term.(*ir.TermCondBr)
		if !ok || s.KeptTerm(br) {
			continue
		}
		for _, l := range a.fn.Loops {
			// Only a loop that goes: one that runs tests its own exit,
			// and may need the guard to start within its data.
			n, counted := a.opt.LoopCounts[l.Header]
			if !counted || !a.opt.DataDependent[l.Header] || contains(l.Blocks, b) ||
				a.termRegion[l.Header] == nil || running[l.Header] {
				continue
			}
			// into: t leads to the header through jumps (preheaders,
			// the blocks loopcount put before it).
			into := func(t value.Value) bool {
				tb, _ := t.(*ir.Block)
				for i := 0; tb != nil && i < 4; i++ {
					if tb == l.Header {
						return true
					}
					j, ok := tb.Term.(*ir.TermBr)
					if !ok {
						return false
					}
					tb, _ = j.Target.(*ir.Block)
				}
				return false
			}
			// past: t is where the loop exits to (through the block an
			// ADD_TIME may have been put on the exit edge).
			past := func(t value.Value) bool {
				for _, e := range l.Exits {
					if e[1] != nil && value.Value(e[1]) == t {
						return true
					}
					for _, x := range cfg.Successors(e[0]) {
						if value.Value(x) == t && !contains(l.Blocks, x) {
							return true
						}
					}
				}
				return false
			}
			var enter, skip value.Value
			switch {
			case into(br.TargetTrue) && past(br.TargetFalse):
				enter, skip = br.TargetTrue, br.TargetFalse
			case into(br.TargetFalse) && past(br.TargetTrue):
				enter, skip = br.TargetFalse, br.TargetTrue
			default:
				continue
			}
			to := skip
			if n.N > 0 {
				to = enter
			}
			nb := ir.NewBr(to.(*ir.Block))
			nb.Metadata = br.Metadata
			b.Term = nb
			if m := a.p.Source; m != nil {
				if sp, ok := m.Terms[br]; ok {
					delete(m.Terms, br)
					m.Terms[nb] = sp
				}
			}
			break
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
