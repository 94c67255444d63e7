// Tests of the ideal and latency/bandwidth models and of machine files.
package network

import (
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestIdeal(t *testing.T) {
	m := NewIdeal()
	if m.Name() != "ideal" || m.EagerLimit() != math.MaxInt64 {
		t.Fatalf("%s eager %d", m.Name(), m.EagerLimit())
	}
	for _, n := range []int64{0, 1, 1 << 40} {
		if got := m.Transfer(0, 1, n, 12345); got != 12345 {
			t.Fatalf("%d bytes arrive at %d", n, got)
		}
	}
	if NewIdealWithEagerLimit(4096).EagerLimit() != 4096 {
		t.Fatal("eager limit not kept")
	}
}

func TestLatBWArrival(t *testing.T) {
	// 1 µs latency, 1 GB/s: one byte per ns = 1000 ps per byte.
	m := NewLatBW(1_000_000, 1e9, 4096)
	if m.Name() != "latbw" || m.EagerLimit() != 4096 {
		t.Fatalf("%s eager %d", m.Name(), m.EagerLimit())
	}
	if got := m.Transfer(0, 1, 0, 500); got != 1_000_500 {
		t.Fatalf("empty message: %d", got)
	}
	if got := m.Transfer(2, 1, 800, 0); got != 800_000+1_000_000 {
		t.Fatalf("800 bytes: %d", got)
	}
	// Ceiling: 3 bytes at 7 B/s take 3/7 s = 428571428571.43 ps -> ...572.
	if got := NewLatBW(0, 7, 0).Transfer(0, 1, 3, 0); got != 428_571_428_572 {
		t.Fatalf("ceil: %d", got)
	}
	// Infinite bandwidth: latency only.
	if got := NewLatBW(5, math.Inf(1), 0).Transfer(0, 1, 1<<50, 10); got != 15 {
		t.Fatalf("infinite bandwidth: %d", got)
	}
	// Saturation instead of overflow.
	if got := NewLatBW(1, 1e-3, 0).Transfer(0, 1, math.MaxInt64, math.MaxInt64-5); got != math.MaxInt64 {
		t.Fatalf("saturation: %d", got)
	}
}

func TestLatBWSerializesEachNIC(t *testing.T) {
	m := NewLatBW(1_000_000, 1e9, 65536) // 1 µs, 1000 ps per byte
	// Two 1000-byte messages from rank 0 at time 0: the second leaves after
	// the first is injected (1 µs later).
	a := m.Transfer(0, 1, 1000, 0)
	b := m.Transfer(0, 2, 1000, 0)
	if a != 2_000_000 || b != 3_000_000 {
		t.Fatalf("arrivals %d, %d; want 2000000, 3000000", a, b)
	}
	// Another rank's NIC is independent.
	if c := m.Transfer(5, 1, 1000, 0); c != 2_000_000 {
		t.Fatalf("rank 5: %d", c)
	}
	// A message handed over after the NIC is idle again is not delayed.
	if d := m.Transfer(0, 1, 1000, 10_000_000); d != 12_000_000 {
		t.Fatalf("idle NIC: %d", d)
	}
	// FIFO in call order: an earlier start time handed over later still waits.
	if e := m.Transfer(0, 1, 0, 0); e != 11_000_000+1_000_000 {
		t.Fatalf("late call with early start: %d", e)
	}
}

func TestLatBWDeterministic(t *testing.T) {
	run := func() []int64 {
		m := NewLatBW(1500, 12.5e9, 65536)
		var out []int64
		for i := 0; i < 1000; i++ {
			out = append(out, m.Transfer(i%7, (i+1)%7, int64(i*i%100000), int64(i*37%5000)))
		}
		return out
	}
	a, b := run(), run()
	for i := range a {
		if a[i] != b[i] {
			t.Fatalf("call %d: %d then %d", i, a[i], b[i])
		}
	}
}

func TestPresetsLoad(t *testing.T) {
	names := Presets()
	for _, want := range []string{"ethernet-10g", "ib-hdr", "ideal", "local"} {
		found := false
		for _, n := range names {
			found = found || n == want
		}
		if !found {
			t.Errorf("preset %s missing from %v", want, names)
		}
	}
	for _, name := range names {
		m, err := LoadMachine(name)
		if err != nil {
			t.Errorf("preset %s: %v", name, err)
			continue
		}
		if m.Name != name || m.Description == "" || m.Source != "preset "+name {
			t.Errorf("preset %s: name %q, description %q, source %q", name, m.Name, m.Description, m.Source)
		}
		model, err := m.Model()
		if err != nil {
			t.Errorf("preset %s: %v", name, err)
			continue
		}
		if model.Name() != m.Network.Model {
			t.Errorf("preset %s: model %s, file says %s", name, model.Name(), m.Network.Model)
		}
		if !(m.PsPerInstruction() > 0) {
			t.Errorf("preset %s: %g ps per instruction", name, m.PsPerInstruction())
		}
	}
	ib, _ := LoadMachine("ib-hdr")
	model, _ := ib.Model()
	// 25 GB/s and 1 µs: 25000 bytes take 1 µs + 1 µs.
	if got := model.Transfer(0, 1, 25000, 0); got != 2_000_000 {
		t.Errorf("ib-hdr: 25000 bytes arrive at %d ps", got)
	}
	text, err := PresetText("ib-hdr")
	if err != nil || !strings.Contains(text, "bandwidth_gbytes = 25.0") {
		t.Errorf("PresetText(ib-hdr): %v %q", err, text)
	}
	if _, err := PresetText("../machine"); err == nil {
		t.Error("PresetText accepted a path")
	}
	if _, err := LoadMachine("no-such-machine"); err == nil || !strings.Contains(err.Error(), "presets: ") {
		t.Errorf("unknown preset: %v", err)
	}
}

func writeMachine(t *testing.T, text string) string {
	path := filepath.Join(t.TempDir(), "m.toml")
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestMachineFile(t *testing.T) {
	path := writeMachine(t, `name = "ib-cluster"
description = "test"
[node]
cores = 2
clock_ghz = 2.0
cpi = 0.5
[network]
model = "latbw"
latency_us = 1.5
bandwidth_gbytes = 12.5
`)
	m, err := LoadMachine(path)
	if err != nil {
		t.Fatal(err)
	}
	if m.Name != "ib-cluster" || m.Node.Cores != 2 || m.Node.RanksPerNode != 2 || m.Network.EagerLimit != DefaultEagerLimit || m.Source != path {
		t.Fatalf("%+v", m)
	}
	if got := m.PsPerInstruction(); got != 250 {
		t.Fatalf("ps per instruction %g, want 0.5 / 2 GHz = 250", got)
	}
	model, err := m.Model()
	if err != nil {
		t.Fatal(err)
	}
	// 1.5 µs + 1250 bytes at 12.5 GB/s (100 ns).
	if got := model.Transfer(0, 1, 1250, 0); got != 1_600_000 {
		t.Fatalf("arrival %d", got)
	}

	// MPI's overheads, ps.
	m, err = LoadMachine(writeMachine(t, "[network]\nmodel = \"latbw\"\nlatency_us = 0.2\nbandwidth_gbytes = 1\ncall_us = 0.011\ncollective_call_us = 0.0225\nsend_overhead_us = 0.05\nrecv_overhead_us = 0.09\n"))
	if err != nil {
		t.Fatal(err)
	}
	if got, want := m.Overheads(), (Overheads{Call: 11_000, CollectiveCall: 22_500, Send: 50_000, Recv: 90_000}); got != want {
		t.Fatalf("overheads %+v, want %+v", got, want)
	}

	// Defaults: an empty file is the ideal machine, named after the file.
	m, err = LoadMachine(writeMachine(t, ""))
	if err != nil {
		t.Fatal(err)
	}
	if m.Name != "m" || m.Network.Model != "ideal" || m.Network.EagerLimit != math.MaxInt64 || m.Node.ClockGHz != DefaultClockGHz || m.Node.Cores != 1 {
		t.Fatalf("defaults: %+v", m)
	}
}

func TestMachineFileErrors(t *testing.T) {
	for _, c := range []struct {
		name, text string
		want       []string // substrings of the error
	}{
		{"unknown key", "[network]\nmodel = \"latbw\"\nlatency_us = 1\nbandwidth_gbytes = 1\nlatncy_us = 3\n",
			[]string{"m.toml: line 5: key network.latncy_us: unknown key"}},
		{"unknown table", "[nodes]\ncores = 4\n", []string{"line 1: key nodes: unknown key"}},
		{"unknown top-level key reported with the rest", "colour = 1\n[node]\ncores = 0\n",
			[]string{"line 1: key colour: unknown key", "line 3: key node.cores: 0 cores"}},
		{"bad model", "[network]\nmodel = \"flow\"\n", []string{"line 2: key network.model: unknown network model \"flow\" (known: ideal, latbw, table)"}},
		{"missing latbw keys", "[network]\nmodel = \"latbw\"\nlatency_us = 2\n", []string{"line 1: key network: model latbw needs network.bandwidth_gbytes"}},
		{"ideal with latency", "[network]\nlatency_us = 2\n", []string{"line 2: key network.latency_us: the ideal network has no latency_us"}},
		{"negative bandwidth", "[network]\nmodel=\"latbw\"\nlatency_us = 1\n  bandwidth_gbytes = -1\n", []string{"line 4: key network.bandwidth_gbytes"}},
		{"nan clock", "[node]\nclock_ghz = nan\n", []string{"line 2: key node.clock_ghz"}},
		{"wrong type", "[node]\ncores = \"two\"\n", []string{"m.toml: line 2", "node.cores", "incompatible types"}},
		{"syntax", "name = \"x\"\n[node\ncores = 2\n", []string{"m.toml: line ", "to end table name"}},
		{"negative eager", "[network]\neager_limit = -5\n", []string{"line 2: key network.eager_limit"}},
		{"negative write cost", "[node]\nwrite_us = 3\nwrite_byte_ns = -1\n", []string{"line 3: key node.write_byte_ns: -1 ns per byte written"}},
		{"infinite write cost", "[node]\nwrite_us = inf\n", []string{"line 2: key node.write_us"}},
		{"negative first touch", "[node]\nfirst_touch_us = -2\n", []string{"line 2: key node.first_touch_us: -2 µs per page"}},
		{"negative format cost", "[node]\nformat_ns = -30\n", []string{"line 2: key node.format_ns: -30 ns per conversion"}},
		{"negative unmap cost", "[node]\nunmap_us = -0.25\n", []string{"line 2: key node.unmap_us: -0.25 µs per page"}},
		{"noise row of one value", "[node]\nnoise = [[3.2, 600], [50]]\n", []string{"line 2: key node.noise: row 2 [50]: want [µs > 0, detours per second ≥ 0]"}},
		{"negative noise rate", "[node]\nnoise = [[3.2, -1]]\n", []string{"key node.noise: row 1 [3.2 -1]"}},
		{"noise half the time", "[node]\nnoise = [[50, 10000], [2000, 100]]\n", []string{"key node.noise: detours take 70% of the time: want at most 50%"}},
		{"noise off the CPU beyond all of it", "[node]\nnoise = [[3.2, 600]]\nnoise_off_cpu = 1.5\n", []string{"line 3: key node.noise_off_cpu: 1.5: want a fraction from 0 to 1"}},
		{"negative overhead", "[network]\ncall_us = -0.01\n", []string{"line 2: key network.call_us: -0.01 µs"}},
		{"overheads beyond the latency", "[network]\nmodel = \"latbw\"\nlatency_us = 0.1\nbandwidth_gbytes = 1\ncall_us = 0.02\nsend_overhead_us = 0.05\nrecv_overhead_us = 0.04\n",
			[]string{"line 6: key network.send_overhead_us: send and receive overheads and a call of 0.05 + 0.04 + 0.02 µs exceed the 0-byte message time of 0.1 µs"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := LoadMachine(writeMachine(t, c.text))
			if err == nil {
				t.Fatal("accepted")
			}
			for _, w := range c.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error %q lacks %q", err, w)
				}
			}
		})
	}
}

func TestCoreShare(t *testing.T) {
	m, err := ParseMachine([]byte("[node]\ncores = 2\nranks_per_node = 64\n"), "test", "t")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		np   int
		want float64
	}{{1, 1}, {2, 1}, {4, 2}, {8, 4}, {100, 32}} {
		if got := m.CoreShare(c.np); got != c.want {
			t.Errorf("np %d on 2 cores, 64 ranks per node: share %g, want %g", c.np, got, c.want)
		}
	}
	if got := (&Machine{Node: NodeSpec{Cores: 4, RanksPerNode: 4}}).CoreShare(16); got != 1 {
		t.Errorf("4 ranks per node on 4 cores: share %g, want 1", got)
	}
}
