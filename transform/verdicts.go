// Verdicts: branches on the program's results (validation, error counts reduced over the ranks) taken as a successful run takes them, so that the skeleton need not compute the results.
package transform

import (
	"fmt"

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

// Verdict is a branch the skeleton always takes one way.
type Verdict struct {
	Pos    string // the branch, file:line
	Taken  string // the side taken: "true" or "false"
	Reason string
}

// PredictVerdicts makes each branch on the program's results go the way a
// successful run goes, and lists them. A branch is on results when its
// condition reads floating-point values or data an MPI call wrote (a
// residual, a checksum, an error count reduced over the ranks); it goes
// one way when its other side ends the program with an error (exit with a
// status other than 0, abort, MPI_Abort), or when it decides nothing the
// slice sl keeps (then the false side: an if's body is skipped). Left as
// they are, such checks pulled every computation feeding them into the
// skeleton (a kernel's validation reduced with MPI_Allreduce kept the whole
// kernel), in the way SST/macro's branch_predict pragma avoids. The
// condition becomes a constant; the code computing it is then left to the
// slice, which no longer needs it (reslice computes it again, and the
// slice it returns is the one to use). Loop exits and
// latches are not verdicts (their counts are W), nor is a branch under
// '#pragma mpiskel keep'. The skeleton's printed results may then differ
// from the program's; its MPI calls do not, in a run that succeeds.
func PredictVerdicts(p *frontend.Program, sl *slice.Result, prags *Pragmas, reslice func() (*slice.Result, error)) ([]Verdict, *slice.Result, error) {
	pt := sl.PointsTo()
	received := map[int]bool{} // objects communicating MPI calls write
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
	// A verdict taken can leave another check deciding nothing (an error
	// flag no longer reduced): until none is left.
	var all []Verdict
	for {
		found := predictVerdicts(p, sl, prags, received)
		if len(found) == 0 {
			return all, sl, nil
		}
		all = append(all, found...)
		var err error
		if sl, err = reslice(); err != nil {
			return all, sl, err
		}
	}
}

func predictVerdicts(p *frontend.Program, sl *slice.Result, prags *Pragmas, received map[int]bool) []Verdict {
	pt := sl.PointsTo()
	var out []Verdict
	for _, f := range p.Module.Funcs {
		if len(f.Blocks) == 0 {
			continue
		}
		var loops *cfg.LoopForest
		var g *cfg.CFG
		for _, b := range f.Blocks {
			br, ok := b.Term.(*ir.TermCondBr)
			if !ok {
				continue
			}
			if _, isConst := br.Cond.(constant.Constant); isConst {
				continue
			}
			tt, ft := br.TargetTrue.(*ir.Block), br.TargetFalse.(*ir.Block)
			failT, failF := failure(b, tt, f), failure(b, ft, f)
			var take bool
			var why string
			switch {
			case failT != "" && failF == "":
				take, why = false, "its other side ends the program: "+failT
			case failF != "" && failT == "":
				take, why = true, "its other side ends the program: "+failF
			case failT == "" && failF == "" && !sl.KeptTerm(br):
				take, why = false, "it decides no communication"
			default:
				continue
			}
			if g == nil {
				g = cfg.New(f)
				loops = g.Loops
			}
			if loopControl(g, loops, b) || !onResults(br.Cond, pt, received, map[value.Value]bool{}) {
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
			br.Cond = constant.NewBool(take)
			v := Verdict{Pos: pos, Taken: fmt.Sprint(take), Reason: why}
			if len(out) == 0 || out[len(out)-1] != v { // a || or && is several branches
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

// loopControl tells whether b's branch leaves a loop or goes back to its
// header: such a branch decides a trip count, which W needs.
func loopControl(g *cfg.CFG, loops *cfg.LoopForest, b *ir.Block) bool {
	n := g.Index[b]
	for l := loops.Of[n]; l != nil; l = l.Parent {
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
