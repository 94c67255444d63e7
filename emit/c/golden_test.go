// Golden tests of the C emitter: testdata/emit/c/<name>.c at the levels its "mpiskel-levels:" line names → <name>.L<level>.skel.c and .notes (-update rewrites them); every output is deterministic, keeps the original's MPI calls at their lines, and parses again with the C front end and mpicc.
package cemit

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/llir/llvm/ir"

	"github.com/mpiskel/mpiskel/analysis/pointsto"
	"github.com/mpiskel/mpiskel/analysis/regions"
	"github.com/mpiskel/mpiskel/analysis/slice"
	"github.com/mpiskel/mpiskel/frontend"
	cfront "github.com/mpiskel/mpiskel/frontend/c"
	"github.com/mpiskel/mpiskel/internal/golden"
	"github.com/mpiskel/mpiskel/runtime/native"
	"github.com/mpiskel/mpiskel/transform"
)

const goldenDir = "../../testdata/emit/c"

// levelsLine names the levels a golden input is emitted at.
var levelsLine = regexp.MustCompile(`mpiskel-levels:((?: \d)+)`)

// skeleton runs the skeleton passes on the C file at path as mpiskel
// compile does (unit cost, loop counts from pragmas, checks of the results
// decided), verifying after each, and emits the result as C.
func skeleton(t testing.TB, path string, level int) *Result {
	t.Helper()
	p, err := cfront.Load(path, cfront.Options{})
	if err != nil {
		t.Fatal(err)
	}
	snap := Capture(p)
	rp := regions.Analyze(p)
	prags, err := transform.ScanPragmas(p, rp)
	if err != nil {
		t.Fatal(err)
	}
	base := transform.TakeBaseline(p.Module)
	pt := pointsto.Analyze(p.Module)
	sl, err := slice.Compute(p, pt, slice.Options{})
	if err != nil {
		t.Fatal(err)
	}
	// The checks of the results are decided, as mpiskel compile does.
	verdicts, sl, err := transform.PredictVerdicts(p, sl, prags, func() (*slice.Result, error) {
		return slice.Compute(p, pt, slice.Options{})
	})
	if err != nil {
		t.Fatal(err)
	}
	loops := transform.DataLoops(sl)
	lc, err := transform.LoopCount(p, rp, loops, level, prags, nil)
	if err != nil {
		t.Fatalf("level %d: loopcount: %v", level, err)
	}
	if lc.Changed {
		rp = regions.Analyze(p)
	}
	rep, err := transform.Abstract(p, rp, transform.AbstractOptions{Level: level, Cost: transform.UnitCost{NsPerUnit: 1},
		Pragmas: prags, Slice: transform.SliceKeep(sl), DataDependent: transform.DataDependentHeaders(sl),
		LoopCounts: lc.Counts, PerParent: lc.PerParent, Pinned: lc.Pinned, Undecided: verdicts.Undecided})
	if err != nil {
		t.Fatalf("level %d: abstract: %v", level, err)
	}
	if _, err := transform.Fold(p, sl); err != nil {
		t.Fatalf("level %d: fold: %v", level, err)
	}
	if err := transform.Verify(p, base, rep); err != nil {
		t.Fatalf("level %d: %v", level, err)
	}
	res, err := Emit(p, snap, rep, lc.Reports)
	if err != nil {
		t.Fatalf("level %d: %v", level, err)
	}
	return res
}

// mpiCalls lists "MPI_X at line N" for every MPI call of p's main file.
func mpiCalls(p *frontend.Program) []string {
	var out []string
	for _, f := range p.Module.Funcs {
		for _, b := range f.Blocks {
			for _, inst := range b.Insts {
				call, ok := inst.(*ir.InstCall)
				if !ok {
					continue
				}
				callee, ok := call.Callee.(*ir.Func)
				if !ok || !strings.HasPrefix(callee.Name(), "MPI_") {
					continue
				}
				if sp, ok := p.Source.Insts[inst]; ok && sp.File == p.Path {
					out = append(out, fmt.Sprintf("%s at line %d", callee.Name(), sp.Line))
				}
			}
		}
	}
	slices.Sort(out)
	return out
}

func TestGolden(t *testing.T) {
	srcs := golden.Inputs(t, filepath.Join(goldenDir, "*.c"), ".skel.c")
	mpicc, mpiccErr := exec.LookPath("mpicc")
	for _, src := range srcs {
		name := strings.TrimSuffix(filepath.Base(src), ".c")
		text, err := os.ReadFile(src)
		if err != nil {
			t.Fatal(err)
		}
		m := levelsLine.FindSubmatch(text)
		if m == nil {
			t.Fatalf("%s: no 'mpiskel-levels:' line", src)
		}
		orig, err := cfront.Load(src, cfront.Options{})
		if err != nil {
			t.Fatal(err)
		}
		want := mpiCalls(orig)
		for _, f := range strings.Fields(string(m[1])) {
			level, _ := strconv.Atoi(f)
			t.Run(fmt.Sprintf("%s/L%d", name, level), func(t *testing.T) {
				res := skeleton(t, src, level)
				if again := skeleton(t, src, level); string(again.Text) != string(res.Text) || strings.Join(again.Notes, "\n") != strings.Join(res.Notes, "\n") {
					t.Errorf("two emissions differ")
				}
				notes := strings.Join(res.Notes, "\n")
				if notes != "" {
					notes += "\n"
				}
				stem := filepath.Join(goldenDir, fmt.Sprintf("%s.L%d", name, level))
				golden.Check(t, stem+".skel.c", res.Text, "./emit/c")
				golden.Check(t, stem+".notes", []byte(notes), "./emit/c")

				// The skeleton parses again, with every MPI call of the
				// original at its line.
				dir := t.TempDir()
				out := filepath.Join(dir, name+".c")
				if err := os.WriteFile(out, res.Text, 0o644); err != nil {
					t.Fatal(err)
				}
				if err := native.WriteSkeletonHeader(dir); err != nil {
					t.Fatal(err)
				}
				p, err := cfront.Load(out, cfront.Options{})
				if err != nil {
					t.Fatalf("the emitted C does not compile: %v", err)
				}
				if got := mpiCalls(p); !slices.Equal(got, want) {
					t.Errorf("MPI calls of the skeleton:\n  %s\nwant the original's:\n  %s", strings.Join(got, "\n  "), strings.Join(want, "\n  "))
				}
				if mpiccErr != nil {
					t.Logf("mpicc not installed, the skeleton is not checked against the MPI implementation's mpi.h: %v", mpiccErr)
					return
				}
				// Strict C11 too: there <time.h> declares no POSIX clock,
				// which mpiskel.h must do without.
				for _, std := range []string{"-std=gnu17", "-std=c11"} {
					cmd := exec.Command(mpicc, std, "-fsyntax-only", "-Wall", "-Wextra", "-Wno-unused-parameter", "-Wno-unknown-pragmas", "-Werror", name+".c")
					cmd.Dir = dir
					if msg, err := cmd.CombinedOutput(); err != nil {
						t.Errorf("mpicc %s -fsyntax-only -Wall -Wextra -Wno-unused-parameter -Wno-unknown-pragmas -Werror: %v\n%s", std, err, msg)
					}
				}
			})
		}
	}
}
