// Plausibility: the checks of a calibration against what the machine says of itself (its clock, what its cores can issue, whether other processes disturbed it), and the repeats and refusal when one fails.
package calibrate

import (
	"context"
	"fmt"
	"io"
	"math"
	"os"
	"strconv"
	"strings"
	"time"
)

// PlausibilityCheck is one check of a calibration against the machine.
type PlausibilityCheck struct {
	Name     string // "clock", "kernel_cpi", "noise"
	Passed   bool
	Detail   string // what was measured, against what
	Attempts int    // measurements made, the last of which this judges
}

// maxAttempts bounds the measurements of a part that fails its checks: a
// burst of load from other processes passes in seconds, a machine that is
// loaded throughout or a measurement that misreads it does not.
const maxAttempts = 3

// clockFactor bounds the measured clock against the system's figure: turbo
// clocks reach 1.5-1.8x the nominal on server parts (a Xeon Gold 6130 2.1
// to 3.7 GHz, an EPYC 9654 2.4 to 3.7) and 1.93x on a desktop i9-13900K,
// and a VM's /proc/cpuinfo (which lacks cpufreq) gives the host's nominal
// clock, as acpi-cpufreq's cpuinfo_max_freq does (the nominal plus 1 MHz):
// so up to 2x above the larger figure, while the misreading this catches
// was 7.5x (17.37 GHz on a 2.3 GHz Xeon; Golden Cove folds chains of adds
// of an immediate at rename: 8x). Below, half the smaller figure: a busy
// core does not run under half its nominal clock, and /proc/cpuinfo's
// "cpu MHz" on bare metal is the current clock, possibly idle and low.
const clockFactor = 2.0

// Without any figure from the system (aarch64's /proc/cpuinfo has no "cpu
// MHz"), the clock must be one a processor runs at: none sold runs above
// 6.2 GHz (i9-14900KS), and none mpiskel runs on below 0.25 GHz.
const (
	minAnyClockGHz = 0.25
	maxAnyClockGHz = 6.5
)

// minKernelCPI is the fewest cycles per IR instruction a kernel may take.
// An IR instruction is not a machine instruction: GEPs fold into
// addressing modes, phis vanish, a sign extension folds into its load, a
// compare fuses with its branch. mem_gather's inner loop is 12 IR
// instructions and 6 x86 instructions (5 µops), one iteration a cycle:
// 0.084 cycles per IR instruction on a 6-wide Golden Cove (a Sapphire
// Rapids VM at 2.9-3.0 GHz; the other kernels 0.12 and up). The widest
// cores issue 8 to 10 µops a cycle (Zen 5, Lion Cove, Apple's): at 2.4 IR
// instructions a µop, 0.04. Half that leaves room for denser IR; fewer
// cycles mean the native code skipped work the IR counts, or the clock
// read low. The fitted class CPIs are not checked against it:
// the fit splits each kernel's time between its classes and may put a
// class that compiles to nothing (addr, at 0.089 on that Xeon) near its
// lower bound, lowerBoundCPI.
const minKernelCPI = 0.02

// clockRange is the range of clock rates, GHz, a measurement may read on a
// machine whose /proc/cpuinfo says cpuinfoMHz and whose cpufreq's maximum
// is maxMHz (0: not known), and what it is based on.
func clockRange(cpuinfoMHz, maxMHz float64) (lo, hi float64, basis string) {
	var refs []string
	lo, hi = math.Inf(1), 0
	for _, ref := range []struct {
		mhz  float64
		what string
	}{{cpuinfoMHz, "/proc/cpuinfo's %.0f MHz"}, {maxMHz, "cpufreq's maximum %.0f MHz"}} {
		if ref.mhz > 0 {
			lo, hi = min(lo, ref.mhz/1e3/clockFactor), max(hi, ref.mhz/1e3*clockFactor)
			refs = append(refs, fmt.Sprintf(ref.what, ref.mhz))
		}
	}
	if len(refs) == 0 {
		return minAnyClockGHz, maxAnyClockGHz, "the clocks processors run at (the system gives none)"
	}
	return lo, hi, fmt.Sprintf("%g-%gx %s", 1/clockFactor, clockFactor, strings.Join(refs, " and "))
}

// computeChecks judges the compute measurement (the clock chain, the
// kernels' times) against the machine.
func (r *Result) computeChecks() []PlausibilityCheck {
	lo, hi, basis := clockRange(r.CpuinfoMHz, r.CpufreqMaxMHz)
	clock := PlausibilityCheck{Name: "clock", Passed: r.ClockGHz >= lo && r.ClockGHz <= hi,
		Detail: fmt.Sprintf("%.3f GHz measured, %.3f-%.3f GHz plausible (%s)", r.ClockGHz, lo, hi, basis)}
	least, which := math.Inf(1), ""
	for _, k := range r.Kernels {
		if n := k.Counts.Total(); n > 0 {
			if cpi := k.Ns * r.ClockGHz / n; cpi < least {
				least, which = cpi, k.Name
			}
		}
	}
	cpi := PlausibilityCheck{Name: "kernel_cpi", Passed: least >= minKernelCPI,
		Detail: fmt.Sprintf("least %.3f cycles per IR instruction (%s), at least %g possible", least, which, minKernelCPI)}
	if which == "" {
		cpi.Passed, cpi.Detail = false, "no kernel with instructions was timed"
	}
	return []PlausibilityCheck{clock, cpi}
}

// noiseCheck judges the noise measurement: detours taking more than
// maxCalibratedNoise of the time were other processes' work, and the
// noise was left out.
func (r *Result) noiseCheck() PlausibilityCheck {
	if r.NoiseLeftOut > 0 {
		return PlausibilityCheck{Name: "noise", Detail: fmt.Sprintf("the detours took %.0f%% of the time, at most %.0f%% is the machine's own: other processes ran on these cores",
			100*r.NoiseLeftOut, 100*maxCalibratedNoise)}
	}
	return PlausibilityCheck{Name: "noise", Passed: true, Detail: fmt.Sprintf("the detours took %.2f%% of the time, at most %.0f%%", 100*r.noiseShare(), 100*maxCalibratedNoise)}
}

// FailedChecks are the checks the calibration failed, after its repeats.
func (r *Result) FailedChecks() []PlausibilityCheck {
	var failed []PlausibilityCheck
	for _, c := range r.Checks {
		if !c.Passed {
			failed = append(failed, c)
		}
	}
	return failed
}

// Refusal says why the calibration is not to be trusted, nil when every
// check passed.
func (r *Result) Refusal() error {
	failed := r.FailedChecks()
	if len(failed) == 0 {
		return nil
	}
	var b strings.Builder
	fmt.Fprintf(&b, "the measurement contradicts this machine")
	for _, c := range failed {
		fmt.Fprintf(&b, "\n  %s: %s (%d attempts)", c.Name, c.Detail, c.Attempts)
	}
	return fmt.Errorf("%s", b.String())
}

// attempt runs measure until check's verdicts all pass, at most
// maxAttempts times, pausing between attempts so that a burst of other
// work can pass; it returns the last attempt's verdicts.
func attempt(ctx context.Context, log io.Writer, what string, pause time.Duration, measure func() error, check func() []PlausibilityCheck) ([]PlausibilityCheck, error) {
	for n := 1; ; n++ {
		if err := measure(); err != nil {
			return nil, err
		}
		checks := check()
		var failed []string
		for i := range checks {
			checks[i].Attempts = n
			if !checks[i].Passed {
				failed = append(failed, checks[i].Name+": "+checks[i].Detail)
			}
		}
		if len(failed) == 0 {
			return checks, nil
		}
		if n == maxAttempts {
			fmt.Fprintf(log, "calibrate: %s still contradicts the machine after %d attempts: %s\n", what, n, strings.Join(failed, "; "))
			return checks, nil
		}
		fmt.Fprintf(log, "calibrate: %s contradicts the machine (%s): measuring it again (attempt %d of %d)\n", what, strings.Join(failed, "; "), n+1, maxAttempts)
		select {
		case <-ctx.Done():
			return nil, ctx.Err()
		case <-time.After(pause):
		}
	}
}

// cpufreqMaxMHz is cpu0's highest clock as cpufreq gives it, 0 without
// cpufreq (VMs, mostly).
func cpufreqMaxMHz() float64 {
	data, err := os.ReadFile("/sys/devices/system/cpu/cpu0/cpufreq/cpuinfo_max_freq")
	if err != nil {
		return 0
	}
	khz, err := strconv.ParseFloat(strings.TrimSpace(string(data)), 64)
	if err != nil || !(khz > 0) {
		return 0
	}
	return khz / 1e3
}

// checkLines writes the checks into the machine file, and a warning when
// one failed (the file is then written only with --force).
func (r *Result) checkLines(p func(string, ...any)) {
	p("# Checks against the machine (a part that fails one is measured again, up to %d", maxAttempts)
	p("# times; a calibration still failing is refused unless --force):")
	if len(r.Checks) == 0 {
		p("#   none made")
	}
	for _, c := range r.Checks {
		verdict := "passed"
		if !c.Passed {
			verdict = "FAILED"
		}
		p("#   %s: %s (attempt %d): %s", c.Name, verdict, c.Attempts, c.Detail)
	}
	if failed := r.FailedChecks(); len(failed) > 0 {
		var names []string
		for _, c := range failed {
			names = append(names, c.Name)
		}
		p("# DOUBTFUL: written with --force although %s failed: predictions made with", strings.Join(names, ", "))
		p("# this file may be far off.")
	}
}
