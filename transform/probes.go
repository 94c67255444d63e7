// The loop probes of the profiling build counted inline: header counts of call-free loops in a register, the rest in memory.
package transform

import (
	"fmt"
	"strings"

	"github.com/llir/llvm/ir"
	irconstant "github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"

	"github.com/mpiskel/mpiskel/analysis/cfg"
)

// countProbesInline turns the loop probes, calls of AddTimeFunc, into
// increments of ProbeCountsGlobal, which it defines with ProbeSlotsGlobal.
// A probe runs once per iteration of a data-dependent loop, and a call
// there is timed with the region around it: isort's counting-sort loop (a
// store an iteration, 2 M iterations a rank) took a median 7.4 ms with the
// call in the 13 of 20 runs outside a slow mode, 30-45 ms in the other 7,
// against 4.8 ms without the call (0 of 40 runs slow). Inline, it takes
// 4.5-6.7 ms. In memory, an increment an iteration still costs: the header
// count of a loop that calls nothing is kept in a register instead
// (countInRegister).
func countProbesInline(m *ir.Module, nprobes int) {
	slots := 2 * nprobes // an entry and a header counter per loop
	arr := types.NewArray(uint64(slots), types.I64)
	counts := m.NewGlobalDef(ProbeCountsGlobal, irconstant.NewZeroInitializer(arr))
	counts.Preemption = enum.PreemptionDSOLocal
	n := m.NewGlobalDef(ProbeSlotsGlobal, irconstant.NewInt(types.I32, int64(slots)))
	n.Preemption, n.Immutable = enum.PreemptionDSOLocal, true
	if nprobes == 0 {
		return
	}
	addTime := addTimeDecl(m) // InstrumentLoops' probes call it
	slot := func(id int64) irconstant.Constant {
		return irconstant.NewGetElementPtr(arr, counts, irconstant.NewInt(types.I64, 0), irconstant.NewInt(types.I64, id-ProbeBase))
	}
	for _, f := range m.Funcs {
		if len(f.Blocks) == 0 {
			continue
		}
		changed := countInRegister(f, addTime, slot)
		for _, b := range f.Blocks {
			insts := b.Insts[:0:0]
			for _, inst := range b.Insts {
				id, ok := probeID(inst, addTime)
				if !ok {
					insts = append(insts, inst)
					continue
				}
				ld := ir.NewLoad(types.I64, slot(id))
				inc := ir.NewAdd(ld, irconstant.NewInt(types.I64, 1))
				insts = append(insts, ld, inc, ir.NewStore(inc, slot(id)))
				changed = true
			}
			b.Insts = insts
		}
		if changed {
			renumber(f)
		}
	}
}

// probeID is the id of a loop probe, a call of addTime with a constant id
// from ProbeBase.
func probeID(inst ir.Instruction, addTime *ir.Func) (int64, bool) {
	c, ok := inst.(*ir.InstCall)
	if !ok || c.Callee != addTime || len(c.Args) == 0 {
		return 0, false
	}
	id, ok := c.Args[0].(*irconstant.Int)
	if !ok || id.X.Int64() < ProbeBase {
		return 0, false
	}
	return id.X.Int64(), true
}

// countInRegister replaces the header probe of each loop of f that calls
// no function (LLVM intrinsics and other probes aside) by a counter in a
// register: a phi in the header, 0 on entry, plus one on each execution,
// added to its slot on every way out of the loop (its exit edges, split,
// and its returns). An increment in memory puts a load and a store on a
// dependence chain each iteration: isort's loop checking its sorted keys
// (2 M iterations a rank, 0.5 ns each natively) took 1.1-2.9 ms with it in
// 10 samples, 0.89-0.93 ms in 12 with the count in a register. A loop that
// calls a function keeps the increment in memory, so that its count is
// complete whatever the callee does (exit, MPI_Finalize). It reports
// whether it changed f.
func countInRegister(f *ir.Func, addTime *ir.Func, slot func(int64) irconstant.Constant) bool {
	changed := false
	skip := map[ir.Instruction]bool{}
	c := cfg.New(f)
	for {
		var loop *cfg.Loop
		var probe *ir.InstCall
		var id int64
		for _, l := range c.Loops.All {
			if l.Irreducible {
				continue
			}
			for _, inst := range c.Blocks[l.Header].Insts {
				if k, ok := probeID(inst, addTime); ok && (k-ProbeBase)%2 == 1 && !skip[inst] {
					loop, probe, id = l, inst.(*ir.InstCall), k
					break
				}
			}
			if probe != nil {
				break
			}
		}
		if probe == nil {
			return changed
		}
		skip[probe] = true
		body := map[*ir.Block]bool{}
		for _, n := range loop.Body {
			body[c.Blocks[n]] = true
		}
		if callsOut(body, addTime) {
			continue
		}
		promoteProbe(f, c.Blocks[loop.Header], probe, body, slot(id), fmt.Sprintf("skel.count%d", id-ProbeBase))
		changed = true
		c = cfg.New(f) // the rewrite added blocks: find the loops again
	}
}

// callsOut says whether a block of body calls a function other than an
// LLVM intrinsic or a loop probe.
func callsOut(body map[*ir.Block]bool, addTime *ir.Func) bool {
	for b := range body {
		for _, inst := range b.Insts {
			call, ok := inst.(*ir.InstCall)
			if !ok {
				continue
			}
			if fn, ok := call.Callee.(*ir.Func); ok && (fn == addTime || strings.HasPrefix(fn.Name(), "llvm.")) {
				continue
			}
			return true
		}
	}
	return false
}

// promoteProbe rewrites header probe probe of the loop with header h and
// blocks body into a register count flushed into slot on leaving the loop.
func promoteProbe(f *ir.Func, h *ir.Block, probe *ir.InstCall, body map[*ir.Block]bool, slot irconstant.Constant, name string) {
	zero := irconstant.NewInt(types.I64, 0)
	count := &ir.InstPhi{Typ: types.I64}
	next := ir.NewAdd(count, irconstant.NewInt(types.I64, 1))
	for i, inst := range h.Insts {
		if inst == probe {
			h.Insts[i] = next
		}
	}
	h.Insts = append([]ir.Instruction{count}, h.Insts...)
	flush := func() []ir.Instruction {
		ld := ir.NewLoad(types.I64, slot)
		sum := ir.NewAdd(ld, next)
		return []ir.Instruction{ld, sum, ir.NewStore(sum, slot)}
	}
	// One incoming value per edge into the header, as LLVM requires
	// (cfg.Successors lists a switch's cases to one block each).
	var exits [][2]*ir.Block
	for _, b := range f.Blocks {
		for _, s := range cfg.Successors(b) {
			switch {
			case s == h && body[b]:
				count.Incs = append(count.Incs, ir.NewIncoming(next, b))
			case s == h:
				count.Incs = append(count.Incs, ir.NewIncoming(zero, b))
			case body[b] && !body[s] && !hasExit(exits, b, s):
				exits = append(exits, [2]*ir.Block{b, s})
			}
		}
	}
	for i, e := range exits {
		x := splitEdges(f, []*ir.Block{e[0]}, e[1], fmt.Sprintf("%s.exit%d", name, i))
		x.Insts = append(x.Insts, flush()...)
	}
	for b := range body {
		if _, ok := b.Term.(*ir.TermRet); ok {
			b.Insts = append(b.Insts, flush()...)
		}
	}
}

func hasExit(exits [][2]*ir.Block, from, to *ir.Block) bool {
	for _, e := range exits {
		if e[0] == from && e[1] == to {
			return true
		}
	}
	return false
}
