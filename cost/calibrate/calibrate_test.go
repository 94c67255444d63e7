// Tests of the calibration: kernel instruction counts in the interpreter, the machine file's layout, and a real quick calibration when clang-14, llc-14 and Open MPI are present.
package calibrate

import (
	"context"
	"fmt"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/mpiskel/mpiskel/cost"
	"github.com/mpiskel/mpiskel/runtime/network"
)

func requireTools(t *testing.T, tools ...string) {
	t.Helper()
	for _, tool := range tools {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("%s not found on PATH", tool)
		}
	}
}

// requireCalibration skips a test that runs the calibration's native
// kernels and MPI launches (why: what it runs, for how long) when a tool is
// missing or under -short, and lets mpirun run as root, oversubscribed.
func requireCalibration(t *testing.T, why string) {
	t.Helper()
	requireTools(t, "clang-14", "llc-14", "mpicc", "mpirun")
	if testing.Short() {
		t.Skip(why)
	}
	t.Setenv("OMPI_ALLOW_RUN_AS_ROOT", "1")
	t.Setenv("OMPI_ALLOW_RUN_AS_ROOT_CONFIRM", "1")
	t.Setenv("OMPI_MCA_rmaps_base_oversubscribe", "1")
}

// kernelsIR compiles kernels.c as Calibrate does.
func kernelsIR(t *testing.T) string {
	requireTools(t, "clang-14")
	dir := t.TempDir()
	data, err := sources.ReadFile("kernels/kernels.c")
	if err != nil {
		t.Fatal(err)
	}
	src, ll := filepath.Join(dir, "kernels.c"), filepath.Join(dir, "kernels.ll")
	if err := os.WriteFile(src, data, 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command("clang-14", "-S", "-emit-llvm", OptLevel, "-std=c11", "-Wall", "-Wextra", "-Werror", src, "-o", ll).CombinedOutput(); err != nil {
		t.Fatalf("clang-14: %v\n%s", err, out)
	}
	return ll
}

// The counts of the kernels whose work is known by construction: what the
// C code does per unit must show up, class by class.
func TestKernelCounts(t *testing.T) {
	c, err := NewCounter(kernelsIR(t))
	if err != nil {
		t.Fatal(err)
	}
	// Every kernel counts, linearly, and consistently with the interpreter
	// (PerUnit checks both).
	counts := map[string]cost.ClassCounts{}
	for _, k := range Kernels {
		u := countUnits(k)
		per, err := c.PerUnit(k, u, 2*u)
		if err != nil {
			t.Fatal(err)
		}
		counts[k] = per
	}
	for _, want := range []struct {
		kernel string
		class  int
		n      float64
	}{
		{"int_div", cost.ClassIntDiv, 2},      // x / d and y % e per iteration
		{"fp_div", cost.ClassFPDiv, 2},        // two divisions per iteration
		{"call", cost.ClassCall, 2},           // the call and callee's ret
		{"mem_copy", cost.ClassMem, 2 << 21},  // a load and a store per element
		{"mem_sum", cost.ClassMem, 4096},      // a load per element
		{"mem_sum", cost.ClassFP, 4096},       // an add per element
		{"fp", cost.ClassFP, 6},               // four fmuladd, fsub, fadd
		{"int_alu", cost.ClassBranch, 1},      // the loop's branch
		{"histogram", cost.ClassMem, 3 << 20}, // load key, load bin, store bin
	} {
		if per := counts[want.kernel]; per[want.class] != want.n {
			t.Errorf("kernel %s: %g %s instructions per unit, want %g (all: %v)", want.kernel, per[want.class], cost.ClassName(want.class), want.n, per)
		}
	}
	if _, err := c.PerUnit("no_such_kernel", 8, 16); err == nil {
		t.Error("an unknown kernel was counted")
	}
}

// synthetic is a calibration result with made-up figures.
func synthetic(scale float64) *Result {
	r := &Result{LoadStart: "0.10 0.20 0.30", LoadEnd: "0.40 0.50 0.60", CPUModel: "Test CPU", CpuinfoMHz: 2000 * scale,
		ChainGHz: 2.5 * scale, ChainRuns: 9, ClockGHz: 2.5 * scale, FPLatency: 3 * scale, StoreLoadLatency: 9 * scale, CPI: 0.3 * scale, LowerBound: lowerBoundCPI,
		PPReps: 15, PPTargetUs: 100, EagerLimit: int64(256 * scale), EagerDelayMs: 20, EagerProbes: []string{"1 0.000001", "512 0.020000"},
		Cores: 2, CoresDetail: "test", ShareKernel: "int_alu",
		Sharing:       []SharePoint{{1, 1}, {2, 1.01 * scale}, {4, 2.1 * scale}},
		OversubLaunch: 5, Oversub: []OversubPoint{{4, 2, 2.04 * scale, 1.8 * scale, 3 * scale, 25}, {8, 4, 5.2 * scale, 4.9 * scale, 7.4 * scale, 25}}}
	for i, name := range Kernels {
		k := KernelResult{Name: name, N: 800, Runs: 9, Ns: float64(i+1) * scale, MinNs: float64(i) * scale, MaxNs: float64(i+2) * scale}
		for c := range k.Counts {
			k.Counts[c] = float64((i + c) % 5)
		}
		r.Kernels = append(r.Kernels, k)
		r.FitClass = append(r.FitClass, 0.01*float64(i)*scale)
		r.FitSingle = append(r.FitSingle, -0.02*float64(i)*scale)
	}
	for c := range r.ClassCPI {
		r.ClassCPI[c] = (0.1 + float64(c)) * scale
	}
	r.AtBound[cost.ClassMem] = true
	for i := 0; i < 6; i++ {
		n := int64(0)
		if i > 0 {
			n = 1 << (2 * i)
		}
		us := (0.2 + float64(n)/5000) * scale
		r.PingPong = append(r.PingPong, PingPoint{Bytes: n, Us: us, MinUs: us * 0.9, MaxUs: us * 1.5, Runs: 15})
	}
	r.PingPong[2].Us = r.PingPong[1].Us * 0.9 // noise: smaller than the size before
	for _, pt := range r.PingPong {
		xc, self := pt, pt
		xc.Us, xc.MinUs, xc.MaxUs = pt.Us*1.4, pt.MinUs*1.3, pt.MaxUs*1.6
		self.Us, self.MinUs, self.MaxUs = pt.Us*0.35, pt.MinUs*0.3, pt.MaxUs*0.5
		r.Exchange, r.Self = append(r.Exchange, xc), append(r.Self, self)
	}
	r.Self[4].Us = r.Self[3].Us * 0.8 // noise in the self copies too
	monotone(r.PingPong)
	monotone(r.Exchange)
	monotone(r.Self)
	for i, us := range []float64{0.01, 0.02, 0.1, 0.15} { // a call, a collective, a send, a receive
		r.OvSamples[i] = []float64{us * scale, us * 1.2 * scale, us * 0.9 * scale}
	}
	r.overheads()
	r.FirstTouchSamples = []float64{1.9 * scale, 1.7 * scale, 2.2 * scale}
	r.FirstTouchUs = 1.9 * scale
	r.UnmapSamples = []float64{0.25 * scale, 0.24 * scale, 0.3 * scale}
	r.UnmapUs = 0.25 * scale
	r.NoiseRanks, r.NoiseSeconds, r.NoiseOffCPU = 2, 3, 0.375
	r.Noise = []NoiseClass{{1, 2700, 4.6 * scale, 450}, {10, 2850, 47 * scale, 475}, {1000, 15, 1500 * scale, 2.5}}
	r.Checks = append(r.computeChecks(), r.noiseCheck())
	for i := range r.Checks {
		r.Checks[i].Attempts = 1
	}
	return r
}

// TestOverheads checks the overheads derived from the samples: a send's
// and a receive's less a call's, scaled down when the three exceed the
// 0-byte ping-pong time (which includes them).
func TestOverheads(t *testing.T) {
	r := &Result{PingPong: []PingPoint{{Bytes: 0, TableUs: 0.5}}}
	r.OvSamples = [4][]float64{{0.01, 0.02, 0.012}, {0.03}, {0.05, 0.06, 0.07}, {0.1}}
	r.overheads()
	if r.CallUs != 0.012 || r.CollectiveCallUs != 0.03 || r.SendOverheadUs != 0.048 || r.RecvOverheadUs != 0.088 || r.OvScale != 1 {
		t.Errorf("fitting: %+v", r)
	}
	r.PingPong[0].TableUs = 0.1 // less than 0.012 + 0.048 + 0.088
	r.overheads()
	if math.Abs(r.OvScale-0.088/0.136) > 1e-9 || r.CallUs != 0.012 || r.SendOverheadUs != 0.031 || r.RecvOverheadUs != 0.0569 {
		t.Errorf("scaled: %+v", r)
	}
	if sum := r.CallUs + r.SendOverheadUs + r.RecvOverheadUs; sum > 0.1 {
		t.Errorf("scaled overheads %g µs exceed the 0-byte time", sum)
	}
}

func TestMachineFileLayout(t *testing.T) {
	a, b := synthetic(1), synthetic(1.37)
	ta, tb := a.MachineFile(), b.MachineFile()
	if string(ta) != string(a.MachineFile()) {
		t.Fatal("two writes of one result differ")
	}
	// The same lines, keys and comments; figures and the blanks that
	// align them may differ.
	digits, blanks := regexp.MustCompile(`[0-9.+-]+`), regexp.MustCompile(`[ \t]+`)
	layout := func(text []byte) string {
		return blanks.ReplaceAllString(digits.ReplaceAllString(string(text), "#"), " ")
	}
	if la, lb := layout(ta), layout(tb); la != lb {
		t.Errorf("the layout depends on the figures:\n%s\n---\n%s", la, lb)
	}
	m, err := a.Check()
	if err != nil {
		t.Fatalf("%v\n%s", err, ta)
	}
	for c := range a.ClassCPI {
		if got := m.ClassCPI(cost.ClassName(c)); math.Abs(got-a.ClassCPI[c]) > 1e-4 {
			t.Errorf("class %s: CPI %g in the file, %g measured", cost.ClassName(c), got, a.ClassCPI[c])
		}
	}
	if m.Node.ClockGHz != 2.5 || m.Node.CPI != 0.3 || m.Node.FPLatency != 3 || m.Node.StoreLoadLatency != 9 || m.Node.Cores != 2 || m.Network.EagerLimit != 256 || m.Network.Model != "table" {
		t.Errorf("node %+v, network %s eager %d", m.Node, m.Network.Model, m.Network.EagerLimit)
	}
	// The noisy point is pooled with its neighbour, and the file says so.
	if !a.PingPong[1].Adjusted || !a.PingPong[2].Adjusted || a.PingPong[1].TableUs != a.PingPong[2].TableUs {
		t.Errorf("pooling: %+v", a.PingPong[:3])
	}
	if !regexp.MustCompile(`median [0-9.]+ pooled`).Match(ta) || !regexp.MustCompile(`mem += [0-9.]+  # at the lower bound`).Match(ta) {
		t.Errorf("the file does not say what was pooled or bounded:\n%s", ta)
	}
	for _, tab := range []struct {
		key  string
		rows [][]float64
		pts  []PingPoint
	}{{"table", m.Network.Table, a.PingPong}, {"exchange_table", m.Network.ExchangeTable, a.Exchange}, {"self_table", m.Network.SelfTable, a.Self}} {
		if len(tab.rows) != len(tab.pts) {
			t.Errorf("%s: %d rows in the file, %d measured", tab.key, len(tab.rows), len(tab.pts))
			continue
		}
		for i, row := range tab.rows {
			if row[0] != float64(tab.pts[i].Bytes) || math.Abs(row[1]-tab.pts[i].TableUs) > 1e-4 {
				t.Errorf("%s row %d: %v, want %d bytes %g µs", tab.key, i, row, tab.pts[i].Bytes, tab.pts[i].TableUs)
			}
		}
	}
	if !a.Self[3].Adjusted || !a.Self[4].Adjusted || a.Self[3].TableUs != a.Self[4].TableUs {
		t.Errorf("self pooling: %+v", a.Self[2:5])
	}
	// The comments say what each table is charged to.
	for _, want := range []string{
		"# exchange_table: charged instead of table to a message above the eager limit\n# sent while a message between the same two ranks travels the other way",
		"# self_table: charged to a message a rank sends itself, and to a collective's\n# copy of a rank's own block (Alltoall family)",
	} {
		if !strings.Contains(string(ta), want) {
			t.Errorf("the file lacks %q:\n%s", want, ta)
		}
	}
	if !regexp.MustCompile(`scaled by [0-9.]+ to fit`).Match(ta) || m.Network.SendOverheadUs != a.SendOverheadUs || !(a.OvScale < 1) {
		t.Errorf("the overheads' scaling is not in the file (scale %g):\n%s", a.OvScale, ta)
	}
	if len(m.Node.Noise) != len(a.Noise) {
		t.Errorf("noise rows %v, want %+v", m.Node.Noise, a.Noise)
	}
	for i, row := range m.Node.Noise {
		if row[0] != a.Noise[i].Us || row[1] != a.Noise[i].PerSecond {
			t.Errorf("noise row %d: %v, want %+v", i, row, a.Noise[i])
		}
	}
	if m.Node.NoiseOffCPU != a.NoiseOffCPU {
		t.Errorf("noise_off_cpu %g, want %g", m.Node.NoiseOffCPU, a.NoiseOffCPU)
	}
	// Noise measured on a loaded machine is left out, and the file says why.
	loaded := synthetic(1)
	loaded.Noise, loaded.NoiseLeftOut = nil, 0.81
	if lm, err := loaded.Check(); err != nil {
		t.Errorf("noise left out: %v", err)
	} else if len(lm.Node.Noise) != 0 || lm.Node.NoiseOffCPU != 0 || !strings.Contains(string(loaded.MachineFile()), "81.00% of the time: other processes ran on these cores, so they are left out") {
		t.Errorf("noise left out: rows %v:\n%s", lm.Node.Noise, loaded.MachineFile())
	}
	// Launches of two latency modes: the file says which were pooled, in
	// the line bench/accuracy.sh reads.
	modal := synthetic(1)
	modal.LatencyModes = &LatencyModes{Kept: 9, Left: 6, KeptUs: [2]float64{0.3947, 0.7937}, LeftUs: [2]float64{0.1768, 0.2576}}
	if want := "\n# latency modes: 9 at 0.395-0.794 µs (pooled), 6 at 0.177-0.258 µs (left out): the\n"; !strings.Contains(string(modal.MachineFile()), want) {
		t.Errorf("the file lacks %q:\n%s", want, modal.MachineFile())
	}
	if len(m.Network.Oversubscribed) != len(a.Oversub) {
		t.Fatalf("oversubscribed rows %v, want %+v", m.Network.Oversubscribed, a.Oversub)
	}
	for i, row := range m.Network.Oversubscribed {
		if row[0] != a.Oversub[i].RanksPerCore || math.Abs(row[1]-a.Oversub[i].Us) > 1e-4 {
			t.Errorf("oversubscribed row %d: %v, want %+v", i, row, a.Oversub[i])
		}
	}
}

// TestParsePingPong reads hand-written kernel output: each table's rows,
// medians and pooling, and errors that name the line at fault.
func TestParsePingPong(t *testing.T) {
	good := `pp 0 0.2 0.1 0.3
xc 0 0.3 0.25 0.35
self 0 0.1 0.1 0.12
pp 1024 0.5 0.6 0.4
xc 1024 0.7 0.9 0.8
self 1024 0.08 0.09 0.07
pp 4096 2 2.5 1.5
xc 4096 3 3 3.5
self 4096 0.9 1 1.1
eager 1 0.000001
eager 8192 0.020000
eager_limit 4096
ov 0.01 0.02 0.05 0.1
ov 0.01 0.02 0.05 0.1
ft 1.8 0.25
ft -0.1 0.3
ft 2.5 0.2
`
	var r Result
	if err := r.parsePingPong(good); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name string
		pts  []PingPoint
		us   []float64 // medians
		tab  []float64 // table figures
	}{
		{"pp", r.PingPong, []float64{0.2, 0.5, 2}, []float64{0.2, 0.5, 2}},
		{"xc", r.Exchange, []float64{0.3, 0.8, 3}, []float64{0.3, 0.8, 3}},
		{"self", r.Self, []float64{0.1, 0.08, 1}, []float64{0.09, 0.09, 1}}, // 0.1 then 0.08: pooled
	} {
		if len(c.pts) != 3 {
			t.Fatalf("%s: %d rows, want 3: %+v", c.name, len(c.pts), c.pts)
		}
		for i, pt := range c.pts {
			if pt.Bytes != []int64{0, 1024, 4096}[i] || math.Abs(pt.Us-c.us[i]) > 1e-12 || math.Abs(pt.TableUs-c.tab[i]) > 1e-12 || pt.Runs != 3 {
				t.Errorf("%s row %d: %+v, want median %g, table %g", c.name, i, pt, c.us[i], c.tab[i])
			}
		}
	}
	if r.Self[0].MinUs != 0.1 || r.Self[0].MaxUs != 0.12 || !r.Self[1].Adjusted || r.Exchange[1].Adjusted {
		t.Errorf("self %+v, exchange %+v", r.Self, r.Exchange)
	}
	if r.EagerLimit != 4096 || len(r.EagerProbes) != 2 || len(r.OvSamples[3]) != 2 || r.FirstTouchUs != 1.8 || r.UnmapUs != 0.25 {
		t.Errorf("eager limit %d, probes %v, overhead samples %v, first touch %g µs, unmap %g µs", r.EagerLimit, r.EagerProbes, r.OvSamples, r.FirstTouchUs, r.UnmapUs)
	}
	// A second launch's rows pool with the first's, size by size.
	var two Result
	if err := two.parsePingPong(good + "pp 0 0.4 0.5\nxc 0 0.3\nself 0 0.1\npp 1024 0.7\nxc 1024 0.8\nself 1024 0.09\npp 4096 9\nxc 4096 3\nself 4096 1\nov 0.01 0.02 0.05 0.1\n"); err != nil {
		t.Fatal(err)
	}
	if pp := two.PingPong; len(pp) != 3 || pp[0].Runs != 5 || pp[0].Us != 0.3 || pp[0].MaxUs != 0.5 || math.Abs(pp[1].Us-0.55) > 1e-12 || pp[2].Us != 2.25 || len(two.OvSamples[0]) != 3 {
		t.Errorf("two launches pooled: %+v, overhead samples %v", pp, two.OvSamples)
	}
	for _, c := range []struct{ out, want string }{
		{strings.Replace(good, "xc 1024 0.7 0.9 0.8", "xc 1024 0.7 x 0.8", 1), `line 5 "xc 1024 0.7 x 0.8": time "x"`},
		{strings.Replace(good, "self 4096 0.9 1 1.1", "self 4096", 1), `line 9 "self 4096": want a size and at least one time`},
		{strings.Replace(good, "self 1024", "self -3", 1), `line 6 "self -3 0.08 0.09 0.07": size "-3"`},
		{strings.Replace(good, "xc 4096 3 3 3.5\n", "", 1), "exchange (xc) rows' sizes [0 1024] are not the ping-pong's [0 1024 4096]"},
		{strings.Replace(good, "self 0 0.1 0.1 0.12\n", "", 1), "self rows' sizes [1024 4096] are not the ping-pong's [0 1024 4096]"},
		{strings.Replace(good, "ft 2.5", "ft 2.5.1", 1), `line 17 "ft 2.5.1 0.2": strconv.ParseFloat`},
		{strings.Replace(good, "ft 2.5 0.2", "ft 2.5 x", 1), `line 17 "ft 2.5 x": strconv.ParseFloat`},
		{strings.Split(good, "ft ")[0], "incomplete output"},
	} {
		var r Result
		if err := r.parsePingPong(c.out); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("error %v, want one containing %q", err, c.want)
		}
	}
}

func TestMonotone(t *testing.T) {
	pts := []PingPoint{{Us: 1}, {Us: 3}, {Us: 2}, {Us: 2.5}, {Us: 5}, {Us: 4}}
	monotone(pts)
	want := []float64{1, 2.5, 2.5, 2.5, 4.5, 4.5}
	for i, p := range pts {
		if math.Abs(p.TableUs-want[i]) > 1e-12 {
			t.Errorf("point %d: %g, want %g", i, p.TableUs, want[i])
		}
	}
	if pts[0].Adjusted || !pts[1].Adjusted {
		t.Errorf("adjusted flags: %+v", pts)
	}
}

// printed is x as the machine file prints it, with decimals digits
// (math.Round of x·10^d differs where x is a tie in decimal but not in
// binary: 3.98575 printed 3.9857, rounded 3.9858).
func printed(x float64, decimals int) float64 {
	v, _ := strconv.ParseFloat(strconv.FormatFloat(x, 'f', decimals, 64), 64)
	return v
}

// TestCalibrateQuick runs the real thing on this machine, quickly.
func TestCalibrateQuick(t *testing.T) {
	requireCalibration(t, "runs kernels and an MPI ping-pong for ~10 s")
	r, err := Calibrate(context.Background(), Options{Quick: true, NPMax: 2})
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "machine.toml")
	if err := os.WriteFile(path, r.MachineFile(), 0o644); err != nil {
		t.Fatal(err)
	}
	m, err := network.LoadMachine(path)
	if err != nil {
		t.Fatalf("%v\n%s", err, r.MachineFile())
	}
	if m.Network.Model != "table" || m.Node.Cores < 1 || !(m.Node.ClockGHz > 0.1 && m.Node.ClockGHz < 10) {
		t.Errorf("model %s, %d cores, %g GHz", m.Network.Model, m.Node.Cores, m.Node.ClockGHz)
	}
	// Latencies of current cores: an FP add 2-6 cycles (Golden Cove's is
	// 2: 1.92 measured, the clock chain running a little slower than the
	// FP one), a store forwarded to a load 3-15.
	if !(m.Node.FPLatency >= 1.5 && m.Node.FPLatency <= 6 && m.Node.StoreLoadLatency >= 3 && m.Node.StoreLoadLatency <= 15) {
		t.Errorf("latencies: FP add %g cycles, store to load %g", m.Node.FPLatency, m.Node.StoreLoadLatency)
	}
	for c := 0; c < cost.NumClasses; c++ {
		v, ok := m.Node.ClassCPI[cost.ClassName(c)]
		if !ok || !(v >= lowerBoundCPI) || math.IsInf(v, 0) {
			t.Errorf("class %s: CPI %g (given: %v)", cost.ClassName(c), v, ok)
		}
	}
	// Division costs more than integer arithmetic on every processor.
	if r.ClassCPI[cost.ClassIntDiv] <= r.ClassCPI[cost.ClassInt] || r.ClassCPI[cost.ClassFPDiv] <= r.ClassCPI[cost.ClassFP] {
		t.Errorf("divisions no dearer than their operations: %v", r.ClassCPI)
	}
	if !(r.CPI > 0) || math.IsInf(r.CPI, 0) {
		t.Errorf("single CPI %g", r.CPI)
	}
	// The ping-pong: sizes from 0 to 4 MiB, medians growing with size
	// within noise: 4 MiB cost more than 64 KiB, which cost more than 0
	// bytes; the table (medians made non-decreasing) is what the file has.
	pp := r.PingPong
	us := map[int64]float64{}
	for _, p := range pp {
		us[p.Bytes] = p.Us
		if !(p.Us > 0) || p.Runs < 3 {
			t.Errorf("%d bytes: %g µs over %d runs", p.Bytes, p.Us, p.Runs)
		}
	}
	if pp[0].Bytes != 0 || pp[len(pp)-1].Bytes != 4<<20 {
		t.Errorf("sizes %d to %d", pp[0].Bytes, pp[len(pp)-1].Bytes)
	}
	if !(us[4<<20] > 2*us[64<<10] && us[64<<10] > us[0]) {
		t.Errorf("ping-pong not growing with size: 0 B %g µs, 64 KiB %g µs, 4 MiB %g µs", us[0], us[64<<10], us[4<<20])
	}
	// A line through the launcher's forwarding is a system call at least:
	// a 16-byte line over 0.1 µs, and under 1 ms unless something is
	// broken. Noise may put all of it in the bytes (writeCosts: a write
	// of 0 µs), as it did once in a clean-clone CI run.
	line := m.Node.WriteUs + 16*m.Node.WriteByteNs/1000
	if !(line > 0.1 && line < 1000) || m.Node.WriteUs < 0 || m.Node.WriteByteNs < 0 || m.Node.WriteUs != printed(r.WriteUs, 4) {
		t.Errorf("output: %g µs per write, %g ns per byte in the file (measured %g, %g)", m.Node.WriteUs, m.Node.WriteByteNs, r.WriteUs, r.WriteByteNs)
	}
	// Formatting an integer is tens of instructions: under 10 µs unless
	// something is broken (0 when noise outweighs it).
	if !(m.Node.FormatNs >= 0 && m.Node.FormatNs < 10000) || m.Node.FormatNs != printed(r.FormatNs, 2) {
		t.Errorf("format: %g ns a conversion in the file (measured %g)", m.Node.FormatNs, r.FormatNs)
	}
	// Mapping and zeroing a page is a fault into the kernel and 4 KiB of
	// writes: over 0.05 µs, and under 1 ms unless something is broken.
	if !(m.Node.FirstTouchUs > 0.05 && m.Node.FirstTouchUs < 1000) || m.Node.FirstTouchUs != printed(r.FirstTouchUs, 4) {
		t.Errorf("first touch: %g µs a page in the file (measured %g, samples %v)", m.Node.FirstTouchUs, r.FirstTouchUs, r.FirstTouchSamples)
	}
	// Unmapping a written page: over 0.01 µs, under 1 ms.
	if !(m.Node.UnmapUs > 0.01 && m.Node.UnmapUs < 1000) || m.Node.UnmapUs != printed(r.UnmapUs, 4) {
		t.Errorf("unmap: %g µs a page in the file (measured %g, samples %v)", m.Node.UnmapUs, r.UnmapUs, r.UnmapSamples)
	}
	// The exchange and self tables: a row for every ping-pong size, and
	// the file's tables (medians made non-decreasing) do not decrease.
	for _, tab := range []struct {
		key  string
		rows [][]float64
		pts  []PingPoint
	}{{"table", m.Network.Table, pp}, {"exchange_table", m.Network.ExchangeTable, r.Exchange}, {"self_table", m.Network.SelfTable, r.Self}} {
		if len(tab.pts) != len(pp) || len(tab.rows) != len(pp) {
			t.Errorf("%s: %d rows measured, %d in the file, for %d ping-pong sizes", tab.key, len(tab.pts), len(tab.rows), len(pp))
			continue
		}
		adjusted := 0
		for i, row := range tab.rows {
			if tab.pts[i].Bytes != pp[i].Bytes || row[0] != float64(pp[i].Bytes) || !(tab.pts[i].Us > 0) || tab.pts[i].Runs < 3 {
				t.Errorf("%s row %d: %v (measured %+v) for the ping-pong's %d bytes", tab.key, i+1, row, tab.pts[i], pp[i].Bytes)
			}
			if i > 0 && (row[1] < tab.rows[i-1][1] || tab.pts[i].TableUs < tab.pts[i-1].TableUs) {
				t.Errorf("%s decreases at row %d: %v", tab.key, i+1, tab.rows)
			}
			if math.Abs(tab.pts[i].TableUs-tab.pts[i].Us) > 0.1*tab.pts[i].Us {
				adjusted++
			}
		}
		// How noisy the timings were is the machine's doing, not the
		// code's: under CI's concurrent test binaries 7 of 13 exchange
		// medians moved, the 1 MiB one from 4697 to 3781 µs (about 200
		// on a quiet machine). So it is reported, not asserted.
		t.Logf("%s: %d of %d medians moved over 10%% by pooling", tab.key, adjusted, len(pp))
		for _, pt := range tab.pts[len(tab.pts)-2:] {
			t.Logf("%s: %d bytes %.4f µs (median %.4f, %.4f-%.4f)", tab.key, pt.Bytes, pt.TableUs, pt.Us, pt.MinUs, pt.MaxUs)
		}
	}
	// MPI's overheads: a call costs something, and a message's overheads
	// and its receive call fit in its ping-pong time.
	if o := m.Network; !(o.CallUs > 0 && o.CollectiveCallUs > 0) || o.SendOverheadUs < 0 || o.RecvOverheadUs < 0 ||
		o.CallUs+o.SendOverheadUs+o.RecvOverheadUs > pp[0].TableUs+1e-4 {
		t.Errorf("overheads: call %g, collective %g, send %g, receive %g µs; 0-byte time %g µs", o.CallUs, o.CollectiveCallUs, o.SendOverheadUs, o.RecvOverheadUs, pp[0].TableUs)
	}
	if r.EagerLimit < 0 || r.EagerLimit > 4<<20 {
		t.Errorf("eager limit %d", r.EagerLimit)
	}
	if len(r.Sharing) != 2 || r.Sharing[0].Procs != 1 || r.Sharing[0].Slowdown != 1 || !(r.Sharing[1].Slowdown > 0) {
		t.Errorf("core sharing %+v", r.Sharing)
	}
	// Each noise class's mean length lies in its decade, and the rows are
	// what was measured (how many there are is the machine's doing).
	if r.NoiseRanks != m.Node.Cores || len(m.Node.Noise) != len(r.Noise) {
		t.Errorf("noise: %d ranks, rows %v for classes %+v", r.NoiseRanks, m.Node.Noise, r.Noise)
	}
	for _, c := range r.Noise {
		if !(c.Us >= c.Lo && c.Us < 10*c.Lo) || !(c.PerSecond > 0) || c.Count < 1 {
			t.Errorf("noise class from %g µs: %+v", c.Lo, c)
		}
	}
	t.Logf("noise: %v", m.Node.Noise)
	// Whether the checks pass is the machine's doing (under go test's
	// concurrent packages the noise is other processes'): each part has
	// its verdict, after at most maxAttempts measurements.
	if len(r.Checks) != 3 {
		t.Errorf("checks %+v, want clock, kernel_cpi and noise", r.Checks)
	}
	for _, c := range r.Checks {
		if c.Attempts < 1 || c.Attempts > maxAttempts || (!c.Passed && c.Attempts != maxAttempts) {
			t.Errorf("check %+v", c)
		}
		t.Logf("check %s: passed %v after %d attempts: %s", c.Name, c.Passed, c.Attempts, c.Detail)
	}
	model, err := m.Model()
	if err != nil {
		t.Fatal(err)
	}
	if got, want := model.Transfer(0, 1, 0, 0), int64(math.Round(pp[0].TableUs*1e6)); math.Abs(float64(got-want)) > 100 {
		t.Errorf("a 0-byte message takes %d ps in the model, %d measured", got, want)
	}
}

// TestParseNoise reads hand-written output of noise.c: rates per second of
// compute (the time spun less the detours'), classes without detours left
// out, and errors.
func TestParseNoise(t *testing.T) {
	rank := func(short, long int, longS, spun, cpu float64) string {
		return fmt.Sprintf("class 0 %d %.9f\nclass 1 0 0\nclass 2 0 0.000000000\nclass 3 %d %.9f\nclass 4 0 0\nspun %.9f\ncpu %.9f\n",
			short, float64(short)*5e-6, long, longS, spun, cpu)
	}
	var r Result
	// Two ranks' lines interleaved as mpirun forwards them.
	// Of the 0.012 s of detours, the CPU clocks left out 0.003 s.
	a, b := strings.SplitAfter(rank(1000, 2, 0.004, 2, 1.997), "\n"), strings.SplitAfter(rank(600, 0, 0, 2, 2), "\n")
	out := strings.Join(a[:3], "") + strings.Join(b, "") + strings.Join(a[3:], "")
	if err := r.parseNoise(out, 2); err != nil {
		t.Fatal(err)
	}
	compute := 4 - 1600*5e-6 - 0.004
	want := []NoiseClass{{1, 1600, 5, 1600 / compute}, {1000, 2, 2000, 2 / compute}}
	if len(r.Noise) != len(want) || r.NoiseRanks != 2 || r.NoiseSeconds != 2 || math.Abs(r.NoiseOffCPU-0.25) > 1e-6 {
		t.Fatalf("got %+v (%d ranks, %g s, %g off the CPU clock), want %+v, 0.25 off", r.Noise, r.NoiseRanks, r.NoiseSeconds, r.NoiseOffCPU, want)
	}
	for i, c := range r.Noise {
		if c.Lo != want[i].Lo || c.Count != want[i].Count || math.Abs(c.Us-want[i].Us) > 1e-9 || math.Abs(c.PerSecond-want[i].PerSecond) > 1e-9 {
			t.Errorf("class %d: %+v, want %+v", i, c, want[i])
		}
	}
	// A CPU clock a little ahead of the wall clock's span: none off it.
	if err := r.parseNoise(rank(1000, 2, 0.004, 2, 2.0001)+rank(10, 0, 0, 2, 2), 2); err != nil || r.NoiseOffCPU != 0 {
		t.Errorf("CPU time over the time spun: %g off the CPU clock (%v), want 0", r.NoiseOffCPU, err)
	}
	for _, c := range []struct{ out, want string }{
		{rank(10, 0, 0, 1, 1), "incomplete output of 2 ranks"},
		{rank(10, 0, 0, 1, 1) + strings.Replace(rank(1, 0, 0, 1, 1), "cpu", "spun", 1), "incomplete output of 2 ranks"},
		{strings.Replace(rank(10, 0, 0, 1, 1), "class 3", "class 7", 1) + rank(1, 0, 0, 1, 1), `line 4 "class 7 0 0.000000000"`},
		{rank(10, 0, 0, 1, 1) + "spun -1\n", `line 8 "spun -1"`},
		{rank(10, 0, 0, 1, 1) + "cpu x\n", `line 8 "cpu x"`},
		{rank(10, 0, 0, 1, 1) + "[host] warning\n", "want 'class K COUNT SECONDS', 'spun SECONDS' or 'cpu SECONDS'"},
	} {
		if err := r.parseNoise(c.out, 2); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("error %v, want %q for:\n%s", err, c.want, c.out)
		}
	}
}

func TestWriteCosts(t *testing.T) {
	for _, c := range []struct{ short, long, writeUs, byteNs float64 }{
		{4e-6, 5.2e-6, 3.92, 5},   // 1.2 µs more for 240 bytes: 5 ns a byte
		{4e-6, 4e-6, 4, 0},        // length makes no difference
		{4e-6, 3.5e-6, 4, 0},      // noise: longer lines faster; all of it per write
		{1.6e-6, 25.6e-6, 0, 100}, // all per byte
		{1e-6, 25.6e-6, 0, 100},   // noise: the short line too fast; the long line's per byte
	} {
		w, b := writeCosts(c.short, c.long)
		if math.Abs(w-c.writeUs) > 1e-9 || math.Abs(b-c.byteNs) > 1e-9 {
			t.Errorf("writeCosts(%g, %g) = %g µs, %g ns; want %g, %g", c.short, c.long, w, b, c.writeUs, c.byteNs)
		}
	}
}

func TestPacer(t *testing.T) {
	const spacing = 30 * time.Millisecond
	p := pacer{spacing: spacing}
	var log strings.Builder
	for i := range 3 {
		before := p.last
		if err := p.wait(context.Background(), &log, "probes"); err != nil {
			t.Fatal(err)
		}
		if i > 0 && p.last.Sub(before) < spacing {
			t.Errorf("wait %d returned %v after the previous one, want at least %v", i, p.last.Sub(before), spacing)
		}
	}
	if got := strings.Count(log.String(), "so that probes are 30ms apart"); got != 2 {
		t.Errorf("logged %d waits, want 2:\n%s", got, log.String())
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	p.spacing = time.Hour
	if err := p.wait(ctx, &log, "probes"); err != context.Canceled {
		t.Errorf("wait under a cancelled context: %v, want context.Canceled", err)
	}
}
