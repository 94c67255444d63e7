// Tests of the calibrate command's usage errors and help, and of compile --cost static with a calibrated machine file's per-class CPIs.
package main

import (
	"bytes"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

func TestCalibrateUsage(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"calibrate", "extra"}, `calibrate: unexpected argument "extra"`},
		{[]string{"calibrate", "--np-max", "0"}, "calibrate: --np-max 0: want at least 1"},
		{[]string{"calibrate", "--sample-mpi", "mpi.samples", "-o", "m.toml"}, "calibrate: --sample-mpi measures MPI only and writes no machine file: --output does not apply"},
		{[]string{"calibrate", "--sample-mpi", "mpi.samples", "--mpi-samples", "mpi.samples"}, "--mpi-samples does not apply"},
		{[]string{"calibrate", "--sample-mpi", "mpi.samples", "--force"}, "--force does not apply"},
	} {
		var out, errb bytes.Buffer
		if code := runApp(append([]string{"mpiskel"}, c.args...), &out, &errb); code != 2 || !strings.Contains(errb.String(), c.want) {
			t.Errorf("%v: exit %d, stderr %q; want 2 and %q", c.args, code, errb.String(), c.want)
		}
	}
	var out, errb bytes.Buffer
	if code := runApp([]string{"mpiskel", "calibrate", "--help"}, &out, &errb); code != 0 {
		t.Fatalf("--help: exit %d", code)
	}
	for _, want := range []string{"class_cpi", "least squares", "ping-pong", "eager limit", "--quick", "static:machine.toml", "--sample-mpi FILE", "--mpi-samples FILE",
		"--force", "writes no machine file and exits with status 1", "cpuinfo_max_freq", "DOUBTFUL"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("calibrate --help does not mention %q", want)
		}
	}
}

// A machine file's per-class CPIs change the static costs: dearer memory
// instructions make the skeleton's ADD_TIME coefficients larger.
func TestCompileStaticClassCPI(t *testing.T) {
	dir := t.TempDir()
	coefs := func(memCPI string) string {
		m := filepath.Join(dir, "m"+memCPI+".toml")
		text := "[node]\nclock_ghz = 2\ncpi = 1\n[node.class_cpi]\nmem = " + memCPI + "\n"
		if err := os.WriteFile(m, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		out := filepath.Join(dir, "skel"+memCPI+".ll")
		var stdout, stderr bytes.Buffer
		if code := runApp([]string{"mpiskel", "compile", "--level", "3", "--cost", "static:" + m, "-o", out, "../../testdata/apps/halo2d.O1.ll"}, &stdout, &stderr); code != 0 {
			t.Fatalf("compile: exit %d: %s", code, stderr.String())
		}
		data, err := os.ReadFile(out)
		if err != nil {
			t.Fatal(err)
		}
		return strings.Join(regexp.MustCompile(`call void @\w*(?i:add_time)\w*\([^)]*\)`).FindAllString(string(data), -1), "\n")
	}
	cheap, dear := coefs("1"), coefs("10")
	if cheap == "" {
		t.Fatal("no ADD_TIME call in the skeleton")
	}
	if cheap == dear {
		t.Errorf("mem CPI 1 and 10 give the same ADD_TIME calls:\n%s", cheap)
	}
}

// twoLoops is a region of two loops in a third, n cheap iterations
// (CHEAP) and 4n dear ones (DEAR, a division each); a test leaves either
// out. The dear loop's bound, recomputed at each test, keeps it running in
// the skeleton, which counts its iterations; the cheap one has a closed form.
const twoLoops = `#include <mpi.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  int n = argc > 1 ? atoi(argv[1]) : 100000;
  double x = 0, y = 1;
  for (int r = 0; r < 10; r++) {
    CHEAP
    DEAR
  }
  double v[2] = {x, y}, w[2];
  MPI_Allreduce(v, w, 2, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
  MPI_Finalize();
  return 0;
}
`

// TestCompileStaticLoopsAdd: the static time of a region of two loops is
// the sum of each loop's time alone, whatever their trip counts and
// iteration costs, as each loop's iterations count their own instructions
// in W (charging every iteration the mean of the two loops' costs made the
// region 0.73x the sum here). The C skeleton charges what the IR skeleton
// does (it had left out the counted loop of a region whose W also has a
// closed-form part: 0.056x).
func TestCompileStaticLoopsAdd(t *testing.T) {
	dir := t.TempDir()
	machine := filepath.Join(dir, "m.toml")
	if err := os.WriteFile(machine, []byte("[node]\nclock_ghz = 2\ncpi = 1\n[node.class_cpi]\nfp_div = 40\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	const cheapLoop, dearLoop = "for (int i = 0; i < n; i++) x += i;", "for (int j = 0; j < 4 * n; j++) y = y / 1.0001 + 1;"
	addTime := func(cheap, dear, ext string) float64 {
		src, skel := filepath.Join(dir, "loops.c"), filepath.Join(dir, "skel"+ext)
		text := strings.NewReplacer("CHEAP", cheap, "DEAR", dear).Replace(twoLoops)
		if err := os.WriteFile(src, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		if code, _, stderr := mpiskel("compile", "--level", "3", "--cost", "static:"+machine, "-o", skel, src); code != 0 {
			t.Fatalf("compile:\n%s\nexit %d: %s", text, code, stderr)
		}
		return addTimeAtOneRank(t, skel)
	}
	for _, ext := range []string{".ll", ".c"} {
		cheap, dear, both := addTime(cheapLoop, "", ext), addTime("", dearLoop, ext), addTime(cheapLoop, dearLoop, ext)
		if cheap <= 0 || dear < 4*cheap {
			t.Fatalf("%s skeleton: ADD_TIME %g s for the cheap loop alone, %g s for the dear one: want the dear loop at least 4x", ext, cheap, dear)
		}
		if math.Abs(both-(cheap+dear)) > 0.03*(cheap+dear) {
			t.Errorf("%s skeleton: ADD_TIME of both loops %g s, of each alone %g + %g = %g s: want the sum within 3 %%", ext, both, cheap, dear, cheap+dear)
		}
	}
}
