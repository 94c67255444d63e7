// Memory folding: heap blocks whose contents the slice does not need become the rank's size-only buffer (mpiskel_sizeonly), so their messages carry sizes only; their frees pass on the size alone, their memsets and unneeded stores go.
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
	"github.com/mpiskel/mpiskel/analysis/slice"
	"github.com/mpiskel/mpiskel/frontend"
	"github.com/mpiskel/mpiskel/runtime/mpi"
)

// SizeOnlyFunc is void *mpiskel_sizeonly(size_t n): the buffer a folded
// heap block becomes. Under 'mpiskel run' it is the rank's size-only
// buffer (runtime/interp's Memory.SizeOnly): it holds no memory, reads as
// zeros, discards writes, and the simulator moves no bytes from or into
// it, so a message from or into it is its size only, with matching,
// truncation checks and traced byte counts as for the original buffer.
// Natively (runtime/native/skel/addtime.c) it returns real memory of at
// least n bytes, which never moves or shrinks, so pointers handed out
// earlier stay valid; its contents are undefined. The C skeleton does not
// fold: it keeps the program's allocations.
const SizeOnlyFunc = "mpiskel_sizeonly"

// SizeOnlyFreeFunc is void mpiskel_sizeonly_free(size_t n): the free of a
// folded block of n bytes. It frees nothing (the size-only buffer stays);
// under 'mpiskel run' it costs what free() of n bytes costs natively (the
// munmap of a block glibc mapped by itself: interp.Process.FreeFolded).
const SizeOnlyFreeFunc = "mpiskel_sizeonly_free"

// FoldedBlock is one allocation site whose block was folded.
type FoldedBlock struct {
	Func   string
	Pos    string // file:line of the allocation, or the function
	Alloc  string // malloc, calloc or posix_memalign
	Reason string
}

// FoldReport is what Fold did.
type FoldReport struct {
	Blocks        []FoldedBlock
	StoresRemoved int
	FreesRemoved  int // frees of a pointer that may come from several folded blocks
	FreesFolded   int // frees of one folded block, now mpiskel_sizeonly_free of its size
}

// Fold folds the heap blocks of p (after Abstract) whose contents the
// slice sl does not need and that the skeleton only hands to MPI calls as
// message buffers, writes, frees, compares, reads for printing or passes
// to helpers that do the same (foldScope.foldable): every such allocation
// returns the size-only buffer instead (mpiskel_sizeonly of the block's
// size, see SizeOnlyFunc), so a message buffer carrying no slice data is
// sent and received as its size only, and the rank's heap holds what the
// slice needs and nothing for these blocks. Their frees become
// mpiskel_sizeonly_free of the block's size (see SizeOnlyFreeFunc; a free
// of a pointer that may come from several blocks goes); their memsets and
// the stores into them the slice does not keep go. A block whose pointer is
// stored to memory, passed to a function called through a pointer, or read
// by a load whose value decides anything stays as it is; posix_memalign's
// block, filled into a local only its loads read, is stored there and the
// call succeeds.
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
		// roots are the values the block's pointer is first seen in: the
		// call's result, or posix_memalign's loads of the local it fills.
		roots []value.Value
		slot  *ir.InstAlloca // posix_memalign's
	}
	var sites []site
	directCalls(p.Module, func(f *ir.Func, call *ir.InstCall, callee *ir.Func) {
		name := callee.Name()
		s := site{call: call, fn: f, alloc: name, roots: []value.Value{call}}
		switch {
		case (name == "malloc" || name == "calloc") && len(call.Args) == map[string]int{"malloc": 1, "calloc": 2}[name] &&
			isI64(call.Args[0]) && isI64(call.Args[len(call.Args)-1]):
		case name == "posix_memalign" && len(call.Args) == 3 && isI64(call.Args[2]):
			slot, loads := memalignSlot(call, users)
			if slot == nil {
				return
			}
			s.slot, s.roots = slot, loads
		default:
			return
		}
		if o, ok := pt.Object(call); ok && !sl.ObjectKept(o) {
			sites = append(sites, s)
		}
	})
	scope := newFoldScope(p.Module, users, sl)
	// derived is every pointer value computed from a folded block.
	derived := map[value.Value]bool{}
	var frees, stores []ir.Instruction
	ok := map[*ir.InstCall]bool{}
	siteFrees := map[*ir.InstCall][]ir.Instruction{} // the frees of each foldable site's block
	for _, s := range sites {
		d, fr, st, good := scope.foldable(s.roots)
		if !good {
			continue
		}
		ok[s.call] = true
		for v := range d {
			derived[v] = true
		}
		siteFrees[s.call] = fr
		frees = append(frees, fr...)
		stores = append(stores, st...)
	}
	// A phi, select or parameter mixing a folded pointer with another one
	// would hand scratch memory to code expecting the other: drop such
	// groups.
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
			case *ir.Param:
				incoming = scope.paramArgs[x]
			}
			for _, in := range incoming {
				if _, isConst := in.(constant.Constant); !derived[in] && !isConst {
					for _, s := range sites {
						if ok[s.call] {
							if d, _, _, _ := scope.foldable(s.roots); d[v] {
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
					d, fr, st, _ := scope.foldable(s.roots)
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
	sizeOnly := sizeOnlyFunc(p.Module)
	touched := map[*ir.Func]bool{}
	remove := map[ir.Instruction]bool{}
	for _, i := range frees {
		remove[i] = true
	}
	for _, i := range stores {
		remove[i] = true
	}
	rep.StoresRemoved = len(dedup(stores))
	// A free reached from one block only, whose allocation dominates it
	// (a pointer that is the block or null does not), passes its size on.
	freeSites := map[ir.Instruction][]int{}
	graphs := map[*ir.Func]*cfg.CFG{}
	for k, s := range sites {
		if !ok[s.call] {
			continue
		}
		g := graphs[s.fn]
		if g == nil {
			g = cfg.New(s.fn)
			graphs[s.fn] = g
		}
		for i := range dedup(siteFrees[s.call]) {
			site := k
			if !dominatesInst(g, s.call, i) {
				site = -1
			}
			freeSites[i] = append(freeSites[i], site)
		}
	}
	sizes := map[int]value.Value{}
	for k, s := range sites {
		if !ok[s.call] {
			continue
		}
		var size value.Value = unwrapArg(s.call.Args[0])
		switch s.alloc {
		case "calloc":
			mul := ir.NewMul(size, unwrapArg(s.call.Args[1]))
			insertBefore(s.fn, s.call, mul)
			size = mul
		case "posix_memalign":
			size = unwrapArg(s.call.Args[2])
		}
		sizes[k] = size
		touched[s.fn] = true
		if s.slot != nil {
			// The buffer goes into the local, and the call succeeds.
			buf := ir.NewCall(sizeOnly, size)
			insertBefore(s.fn, s.call, buf)
			insertBefore(s.fn, s.call, ir.NewStore(buf, s.slot))
			replaceResult(s.fn, s.call, constant.NewInt(types.I32, 0))
			remove[s.call] = true
		} else {
			s.call.Callee = sizeOnly
			s.call.Args = []value.Value{size}
			s.call.FuncAttrs, s.call.ReturnAttrs = nil, nil
		}
		rep.Blocks = append(rep.Blocks, FoldedBlock{Func: s.fn.Name(), Pos: callPos(s.call, s.fn), Alloc: s.alloc,
			Reason: "contents not in the slice: only sent, received, written, freed, compared or printed"})
	}
	var freeFolded *ir.Func
	for _, ks := range freeSites {
		if len(ks) == 1 && ks[0] >= 0 {
			freeFolded = declareVoidFunc(p.Module, SizeOnlyFreeFunc, ir.NewParam("", types.I64))
			break
		}
	}
	for _, f := range p.Module.Funcs {
		changed := touched[f]
		for _, b := range f.Blocks {
			kept := b.Insts[:0]
			for _, inst := range b.Insts {
				if ks := freeSites[inst]; len(ks) == 1 && ks[0] >= 0 {
					call := inst.(*ir.InstCall)
					call.Callee, call.Args, call.FuncAttrs, call.ReturnAttrs = freeFolded, []value.Value{sizes[ks[0]]}, nil, nil
					rep.FreesFolded++
					changed = true
					kept = append(kept, inst)
					continue
				}
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
	rep.FreesRemoved = len(dedup(frees)) - rep.FreesFolded
	return rep, nil
}

// dominatesInst says whether instruction a runs before b on every path
// to b (both in g's function).
func dominatesInst(g *cfg.CFG, a, b ir.Instruction) bool {
	ba, bb := blockOfInst(g, a), blockOfInst(g, b)
	if ba == nil || bb == nil {
		return false
	}
	if ba != bb {
		return g.Dom.Dominates(g.Index[ba], g.Index[bb])
	}
	for _, inst := range ba.Insts {
		switch inst {
		case a:
			return true
		case b:
			return false
		}
	}
	return false
}

func blockOfInst(g *cfg.CFG, inst ir.Instruction) *ir.Block {
	for _, b := range g.Blocks {
		for _, i := range b.Insts {
			if i == inst {
				return b
			}
		}
	}
	return nil
}

// memalignSlot is the local posix_memalign fills (void *p;
// posix_memalign(&p, ...), prk_malloc's), and the loads that read the
// block back from it, when nothing else uses the local than those loads,
// the call, stores of null (the failure path's) and lifetime markers. nil
// otherwise.
func memalignSlot(call *ir.InstCall, users map[value.Value][]ir.Instruction) (*ir.InstAlloca, []value.Value) {
	slot, ok := unwrapArg(call.Args[0]).(*ir.InstAlloca)
	if !ok || !types.Equal(slot.ElemType, types.I8Ptr) {
		return nil, nil
	}
	var loads []value.Value
	for _, u := range users[slot] {
		switch u := u.(type) {
		case *ir.InstCall:
			if u != call {
				return nil, nil
			}
		case *ir.InstStore:
			if _, null := u.Src.(*constant.Null); !null || u.Dst != value.Value(slot) {
				return nil, nil
			}
		case *ir.InstLoad:
			loads = append(loads, u)
		case *ir.InstBitCast:
			for _, m := range users[u] {
				if !isDebugOrLifetime(m) {
					return nil, nil
				}
			}
		default:
			return nil, nil
		}
	}
	return slot, loads
}

// replaceResult makes every use of call's result in f use c instead.
func replaceResult(f *ir.Func, call *ir.InstCall, c constant.Constant) {
	for _, b := range f.Blocks {
		for _, inst := range b.Insts {
			if u, ok := inst.(value.User); ok {
				replaceUses(u.Operands(), call, c)
			}
		}
		replaceUses(b.Term.Operands(), call, c)
	}
}

// foldScope is what foldable looks at: every value's users, the slice,
// and the arguments each parameter of a function called only directly
// receives, so that a block passed to a helper is followed into it.
type foldScope struct {
	users     map[value.Value][]ir.Instruction
	sl        *slice.Result
	paramArgs map[*ir.Param][]value.Value
	direct    map[*ir.Func]bool // defined, and reached by direct calls only
}

func newFoldScope(m *ir.Module, users map[value.Value][]ir.Instruction, sl *slice.Result) *foldScope {
	s := &foldScope{users: users, sl: sl, paramArgs: map[*ir.Param][]value.Value{}, direct: map[*ir.Func]bool{}}
	for _, f := range m.Funcs {
		s.direct[f] = len(f.Blocks) > 0
	}
	for _, f := range callgraph.AddressTaken(m) {
		s.direct[f] = false
	}
	directCalls(m, func(_ *ir.Func, call *ir.InstCall, callee *ir.Func) {
		if !s.direct[callee] {
			return
		}
		for i, p := range callee.Params {
			if i < len(call.Args) {
				s.paramArgs[p] = append(s.paramArgs[p], unwrapArg(call.Args[i]))
			}
		}
	})
	return s
}

// foldable follows the uses of a heap block's pointer (roots): it is
// foldable when they are only address arithmetic, phis and selects,
// comparisons, MPI calls, frees, memsets and lifetime markers, stores into
// it the slice does not keep (returned to be removed with the memsets,
// like the frees), loads whose values nothing needs (see unneeded), and
// calls of functions called only directly, whose parameters it then
// follows in turn.
func (s *foldScope) foldable(roots []value.Value) (derived map[value.Value]bool, frees, stores []ir.Instruction, ok bool) {
	derived = map[value.Value]bool{}
	for _, r := range roots {
		derived[r] = true
	}
	var valueStores []*ir.InstStore // stores of loaded values: into the block, or not foldable
	work := append([]value.Value(nil), roots...)
	follow := func(v value.Value) {
		if !derived[v] {
			derived[v] = true
			work = append(work, v)
		}
	}
	for len(work) > 0 {
		v := work[len(work)-1]
		work = work[:len(work)-1]
		for _, u := range s.users[v] {
			switch u := u.(type) {
			case nil:
				return nil, nil, nil, false
			case *ir.InstBitCast, *ir.InstGetElementPtr, *ir.InstPhi, *ir.InstSelect:
				if s, isSel := u.(*ir.InstSelect); isSel && s.Cond == v {
					return nil, nil, nil, false
				}
				follow(u.(value.Value))
			case *ir.InstICmp:
			case *ir.InstStore:
				if u.Src == v || s.sl.Kept(u) {
					return nil, nil, nil, false
				}
				stores = append(stores, u)
			case *ir.InstLoad:
				if s.sl.Kept(u) || !s.unneeded(u, &valueStores) {
					return nil, nil, nil, false
				}
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
				case s.direct[callee]:
					for i, arg := range u.Args {
						if unwrapArg(arg) != v {
							continue
						}
						if i >= len(callee.Params) {
							return nil, nil, nil, false // a variadic argument
						}
						follow(callee.Params[i])
					}
				default:
					return nil, nil, nil, false
				}
			default:
				return nil, nil, nil, false
			}
		}
	}
	for _, st := range valueStores {
		if !derived[st.Dst] {
			return nil, nil, nil, false
		}
	}
	return derived, frees, stores, true
}

// printsOnly are the libc functions whose value arguments go to output
// and nowhere else.
var printsOnly = map[string]bool{"printf": true, "fprintf": true, "dprintf": true, "putchar": true, "fputc": true, "putc": true}

// unneeded says whether the value load reads from a block being folded
// reaches only arithmetic, printing, and stores (added to stores, which
// must go into the block itself): never a branch, an address, a divisor
// or another function. Such a load stays, reading the size-only buffer's
// zeros (natively, whatever it holds): the skeleton may print other
// numbers than the program, but it makes the same MPI calls, at the same
// cost. A token counted on its way round a ring is such a value.
func (s *foldScope) unneeded(load *ir.InstLoad, stores *[]*ir.InstStore) bool {
	if _, isPtr := load.ElemType.(*types.PointerType); isPtr {
		return false
	}
	seen := map[value.Value]bool{load: true}
	work := []value.Value{load}
	for len(work) > 0 {
		v := work[len(work)-1]
		work = work[:len(work)-1]
		for _, u := range s.users[v] {
			switch u := u.(type) {
			case *ir.InstStore:
				if u.Src != v {
					return false
				}
				*stores = append(*stores, u)
				continue
			case *ir.InstCall:
				callee, ok := callgraph.Callee(u)
				if !ok || !printsOnly[callee.Name()] && !strings.HasPrefix(callee.Name(), "llvm.dbg.") {
					return false
				}
				continue
			case *ir.InstUDiv, *ir.InstSDiv, *ir.InstURem, *ir.InstSRem:
				if divisor(u) == v {
					return false
				}
			case *ir.InstAdd, *ir.InstFAdd, *ir.InstSub, *ir.InstFSub, *ir.InstMul, *ir.InstFMul, *ir.InstFDiv, *ir.InstFRem,
				*ir.InstShl, *ir.InstLShr, *ir.InstAShr, *ir.InstAnd, *ir.InstOr, *ir.InstXor, *ir.InstFNeg,
				*ir.InstTrunc, *ir.InstZExt, *ir.InstSExt, *ir.InstFPTrunc, *ir.InstFPExt, *ir.InstFPToUI, *ir.InstFPToSI,
				*ir.InstUIToFP, *ir.InstSIToFP, *ir.InstICmp, *ir.InstFCmp, *ir.InstSelect, *ir.InstPhi:
			default:
				return false
			}
			r := u.(value.Value)
			if _, isPtr := r.Type().(*types.PointerType); isPtr {
				return false
			}
			if !seen[r] {
				seen[r] = true
				work = append(work, r)
			}
		}
	}
	return true
}

// divisor is an integer division's or remainder's right operand: a zero
// there traps.
func divisor(inst ir.Instruction) value.Value {
	switch d := inst.(type) {
	case *ir.InstUDiv:
		return d.Y
	case *ir.InstSDiv:
		return d.Y
	case *ir.InstURem:
		return d.Y
	case *ir.InstSRem:
		return d.Y
	}
	return nil
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

// sizeOnlyFunc finds or declares i8* mpiskel_sizeonly(i64).
func sizeOnlyFunc(m *ir.Module) *ir.Func {
	for _, f := range m.Funcs {
		if f.Name() == SizeOnlyFunc {
			return f
		}
	}
	return m.NewFunc(SizeOnlyFunc, types.I8Ptr, ir.NewParam("", types.I64))
}
