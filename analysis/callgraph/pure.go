// Pure: the functions a loop may call and stay one abstracted region at level 3, loop-free computations whose only effect is their result.
package callgraph

import (
	"strings"

	"github.com/llir/llvm/ir"

	"github.com/mpiskel/mpiskel/analysis/cfg"
)

// pureLibm are the C library's functions that compute a result from their
// arguments alone (errno aside, which no MPI program's communication reads).
var pureLibm = map[string]bool{}

func init() {
	for _, name := range strings.Fields(`sin cos tan asin acos atan atan2 sinh cosh tanh asinh acosh atanh
		exp exp2 expm1 log log2 log10 log1p pow sqrt cbrt hypot fabs floor ceil trunc round rint nearbyint
		fmod remainder fmin fmax fdim copysign erf erfc tgamma lgamma abs labs llabs`) {
		pureLibm[name] = true
		if name != "abs" && name != "labs" && name != "llabs" {
			pureLibm[name+"f"] = true
		}
	}
}

// Pure reports whether calling f only computes its result: f is defined,
// has no loop and is not recursive, stores only into its own stack slots,
// and calls only intrinsics, the pure functions of libm and other pure
// functions. Such a call neither communicates, prints nor changes memory
// its caller sees, and its cost is its own instructions: a loop calling it
// is one abstracted region at level 3 (level 4 remains for calls whose
// effects or costs reach beyond them).
func (g *Graph) Pure(f *ir.Func) bool {
	// Decided on first use, for every function: most graphs are built for
	// ContainsMPI alone, and a function's loops take its CFG to find.
	g.pureOnce.Do(func() {
		g.pure = map[*ir.Func]pureState{}
		for _, f := range g.Funcs {
			g.findPure(f)
		}
	})
	return g.pure[f] == pureYes
}

// findPure decides Pure for f and the functions it calls.
func (g *Graph) findPure(f *ir.Func) bool {
	switch g.pure[f] {
	case pureYes:
		return true
	case pureNo, pureVisiting: // a recursive call is not pure
		return false
	}
	if len(f.Blocks) == 0 {
		return g.decide(f, pureLibm[f.Name()])
	}
	g.pure[f] = pureVisiting
	return g.decide(f, g.pureBody(f))
}

func (g *Graph) decide(f *ir.Func, pure bool) bool {
	g.pure[f] = pureNo
	if pure {
		g.pure[f] = pureYes
	}
	return pure
}

// PureSite reports whether call site s only computes its result: every
// function it may reach is Pure.
func (g *Graph) PureSite(s *Site) bool {
	if s.MPI != nil || len(s.Callees) == 0 {
		return false
	}
	for _, c := range s.Callees {
		if !g.Pure(c) {
			return false
		}
	}
	return true
}

type pureState uint8

const (
	pureUnknown pureState = iota
	pureVisiting
	pureYes
	pureNo
)

func (g *Graph) pureBody(f *ir.Func) bool {
	if len(cfg.New(f).Loops.All) > 0 {
		return false
	}
	for _, b := range f.Blocks {
		for _, inst := range b.Insts {
			switch in := inst.(type) {
			case *ir.InstStore:
				if !ownSlot(f, in.Dst) {
					return false
				}
			case *ir.InstAtomicRMW, *ir.InstCmpXchg, *ir.InstFence, *ir.InstVAArg:
				return false
			case *ir.InstCall:
				callee, ok := Callee(in)
				if !ok {
					return false
				}
				if IsIntrinsic(callee) {
					if name := callee.Name(); strings.HasPrefix(name, "llvm.mem") && (len(in.Args) == 0 || !ownSlot(f, in.Args[0])) {
						return false
					}
					continue
				}
				if !g.findPure(callee) {
					return false
				}
			}
		}
	}
	return true
}

// ownSlot tells whether the address p points into one of f's allocas.
func ownSlot(f *ir.Func, p any) bool {
	for range 16 {
		switch v := p.(type) {
		case *ir.InstAlloca:
			return true
		case *ir.InstGetElementPtr:
			p = v.Src
		case *ir.InstBitCast:
			p = v.From
		default:
			return false
		}
	}
	return false
}
