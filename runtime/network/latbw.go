// LatBW: the latency/bandwidth network model with per-rank NIC serialization.
package network

import (
	"fmt"
	"math"
	"math/bits"
)

// latBW charges every message latency + size/bandwidth, and serializes each
// rank's outgoing messages on its NIC.
type latBW struct {
	latency int64  // ps
	milliBW uint64 // bandwidth in thousandths of a byte per second; 0 = infinite
	eager   int64
	nicFree []int64 // per source rank: when its NIC has injected everything handed to it
	// lastN and lastInject memoize injection: programs send the same size
	// over and over, and the 128-bit division costs more than the rest
	// of Transfer.
	lastN, lastInject int64
}

// NewLatBW returns the latency/bandwidth model. A message of n bytes handed
// over at time start leaves its source when the source's NIC is free
// (depart = max(start, NIC free)), occupies the NIC for the injection time
// ceil(n / bandwidth), and arrives at
//
//	depart + ceil(n / bandwidth) + latency    (ps)
//
// So two messages from the same rank do not overlap: the second leaves when
// the first has been injected. That is what makes the bandwidth a limit (a
// rank sending to many peers at once pays for each) rather than a per-message
// delay. The NIC queue is FIFO in the order Transfer is called, which keeps
// results deterministic whatever the start times. Receivers are not modelled
// (no incast contention); src == dst goes through the NIC like any message.
//
// bytesPerSecond may be +Inf (no injection time). Times saturate at
// math.MaxInt64 instead of wrapping. The arguments must be valid (latency ≥ 0,
// bandwidth > 0, eager limit ≥ 0); machine files are checked before they get
// here, so an invalid value is a programming error and panics.
func NewLatBW(latencyPs int64, bytesPerSecond float64, eagerLimit int64) Model {
	if latencyPs < 0 || !(bytesPerSecond > 0) || eagerLimit < 0 {
		panic(fmt.Sprintf("network.NewLatBW(%d ps, %g B/s, eager %d): invalid parameters", latencyPs, bytesPerSecond, eagerLimit))
	}
	m := &latBW{latency: latencyPs, eager: eagerLimit}
	switch milli := bytesPerSecond * 1000; {
	case math.IsInf(bytesPerSecond, 1):
		m.milliBW = 0
	case milli >= math.MaxUint64:
		m.milliBW = math.MaxUint64
	default:
		m.milliBW = max(1, uint64(math.Round(milli)))
	}
	return m
}

func (m *latBW) Name() string { return "latbw" }

func (m *latBW) EagerLimit() int64 { return m.eager }

func (m *latBW) Transfer(src, dst int, n int64, start int64) int64 {
	inject := m.injection(n)
	depart := start
	if src >= 0 {
		if src >= len(m.nicFree) {
			m.nicFree = append(m.nicFree, make([]int64, src+1-len(m.nicFree))...)
		}
		depart = max(depart, m.nicFree[src])
		m.nicFree[src] = addSat(depart, inject)
	}
	return addSat(addSat(depart, inject), m.latency)
}

// injection is ceil(n bytes / bandwidth) in ps, in exact integer arithmetic
// (128-bit product) so that results do not depend on floating-point rounding.
func (m *latBW) injection(n int64) int64 {
	if n <= 0 || m.milliBW == 0 {
		return 0
	}
	if n == m.lastN {
		return m.lastInject
	}
	t := m.injectionOf(n)
	m.lastN, m.lastInject = n, t
	return t
}

func (m *latBW) injectionOf(n int64) int64 {
	// n bytes at milliBW/1000 B/s take n * 1000 * 10^12 / milliBW ps.
	hi, lo := bits.Mul64(uint64(n), 1_000_000_000_000_000)
	if hi >= m.milliBW {
		return math.MaxInt64
	}
	q, r := bits.Div64(hi, lo, m.milliBW)
	if r != 0 {
		q++
	}
	if q > math.MaxInt64 {
		return math.MaxInt64
	}
	return int64(q)
}

// addSat adds non-negative b to a, saturating at math.MaxInt64.
func addSat(a, b int64) int64 {
	if a > math.MaxInt64-b {
		return math.MaxInt64
	}
	return a + b
}
