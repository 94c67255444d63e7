// pairTimes against a Go map, under random sends and arrivals on few and many pairs.
package sim

import (
	"math/rand"
	"testing"
)

func TestPairTimes(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	for _, ranks := range []int32{2, 5, 64, 1000} {
		var pt pairTimes
		want := map[uint64]int64{}
		var sent []struct {
			key uint64
			at  int64
		}
		for step := 0; step < 20000; step++ {
			if len(sent) == 0 || rng.Intn(2) == 0 {
				key := pairKey(rng.Int31n(ranks), rng.Int31n(ranks))
				at := rng.Int63n(1000)
				w := at
				if last, ok := want[key]; ok && last > w {
					w = last
				}
				want[key] = w
				if got := pt.later(key, at); got != w {
					t.Fatalf("%d ranks, step %d: later(%#x, %d) = %d, want %d", ranks, step, key, at, got, w)
				}
				sent = append(sent, struct {
					key uint64
					at  int64
				}{key, w})
				continue
			}
			k := rng.Intn(len(sent))
			m := sent[k]
			sent[k] = sent[len(sent)-1]
			sent = sent[:len(sent)-1]
			if want[m.key] == m.at {
				delete(want, m.key)
			}
			pt.arrived(m.key, m.at)
			if pt.n != len(want) {
				t.Fatalf("%d ranks, step %d: %d pairs, want %d", ranks, step, pt.n, len(want))
			}
			for key, at := range want {
				if i, ok := pt.slot(key); !ok || pt.times[i] != at {
					t.Fatalf("%d ranks, step %d: pair %#x lost or wrong (want %d)", ranks, step, key, at)
				}
			}
		}
	}
}
