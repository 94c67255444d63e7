// compile.go: Program — a module compiled once (functions in register form, global images, addresses) and shared read-only by every rank.
package interp

import (
	"fmt"
	"sort"
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/metadata"
	"github.com/llir/llvm/ir/types"
)

// Program is a compiled module. It is immutable after Compile, so one
// Program serves all ranks.
type Program struct {
	opt     Options
	lay     *layout
	funcs   []*function // a function's address is Addr(SegFunc, index)
	byName  map[string]*function
	globals []globalImage // segment segFirst+i
	gaddr   map[string]uint64
	sites   []Site
	msgs    []string // trap messages, by index
	main    *function
	// stackSeg is the segment id of every rank's stack: right after the globals.
	stackSeg uint32
}

// globalImage is the initial contents of one global, shared by all ranks.
type globalImage struct {
	name  string
	image []byte
	kind  SegKind
}

type funcKind uint8

const (
	fkInterp    funcKind = iota + 1 // defined in the module: interpreted
	fkHost                          // Options.HostFuncs: Host.Call
	fkLibc                          // implemented in Go by libc_*.go
	fkIntrinsic                     // llvm.*: lowered inline at direct call sites
	fkUnknown                       // calling it is an error
)

// function is a compiled function, or the description of an external one.
type function struct {
	name   string
	index  int
	kind   funcKind
	hostID int
	libc   libcFunc
	sig    *types.FuncType
	// f80Native: a libc function taking long double arguments as their
	// two slots and returning one through Process.f80Hi; the others get
	// (and return) long doubles rounded to double.
	f80Native bool

	// Interpreted functions only.
	code        []inst
	sites       []int32 // per instruction: index into Program.sites
	nslots      int     // frame size in slots
	paramSlots  []int   // first slot of each parameter (params start at slot 0)
	paramSlotN  []int   // slots of each parameter
	nparamSlots int
	paramTypes  []types.Type
	retSlots    int
	consts      []uint64 // initial values of slots constBase..
	constBase   int
	entryCount  uint64 // IR instructions counted on entry (the entry block's first segment)
	frameSize   uint64 // bytes of static allocas
	frameAlign  uint64
	calls       []callSite
	switches    []switchTable
	bitcasts    []bitcastInfo
	vaargs      []vaargInfo
	wides       []wideInfo
	atomics     []atomicInfo
	// simpleCall: no byval, not variadic — a call can copy args straight in.
	simpleCall bool
}

// Compile compiles every function of m, lays out its globals and resolves
// external functions. The Program is then shared by all ranks.
func Compile(m *ir.Module, opt Options) (prog *Program, err error) {
	defer func() {
		// IR the parser accepts but that breaks an assumption of the
		// compiler must be reported, not crash the tool.
		if x := recover(); x != nil {
			prog, err = nil, fmt.Errorf("interp: internal compiler error: %v", x)
		}
	}()
	p := &Program{
		opt:    opt,
		lay:    newLayout(),
		byName: map[string]*function{},
		gaddr:  map[string]uint64{},
	}
	host := map[string]int{}
	for i, n := range opt.HostFuncs {
		if _, dup := host[n]; !dup {
			host[n] = i
		}
	}
	for i, f := range m.Funcs {
		fn := &function{name: f.Name(), index: i, sig: f.Sig}
		switch {
		case len(f.Blocks) > 0:
			fn.kind = fkInterp
		case strings.HasPrefix(fn.name, "llvm."):
			fn.kind = fkIntrinsic
		default:
			if id, ok := host[fn.name]; ok {
				fn.kind, fn.hostID = fkHost, id
			} else if lf, ok := libcFuncs[fn.name]; ok {
				fn.kind, fn.libc = fkLibc, lf
				fn.f80Native = libcF80Native[fn.name]
			} else {
				fn.kind = fkUnknown
			}
		}
		p.funcs = append(p.funcs, fn)
		p.byName[fn.name] = fn
	}
	if err := p.layoutGlobals(m); err != nil {
		return nil, err
	}
	if err := p.buildGlobalImages(m); err != nil {
		return nil, err
	}
	var errs []string
	for i, f := range m.Funcs {
		if p.funcs[i].kind != fkInterp {
			continue
		}
		if err := p.compileFunc(f, p.funcs[i]); err != nil {
			errs = append(errs, fmt.Sprintf("function @%s: %v", f.Name(), err))
		}
	}
	if len(errs) > 0 {
		return nil, fmt.Errorf("interp: %s", strings.Join(errs, "; "))
	}
	if mf, ok := p.byName["main"]; ok && mf.kind == fkInterp {
		p.main = mf
	}
	return p, nil
}

// layoutGlobals gives each global (defined, declared, or host-provided) a
// segment id, so that addresses are known before any initializer is built.
func (p *Program) layoutGlobals(m *ir.Module) error {
	seen := map[string]bool{}
	for _, g := range m.Globals {
		name := g.Name()
		seen[name] = true
		seg := segFirst + uint32(len(p.globals))
		p.gaddr[name] = Addr(seg, 0)
		kind := SegGlobal
		if g.Immutable && g.Init != nil {
			kind = SegConst
		}
		p.globals = append(p.globals, globalImage{name: name, kind: kind})
	}
	var extra []string
	for name := range p.opt.ExternalGlobals {
		if !seen[name] {
			extra = append(extra, name)
		}
	}
	sort.Strings(extra)
	for _, name := range extra {
		seg := segFirst + uint32(len(p.globals))
		p.gaddr[name] = Addr(seg, 0)
		p.globals = append(p.globals, globalImage{name: name, kind: SegGlobal, image: make([]byte, p.opt.ExternalGlobals[name])})
	}
	p.stackSeg = segFirst + uint32(len(p.globals))
	for _, a := range m.Aliases {
		addr, err := p.constAddr(a.Aliasee)
		if err != nil {
			return fmt.Errorf("interp: alias @%s: %v", a.Name(), err)
		}
		p.gaddr[a.Name()] = addr
	}
	return nil
}

// buildGlobalImages evaluates every initializer into its memory image.
func (p *Program) buildGlobalImages(m *ir.Module) error {
	for i, g := range m.Globals {
		ti := p.lay.get(g.ContentType)
		size := ti.size
		if ti.err != nil {
			if g.Init != nil {
				return fmt.Errorf("interp: global @%s: %v", g.Name(), ti.err)
			}
			size = 0
		}
		if g.Init == nil {
			// Host-provided and libc-provided externals get at least the
			// size their provider declares.
			if n, ok := p.opt.ExternalGlobals[g.Name()]; ok && uint64(n) > size {
				size = uint64(n)
			}
			if n, ok := libcGlobals[g.Name()]; ok && uint64(n) > size {
				size = uint64(n)
			}
		}
		img := make([]byte, size)
		if g.Init != nil {
			if err := p.writeConst(img, g.Init, g.ContentType); err != nil {
				return fmt.Errorf("interp: initializer of @%s: %v", g.Name(), err)
			}
		}
		p.globals[i].image = img
	}
	return nil
}

// GlobalAddr returns the address of a global (the same in every rank),
// including the host's Options.ExternalGlobals.
func (p *Program) GlobalAddr(name string) (uint64, bool) {
	a, ok := p.gaddr[name]
	return a, ok
}

// FuncAddr returns the address of a function of the module.
func (p *Program) FuncAddr(name string) (uint64, bool) {
	f, ok := p.byName[name]
	if !ok {
		return 0, false
	}
	return Addr(SegFunc, uint32(f.index)), true
}

// funcAt decodes a function address, or returns nil.
func (p *Program) funcAt(addr uint64) *function {
	if SegOf(addr) != SegFunc || uint64(OffOf(addr)) >= uint64(len(p.funcs)) {
		return nil
	}
	return p.funcs[OffOf(addr)]
}

// siteOf builds the Site of an instruction from its !dbg attachment.
func siteOf(md []*metadata.Attachment, fn string) Site {
	s := Site{Func: fn}
	for _, a := range md {
		if a.Name != "dbg" {
			continue
		}
		loc, ok := a.Node.(*metadata.DILocation)
		if !ok {
			continue
		}
		s.Line, s.Col = int(loc.Line), int(loc.Column)
		s.File = scopeFile(loc.Scope)
	}
	return s
}

// scopeFile finds the file name of a debug scope.
func scopeFile(sc metadata.Field) string {
	for i := 0; i < 64 && sc != nil; i++ {
		var f *metadata.DIFile
		switch s := sc.(type) {
		case *metadata.DISubprogram:
			f = s.File
		case *metadata.DILexicalBlock:
			f = s.File
		case *metadata.DILexicalBlockFile:
			f = s.File
		case *metadata.DIFile:
			f = s
		case *metadata.DINamespace:
			sc = s.Scope
			continue
		}
		if f != nil {
			return f.Filename // as the compiler was given it, like its diagnostics
		}
		return ""
	}
	return ""
}

func (p *Program) addSite(s Site) int32 {
	p.sites = append(p.sites, s)
	return int32(len(p.sites) - 1)
}

func (p *Program) addMsg(m string) uint32 {
	p.msgs = append(p.msgs, m)
	return uint32(len(p.msgs) - 1)
}

// constAddr evaluates a pointer constant to an address.
func (p *Program) constAddr(c constant.Constant) (uint64, error) {
	v, err := p.constSlots(c)
	if err != nil {
		return 0, err
	}
	if len(v) != 1 {
		return 0, fmt.Errorf("%s is not a scalar", c.Ident())
	}
	return v[0], nil
}
