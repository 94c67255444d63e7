// Values: MPI arguments (counts, peers, tags, count and displacement arrays) that a profile run records and a skeleton reads back, so that it need not compute them (runtime/valueprof).
package transform

import (
	"fmt"
	"slices"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/mpiskel/mpiskel/analysis/callgraph"
	"github.com/mpiskel/mpiskel/analysis/pointsto"
	"github.com/mpiskel/mpiskel/analysis/regions"
	"github.com/mpiskel/mpiskel/analysis/slice"
	"github.com/mpiskel/mpiskel/frontend"
	"github.com/mpiskel/mpiskel/runtime/mpi"
)

// The value builtins (runtime/sim/values.go, runtime/native/skel/addtime.c).
const (
	RecordValueFunc = "mpiskel_record_value"
	RecordIntsFunc  = "mpiskel_record_ints"
	ValueFunc       = "mpiskel_value"
	ValueIntsFunc   = "mpiskel_value_ints"
	// ValuesGlobal is the skeleton's encoded value profile.
	ValuesGlobal = "mpiskel_values"
	// ProfileArgsGlobal holds the program arguments of the profile runs
	// a skeleton's measured counts and values come from, each ended by
	// a NUL.
	ProfileArgsGlobal = "mpiskel_profile_args"
)

// RecordProfileArgs keeps in p the arguments its profile runs had, for
// ProfileArgs.
func RecordProfileArgs(p *frontend.Program, args []string) {
	var b []byte
	for _, a := range args {
		b = append(append(b, a...), 0)
	}
	g := p.Module.NewGlobalDef(ProfileArgsGlobal, constant.NewCharArray(b))
	g.Immutable = true
}

// ProfileArgs are the arguments of the profile runs m's counts were
// measured with; ok is false for a module without them (an original, or
// a skeleton whose counts come from pragmas or no profile).
func ProfileArgs(m *ir.Module) (args []string, ok bool) {
	for _, g := range m.Globals {
		if g.Name() != ProfileArgsGlobal {
			continue
		}
		arr, isArr := g.Init.(*constant.CharArray)
		if !isArr {
			return nil, false
		}
		for rest := arr.X; len(rest) > 0; {
			i := slices.Index(rest, 0)
			if i < 0 {
				return nil, false
			}
			args, rest = append(args, string(rest[:i])), rest[i+1:]
		}
		return args, true
	}
	return nil, false
}

// ValueArg is an argument of an MPI call a value profile may record: a
// scalar (a count, peer, tag or root) or an int array with one entry per
// rank of the call's communicator (a v-collective's counts and
// displacements).
type ValueArg struct {
	Key   int // its index among the candidates of the module (ValueArgs)
	Call  *ir.InstCall
	Arg   int
	What  string // "count of MPI_Send", "size of malloc"
	Array bool
	Comm  value.Value // the communicator, for an array
	Func  *ir.Func
	Pos   string // file:line of the call, or its function
}

func (v ValueArg) String() string { return v.What + " at " + v.Pos }

// scalarValueRoles are the scalar arguments a value profile records.
var scalarValueRoles = map[mpi.Role]bool{mpi.RoleCount: true, mpi.RoleSendCount: true, mpi.RoleRecvCount: true,
	mpi.RoleDest: true, mpi.RoleSource: true, mpi.RoleTag: true, mpi.RoleSendTag: true, mpi.RoleRecvTag: true, mpi.RoleRoot: true}

// arrayValueRoles are the array arguments, recorded for the calls whose
// arrays every rank passes with one entry per rank of the communicator
// (not Gatherv and Scatterv's, meaningful at the root only).
var arrayValueRoles = map[mpi.Role]bool{mpi.RoleSendCounts: true, mpi.RoleRecvCounts: true, mpi.RoleSendDispls: true, mpi.RoleRecvDispls: true}

var arrayValueCalls = map[string]bool{"MPI_Alltoallv": true, "MPI_Ialltoallv": true, "MPI_Alltoallw": true, "MPI_Ialltoallw": true,
	"MPI_Allgatherv": true, "MPI_Iallgatherv": true, "MPI_Reduce_scatter": true, "MPI_Ireduce_scatter": true}

// allocSizes are the size arguments of the allocators: a block whose
// contents the skeleton does not need still needs its size (received
// keys, as many as the counts say).
var allocSizes = map[string][]int{"malloc": {0}, "calloc": {0, 1}, "realloc": {1}, "posix_memalign": {2}}

// ValueArgs lists the candidates of m in module order, constants
// included, so that the keys of a program and of its fresh load for a
// profile run agree whatever either's constant propagation did: MPI
// calls' scalars and arrays, and allocation sizes.
func ValueArgs(m *ir.Module) []ValueArg {
	var out []ValueArg
	directCalls(m, func(f *ir.Func, call *ir.InstCall, callee *ir.Func) {
		if idx, ok := allocSizes[callee.Name()]; ok {
			for _, i := range idx {
				if i < len(call.Args) {
					out = append(out, ValueArg{Key: len(out), Call: call, Arg: i, What: "size of " + callee.Name(), Func: f, Pos: callPos(call, f)})
				}
			}
			return
		}
		mf, ok := mpi.Lookup(callee.Name())
		if !ok {
			return
		}
		comm := -1
		if arrayValueCalls[mf.Name] {
			comm = mf.ArgIndex(mpi.RoleComm)
		}
		for i, a := range mf.Args {
			if i >= len(call.Args) {
				break
			}
			v := ValueArg{Key: len(out), Call: call, Arg: i, What: a.Role.String() + " of " + mf.Name, Func: f, Pos: callPos(call, f)}
			switch {
			case scalarValueRoles[a.Role]:
			case arrayValueRoles[a.Role] && comm >= 0 && comm < len(call.Args):
				v.Array, v.Comm = true, unwrapArg(call.Args[comm])
			default:
				continue
			}
			out = append(out, v)
		}
	})
	return out
}

// directCalls calls visit on each call of m that names its callee, in
// module order, with the function holding it.
func directCalls(m *ir.Module, visit func(f *ir.Func, call *ir.InstCall, callee *ir.Func)) {
	for _, f := range m.Funcs {
		for _, b := range f.Blocks {
			for _, inst := range b.Insts {
				if call, ok := inst.(*ir.InstCall); ok {
					if callee, ok := callgraph.Callee(call); ok {
						visit(f, call, callee)
					}
				}
			}
		}
	}
}

// Wildcard is the first MPI call of m that receives or probes from
// MPI_ANY_SOURCE or with MPI_ANY_TAG (abi's constants), as a position:
// which message such a call matches depends on the run's timing, and so
// does what each rank passes next (a worker's result length), so a
// rank's recorded values do not hold for another run.
func Wildcard(m *ir.Module, abi mpi.ABI) (at string, found bool) {
	directCalls(m, func(f *ir.Func, call *ir.InstCall, callee *ir.Func) {
		mf, ok := mpi.Lookup(callee.Name())
		if found || !ok || mf.ArgIndex(mpi.RoleSource) < 0 {
			return // sends name their peer and tag
		}
		for i, a := range mf.Args {
			if i >= len(call.Args) {
				break
			}
			c, isInt := unwrapArg(call.Args[i]).(*constant.Int)
			if !isInt {
				continue
			}
			v := c.X.Int64()
			if a.Role == mpi.RoleSource && v == int64(abi.AnySource) || (a.Role == mpi.RoleTag || a.Role == mpi.RoleRecvTag) && v == int64(abi.AnyTag) {
				at, found = mf.Name+" at "+callPos(call, f), true
				return
			}
		}
	})
	return at, found
}

// Streamed is the slice option (slice.Options.Streamed) for args.
func Streamed(args []ValueArg) func(*ir.InstCall, int) bool {
	set := map[*ir.InstCall][]int{}
	for _, a := range args {
		set[a.Call] = append(set[a.Call], a.Arg)
	}
	return func(call *ir.InstCall, i int) bool { return slices.Contains(set[call], i) }
}

// SelectValues picks the candidates worth recording: those whose values,
// computed, keep in the slice code of a loop over the program's data that
// makes no MPI call (a bucket count of generated keys, a prefix sum of
// counts received) that the slice without them does not keep; a loop
// reading only scalars and the program's arguments (parsing a number)
// is not worth a rank count of its own. A peer or a count computed from
// the rank, or taken from a status, stays computed: it costs nothing,
// and it follows the rank count and the run's matching, as recorded
// values would not. compute is the slice with the given arguments
// streamed.
func SelectValues(rp *regions.Program, pt *pointsto.Result, cands []ValueArg, compute func(streamed []ValueArg) (*slice.Result, error)) ([]ValueArg, error) {
	var live []ValueArg
	for _, c := range cands {
		if _, isConst := unwrapArg(c.Call.Args[c.Arg]).(constant.Constant); !isConst {
			live = append(live, c)
		}
	}
	if len(live) == 0 {
		return nil, nil
	}
	base, err := compute(live)
	if err != nil {
		return nil, err
	}
	computing := computeLoopBlocks(rp, pt)
	var out []ValueArg
	for i, c := range live {
		others := append(slices.Clone(live[:i]), live[i+1:]...)
		s, err := compute(others)
		if err != nil {
			return nil, err
		}
		if keepsMore(s, base, computing) {
			out = append(out, c)
		}
	}
	return out, nil
}

// computeLoopBlocks are the blocks of the loops over the program's data
// (slice.ReadsData) that make no MPI call.
func computeLoopBlocks(rp *regions.Program, pt *pointsto.Result) map[*ir.Block]bool {
	in := map[*ir.Block]bool{}
	for _, fn := range rp.Funcs {
		for _, l := range fn.Loops {
			if !loopCallsMPI(rp.Calls, l) && slice.ReadsData(pt, l.Blocks) {
				for _, b := range l.Blocks {
					in[b] = true
				}
			}
		}
	}
	return in
}

func loopCallsMPI(cg *callgraph.Graph, l *regions.Loop) bool {
	for _, b := range l.Blocks {
		for _, inst := range b.Insts {
			if call, ok := inst.(*ir.InstCall); ok {
				if f, ok := callgraph.Callee(call); !ok || cg.ContainsMPI(f) {
					return true
				}
			}
		}
	}
	return false
}

// keepsMore: s keeps an instruction of blocks that base does not.
func keepsMore(s, base *slice.Result, blocks map[*ir.Block]bool) bool {
	for b := range blocks {
		for _, inst := range b.Insts {
			if s.Kept(inst) && !base.Kept(inst) {
				return true
			}
		}
		if t := b.Term; s.KeptTerm(t) && !base.KeptTerm(t) {
			return true
		}
	}
	return false
}

// InstrumentValues makes p (a fresh load, for a profile run) record the
// values of the candidates keys names, before each call, as stream i for
// keys[i].
func InstrumentValues(p *frontend.Program, keys []int) error {
	cands := ValueArgs(p.Module)
	m := p.Module
	record := declareVoidFunc(m, RecordValueFunc, ir.NewParam("", types.I32), ir.NewParam("", types.I64))
	recordInts := map[string]*ir.Func{}
	touched := map[*ir.Func]bool{}
	for stream, k := range keys {
		if k < 0 || k >= len(cands) {
			return fmt.Errorf("value profile: no candidate %d in the profiled program (it has %d)", k, len(cands))
		}
		c := cands[k]
		arg := unwrapArg(c.Call.Args[c.Arg])
		id := constant.NewInt(types.I32, int64(stream))
		if c.Array {
			f := intsFunc(m, recordInts, RecordIntsFunc, c.Comm.Type(), false)
			atSite(p, c, ir.NewCall(f, id, toI8Ptr(c.Func, c.Call, arg), c.Comm))
		} else {
			v, err := widen(c.Func, c.Call, arg)
			if err != nil {
				return fmt.Errorf("%s: %w", c, err)
			}
			atSite(p, c, ir.NewCall(record, id, v))
		}
		touched[c.Func] = true
	}
	for f := range touched {
		renumber(f)
	}
	return nil
}

// StreamValues makes each of args (of p's candidates, in stream order)
// read back from the encoded profile, which becomes p's global
// mpiskel_values: a scalar argument takes mpiskel_value's result, an
// array is filled by mpiskel_value_ints just before the call.
func StreamValues(p *frontend.Program, args []ValueArg, profile []byte) error {
	m := p.Module
	data := constant.NewCharArray(profile)
	g := m.NewGlobalDef(ValuesGlobal, data)
	g.Immutable = true
	zero := constant.NewInt(types.I64, 0)
	table := constant.NewGetElementPtr(data.Typ, g, zero, zero)
	size := constant.NewInt(types.I64, int64(len(profile)))
	read := m.NewFunc(ValueFunc, types.I64, ir.NewParam("", types.I8Ptr), ir.NewParam("", types.I64), ir.NewParam("", types.I32))
	fills := map[string]*ir.Func{}
	touched := map[*ir.Func]bool{}
	for stream, c := range args {
		id := constant.NewInt(types.I32, int64(stream))
		arg := unwrapArg(c.Call.Args[c.Arg])
		if c.Array {
			f := intsFunc(m, fills, ValueIntsFunc, c.Comm.Type(), true)
			atSite(p, c, ir.NewCall(f, table, size, id, toI8Ptr(c.Func, c.Call, arg), c.Comm))
		} else {
			it, ok := arg.Type().(*types.IntType)
			if !ok {
				return fmt.Errorf("%s: not an integer (%s)", c, arg.Type())
			}
			call := ir.NewCall(read, table, size, id)
			atSite(p, c, call)
			var v value.Value = call
			if it.BitSize < 64 {
				t := ir.NewTrunc(call, it)
				insertBefore(c.Func, c.Call, t)
				v = t
			}
			if a, isArg := c.Call.Args[c.Arg].(*ir.Arg); isArg {
				a.Value = v
			} else {
				c.Call.Args[c.Arg] = v
			}
		}
		touched[c.Func] = true
	}
	for f := range touched {
		renumber(f)
	}
	return nil
}

// atSite inserts call before c's call, at its source position, so that
// an error of the call names the place of the argument it stands for.
func atSite(p *frontend.Program, c ValueArg, call *ir.InstCall) {
	insertBefore(c.Func, c.Call, call)
	for _, md := range c.Call.Metadata {
		if md.Name == "dbg" {
			call.Metadata = append(call.Metadata, md)
		}
	}
	if p.Source != nil {
		if span, ok := p.Source.Insts[c.Call]; ok {
			p.Source.Insts[call] = span
		}
	}
}

// intsFunc declares the record or fill function of arrays for a
// communicator type (Open MPI's pointer, MPICH's int), one per type.
func intsFunc(m *ir.Module, byType map[string]*ir.Func, name string, comm types.Type, fill bool) *ir.Func {
	key := comm.String()
	if f, ok := byType[key]; ok {
		return f
	}
	if len(byType) > 0 {
		name = fmt.Sprintf("%s.%d", name, len(byType))
	}
	var params []*ir.Param
	if fill {
		params = []*ir.Param{ir.NewParam("", types.I8Ptr), ir.NewParam("", types.I64), ir.NewParam("", types.I32), ir.NewParam("", types.I8Ptr), ir.NewParam("", comm)}
	} else {
		params = []*ir.Param{ir.NewParam("", types.I32), ir.NewParam("", types.I8Ptr), ir.NewParam("", comm)}
	}
	f := m.NewFunc(name, types.Void, params...)
	byType[key] = f
	return f
}

// toI8Ptr is v as an i8*, cast before at when it is another pointer.
func toI8Ptr(f *ir.Func, at *ir.InstCall, v value.Value) value.Value {
	if types.Equal(v.Type(), types.I8Ptr) {
		return v
	}
	c := ir.NewBitCast(v, types.I8Ptr)
	insertBefore(f, at, c)
	return c
}

// widen is an integer v as an i64 (sign-extended), before at.
func widen(f *ir.Func, at *ir.InstCall, v value.Value) (value.Value, error) {
	it, ok := v.Type().(*types.IntType)
	if !ok {
		return nil, fmt.Errorf("not an integer (%s)", v.Type())
	}
	if it.BitSize == 64 {
		return v, nil
	}
	x := ir.NewSExt(v, types.I64)
	insertBefore(f, at, x)
	return x, nil
}
