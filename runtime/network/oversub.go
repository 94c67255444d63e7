// Oversubscribed nodes: the extra time a message takes when its node runs more ranks than cores, and the model that adds it.
package network

import (
	"fmt"
	"math"
)

// checkOversubscribed says what is wrong with the oversubscribed rows
// ([ranks per core, µs], ranks per core above 1 and increasing), or nil.
func (n NetworkSpec) checkOversubscribed() error {
	prev := 1.0
	for i, row := range n.Oversubscribed {
		if len(row) != 2 {
			return fmt.Errorf("row %d has %d numbers: want [ranks per core, µs]", i+1, len(row))
		}
		if !(row[0] > prev) || math.IsInf(row[0], 1) {
			return fmt.Errorf("row %d: %g ranks per core: want a finite number above 1 and above the previous row's", i+1, row[0])
		}
		if !validLatency(row[1]) {
			return fmt.Errorf("row %d: %g µs: want a finite number ≥ 0", i+1, row[1])
		}
		prev = row[0]
	}
	return nil
}

// baseLatencyUs is the model's own time of a 0-byte message, µs.
func (n NetworkSpec) baseLatencyUs() float64 {
	switch {
	case n.Model == "table" && len(n.Table) > 0 && len(n.Table[0]) == 2:
		return n.Table[0][1]
	case n.Model == "latbw":
		return n.LatencyUs
	}
	return 0
}

// OversubscribedPs is the time, ps, that every message takes beyond the
// network model's when np ranks are placed ranks_per_node to a node with
// fewer cores: the oversubscribed rows' one-way time at the node's ranks
// per core, less the model's 0-byte time. Between rows it is linear in
// ranks per core, starting from no excess at 1; beyond the last row the
// last segment's slope continues. 0 without oversubscription or rows.
func (m *Machine) OversubscribedPs(np int) int64 {
	rows := m.Network.Oversubscribed
	onNode := min(np, m.Node.RanksPerNode)
	if len(rows) == 0 || m.Node.Cores < 1 || onNode <= m.Node.Cores {
		return 0
	}
	ratio := float64(onNode) / float64(m.Node.Cores)
	base := m.Network.baseLatencyUs()
	x0, y0 := 1.0, base
	var us float64
	for i, row := range rows {
		x1, y1 := row[0], row[1]
		if ratio <= x1 || i == len(rows)-1 {
			us = y0 + (y1-y0)*(ratio-x0)/(x1-x0)
			break
		}
		x0, y0 = x1, y1
	}
	if us <= base {
		return 0
	}
	return usToPs(us - base)
}

// WithExtraLatency returns m with extra ps added to every message's
// arrival (and so to a rendezvous's handshake, which is a message too).
func WithExtraLatency(m Model, extra int64) Model {
	if extra <= 0 {
		return m
	}
	return &extraLatency{m, extra}
}

type extraLatency struct {
	inner Model
	extra int64
}

func (m *extraLatency) Name() string      { return m.inner.Name() }
func (m *extraLatency) EagerLimit() int64 { return m.inner.EagerLimit() }
func (m *extraLatency) Transfer(src, dst int, n int64, start int64) int64 {
	t := m.inner.Transfer(src, dst, n, start)
	if src == dst && m.SelfTimed() {
		return t // a copy in memory: no receiver to be scheduled
	}
	return addSat(t, m.extra)
}

// SelfTimed passes on the inner model's.
func (m *extraLatency) SelfTimed() bool {
	st, ok := m.inner.(SelfTimed)
	return ok && st.SelfTimed()
}

// HandshakeIncluded passes on the inner model's.
func (m *extraLatency) HandshakeIncluded() bool {
	h, ok := m.inner.(HandshakeIncluded)
	return ok && h.HandshakeIncluded()
}

// NetworkFor is the machine's network model for a run of np ranks: Model,
// with OversubscribedPs(np) added to every message.
func (m *Machine) NetworkFor(np int) (Model, error) {
	model, err := m.Model()
	if err != nil {
		return nil, err
	}
	return WithExtraLatency(model, m.OversubscribedPs(np)), nil
}
