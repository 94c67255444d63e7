// Collectives at many rank counts (powers of two and not), reductions checked in the program itself and against Open MPI.
package sim

import (
	"fmt"
	"strings"
	"testing"
)

func TestCollectives(t *testing.T) {
	ll := cProgram(t, "colls")
	for _, np := range []int{1, 2, 3, 4, 5, 7, 8, 16} {
		t.Run(fmt.Sprintf("np%d", np), func(t *testing.T) {
			out, res, err := simulate(t, ll, Config{NP: np, PsPerInstruction: 500, Network: testLatBW(eagerSmall)})
			if err != nil {
				t.Fatalf("%v\n%s", err, out)
			}
			if res.ExitCode != 0 || strings.Contains(out, "MISMATCH") || strings.Contains(out, "FAILED") {
				t.Errorf("exit %d, output:\n%s", res.ExitCode, out)
			}
			if n := strings.Count(out, " ok\n"); n < 55 {
				t.Errorf("only %d checks passed:\n%s", n, out)
			}
		})
	}
}

// TestCollectivesMatchOpenMPI compares the whole output, floating-point
// results printed to 17 digits included, with a native Open MPI run.
func TestCollectivesMatchOpenMPI(t *testing.T) {
	ll := cProgram(t, "colls")
	for _, np := range []int{3, 4} {
		want := mpirunOutput(t, "colls", np)
		out, _, err := simulate(t, ll, Config{NP: np, PsPerInstruction: 500})
		if err != nil {
			t.Fatal(err)
		}
		if out != want {
			t.Errorf("np %d: output differs from Open MPI's:\n--- sim\n%s--- mpirun\n%s", np, out, want)
		}
	}
}
