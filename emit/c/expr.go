// The C form of an ADD_TIME's seconds: the IR the transform built for a·W + b, printed over the C expressions its leaves came from.
package cemit

import (
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/mpiskel/mpiskel/analysis/cfg"
	"github.com/mpiskel/mpiskel/frontend"
	"github.com/mpiskel/mpiskel/transform"
)

// workCounter is the name the transform gives its work counter slot.
const workCounter = "skel.work"

// seconds is region rr's time as C, from its first ADD_TIME call. The work
// counter's share (loops whose control stays) is charged inside those
// loops instead (counted), so here it reads as 0.
func (e *emitter) seconds(rr *transform.RegionReport, fn *ir.Func) (string, bool) {
	if len(rr.Calls) == 0 || len(rr.Calls[0].Args) != 2 {
		return "", false
	}
	x, ok := e.cExpr(rr.Calls[0].Args[1], fn)
	return unparen(x), ok
}

// unparen drops the parentheses around the whole of x.
func unparen(x string) string {
	if !strings.HasPrefix(x, "(") || !strings.HasSuffix(x, ")") {
		return x
	}
	depth := 0
	for i := range len(x) {
		switch x[i] {
		case '(':
			depth++
		case ')':
			depth--
			if depth == 0 && i != len(x)-1 {
				return x
			}
		}
	}
	return x[1 : len(x)-1]
}

// coefficients are a and b of the region's a·W + b, as the transform
// printed them into its ADD_TIME.
func coefficients(rr *transform.RegionReport) (a, b string, ok bool) {
	ca, _, cb, ok := affine(rr)
	if !ok {
		return "", "", false
	}
	return floatC(ca), floatC(cb), true
}

// readsCounter tells whether region rr's time is a·W + b with W, or one
// of the terms W sums, read from the work counter: the region whose loops
// count their executions (next to closed-form loops, W = products + counter).
func readsCounter(rr *transform.RegionReport) bool {
	_, w, _, ok := affine(rr)
	if !ok {
		return false
	}
	if c, ok := w.(*ir.InstSIToFP); ok {
		w = c.From
	}
	var reads func(v value.Value) bool
	reads = func(v value.Value) bool {
		switch v := v.(type) {
		case *ir.InstAdd:
			return reads(v.X) || reads(v.Y)
		case *ir.InstLoad:
			al, ok := v.Src.(*ir.InstAlloca)
			return ok && al.LocalName == workCounter
		}
		return false
	}
	return reads(w)
}

// affine takes region rr's first ADD_TIME apart as the a·W + b the
// transform builds, a and b constants: ok is false for any other shape.
func affine(rr *transform.RegionReport) (a *constant.Float, w value.Value, b *constant.Float, ok bool) {
	if len(rr.Calls) == 0 || len(rr.Calls[0].Args) != 2 {
		return nil, nil, nil, false
	}
	add, ok := rr.Calls[0].Args[1].(*ir.InstFAdd)
	if !ok {
		return nil, nil, nil, false
	}
	mul, ok := add.X.(*ir.InstFMul)
	if !ok {
		return nil, nil, nil, false
	}
	a, ok1 := mul.X.(*constant.Float)
	b, ok2 := add.Y.(*constant.Float)
	if !ok1 || !ok2 {
		return nil, nil, nil, false
	}
	return a, mul.Y, b, true
}

func floatC(c *constant.Float) string {
	f, _ := c.X.Float64()
	s := strconv.FormatFloat(f, 'g', -1, 64)
	if !strings.ContainsAny(s, ".eEn") {
		s += ".0"
	}
	return s
}

// constValue is the integer v stands for: a constant, a conversion of one,
// or the work counter (0 here: its share is charged in the loops, counted).
func constValue(v value.Value) (int64, bool) {
	switch v := v.(type) {
	case *constant.Int:
		if v.X.IsInt64() {
			return v.X.Int64(), true
		}
	case *constant.Float:
		f, _ := v.X.Float64()
		if f == float64(int64(f)) {
			return int64(f), true
		}
	case *ir.InstSExt:
		if it, ok := v.From.Type().(*types.IntType); ok && it.BitSize > 1 {
			return constValue(v.From)
		}
	case *ir.InstZExt:
		if c, ok := constValue(v.From); ok && c >= 0 {
			return c, true
		}
	case *ir.InstSIToFP:
		return constValue(v.From)
	case *ir.InstLoad:
		if al, ok := v.Src.(*ir.InstAlloca); ok && al.LocalName == workCounter {
			return 0, true
		}
	}
	return 0, false
}

func isConst(v value.Value, k int64) bool {
	c, ok := constValue(v)
	return ok && c == k
}

// cExpr prints v as a C expression, or says it cannot.
func (e *emitter) cExpr(v value.Value, fn *ir.Func) (string, bool) {
	bin := func(x, y value.Value, op string) (string, bool) {
		a, ok1 := e.cExpr(x, fn)
		b, ok2 := e.cExpr(y, fn)
		return "(" + a + " " + op + " " + b + ")", ok1 && ok2
	}
	// A value of the user's code held in a variable: its name.
	if inst, ok := v.(ir.Instruction); ok {
		if sp, ok := e.snap.spans[inst]; ok && sp.File == e.file && e.live[inst] {
			if name, ok := e.initialised(sp, fn); ok {
				e.named[name] = true
				return name, true
			}
		}
	}
	if phi, ok := v.(*ir.InstPhi); ok && e.live[phi] {
		if name, ok := e.phiVariable(phi, fn); ok {
			e.named[name] = true
			return name, true
		}
	}
	if name, ok := e.operandName(v); ok {
		e.named[name] = true
		return name, true
	}
	// Identities first: the transform's closed forms are general
	// (x - 0, x / 1, a·W + 0.0); printed as they are they bury W.
	switch v := v.(type) {
	case *ir.InstAdd:
		if isConst(v.Y, 0) {
			return e.cExpr(v.X, fn)
		}
		if isConst(v.X, 0) {
			return e.cExpr(v.Y, fn)
		}
	case *ir.InstFAdd:
		if isConst(v.Y, 0) {
			return e.cExpr(v.X, fn)
		}
		if isConst(v.X, 0) {
			return e.cExpr(v.Y, fn)
		}
	case *ir.InstSub:
		if isConst(v.Y, 0) {
			return e.cExpr(v.X, fn)
		}
	case *ir.InstMul, *ir.InstFMul:
		x, y := v.(value.User).Operands()[0], v.(value.User).Operands()[1]
		switch {
		case isConst(*x, 0) || isConst(*y, 0):
			if _, isF := v.(*ir.InstFMul); isF {
				return "0.0", true
			}
			return "0L", true
		case isConst(*y, 1):
			return e.cExpr(*x, fn)
		case isConst(*x, 1):
			return e.cExpr(*y, fn)
		}
	case *ir.InstSDiv:
		if isConst(v.Y, 1) {
			return e.cExpr(v.X, fn)
		}
	case *ir.InstSExt, *ir.InstZExt, *ir.InstSIToFP:
		if c, ok := constValue(v); ok {
			if _, isF := v.(*ir.InstSIToFP); isF {
				return strconv.FormatInt(c, 10) + ".0", true
			}
			return strconv.FormatInt(c, 10) + "L", true
		}
	}
	switch v := v.(type) {
	case *constant.Int:
		return v.X.String() + "L", true
	case *constant.Float:
		return floatC(v), true
	case *ir.InstSIToFP:
		x, ok := e.cExpr(v.From, fn)
		return "(double)" + x, ok
	case *ir.InstFPToSI:
		x, ok := e.cExpr(v.From, fn)
		return "(long)" + x, ok
	case *ir.InstFDiv:
		return bin(v.X, v.Y, "/")
	case *ir.InstCall:
		// A trip count fitted over rank counts reads the run's.
		if f, ok := v.Callee.(*ir.Func); ok && f.Name() == transform.WorldSizeFunc && len(v.Args) == 0 {
			return transform.WorldSizeFunc + "()", true
		}
	case *ir.InstFAdd:
		return bin(v.X, v.Y, "+")
	case *ir.InstFMul:
		return bin(v.X, v.Y, "*")
	case *ir.InstAdd:
		return bin(v.X, v.Y, "+")
	case *ir.InstSub:
		return bin(v.X, v.Y, "-")
	case *ir.InstMul:
		return bin(v.X, v.Y, "*")
	case *ir.InstSDiv:
		return bin(v.X, v.Y, "/")
	case *ir.InstSExt:
		x, ok := e.cExpr(v.From, fn)
		return "(long)" + x, ok
	case *ir.InstZExt:
		x, ok := e.cExpr(v.From, fn)
		it, _ := v.From.Type().(*types.IntType)
		if it != nil && it.BitSize == 32 {
			return "(long)(unsigned)" + x, ok
		}
		return "(long)" + x, ok
	case *ir.InstSelect:
		c, ok1 := e.cExpr(v.Cond, fn)
		a, ok2 := e.cExpr(v.ValueTrue, fn)
		b, ok3 := e.cExpr(v.ValueFalse, fn)
		return "(" + c + " ? " + a + " : " + b + ")", ok1 && ok2 && ok3
	case *ir.InstICmp:
		op, unsigned := icmpOp(v.Pred)
		a, ok1 := e.cExpr(v.X, fn)
		b, ok2 := e.cExpr(v.Y, fn)
		if unsigned {
			a, b = "(unsigned long)"+a, "(unsigned long)"+b
		}
		return "(" + a + " " + op + " " + b + ")", ok1 && ok2
	case *ir.InstLoad:
		if al, ok := v.Src.(*ir.InstAlloca); ok && al.LocalName == workCounter {
			return "0L", true
		}
		// A telescoped sum's read of A[idx], guarded by whether the outer
		// loop runs (else from the work counter's cell: both reads give
		// the same, the difference 0).
		if sel, ok := v.Src.(*ir.InstSelect); ok {
			g, isGEP := sel.ValueTrue.(*ir.InstGetElementPtr)
			cell, isCast := sel.ValueFalse.(*ir.InstBitCast)
			if isGEP && isCast && len(g.Indices) == 1 {
				if al, ok := cell.From.(*ir.InstAlloca); ok && al.LocalName == workCounter {
					c, ok1 := e.cExpr(sel.Cond, fn)
					base, ok2 := e.cExpr(g.Src, fn)
					idx, ok3 := e.cExpr(g.Indices[0], fn)
					return "(" + c + " ? " + base + "[" + idx + "] : 0)", ok1 && ok2 && ok3
				}
			}
		}
	case *ir.Param:
		// A parameter the body never changes still holds the argument.
		if start, _, ok := e.fnRange(fn); ok && isIdent(v.LocalName) && !e.changedAfter([]string{v.LocalName}, start, fn) {
			return v.LocalName, true
		}
		return "", false
	}
	// A value the kept code computed: the C expression it came from, when
	// that is free of side effects and reads no variable that changes
	// after it in the function (evaluating it again gives the value).
	if inst, ok := v.(ir.Instruction); ok {
		if sp, ok := e.snap.spans[inst]; ok && sp.File == e.file && e.live[inst] {
			t := e.text(sp)
			if pureExpr(t) && !e.changedAfter(tokens(t), sp.End, fn) {
				for _, tk := range tokens(t) {
					e.named[tk] = true
				}
				return "(" + t + ")", true
			}
		}
	}
	return "", false
}

// operandName is the variable that holds v where the ADD_TIME stands: the
// statements it replaces (e.siteRun) read v from a variable, as a bare
// name (a comparison 'k < stotal' of a loop's condition, a conversion of
// the name), before anything in them can change it. mem2reg made the
// variable's value an SSA value (a phi, a call's result), so this is
// where its name survives.
func (e *emitter) operandName(v value.Value) (string, bool) {
	type use struct {
		at   frontend.Span
		name string
	}
	var uses []use
	for inst, sp := range e.snap.spans {
		if sp.File != e.file {
			continue
		}
		u, ok := inst.(value.User)
		if !ok {
			continue
		}
		for i, op := range u.Operands() {
			if *op != v {
				continue
			}
			toks := tokens(e.text(sp))
			name := ""
			switch {
			case len(toks) == 1:
				name = toks[0]
			case len(toks) == 3 && isCompare(toks[1]) && i < 2:
				if _, isCmp := inst.(*ir.InstICmp); isCmp {
					name = toks[2*i]
				}
			}
			if isIdent(name) && !keyword[name] {
				uses = append(uses, use{sp, name})
			}
		}
	}
	// The earliest use in the replaced statements whose variable nothing
	// before it in them (nor that statement) declares or changes.
	sort.Slice(uses, func(i, j int) bool {
		return uses[i].at.Start < uses[j].at.Start || uses[i].at.Start == uses[j].at.Start && uses[i].name < uses[j].name
	})
	for _, u := range uses {
		var toks []string
		in, declared := false, false
		for _, n := range e.siteRun {
			toks = append(toks, tokens(e.text(n.span))...)
			declared = declared || e.declares(n, u.name)
			if n.span.Start <= u.at.Start && u.at.End <= n.span.End {
				in = true
				break
			}
		}
		if in && !declared && !changes(toks, u.name) {
			return u.name, true
		}
	}
	return "", false
}

func isCompare(op string) bool {
	switch op {
	case "<", "<=", ">", ">=", "==", "!=":
		return true
	}
	return false
}

// changedAfter tells whether fn's text after byte from may change a
// variable named in toks.
func (e *emitter) changedAfter(toks []string, from int, fn *ir.Func) bool {
	_, end, _ := e.fnRange(fn)
	rest := tokens(string(e.src[from:max(from, end)]))
	for _, tk := range toks {
		if isIdent(tk) && !keyword[tk] && changes(rest, tk) {
			return true
		}
	}
	return false
}

// fnRange is the bytes of fn's statements in the file.
func (e *emitter) fnRange(fn *ir.Func) (start, end int, ok bool) {
	for i := range e.snap.nodes {
		if n := e.snap.nodes[i].node; n.Func == fn && n.Span.File == e.file {
			if !ok || n.Span.Start < start {
				start = n.Span.Start
			}
			end = max(end, n.Span.End)
			ok = true
		}
	}
	return start, end, ok
}

// changes tells whether toks may change the variable name: an
// assignment, an increment, or its address taken.
func changes(toks []string, name string) bool {
	for i, tk := range toks {
		if tk != name {
			continue
		}
		if i+1 < len(toks) {
			switch toks[i+1] {
			case "=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=", "++", "--":
				return true
			}
		}
		if i > 0 {
			switch toks[i-1] {
			case "++", "--", "&":
				return true
			}
		}
	}
	return false
}

// declares tells whether a declaration in n (n itself or nested) declares
// name, or cannot tell.
func (e *emitter) declares(n *node, name string) bool {
	if n.ir.node.Kind == "declaration" {
		names := declNames(e.text(n.span))
		if names == nil || slices.Contains(names, name) {
			return true
		}
	}
	for _, c := range n.children {
		if e.declares(c, name) {
			return true
		}
	}
	return false
}

// initialised is the variable whose declaration initialises it with the
// expression at sp, when the variable holds that value wherever it is in
// scope: declared once in fn, never assigned, incremented or addressed, and
// in scope at the ADD_TIME being written (e.site).
func (e *emitter) initialised(sp frontend.Span, fn *ir.Func) (string, bool) {
	var decl *nodeIR
	for i := range e.snap.nodes {
		ni := &e.snap.nodes[i]
		n := ni.node
		if n.Func == fn && n.Kind == "declaration" && n.Span.File == e.file && n.Span.Start <= sp.Start && sp.End <= n.Span.End &&
			(decl == nil || n.Span.Start >= decl.node.Span.Start) {
			decl = ni
		}
	}
	if decl == nil {
		return "", false
	}
	before := tokens(string(e.src[decl.node.Span.Start:sp.Start]))
	if len(before) < 2 || before[len(before)-1] != "=" || !isIdent(before[len(before)-2]) {
		return "", false
	}
	name := before[len(before)-2]
	if !e.stable(fn)[name] {
		return "", false
	}
	if !e.inScope(decl) {
		return "", false
	}
	return name, true
}

// inScope tells whether the variables decl declares are in scope at the
// ADD_TIME being written: the declaration comes first, in a block
// enclosing the site.
func (e *emitter) inScope(decl *nodeIR) bool {
	if e.site == nil || decl.node.Span.End > e.site.span.Start {
		return false
	}
	for p := e.site; ; p = p.parent {
		if p == nil {
			return decl.node.Parent == nil || decl.node.Parent.Span.File != e.file
		}
		if p.ir.node == decl.node.Parent {
			return true
		}
	}
}

// phiVariable is the variable a phi stands for (one of promoted memory,
// or one the transforms made to carry a value to its use), when that
// variable holds the phi's value at the ADD_TIME being written: the
// variable every value reaching the phi is assigned to ('lo = rank * q;'
// on one side of an if, 'lo = extra + rank * q;' on the other; phis in
// turn, and for a phi whose span is the variable's declaration, constants
// and undef, its initialisation). It holds the phi's value where its one
// declaration in fn is in scope and nothing after those assignments
// assigns it again. A macro reading the variable (IN(i,j) reading istart)
// is no use of its name: this is.
func (e *emitter) phiVariable(phi *ir.InstPhi, fn *ir.Func) (string, bool) {
	name, last := "", 0
	seen := map[*ir.InstPhi]bool{}
	var walk func(p *ir.InstPhi) bool
	walk = func(p *ir.InstPhi) bool {
		if seen[p] {
			return true
		}
		seen[p] = true
		ps, declared := e.snap.spans[p]
		declared = declared && ps.File == e.file && e.declaration(fn, ps) != nil
		for _, inc := range p.Incs {
			switch x := inc.X.(type) {
			case *constant.Int, *constant.Float, *constant.Null, *constant.Undef:
				if !declared {
					return false
				}
				continue
			case *ir.InstPhi:
				if !walk(x) {
					return false
				}
				continue
			}
			inst, ok := inc.X.(ir.Instruction)
			if !ok {
				return false
			}
			xs, ok := e.snap.spans[inst]
			if !ok || xs.File != e.file || !e.live[inst] {
				return false
			}
			nm := e.assignedName(xs.Start)
			if nm == "" || name != "" && nm != name {
				return false
			}
			name, last = nm, max(last, xs.End)
		}
		return true
	}
	if !walk(phi) || name == "" {
		return "", false
	}
	var decl *nodeIR
	for i := range e.snap.nodes {
		if n := e.snap.nodes[i].node; n.Func == fn && n.Kind == "declaration" && n.Span.File == e.file && slices.Contains(declNames(e.text(n.Span)), name) {
			if decl != nil {
				return "", false // two variables of that name
			}
			decl = &e.snap.nodes[i]
		}
	}
	if decl == nil || !e.inScope(decl) || e.changedAfter([]string{name}, last, fn) {
		return "", false
	}
	return name, true
}

// declaration is fn's declaration whose span is sp, nil if none is.
func (e *emitter) declaration(fn *ir.Func, sp frontend.Span) *nodeIR {
	for i := range e.snap.nodes {
		if n := e.snap.nodes[i].node; n.Func == fn && n.Kind == "declaration" && n.Span.Start == sp.Start && n.Span.End == sp.End && n.Span.File == sp.File {
			return &e.snap.nodes[i]
		}
	}
	return nil
}

// assignedName is the variable a plain assignment ('name = ' before byte
// at) or an initialisation stores the expression starting at at to, "" if
// that is not what precedes it.
func (e *emitter) assignedName(at int) string {
	i := at - 1
	for i >= 0 && isSpace(e.src[i]) {
		i--
	}
	if i < 1 || e.src[i] != '=' || strings.IndexByte("=!<>+-*/%&|^", e.src[i-1]) >= 0 {
		return ""
	}
	i--
	for i >= 0 && isSpace(e.src[i]) {
		i--
	}
	end := i + 1
	for i >= 0 && (e.src[i] == '_' || e.src[i] >= 'a' && e.src[i] <= 'z' || e.src[i] >= 'A' && e.src[i] <= 'Z' || e.src[i] >= '0' && e.src[i] <= '9') {
		i--
	}
	name := string(e.src[i+1 : end])
	for i >= 0 && isSpace(e.src[i]) {
		i--
	}
	// an element, a member or a dereference is no variable
	if !isIdent(name) || keyword[name] || i >= 0 && strings.IndexByte(".>])*", e.src[i]) >= 0 {
		return ""
	}
	return name
}

func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }

// stable are the names declared exactly once in fn and never assigned,
// incremented or addressed after: a variable of that name holds its
// initial value throughout its scope.
func (e *emitter) stable(fn *ir.Func) map[string]bool {
	if s, ok := e.stableOf[fn]; ok {
		return s
	}
	declared := map[string]int{}
	changed := map[string]bool{}
	var body []string
	for i := range e.snap.nodes {
		n := e.snap.nodes[i].node
		if n.Func != fn || n.Span.File != e.file {
			continue
		}
		if n.Kind == "declaration" {
			for _, nm := range declNames(e.text(n.Span)) {
				declared[nm]++
			}
		}
		if n.Parent == nil || n.Parent.Span.File != e.file {
			body = append(body, tokens(e.text(n.Span))...)
		}
	}
	// The declarations' own "name =" are initialisations; any other
	// assignment to a declared name is a change.
	for i, tk := range body {
		switch tk {
		case "++", "--":
			if i > 0 && isIdent(body[i-1]) {
				changed[body[i-1]] = true
			}
			if i+1 < len(body) && isIdent(body[i+1]) {
				changed[body[i+1]] = true
			}
		case "&":
			if i+1 < len(body) && isIdent(body[i+1]) {
				changed[body[i+1]] = true
			}
		case "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=":
			if i > 0 && isIdent(body[i-1]) {
				changed[body[i-1]] = true
			}
		}
	}
	s := map[string]bool{}
	for nm, k := range declared {
		if k == 1 && !changed[nm] && assignments(body, nm) <= 1 {
			s[nm] = true
		}
	}
	e.stableOf[fn] = s
	return s
}

// assignments counts the plain assignments "name = ..." in toks, its
// initialisation included.
func assignments(toks []string, name string) int {
	n := 0
	for i := 0; i+1 < len(toks); i++ {
		if toks[i] == name && toks[i+1] == "=" {
			n++
		}
	}
	return n
}

func icmpOp(p enum.IPred) (string, bool) {
	switch p {
	case enum.IPredEQ:
		return "==", false
	case enum.IPredNE:
		return "!=", false
	case enum.IPredSGT:
		return ">", false
	case enum.IPredSGE:
		return ">=", false
	case enum.IPredSLT:
		return "<", false
	case enum.IPredSLE:
		return "<=", false
	case enum.IPredUGT:
		return ">", true
	case enum.IPredUGE:
		return ">=", true
	case enum.IPredULT:
		return "<", true
	}
	return "<=", true
}

func isIdent(s string) bool {
	if s == "" {
		return false
	}
	for i, r := range s {
		if !(r == '_' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || i > 0 && r >= '0' && r <= '9') {
			return false
		}
	}
	return true
}

// pureExpr: no assignment, increment or call in the C text (so that it can
// be evaluated again), and no comma, brace or semicolon (a lone expression).
func pureExpr(t string) bool {
	toks := tokens(t)
	for i, tk := range toks {
		switch tk {
		case "=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=", "++", "--", ",", ";", "{", "}":
			return false
		case "(":
			if i > 0 && isIdent(toks[i-1]) && !keyword[toks[i-1]] {
				return false
			}
		}
	}
	return len(toks) > 0
}

var keyword = map[string]bool{"sizeof": true, "int": true, "long": true, "unsigned": true, "char": true, "short": true,
	"double": true, "float": true, "signed": true, "const": true, "size_t": true, "return": true, "if": true,
	"for": true, "while": true, "struct": true, "union": true, "enum": true, "static": true, "void": true,
	"volatile": true, "register": true, "extern": true, "_Bool": true, "_Alignof": true, "do": true, "switch": true, "else": true}

// tokens splits C text into identifiers, numbers, punctuators and string
// literals, skipping comments: enough to find names and operators.
func tokens(t string) []string {
	var out []string
	for tk, i := nextToken(t, 0); tk != ""; tk, i = nextToken(t, i) {
		out = append(out, tk)
	}
	return out
}

// firstToken is tokens(t)[0], "" when t has none: a statement's keyword
// without splitting the statements nested in it.
func firstToken(t string) string {
	tk, _ := nextToken(t, 0)
	return tk
}

var puncts = []string{"<<=", ">>=", "...", "->", "++", "--", "<<", ">>", "<=", ">=", "==", "!=", "&&", "||", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^="}

// nextToken is the token of t from byte i on and the byte after it; ""
// at the end of t or of its last closed comment.
func nextToken(t string, i int) (string, int) {
	for i < len(t) {
		c := t[i]
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v':
			i++
		case strings.HasPrefix(t[i:], "/*"):
			j := strings.Index(t[i+2:], "*/")
			if j < 0 {
				return "", len(t)
			}
			i += j + 4
		case strings.HasPrefix(t[i:], "//"):
			j := strings.IndexByte(t[i:], '\n')
			if j < 0 {
				return "", len(t)
			}
			i += j
		case c == '"' || c == '\'':
			j := i + 1
			for j < len(t) && t[j] != c {
				if t[j] == '\\' {
					j++
				}
				j++
			}
			return t[i:min(j+1, len(t))], j + 1
		case c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '.' && i+1 < len(t) && t[i+1] >= '0' && t[i+1] <= '9':
			j := i + 1
			for j < len(t) && (t[j] == '_' || t[j] == '.' || t[j] >= 'a' && t[j] <= 'z' || t[j] >= 'A' && t[j] <= 'Z' || t[j] >= '0' && t[j] <= '9') {
				j++
			}
			return t[i:j], j
		default:
			for _, p := range puncts {
				if strings.HasPrefix(t[i:], p) {
					return p, i + len(p)
				}
			}
			return string(c), i + 1
		}
	}
	return "", i
}

// counted finds the loops whose control the transform kept, counting their
// iterations into the work counter (where the body is entered,
// transform.BodyEntry): header block → the increment.
func counted(f *ir.Func) map[*ir.Block]value.Value {
	out := map[*ir.Block]value.Value{}
	g := cfg.New(f)
	for _, l := range g.Loops.All {
		blocks := make([]*ir.Block, len(l.Body))
		for i, n := range l.Body {
			blocks[i] = g.Blocks[n]
		}
		h := g.Blocks[l.Header]
		if inc := counterIncrement(transform.BodyEntry(f, h, blocks)); inc != nil {
			out[h] = inc
		}
	}
	return out
}

// counterIncrement is what b adds to the work counter, nil if nothing.
func counterIncrement(b *ir.Block) value.Value {
	for _, inst := range b.Insts {
		st, ok := inst.(*ir.InstStore)
		if !ok {
			continue
		}
		if al, ok := st.Dst.(*ir.InstAlloca); !ok || al.LocalName != workCounter {
			continue
		}
		if add, ok := st.Src.(*ir.InstAdd); ok {
			if ld, ok := add.X.(*ir.InstLoad); ok && ld.Src == st.Dst {
				return add.Y
			}
		}
	}
	return nil
}
