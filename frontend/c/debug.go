// Source spans of C nodes and the minimal debug information (compile unit, files, subprograms, locations) that names file:line:col in errors.
package c

import (
	"path/filepath"

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
func (c *compiler) span(n cc.Node) frontend.Span {
	p := n.Position()
	s := frontend.Span{File: p.Filename, Start: p.Offset, End: p.Offset, Line: p.Line, Col: p.Column}
	if p.Filename == "" {
		return frontend.Span{}
	}
	end := c.lastTokenEnd(n, p.Filename)
	if end > s.Start {
		s.End = end
	}
	return s
}

// lastTokenEnd finds the end offset of n's last token that lies in file.
func (c *compiler) lastTokenEnd(n cc.Node, file string) int {
	toks := cc.NodeTokens(n)
	for i := len(toks) - 1; i >= 0; i-- {
		t := toks[i]
		tp := t.Position()
		if tp.Filename != file {
			continue
		}
		src := t.SrcStr()
		if file == c.name && (tp.Offset+len(src) > len(c.src) || string(c.src[tp.Offset:tp.Offset+len(src)]) != src) {
			continue
		}
		return tp.Offset + len(src)
	}
	return 0
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
