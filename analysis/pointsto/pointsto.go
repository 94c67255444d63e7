// Package pointsto is a whole-program, inclusion-based (Andersen-style),
// field-insensitive points-to analysis of an LLVM IR module, with the memory
// effects of external calls: C library functions, LLVM intrinsics and MPI
// calls (buffers, requests, statuses and the handles MPI writes).
//
// Every memory object is one abstract location: a global, a stack slot (an
// alloca), a heap block (one per malloc/calloc/realloc/strdup call site), a
// function (the target of function pointers), or Unknown memory that the
// program did not allocate itself (what an unknown external function returns
// or writes; one object per MPI call for the opaque handles MPI stores, like
// an Open MPI MPI_Request). Offsets are ignored: a pointer into an array or
// struct points to the whole object, so a store anywhere in it may write
// whatever a load anywhere in it reads.
//
// The analysis follows Andersen ("Program Analysis and Specialization for the
// C Programming Language", 1994): constraints a ⊇ {o}, a ⊇ b, a ⊇ *b, *a ⊇ b
// are solved with a worklist, and indirect calls are resolved on the fly from
// the functions their callee may point to. Integers carry pointers too
// (ptrtoint, arithmetic, inttoptr), so pointer arithmetic done on integers is
// followed.
package pointsto

import (
	"fmt"
	"sort"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/value"

	"github.com/mpiskel/mpiskel/runtime/mpi"
)

// Kind is what memory an object is.
type Kind uint8

const (
	Unknown Kind = iota // memory not allocated by the program (external, MPI-internal)
	Global              // a global variable
	Heap                // a heap block, by allocation call site
	Stack               // an alloca
	Func                // a function, as the target of function pointers
)

var kindNames = [...]string{"unknown", "global", "heap", "stack", "func"}

func (k Kind) String() string { return kindNames[k] }

// Object is one abstract memory location.
type Object struct {
	Kind Kind
	// Value is the *ir.Global, the *ir.InstAlloca, the allocating
	// *ir.InstCall, or the *ir.Func. For Unknown it is nil for the one
	// object that stands for all external memory, or the MPI call whose
	// handle (request, communicator, ...) it is.
	Value value.Value
	id    int
}

// ID is the object's index in the analysis, stable for a given module: 0 is
// the external Unknown object, the others follow module order.
func (o Object) ID() int { return o.id }

func (o Object) String() string {
	if o.Value == nil {
		return "unknown"
	}
	return fmt.Sprintf("%s %s", o.Kind, o.Value.Ident())
}

// Result is the points-to solution of a module, plus the memory effects of
// calls whose callee has no body.
type Result struct {
	Module  *ir.Module
	objects []Object
	objOf   map[value.Value]int
	node    map[value.Value]int
	pts     []bitset
	content []int // content node of each object
	ret     map[*ir.Func]int
	vararg  map[*ir.Func]int
	msg     int // node of every pointer carried by a message
	mod     map[*ir.InstCall][]int
	ref     map[*ir.InstCall][]int
	// completes lists, per completion call (Wait, Test, Start...), the
	// non-blocking calls whose request it may complete.
	completes map[*ir.InstCall][]*ir.InstCall
	callees   map[*ir.InstCall][]*ir.Func
	s         *solver
}

// Objects lists every object, by ID.
func (r *Result) Objects() []Object { return r.objects }

// Object returns the object allocated by v (a global, an alloca, an
// allocation call, a function), if v allocates one.
func (r *Result) Object(v value.Value) (Object, bool) {
	i, ok := r.objOf[v]
	if !ok {
		return Object{}, false
	}
	return r.objects[i], true
}

// PointsTo returns the objects v may point to, by ID. Values the analysis
// never saw (constants other than addresses) point to nothing.
func (r *Result) PointsTo(v value.Value) []Object {
	return r.list(r.pointsTo(v))
}

func (r *Result) pointsTo(v value.Value) bitset {
	n, ok := r.node[v]
	if !ok {
		if _, isConst := v.(constant.Constant); isConst {
			// A constant expression seen for the first time: evaluate it
			// against the solution; it may only name objects.
			n = r.s.nodeOf(v)
			r.s.solve()
		} else {
			return nil
		}
	}
	return r.pts[n]
}

// MayAlias reports whether a and b may point to a common object.
func (r *Result) MayAlias(a, b value.Value) bool {
	return r.pointsTo(a).intersects(r.pointsTo(b))
}

// Contents returns the objects that pointers stored in o may point to.
func (r *Result) Contents(o Object) []Object { return r.list(r.pts[r.content[o.id]]) }

// Callees returns the defined or declared functions call may reach: its
// direct callee, or what its function pointer may point to.
func (r *Result) Callees(call *ir.InstCall) []*ir.Func { return r.callees[call] }

// Mod returns the objects a call of a function without body (external C,
// LLVM intrinsic, MPI) may write. A completion call (MPI_Wait, Test, ...)
// also writes the receive buffers of the non-blocking calls it may
// complete. Calls of defined functions have no effect of their own here:
// their effects are their body's instructions.
func (r *Result) Mod(call *ir.InstCall) []Object { return r.objList(r.mod[call]) }

// Ref returns the objects a call of a function without body may read.
func (r *Result) Ref(call *ir.InstCall) []Object { return r.objList(r.ref[call]) }

// Completes returns the non-blocking or persistent MPI calls whose request
// the completion call (Wait*, Test*, Start*, Request_free, Cancel) may
// complete or start, in module order.
func (r *Result) Completes(call *ir.InstCall) []*ir.InstCall { return r.completes[call] }

func (r *Result) list(b bitset) []Object {
	var out []Object
	b.each(func(i int) { out = append(out, r.objects[i]) })
	return out
}

func (r *Result) objList(ids []int) []Object {
	out := make([]Object, len(ids))
	for i, id := range ids {
		out[i] = r.objects[id]
	}
	return out
}

// Analyze computes the points-to sets of every value of m.
func Analyze(m *ir.Module) *Result {
	r := &Result{Module: m, objOf: map[value.Value]int{}, node: map[value.Value]int{},
		ret: map[*ir.Func]int{}, vararg: map[*ir.Func]int{}, mod: map[*ir.InstCall][]int{},
		ref: map[*ir.InstCall][]int{}, completes: map[*ir.InstCall][]*ir.InstCall{},
		callees: map[*ir.InstCall][]*ir.Func{}}
	s := &solver{r: r}
	r.s = s
	s.newObject(Unknown, nil)
	// Objects first, so that bitsets have their final size.
	for _, g := range m.Globals {
		s.newObject(Global, g)
	}
	for _, f := range m.Funcs {
		s.newObject(Func, f)
	}
	for _, f := range m.Funcs {
		for _, b := range f.Blocks {
			for _, inst := range b.Insts {
				switch i := inst.(type) {
				case *ir.InstAlloca:
					s.newObject(Stack, i)
				case *ir.InstCall:
					if name, ok := calleeName(i); ok {
						if allocators[name] {
							s.newObject(Heap, i)
						} else if mf, ok := mpi.Lookup(name); ok && createsHandle(mf) {
							s.newObject(Unknown, i)
						}
					}
				}
			}
		}
	}
	s.generate()
	s.solve()
	s.effects()
	return r
}

// calleeName is the name of a direct call's callee, looking through
// bitcasts.
func calleeName(call *ir.InstCall) (string, bool) {
	if f, ok := directCallee(call); ok {
		return f.Name(), true
	}
	return "", false
}

func directCallee(call *ir.InstCall) (*ir.Func, bool) {
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

// allocators return a fresh heap block (posix_memalign stores it through
// its first argument).
var allocators = map[string]bool{"malloc": true, "calloc": true, "realloc": true, "aligned_alloc": true,
	"strdup": true, "strndup": true, "valloc": true, "memalign": true, "posix_memalign": true}

// createsHandle reports whether an MPI function writes an opaque handle
// (request, communicator, group, datatype, op, message) the program keeps.
func createsHandle(f *mpi.Func) bool {
	for _, a := range f.Args {
		switch a.Role {
		case mpi.RoleNewComm, mpi.RoleNewGroup, mpi.RoleNewType, mpi.RoleNewOp, mpi.RoleMessage:
			return true
		case mpi.RoleRequest:
			if f.Kind == mpi.KindP2PNonblocking || f.Kind == mpi.KindPersistent || f.Kind == mpi.KindCollectiveNonblocking {
				return true
			}
		}
	}
	return false
}

// sortedIDs returns the set's members in increasing order.
func sortedIDs(m map[int]bool) []int {
	out := make([]int, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Ints(out)
	return out
}
