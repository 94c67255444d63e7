// Value profiles end to end: compile --values records the MPI arguments computed by loops of their own, and the skeleton reads them back.
package main

import (
	"bytes"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/mpiskel/mpiskel/runtime/tracediff"
)

// TestValueProfileIsort: isort's Alltoallv counts and displacements come
// from bucket counts of generated keys and from counts received; read
// back from the profile, the level-3 skeleton needs neither, at each
// rank count profiled, from C and -O1 IR: its MPI events are the
// original's, its prediction within 2 % (at the rank count whose branch
// odds it takes), and from -O1 IR it executes
// under 1 % of the original's instructions (the skeleton without
// --values: 26 %; C input keeps its key generation, a call of a
// function with side effects inside a loop, at level 3). At another rank
// count it stops, naming the ones profiled.
func TestValueProfileIsort(t *testing.T) {
	for _, form := range []string{".c", ".O1.ll"} {
		t.Run("isort"+form, func(t *testing.T) {
			t.Parallel()
			in := "../../testdata/apps/isort" + form
			dir := t.TempDir()
			skel := filepath.Join(dir, "skel.ll")
			report := filepath.Join(dir, "report.txt")
			code, _, stderr := mpiskel("compile", "--level", "3", "--profile-loops", "2,4", "--values", "--report", report, "-o", skel, in)
			if code != 0 {
				t.Fatalf("compile: exit %d: %s", code, stderr)
			}
			if !strings.Contains(stderr, "6 MPI call and allocation arguments read back") {
				t.Errorf("compile's note: %s", stderr)
			}
			text, err := os.ReadFile(report)
			if err != nil {
				t.Fatal(err)
			}
			for _, want := range []string{"# value recvcounts of MPI_Alltoallv at isort.c:79", "# value size of malloc at isort.c:78", "recorded at 2, 4 ranks"} {
				if !strings.Contains(string(text), want) {
					t.Errorf("report lacks %q:\n%s", want, text)
				}
			}
			for _, np := range []int{2, 4} {
				orig := filepath.Join(dir, "orig"+strconv.Itoa(np)+".mst")
				sk := filepath.Join(dir, "skel"+strconv.Itoa(np)+".mst")
				want := runFigures(t, in, np, []string{"--trace", orig})
				got := runFigures(t, skel, np, []string{"--trace", sk})
				// Branch odds come from the largest rank count profiled
				// (-O1's guard of the local sort at 2 ranks: 1.02x).
				if np == 4 && math.Abs(got.Predicted/want.Predicted-1) > 0.02 {
					t.Errorf("np %d: the skeleton predicts %.6g s, the original %.6g s", np, got.Predicted, want.Predicted)
				}
				a, err := tracediff.Load(orig)
				if err != nil {
					t.Fatal(err)
				}
				b, err := tracediff.Load(sk)
				if err != nil {
					t.Fatal(err)
				}
				if rep := tracediff.Compare(a, b, tracediff.Options{}); !rep.Identical || rep.A.MPICalls == 0 {
					var text bytes.Buffer
					_ = tracediff.WriteText(&text, rep)
					t.Errorf("np %d: want the original's MPI events\n%s", np, text.String())
				}
			}
			if form == ".O1.ll" {
				if o, s := instructionsRun(t, in, 4), instructionsRun(t, skel, 4); s*100 > o {
					t.Errorf("the skeleton executes %d instructions, the original %d: want under 1 %%", s, o)
				}
			}
			code, _, stderr = mpiskel("run", "--np", "3", skel)
			if code == 0 || !strings.Contains(stderr, "recorded at [2 4] ranks, not 3") {
				t.Errorf("run at 3 ranks: exit %d: %s", code, stderr)
			}
		})
	}
}

// TestValuesNotWithWildcards: masterworker's workers send results whose
// lengths a loop computes, but which worker gets which task depends on
// the run's timing (the master probes MPI_ANY_SOURCE): recorded per rank,
// the lengths would not hold for the skeleton's run (which once stopped
// when a worker got one task more), so --values records nothing and
// says why.
func TestValuesNotWithWildcards(t *testing.T) {
	code, _, stderr := mpiskel("compile", "--level", "3", "--profile-loops", "4", "--values", "-o", filepath.Join(t.TempDir(), "skel.ll"), "../../testdata/apps/masterworker.c")
	if code != 0 || !strings.Contains(stderr, "wildcard (MPI_Probe at masterworker.c:105)") {
		t.Errorf("compile: exit %d: %s", code, stderr)
	}
}

// TestValuesNeedsAProfile: --values without --profile-loops, or with C
// output, is refused with the reason.
func TestValuesNeedsAProfile(t *testing.T) {
	dir := t.TempDir()
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"-o", filepath.Join(dir, "s.ll")}, "give --profile-loops NP"},
		{[]string{"--profile-loops", "2", "-o", filepath.Join(dir, "s.c")}, "write it as LLVM IR"},
	} {
		args := append(append([]string{"compile", "--level", "3", "--values"}, c.args...), "../../testdata/apps/isort.c")
		if code, _, stderr := mpiskel(args...); code != 2 || !strings.Contains(stderr, c.want) {
			t.Errorf("%v: exit %d: %s", c.args, code, stderr)
		}
	}
}

// TestProfileArgsNote: a skeleton keeps the arguments its profile run had
// (compile --profile-args), and a run with others says its counts came
// from another input: the same "loop count" silently measured on the
// default input once made 1886 MPI calls instead of 5866 (issue 28).
func TestProfileArgsNote(t *testing.T) {
	skel := filepath.Join(t.TempDir(), "skel.ll")
	if code, _, stderr := mpiskel("compile", "--level", "3", "--profile-loops", "2", "--profile-args", "16 4", "-o", skel, "../../testdata/apps/converge.c"); code != 0 {
		t.Fatalf("compile: exit %d: %s", code, stderr)
	}
	const note = `loop counts were measured with the arguments ["16" "4"] (compile --profile-args), not`
	if code, _, stderr := mpiskel("run", "-q", "--np", "2", skel, "16", "4"); code != 0 || strings.Contains(stderr, note) {
		t.Errorf("the profiled arguments: exit %d: %s", code, stderr)
	}
	for _, args := range [][]string{{"24", "4"}, nil} {
		if code, _, stderr := mpiskel(append([]string{"run", "-q", "--np", "2", skel}, args...)...); code != 0 || !strings.Contains(stderr, note) {
			t.Errorf("arguments %q: exit %d, no note: %s", args, code, stderr)
		}
	}
}
