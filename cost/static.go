// Static: the IC × CPI × CCT cost model, IC from a region's IR instructions weighted by estimated block frequencies.
package cost

import (
	"math"

	"github.com/llir/llvm/ir"

	"github.com/mpiskel/mpiskel/analysis/cfg"
	"github.com/mpiskel/mpiskel/analysis/regions"
	"github.com/mpiskel/mpiskel/runtime/network"
)

// Static estimates a region's time as IC × CPI × CCT (paper 001): IC per
// unit of work is the instructions of the innermost loop bodies, each
// block weighted by its frequency per header execution (a conditional
// branch goes each way with BranchProb), each innermost loop's iteration
// counting its own IC in W (WeightedCoefficients); IC per entry is the
// code outside loops, weighted the same way from the region's entry.
// Blocks of loops that are not innermost are not charged: their share
// shrinks with the inner trip counts, which W does not tell apart. Each
// instruction costs the CPI of its class (Classify) × CCT; an innermost
// loop's iteration costs at least the latency of its longest loop-carried
// dependence cycle (recurrenceCycles) × CCT.
type Static struct {
	NsPerClass [NumClasses]float64 // CPI of the class × CCT
	BranchProb float64             // 0 means 0.5
	ClockGHz   float64             // for the recurrence bound; 0 means none
	Latency    Latencies           // of the recurrence bound
}

// NewStatic is the static model of a node with one CPI for every
// instruction and the given clock.
func NewStatic(cpi, clockGHz float64) Static {
	s := Static{BranchProb: 0.5, ClockGHz: clockGHz}
	for k := range s.NsPerClass {
		s.NsPerClass[k] = cpi / clockGHz
	}
	return s
}

// NewStaticMachine is the static model of a machine file's node: the CPI
// of each instruction class from [node.class_cpi] (mpiskel calibrate
// measures them), node.cpi for the classes it does not give; the
// recurrence bound's latencies from node.fp_latency and
// node.store_load_latency, where given.
func NewStaticMachine(m *network.Machine) Static {
	s := Static{BranchProb: 0.5, ClockGHz: m.Node.ClockGHz, Latency: Latencies{FP: m.Node.FPLatency, StoreLoad: m.Node.StoreLoadLatency}}
	for k := range s.NsPerClass {
		s.NsPerClass[k] = m.ClassCPI(ClassName(k)) / m.Node.ClockGHz
	}
	return s
}

func (s Static) Name() string { return "static" }

// InstructionsOnly: a static cost counts a region's instructions only.
func (s Static) InstructionsOnly(*regions.Region) string {
	return "its static cost (IC × CPI × CCT)"
}

// Coefficients charges each unit of W the mean iteration time of r's
// innermost loops: the cost of a W that does not tell the loops apart (the
// --unmeasured fallback of a profile). Abstract uses WeightedCoefficients.
func (s Static) Coefficients(r *regions.Region) (a, b float64) {
	ns, b := s.loopNs(r), s.entryNs(r)*1e-9
	if len(ns) > 0 {
		var sum float64
		for _, x := range ns {
			sum += x
		}
		a = sum / float64(len(ns)) * 1e-9
	}
	return a, b
}

// weightScale is how many units of W the cheapest innermost loop's
// iteration counts where a region has several: weights are integers (W is
// an i64), so an iteration's time is rounded to 1/weightScale of the
// cheapest one's.
const weightScale = 16

// maxWeight bounds an iteration's units, so that W stays far from
// overflowing when one loop costs thousands of times another.
const maxWeight = 1 << 16

// WeightedCoefficients gives each innermost loop of r its own iteration
// time: W counts weight[l] units per iteration of l, each unit costing a.
// Where the loops' iterations cost the same (one loop, or several alike)
// there are no weights: 1 each.
func (s Static) WeightedCoefficients(r *regions.Region) (weight map[*regions.Loop]int64, a, b float64) {
	ns := s.loopNs(r)
	if len(ns) < 2 {
		a, b = s.Coefficients(r)
		return nil, a, b
	}
	lo, hi := ns[0], ns[0]
	for _, x := range ns {
		lo, hi = min(lo, x), max(hi, x)
	}
	if lo <= 0 || lo == hi {
		a, b = s.Coefficients(r)
		return nil, a, b
	}
	unit := max(lo/weightScale, hi/maxWeight)
	weight = map[*regions.Loop]int64{}
	for i, l := range r.Innermost {
		weight[l] = max(1, int64(math.Round(ns[i]/unit)))
	}
	return weight, unit * 1e-9, s.entryNs(r) * 1e-9
}

// loopNs is the time of one iteration of each innermost loop of r: its
// blocks weighted by their frequency per header execution, at least its
// longest loop-carried dependence cycle.
func (s Static) loopNs(r *regions.Region) []float64 {
	ns := make([]float64, len(r.Innermost))
	for i, l := range r.Innermost {
		body := map[*ir.Block]bool{}
		for _, x := range l.Blocks {
			body[x] = true
		}
		ns[i] = s.weighted(l.Blocks, l.Header, body)
		if s.ClockGHz > 0 {
			ns[i] = max(ns[i], recurrenceCycles(l.Blocks, l.Header, s.Latency)/s.ClockGHz)
		}
	}
	return ns
}

// entryNs is the time of r's code outside loops per entry.
func (s Static) entryNs(r *regions.Region) float64 {
	inLoop := map[*ir.Block]bool{}
	for _, l := range r.Loops {
		for _, x := range l.Blocks {
			inLoop[x] = true
		}
	}
	outside := map[*ir.Block]bool{}
	var blocks []*ir.Block
	for _, x := range r.Blocks {
		if !inLoop[x] {
			outside[x] = true
			blocks = append(blocks, x)
		}
	}
	if len(blocks) == 0 {
		return 0
	}
	start := r.Entry.Block
	if !outside[start] {
		start = blocks[0]
	}
	return s.weighted(blocks, start, outside)
}

// weighted is Σ ns(b) × frequency(b) over blocks (function
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
		total += f * s.blockNs(x)
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

// blockNs is the time of a block's instructions and terminator, each at
// its class's CPI × CCT.
func (s Static) blockNs(b *ir.Block) float64 {
	var ns float64
	for k, n := range BlockCounts(b) {
		ns += n * s.NsPerClass[k]
	}
	return ns
}
