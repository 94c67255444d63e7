// The emitted C skeleton: recompiled by mpiskel it makes the original's MPI calls; it is deterministic; under mpicc and Open MPI it traces like the original.
package main

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	cemit "github.com/mpiskel/mpiskel/emit/c"
	"github.com/mpiskel/mpiskel/frontend"
	cfront "github.com/mpiskel/mpiskel/frontend/c"
	"github.com/mpiskel/mpiskel/runtime/native"
	"github.com/mpiskel/mpiskel/runtime/trace"
)

// emitCSkeleton compiles the C app at path to its skeleton at level (its
// loops profiled at profileNP ranks with args) and writes it as C, with
// mpiskel.h, into dir; it returns the file written and the IR skeleton it
// was written from.
func emitCSkeleton(tb testing.TB, path string, level int, args []string, dir string) (string, *frontend.Program) {
	tb.Helper()
	prog, err := loadApp(path)
	if err != nil {
		tb.Fatal(err)
	}
	snap := cemit.Capture(prog)
	sk, err := Skeletonize(prog, SkeletonOptions{Level: level, ProfileNPs: []int{profileNP}, ProfileArgs: args, ForC: true,
		Reload: func() (*frontend.Program, error) { return loadApp(path) }})
	if err != nil {
		tb.Fatalf("level %d: %v", level, err)
	}
	res, err := cemit.Emit(prog, snap, sk.Report, sk.Loops)
	if err != nil {
		tb.Fatalf("level %d: %v", level, err)
	}
	out := filepath.Join(dir, filepath.Base(path))
	if err := os.WriteFile(out, res.Text, 0o644); err != nil {
		tb.Fatal(err)
	}
	if err := native.WriteSkeletonHeader(dir); err != nil {
		tb.Fatal(err)
	}
	return out, prog
}

// TestCSkeletonEquivalence: every C app's skeleton, emitted as C at levels
// 1-4 and compiled again by mpiskel's front end, makes the original's MPI
// calls at every rank count; emitting twice gives the same bytes.
func TestCSkeletonEquivalence(t *testing.T) {
	cs, _ := filepath.Glob("../../testdata/apps/*.c")
	if len(cs) == 0 {
		t.Fatal("no testdata/apps/*.c")
	}
	for _, path := range cs {
		app := strings.TrimSuffix(filepath.Base(path), ".c")
		t.Run(app, func(t *testing.T) {
			t.Parallel()
			orig, err := loadApp(path)
			if err != nil {
				t.Fatal(err)
			}
			want := map[int]*eventSink{}
			for _, np := range equivalenceNPs {
				want[np], _ = simulate(t, orig, np)
			}
			addTimes := 0
			for level := 1; level <= 4; level++ {
				dir := t.TempDir()
				skel, _ := emitCSkeleton(t, path, level, nil, dir)
				again, _ := emitCSkeleton(t, path, level, nil, t.TempDir())
				a, _ := os.ReadFile(skel)
				b, _ := os.ReadFile(again)
				if string(a) != string(b) {
					t.Errorf("level %d: two emissions differ", level)
				}
				prog, err := loadProgram(skel, cfront.Options{})
				if err != nil {
					t.Fatalf("level %d: the emitted C does not compile: %v", level, err)
				}
				for _, np := range equivalenceNPs {
					got, _ := simulate(t, prog, np)
					if d := sameCalls(want[np], got, firstComeApps[app]); d != "" {
						t.Errorf("level %d, np %d: the C skeleton's MPI calls differ:\n%s", level, np, d)
					}
					addTimes += got.addTime
				}
			}
			// A region whose statements keep some IR stays as C (less
			// abstraction, never wrong), so some levels may abstract
			// nothing in C; some level must.
			if addTimes == 0 {
				t.Errorf("the C skeleton charges no ADD_TIME at any level and rank count")
			}
		})
	}
}

// nativeNPs are the rank counts the emitted C skeletons run at under mpirun.
var nativeNPs = []int{2, 4}

// nativeLevels are the levels whose emitted C skeletons run natively: 3
// (loops, the level of the reduction figures) and 4 (calls too); each
// build and run costs seconds, levels 1 and 2 abstract less of the same.
var nativeLevels = []int{3, 4}

// nativeCInputs are the C programs whose skeletons must build and trace
// natively: the apps, and the C emitter's golden inputs (macros.c: a
// translation unit joined from two files, a fragment included inside
// main, macros naming variables; validate.c: a check of an abstracted
// result).
func nativeCInputs(t *testing.T) []string {
	cs, _ := filepath.Glob("../../testdata/apps/*.c")
	if len(cs) == 0 {
		t.Fatal("no testdata/apps/*.c")
	}
	golden, _ := filepath.Glob("../../testdata/emit/c/*.c")
	for _, g := range golden {
		if !strings.HasSuffix(g, ".skel.c") {
			cs = append(cs, g)
		}
	}
	return cs
}

// TestCSkeletonNative: every C program's skeleton (nativeCInputs), emitted
// as C at levels 3 and 4 and built with mpicc (the MPI implementation's own mpi.h, mpiskel.h's
// spinning ADD_TIME) and the tracer, traces under mpirun exactly like the
// original simulated by mpiskel run: same calls in the same order with the
// same peers, bytes, tags, communicators and call sites (the emitted C
// keeps the original's line numbers). masterworker hands out tasks first
// come first served, so beyond one worker it is compared as a multiset.
func TestCSkeletonNative(t *testing.T) {
	needTools(t, "mpicc", "mpirun")
	cs := nativeCInputs(t)
	ctx := context.Background()
	for _, path := range cs {
		app := strings.TrimSuffix(filepath.Base(path), ".c")
		t.Run(app, func(t *testing.T) {
			work := t.TempDir()
			sims := map[int]string{}
			for _, np := range nativeNPs {
				sims[np] = filepath.Join(work, fmt.Sprintf("sim%d.mst", np))
				if code, _, errs := mpiskel("run", "-q", "--np", fmt.Sprint(np), "--trace", sims[np], path); code != 0 {
					t.Fatalf("np %d: run %s: exit %d\n%s", np, path, code, errs)
				}
			}
			for _, level := range nativeLevels {
				dir := filepath.Join(work, fmt.Sprint("L", level))
				if err := os.Mkdir(dir, 0o755); err != nil {
					t.Fatal(err)
				}
				skel, _ := emitCSkeleton(t, path, level, nil, dir)
				exe, err := native.Build(ctx, native.Tools{}, skel, dir)
				if err != nil {
					t.Fatalf("level %d: %v", level, err)
				}
				for _, np := range nativeNPs {
					nat := traceNative(t, exe, np, dir)
					args := []string{"diff", nat, sims[np]}
					if firstComeApps[app] && np > 2 {
						args = []string{"diff", "--any-order", nat, sims[np]}
					}
					code, out, errs := mpiskel(args...)
					if code != 0 || !strings.Contains(out, "call site; compared as") || !strings.Contains(out, "): identical") {
						t.Errorf("level %d, np %d: the native C skeleton vs the simulated original: %s: exit %d, want identical structure with call sites compared\n%s%s",
							level, np, strings.Join(args, " "), code, out, errs)
					}
				}
			}
		})
	}
}

// regionCharges sums the ADD_TIME time of a run by region.
type regionCharges struct{ ps, calls map[int32]int64 }

func (r *regionCharges) Add(ev trace.Event) error {
	if ev.Op == trace.OpAddTime {
		r.ps[ev.Tag] += ev.End - ev.Start
		r.calls[ev.Tag]++
	}
	return nil
}

// TestCSkeletonCharges: the emitted C charges each region where the IR
// skeleton does, as often: for every app at level 3 and reductionNP ranks,
// no region costs more in the C skeleton than in the IR one (2 % for loops
// whose last test is counted per entry), and the C skeleton's ADD_TIME
// time is at least 95 % of the IR's (some regions stay uncharged in C:
// their code stays and the IR charges them on some paths only).
func TestCSkeletonCharges(t *testing.T) {
	cs, _ := filepath.Glob("../../testdata/apps/*.c")
	if len(cs) == 0 {
		t.Fatal("no testdata/apps/*.c")
	}
	for _, path := range cs {
		app := strings.TrimSuffix(filepath.Base(path), ".c")
		t.Run(app, func(t *testing.T) {
			t.Parallel()
			out, skel := emitCSkeleton(t, path, 3, nil, t.TempDir())
			cskel, err := loadApp(out)
			if err != nil {
				t.Fatal(err)
			}
			irc := &regionCharges{map[int32]int64{}, map[int32]int64{}}
			cc := &regionCharges{map[int32]int64{}, map[int32]int64{}}
			runFor(t, skel, nil, irc)
			runFor(t, cskel, nil, cc)
			var irTotal, cTotal int64
			for id, ps := range cc.ps {
				if float64(ps) > 1.02*float64(irc.ps[id]) {
					t.Errorf("region %d: the C skeleton charges %d ps in %d calls, the IR one %d ps in %d", id, ps, cc.calls[id], irc.ps[id], irc.calls[id])
				}
				cTotal += ps
			}
			for _, ps := range irc.ps {
				irTotal += ps
			}
			if float64(cTotal) < 0.95*float64(irTotal) {
				t.Errorf("the C skeleton charges %d ps in all, the IR one %d", cTotal, irTotal)
			}
			t.Logf("ADD_TIME: C %d ps, IR %d ps", cTotal, irTotal)
		})
	}
}

// TestCSkeletonOutputNeedsCInput: -o OUT.c of IR input is refused.
func TestCSkeletonOutputNeedsCInput(t *testing.T) {
	out := filepath.Join(t.TempDir(), "ring.skel.c")
	var stdout, stderr strings.Builder
	code := runApp([]string{"mpiskel", "compile", "--level", "3", "-o", out, "../../testdata/apps/ring.O0.ll"}, &stdout, &stderr)
	if code != 2 || !strings.Contains(stderr.String(), "C output needs C input") {
		t.Fatalf("exit %d, stderr %q: want 2 and 'C output needs C input'", code, stderr.String())
	}
}
