// Output: the ranks' stdout and stderr merged line by line in virtual-time order.
package sim

import (
	"container/heap"
	"io"
)

// outLine is one complete line of a rank's output, stamped with the rank's
// virtual time when its newline was written.
type outLine struct {
	t    int64
	rank int32
	seq  uint64
	text []byte
}

type lineHeap []outLine

func (h lineHeap) Len() int { return len(h) }
func (h lineHeap) Less(i, j int) bool {
	a, b := &h[i], &h[j]
	if a.t != b.t {
		return a.t < b.t
	}
	if a.rank != b.rank {
		return a.rank < b.rank
	}
	return a.seq < b.seq
}
func (h lineHeap) Swap(i, j int) { h[i], h[j] = h[j], h[i] }
func (h *lineHeap) Push(x any)   { *h = append(*h, x.(outLine)) }
func (h *lineHeap) Pop() any {
	old := *h
	x := old[len(old)-1]
	*h = old[:len(old)-1]
	return x
}

// lineMerger orders lines by (time, rank, sequence). A line stamped t can
// be written once the kernel has moved past t: every rank's clock is then
// at least the kernel's time, so no earlier line can appear any more.
// Memory is bounded by the lines written within one instant of virtual time
// plus unfinished lines.
type lineMerger struct {
	w       io.Writer
	pending lineHeap
	partial map[int32][]byte // unfinished lines, by rank
	seq     uint64
	err     error
}

func newLineMerger(w io.Writer) *lineMerger {
	return &lineMerger{w: w, partial: map[int32][]byte{}}
}

func (m *lineMerger) write(rank int32, t int64, p []byte) {
	if m.w == nil {
		return
	}
	for len(p) > 0 {
		i := 0
		for i < len(p) && p[i] != '\n' {
			i++
		}
		if i == len(p) {
			m.partial[rank] = append(m.partial[rank], p...)
			return
		}
		line := append(m.partial[rank], p[:i+1]...)
		delete(m.partial, rank)
		m.seq++
		heap.Push(&m.pending, outLine{t: t, rank: rank, seq: m.seq, text: line})
		p = p[i+1:]
	}
}

// flushBefore writes the lines stamped before t.
func (m *lineMerger) flushBefore(t int64) {
	// Inlined: it runs at every event, and there is seldom a line to write.
	if len(m.pending) > 0 && m.pending[0].t < t {
		m.flushLines(t)
	}
}

func (m *lineMerger) flushLines(t int64) {
	for len(m.pending) > 0 && m.pending[0].t < t {
		l := heap.Pop(&m.pending).(outLine)
		m.emit(l.text)
	}
}

// flushAll writes everything, unfinished lines last in rank order.
func (m *lineMerger) flushAll() {
	for len(m.pending) > 0 {
		l := heap.Pop(&m.pending).(outLine)
		m.emit(l.text)
	}
	var ranks []int32
	for r := range m.partial {
		ranks = append(ranks, r)
	}
	for i := 1; i < len(ranks); i++ {
		for j := i; j > 0 && ranks[j] < ranks[j-1]; j-- {
			ranks[j], ranks[j-1] = ranks[j-1], ranks[j]
		}
	}
	for _, r := range ranks {
		m.emit(m.partial[r])
		delete(m.partial, r)
	}
}

func (m *lineMerger) emit(b []byte) {
	if m.err == nil && m.w != nil {
		_, m.err = m.w.Write(b)
	}
}

// rankWriter is a rank's stdout or stderr.
type rankWriter struct {
	s *Sim
	r *rank
	m *lineMerger
}

func (w *rankWriter) Write(p []byte) (int, error) {
	w.m.write(w.r.id, w.s.rankNow(w.r), p)
	if cost := w.s.cfg.PsPerWrite + w.s.cfg.PsPerWriteByte*float64(len(p)); cost > 0 {
		dt := int64(cost + 0.5)
		w.r.clock += dt
		w.r.res.Output += dt
	}
	return len(p), nil
}
