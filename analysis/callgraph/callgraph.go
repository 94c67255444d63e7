// Package callgraph builds the call graph of an IR module and propagates
// "contains MPI" through it: a function contains MPI when it calls an MPI
// function or, transitively, a function that does.
//
// Indirect calls are resolved conservatively by type: a call through a
// pointer may reach every function whose address is taken and whose
// signature is the call's.
package callgraph

import (
	"sort"
	"strings"
	"sync"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/mpiskel/mpiskel/runtime/mpi"
)

// Site is one call instruction.
type Site struct {
	Call   *ir.InstCall
	Caller *ir.Func
	// Callees are the functions the call may reach: one for a direct call,
	// the type-compatible address-taken functions for an indirect one.
	Callees  []*ir.Func
	Indirect bool
	MPI      *mpi.Func // the MPI function of a direct MPI call, else nil
}

// Graph is a module's call graph.
type Graph struct {
	Funcs []*ir.Func // module order
	Sites map[*ir.Func][]*Site
	// Callers lists, per function, the functions that may call it, in
	// module order.
	Callers  map[*ir.Func][]*ir.Func
	mpi      map[*ir.Func]bool
	pure     map[*ir.Func]pureState // Pure's answers
	pureOnce sync.Once
}

// Build computes the call graph of m.
func Build(m *ir.Module) *Graph {
	g := &Graph{Funcs: m.Funcs, Sites: map[*ir.Func][]*Site{}, Callers: map[*ir.Func][]*ir.Func{}, mpi: map[*ir.Func]bool{}}
	taken := AddressTaken(m)
	for _, f := range m.Funcs {
		for _, b := range f.Blocks {
			for _, inst := range b.Insts {
				call, ok := inst.(*ir.InstCall)
				if !ok {
					continue
				}
				s := &Site{Call: call, Caller: f}
				if callee, ok := Callee(call); ok {
					if IsIntrinsic(callee) {
						continue
					}
					s.Callees = []*ir.Func{callee}
					if mf, ok := mpi.Lookup(callee.Name()); ok {
						s.MPI = mf
					}
				} else {
					s.Indirect = true
					for _, t := range taken {
						if types.Equal(t.Sig, call.Sig()) {
							s.Callees = append(s.Callees, t)
						}
					}
				}
				g.Sites[f] = append(g.Sites[f], s)
			}
		}
	}
	seen := map[[2]*ir.Func]bool{}
	for _, f := range m.Funcs {
		for _, s := range g.Sites[f] {
			for _, c := range s.Callees {
				if !seen[[2]*ir.Func{f, c}] {
					seen[[2]*ir.Func{f, c}] = true
					g.Callers[c] = append(g.Callers[c], f)
				}
			}
		}
	}
	// Propagate backwards from MPI functions along caller edges.
	var work []*ir.Func
	for _, f := range m.Funcs {
		if _, ok := mpi.Lookup(f.Name()); ok && len(f.Blocks) == 0 {
			g.mpi[f] = true
			work = append(work, f)
		}
	}
	for len(work) > 0 {
		f := work[len(work)-1]
		work = work[:len(work)-1]
		for _, c := range g.Callers[f] {
			if !g.mpi[c] {
				g.mpi[c] = true
				work = append(work, c)
			}
		}
	}
	return g
}

// ContainsMPI reports whether calling f may perform an MPI call: f is an
// MPI function or reaches one through calls.
func (g *Graph) ContainsMPI(f *ir.Func) bool { return g.mpi[f] }

// SiteMPI reports whether the call may perform MPI, and through which
// function when it is not itself an MPI call (the first such callee by
// name, "" for a direct MPI call).
func (g *Graph) SiteMPI(s *Site) (bool, string) {
	if s.MPI != nil {
		return true, ""
	}
	var via []string
	for _, c := range s.Callees {
		if g.mpi[c] {
			via = append(via, c.Name())
		}
	}
	if len(via) == 0 {
		return false, ""
	}
	sort.Strings(via)
	return true, via[0]
}

// Callee returns the function a call names directly, looking through
// bitcasts of the callee.
func Callee(call *ir.InstCall) (*ir.Func, bool) {
	v := call.Callee
	for {
		switch c := v.(type) {
		case *ir.Func:
			return c, true
		case *constant.ExprBitCast:
			v = c.From
		default:
			return nil, false
		}
	}
}

// IsIntrinsic reports whether f is an LLVM intrinsic (llvm.*), or a C
// library function that compilers lower to one (clang turns fabs into
// llvm.fabs even at -O0): operations, not calls of code.
func IsIntrinsic(f *ir.Func) bool {
	return strings.HasPrefix(f.Name(), "llvm.") || len(f.Blocks) == 0 && builtinOps[f.Name()]
}

var builtinOps = map[string]bool{"fabs": true, "fabsf": true, "fabsl": true}

// AddressTaken lists the functions used other than as a direct callee, in
// module order: the ones a call through a pointer may reach.
func AddressTaken(m *ir.Module) []*ir.Func {
	taken := map[*ir.Func]bool{}
	var visit func(v value.Value, depth int)
	visit = func(v value.Value, depth int) {
		if depth > 32 {
			return
		}
		switch c := v.(type) {
		case *ir.Func:
			taken[c] = true
		case *constant.ExprBitCast:
			visit(c.From, depth+1)
		case *constant.Struct:
			for _, f := range c.Fields {
				visit(f, depth+1)
			}
		case *constant.Array:
			for _, e := range c.Elems {
				visit(e, depth+1)
			}
		case *constant.Vector:
			for _, e := range c.Elems {
				visit(e, depth+1)
			}
		}
	}
	for _, gl := range m.Globals {
		if gl.Init != nil {
			visit(gl.Init, 0)
		}
	}
	for _, f := range m.Funcs {
		for _, b := range f.Blocks {
			for _, inst := range b.Insts {
				ops := inst.(interface{ Operands() []*value.Value }).Operands()
				for i, op := range ops {
					if call, ok := inst.(*ir.InstCall); ok && i == 0 && *op == call.Callee {
						if _, direct := Callee(call); direct {
							continue
						}
					}
					visit(*op, 0)
				}
			}
		}
	}
	var out []*ir.Func
	for _, f := range m.Funcs {
		if taken[f] {
			out = append(out, f)
		}
	}
	return out
}
