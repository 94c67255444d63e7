// Tests of the plausibility checks on faked measurements: the clock against the system's figures, kernels faster than cores issue, disturbed noise, the repeats and the refusal. Nothing here is timed.
package calibrate

import (
	"context"
	"io"
	"strings"
	"testing"
)

func TestClockRange(t *testing.T) {
	for _, c := range []struct {
		cpuinfo, max float64 // MHz
		ghz          float64
		ok           bool
	}{
		{2299.998, 0, 2.96, true},   // a Xeon VM's turbo
		{2299.998, 0, 17.37, false}, // issue 28's misreading
		{2299.998, 0, 1.0, false},   // under half the nominal
		{800, 4800, 4.6, true},      // bare metal: cpuinfo idle, cpufreq's turbo maximum
		{800, 4800, 0.45, true},     // powersave
		{2301, 2301, 3.7, true},     // acpi-cpufreq: the nominal plus 1 MHz, turbo above
		{0, 0, 3.2, true},           // aarch64: no figure
		{0, 0, 8, false},
		{0, 0, 0.1, false},
	} {
		lo, hi, basis := clockRange(c.cpuinfo, c.max)
		if ok := c.ghz >= lo && c.ghz <= hi; ok != c.ok {
			t.Errorf("cpuinfo %g MHz, cpufreq %g MHz: %g GHz plausible %v, want %v (%g-%g GHz: %s)", c.cpuinfo, c.max, c.ghz, ok, c.ok, lo, hi, basis)
		}
	}
}

// fakeXeon is a measurement as issue 28's loaded Xeon gave it: the clock
// chain at 17.37 GHz on a 2.3 GHz /proc/cpuinfo, one kernel at 0.01 cycles
// per IR instruction, the noise left out as disturbed.
func fakeXeon(r *Result) {
	r.CpuinfoMHz, r.CpufreqMaxMHz = 2299.998, 0
	r.ChainGHz, r.ClockGHz = 17.37, 17.37
	k := &r.Kernels[0]
	k.Ns = 0.01 * k.Counts.Total() / r.ClockGHz
	r.Noise, r.NoiseLeftOut = nil, 0.81
}

func TestChecksPassOnSyntheticResult(t *testing.T) {
	for _, scale := range []float64{1, 1.37} {
		r := synthetic(scale)
		if len(r.Checks) != 3 || r.Refusal() != nil {
			t.Errorf("scale %g: checks %+v, refusal %v", scale, r.Checks, r.Refusal())
		}
	}
}

// A measurement that contradicts the machine every time is measured
// maxAttempts times, then refused; the forced file says why.
func TestChecksRefuseFakedXeon(t *testing.T) {
	r := synthetic(1)
	r.Checks = nil
	measured := 0
	measure := func() error { measured++; fakeXeon(r); return nil }
	checks, err := attempt(context.Background(), io.Discard, "the fake", 0, measure, r.computeChecks)
	if err != nil {
		t.Fatal(err)
	}
	if measured != maxAttempts {
		t.Errorf("measured %d times, want %d", measured, maxAttempts)
	}
	noise, err := attempt(context.Background(), io.Discard, "the fake noise", 0, func() error { return nil }, func() []PlausibilityCheck { return []PlausibilityCheck{r.noiseCheck()} })
	if err != nil {
		t.Fatal(err)
	}
	r.Checks = append(checks, noise...)
	failed := r.FailedChecks()
	if len(failed) != 3 {
		t.Fatalf("failed %+v, want clock, kernel_cpi and noise", failed)
	}
	for _, c := range failed {
		if c.Attempts != maxAttempts {
			t.Errorf("%s: judged after %d attempts, want %d", c.Name, c.Attempts, maxAttempts)
		}
	}
	refusal := r.Refusal()
	if refusal == nil {
		t.Fatal("no refusal")
	}
	for _, want := range []string{
		"clock: 17.370 GHz measured, 1.150-4.600 GHz plausible (0.5-2x /proc/cpuinfo's 2300 MHz) (3 attempts)",
		"kernel_cpi: least 0.010 cycles per IR instruction (int_alu), at least 0.02 possible",
		"noise: the detours took 81% of the time",
	} {
		if !strings.Contains(refusal.Error(), want) {
			t.Errorf("refusal lacks %q:\n%v", want, refusal)
		}
	}
	// Written anyway (--force), the file loads and says what failed.
	if _, err := r.Check(); err != nil {
		t.Fatal(err)
	}
	text := string(r.MachineFile())
	for _, want := range []string{
		"#   clock: FAILED (attempt 3): 17.370 GHz measured",
		"#   kernel_cpi: FAILED (attempt 3)",
		"#   noise: FAILED (attempt 3)",
		"# DOUBTFUL: written with --force although clock, kernel_cpi, noise failed",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("the machine file lacks %q:\n%s", want, text[:min(len(text), 2000)])
		}
	}
	if strings.Contains(string(synthetic(1).MachineFile()), "DOUBTFUL") {
		t.Error("a plausible calibration's file is marked doubtful")
	}
}

// A contradiction that a repeat does not find again is a burst of other
// work: the repeat's measurement is kept, and passes.
func TestChecksRepeatOnce(t *testing.T) {
	r := synthetic(1)
	good := *r
	good.Kernels = append([]KernelResult(nil), r.Kernels...)
	measured := 0
	measure := func() error {
		measured++
		if measured == 1 {
			fakeXeon(r)
		} else {
			r.ChainGHz, r.ClockGHz, r.Kernels = good.ChainGHz, good.ClockGHz, good.Kernels
		}
		return nil
	}
	checks, err := attempt(context.Background(), io.Discard, "the fake", 0, measure, r.computeChecks)
	if err != nil {
		t.Fatal(err)
	}
	if measured != 2 {
		t.Errorf("measured %d times, want 2", measured)
	}
	for _, c := range checks {
		if !c.Passed || c.Attempts != 2 {
			t.Errorf("%+v: want passed at attempt 2", c)
		}
	}
}

// A cancelled calibration stops between attempts.
func TestChecksCancelled(t *testing.T) {
	r := synthetic(1)
	ctx, cancel := context.WithCancel(context.Background())
	measure := func() error { fakeXeon(r); cancel(); return nil }
	if _, err := attempt(ctx, io.Discard, "the fake", 1<<40, measure, r.computeChecks); err != context.Canceled {
		t.Errorf("err %v, want context.Canceled", err)
	}
}
