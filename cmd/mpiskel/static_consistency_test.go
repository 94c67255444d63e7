// One cost model: a static-cost skeleton predicts the simulated time of its original, for C input and clang-14 IR at -O0, -O1 and -O2.
package main

import (
	"encoding/json"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// staticConsistentApps are the corpus programs whose computed values the
// static count can know: exactly where no branch depends on data, with the
// ways the profile run saw the others go (transpose's padding guard and
// result check: 0.96x at even odds; masterworker's Collatz steps), with the
// functions its calls through pointers reached (quad's integrands, 2:2:1
// over its 5 rounds: 1.022x as the mean of the three), and with
// the profile's counts of convergence loops (cg, converge). soa_pic's
// branch regions once charged their then blocks at every execution (-O0:
// 1.05x). clang -O2 vectorises transpose's pack and unpack loops, with
// an epilogue and a scalar remainder chosen by checks on the block size,
// which changes with the rank count: taken the ways the profile run saw
// at 4 ranks they predicted 0.97x at 8 and 1.07x at 16, chosen at run
// time (WeightedVariants) 1.004x and 1.007x. Left out: isort (its local sort's count is a mean over ranks
// and entries).
var staticConsistentApps = []string{"ring", "halo2d", "jacobi", "quad", "wavefront", "transpose", "cg", "csr", "converge", "masterworker", "soa_pic"}

// figures are what a run's --summary-json says.
type figures struct {
	Predicted    float64 `json:"predicted_seconds"`
	AddTime      int64   `json:"add_time_calls"`
	Events       int64   `json:"events"`
	Instructions int64   `json:"instructions"`
}

// runFigures runs file at np ranks with the run flags and the program's
// args, noise off, and returns its summary.
func runFigures(t *testing.T, file string, np int, flags []string, args ...string) figures {
	t.Helper()
	js := filepath.Join(t.TempDir(), "summary.json")
	cmd := append(append([]string{"run", "--noise=false", "--np", strconv.Itoa(np), "--summary-json", js}, flags...), file)
	if code, _, stderr := mpiskel(append(cmd, args...)...); code != 0 {
		t.Fatalf("run %s: exit %d: %s", file, code, stderr)
	}
	data, err := os.ReadFile(js)
	if err != nil {
		t.Fatal(err)
	}
	var f figures
	if err := json.Unmarshal(data, &f); err != nil {
		t.Fatal(err)
	}
	return f
}

// instructionsRun is the IR instructions the ranks of file execute.
func instructionsRun(t *testing.T, file string, np int, args ...string) int64 {
	t.Helper()
	return runFigures(t, file, np, []string{"--flat-cpi"}, args...).Instructions
}

// TestStaticSkeletonPredictsOriginal: the level-3 skeleton with static
// costs predicts the original's simulated time within 2 % on the same
// machine at 1 to 16 ranks, whatever the input form: C, clang-14 -O0 and
// -O1 IR, and -O2 IR built here when clang-14 and mpicc are installed.
// The static model and the interpreter count the same instructions.
// Unrotated loops (C input, -O0) once came out at 0.53-0.59x, the static
// model halving their bodies at the header's exit test.
func TestStaticSkeletonPredictsOriginal(t *testing.T) {
	o2 := o2Builder(t)
	for _, app := range staticConsistentApps {
		for _, form := range []string{".c", ".O0.ll", ".O1.ll", ".O2.ll"} {
			t.Run(app+form, func(t *testing.T) {
				t.Parallel()
				in := "../../testdata/apps/" + app + form
				if form == ".O2.ll" {
					if o2 == nil {
						t.Skip("clang-14 or mpicc not installed: no -O2 IR")
					}
					in = o2(t, "../../testdata/apps/"+app+".c")
				}
				checkStaticPredicts(t, in)
			})
		}
	}
}

// checkStaticPredicts compiles in's level-3 skeleton with the local
// machine's static costs, its loops profiled at 4 ranks, and checks that
// it predicts the original's simulated time within 2 % at every rank
// count of equivalenceNPs.
func checkStaticPredicts(t *testing.T, in string) {
	t.Helper()
	skel := filepath.Join(t.TempDir(), "skel.ll")
	if code, _, stderr := mpiskel("compile", "--level", "3", "--cost", "static:local", "--profile-loops", "4", "-o", skel, in); code != 0 {
		t.Fatalf("compile: exit %d: %s", code, stderr)
	}
	for _, np := range equivalenceNPs {
		want := runFigures(t, in, np, nil).Predicted
		got := runFigures(t, skel, np, nil).Predicted
		if math.Abs(got/want-1) > 0.02 {
			t.Errorf("np %d: the static skeleton predicts %.6g s, the original simulates %.6g s (%.3fx): want within 2 %%", np, got, want, got/want)
		}
	}
}

// TestStaticSkeletonPredictsOriginalAtProfiledNP: isort's local sort runs
// as many times as the keys a rank receives, data the skeleton does not
// compute; its profile's mean counts, per iteration of the loop around
// where that loop is abstracted too, predict the original within 2 % at
// the rank count profiled (other rank counts change the means). Rounded
// counts per entry predicted 0.93x from C and 1.34x from -O1 at np 4.
func TestStaticSkeletonPredictsOriginalAtProfiledNP(t *testing.T) {
	o2 := o2Builder(t)
	for _, form := range []string{".c", ".O0.ll", ".O1.ll", ".O2.ll"} {
		t.Run("isort"+form, func(t *testing.T) {
			t.Parallel()
			in := "../../testdata/apps/isort" + form
			if form == ".O2.ll" {
				if o2 == nil {
					t.Skip("clang-14 or mpicc not installed: no -O2 IR")
				}
				in = o2(t, "../../testdata/apps/isort.c")
			}
			for _, np := range equivalenceNPs {
				skel := filepath.Join(t.TempDir(), "skel.ll")
				if code, _, stderr := mpiskel("compile", "--level", "3", "--profile-loops", strconv.Itoa(np), "-o", skel, in); code != 0 {
					t.Fatalf("compile: exit %d: %s", code, stderr)
				}
				want := runFigures(t, in, np, nil).Predicted
				got := runFigures(t, skel, np, nil).Predicted
				if math.Abs(got/want-1) > 0.02 {
					t.Errorf("np %d: the skeleton profiled at %d ranks predicts %.6g s, the original simulates %.6g s (%.3fx): want within 2 %%", np, np, got, want, got/want)
				}
			}
		})
	}
}

// TestFittedCountsPredictOtherNPs: profiled at 4, 8 and 16 ranks, isort's
// local sort count per cell is fitted over the rank count (0.0305·np: a
// rank's keys over its cells) and evaluated where the skeleton runs, so
// the skeleton predicts the original within 2 % from 1 to 32 ranks; the
// count measured at 4 alone gave 1.07-1.10x at 1 rank and 0.91x at 16.
// C and -O0 only: from -O1, the guard before the sort's inner loop goes
// the way it went at 16 ranks (1.17x at 1 rank).
func TestFittedCountsPredictOtherNPs(t *testing.T) {
	for _, form := range []string{".c", ".O0.ll"} {
		t.Run("isort"+form, func(t *testing.T) {
			t.Parallel()
			in := "../../testdata/apps/isort" + form
			skel := filepath.Join(t.TempDir(), "skel.ll")
			report := filepath.Join(t.TempDir(), "report.txt")
			if code, _, stderr := mpiskel("compile", "--level", "3", "--profile-loops", "4,8,16", "--report", report, "-o", skel, in); code != 0 {
				t.Fatalf("compile: exit %d: %s", code, stderr)
			}
			text, err := os.ReadFile(report)
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(string(text), "·np iterations per iteration of the loop around it") {
				t.Errorf("the report names no count fitted over the rank count:\n%s", text)
			}
			for _, np := range append(equivalenceNPs, 32) {
				want := runFigures(t, in, np, nil).Predicted
				got := runFigures(t, skel, np, nil).Predicted
				if math.Abs(got/want-1) > 0.02 {
					t.Errorf("np %d: the skeleton profiled at 4, 8 and 16 ranks predicts %.6g s, the original simulates %.6g s (%.3fx): want within 2 %%", np, got, want, got/want)
				}
			}
		})
	}
}

// o2Builder returns a function compiling a C app to clang-14 -O2 IR
// against the local MPI's mpi.h, or nil when the tools are missing.
func o2Builder(t *testing.T) func(t *testing.T, src string) string {
	build := irBuilder(t)
	if build == nil {
		return nil
	}
	return func(t *testing.T, src string) string { return build(t, src, "-O2") }
}

// irBuilder returns a function compiling a C app to clang-14 IR at an
// optimisation level (-O0, -O1, -O2) against the local MPI's mpi.h, or
// nil when the tools are missing.
func irBuilder(t *testing.T) func(t *testing.T, src, opt string) string {
	clang, err := exec.LookPath("clang-14")
	if err != nil {
		return nil
	}
	flags, err := exec.Command("mpicc", "--showme:compile").Output()
	if err != nil {
		return nil
	}
	return func(t *testing.T, src, opt string) string {
		out := filepath.Join(t.TempDir(), strings.TrimSuffix(filepath.Base(src), ".c")+opt[1:]+".ll")
		args := append([]string{"-S", "-emit-llvm", opt, "-g", "-o", out, src}, strings.Fields(string(flags))...)
		if b, err := exec.Command(clang, args...).CombinedOutput(); err != nil {
			t.Fatalf("clang-14 %s: %v\n%s", opt, err, b)
		}
		return out
	}
}

// rowSums sums rows whose width depends on the rank count: wide ones by
// an unrolled loop, narrow ones by a plain one, a choice clang hoists out
// of the loops at -O1 and that C input and -O0 IR make at every row.
const rowSums = `#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#define N 96
int main(int argc, char **argv) {
  int rank, size;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  int width = N / size;
  double *x = calloc((size_t)width * N, sizeof *x);
  double s = 0;
  for (int it = 0; it < 20; it++) {
    for (int i = 0; i < N; i++) {
      double *row = x + (size_t)i * width;
      if (width >= 16) {
        int j;
        for (j = 0; j + 4 <= width; j += 4)
          s += row[j] * row[j + 1] + row[j + 2] * row[j + 3];
        for (; j < width; j++)
          s += row[j];
      } else {
        for (int j = 0; j < width; j++)
          s += row[j] * 0.5;
      }
    }
    MPI_Allreduce(MPI_IN_PLACE, &s, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
  }
  if (rank == 0)
    printf("%g\n", s);
  free(x);
  MPI_Finalize();
  return 0;
}
`

// TestStaticInvariantGuards: profiled at 4 ranks, where every row is wide,
// the static skeleton of rowSums predicts the original within 2 % from 1
// to 16 ranks, narrow rows from 8 on included: its W chooses the loops'
// weights and entry shares by the width test at run time. With the odds
// the profile run saw, it predicted 0.65x (C) and 0.18x (-O0) at 8 ranks.
func TestStaticInvariantGuards(t *testing.T) {
	dir := t.TempDir()
	src := filepath.Join(dir, "rows.c")
	if err := os.WriteFile(src, []byte(rowSums), 0o644); err != nil {
		t.Fatal(err)
	}
	build := irBuilder(t)
	for _, form := range []string{"c", "-O0", "-O1", "-O2"} {
		t.Run(form, func(t *testing.T) {
			t.Parallel()
			in := src
			if form != "c" {
				if build == nil {
					t.Skip("clang-14 or mpicc not installed: no IR")
				}
				in = build(t, src, form)
			}
			checkStaticPredicts(t, in)
		})
	}
}

// edgeCopies copies one of four edges of a halo, picked by a switch, in
// the style of Burkardt's laplace (setex): one case's loop runs per call.
const edgeCopies = `#include <mpi.h>
#define E 24
static double M[E + 2][E + 2];

static void setex(double ex[], int which) {
  int i;
  switch (which) {
  case 0: for (i = 1; i <= E; i++) ex[i - 1] = M[1][i]; break;
  case 1: for (i = 1; i <= E; i++) ex[i - 1] = M[i][E]; break;
  case 2: for (i = 1; i <= E; i++) ex[i - 1] = M[E][i]; break;
  case 3: for (i = 1; i <= E; i++) ex[i - 1] = M[i][1]; break;
  }
}

int main(int argc, char **argv) {
  double ex[E];
  MPI_Init(&argc, &argv);
  for (int it = 0; it < 100; it++) {
    setex(ex, it % 3);
    MPI_Bcast(ex, E, MPI_DOUBLE, 0, MPI_COMM_WORLD);
  }
  MPI_Finalize();
  return 0;
}
`

// TestStaticSwitchOfLoops: a switch whose cases each run a loop charges
// the loop it takes, the case's last exit test included, at the shares
// the profile run saw the switch go: every case's last test on every path
// and even shares for all five ways (the default's too) made such a
// skeleton 1.02x.
func TestStaticSwitchOfLoops(t *testing.T) {
	dir := t.TempDir()
	src, skel := filepath.Join(dir, "edges.c"), filepath.Join(dir, "edges.skel.ll")
	if err := os.WriteFile(src, []byte(edgeCopies), 0o644); err != nil {
		t.Fatal(err)
	}
	if code, _, stderr := mpiskel("compile", "--level", "3", "--profile-loops", "2", "-o", skel, src); code != 0 {
		t.Fatalf("compile: exit %d: %s", code, stderr)
	}
	want := runFigures(t, src, 2, nil).Predicted
	if got := runFigures(t, skel, 2, nil).Predicted; math.Abs(got/want-1) > 0.001 {
		t.Errorf("the skeleton predicts %.6g s, the original simulates %.6g s (%.4fx): want within 0.1 %%", got, want, got/want)
	}
}

// onceSetUp draws keys from a generator that sets up its constants on its
// first call, behind a flag, in the style of NPB IS's randlc.
const onceSetUp = `#include <mpi.h>
int bits = 23; /* not static: the compiler cannot fold the set-up */
static double next(double *x) {
  static int ready = 0;
  static double r23, t23;
  if (!ready) {
    r23 = 1.0; t23 = 1.0;
    for (int i = 1; i <= bits; i++) { r23 *= 0.5; t23 *= 2.0; }
    for (int i = 1; i <= 2 * bits; i++) { r23 *= 1.0000001; t23 *= 0.9999999; }
    ready = 1;
  }
  *x = *x * 1220703125.0 - t23 * (double)(long)(*x * 1220703125.0 * r23);
  return *x * r23;
}

int main(int argc, char **argv) {
  static int keys[20000];
  double seed = 314159265.0;
  MPI_Init(&argc, &argv);
  for (int i = 0; i < 20000; i++)
    keys[i] = (int)(1024 * next(&seed));
  MPI_Bcast(keys, 20000, MPI_INT, 0, MPI_COMM_WORLD);
  MPI_Finalize();
  return 0;
}
`

// TestStaticOnceSetUp: a loop behind a guard inside the loop around it
// (the generator's one-time set-up, inlined into the key loop at -O1) is
// charged by the share of that loop's iterations the profile run saw
// enter it, not at each of them: NPB IS's skeleton predicted 4.43x its
// original, all of it in the interval that draws the keys.
func TestStaticOnceSetUp(t *testing.T) {
	o2 := o2Builder(t)
	if o2 == nil {
		t.Skip("clang-14 or mpicc not installed: no optimised IR, whose inlining puts the set-up inside the key loop")
	}
	dir := t.TempDir()
	src, skel := filepath.Join(dir, "once.c"), filepath.Join(dir, "once.skel.ll")
	if err := os.WriteFile(src, []byte(onceSetUp), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, in := range []string{src, o2(t, src)} {
		if code, _, stderr := mpiskel("compile", "--level", "3", "--profile-loops", "2", "-o", skel, in); code != 0 {
			t.Fatalf("compile %s: exit %d: %s", in, code, stderr)
		}
		want := runFigures(t, in, 2, nil).Predicted
		if got := runFigures(t, skel, 2, nil).Predicted; math.Abs(got/want-1) > 0.02 {
			t.Errorf("%s: the skeleton predicts %.6g s, the original simulates %.6g s (%.3fx): want within 2 %%", filepath.Base(in), got, want, got/want)
		}
	}
}

// TestWholeRegionsRun: soa_pic's particle push and cell lookup decide what
// migrates, so the slice keeps all their code; under static costs those
// regions run unabstracted, charged as the original's, instead of adding
// an ADD_TIME each per particle: 5,300 per MPI call made its C skeleton
// execute 1.32x the original's instructions.
func TestWholeRegionsRun(t *testing.T) {
	in := "../../testdata/apps/soa_pic.c"
	dir := t.TempDir()
	skel, report := filepath.Join(dir, "skel.ll"), filepath.Join(dir, "report.txt")
	if code, _, stderr := mpiskel("compile", "--level", "3", "--profile-loops", "4", "--report", report, "-o", skel, in); code != 0 {
		t.Fatalf("compile: exit %d: %s", code, stderr)
	}
	text, err := os.ReadFile(report)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(text), "the slice keeps all its code") {
		t.Errorf("the report names no region kept whole:\n%s", text)
	}
	orig := runFigures(t, in, 4, []string{"--flat-cpi"})
	got := runFigures(t, skel, 4, []string{"--flat-cpi"})
	if got.AddTime > got.Events {
		t.Errorf("%d ADD_TIME calls for %d MPI calls: want at most one per MPI call", got.AddTime, got.Events)
	}
	if got.Instructions > orig.Instructions {
		t.Errorf("the skeleton executes %d instructions, the original %d", got.Instructions, orig.Instructions)
	}
}
