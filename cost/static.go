// Static: the IC × CPI × CCT cost model, IC from a region's IR instructions weighted by estimated block frequencies.
package cost

import (
	"strings"

	"github.com/llir/llvm/ir"

	"github.com/mpiskel/mpiskel/analysis/cfg"
	"github.com/mpiskel/mpiskel/analysis/regions"
)

// Static estimates a region's time as IC × CPI × CCT (paper 001): IC per
// unit of work is the instructions of the innermost loop bodies, each
// block weighted by its frequency per header execution (a conditional
// branch goes each way with BranchProb), averaged over the region's
// innermost loops; IC per entry is the code outside loops, weighted the
// same way from the region's entry. Blocks of loops that are not
// innermost are not charged: their share shrinks with the inner trip
// counts, which W does not tell apart.
type Static struct {
	NsPerInstruction float64 // CPI × CCT
	BranchProb       float64 // 0 means 0.5
}

// NewStatic is the static model of a node with the given CPI and clock.
func NewStatic(cpi, clockGHz float64) Static {
	return Static{NsPerInstruction: cpi / clockGHz, BranchProb: 0.5}
}

func (s Static) Name() string { return "static" }

func (s Static) Coefficients(r *regions.Region) (a, b float64) {
	inLoop := map[*ir.Block]bool{}
	var mark func(l *regions.Loop)
	mark = func(l *regions.Loop) {
		for _, x := range l.Blocks {
			inLoop[x] = true
		}
	}
	for _, l := range r.Loops {
		mark(l)
	}
	if len(r.Innermost) > 0 {
		var per float64
		for _, l := range r.Innermost {
			body := map[*ir.Block]bool{}
			for _, x := range l.Blocks {
				body[x] = true
			}
			per += s.weighted(l.Blocks, l.Header, body)
		}
		a = per / float64(len(r.Innermost)) * s.NsPerInstruction * 1e-9
	}
	outside := map[*ir.Block]bool{}
	var blocks []*ir.Block
	for _, x := range r.Blocks {
		if !inLoop[x] {
			outside[x] = true
			blocks = append(blocks, x)
		}
	}
	if len(blocks) > 0 {
		start := r.Entry.Block
		if !outside[start] {
			start = blocks[0]
		}
		b = s.weighted(blocks, start, outside) * s.NsPerInstruction * 1e-9
	}
	return a, b
}

// weighted is Σ instructions(b) × frequency(b) over blocks (function
// order), frequency 1 at start and split evenly between successors
// (BranchProb each way of a two-way branch); edges back to start or out of
// the set carry nothing further.
func (s Static) weighted(blocks []*ir.Block, start *ir.Block, in map[*ir.Block]bool) float64 {
	p := s.BranchProb
	if p <= 0 || p >= 1 {
		p = 0.5
	}
	freq := map[*ir.Block]float64{start: 1}
	var total float64
	began := false
	for _, x := range blocks {
		if x == start {
			began = true
		}
		if !began && x != start {
			continue
		}
		f := freq[x]
		if f == 0 {
			continue
		}
		total += f * float64(instructions(x))
		succ := cfg.Successors(x)
		for i, t := range succ {
			if t == start || !in[t] {
				continue
			}
			share := 1 / float64(len(succ))
			if len(succ) == 2 {
				share = p
				if i == 1 {
					share = 1 - p
				}
			}
			freq[t] += f * share
		}
	}
	return total
}

// instructions counts a block's code: its instructions and terminator,
// debug intrinsics and lifetime markers excepted.
func instructions(b *ir.Block) int {
	n := 1
	for _, inst := range b.Insts {
		if call, ok := inst.(*ir.InstCall); ok {
			if f, ok := call.Callee.(*ir.Func); ok && (strings.HasPrefix(f.Name(), "llvm.dbg.") || strings.HasPrefix(f.Name(), "llvm.lifetime.")) {
				continue
			}
		}
		n++
	}
	return n
}
