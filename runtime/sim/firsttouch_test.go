// First touches: a message landing in pages of a size-only buffer no message moved before costs Config.PsPerFirstTouch a page, once.
package sim

import (
	"testing"

	"github.com/mpiskel/mpiskel/runtime/interp"
)

func TestFirstTouch(t *testing.T) {
	ll := cProgram(t, "firsttouch")
	const perPage = 1e6 // 1 µs
	for _, eager := range []int64{eagerSmall, 1 << 20} {
		var finish [2]int64
		for i, ps := range []float64{0, perPage} {
			_, res, err := simulate(t, ll, Config{NP: 2, PsPerInstruction: 500, Network: testLatBW(eager), PsPerFirstTouch: ps})
			if err != nil {
				t.Fatal(err)
			}
			want := [2]int64{15 * perPage, 2 * perPage}
			if ps == 0 {
				want = [2]int64{}
			}
			for r, w := range want {
				if got := res.Ranks[r].FirstTouch; got != w {
					t.Errorf("eager limit %d, %g ps a page: rank %d charged %d ps of first touches, want %d", eager, ps, r, got, w)
				}
			}
			finish[i] = res.Total.Finish
		}
		// Everything after rank 0's first receive waits for it (rank 1
		// for the message from b): its 10 pages lengthen the run.
		if d := finish[1] - finish[0]; d < 10*perPage {
			t.Errorf("eager limit %d: first touches lengthen the run by %d ps, want at least %d", eager, d, int64(10*perPage))
		}
	}
}

// TestFirstTouchPages: pages moved before are not charged again, whatever
// the order and overlap of the ranges; sends mark pages without a charge.
func TestFirstTouchPages(t *testing.T) {
	s := &Sim{cfg: Config{PsPerFirstTouch: 1}}
	r := &rank{mem: interp.NewMemory()}
	a := r.mem.SizeOnly(interp.CodePos{})
	const p = pageBytes
	for _, c := range []struct {
		addr  uint64
		n     int64
		write bool
		fresh int64 // pages charged
	}{
		{a + 10*p, 2 * p, true, 2},      // pages 10-11
		{a + 10*p + 5, p, true, 0},      // within them
		{a + 20*p, 1, false, 0},         // page 20, sent from
		{a + 20*p, p, true, 0},          // received into: moved before
		{a + 5*p, 5 * p, true, 5},       // 5-9, abutting 10-11
		{a + 4*p + 1, 17 * p, true, 10}, // 4-21: 4, 12-19 and 21 are fresh
		{a + 30*p, 0, true, 0},          // nothing moved
		{a + 3*p, 20 * p, true, 2},      // 3-22: 3 and 22
	} {
		var before int64
		if r.touch != nil {
			before = r.touch.debt
		}
		s.firstTouch(r, c.addr, c.n, c.write)
		if got := r.touch.debt - before; got != c.fresh {
			t.Errorf("%d bytes at page %g: %d pages charged, want %d (pages moved %v)",
				c.n, float64(interp.OffOf(c.addr))/p, got, c.fresh, r.touch.segs)
		}
	}
	if spans := r.touch.segs[0].spans; len(spans) != 1 || spans[0] != (pageSpan{3, 23}) {
		t.Errorf("block a's pages %v, want one span [3, 23)", spans)
	}
}
