// Package c is mpiskel's C front end: it parses and type-checks C11 with
// modernc.org/cc/v4 and lowers the result to LLVM IR (github.com/llir/llvm,
// LLVM 14 typed pointers), recording for every instruction the C text it
// came from.
//
// Programs include the project's own <mpi.h> (the MPI-3.1 C interface on the
// MPICH binary interface), so no MPI installation is needed. Locals are
// lowered to allocas and then promoted to SSA registers by mem2reg when
// their address is never taken, so analyses get def-use chains.
package c

import (
	"fmt"
	"os"
	"regexp"
	"runtime/debug"
	"slices"
	"sort"
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/value"
	"modernc.org/cc/v4"

	"github.com/mpiskel/mpiskel/frontend"
)

// Error is one problem in a C source, at a 1-based line and column (Line 0
// when no position is known).
type Error struct {
	File      string
	Line, Col int
	Msg       string
}

func (e *Error) Error() string {
	if e.Line == 0 {
		return fmt.Sprintf("%s: %s", e.File, e.Msg)
	}
	return fmt.Sprintf("%s:%d:%d: %s", e.File, e.Line, e.Col, e.Msg)
}

// ErrorList is every problem found, in source order.
type ErrorList []*Error

func (l ErrorList) Error() string {
	lines := make([]string, len(l))
	for i, e := range l {
		lines[i] = e.Error()
	}
	return strings.Join(lines, "\n")
}

// maxErrors bounds the report: past a few dozen, the rest are noise.
const maxErrors = 50

// Load compiles the C file at path.
func Load(path string, opts Options) (*frontend.Program, error) {
	src, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return Compile(path, src, opts)
}

// Compile compiles src, the text of the C file called name (used in errors,
// debug information and the source map; #include "..." is resolved relative
// to its directory).
func Compile(name string, src []byte, opts Options) (*frontend.Program, error) {
	ast, err := parse(name, src, opts)
	if err != nil {
		return nil, err
	}
	return lower(name, src, ast, opts)
}

// parse runs cc/v4's preprocessor, parser and type checker.
func parse(name string, src []byte, opts Options) (ast *cc.AST, err error) {
	cfg, err := newConfig(opts)
	if err != nil {
		return nil, err
	}
	pragmas := recordPackPragmas(cfg)
	macros, err := commandLineMacros(opts)
	if err != nil {
		return nil, err
	}
	predef := cfg.Predefined
	if !strings.HasSuffix(predef, "\n") {
		predef += "\n"
	}
	sources := []cc.Source{
		{Name: "<predefined>", Value: predef + macros},
		{Name: "<mpiskel-builtin>", Value: preBuiltin},
		{Name: "<builtin>", Value: cc.Builtin},
		{Name: "<mpiskel-builtin-2>", Value: postBuiltin},
		{Name: name, Value: src},
		{Name: endSource, Value: endSentinel},
	}
	defer func() {
		if r := recover(); r != nil {
			ast, err = nil, ErrorList{{File: name, Msg: fmt.Sprintf("internal error in the C parser: %v", r)}}
		}
	}()
	ast, panicked, err := translate(cfg, sources)
	if panicked != nil {
		return nil, parserPanicErrors(cfg, sources, name, src, panicked)
	}
	if err != nil {
		if strings.Contains(err.Error(), "internal error") {
			// cc/v4's checker has no position for an assignment to what
			// is not an lvalue: find it in the syntax.
			if syntax, perr := cc.Parse(cfg, sources); perr == nil {
				if list := lvalueErrors(syntax, name); len(list) > 0 {
					return nil, list
				}
			}
		}
		list := parseErrors(name, src, err)
		if l, ok := list.(ErrorList); ok && badFloat.MatchString(err.Error()) {
			if syntax, perr := cc.Parse(cfg, sources); perr == nil {
				list = withFloatErrors(l, err.Error(), syntax, name)
			}
		}
		return nil, list
	}
	pragmas.attach(ast)
	return ast, nil
}

// userSource is the index of the user's file in parse's sources.
const userSource = 4

// translate runs cc.Translate, and returns what it panicked with, if it did.
func translate(cfg *cc.Config, sources []cc.Source) (ast *cc.AST, panicked any, err error) {
	defer func() {
		if r := recover(); r != nil {
			ast, panicked, err = nil, r, nil
		}
	}()
	ast, err = cc.Translate(cfg, sources)
	return ast, nil, err
}

// parserPanicErrors finds the syntax error that made cc/v4's parser
// panic. v4.31.0 dereferences a nil list on an initializer list whose
// first element cannot start one when a comma follows ('{ ), 2 }'), after
// recording its error, which the panic loses. The shortest prefix of the
// file that panics ends just past the token the parser looked at last; the
// prefix one byte shorter parses without the panic, and its errors before
// the cut say what was wrong and where.
func parserPanicErrors(cfg *cc.Config, sources []cc.Source, name string, src []byte, panicked any) error {
	with := func(prefix []byte) []cc.Source {
		s := slices.Clone(sources)
		// A copy: cc/v4 appends to the text it is given, which would
		// overwrite the rest of src.
		s[userSource].Value = slices.Clone(prefix)
		return s
	}
	panics := func(n int) bool {
		_, p, _ := translate(cfg, with(src[:n]))
		return p != nil
	}
	internal := ErrorList{{File: name, Msg: fmt.Sprintf("internal error in the C parser: %v", panicked)}}
	if sources[userSource].Name != name || panics(0) {
		return internal
	}
	lo, hi := 0, len(src) // src[:lo] parses without a panic, src[:hi] panics
	for hi-lo > 1 {
		if mid := (lo + hi) / 2; panics(mid) {
			hi = mid
		} else {
			lo = mid
		}
	}
	cut := endOfFile(name, src[:lo])
	var list ErrorList
	if _, _, err := translate(cfg, with(src[:lo])); err != nil {
		all, _ := parseErrors(name, src[:lo], err).(ErrorList)
		for _, e := range all {
			if e.File == name && e.Line > 0 && (e.Line < cut.Line || e.Line == cut.Line && e.Col < cut.Col) {
				list = append(list, e)
			}
		}
	}
	if len(list) == 0 {
		at := endOfFile(name, src[:hi-1])
		list = ErrorList{{File: name, Line: at.Line, Col: at.Col, Msg: "syntax error"}}
	}
	return list
}

// endSource follows the user's file. cc/v4 v4.31.0's parser loops forever
// when a pointer's type-qualifier list runs into the end of the input
// ("int *;" at the end of a file): it skips tokens until one that can follow
// the list, and never gets past EOF. endSentinel is a declaration with no
// effect that holds such a token ('(') and no '*' or '^' that could start
// another list, so the skipping stops there and the parse ends with errors.
const (
	endSource   = "<mpiskel-end>"
	endSentinel = "\n_Static_assert(1, \"\");\n"
)

// parseErrors turns cc/v4's error (one "file:line:col: msg" per line) into
// an ErrorList.
func parseErrors(name string, src []byte, err error) error {
	var list, positionless ErrorList
	atEnd := false
	// pairs holds "here|there" for each message at here naming there.
	pairs := map[string]bool{}
	for _, line := range strings.Split(err.Error(), "\n") {
		line = strings.TrimSpace(line)
		// cc/v4 follows each type error with a positionless note that the
		// enclosing expression failed too: it says nothing to the user.
		if line == "" || strings.Contains(line, "missed/failed type check") {
			continue
		}
		line = withoutCheckerSite(line)
		// cc/v4 ends the messages naming a second declaration with a colon,
		// and reports a redefinition at both declarations: one will do.
		if m := namedPosition.FindStringSubmatchIndex(line); m != nil {
			here, there := line[:strings.Index(line, ": ")], line[m[2]:m[3]]
			line = line[:m[3]] + line[m[3]+1:]
			if pairs[there+"|"+here] {
				continue
			}
			pairs[here+"|"+there] = true
		}
		e := splitPosition(name, line)
		e.Msg = intConstantMessage(e.Msg)
		if e.Line == 0 {
			// cc/v4 follows an error in an initializer's expression with
			// a positionless "TODO *cc.PredefinedType <- *cc.InvalidType":
			// such notes are kept only if nothing else was said.
			e.Msg = strings.TrimPrefix(e.Msg, e.File+": ")
			positionless = append(positionless, e)
			continue
		}
		if e.File == endSource {
			// The user's file stopped inside a construct.
			if atEnd {
				continue
			}
			atEnd = true
			e = endOfFile(name, src)
		}
		list = append(list, e)
		if len(list) == maxErrors {
			break
		}
	}
	if len(list) == 0 {
		list = positionless
	}
	if len(list) == 0 {
		return ErrorList{{File: name, Msg: err.Error()}}
	}
	return list
}

// endOfFile is the error of a file that ends inside a construct, at the
// position just past its last byte.
func endOfFile(name string, src []byte) *Error {
	line, col := 1, 1
	for _, b := range src {
		if b == '\n' {
			line, col = line+1, 1
		} else {
			col++
		}
	}
	return &Error{File: name, Line: line, Col: col, Msg: "unexpected end of file"}
}

// badInt matches cc/v4's message for an integer constant it could not
// read: strconv's error on the digits ("12abc", or "12" of "0b12").
var badInt = regexp.MustCompile(`^strconv\.Parse(?:Uint|Int): parsing "[^"]*": (invalid syntax|value out of range)$`)

// intConstantMessage says what strconv's message means, as gcc would.
func intConstantMessage(msg string) string {
	m := badInt.FindStringSubmatch(msg)
	switch {
	case m == nil:
		return msg
	case m[1] == "value out of range":
		return "integer constant is too large for its type"
	}
	return "invalid integer constant"
}

// checkerSite matches the Go source position cc/v4 appends to its messages,
// like " (check.go:5317:check:)".
var checkerSite = regexp.MustCompile(` \([a-z_0-9]+\.go:[0-9]+:[A-Za-z_0-9.]*:?\)$`)

func withoutCheckerSite(s string) string { return checkerSite.ReplaceAllString(s, "") }

// namedPosition matches where cc/v4's messages name another declaration:
// " at file:line:col:", at the end or before a comma.
var namedPosition = regexp.MustCompile(` at (\S+:[0-9]+:[0-9]+):(,|$)`)

// splitPosition parses "file:line:col: msg".
func splitPosition(name, s string) *Error {
	parts := strings.SplitN(s, ":", 4)
	if len(parts) == 4 {
		var line, col int
		if _, err := fmt.Sscanf(parts[1], "%d", &line); err == nil {
			if _, err := fmt.Sscanf(parts[2], "%d", &col); err == nil {
				return &Error{File: parts[0], Line: line, Col: col, Msg: strings.TrimSpace(parts[3])}
			}
		}
	}
	return &Error{File: name, Msg: s}
}

// compiler holds the state of lowering one translation unit.
type compiler struct {
	name string
	src  []byte
	ast  *cc.AST
	m    *ir.Module

	structs map[any]*structInfo
	layouts map[any]*recordLayout
	// layoutDep memoizes layoutDependent.
	layoutDep map[cc.Node]bool
	typeNames map[string]bool
	globals   map[string]*ir.Global
	// staticLocals are the globals of block-scope statics, by declarator.
	staticLocals map[*cc.Declarator]*ir.Global
	funcs        map[string]*ir.Func
	// defined marks the functions and objects given a definition here.
	defined  map[string]bool
	strs     map[string]*ir.Global
	names    map[string]bool // every global symbol name used
	intrins  map[string]*ir.Func
	anonSeq  int
	errs     ErrorList
	errSeen  map[string]bool
	fn       *function
	dbg      *debugInfo
	srcmap   *frontend.SourceMap
	lowering cc.Node // innermost node being lowered, for internal errors
	// knownSpan is the span of the node about to be entered when it was
	// already computed.
	knownSpan nodeSpan

	// The source map is built once lowering is done: srcLog lists every
	// instruction and terminator with its span in the order they were
	// attributed, nodeLog the part of it each source node (in srcmap.Nodes
	// order) covers, funcLog each function's part.
	srcLog  []srcEntry
	nodeLog []logRange
	funcLog []funcRange
}

// srcEntry is an instruction or a terminator and its span.
type srcEntry struct {
	inst ir.Instruction
	term ir.Terminator
	span frontend.Span
}

// logRange is the part [start, end) of compiler.srcLog.
type logRange struct{ start, end int }

type funcRange struct {
	f          *ir.Func
	start, end int
}

// unsupported reports a construct the front end does not lower.
type unsupported struct{}

// fail records an error at n ("unsupported: ..." when the construct is
// valid C the front end does not handle).
func (c *compiler) fail(n cc.Node, format string, args ...any) {
	msg := "unsupported: " + fmt.Sprintf(format, args...)
	c.errorAt(n, msg)
}

func (c *compiler) errorAt(n cc.Node, msg string) {
	if n == nil {
		n = c.lowering
	}
	e := &Error{File: c.name, Msg: msg}
	if n != nil {
		if p := n.Position(); p.Line > 0 {
			e.File, e.Line, e.Col = p.Filename, p.Line, p.Column
		}
	}
	key := e.Error()
	if c.errSeen[key] || len(c.errs) >= maxErrors {
		return
	}
	c.errSeen[key] = true
	c.errs = append(c.errs, e)
}

// lower turns a type-checked translation unit into a Program.
func lower(name string, src []byte, ast *cc.AST, opts Options) (prog *frontend.Program, err error) {
	c := &compiler{
		name: name, src: src, ast: ast, m: ir.NewModule(),
		structs: map[any]*structInfo{}, layouts: map[any]*recordLayout{}, layoutDep: map[cc.Node]bool{}, typeNames: map[string]bool{},
		globals: map[string]*ir.Global{}, staticLocals: map[*cc.Declarator]*ir.Global{}, funcs: map[string]*ir.Func{}, defined: map[string]bool{},
		strs: map[string]*ir.Global{}, names: map[string]bool{}, intrins: map[string]*ir.Func{},
		errSeen: map[string]bool{},
	}
	c.m.SourceFilename = name
	c.m.DataLayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
	c.m.TargetTriple = "x86_64-pc-linux-gnu"
	c.srcmap = frontend.NewSourceMap()
	// About one instruction per 8 bytes of C.
	c.srcLog = make([]srcEntry, 0, len(src)/8)
	c.dbg = newDebugInfo(c.m, name)
	defer func() {
		if r := recover(); r != nil {
			e := &Error{File: name, Msg: fmt.Sprintf("internal error: %v\n%s", r, debug.Stack())}
			if c.lowering != nil {
				if p := c.lowering.Position(); p.Line > 0 {
					e.File, e.Line, e.Col = p.Filename, p.Line, p.Column
				}
			}
			prog, err = nil, append(c.errs, e)
		}
	}()
	c.lowerUnit()
	if len(c.errs) > 0 {
		sort.SliceStable(c.errs, func(i, j int) bool {
			a, b := c.errs[i], c.errs[j]
			if a.File != b.File {
				return false
			}
			return a.Line < b.Line || a.Line == b.Line && a.Col < b.Col
		})
		return nil, c.errs
	}
	c.buildSourceMap(!opts.NoMem2Reg)
	c.dbg.finish(c.m)
	for _, f := range c.m.Funcs {
		if err := f.AssignIDs(); err != nil {
			return nil, ErrorList{{File: name, Msg: "internal error: " + err.Error()}}
		}
	}
	return &frontend.Program{Module: c.m, Path: name, Source: c.srcmap}, nil
}

// buildSourceMap runs mem2reg on each function when promote is set, then
// fills the source map from the log, without the instructions mem2reg
// removed, gives every instruction its !dbg location, and lists each node's
// instructions and terminators. A variable's phis take the span of its
// alloca and belong to the nodes that declared it.
func (c *compiler) buildSourceMap(promoteVars bool) {
	alive := make([]bool, len(c.srcLog))
	phisOf := map[*ir.InstAlloca][]*ir.InstPhi{}
	nInsts, nTerms := 0, 0
	for _, fr := range c.funcLog {
		removed := func(ir.Instruction) bool { return false }
		if promoteVars {
			removed = promote(fr.f, phisOf)
		}
		for i := fr.start; i < fr.end; i++ {
			e := &c.srcLog[i]
			if e.term != nil {
				nTerms++
			} else if removed(e.inst) {
				continue
			} else {
				nInsts++
			}
			alive[i] = true
		}
	}
	for _, phis := range phisOf {
		nInsts += len(phis)
	}
	c.srcmap.Insts = make(map[ir.Instruction]frontend.Span, nInsts)
	c.srcmap.Terms = make(map[ir.Terminator]frontend.Span, nTerms)
	for _, fr := range c.funcLog {
		c.dbg.enterFunc(fr.f)
		for i := fr.start; i < fr.end; i++ {
			e := &c.srcLog[i]
			if a, ok := e.inst.(*ir.InstAlloca); ok {
				for _, phi := range phisOf[a] {
					c.srcmap.Insts[phi] = e.span
					setDbg(phi, c.dbg.loc(e.span))
				}
			}
			if !alive[i] {
				continue
			}
			if e.term != nil {
				c.srcmap.Terms[e.term] = e.span
				setDbg(e.term, c.dbg.loc(e.span))
				continue
			}
			c.srcmap.Insts[e.inst] = e.span
			setDbg(e.inst, c.dbg.loc(e.span))
		}
	}
	// Each node lists the live entries of its range; one array holds all
	// the lists, each capped so that appending to one cannot overwrite
	// the next.
	live := make([]int, len(c.srcLog)+1) // live[i]: live entries before i
	for i, ok := range alive {
		live[i+1] = live[i]
		if ok {
			live[i+1]++
		}
	}
	total := 0
	for _, r := range c.nodeLog {
		total += live[r.end] - live[r.start]
	}
	instArena := make([]ir.Instruction, 0, total)
	var termArena []ir.Terminator
	var phis []ir.Instruction
	for k, n := range c.srcmap.Nodes {
		r := c.nodeLog[k]
		from := len(instArena)
		fromTerm := len(termArena)
		phis = phis[:0]
		for i := r.start; i < r.end; i++ {
			e := &c.srcLog[i]
			if a, ok := e.inst.(*ir.InstAlloca); ok {
				for _, phi := range phisOf[a] {
					phis = append(phis, phi)
				}
			}
			if !alive[i] {
				continue
			}
			if e.term != nil {
				termArena = append(termArena, e.term)
			} else {
				instArena = append(instArena, e.inst)
			}
		}
		if len(instArena) > from {
			n.Insts = instArena[from:len(instArena):len(instArena)]
		}
		if len(termArena) > fromTerm {
			n.Terms = termArena[fromTerm:len(termArena):len(termArena)]
		}
		if len(phis) > 0 {
			n.Insts = append(n.Insts, phis...)
		}
	}
	c.srcLog, c.nodeLog, c.funcLog = nil, nil, nil
}

// userFile reports whether a node comes from a real file rather than the
// predefined sources.
func userFile(n cc.Node) bool {
	f := n.Position().Filename
	return f != "" && !strings.HasPrefix(f, "<")
}

// lowerUnit lowers every external declaration: function signatures first, so
// that calls see a definition's own signature, then objects and bodies.
func (c *compiler) lowerUnit() {
	var defs []*cc.FunctionDefinition
	for tu := c.ast.TranslationUnit; tu != nil; tu = tu.TranslationUnit {
		ed := tu.ExternalDeclaration
		if ed.Case == cc.ExternalDeclarationFuncDef {
			fd := ed.FunctionDefinition
			d := fd.Declarator
			c.lowering = d
			ft, ok := d.Type().(*cc.FunctionType)
			if !ok {
				c.fail(d, "function definition of type %s", d.Type())
				continue
			}
			f := c.function(d.Name(), ft)
			if c.defined[d.Name()] {
				continue
			}
			c.defined[d.Name()] = true
			if d.Linkage() == cc.Internal {
				f.Linkage = linkInternal
			}
			c.srcmap.Defs[f] = c.span(fd)
			defs = append(defs, fd)
		}
	}
	for tu := c.ast.TranslationUnit; tu != nil; tu = tu.TranslationUnit {
		ed := tu.ExternalDeclaration
		switch ed.Case {
		case cc.ExternalDeclarationDecl:
			c.globalDeclaration(ed.Declaration)
		case cc.ExternalDeclarationAsmStmt:
			c.fail(ed, "top-level asm")
		}
	}
	for _, fd := range defs {
		c.lowerFunction(fd)
	}
}

// globalDeclaration lowers a file-scope declaration: object definitions
// (tentative ones included) become globals; functions and extern objects are
// declared when first used.
func (c *compiler) globalDeclaration(d *cc.Declaration) {
	if d.Case != cc.DeclarationDecl {
		return
	}
	for l := d.InitDeclaratorList; l != nil; l = l.InitDeclaratorList {
		id := l.InitDeclarator
		decl := id.Declarator
		if decl.IsTypename() || decl.Type().Kind() == cc.Function {
			continue
		}
		if !userFile(decl) && id.Initializer == nil {
			continue
		}
		if decl.IsExtern() && id.Initializer == nil {
			continue
		}
		c.lowering = decl
		c.defineGlobal(decl, id.Initializer, decl.Name())
	}
}

// valueOf is a convenience for nodes whose lowering yields a value.
type valueOf = value.Value
