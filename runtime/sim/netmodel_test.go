// A latency/bandwidth network model for tests, independent of runtime/network.
package sim

// latBW times a message as latency + bytes/bandwidth; messages above eager
// bytes use the rendezvous protocol.
type latBW struct {
	latPs   int64
	psPerB  float64
	eager   int64
	calls   int
	traffic int64
}

const eagerSmall = 256 // bytes: small enough that test programs use both protocols

func testLatBW(eager int64) *latBW {
	return &latBW{latPs: 1_000_000, psPerB: 100, eager: eager} // 1 us, 10 GB/s
}

func (m *latBW) Name() string      { return "test-latbw" }
func (m *latBW) EagerLimit() int64 { return m.eager }
func (m *latBW) Transfer(src, dst int, n int64, start int64) int64 {
	m.calls++
	m.traffic += n
	return start + m.latPs + int64(float64(n)*m.psPerB)
}
