// Coalesced skeletons: far fewer ADD_TIME calls per MPI call, the same MPI calls and the same predicted time.
package main

import (
	"math"
	"path/filepath"
	"testing"

	"github.com/mpiskel/mpiskel/frontend"
)

// TestCoalesceFigures compiles isort and soa_pic (C, -O0, -O1 IR) at level
// 3 with and without coalescing and simulates both at 4 ranks with the
// default arguments. Their kept loops (key generation, charge deposit,
// push, migration) call only quiet code, so every ADD_TIME in their blocks
// goes; what still runs per iteration are the regions of the helpers they
// call (next_key, cell_of, periodic), at most one call per iteration for
// each. Every such loop has at least as many regions of its own, so the
// calls at least halve where the loops dominate (C, -O0); at -O1 the
// helpers are inlined and one flush per loop execution is left: a few
// per MPI call. Unit costs (whole picoseconds) make the simulator's
// rounding of each ADD_TIME to its picosecond clock exact, so the
// predicted time differs only by the order of the sums.
func TestCoalesceFigures(t *testing.T) {
	for _, app := range []string{"isort", "soa_pic"} {
		for _, form := range []string{".c", ".O0.ll", ".O1.ll"} {
			path := filepath.Join("../../testdata/apps", app+form)
			t.Run(app+form, func(t *testing.T) {
				t.Parallel()
				run := func(forC bool) (*eventSink, float64, int) {
					prog, err := loadApp(path)
					if err != nil {
						t.Fatal(err)
					}
					sk, err := Skeletonize(prog, SkeletonOptions{Level: 3, Check: true, ProfileNPs: []int{profileNP}, ForC: forC,
						Reload: func() (*frontend.Program, error) { return loadApp(path) }})
					if err != nil {
						t.Fatal(err)
					}
					sink, res := simulate(t, prog, 4)
					return sink, res.Predicted, len(sk.Report.Coalesced)
				}
				before, predBefore, _ := run(true)
				after, predAfter, loops := run(false)
				mpiCalls := 0
				for _, r := range after.ranks {
					mpiCalls += len(r)
				}
				if d := sameCalls(before, after, false); d != "" {
					t.Errorf("coalescing changed the MPI calls:\n%s", d)
				}
				per0, per1 := float64(before.addTime)/float64(mpiCalls), float64(after.addTime)/float64(mpiCalls)
				t.Logf("%d loops coalesced: ADD_TIME per MPI call %.2f -> %.2f; predicted %.12g -> %.12g s",
					loops, per0, per1, predBefore, predAfter)
				if per0 > 10 && per1 > per0/2 {
					t.Errorf("ADD_TIME calls per MPI call %.2f -> %.2f: want at most half", per0, per1)
				}
				if form == ".O1.ll" && per1 > 3 {
					t.Errorf("%.2f ADD_TIME calls per MPI call at -O1: want at most 3", per1)
				}
				if rel := math.Abs(predAfter-predBefore) / predBefore; rel > 1e-9 {
					t.Errorf("predicted %.12g s, %.12g s uncoalesced: relative difference %.3g", predAfter, predBefore, rel)
				}
			})
		}
	}
}
