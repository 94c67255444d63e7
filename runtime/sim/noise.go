// System noise: the detours (interrupts, the kernel's and the hypervisor's work) that stop a computing rank, drawn per rank from the machine's measured classes.
package sim

import "math"

// Detour is one class of a node's noise: detours of Ps picoseconds, PerPs
// of them per picosecond of compute on average, at random times (a Poisson
// process per rank). A rank alone loses only their mean share of its time,
// which measured costs hold but for the part their CPU clocks left out
// (Config.NoiseOffCPU); ranks that synchronise lose more, as each
// synchronisation waits for the rank a detour hit last: two ranks on the
// 2-core VM this was written on, exchanging after every 2.6 ms of compute,
// waited 45-175 µs an exchange.
type Detour struct {
	Ps    int64
	PerPs float64
}

// noiseState is a rank's position in its detour processes.
type noiseState struct {
	rng uint64
	// next: per class, the noise-free compute (ps) until its next detour.
	next []float64
}

// noiseSeed makes each rank's detours its own and the same in every run.
const noiseSeed = 0x6d7069736b656c // "mpiskel"

// noiseShare is the fraction of a rank's compute its detours add on
// average, Σ Ps × PerPs.
func noiseShare(classes []Detour) float64 {
	var f float64
	for _, d := range classes {
		f += float64(d.Ps) * d.PerPs
	}
	return f
}

// noisy returns compute burst dt of rank r (measured: the part of its mean
// detour time a CPU clock counts included) with the detours that fall in
// it: dt without that share of noise, dt / (1 + (1 - NoiseOffCPU) ·
// noiseShare), plus every detour whose time comes in that stretch of the
// rank's compute. The mean is dt plus the part of the detours a CPU clock
// leaves out (none when NoiseOffCPU is 0); what the detours change besides
// is which bursts are long.
func (s *Sim) noisy(r *rank, dt int64) int64 {
	// Inlined: every compute burst and ADD_TIME comes here, mostly
	// without noise.
	if len(s.cfg.Noise) == 0 || dt <= 0 {
		return dt
	}
	return s.addDetours(r, dt)
}

// addDetours is noisy with noise and a positive dt.
func (s *Sim) addDetours(r *rank, dt int64) int64 {
	n := r.noise
	if n == nil {
		n = &noiseState{rng: uint64(noiseSeed) ^ uint64(r.id+1)*0x9e3779b97f4a7c15, next: make([]float64, len(s.cfg.Noise))}
		for i, d := range s.cfg.Noise {
			n.next[i] = n.gap(d.PerPs)
		}
		r.noise = n
	}
	quiet := float64(dt) * s.quiet
	var detours int64
	for i, d := range s.cfg.Noise {
		at := n.next[i]
		for at <= quiet {
			detours += d.Ps
			at += n.gap(d.PerPs)
		}
		n.next[i] = at - quiet
	}
	r.res.Noise += detours
	return int64(quiet+0.5) + detours
}

// gap draws the compute until a class's next detour: exponential, mean
// 1/perPs (infinite for a class that never happens).
func (n *noiseState) gap(perPs float64) float64 {
	if perPs <= 0 {
		return math.Inf(1)
	}
	// splitmix64: small state, and good enough for arrival times.
	n.rng += 0x9e3779b97f4a7c15
	z := n.rng
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	z ^= z >> 31
	u := (float64(z>>11) + 0.5) / (1 << 53) // in (0, 1)
	return -math.Log(u) / perPs
}
