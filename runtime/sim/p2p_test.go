// Point-to-point features, checked by the program itself and against Open MPI's output.
package sim

import (
	"fmt"
	"strings"
	"testing"
)

func TestPointToPoint(t *testing.T) {
	ll := cProgram(t, "p2p")
	nets := map[string]func() Config{
		"ideal":  func() Config { return Config{} },
		"latbw":  func() Config { return Config{Network: testLatBW(eagerSmall)} },
		"eager0": func() Config { return Config{Network: testLatBW(0)} }, // everything rendezvous
	}
	for _, netName := range []string{"ideal", "latbw", "eager0"} {
		for _, np := range []int{2, 3, 4, 6, 9} {
			t.Run(fmt.Sprintf("%s/np%d", netName, np), func(t *testing.T) {
				cfg := nets[netName]()
				cfg.NP, cfg.PsPerInstruction = np, 300
				out, res, err := simulate(t, ll, cfg)
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

func TestPointToPointMatchesOpenMPI(t *testing.T) {
	ll := cProgram(t, "p2p")
	want := mpirunOutput(t, "p2p", 4)
	out, _, err := simulate(t, ll, Config{NP: 4, PsPerInstruction: 300, Network: testLatBW(eagerSmall)})
	if err != nil {
		t.Fatal(err)
	}
	if out != want {
		t.Errorf("differs from Open MPI:\n--- sim\n%s--- mpirun\n%s", out, want)
	}
}
