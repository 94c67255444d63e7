// Package cemit writes a skeleton as C: an edit of the user's source, driven by which IR each C statement produced and which of it the skeleton transforms kept.
package cemit

import (
	"maps"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"

	"github.com/mpiskel/mpiskel/frontend"
)

// Snapshot is the IR of every C statement before the skeleton transforms
// edit the module: the transforms delete instructions and rewrite
// branches, so what a statement was is only known from a copy taken first.
type Snapshot struct {
	nodes []nodeIR                         // parallel to Program.Source.Nodes
	spans map[ir.Instruction]frontend.Span // of the instructions whose expression's text is whole
	funcs map[*ir.Func]bool
	defs  map[*ir.Func]frontend.Span
	// conds are the conditional branches on a computed condition, with
	// the span of the expression whose truth each tests; every are all
	// the instructions' spans, those only part of their expression
	// included.
	conds map[*ir.TermCondBr]frontend.Span
	every map[ir.Instruction]frontend.Span
}

type nodeIR struct {
	node  *frontend.SourceNode
	insts []ir.Instruction
	terms []ir.Terminator
}

// Capture records p's statements and their IR; call it before the
// transforms. It returns nil for a program without a source map (IR input).
func Capture(p *frontend.Program) *Snapshot {
	if p.Source == nil {
		return nil
	}
	s := &Snapshot{spans: map[ir.Instruction]frontend.Span{}, funcs: map[*ir.Func]bool{}, defs: map[*ir.Func]frontend.Span{},
		conds: map[*ir.TermCondBr]frontend.Span{}, every: maps.Clone(p.Source.Insts)}
	for _, n := range p.Source.Nodes {
		s.nodes = append(s.nodes, nodeIR{node: n, insts: append([]ir.Instruction(nil), n.Insts...), terms: append([]ir.Terminator(nil), n.Terms...)})
	}
	// An expression whose text is not all of it (a macro expansion's
	// first or last token) cannot be written again as its text, nor named
	// by it.
	for inst, sp := range p.Source.Insts {
		if !sp.Partial {
			s.spans[inst] = sp
		}
	}
	for _, f := range p.Module.Funcs {
		s.funcs[f] = true
	}
	for t, sp := range p.Source.Terms {
		if br, ok := t.(*ir.TermCondBr); ok && !sp.Partial {
			if _, isConst := br.Cond.(constant.Constant); !isConst {
				s.conds[br] = sp
			}
		}
	}
	for f, sp := range p.Source.Defs {
		s.defs[f] = sp
	}
	return s
}
