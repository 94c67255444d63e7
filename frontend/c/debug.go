// Source spans of C nodes and the minimal debug information (compile unit, files, subprograms, locations) that names file:line:col in errors.
package c

import (
	"path/filepath"
	"reflect"
	"sync"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/metadata"
	"github.com/llir/llvm/ir/types"
	"modernc.org/cc/v4"

	"github.com/mpiskel/mpiskel/frontend"
)

// span is the source text of n: from its first token to the end of its last
// token that really is in the file (macro expansions carry text that is not).
// Flushes ask for the current node's span again and again: the spans of
// the nodes being lowered are kept.
func (c *compiler) span(n cc.Node) frontend.Span {
	if c.fn != nil {
		st := c.fn.spanStack
		for i := len(st) - 1; i >= 0 && i >= len(st)-8; i-- {
			if st[i].node == n {
				if !st[i].ok {
					st[i].span, st[i].ok = c.computeSpan(n), true
				}
				return st[i].span
			}
		}
	}
	return c.computeSpan(n)
}

// tokenSpan is the span of one token.
func (c *compiler) tokenSpan(t cc.Token) frontend.Span {
	p := t.Position()
	if p.Filename == "" {
		return frontend.Span{}
	}
	return frontend.Span{File: p.Filename, Start: p.Offset, End: p.Offset + len(t.SrcStr()), Line: p.Line, Col: p.Column}
}

func (c *compiler) computeSpan(n cc.Node) frontend.Span {
	p := n.Position()
	s := frontend.Span{File: p.Filename, Start: p.Offset, End: p.Offset, Line: p.Line, Col: p.Column}
	if p.Filename == "" {
		return frontend.Span{}
	}
	end := c.lastTokenEnd(n, p.Filename)
	if end > s.Start {
		s.End = end
	} else if p.Filename == c.name {
		// Every token came from a macro expansion: the span is the
		// macro's name where it is used.
		i := s.Start
		for i < len(c.src) && (c.src[i] == '_' || c.src[i] >= 'a' && c.src[i] <= 'z' || c.src[i] >= 'A' && c.src[i] <= 'Z' || c.src[i] >= '0' && c.src[i] <= '9') {
			i++
		}
		s.End = i
	}
	if _, isExpr := n.(cc.ExpressionNode); isExpr {
		s.Partial = !c.edgesOwn(n, s)
	}
	return s
}

// edgesOwn tells whether expression n's first and last tokens are the
// file's own text at the span's ends, not a macro expansion's: only then
// is the span's text the expression (a macro used in between is there
// whole, its name and arguments).
func (c *compiler) edgesOwn(n cc.Node, s frontend.Span) bool {
	var first, last cc.Token
	found := false
	edgeTokens(reflect.ValueOf(n), &first, &last, &found)
	if !found {
		return false
	}
	p := first.Position()
	return p.Filename == s.File && p.Offset == s.Start && c.tokenEnd(first, s.File) > 0 && c.tokenEnd(last, s.File) == s.End
}

// edgeTokens widens first and last to the tokens of the subtree at v that
// come first and last in the token stream (the AST's fields are not in
// source order).
func edgeTokens(v reflect.Value, first, last *cc.Token, found *bool) {
	if v.Kind() == reflect.Interface {
		v = v.Elem()
	}
	if v.Kind() == reflect.Pointer {
		if v.IsNil() {
			return
		}
		v = v.Elem()
	}
	if v.Kind() != reflect.Struct {
		return
	}
	for _, f := range syntaxFields(v.Type()) {
		fv := v.Field(f.index)
		if f.token {
			t := fv.Interface().(cc.Token)
			if t.SrcStr() == "" {
				continue
			}
			if !*found || t.Seq() < first.Seq() {
				*first = t
			}
			if !*found || t.Seq() > last.Seq() {
				*last = t
			}
			*found = true
			continue
		}
		if !fv.IsZero() {
			edgeTokens(fv, first, last, found)
		}
	}
}

// lastTokenEnd finds the end offset of n's last token that lies in file and
// really is there (macro expansions carry tokens whose text is not).
// Statements end with a token of their own or with their last
// sub-statement, found without walking their subtree; the rest is walked.
func (c *compiler) lastTokenEnd(n cc.Node, file string) int {
	if e := c.statementEnd(n, file); e > 0 {
		return e
	}
	if e := c.exprEnd(n, file); e > 0 {
		return e
	}
	return c.walkEnd(n, file)
}

// exprEnd is the end of expression n from its closing token or its
// rightmost operand, or 0 when that does not tell.
func (c *compiler) exprEnd(n cc.Node, file string) int {
	right := func(e cc.ExpressionNode) int {
		if e == nil {
			return 0
		}
		return c.lastTokenEnd(e, file)
	}
	switch x := n.(type) {
	case *cc.PrimaryExpression:
		return max(c.tokenEnd(x.Token, file), c.tokenEnd(x.Token2, file))
	case *cc.PostfixExpression:
		return max(c.tokenEnd(x.Token, file), c.tokenEnd(x.Token2, file), c.tokenEnd(x.Token3, file),
			c.tokenEnd(x.Token4, file), c.tokenEnd(x.Token5, file))
	case *cc.UnaryExpression:
		switch {
		case x.CastExpression != nil:
			return right(x.CastExpression)
		case x.UnaryExpression != nil:
			return right(x.UnaryExpression)
		case x.PostfixExpression != nil:
			return right(x.PostfixExpression)
		}
	case *cc.CastExpression:
		if x.CastExpression != nil {
			return right(x.CastExpression)
		}
		return right(x.UnaryExpression)
	case *cc.MultiplicativeExpression:
		return right(x.CastExpression)
	case *cc.AdditiveExpression:
		return right(x.MultiplicativeExpression)
	case *cc.ShiftExpression:
		return right(x.AdditiveExpression)
	case *cc.RelationalExpression:
		return right(x.ShiftExpression)
	case *cc.EqualityExpression:
		return right(x.RelationalExpression)
	case *cc.AndExpression:
		return right(x.EqualityExpression)
	case *cc.ExclusiveOrExpression:
		return right(x.AndExpression)
	case *cc.InclusiveOrExpression:
		return right(x.ExclusiveOrExpression)
	case *cc.LogicalAndExpression:
		return right(x.InclusiveOrExpression)
	case *cc.LogicalOrExpression:
		return right(x.LogicalAndExpression)
	case *cc.ConditionalExpression:
		return right(x.ConditionalExpression)
	case *cc.AssignmentExpression:
		return right(x.AssignmentExpression)
	case *cc.ExpressionList:
		for x.ExpressionList != nil {
			x = x.ExpressionList
		}
		return right(x.AssignmentExpression)
	}
	return 0
}

// statementEnd is the end of statement or declaration n from its final
// token ('}' or ';') or final sub-statement, or 0 when n is something else
// or that token came from a macro.
func (c *compiler) statementEnd(n cc.Node, file string) int {
	switch x := n.(type) {
	case *cc.Statement:
		switch x.Case {
		case cc.StatementCompound:
			return c.statementEnd(x.CompoundStatement, file)
		case cc.StatementExpr:
			return c.statementEnd(x.ExpressionStatement, file)
		case cc.StatementIteration:
			return c.statementEnd(x.IterationStatement, file)
		case cc.StatementJump:
			return c.statementEnd(x.JumpStatement, file)
		case cc.StatementLabeled:
			return c.statementEnd(x.LabeledStatement, file)
		case cc.StatementSelection:
			return c.statementEnd(x.SelectionStatement, file)
		}
	case *cc.CompoundStatement:
		return c.tokenEnd(x.Token2, file)
	case *cc.ExpressionStatement:
		return c.tokenEnd(x.Token, file)
	case *cc.Declaration:
		return max(c.tokenEnd(x.Token, file), c.tokenEnd(x.Token2, file), c.tokenEnd(x.Token3, file))
	case *cc.JumpStatement:
		return max(c.tokenEnd(x.Token, file), c.tokenEnd(x.Token2, file), c.tokenEnd(x.Token3, file))
	case *cc.SelectionStatement:
		if x.Statement2 != nil {
			return c.statementEnd(x.Statement2, file)
		}
		if x.Statement != nil {
			return c.statementEnd(x.Statement, file)
		}
	case *cc.IterationStatement:
		if x.Case == cc.IterationStatementDo {
			return c.tokenEnd(x.Token5, file)
		}
		if x.Statement != nil {
			return c.statementEnd(x.Statement, file)
		}
	case *cc.LabeledStatement:
		if x.Statement != nil {
			return c.statementEnd(x.Statement, file)
		}
	}
	return 0
}

// walkEnd is the largest end of a token of n's subtree in file.
func (c *compiler) walkEnd(n cc.Node, file string) int {
	end := 0
	v := reflect.ValueOf(n)
	if v.Kind() == reflect.Pointer {
		if v.IsNil() {
			return 0
		}
		v = v.Elem()
	}
	if v.Kind() != reflect.Struct {
		return 0
	}
	for _, f := range syntaxFields(v.Type()) {
		fv := v.Field(f.index)
		if f.token {
			end = max(end, c.tokenEnd(fv.Interface().(cc.Token), file))
			continue
		}
		if fv.IsZero() {
			continue
		}
		if m, ok := fv.Interface().(cc.Node); ok {
			end = max(end, c.walkEnd(m, file))
		}
	}
	return end
}

// syntaxField is an exported field of an AST node type that holds a token
// or may hold a child node.
type syntaxField struct {
	index int
	token bool
}

var (
	syntaxFieldsMu sync.Mutex
	syntaxFieldsOf = map[reflect.Type][]syntaxField{}
	tokenType      = reflect.TypeFor[cc.Token]()
	nodeType       = reflect.TypeFor[cc.Node]()
)

// syntaxFields lists t's exported fields that lead to tokens: tokens, and
// fields whose type is or may hold a node (as cc.NodeTokens walks them).
func syntaxFields(t reflect.Type) []syntaxField {
	syntaxFieldsMu.Lock()
	defer syntaxFieldsMu.Unlock()
	if fs, ok := syntaxFieldsOf[t]; ok {
		return fs
	}
	var fs []syntaxField
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		switch {
		case !f.IsExported():
		case f.Type == tokenType:
			fs = append(fs, syntaxField{index: i, token: true})
		case f.Type.Kind() == reflect.Interface || f.Type.Implements(nodeType):
			fs = append(fs, syntaxField{index: i})
		}
	}
	syntaxFieldsOf[t] = fs
	return fs
}

// tokenEnd is the end offset of tok when it lies in file with its own text,
// else 0.
func (c *compiler) tokenEnd(tok cc.Token, file string) int {
	src := tok.SrcStr()
	if src == "" {
		return 0
	}
	tp := tok.Position()
	if tp.Filename != file {
		return 0
	}
	if file == c.name && (tp.Offset+len(src) > len(c.src) || string(c.src[tp.Offset:tp.Offset+len(src)]) != src) {
		return 0
	}
	return tp.Offset + len(src)
}

// debugInfo builds the debug metadata of a module.
type debugInfo struct {
	m     *ir.Module
	cu    *metadata.DICompileUnit
	files map[string]*metadata.DIFile
	subs  map[*ir.Func]*metadata.DISubprogram
	locs  map[[2]int64]*metadata.DILocation // of cur, by line and column
	cur   *metadata.DISubprogram
	stype *metadata.DISubroutineType
}

func newDebugInfo(m *ir.Module, name string) *debugInfo {
	d := &debugInfo{m: m, files: map[string]*metadata.DIFile{}, subs: map[*ir.Func]*metadata.DISubprogram{},
		locs: map[[2]int64]*metadata.DILocation{}}
	d.cu = &metadata.DICompileUnit{
		MetadataID: -1, Distinct: true, Language: enum.DwarfLangC11, File: d.file(name),
		Producer: "mpiskel C front end", EmissionKind: enum.EmissionKindLineTablesOnly,
	}
	d.stype = &metadata.DISubroutineType{MetadataID: -1, Types: &metadata.Tuple{MetadataID: -1}}
	return d
}

func (d *debugInfo) file(name string) *metadata.DIFile {
	f := d.files[name]
	if f == nil {
		dir, base := filepath.Split(name)
		if dir == "" {
			dir = "."
		}
		f = &metadata.DIFile{MetadataID: -1, Filename: base, Directory: filepath.Clean(dir)}
		d.files[name] = f
	}
	return f
}

// function gives f a subprogram.
func (d *debugInfo) function(f *ir.Func, decl *cc.Declarator) {
	p := decl.Position()
	sp := &metadata.DISubprogram{
		MetadataID: -1, Distinct: true, Name: f.Name(), Scope: d.file(p.Filename), File: d.file(p.Filename),
		Line: int64(p.Line), ScopeLine: int64(p.Line), Type: d.stype, Unit: d.cu,
		SPFlags: enum.DISPFlagDefinition,
	}
	d.subs[f] = sp
	f.Metadata = append(f.Metadata, &metadata.Attachment{Name: "dbg", Node: sp})
}

// enterFunc makes f's subprogram the scope of the locations loc makes.
func (d *debugInfo) enterFunc(f *ir.Func) {
	d.cur = d.subs[f]
	clear(d.locs)
}

// loc is the location of span s in the current function (the function's
// line when s is empty), one node per distinct line and column.
func (d *debugInfo) loc(s frontend.Span) *metadata.DILocation {
	sp := d.cur
	line, col := int64(s.Line), int64(s.Col)
	if s.IsZero() {
		line, col = sp.Line, 0
	}
	key := [2]int64{line, col}
	l := d.locs[key]
	if l == nil {
		l = &metadata.DILocation{MetadataID: -1, Line: line, Column: col, Scope: sp}
		d.locs[key] = l
	}
	return l
}

// finish gives the instructions of a function with a subprogram that have
// no location yet the function's line, and adds the module-level debug
// metadata.
func (d *debugInfo) finish(m *ir.Module) {
	if len(d.subs) == 0 {
		return
	}
	cu := &metadata.NamedDef{Name: "llvm.dbg.cu", Nodes: []metadata.Node{d.cu}}
	m.NamedMetadataDefs["llvm.dbg.cu"] = cu
	flag := func(behavior int64, name string, v int64) *metadata.Tuple {
		return &metadata.Tuple{MetadataID: -1, Fields: []metadata.Field{
			constant.NewInt(types.I32, behavior),
			&metadata.String{Value: name},
			constant.NewInt(types.I32, v),
		}}
	}
	m.NamedMetadataDefs["llvm.module.flags"] = &metadata.NamedDef{Name: "llvm.module.flags", Nodes: []metadata.Node{
		flag(7, "Dwarf Version", 5), flag(2, "Debug Info Version", 3),
	}}
	// Metadata nodes are printed only when listed in the module, numbered.
	var defs []metadata.Definition
	add := func(n metadata.Definition) {
		n.SetID(int64(len(defs)))
		defs = append(defs, n)
	}
	add(d.cu)
	for _, name := range sortedKeys(d.files) {
		add(d.files[name])
	}
	add(d.stype)
	add(d.stype.Types)
	for _, f := range m.Funcs {
		if sp := d.subs[f]; sp != nil {
			add(sp)
		}
	}
	for _, n := range m.NamedMetadataDefs["llvm.module.flags"].Nodes {
		add(n.(*metadata.Tuple))
	}
	// A location's ID is -1 until it is listed.
	addLoc := func(f *ir.Func, fallback **metadata.DILocation, x any) {
		l := dbgOf(x)
		if l == nil {
			if *fallback == nil {
				d.enterFunc(f)
				*fallback = d.loc(frontend.Span{})
			}
			l = *fallback
			setDbg(x, l)
		}
		if l.MetadataID < 0 {
			add(l)
		}
	}
	for _, f := range m.Funcs {
		if d.subs[f] == nil {
			continue
		}
		var fallback *metadata.DILocation
		for _, b := range f.Blocks {
			for _, inst := range b.Insts {
				addLoc(f, &fallback, inst)
			}
			if b.Term != nil {
				addLoc(f, &fallback, b.Term)
			}
		}
	}
	m.MetadataDefs = append(m.MetadataDefs, defs...)
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	for i := 1; i < len(keys); i++ {
		for j := i; j > 0 && keys[j] < keys[j-1]; j-- {
			keys[j], keys[j-1] = keys[j-1], keys[j]
		}
	}
	return keys
}

type mdHolder interface {
	MDAttachments() []*metadata.Attachment
}

func dbgOf(x any) *metadata.DILocation {
	h, ok := x.(mdHolder)
	if !ok {
		return nil
	}
	for _, a := range h.MDAttachments() {
		if a.Name == "dbg" {
			l, _ := a.Node.(*metadata.DILocation)
			return l
		}
	}
	return nil
}
