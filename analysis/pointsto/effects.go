// Memory effects of calls without body: the C library, LLVM intrinsics and
// MPI.
package pointsto

import (
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/mpiskel/mpiskel/runtime/mpi"
)

// libEffect is what a C library function does to memory. Arguments are
// named by index; all means every pointer argument.
type libEffect struct {
	mod, ref   []int
	modAll     bool // writes through every pointer argument (scanf)
	refAll     bool // reads through every pointer argument
	state      bool // reads and writes hidden library state (rand's seed)
	retAlias   []int
	retUnknown bool
	copyTo     int // memcpy-like pointer copy: *copyTo ⊇ *copyFrom; -1 when none
	copyFrom   int
}

var pure = libEffect{copyTo: -1}

func reads(args ...int) libEffect { return libEffect{ref: args, copyTo: -1} }

// libc lists the C library functions whose effects are known; any other
// external function is treated as reading and writing everything its
// arguments reach.
var libc = map[string]libEffect{
	"printf": {refAll: true, copyTo: -1}, "puts": {refAll: true, copyTo: -1}, "putchar": pure,
	"fprintf": {refAll: true, copyTo: -1}, "fputs": {refAll: true, copyTo: -1}, "fputc": pure, "fflush": pure,
	"vprintf": {refAll: true, copyTo: -1}, "vfprintf": {refAll: true, copyTo: -1}, "perror": {refAll: true, copyTo: -1},
	"sprintf":  {mod: []int{0}, refAll: true, copyTo: -1},
	"snprintf": {mod: []int{0}, refAll: true, copyTo: -1},
	"memcpy":   {mod: []int{0}, ref: []int{1}, retAlias: []int{0}, copyTo: 0, copyFrom: 1},
	"memmove":  {mod: []int{0}, ref: []int{1}, retAlias: []int{0}, copyTo: 0, copyFrom: 1},
	"strcpy":   {mod: []int{0}, ref: []int{1}, retAlias: []int{0}, copyTo: -1},
	"strncpy":  {mod: []int{0}, ref: []int{1}, retAlias: []int{0}, copyTo: -1},
	"strcat":   {mod: []int{0}, ref: []int{0, 1}, retAlias: []int{0}, copyTo: -1},
	"memset":   {mod: []int{0}, retAlias: []int{0}, copyTo: -1},
	"strlen":   reads(0), "strcmp": reads(0, 1), "strncmp": reads(0, 1), "memcmp": reads(0, 1),
	"strchr": {ref: []int{0}, retAlias: []int{0}, copyTo: -1}, "strrchr": {ref: []int{0}, retAlias: []int{0}, copyTo: -1},
	"strstr": {ref: []int{0, 1}, retAlias: []int{0}, copyTo: -1},
	"atoi":   reads(0), "atol": reads(0), "atoll": reads(0), "atof": reads(0),
	"strtol": {mod: []int{1}, ref: []int{0}, copyTo: -1}, "strtoul": {mod: []int{1}, ref: []int{0}, copyTo: -1},
	"strtoll": {mod: []int{1}, ref: []int{0}, copyTo: -1}, "strtoull": {mod: []int{1}, ref: []int{0}, copyTo: -1},
	"strtod": {mod: []int{1}, ref: []int{0}, copyTo: -1}, "strtof": {mod: []int{1}, ref: []int{0}, copyTo: -1},
	"posix_memalign": {mod: []int{0}, copyTo: -1},
	"free":           pure, "exit": pure, "abort": pure, "_Exit": pure, "__assert_fail": pure,
	"abs": pure, "labs": pure, "llabs": pure,
	"sqrt": pure, "sqrtf": pure, "fabs": pure, "fabsf": pure, "exp": pure, "expf": pure, "log": pure,
	"logf": pure, "log2": pure, "log10": pure, "pow": pure, "powf": pure, "sin": pure, "cos": pure,
	"tan": pure, "atan": pure, "atan2": pure, "floor": pure, "ceil": pure, "fmod": pure, "round": pure,
	"fmin": pure, "fmax": pure, "trunc": pure, "sinf": pure, "cosf": pure, "floorf": pure, "ceilf": pure,
	"rand": {state: true, copyTo: -1}, "random": {state: true, copyTo: -1}, "drand48": {state: true, copyTo: -1},
	"lrand48": {state: true, copyTo: -1}, "srand": {state: true, copyTo: -1}, "srandom": {state: true, copyTo: -1},
	"srand48": {state: true, copyTo: -1},
	"rand_r":  {mod: []int{0}, ref: []int{0}, copyTo: -1},
	"clock":   pure, "time": {mod: []int{0}, copyTo: -1}, "gettimeofday": {mod: []int{0}, copyTo: -1},
	"qsort":  {mod: []int{0}, ref: []int{0}, copyTo: -1},
	"scanf":  {modAll: true, refAll: true, copyTo: -1},
	"sscanf": {modAll: true, refAll: true, copyTo: -1},
	"getenv": {ref: []int{0}, retUnknown: true, copyTo: -1},
}

func lookupMPI(name string) (*mpi.Func, bool) {
	if !strings.HasPrefix(name, "MPI_") && !strings.HasPrefix(name, "PMPI_") {
		return nil, false
	}
	return mpi.Lookup(name)
}

// receives reports whether an MPI argument is written by the call: a
// non-const pointer parameter (receive buffers, statuses, output ranks and
// sizes, requests, new handles).
func receives(a mpi.Arg) bool {
	return strings.HasSuffix(a.CType, "*") && !strings.HasPrefix(a.CType, "const ")
}

// mpiPointers adds the pointer effects of an MPI call: the handles it
// writes, memory it allocates, and pointers that travel in messages (a
// receive buffer may hold whatever any send buffer held).
func (s *solver) mpiPointers(call *ir.InstCall, f *mpi.Func, n int) {
	r := s.r
	for i, a := range f.Args {
		if i >= len(call.Args) {
			break
		}
		p := s.nodeOf(call.Args[i])
		switch a.Role {
		case mpi.RoleNewComm, mpi.RoleNewGroup, mpi.RoleNewType, mpi.RoleNewOp, mpi.RoleMessage, mpi.RoleRequest:
			if o, ok := r.objOf[call]; ok {
				h := s.newNode()
				s.addObj(h, o)
				s.store(p, h)
			}
		case mpi.RoleBuf, mpi.RoleSendBuf:
			if receives(a) {
				s.store(p, r.msg)
			}
			s.load(p, r.msg)
		case mpi.RoleRecvBuf:
			s.store(p, r.msg)
		}
		if f.Name == "MPI_Alloc_mem" && a.Name == "baseptr" {
			h := s.newNode()
			s.addObj(h, 0)
			s.store(p, h)
		}
		if f.Name == "MPI_Comm_get_attr" && a.Name == "attribute_val" {
			h := s.newNode()
			s.addObj(h, 0)
			s.store(p, h)
		}
	}
}

// effects computes Mod, Ref and Completes of every call without body once
// the points-to sets are final.
func (s *solver) effects() {
	r := s.r
	var nonblocking []*ir.InstCall
	var completions []*ir.InstCall
	for _, f := range r.Module.Funcs {
		for _, b := range f.Blocks {
			for _, inst := range b.Insts {
				call, ok := inst.(*ir.InstCall)
				if !ok {
					continue
				}
				callee, direct := directCallee(call)
				if !direct {
					for _, c := range r.callees[call] {
						if len(c.Blocks) == 0 {
							s.externalEffects(call, c)
						}
					}
					continue
				}
				if len(callee.Blocks) > 0 {
					continue
				}
				s.externalEffects(call, callee)
				if mf, ok := lookupMPI(callee.Name()); ok {
					switch mf.Kind {
					case mpi.KindP2PNonblocking, mpi.KindPersistent, mpi.KindCollectiveNonblocking:
						if mf.ArgIndex(mpi.RoleRequest) >= 0 && mf.Name != "MPI_Start" {
							nonblocking = append(nonblocking, call)
						}
					}
					if mf.Kind == mpi.KindCompletion || mf.Name == "MPI_Start" || mf.Name == "MPI_Startall" {
						completions = append(completions, call)
					}
				}
			}
		}
	}
	// A completion writes the receive buffers of the requests it may
	// complete: an MPI_Irecv's buffer is filled by its MPI_Wait.
	for _, c := range completions {
		mf, _ := lookupMPI(mustCallee(c).Name())
		var reqs bitset
		for _, role := range []mpi.Role{mpi.RoleRequest, mpi.RoleRequests} {
			if i := mf.ArgIndex(role); i >= 0 && i < len(c.Args) {
				reqs.union(r.pointsTo(c.Args[i]))
			}
		}
		mod := map[int]bool{}
		for _, id := range r.mod[c] {
			mod[id] = true
		}
		for _, nb := range nonblocking {
			nf, _ := lookupMPI(mustCallee(nb).Name())
			ri := nf.ArgIndex(mpi.RoleRequest)
			if !reqs.intersects(r.pointsTo(nb.Args[ri])) {
				continue
			}
			r.completes[c] = append(r.completes[c], nb)
			for i, a := range nf.Args {
				if (a.Role == mpi.RoleBuf || a.Role == mpi.RoleRecvBuf) && receives(a) && i < len(nb.Args) {
					r.pointsTo(nb.Args[i]).each(func(o int) { mod[o] = true })
				}
			}
		}
		r.mod[c] = sortedIDs(mod)
	}
}

func mustCallee(call *ir.InstCall) *ir.Func {
	f, _ := directCallee(call)
	return f
}

// externalEffects records what a call of the body-less function f may
// read and write.
func (s *solver) externalEffects(call *ir.InstCall, f *ir.Func) {
	r := s.r
	mod, ref := map[int]bool{}, map[int]bool{}
	for _, id := range r.mod[call] {
		mod[id] = true
	}
	for _, id := range r.ref[call] {
		ref[id] = true
	}
	through := func(set map[int]bool, i int) {
		if i < len(call.Args) {
			r.pointsTo(call.Args[i]).each(func(o int) { set[o] = true })
		}
	}
	isPtr := func(i int) bool {
		_, ok := call.Args[i].Type().(*types.PointerType)
		return ok
	}
	name := f.Name()
	switch e, known := libc[name]; {
	case known:
		for _, i := range e.mod {
			through(mod, i)
		}
		for _, i := range e.ref {
			through(ref, i)
		}
		for i := range call.Args {
			if e.modAll && i > 0 && isPtr(i) {
				through(mod, i)
			}
			if e.refAll && isPtr(i) {
				through(ref, i)
			}
		}
		if e.state {
			mod[0], ref[0] = true, true
		}
	case isIntrinsic(name):
		switch {
		case hasPrefix(name, "llvm.memcpy"), hasPrefix(name, "llvm.memmove"):
			through(mod, 0)
			through(ref, 1)
		case hasPrefix(name, "llvm.memset"), hasPrefix(name, "llvm.va_start"), hasPrefix(name, "llvm.va_copy"):
			through(mod, 0)
		}
	default:
		if mf, ok := lookupMPI(name); ok {
			for i, a := range mf.Args {
				if i >= len(call.Args) || !isPtr(i) {
					continue
				}
				if receives(a) {
					through(mod, i)
				}
				through(ref, i)
			}
			break
		}
		// Unknown: everything reachable from its pointer arguments, and
		// external memory.
		for i := range call.Args {
			if isPtr(i) {
				s.reach(call.Args[i], mod)
				s.reach(call.Args[i], ref)
			}
		}
		mod[0], ref[0] = true, true
	}
	r.mod[call] = sortedIDs(mod)
	r.ref[call] = sortedIDs(ref)
}

// reach adds every object reachable from v through stored pointers.
func (s *solver) reach(v value.Value, set map[int]bool) {
	r := s.r
	var stack []int
	r.pointsTo(v).each(func(o int) { stack = append(stack, o) })
	for len(stack) > 0 {
		o := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if set[o] {
			continue
		}
		set[o] = true
		r.pts[r.content[o]].each(func(p int) {
			if !set[p] {
				stack = append(stack, p)
			}
		})
	}
}
