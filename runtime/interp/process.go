// process.go: a rank's execution state — frames, registers, stack — and Process's API: NewProcess, Run, Resume, CallFunc, Site, Instructions.
package interp

import (
	"encoding/binary"
	"errors"
	"fmt"
	"runtime"
	"slices"
	"unsafe"

	"github.com/llir/llvm/ir/types"
)

const (
	initialStack = 4 << 10  // bytes; the stack segment grows on demand
	maxStack     = 64 << 20 // bytes of stack (allocas) before "stack overflow"
	maxRegs      = 8 << 20  // register slots (64 MiB) before "stack overflow"
)

// state is the interpreter's side of a Process.
type state struct {
	frames []frame
	regs   []uint64 // all frames' slots; a frame's window starts at its base
	icount uint64   // IR instructions executed
	sp     uint32   // top of the stack segment (offset)
	// uncharged counts the executed instructions marked covered (an
	// ADD_TIME accounts for their time): see Uncharged.
	uncharged uint64
	// conversions counts the printf family's conversions: see Conversions.
	conversions uint64
	heap        glibcHeap

	exited   bool
	exitCode int
	exitCall string // see Exit.Call
	exitSite Site   // where exitCall was called
	failed   error
	blocked  bool
	pend     pending
	nested   int // depth of CallFunc calls in progress

	argStack []uint64 // arguments of external calls in progress
	retBuf   []uint64 // result of the last frame that returned to exec's caller
}

// frame is one activation of an interpreted function.
type frame struct {
	fn   *function
	pc   int    // next instruction, while the frame is not running
	base int    // first register slot
	sp   uint32 // stack top at entry, restored on return
	fp   uint64 // address of the frame's static allocas
	va   uint64 // address of the variadic arguments (SysV stack layout)
}

// pending is a host call waiting for Resume.
type pending struct {
	reg  int // absolute register index of the result, -1 if none
	f32  bool
	mask uint64
	post uint64
}

// NewProcess sets up a rank: globals mapped from the shared images (copied
// on first write), a small stack, and a frame for main(argc, argv[, envp]).
func (prog *Program) NewProcess(rank int, argv []string, host Host) (*Process, error) {
	if prog.main == nil {
		return nil, fmt.Errorf("interp: the module has no main function")
	}
	p := &Process{Rank: rank, Mem: NewMemory(), Host: host, prog: prog}
	for _, g := range prog.globals {
		p.Mem.MapShared(g.image, g.kind, g.name)
	}
	if id := p.Mem.MapFixed(initialStack, SegStack, "stack"); id != prog.stackSeg {
		return nil, fmt.Errorf("interp: stack segment is %d, expected %d", id, prog.stackSeg)
	}
	p.Mem.segs[prog.stackSeg].data = p.Mem.segs[prog.stackSeg].data[:0]
	// argv strings and the argv array sit at the bottom of the stack, as
	// the kernel puts them above a native process's first frame.
	var ptrs []uint64
	for _, a := range argv {
		addr, err := p.stackPush([]byte(a+"\x00"), 1)
		if err != nil {
			return nil, err
		}
		ptrs = append(ptrs, addr)
	}
	arr := make([]byte, 8*(len(ptrs)+2)) // argv[argc] = NULL, then an empty envp
	for i, a := range ptrs {
		putU64(arr[8*i:], a)
	}
	argvAddr, err := p.stackPush(arr, 16)
	if err != nil {
		return nil, err
	}
	envpAddr := argvAddr + uint64(8*(len(ptrs)+1))
	main := prog.main
	p.regs = make([]uint64, main.nslots+64)
	var args []uint64
	for i, t := range main.paramTypes {
		switch i {
		case 0:
			if intBits(t) == 0 {
				return nil, fmt.Errorf("interp: main's first parameter is not an integer")
			}
			args = append(args, uint64(len(argv))&maskOf(intBits(t)))
		case 1:
			args = append(args, argvAddr)
		case 2:
			args = append(args, envpAddr)
		default:
			return nil, fmt.Errorf("interp: main takes %d parameters", len(main.paramTypes))
		}
	}
	if err := p.pushFrame(main, 0, args, false); err != nil {
		return nil, err
	}
	p.icount += main.entryCount
	if len(argv) > 0 {
		p.SetProgName(argv[0])
	}
	if err := p.initLibc(prog.GlobalAddr); err != nil {
		return nil, fmt.Errorf("interp: rank %d: %v", rank, err)
	}
	return p, nil
}

// ProcessBytes is a lower bound of the memory NewProcess takes per rank:
// the Process, its initial stack and main's registers, the segment table
// of the globals and the stack, and the frame stack's first entry. A
// simulator checks np of them against the machine's memory before it
// creates any (the globals' images are shared, copied on first write).
func (prog *Program) ProcessBytes() uint64 {
	n := unsafe.Sizeof(Process{}) + initialStack + unsafe.Sizeof(frame{}) +
		uintptr(int(segFirst)+len(prog.globals)+1)*unsafe.Sizeof(segment{})
	if prog.main != nil {
		n += uintptr(prog.main.nslots+64) * 8
	}
	return uint64(n)
}

func putU64(b []byte, v uint64) {
	for i := 0; i < 8; i++ {
		b[i] = byte(v >> (8 * i))
	}
}

// stackPush copies data onto the stack (aligned) and returns its address.
func (p *Process) stackPush(data []byte, align uint64) (uint64, error) {
	off := alignUp(uint64(p.sp), align)
	if err := p.setStackTop(off + uint64(len(data))); err != nil {
		return 0, err
	}
	copy(p.Mem.segs[p.prog.stackSeg].data[off:], data)
	return Addr(p.prog.stackSeg, uint32(off)), nil
}

// setStackTop moves the top of the stack. The stack segment's length is
// kept equal to the top, so an access above the top of the stack is out of
// bounds like any other; its capacity grows by doubling up to maxStack.
func (p *Process) setStackTop(top uint64) error {
	s := &p.Mem.segs[p.prog.stackSeg]
	if top <= uint64(cap(s.data)) {
		s.data = s.data[:top]
		p.sp = uint32(top)
		return nil
	}
	if top > maxStack {
		return errors.New("stack overflow")
	}
	n := uint64(cap(s.data)) * 2
	for n < top {
		n *= 2
	}
	if n > maxStack {
		n = maxStack
	}
	d := make([]byte, top, n)
	copy(d, s.data)
	s.data = d
	p.sp = uint32(top)
	return nil
}

// growRegs makes room for n register slots.
func (p *Process) growRegs(n int) error {
	if n <= len(p.regs) {
		return nil
	}
	if n > maxRegs {
		return errors.New("stack overflow")
	}
	m := 2 * len(p.regs)
	if m < n {
		m = n
	}
	r := make([]uint64, m)
	copy(r, p.regs)
	p.regs = r
	return nil
}

// pushFrame enters an interpreted function with Go-supplied arguments, one
// uint64 per scalar parameter (floats as float64 bits when goFloats is set).
func (p *Process) pushFrame(fn *function, base int, args []uint64, goFloats bool) error {
	if err := p.growRegs(base + fn.nslots); err != nil {
		return err
	}
	r := p.regs[base : base+fn.nslots]
	for i, t := range fn.paramTypes {
		var v uint64
		if i < len(args) {
			v = args[i]
		}
		if goFloats && isF32(t) {
			v = u32f(float32(f64(v)))
		} else if w := intBits(t); w > 0 && w < 64 {
			v &= maskOf(w)
		}
		r[fn.paramSlots[i]] = v
	}
	loadConsts(r, fn)
	return p.pushStackFrame(fn, base, 0, p.sp)
}

// pushStackFrame reserves fn's static allocas and pushes its frame.
func (p *Process) pushStackFrame(fn *function, base int, va uint64, savedSP uint32) error {
	fpOff := uint64(p.sp)
	if fn.frameSize > 0 {
		fpOff = alignUp(fpOff, fn.frameAlign)
		if err := p.setStackTop(fpOff + fn.frameSize); err != nil {
			return err
		}
	}
	n := len(p.frames)
	if n == cap(p.frames) {
		p.frames = append(p.frames, frame{})
	}
	p.frames = p.frames[:n+1]
	f := &p.frames[n]
	f.fn, f.pc, f.base, f.sp, f.fp, f.va = fn, 0, base, savedSP, Addr(p.prog.stackSeg, uint32(fpOff)), va
	return nil
}

// loadConsts fills a new frame's constant area.
func loadConsts(r []uint64, fn *function) {
	if len(fn.consts) <= 8 {
		d := r[fn.constBase : fn.constBase+len(fn.consts)]
		for i, v := range fn.consts {
			d[i] = v
		}
		return
	}
	copy(r[fn.constBase:], fn.consts)
}

// enter pushes a frame for an interpreted callee of call site cs in the
// current (top) frame, whose registers start at callerBase.
func (p *Process) enter(callee *function, cs *callSite, callerBase int) error {
	cur := &p.frames[len(p.frames)-1]
	base := cur.base + cur.fn.nslots
	if err := p.growRegs(base + callee.nslots); err != nil {
		return err
	}
	nr := p.regs[base : base+callee.nslots]
	cr := p.regs[callerBase:]
	savedSP := p.sp
	var va uint64
	if cs.direct {
		for i, s := range cs.argSlots {
			nr[i] = cr[s]
		}
	} else {
		np := len(callee.paramTypes)
		for i, a := range cs.args {
			if i >= np {
				break
			}
			ps := callee.paramSlots[i]
			if a.byval > 0 {
				addr, err := p.copyToStack(cr[cs.argSlots[a.first]], a.byval, a.align)
				if err != nil {
					return err
				}
				nr[ps] = addr
				continue
			}
			n := a.slots
			if m := callee.paramSlotN[i]; m < n {
				n = m
			}
			for j := 0; j < n; j++ {
				nr[ps+j] = cr[cs.argSlots[a.first+j]]
			}
		}
		for i := len(cs.args); i < np; i++ {
			nr[callee.paramSlots[i]] = 0 // missing argument (K&R call)
		}
		if callee.sig.Variadic && len(cs.args) > np {
			var err error
			if va, err = p.layOutVarArgs(cs, np, cr); err != nil {
				return err
			}
		}
	}
	loadConsts(nr, callee)
	return p.pushStackFrame(callee, base, va, savedSP)
}

// copyToStack copies n bytes at src to a fresh aligned stack area (byval).
func (p *Process) copyToStack(src, n, align uint64) (uint64, error) {
	b, err := p.Mem.Bytes(src, int(n))
	if err != nil {
		return 0, err
	}
	return p.stackPush(append([]byte(nil), b...), align)
}

// Variadic arguments. clang-14 lowers va_arg inline for x86-64 by reading
// the SysV va_list, %struct.__va_list_tag = { i32 gp_offset, i32 fp_offset,
// i8* overflow_arg_area, i8* reg_save_area }. llvm.va_start sets
// gp_offset = 48 and fp_offset = 176 (all registers used up), so every
// argument is taken from overflow_arg_area, where the caller's variadic
// arguments are laid out as the SysV ABI lays out stack arguments: in order,
// each in 8-byte slots (integers and pointers in one slot, little-endian,
// doubles as their 8 bytes), long double and other 16-byte-aligned types
// aligned to 16 and taking 16 bytes (x86_fp80 in its 80-bit format), byval
// structs copied whole (rounded up to 8 bytes), struct arguments that clang
// split into scalars one slot per scalar. reg_save_area points at the same
// area and is never read. Go code (libc's vprintf) can walk a va_list the
// same way: read overflow_arg_area, take each argument from there, advance.
func (p *Process) layOutVarArgs(cs *callSite, nfixed int, cr []uint64) (uint64, error) {
	var size uint64
	offs := make([]uint64, len(cs.args))
	for i := nfixed; i < len(cs.args); i++ {
		a := &cs.args[i]
		size = alignUp(size, a.vaAlign)
		offs[i] = size
		size += alignUp(a.vaSize, 8)
	}
	buf := make([]byte, size)
	for i := nfixed; i < len(cs.args); i++ {
		a := &cs.args[i]
		if a.byval > 0 {
			b, err := p.Mem.Bytes(cr[cs.argSlots[a.first]], int(a.byval))
			if err != nil {
				return 0, err
			}
			copy(buf[offs[i]:], b)
			continue
		}
		if a.leaves == nil {
			return 0, fmt.Errorf("cannot pass a value of type %s as a variadic argument", a.typ)
		}
		for j, l := range a.leaves {
			writeLeaf(buf[offs[i]+l.off:], cr[cs.argSlots[a.first+j]], l.typ)
		}
	}
	return p.stackPush(buf, 16)
}

// writeLeaf stores one scalar slot value in its memory format.
func writeLeaf(buf []byte, v uint64, t types.Type) {
	switch t := t.(type) {
	case *types.FloatType:
		switch t.Kind {
		case types.FloatKindFloat:
			binary.LittleEndian.PutUint32(buf, uint32(v))
		case types.FloatKindX86_FP80:
			f64ToF80(buf, f64(v))
		case types.FloatKindFP128:
			f64ToF128(buf, f64(v))
		default:
			binary.LittleEndian.PutUint64(buf, v)
		}
	case *types.IntType:
		var tmp [8]byte
		binary.LittleEndian.PutUint64(tmp[:], v)
		copy(buf[:(t.BitSize+7)/8], tmp[:])
	default:
		binary.LittleEndian.PutUint64(buf, v)
	}
}

// callExternal runs a host or libc function for call site cs of the frame
// at depth top. It returns status 0 when the call completed.
func (p *Process) callExternal(callee *function, cs *callSite, top int) (Status, error) {
	f := &p.frames[top]
	fn := f.fn
	pc := f.pc
	r := p.regs[f.base : f.base+fn.nslots]
	start := len(p.argStack)
	var args []uint64
	if cs.plainArgs {
		// Most external calls, MPI's above all, take integers and
		// pointers only: a straight copy of their slots.
		n := len(cs.argSlots)
		p.argStack = slices.Grow(p.argStack, n)[:start+n]
		args = p.argStack[start : start+n : start+n]
		for i, s := range cs.argSlots {
			args[i] = r[s]
		}
	} else {
		for i := 0; i < len(cs.argSlots); i++ {
			s := cs.argSlots[i]
			v := r[s]
			if cs.argF32[i] {
				v = u64f(float64(f32(v)))
			}
			if cs.argF80[i] && !callee.f80Native {
				v = u64f(f80At(r, s).toF64())
				i++ // its second slot
			}
			p.argStack = append(p.argStack, v)
		}
		args = p.argStack[start:len(p.argStack):len(p.argStack)]
	}
	defer func() { p.argStack = p.argStack[:start] }()
	var ret uint64
	switch callee.kind {
	case fkHost:
		if p.Host == nil {
			return 0, p.errorAt(fn, pc, "host function %s called, but the process has no host", callee.name)
		}
		v, done, err := p.Host.Call(p, callee.hostID, args)
		if err != nil {
			return 0, p.callErr(fn, pc, callee, err)
		}
		if !done {
			if p.nested > 0 {
				return 0, p.errorAt(fn, pc, "host function %s blocked inside a callback from Go", callee.name)
			}
			p.blocked = true
			p.pend = pending{reg: -1, f32: cs.retF32, mask: cs.retMask, post: cs.post}
			if cs.retSlots > 0 {
				p.pend.reg = f.base + int(cs.dst)
			}
			return StatusBlocked, nil
		}
		ret = v
	case fkLibc:
		v, err := callee.libc(p, args)
		if err != nil {
			return 0, p.callErr(fn, pc, callee, err)
		}
		ret = v
	case fkIntrinsic:
		return 0, p.errorAt(fn, pc, "intrinsic %s called through a function pointer", callee.name)
	default:
		if why, ok := refusedFuncs[callee.name]; ok {
			return 0, p.errorAt(fn, pc, "mpiskel does not implement %s (%s)", callee.name, why)
		}
		return 0, p.errorAt(fn, pc, "unknown external function %s called", callee.name)
	}
	if cs.retSlots > 0 {
		f = &p.frames[top] // a callback may have moved frames and registers
		if cs.retF32 {
			ret = u32f(float32(f64(ret)))
		}
		p.regs[f.base+int(cs.dst)] = ret & cs.retMask
		for j := 1; j < cs.retSlots; j++ {
			p.regs[f.base+int(cs.dst)+j] = 0
		}
		if cs.retF80 {
			x := f80{m: ret, se: p.libc.f80Hi}
			if !callee.f80Native {
				x = f80FromF64(f64(ret))
			}
			setF80(p.regs[f.base:], cs.dst, x)
		}
	}
	p.icount += cs.post
	return 0, nil
}

// callErr turns an error from a Go-implemented function into the process's
// error: exit passes through, memory faults get the call's position.
func (p *Process) callErr(fn *function, pc int, callee *function, err error) error {
	var ex *Exit
	if errors.As(err, &ex) {
		return ex
	}
	var e *Error
	if errors.As(err, &e) {
		return e
	}
	var mf *MemFault
	if errors.As(err, &mf) {
		return p.errorAt(fn, pc, "in %s: %v", callee.name, mf)
	}
	return p.errorAt(fn, pc, "%s: %v", callee.name, err)
}

// errorAt builds the *Error for the instruction before pc.
func (p *Process) errorAt(fn *function, pc int, format string, args ...interface{}) *Error {
	return &Error{Rank: p.Rank, Site: p.siteAt(fn, pc), Msg: fmt.Sprintf(format, args...)}
}

// errAt wraps any error at the instruction before pc.
func (p *Process) errAt(fn *function, pc int, err error) error {
	var ex *Exit
	if errors.As(err, &ex) {
		return ex
	}
	var e *Error
	if errors.As(err, &e) {
		return e
	}
	return p.errorAt(fn, pc, "%s", err.Error())
}

// siteIndex is the current position as 1 + its index in Program.sites,
// 0 when unknown: what a heap block keeps of its allocation site.
func (p *Process) siteIndex() int32 {
	if n := len(p.frames); n > 0 {
		f := &p.frames[n-1]
		if f.fn != nil && f.pc > 0 && f.pc <= len(f.fn.sites) {
			return f.fn.sites[f.pc-1] + 1
		}
	}
	return 0
}

func (p *Process) siteAt(fn *function, pc int) Site {
	if fn == nil || pc <= 0 || pc > len(fn.sites) {
		if fn != nil {
			return Site{Func: fn.name}
		}
		return Site{}
	}
	return p.prog.sites[fn.sites[pc-1]]
}

// Run runs the process until a host call blocks (StatusBlocked) or it exits
// (StatusExited). Errors are *Error; after one the process is dead.
func (p *Process) Run() (st Status, err error) {
	switch {
	case p.failed != nil:
		return 0, p.failed
	case p.exited:
		return StatusExited, nil
	case p.blocked:
		return 0, &Error{Rank: p.Rank, Site: p.Site(), Msg: "Run called while blocked in a host call: Resume first"}
	case len(p.frames) == 0:
		return 0, &Error{Rank: p.Rank, Msg: "process has no frame to run"}
	}
	defer func() {
		if x := recover(); x != nil {
			st, err = 0, p.panicError(x)
			p.failed = err
		}
	}()
	st, err = p.exec(0)
	return p.finishRun(st, err)
}

func (p *Process) finishRun(st Status, err error) (Status, error) {
	if err != nil {
		var ex *Exit
		if errors.As(err, &ex) {
			p.exited, p.exitCode = true, ex.Code
			p.exitCall = ex.Call
			if ex.Call != "" {
				p.exitSite = p.Site()
			}
			p.frames = p.frames[:0]
			return StatusExited, nil
		}
		p.failed = err
		return 0, err
	}
	if st == 0 {
		// Returning from main is exit(status): libc runs the atexit
		// handlers and flushes stdio.
		var code int32
		if len(p.retBuf) > 0 {
			code = int32(p.retBuf[0])
		}
		err := p.exitProcess(code, "")
		return p.finishRun(0, err)
	}
	return st, nil
}

// panicError converts an unexpected Go panic inside the interpreter into an
// *Error at the innermost frame's last known position.
func (p *Process) panicError(x interface{}) error {
	site := Site{}
	if n := len(p.frames); n > 0 {
		f := &p.frames[n-1]
		site = p.siteAt(f.fn, f.pc)
	}
	buf := make([]byte, 2048)
	buf = buf[:runtime.Stack(buf, false)]
	return &Error{Rank: p.Rank, Site: site, Msg: fmt.Sprintf("internal interpreter error: %v\n%s", x, buf)}
}

// Resume gives a blocked host call its return value; the next Run continues
// after the call.
func (p *Process) Resume(ret uint64) {
	if !p.blocked {
		return
	}
	p.blocked = false
	if p.pend.reg >= 0 {
		if p.pend.f32 {
			ret = u32f(float32(f64(ret)))
		}
		p.regs[p.pend.reg] = ret & p.pend.mask
	}
	p.icount += p.pend.post
}

// ExitCode is the exit status: main's return value or exit's argument,
// modulo 256 as a shell sees it.
func (p *Process) ExitCode() int { return p.exitCode }

// ExitedBy is how the process ended: the libc call (see Exit.Call, "" when
// main returned) and its call site.
func (p *Process) ExitedBy() (call string, site Site) { return p.exitCall, p.exitSite }

// Exited reports whether the process has finished.
func (p *Process) Exited() bool { return p.exited }

// CodePos identifies an instruction of the program and the call its
// function was called from (see Process.Pos).
type CodePos struct {
	fn, callerFn *function
	pc, callerPC int
}

// Pos is the current instruction, the blocked call's when blocked, with
// its function's call site: a host call's place as a key, which tells
// apart the calls of a wrapper (such as an xmalloc) from different
// callers.
func (p *Process) Pos() CodePos {
	var at CodePos
	if n := len(p.frames); n > 0 {
		at.fn, at.pc = p.frames[n-1].fn, p.frames[n-1].pc
		if n > 1 {
			at.callerFn, at.callerPC = p.frames[n-2].fn, p.frames[n-2].pc
		}
	}
	return at
}

// Site is the current position: the blocked call's when blocked.
func (p *Process) Site() Site {
	if n := len(p.frames); n > 0 {
		f := &p.frames[n-1]
		return p.siteAt(f.fn, f.pc)
	}
	return Site{}
}

// SiteRef is a position kept for later, as SiteOf resolves it: a host
// keeps one per pending request, for the errors it may raise after the
// process has moved on, and it is a fraction of a Site's size and cost.
// The zero SiteRef resolves to the zero Site.
type SiteRef struct {
	fn *function
	pc int
}

// SiteRef is the current position, as Site gives it, to resolve later.
func (p *Process) SiteRef() SiteRef {
	if n := len(p.frames); n > 0 {
		f := &p.frames[n-1]
		return SiteRef{f.fn, f.pc}
	}
	return SiteRef{}
}

// SiteOf resolves a position SiteRef took.
func (p *Process) SiteOf(r SiteRef) Site { return p.siteAt(r.fn, r.pc) }

// Instructions is the number of IR instructions executed so far (debug and
// lifetime markers and optimizer hints excluded).
func (p *Process) Instructions() uint64 { return p.icount }

// Uncharged is how many of the executed instructions carry the
// "mpiskel.covered" attachment (a skeleton's code inside an abstracted
// region, whose time its ADD_TIME gives): a simulator charges compute for
// Instructions() - Uncharged().
func (p *Process) Uncharged() uint64 { return p.uncharged }

// Conversions is how many conversions (%d, %g, %s, ...) the printf family
// has formatted so far. Natively that formatting runs in libc, as
// instructions the interpreter does not count (it formats in Go): a
// simulator charges it per conversion.
func (p *Process) Conversions() uint64 { return p.conversions }

// CallFunc runs the interpreted function at address fn to completion with
// the given arguments (one uint64 per scalar parameter, floats as float64
// bits) and returns its result (a float as float64 bits). libc uses it for
// callbacks such as qsort's comparator. A host call that blocks inside is an
// error; exit inside returns the *Exit error.
func (p *Process) CallFunc(fn uint64, args ...uint64) (ret uint64, err error) {
	defer func() {
		if x := recover(); x != nil {
			ret, err = 0, p.panicError(x)
		}
	}()
	if p.prog == nil {
		return 0, fmt.Errorf("callback %#x in a process without a program", fn)
	}
	callee := p.prog.funcAt(fn)
	if callee == nil {
		return 0, fmt.Errorf("call through %#x, which is not the address of a function", fn)
	}
	if callee.kind != fkInterp {
		if callee.kind == fkLibc {
			return callee.libc(p, args)
		}
		return 0, fmt.Errorf("callback to %s, which is not an interpreted function", callee.name)
	}
	base := 0
	if n := len(p.frames); n > 0 {
		base = p.frames[n-1].base + p.frames[n-1].fn.nslots
	}
	stop := len(p.frames)
	savedSP := p.sp
	if err := p.pushFrame(callee, base, args, true); err != nil {
		return 0, err
	}
	p.frames[len(p.frames)-1].sp = savedSP
	p.icount += callee.entryCount
	p.nested++
	st, err := p.exec(stop)
	p.nested--
	if err != nil {
		p.frames = p.frames[:stop]
		p.setStackTop(uint64(savedSP))
		return 0, err
	}
	if st != 0 {
		return 0, fmt.Errorf("callback %s did not return", callee.name)
	}
	if len(p.retBuf) == 0 {
		return 0, nil
	}
	v := p.retBuf[0]
	if isF32(callee.sig.RetType) {
		v = u64f(float64(f32(v)))
	}
	return v, nil
}
