// Tests of the value profile encoding: round trips, periods, shared sections, damaged input.
package valueprof

import (
	"strings"
	"testing"
)

func readAll(t *testing.T, s *Stream) []int64 {
	t.Helper()
	var out []int64
	for {
		v, ok := s.Next()
		if !ok {
			return out
		}
		out = append(out, v)
	}
}

func TestRoundTrip(t *testing.T) {
	periodic := make([]int64, 0, 10000)
	for i := range 10000 {
		periodic = append(periodic, []int64{64, 64, 128, 32}[i%4])
	}
	p := &Profile{Streams: map[int][][][]int64{
		2: {{{3, 1, 4, 1, 5}, periodic}, {{}, {7}}},
		3: {{{1}, {2}}, {{1}, {2}}, {{1}, {2}}},
	}}
	b, err := Encode(p, 2)
	if err != nil {
		t.Fatal(err)
	}
	// The periodic stream is 4 values in 3 runs; the three equal ranks at
	// 3 share one section.
	if len(b) > 245 {
		t.Errorf("encoding takes %d bytes, want the period and shared sections only", len(b))
	}
	d, err := Decode(b)
	if err != nil {
		t.Fatal(err)
	}
	if got := d.NPs(); len(got) != 2 || got[0] != 2 || got[1] != 3 {
		t.Errorf("NPs %v, want [2 3]", got)
	}
	for _, np := range []int{2, 3} {
		for r := range np {
			ss, err := d.Rank(np, r)
			if err != nil {
				t.Fatal(err)
			}
			for k, s := range ss {
				want := p.Streams[np][r][k]
				got := readAll(t, s)
				if len(got) != len(want) {
					t.Fatalf("np %d rank %d stream %d: %d values, want %d", np, r, k, len(got), len(want))
				}
				for i := range got {
					if got[i] != want[i] {
						t.Fatalf("np %d rank %d stream %d value %d: %d, want %d", np, r, k, i, got[i], want[i])
					}
				}
			}
		}
	}
}

func TestPeriod(t *testing.T) {
	for _, c := range []struct {
		s    []int64
		want int
	}{{nil, 0}, {[]int64{5}, 1}, {[]int64{1, 2, 1, 2, 1}, 2}, {[]int64{1, 1, 2}, 3}, {[]int64{7, 7, 7}, 1}} {
		if got := period(c.s); got != c.want {
			t.Errorf("period(%v) = %d, want %d", c.s, got, c.want)
		}
	}
}

func TestDecodeErrors(t *testing.T) {
	p := &Profile{Streams: map[int][][][]int64{1: {{{1, 2, 3}}}}}
	b, err := Encode(p, 1)
	if err != nil {
		t.Fatal(err)
	}
	d, err := Decode(b)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := d.Rank(4, 0); err == nil || !strings.Contains(err.Error(), "recorded at [1] ranks, not 4") {
		t.Errorf("another rank count: %v", err)
	}
	if _, err := Decode([]byte("junk")); err == nil {
		t.Error("junk decoded")
	}
	for n := 13; n < len(b); n++ {
		d, err := Decode(b[:n])
		if err != nil {
			continue
		}
		if _, err := d.Rank(1, 0); err == nil {
			t.Errorf("truncated at %d of %d bytes: no error", n, len(b))
		}
	}
}
