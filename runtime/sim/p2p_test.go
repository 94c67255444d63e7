// Point-to-point features, checked by the program itself and against Open MPI's output.
package sim

import (
	"fmt"
	"strings"
	"testing"

	"github.com/mpiskel/mpiskel/runtime/network"
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

// TestWithNetworkModels runs the p2p program over runtime/network's models.
func TestWithNetworkModels(t *testing.T) {
	ll := cProgram(t, "p2p")
	for name, m := range map[string]network.Model{
		"ideal": network.NewIdeal(),
		"latbw": network.NewLatBW(1_500_000, 12.5e9, 4096),
	} {
		out, res, err := simulate(t, ll, Config{NP: 6, PsPerInstruction: 300, Network: m})
		if err != nil {
			t.Fatalf("%s: %v\n%s", name, err, out)
		}
		if res.ExitCode != 0 || strings.Contains(out, "MISMATCH") || strings.Contains(out, "FAILED") {
			t.Errorf("%s: exit %d, output:\n%s", name, res.ExitCode, out)
		}
		if name == "latbw" && res.Predicted < 1e-5 {
			t.Errorf("latbw: predicted %g s for dozens of 1.5 us messages", res.Predicted)
		}
	}
}
