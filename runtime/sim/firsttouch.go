// First touches: the page faults of a message landing in pages of a freshly allocated block, charged to the receiving rank (Config.PsPerFirstTouch).
package sim

import "github.com/mpiskel/mpiskel/runtime/interp"

// pageBytes is the page size the kernel maps fresh memory in (x86-64
// Linux); Config.PsPerFirstTouch is per page of it.
const pageBytes = 4096

// pageSpan is the pages [lo, hi) of a segment.
type pageSpan struct{ lo, hi uint32 }

// segPages is the pages of size-only segment seg that messages moved.
type segPages struct {
	seg   uint32
	spans []pageSpan
}

// firstTouches is a rank's pages moved, per size-only buffer (a rank has
// a few), and the time owed for the fresh ones.
type firstTouches struct {
	segs []segPages
	debt int64 // ps
}

// firstTouch records that a message moves n bytes at addr of rank r's
// memory, written (received) or read (sent), and charges a write to pages
// nothing moved before one first touch each: the kernel maps and zeroes a
// fresh page on its first write (1.8 µs on the 2-core VM this was written
// on), so the first receive into a block just allocated takes several
// times as long as the receives after it. Only size-only buffers are
// tracked (a block per allocation site and caller,
// interp.Memory.SizeOnly): the skeleton keeps no code that writes them,
// so a message is the first touch the simulator can see. A block the
// abstracted compute filled counts as touched once sent from; received
// into before it is sent from, it is charged as fresh, which overcharges
// a block the compute filled and then received into. The time is paid at
// the end of the rank's call in progress, or of its next one if it is
// computing.
func (s *Sim) firstTouch(r *rank, addr uint64, n int64, write bool) {
	// Inlined: every message and collective buffer comes here, and most
	// runs charge no first touches.
	if s.cfg.PsPerFirstTouch <= 0 || n <= 0 {
		return
	}
	s.touchPages(r, addr, n, write)
}

// touchPages is firstTouch when first touches cost something.
func (s *Sim) touchPages(r *rank, addr uint64, n int64, write bool) {
	if !r.mem.IsSizeOnly(addr) {
		return
	}
	seg, off := interp.SegOf(addr), int64(interp.OffOf(addr))
	lo, hi := uint32(off/pageBytes), uint32(min((off+n+pageBytes-1)/pageBytes, 1<<32/pageBytes))
	if r.touch == nil {
		r.touch = &firstTouches{}
	}
	t := r.touch
	k := 0
	for k < len(t.segs) && t.segs[k].seg != seg {
		k++
	}
	if k == len(t.segs) {
		t.segs = append(t.segs, segPages{seg: seg})
	}
	spans := t.segs[k].spans
	// spans are sorted and neither overlap nor abut: merge [lo, hi) in.
	i := 0
	for i < len(spans) && spans[i].hi < lo {
		i++
	}
	if i < len(spans) && spans[i].lo <= lo && hi <= spans[i].hi {
		return // a buffer used before: the common case
	}
	fresh, j, merged := int64(hi-lo), i, pageSpan{lo, hi}
	for ; j < len(spans) && spans[j].lo <= hi; j++ {
		fresh -= int64(min(spans[j].hi, hi)) - int64(max(spans[j].lo, lo))
		merged.lo, merged.hi = min(merged.lo, spans[j].lo), max(merged.hi, spans[j].hi)
	}
	t.segs[k].spans = append(spans[:i], append([]pageSpan{merged}, spans[j:]...)...)
	if write && fresh > 0 {
		t.debt += int64(float64(fresh)*s.cfg.PsPerFirstTouch*s.coreShare() + 0.5)
	}
}
