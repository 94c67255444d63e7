// Oversubscription: CoreShare stretches compute and ADD_TIME, not communication.
package sim

import "testing"

func TestCoreShareStretchesCompute(t *testing.T) {
	ll := cProgram(t, "addtime")
	_, base, err := simulate(t, ll, Config{NP: 2, PsPerInstruction: 1000})
	if err != nil {
		t.Fatal(err)
	}
	_, shared, err := simulate(t, ll, Config{NP: 2, PsPerInstruction: 1000, CoreShare: 2})
	if err != nil {
		t.Fatal(err)
	}
	for rk := range base.Ranks {
		b, s := base.Ranks[rk], shared.Ranks[rk]
		if s.AddTime != 2*b.AddTime || s.Compute < 2*b.Compute-2 || s.Compute > 2*b.Compute+2 || s.AddTime == 0 {
			t.Errorf("rank %d: shared AddTime %d Compute %d, want twice %d and %d", rk, s.AddTime, s.Compute, b.AddTime, b.Compute)
		}
	}
}
