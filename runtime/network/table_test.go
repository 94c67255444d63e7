// Tests of the table network model and of machine files with a table and per-class CPIs.
package network

import (
	"math"
	"strings"
	"testing"
)

func TestTableInterpolation(t *testing.T) {
	// 1 µs latency; 1000 bytes take 2 µs, 3000 bytes 3 µs.
	m := NewTable([]TablePoint{{0, 1_000_000}, {1000, 2_000_000}, {3000, 3_000_000}}, 4096).(*table)
	if m.Name() != "table" || m.EagerLimit() != 4096 {
		t.Fatalf("%s eager %d", m.Name(), m.EagerLimit())
	}
	for _, c := range []struct{ n, want int64 }{
		{0, 1_000_000},
		{-5, 1_000_000},
		{1, 1_001_000},    // 1/1000 of the way to 2 µs
		{500, 1_500_000},  // half way
		{1000, 2_000_000}, // on a row
		{2000, 2_500_000}, // second segment: 0.5 ns per byte
		{3000, 3_000_000},
		{5000, 4_000_000}, // beyond the table: the last segment's slope
		{1001, 2_000_500}, // 0.5 ns per byte above 1000
	} {
		if got := m.Time(c.n); got != c.want {
			t.Errorf("T(%d) = %d ps, want %d", c.n, got, c.want)
		}
	}
	// Rounding up: 1 byte of a 3-byte segment of 10 ps takes ceil(10/3) = 4.
	if got := NewTable([]TablePoint{{0, 0}, {3, 10}}, 0).(*table).Time(1); got != 4 {
		t.Errorf("ceil: T(1) = %d, want 4", got)
	}
	// One row: every size takes the latency.
	if got := NewTable([]TablePoint{{0, 7}}, 0).(*table).Time(1 << 40); got != 7 {
		t.Errorf("one row: %d", got)
	}
	// Saturation instead of overflow.
	big := NewTable([]TablePoint{{0, 0}, {1, math.MaxInt64 / 2}}, 0)
	if got := big.Transfer(0, 1, math.MaxInt64, 0); got != math.MaxInt64 {
		t.Errorf("saturation: %d", got)
	}
}

// A two-row table is the latbw model with the same latency and bandwidth,
// NIC serialization included.
func TestTableMatchesLatBW(t *testing.T) {
	tab := NewTable([]TablePoint{{0, 1_500_000}, {1 << 20, 1_500_000 + 83_886_080}}, 65536) // 12.5 GB/s
	lb := NewLatBW(1_500_000, 12.5e9, 65536)
	for i := 0; i < 500; i++ {
		src, dst := i%5, (i+2)%5
		n := int64(i*i*37) % (4 << 20)
		start := int64(i*7919) % 3_000_000
		if a, b := tab.Transfer(src, dst, n, start), lb.Transfer(src, dst, n, start); a != b {
			t.Fatalf("message %d (%d bytes from %d at %d): table %d, latbw %d", i, n, src, start, a, b)
		}
	}
}

func TestTableSerializesEachNIC(t *testing.T) {
	m := NewTable([]TablePoint{{0, 1_000_000}, {1000, 2_000_000}}, 65536)
	// The second message from rank 0 leaves when the first has been
	// injected (T(1000) − T(0) = 1 µs later).
	if a, b := m.Transfer(0, 1, 1000, 0), m.Transfer(0, 2, 1000, 0); a != 2_000_000 || b != 3_000_000 {
		t.Fatalf("arrivals %d, %d; want 2000000, 3000000", a, b)
	}
	if c := m.Transfer(3, 1, 1000, 0); c != 2_000_000 {
		t.Fatalf("another rank's NIC: %d", c)
	}
}

func TestTableMachineFile(t *testing.T) {
	path := writeMachine(t, `name = "measured"
[node]
cores = 2
clock_ghz = 2.0
cpi = 1.0
fp_latency = 3
store_load_latency = 9
[node.class_cpi]
int = 0.5
fp_div = 8
[network]
model = "table"
eager_limit = 4000
table = [
  [0, 0.5],      # latency
  [1024, 1.0],
  [1048576, 101.0],
]
`)
	m, err := LoadMachine(path)
	if err != nil {
		t.Fatal(err)
	}
	if m.ClassCPI("int") != 0.5 || m.ClassCPI("fp_div") != 8 || m.ClassCPI("mem") != 1.0 {
		t.Errorf("class CPIs: int %g fp_div %g mem %g", m.ClassCPI("int"), m.ClassCPI("fp_div"), m.ClassCPI("mem"))
	}
	if m.Node.FPLatency != 3 || m.Node.StoreLoadLatency != 9 {
		t.Errorf("latencies: fp %g, store-load %g", m.Node.FPLatency, m.Node.StoreLoadLatency)
	}
	model, err := m.Model()
	if err != nil {
		t.Fatal(err)
	}
	if model.Name() != "table" || model.EagerLimit() != 4000 {
		t.Fatalf("%s eager %d", model.Name(), model.EagerLimit())
	}
	if got := model.Transfer(0, 1, 512, 0); got != 750_000 {
		t.Errorf("512 bytes: %d ps, want 750000", got)
	}
	// Default eager limit.
	m, err = ParseMachine([]byte("[network]\nmodel = \"table\"\ntable = [[0, 1]]\n"), "t", "t")
	if err != nil || m.Network.EagerLimit != DefaultEagerLimit {
		t.Fatalf("%v %+v", err, m)
	}
}

func TestTableMachineFileErrors(t *testing.T) {
	for _, c := range []struct{ name, text, want string }{
		{"no table", "[network]\nmodel = \"table\"\n", "line 1: key network: model table needs network.table"},
		{"not from 0", "[network]\nmodel = \"table\"\ntable = [[8, 1], [16, 2]]\n", "line 3: key network.table: table: row 1 is for 8 bytes: the first row must be for 0 bytes"},
		{"decreasing time", "[network]\nmodel = \"table\"\ntable = [[0, 1], [16, 2], [32, 1.5]]\n", "row 3: 32 bytes take less time than 16 bytes (row 2)"},
		{"sizes out of order", "[network]\nmodel = \"table\"\ntable = [[0, 1], [16, 2], [16, 3]]\n", "row 3: 16 bytes after 16: sizes must increase"},
		{"short row", "[network]\nmodel = \"table\"\ntable = [[0, 1], [16]]\n", "table row 2 has 1 numbers: want [bytes, µs]"},
		{"fractional bytes", "[network]\nmodel = \"table\"\ntable = [[0, 1], [1.5, 2]]\n", "table row 2: 1.5 bytes"},
		{"negative time", "[network]\nmodel = \"table\"\ntable = [[0, -1]]\n", "table row 1: -1 µs"},
		{"latency with table", "[network]\nmodel = \"table\"\nlatency_us = 1\ntable = [[0, 1]]\n", "line 3: key network.latency_us: model table has no latency_us"},
		{"table with latbw", "[network]\nmodel = \"latbw\"\nlatency_us = 1\nbandwidth_gbytes = 1\ntable = [[0, 1]]\n", "line 5: key network.table: model latbw has no table"},
		{"self table with latbw", "[network]\nmodel = \"latbw\"\nlatency_us = 1\nbandwidth_gbytes = 1\nself_table = [[0, 1]]\n", "line 5: key network.self_table: model latbw has no self_table"},
		{"exchange table with ideal", "[network]\nexchange_table = [[0, 1]]\n", "line 2: key network.exchange_table: the ideal network has no exchange_table"},
		{"exchange not from 0", "[network]\nmodel = \"table\"\ntable = [[0, 1]]\nexchange_table = [[8, 1]]\n", "line 4: key network.exchange_table: exchange_table: row 1 is for 8 bytes"},
		{"self short row", "[network]\nmodel = \"table\"\ntable = [[0, 1]]\nself_table = [[0, 1], [16]]\n", "line 4: key network.self_table: self_table row 2 has 1 numbers"},
		{"table with ideal", "[network]\ntable = [[0, 1]]\n", "line 2: key network.table: the ideal network has no table"},
		{"unknown class", "[node.class_cpi]\nint = 1\nvector = 2\n", "line 3: key node.class_cpi.vector: unknown instruction class \"vector\" (known: int, addr, int_div, fp, fp_div, mem, branch, call)"},
		{"zero latency", "[node]\ncpi = 1\nstore_load_latency = 0\n", "line 3: key node.store_load_latency: 0 cycles: want a finite number > 0"},
		{"negative latency", "[node]\nfp_latency = -3\n", "line 2: key node.fp_latency: -3 cycles"},
		{"zero class CPI", "[node]\ncpi = 1\n[node.class_cpi]\nmem = 0\n", "line 4: key node.class_cpi.mem: 0 cycles per instruction"},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := ParseMachine([]byte(c.text), "m.toml", "m")
			if err == nil {
				t.Fatal("accepted")
			}
			if !strings.Contains(err.Error(), c.want) {
				t.Errorf("error %q lacks %q", err, c.want)
			}
		})
	}
}

// A message to oneself takes the self table's time and no NIC time.
func TestTableSelf(t *testing.T) {
	pts := []TablePoint{{0, 1_000_000}, {1000, 2_000_000}}
	self := []TablePoint{{0, 100_000}, {1000, 300_000}}
	m := NewTableWith(pts, 0, nil, self)
	if st, ok := m.(SelfTimed); !ok || !st.SelfTimed() {
		t.Fatal("a table with self rows is not SelfTimed")
	}
	if got := m.Transfer(3, 3, 500, 10); got != 10+200_000 {
		t.Errorf("500 bytes to oneself at 10: arrives %d, want %d", got, 10+200_000)
	}
	if got := m.Transfer(3, 4, 1000, 10); got != 10+2_000_000 {
		t.Errorf("a message after a self copy waited for the NIC: arrives %d, want %d", got, 10+2_000_000)
	}
	// Without self rows a message to oneself is timed as any other.
	plain := NewTable(pts, 0)
	if st, ok := plain.(SelfTimed); ok && st.SelfTimed() {
		t.Error("a table without self rows is SelfTimed")
	}
	if got := plain.Transfer(3, 3, 500, 10); got != 10+1_500_000 {
		t.Errorf("no self rows: arrives %d, want %d", got, 10+1_500_000)
	}
}

// A message above the eager limit that departs while its destination's
// last message to its source is on the way takes the exchange time.
func TestTableExchange(t *testing.T) {
	pts := []TablePoint{{0, 1_000_000}, {1_000_000, 101_000_000}}      // 100 µs per MB
	exchange := []TablePoint{{0, 1_000_000}, {1_000_000, 141_000_000}} // 140 µs per MB both ways
	const eager = 4096
	m := NewTableWith(pts, eager, exchange, nil)
	if got := m.Transfer(0, 1, 1_000_000, 0); got != 101_000_000 {
		t.Fatalf("first of an exchange: %d, want the one-way 101000000", got)
	}
	if got := m.Transfer(1, 0, 1_000_000, 5); got != 5+141_000_000 {
		t.Errorf("second, while the first is on the way: %d, want %d", got, 5+141_000_000)
	}
	// Rank 2 to rank 3 is no exchange, nor 3 to 2 once 2's message arrived.
	if got := m.Transfer(2, 3, 1_000_000, 0); got != 101_000_000 {
		t.Errorf("one way: %d", got)
	}
	if got := m.Transfer(3, 2, 1_000_000, 101_000_000); got != 2*101_000_000 {
		t.Errorf("after the other direction arrived: %d, want %d", got, 2*101_000_000)
	}
	// Eager messages are never slowed.
	m.Transfer(4, 5, 1_000_000, 0)
	if got := m.Transfer(5, 4, eager, 0); got != 1_000_000+eager*100 {
		t.Errorf("eager message opposite a large one: %d, want %d", got, 1_000_000+eager*100)
	}
	// No exchange rows: both directions take the one-way time.
	plain := NewTable(pts, eager)
	plain.Transfer(0, 1, 1_000_000, 0)
	if got := plain.Transfer(1, 0, 1_000_000, 5); got != 5+101_000_000 {
		t.Errorf("no exchange rows: %d", got)
	}
}

func TestTableMachineFileExchangeSelf(t *testing.T) {
	m, err := ParseMachine([]byte(`[network]
model = "table"
eager_limit = 0
table = [[0, 1], [1000, 2]]
exchange_table = [[0, 1], [1000, 3]]
self_table = [[0, 0.1], [1000, 0.5]]
`), "m.toml", "m")
	if err != nil {
		t.Fatal(err)
	}
	model, err := m.Model()
	if err != nil {
		t.Fatal(err)
	}
	if got := model.Transfer(1, 1, 1000, 0); got != 500_000 {
		t.Errorf("self: %d ps, want 500000", got)
	}
	model.Transfer(0, 1, 1000, 0)
	if got := model.Transfer(1, 0, 1000, 0); got != 3_000_000 {
		t.Errorf("exchange: %d ps, want 3000000", got)
	}
}
