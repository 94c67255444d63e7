// Messages from and into the size-only buffer: sizes, matching and truncation as for real buffers, zeros for a real receive buffer, nothing written into it.
package sim

import (
	"slices"
	"strings"
	"testing"
)

func TestSizeOnlyBuffer(t *testing.T) {
	ll := cProgram(t, "sizeonly")
	want := "zeros into a real buffer: count 4, sum 6972\n" + // 4 zeros, 996 sevens
		"into the size-only buffer: count 4, reads 0\n" +
		"zeros into a real buffer: count 1000, sum 0\n" +
		"into the size-only buffer: count 1000, reads 0\n" +
		"sendrecv: count 3, sum 0; allreduce 3; size-only reads 0\n"
	// envelope is what an MPI event says of its message.
	type envelope struct {
		rank, peer, tag, comm int32
		op                    string
		bytes                 int64
	}
	for _, eager := range []int64{eagerSmall, 1 << 20} {
		var evs [2][]envelope
		for i, mode := range []string{"sizeonly", "real"} {
			l := &eventLog{}
			out, _, err := simulate(t, ll, Config{NP: 3, PsPerInstruction: 500, Network: testLatBW(eager), Trace: l,
				Args: []string{"sizeonly", mode}})
			if err != nil {
				t.Fatal(err)
			}
			w := want
			if mode == "real" { // the real buffer keeps what rank 0 sent from its real one
				w = strings.ReplaceAll(w, ", reads 0\n", ", reads 14\n")
			}
			if out != w {
				t.Errorf("%s buffers, eager limit %d: output\n%s\nwant\n%s", mode, eager, out, w)
			}
			for _, e := range l.evs {
				if strings.HasPrefix(e.Op, "MPI_") {
					evs[i] = append(evs[i], envelope{e.Rank, e.Peer, e.Tag, e.Comm, e.Op, e.Bytes})
				}
			}
			slices.SortStableFunc(evs[i], func(a, b envelope) int { return int(a.rank - b.rank) })
		}
		if len(evs[0]) < 30 || !slices.Equal(evs[0], evs[1]) {
			t.Errorf("eager limit %d: MPI events differ from real buffers'\nsize-only %v\nreal      %v", eager, evs[0], evs[1])
		}
	}
	_, _, err := simulate(t, ll, Config{NP: 2, Args: []string{"sizeonly", "truncate"}})
	if err == nil || !strings.Contains(err.Error(), "message truncated: 160 bytes from rank 0 (tag 9) do not fit the receive buffer of 80 bytes") {
		t.Errorf("truncation into the size-only buffer: got %v", err)
	}
}
