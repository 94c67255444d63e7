// The skeleton invariant verifier: no original MPI call lost below level 5, one ADD_TIME per abstracted region, valid IR.
package transform

import (
	"fmt"
	"sort"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/value"

	"github.com/mpiskel/mpiskel/analysis/callgraph"
	"github.com/mpiskel/mpiskel/analysis/cfg"
	"github.com/mpiskel/mpiskel/frontend"
	"github.com/mpiskel/mpiskel/frontend/llvmir"
	"github.com/mpiskel/mpiskel/runtime/mpi"
)

// Baseline is what Verify compares a skeleton with: the original's MPI
// call sites, taken before the transforms.
type Baseline struct {
	calls []*ir.InstCall
	names map[*ir.InstCall]string
}

// TakeBaseline records the MPI calls of m.
func TakeBaseline(m *ir.Module) *Baseline {
	b := &Baseline{names: map[*ir.InstCall]string{}}
	for _, f := range m.Funcs {
		for _, blk := range f.Blocks {
			for _, inst := range blk.Insts {
				if call, ok := inst.(*ir.InstCall); ok {
					if callee, ok := callgraph.Callee(call); ok {
						if _, isMPI := mpi.Lookup(callee.Name()); isMPI {
							b.calls = append(b.calls, call)
							b.names[call] = f.Name() + ": " + callee.Name()
						}
					}
				}
			}
		}
	}
	return b
}

// Verify checks the skeleton invariants of p after a transform: below
// level 5 every MPI call of the baseline is still in the module; every
// abstracted region (rep, may be nil) is stood for by its ADD_TIME calls,
// one per way out of the region, and no other call carries its id; the
// module is valid IR (it prints, parses back and type-checks, every phi
// matches its block's predecessors and every value dominates its uses).
func Verify(p *frontend.Program, base *Baseline, rep *Report) error {
	var errs []string
	present := map[ir.Instruction]bool{}
	addTimeIDs := map[int64][]*ir.InstCall{}
	for _, f := range p.Module.Funcs {
		for _, blk := range f.Blocks {
			for _, inst := range blk.Insts {
				present[inst] = true
				if call, ok := inst.(*ir.InstCall); ok && IsAddTime(call) {
					id := call.Args[0].(*constant.Int)
					addTimeIDs[id.X.Int64()] = append(addTimeIDs[id.X.Int64()], call)
				}
			}
		}
	}
	if base != nil && (rep == nil || rep.Level < 5) {
		for _, c := range base.calls {
			if !present[c] {
				errs = append(errs, "MPI call lost: "+base.names[c])
			}
		}
	}
	if rep != nil {
		for _, rr := range rep.Regions {
			if rr.Fate != FateAbstracted || rr.Nested {
				continue
			}
			got := addTimeIDs[int64(rr.ID)]
			own := len(rr.Calls) - coalescedCalls(rr)
			if len(rr.Calls) == 0 || len(got) != own {
				errs = append(errs, fmt.Sprintf("region %d (%s) abstracted with %d ADD_TIME calls in the module, %d recorded", rr.ID, rr.Span, len(got), own))
				continue
			}
			for i, c := range rr.Calls {
				if rr.CoalescedInto != nil && rr.Accums[i] != nil {
					if msg := checkAccum(rr.Accums[i], rr.CoalescedInto, present); msg != "" {
						errs = append(errs, fmt.Sprintf("region %d (%s): %s", rr.ID, rr.Span, msg))
					}
				} else if !present[c] {
					errs = append(errs, fmt.Sprintf("region %d (%s): its ADD_TIME call was deleted", rr.ID, rr.Span))
				}
			}
			if want := exitsOf(rr); len(rr.Calls) != want {
				errs = append(errs, fmt.Sprintf("region %d (%s): %d ADD_TIME calls for %d ways out", rr.ID, rr.Span, len(rr.Calls), want))
			}
		}
	}
	if rep != nil {
		errs = append(errs, verifyCoalesced(p.Module, rep, addTimeIDs, present)...)
	}
	for _, f := range p.Module.Funcs {
		errs = append(errs, checkSSA(f)...)
	}
	if len(errs) == 0 {
		if _, err := llvmir.Parse(p.Path+" (skeleton)", []byte(p.Module.String())); err != nil {
			errs = append(errs, "the printed module does not load back: "+err.Error())
		}
	}
	if len(errs) > 0 {
		sort.Strings(errs)
		return &VerifyError{Problems: errs}
	}
	return nil
}

// coalescedCalls is how many of rr's ADD_TIME calls Coalesce replaced.
func coalescedCalls(rr *RegionReport) int {
	n := 0
	if rr.CoalescedInto != nil {
		for _, st := range rr.Accums {
			if st != nil {
				n++
			}
		}
	}
	return n
}

// checkAccum checks that st, standing for an ADD_TIME call, still adds
// to the slot of co what the call charged.
func checkAccum(st *ir.InstStore, co *Coalescing, present map[ir.Instruction]bool) string {
	if !present[st] {
		return "the addition that replaced its ADD_TIME call was deleted"
	}
	sum, ok := st.Src.(*ir.InstFAdd)
	if st.Dst != value.Value(co.Slot) || !ok {
		return "the store that replaced its ADD_TIME call no longer adds to the loop's sum"
	}
	if ld, ok := sum.X.(*ir.InstLoad); !ok || ld.Src != value.Value(co.Slot) || !present[ld] || !present[sum] {
		return "the store that replaced its ADD_TIME call no longer adds to the loop's sum"
	}
	return ""
}

// exitsOf is how many ADD_TIME calls a region needs: one, or one per
// return when it ends at the function's return.
func exitsOf(rr *RegionReport) int {
	r := rr.Region
	if r == nil || r.Exit.Block != nil {
		return 1
	}
	n := 0
	for _, b := range r.Terms {
		if _, ok := b.Term.(*ir.TermRet); ok {
			n++
		}
	}
	return n
}

// VerifyError lists the broken invariants.
type VerifyError struct{ Problems []string }

func (e *VerifyError) Error() string {
	s := "skeleton verification failed:"
	for _, p := range e.Problems {
		s += "\n  " + p
	}
	return s
}

// checkSSA checks phis against predecessors and that every instruction
// operand is defined in the function and dominates its use.
func checkSSA(f *ir.Func) []string {
	if len(f.Blocks) == 0 {
		return nil
	}
	var errs []string
	c := cfg.New(f)
	where := map[value.Value][2]int{} // block index, position
	for bi, b := range f.Blocks {
		for ii, inst := range b.Insts {
			if v, ok := inst.(value.Value); ok {
				where[v] = [2]int{bi, ii}
			}
		}
	}
	preds := map[*ir.Block]map[*ir.Block]bool{}
	for _, b := range f.Blocks {
		for _, s := range cfg.Successors(b) {
			if preds[s] == nil {
				preds[s] = map[*ir.Block]bool{}
			}
			preds[s][b] = true
		}
	}
	name := "@" + f.Name()
	dominates := func(v value.Value, bi, ii int) bool {
		d, ok := where[v]
		if !ok {
			return false
		}
		if d[0] == bi {
			return d[1] < ii
		}
		return c.Dom.Dominates(d[0], bi)
	}
	local := func(v value.Value) bool {
		_, ok := v.(ir.Instruction)
		return ok
	}
	for bi, b := range f.Blocks {
		if b.Term == nil {
			errs = append(errs, fmt.Sprintf("%s: block %s has no terminator", name, cfg.BlockName(b)))
			continue
		}
		if !c.Dom.Reachable(bi) {
			continue
		}
		phis := true
		for ii, inst := range b.Insts {
			phi, isPhi := inst.(*ir.InstPhi)
			if isPhi && !phis {
				errs = append(errs, fmt.Sprintf("%s: phi %s after other instructions in %s", name, phi.Ident(), cfg.BlockName(b)))
			}
			if !isPhi {
				phis = false
			}
			if isPhi {
				seen := map[*ir.Block]bool{}
				for _, inc := range phi.Incs {
					p := inc.Pred.(*ir.Block)
					if !preds[b][p] {
						errs = append(errs, fmt.Sprintf("%s: phi %s in %s has an entry for %s, not a predecessor", name, phi.Ident(), cfg.BlockName(b), cfg.BlockName(p)))
						continue
					}
					seen[p] = true
					if local(inc.X) {
						pi := c.Index[p]
						if !dominates(inc.X, pi, len(p.Insts)) {
							errs = append(errs, fmt.Sprintf("%s: phi %s in %s: %s does not dominate the edge from %s", name, phi.Ident(), cfg.BlockName(b), inc.X.Ident(), cfg.BlockName(p)))
						}
					}
				}
				if len(seen) != len(preds[b]) {
					errs = append(errs, fmt.Sprintf("%s: phi %s in %s has %d entries for %d predecessors", name, phi.Ident(), cfg.BlockName(b), len(seen), len(preds[b])))
				}
				continue
			}
			for _, op := range operandsOf(inst) {
				if local(*op) && !dominates(*op, bi, ii) {
					errs = append(errs, fmt.Sprintf("%s: %s uses %s, which does not dominate it", name, instText(inst), (*op).Ident()))
				}
			}
		}
		for _, op := range b.Term.Operands() {
			if local(*op) && !dominates(*op, bi, len(b.Insts)) {
				errs = append(errs, fmt.Sprintf("%s: the terminator of %s uses %s, which does not dominate it", name, cfg.BlockName(b), (*op).Ident()))
			}
		}
	}
	return errs
}

func instText(inst ir.Instruction) string {
	if v, ok := inst.(value.Named); ok && v.Name() != "" {
		return v.Ident()
	}
	return fmt.Sprintf("%T", inst)
}

// verifyCoalesced checks each loop Coalesce rewrote: it is still a loop
// of its function; no ADD_TIME is left in its blocks and every
// accumulation into its slot is in them; the slot is zeroed on entry to the
// function; and every edge leaving the loop passes through one of its
// tests, which reads and resets the slot and charges a non-zero sum by one
// ADD_TIME of the loop's id, the only calls carrying that id.
func verifyCoalesced(m *ir.Module, rep *Report, addTimeIDs map[int64][]*ir.InstCall, present map[ir.Instruction]bool) []string {
	var errs []string
	funcs := map[string]*ir.Func{}
	for _, f := range m.Funcs {
		funcs[f.Name()] = f
	}
	cfgs := map[*ir.Func]*cfg.CFG{}
	flushes := map[int]int{}
	accums := map[*Coalescing][]*ir.InstStore{}
	for _, rr := range rep.Regions {
		for _, st := range rr.Accums {
			if st != nil {
				accums[rr.CoalescedInto] = append(accums[rr.CoalescedInto], st)
			}
		}
	}
	for _, co := range rep.Coalesced {
		flushes[co.ID] += len(co.Flushes)
		where := fmt.Sprintf("coalesced loop %s (region %d)", co.Loop, co.ID)
		f := funcs[co.Func]
		if f == nil || len(f.Blocks) == 0 {
			errs = append(errs, where+": its function is gone")
			continue
		}
		if cfgs[f] == nil {
			cfgs[f] = cfg.New(f)
		}
		c := cfgs[f]
		var loop *cfg.Loop
		if h, ok := c.Index[co.Header]; ok {
			for _, l := range c.Loops.All {
				if l.Header == h {
					loop = l
					break
				}
			}
		}
		if loop == nil {
			errs = append(errs, where+": no longer a loop")
			continue
		}
		zeroed := false
		for _, inst := range f.Blocks[0].Insts {
			if st, ok := inst.(*ir.InstStore); ok && st.Dst == value.Value(co.Slot) {
				z, isFloat := st.Src.(*constant.Float)
				zeroed = isFloat && z.X.Sign() == 0
				break
			}
		}
		if !present[co.Slot] || !zeroed {
			errs = append(errs, where+": its sum is not zeroed on entry to the function")
		}
		inLoop := map[ir.Instruction]bool{}
		for _, n := range loop.Body {
			for _, inst := range c.Blocks[n].Insts {
				inLoop[inst] = true
				if call, ok := inst.(*ir.InstCall); ok && IsAddTime(call) {
					errs = append(errs, fmt.Sprintf("%s: an ADD_TIME in %s, inside the loop", where, cfg.BlockName(c.Blocks[n])))
				}
			}
		}
		for _, st := range accums[co] {
			if !inLoop[st] {
				errs = append(errs, where+": an addition to its sum is outside the loop")
			}
		}
		tests := map[*ir.Block]int{}
		for i, t := range co.Tests {
			tests[t] = i
		}
		for _, e := range loop.Exits {
			i, ok := -1, false
			if e.To != c.Exit {
				i, ok = tests[c.Blocks[e.To]]
			}
			if !ok {
				errs = append(errs, fmt.Sprintf("%s: the exit from %s does not charge the sum", where, cfg.BlockName(c.Blocks[e.From])))
				continue
			}
			if msg := checkFlush(co, co.Tests[i], co.Flushes[i], present); msg != "" {
				errs = append(errs, fmt.Sprintf("%s: exit from %s: %s", where, cfg.BlockName(c.Blocks[e.From]), msg))
			}
		}
	}
	for id, n := range flushes {
		if got := len(addTimeIDs[int64(id)]); got != n {
			errs = append(errs, fmt.Sprintf("region %d: %d ADD_TIME calls in the module, %d charging coalesced loops", id, got, n))
		}
	}
	return errs
}

// checkFlush checks an exit test of co: it loads the slot, resets it, and
// branches on the sum to a block whose ADD_TIME charges that load.
func checkFlush(co *Coalescing, test *ir.Block, call *ir.InstCall, present map[ir.Instruction]bool) string {
	if len(test.Insts) < 3 {
		return "its test was emptied"
	}
	ld, ok1 := test.Insts[len(test.Insts)-3].(*ir.InstLoad)
	reset, ok2 := test.Insts[len(test.Insts)-2].(*ir.InstStore)
	br, ok3 := test.Term.(*ir.TermCondBr)
	if !ok1 || !ok2 || !ok3 || ld.Src != value.Value(co.Slot) || reset.Dst != value.Value(co.Slot) {
		return "its test no longer reads and resets the sum"
	}
	flush, ok := br.TargetTrue.(*ir.Block)
	if !ok || !present[call] || len(flush.Insts) == 0 || flush.Insts[0] != ir.Instruction(call) {
		return "the ADD_TIME charging the sum was deleted"
	}
	if id, ok := call.Args[0].(*constant.Int); !ok || id.X.Int64() != int64(co.ID) || call.Args[1] != value.Value(ld) {
		return "the ADD_TIME charging the sum charges something else"
	}
	return ""
}
