// Table: the network model of a measured ping-pong, one-way time per message size interpolated between sizes (MPIETE).
package network

import (
	"fmt"
	"math"
	"math/bits"
)

// TablePoint is one row of a table model: a message of Bytes bytes takes
// Ps picoseconds from send to arrival (half a ping-pong round trip).
type TablePoint struct {
	Bytes int64
	Ps    int64
}

// table charges a message the time its size has in a measured table and
// serializes each rank's outgoing messages on its NIC, like latBW.
type table struct {
	pts            []TablePoint
	exchange, self []TablePoint // optional: see NewTableWith
	eager          int64
	nicFree        []int64
	last           []lastTransfer // per source rank, with exchange rows
}

// lastTransfer is the last message above the eager limit a rank sent: to
// whom, and when it was on the way.
type lastTransfer struct {
	dst            int
	depart, arrive int64
}

// NewTable returns the table model. T(n), the one-way time of n bytes, is
// interpolated linearly between the two rows around n and extrapolated
// beyond the last row with the slope of the last two (the bandwidth of the
// largest measured messages). As in latBW, T(0) is the latency and the rest,
// T(n) − T(0), is the injection time that occupies the source's NIC: a
// message handed over at start leaves when its NIC is free (depart =
// max(start, NIC free)) and arrives at depart + T(n). A table of the two
// rows (0, L) and (n, L + n/B) is the latbw model of latency L and
// bandwidth B.
//
// The rows must start at 0 bytes, have strictly increasing sizes and
// non-decreasing times (a larger message never arrives sooner); machine
// files are checked before they get here, so invalid rows panic. Arithmetic
// is in integer picoseconds, rounded up, saturating at math.MaxInt64.
func NewTable(points []TablePoint, eagerLimit int64) Model {
	return NewTableWith(points, eagerLimit, nil, nil)
}

// NewTableWith is NewTable with two more measured tables, each optional
// (nil), with the same row rules:
//   - exchange: the one-way time of a message above the eager limit while
//     a message between the same two ranks travels the other way (both
//     copies then share the memory bandwidth: 5 MB took 490 µs against
//     355 µs alone on a 2-core EPYC VM). A message is charged it when the
//     last such message its destination sent went to its source and is on
//     the way when it departs; only each rank's last message is kept, so
//     memory stays O(ranks), and only the later of the two is slowed, which
//     delays the end of an exchange (Sendrecv, Alltoall's pairwise steps)
//     as much as slowing both would.
//   - self: the time of a message a rank sends itself, a copy in memory
//     that takes no NIC (collectives charge their copy of a rank's own
//     block with it too, see SelfTimed).
func NewTableWith(points []TablePoint, eagerLimit int64, exchange, self []TablePoint) Model {
	err := checkTable(points)
	for _, t := range [][]TablePoint{exchange, self} {
		if err == nil && t != nil {
			err = checkTable(t)
		}
	}
	if err != nil || eagerLimit < 0 {
		panic(fmt.Sprintf("network.NewTableWith(%v, eager %d, %v, %v): invalid parameters: %v", points, eagerLimit, exchange, self, err))
	}
	clone := func(t []TablePoint) []TablePoint { return append([]TablePoint(nil), t...) } // nil stays nil
	return &table{pts: clone(points), exchange: clone(exchange), self: clone(self), eager: eagerLimit}
}

// SelfTimed is implemented by network models that may time a message a
// rank sends itself as a copy in memory; when SelfTimed returns true the
// simulator also charges collectives' copies of a rank's own block.
type SelfTimed interface {
	SelfTimed() bool
}

// SelfTimed: the model has self rows.
func (m *table) SelfTimed() bool { return m.self != nil }

// checkTable says what is wrong with a table's rows, or nil.
func checkTable(pts []TablePoint) error {
	if len(pts) == 0 {
		return fmt.Errorf("no rows: want [bytes, µs] rows starting at 0 bytes")
	}
	if pts[0].Bytes != 0 {
		return fmt.Errorf("row 1 is for %d bytes: the first row must be for 0 bytes (the latency)", pts[0].Bytes)
	}
	for i, p := range pts {
		if p.Ps < 0 {
			return fmt.Errorf("row %d: negative time", i+1)
		}
		if i == 0 {
			continue
		}
		if p.Bytes <= pts[i-1].Bytes {
			return fmt.Errorf("row %d: %d bytes after %d: sizes must increase", i+1, p.Bytes, pts[i-1].Bytes)
		}
		if p.Ps < pts[i-1].Ps {
			return fmt.Errorf("row %d: %d bytes take less time than %d bytes (row %d): times must not decrease with size", i+1, p.Bytes, pts[i-1].Bytes, i)
		}
	}
	return nil
}

// HandshakeIncluded is implemented by network models whose time for a
// message above the eager limit already includes the rendezvous handshake,
// as a measured ping-pong's does: the simulator then sends the envelope and
// the clear-to-send at no cost and charges the data transfer alone, instead
// of three transfers.
type HandshakeIncluded interface {
	HandshakeIncluded() bool
}

func (m *table) Name() string { return "table" }

// HandshakeIncluded: the table's rows are ping-pong times, which include
// the MPI library's rendezvous protocol for sizes above its eager limit.
func (m *table) HandshakeIncluded() bool { return true }

func (m *table) EagerLimit() int64 { return m.eager }

func (m *table) Transfer(src, dst int, n int64, start int64) int64 {
	if src == dst && m.self != nil {
		return addSat(start, interpolate(m.self, n))
	}
	lat := m.pts[0].Ps
	t := m.Time(n)
	depart := start
	if src >= 0 {
		if src >= len(m.nicFree) {
			m.nicFree = append(m.nicFree, make([]int64, src+1-len(m.nicFree))...)
		}
		depart = max(depart, m.nicFree[src])
	}
	if m.exchange != nil && n > m.eager && src >= 0 && dst >= 0 {
		if dst < len(m.last) {
			if o := m.last[dst]; o.dst == src && o.depart < addSat(depart, t) && o.arrive > depart {
				t = max(t, interpolate(m.exchange, n))
			}
		}
		for len(m.last) <= src {
			m.last = append(m.last, lastTransfer{dst: -1})
		}
		m.last[src] = lastTransfer{dst: dst, depart: depart, arrive: addSat(depart, t)}
	}
	inject := t - lat
	if src >= 0 {
		m.nicFree[src] = addSat(depart, inject)
	}
	return addSat(addSat(depart, inject), lat)
}

// Time is T(n), the one-way time of n bytes in ps, without contention.
func (m *table) Time(n int64) int64 { return interpolate(m.pts, n) }

// interpolate is a table's time for n bytes (NewTable says how).
func interpolate(pts []TablePoint, n int64) int64 {
	if n <= 0 || len(pts) == 1 {
		return pts[0].Ps
	}
	// The segment [lo, hi] holding n, or the last one beyond the table.
	i := 1
	for i < len(pts)-1 && pts[i].Bytes < n {
		i++
	}
	lo, hi := pts[i-1], pts[i]
	return addSat(lo.Ps, scaleCeil(hi.Ps-lo.Ps, n-lo.Bytes, hi.Bytes-lo.Bytes))
}

// scaleCeil is ceil(a × b / c) for a, b ≥ 0 and c > 0, exact (128-bit
// product), saturating at math.MaxInt64.
func scaleCeil(a, b, c int64) int64 {
	if a == 0 || b == 0 {
		return 0
	}
	hi, lo := bits.Mul64(uint64(a), uint64(b))
	if hi >= uint64(c) {
		return math.MaxInt64
	}
	q, r := bits.Div64(hi, lo, uint64(c))
	if r != 0 {
		q++
	}
	if q > math.MaxInt64 {
		return math.MaxInt64
	}
	return int64(q)
}
