// Package calibrate measures this machine for mpiskel's machine files: the effective CPI of each instruction class from timed kernels whose instructions the interpreter counts, the clock, the local MPI's ping-pong table and eager limit, and the cores.
package calibrate

import (
	"bytes"
	"context"
	"embed"
	"fmt"
	"io"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/mpiskel/mpiskel/cost"
	"github.com/mpiskel/mpiskel/runtime/native"
)

//go:embed kernels/*.c
var sources embed.FS

// Kernels are the kernels of kernels/kernels.c, in the order they are
// timed and reported.
var Kernels = []string{"int_alu", "int_mul", "int_div", "fp", "fp_div", "mem_sum", "mem_copy", "mem_gather",
	"branch", "branch_random", "call", "stencil", "spmv", "transpose", "histogram", "sort"}

// bigKernels work on several MiB per unit: they are counted with runs of
// 1, 2 and 3 units (the others 8, 16 and 24, since sort's work repeats
// every 8 units) so that interpreting them takes seconds, not minutes.
var bigKernels = map[string]bool{"mem_copy": true, "stencil": true, "spmv": true, "histogram": true}

// countUnits is the work of a kernel's first counting run, and the
// multiple its timed runs' work is kept to.
func countUnits(name string) int64 {
	if bigKernels[name] {
		return 1
	}
	return 8
}

// Unfitted are the kernels timed and reported but left out of the fit,
// with why: their time is set by what an instruction mix cannot express,
// and fitting them would shift every class's CPI to split the difference.
// Their fit column shows how far the model is from such code.
var Unfitted = map[string]string{
	"int_mul":   "one serial chain of dependent multiplies: latency-bound",
	"transpose": "a store to another cache line and page every time: cache- and TLB-miss-bound",
}

// OptLevel is the clang-14 optimization level of the kernels: that of the
// committed test apps' IR (app.O1.ll) and of `clang-14 -S -emit-llvm -O1`
// as the README suggests, so the CPIs are of the IR the static model reads.
const OptLevel = "-O1"

// Options configure Calibrate.
type Options struct {
	Quick bool // fewer repetitions, shorter runs, fewer message sizes (for tests)
	NPMax int  // largest number of concurrent kernel copies in the core-sharing measurement
	// KeepASLR runs the MPI measurements with the kernel's address-space
	// layout randomization (see native.FixedLayout).
	KeepASLR bool
	// MPISamples names a samples file (see SampleMPI) whose launches give
	// the MPI measurements (ping-pong, exchange and self tables, overheads,
	// eager limit, first touch, printed lines) instead of launches made
	// during the calibration.
	MPISamples string
	Tools      Tools
	Log        io.Writer // progress, or nil
}

// Tools names the external programs; the zero value finds them on PATH.
type Tools struct {
	CC     string // clang-14
	LLC    string // llc-14
	MPICC  string // mpicc
	MPIRun string // mpirun
}

func (t Tools) with() Tools {
	t.CC = orDefault(t.CC, "clang-14")
	t.LLC = orDefault(t.LLC, "llc-14")
	t.MPICC = orDefault(t.MPICC, "mpicc")
	t.MPIRun = orDefault(t.MPIRun, "mpirun")
	return t
}

func orDefault(s, def string) string {
	if s == "" {
		return def
	}
	return s
}

// settings are the repetition counts and run lengths of a calibration.
type settings struct {
	kernelMs     float64       // length of one timed kernel run
	rounds, reps int           // rounds over all kernels, timed runs per kernel and round
	ppReps       int           // ping-pong repetitions per size and launch
	ppLaunches   int           // ping-pong launches: 1, or 5 spread over the calibration
	ppSpacing    time.Duration // least time from one ping-pong launch's start to the next's
	ppTargetUs   int           // length of one repetition
	ppStep       int           // size multiplier
	eagerDelayMs int
	shareMs      float64 // length of one timed run in the core-sharing measurement
	shareReps    int
	maxBytes     int64
	keepASLR     bool // native.RunOptions.KeepASLR of every MPI run
	// output measurement: repetitions per launch (one launch after each
	// ping-pong launch), lines per repetition. A line's cost varies 1.3-5 µs
	// between repetitions (the launcher's forwarding), so the median needs
	// many; 10,000 lines of 16 bytes overflow a pipe's 64 KiB, so each
	// repetition runs at the forwarding's steady rate.
	outReps    int
	outLines   int
	osLaunches int // latency with more ranks than cores: launches, repetitions, µs each
	osReps     int
	osTargetUs int
	noiseS     float64 // seconds each rank spins in the noise measurement
	// retryPause: the wait before measuring again a part that failed its
	// checks (see attempt), for a burst of other work to pass.
	retryPause time.Duration
}

func settingsFor(quick bool) settings {
	if quick {
		return settings{kernelMs: 3, rounds: 1, reps: 3, ppReps: 5, ppLaunches: 1, ppTargetUs: 50, ppStep: 4, eagerDelayMs: 5,
			shareMs: 20, shareReps: 2, maxBytes: 4 << 20, outReps: 3, outLines: 500, osLaunches: 1, osReps: 3, osTargetUs: 2000, noiseS: 0.3, retryPause: time.Second}
	}
	return settings{kernelMs: 20, rounds: 3, reps: 3, ppReps: 7, ppLaunches: 5, ppSpacing: 12 * time.Second, ppTargetUs: 100, ppStep: 2, eagerDelayMs: 20,
		shareMs: 100, shareReps: 3, maxBytes: 4 << 20, outReps: 11, outLines: 10000, osLaunches: 5, osReps: 5, osTargetUs: 10000, noiseS: 3, retryPause: 10 * time.Second}
}

// KernelResult is one kernel's measurement.
type KernelResult struct {
	Name   string
	Counts cost.ClassCounts // IR instructions per unit of work, by class
	N      int64            // units of work per timed run
	Runs   int              // timed runs
	Ns     float64          // median time per unit, ns (thread CPU time)
	MinNs  float64
	MaxNs  float64
}

// PingPoint is the time of one message size in one of the kernel's
// tables: a ping-pong's one-way time, an exchange's, a self copy's.
type PingPoint struct {
	Bytes    int64
	Us       float64 // median time (a ping-pong's: half a round trip), µs
	MinUs    float64
	MaxUs    float64
	Runs     int
	TableUs  float64 // the table's figure: Us made non-decreasing in size (pooled with its neighbours where it was not)
	Adjusted bool    // TableUs ≠ Us
}

// OversubPoint is the one-way time of an 8-byte message when Ranks ranks,
// more than the cores, are all in MPI at once (pairs ping-ponging).
type OversubPoint struct {
	Ranks        int
	RanksPerCore float64
	Us           float64 // median over every launch's repetitions, µs
	MinUs, MaxUs float64
	Runs         int
}

// SharePoint is the slowdown of k concurrent copies of a kernel.
type SharePoint struct {
	Procs    int
	Slowdown float64 // median wall time per run over that of one copy alone
}

// NoiseClass is one class of detours (noise.c): those of a decade of
// lengths, from Lo µs up.
type NoiseClass struct {
	Lo        float64 // µs
	Count     int64   // over all ranks
	Us        float64 // mean length
	PerSecond float64 // per second of a rank's compute
}

// Result is a calibration.
type Result struct {
	Quick     bool
	Layout    string // the ranks' address-space layout, as the machine file says it
	LoadStart string // /proc/loadavg's first three figures, before and after
	LoadEnd   string
	CPUModel  string

	CpuinfoMHz    float64 // /proc/cpuinfo's "cpu MHz", 0 if unknown
	CpufreqMaxMHz float64 // cpufreq's cpuinfo_max_freq of cpu0, 0 if unknown
	ChainGHz      float64 // adds per ns of the dependent chain
	ChainRuns     int
	ClockGHz      float64 // the clock written: ChainGHz
	// FPLatency and StoreLoadLatency, cycles: a dependent FP add, and a
	// sum in memory's step less an FP add (a store forwarded to the next
	// load).
	FPLatency, StoreLoadLatency float64

	Kernels    []KernelResult // all, the unfitted too
	ClassCPI   [cost.NumClasses]float64
	AtBound    [cost.NumClasses]bool // the fit put the class at its lower bound
	CPI        float64               // one CPI for all instructions, fit the same way
	FitClass   []float64             // per kernel: predicted / measured − 1 with the class CPIs
	FitSingle  []float64             // the same with the single CPI
	LowerBound float64               // cycles: the least CPI a class may get

	PingPong []PingPoint
	// Exchange: per ping-pong size, ranks 0 and 1 each sending the other a
	// message of that size at once (MPI_Sendrecv), the longer of the two
	// ranks' times; Self: rank 0's MPI_Sendrecv of that size to itself.
	Exchange   []PingPoint
	Self       []PingPoint
	PPReps     int // repetitions per size, over the launches pooled
	PPLaunches int
	// LatencyModes: how the launches split into two latency modes, the
	// tables pooling those of one (nil: one mode, all pooled).
	LatencyModes *LatencyModes
	PPSpacing    float64 // least seconds between the starts of two ping-pong launches
	// PPSamples: the samples file the launches came from (Options.MPISamples),
	// the first and the last launched at PPFirst and PPLast; "": launched
	// during the calibration.
	PPSamples       string
	PPFirst, PPLast time.Time
	PPTargetUs      int
	EagerLimit      int64
	EagerDelayMs    int
	EagerProbes     []string // "SIZE SECONDS" lines

	// Overheads, µs (LogGP's o): per communicating call, per collective
	// call, per eager message at its sender and at its receiver, as the
	// machine file gives them (see overheads); OvSamples are the
	// repetitions' raw times per call: Sendrecv with MPI_PROC_NULL,
	// Allreduce on MPI_COMM_SELF, a send, a receive.
	CallUs, CollectiveCallUs, SendOverheadUs, RecvOverheadUs float64
	OvSamples                                                [4][]float64
	OvScale                                                  float64 // what the message overheads were scaled by to fit the 0-byte time (1: not)

	// FirstTouchUs: what the first write to a page of fresh memory costs,
	// µs per 4 KiB page, the median of FirstTouchSamples (pingpong.c).
	FirstTouchUs      float64
	FirstTouchSamples []float64
	// UnmapUs: what unmapping a written page costs (free of a block glibc
	// mapped for itself), µs per 4 KiB page, the median of UnmapSamples.
	UnmapUs      float64
	UnmapSamples []float64

	// WriteUs and WriteByteNs: a line written to stdout under mpirun costs
	// WriteUs + bytes × WriteByteNs; OutShort and OutLong are the median
	// seconds per line of OutLines lines of 16 and 256 bytes, OutReps runs.
	WriteUs, WriteByteNs float64
	OutShort, OutLong    float64
	// FormatNs: what formatting one integer conversion of the printf
	// family costs, the median over OutReps repetitions.
	FormatNs          float64
	OutLines, OutReps int

	Oversub       []OversubPoint
	OversubLaunch int // mpirun launches per rank count (the placement changes per launch)

	Cores       int
	CoresDetail string
	Sharing     []SharePoint
	ShareKernel string

	// Noise: the detours of NoiseRanks ranks (one per core) spinning
	// NoiseSeconds each under mpirun, per class; classes without any are
	// left out.
	Noise        []NoiseClass
	NoiseRanks   int
	NoiseSeconds float64
	// NoiseOffCPU: the fraction of the detours' time the spinning ranks'
	// CPU clocks did not count (the hypervisor running another guest, the
	// kernel another task; interrupts count). Costs measured in CPU time,
	// profiles' and the CPI kernels', lack that part.
	NoiseOffCPU float64
	// NoiseLeftOut: the share of the time the detours took when it was
	// over maxCalibratedNoise and Noise was left out; 0 otherwise.
	NoiseLeftOut float64

	// Checks: the measurement against the machine (plausible.go), each
	// part's last attempt's.
	Checks []PlausibilityCheck
}

// maxCalibratedNoise is the most of the time detours may take for calibrate to
// write them: more is other processes' work (under go test's concurrent
// packages the spinning ranks lost 81 % of the time), not the machine's
// noise.
const maxCalibratedNoise = 0.2

// noiseShare is the share of a rank's time its detours take.
func (r *Result) noiseShare() float64 {
	var f float64
	for _, c := range r.Noise {
		f += c.Us * 1e-6 * c.PerSecond
	}
	return f
}

// lowerBoundCPI keeps every class's CPI positive, as machine files require:
// an IR instruction that compiles to nothing (a phi, an address computation
// folded into a load) costs next to nothing, and a class that the fit would
// put at 0 gets this.
const lowerBoundCPI = 0.01

// Calibrate measures this machine.
func Calibrate(ctx context.Context, opt Options) (*Result, error) {
	tools := opt.Tools.with()
	for _, t := range []struct{ name, why string }{
		{tools.CC, "to compile the calibration kernels to LLVM IR"},
		{tools.LLC, "to compile the kernels' IR natively"},
		{tools.MPICC, "to build the MPI ping-pong"},
		{tools.MPIRun, "to run the MPI ping-pong and the core-sharing measurement"},
	} {
		if _, err := exec.LookPath(t.name); err != nil {
			return nil, fmt.Errorf("%s not found on PATH: it is needed %s", t.name, t.why)
		}
	}
	if opt.NPMax < 1 {
		opt.NPMax = 8
	}
	log := opt.Log
	if log == nil {
		log = io.Discard
	}
	s := settingsFor(opt.Quick)
	s.keepASLR = opt.KeepASLR
	var samples *mpiSamples
	if opt.MPISamples != "" {
		var err error
		if samples, err = readMPISamples(opt.MPISamples, samplesHeader(s, opt.Quick), s.outReps); err != nil {
			return nil, err
		}
		fmt.Fprintf(log, "calibrate: the MPI measurements from %s: %d launches, %s to %s\n", opt.MPISamples, samples.launches,
			samples.first.Format(time.RFC3339), samples.last.Format(time.RFC3339))
	}
	dir, err := os.MkdirTemp("", "mpiskel-calibrate-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	if err := writeSources(dir, "kernels.c", "clock.c"); err != nil {
		return nil, err
	}
	res := &Result{Quick: opt.Quick, LoadStart: loadAvg(), LowerBound: lowerBoundCPI, Layout: layout(opt.KeepASLR)}
	res.CPUModel, res.CpuinfoMHz, res.CoresDetail = cpuinfo()
	res.CpufreqMaxMHz = cpufreqMaxMHz()
	res.Cores = runtime.NumCPU()
	if f := strings.Fields(res.LoadStart); len(f) > 0 {
		if load, err := strconv.ParseFloat(f[0], 64); err == nil && load > float64(res.Cores)/2 {
			fmt.Fprintf(log, "calibrate: warning: load average %.2f on %d cores: other processes will disturb the timings (the ping-pong most)\n", load, res.Cores)
		}
	}

	fmt.Fprintf(log, "calibrate: building the kernels (%s %s, %s), the clock chain and the ping-pong (%s)\n", tools.CC, OptLevel, tools.LLC, tools.MPICC)
	ll, kexe, cexe := filepath.Join(dir, "kernels.ll"), filepath.Join(dir, "kernels"), filepath.Join(dir, "clock")
	for _, step := range [][]string{
		{tools.CC, "-S", "-emit-llvm", OptLevel, "-std=c11", "kernels.c", "-o", ll},
		{tools.LLC, "-relocation-model=pic", native.AlignLoops, "-filetype=obj", ll, "-o", kexe + ".o"},
		{tools.CC, kexe + ".o", "-o", kexe},
		{tools.CC, OptLevel, "-std=c11", "clock.c", "-o", cexe},
	} {
		if _, err := run(ctx, dir, step[0], step[1:]...); err != nil {
			return nil, err
		}
	}
	ppexe, outexe, err := buildMPIKernels(ctx, tools, dir)
	if err != nil {
		return nil, err
	}

	fmt.Fprintf(log, "calibrate: counting the kernels' IR instructions per class in the interpreter\n")
	counter, err := NewCounter(ll)
	if err != nil {
		return nil, err
	}
	for _, k := range Kernels {
		u := countUnits(k)
		per, err := counter.PerUnit(k, u, 2*u)
		if err != nil {
			return nil, err
		}
		res.Kernels = append(res.Kernels, KernelResult{Name: k, Counts: per})
	}

	// The ping-pong runs in launches spread over the calibration, at least
	// ppSpacing apart, its repetitions pooled: on a VM the small-message
	// latency has modes that last seconds (a 0-byte message one way: 0.12-0.19
	// or 0.35-0.53 µs, slow in 14 of 30 launches over 45 s, in windows of
	// about 6 and 15 s, 2-core EPYC VM), and launches close together fall
	// in one window: two calibrations of three launches within 17 s read
	// the slow mode while the native runs around them ran in the fast one
	// (a latency-bound app at np 2 then predicted +74 %). Five launches 12 s
	// apart let a window of up to 24 s hold at most two of them; windows
	// lasting minutes need launches spread wider (SampleMPI).
	// Sites: 0 before the clock, 1 after the kernels (the only one with a
	// single launch; it also probes the eager limit), 2 after the latency
	// with more ranks than cores, 3 and 4 at the end. The output
	// measurement follows each ping-pong launch, for the same reason: a
	// line took 7.6 µs in the one launch of a calibration, 1.7 µs in
	// launches from a shell around it, 2.7 and 1.8 µs in the next two
	// calibrations.
	var ppOut []string // per launch
	var out outputSamples
	launches := 0
	pace := pacer{spacing: s.ppSpacing}
	pingPong := func(site int) error {
		if samples != nil || s.ppLaunches == 1 && site != 1 {
			return nil
		}
		if err := pace.wait(ctx, log, "the ping-pong's launches"); err != nil {
			return err
		}
		launches++
		what := ""
		if site == 1 {
			what = ", and the eager limit"
		}
		fmt.Fprintf(log, "calibrate: MPI ping-pong between 2 ranks, sizes 0 to %d bytes%s (launch %d of %d)\n", s.maxBytes, what, launches, s.ppLaunches)
		var launch strings.Builder
		if err := pingPongLaunch(ctx, tools, ppexe, s, site == 1, &launch); err != nil {
			return err
		}
		ppOut = append(ppOut, launch.String())
		fmt.Fprintf(log, "calibrate: writing lines to stdout under mpirun (launch %d of %d)\n", launches, s.ppLaunches)
		return out.launch(ctx, tools, outexe, s)
	}
	if err := pingPong(0); err != nil {
		return nil, err
	}
	compute := func() error {
		fmt.Fprintf(log, "calibrate: timing the clock chain and the FP add and store-to-load latency chains\n")
		if err := res.measureClock(ctx, cexe, s); err != nil {
			return err
		}
		fmt.Fprintf(log, "calibrate: timing %d kernels natively (%d × %d runs of ~%g ms each)\n", len(Kernels), s.rounds, s.reps, s.kernelMs)
		if err := res.timeKernels(ctx, kexe, s); err != nil {
			return err
		}
		return res.solve()
	}
	checks, err := attempt(ctx, log, "the clock and kernel timing", s.retryPause, compute, res.computeChecks)
	if err != nil {
		return nil, err
	}
	res.Checks = append(res.Checks, checks...)

	if err := pingPong(1); err != nil {
		return nil, err
	}
	if opt.NPMax > res.Cores {
		fmt.Fprintf(log, "calibrate: MPI latency with 2 to %d ranks per core\n", opt.NPMax/max(res.Cores, 1))
		if err := res.oversubscribed(ctx, tools, ppexe, opt.NPMax, s); err != nil {
			return nil, err
		}
	}
	if err := pingPong(2); err != nil {
		return nil, err
	}
	fmt.Fprintf(log, "calibrate: core sharing, 1 to %d concurrent kernel copies under mpirun\n", opt.NPMax)
	if err := res.measureSharing(ctx, tools, kexe, opt.NPMax, s); err != nil {
		return nil, err
	}
	noise := func() error {
		fmt.Fprintf(log, "calibrate: system noise, %d ranks spinning %g s on the clock under mpirun\n", res.Cores, s.noiseS)
		res.NoiseLeftOut = 0
		if err := res.measureNoise(ctx, tools, dir, s); err != nil {
			return err
		}
		// Detours over maxCalibratedNoise are other processes' work: left
		// out, which fails the noise check (attempt logs it).
		if share := res.noiseShare(); share > maxCalibratedNoise {
			res.Noise, res.NoiseLeftOut = nil, share
		}
		return nil
	}
	checks, err = attempt(ctx, log, "the noise measurement", s.retryPause, noise, func() []PlausibilityCheck { return []PlausibilityCheck{res.noiseCheck()} })
	if err != nil {
		return nil, err
	}
	res.Checks = append(res.Checks, checks...)
	for site := 3; site <= 4; site++ {
		if err := pingPong(site); err != nil {
			return nil, err
		}
	}
	res.PPLaunches, res.PPSpacing, res.PPTargetUs, res.EagerDelayMs = s.ppLaunches, s.ppSpacing.Seconds(), s.ppTargetUs, s.eagerDelayMs
	if samples != nil {
		ppOut, out = samples.pingPong, samples.out
		res.PPLaunches, res.PPSpacing, res.PPSamples, res.PPFirst, res.PPLast = samples.launches, 0, opt.MPISamples, samples.first, samples.last
	}
	ppText, modes := pickLatencyMode(ppOut)
	pooled := res.PPLaunches
	if modes != nil {
		pooled = modes.Kept
		fmt.Fprintf(log, "calibrate: the ping-pong launches' 0-byte latencies fell in two modes, %d at %.3f-%.3f µs and %d at %.3f-%.3f µs: the tables are of the %d\n",
			modes.Kept, modes.KeptUs[0], modes.KeptUs[1], modes.Left, modes.LeftUs[0], modes.LeftUs[1], modes.Kept)
	}
	res.PPReps, res.LatencyModes = s.ppReps*pooled, modes
	if err := res.parsePingPong(ppText); err != nil {
		if samples != nil {
			return nil, fmt.Errorf("%s: %w", opt.MPISamples, err)
		}
		return nil, err
	}
	res.outputCosts(out, s)
	res.LoadEnd = loadAvg()
	return res, nil
}

// writeSources writes the named kernel sources into dir.
func writeSources(dir string, names ...string) error {
	for _, name := range names {
		data, err := sources.ReadFile("kernels/" + name)
		if err != nil {
			return err
		}
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			return err
		}
	}
	return nil
}

// buildMPIKernels writes the MPI measurements' sources (pingpong.c,
// output.c) into dir and builds them with mpicc.
func buildMPIKernels(ctx context.Context, tools Tools, dir string) (ppexe, outexe string, err error) {
	if ppexe, err = buildMPI(ctx, tools, dir, "pingpong"); err != nil {
		return "", "", err
	}
	if outexe, err = buildMPI(ctx, tools, dir, "output"); err != nil {
		return "", "", err
	}
	return ppexe, outexe, nil
}

// buildMPI writes kernels/name.c into dir and builds it with mpicc; it
// returns the executable's path.
func buildMPI(ctx context.Context, tools Tools, dir, name string) (string, error) {
	if err := writeSources(dir, name+".c"); err != nil {
		return "", err
	}
	exe := filepath.Join(dir, name)
	if _, err := run(ctx, dir, tools.MPICC, "-O2", "-std=c11", name+".c", "-o", exe); err != nil {
		return "", err
	}
	return exe, nil
}

// layout says how the MPI measurements' ranks were laid out in memory.
func layout(keepASLR bool) string {
	switch {
	case keepASLR:
		return "randomized (--aslr)"
	case native.FixedLayout() == nil:
		return "randomized (setarch -R is not available here)"
	}
	return "fixed (setarch -R)"
}

// run runs a tool in dir and returns its standard output.
func run(ctx context.Context, dir, name string, args ...string) ([]byte, error) {
	cmd := exec.CommandContext(ctx, name, args...)
	cmd.Dir = dir
	var out, errOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	if err := cmd.Run(); err != nil {
		return nil, fmt.Errorf("%s %s: %v\n%s", filepath.Base(name), strings.Join(args, " "), err, strings.TrimSpace(errOut.String()))
	}
	return out.Bytes(), nil
}

// numbers parses the whitespace-separated numbers of each line of out.
func numbers(out []byte) ([][]float64, error) {
	var rows [][]float64
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		var row []float64
		for _, f := range strings.Fields(line) {
			v, err := strconv.ParseFloat(f, 64)
			if err != nil {
				return nil, fmt.Errorf("unexpected output line %q", line)
			}
			row = append(row, v)
		}
		if len(row) > 0 {
			rows = append(rows, row)
		}
	}
	return rows, nil
}

func median(v []float64) float64 {
	if len(v) == 0 {
		return math.NaN()
	}
	s := slices.Sorted(slices.Values(v))
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}

// pilot finds a work size whose run takes about ms milliseconds: it
// doubles n from n0 until a run takes a millisecond, then scales. time
// runs the program with n and returns one run's ns. Sizes stay multiples
// of n0.
func pilot(n0 int64, ms float64, time func(n int64) (float64, error)) (int64, error) {
	n := n0
	for {
		ns, err := time(n)
		if err != nil {
			return 0, err
		}
		if ns >= 1e6 || n > 1<<50 {
			k := int64(math.Ceil(ms * 1e6 / math.Max(ns, 1) * float64(n) / float64(n0)))
			return max(k, 1) * n0, nil
		}
		n *= 2
	}
}

// measureClock times the dependent add chain (64 adds per unit), which
// gives the clock, then the FP add and store-to-load chains (8 steps per
// unit), which give their latencies in cycles of that clock.
func (r *Result) measureClock(ctx context.Context, exe string, s settings) error {
	adds, runs, err := chainNs(ctx, exe, "add", 64, s)
	if err != nil {
		return err
	}
	r.ChainRuns = runs
	r.ChainGHz = 1 / adds
	r.ClockGHz = r.ChainGHz
	if !(r.ClockGHz > 0.05 && r.ClockGHz < 20) {
		return fmt.Errorf("clock chain: %.3g GHz is not a clock rate: the timing failed", r.ClockGHz)
	}
	fp, _, err := chainNs(ctx, exe, "fp", 8, s)
	if err != nil {
		return err
	}
	store, _, err := chainNs(ctx, exe, "store", 8, s)
	if err != nil {
		return err
	}
	r.FPLatency, r.StoreLoadLatency = fp*r.ClockGHz, (store-fp)*r.ClockGHz
	if !(r.FPLatency >= 0.5 && r.FPLatency < 100 && r.StoreLoadLatency >= 0.5 && r.StoreLoadLatency < 100) {
		return fmt.Errorf("latency chains: FP add %.3g cycles, store to load %.3g cycles: the timing failed", r.FPLatency, r.StoreLoadLatency)
	}
	return nil
}

// chainNs times one of clock.c's chains: the median ns per step over the
// calibration's runs, and how many runs.
func chainNs(ctx context.Context, exe, mode string, perUnit int, s settings) (float64, int, error) {
	once := func(n int64, reps int) ([]float64, error) {
		out, err := run(ctx, "", exe, mode, strconv.FormatInt(n, 10), strconv.Itoa(reps))
		if err != nil {
			return nil, err
		}
		rows, err := numbers(out)
		if err != nil || len(rows) != reps {
			return nil, fmt.Errorf("%s chain: %d lines for %d runs: %v", mode, len(rows), reps, err)
		}
		var ns []float64
		for _, row := range rows {
			ns = append(ns, row[0])
		}
		return ns, nil
	}
	n, err := pilot(1024, s.kernelMs, func(n int64) (float64, error) {
		ns, err := once(n, 1)
		if err != nil {
			return 0, err
		}
		return ns[0], nil
	})
	if err != nil {
		return 0, 0, err
	}
	ns, err := once(n, s.rounds*s.reps)
	if err != nil {
		return 0, 0, err
	}
	return median(ns) / float64(int64(perUnit)*n), len(ns), nil
}

// timeKernels times every kernel: rounds over all kernels, so that a burst
// of load from other processes touches a few runs of each rather than all
// runs of one.
func (r *Result) timeKernels(ctx context.Context, exe string, s settings) error {
	timed := func(k string, n int64, reps int) ([]float64, error) {
		out, err := run(ctx, "", exe, k, strconv.FormatInt(n, 10), strconv.Itoa(reps))
		if err != nil {
			return nil, err
		}
		rows, err := numbers(out)
		if err != nil || len(rows) != reps {
			return nil, fmt.Errorf("kernel %s: %d lines for %d runs: %v", k, len(rows), reps, err)
		}
		var ns []float64
		for _, row := range rows {
			ns = append(ns, row[0])
		}
		return ns, nil
	}
	samples := make([][]float64, len(r.Kernels))
	for i := range r.Kernels {
		k := &r.Kernels[i]
		n, err := pilot(countUnits(k.Name), s.kernelMs, func(n int64) (float64, error) {
			ns, err := timed(k.Name, n, 1)
			if err != nil {
				return 0, err
			}
			return ns[0], nil
		})
		if err != nil {
			return err
		}
		k.N = n
	}
	for round := 0; round < s.rounds; round++ {
		for i := range r.Kernels {
			k := &r.Kernels[i]
			ns, err := timed(k.Name, k.N, s.reps)
			if err != nil {
				return err
			}
			for _, t := range ns {
				samples[i] = append(samples[i], t/float64(k.N))
			}
		}
	}
	for i := range r.Kernels {
		k := &r.Kernels[i]
		k.Runs = len(samples[i])
		k.Ns = median(samples[i])
		k.MinNs, k.MaxNs = slices.Min(samples[i]), slices.Max(samples[i])
		if !(k.Ns > 0) {
			return fmt.Errorf("kernel %s: median time %g ns per unit: the timing failed", k.Name, k.Ns)
		}
	}
	return nil
}

// solve fits the class CPIs: minimize Σ_k ((Σ_c count_kc · ns_c − t_k) / t_k)²
// with ns_c ≥ lower bound, by NNLS on rows scaled by 1/t_k, so that every
// kernel weighs the same whatever its unit; and one CPI for all classes
// the same way.
func (r *Result) solve() error {
	var a, all [][]float64
	var b []float64
	for _, k := range r.Kernels {
		row := make([]float64, cost.NumClasses)
		for c, n := range k.Counts {
			row[c] = n / k.Ns
		}
		all = append(all, row)
		if Unfitted[k.Name] == "" {
			a = append(a, row)
			b = append(b, 1)
		}
	}
	lower := make([]float64, cost.NumClasses)
	for c := range lower {
		lower[c] = lowerBoundCPI / r.ClockGHz
	}
	x, err := NNLS(a, b, lower)
	if err != nil {
		return err
	}
	for c, ns := range x {
		r.ClassCPI[c] = ns * r.ClockGHz
		r.AtBound[c] = ns <= lower[c]*(1+1e-9)
	}
	// One CPI: minimize Σ (total_k · ns / t_k − 1)².
	var num, den float64
	for _, k := range r.Kernels {
		if Unfitted[k.Name] != "" {
			continue
		}
		u := k.Counts.Total() / k.Ns
		num += u
		den += u * u
	}
	single := num / den
	r.CPI = single * r.ClockGHz
	r.FitClass, r.FitSingle = nil, nil
	for i, k := range r.Kernels {
		r.FitClass = append(r.FitClass, dot(all[i], x)-1)
		r.FitSingle = append(r.FitSingle, k.Counts.Total()*single/k.Ns-1)
	}
	for c, v := range r.ClassCPI {
		if math.IsNaN(v) || math.IsInf(v, 0) || v <= 0 {
			return fmt.Errorf("class %s: CPI %g from the fit", cost.ClassName(c), v)
		}
	}
	return nil
}

// pacer spaces events: each wait returns at least spacing after the
// previous one returned.
type pacer struct {
	spacing time.Duration
	last    time.Time
}

func (p *pacer) wait(ctx context.Context, log io.Writer, what string) error {
	if d := time.Until(p.last.Add(p.spacing)); !p.last.IsZero() && d > 0 {
		fmt.Fprintf(log, "calibrate: waiting %.0f s, so that %s are %v apart\n", d.Seconds(), what, p.spacing)
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(d):
		}
	}
	p.last = time.Now()
	return nil
}

// pingPongLaunch runs the MPI ping-pong, exchange, self-copy and overhead
// probes on 2 ranks once, and the eager-limit probe if eager, adding the
// kernel's output to out.
func pingPongLaunch(ctx context.Context, tools Tools, exe string, s settings, eager bool, out *strings.Builder) error {
	var errOut bytes.Buffer
	delay := 0
	if eager {
		delay = s.eagerDelayMs
	}
	err := native.Run(ctx, native.Tools{MPIRun: tools.MPIRun}, exe, native.RunOptions{NP: 2, KeepASLR: s.keepASLR,
		Args:   []string{strconv.Itoa(s.ppReps), strconv.Itoa(s.ppTargetUs), strconv.FormatInt(s.maxBytes, 10), strconv.Itoa(s.ppStep), strconv.Itoa(delay)},
		Stdout: out, Stderr: &errOut})
	if err != nil {
		return fmt.Errorf("ping-pong: %v\n%s", err, strings.TrimSpace(errOut.String()))
	}
	return nil
}

// parsePingPong reads the kernel's output (see pingpong.c), of one launch
// or several one after the other: the ping-pong, exchange and self rows
// (a size's repetitions pooled over the launches), the eager probes and
// limit, the overheads' samples. Each table must have a row for every
// ping-pong size.
func (r *Result) parsePingPong(out string) error {
	r.EagerLimit = -1
	tables := map[string]*[]PingPoint{"pp": &r.PingPong, "xc": &r.Exchange, "self": &r.Self}
	type row struct {
		kind string
		size int64
	}
	samples := map[row][]float64{}
	for i, line := range strings.Split(out, "\n") {
		bad := func(err error) error { return fmt.Errorf("ping-pong output line %d %q: %v", i+1, line, err) }
		f := strings.Fields(line)
		if len(f) == 0 {
			continue
		}
		switch table := tables[f[0]]; {
		case table != nil:
			size, us, err := parseRow(f[1:])
			if err != nil {
				return bad(err)
			}
			k := row{f[0], size}
			if _, seen := samples[k]; !seen {
				*table = append(*table, PingPoint{Bytes: size})
			}
			samples[k] = append(samples[k], us...)
		case len(f) == 3 && f[0] == "eager":
			r.EagerProbes = append(r.EagerProbes, f[1]+" "+f[2])
		case len(f) == 5 && f[0] == "ov":
			for j, x := range f[1:] {
				v, err := strconv.ParseFloat(x, 64)
				if err != nil {
					return bad(err)
				}
				r.OvSamples[j] = append(r.OvSamples[j], v)
			}
		case len(f) == 3 && f[0] == "ft":
			touch, err := strconv.ParseFloat(f[1], 64)
			if err != nil {
				return bad(err)
			}
			unmap, err := strconv.ParseFloat(f[2], 64)
			if err != nil {
				return bad(err)
			}
			r.FirstTouchSamples = append(r.FirstTouchSamples, touch)
			r.UnmapSamples = append(r.UnmapSamples, unmap)
		case len(f) == 2 && f[0] == "eager_limit":
			var err error
			if r.EagerLimit, err = strconv.ParseInt(f[1], 10, 64); err != nil {
				return bad(err)
			}
		}
	}
	for kind, table := range tables {
		for i, pt := range *table {
			us := samples[row{kind, pt.Bytes}]
			(*table)[i] = PingPoint{Bytes: pt.Bytes, Us: median(us), MinUs: slices.Min(us), MaxUs: slices.Max(us), Runs: len(us)}
		}
	}
	if len(r.PingPong) < 2 || r.PingPong[0].Bytes != 0 || r.EagerLimit < 0 || len(r.OvSamples[0]) == 0 || len(r.FirstTouchSamples) == 0 {
		return fmt.Errorf("ping-pong: incomplete output:\n%s", out)
	}
	// A page written twice cannot cost less the first time; below 0 is noise.
	r.FirstTouchUs = max(0, median(r.FirstTouchSamples))
	r.UnmapUs = median(r.UnmapSamples)
	for _, t := range []struct {
		name string
		pts  []PingPoint
	}{{"exchange (xc)", r.Exchange}, {"self", r.Self}} {
		if !slices.EqualFunc(t.pts, r.PingPong, func(a, b PingPoint) bool { return a.Bytes == b.Bytes }) {
			return fmt.Errorf("ping-pong: the %s rows' sizes %v are not the ping-pong's %v", t.name, sizes(t.pts), sizes(r.PingPong))
		}
	}
	monotone(r.PingPong)
	monotone(r.Exchange)
	monotone(r.Self)
	r.overheads()
	return nil
}

// parseRow reads a table row's fields after its kind: SIZE T1 T2 ...
func parseRow(f []string) (size int64, us []float64, err error) {
	if len(f) < 2 {
		return 0, nil, fmt.Errorf("want a size and at least one time, got %d fields", len(f))
	}
	size, err = strconv.ParseInt(f[0], 10, 64)
	if err != nil || size < 0 {
		return 0, nil, fmt.Errorf("size %q is not a byte count", f[0])
	}
	for _, x := range f[1:] {
		v, err := strconv.ParseFloat(x, 64)
		if err != nil || !(v >= 0) || math.IsInf(v, 0) {
			return 0, nil, fmt.Errorf("time %q is not a number of µs", x)
		}
		us = append(us, v)
	}
	return size, us, nil
}

func sizes(pts []PingPoint) []int64 {
	var n []int64
	for _, p := range pts {
		n = append(n, p.Bytes)
	}
	return n
}

// overheads derives the machine file's overheads from the medians of the
// samples. A send's and a receive's time include a call's, which is
// charged apart. A ping-pong's one-way time includes the send and receive
// overheads and the receive call (network.Overheads): where the three
// exceed the 0-byte time (the burst's sends and receives, timed on their
// own, run colder than a ping-pong's), the two message overheads are
// scaled down to fit it.
func (r *Result) overheads() {
	call, coll := median(r.OvSamples[0]), median(r.OvSamples[1])
	send, recv := max(median(r.OvSamples[2])-call, 0), max(median(r.OvSamples[3])-call, 0)
	r.OvScale = 1
	down := func(us float64) float64 { return math.Floor(us*1e4) / 1e4 } // as the file holds them, still fitting
	if base := down(r.PingPong[0].TableUs); call+send+recv > base {
		call = min(call, base)
		if send+recv > 0 {
			r.OvScale = (base - call) / (send + recv)
		}
	}
	r.CallUs, r.CollectiveCallUs, r.SendOverheadUs, r.RecvOverheadUs = down(call), down(coll), down(send*r.OvScale), down(recv*r.OvScale)
}

// measureNoise builds noise.c and runs it at one rank per core, as a
// program's ranks fill the node, and sets Noise from what the ranks saw.
func (r *Result) measureNoise(ctx context.Context, tools Tools, dir string, s settings) error {
	exe, err := buildMPI(ctx, tools, dir, "noise")
	if err != nil {
		return err
	}
	var out, errOut bytes.Buffer
	err = native.Run(ctx, native.Tools{MPIRun: tools.MPIRun}, exe, native.RunOptions{NP: r.Cores, KeepASLR: s.keepASLR,
		Args: []string{strconv.FormatFloat(s.noiseS, 'g', -1, 64)}, Stdout: &out, Stderr: &errOut})
	if err != nil {
		return fmt.Errorf("noise: %v\n%s", err, strings.TrimSpace(errOut.String()))
	}
	return r.parseNoise(out.String(), r.Cores)
}

// noiseClasses is noise.c's CLASSES: decades of detour length from 1 µs.
const noiseClasses = 5

// parseNoise reads noise.c's output of ranks ranks ("class K COUNT
// SECONDS" per class, then "spun SECONDS" and "cpu SECONDS", per rank,
// their lines in any order) into Noise: per class, the mean length and the
// rate per second of compute, the time spun less the detours'; and into
// NoiseOffCPU, the time spun less the CPU time, over the detours'.
func (r *Result) parseNoise(out string, ranks int) error {
	var count [noiseClasses]int64
	var total [noiseClasses]float64
	var spun, cpu float64
	var classLines, spunLines, cpuLines int
	for i, line := range strings.Split(strings.TrimSpace(out), "\n") {
		f := strings.Fields(line)
		bad := fmt.Errorf("noise: output line %d %q: want 'class K COUNT SECONDS', 'spun SECONDS' or 'cpu SECONDS'", i+1, line)
		switch {
		case len(f) == 4 && f[0] == "class":
			k, err1 := strconv.Atoi(f[1])
			n, err2 := strconv.ParseInt(f[2], 10, 64)
			t, err3 := strconv.ParseFloat(f[3], 64)
			if err1 != nil || err2 != nil || err3 != nil || k < 0 || k >= noiseClasses || n < 0 || !(t >= 0) || math.IsInf(t, 0) {
				return bad
			}
			count[k] += n
			total[k] += t
			classLines++
		case len(f) == 2 && (f[0] == "spun" || f[0] == "cpu"):
			t, err := strconv.ParseFloat(f[1], 64)
			if err != nil || !(t > 0) || math.IsInf(t, 0) {
				return bad
			}
			if f[0] == "spun" {
				spun += t
				spunLines++
			} else {
				cpu += t
				cpuLines++
			}
		default:
			return bad
		}
	}
	if classLines != ranks*noiseClasses || spunLines != ranks || cpuLines != ranks {
		return fmt.Errorf("noise: incomplete output of %d ranks:\n%s", ranks, out)
	}
	var detours float64
	for _, t := range total {
		detours += t
	}
	compute := spun - detours
	if !(compute > 0) {
		return fmt.Errorf("noise: the detours (%.3f s) took all of the %.3f s spun", detours, spun)
	}
	r.Noise, r.NoiseRanks, r.NoiseSeconds, r.NoiseOffCPU = nil, ranks, spun/float64(ranks), 0
	if detours > 0 {
		// Clock reads of the two kinds are not simultaneous: keep within [0, 1].
		r.NoiseOffCPU = min(max((spun-cpu)/detours, 0), 1)
	}
	lo := 1.0
	for k := range noiseClasses {
		if count[k] > 0 {
			r.Noise = append(r.Noise, NoiseClass{Lo: lo, Count: count[k], Us: total[k] / float64(count[k]) * 1e6, PerSecond: float64(count[k]) / compute})
		}
		lo *= 10
	}
	return nil
}

// outputSamples are the seconds per line of the output measurement's
// repetitions, 16- and 256-byte lines, and its ns per printf conversion,
// pooled over its launches.
type outputSamples struct{ short, long, format []float64 }

// launch times s.outReps repetitions of lines of 16 and 256 bytes written
// to stdout by one rank under mpirun, whose own stdout is /dev/null (a nil
// Stdout), as when a user redirects mpirun's output to a file. Not a pipe
// this process drains: through one, a launch's median line took 1.2-2.4
// µs with outliers of 6.4 and 7.2 µs in 24 launches (the rank, mpirun and
// the draining goroutine sharing 2 cores); to /dev/null 1.6-2.2 µs in 24,
// as the apps' native runs print (2-core EPYC VM).
func (o *outputSamples) launch(ctx context.Context, tools Tools, exe string, s settings) error {
	var errOut bytes.Buffer
	err := native.Run(ctx, native.Tools{MPIRun: tools.MPIRun}, exe, native.RunOptions{NP: 1, KeepASLR: s.keepASLR,
		Args:   []string{strconv.Itoa(s.outReps), strconv.Itoa(s.outLines)},
		Stdout: nil, Stderr: &errOut})
	if err != nil {
		return fmt.Errorf("output: %v\n%s", err, strings.TrimSpace(errOut.String()))
	}
	var got outputSamples
	for _, line := range strings.Split(errOut.String(), "\n") {
		if _, err := got.add(strings.Fields(line)); err != nil {
			return fmt.Errorf("output: %v", err)
		}
	}
	if len(got.short) != s.outReps || len(got.long) != s.outReps || len(got.format) != s.outReps {
		return fmt.Errorf("output: incomplete output:\n%s", errOut.String())
	}
	o.short, o.long, o.format = append(o.short, got.short...), append(o.long, got.long...), append(o.format, got.format...)
	return nil
}

// add takes a line of output.c's ("out LENGTH SECONDS", "fmt NANOSECONDS"),
// split into fields; other lines are not its (false).
func (o *outputSamples) add(f []string) (bool, error) {
	if len(f) == 0 || f[0] != "out" && f[0] != "fmt" {
		return false, nil
	}
	v, err := strconv.ParseFloat(f[len(f)-1], 64)
	switch {
	case f[0] == "fmt" && (len(f) != 2 || err != nil || math.IsNaN(v) || math.IsInf(v, 0)):
		return true, fmt.Errorf("want 'fmt NANOSECONDS', got %q", strings.Join(f, " "))
	case f[0] == "out" && (len(f) != 3 || f[1] != "16" && f[1] != "256" || err != nil || !(v > 0)):
		return true, fmt.Errorf("want 'out 16|256 SECONDS', got %q", strings.Join(f, " "))
	case f[0] == "fmt":
		o.format = append(o.format, v)
	case f[1] == "16":
		o.short = append(o.short, v)
	default:
		o.long = append(o.long, v)
	}
	return true, nil
}

// outputCosts sets the cost of a line from the medians of the pooled
// repetitions.
func (r *Result) outputCosts(o outputSamples, s settings) {
	r.OutShort, r.OutLong, r.OutLines, r.OutReps = median(o.short), median(o.long), s.outLines, len(o.short)
	r.WriteUs, r.WriteByteNs = writeCosts(r.OutShort, r.OutLong)
	// A difference of two timings: noise can make it negative, which no
	// formatting costs.
	r.FormatNs = max(0, median(o.format))
}

// writeCosts solves t(n) = write + n × byte through the 16- and 256-byte
// lines' seconds per line, in µs and ns. Noise can make either negative:
// a negative byte cost (the length made no difference) is 0, the write cost
// then the short line's; a negative write cost is 0, the byte cost then the
// long line's per byte.
func writeCosts(short, long float64) (writeUs, byteNs float64) {
	perByte := (long - short) / (256 - 16)
	switch write := short - 16*perByte; {
	case perByte < 0:
		return short * 1e6, 0
	case write < 0:
		return 0, long / 256 * 1e9
	default:
		return write * 1e6, perByte * 1e9
	}
}

// monotone sets TableUs: the medians made non-decreasing in size by
// pooling adjacent violators (isotonic regression), since a larger message
// taking less time is measurement noise and machine files refuse it.
func monotone(pts []PingPoint) {
	type block struct {
		sum float64
		n   int
	}
	var st []block
	for _, p := range pts {
		st = append(st, block{p.Us, 1})
		for len(st) > 1 && st[len(st)-2].sum/float64(st[len(st)-2].n) > st[len(st)-1].sum/float64(st[len(st)-1].n) {
			top := st[len(st)-1]
			st = st[:len(st)-1]
			st[len(st)-1].sum += top.sum
			st[len(st)-1].n += top.n
		}
	}
	i := 0
	for _, bl := range st {
		for j := 0; j < bl.n; j++ {
			pts[i].TableUs = bl.sum / float64(bl.n)
			pts[i].Adjusted = math.Abs(pts[i].TableUs-pts[i].Us) > 1e-9
			i++
		}
	}
}

// measureSharing runs k copies of a kernel at once under mpirun (as the
// ranks of a program share the node) for k = 1, 2, 4, ... npMax and
// compares their wall-clock time with one copy's.
func (r *Result) measureSharing(ctx context.Context, tools Tools, exe string, npMax int, s settings) error {
	r.ShareKernel = "int_alu"
	var k *KernelResult
	for i := range r.Kernels {
		if r.Kernels[i].Name == r.ShareKernel {
			k = &r.Kernels[i]
		}
	}
	n := max(int64(s.shareMs*1e6/(k.Ns)), 1)
	var base float64
	for np := 1; ; np *= 2 {
		np = min(np, npMax)
		var out, errOut bytes.Buffer
		err := native.Run(ctx, native.Tools{MPIRun: tools.MPIRun}, exe, native.RunOptions{NP: np, KeepASLR: s.keepASLR,
			Args: []string{r.ShareKernel, strconv.FormatInt(n, 10), strconv.Itoa(s.shareReps)}, Stdout: &out, Stderr: &errOut})
		if err != nil {
			return fmt.Errorf("core sharing at %d copies: %v\n%s", np, err, strings.TrimSpace(errOut.String()))
		}
		rows, err := numbers(out.Bytes())
		if err != nil || len(rows) != np*s.shareReps {
			return fmt.Errorf("core sharing at %d copies: %d lines for %d runs: %v", np, len(rows), np*s.shareReps, err)
		}
		var wall []float64
		for _, row := range rows {
			if len(row) != 2 {
				return fmt.Errorf("core sharing: bad line %v", row)
			}
			wall = append(wall, row[1])
		}
		m := median(wall)
		if np == 1 {
			base = m
		}
		r.Sharing = append(r.Sharing, SharePoint{Procs: np, Slowdown: m / base})
		if np == npMax {
			return nil
		}
	}
}

// oversubscribed times 8-byte exchanges (MPI_Sendrecv) between rank
// pairs with every rank in MPI, at 2, 4, ... ranks per core up to npMax
// ranks: a message then waits until the scheduler runs its receiver. Each
// rank count is launched several times: where mpirun's ranks land on the
// cores differs between launches.
func (r *Result) oversubscribed(ctx context.Context, tools Tools, exe string, npMax int, s settings) error {
	r.OversubLaunch = s.osLaunches
	for np := 2 * r.Cores; np <= npMax; np *= 2 {
		var us []float64
		for range s.osLaunches {
			var out, errOut bytes.Buffer
			err := native.Run(ctx, native.Tools{MPIRun: tools.MPIRun}, exe, native.RunOptions{NP: np, KeepASLR: s.keepASLR,
				Args: []string{"oversub", strconv.Itoa(s.osReps), strconv.Itoa(s.osTargetUs)}, Stdout: &out, Stderr: &errOut})
			if err != nil {
				return fmt.Errorf("latency at %d ranks: %v\n%s", np, err, strings.TrimSpace(errOut.String()))
			}
			f := strings.Fields(out.String())
			if len(f) != 2+s.osReps || f[0] != "os" {
				return fmt.Errorf("latency at %d ranks: unexpected output %q", np, out.String())
			}
			for _, x := range f[2:] {
				v, err := strconv.ParseFloat(x, 64)
				if err != nil {
					return fmt.Errorf("latency at %d ranks: unexpected output %q", np, out.String())
				}
				us = append(us, v)
			}
		}
		r.Oversub = append(r.Oversub, OversubPoint{Ranks: np, RanksPerCore: float64(np) / float64(r.Cores),
			Us: median(us), MinUs: slices.Min(us), MaxUs: slices.Max(us), Runs: len(us)})
	}
	return nil
}

// loadAvg is /proc/loadavg's 1, 5 and 15 minute load averages.
func loadAvg() string {
	data, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return "unknown"
	}
	f := strings.Fields(string(data))
	if len(f) < 3 {
		return "unknown"
	}
	return strings.Join(f[:3], " ")
}

// cpuinfo reads the processor model, its nominal clock and its cores and
// threads from /proc/cpuinfo.
func cpuinfo() (model string, mhz float64, detail string) {
	data, err := os.ReadFile("/proc/cpuinfo")
	if err != nil {
		return "unknown processor", 0, "no /proc/cpuinfo"
	}
	var procs int
	var coresPer, siblings string
	for _, line := range strings.Split(string(data), "\n") {
		key, val, ok := strings.Cut(line, ":")
		if !ok {
			continue
		}
		key, val = strings.TrimSpace(key), strings.TrimSpace(val)
		switch key {
		case "processor":
			procs++
		case "model name":
			if model == "" {
				model = val
			}
		case "cpu MHz":
			if mhz == 0 {
				mhz, _ = strconv.ParseFloat(val, 64)
			}
		case "cpu cores":
			coresPer = val
		case "siblings":
			siblings = val
		}
	}
	if model == "" {
		model = "unknown processor"
	}
	detail = fmt.Sprintf("/proc/cpuinfo lists %d logical processors", procs)
	if coresPer != "" && siblings != "" {
		detail += fmt.Sprintf(" (%s cores, %s threads per package)", coresPer, siblings)
	}
	return model, mhz, detail
}
