// The emitted LLVM IR skeleton: valid for opt-14, reloaded by llir it prints the same bytes and makes the original's MPI calls; built with llc-14 and mpicc it traces under Open MPI like the simulated original.
package main

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	llvmemit "github.com/mpiskel/mpiskel/emit/llvm"
	"github.com/mpiskel/mpiskel/frontend"
	"github.com/mpiskel/mpiskel/frontend/llvmir"
	"github.com/mpiskel/mpiskel/runtime/native"
	"github.com/mpiskel/mpiskel/runtime/tracediff"
)

// level5Refused are the apps whose kept code needs data that level 5 would
// no longer receive, so that compiling them at level 5 must fail, and why.
var level5Refused = map[string]string{
	"isort":        "the Alltoall'ed bucket counts size the Alltoallv and the merge loop",
	"masterworker": "MPI_Probe's source picks the worker a result is received from",
	"soa_pic":      "the particles received size the next migration's messages",
	"csr":          "the ghost exchange's counts, computed from the matrix, share memory with its request handles, which MPI writes",
}

// level5Refusal is what a refused level-5 compile says when it is not
// "level 5 cannot abstract": soa_pic's loops are refused first for their
// trip counts (the points-to analysis, not field-sensitive, has its
// argument parsing read particle data).
var level5Refusal = map[string]string{
	"soa_pic": "the trip count of this loop depends on data the skeleton does not compute",
}

// emitLL compiles the app at path to its skeleton at level (verifier on,
// loop counts from a profile run at profileNP) and emits it as LLVM IR.
func emitLL(t *testing.T, path string, level int) ([]byte, error) {
	t.Helper()
	prog, err := loadApp(path)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Skeletonize(prog, SkeletonOptions{Level: level, Check: true, ProfileNPs: []int{profileNP},
		Reload: func() (*frontend.Program, error) { return loadApp(path) }}); err != nil {
		return nil, err
	}
	var b bytes.Buffer
	if err := llvmemit.Emit(&b, prog); err != nil {
		t.Fatalf("level %d: %v", level, err)
	}
	return b.Bytes(), nil
}

// checkEmittedLL checks an emitted .ll: opt-14 -verify accepts it (when
// installed), llir loads it, and emitting what llir loaded gives the same
// bytes. It returns the loaded program.
func checkEmittedLL(t *testing.T, name string, text []byte) *frontend.Program {
	t.Helper()
	if opt, err := exec.LookPath("opt-14"); err == nil {
		cmd := exec.Command(opt, "-verify", "-disable-output")
		cmd.Stdin = bytes.NewReader(text)
		if msg, err := cmd.CombinedOutput(); err != nil {
			t.Errorf("%s: opt-14 -verify rejects the skeleton: %v\n%s", name, err, msg)
		}
	} else {
		t.Logf("opt-14 not found: LLVM's verifier not run on %s", name)
	}
	p, err := llvmir.Parse(name, text)
	if err != nil {
		t.Fatalf("%s: llir does not load the skeleton: %v", name, err)
	}
	var again bytes.Buffer
	if err := llvmemit.Emit(&again, p); err != nil {
		t.Fatalf("%s: emitting it again: %v", name, err)
	}
	if !bytes.Equal(again.Bytes(), text) {
		t.Errorf("%s: printing is not idempotent: loaded and emitted again, the text differs", name)
	}
	return p
}

// TestLLSkeletonEmitted emits every app's skeleton (C, -O0 and -O1 IR
// input) at levels 1-5 as LLVM IR and checks the text: opt-14 accepts it,
// llir reloads it and emits the same bytes, and at levels 1-4 the reloaded
// skeleton makes the original's MPI calls at 4 ranks; its MPI calls carry
// debug locations. Level 5 compiles except for the apps whose kept code
// needs received data, which it must refuse. The level-3 text written by
// 'mpiskel compile -o' is the same.
func TestLLSkeletonEmitted(t *testing.T) {
	const np = 4
	for _, path := range appInputs(t) {
		app := strings.SplitN(filepath.Base(path), ".", 2)[0]
		t.Run(filepath.Base(path), func(t *testing.T) {
			t.Parallel()
			orig, err := loadApp(path)
			if err != nil {
				t.Fatal(err)
			}
			want, _ := simulate(t, orig, np)
			for level := 1; level <= 5; level++ {
				text, err := emitLL(t, path, level)
				if level == 5 && level5Refused[app] != "" {
					want := "level 5 cannot abstract"
					if w, ok := level5Refusal[app]; ok {
						want = w
					}
					if err == nil || !strings.Contains(err.Error(), want) {
						t.Errorf("level 5: want a refusal (%s), got %v", level5Refused[app], err)
					}
					continue
				}
				if err != nil {
					t.Fatalf("level %d: %v", level, err)
				}
				name := fmt.Sprintf("%s level %d", filepath.Base(path), level)
				skel := checkEmittedLL(t, name, text)
				if !bytes.Contains(text, []byte("call void @mpiskel_add_time(")) {
					t.Errorf("%s: no ADD_TIME call in the emitted skeleton", name)
				}
				// Every MPI call of the inputs has a debug location; the
				// skeleton's keep theirs, and each ADD_TIME takes its region's.
				for i, line := range strings.Split(string(text), "\n") {
					if strings.Contains(line, "call ") && (strings.Contains(line, "@MPI_") || strings.Contains(line, "@mpiskel_add_time(")) &&
						!strings.HasPrefix(line, "declare") && !strings.Contains(line, ", !dbg !") {
						t.Errorf("%s:%d: call without a debug location: %s", name, i+1, strings.TrimSpace(line))
					}
				}
				if level < 5 {
					got, _ := simulate(t, skel, np)
					if d := sameCalls(want, got, firstComeApps[app]); d != "" {
						t.Errorf("%s: the reloaded skeleton's MPI calls differ at np %d:\n%s", name, np, d)
					}
				}
				if level == 3 {
					out := filepath.Join(t.TempDir(), "skel.ll")
					if code, _, errs := mpiskel("compile", "--level", "3", "--cost", "unit", "--profile-loops", fmt.Sprint(profileNP), "-o", out, path); code != 0 {
						t.Fatalf("compile --level 3: exit %d\n%s", code, errs)
					}
					if written, err := os.ReadFile(out); err != nil || !bytes.Equal(written, text) {
						t.Errorf("compile -o %s: the written skeleton differs from a second emission (%v)", out, err)
					}
				}
			}
		})
	}
}

// TestLLSkeletonNative builds every app's level-3 skeleton, emitted from
// its clang-14 -O1 IR (Open MPI's mpi.h), natively — llc-14, then mpicc
// with the tracer and addtime.c — runs it under mpirun at 2 and 4 ranks
// and diffs the trace with the simulated original's: the structure, call
// sites included, must be identical. (A skeleton of C input uses
// mpiskel's own MPICH-ABI mpi.h and does not link against Open MPI.)
func TestLLSkeletonNative(t *testing.T) {
	needTools(t, "mpicc", "mpirun", "llc-14")
	apps := []string{"ring", "halo2d", "masterworker", "cg", "transpose", "isort", "converge", "jacobi", "soa_pic", "csr", "wavefront", "quad"}
	for _, app := range apps {
		t.Run(app, func(t *testing.T) {
			ll := filepath.Join("../../testdata/apps", app+".O1.ll")
			work := t.TempDir()
			for _, np := range []int{2, 4} {
				// Convergence loops (cg, converge) take the trip count the
				// original makes at this rank count.
				skel := filepath.Join(work, fmt.Sprintf("skel%d.ll", np))
				if code, _, errs := mpiskel("compile", "--level", "3", "--profile-loops", fmt.Sprint(np), "-o", skel, ll); code != 0 {
					t.Fatalf("np %d: compile --level 3: exit %d\n%s", np, code, errs)
				}
				build := filepath.Join(work, fmt.Sprint("build", np))
				if err := os.Mkdir(build, 0o755); err != nil {
					t.Fatal(err)
				}
				exe, err := native.Build(context.Background(), native.Tools{}, skel, build)
				if err != nil {
					t.Fatalf("np %d: %v", np, err)
				}
				nat := traceNative(t, exe, np, work)
				simt := filepath.Join(work, fmt.Sprintf("sim%d.mst", np))
				if code, _, errs := mpiskel("run", "-q", "--np", fmt.Sprint(np), "--trace", simt, ll); code != 0 {
					t.Fatalf("np %d: run %s: exit %d\n%s", np, ll, code, errs)
				}
				a, err := tracediff.Load(nat)
				if err != nil {
					t.Fatal(err)
				}
				b, err := tracediff.Load(simt)
				if err != nil {
					t.Fatal(err)
				}
				rep := tracediff.Compare(a, b, tracediff.Options{AnyOrder: firstComeApps[app] && np > 2})
				if !rep.Identical || !rep.SitesCompare || rep.A.MPICalls == 0 {
					var text bytes.Buffer
					_ = tracediff.WriteText(&text, rep)
					t.Errorf("np %d: native skeleton vs simulated original: want identical structure with call sites compared\n%s", np, text.String())
				}
			}
		})
	}
}

// TestLLSkeletonOfCRefusedNatively: the .ll skeleton of C input (mpiskel's
// MPICH-ABI mpi.h) is refused by a native build against Open MPI, with the
// way out, instead of crashing on its first handle.
func TestLLSkeletonOfCRefusedNatively(t *testing.T) {
	needTools(t, "mpicc", "llc-14")
	if out, err := exec.Command("mpicc", "--showme:version").CombinedOutput(); err != nil || !strings.Contains(string(out), "Open MPI") {
		t.Skip("mpicc is not Open MPI's: an MPICH-ABI skeleton may run")
	}
	dir := t.TempDir()
	skel := filepath.Join(dir, "ring.skel.ll")
	if code, _, errs := mpiskel("compile", "--level", "3", "-o", skel, "../../testdata/apps/ring.c"); code != 0 {
		t.Fatalf("compile: exit %d\n%s", code, errs)
	}
	_, err := native.Build(context.Background(), native.Tools{}, skel, dir)
	if err == nil || !strings.Contains(err.Error(), "MPICH ABI") || !strings.Contains(err.Error(), "-o OUT.c") {
		t.Errorf("native build of the C input's .ll skeleton: %v, want a refusal naming the MPICH ABI and the C skeleton", err)
	}
}
