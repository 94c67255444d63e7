// Source positions of instructions: the C front end's source map, or !dbg.
package slice

import (
	"path/filepath"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/metadata"

	"github.com/mpiskel/mpiskel/analysis/callgraph"
	"github.com/mpiskel/mpiskel/frontend"
)

type positions struct {
	prog *frontend.Program
}

func (p *positions) inst(inst ir.Instruction) Pos {
	if m := p.prog.Source; m != nil {
		if s, ok := m.Insts[inst]; ok && !s.IsZero() {
			return Pos{File: s.File, Line: s.Line, Col: s.Col}
		}
		return Pos{}
	}
	if md, ok := inst.(interface{ MDAttachments() []*metadata.Attachment }); ok {
		return p.dbg(md.MDAttachments())
	}
	return Pos{}
}

func (p *positions) term(t ir.Terminator) Pos {
	if m := p.prog.Source; m != nil {
		if s, ok := m.Terms[t]; ok && !s.IsZero() {
			return Pos{File: s.File, Line: s.Line, Col: s.Col}
		}
		return Pos{}
	}
	if md, ok := t.(interface{ MDAttachments() []*metadata.Attachment }); ok {
		return p.dbg(md.MDAttachments())
	}
	return Pos{}
}

// block is the first known position in b, phis aside.
func (p *positions) block(b *ir.Block) Pos {
	for _, inst := range b.Insts {
		if _, phi := inst.(*ir.InstPhi); phi || ignorable(inst) {
			continue
		}
		if q := p.inst(inst); q.Line > 0 {
			return q
		}
	}
	return p.term(b.Term)
}

// loop is where a loop is in the source: the statement that made its
// header (C front end), the start location clang gives a loop in its
// llvm.loop metadata, else its first exit branch or its header.
func (p *positions) loop(header *ir.Block, latches []*ir.Block, exits []ir.Terminator) Pos {
	if m := p.prog.Source; m != nil {
		if s, ok := m.Blocks[header]; ok && !s.IsZero() {
			return Pos{File: s.File, Line: s.Line, Col: s.Col}
		}
	}
	for _, b := range latches {
		md, ok := b.Term.(interface{ MDAttachments() []*metadata.Attachment })
		if !ok {
			continue
		}
		for _, at := range md.MDAttachments() {
			if at.Name != "llvm.loop" {
				continue
			}
			if t, ok := at.Node.(*metadata.Tuple); ok {
				for _, f := range t.Fields {
					if loc, ok := f.(*metadata.DILocation); ok && loc.Line > 0 {
						return Pos{File: frontend.ScopeFile(loc.Scope, p.prog.Path), Line: int(loc.Line), Col: int(loc.Column)}
					}
				}
			}
		}
	}
	for _, t := range exits {
		if q := p.term(t); q.Line > 0 {
			return q
		}
	}
	return p.block(header)
}

func (p *positions) dbg(atts []*metadata.Attachment) Pos {
	loc := frontend.DebugLocation(atts)
	if loc == nil {
		return Pos{}
	}
	return Pos{File: frontend.ScopeFile(loc.Scope, p.prog.Path), Line: int(loc.Line), Col: int(loc.Column)}
}

// short is a position as reasons print it: base name and line.
func short(p Pos) string {
	if p.Line == 0 {
		if p.File == "" {
			return "?"
		}
		return filepath.Base(p.File)
	}
	return filepath.Base(p.File) + ":" + itoa(p.Line)
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	var b [20]byte
	i := len(b)
	neg := n < 0
	if neg {
		n = -n
	}
	for n > 0 {
		i--
		b[i] = byte('0' + n%10)
		n /= 10
	}
	if neg {
		i--
		b[i] = '-'
	}
	return string(b[i:])
}

// ignorable reports instructions that are not code: debug intrinsics and
// lifetime markers.
func ignorable(inst ir.Instruction) bool {
	call, ok := inst.(*ir.InstCall)
	if !ok {
		return false
	}
	f, ok := callgraph.Callee(call)
	if !ok || !callgraph.IsIntrinsic(f) {
		return false
	}
	n := f.Name()
	return hasPrefix(n, "llvm.dbg.") || hasPrefix(n, "llvm.lifetime.") || hasPrefix(n, "llvm.assume")
}

func hasPrefix(s, p string) bool { return len(s) >= len(p) && s[:len(p)] == p }
