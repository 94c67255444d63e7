// Checks of the test apps in testdata/apps: their committed IR loads, is
// what clang-14 makes of the sources, and behaves like them; the committed
// outputs are what the apps print under Open MPI. (These tests live here,
// not in testdata/apps: the go tool refuses a package directory holding .c
// files without cgo, and `go test ./...` skips testdata directories.)
package llvmir_test

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/mpiskel/mpiskel/frontend/llvmir"
)

// appsDir holds the apps, their IR and their expected outputs.
const appsDir = "../../testdata/apps"

var (
	apps = []string{"ring", "halo2d", "masterworker", "cg", "transpose"}
	nps  = []int{1, 2, 4, 8, 16}
)

// libMPI is what lli-14 must load to resolve MPI calls in the IR.
const libMPI = "/usr/lib/x86_64-linux-gnu/libmpi.so"

func requireTools(t *testing.T, tools ...string) {
	t.Helper()
	for _, tool := range tools {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("%s not found on PATH: install it to run this test (Debian: see .ci/run)", tool)
		}
	}
}

// stripTimes drops the lines that carry timings, which differ run to run.
func stripTimes(out []byte) string {
	var kept []string
	for _, line := range strings.SplitAfter(string(out), "\n") {
		if line != "" && !strings.Contains(line, "[time]") {
			kept = append(kept, line)
		}
	}
	return strings.Join(kept, "")
}

func run(t *testing.T, dir string, name string, args ...string) []byte {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, name, args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(),
		"OMPI_ALLOW_RUN_AS_ROOT=1", "OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1",
		"OMPI_MCA_rmaps_base_oversubscribe=1")
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("%s %s: %v\n%s", name, strings.Join(args, " "), err, stderr.String())
	}
	return stdout.Bytes()
}

func mpirun(t *testing.T, np int, program ...string) string {
	args := append([]string{"--oversubscribe", "-np", fmt.Sprint(np)}, program...)
	if os.Geteuid() == 0 {
		args = append([]string{"--allow-run-as-root"}, args...)
	}
	return stripTimes(run(t, appsDir, "mpirun", args...))
}

func expected(t *testing.T, app string, np int) string {
	t.Helper()
	want, err := os.ReadFile(filepath.Join(appsDir, fmt.Sprintf("%s.np%d.out", app, np)))
	if err != nil {
		t.Fatal(err)
	}
	return stripTimes(want)
}

// TestAppsNativeOutputs builds each app with mpicc and compares what rank 0
// prints at every rank count with the committed expectation.
func TestAppsNativeOutputs(t *testing.T) {
	requireTools(t, "mpicc", "mpirun")
	bin := t.TempDir()
	for _, app := range apps {
		t.Run(app, func(t *testing.T) {
			exe := filepath.Join(bin, app)
			run(t, appsDir, "mpicc", "-std=c11", "-O2", app+".c", "-o", exe, "-lm")
			for _, np := range nps {
				if got, want := mpirun(t, np, exe), expected(t, app, np); got != want {
					t.Errorf("np %d: output differs from %s.np%d.out\ngot:\n%swant:\n%s", np, app, np, got, want)
				}
			}
		})
	}
}

// TestAppsIRIsCurrent checks that the committed .ll files are what gen.sh makes
// of the current sources, so nobody edits a .c and forgets its IR.
func TestAppsIRIsCurrent(t *testing.T) {
	requireTools(t, "clang-14", "mpicc")
	flags := strings.Fields(string(run(t, appsDir, "mpicc", "--showme:compile")))
	tmp := t.TempDir()
	for _, app := range apps {
		for _, opt := range []string{"O0", "O1"} {
			file := app + "." + opt + ".ll"
			out := filepath.Join(tmp, file)
			args := append([]string{"-S", "-emit-llvm", "-" + opt, "-g", "-fdebug-compilation-dir=.",
				"-std=c11", "-Wall", "-Wextra"}, flags...)
			run(t, appsDir, "clang-14", append(args, app+".c", "-o", out)...)
			got, err := os.ReadFile(out)
			if err != nil {
				t.Fatal(err)
			}
			want, err := os.ReadFile(filepath.Join(appsDir, file))
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(got, want) {
				t.Errorf("%s is stale or was not made by gen.sh: run `bash gen.sh ll` in testdata/apps", file)
			}
		}
	}
}

// TestAppsUnderLLI runs the committed IR under lli-14 at two ranks: the IR
// must behave like the native build, or the simulator is checked against
// the wrong reference.
func TestAppsUnderLLI(t *testing.T) {
	if testing.Short() {
		t.Skip("JIT-compiling every app under mpirun takes a while; skipped in -short mode")
	}
	requireTools(t, "lli-14", "mpirun")
	if _, err := os.Stat(libMPI); err != nil {
		t.Skipf("%s not found: install libopenmpi-dev to run this test", libMPI)
	}
	for _, app := range apps {
		for _, opt := range []string{"O0", "O1"} {
			file := app + "." + opt + ".ll"
			if got, want := mpirun(t, 2, "lli-14", "-load="+libMPI, file), expected(t, app, 2); got != want {
				t.Errorf("%s under lli-14, np 2: output differs from %s.np2.out\ngot:\n%swant:\n%s", file, app, got, want)
			}
		}
	}
}

// TestAppsLoad loads every committed app IR: the loader must take what
// clang-14 writes, debug information included.
func TestAppsLoad(t *testing.T) {
	for _, app := range apps {
		for _, opt := range []string{"O0", "O1"} {
			path := filepath.Join(appsDir, app+"."+opt+".ll")
			prog, err := llvmir.Load(path)
			if err != nil {
				t.Fatalf("%v", err)
			}
			if prog.Path != path {
				t.Errorf("%s: Program.Path = %q", path, prog.Path)
			}
			defined := map[string]bool{}
			for _, f := range prog.Module.Funcs {
				defined[f.Name()] = len(f.Blocks) > 0
			}
			for name, wantBody := range map[string]bool{"main": true, "MPI_Init": false, "MPI_Finalize": false} {
				if body, ok := defined[name]; !ok || body != wantBody {
					t.Errorf("%s: @%s present=%v defined=%v, want present and defined=%v", path, name, ok, body, wantBody)
				}
			}
		}
	}
}
