// Coarse trace events end to end: a skeleton's 'run --trace' is the size of its original's, with the same structure, totals and summary.
package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mpiskel/mpiskel/runtime/trace"
)

// traceCounts reads a trace and returns its events, its MPI calls and its statistics.
func traceCounts(t *testing.T, path string) (events, mpiCalls int, stats *trace.Stats) {
	t.Helper()
	ranks, warnings, err := trace.ReadAllByRank(path)
	if err != nil || len(warnings) > 0 {
		t.Fatalf("%s: %v %v", path, err, warnings)
	}
	b := trace.NewStatsBuilder(len(ranks))
	for _, evs := range ranks {
		for _, ev := range evs {
			events++
			if trace.IsMPI(&ev) {
				mpiCalls++
			}
			b.Add(ev)
		}
	}
	return events, mpiCalls, b.Stats()
}

// TestCoarseTraceOfSkeletons compiles isort.c, soa_pic.c and soa_pic.O0.ll
// at level 3 with unit costs and simulates original and skeleton at 4
// ranks (the default inputs). Their skeletons' kept loops (key generation,
// particle push and migration) call ADD_TIME thousands of times between
// two MPI calls (static costs run such loops' code, which the slice keeps
// whole, unabstracted: TestWholeRegionsRun). With
// coarse events (issue 32) the skeleton's trace has at most the original's
// events plus one per MPI call, diffs as identical in structure against
// the original's, and keeps the fine trace's per-rank totals; the run's
// summary (predicted time, compute and ADD_TIME seconds, ADD_TIME calls)
// is the same with coarse events, fine ones and no trace; two runs write
// the same bytes.
func TestCoarseTraceOfSkeletons(t *testing.T) {
	for _, input := range []string{"isort.c", "soa_pic.c", "soa_pic.O0.ll"} {
		t.Run(input, func(t *testing.T) {
			t.Parallel()
			dir := t.TempDir()
			orig := filepath.Join("../../testdata/apps", input)
			skel := filepath.Join(dir, "skel.ll")
			if code, _, errs := mpiskel("compile", "--level", "3", "--cost", "unit", "--profile-loops", "4", "-o", skel, orig); code != 0 {
				t.Fatalf("compile: exit %d\n%s", code, errs)
			}
			run := func(name, prog string, flags ...string) (mst, summary, json string) {
				t.Helper()
				mst, js := filepath.Join(dir, name+".mst"), filepath.Join(dir, name+".json")
				args := append([]string{"run", "--np", "4", "--summary-json", js}, flags...)
				if name != "none" {
					args = append(args, "--trace", mst)
				}
				code, _, errs := mpiskel(append(args, prog)...)
				if code != 0 {
					t.Fatalf("run %s: exit %d\n%s", name, code, errs)
				}
				data, err := os.ReadFile(js)
				if err != nil {
					t.Fatal(err)
				}
				return mst, errs, string(data)
			}
			origTrace, _, _ := run("orig", orig)
			coarse, coarseSummary, coarseJSON := run("coarse", skel)
			again, _, _ := run("again", skel)
			fine, fineSummary, fineJSON := run("fine", skel, "--trace-fine")
			_, noneSummary, noneJSON := run("none", skel)

			origEvents, origMPI, _ := traceCounts(t, origTrace)
			coarseEvents, coarseMPI, coarseStats := traceCounts(t, coarse)
			fineEvents, _, fineStats := traceCounts(t, fine)
			t.Logf("events: original %d (%d MPI calls), skeleton %d fine, %d coarse", origEvents, origMPI, fineEvents, coarseEvents)
			if coarseEvents > origEvents+origMPI || coarseMPI != origMPI {
				t.Errorf("the skeleton's trace has %d events, %d MPI calls; want at most the original's %d events + its %d MPI calls",
					coarseEvents, coarseMPI, origEvents, origMPI)
			}
			if fineEvents < 10*coarseEvents {
				t.Errorf("%d fine events, %d coarse: want the skeleton to call ADD_TIME many times between MPI calls", fineEvents, coarseEvents)
			}
			if code, out, errs := mpiskel("diff", origTrace, coarse); code != 0 || !strings.Contains(out, "): identical") {
				t.Errorf("diff original skeleton: exit %d, want identical structure\n%s%s", code, out, errs)
			}
			for r := range fineStats.Ranks {
				f, c := fineStats.Ranks[r], coarseStats.Ranks[r]
				f.Events, c.Events = 0, 0
				if f != c {
					t.Errorf("rank %d: statistics of the fine trace %+v, of the coarse one %+v", r, f, c)
				}
			}
			if coarseJSON != fineJSON || coarseJSON != noneJSON {
				t.Errorf("summary JSON with coarse events, fine ones, no trace:\n%s\n%s\n%s", coarseJSON, fineJSON, noneJSON)
			}
			if coarseSummary != fineSummary || coarseSummary != noneSummary {
				t.Errorf("summary with coarse events, fine ones, no trace:\n%s\n%s\n%s", coarseSummary, fineSummary, noneSummary)
			}
			a, errA := os.ReadFile(coarse)
			b, errB := os.ReadFile(again)
			if errA != nil || errB != nil || !bytes.Equal(a, b) {
				t.Errorf("two runs wrote different traces (%v %v)", errA, errB)
			}
		})
	}
}

// coarseDeadlock charges a hundred ADD_TIMEs, then every rank receives
// from another: the run fails with a deadlock.
const coarseDeadlock = `#include <mpi.h>
void ADD_TIME(int region, double seconds);
int main(int argc, char **argv) {
  int rank, x = 0;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  for (int i = 0; i < 100; i++)
    ADD_TIME(i % 3, 1e-6 * (i % 5));
  MPI_Recv(&x, 1, MPI_INT, 1 - rank, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  MPI_Finalize();
  return 0;
}
`

// TestCoarseTraceOfFailedRun: a run that fails still writes a whole trace
// (no warning on reading), with each rank's compute and ADD_TIME up to the
// call it failed in: the fine trace's totals, the last event ending where
// the fine trace's does.
func TestCoarseTraceOfFailedRun(t *testing.T) {
	dir := t.TempDir()
	src := filepath.Join(dir, "deadlock.c")
	if err := os.WriteFile(src, []byte(coarseDeadlock), 0o644); err != nil {
		t.Fatal(err)
	}
	traces := map[string]string{}
	for _, name := range []string{"coarse", "fine"} {
		traces[name] = filepath.Join(dir, name+".mst")
		args := []string{"run", "-q", "--np", "2", "--trace", traces[name]}
		if name == "fine" {
			args = append(args, "--trace-fine")
		}
		if code, _, errs := mpiskel(append(args, src)...); code != 1 || !strings.Contains(errs, "deadlock") {
			t.Fatalf("%s: exit %d, want 1 with a deadlock\n%s", name, code, errs)
		}
	}
	_, _, coarseStats := traceCounts(t, traces["coarse"])
	_, _, fineStats := traceCounts(t, traces["fine"])
	coarseRanks, _, err := trace.ReadAllByRank(traces["coarse"])
	if err != nil {
		t.Fatal(err)
	}
	fineRanks, _, err := trace.ReadAllByRank(traces["fine"])
	if err != nil {
		t.Fatal(err)
	}
	for r := range fineRanks {
		f, c := fineRanks[r], coarseRanks[r]
		last := c[len(c)-1]
		if len(f) < 200 || len(c) != 6 || last.Op != trace.OpAddTime || last.End != f[len(f)-1].End {
			t.Errorf("rank %d: %d fine events, %d coarse ending with %+v; want 6 coarse ending with ADD_TIME where the fine ones end (%d)",
				r, len(f), len(c), last, f[len(f)-1].End)
		}
		fs, cs := fineStats.Ranks[r], coarseStats.Ranks[r]
		fs.Events, cs.Events = 0, 0
		if fs != cs || cs.AddTime == 0 {
			t.Errorf("rank %d: statistics of the fine trace %+v, of the coarse one %+v", r, fs, cs)
		}
	}
}
