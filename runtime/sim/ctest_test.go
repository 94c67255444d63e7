// Helpers to build the C test programs of testdata with clang-14 and mpicc, and to run them under real MPI.
package sim

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

var (
	buildMu   sync.Mutex
	buildDir  string
	builtLL   = map[string]string{}
	builtExe  = map[string]string{}
	mpiCFlags []string
)

func toolDir(t testing.TB) string {
	if buildDir == "" {
		d, err := os.MkdirTemp("", "simtest")
		if err != nil {
			t.Fatal(err)
		}
		buildDir = d
	}
	return buildDir
}

// cProgram compiles testdata/name.c to LLVM IR (clang-14 -O0 -g, Open MPI
// headers) and returns the .ll path; it skips when clang-14 or mpicc is absent.
func cProgram(t testing.TB, name string) string {
	t.Helper()
	buildMu.Lock()
	defer buildMu.Unlock()
	if p, ok := builtLL[name]; ok {
		return p
	}
	clang, err := exec.LookPath("clang-14")
	if err != nil {
		t.Skip("clang-14 not installed: cannot build testdata/" + name + ".c")
	}
	if mpiCFlags == nil {
		out, err := exec.Command("mpicc", "--showme:compile").Output()
		if err != nil {
			t.Skip("mpicc not installed: no mpi.h to build testdata/" + name + ".c")
		}
		mpiCFlags = strings.Fields(string(out))
	}
	src, _ := filepath.Abs(filepath.Join("testdata", name+".c"))
	ll := filepath.Join(toolDir(t), name+".ll")
	args := append([]string{"-S", "-emit-llvm", "-O0", "-g", "-fdebug-prefix-map=" + filepath.Dir(src) + "=."}, mpiCFlags...)
	cmd := exec.Command(clang, append(args, src, "-o", ll)...)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("clang-14 %s: %v\n%s", name, err, out)
	}
	builtLL[name] = ll
	return ll
}

// mpirunOutput runs testdata/name.c natively under Open MPI's mpirun; it
// skips when mpicc or mpirun is absent or the run cannot start.
func mpirunOutput(t testing.TB, name string, np int, args ...string) string {
	t.Helper()
	if testing.Short() {
		t.Skip("-short: no native MPI runs")
	}
	buildMu.Lock()
	exe, ok := builtExe[name]
	if !ok {
		if _, err := exec.LookPath("mpicc"); err != nil {
			buildMu.Unlock()
			t.Skip("mpicc not installed")
		}
		exe = filepath.Join(toolDir(t), name)
		if out, err := exec.Command("mpicc", "-O1", "-o", exe, filepath.Join("testdata", name+".c")).CombinedOutput(); err != nil {
			buildMu.Unlock()
			t.Fatalf("mpicc %s: %v\n%s", name, err, out)
		}
		builtExe[name] = exe
	}
	buildMu.Unlock()
	mpirun, err := exec.LookPath("mpirun")
	if err != nil {
		t.Skip("mpirun not installed")
	}
	cmd := exec.Command(mpirun, append([]string{"--oversubscribe", "-np", itoa(np), exe}, args...)...)
	cmd.Env = append(os.Environ(), "OMPI_ALLOW_RUN_AS_ROOT=1", "OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1",
		"OMPI_MCA_rmaps_base_oversubscribe=1")
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Run(); err != nil {
		t.Skipf("mpirun -np %d %s failed (%v): %s", np, name, err, errb.String())
	}
	return out.String()
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	var b []byte
	for ; n > 0; n /= 10 {
		b = append([]byte{byte('0' + n%10)}, b...)
	}
	return string(b)
}

func TestMain(m *testing.M) {
	code := m.Run()
	if buildDir != "" {
		os.RemoveAll(buildDir)
	}
	os.Exit(code)
}
