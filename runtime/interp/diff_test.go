// diff_test.go: differential tests — the C programs in testdata/c compiled by clang-14 at -O0/-O1/-O2 and interpreted, against the same programs built natively by gcc.
package interp

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/llir/llvm/asm"
)

// needTools skips the test when one of the named tools is not installed.
func needTools(t testing.TB, tools ...string) {
	t.Helper()
	for _, tool := range tools {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("%s not found: skipping", tool)
		}
	}
}

// nativeRun builds a C program with gcc and returns its checked values and exit status.
func nativeRun(t *testing.T, src, dir string) ([]int64, int) {
	t.Helper()
	exe := filepath.Join(dir, "native")
	cmd := exec.Command("gcc", "-O1", "-w", "-o", exe, src, filepath.Join("testdata", "c", "check_native.c"))
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("gcc: %v\n%s", err, out)
	}
	var stdout bytes.Buffer
	run := exec.Command(exe)
	run.Stdout = &stdout
	code := 0
	if err := run.Run(); err != nil {
		var ee *exec.ExitError
		if !errors.As(err, &ee) {
			t.Fatalf("running native: %v", err)
		}
		code = ee.ExitCode()
	}
	var vals []int64
	for _, l := range strings.Fields(stdout.String()) {
		v, err := strconv.ParseInt(l, 10, 64)
		if err != nil {
			t.Fatalf("native output %q: %v", l, err)
		}
		vals = append(vals, v)
	}
	return vals, code
}

// clangIR compiles a C file to IR text with clang-14.
func clangIR(t testing.TB, src, out string, flags ...string) string {
	t.Helper()
	args := append([]string{"-S", "-emit-llvm", "-w", "-o", out}, flags...)
	args = append(args, src)
	if b, err := exec.Command("clang-14", args...).CombinedOutput(); err != nil {
		t.Fatalf("clang-14 %v: %v\n%s", flags, err, b)
	}
	text, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	return string(text)
}

var optLevels = [][]string{{"-O0", "-g"}, {"-O1"}, {"-O2", "-g"}}

func TestDifferentialC(t *testing.T) {
	needTools(t, "clang-14", "gcc")
	files, err := filepath.Glob(filepath.Join("testdata", "c", "*.c"))
	if err != nil {
		t.Fatal(err)
	}
	for _, src := range files {
		if strings.HasSuffix(src, "check_native.c") {
			continue
		}
		src := src
		name := strings.TrimSuffix(filepath.Base(src), ".c")
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			dir := t.TempDir()
			want, wantExit := nativeRun(t, src, dir)
			for _, flags := range optLevels {
				ll := clangIR(t, src, filepath.Join(dir, name+flags[0]+".ll"), flags...)
				m, err := asm.ParseString(name+".ll", ll)
				if err != nil {
					t.Fatalf("%v: parse: %v", flags, err)
				}
				prog, err := Compile(m, Options{HostFuncs: testHostFuncs})
				if err != nil {
					t.Fatalf("%v: compile: %v", flags, err)
				}
				res := runProgram(t, prog)
				if res.err != nil {
					t.Errorf("%v: %v", flags, res.err)
					continue
				}
				if res.exit&0xff != wantExit {
					t.Errorf("%v: exit %d, native %d", flags, res.exit&0xff, wantExit)
				}
				if len(res.checks) != len(want) {
					t.Errorf("%v: %d checks, native %d\n got %v\nwant %v", flags, len(res.checks), len(want), res.checks, want)
					continue
				}
				for i := range want {
					if res.checks[i] != want[i] {
						t.Errorf("%v: check %d = %d (%#x), native %d (%#x)", flags, i, res.checks[i], uint64(res.checks[i]), want[i], uint64(want[i]))
					}
				}
			}
		})
	}
}
