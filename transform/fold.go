// Memory folding: heap blocks whose contents the slice does not need share one per-rank scratch buffer, sized by the largest message when their MPI buffers' sizes are known; their frees, memsets and unneeded stores go.
package transform

import (
	"fmt"
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/mpiskel/mpiskel/analysis/callgraph"
	"github.com/mpiskel/mpiskel/analysis/slice"
	"github.com/mpiskel/mpiskel/frontend"
	"github.com/mpiskel/mpiskel/runtime/mpi"
)

// ScratchFunc returns the per-rank scratch buffer of at least n bytes
// that folded heap blocks share.
const ScratchFunc = "mpiskel.scratch"

// FoldedBlock is one allocation site whose block was folded.
type FoldedBlock struct {
	Func   string
	Pos    string // file:line of the allocation, or the function
	Alloc  string // malloc or calloc
	Reason string
	// Small: the block's MPI buffers all got message-sized scratch, so the
	// block itself takes no memory.
	Small bool
}

// FoldReport is what Fold did.
type FoldReport struct {
	Blocks        []FoldedBlock
	StoresRemoved int
	FreesRemoved  int
	Messages      int // MPI calls whose buffers became message-sized scratch
}

// Fold folds the heap blocks of p (after Abstract) whose contents the
// slice sl does not need and that the skeleton only hands to MPI calls as
// message buffers, writes, frees or compares: every such allocation
// returns one per-rank scratch buffer instead (grown to the largest
// request; a smaller earlier one stays, as pointers to it may still be
// used), so a message buffer carrying no slice data is sent from scratch
// with its size only. An MPI buffer argument into a folded block whose
// message size is known (count × extent of a predefined datatype: point to
// point, Bcast, Reduce, Allreduce, Scan) gets scratch of that size, and a
// block all of whose buffers got it needs none of its own: a rank's heap
// then holds what the slice needs plus the largest message, or the largest
// block used otherwise (gathers, all-to-alls). Their frees, memsets and the
// stores into them the slice does not keep go. A block whose pointer is
// stored to memory, passed to a function other than MPI or free, or read
// by a load stays as it is.
func Fold(p *frontend.Program, sl *slice.Result) (*FoldReport, error) {
	rep := &FoldReport{}
	if sl == nil {
		return rep, nil
	}
	pt := sl.PointsTo()
	users := map[value.Value][]ir.Instruction{}
	for _, f := range p.Module.Funcs {
		for _, b := range f.Blocks {
			for _, inst := range b.Insts {
				for _, op := range operandsOf(inst) {
					users[*op] = append(users[*op], inst)
				}
			}
			for _, op := range b.Term.Operands() {
				users[*op] = append(users[*op], nil) // a terminator: not foldable
			}
		}
	}
	type site struct {
		call  *ir.InstCall
		fn    *ir.Func
		alloc string
	}
	var sites []site
	for _, f := range p.Module.Funcs {
		for _, b := range f.Blocks {
			for _, inst := range b.Insts {
				call, ok := inst.(*ir.InstCall)
				if !ok {
					continue
				}
				callee, ok := callgraph.Callee(call)
				if !ok || (callee.Name() != "malloc" && callee.Name() != "calloc") {
					continue
				}
				if len(call.Args) != map[string]int{"malloc": 1, "calloc": 2}[callee.Name()] || !isI64(call.Args[0]) || !isI64(call.Args[len(call.Args)-1]) {
					continue
				}
				if o, ok := pt.Object(call); ok && !sl.ObjectKept(o) {
					sites = append(sites, site{call, f, callee.Name()})
				}
			}
		}
	}
	// derived is every pointer value computed from a folded block.
	derived := map[value.Value]bool{}
	var frees, stores []ir.Instruction
	ok := map[*ir.InstCall]bool{}
	for _, s := range sites {
		d, fr, st, good := foldable(s.call, users, sl)
		if !good {
			continue
		}
		ok[s.call] = true
		for v := range d {
			derived[v] = true
		}
		frees = append(frees, fr...)
		stores = append(stores, st...)
	}
	// A phi or select mixing a folded pointer with another one would hand
	// scratch memory to code expecting the other: drop such groups.
	for changed := true; changed; {
		changed = false
		for v := range derived {
			var incoming []value.Value
			switch x := v.(type) {
			case *ir.InstPhi:
				for _, inc := range x.Incs {
					incoming = append(incoming, inc.X)
				}
			case *ir.InstSelect:
				incoming = []value.Value{x.ValueTrue, x.ValueFalse}
			}
			for _, in := range incoming {
				if _, isConst := in.(constant.Constant); !derived[in] && !isConst {
					for _, s := range sites {
						if ok[s.call] {
							if d, _, _, _ := foldable(s.call, users, sl); d[v] {
								ok[s.call] = false
								changed = true
							}
						}
					}
				}
			}
		}
		if changed {
			derived = map[value.Value]bool{}
			frees, stores = nil, nil
			for _, s := range sites {
				if ok[s.call] {
					d, fr, st, _ := foldable(s.call, users, sl)
					for v := range d {
						derived[v] = true
					}
					frees = append(frees, fr...)
					stores = append(stores, st...)
				}
			}
		}
	}
	if len(derived) == 0 {
		return rep, nil
	}
	scratch := scratchFunc(p.Module)
	// Each MPI buffer argument pointing into a folded block whose message
	// size is known (count × extent of a predefined datatype) gets a
	// scratch buffer of that size instead; a block none of whose uses needs
	// more (all its MPI buffers rewritten, nothing written through it)
	// then needs no memory of its own, so a rank's heap holds the largest
	// message rather than the largest array.
	msg := map[*ir.InstCall]map[int]bool{}
	var msgCalls []*ir.InstCall
	small := map[*ir.InstCall]bool{}
	for _, s := range sites {
		if !ok[s.call] {
			continue
		}
		d, _, _, _ := foldable(s.call, users, sl)
		all := true
		for v := range d {
			for _, u := range users[v] {
				call, isCall := u.(*ir.InstCall)
				if !isCall {
					continue
				}
				callee, _ := callgraph.Callee(call)
				mf, isMPI := mpi.Lookup(callee.Name())
				if !isMPI {
					continue
				}
				for i, arg := range call.Args {
					if unwrapArg(arg) != v {
						continue
					}
					if _, _, sized := messageSize(call, mf, i); !sized {
						all = false
						continue
					}
					if msg[call] == nil {
						msg[call] = map[int]bool{}
						msgCalls = append(msgCalls, call)
					}
					msg[call][i] = true
				}
			}
		}
		small[s.call] = all
	}
	touched := map[*ir.Func]bool{}
	for _, call := range msgCalls {
		f := funcOfInst(p.Module, call)
		touched[f] = true
		mf, _ := mpi.Lookup(mustCallee(call).Name())
		for i := range call.Args {
			if !msg[call][i] {
				continue
			}
			count, ext, _ := messageSize(call, mf, i)
			n := ir.NewSExt(count, types.I64)
			bytes := ir.NewMul(n, constant.NewInt(types.I64, ext))
			pos := ir.NewICmp(enum.IPredSGT, bytes, constant.NewInt(types.I64, 0))
			size := ir.NewSelect(pos, bytes, constant.NewInt(types.I64, 0))
			buf := ir.NewCall(scratch, size)
			insts := []ir.Instruction{n, bytes, pos, size, buf}
			var v value.Value = buf
			if !types.Equal(buf.Type(), unwrapArg(call.Args[i]).Type()) {
				c := ir.NewBitCast(buf, unwrapArg(call.Args[i]).Type())
				insts = append(insts, c)
				v = c
			}
			for _, inst := range insts {
				insertBefore(f, call, inst)
			}
			if a, isArg := call.Args[i].(*ir.Arg); isArg {
				a.Value = v
			} else {
				call.Args[i] = v
			}
		}
		rep.Messages++
	}
	remove := map[ir.Instruction]bool{}
	for _, i := range frees {
		remove[i] = true
	}
	for _, i := range stores {
		remove[i] = true
	}
	rep.FreesRemoved = len(dedup(frees))
	rep.StoresRemoved = len(dedup(stores))
	for _, s := range sites {
		if !ok[s.call] {
			continue
		}
		var size value.Value = unwrapArg(s.call.Args[0])
		if small[s.call] {
			// Only compared or addressed: any valid non-null pointer does.
			size = constant.NewInt(types.I64, 1)
		} else if s.alloc == "calloc" {
			mul := ir.NewMul(size, unwrapArg(s.call.Args[1]))
			insertBefore(s.fn, s.call, mul)
			size = mul
		}
		s.call.Callee = scratch
		s.call.Args = []value.Value{size}
		s.call.FuncAttrs, s.call.ReturnAttrs = nil, nil
		why := "contents not in the slice: only sent, written, freed or compared"
		if small[s.call] {
			why += "; every message from or into it has its own scratch buffer"
		}
		rep.Blocks = append(rep.Blocks, FoldedBlock{Func: s.fn.Name(), Pos: callPos(s.call, s.fn), Alloc: s.alloc,
			Reason: why, Small: small[s.call]})
	}
	for _, f := range p.Module.Funcs {
		changed := touched[f]
		for _, b := range f.Blocks {
			kept := b.Insts[:0]
			for _, inst := range b.Insts {
				if remove[inst] {
					changed = true
					if m := p.Source; m != nil {
						delete(m.Insts, inst)
					}
					continue
				}
				kept = append(kept, inst)
			}
			b.Insts = kept
		}
		if changed {
			renumber(f)
		}
	}
	return rep, nil
}

// foldable follows the uses of a heap block's pointer: it is foldable when
// they are only address arithmetic, phis and selects, comparisons, MPI
// calls, frees, memsets and lifetime markers, and stores into it the slice
// does not keep (returned to be removed with the memsets, like the frees).
func foldable(alloc *ir.InstCall, users map[value.Value][]ir.Instruction, sl *slice.Result) (derived map[value.Value]bool, frees, stores []ir.Instruction, ok bool) {
	derived = map[value.Value]bool{alloc: true}
	work := []value.Value{alloc}
	for len(work) > 0 {
		v := work[len(work)-1]
		work = work[:len(work)-1]
		for _, u := range users[v] {
			switch u := u.(type) {
			case nil:
				return nil, nil, nil, false
			case *ir.InstBitCast, *ir.InstGetElementPtr, *ir.InstPhi, *ir.InstSelect:
				if s, isSel := u.(*ir.InstSelect); isSel && s.Cond == v {
					return nil, nil, nil, false
				}
				if !derived[u.(value.Value)] {
					derived[u.(value.Value)] = true
					work = append(work, u.(value.Value))
				}
			case *ir.InstICmp:
			case *ir.InstStore:
				if u.Src == v || sl.Kept(u) {
					return nil, nil, nil, false
				}
				stores = append(stores, u)
			case *ir.InstCall:
				callee, known := callgraph.Callee(u)
				if !known {
					return nil, nil, nil, false
				}
				name := callee.Name()
				_, isMPI := mpi.Lookup(name)
				switch {
				case name == "free":
					frees = append(frees, u)
				case strings.HasPrefix(name, "llvm.memset."):
					// Writes contents nobody needs, like the stores.
					stores = append(stores, u)
				case isMPI, strings.HasPrefix(name, "llvm.lifetime."), strings.HasPrefix(name, "llvm.dbg."):
				default:
					return nil, nil, nil, false
				}
			default:
				return nil, nil, nil, false
			}
		}
	}
	return derived, frees, stores, true
}

func dedup(insts []ir.Instruction) map[ir.Instruction]bool {
	m := map[ir.Instruction]bool{}
	for _, i := range insts {
		m[i] = true
	}
	return m
}

// unwrapArg is a call argument without its parameter attributes.
func unwrapArg(v value.Value) value.Value {
	if a, ok := v.(*ir.Arg); ok {
		return a.Value
	}
	return v
}

func isI64(v value.Value) bool {
	it, ok := v.Type().(*types.IntType)
	return ok && it.BitSize == 64
}

// insertBefore puts inst just before at in f.
func insertBefore(f *ir.Func, at ir.Instruction, inst ir.Instruction) {
	for _, b := range f.Blocks {
		for i, x := range b.Insts {
			if x == at {
				b.Insts = append(b.Insts[:i], append([]ir.Instruction{inst}, b.Insts[i:]...)...)
				return
			}
		}
	}
}

// callPos is the !dbg position of a call, or its function's name.
func callPos(call *ir.InstCall, f *ir.Func) string {
	loc := frontend.DebugLocation(call.Metadata)
	if loc == nil {
		return f.Name()
	}
	return fmt.Sprintf("%s:%d", frontend.ScopeFile(loc.Scope, f.Name()), loc.Line)
}

// scratchFunc finds or defines mpiskel.scratch(i64 n) i8*: the rank's
// scratch buffer, reallocated when a larger one is asked for (the old one
// is not freed: folded pointers to it may still be used).
func scratchFunc(m *ir.Module) *ir.Func {
	for _, f := range m.Funcs {
		if f.Name() == ScratchFunc {
			return f
		}
	}
	i8p, i64 := types.I8Ptr, types.I64
	var malloc *ir.Func
	for _, f := range m.Funcs {
		if f.Name() == "malloc" {
			malloc = f
		}
	}
	if malloc == nil {
		malloc = m.NewFunc("malloc", i8p, ir.NewParam("", i64))
	}
	buf := m.NewGlobalDef(ScratchFunc+".buf", constant.NewNull(i8p))
	buf.Linkage = enum.LinkageInternal
	size := m.NewGlobalDef(ScratchFunc+".size", constant.NewInt(i64, 0))
	size.Linkage = enum.LinkageInternal
	f := m.NewFunc(ScratchFunc, i8p, ir.NewParam("n", i64))
	f.Linkage = enum.LinkageInternal
	entry, grow, done := f.NewBlock("entry"), f.NewBlock("grow"), f.NewBlock("done")
	have := entry.NewLoad(i64, size)
	entry.NewCondBr(entry.NewICmp(enum.IPredUGT, f.Params[0], have), grow, done)
	nb := grow.NewCall(malloc, f.Params[0])
	grow.NewStore(nb, buf)
	grow.NewStore(f.Params[0], size)
	grow.NewBr(done)
	done.NewRet(done.NewLoad(i8p, buf))
	return f
}

// messageSize gives, for argument i of an MPI call that is a message
// buffer, the element count and the datatype's extent in bytes when the
// datatype is a predefined one given as a constant and the buffer holds
// exactly count elements (point-to-point, Bcast, Reduce, Allreduce, Scan
// and the like — not the per-rank blocks of gathers and all-to-alls).
func messageSize(call *ir.InstCall, mf *mpi.Func, i int) (count value.Value, extent int64, ok bool) {
	if i >= len(mf.Args) {
		return nil, 0, false
	}
	var ci, ti int
	switch mf.Args[i].Role {
	case mpi.RoleBuf:
		ci, ti = mf.ArgIndex(mpi.RoleCount), mf.ArgIndex(mpi.RoleDatatype)
	case mpi.RoleSendBuf, mpi.RoleRecvBuf:
		ci, ti = mf.ArgIndex(mpi.RoleCount), mf.ArgIndex(mpi.RoleDatatype)
		if ci < 0 && (mf.Kind == mpi.KindP2P || mf.Kind == mpi.KindP2PNonblocking) {
			if mf.Args[i].Role == mpi.RoleSendBuf {
				ci, ti = mf.ArgIndex(mpi.RoleSendCount), mf.ArgIndex(mpi.RoleSendType)
			} else {
				ci, ti = mf.ArgIndex(mpi.RoleRecvCount), mf.ArgIndex(mpi.RoleRecvType)
			}
		}
	default:
		return nil, 0, false
	}
	if ci < 0 || ti < 0 || ci >= len(call.Args) || ti >= len(call.Args) {
		return nil, 0, false
	}
	count = unwrapArg(call.Args[ci])
	if it, isInt := count.Type().(*types.IntType); !isInt || it.BitSize > 64 {
		return nil, 0, false
	}
	b, known := predefinedType(unwrapArg(call.Args[ti]))
	if !known {
		return nil, 0, false
	}
	return count, int64(b.Extent), true
}

// predefinedType recognises a predefined datatype handle: the address of
// Open MPI's ompi_mpi_* global, or MPICH's integer constant.
func predefinedType(v value.Value) (*mpi.Basic, bool) {
	for i := 0; i < 4; i++ {
		switch x := v.(type) {
		case *constant.ExprBitCast:
			v = x.From
			continue
		case *constant.ExprIntToPtr:
			v = x.From
			continue
		}
		break
	}
	var name string
	switch x := v.(type) {
	case *ir.Global:
		for _, h := range mpi.OpenMPI41().Handles {
			if h.Kind == mpi.HandleDatatype && h.Global == x.Name() {
				name = h.Name
			}
		}
	case *constant.Int:
		if !x.X.IsInt64() {
			return nil, false
		}
		for _, h := range mpi.MPICH4().Handles {
			if h.Kind == mpi.HandleDatatype && (int64(h.Value) == x.X.Int64() || int64(int32(h.Value)) == x.X.Int64()) {
				name = h.Name
			}
		}
	}
	if name == "" {
		return nil, false
	}
	return mpi.BasicByName(name)
}

func mustCallee(call *ir.InstCall) *ir.Func {
	f, _ := callgraph.Callee(call)
	return f
}

// funcOfInst is the function holding inst.
func funcOfInst(m *ir.Module, inst ir.Instruction) *ir.Func {
	for _, f := range m.Funcs {
		for _, b := range f.Blocks {
			for _, x := range b.Insts {
				if x == inst {
					return f
				}
			}
		}
	}
	return nil
}
