// Latency modes: which of the ping-pong launches a calibration pools.
package calibrate

import (
	"cmp"
	"slices"
	"strings"
)

// modeGap is how many times apart two launches' 0-byte latencies must be,
// with no launch between them, to be of different modes. On the 2-core VM
// this was written on the modes were 0.15-0.26 and 0.38-0.8 µs; a launch's
// latency varies within a mode by up to 1.3x.
const modeGap = 1.5

// LatencyModes says how a calibration's launches split into two latency
// modes: Kept launches at KeptUs[0]-KeptUs[1] µs one way (0 bytes), whose
// tables the calibration pools, and Left at LeftUs, left out.
type LatencyModes struct {
	Kept, Left     int
	KeptUs, LeftUs [2]float64
}

// pickLatencyMode returns the ping-pong output of the launches in the mode
// most of them were in (and of every launch its eager-limit probe, a
// property of MPI's protocol, not of the mode), and how they split; the
// split is nil when they were of one mode, or of two equally often. On a VM
// MPI's latency switches between modes, 2-3x apart, that last seconds to
// minutes; pooled, each row of a table is the median of whichever mode
// most of its repetitions were in, and its rows are of different modes
// from each other, a machine that never was. Pooling one mode describes
// the machine in the state it was in most of the time.
func pickLatencyMode(launches []string) (string, *LatencyModes) {
	type launch struct {
		us    float64
		index int
	}
	var ls []launch
	for i, text := range launches {
		ls = append(ls, launch{zeroByteUs(text), i})
	}
	slices.SortStableFunc(ls, func(a, b launch) int { return cmp.Compare(a.us, b.us) })
	split, widest := 0, modeGap
	for i := 1; i < len(ls); i++ {
		if ls[i-1].us > 0 && ls[i].us/ls[i-1].us >= widest {
			split, widest = i, ls[i].us/ls[i-1].us
		}
	}
	if split == 0 || 2*split == len(ls) {
		return strings.Join(launches, ""), nil
	}
	kept, left := ls[:split], ls[split:]
	if len(left) > len(kept) {
		kept, left = left, kept
	}
	isKept := make([]bool, len(launches))
	for _, l := range kept {
		isKept[l.index] = true
	}
	var b strings.Builder
	for i, text := range launches { // in the order they ran
		if isKept[i] {
			b.WriteString(text)
			continue
		}
		for _, line := range strings.SplitAfter(text, "\n") {
			if strings.HasPrefix(line, "eager") {
				b.WriteString(line)
			}
		}
	}
	return b.String(), &LatencyModes{
		Kept: len(kept), Left: len(left),
		KeptUs: [2]float64{kept[0].us, kept[len(kept)-1].us},
		LeftUs: [2]float64{left[0].us, left[len(left)-1].us},
	}
}

// zeroByteUs is a launch's 0-byte one-way latency, the median of its
// repetitions ("pp 0 US US ..."); 0 if it has none (parsePingPong reports
// a malformed row).
func zeroByteUs(launch string) float64 {
	for _, line := range strings.Split(launch, "\n") {
		f := strings.Fields(line)
		if len(f) < 2 || f[0] != "pp" {
			continue
		}
		if size, us, err := parseRow(f[1:]); err == nil && size == 0 {
			return median(us)
		}
	}
	return 0
}
