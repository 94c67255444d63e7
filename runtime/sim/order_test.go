// Floating-point reductions compared bit for bit with Open MPI: the operand order of the algorithms.
package sim

import (
	"fmt"
	"testing"
)

func TestReductionOrderMatchesOpenMPI(t *testing.T) {
	ll := cProgram(t, "order")
	for np := 2; np <= 8; np++ {
		t.Run(fmt.Sprintf("np%d", np), func(t *testing.T) {
			want := mpirunOutput(t, "order", np)
			out, _, err := simulate(t, ll, Config{NP: np, PsPerInstruction: 500})
			if err != nil {
				t.Fatal(err)
			}
			if out != want {
				t.Errorf("differs from Open MPI:\n--- sim\n%s--- mpirun\n%s", out, want)
			}
		})
	}
}
