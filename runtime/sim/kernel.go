// Kernel: a sequential discrete-event queue in integer picoseconds, ordered by (time, sequence).
package sim

// Event is one scheduled occurrence. The kernel only orders and delivers
// events; Kind, Target and Arg mean whatever the client says (the MPI layer
// uses them for rank and message ids), so the hot path allocates nothing
// per event and needs no closures.
type Event struct {
	Time   int64  // picoseconds of virtual time
	Seq    uint64 // scheduling order: breaks ties so runs are bit-reproducible
	Kind   uint8
	Target int32
	Arg    int64
}

// Kernel is a binary min-heap of events ordered by (Time, Seq).
type Kernel struct {
	heap []Event
	seq  uint64
	now  int64
	stop bool
}

// Now is the time of the event being delivered (or the last one delivered).
func (k *Kernel) Now() int64 { return k.now }

// Len is the number of pending events.
func (k *Kernel) Len() int { return len(k.heap) }

// Next returns the time of the earliest pending event.
func (k *Kernel) Next() (int64, bool) {
	if len(k.heap) == 0 {
		return 0, false
	}
	return k.heap[0].Time, true
}

// Schedule queues an event. Times before Now are clamped to Now: the past
// cannot be changed.
func (k *Kernel) Schedule(t int64, kind uint8, target int32, arg int64) {
	if t < k.now {
		t = k.now
	}
	k.seq++
	// Sift up a hole rather than the event: the new event has the largest
	// Seq, so it goes above a parent only when earlier, and its fields are
	// stored once, in place. (An Event built in registers and copied in
	// costs a stalled store forwarding per Schedule.)
	k.heap = append(k.heap, Event{})
	h := k.heap
	i := len(h) - 1
	for i > 0 {
		p := (i - 1) / 2
		if h[p].Time <= t {
			break
		}
		h[i] = h[p]
		i = p
	}
	e := &h[i]
	e.Time, e.Seq, e.Kind, e.Target, e.Arg = t, k.seq, kind, target, arg
}

// Stop makes Run return after the event being delivered.
func (k *Kernel) Stop() { k.stop = true }

// Handler receives the events Run delivers. It is an interface rather
// than a func so that a method is called directly, not through the
// wrapper a method value adds to every event.
type Handler interface {
	handle(Event) error
}

// Run delivers events in (Time, Seq) order until the queue is empty, Stop
// is called, or h returns an error.
func (k *Kernel) Run(h Handler) error {
	k.stop = false
	for len(k.heap) > 0 && !k.stop {
		// Copied from the heap, not returned by value from a function:
		// an Event returned in registers is spilled with narrow stores
		// and copied on with wide loads, a stalled store forwarding.
		ev := k.heap[0]
		k.removeTop()
		k.now = ev.Time
		if err := h.handle(ev); err != nil {
			return err
		}
	}
	return nil
}

func less(a, b *Event) bool {
	return a.Time < b.Time || a.Time == b.Time && a.Seq < b.Seq
}

// removeTop removes the earliest event.
func (k *Kernel) removeTop() {
	h := k.heap
	n := len(h) - 1
	h[0] = h[n]
	k.heap = h[:n]
	if n > 1 {
		k.down(0)
	}
}

func (k *Kernel) down(i int) {
	h := k.heap
	n := len(h)
	ev := h[i]
	for {
		c := 2*i + 1
		if c >= n {
			break
		}
		if c+1 < n && less(&h[c+1], &h[c]) {
			c++
		}
		if !less(&h[c], &ev) {
			break
		}
		h[i] = h[c]
		i = c
	}
	h[i] = ev
}
