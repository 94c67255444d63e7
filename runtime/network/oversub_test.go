// Tests of the oversubscribed-node latency: OversubscribedPs, its rows' checks and the model that adds it.
package network

import (
	"strings"
	"testing"
)

const oversubMachine = `
[node]
cores = 2
ranks_per_node = 16
[network]
model = "table"
table = [[0, 0.5], [1000, 1.5]]
oversubscribed = [[2, 2.5], [4, 6.5]]
`

func TestOversubscribedPs(t *testing.T) {
	m, err := ParseMachine([]byte(oversubMachine), "test", "test")
	if err != nil {
		t.Fatal(err)
	}
	// Excess over the table's 0.5 µs: none up to the cores, linear from
	// (1, 0.5) to (2, 2.5) to (4, 6.5), then that slope on.
	for _, c := range []struct {
		np   int
		want int64
	}{{1, 0}, {2, 0}, {3, 1_000_000}, {4, 2_000_000}, {6, 4_000_000}, {8, 6_000_000}, {16, 14_000_000}, {32, 14_000_000}} {
		if got := m.OversubscribedPs(c.np); got != c.want {
			t.Errorf("np %d: %d ps, want %d", c.np, got, c.want)
		}
	}
	net, err := m.NetworkFor(8)
	if err != nil {
		t.Fatal(err)
	}
	plain, _ := m.Model()
	if got, want := net.Transfer(0, 1, 1000, 0), plain.Transfer(0, 1, 1000, 0)+6_000_000; got != want {
		t.Errorf("np 8: 1000 bytes arrive at %d ps, want %d", got, want)
	}
	if h, ok := net.(HandshakeIncluded); !ok || !h.HandshakeIncluded() || net.Name() != "table" || net.EagerLimit() != plain.EagerLimit() {
		t.Errorf("the wrapped table lost its properties: %T", net)
	}
	if net, _ := m.NetworkFor(2); net.Transfer(0, 1, 0, 0) != 500_000 {
		t.Errorf("np 2 (no oversubscription): 0 bytes take %d ps, want 500000", net.Transfer(0, 1, 0, 0))
	}
}

func TestOversubscribedRowsChecked(t *testing.T) {
	for _, c := range []struct{ rows, want string }{
		{"[[1, 2.0]]", "above 1"},
		{"[[2, 2.0], [2, 3.0]]", "above the previous"},
		{"[[2, -1.0]]", "≥ 0"},
		{"[[2]]", "want [ranks per core, µs]"},
	} {
		text := strings.Replace(oversubMachine, "[[2, 2.5], [4, 6.5]]", c.rows, 1)
		_, err := ParseMachine([]byte(text), "m.toml", "m")
		if err == nil || !strings.Contains(err.Error(), c.want) || !strings.Contains(err.Error(), "line 8: key network.oversubscribed") {
			t.Errorf("rows %s: error %v, want one at line 8 saying %q", c.rows, err, c.want)
		}
	}
}

// A self copy has no receiver to wait for: no extra latency.
func TestExtraLatencySelf(t *testing.T) {
	m := WithExtraLatency(NewTableWith([]TablePoint{{0, 1000}}, 0, nil, []TablePoint{{0, 10}}), 500)
	if st, ok := m.(SelfTimed); !ok || !st.SelfTimed() {
		t.Fatal("the wrapper hides SelfTimed")
	}
	if got := m.Transfer(2, 2, 64, 0); got != 10 {
		t.Errorf("self copy: %d, want 10", got)
	}
	if got := m.Transfer(2, 3, 64, 0); got != 1500 {
		t.Errorf("message: %d, want 1500", got)
	}
}
