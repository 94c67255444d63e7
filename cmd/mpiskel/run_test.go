// End-to-end tests of 'mpiskel run': the apps' output against real Open MPI runs, error reports, determinism.
package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// mpiskel runs the command line in-process and returns its exit status, stdout and stderr.
func mpiskel(args ...string) (int, string, string) {
	var out, errb bytes.Buffer
	code := runApp(append([]string{"mpiskel"}, args...), &out, &errb)
	return code, out.String(), errb.String()
}

// withoutTimings drops the lines the apps mark as timing-dependent.
func withoutTimings(s string) string {
	var keep []string
	for _, line := range strings.SplitAfter(s, "\n") {
		if !strings.Contains(line, "[time]") {
			keep = append(keep, line)
		}
	}
	return strings.Join(keep, "")
}

// TestAppsMatchOpenMPI runs every testdata app, as -O0 and -O1 IR, at the rank
// counts whose output was recorded from real Open MPI runs, and compares stdout.
func TestAppsMatchOpenMPI(t *testing.T) {
	lls, _ := filepath.Glob("../../testdata/apps/*.O[01].ll")
	if len(lls) == 0 {
		t.Fatal("no testdata/apps/*.O0.ll or *.O1.ll")
	}
	for _, ll := range lls {
		app := strings.TrimSuffix(filepath.Base(ll), filepath.Ext(ll)) // ring.O1
		base := strings.TrimSuffix(app, filepath.Ext(app))             // ring
		for _, np := range []int{1, 2, 4, 8, 16} {
			want, err := os.ReadFile(filepath.Join(filepath.Dir(ll), fmt.Sprintf("%s.np%d.out", base, np)))
			if err != nil {
				t.Errorf("%s: no recorded Open MPI output for np %d: %v", base, np, err)
				continue
			}
			t.Run(fmt.Sprintf("%s/np%d", app, np), func(t *testing.T) {
				t.Parallel()
				code, out, errs := mpiskel("run", "--quiet", "--np", fmt.Sprint(np), ll)
				if code != 0 {
					t.Fatalf("exit status %d\n%s", code, errs)
				}
				if got, want := withoutTimings(out), withoutTimings(string(want)); got != want {
					t.Errorf("stdout differs from Open MPI's\n--- mpiskel\n%s--- mpirun\n%s", got, want)
				}
			})
		}
	}
}

// TestRunErrors checks that each kind of failure stops the run with a
// non-zero status and a report naming the cause and the source line.
func TestRunErrors(t *testing.T) {
	for _, tc := range []struct {
		prog string
		want []string
	}{
		{"deadlock", []string{"deadlock", "rank 0", "rank 1", "MPI_Recv", "deadlock.c:11"}},
		{"truncate", []string{"MPI_ERR_TRUNCATE", "rank 1", "truncate.c:11"}},
		{"outofbounds", []string{"rank 0", "outofbounds.c:12", "outside"}},
		{"unknownext", []string{"solver_kernel", "unknownext.c:9"}},
		{"badrank", []string{"rank 0", "MPI_Send", "badrank.c:10", "rank"}},
	} {
		t.Run(tc.prog, func(t *testing.T) {
			code, _, errs := mpiskel("run", "--quiet", "--np", "2", "../../testdata/errors/"+tc.prog+".ll")
			if code == 0 {
				t.Fatalf("exit status 0, want non-zero; stderr:\n%s", errs)
			}
			for _, w := range tc.want {
				if !strings.Contains(errs, w) {
					t.Errorf("stderr lacks %q:\n%s", w, errs)
				}
			}
		})
	}
}

func TestRunUsageErrors(t *testing.T) {
	for _, args := range [][]string{
		{"run"},
		{"run", "--np", "0", "../../testdata/errors/deadlock.ll"},
		{"run", "no-such-file.ll"},
		{"run", "--machine", "no-such-machine", "../../testdata/errors/deadlock.ll"},
		{"run", "prog.c"},
		{"run", "../../testdata/errors/nomain.ll"},
	} {
		code, _, errs := mpiskel(args...)
		if code != 2 || !strings.HasPrefix(errs, "mpiskel: ") {
			t.Errorf("mpiskel %v: status %d, stderr %q; want status 2 and an mpiskel: message", args, code, errs)
		}
	}
}

// TestFlagsAfterFiles: options written after a command's files are
// options ('mpiskel compile app.c -o app.ll'), except those after a program
// whose arguments follow it (run, trace, profile) or after "--"; and
// 'mpiskel help CMD' prints CMD's help.
func TestFlagsAfterFiles(t *testing.T) {
	dir := t.TempDir()
	before, after := filepath.Join(dir, "before.ll"), filepath.Join(dir, "after.ll")
	src := "../../testdata/apps/ring.c"
	if code, _, errs := mpiskel("compile", "--emit-llvm", "-o", before, src); code != 0 {
		t.Fatalf("compile: %s", errs)
	}
	if code, _, errs := mpiskel("compile", src, "--emit-llvm", "-o", after); code != 0 {
		t.Fatalf("compile with the options after the file: %s", errs)
	}
	a, _ := os.ReadFile(before)
	b, _ := os.ReadFile(after)
	if len(a) == 0 || !bytes.Equal(a, b) {
		t.Errorf("compile FILE -o OUT wrote %d bytes, compile -o OUT FILE %d", len(b), len(a))
	}
	app := newApp()
	for _, c := range []struct{ in, want []string }{
		{[]string{"mpiskel", "dump", "t.mst", "--help"}, []string{"mpiskel", "dump", "--help", "--", "t.mst"}},
		{[]string{"mpiskel", "export", "t.mst", "-o", "-", "--format", "ti"}, []string{"mpiskel", "export", "-o", "-", "--format", "ti", "--", "t.mst"}},
		{[]string{"mpiskel", "diff", "--json", "a.mst", "b.mst"}, []string{"mpiskel", "diff", "--json", "a.mst", "b.mst"}},
		{[]string{"mpiskel", "diff", "a.mst", "--", "-b.mst"}, []string{"mpiskel", "diff", "a.mst", "--", "-b.mst"}},
		{[]string{"mpiskel", "run", "app.ll", "--np", "4"}, []string{"mpiskel", "run", "app.ll", "--np", "4"}},
	} {
		if got := flagsFirst(app, c.in); !slices.Equal(got, c.want) {
			t.Errorf("flagsFirst(%q) = %q, want %q", c.in, got, c.want)
		}
	}
	if code, out, errs := mpiskel("help", "diff"); code != 0 || !strings.Contains(out, "mpiskel diff - compare two traces") {
		t.Errorf("mpiskel help diff: status %d, stdout %q, stderr %q", code, out, errs)
	}
}

// TestRunRanksThatCannotFit: a rank count that cannot fit in memory is a
// usage error, refused before anything is written; it used to end in the Go
// runtime's out-of-memory crash.
func TestRunRanksThatCannotFit(t *testing.T) {
	out := filepath.Join(t.TempDir(), "t.mst")
	code, stdout, errs := mpiskel("run", "--np", "100000000", "--trace", out, "../../testdata/apps/ring.O1.ll")
	if code != 2 || stdout != "" || !strings.HasPrefix(errs, "mpiskel: run: --np 100000000: simulating 100000000 ranks needs at least ") ||
		!strings.Contains(errs, "run fewer ranks") || strings.Count(errs, "\n") != 1 {
		t.Errorf("status %d, stdout %q, stderr %q; want status 2 and one line", code, stdout, errs)
	}
	if _, err := os.Stat(out); err == nil {
		t.Errorf("the refused run created its trace %s", out)
	}
}

// TestRunTraceWriteFails: a trace that cannot be written fails the run
// (it exited 0 after printing the error), and a run's own error stays last.
func TestRunTraceWriteFails(t *testing.T) {
	if _, err := os.Stat("/dev/full"); err != nil {
		t.Skip("no /dev/full")
	}
	code, _, errs := mpiskel("run", "-q", "--np", "2", "--trace", "/dev/full", "../../testdata/apps/ring.O1.ll")
	if code != 1 || !strings.Contains(errs, "mpiskel: writing trace /dev/full: ") {
		t.Errorf("status %d, stderr %q; want 1 and the write error", code, errs)
	}
	code, _, errs = mpiskel("run", "-q", "--np", "2", "--trace", "/dev/full", "../../testdata/errors/truncate.ll")
	if lines := strings.Split(strings.TrimSpace(errs), "\n"); code != 15 || len(lines) != 2 ||
		!strings.Contains(lines[0], "writing trace /dev/full") || !strings.Contains(lines[1], "MPI_ERR_TRUNCATE") {
		t.Errorf("status %d, stderr %q; want 15, the trace's error, then the run's", code, errs)
	}
}

// TestCompilerStyleFlags: -DNAME[=VALUE] and -IDIR work as compilers take
// them, besides -D NAME and -I DIR, for every command that has them; the
// value of another option and the program's arguments are left alone.
func TestCompilerStyleFlags(t *testing.T) {
	dir := t.TempDir()
	inc := filepath.Join(dir, "inc")
	if err := os.Mkdir(inc, 0o755); err != nil {
		t.Fatal(err)
	}
	src := filepath.Join(dir, "defs.c")
	prog := "#include <stdio.h>\n#include \"inc.h\"\nint main(int argc, char **argv) {\n" +
		"#ifdef MPI\n  printf(\"MPI %d %d\\n\", VAL, INCVAL);\n#endif\n" +
		"  printf(\"%d %s\\n\", PAIR(3, 4), argc > 1 ? argv[1] : \"-\");\n  return 0;\n}\n"
	for path, text := range map[string]string{src: prog, filepath.Join(inc, "inc.h"): "#define INCVAL 42\n"} {
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	const want = "MPI 7 42\n12 -DX\n"
	for _, args := range [][]string{
		{"-DMPI", "-DVAL=7", "-I" + inc, "-DPAIR(a,b)=a*b"},
		{"-D", "MPI", "-D", "VAL=7", "-I", inc, "-D", "PAIR(a,b)=a*b"},
		{"-D=MPI", "-DVAL=7", "-I=" + inc, "-DPAIR(a,b)=a*b", "--quiet"},
	} {
		run := append(append([]string{"run", "--quiet"}, args...), src, "-DX")
		if code, out, errs := mpiskel(run...); code != 0 || out != want {
			t.Errorf("mpiskel %q: status %d, stdout %q (want %q), stderr:\n%s", run, code, out, want, errs)
		}
	}
	ll := filepath.Join(dir, "defs.ll")
	for _, args := range [][]string{
		{"compile", "--emit-llvm", "-DMPI", "-DVAL=7", "-I" + inc, "-DPAIR(a,b)=a", "-o", ll, src},
		{"compile", "--emit-llvm", src, "-o", ll, "-DMPI", "-DVAL=7", "-I" + inc, "-DPAIR(a,b)=a"},
		{"regions", "-DMPI", "-DVAL=7", "-I" + inc, "-DPAIR(a,b)=a", src},
	} {
		if code, _, errs := mpiskel(args...); code != 0 {
			t.Errorf("mpiskel %q: status %d, stderr:\n%s", args, code, errs)
		}
	}
	app := newApp()
	for _, c := range []struct{ in, want []string }{
		{[]string{"mpiskel", "run", "-DMPI", "-Idir", "app.c", "-DX"}, []string{"mpiskel", "run", "-D", "MPI", "-I", "dir", "app.c", "-DX"}},
		{[]string{"mpiskel", "run", "--machine", "-Dm.toml", "-DA=1", "app.c"}, []string{"mpiskel", "run", "--machine", "-Dm.toml", "-D", "A=1", "app.c"}},
		{[]string{"mpiskel", "run", "-I", "-Dodd", "--", "-DX.c"}, []string{"mpiskel", "run", "-I", "-Dodd", "--", "-DX.c"}},
		{[]string{"mpiskel", "compile", "-o", "-Dout.ll", "app.c", "-DN=4"}, []string{"mpiskel", "compile", "-o", "-Dout.ll", "app.c", "-D", "N=4"}},
		{[]string{"mpiskel", "profile", "-DN=4", "-o", "p.json", "app.c", "-Iarg"}, []string{"mpiskel", "profile", "-D", "N=4", "-o", "p.json", "app.c", "-Iarg"}},
		{[]string{"mpiskel", "export", "-Dx", "t.mst"}, []string{"mpiskel", "export", "-Dx", "t.mst"}},
	} {
		if got := compilerFlags(app, c.in); !slices.Equal(got, c.want) {
			t.Errorf("compilerFlags(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// TestUsageErrorAlone: a mistyped option gets one line on stderr naming it
// and pointing at --help, not the help text with the error above it.
func TestUsageErrorAlone(t *testing.T) {
	for _, args := range [][]string{
		{"run", "--bogus", "app.c"},
		{"compile", "-Z", "app.c"},
		{"--bogus"},
	} {
		code, out, errs := mpiskel(args...)
		if code != 2 || out != "" || strings.Count(errs, "\n") != 1 || !strings.Contains(errs, "flag provided but not defined") || !strings.Contains(errs, "--help')") {
			t.Errorf("mpiskel %q: status %d, stdout %q, stderr %q; want status 2 and one line", args, code, out, errs)
		}
	}
}

// TestOutputCheckedFirst: the commands that measure or simulate for
// minutes refuse an output they could not write before starting.
func TestOutputCheckedFirst(t *testing.T) {
	out := filepath.Join(t.TempDir(), "missing", "out")
	for _, args := range [][]string{
		{"calibrate", "-o", out},
		{"profile", "--np", "2", "-o", out, "../../testdata/apps/ring.c"},
		{"trace", "--np", "2", "-o", out, "../../testdata/apps/ring.c"},
		{"run", "--summary-json", out, "../../testdata/apps/ring.c"},
	} {
		code, stdout, errs := mpiskel(args...)
		if code != 2 || stdout != "" || !strings.Contains(errs, ": cannot write "+out+": no such file or directory") {
			t.Errorf("mpiskel %v: exit %d, stdout %q, stderr %q", args, code, stdout, errs)
		}
	}
}

// TestTraceDeterministic runs the same program twice and wants identical trace bytes and output.
func TestTraceDeterministic(t *testing.T) {
	dir := t.TempDir()
	var outs [2]string
	var traces [2][]byte
	for i := range outs {
		path := filepath.Join(dir, fmt.Sprintf("t%d.mst", i))
		code, out, errs := mpiskel("run", "--np", "6", "--machine", "ib-hdr", "--trace", path, "../../testdata/apps/halo2d.O1.ll")
		if code != 0 {
			t.Fatalf("exit status %d\n%s", code, errs)
		}
		outs[i] = out
		var err error
		if traces[i], err = os.ReadFile(path); err != nil {
			t.Fatal(err)
		}
	}
	if outs[0] != outs[1] {
		t.Error("stdout differs between two identical runs")
	}
	if len(traces[0]) == 0 || !bytes.Equal(traces[0], traces[1]) {
		t.Errorf("traces differ between two identical runs (%d and %d bytes)", len(traces[0]), len(traces[1]))
	}
	code, dump, errs := mpiskel("dump", filepath.Join(dir, "t0.mst"))
	if code != 0 || !strings.Contains(dump, "MPI_Isend") || !strings.Contains(dump, "halo2d.c:") {
		t.Errorf("dump: status %d, stderr %q, output lacks MPI_Isend with a halo2d.c site:\n%.2000s", code, errs, dump)
	}
}

func TestSummaryJSON(t *testing.T) {
	code, out, errs := mpiskel("run", "--quiet", "--np", "4", "--summary-json", "-", "../../testdata/apps/ring.O1.ll")
	if code != 0 {
		t.Fatalf("exit status %d\n%s", code, errs)
	}
	start := strings.Index(out, "{\n")
	if start < 0 {
		t.Fatalf("no JSON in stdout:\n%s", out)
	}
	var s summaryJSON
	if err := json.Unmarshal([]byte(out[start:]), &s); err != nil {
		t.Fatal(err)
	}
	if s.Ranks != 4 || len(s.PerRank) != 4 || s.PredictedSeconds <= 0 || s.Messages <= 0 || s.Bytes <= 0 || s.Events <= 0 {
		t.Errorf("implausible summary: %+v", s)
	}
}

// TestRunCoreSharing: 4 ranks on a node of 2 cores. halo2d's ranks all
// compute at once and share the cores; ring's wait for the token in
// point-to-point calls, one computing at a time, and do not.
func TestRunCoreSharing(t *testing.T) {
	dir := t.TempDir()
	machine := filepath.Join(dir, "node.toml")
	if err := os.WriteFile(machine, []byte("[node]\ncores = 2\nranks_per_node = 4\n[network]\nmodel = \"latbw\"\nlatency_us = 1\nbandwidth_gbytes = 10\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		app      string
		args     []string
		min, max float64
	}{
		{"halo2d", []string{"64", "20"}, 1.9, 2},
		{"ring", []string{"20", "2000"}, 1, 1.05},
	} {
		sum := filepath.Join(dir, c.app+".json")
		args := append([]string{"run", "-q", "--np", "4", "--machine", machine, "--summary-json", sum, "../../testdata/apps/" + c.app + ".O1.ll"}, c.args...)
		if code, _, stderr := mpiskel(args...); code != 0 {
			t.Fatalf("%s: exit %d: %s", c.app, code, stderr)
		}
		data, err := os.ReadFile(sum)
		if err != nil {
			t.Fatal(err)
		}
		var s struct {
			CoreShare float64 `json:"core_share"`
		}
		if err := json.Unmarshal(data, &s); err != nil {
			t.Fatal(err)
		}
		if s.CoreShare < c.min || s.CoreShare > c.max {
			t.Errorf("%s at np 4 on 2 cores: compute stretched by %.3f, want %g to %g", c.app, s.CoreShare, c.min, c.max)
		}
	}
}

// TestRunNoise: a machine file's detours lengthen halo2d at 4 ranks (each
// exchange waits for the rank a detour hit), the summary says how much
// time they took, two runs' traces are the same, and --noise=false
// predicts as the file without them.
func TestRunNoise(t *testing.T) {
	dir := t.TempDir()
	const quiet = "[node]\ncores = 4\n[network]\nmodel = \"latbw\"\nlatency_us = 1\nbandwidth_gbytes = 10\n"
	quietFile, noisyFile := filepath.Join(dir, "quiet.toml"), filepath.Join(dir, "noisy.toml")
	if err := os.WriteFile(quietFile, []byte(quiet), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(noisyFile, []byte(strings.Replace(quiet, "cores = 4\n", "cores = 4\nnoise = [[40, 500], [1500, 3]]\n", 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	predict := func(machine string, flags ...string) (float64, string, []byte) {
		t.Helper()
		trace := filepath.Join(dir, "t.mst")
		args := append(append([]string{"run", "--np", "4", "--machine", machine, "--trace", trace, "--summary-json", filepath.Join(dir, "s.json")}, flags...),
			"../../testdata/apps/halo2d.O1.ll", "64", "200")
		code, _, stderr := mpiskel(args...)
		if code != 0 {
			t.Fatalf("exit %d: %s", code, stderr)
		}
		var s summaryJSON
		data, err := os.ReadFile(filepath.Join(dir, "s.json"))
		if err == nil {
			err = json.Unmarshal(data, &s)
		}
		tr, err2 := os.ReadFile(trace)
		if err != nil || err2 != nil {
			t.Fatal(err, err2)
		}
		return s.PredictedSeconds, stderr, tr
	}
	base, baseSummary, _ := predict(quietFile)
	noisy, summary, trace := predict(noisyFile)
	_, _, again := predict(noisyFile)
	off, offSummary, _ := predict(noisyFile, "--noise=false")
	if !(noisy > 1.01*base) || !strings.Contains(summary, "detours (node.noise): ") || strings.Contains(baseSummary, "detours") {
		t.Errorf("with noise %g s, without %g s: want ≥ 1%% longer, and the detours in the summary:\n%s", noisy, base, summary)
	}
	if !bytes.Equal(trace, again) {
		t.Error("two runs with noise wrote different traces")
	}
	if off != base || strings.Contains(offSummary, "detours") {
		t.Errorf("--noise=false predicted %g s, want %g as without noise rows:\n%s", off, base, offSummary)
	}
}

// TestRunFiles: ranks share the run's files — rank 0 writes one, every
// rank reads it back after a barrier — reading input from the working
// directory and writing nothing there; --files saves what they wrote.
func TestRunFiles(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	src := `#include <stdio.h>
#include <time.h>
#include <mpi.h>
int main(int argc, char **argv) {
  int rank, n = 0;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  FILE *in = fopen("params.dat", "r");
  fscanf(in, "%d", &n);
  fclose(in);
  if (rank == 0) {
    FILE *f = fopen("shared.txt", "w");
    fprintf(f, "%d squared is %d\n", n, n * n);
    fclose(f);
  }
  MPI_Barrier(MPI_COMM_WORLD);
  char line[64];
  FILE *f = fopen("shared.txt", "r");
  fgets(line, sizeof line, f);
  fclose(f);
  printf("rank %d read: %s", rank, line);
  if (fopen("absent.txt", "r") == NULL)
    perror("absent.txt");
  time_t now = time(NULL);
  char stamp[32];
  strftime(stamp, sizeof stamp, "%Y-%m-%d %H:%M:%S", localtime(&now));
  if (rank == 0)
    printf("date %s\n", stamp);
  MPI_Finalize();
  return 0;
}
`
	if err := os.WriteFile("files.c", []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile("params.dat", []byte("7\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errs := mpiskel("run", "--np", "3", "files.c")
	if code != 0 {
		t.Fatalf("exit status %d\n%s", code, errs)
	}
	for r := 0; r < 3; r++ {
		if want := fmt.Sprintf("rank %d read: 7 squared is 49\n", r); !strings.Contains(out, want) {
			t.Errorf("stdout lacks %q:\n%s", want, out)
		}
	}
	if !strings.Contains(out, "date 2000-01-01 00:00:00\n") {
		t.Errorf("the date is not the epoch's:\n%s", out)
	}
	if !strings.Contains(errs, "absent.txt: No such file or directory") || !strings.Contains(errs, "wrote 1 file(s), discarded (--files DIR keeps them): shared.txt") {
		t.Errorf("stderr:\n%s", errs)
	}
	if _, err := os.Stat("shared.txt"); err == nil {
		t.Error("the run wrote shared.txt into the working directory")
	}
	code, out2, errs := mpiskel("run", "--quiet", "--files", "out", "--np", "3", "files.c")
	if code != 0 || out2 != out {
		t.Fatalf("with --files: exit status %d, stdout\n%s\nstderr\n%s", code, out2, errs)
	}
	if b, err := os.ReadFile(filepath.Join("out", "shared.txt")); err != nil || string(b) != "7 squared is 49\n" {
		t.Errorf("--files out: shared.txt = %q, %v", b, err)
	}
}
