// Machine: machine files (TOML) describing node compute speed and the network, and the embedded presets.
package network

import (
	"embed"
	"errors"
	"fmt"
	"maps"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/BurntSushi/toml"
)

//go:embed presets/*.toml
var presetFiles embed.FS

// Defaults for keys a machine file leaves out.
const (
	DefaultClockGHz   = 3.0
	DefaultCPI        = 1.0
	DefaultEagerLimit = 65536 // Open MPI's TCP eager limit; latbw only
)

// Machine is a machine file: what a rank's instructions cost and how the
// network times messages.
type Machine struct {
	Name        string      `toml:"name"`
	Description string      `toml:"description"`
	Node        NodeSpec    `toml:"node"`
	Network     NetworkSpec `toml:"network"`

	// Source says where the machine was loaded from: a file path or
	// "preset <name>".
	Source string `toml:"-"`
}

// NodeSpec describes one node.
type NodeSpec struct {
	// Cores per node: more busy ranks than cores on a node share them (run
	// stretches their compute; see CoreShare).
	Cores int `toml:"cores"`
	// RanksPerNode is how many ranks are placed on a node (default Cores).
	RanksPerNode int `toml:"ranks_per_node"`
	// ClockGHz and CPI (cycles per IR instruction) give the time of one
	// instruction: CPI / ClockGHz ns.
	ClockGHz float64 `toml:"clock_ghz"`
	CPI      float64 `toml:"cpi"`
	// ClassCPI is the CPI of each class of IR instruction (the keys are
	// InstructionClasses) for the static cost model; a class it leaves out
	// costs CPI. The interpreter, which counts instructions without
	// classifying them, uses CPI alone.
	ClassCPI map[string]float64 `toml:"class_cpi"`
	// WriteUs and WriteByteNs are what a rank's write to stdout or stderr
	// costs it: µs per write (a line: under mpirun a rank's stdout is a
	// terminal, so line-buffered) and ns per byte. Printing is the
	// launcher's I/O forwarding, microseconds a line, which a program
	// printing a line per task spends more time in than in its tasks.
	WriteUs     float64 `toml:"write_us"`
	WriteByteNs float64 `toml:"write_byte_ns"`
	// FormatNs is what formatting one conversion of the printf family
	// (%d, %g, %s, ...) costs, ns: libc's work natively, which the
	// interpreter does in Go without counting instructions
	// (sim.Config.PsPerConversion).
	FormatNs float64 `toml:"format_ns"`
	// FirstTouchUs is what the first write to a 4 KiB page of freshly
	// allocated memory costs (the kernel maps and zeroes it): µs per page,
	// charged to a message received into a folded (size-only) block of a
	// skeleton that no message moved before (sim.Config.PsPerFirstTouch).
	// A program's first receive into a buffer of megabytes pays it for
	// every page.
	FirstTouchUs float64 `toml:"first_touch_us"`
	// UnmapUs is what freeing a block glibc mapped for itself costs per
	// 4 KiB page (the kernel unmaps and frees each page it wrote): µs,
	// charged at free() as compute (interp.Process.UnmappedPages,
	// sim.Config.PsPerUnmappedPage). A program freeing its arrays of
	// megabytes before MPI_Finalize pays it for every page.
	UnmapUs float64 `toml:"unmap_us"`
	// FPLatency and StoreLoadLatency (cycles; optional) are the latencies
	// of a dependent FP add and of a value stored and loaded back at the
	// same address, with which the static cost model bounds a loop's
	// iteration by its loop-carried dependences (a sum kept in memory takes
	// both per iteration). They vary between cores: 3 and 9 on a Zen 4,
	// 4 and about 5 on a Skylake.
	FPLatency        float64 `toml:"fp_latency"`
	StoreLoadLatency float64 `toml:"store_load_latency"`
	// Noise (optional): rows [µs, per second], classes of detours that
	// stop a computing rank (the timer tick, the kernel's and the
	// hypervisor's work), each of that length and that many per second of
	// compute, at random times (sim.Detour). Measured costs hold their
	// mean, less NoiseOffCPU's part; ranks that synchronise wait for each
	// other's.
	Noise [][]float64 `toml:"noise"`
	// NoiseOffCPU (optional, 0 to 1) is the fraction of the detours' time a
	// rank's CPU clock does not count (the hypervisor running another guest,
	// the kernel another task): measured costs, which are CPU times, hold
	// only the rest of their mean share.
	NoiseOffCPU float64 `toml:"noise_off_cpu"`
}

// maxNoiseShare bounds the time a node's detours may take: a machine
// stopped half the time is a file in error, not noise.
const maxNoiseShare = 0.5

// checkNoise says what is wrong with the noise rows, or "".
func (n NodeSpec) checkNoise() string {
	var share float64
	for i, row := range n.Noise {
		if len(row) != 2 || !positiveFinite(row[0]) || row[1] < 0 || math.IsNaN(row[1]) || math.IsInf(row[1], 0) {
			return fmt.Sprintf("row %d %v: want [µs > 0, detours per second ≥ 0]", i+1, row)
		}
		share += row[0] * 1e-6 * row[1]
	}
	if share > maxNoiseShare {
		return fmt.Sprintf("detours take %.0f%% of the time: want at most %.0f%%", 100*share, 100*maxNoiseShare)
	}
	return ""
}

// InstructionClasses are the classes of IR instructions a machine file may
// give a CPI for ([node.class_cpi]); cost.Classify sorts instructions into
// them:
//
//	int      integer arithmetic, logic, comparisons, select
//	addr     getelementptr, phi, integer and pointer casts: mostly folded
//	         into other instructions' addressing or registers
//	int_div  integer division and remainder
//	fp       floating-point add, subtract, multiply (fmuladd), compare, convert
//	fp_div   floating-point division, remainder, square root
//	mem      load, store, alloca, atomics
//	branch   br, switch, indirectbr, unreachable
//	call     calls (other than the intrinsics above) and ret
var InstructionClasses = []string{"int", "addr", "int_div", "fp", "fp_div", "mem", "branch", "call"}

// ClassCPI is the CPI of instruction class c: node.class_cpi's figure, or
// node.cpi when the file gives none for c.
func (m *Machine) ClassCPI(c string) float64 {
	if v, ok := m.Node.ClassCPI[c]; ok {
		return v
	}
	return m.Node.CPI
}

// NetworkSpec describes the network model and its parameters.
type NetworkSpec struct {
	Model           string  `toml:"model"`            // "ideal", "latbw" or "table"
	LatencyUs       float64 `toml:"latency_us"`       // latbw: one-way latency, µs
	BandwidthGBytes float64 `toml:"bandwidth_gbytes"` // latbw: GB/s, 1 GB = 10^9 bytes
	EagerLimit      int64   `toml:"eager_limit"`      // bytes; larger messages use rendezvous
	// Table: rows [bytes, µs], the one-way time of a message of that size
	// (NewTable says how sizes between rows are timed).
	Table [][]float64 `toml:"table"`
	// ExchangeTable and SelfTable (optional, model table): rows [bytes, µs]
	// like Table's, the time of a message while one between the same two
	// ranks travels the other way, and of a message a rank sends itself
	// (NewTableWith says when each is charged).
	ExchangeTable [][]float64 `toml:"exchange_table"`
	SelfTable     [][]float64 `toml:"self_table"`
	// Oversubscribed: rows [ranks per core, µs], the one-way time of a
	// small message when a node runs more ranks than cores (OversubscribedPs).
	Oversubscribed [][]float64 `toml:"oversubscribed"`
	// CPU time of MPI itself (LogGP's overheads), µs: CallUs and
	// CollectiveCallUs per communicating call beyond its messages;
	// SendOverheadUs and RecvOverheadUs per eager message, at its sender
	// and its receiver (see Overheads).
	CallUs           float64 `toml:"call_us"`
	CollectiveCallUs float64 `toml:"collective_call_us"`
	SendOverheadUs   float64 `toml:"send_overhead_us"`
	RecvOverheadUs   float64 `toml:"recv_overhead_us"`
}

// Overheads are the CPU time a rank spends in MPI itself, ps, as LogGP's o:
// the simulator charges them on top of waiting for messages.
//   - Call: every point-to-point, probe and completion call (an
//     MPI_Sendrecv with MPI_PROC_NULL costs this and nothing else);
//   - CollectiveCall: every collective and communicator-creating call;
//   - Send: each eager message occupies its sender's CPU this long before
//     it leaves (back-to-back sends queue behind each other);
//   - Recv: and its receiver's this long once it has arrived and matched.
//
// A message's one-way time in the network model includes Send, Recv and
// the receive's Call (a ping-pong measures them all): the wire time is what
// remains.
type Overheads struct {
	Call, CollectiveCall, Send, Recv int64
}

// Overheads are the machine's MPI overheads in ps.
func (m *Machine) Overheads() Overheads {
	n := m.Network
	return Overheads{Call: usToPs(n.CallUs), CollectiveCall: usToPs(n.CollectiveCallUs), Send: usToPs(n.SendOverheadUs), Recv: usToPs(n.RecvOverheadUs)}
}

// Models are the network model names a machine file may give.
var Models = []string{"ideal", "latbw", "table"}

// CoreShare is how much slower compute runs when np ranks are placed
// ranks_per_node to a node of cores cores and all of them are busy:
// ranks/cores when a node holds more ranks than cores (they share them),
// else 1. 'mpiskel run' scales it by the fraction of the time ranks are
// busy.
func (m *Machine) CoreShare(np int) float64 {
	onNode := min(np, m.Node.RanksPerNode)
	if m.Node.Cores < 1 || onNode <= m.Node.Cores {
		return 1
	}
	return float64(onNode) / float64(m.Node.Cores)
}

// PsPerInstruction is the virtual time of one IR instruction, in ps.
func (m *Machine) PsPerInstruction() float64 { return m.Node.CPI / m.Node.ClockGHz * 1000 }

// Model builds the machine's network model.
func (m *Machine) Model() (Model, error) {
	n := m.Network
	switch n.Model {
	case "ideal":
		return NewIdealWithEagerLimit(n.EagerLimit), nil
	case "latbw":
		if err := n.checkLatBW(); err != nil {
			return nil, fmt.Errorf("machine %s: %v", m.Name, err)
		}
		return NewLatBW(usToPs(n.LatencyUs), n.BandwidthGBytes*1e9, n.EagerLimit), nil
	case "table":
		pts, err := tablePoints("table", n.Table)
		var exchange, self []TablePoint
		if err == nil && n.ExchangeTable != nil {
			exchange, err = tablePoints("exchange_table", n.ExchangeTable)
		}
		if err == nil && n.SelfTable != nil {
			self, err = tablePoints("self_table", n.SelfTable)
		}
		if err == nil && n.EagerLimit < 0 {
			err = fmt.Errorf("eager_limit = %d: want ≥ 0", n.EagerLimit)
		}
		if err != nil {
			return nil, fmt.Errorf("machine %s: %v", m.Name, err)
		}
		return NewTableWith(pts, n.EagerLimit, exchange, self), nil
	}
	return nil, fmt.Errorf("machine %s: unknown network model %q (known: %s)", m.Name, n.Model, strings.Join(Models, ", "))
}

func (n NetworkSpec) checkLatBW() error {
	if !validLatency(n.LatencyUs) {
		return fmt.Errorf("latency_us = %g: want a finite number ≥ 0", n.LatencyUs)
	}
	if !validBandwidth(n.BandwidthGBytes) {
		return fmt.Errorf("bandwidth_gbytes = %g: want a finite number ≥ 1e-9", n.BandwidthGBytes)
	}
	if n.EagerLimit < 0 {
		return fmt.Errorf("eager_limit = %d: want ≥ 0", n.EagerLimit)
	}
	return nil
}

// tablePoints converts the [bytes, µs] rows of table key to picoseconds
// and checks them.
func tablePoints(key string, rows [][]float64) ([]TablePoint, error) {
	var pts []TablePoint
	for i, row := range rows {
		if len(row) != 2 {
			return nil, fmt.Errorf("%s row %d has %d numbers: want [bytes, µs]", key, i+1, len(row))
		}
		b, us := row[0], row[1]
		if !(b >= 0 && b < 1<<62) || b != math.Trunc(b) {
			return nil, fmt.Errorf("%s row %d: %g bytes: want a whole number ≥ 0", key, i+1, b)
		}
		if !validLatency(us) {
			return nil, fmt.Errorf("%s row %d: %g µs: want a finite number ≥ 0", key, i+1, us)
		}
		pts = append(pts, TablePoint{Bytes: int64(b), Ps: usToPs(us)})
	}
	if err := checkTable(pts); err != nil {
		return nil, fmt.Errorf("%s: %v", key, err)
	}
	return pts, nil
}

// usToPs converts a machine file's µs to the models' picoseconds.
func usToPs(us float64) int64 { return int64(math.Round(us * 1e6)) }

// validLatency accepts latencies whose ps value fits an int64 comfortably.
func validLatency(us float64) bool { return us >= 0 && us < 1e12 }

// validBandwidth accepts at least one byte per second, finite.
func validBandwidth(gbytes float64) bool { return gbytes >= 1e-9 && !math.IsInf(gbytes, 1) }

// Presets lists the names of the machine files built into mpiskel.
func Presets() []string {
	entries, err := presetFiles.ReadDir("presets")
	if err != nil {
		return nil
	}
	var names []string
	for _, e := range entries {
		if name, ok := strings.CutSuffix(e.Name(), ".toml"); ok {
			names = append(names, name)
		}
	}
	slices.Sort(names)
	return names
}

// PresetText is the TOML text of a preset, to print and copy as a starting point.
func PresetText(name string) (string, error) {
	data, err := presetFiles.ReadFile("presets/" + name + ".toml")
	if err != nil || strings.ContainsAny(name, "/\\") {
		return "", fmt.Errorf("machine %q: no such preset (presets: %s)", name, strings.Join(Presets(), ", "))
	}
	return string(data), nil
}

// LoadMachine reads a machine file: nameOrPath is read as a file if it ends
// in .toml or names an existing file, else it names a preset.
func LoadMachine(nameOrPath string) (*Machine, error) {
	if st, err := os.Stat(nameOrPath); strings.HasSuffix(nameOrPath, ".toml") || (err == nil && st.Mode().IsRegular()) {
		data, err := os.ReadFile(nameOrPath)
		if err != nil {
			return nil, fmt.Errorf("machine file: %v", err)
		}
		name := strings.TrimSuffix(filepath.Base(nameOrPath), ".toml")
		return ParseMachine(data, nameOrPath, name)
	}
	text, err := PresetText(nameOrPath)
	if err != nil {
		return nil, fmt.Errorf("machine %q: no such file and no such preset (presets: %s)", nameOrPath, strings.Join(Presets(), ", "))
	}
	return ParseMachine([]byte(text), "preset "+nameOrPath, nameOrPath)
}

// ParseMachine decodes a machine file's text. source names it in errors
// ("machine file <source>: line 7: key network.model: ..."); defaultName is
// the name when the file gives none. Every problem found is reported, not
// only the first.
func ParseMachine(data []byte, source, defaultName string) (*Machine, error) {
	m := &Machine{Source: source}
	md, err := toml.Decode(string(data), m)
	if err != nil {
		var perr toml.ParseError
		if errors.As(err, &perr) {
			return nil, fmt.Errorf("machine file %s: line %d: %s", source, perr.Position.Line, perr.Message)
		}
		return nil, fmt.Errorf("machine file %s: %s", source, strings.TrimPrefix(err.Error(), "toml: "))
	}
	p := machineParser{source: source, text: string(data)}
	for _, k := range md.Undecoded() {
		if len(k) > 1 && slices.ContainsFunc(md.Undecoded(), func(u toml.Key) bool { return u.String() == toml.Key(k[:len(k)-1]).String() }) {
			continue // inside an unknown table, which is reported itself
		}
		p.errorf(k.String(), "unknown key")
	}

	if m.Name == "" {
		m.Name = defaultName
	}
	if !md.IsDefined("node", "cores") {
		m.Node.Cores = 1
	} else if m.Node.Cores < 1 {
		p.errorf("node.cores", "%d cores: want ≥ 1", m.Node.Cores)
	}
	if !md.IsDefined("node", "ranks_per_node") {
		m.Node.RanksPerNode = max(m.Node.Cores, 1)
	} else if m.Node.RanksPerNode < 1 {
		p.errorf("node.ranks_per_node", "%d ranks per node: want ≥ 1", m.Node.RanksPerNode)
	}
	if !md.IsDefined("node", "clock_ghz") {
		m.Node.ClockGHz = DefaultClockGHz
	} else if !positiveFinite(m.Node.ClockGHz) {
		p.errorf("node.clock_ghz", "clock of %g GHz: want a finite number > 0", m.Node.ClockGHz)
	}
	if !md.IsDefined("node", "cpi") {
		m.Node.CPI = DefaultCPI
	} else if !positiveFinite(m.Node.CPI) {
		p.errorf("node.cpi", "%g cycles per instruction: want a finite number > 0", m.Node.CPI)
	}
	if m.Node.WriteUs < 0 || math.IsNaN(m.Node.WriteUs) || math.IsInf(m.Node.WriteUs, 0) {
		p.errorf("node.write_us", "%g µs per write: want a finite number ≥ 0", m.Node.WriteUs)
	}
	if m.Node.WriteByteNs < 0 || math.IsNaN(m.Node.WriteByteNs) || math.IsInf(m.Node.WriteByteNs, 0) {
		p.errorf("node.write_byte_ns", "%g ns per byte written: want a finite number ≥ 0", m.Node.WriteByteNs)
	}
	if m.Node.FormatNs < 0 || math.IsNaN(m.Node.FormatNs) || math.IsInf(m.Node.FormatNs, 0) {
		p.errorf("node.format_ns", "%g ns per conversion: want a finite number ≥ 0", m.Node.FormatNs)
	}
	if m.Node.FirstTouchUs < 0 || math.IsNaN(m.Node.FirstTouchUs) || math.IsInf(m.Node.FirstTouchUs, 0) {
		p.errorf("node.first_touch_us", "%g µs per page: want a finite number ≥ 0", m.Node.FirstTouchUs)
	}
	if m.Node.UnmapUs < 0 || math.IsNaN(m.Node.UnmapUs) || math.IsInf(m.Node.UnmapUs, 0) {
		p.errorf("node.unmap_us", "%g µs per page: want a finite number ≥ 0", m.Node.UnmapUs)
	}
	if msg := m.Node.checkNoise(); msg != "" {
		p.errorf("node.noise", "%s", msg)
	}
	if !(m.Node.NoiseOffCPU >= 0 && m.Node.NoiseOffCPU <= 1) {
		p.errorf("node.noise_off_cpu", "%g: want a fraction from 0 to 1", m.Node.NoiseOffCPU)
	}
	for _, l := range []struct {
		key string
		v   float64
	}{{"fp_latency", m.Node.FPLatency}, {"store_load_latency", m.Node.StoreLoadLatency}} {
		if md.IsDefined("node", l.key) && !positiveFinite(l.v) {
			p.errorf("node."+l.key, "%g cycles: want a finite number > 0", l.v)
		}
	}
	classes := slices.Sorted(maps.Keys(m.Node.ClassCPI))
	for _, c := range classes {
		key := "node.class_cpi." + c
		if !slices.Contains(InstructionClasses, c) {
			p.errorf(key, "unknown instruction class %q (known: %s)", c, strings.Join(InstructionClasses, ", "))
		} else if v := m.Node.ClassCPI[c]; !positiveFinite(v) {
			p.errorf(key, "%g cycles per instruction: want a finite number > 0", v)
		}
	}

	n := &m.Network
	if !md.IsDefined("network", "model") {
		n.Model = "ideal"
	}
	switch n.Model {
	case "ideal":
		for _, key := range []string{"latency_us", "bandwidth_gbytes", "table", "exchange_table", "self_table"} {
			if md.IsDefined("network", key) {
				p.errorf("network."+key, "the ideal network has no %s (remove the key, or set model = \"latbw\" or \"table\")", key)
			}
		}
		if !md.IsDefined("network", "eager_limit") {
			n.EagerLimit = math.MaxInt64
		} else if n.EagerLimit < 0 {
			p.errorf("network.eager_limit", "%d bytes: want ≥ 0", n.EagerLimit)
		}
	case "latbw":
		for _, key := range []string{"latency_us", "bandwidth_gbytes"} {
			if !md.IsDefined("network", key) {
				p.errorf("network", "model latbw needs network.%s", key)
			}
		}
		if !md.IsDefined("network", "eager_limit") {
			n.EagerLimit = DefaultEagerLimit
		}
		if md.IsDefined("network", "latency_us") && !validLatency(n.LatencyUs) {
			p.errorf("network.latency_us", "latency of %g µs: want a finite number ≥ 0", n.LatencyUs)
		}
		if md.IsDefined("network", "bandwidth_gbytes") && !validBandwidth(n.BandwidthGBytes) {
			p.errorf("network.bandwidth_gbytes", "bandwidth of %g GB/s: want a finite number ≥ 1e-9", n.BandwidthGBytes)
		}
		if n.EagerLimit < 0 {
			p.errorf("network.eager_limit", "%d bytes: want ≥ 0", n.EagerLimit)
		}
		for _, key := range []string{"table", "exchange_table", "self_table"} {
			if md.IsDefined("network", key) {
				p.errorf("network."+key, "model latbw has no %s (set model = \"table\" to time messages by a table)", key)
			}
		}
	case "table":
		for _, key := range []string{"latency_us", "bandwidth_gbytes"} {
			if md.IsDefined("network", key) {
				p.errorf("network."+key, "model table has no %s: the table's rows give the time of each size", key)
			}
		}
		if !md.IsDefined("network", "table") {
			p.errorf("network", "model table needs network.table, rows [bytes, µs] starting at 0 bytes")
		} else if _, err := tablePoints("table", n.Table); err != nil {
			p.errorf("network.table", "%v", err)
		}
		for _, t := range []struct {
			key  string
			rows [][]float64
		}{{"exchange_table", n.ExchangeTable}, {"self_table", n.SelfTable}} {
			if md.IsDefined("network", t.key) {
				if _, err := tablePoints(t.key, t.rows); err != nil {
					p.errorf("network."+t.key, "%v", err)
				}
			}
		}
		if !md.IsDefined("network", "eager_limit") {
			n.EagerLimit = DefaultEagerLimit
		} else if n.EagerLimit < 0 {
			p.errorf("network.eager_limit", "%d bytes: want ≥ 0", n.EagerLimit)
		}
	default:
		p.errorf("network.model", "unknown network model %q (known: %s)", n.Model, strings.Join(Models, ", "))
	}
	if err := n.checkOversubscribed(); err != nil {
		p.errorf("network.oversubscribed", "%v", err)
	}
	for _, o := range []struct {
		key string
		us  float64
	}{{"call_us", n.CallUs}, {"collective_call_us", n.CollectiveCallUs}, {"send_overhead_us", n.SendOverheadUs}, {"recv_overhead_us", n.RecvOverheadUs}} {
		if !validLatency(o.us) {
			p.errorf("network."+o.key, "%g µs: want a finite number ≥ 0", o.us)
		}
	}
	if base := n.baseLatencyUs(); n.Model != "ideal" && n.SendOverheadUs+n.RecvOverheadUs+n.CallUs > base+1e-6 && len(p.errs) == 0 {
		p.errorf("network.send_overhead_us", "send and receive overheads and a call of %g + %g + %g µs exceed the 0-byte message time of %g µs, which includes them", n.SendOverheadUs, n.RecvOverheadUs, n.CallUs, base)
	}
	if len(p.errs) > 0 {
		return nil, errors.Join(p.errs...)
	}
	return m, nil
}

func positiveFinite(x float64) bool { return x > 0 && !math.IsInf(x, 1) }

// machineParser collects a machine file's errors with their lines.
type machineParser struct {
	source string
	text   string
	errs   []error
}

func (p *machineParser) errorf(key, format string, args ...any) {
	msg := fmt.Sprintf(format, args...)
	if line := keyLine(p.text, key); line > 0 {
		p.errs = append(p.errs, fmt.Errorf("machine file %s: line %d: key %s: %s", p.source, line, key, msg))
	} else {
		p.errs = append(p.errs, fmt.Errorf("machine file %s: key %s: %s", p.source, key, msg))
	}
}

// keyLine finds the line (1-based) defining the dotted key, or 0. The toml
// library does not give positions of decoded keys, and machine files are
// simple (tables and key = value lines), so a line scan suffices.
func keyLine(text, key string) int {
	table := ""
	for i, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if strings.HasPrefix(line, "[") {
			end := strings.Index(line, "]")
			if end < 0 {
				continue
			}
			table = normalizeKey(strings.Trim(line[:end], "[ \t"))
			if table == key {
				return i + 1
			}
			continue
		}
		eq := strings.Index(line, "=")
		if eq <= 0 || strings.HasPrefix(line, "#") {
			continue
		}
		k := normalizeKey(line[:eq])
		if table != "" {
			k = table + "." + k
		}
		if k == key {
			return i + 1
		}
	}
	return 0
}

// normalizeKey removes blanks around dots and quotes of a TOML key.
func normalizeKey(k string) string {
	parts := strings.Split(k, ".")
	for i, part := range parts {
		part = strings.TrimSpace(part)
		if uq, err := strconv.Unquote(part); err == nil {
			part = uq
		} else {
			part = strings.Trim(part, "'")
		}
		parts[i] = part
	}
	return strings.Join(parts, ".")
}
