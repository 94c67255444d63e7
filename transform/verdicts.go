// Verdicts: branches on the program's results (validation, error counts reduced over the ranks) taken as a successful run takes them, so that the skeleton need not compute the results.
package transform

import (
	"fmt"
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/mpiskel/mpiskel/analysis/callgraph"
	"github.com/mpiskel/mpiskel/analysis/cfg"
	"github.com/mpiskel/mpiskel/analysis/pointsto"
	"github.com/mpiskel/mpiskel/analysis/slice"
	"github.com/mpiskel/mpiskel/frontend"
	"github.com/mpiskel/mpiskel/runtime/mpi"
)

// Verdict is a branch on the program's results that the skeleton does not
// decide as the program does.
type Verdict struct {
	Pos string // the branch, file:line
	// Taken is the side always taken, "true" or "false"; "" when the
	// branch is left to the data the skeleton has.
	Taken  string
	Reason string
}

// Verdicts are the skeleton's decisions on the program's checks of its
// results.
type Verdicts struct {
	List []Verdict
	// Undecided are the branches left to the skeleton's data
	// (AbstractOptions.Undecided).
	Undecided map[ir.Terminator]bool
}

// PredictVerdicts decides the branches on the program's results, which
// the skeleton should not have to compute. A branch is on results when its
// condition reads floating-point values or data that communication wrote
// (a residual, a checksum, an error count reduced over the ranks). When its
// other side ends the program with an error (exit with a status other than
// 0, abort, MPI_Abort), its condition becomes the constant that takes the
// side that goes on, and the slice, computed again by reslice (the result
// is the slice to use), no longer needs what computed it: such checks
// pulled a kernel's whole computation into the skeleton through the error
// flag reduced with MPI_Allreduce, which SST/macro's branch_predict pragma
// avoids by hand. When the slice keeps nothing it decides and it only
// chooses what is printed, it is left to the data the skeleton has
// (computing its condition kept whatever fed it; forcing a side could skip
// a guard, and a choice between loops is a choice of time, not a verdict).
// Loop exits and latches are not verdicts (their counts are W), nor is a
// branch under '#pragma mpiskel keep'. The skeleton's printed results may
// then differ from the program's; its MPI calls do not, in a run that
// succeeds.
func PredictVerdicts(p *frontend.Program, sl *slice.Result, prags *Pragmas, reslice func() (*slice.Result, error)) (*Verdicts, *slice.Result, error) {
	received := receivedObjects(p, sl.PointsTo())
	// A check taken can leave another deciding nothing (an error flag no
	// longer reduced): until none is left.
	v := &Verdicts{Undecided: map[ir.Terminator]bool{}}
	for {
		found := decideVerdicts(p, sl, prags, received, nil)
		if len(found) == 0 {
			break
		}
		v.List = append(v.List, found...)
		var err error
		if sl, err = reslice(); err != nil {
			return v, sl, err
		}
	}
	v.List = append(v.List, decideVerdicts(p, sl, prags, received, v.Undecided)...)
	return v, sl, nil
}

// receivedObjects are the objects communicating MPI calls write.
func receivedObjects(p *frontend.Program, pt *pointsto.Result) map[int]bool {
	received := map[int]bool{}
	for _, f := range p.Module.Funcs {
		for _, b := range f.Blocks {
			for _, inst := range b.Insts {
				if call, ok := inst.(*ir.InstCall); ok && communicatingCall(call) {
					for _, o := range pt.Mod(call) {
						received[o.ID()] = true
					}
				}
			}
		}
	}
	return received
}

// DecideSeen takes each branch the slice does not keep whose condition
// reads data the skeleton does not compute (results, what MPI received)
// the way the profile run saw it go every time (seen: the share of its
// executions that went its true way), whether it is left to the
// skeleton's data (undecided, from which it is removed) or stays as the
// guard of a counted loop. A branch the slice keeps computes its condition
// as the program does (soa_pic grows its receive buffer on a received
// count: decided as at 4 ranks, the buffer was too small at 16): -O1 peels the check of a received vector's first element
// off its verification loop, and on data the skeleton never had that
// check chose the error message over the loop (0.33x). Loop exits and
// latches stay (their counts are W), as do the guards of loops that keep
// their own tests, branches under '#pragma mpiskel keep' and those the run
// saw go both ways. The slice must then be computed again.
func DecideSeen(p *frontend.Program, sl *slice.Result, prags *Pragmas, undecided map[ir.Terminator]bool, seen func(*ir.TermCondBr) (float64, bool)) []Verdict {
	pt := sl.PointsTo()
	received := receivedObjects(p, pt)
	// A loop that keeps its own exit test on received data it does not
	// have (LoopCount leaves a work-only one so) must keep its guard too:
	// entered whatever the data, count.c's expansion of received counts
	// never ended.
	ownTest := map[*ir.Block]bool{}
	for _, dl := range DataLoops(sl) {
		if !dl.ControlsMPI && strings.HasPrefix(dl.Cause, slice.PayloadCause) {
			ownTest[dl.Header] = true
		}
	}
	guards := func(br *ir.TermCondBr) bool {
		for _, t := range []value.Value{br.TargetTrue, br.TargetFalse} {
			b, _ := t.(*ir.Block)
			for i := 0; b != nil && i < 4; i++ {
				if ownTest[b] {
					return true
				}
				j, ok := b.Term.(*ir.TermBr)
				if !ok {
					break
				}
				b, _ = j.Target.(*ir.Block)
			}
		}
		return false
	}
	var out []Verdict
	for _, f := range p.Module.Funcs {
		var g *cfg.CFG
		for _, b := range f.Blocks {
			br, ok := b.Term.(*ir.TermCondBr)
			if !ok || sl.KeptTerm(br) {
				continue
			}
			q, ok := seen(br)
			if _, isConst := br.Cond.(constant.Constant); isConst || !ok || q != 0 && q != 1 || guards(br) || !onResults(br.Cond, pt, received, map[value.Value]bool{}) {
				continue
			}
			if g == nil {
				g = cfg.New(f)
			}
			if loopControl(g, b) {
				continue
			}
			pos := f.Name()
			if loc := frontend.DebugLocation(br.Metadata); loc != nil {
				file := frontend.ScopeFile(loc.Scope, f.Name())
				if prags.keepAt(file, int(loc.Line)) {
					continue
				}
				pos = fmt.Sprintf("%s:%d", file, loc.Line)
			}
			br.Cond = constant.NewBool(q == 1)
			delete(undecided, br)
			out = append(out, Verdict{Pos: pos, Taken: fmt.Sprint(q == 1), Reason: "the profile run saw it go this way every time, on data the skeleton does not compute"})
		}
	}
	return out
}

// decideVerdicts makes the checks whose other side ends the program
// constants, or with undecided set, lists in it the branches the slice
// does not keep.
func decideVerdicts(p *frontend.Program, sl *slice.Result, prags *Pragmas, received map[int]bool, undecided map[ir.Terminator]bool) []Verdict {
	pt := sl.PointsTo()
	var out []Verdict
	seen := map[Verdict]bool{}
	for _, f := range p.Module.Funcs {
		if len(f.Blocks) == 0 {
			continue
		}
		var g *cfg.CFG
		for _, b := range f.Blocks {
			br, ok := b.Term.(*ir.TermCondBr)
			if !ok {
				continue
			}
			if _, isConst := br.Cond.(constant.Constant); isConst || !onResults(br.Cond, pt, received, map[value.Value]bool{}) {
				continue
			}
			tt, ft := br.TargetTrue.(*ir.Block), br.TargetFalse.(*ir.Block)
			failT, failF := failure(b, tt, f), failure(b, ft, f)
			var take, why string
			switch {
			case undecided != nil:
				if failT != "" || failF != "" || sl.KeptTerm(br) {
					continue
				}
				if g == nil {
					g = cfg.New(f)
				}
				if !onlyPrints(g, b, sl) {
					continue
				}
				why = "it only decides what is printed: left to the data the skeleton has"
			case failT != "" && failF == "":
				take, why = "false", "its other side ends the program: "+failT
			case failF != "" && failT == "":
				take, why = "true", "its other side ends the program: "+failF
			default:
				continue
			}
			if g == nil {
				g = cfg.New(f)
			}
			if loopControl(g, b) {
				continue
			}
			loc := frontend.DebugLocation(br.Metadata)
			pos := f.Name()
			if loc != nil {
				file := frontend.ScopeFile(loc.Scope, f.Name())
				if prags.keepAt(file, int(loc.Line)) {
					continue
				}
				pos = fmt.Sprintf("%s:%d", file, loc.Line)
			}
			if undecided != nil {
				undecided[br] = true
			} else {
				br.Cond = constant.NewBool(take == "true")
			}
			if v := (Verdict{Pos: pos, Taken: take, Reason: why}); !seen[v] { // a || or && is several branches
				seen[v] = true
				out = append(out, v)
			}
		}
	}
	return out
}

// failure tells whether every path from s (a successor of the branch in
// from) ends the program with an error before returning or coming back to
// from, and names the call that does, "" if not.
func failure(from, s *ir.Block, f *ir.Func) string {
	seen := map[*ir.Block]bool{}
	var fails func(b *ir.Block) (string, bool)
	fails = func(b *ir.Block) (string, bool) {
		if b == from || seen[b] {
			return "", b != from // a block seen before is judged where first met
		}
		seen[b] = true
		for _, inst := range b.Insts {
			if call, ok := inst.(*ir.InstCall); ok {
				if name := errorExit(call); name != "" {
					return name + " at " + callPos(call, f), true
				}
			}
		}
		succ := cfg.Successors(b)
		if len(succ) == 0 {
			_, unreachable := b.Term.(*ir.TermUnreachable)
			return "", unreachable
		}
		first := ""
		for _, t := range succ {
			at, ok := fails(t)
			if !ok {
				return "", false
			}
			if first == "" {
				first = at
			}
		}
		return first, true
	}
	at, ok := fails(s)
	if !ok {
		return ""
	}
	if at == "" {
		at = "no return"
	}
	return at
}

// errorExit names the function when call ends the program with an error.
func errorExit(call *ir.InstCall) string {
	callee, ok := callgraph.Callee(call)
	if !ok {
		return ""
	}
	switch name := callee.Name(); name {
	case "abort", "MPI_Abort", "PMPI_Abort", "__assert_fail":
		return name
	case "exit", "_exit", "_Exit", "quick_exit":
		if len(call.Args) == 1 {
			if c, ok := call.Args[0].(*constant.Int); ok && c.X.Sign() == 0 {
				return ""
			}
		}
		return name
	}
	return ""
}

// onlyPrints tells whether what b's branch decides, up to where its
// sides meet again, is straight code that at most prints and stores what
// nothing kept reads (the slice keeps no branch a kept store depends on,
// and no store into memory the slice reads: a done flag the slice does not
// need from this store, since the loop's exit test ended the loop after
// it, would reach the flag's kept readers once the loop runs a counted
// number of times):
// the choice between such sides costs next to nothing (a choice between
// loops or calls would change the skeleton's time), and merges no value
// the function returns where they meet ('return s > 0 ? 0 : 1' is the
// exit status).
func onlyPrints(g *cfg.CFG, b *ir.Block, sl *slice.Result) bool {
	n := g.Index[b]
	join := g.PostDom.Idom[n]
	if join >= 0 && join < len(g.Blocks) && mergesReturned(g, g.Blocks[join]) {
		return false
	}
	seen := map[int]bool{}
	work := append([]int(nil), g.G.Succ[n]...)
	for len(work) > 0 {
		x := work[len(work)-1]
		work = work[:len(work)-1]
		if x == join || seen[x] {
			continue
		}
		if x == n || x >= len(g.Blocks) || g.Loops.Of[x] != g.Loops.Of[n] || len(seen) > 64 {
			return false
		}
		seen[x] = true
		for _, inst := range g.Blocks[x].Insts {
			if st, ok := inst.(*ir.InstStore); ok {
				for _, o := range sl.PointsTo().PointsTo(st.Dst) {
					if sl.ObjectKept(o) {
						return false
					}
				}
			}
			if call, ok := inst.(*ir.InstCall); ok {
				callee, direct := callgraph.Callee(call)
				if !direct || !callgraph.IsIntrinsic(callee) && !printing[callee.Name()] {
					return false
				}
			}
		}
		work = append(work, g.G.Succ[x]...)
	}
	return true
}

// mergesReturned tells whether a phi of join is what the function returns
// (directly or through a cast): a value the branch decides.
func mergesReturned(g *cfg.CFG, join *ir.Block) bool {
	phis := map[value.Value]bool{}
	for _, inst := range join.Insts {
		if phi, ok := inst.(*ir.InstPhi); ok {
			phis[phi] = true
		}
	}
	if len(phis) == 0 {
		return false
	}
	for _, b := range g.Blocks {
		ret, ok := b.Term.(*ir.TermRet)
		if !ok || ret.X == nil {
			continue
		}
		if phis[ret.X] || phis[uncast(ret.X)] {
			return true
		}
	}
	return false
}

// loopControl tells whether b's branch leaves a loop or goes back to its
// header: such a branch decides a trip count, which W needs.
func loopControl(g *cfg.CFG, b *ir.Block) bool {
	n := g.Index[b]
	for l := g.Loops.Of[n]; l != nil; l = l.Parent {
		for _, s := range g.G.Succ[n] {
			if !l.Contains(s) || s == l.Header {
				return true
			}
		}
	}
	return false
}

// onResults tells whether v reads floating-point values or data that MPI
// communication wrote (an object of received), through SSA operands and
// loads.
func onResults(v value.Value, pt *pointsto.Result, received map[int]bool, seen map[value.Value]bool) bool {
	if seen[v] {
		return false
	}
	seen[v] = true
	if isFloatType(v.Type()) {
		return true
	}
	inst, ok := v.(ir.Instruction)
	if !ok {
		return false
	}
	switch x := inst.(type) {
	case *ir.InstLoad:
		for _, o := range pt.PointsTo(x.Src) {
			if received[o.ID()] {
				return true
			}
		}
		return false
	case *ir.InstCall, *ir.InstAlloca:
		return false
	}
	for _, op := range operandsOf(inst) {
		if _, isBlock := (*op).(*ir.Block); !isBlock && onResults(*op, pt, received, seen) {
			return true
		}
	}
	return false
}

func isFloatType(t types.Type) bool {
	switch x := t.(type) {
	case *types.FloatType:
		return true
	case *types.VectorType:
		return isFloatType(x.ElemType)
	}
	return false
}

// communicatingCall tells whether call is an MPI call that communicates
// (not a query of rank or size, whose results are no verdicts).
func communicatingCall(call *ir.InstCall) bool {
	f, ok := callgraph.Callee(call)
	if !ok || len(f.Blocks) > 0 {
		return false
	}
	mf, isMPI := mpi.Lookup(f.Name())
	return isMPI && communicates(mf.Kind)
}
