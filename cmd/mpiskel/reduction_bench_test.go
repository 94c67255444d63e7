// The reduction benchmark: executed IR instructions, peak heap per rank and run time of level-3 skeletons against their originals.
package main

import (
	"testing"
	"time"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/mpiskel/mpiskel/analysis/callgraph"
	"github.com/mpiskel/mpiskel/frontend"
	"github.com/mpiskel/mpiskel/runtime/interp"
	"github.com/mpiskel/mpiskel/runtime/mpi"
	"github.com/mpiskel/mpiskel/runtime/sim"
	"github.com/mpiskel/mpiskel/runtime/trace"
	"github.com/mpiskel/mpiskel/transform"
)

// reductionApps are the compute-heavy testdata programs with problem sizes
// at which their computation dominates (a few seconds of simulation at
// most for the original).
var reductionApps = []struct {
	name string
	args []string
}{
	{"halo2d", []string{"256", "20"}},
	{"converge", []string{"4000", "4"}},
	{"transpose", []string{"256", "3"}},
	{"cg", []string{"48", "30", "8"}},
	{"isort", []string{"100000", "65536"}},
}

// reductionNP is the rank count of the benchmark runs.
const reductionNP = 4

// heapProbeID is the ADD_TIME id carrying a rank's heap peak (in ps as bytes).
const heapProbeID = transform.ProbeBase - 1

// reductionRun is one simulated run's figures.
type reductionRun struct {
	instructions uint64
	heapPeak     int64 // largest heap peak of any rank
	elapsed      time.Duration
}

// runFor simulates prog with args at reductionNP ranks, measuring the
// executed instructions and wall time.
func runFor(tb testing.TB, prog *frontend.Program, args []string, sink sim.EventSink) (*sim.Result, time.Duration) {
	tb.Helper()
	compiled, err := interp.Compile(prog.Module, sim.HostOptions(prog.Module))
	if err != nil {
		tb.Fatal(err)
	}
	cfg := sim.Config{NP: reductionNP, Args: append([]string{programName(prog.Path)}, args...), Trace: sink}
	start := time.Now()
	res, err := sim.Run(compiled, mpi.DetectABI(externalGlobals(prog)), cfg)
	if err != nil {
		tb.Fatal(err)
	}
	return res, time.Since(start)
}

// heapPeakSink reads the heap probes' ADD_TIME events.
// A skeleton whose blocks all folded has a peak of 0 bytes: seen tells it
// from a run that reported nothing.
type heapPeakSink struct {
	peak int64
	seen bool
}

func (h *heapPeakSink) Add(ev trace.Event) error {
	if ev.Op == trace.OpAddTime && ev.Tag == heapProbeID {
		h.seen = true
		h.peak = max(h.peak, ev.End-ev.Start)
	}
	return nil
}

// heapPeakOf runs an instrumented copy of a program (load gives a fresh
// one): its allocations go through wrappers keeping the live and peak heap
// bytes, and the peak is charged as ADD_TIME(heapProbeID, peak ps) before
// MPI_Finalize.
func heapPeakOf(tb testing.TB, load func() (*frontend.Program, error), args []string) int64 {
	tb.Helper()
	prog, err := load()
	if err != nil {
		tb.Fatal(err)
	}
	instrumentHeap(prog.Module)
	sink := &heapPeakSink{}
	runFor(tb, prog, args, sink)
	if !sink.seen {
		tb.Fatalf("%s: no heap probe reported (no MPI_Finalize reached?)", prog.Path)
	}
	return sink.peak
}

// instrumentHeap routes malloc, calloc, realloc and free of m through
// wrappers that prefix each block with its size and keep the live and
// peak byte counts in globals.
func instrumentHeap(m *ir.Module) {
	i64, i8p := types.I64, types.I8Ptr
	live := m.NewGlobalDef("mpiskel.heap.live", constant.NewInt(i64, 0))
	peak := m.NewGlobalDef("mpiskel.heap.peak", constant.NewInt(i64, 0))
	find := func(name string, ret types.Type, params ...types.Type) *ir.Func {
		for _, f := range m.Funcs {
			if f.Name() == name {
				return f
			}
		}
		var ps []*ir.Param
		for _, p := range params {
			ps = append(ps, ir.NewParam("", p))
		}
		return m.NewFunc(name, ret, ps...)
	}
	malloc := find("malloc", i8p, i64)
	calloc := find("calloc", i8p, i64, i64)
	realloc := find("realloc", i8p, i8p, i64)
	free := find("free", types.Void, i8p)
	// account adds delta to the live bytes and raises the peak.
	account := func(b *ir.Block, delta value.Value) {
		l := b.NewLoad(i64, live)
		nl := b.NewAdd(l, delta)
		b.NewStore(nl, live)
		p := b.NewLoad(i64, peak)
		gt := b.NewICmp(enum.IPredSGT, nl, p)
		b.NewStore(b.NewSelect(gt, nl, p), peak)
	}
	header := constant.NewInt(i64, 16)
	// wrap allocates n bytes plus the header with alloc, records n, and
	// returns the block past the header.
	wrap := func(b *ir.Block, raw, n value.Value) {
		b.NewStore(n, b.NewBitCast(raw, types.NewPointer(i64)))
		account(b, n)
		b.NewRet(b.NewGetElementPtr(types.I8, raw, header))
	}
	wMalloc := m.NewFunc("mpiskel.heap.malloc", i8p, ir.NewParam("n", i64))
	{
		b := wMalloc.NewBlock("")
		n := wMalloc.Params[0]
		wrap(b, b.NewCall(malloc, b.NewAdd(n, header)), n)
	}
	wCalloc := m.NewFunc("mpiskel.heap.calloc", i8p, ir.NewParam("k", i64), ir.NewParam("size", i64))
	{
		b := wCalloc.NewBlock("")
		n := b.NewMul(wCalloc.Params[0], wCalloc.Params[1])
		wrap(b, b.NewCall(calloc, b.NewAdd(n, header), constant.NewInt(i64, 1)), n)
	}
	wFree := m.NewFunc("mpiskel.heap.free", types.Void, ir.NewParam("p", i8p))
	{
		entry, some, none := wFree.NewBlock(""), wFree.NewBlock("some"), wFree.NewBlock("none")
		entry.NewCondBr(entry.NewICmp(enum.IPredEQ, wFree.Params[0], constant.NewNull(i8p)), none, some)
		none.NewRet(nil)
		raw := some.NewGetElementPtr(types.I8, wFree.Params[0], constant.NewInt(i64, -16))
		n := some.NewLoad(i64, some.NewBitCast(raw, types.NewPointer(i64)))
		account(some, some.NewSub(constant.NewInt(i64, 0), n))
		some.NewCall(free, raw)
		some.NewRet(nil)
	}
	wRealloc := m.NewFunc("mpiskel.heap.realloc", i8p, ir.NewParam("p", i8p), ir.NewParam("n", i64))
	{
		entry, some, none := wRealloc.NewBlock(""), wRealloc.NewBlock("some"), wRealloc.NewBlock("none")
		p, n := wRealloc.Params[0], wRealloc.Params[1]
		entry.NewCondBr(entry.NewICmp(enum.IPredEQ, p, constant.NewNull(i8p)), none, some)
		none.NewRet(none.NewCall(wMalloc, n))
		raw := some.NewGetElementPtr(types.I8, p, constant.NewInt(i64, -16))
		old := some.NewLoad(i64, some.NewBitCast(raw, types.NewPointer(i64)))
		account(some, some.NewSub(constant.NewInt(i64, 0), old))
		wrap(some, some.NewCall(realloc, raw, some.NewAdd(n, header)), n)
	}
	wrappers := map[*ir.Func]*ir.Func{malloc: wMalloc, calloc: wCalloc, realloc: wRealloc, free: wFree}
	addTime := find(transform.AddTimeFunc, types.Void, types.I32, types.Double)
	for _, f := range m.Funcs {
		if _, isWrapper := map[*ir.Func]bool{wMalloc: true, wCalloc: true, wFree: true, wRealloc: true}[f]; isWrapper {
			continue
		}
		for _, b := range f.Blocks {
			var insts []ir.Instruction
			for _, inst := range b.Insts {
				call, ok := inst.(*ir.InstCall)
				if !ok {
					insts = append(insts, inst)
					continue
				}
				callee, ok := callgraph.Callee(call)
				if w := wrappers[callee]; ok && w != nil {
					call.Callee = w
				}
				if ok && callee.Name() == "MPI_Finalize" {
					ld := ir.NewLoad(i64, peak)
					fp := ir.NewSIToFP(ld, types.Double)
					secs := ir.NewFMul(fp, constant.NewFloat(types.Double, 1e-12))
					insts = append(insts, ld, fp, secs, ir.NewCall(addTime, constant.NewInt(types.I32, heapProbeID), secs))
				}
				insts = append(insts, call)
			}
			b.Insts = insts
		}
		if len(f.Blocks) > 0 {
			_ = f.AssignIDs()
		}
	}
}

// BenchmarkReduction compiles each compute-heavy app at level 3 and reports,
// skeleton over original: executed IR instructions (instr-ratio, target ≤
// 0.01), the largest per-rank heap peak (heap-ratio, target ≤ 0.1) and the
// wall time of the simulated run (time-ratio).
func BenchmarkReduction(b *testing.B) {
	for _, app := range reductionApps {
		b.Run(app.name, func(b *testing.B) {
			path := "../../testdata/apps/" + app.name + ".O1.ll"
			load := func() (*frontend.Program, error) { return loadApp(path) }
			orig, err := load()
			if err != nil {
				b.Fatal(err)
			}
			skel, err := load()
			if err != nil {
				b.Fatal(err)
			}
			if _, err := Skeletonize(skel, SkeletonOptions{Level: 3, Check: true, ProfileNPs: []int{reductionNP}, ProfileArgs: app.args, Reload: load}); err != nil {
				b.Fatal(err)
			}
			skelLoad := func() (*frontend.Program, error) {
				p, err := load()
				if err != nil {
					return nil, err
				}
				_, err = Skeletonize(p, SkeletonOptions{Level: 3, ProfileNPs: []int{reductionNP}, ProfileArgs: app.args, Reload: load})
				return p, err
			}
			heapO := heapPeakOf(b, load, app.args)
			heapS := heapPeakOf(b, skelLoad, app.args)
			var o, s reductionRun
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				res, dt := runFor(b, orig, app.args, nil)
				o.instructions, o.elapsed = res.Total.Instructions, o.elapsed+dt
				res, dt = runFor(b, skel, app.args, nil)
				s.instructions, s.elapsed = res.Total.Instructions, s.elapsed+dt
			}
			b.ReportMetric(float64(s.instructions)/float64(o.instructions), "instr-ratio")
			b.ReportMetric(float64(heapS)/float64(heapO), "heap-ratio")
			b.ReportMetric(float64(s.elapsed)/float64(o.elapsed), "time-ratio")
			b.ReportMetric(float64(o.instructions), "orig-instr")
			b.ReportMetric(float64(heapO), "orig-heap-B")
		})
	}
}
