// Tests of run's exit status and report when ranks exit, abort or call MPI_Abort, against mpirun's.
package main

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// exitCases are programs whose rank 1 ends the job: the status mpirun gives
// (Open MPI 4 on Debian 12, measured) and what the report must name.
var exitCases = []struct {
	name   string
	end    string // the statement rank 1 runs
	after  bool   // after MPI_Finalize rather than before
	status int
	want   []string
}{
	{"exit", "exit(3);", false, 3, []string{"rank 1: exit at exit.c:8:", "status 3", "without calling MPI_Finalize"}},
	{"abort", "abort();", false, 134, []string{"rank 1: abort at abort.c:8:", "SIGABRT"}},
	{"mpiabort", "MPI_Abort(MPI_COMM_WORLD, 7);", false, 7, []string{"rank 1: MPI_Abort at mpiabort.c:8:", "errorcode 7"}},
	{"mpiabortneg", "MPI_Abort(MPI_COMM_WORLD, -1);", false, 255, []string{"rank 1: MPI_Abort at mpiabortneg.c:8:", "errorcode -1"}},
	{"exit0", "exit(0);", false, 1, []string{"rank 1: exit at exit0.c:8:", "status 0 after MPI_Init without calling MPI_Finalize"}},
	{"exitbig", "exit(300);", false, 44, []string{"rank 1: exit at exitbig.c:8:", "status 44"}},
	{"exitafter", "exit(3);", true, 3, []string{"rank 1: exit at exitafter.c:9:", "status 3"}},
	{"abortafter", "abort();", true, 134, []string{"rank 1: abort at abortafter.c:9:", "SIGABRT"}},
	{"returnafter", "return 5;", true, 5, []string{"rank 1: main returned 5"}},
}

func exitProgram(end string, after bool) string {
	fin, pre := "  MPI_Finalize();\n", ""
	if after {
		fin, pre = "", "  MPI_Finalize();\n"
	}
	return "#include <mpi.h>\n#include <stdlib.h>\nint main(int argc, char **argv) {\n" +
		"  int rank;\n  MPI_Init(&argc, &argv);\n  MPI_Comm_rank(MPI_COMM_WORLD, &rank);\n" +
		pre + "  if (rank == 1)\n    " + end + "\n" + fin + "  return 0;\n}\n"
}

// TestRunExitStatus: run's status is what mpirun gives for the same
// program, and the report names the rank and the call site.
func TestRunExitStatus(t *testing.T) {
	dir := t.TempDir()
	for _, tc := range exitCases {
		t.Run(tc.name, func(t *testing.T) {
			src := filepath.Join(dir, tc.name+".c")
			if err := os.WriteFile(src, []byte(exitProgram(tc.end, tc.after)), 0o644); err != nil {
				t.Fatal(err)
			}
			code, _, errs := mpiskel("run", "--quiet", "--np", "2", src)
			if code != tc.status {
				t.Errorf("exit status %d, want %d (mpirun's)\n%s", code, tc.status, errs)
			}
			for _, w := range tc.want {
				if !strings.Contains(errs, w) {
					t.Errorf("stderr lacks %q:\n%s", w, errs)
				}
			}
		})
	}
	// An MPI error ends the job with its class, as under Open MPI's
	// default error handler (the .ll is built against Open MPI's mpi.h).
	code, _, errs := mpiskel("run", "--quiet", "--np", "2", "../../testdata/errors/truncate.ll")
	if code != 15 || !strings.Contains(errs, "rank 1: MPI_Recv at truncate.c:11") {
		t.Errorf("truncate.ll: exit status %d, want 15 (MPI_ERR_TRUNCATE, mpirun's)\n%s", code, errs)
	}
}

// TestRunExitStatusMatchesMpirun checks exitCases' statuses against the
// real mpirun, so that the table above stays what mpirun does.
func TestRunExitStatusMatchesMpirun(t *testing.T) {
	needTools(t, "mpicc", "mpirun")
	if testing.Short() {
		t.Skip("launches mpirun once per case")
	}
	dir := t.TempDir()
	for _, tc := range exitCases {
		t.Run(tc.name, func(t *testing.T) {
			src := filepath.Join(dir, tc.name+".c")
			exe := filepath.Join(dir, tc.name)
			if err := os.WriteFile(src, []byte(exitProgram(tc.end, tc.after)), 0o644); err != nil {
				t.Fatal(err)
			}
			if out, err := exec.Command("mpicc", "-o", exe, src).CombinedOutput(); err != nil {
				t.Fatalf("mpicc: %v\n%s", err, out)
			}
			cmd := exec.Command("mpirun", "--oversubscribe", "-np", "2", exe)
			cmd.Env = append(os.Environ(), "OMPI_ALLOW_RUN_AS_ROOT=1", "OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1")
			out, err := cmd.CombinedOutput()
			var ee *exec.ExitError
			status := 0
			if errors.As(err, &ee) {
				status = ee.ExitCode()
			} else if err != nil {
				t.Fatalf("mpirun: %v", err)
			}
			if status != tc.status {
				t.Errorf("mpirun's status is %d, the test expects %d\n%s", status, tc.status, out)
			}
		})
	}
}
