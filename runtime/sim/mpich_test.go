// The MPICH ABI: programs compiled against MPICH's mpi.h (integer handles, its status layout and constants).
package sim

import (
	"fmt"
	"strings"
	"testing"

	"github.com/mpiskel/mpiskel/runtime/mpi"
)

func TestMPICHPrograms(t *testing.T) {
	for _, prog := range []string{"p2p", "colls"} {
		ll := "testdata/mpich/" + prog + ".ll"
		_, c := compileLL(t, ll)
		if c.abi.Family != mpi.MPICH {
			t.Fatalf("%s detected as %s", ll, c.abi.Name)
		}
		for _, np := range []int{2, 5, 8} {
			t.Run(fmt.Sprintf("%s/np%d", prog, np), func(t *testing.T) {
				out, res, err := simulate(t, ll, Config{NP: np, PsPerInstruction: 400, Network: testLatBW(eagerSmall)})
				if err != nil {
					t.Fatalf("%v\n%s", err, out)
				}
				if res.ExitCode != 0 || strings.Contains(out, "MISMATCH") || strings.Contains(out, "FAILED") {
					t.Errorf("exit %d, output:\n%s", res.ExitCode, out)
				}
				if n := strings.Count(out, " ok\n"); n < 38 {
					t.Errorf("only %d checks passed:\n%s", n, out)
				}
			})
		}
	}
}
