// Tests of 'mpiskel profile': structure deterministic across runs, usable by compile --cost, refused for another level.
package main

import (
	"encoding/json"
	"fmt"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/mpiskel/mpiskel/cost"
	"github.com/mpiskel/mpiskel/transform"
)

func needNativeTools(t *testing.T) {
	t.Helper()
	for _, tool := range []string{"mpicc", "mpirun", "llc-14"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("%s not found: native profiling not tested", tool)
		}
	}
}

// structure is a profile without its times: regions, entries, work, loops.
func structure(p *cost.Profile) string {
	var b strings.Builder
	for _, r := range p.Regions {
		b.WriteString(r.Span + ":")
		for _, s := range r.Samples {
			b.WriteString(" " + strings.Join([]string{itoa(s.Rank), itoa(int(s.Entries)), itoa(int(s.Work))}, "/"))
		}
		b.WriteString("\n")
	}
	for _, l := range p.Loops {
		b.WriteString(l.Key + "=" + itoa(int(l.Trips)) + "\n")
	}
	return b.String()
}

func itoa(n int) string { return strconv.Itoa(n) }

// addTimeAtOneRank runs skel at one rank and returns its ADD_TIME seconds
// (the run summary's).
func addTimeAtOneRank(t *testing.T, skel string, args ...string) float64 {
	t.Helper()
	sum := filepath.Join(t.TempDir(), "summary.json")
	if code, _, stderr := mpiskel(append([]string{"run", "-q", "--np", "1", "--summary-json", sum, skel}, args...)...); code != 0 {
		t.Fatalf("run %s: exit %d: %s", skel, code, stderr)
	}
	data, err := os.ReadFile(sum)
	if err != nil {
		t.Fatal(err)
	}
	var s struct {
		PerRank []struct {
			AddTime float64 `json:"add_time_seconds"`
		} `json:"per_rank"`
	}
	if err := json.Unmarshal(data, &s); err != nil || len(s.PerRank) != 1 {
		t.Fatalf("summary %s: %v", data, err)
	}
	return s.PerRank[0].AddTime
}

func TestProfileDeterministicStructure(t *testing.T) {
	needNativeTools(t)
	dir := t.TempDir()
	const src = "../../testdata/apps/converge.O1.ll"
	var got []string
	for i, out := range []string{"a.json", "b.json"} {
		path := filepath.Join(dir, out)
		code, stdout, stderr := mpiskel("profile", "--np", "2", "--level", "3", "-o", path, src)
		if code != 0 {
			t.Fatalf("run %d: exit %d\n%s%s", i, code, stdout, stderr)
		}
		p, err := cost.Read(path)
		if err != nil {
			t.Fatal(err)
		}
		if len(p.Regions) == 0 || len(p.Loops) == 0 {
			t.Fatalf("run %d: %d regions, %d loops: want the convergence loop and the regions of level ≤ 3", i, len(p.Regions), len(p.Loops))
		}
		got = append(got, structure(p))
	}
	if got[0] != got[1] {
		t.Errorf("profiles differ in structure:\n%s\nvs\n%s", got[0], got[1])
	}
	// The profile drives a compile at its level and is refused at another.
	skel := filepath.Join(dir, "s.ll")
	if code, _, stderr := mpiskel("compile", "--level", "3", "--cost", filepath.Join(dir, "a.json"), "-o", skel, src); code != 0 {
		t.Errorf("compile --cost: exit %d: %s", code, stderr)
	}
	if code, _, stderr := mpiskel("compile", "--level", "4", "--cost", filepath.Join(dir, "a.json"), "-o", skel, src); code == 0 || !strings.Contains(stderr, "another level: 3, not 4") {
		t.Errorf("compile --level 4 with a level-3 profile: exit %d: %s", code, stderr)
	}
	// Static costs take the profile's loop counts; a profile of another
	// source is refused, naming both files; a cut profile is an error.
	if code, _, stderr := mpiskel("compile", "--level", "3", "--cost", "static", "--loop-counts", filepath.Join(dir, "a.json"), "-o", skel, src); code != 0 {
		t.Errorf("compile --cost static --loop-counts: exit %d: %s", code, stderr)
	}
	for _, flag := range []string{"--cost", "--loop-counts"} {
		code, _, stderr := mpiskel("compile", "--level", "3", flag, filepath.Join(dir, "a.json"), "-o", skel, "../../testdata/apps/cg.O1.ll")
		if code != 2 || !strings.Contains(stderr, "another source: converge.O1.ll") || !strings.Contains(stderr, "not cg.O1.ll") {
			t.Errorf("compile cg with converge's profile (%s): exit %d: %s", flag, code, stderr)
		}
	}
	data, err := os.ReadFile(filepath.Join(dir, "a.json"))
	if err != nil {
		t.Fatal(err)
	}
	cut := filepath.Join(dir, "cut.json")
	if err := os.WriteFile(cut, data[:len(data)/3], 0o644); err != nil {
		t.Fatal(err)
	}
	if code, _, stderr := mpiskel("compile", "--level", "3", "--cost", cut, "-o", skel, src); code != 2 || !strings.Contains(stderr, "truncated") {
		t.Errorf("compile with a truncated profile: exit %d: %s", code, stderr)
	}
	// Merging two runs of the same program keeps both runs' samples.
	merged := filepath.Join(dir, "m.json")
	if code, _, stderr := mpiskel("profile", "--merge", filepath.Join(dir, "a.json"), "--merge", filepath.Join(dir, "b.json"), "-o", merged); code != 0 {
		t.Fatalf("merge: exit %d: %s", code, stderr)
	}
	m, err := cost.Read(merged)
	if err != nil {
		t.Fatal(err)
	}
	if len(m.Runs) != 2 {
		t.Errorf("merged profile has %d runs, want 2", len(m.Runs))
	}
}

// TestProfileLoopHeadedByRegion: cg's iteration loop begins with a region
// the profiling build times, whose entry call lands on a new block in front
// of the loop's header; the trip count must still be measured.
func TestProfileLoopHeadedByRegion(t *testing.T) {
	needNativeTools(t)
	dir := t.TempDir()
	path := filepath.Join(dir, "cg.json")
	// tolerance 10^-30 is never reached: all 37 iterations run.
	code, stdout, stderr := mpiskel("profile", "--np", "2", "--level", "3", "-o", path, "../../testdata/apps/cg.O1.ll", "24", "37", "30")
	if code != 0 {
		t.Fatalf("exit %d\n%s%s", code, stdout, stderr)
	}
	p, err := cost.Read(path)
	if err != nil {
		t.Fatal(err)
	}
	if got := p.LoopCounts()["cg.c:190"]; got.Trips != 37 || got.Per > 1 {
		t.Errorf("loop cg.c:190: %+v trips per entry in the profile (loops %v), want 37", got, p.Loops)
	}
}

// TestProfileUnmeasuredRegions: masterworker's master works alone at np 1,
// code a profile at np 2 never enters; its regions get static costs (with
// a note), or none with --unmeasured zero.
func TestProfileUnmeasuredRegions(t *testing.T) {
	needNativeTools(t)
	dir := t.TempDir()
	const src = "../../testdata/apps/masterworker.O1.ll"
	prof := filepath.Join(dir, "mw.json")
	if code, stdout, stderr := mpiskel("profile", "--np", "2", "--level", "3", "-o", prof, src, "200"); code != 0 {
		t.Fatalf("profile: exit %d\n%s%s", code, stdout, stderr)
	}
	predicted := map[string]float64{}
	for _, unmeasured := range []string{"static", "zero"} {
		skel := filepath.Join(dir, unmeasured+".ll")
		code, _, stderr := mpiskel("compile", "--level", "3", "--cost", prof, "--unmeasured", unmeasured, "-o", skel, src)
		if code != 0 {
			t.Fatalf("compile --unmeasured %s: exit %d: %s", unmeasured, code, stderr)
		}
		if noted := strings.Contains(stderr, "the profile never entered"); noted != (unmeasured == "static") {
			t.Errorf("compile --unmeasured %s: note of unmeasured regions %v: %s", unmeasured, noted, stderr)
		}
		predicted[unmeasured] = addTimeAtOneRank(t, skel, "200")
	}
	// 200 Collatz trajectories of ~100 steps: microseconds at least.
	if predicted["static"] < 1e-5 || predicted["zero"] > predicted["static"]/10 {
		t.Errorf("ADD_TIME at np 1: %g s with static costs for the unmeasured regions, %g s with none", predicted["static"], predicted["zero"])
	}
}

// TestProfileOfC profiles C input natively (compiled against the local
// MPI's mpi.h) and compiles the same file, with mpiskel's own mpi.h, at the
// profile's costs: the regions match, and every region the run entered has
// a measured cost.
func TestProfileOfC(t *testing.T) {
	needNativeTools(t)
	dir := t.TempDir()
	prof := filepath.Join(dir, "cg.json")
	// tolerance 10^-30 is never reached: all 12 iterations run.
	if code, stdout, stderr := mpiskel("profile", "--np", "2", "--level", "3", "-o", prof, "../../testdata/apps/cg.c", "16", "12", "30"); code != 0 {
		t.Fatalf("profile: exit %d\n%s%s", code, stdout, stderr)
	}
	p, err := cost.Read(prof)
	if err != nil {
		t.Fatal(err)
	}
	if got := p.LoopCounts()["cg.c:190"]; got.Trips != 12 || got.Per > 1 {
		t.Errorf("loop cg.c:190: %+v trips per entry in the profile (loops %v), want 12", got, p.Loops)
	}
	out := filepath.Join(dir, "cg.skel.c")
	code, stdout, stderr := mpiskel("compile", "--level", "3", "--check", "--cost", prof, "-o", out, "../../testdata/apps/cg.c")
	if code != 0 {
		t.Fatalf("compile --cost: exit %d\n%s%s", code, stdout, stderr)
	}
	for _, line := range strings.Split(stderr, "\n") {
		if strings.Contains(line, "never entered") && strings.Contains(line, "cg.c:") {
			t.Errorf("a region of cg.c the profile run entered is not matched: %s", line)
		}
	}
}

// TestProfileKeptCallCountedOnce: keptcall.c's level-4 skeleton abstracts
// the loop calling damp but keeps the call (damp's loop count is work code
// damp's own region needs), and damp's region charges its time. So the
// calling loop's region must leave the call out: with it left out the loop
// measures about 1 % of damp's time, timed whole it measured as much as
// damp (the level-4 prediction came out 2.0x the level-3 one). The bound
// compares two regions of one run, so a loaded machine cannot trip it.
func TestProfileKeptCallCountedOnce(t *testing.T) {
	needNativeTools(t)
	prof := filepath.Join(t.TempDir(), "p4.json")
	args := []string{"profile", "--np", "2", "--level", "4", "-o", prof, "../../testdata/profile/keptcall.c"}
	if code, stdout, stderr := mpiskel(args...); code != 0 {
		t.Fatalf("mpiskel %s: exit %d\n%s%s", strings.Join(args, " "), code, stdout, stderr)
	}
	p, err := cost.Read(prof)
	if err != nil {
		t.Fatal(err)
	}
	seconds := map[string]float64{} // by "func span"
	for _, r := range p.Regions {
		for _, s := range r.Samples {
			seconds[r.Func+" "+filepath.Base(r.Span)] += s.Seconds
		}
	}
	callee, caller := seconds["damp keptcall.c:12-14"], seconds["main keptcall.c:23-24"]
	if callee == 0 || caller > callee/4 {
		t.Errorf("damp's loop measured %g s, the loop calling it %g s: the calling loop's region must leave the kept call out (regions %v)", callee, caller, seconds)
	}
}

// TestProfileRegisterCounts: count.c's data-dependent loops call nothing,
// so the profiling build counts their iterations in registers, added to
// memory on the way out (the search leaves two ways); the counts must be
// those of the simulated original, which counts every header execution as
// an event ('compile --profile-loops'), and the loops' mean body
// executions per entry (both loops are rotated: tested at the latch).
func TestProfileRegisterCounts(t *testing.T) {
	needNativeTools(t)
	dir := t.TempDir()
	const src = "../../testdata/transform/instrument/count.ll"
	prof := filepath.Join(dir, "count.json")
	if code, stdout, stderr := mpiskel("profile", "--np", "2", "--level", "3", "-o", prof, src); code != 0 {
		t.Fatalf("profile: exit %d\n%s%s", code, stdout, stderr)
	}
	p, err := cost.Read(prof)
	if err != nil {
		t.Fatal(err)
	}
	report := filepath.Join(dir, "report.txt")
	if code, stdout, stderr := mpiskel("compile", "--level", "3", "--profile-loops", "2", "--report", report, "-o", filepath.Join(dir, "s.ll"), src); code != 0 {
		t.Fatalf("compile --profile-loops: exit %d\n%s%s", code, stdout, stderr)
	}
	text, err := os.ReadFile(report)
	if err != nil {
		t.Fatal(err)
	}
	// The expansion's guard (counts[k] > 0) stays: the loop keeps its own
	// exit test on received counts, which the skeleton does not have, and
	// entered whatever they are it never ended.
	if strings.Contains(string(text), "# verdict count.c:29") {
		t.Errorf("the guard of the expansion loop was decided:\n%s", text)
	}
	simulated := map[string]string{}
	for _, line := range strings.Split(string(text), "\n") {
		var key, n string
		if _, err := fmt.Sscanf(line, "# loop %s %s iterations", &key, &n); err == nil {
			simulated[strings.TrimSuffix(key, ":")] = n
		}
	}
	native := map[string]string{}
	for k, l := range p.LoopCounts() {
		native[k] = transform.Trips{N: l.Trips, Per: max(l.Per, 1)}.String()
	}
	if want := countTrips(2); fmt.Sprint(native) != fmt.Sprint(want) || fmt.Sprint(simulated) != fmt.Sprint(want) {
		t.Errorf("trip counts per entry: native profile %v, simulated %v, want %v", native, simulated, want)
	}
}

// countTrips is count.c's mean body executions per entry of its two
// data-dependent loops at np ranks, in 1/TripScale parts as profiles keep
// them (the expansion's count per iteration of the loop around it is the
// same: it is entered at every one).
func countTrips(np int) map[string]string {
	var expand, search, searches int64
	for r := 0; r < np; r++ {
		counts := make([]int64, 64) // rank r's block of rank 0's local
		for k := range counts {
			counts[k] = int64((64*r+k)*7%5 + 1)
			expand += counts[k]
		}
		for v := int64(0); v < 10; v++ {
			i := int64(0)
			for i < 64 && counts[i] != v {
				i++
			}
			search += min(i+1, 64) // body executions: the compare runs i+1 times, or all 64
			searches++
		}
	}
	entries := int64(64 * np)
	return map[string]string{"count.c:29": transform.MeanTrips(expand, entries).String(), "count.c:12": transform.MeanTrips(search, searches).String()}
}

// level5Untimed's exchange runs only at more than 2 ranks, so a profile at
// 2 never enters its region.
const level5Untimed = `#include <mpi.h>
#include <stdio.h>

static void exchange(double *x) {
  MPI_Allreduce(MPI_IN_PLACE, x, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
}

int main(int argc, char **argv) {
  int rank, size;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  double x = rank;
  for (int i = 0; i < 1000; i++)
    x = x * 0.5 + i;
  if (size > 2)
    exchange(&x);
  if (rank == 0)
    printf("%g\n", x);
  MPI_Finalize();
  return 0;
}
`

// TestLevel5UntimedCommunication: level 5 replaces MPI calls by their
// region's time, which static costs (instruction counts) cannot give. So
// compile refuses level 5 with static costs, and with a profile whose
// --unmeasured static would cost a region holding an MPI call; --unmeasured
// zero (the region costs nothing) and level 4 (MPI calls stay) compile.
func TestLevel5UntimedCommunication(t *testing.T) {
	dir := t.TempDir()
	src := filepath.Join(dir, "untimed.c")
	if err := os.WriteFile(src, []byte(level5Untimed), 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "skel.c")
	compile := func(args ...string) (int, string) {
		code, _, stderr := mpiskel(append(append([]string{"compile"}, args...), "-o", out, src)...)
		return code, stderr
	}
	const refusal = "untimed.c:5:3: level 5 would replace MPI_Allreduce by "
	if code, stderr := compile("--level", "5", "--cost", "static:local"); code == 0 || !strings.Contains(stderr, refusal+"its static cost (IC × CPI × CCT), which counts instructions, not communication") {
		t.Errorf("level 5, static costs: exit %d, want a refusal at the MPI call:\n%s", code, stderr)
	}
	if code, stderr := compile("--level", "4", "--cost", "static:local"); code != 0 {
		t.Errorf("level 4, static costs: exit %d:\n%s", code, stderr)
	}

	needNativeTools(t)
	prof := filepath.Join(dir, "untimed.json")
	if code, stdout, stderr := mpiskel("profile", "--np", "2", "--level", "5", "-o", prof, src); code != 0 {
		t.Fatalf("profile: exit %d\n%s%s", code, stdout, stderr)
	}
	if code, stderr := compile("--level", "5", "--cost", prof); code == 0 || !strings.Contains(stderr, refusal+"the static cost --unmeasured gives the regions the profile never entered") {
		t.Errorf("level 5, profile, --unmeasured static: exit %d, want a refusal at the MPI call:\n%s", code, stderr)
	}
	if code, stderr := compile("--level", "5", "--cost", prof, "--unmeasured", "zero"); code != 0 {
		t.Errorf("level 5, profile, --unmeasured zero: exit %d:\n%s", code, stderr)
	}
}

// --profile-loops takes one rank count or several, separated by commas.
func TestParseNPs(t *testing.T) {
	for in, want := range map[string]string{"": "[]", "4": "[4]", "4,8,16": "[4 8 16]", " 2, 4": "[2 4]"} {
		if got, err := parseNPs(in); err != nil || fmt.Sprint(got) != want {
			t.Errorf("parseNPs(%q) = %v, %v; want %s", in, got, err, want)
		}
	}
	for _, in := range []string{"0", "4,x", "4,,8", "-2", "4,8,4"} {
		if got, err := parseNPs(in); err == nil {
			t.Errorf("parseNPs(%q) = %v, want an error", in, got)
		}
	}
}

// sharedWork's loop ends when the work left runs out: each round every
// rank takes 8 units, so it runs 120/np rounds, a count the skeleton
// cannot compute (the shares come from an MPI_Allreduce).
const sharedWork = `#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv) {
  int size;
  MPI_Init(&argc, &argv);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  double left = 960.0;
  int rounds = 0;
  while (left > 0.5) {
    double mine = 8.0, taken = 0.0;
    MPI_Allreduce(&mine, &taken, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    left -= taken;
    rounds++;
  }
  printf("%d rounds\n", rounds);
  MPI_Finalize();
  return 0;
}
`

// TestFittedLoopDecidingMPI: a loop deciding MPI calls whose count changes
// with the rank count, profiled at 2, 4 and 8 ranks, is fitted (120/np)
// and makes as many MPI calls as the original at rank counts not
// profiled, from the IR and the C skeleton alike.
func TestFittedLoopDecidingMPI(t *testing.T) {
	dir := t.TempDir()
	src := filepath.Join(dir, "shared.c")
	if err := os.WriteFile(src, []byte(sharedWork), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, out := range []string{"shared.skel.ll", "shared.skel.c"} {
		skel, report := filepath.Join(dir, out), filepath.Join(dir, out+".txt")
		if code, _, stderr := mpiskel("compile", "--level", "3", "--profile-loops", "2,4,8", "--report", report, "-o", skel, src); code != 0 {
			t.Fatalf("compile -o %s: exit %d: %s", out, code, stderr)
		}
		if text, err := os.ReadFile(report); err != nil || !strings.Contains(string(text), "120/np iterations per entry") {
			t.Errorf("%s: the report gives no count of 120/np:\n%s", out, text)
		}
		for _, np := range []int{3, 16} {
			if got, want := runFigures(t, skel, np, nil).Events, runFigures(t, src, np, nil).Events; got != want {
				t.Errorf("%s at %d ranks: %d MPI calls, the original %d", out, np, got, want)
			}
		}
	}
}

// checkFirstError checks a received vector and leaves its loop at the
// first wrong element, printing it, as PRK's kernels do: from -O2 IR the
// loop is rotated, its first test the break's, its last the count's.
const checkFirstError = `#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  int rank, n = 1000, error = 0;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  double *v = malloc(sizeof(double) * n), *sum = malloc(sizeof(double) * n);
  for (int i = 0; i < n; i++)
    v[i] = i;
  MPI_Allreduce(v, sum, n, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
  int size;
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  for (int i = 0; i < n; i++) {
    if (sum[i] != (double)i * size) {
      error = 1;
      printf("First error at %d\n", i);
      break;
    }
  }
  if (rank == 0)
    printf("%s\n", error ? "wrong" : "validates");
  MPI_Finalize();
  return 0;
}
`

// TestCountedLoopLeavesAtItsOwnTest: a check of received data that leaves
// its loop at the first wrong element, from C and from -O2 IR:
//   - after the profile's count, the loop leaves by its own test (the
//     bottom test of a rotated loop), not by the break tested before it:
//     the skeleton printed "First error" where the program validates;
//   - -O2 peels the first element's check off the loop; on data the
//     skeleton does not compute it goes the way the profile run saw;
//   - the iteration counter the skeleton adds is not charged as the
//     program's: 1.17x from C, 1.14x from -O2.
func TestCountedLoopLeavesAtItsOwnTest(t *testing.T) {
	dir := t.TempDir()
	src := filepath.Join(dir, "check.c")
	if err := os.WriteFile(src, []byte(checkFirstError), 0o644); err != nil {
		t.Fatal(err)
	}
	inputs := []string{src}
	if o2 := o2Builder(t); o2 != nil {
		inputs = append(inputs, o2(t, src))
	} else {
		t.Log("clang-14 or mpicc not installed: no -O2 IR, no rotated loop")
	}
	for _, in := range inputs {
		skel := filepath.Join(dir, filepath.Base(in)+".skel.ll")
		if code, _, stderr := mpiskel("compile", "--level", "3", "--profile-loops", "2", "-o", skel, in); code != 0 {
			t.Fatalf("compile %s: exit %d: %s", in, code, stderr)
		}
		_, want, _ := mpiskel("run", "-q", "--np", "2", in)
		code, got, stderr := mpiskel("run", "-q", "--np", "2", skel)
		if code != 0 || got != want || !strings.Contains(got, "validates") {
			t.Errorf("%s: the skeleton printed %q (exit %d: %s), the program %q", filepath.Base(in), got, code, stderr, want)
		}
		orig, sk := runFigures(t, in, 2, nil).Predicted, runFigures(t, skel, 2, nil).Predicted
		if math.Abs(sk/orig-1) > 0.001 {
			t.Errorf("%s: the skeleton predicts %.6g s, the original simulates %.6g s (%.4fx): want within 0.1 %%", filepath.Base(in), sk, orig, sk/orig)
		}
	}
}
