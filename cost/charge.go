// Charge: how the interpreter counts executed code so that 'run' charges it what the static model estimates, one cost model for originals and skeletons.
package cost

import (
	"math"

	"github.com/llir/llvm/ir"

	"github.com/mpiskel/mpiskel/analysis/cfg"
	"github.com/mpiskel/mpiskel/runtime/network"
)

// unitsPerCycle is the fixed point of a Charge's count: a class CPI is
// rounded to 1/1024 of a cycle (0.4 % of the cheapest calibrated class).
const unitsPerCycle = 1024

// Charge is what the interpreter adds to its count per executed
// instruction of each class (interp.Options.ClassUnits) and per run of a
// loop header (BlockUnits), and the time of one unit.
type Charge struct {
	ClassUnits [NumClasses]uint64
	BlockUnits map[*ir.Block]uint64
	PsPerUnit  float64
}

// NewCharge makes the interpreter charge m's code as the static model of
// machine mach costs it (NewStaticMachine): each instruction its class's
// CPI, and each iteration of an innermost loop that calls no function at
// least its longest loop-carried dependence cycle, the excess charged at
// the header. So a static skeleton predicts what 'run' simulates for the
// original, whatever the input form: C, -O0 or optimised IR.
func NewCharge(m *ir.Module, mach *network.Machine) *Charge {
	s := NewStaticMachine(mach)
	c := &Charge{BlockUnits: map[*ir.Block]uint64{}, PsPerUnit: 1000 / (mach.Node.ClockGHz * unitsPerCycle)}
	for k := range c.ClassUnits {
		c.ClassUnits[k] = uint64(math.Round(mach.ClassCPI(ClassName(k)) * unitsPerCycle))
	}
	for _, f := range m.Funcs {
		if len(f.Blocks) == 0 {
			continue
		}
		g := cfg.New(f)
		for _, l := range g.Loops.All {
			if !l.Innermost() || l.Irreducible {
				continue
			}
			blocks := make([]*ir.Block, len(l.Body))
			in := map[*ir.Block]bool{}
			for i, n := range l.Body {
				blocks[i] = g.Blocks[n]
				in[blocks[i]] = true
			}
			if callsFunction(blocks) {
				continue // no bound: see dependenceExcessNs
			}
			header := g.Blocks[l.Header]
			excess := s.dependenceExcessNs(blocks, header, s.weighted(header, in, nil, nil, true))
			if units := uint64(math.Round(excess * mach.Node.ClockGHz * unitsPerCycle)); units > 0 {
				c.BlockUnits[header] = units
			}
		}
	}
	return c
}
