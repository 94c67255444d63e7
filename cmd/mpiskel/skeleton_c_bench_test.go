// How much the emitted C skeleton abstracts next to the IR skeleton it is written from: ADD_TIME sites and executed instructions at level 3.
package main

import (
	"testing"

	"github.com/llir/llvm/ir"

	"github.com/mpiskel/mpiskel/frontend"
	"github.com/mpiskel/mpiskel/transform"
)

// addTimeSites counts the ADD_TIME calls in the functions of p's own file
// (the C skeleton edits no header).
func addTimeSites(p *frontend.Program) int {
	n := 0
	for _, f := range p.Module.Funcs {
		own := false
		for _, b := range f.Blocks {
			if sp, ok := p.Source.Blocks[b]; ok && sp.File == p.Path {
				own = true
			}
		}
		if !own {
			continue
		}
		for _, b := range f.Blocks {
			for _, inst := range b.Insts {
				if call, ok := inst.(*ir.InstCall); ok {
					if fn, ok := call.Callee.(*ir.Func); ok && fn.Name() == transform.AddTimeFunc {
						n++
					}
				}
			}
		}
	}
	return n
}

// BenchmarkCSkeletonAbstraction compiles every app's C source at level 3
// and runs, at reductionNP ranks under the simulator, the IR skeleton and
// the C skeleton emitted from it and compiled again: ir-sites and c-sites
// count their ADD_TIME calls, c/ir-instr is the ratio of their executed
// instructions (1 when the C abstracts as much as the IR), c/orig-instr
// the C skeleton's against the original's, c/ir-addtime the time their
// ADD_TIMEs charge (unit cost: 1 ns per unit of work). The compute-heavy apps run at
// the reduction benchmark's sizes, the others at their defaults.
func BenchmarkCSkeletonAbstraction(b *testing.B) {
	apps := []struct {
		name string
		args []string
	}{{"ring", nil}, {"masterworker", nil}}
	for _, a := range reductionApps {
		apps = append(apps, struct {
			name string
			args []string
		}{a.name, a.args})
	}
	for _, app := range apps {
		b.Run(app.name, func(b *testing.B) {
			path := "../../testdata/apps/" + app.name + ".c"
			orig, err := loadApp(path)
			if err != nil {
				b.Fatal(err)
			}
			out, skel := emitCSkeleton(b, path, 3, app.args, b.TempDir())
			cskel, err := loadApp(out)
			if err != nil {
				b.Fatal(err)
			}
			var o, s, c uint64
			var sAdd, cAdd int64
			for i := 0; i < b.N; i++ {
				r, _ := runFor(b, orig, app.args, nil)
				o = r.Total.Instructions
				r, _ = runFor(b, skel, app.args, nil)
				s, sAdd = r.Total.Instructions, r.Total.AddTime
				r, _ = runFor(b, cskel, app.args, nil)
				c, cAdd = r.Total.Instructions, r.Total.AddTime
			}
			b.ReportMetric(float64(cAdd)/float64(max(sAdd, 1)), "c/ir-addtime")
			b.ReportMetric(float64(addTimeSites(skel)), "ir-sites")
			b.ReportMetric(float64(addTimeSites(cskel)), "c-sites")
			b.ReportMetric(float64(c)/float64(s), "c/ir-instr")
			b.ReportMetric(float64(c)/float64(o), "c/orig-instr")
			b.ReportMetric(float64(s)/float64(o), "ir/orig-instr")
		})
	}
}
