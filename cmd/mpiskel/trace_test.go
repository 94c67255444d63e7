// End-to-end tests of 'mpiskel trace': native traces of the apps under Open MPI against their simulated traces.
package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mpiskel/mpiskel/runtime/native"
	"github.com/mpiskel/mpiskel/runtime/trace"
)

func needTools(t *testing.T, names ...string) {
	t.Helper()
	for _, n := range names {
		if _, err := exec.LookPath(n); err != nil {
			t.Skipf("%s not installed (needed for native traces): %v", n, err)
		}
	}
}

// traceNative runs exe under mpirun at np ranks with the tracer's per-rank
// files in a new directory of work, and merges them into work/nativeNP.mst,
// whose path it returns; a failure, or a merge warning, fails the test.
func traceNative(t *testing.T, exe string, np int, work string) string {
	t.Helper()
	dir := filepath.Join(work, fmt.Sprint("np", np))
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	if err := native.Run(ctx, native.Tools{}, exe, native.RunOptions{NP: np, TraceDir: dir, Stdout: io.Discard, Stderr: os.Stderr}); err != nil {
		t.Fatalf("np %d: %v", np, err)
	}
	nat := filepath.Join(work, fmt.Sprintf("native%d.mst", np))
	f, err := os.Create(nat)
	if err != nil {
		t.Fatal(err)
	}
	res, err := native.Merge(ctx, dir, np, f, "test")
	f.Close()
	if err != nil {
		t.Fatalf("np %d: merge: %v", np, err)
	}
	if len(res.Warnings) > 0 {
		t.Errorf("np %d: merge warnings: %v", np, res.Warnings)
	}
	return nat
}

// TestNativeTraceMatchesSimulation traces every testdata app natively under
// mpirun at 2, 4 and 8 ranks and diffs the trace against the simulator's
// traces of the same IR and of its level-3 skeleton: the structure must be
// identical, call sites included. masterworker hands tasks to whichever worker answers first
// (MPI_ANY_SOURCE), so beyond one worker only its whole-run multiset of
// calls is the same from run to run (diff --any-order).
func TestNativeTraceMatchesSimulation(t *testing.T) {
	needTools(t, "mpicc", "mpirun", "llc-14")
	apps := []string{"ring", "halo2d", "masterworker", "cg", "transpose", "isort", "converge", "jacobi", "soa_pic", "csr", "wavefront", "quad"}
	for _, app := range apps {
		t.Run(app, func(t *testing.T) {
			ll := filepath.Join("../../testdata/apps", app+".O1.ll")
			work := t.TempDir()
			exe, err := native.Build(context.Background(), native.Tools{}, ll, work)
			if err != nil {
				t.Fatal(err)
			}
			for _, np := range []int{2, 4, 8} {
				nat := traceNative(t, exe, np, work)
				// The skeleton's convergence loops (cg, converge) take the
				// trip count the original makes at this rank count.
				skel := filepath.Join(work, fmt.Sprintf("skel%d.ll", np))
				if code, _, errs := mpiskel("compile", "--level", "3", "--profile-loops", fmt.Sprint(np), "-o", skel, ll); code != 0 {
					t.Fatalf("np %d: compile --level 3: exit %d\n%s", np, code, errs)
				}
				for _, prog := range []string{ll, skel} {
					simt := filepath.Join(work, fmt.Sprintf("sim%d-%s.mst", np, filepath.Base(prog)))
					if code, _, errs := mpiskel("run", "-q", "--np", fmt.Sprint(np), "--trace", simt, prog); code != 0 {
						t.Fatalf("np %d: run %s: exit %d\n%s", np, prog, code, errs)
					}
					args := []string{"diff", nat, simt}
					if app == "masterworker" && np > 2 {
						args = []string{"diff", "--any-order", nat, simt}
					}
					code, out, errs := mpiskel(args...)
					if code != 0 || !strings.Contains(out, "call site; compared as") || !strings.Contains(out, "): identical") {
						t.Errorf("np %d: native vs simulated %s: %s: exit %d, want identical structure with call sites compared\n%s%s",
							np, filepath.Base(prog), strings.Join(args, " "), code, out, errs)
					}
				}
			}
		})
	}
}

// TestNativeTraceCommunicators: the tracer numbers the communicators that
// MPI_Comm_create (one group, or a different group on each rank),
// MPI_Comm_split, MPI_Comm_dup (also of disjoint communicators at once),
// MPI_Cart_create and MPI_Cart_sub make as the simulator does, so that the
// native and simulated traces of comms.c have the same structure,
// communicator ids included.
func TestNativeTraceCommunicators(t *testing.T) {
	needTools(t, "mpicc", "mpirun")
	src := "../../runtime/native/testdata/comms.c"
	work := t.TempDir()
	for _, np := range []int{3, 4, 6} {
		nat := filepath.Join(work, fmt.Sprintf("native%d.mst", np))
		if code, _, errs := mpiskel("trace", "--np", fmt.Sprint(np), "-o", nat, src); code != 0 {
			t.Fatalf("np %d: trace: exit %d\n%s", np, code, errs)
		}
		simt := filepath.Join(work, fmt.Sprintf("sim%d.mst", np))
		if code, _, errs := mpiskel("run", "-q", "--np", fmt.Sprint(np), "--trace", simt, src); code != 0 {
			t.Fatalf("np %d: run: exit %d\n%s", np, code, errs)
		}
		if code, out, errs := mpiskel("diff", nat, simt); code != 0 || !strings.Contains(out, "): identical") {
			t.Errorf("np %d: native vs simulated: exit %d, want identical structure\n%s%s", np, code, out, errs)
		}
	}
}

// TestTraceCommand runs the command itself on C source and checks the
// merged trace: every rank present, sites resolved, times from 0.
func TestTraceCommand(t *testing.T) {
	needTools(t, "mpicc", "mpirun")
	out := filepath.Join(t.TempDir(), "ring.mst")
	code, stdout, errs := mpiskel("trace", "--np", "3", "-o", out, "../../testdata/apps/ring.c", "4")
	if code != 0 {
		t.Fatalf("exit %d\n%s", code, errs)
	}
	if !strings.Contains(stdout, "ring") {
		t.Errorf("the program's output is not passed on: %q", stdout)
	}
	ranks, warnings, err := trace.ReadAllByRank(out)
	if err != nil || len(warnings) > 0 {
		t.Fatalf("reading the merged trace: %v %v", err, warnings)
	}
	if len(ranks) != 3 {
		t.Fatalf("%d ranks, want 3", len(ranks))
	}
	var earliest int64 = 1 << 62
	for r, evs := range ranks {
		if len(evs) == 0 {
			t.Fatalf("rank %d has no events", r)
		}
		earliest = min(earliest, evs[0].Start)
		sends := 0
		for _, ev := range evs {
			if trace.IsMPI(&ev) && (filepath.Base(ev.Site.File) != "ring.c" || ev.Site.Line == 0 || ev.Site.Func != "main") {
				t.Errorf("rank %d: %s at %+v: site not resolved to ring.c in main", r, ev.Op, ev.Site)
			}
			if ev.Op == "MPI_Send" {
				sends++
				if ev.Peer != int32((r+1)%3) || ev.Bytes == 0 {
					t.Errorf("rank %d: MPI_Send peer %d bytes %d", r, ev.Peer, ev.Bytes)
				}
			}
		}
		if sends != 4 {
			t.Errorf("rank %d: %d sends, want 4 (one per lap)", r, sends)
		}
	}
	if earliest != 0 {
		t.Errorf("the earliest rank starts at %d ps, want 0", earliest)
	}
}

func TestTraceCommandErrors(t *testing.T) {
	if code, _, errs := mpiskel("trace", "--np", "2", "x.c"); code != 2 || !strings.Contains(errs, "-o") {
		t.Errorf("without -o: exit %d, %q", code, errs)
	}
	if code, _, errs := mpiskel("trace", "-o", "x.mst", "missing.c"); code != 2 || !strings.Contains(errs, "missing.c") {
		t.Errorf("missing source: exit %d, %q", code, errs)
	}
	t.Run("crash", func(t *testing.T) {
		needTools(t, "mpicc", "mpirun")
		out := filepath.Join(t.TempDir(), "crash.mst")
		code, _, errs := mpiskel("trace", "--np", "2", "-o", out, "../../runtime/native/testdata/crash.c", "300")
		if code != 139 || !strings.Contains(errs, "trace of what ran written to") {
			t.Errorf("a rank's SIGSEGV: exit %d, want mpirun's 139; %q", code, errs)
		}
		if code, stdout, errs := mpiskel("dump", out); code != 0 || strings.Count(stdout, "MPI_Allreduce") != 600 {
			t.Errorf("dump: exit %d, %d MPI_Allreduce events, want 600 (300 per rank); %s", code, strings.Count(stdout, "MPI_Allreduce"), errs)
		}
	})
	t.Run("no mpicc", func(t *testing.T) {
		t.Setenv("PATH", t.TempDir())
		code, _, errs := mpiskel("trace", "-o", filepath.Join(t.TempDir(), "x.mst"), "../../testdata/apps/ring.c")
		if code != 2 || !strings.Contains(errs, "mpicc not found") {
			t.Errorf("exit %d, %q", code, errs)
		}
	})
}
