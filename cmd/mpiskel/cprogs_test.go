// Differential tests of the C corpus testdata/cprogs: each program under mpiskel, from its own C front end and from clang-14's IR, against gcc -O0.
package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"
)

// The ways a corpus program reaches the interpreter.
const (
	pathFrontEnd = "front end"   // mpiskel run FILE.c: our C front end
	pathClangO0  = "clang-14 O0" // clang-14 -O0 IR: the interpreter alone
	pathClangO2  = "clang-14 O2" // clang-14 -O2 IR (MPISKEL_CPROGS_O2=1)
	pathVerify   = "opt-14 -verify"
)

// expectedCFailures are the corpus programs known to differ from gcc on one
// path, keyed "path: program", with the bug they show. Each was reported with
// a reduced program; an entry that starts to match fails the test, so the
// list shrinks as the bugs are fixed.
var expectedCFailures = map[string]string{}

// nativeTimeout bounds a gcc-built program: the corpus runs in milliseconds.
const nativeTimeout = 10 * time.Second

// runNative compiles src with gcc -O0 into dir and returns its stdout and exit status.
func runNative(ctx context.Context, dir, src string, extra ...string) (out string, code int, err error) {
	bin := filepath.Join(dir, strings.TrimSuffix(filepath.Base(src), ".c")+".native")
	args := append([]string{"-O0", "-w", "-o", bin, src}, extra...)
	if b, err := exec.CommandContext(ctx, "gcc", append(args, "-lm")...).CombinedOutput(); err != nil {
		return "", 0, fmt.Errorf("gcc: %v\n%s", err, b)
	}
	ctx, cancel := context.WithTimeout(ctx, nativeTimeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, bin)
	var stdout bytes.Buffer
	cmd.Stdout = &stdout
	err = cmd.Run()
	if ctx.Err() != nil {
		return "", 0, fmt.Errorf("native run: %w", context.DeadlineExceeded)
	}
	var exit *exec.ExitError
	if errors.As(err, &exit) {
		return stdout.String(), exit.ExitCode(), nil
	}
	return stdout.String(), 0, err
}

// mismatchTable collects each path's outcome for every program, for the
// report printed at the end of a differential test.
type mismatchTable struct {
	mu       sync.Mutex
	programs map[string]int      // path -> programs run
	bad      map[string][]string // path -> programs that differ
	expected map[string][]string // path -> programs in expectedCFailures that still differ
}

func newMismatchTable() *mismatchTable {
	return &mismatchTable{programs: map[string]int{}, bad: map[string][]string{}, expected: map[string][]string{}}
}

// record notes one outcome; it returns the known bug when the mismatch is expected.
func (m *mismatchTable) record(path, prog string, matches bool) (knownBug string) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.programs[path]++
	if matches {
		return ""
	}
	if bug, ok := expectedCFailures[path+": "+prog]; ok {
		m.expected[path] = append(m.expected[path], prog)
		return bug
	}
	m.bad[path] = append(m.bad[path], prog)
	return ""
}

func (m *mismatchTable) report() string {
	m.mu.Lock()
	defer m.mu.Unlock()
	var paths []string
	for p := range m.programs {
		paths = append(paths, p)
	}
	sort.Strings(paths)
	var b strings.Builder
	fmt.Fprintf(&b, "%-16s %8s %10s %9s\n", "path", "programs", "mismatches", "expected")
	for _, p := range paths {
		sort.Strings(m.bad[p])
		sort.Strings(m.expected[p])
		fmt.Fprintf(&b, "%-16s %8d %10d %9d", p, m.programs[p], len(m.bad[p]), len(m.expected[p]))
		if len(m.bad[p]) > 0 {
			fmt.Fprintf(&b, "  differ: %s", strings.Join(m.bad[p], " "))
		}
		if len(m.expected[p]) > 0 {
			fmt.Fprintf(&b, "  known bugs: %s", strings.Join(m.expected[p], " "))
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// compareRun checks one mpiskel run against the native one and records it.
func compareRun(t *testing.T, table *mismatchTable, path, prog, wantOut string, wantCode int, args ...string) {
	code, out, errs := mpiskel(args...)
	matches := code == wantCode && out == wantOut
	if bug := table.record(path, prog, matches); bug != "" {
		t.Logf("%s: known bug, still differs: %s", path, bug)
		return
	}
	if !matches {
		t.Errorf("%s: exit status %d (gcc: %d), stdout differs from gcc -O0's\n%s--- mpiskel\n%s--- gcc\n%s",
			path, code, wantCode, errs, out, wantOut)
		return
	}
	if _, ok := expectedCFailures[path+": "+prog]; ok {
		t.Errorf("%s: now matches gcc: remove it from expectedCFailures", path)
	}
}

// verifyIR compiles src with our front end and checks the IR with opt-14 -verify.
func verifyIR(t *testing.T, table *mismatchTable, opt, dir, src string) {
	prog := filepath.Base(src)
	ll := filepath.Join(dir, prog+".mpiskel.ll")
	var problem string
	if code, _, errs := mpiskel("compile", "--emit-llvm", "-o", ll, src); code != 0 {
		problem = fmt.Sprintf("mpiskel compile: exit status %d\n%s", code, errs)
	} else if b, err := exec.Command(opt, "-verify", "-o", os.DevNull, ll).CombinedOutput(); err != nil {
		problem = fmt.Sprintf("opt-14 -verify rejects our IR: %v\n%s", err, b)
	}
	if bug := table.record(pathVerify, prog, problem == ""); bug != "" {
		t.Logf("%s: known bug, still fails: %s", pathVerify, bug)
		return
	}
	if problem != "" {
		t.Error(problem)
		return
	}
	if _, ok := expectedCFailures[pathVerify+": "+prog]; ok {
		t.Errorf("%s: now passes: remove it from expectedCFailures", pathVerify)
	}
}

// TestCProgs runs every program of testdata/cprogs natively (gcc -O0) and
// under mpiskel, from C through our front end and from clang-14's -O0 IR
// (and -O2 IR when MPISKEL_CPROGS_O2 is set), checks our front end's IR with
// opt-14 -verify, and wants the same stdout and exit status everywhere.
func TestCProgs(t *testing.T) {
	if _, err := exec.LookPath("gcc"); err != nil {
		t.Skip("gcc not installed: no native reference output")
	}
	progs, _ := filepath.Glob("../../testdata/cprogs/*.c")
	if len(progs) < 150 {
		t.Fatalf("testdata/cprogs holds %d programs, want at least 150", len(progs))
	}
	clang, clangErr := exec.LookPath("clang-14")
	if clangErr != nil {
		t.Log("clang-14 not installed: the clang IR paths are skipped")
	}
	opt, optErr := exec.LookPath("opt-14")
	if optErr != nil {
		t.Log("opt-14 not installed: the emitted IR is not verified")
	}
	withO2 := os.Getenv("MPISKEL_CPROGS_O2") != ""
	dir := t.TempDir()
	table := newMismatchTable()
	t.Run("programs", func(t *testing.T) {
		for _, src := range progs {
			prog := filepath.Base(src)
			t.Run(strings.TrimSuffix(prog, ".c"), func(t *testing.T) {
				t.Parallel()
				ctx := context.Background()
				want, wantCode, err := runNative(ctx, dir, src)
				if err != nil {
					t.Fatalf("native reference: %v", err)
				}
				compareRun(t, table, pathFrontEnd, prog, want, wantCode, "run", "--quiet", src)
				if optErr == nil {
					verifyIR(t, table, opt, dir, src)
				}
				if clangErr != nil {
					return
				}
				levels := []string{"-O0"}
				if withO2 {
					levels = append(levels, "-O2")
				}
				for _, level := range levels {
					path := pathClangO0
					if level == "-O2" {
						path = pathClangO2
					}
					ll := filepath.Join(dir, prog+".clang"+level+".ll")
					if b, err := exec.Command(clang, "-S", "-emit-llvm", "-g", level, "-w", "-o", ll, src).CombinedOutput(); err != nil {
						t.Fatalf("clang-14 %s: %v\n%s", level, err, b)
					}
					compareRun(t, table, path, prog, want, wantCode, "run", "--quiet", ll)
				}
			})
		}
	})
	t.Logf("testdata/cprogs against gcc -O0 (%d programs):\n%s", len(progs), table.report())
}
