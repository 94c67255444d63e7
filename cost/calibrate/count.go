// Count: a kernel's executed IR instructions per class, from block execution counts measured by running it in the interpreter.
package calibrate

import (
	"fmt"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"

	"github.com/mpiskel/mpiskel/cost"
	"github.com/mpiskel/mpiskel/frontend/llvmir"
	"github.com/mpiskel/mpiskel/runtime/interp"
)

// blockProbe is the host function the counting build calls on entering
// every block, with the block's number.
const blockProbe = "mpiskel_calibrate_block"

// Counter runs the kernels program (LLVM IR) in the interpreter with a
// probe at the head of every block, so that each block's executions are
// known and, with its instructions per class, the executed instructions
// per class.
type Counter struct {
	prog   *interp.Program
	blocks []cost.ClassCounts // per probe number: the block's counts (the probe left out)
}

// NewCounter loads the kernels' IR from path and compiles its probed copy.
func NewCounter(path string) (*Counter, error) {
	p, err := llvmir.Load(path)
	if err != nil {
		return nil, err
	}
	c := &Counter{}
	m := p.Module
	probe := m.NewFunc(blockProbe, types.Void, ir.NewParam("", types.I64))
	for _, f := range m.Funcs {
		if len(f.Blocks) == 0 || f == probe {
			continue
		}
		for _, b := range f.Blocks {
			id := len(c.blocks)
			c.blocks = append(c.blocks, cost.BlockCounts(b))
			call := ir.NewCall(probe, constant.NewInt(types.I64, int64(id)))
			at := 0
			for at < len(b.Insts) {
				if _, phi := b.Insts[at].(*ir.InstPhi); !phi {
					break
				}
				at++
			}
			b.Insts = append(b.Insts[:at], append([]ir.Instruction{call}, b.Insts[at:]...)...)
		}
		f.AssignIDs()
	}
	c.prog, err = interp.Compile(m, interp.Options{HostFuncs: []string{blockProbe}})
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return c, nil
}

// Run is one run of the program with argv: the instructions it executed
// per class (the probes left out) and in all as the interpreter counts
// them, probes included.
type Run struct {
	Counts cost.ClassCounts
	Probes uint64 // probe calls, one per block entered
	Interp uint64 // the interpreter's count
}

// Run runs the program once with argv (argv[0] is the program name).
func (c *Counter) Run(argv []string) (Run, error) {
	h := &probeHost{hits: make([]uint64, len(c.blocks))}
	p, err := c.prog.NewProcess(0, argv, h)
	if err != nil {
		return Run{}, err
	}
	for {
		st, err := p.Run()
		if err != nil {
			return Run{}, err
		}
		if st == interp.StatusExited {
			break
		}
		return Run{}, fmt.Errorf("kernels blocked in a host call")
	}
	if p.ExitCode() != 0 {
		return Run{}, fmt.Errorf("kernels %v: exit status %d", argv[1:], p.ExitCode())
	}
	r := Run{Interp: p.Instructions()}
	for id, n := range h.hits {
		r.Probes += n
		for k, x := range c.blocks[id] {
			r.Counts[k] += x * float64(n)
		}
	}
	return r, nil
}

// probeHost counts probe calls per block.
type probeHost struct{ hits []uint64 }

func (h *probeHost) Call(p *interp.Process, id int, args []uint64) (uint64, bool, error) {
	if id != 0 || len(args) != 1 || args[0] >= uint64(len(h.hits)) {
		return 0, true, fmt.Errorf("bad probe call %d %v", id, args)
	}
	h.hits[args[0]]++
	return 0, true, nil
}

func (h *probeHost) Now(*interp.Process) int64 { return 0 }

// PerUnit counts kernel name's instructions per unit of work: runs of n1,
// n2 and n3 = 2·n2 − n1 units differ only by the kernel's work (setup and
// output cancel), so (run(n2) − run(n1)) / (n2 − n1) is one unit. It
// checks that the counts are linear in n (the same difference again up to
// n3) and that, per class, they add up to the interpreter's own count.
func (c *Counter) PerUnit(name string, n1, n2 int64) (cost.ClassCounts, error) {
	n3 := 2*n2 - n1
	var runs [3]Run
	for i, n := range []int64{n1, n2, n3} {
		r, err := c.Run([]string{"kernels", name, fmt.Sprint(n), "0"})
		if err != nil {
			return cost.ClassCounts{}, fmt.Errorf("counting kernel %s: %w", name, err)
		}
		if sum := r.Counts.Total(); uint64(sum)+r.Probes != r.Interp {
			return cost.ClassCounts{}, fmt.Errorf("counting kernel %s at n=%d: %g instructions by class + %d probes ≠ the interpreter's %d", name, n, sum, r.Probes, r.Interp)
		}
		runs[i] = r
	}
	var per cost.ClassCounts
	for k := range per {
		d1 := runs[1].Counts[k] - runs[0].Counts[k]
		d2 := runs[2].Counts[k] - runs[1].Counts[k]
		if d1 != d2 {
			return per, fmt.Errorf("kernel %s: %s instructions not linear in the work: %g from n=%d to %d, %g from %d to %d", name, cost.ClassName(k), d1, n1, n2, d2, n2, n3)
		}
		per[k] = d1 / float64(n2-n1)
	}
	if per.Total() == 0 {
		return per, fmt.Errorf("kernel %s: no instructions per unit of work", name)
	}
	return per, nil
}
