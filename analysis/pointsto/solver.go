// Constraint generation from IR and the worklist solver.
package pointsto

import (
	"math/bits"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/value"
)

// bitset is a set of object IDs.
type bitset []uint64

func (b bitset) has(i int) bool { return i/64 < len(b) && b[i/64]&(1<<(i%64)) != 0 }

// union adds o's members to *b and reports whether *b grew.
func (b *bitset) union(o bitset) bool {
	changed := false
	for len(*b) < len(o) {
		*b = append(*b, 0)
	}
	for i, w := range o {
		if (*b)[i]|w != (*b)[i] {
			(*b)[i] |= w
			changed = true
		}
	}
	return changed
}

func (b *bitset) add(i int) bool {
	for len(*b) <= i/64 {
		*b = append(*b, 0)
	}
	if (*b)[i/64]&(1<<(i%64)) != 0 {
		return false
	}
	(*b)[i/64] |= 1 << (i % 64)
	return true
}

func (b bitset) intersects(o bitset) bool {
	for i := 0; i < len(b) && i < len(o); i++ {
		if b[i]&o[i] != 0 {
			return true
		}
	}
	return false
}

func (b bitset) each(fn func(int)) {
	for i, w := range b {
		for w != 0 {
			t := bits.TrailingZeros64(w)
			fn(i*64 + t)
			w &^= 1 << t
		}
	}
}

// callSite is an indirect call waiting for the functions its callee may
// point to.
type callSite struct {
	call *ir.InstCall
}

// solver holds the constraint graph.
type solver struct {
	r      *Result
	succ   []map[int]bool // copy edges n → m: pts(m) ⊇ pts(n)
	loads  [][]int        // loads[p]: nodes d with d ⊇ *p
	stores [][]int        // stores[p]: nodes v with *p ⊇ v
	icalls [][]callSite   // indirect calls through node p
	wired  map[*ir.InstCall]map[*ir.Func]bool
	work   []int
	queued []bool
}

func (s *solver) newObject(k Kind, v value.Value) int {
	r := s.r
	id := len(r.objects)
	r.objects = append(r.objects, Object{Kind: k, Value: v, id: id})
	if v != nil {
		r.objOf[v] = id
	}
	r.content = append(r.content, s.newNode())
	return id
}

func (s *solver) newNode() int {
	r := s.r
	n := len(r.pts)
	r.pts = append(r.pts, nil)
	s.succ = append(s.succ, nil)
	s.loads = append(s.loads, nil)
	s.stores = append(s.stores, nil)
	s.icalls = append(s.icalls, nil)
	s.queued = append(s.queued, false)
	return n
}

func (s *solver) push(n int) {
	if !s.queued[n] {
		s.queued[n] = true
		s.work = append(s.work, n)
	}
}

// nodeOf returns v's node, creating it (and, for constants, its
// constraints) on first use.
func (s *solver) nodeOf(v value.Value) int {
	r := s.r
	if n, ok := r.node[v]; ok {
		return n
	}
	n := s.newNode()
	r.node[v] = n
	switch c := v.(type) {
	case *ir.Global, *ir.Func:
		s.addObj(n, r.objOf[v])
	case *ir.Alias:
		s.copy(s.nodeOf(c.Aliasee), n)
	case *ir.Arg: // a call argument with attributes
		s.copy(s.nodeOf(c.Value), n)
	case *constant.ExprBitCast:
		s.copy(s.nodeOf(c.From), n)
	case *constant.ExprGetElementPtr:
		s.copy(s.nodeOf(c.Src), n)
	case *constant.ExprPtrToInt:
		s.copy(s.nodeOf(c.From), n)
	case *constant.ExprIntToPtr:
		s.copy(s.nodeOf(c.From), n)
	case *constant.ExprAddrSpaceCast:
		s.copy(s.nodeOf(c.From), n)
	case *constant.ExprAdd:
		s.copy(s.nodeOf(c.X), n)
		s.copy(s.nodeOf(c.Y), n)
	case *constant.ExprSub:
		s.copy(s.nodeOf(c.X), n)
	case *constant.ExprSelect:
		s.copy(s.nodeOf(c.X), n)
		s.copy(s.nodeOf(c.Y), n)
	case *constant.Struct:
		for _, f := range c.Fields {
			s.copy(s.nodeOf(f), n)
		}
	case *constant.Array:
		for _, e := range c.Elems {
			s.copy(s.nodeOf(e), n)
		}
	case *constant.Vector:
		for _, e := range c.Elems {
			s.copy(s.nodeOf(e), n)
		}
	}
	return n
}

func (s *solver) addObj(n, o int) {
	if s.r.pts[n].add(o) {
		s.push(n)
	}
}

// copy adds pts(to) ⊇ pts(from).
func (s *solver) copy(from, to int) {
	if from == to {
		return
	}
	if s.succ[from] == nil {
		s.succ[from] = map[int]bool{}
	}
	if s.succ[from][to] {
		return
	}
	s.succ[from][to] = true
	if s.r.pts[to].union(s.r.pts[from]) {
		s.push(to)
	}
}

// load adds dst ⊇ *ptr.
func (s *solver) load(ptr, dst int) {
	s.loads[ptr] = append(s.loads[ptr], dst)
	s.r.pts[ptr].each(func(o int) { s.copy(s.r.content[o], dst) })
}

// store adds *ptr ⊇ src.
func (s *solver) store(ptr, src int) {
	s.stores[ptr] = append(s.stores[ptr], src)
	s.r.pts[ptr].each(func(o int) { s.copy(src, s.r.content[o]) })
}

// copyContents adds *dst ⊇ *src (memcpy).
func (s *solver) copyContents(dst, src int) {
	t := s.newNode()
	s.load(src, t)
	s.store(dst, t)
}

func (s *solver) solve() {
	r := s.r
	for len(s.work) > 0 {
		n := s.work[len(s.work)-1]
		s.work = s.work[:len(s.work)-1]
		s.queued[n] = false
		p := r.pts[n]
		p.each(func(o int) {
			for _, d := range s.loads[n] {
				s.copy(r.content[o], d)
			}
			for _, v := range s.stores[n] {
				s.copy(v, r.content[o])
			}
			if r.objects[o].Kind == Func {
				for _, cs := range s.icalls[n] {
					s.wire(cs.call, r.objects[o].Value.(*ir.Func))
				}
			}
		})
		for m := range s.succ[n] {
			if r.pts[m].union(p) {
				s.push(m)
			}
		}
	}
}

// generate walks the module once, adding the constraints of every global
// initializer and instruction.
func (s *solver) generate() {
	r := s.r
	m := r.Module
	s.wired = map[*ir.InstCall]map[*ir.Func]bool{}
	r.msg = s.newNode()
	u := r.content[0]
	// Unknown memory may hold pointers to itself and to whatever escaped
	// into it, and everything reachable from escaped memory escapes too.
	s.addObj(u, 0)
	s.load(u, u)
	for _, g := range m.Globals {
		if g.Init != nil {
			s.copy(s.nodeOf(g.Init), r.content[r.objOf[g]])
		}
		if g.Init == nil && len(m.Funcs) > 0 {
			// An external global (errno, stdout, ompi_mpi_comm_world) may
			// hold any external pointer.
			s.addObj(r.content[r.objOf[g]], 0)
		}
	}
	for _, f := range m.Funcs {
		r.ret[f] = s.newNode()
		if f.Sig.Variadic {
			r.vararg[f] = s.newNode()
		}
		if len(f.Blocks) > 0 && f.Name() == "main" {
			// argv and environment come from outside the program.
			for _, p := range f.Params {
				s.addObj(s.nodeOf(p), 0)
			}
		}
	}
	for _, f := range m.Funcs {
		for _, b := range f.Blocks {
			for _, inst := range b.Insts {
				s.instruction(f, inst)
			}
			if ret, ok := b.Term.(*ir.TermRet); ok && ret.X != nil {
				s.copy(s.nodeOf(ret.X), r.ret[f])
			}
		}
	}
}

func (s *solver) instruction(f *ir.Func, inst ir.Instruction) {
	r := s.r
	v, isValue := inst.(value.Value)
	if !isValue {
		if st, ok := inst.(*ir.InstStore); ok {
			s.store(s.nodeOf(st.Dst), s.nodeOf(st.Src))
		}
		return
	}
	n := s.nodeOf(v)
	from := func(xs ...value.Value) {
		for _, x := range xs {
			s.copy(s.nodeOf(x), n)
		}
	}
	switch i := inst.(type) {
	case *ir.InstAlloca:
		s.addObj(n, r.objOf[i])
	case *ir.InstLoad:
		s.load(s.nodeOf(i.Src), n)
	case *ir.InstGetElementPtr:
		from(i.Src)
	case *ir.InstBitCast:
		from(i.From)
	case *ir.InstAddrSpaceCast:
		from(i.From)
	case *ir.InstPtrToInt:
		from(i.From)
	case *ir.InstIntToPtr:
		from(i.From)
	case *ir.InstTrunc:
		from(i.From)
	case *ir.InstZExt:
		from(i.From)
	case *ir.InstSExt:
		from(i.From)
	case *ir.InstAdd:
		from(i.X, i.Y)
	case *ir.InstSub:
		from(i.X)
	case *ir.InstAnd:
		from(i.X, i.Y)
	case *ir.InstOr:
		from(i.X, i.Y)
	case *ir.InstXor:
		from(i.X, i.Y)
	case *ir.InstFreeze:
		from(i.X)
	case *ir.InstPhi:
		for _, inc := range i.Incs {
			from(inc.X)
		}
	case *ir.InstSelect:
		from(i.ValueTrue, i.ValueFalse)
	case *ir.InstExtractValue:
		from(i.X)
	case *ir.InstInsertValue:
		from(i.X, i.Elem)
	case *ir.InstExtractElement:
		from(i.X)
	case *ir.InstInsertElement:
		from(i.X, i.Elem)
	case *ir.InstShuffleVector:
		from(i.X, i.Y)
	case *ir.InstCmpXchg:
		p := s.nodeOf(i.Ptr)
		s.load(p, n)
		s.store(p, s.nodeOf(i.New))
	case *ir.InstAtomicRMW:
		p := s.nodeOf(i.Dst)
		s.load(p, n)
		s.store(p, s.nodeOf(i.X))
	case *ir.InstVAArg:
		if va, ok := r.vararg[f]; ok {
			s.copy(va, n)
		}
		s.load(s.nodeOf(i.ArgList), n)
	case *ir.InstCall:
		s.call(f, i, n)
	}
}

// call adds the constraints of a call whose result node is n.
func (s *solver) call(caller *ir.Func, call *ir.InstCall, n int) {
	r := s.r
	for _, a := range call.Args {
		s.nodeOf(a)
	}
	callee, direct := directCallee(call)
	if !direct {
		p := s.nodeOf(call.Callee)
		s.icalls[p] = append(s.icalls[p], callSite{call})
		r.pts[p].each(func(o int) {
			if f, ok := r.objects[o].Value.(*ir.Func); ok {
				s.wire(call, f)
			}
		})
		return
	}
	s.wire(call, callee)
	if callee.Name() == "llvm.va_start" && len(call.Args) == 1 {
		if va, ok := r.vararg[caller]; ok {
			s.store(s.nodeOf(call.Args[0]), va)
		}
	}
}

// wire connects a call to one function it may reach: arguments to
// parameters and the return value to the call, or for a function without
// body, its modelled or conservative pointer effects.
func (s *solver) wire(call *ir.InstCall, f *ir.Func) {
	if s.wired[call] == nil {
		s.wired[call] = map[*ir.Func]bool{}
	}
	if s.wired[call][f] {
		return
	}
	s.wired[call][f] = true
	r := s.r
	r.callees[call] = append(r.callees[call], f)
	n := s.nodeOf(call)
	arg := func(i int) int { return s.nodeOf(call.Args[i]) }
	if len(f.Blocks) > 0 {
		for i, a := range call.Args {
			if i < len(f.Params) {
				s.copy(s.nodeOf(a), s.nodeOf(f.Params[i]))
			} else if va, ok := r.vararg[f]; ok {
				s.copy(s.nodeOf(a), va)
			}
		}
		s.copy(r.ret[f], n)
		return
	}
	name := f.Name()
	if o, ok := r.objOf[call]; ok && r.objects[o].Kind == Heap {
		if name == "posix_memalign" && len(call.Args) > 0 {
			h := s.newNode()
			s.addObj(h, o)
			s.store(arg(0), h)
			return
		}
		s.addObj(n, o)
		if name == "realloc" && len(call.Args) > 0 {
			// The block may stay where it was.
			s.copy(arg(0), n)
			s.copyContents(n, arg(0))
		}
		return
	}
	if e, ok := libc[name]; ok {
		for _, i := range e.retAlias {
			if i < len(call.Args) {
				s.copy(arg(i), n)
			}
		}
		if e.copyTo >= 0 && e.copyFrom < len(call.Args) && e.copyTo < len(call.Args) {
			s.copyContents(arg(e.copyTo), arg(e.copyFrom))
		}
		if name == "strtol" || name == "strtoul" || name == "strtod" || name == "strtoll" || name == "strtoull" || name == "strtof" {
			if len(call.Args) > 1 {
				s.store(arg(1), arg(0))
			}
		}
		if name == "qsort" && len(call.Args) == 4 {
			// The comparator receives pointers into the array.
			c := s.newNode()
			s.copy(arg(0), c)
			s.icallParams(arg(3), c)
		}
		if e.retUnknown {
			s.addObj(n, 0)
		}
		return
	}
	if isIntrinsic(name) {
		switch {
		case hasPrefix(name, "llvm.memcpy"), hasPrefix(name, "llvm.memmove"):
			s.copyContents(arg(0), arg(1))
		}
		return
	}
	if mf, ok := lookupMPI(name); ok {
		s.mpiPointers(call, mf, n)
		return
	}
	// Unknown external: whatever its arguments reach escapes into
	// Unknown memory, it may store any escaped pointer through them, and
	// it may return any of them.
	u := r.content[0]
	for i := range call.Args {
		a := arg(i)
		s.copy(a, u)
		s.store(a, u)
		s.copy(a, n)
	}
	s.addObj(n, 0)
}

// icallParams makes every parameter of the functions ptr may point to
// receive pts(src): a library function calling back into the program.
func (s *solver) icallParams(ptr, src int) {
	s.r.pts[ptr].each(func(o int) {
		if f, ok := s.r.objects[o].Value.(*ir.Func); ok {
			for _, p := range f.Params {
				s.copy(src, s.nodeOf(p))
			}
		}
	})
}

func isIntrinsic(name string) bool { return hasPrefix(name, "llvm.") }

func hasPrefix(s, p string) bool { return len(s) >= len(p) && s[:len(p)] == p }
