// End-to-end libc tests: C programs in testdata/libc compiled by clang-14, interpreted, and compared with the same programs built natively.
package interp

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/llir/llvm/asm"
)

// clockHost is a host without host functions whose clock stands still.
type clockHost struct{}

func (clockHost) Call(p *Process, id int, args []uint64) (uint64, bool, error) {
	return 0, true, errors.New("no host functions in libc tests")
}

func (clockHost) Now(p *Process) int64 { return 0 }

type cRun struct {
	stdout, stderr string
	code           int
}

// TestLibcEndToEnd checks that each program prints, byte for byte, what the
// same clang-14 build prints natively against glibc: the native binary is
// built from the same source at the same optimisation level, so compiler
// transformations (printf to puts, inlined ctype lookups, va_arg lowering)
// are the same on both sides and only libc differs.
func TestLibcEndToEnd(t *testing.T) {
	for _, tool := range []string{"clang-14"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("%s not found: skipping the end-to-end libc tests", tool)
		}
	}
	files, err := filepath.Glob(filepath.Join("testdata", "libc", "*.c"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no test programs: %v", err)
	}
	env := map[string]string{"MPISKEL_LIBC_TEST": "from the environment", "TZ": "UTC"}
	for _, src := range files {
		for _, opt := range []string{"-O0", "-O1"} {
			name := strings.TrimSuffix(filepath.Base(src), ".c") + opt
			t.Run(name, func(t *testing.T) {
				dir := t.TempDir()
				exe := filepath.Join(dir, "native")
				native := nativeClangRun(t, src, exe, opt, env)
				got := interpretC(t, src, filepath.Join(dir, "prog.ll"), exe, opt, env)
				if got.stdout != native.stdout {
					t.Errorf("stdout differs:\n%s", lineDiff(got.stdout, native.stdout))
				}
				if got.stderr != native.stderr {
					t.Errorf("stderr differs:\n%s", lineDiff(got.stderr, native.stderr))
				}
				if got.code != native.code {
					t.Errorf("exit status %d, native %d", got.code, native.code)
				}
			})
		}
	}
}

func nativeClangRun(t *testing.T, src, exe, opt string, env map[string]string) cRun {
	t.Helper()
	if out, err := exec.Command("clang-14", opt, "-w", "-o", exe, src, "-lm").CombinedOutput(); err != nil {
		t.Fatalf("clang-14: %v\n%s", err, out)
	}
	var stdout, stderr bytes.Buffer
	cmd := exec.Command(exe)
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	cmd.Env = os.Environ()
	for k, v := range env {
		cmd.Env = append(cmd.Env, k+"="+v)
	}
	code := 0
	if err := cmd.Run(); err != nil {
		var ee *exec.ExitError
		if !errors.As(err, &ee) {
			t.Fatalf("running %s: %v", exe, err)
		}
		code = ee.ExitCode()
	}
	return cRun{stdout.String(), stderr.String(), code}
}

func interpretC(t *testing.T, src, ll, argv0, opt string, env map[string]string) cRun {
	t.Helper()
	if out, err := exec.Command("clang-14", "-S", "-emit-llvm", opt, "-w", "-o", ll, src).CombinedOutput(); err != nil {
		t.Fatalf("clang-14 -emit-llvm: %v\n%s", err, out)
	}
	m, err := asm.ParseFile(ll)
	if err != nil {
		t.Fatalf("parse: %v", err)
	}
	prog, err := Compile(m, Options{})
	if err != nil {
		t.Fatalf("compile: %v", err)
	}
	p, err := prog.NewProcess(0, []string{argv0}, clockHost{})
	if err != nil {
		t.Fatalf("NewProcess: %v", err)
	}
	var stdout, stderr bytes.Buffer
	p.Out, p.ErrOut, p.Env = &stdout, &stderr, env
	st, err := p.Run()
	p.FlushStdio()
	if err != nil {
		t.Fatalf("run: %v\nstdout so far:\n%s", err, stdout.String())
	}
	if st != StatusExited {
		t.Fatalf("run stopped with status %d", st)
	}
	return cRun{stdout.String(), stderr.String(), p.ExitCode()}
}

// lineDiff shows the lines that differ.
func lineDiff(got, want string) string {
	g, w := strings.Split(got, "\n"), strings.Split(want, "\n")
	var b strings.Builder
	for i := 0; i < len(g) || i < len(w); i++ {
		var gl, wl string
		if i < len(g) {
			gl = g[i]
		}
		if i < len(w) {
			wl = w[i]
		}
		if gl != wl {
			b.WriteString("  got:    " + gl + "\n  native: " + wl + "\n")
		}
	}
	return b.String()
}
