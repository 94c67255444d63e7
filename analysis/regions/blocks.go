// MPIETE loop blocks: the block partition of Horii and Yamana (paper 000).
package regions

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/llir/llvm/ir"

	"github.com/mpiskel/mpiskel/analysis/callgraph"
)

// LoopBlock is one block of the MPIETE partition.
type LoopBlock struct {
	ID   int
	Kind string // "loop" (an innermost loop), "nest" (a perfect nest), "code" (loop-free code)
	Func *ir.Func
	// Context is the chain of inlined calls leading here, outermost first,
	// as "caller:line".
	Context []string
	// Loop is the block's outermost loop for "loop" and "nest"; for "code"
	// the loop whose iterations run it, nil when it runs once per call.
	Loop *Loop
	// Innermost are the loops whose body executions are the block's
	// iteration count (Lcount); empty for code.
	Innermost []*Loop
	Blocks    []*ir.Block
	Pos       Pos
}

// Blocks partitions the program from main (or, without main, from every
// function no other calls) into MPIETE loop blocks: subroutines that hold
// loops or MPI are inlined at their calls (recursion stops at a function
// already being inlined); an innermost loop is a block; a nest whose loop
// bodies hold nothing but loop control and loops is one block at its
// outermost loop; loop-free code is a block with trip count 1; a loop whose
// body communicates is split into blocks around each MPI call.
func (a *Program) Blocks() []*LoopBlock {
	p := &partition{a: a, fns: map[*ir.Func]*Function{}, path: map[*ir.Func]bool{}}
	for _, fn := range a.Funcs {
		p.fns[fn.Func] = fn
	}
	var roots []*Function
	for _, fn := range a.Funcs {
		if fn.Func.Name() == "main" {
			roots = []*Function{fn}
		}
	}
	if roots == nil {
		for _, fn := range a.Funcs {
			if len(a.Calls.Callers[fn.Func]) == 0 {
				roots = append(roots, fn)
			}
		}
	}
	for _, fn := range roots {
		p.function(fn, nil)
	}
	return p.out
}

type partition struct {
	a    *Program
	fns  map[*ir.Func]*Function
	path map[*ir.Func]bool
	out  []*LoopBlock
}

func (p *partition) function(fn *Function, ctx []string) {
	p.path[fn.Func] = true
	var top []*Loop
	for _, l := range fn.Loops {
		if l.Parent == nil {
			top = append(top, l)
		}
	}
	p.scope(fn, nil, fn.Func.Blocks, top, ctx)
	delete(p.path, fn.Func)
}

// scope partitions the blocks of a function body or loop body.
func (p *partition) scope(fn *Function, loop *Loop, blocks []*ir.Block, children []*Loop, ctx []string) {
	inChild := map[*ir.Block]*Loop{}
	for _, c := range children {
		for _, b := range c.Blocks {
			inChild[b] = c
		}
	}
	var seg []*ir.Block
	pending := 0 // counted instructions in seg since the last split
	var segPos Pos
	flush := func() {
		if pending > 0 {
			p.emit(&LoopBlock{Kind: "code", Func: fn.Func, Context: ctx, Loop: loop, Blocks: seg, Pos: segPos})
		}
		seg, pending, segPos = nil, 0, Pos{}
	}
	done := map[*Loop]bool{}
	for _, b := range blocks {
		if c := inChild[b]; c != nil {
			if !done[c] {
				done[c] = true
				flush()
				p.loop(fn, c, ctx)
			}
			continue
		}
		seg = append(seg, b)
		for _, inst := range b.Insts {
			call, ok := inst.(*ir.InstCall)
			if !ok {
				var c Counts
				p.a.classifyInst(inst, &c)
				pending += c.Total()
				if segPos.Line == 0 && c.Total() > 0 {
					segPos = p.a.instPos(inst)
				}
				if len(seg) == 0 {
					seg = append(seg, b)
				}
				continue
			}
			site := p.site(fn, call)
			if site == nil {
				continue
			}
			if site.MPI != nil {
				flush()
				continue
			}
			if callee := p.inlinable(site); callee != nil {
				flush()
				p.function(p.fns[callee], append(append([]string(nil), ctx...), fmt.Sprintf("%s:%d", fn.Func.Name(), p.a.instPos(call).Line)))
			}
		}
	}
	flush()
}

// loop makes a loop one block, or splits it.
func (p *partition) loop(fn *Function, l *Loop, ctx []string) {
	if !p.splits(fn, l) {
		if len(l.Children) == 0 {
			p.emit(&LoopBlock{Kind: "loop", Func: fn.Func, Context: ctx, Loop: l, Innermost: []*Loop{l}, Blocks: l.Blocks})
			return
		}
		if p.perfect(fn, l) {
			p.emit(&LoopBlock{Kind: "nest", Func: fn.Func, Context: ctx, Loop: l, Innermost: innermost(l), Blocks: l.Blocks})
			return
		}
	}
	p.scope(fn, l, l.Blocks, l.Children, ctx)
}

func innermost(l *Loop) []*Loop {
	if len(l.Children) == 0 {
		return []*Loop{l}
	}
	var out []*Loop
	for _, c := range l.Children {
		out = append(out, innermost(c)...)
	}
	return out
}

// splits reports whether a loop must be split: it communicates, or calls
// a subroutine that is inlined.
func (p *partition) splits(fn *Function, l *Loop) bool {
	for _, b := range l.Blocks {
		for _, inst := range b.Insts {
			if call, ok := inst.(*ir.InstCall); ok {
				if s := p.site(fn, call); s != nil && (s.MPI != nil || p.inlinable(s) != nil) {
					return true
				}
			}
		}
	}
	return false
}

// perfect reports whether every loop of the nest holds only loop control
// and loops: no floating point, no calls, no stores but to local slots.
func (p *partition) perfect(fn *Function, l *Loop) bool {
	inChild := map[*ir.Block]bool{}
	for _, c := range l.Children {
		if len(c.Children) > 0 && !p.perfect(fn, c) {
			return false
		}
		for _, b := range c.Blocks {
			inChild[b] = true
		}
	}
	for _, b := range l.Blocks {
		if inChild[b] {
			continue
		}
		for _, inst := range b.Insts {
			var c Counts
			p.a.classifyInst(inst, &c)
			if c.Float > 0 || c.Call > 0 {
				return false
			}
			if st, ok := inst.(*ir.InstStore); ok {
				if _, local := st.Dst.(*ir.InstAlloca); !local {
					return false
				}
			}
		}
	}
	return true
}

func (p *partition) site(fn *Function, call *ir.InstCall) *callgraph.Site {
	for _, s := range p.a.Calls.Sites[fn.Func] {
		if s.Call == call {
			return s
		}
	}
	return nil
}

// inlinable returns the callee a call inlines: a defined function, not
// being inlined already, that holds loops or MPI.
func (p *partition) inlinable(s *callgraph.Site) *ir.Func {
	if s.Indirect || len(s.Callees) != 1 {
		return nil
	}
	callee := s.Callees[0]
	fn := p.fns[callee]
	if fn == nil || p.path[callee] {
		return nil
	}
	if len(fn.Loops) > 0 || p.a.Calls.ContainsMPI(callee) {
		return callee
	}
	return nil
}

func (p *partition) emit(lb *LoopBlock) {
	lb.ID = len(p.out)
	if lb.Loop != nil && lb.Kind != "code" {
		lb.Pos = lb.Loop.Pos
	} else if lb.Pos.Line == 0 {
		for _, b := range lb.Blocks {
			if pos := p.a.blockPos(b); pos.Line > 0 {
				lb.Pos = pos
				break
			}
		}
	}
	p.out = append(p.out, lb)
}

// BlockDiagnostics reports each block as "block <kind>" at its position,
// once per position and kind (an inlined function yields the same blocks
// at every call).
func BlockDiagnostics(bs []*LoopBlock) []Diagnostic {
	seen := map[string]bool{}
	var ds []Diagnostic
	for _, b := range bs {
		d := Diagnostic{b.Pos, "block " + b.Kind}
		key := fmt.Sprint(d)
		if b.Pos.Line == 0 || seen[key] {
			continue
		}
		seen[key] = true
		ds = append(ds, d)
	}
	return ds
}

// BlocksText renders blocks one a line.
func BlocksText(bs []*LoopBlock) string {
	var s strings.Builder
	for _, b := range bs {
		fmt.Fprintf(&s, "B%d %s %s line %d", b.ID, b.Kind, b.Func.Name(), b.Pos.Line)
		if b.Loop != nil && b.Kind == "code" {
			fmt.Fprintf(&s, " per iteration of the loop at line %d", b.Loop.Pos.Line)
		}
		if len(b.Innermost) > 0 {
			var hs []string
			for _, l := range b.Innermost {
				hs = append(hs, fmt.Sprint(l.Pos.Line))
			}
			fmt.Fprintf(&s, " counts innermost loops at lines %s", strings.Join(hs, ","))
		}
		if len(b.Context) > 0 {
			fmt.Fprintf(&s, " inlined via %s", strings.Join(b.Context, " -> "))
		}
		s.WriteByte('\n')
	}
	return s.String()
}

type jsonBlock struct {
	ID        int      `json:"id"`
	Kind      string   `json:"kind"`
	Func      string   `json:"function"`
	Line      int      `json:"line"`
	LoopLine  int      `json:"loop_line,omitempty"`
	Innermost []int    `json:"innermost_loop_lines,omitempty"`
	Context   []string `json:"inlined_via,omitempty"`
	Blocks    []string `json:"blocks"`
}

// BlocksJSON renders blocks for tools.
func BlocksJSON(bs []*LoopBlock) ([]byte, error) {
	out := []jsonBlock{}
	for _, b := range bs {
		j := jsonBlock{ID: b.ID, Kind: b.Kind, Func: b.Func.Name(), Line: b.Pos.Line, Context: b.Context}
		if b.Loop != nil {
			j.LoopLine = b.Loop.Pos.Line
		}
		for _, l := range b.Innermost {
			j.Innermost = append(j.Innermost, l.Pos.Line)
		}
		for _, blk := range b.Blocks {
			j.Blocks = append(j.Blocks, blockName(blk))
		}
		out = append(out, j)
	}
	return json.MarshalIndent(out, "", "  ")
}
