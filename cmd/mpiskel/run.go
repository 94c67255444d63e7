// The run command: simulate an MPI program at N ranks and predict its run time.
package main

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"unsafe"

	"github.com/urfave/cli/v2"

	"github.com/mpiskel/mpiskel/cost"
	"github.com/mpiskel/mpiskel/frontend"
	cfront "github.com/mpiskel/mpiskel/frontend/c"
	"github.com/mpiskel/mpiskel/frontend/llvmir"
	"github.com/mpiskel/mpiskel/runtime/interp"
	"github.com/mpiskel/mpiskel/runtime/mpi"
	"github.com/mpiskel/mpiskel/runtime/network"
	"github.com/mpiskel/mpiskel/runtime/sim"
	"github.com/mpiskel/mpiskel/runtime/trace"
	"github.com/mpiskel/mpiskel/transform"
)

func runCommand() *cli.Command {
	return &cli.Command{
		Name:      "run",
		Usage:     "simulate an MPI program at N ranks: its output, predicted time and trace",
		ArgsUsage: "FILE.c|FILE.ll [ARGS...]",
		Description: `Runs every rank of the program in a deterministic discrete-event simulation.
The program's stdout (all ranks, ordered by virtual time) goes to stdout; a
summary of the prediction goes to stderr. Options must come before FILE: what
follows FILE is passed to the program as its arguments.

Compute is charged as the static cost model ('compile --cost static') counts
it, so that a static skeleton predicts what its original simulates: each
executed IR instruction at its class's CPI (node.class_cpi, else node.cpi),
and each iteration of an innermost loop that calls no function at least its
longest loop-carried dependence cycle (node.fp_latency,
node.store_load_latency). Code a skeleton keeps inside an abstracted region
is not charged: its ADD_TIME covers it. --flat-cpi charges every instruction
node.cpi instead and counts the executed instructions, the figure to compare
the work of a skeleton's simulation with its original's.

When a node holds more ranks than cores (the machine file's ranks_per_node
above cores), busy ranks share the cores: compute and ADD_TIME are stretched
by max(1, busy ranks / cores), where a rank waiting for a point-to-point
message is not busy (MPI yields the core) and one in a collective is. The
busy ranks depend on the stretch, so the run is simulated a few times
(output off) until the stretch settles; the summary shows it.

When the machine file has noise rows (node.noise; 'mpiskel calibrate' measures
them), every compute burst and ADD_TIME is interrupted by detours of those
lengths at those rates, at random times drawn per rank from a fixed seed (the
run stays deterministic). Measured costs already hold the detours' mean but
for the part a CPU clock leaves out (node.noise_off_cpu: the hypervisor
running another guest, the kernel another task), so each burst is charged
without the share of noise it holds, then its own detours: one rank alone
predicts its wall time on average, ranks that synchronise wait for the one a
detour hit, as they do natively. --noise=false predicts without them.

--trace writes, between two MPI calls of a rank, at most one compute event
and one ADD_TIME event, each lasting the total of its kind (runtime/trace
FORMAT.md, "Coarse events"): a skeleton whose kept loops call ADD_TIME many
times between two MPI calls writes a trace the size of its original's. The
summary still counts every ADD_TIME call. --trace-fine writes each compute
burst and ADD_TIME call as an event of its own, with its own site and region.

Files: the program reads the files of the working directory (relative names
resolve there, as under mpirun) but never writes to them: what the ranks
create, write, rename or remove lives in the run's memory, where every rank
sees it at once (a file rank 0 writes, rank 1 can read back), and is
discarded at the end unless --files DIR saves the files the run wrote there
(a name with a directory keeps it below DIR; an absolute name or one
climbing out of the working directory goes below DIR/root). Standard input
goes to rank 0, as mpirun forwards it; the other ranks read none.

Dates: virtual time 0 is 2000-01-01 00:00:00 UTC. time(), gettimeofday() and
CLOCK_REALTIME count from there, localtime() is UTC whatever the host's zone,
and clock(), getrusage() and the other clocks count from 0: a program that
prints the date prints the same one every run.

The exit status is mpirun's: the largest of the ranks' statuses (134 for
abort), the status of a rank that exits between MPI_Init and MPI_Finalize,
MPI_Abort's errorcode modulo 256, or the MPI error class of a misused call
(a rank out of range, a truncated receive); the report names the rank and
the call site. It is 1 when the simulation stops on what only it detects: a
deadlock (each rank's blocked call is listed), an invalid memory access, a
call to a function mpiskel does not provide, or more memory than there is;
2 for a usage or input error.

Examples:
   mpiskel run --np 8 testdata/apps/ring.O1.ll
   mpiskel run --np 4096 --machine ib-hdr --trace halo.mst halo2d.O1.ll 512
   mpiskel run --np 64 --machine my-cluster.toml --summary-json s.json app.ll`,
		Flags: []cli.Flag{
			&cli.IntFlag{Name: "np", Aliases: []string{"n"}, Value: 1, Usage: "number of ranks to simulate"},
			&cli.StringFlag{Name: "machine", Aliases: []string{"m"}, Value: "local", Usage: "machine model: a preset name (see 'mpiskel machines') or a TOML file"},
			&cli.StringFlag{Name: "trace", Aliases: []string{"t"}, Usage: "write a trace of every MPI call and of the compute and ADD_TIME between them to `OUT.mst`"},
			&cli.BoolFlag{Name: "trace-fine", Usage: "trace every compute burst and ADD_TIME call as an event of its own, rather than one compute and one ADD_TIME event between two MPI calls (a skeleton's trace then grows with its ADD_TIME calls)"},
			&cli.StringFlag{Name: "summary-json", Usage: "write the prediction as JSON to `FILE` ('-' for stdout)"},
			&cli.BoolFlag{Name: "quiet", Aliases: []string{"q"}, Usage: "print no summary on stderr"},
			&cli.BoolFlag{Name: "noise", Value: true, Usage: "interrupt compute with the machine file's detours (node.noise), if it has any"},
			&cli.BoolFlag{Name: "flat-cpi", Usage: "charge every executed IR instruction node.cpi, without class CPIs or dependence bounds; the JSON summary then counts them ('instructions')"},
			&cli.StringFlag{Name: "files", Usage: "save the files the program wrote into `DIR` (created if missing); without it they are kept in memory only and discarded"},
			&cli.StringSliceFlag{Name: "I", Usage: "add `DIR` to the include search path (C input)"},
			&cli.StringSliceFlag{Name: "D", Usage: "define macro `NAME[=VALUE]` (C input)"},
		},
		Action: runAction,
	}
}

func runAction(c *cli.Context) (err error) {
	if c.NArg() < 1 {
		return &exitStatus{code: 2, err: errors.New("run: missing FILE.c or FILE.ll (see 'mpiskel run --help')")}
	}
	np := c.Int("np")
	if np < 1 {
		return &exitStatus{code: 2, err: fmt.Errorf("run: --np must be at least 1, not %d", np)}
	}
	if js := c.String("summary-json"); js != "" {
		if err := checkWritable(js); err != nil {
			return &exitStatus{code: 2, err: fmt.Errorf("run: --summary-json: %w", err)}
		}
	}
	path := c.Args().First()
	prog, err := loadProgram(path, cOptions(c))
	if err != nil {
		return &exitStatus{code: 2, err: err}
	}
	machine, err := network.LoadMachine(c.String("machine"))
	if err != nil {
		return &exitStatus{code: 2, err: err}
	}
	model, err := machine.NetworkFor(np)
	if err != nil {
		return &exitStatus{code: 2, err: err}
	}
	if !definesMain(prog) {
		return &exitStatus{code: 2, err: fmt.Errorf("%s: no main function to run: the file is empty or a library", path)}
	}
	if measured, ok := transform.ProfileArgs(prog.Module); ok && !slices.Equal(measured, c.Args().Tail()) {
		fmt.Fprintf(c.App.ErrWriter, "mpiskel: run: note: %s's loop counts were measured with %s (compile --profile-args), not %s: its MPI calls and time may differ from the program's with these\n",
			path, argsText(measured), argsText(c.Args().Tail()))
	}
	opt, psPerUnit := sim.HostOptions(prog.Module), machine.PsPerInstruction()
	if !c.Bool("flat-cpi") {
		charge := cost.NewCharge(prog.Module, machine)
		opt.ClassUnits, opt.BlockUnits, psPerUnit = &charge.ClassUnits, charge.BlockUnits, charge.PsPerUnit
	}
	compiled, err := interp.Compile(prog.Module, opt)
	if err != nil {
		return &exitStatus{code: 2, err: fmt.Errorf("%s: %w", path, err)}
	}
	// Refuse a rank count that cannot fit before allocating for it.
	perRank := sim.RankBytes(compiled) + uint64(unsafe.Sizeof(int(0))) // the summary's order
	if c.String("trace") != "" {
		perRank += uint64(trace.RankBytes)
	}
	if c.String("summary-json") != "" {
		perRank += uint64(unsafe.Sizeof(rankJSON{})) + 256 // and its text
	}
	if err := sim.CheckRanksFit(np, perRank, 0); err != nil {
		return &exitStatus{code: 2, err: fmt.Errorf("run: --np %d: %w", np, err)}
	}

	stdout := bufio.NewWriterSize(c.App.Writer, 64<<10)
	defer stdout.Flush()
	cfg := sim.Config{
		NP:                np,
		Args:              append([]string{programName(path)}, c.Args().Tail()...),
		Env:               environ(),
		Network:           model,
		PsPerInstruction:  psPerUnit,
		PsPerWrite:        machine.Node.WriteUs * 1e6,
		PsPerWriteByte:    machine.Node.WriteByteNs * 1e3,
		PsPerConversion:   machine.Node.FormatNs * 1e3,
		PsPerFirstTouch:   machine.Node.FirstTouchUs * 1e6,
		PsPerUnmappedPage: machine.Node.UnmapUs * 1e6,
		Overheads:         machine.Overheads(),
		Noise:             detours(machine, c.Bool("noise")),
		NoiseOffCPU:       machine.Node.NoiseOffCPU,
		Stdout:            stdout,
		Stderr:            c.App.ErrWriter,
		Stdin:             (&onceInput{r: c.App.Reader}).reader,
	}
	var tw *trace.Writer
	if out := c.String("trace"); out != "" {
		f, ferr := os.Create(out)
		if ferr != nil {
			return &exitStatus{code: 2, err: ferr}
		}
		bw := bufio.NewWriterSize(f, 1<<20)
		if tw, ferr = trace.NewWriter(bw, np); ferr != nil {
			f.Close()
			return &exitStatus{code: 2, err: ferr}
		}
		cfg.Trace = tw
		var coarse *trace.Coarsener
		if !c.Bool("trace-fine") {
			coarse = trace.NewCoarsener(tw, np)
			cfg.Trace = coarse
		}
		// The trace is closed whatever happens, so a failed run keeps every
		// event up to its failure, in whole blocks; the Coarsener's pending
		// runs (each rank's time since its last MPI call) go first. A trace
		// that could not be written fails the run (status 1); when the run
		// failed already, the run's error stays the last line.
		defer func() {
			var werr error
			if coarse != nil {
				werr = coarse.Flush()
			}
			if cerr := tw.Close(); werr == nil {
				werr = cerr
			}
			if werr == nil {
				werr = bw.Flush()
			}
			if cerr := f.Close(); werr == nil {
				werr = cerr
			}
			if werr == nil {
				return
			}
			werr = fmt.Errorf("writing trace %s: %w", out, werr)
			if err == nil {
				err = &exitStatus{code: 1, err: werr}
			} else {
				fmt.Fprintf(c.App.ErrWriter, "mpiskel: %v\n", werr)
			}
		}()
	}

	abi := mpi.DetectABI(externalGlobals(prog))
	var sharing coreSharing
	cfg.CoreShare, sharing = solveCoreShare(compiled, abi, cfg, machine)
	res, runErr := sim.Run(compiled, abi, cfg)
	stdout.Flush()
	if res != nil {
		if !c.Bool("quiet") {
			printSummary(c.App.ErrWriter, machine, res)
			if sharing.passes > 0 {
				fmt.Fprintf(c.App.ErrWriter, "  core sharing: %d ranks on %d cores, busy %.0f%% of the time: compute stretched by %.3f (%d passes)\n",
					min(np, machine.Node.RanksPerNode), machine.Node.Cores, 100*sharing.busy, cfg.CoreShare, sharing.passes)
			}
		}
		if js := c.String("summary-json"); js != "" {
			if err := writeSummaryJSON(js, c.App.Writer, res, cfg.CoreShare, c.Bool("flat-cpi")); err != nil {
				return &exitStatus{code: 2, err: err}
			}
		}
	}
	if res != nil && res.Files != nil {
		if err := keepFiles(c, res.Files); err != nil {
			return &exitStatus{code: 2, err: err}
		}
	}
	if runErr != nil {
		// mpirun's status: the exit or abort status of the rank that ended
		// the job, MPI_Abort's errorcode, an MPI error's class; 1 for what
		// only the simulator detects (deadlock, invalid access).
		code := 1
		if res != nil {
			code = res.ExitCode
		}
		return &exitStatus{code: code, err: runErr}
	}
	if res.ExitCode != 0 {
		var err error
		if e := res.FirstExit; e != nil {
			err = e
			if e.Code != res.ExitCode {
				err = fmt.Errorf("%v (the first rank to end with a non-zero status; the largest, %d, is the run's)", e, res.ExitCode)
			}
		}
		return &exitStatus{code: res.ExitCode, err: err}
	}
	return nil
}

// keepFiles saves the files the run wrote into --files DIR, or says on
// stderr that they were discarded.
func keepFiles(c *cli.Context, files *interp.Files) error {
	written := files.Written()
	dir := c.String("files")
	if dir == "" {
		if len(written) > 0 && !c.Bool("quiet") {
			names := written
			if len(names) > 5 {
				names = append(names[:5:5], "...")
			}
			fmt.Fprintf(c.App.ErrWriter, "mpiskel: the program wrote %d file(s), discarded (--files DIR keeps them): %s\n", len(written), strings.Join(names, " "))
		}
		return nil
	}
	if err := files.Save(dir); err != nil {
		return fmt.Errorf("run: --files: %w", err)
	}
	return nil
}

// onceInput reads the program's standard input when a rank first reads
// it, once: the runs that settle the core share and the final run each
// get all of it.
type onceInput struct {
	r    io.Reader
	data []byte
	err  error
	done bool
}

func (o *onceInput) reader() io.Reader { return &onceReader{o: o} }

// onceReader is one run's read of the input.
type onceReader struct {
	o   *onceInput
	pos int
}

func (r *onceReader) Read(b []byte) (int, error) {
	o := r.o
	if !o.done {
		o.done = true
		if o.r != nil {
			o.data, o.err = io.ReadAll(o.r)
		}
	}
	if r.pos >= len(o.data) {
		if o.err != nil {
			return 0, o.err
		}
		return 0, io.EOF
	}
	n := copy(b, o.data[r.pos:])
	r.pos += n
	return n, nil
}

// detours are the machine's noise classes for the simulator, none when
// noise is off.
func detours(m *network.Machine, on bool) []sim.Detour {
	if !on {
		return nil
	}
	var ds []sim.Detour
	for _, row := range m.Node.Noise {
		ds = append(ds, sim.Detour{Ps: int64(row[0]*1e6 + 0.5), PerPs: row[1] * 1e-12})
	}
	return ds
}

// maxSharePasses bounds the simulations solveCoreShare runs.
const maxSharePasses = 6

// coreSharing is how solveCoreShare settled the core share.
type coreSharing struct {
	passes int     // simulations run before the final one
	busy   float64 // the fraction of the run a rank is busy, on average
}

// solveCoreShare finds how much ranks sharing cores slow each other down.
// full is the share when every rank of a node is busy all the time
// (machine.CoreShare: ranks on the node / cores). But a rank blocked in
// point-to-point MPI waiting for a peer yields its core (Open MPI does
// when there are more ranks than cores: a token ring's 4 ranks on 2 cores
// used 0.24 s of CPU in all for 0.16 s of compute), so only busy ranks
// share the cores: computing, in ADD_TIME, or in a collective (all ranks
// moving data at once). The slowdown is max(1, busy / cores), busy the
// number of a node's ranks busy at a time, on average over the run. That
// depends on the slowdown itself, so the run is simulated (output and
// trace off) from the full share until the share moves by less than 1 %:
// a bulk-synchronous program keeps the full share, a token ring (one rank
// computing at a time) gets none.
func solveCoreShare(prog *interp.Program, abi mpi.ABI, cfg sim.Config, m *network.Machine) (float64, coreSharing) {
	var how coreSharing
	full := m.CoreShare(cfg.NP)
	if full <= 1 {
		return full, how
	}
	share := full
	quiet := cfg
	quiet.Stdout, quiet.Stderr, quiet.Trace = io.Discard, io.Discard, nil
	for how.passes < maxSharePasses {
		quiet.CoreShare = share
		// A network model keeps state (when each NIC is free): one each.
		net, err := m.NetworkFor(cfg.NP)
		if err != nil {
			break
		}
		quiet.Network = net
		res, err := sim.Run(prog, abi, quiet)
		how.passes++
		if err != nil || res.Total.Finish <= 0 {
			break // the final run reports it
		}
		// The mean fraction of the run a rank is busy, times the ranks a
		// node holds (full × cores), is the node's busy ranks.
		var u float64
		for _, r := range res.Ranks {
			u += float64(r.Compute+r.AddTime+r.Collective) / float64(res.Total.Finish)
		}
		u /= float64(len(res.Ranks))
		next := max(1, u*full)
		how.busy = u
		if math.Abs(next-share) <= 0.01*share {
			share = next
			break
		}
		share = next
	}
	return share, how
}

// definesMain tells whether the program defines main.
func definesMain(p *frontend.Program) bool {
	for _, f := range p.Module.Funcs {
		if f.Name() == "main" && len(f.Blocks) > 0 {
			return true
		}
	}
	return false
}

// loadProgram reads a program in any input language mpiskel understands:
// C (compiled in-process) or LLVM IR.
func loadProgram(path string, copts cfront.Options) (*frontend.Program, error) {
	switch filepath.Ext(path) {
	case ".ll":
		return llvmir.Load(path)
	case ".c":
		return cfront.Load(path, copts)
	default:
		return nil, fmt.Errorf("%s: mpiskel reads C (.c) or LLVM IR (.ll) written by clang-14", path)
	}
}

// cOptions are the C front end's options from the -I and -D flags.
func cOptions(c *cli.Context) cfront.Options {
	return cfront.Options{IncludePaths: c.StringSlice("I"), Defines: c.StringSlice("D")}
}

// externalGlobals lists the globals the program declares but does not define:
// the MPI library's predefined handles tell which MPI ABI it was compiled for.
func externalGlobals(p *frontend.Program) []string {
	var names []string
	for _, g := range p.Module.Globals {
		if g.Init == nil {
			names = append(names, g.Name())
		}
	}
	return names
}

// programName is argv[0] as mpirun would give it.
func programName(path string) string {
	return strings.TrimSuffix(filepath.Base(path), filepath.Ext(path))
}

func environ() map[string]string {
	env := map[string]string{}
	for _, kv := range os.Environ() {
		if k, v, ok := strings.Cut(kv, "="); ok {
			env[k] = v
		}
	}
	return env
}

func seconds(ps int64) string { return fmtDuration(float64(ps) * 1e-12) }

func fmtDuration(s float64) string {
	switch {
	case s == 0:
		return "0 s"
	case s < 1e-6:
		return fmt.Sprintf("%.3f ns", s*1e9)
	case s < 1e-3:
		return fmt.Sprintf("%.3f us", s*1e6)
	case s < 1:
		return fmt.Sprintf("%.3f ms", s*1e3)
	}
	return fmt.Sprintf("%.6f s", s)
}

// printSummary writes the human summary: the prediction, then one line per
// rank (for many ranks, the slowest few and the spread).
func printSummary(w io.Writer, m *network.Machine, res *sim.Result) {
	last := 0
	for i, r := range res.Ranks {
		if r.Finish > res.Ranks[last].Finish {
			last = i
		}
	}
	fmt.Fprintf(w, "mpiskel: %d ranks on machine %q: predicted time %s (rank %d finishes last)\n",
		len(res.Ranks), m.Name, fmtDuration(res.Predicted), last)
	fmt.Fprintf(w, "  %-10s %12s %12s %12s %12s %10s %12s\n", "rank", "finish", "compute", "ADD_TIME", "in MPI", "msgs sent", "bytes sent")
	row := func(label string, r sim.RankResult) {
		fmt.Fprintf(w, "  %-10s %12s %12s %12s %12s %10d %12d\n", label,
			seconds(r.Finish), seconds(r.Compute), seconds(r.AddTime), seconds(r.MPI), r.MsgsSent, r.BytesSent)
	}
	if len(res.Ranks) <= 16 {
		for i, r := range res.Ranks {
			row(fmt.Sprint(i), r)
		}
	} else {
		order := make([]int, len(res.Ranks))
		for i := range order {
			order[i] = i
		}
		sort.SliceStable(order, func(a, b int) bool { return res.Ranks[order[a]].Finish > res.Ranks[order[b]].Finish })
		for _, i := range order[:4] {
			row(fmt.Sprint(i), res.Ranks[i])
		}
		fmt.Fprintf(w, "  ... %d more ranks; fastest: rank %d at %s\n", len(order)-4, order[len(order)-1], seconds(res.Ranks[order[len(order)-1]].Finish))
	}
	fmt.Fprintf(w, "  %d messages, %d bytes, %d MPI calls, %d ADD_TIME calls\n", res.Total.MsgsSent, res.Total.BytesSent, res.Total.MPICalls, res.Total.AddTimeCalls)
	if t := res.Total.FirstTouch; t > 0 {
		fmt.Fprintf(w, "  receiving into freshly allocated pages (node.first_touch_us): %s over all ranks\n", seconds(t))
	}
	if t := res.Total.Noise; t > 0 {
		fmt.Fprintf(w, "  detours (node.noise): %s over all ranks, in place of the mean share of compute that costs hold\n", seconds(t))
	}
}

// summaryJSON is the machine-readable prediction (--summary-json).
type summaryJSON struct {
	Ranks            int     `json:"ranks"`
	Machine          string  `json:"machine,omitempty"`
	PredictedSeconds float64 `json:"predicted_seconds"`
	Events           int64   `json:"events"`
	Messages         int64   `json:"messages"`
	Bytes            int64   `json:"bytes"`
	AddTimeCalls     int64   `json:"add_time_calls"`
	CoreShare        float64 `json:"core_share"`
	// Instructions are the IR instructions the ranks executed, with
	// --flat-cpi (otherwise the interpreter counts cycles, not instructions).
	Instructions uint64     `json:"instructions,omitempty"`
	ExitCode     int        `json:"exit_code"`
	PerRank      []rankJSON `json:"per_rank"`
}

type rankJSON struct {
	FinishSeconds  float64 `json:"finish_seconds"`
	ComputeSeconds float64 `json:"compute_seconds"`
	AddTimeSeconds float64 `json:"add_time_seconds"`
	MPISeconds     float64 `json:"mpi_seconds"`
	// FirstTouchSeconds: receiving into freshly allocated pages, part of
	// MPISeconds as a rule (sim.RankResult.FirstTouch).
	FirstTouchSeconds float64 `json:"first_touch_seconds"`
	MessagesSent      int64   `json:"messages_sent"`
	BytesSent         int64   `json:"bytes_sent"`
}

func writeSummaryJSON(path string, stdout io.Writer, res *sim.Result, share float64, counted bool) error {
	s := summaryJSON{
		Ranks: len(res.Ranks), PredictedSeconds: res.Predicted,
		Events: res.Total.MPICalls, Messages: res.Total.MsgsSent, Bytes: res.Total.BytesSent,
		AddTimeCalls: res.Total.AddTimeCalls, CoreShare: max(1, share), ExitCode: res.ExitCode,
	}
	if counted {
		s.Instructions = res.Total.Instructions
	}
	for _, r := range res.Ranks {
		s.PerRank = append(s.PerRank, rankJSON{
			FinishSeconds: float64(r.Finish) * 1e-12, ComputeSeconds: float64(r.Compute) * 1e-12,
			AddTimeSeconds: float64(r.AddTime) * 1e-12, MPISeconds: float64(r.MPI) * 1e-12,
			FirstTouchSeconds: float64(r.FirstTouch) * 1e-12,
			MessagesSent:      r.MsgsSent, BytesSent: r.BytesSent,
		})
	}
	b, err := json.MarshalIndent(s, "", "  ")
	if err != nil {
		return err
	}
	b = append(b, '\n')
	if path == "-" {
		_, err = stdout.Write(b)
		return err
	}
	return os.WriteFile(path, b, 0o644)
}

// argsText names a program's arguments in a message.
func argsText(args []string) string {
	if len(args) == 0 {
		return "no arguments"
	}
	return fmt.Sprintf("the arguments %q", args)
}
