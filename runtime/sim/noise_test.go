// System noise: detours keep a lone rank's mean time, make synchronising ranks wait, and are the same in every run.
package sim

import (
	"reflect"
	"testing"
)

// testNoise: a timer tick's worth of short detours and a few long ones,
// 2.9 % of the time in all.
var testNoise = []Detour{{Ps: 50e6, PerPs: 500e-12}, {Ps: 2e9, PerPs: 2e-12}}

func TestNoise(t *testing.T) {
	ll := cProgram(t, "noise")
	offCPU := 0.0
	run := func(np int, noise []Detour, args ...string) *Result {
		t.Helper()
		if args == nil {
			args = []string{"1000"}
		}
		out, res, err := simulate(t, ll, Config{NP: np, Args: append([]string{"noise"}, args...), Noise: noise, NoiseOffCPU: offCPU, PsPerInstruction: 300})
		if err != nil {
			t.Fatal(err)
		}
		if out != "" {
			t.Errorf("%d ranks: %s", np, out)
		}
		return res
	}
	// Read while computing, the clock leaves out the noise's mean share,
	// which the computing is charged without: 5000 steps of a loop outweigh
	// the instructions between that reading and the next.
	run(1, testNoise, "20", "5000")
	quiet1, noisy1 := run(1, nil), run(1, testNoise)
	if r := float64(noisy1.Total.Finish) / float64(quiet1.Total.Finish); r < 0.98 || r > 1.02 || noisy1.Total.Noise == 0 {
		t.Errorf("one rank: %d ps with noise (%d ps of detours), %d without: %.3f×, want the same within 2 %%",
			noisy1.Total.Finish, noisy1.Total.Noise, quiet1.Total.Finish, r)
	}
	// Costs measured in CPU time lack the detours a CPU clock leaves out:
	// all of them, a rank alone takes their mean share longer (2.9 %).
	offCPU = 1
	if r := float64(run(1, testNoise).Total.Finish) / float64(quiet1.Total.Finish); r < 1.019 || r > 1.039 {
		t.Errorf("one rank, detours off the CPU clock: %.4f× the time without noise, want 1.029× within 1 %%", r)
	}
	offCPU = 0
	// Per 1 ms step, some of 8 ranks takes a short detour almost every
	// time, a long one 1.6 % of the time: each allreduce waits for it.
	quiet8, noisy8 := run(8, nil), run(8, testNoise)
	if r := float64(noisy8.Total.Finish) / float64(quiet8.Total.Finish); r < 1.03 {
		t.Errorf("8 ranks: %d ps with noise, %d without: %.3f×, want the allreduces to wait for detours (≥ 1.03×)",
			noisy8.Total.Finish, quiet8.Total.Finish, r)
	}
	if again := run(8, testNoise); !reflect.DeepEqual(again.Ranks, noisy8.Ranks) {
		t.Errorf("8 ranks with noise: two runs differ: finish %d and %d ps", noisy8.Total.Finish, again.Total.Finish)
	}
	if empty := run(8, []Detour{}); !reflect.DeepEqual(empty.Ranks, quiet8.Ranks) {
		t.Errorf("no detour classes: finish %d ps, want %d as without noise", empty.Total.Finish, quiet8.Total.Finish)
	}
}
