// Tests of the generated PMPI wrappers: up to date with the runtime/mpi table, and compilable.
package native

import (
	"bytes"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/mpiskel/mpiskel/runtime/mpi"
)

func TestWrappersUpToDate(t *testing.T) {
	want, err := GenerateWrappers()
	if err != nil {
		t.Fatal(err)
	}
	got, err := Sources.ReadFile(WrapperFile)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Fatalf("%s is not what the generator writes from the runtime/mpi table: run 'go generate ./runtime/native'", WrapperFile)
	}
	again, _ := GenerateWrappers()
	if !bytes.Equal(again, want) {
		t.Fatal("two generations differ")
	}
}

// Every function of the table has exactly one wrapper, calling its PMPI twin.
func TestWrappersCoverTable(t *testing.T) {
	src, _ := Sources.ReadFile(WrapperFile)
	for i := range mpi.Funcs {
		f := &mpi.Funcs[i]
		if n := bytes.Count(src, []byte("\n"+f.Ret+" "+f.Name+"(")); n != 1 {
			t.Errorf("%s: %d wrappers", f.Name, n)
		}
		if !bytes.Contains(src, []byte("P"+f.Name+"(")) {
			t.Errorf("%s: its wrapper does not call P%s", f.Name, f.Name)
		}
	}
}

// The wrappers compile warning-free against the installed mpi.h: their
// prototypes are the MPI library's.
func TestTracerCompiles(t *testing.T) {
	mpicc := needTool(t, "mpicc")
	dir := t.TempDir()
	cfiles, err := writeSources(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range cfiles {
		out, err := exec.Command(mpicc, "-O2", "-Wall", "-Wextra", "-Werror", "-c", c, "-o", filepath.Join(dir, "x.o")).CombinedOutput()
		if err != nil {
			t.Errorf("%s: %v\n%s", filepath.Base(c), err, out)
		}
	}
}

func needTool(t *testing.T, name string) string {
	t.Helper()
	p, err := exec.LookPath(name)
	if err != nil {
		t.Skipf("%s not installed: %v", name, err)
	}
	return p
}
