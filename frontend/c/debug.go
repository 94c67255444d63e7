// Source spans of C nodes and the minimal debug information (compile unit, files, subprograms, locations) that names file:line:col in errors.
package c

import (
	"path/filepath"
	"reflect"
	"strings"

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
// Spans are asked for many times per node (at every flush), so they are
// remembered.
func (c *compiler) span(n cc.Node) frontend.Span {
	if s, ok := c.spans[n]; ok {
		return s
	}
	s := c.computeSpan(n)
	c.spans[n] = s
	return s
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
	return s
}

// endKey names the end of a node's text in one file.
type endKey struct {
	n    cc.Node
	file string
}

// lastTokenEnd finds the end offset of n's last token that lies in file and
// really is there (macro expansions carry tokens whose text is not): the
// largest such end among n's own tokens and its children's, each child's
// remembered, so that the spans of all nested nodes cost one walk of the
// tree (cc.NodeTokens would walk each subtree again for every ancestor).
func (c *compiler) lastTokenEnd(n cc.Node, file string) int {
	if n == nil {
		return 0
	}
	key := endKey{n, file}
	if e, ok := c.ends[key]; ok {
		return e
	}
	end := 0
	v := reflect.ValueOf(n)
	if v.Kind() == reflect.Pointer {
		if v.IsNil() {
			return 0
		}
		v = v.Elem()
	}
	if v.Kind() == reflect.Struct {
		t := v.Type()
		for i := 0; i < t.NumField(); i++ {
			f := t.Field(i)
			if !f.IsExported() {
				continue
			}
			fv := v.Field(i)
			if strings.HasPrefix(f.Name, "Token") {
				if tok, ok := fv.Interface().(cc.Token); ok {
					end = max(end, c.tokenEnd(tok, file))
				}
				continue
			}
			if fv.IsZero() {
				continue
			}
			if m, ok := fv.Interface().(cc.Node); ok {
				if _, isTok := m.(cc.Token); isTok {
					continue
				}
				end = max(end, c.lastTokenEnd(m, file))
			}
		}
	}
	c.ends[key] = end
	return end
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
	locs  map[[3]int64]*metadata.DILocation
	stype *metadata.DISubroutineType
}

func newDebugInfo(m *ir.Module, name string) *debugInfo {
	d := &debugInfo{m: m, files: map[string]*metadata.DIFile{}, subs: map[*ir.Func]*metadata.DISubprogram{},
		locs: map[[3]int64]*metadata.DILocation{}}
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

// attach gives every instruction of a function with a subprogram the
// location of its source span (the function's line when it has none), and
// adds the module-level debug metadata.
func (d *debugInfo) attach(m *ir.Module, sm *frontend.SourceMap) {
	for _, f := range m.Funcs {
		sp := d.subs[f]
		if sp == nil {
			continue
		}
		loc := func(s frontend.Span) *metadata.DILocation {
			line, col := int64(s.Line), int64(s.Col)
			if s.IsZero() {
				line, col = sp.Line, 0
			}
			key := [3]int64{line, col, int64(len(d.subs))}
			l := d.locs[key]
			if l == nil || l.Scope != sp {
				l = &metadata.DILocation{MetadataID: -1, Line: line, Column: col, Scope: sp}
				d.locs[key] = l
			}
			return l
		}
		for _, b := range f.Blocks {
			for _, inst := range b.Insts {
				setDbg(inst, loc(sm.Insts[inst]))
			}
			if b.Term != nil {
				setDbg(b.Term, loc(sm.Terms[b.Term]))
			}
		}
		clear(d.locs)
	}
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
	seen := map[*metadata.DILocation]bool{}
	for _, f := range m.Funcs {
		for _, b := range f.Blocks {
			for _, inst := range b.Insts {
				if l := dbgOf(inst); l != nil && !seen[l] {
					seen[l] = true
					add(l)
				}
			}
			if l := dbgOf(b.Term); l != nil && !seen[l] {
				seen[l] = true
				add(l)
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
