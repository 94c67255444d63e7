// Package frontend holds what every front end produces: one LLVM IR module
// (github.com/llir/llvm) plus what is known of the sources it came from.
package frontend

import "github.com/llir/llvm/ir"

// Program is a loaded program, ready for analysis, transformation or running.
type Program struct {
	Module *ir.Module
	Path   string // the file it was loaded from
	// Source maps the IR back to the C text it was compiled from; nil when
	// the program was loaded from IR.
	Source *SourceMap
	// Sources holds the text of the compiled files, by file name, so that
	// spans can be turned into text and edits without reading files again.
	Sources map[string][]byte
}

// Span is a range of source text.
type Span struct {
	File       string
	Start, End int // byte offsets in File, End exclusive
	Line, Col  int // 1-based position of Start
	// Partial: the text is not all of the expression, whose first or
	// last token a macro expansion supplied (MAX(a,b), x + N): it reads
	// as something else, or is no C at all, where the expression stands.
	Partial bool
}

// IsZero reports whether s is no span (code with no source, like a
// function's implicit return).
func (s Span) IsZero() bool { return s.File == "" }

// SourceNode is one C statement or declaration and the IR it produced,
// including the IR of the statements nested in it.
type SourceNode struct {
	Kind   string // "statement" or "declaration"
	Span   Span
	Func   *ir.Func
	Blocks []*ir.Block      // blocks created while lowering it
	Insts  []ir.Instruction // its instructions, in emission order
	Terms  []ir.Terminator  // its block terminators
	Parent *SourceNode      // the enclosing statement, nil at function level
}

// SourceMap links IR to C source text in both directions.
type SourceMap struct {
	Insts  map[ir.Instruction]Span // the innermost C expression or statement of each instruction
	Terms  map[ir.Terminator]Span
	Blocks map[*ir.Block]Span // the statement whose lowering created the block
	Nodes  []*SourceNode      // statements and declarations, in source order per function
	// Defs are the function definitions' texts, from their declaration
	// specifiers to their closing brace.
	Defs map[*ir.Func]Span
}

// NewSourceMap returns an empty map.
func NewSourceMap() *SourceMap {
	return &SourceMap{Insts: map[ir.Instruction]Span{}, Terms: map[ir.Terminator]Span{}, Blocks: map[*ir.Block]Span{}, Defs: map[*ir.Func]Span{}}
}

// Prune drops from the per-node lists the instructions and blocks no longer
// in Insts, Terms or Blocks (removed by a pass that kept the map up to date).
func (m *SourceMap) Prune() {
	for _, n := range m.Nodes {
		insts := n.Insts[:0]
		for _, i := range n.Insts {
			if _, ok := m.Insts[i]; ok {
				insts = append(insts, i)
			}
		}
		n.Insts = insts
		terms := n.Terms[:0]
		for _, t := range n.Terms {
			if _, ok := m.Terms[t]; ok {
				terms = append(terms, t)
			}
		}
		n.Terms = terms
		blocks := n.Blocks[:0]
		for _, b := range n.Blocks {
			if _, ok := m.Blocks[b]; ok {
				blocks = append(blocks, b)
			}
		}
		n.Blocks = blocks
	}
}
