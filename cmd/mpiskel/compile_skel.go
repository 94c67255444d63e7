// The skeleton options of the compile command: --level, --cost, --report, --check, -o OUT.c|OUT.ll.
package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/urfave/cli/v2"

	"github.com/mpiskel/mpiskel/analysis/pointsto"
	"github.com/mpiskel/mpiskel/analysis/regions"
	"github.com/mpiskel/mpiskel/analysis/slice"
	"github.com/mpiskel/mpiskel/cost"
	cemit "github.com/mpiskel/mpiskel/emit/c"
	"github.com/mpiskel/mpiskel/frontend"
	"github.com/mpiskel/mpiskel/runtime/interp"
	"github.com/mpiskel/mpiskel/runtime/mpi"
	"github.com/mpiskel/mpiskel/runtime/native"
	"github.com/mpiskel/mpiskel/runtime/network"
	"github.com/mpiskel/mpiskel/runtime/sim"
	"github.com/mpiskel/mpiskel/runtime/trace"
	"github.com/mpiskel/mpiskel/runtime/valueprof"
	"github.com/mpiskel/mpiskel/transform"
)

// skeletonHelp is the part of 'compile --help' about skeletons.
const skeletonHelp = `

Skeletons (--level L, FILE.c or FILE.ll): every region of level ≤ L becomes one
ADD_TIME(region_id, a·W + b) — W its innermost-body executions, computed by the
code kept from the communication slice; the MPI calls, their arguments and the
control deciding whether, how often and in which order they run stay. The
skeleton is written as LLVM IR (-o OUT.ll) or, for C input, as an edit of
the C source (-o OUT.c), with mpiskel.h next to it; its MPI
calls (operation, peer, bytes, tag, communicator) are the original's at any
rank count. Levels: 1 straight code, 2 branches, 3 loops, 4 calls to MPI-free
functions, 5 MPI too. In an LLVM IR skeleton, the regions inside a kept loop
whose calls cannot observe the clock (no MPI, I/O, clock read or exit) add
their times up and charge them once per execution of the loop, as the loop's
region ('# coalesced' in --report); C output keeps one ADD_TIME per region.

An LLVM IR skeleton calls mpiskel_add_time(int region_id, double seconds):
'mpiskel run' provides it, and 'mpiskel trace' links runtime/native's
addtime.c, which spins for the time. Its MPI calls keep the ABI of the input:
the skeleton of clang-14 IR made with Open MPI's mpi.h runs natively under
Open MPI; the skeleton of C input uses mpiskel's own mpi.h (MPICH ABI, int
handles), so it runs under 'mpiskel run' or an MPICH-ABI MPI; 'mpiskel trace'
refuses it under Open MPI (there, write it as C, -o OUT.c, and use mpicc).

Level 5 replaces communicating MPI calls (point-to-point, probes, waits,
collectives) by their time too. Lost: the communication itself (no message,
no byte, no wait for another rank: contention, late senders and load
imbalance no longer show), the calls' trace events, and everything computed
from received data. Local MPI calls (rank, size, datatypes, communicators)
stay. When the kept code needs received data (counts exchanged by
MPI_Alltoall, a worker loop ended by a message), level 5 refuses to compile,
naming the call: use level 4. The calls' time must be measured: a profile of
level 5 (mpiskel profile --level 5, then --cost PROFILE.json). Static costs
count instructions, so level 5 refuses them (and --unmeasured static) for a
region holding a communicating MPI call.

A loop whose trip count depends on data the skeleton does not compute (a
convergence loop) needs '#pragma mpiskel loop_count(N)' on the line before it,
or --profile-loops NP to measure the count by simulating the original; a kept
loop then runs exactly N times. An abstracted loop deciding no MPI call whose
count needs received data (a sort of received keys) takes its count the same
way (a profile's mean over ranks and entries, or per iteration of the loop
around it when both are abstracted), so that the skeleton need not compute
the data; without one, the skeleton computes it as the program does. Such a
mean often changes with the rank count (keys per cell grow with it): profile
at three or more, --profile-loops 4,8,16, and a count that changes is fitted
over the rank count and evaluated at the one the skeleton runs at
(mpiskel_np(); '# loop' lines in --report give the fit). With static
costs, the same run counts the ways each conditional branch of the program
goes (loop exit tests aside) and the functions each call through a pointer
reaches, and a region's cost weighs them so instead of alike ('# branches'
in --report). A branch in a region's loops on a condition the region does not
change (a size test clang hoisted, or one C makes at every iteration) is not
weighed but decided where the skeleton runs: W takes the region's weights for
the way it goes there ('(cond ? yes : no)' in the report's work), so that a
test going another way at another rank count is charged right. A region whose
code the slice keeps whole (a particle push deciding what migrates) is not
abstracted under static costs: it runs, and the simulator charges it as it
charges the original.

Where the messages depend on the data, --values records in the same run the
MPI call arguments (counts, peers, tags, roots, a v-collective's count and
displacement arrays) and allocation sizes that a loop of their own computes
(bucket counts of generated keys, sums of received counts), per rank and per
call, and the skeleton reads them back from a table in its IR instead of
computing them ('# value' lines in --report); an abstracted loop whose count
another loop computes (a row start filled by the matrix assembly) takes the
count that run measured, like a convergence loop ('# loop'). It then runs at the rank counts
profiled only, with the same --profile-args; a run making more calls than the
profile run stops with an error. A program receiving with MPI_ANY_SOURCE or
MPI_ANY_TAG records nothing: which rank passes what depends on its timing.

A skeleton assumes the run succeeds. Checks of the program's results (a
branch on floating-point values or on data MPI delivered: a validation, an
error count reduced over the ranks) are not computed: one whose other side
ends the program with an error (exit with a non-zero status, abort,
MPI_Abort) always goes on, and one that only chooses what is printed goes
the way the skeleton's data (zeros, stale values) decide. So a skeleton's
printed results may differ from the program's (a norm of 0, "ERROR" where the
program validates); its MPI calls do not. A loop calling only pure functions
(loop-free, storing only to their own locals, calling only libm and other
pure functions) is level 3, one region with one ADD_TIME.

'#pragma mpiskel keep' / 'abstract' before a statement override its region's
fate ('keep' before a check also decides it as the program does). --report
lists each region (span, level, fate, reason, W), the loop counts and the
checks not decided as in the program ('# verdict').

   mpiskel compile --level 3 --check --report cg.txt -o cg.skel.ll cg.c
   mpiskel compile --level 4 --profile-loops 4 -o converge.skel.ll converge.c`

// skeletonFlags are added to the compile command.
func skeletonFlags() []cli.Flag {
	return []cli.Flag{
		&cli.IntFlag{Name: "level", Usage: "compile a skeleton: abstract every region of level ≤ `L` (1 straight code, 2 branches, 3 loops, 4 calls, 5 MPI too: see above for what level 5 loses)"},
		&cli.StringFlag{Name: "cost", Value: "static", Usage: "cost model: 'static[:MACHINE]' (IC×CPI×CCT of the machine file, --machine's by default: each IR instruction at its class's CPI (node.class_cpi, from mpiskel calibrate) or node.cpi, what 'mpiskel run' charges the original), a profile `FILE.json` of the same file and level (mpiskel profile: a·W+b per region, loop trip counts), or 'unit' / 'unit:NS' (1 or NS ns per unit of work: for tests of structure, not of time)"},
		&cli.StringFlag{Name: "machine", Aliases: []string{"m"}, Value: "local", Usage: "the machine whose costs 'static' uses: a preset name (see 'mpiskel machines') or a TOML `FILE`"},
		&cli.StringFlag{Name: "report", Usage: "write the region report (span, level, fate, reason) to `FILE` (.json for JSON)"},
		&cli.BoolFlag{Name: "check", Usage: "verify the skeleton invariants after each pass"},
		&cli.StringFlag{Name: "unmeasured", Value: "static", Usage: "with a profile as --cost: the cost of regions the profile run never entered, 'static[:MACHINE]' or 'zero'"},
		&cli.StringFlag{Name: "loop-counts", Usage: "take the trip counts of data-dependent loops from the profile `FILE.json` of the same file (mpiskel profile), whatever the cost model (e.g. with --cost static)"},
		&cli.StringFlag{Name: "profile-loops", Usage: "measure the trip counts of data-dependent loops without a loop_count pragma, and for static costs how often each branch goes each way and each call through a pointer reaches each callee, by simulating the original at `NP` ranks, with --profile-args; at several rank counts (NP,NP,...: three or more for a trend) a work-only loop's count that changes with them is fitted over the rank count (constant, linear, inverse or inverse plus constant) and evaluated at the rank count the skeleton runs at, the branches taken from the largest"},
		&cli.BoolFlag{Name: "values", Usage: "with --profile-loops: record in the profile run the MPI arguments (counts, displacements, peers, tags) whose computation is a loop of its own (bucket counts of generated keys), and have the skeleton read them back instead of computing them: it then runs at the profiled rank counts only, with the same --profile-args ('# value' lines in --report)"},
		&cli.StringFlag{Name: "profile-args", Usage: "the program's arguments in the --profile-loops run, separated by spaces (default none: a loop's count then is that of the default problem)"},
	}
}

// wantsSkeleton tells whether the compile command was asked for a skeleton.
func wantsSkeleton(c *cli.Context) bool { return c.IsSet("level") }

// compileSkeleton turns prog into its skeleton at --level and writes it to
// --output as LLVM IR (.ll, or '-').
func compileSkeleton(c *cli.Context, prog *frontend.Program) error {
	level := c.Int("level")
	if level < 1 || level > 5 {
		return &exitStatus{code: 2, err: fmt.Errorf("compile: --level %d: want 1 to 5", level)}
	}
	model, err := parseCost(c.String("cost"), c.Args().First(), level, c.String("machine"))
	if err != nil {
		return &exitStatus{code: 2, err: err}
	}
	if m, ok := model.(*cost.Model); ok {
		if u := c.String("unmeasured"); u != "zero" {
			fb, err := parseCost(u, c.Args().First(), level, c.String("machine"))
			if _, static := fb.(cost.Static); err != nil || !static {
				return &exitStatus{code: 2, err: fmt.Errorf("compile: --unmeasured %s: want 'static[:MACHINE]' or 'zero'", u)}
			}
			m.Unmeasured = fb
		}
		defer func() {
			for _, r := range m.FellBack() {
				fmt.Fprintf(c.App.ErrWriter, "mpiskel: compile: note: the profile never entered %s: costed by --unmeasured %s\n", r, c.String("unmeasured"))
			}
		}()
	}
	out := c.String("output")
	asC := filepath.Ext(out) == ".c"
	if out != "-" && filepath.Ext(out) != ".ll" && !asC {
		return &exitStatus{code: 2, err: fmt.Errorf("compile: -o %s: a skeleton is written as C (.c) or LLVM IR (.ll)", out)}
	}
	if asC && prog.Source == nil {
		return &exitStatus{code: 2, err: fmt.Errorf("compile: -o %s: C output needs C input (%s is LLVM IR)", out, prog.Path)}
	}
	snap := cemit.Capture(prog)
	path := c.Args().First()
	copts := cOptions(c)
	copts.NoMem2Reg = c.Bool("no-mem2reg")
	var counts transform.LoopProfile
	if lc := c.String("loop-counts"); lc != "" {
		if counts, err = readLoopCounts(lc, path); err != nil {
			return &exitStatus{code: 2, err: err}
		}
	}
	nps, err := parseNPs(c.String("profile-loops"))
	if err != nil {
		return &exitStatus{code: 2, err: fmt.Errorf("compile: --profile-loops %s: %w", c.String("profile-loops"), err)}
	}
	if c.Bool("values") {
		switch {
		case len(nps) == 0:
			return &exitStatus{code: 2, err: errors.New("compile: --values records the values in the --profile-loops run: give --profile-loops NP")}
		case asC:
			return &exitStatus{code: 2, err: fmt.Errorf("compile: --values: the skeleton reads its values from a table in its IR: write it as LLVM IR (-o %s.ll)", strings.TrimSuffix(out, ".c"))}
		}
	}
	sk, err := Skeletonize(prog, SkeletonOptions{Level: level, Cost: model, Check: c.Bool("check"), LoopCounts: counts,
		ProfileNPs: nps, ProfileArgs: strings.Fields(c.String("profile-args")), ForC: asC, Values: c.Bool("values"),
		Reload: func() (*frontend.Program, error) { return loadProgram(path, copts) }})
	if sk != nil && sk.Report != nil && c.String("report") != "" {
		if werr := writeReport(c.String("report"), sk); werr != nil {
			return &exitStatus{code: 2, err: werr}
		}
	}
	if err != nil {
		return &exitStatus{code: 1, err: err}
	}
	switch {
	case sk.ValuesRefused != "":
		fmt.Fprintln(c.App.ErrWriter, "mpiskel: compile: note: --values:", sk.ValuesRefused)
	case c.Bool("values") && len(sk.Values) == 0:
		fmt.Fprintln(c.App.ErrWriter, "mpiskel: compile: note: --values: no MPI argument is computed by a loop of its own: nothing recorded, the skeleton runs at any rank count")
	case c.Bool("values"):
		fmt.Fprintf(c.App.ErrWriter, "mpiskel: compile: note: --values: %d MPI call and allocation arguments read back from the value profile (%d bytes; '# value' lines in --report): the skeleton runs at %s ranks only\n",
			len(sk.Values), sk.ValueBytes, joinInts(sk.ValueNPs))
	}
	if out != "-" {
		if err := native.WriteSkeletonHeader(filepath.Dir(out)); err != nil {
			return &exitStatus{code: 1, err: err}
		}
	}
	if asC {
		res, err := cemit.Emit(prog, snap, sk.Report, sk.Loops)
		if err != nil {
			return &exitStatus{code: 1, err: err}
		}
		for _, n := range res.Notes {
			fmt.Fprintln(c.App.ErrWriter, "mpiskel: compile: note:", n)
		}
		if err := os.WriteFile(out, res.Text, 0o644); err != nil {
			return &exitStatus{code: 1, err: err}
		}
		return nil
	}
	return writeIR(c, prog)
}

// SkeletonOptions configure Skeletonize.
type SkeletonOptions struct {
	Level int
	Cost  transform.CostModel
	Check bool // verify the skeleton invariants after each pass
	// ProfileNPs, when given, measure the trip counts of data-dependent
	// loops by running the original (Reload gives a fresh copy) at those
	// rank counts with ProfileArgs, when no pragma gives them
	// (transform.CombineProfiles joins them).
	ProfileNPs  []int
	ProfileArgs []string
	// LoopCounts, when not nil, are the trip counts of data-dependent
	// loops (from a profile), whatever the cost model.
	LoopCounts transform.LoopProfile
	Reload     func() (*frontend.Program, error)
	// ForC leaves every region's ADD_TIME where Abstract put it, for
	// emit/c, which writes each one into the C source: the IR skeleton
	// is then not coalesced (transform.Coalesce).
	ForC bool
	// Values records, in the ProfileNPs runs, the MPI arguments
	// transform.SelectValues picks, and the skeleton reads them back.
	Values bool
}

// Skeleton is what Skeletonize did.
type Skeleton struct {
	Report   *transform.Report
	Loops    []transform.LoopCountReport
	Verdicts []transform.Verdict
	Slice    *slice.Result
	Fold     *transform.FoldReport
	// Branches and Calls are how many conditional branches and calls
	// through pointers the static costs weigh by the profile run's counts.
	Branches, Calls int
	// Values are the MPI arguments the skeleton reads back, in stream
	// order, recorded at ValueNPs ranks; ValueBytes the size of their
	// encoded profile, ValueCalls the MPI calls of the profile runs.
	Values     []transform.ValueArg
	ValueBytes int
	ValueNPs   []int
	ValueCalls int64
	// ValuesRefused says why --values recorded nothing.
	ValuesRefused string
}

// levelAnalysis is what the skeleton passes and the profiling build of a
// level need of a program: its regions, pragmas, points-to and the
// communication slice with the level's abstracted loops as work-only.
type levelAnalysis struct {
	regions  *regions.Program
	pragmas  *transform.Pragmas
	pointsTo *pointsto.Result
	slice    *slice.Result
}

// With values (compile --values), the arguments valueKeys names
// (transform.ValueArgs) are read back from a value profile, and the
// counts of work-only loops that other loops compute are measured
// (slice.Options.CheapWork): the slice computes neither.
func analyzeForLevel(prog *frontend.Program, level int, values bool, valueKeys []int) (*levelAnalysis, error) {
	// The slice then sees what a branch already decided (a done flag the
	// loop test found clear), in the profile run as in the skeleton.
	transform.PropagateEqualities(prog)
	an := &levelAnalysis{regions: regions.Analyze(prog), pointsTo: pointsto.Analyze(prog.Module)}
	var err error
	if an.pragmas, err = transform.ScanPragmas(prog, an.regions); err != nil {
		return nil, err
	}
	var streamed func(*ir.InstCall, int) bool
	if len(valueKeys) > 0 {
		all := transform.ValueArgs(prog.Module)
		var args []transform.ValueArg
		for _, k := range valueKeys {
			if k < len(all) {
				args = append(args, all[k])
			}
		}
		streamed = transform.Streamed(args)
	}
	an.slice, err = slice.Compute(prog, an.pointsTo, slice.Options{AbstractMPI: level == 5,
		WorkOnlyLoop: transform.AbstractedLoops(an.regions, level, an.pragmas), Streamed: streamed, CheapWork: values})
	return an, err
}

// Skeletonize runs the skeleton passes on prog in place: the
// communication slice, loop counts of data-dependent loops, abstraction,
// memory folding.
func Skeletonize(prog *frontend.Program, o SkeletonOptions) (*Skeleton, error) {
	base := transform.TakeBaseline(prog.Module)
	// Static costs weigh branches and indirect calls by the profile run's
	// counts, keyed before any edit, as in that run's fresh load.
	_, static := o.Cost.(cost.Static)
	var branchKeys map[*ir.TermCondBr]transform.SiteKey
	var switchKeys map[*ir.TermSwitch]transform.SiteKey
	var callKeys map[*ir.InstCall]transform.SiteKey
	if static && len(o.ProfileNPs) > 0 {
		branchKeys, switchKeys, callKeys = transform.CondBranches(prog.Module), transform.Switches(prog.Module), transform.IndirectCalls(prog.Module)
	}
	sk := &Skeleton{}
	if o.Values {
		if at, ok := transform.Wildcard(prog.Module, mpi.DetectABI(externalGlobals(prog))); ok {
			sk.ValuesRefused = "the program receives with a wildcard (" + at + "): what each rank passes depends on the run's timing, so no value is recorded"
			o.Values = false
		}
	}
	an, err := analyzeForLevel(prog, o.Level, o.Values, nil)
	if err != nil {
		return nil, err
	}
	rp, prags, sl := an.regions, an.pragmas, an.slice
	var streamed func(*ir.InstCall, int) bool
	sliceWith := func(streamed func(*ir.InstCall, int) bool) (*slice.Result, error) {
		return slice.Compute(prog, an.pointsTo, slice.Options{AbstractMPI: o.Level == 5,
			WorkOnlyLoop: transform.AbstractedLoops(rp, o.Level, prags), Streamed: streamed, CheapWork: o.Values})
	}
	var valueKeys []int
	if o.Values {
		picked, err := transform.SelectValues(rp, an.pointsTo, transform.ValueArgs(prog.Module), func(args []transform.ValueArg) (*slice.Result, error) {
			return sliceWith(transform.Streamed(args))
		})
		if err != nil {
			return sk, err
		}
		sk.Values = picked
		for _, v := range picked {
			valueKeys = append(valueKeys, v.Key)
		}
		if len(picked) > 0 {
			streamed = transform.Streamed(picked)
			if sl, err = sliceWith(streamed); err != nil {
				return sk, err
			}
		}
	}
	// The checks of the results are decided so that what computed them is
	// no longer needed.
	reslice := func() (*slice.Result, error) { return sliceWith(streamed) }
	verdicts, sl, err := transform.PredictVerdicts(prog, sl, prags, reslice)
	sk.Verdicts = verdicts.List
	if err != nil {
		return sk, err
	}
	sk.Slice = sl
	loops := transform.DataLoops(sl)
	var prof transform.LoopProfile
	var ways *profiledWays
	if len(o.ProfileNPs) > 0 && (len(loops) > 0 || static || len(valueKeys) > 0) {
		var values *valueprof.Profile
		var calls int64
		if prof, ways, values, calls, err = simulatedProfile(o, static, valueKeys); err != nil {
			return sk, err
		}
		transform.RecordProfileArgs(prog, o.ProfileArgs)
		if len(valueKeys) > 0 {
			table, err := valueprof.Encode(values, len(valueKeys))
			if err != nil {
				return sk, err
			}
			if err := transform.StreamValues(prog, sk.Values, table); err != nil {
				return sk, err
			}
			sk.ValueBytes, sk.ValueNPs, sk.ValueCalls = len(table), values.NPs(), calls
			rp = regions.Analyze(prog)
		}
	} else if o.LoopCounts != nil {
		prof = o.LoopCounts
	} else if m, ok := o.Cost.(*cost.Model); ok {
		prof = loopProfile(m.LoopCounts())
	}
	if ways != nil {
		if taken := transform.DecideSeen(prog, sl, prags, verdicts.Undecided, ways.odds(branchKeys)); len(taken) > 0 {
			// A check left to the skeleton's data is now decided.
			sk.Verdicts = slices.DeleteFunc(sk.Verdicts, func(v transform.Verdict) bool {
				return v.Taken == "" && slices.ContainsFunc(taken, func(t transform.Verdict) bool { return t.Pos == v.Pos })
			})
			sk.Verdicts = append(sk.Verdicts, taken...)
			if sl, err = reslice(); err != nil {
				return sk, err
			}
			sk.Slice, loops = sl, transform.DataLoops(sl)
		}
	}
	for _, l := range loops {
		if (strings.HasPrefix(l.Cause, slice.PayloadCause) || strings.HasPrefix(l.Cause, slice.CostlyCause)) && !prags.HasLoopCount(l.Pos) && !hasKey(prof, transform.LoopKey(l.Pos)) {
			// No count for a loop that only a region's W needs and
			// that would need received data or another loop's work:
			// the payloads and loops are followed instead, so the
			// count is computed as the program does.
			if sl, err = slice.Compute(prog, an.pointsTo, slice.Options{AbstractMPI: o.Level == 5, Streamed: streamed}); err != nil {
				return sk, err
			}
			sk.Slice, loops = sl, transform.DataLoops(sl)
			break
		}
	}
	lc, err := transform.LoopCount(prog, rp, loops, o.Level, prags, prof)
	if lc != nil {
		sk.Loops = lc.Reports
	}
	if err != nil {
		return sk, err
	}
	if o.Check && lc.Changed {
		if err := transform.Verify(prog, base, nil); err != nil {
			return sk, fmt.Errorf("after loopcount: %w", err)
		}
	}
	if lc.Changed {
		rp = regions.Analyze(prog)
	}
	model := o.Cost
	if model == nil {
		model = transform.UnitCost{NsPerUnit: 1}
	}
	if st, ok := model.(cost.Static); ok {
		// A call through a function pointer costs the mean of the
		// functions it may reach, as the points-to analysis knows them;
		// a call the skeleton keeps costs its callee's own charges.
		st.Callees = an.pointsTo.Callees
		st.Kept = func(c *ir.InstCall) bool { return sl.Kept(c) }
		if ways != nil {
			// Branches on data go the way the profile run saw them, not
			// half the time each: a never-taken padding guard or error
			// check cost transpose 4 % of its time at even odds. So do
			// calls through pointers: quad's rounds call their three
			// integrands 2:1:1 in 4 rounds, not alike.
			st.Branch = ways.odds(branchKeys)
			st.Switch = func(sw *ir.TermSwitch) ([]float64, bool) {
				k, known := switchKeys[sw]
				q, ok := ways.switches[k]
				return q, known && ok
			}
			st.Targets = func(c *ir.InstCall) (map[string]float64, bool) {
				k, known := callKeys[c]
				q, ok := ways.calls[k]
				return q, known && ok
			}
			for _, k := range branchKeys {
				if _, ok := ways.branches[k]; ok {
					sk.Branches++
				}
			}
			for _, k := range switchKeys {
				if _, ok := ways.switches[k]; ok {
					sk.Branches++
				}
			}
			for _, k := range callKeys {
				if _, ok := ways.calls[k]; ok {
					sk.Calls++
				}
			}
		}
		model = st
	}
	if m, ok := model.(interface{ Check(*regions.Program) error }); ok {
		if err := m.Check(rp); err != nil {
			return sk, err
		}
	}
	rep, err := transform.Abstract(prog, rp, transform.AbstractOptions{Level: o.Level, Cost: model, Pragmas: prags,
		Slice: transform.SliceKeep(sl), DataDependent: transform.DataDependentHeaders(sl),
		LoopCounts: lc.Counts, PerParent: lc.PerParent, Pinned: lc.Pinned, Undecided: verdicts.Undecided})
	sk.Report = rep
	if err != nil {
		return sk, err
	}
	if o.Check {
		if err := transform.Verify(prog, base, rep); err != nil {
			return sk, fmt.Errorf("after abstract: %w", err)
		}
	}
	if sk.Fold, err = transform.Fold(prog, sl); err != nil {
		return sk, err
	}
	if o.Check {
		if err := transform.Verify(prog, base, rep); err != nil {
			return sk, fmt.Errorf("after fold: %w", err)
		}
	}
	if o.ForC {
		return sk, nil
	}
	transform.Coalesce(prog, rep)
	if o.Check {
		if err := transform.Verify(prog, base, rep); err != nil {
			return sk, fmt.Errorf("after coalesce: %w", err)
		}
	}
	return sk, nil
}

func hasKey(p transform.LoopProfile, k string) bool { _, ok := p[k]; return ok }

// odds gives the share of a branch's executions the profile run saw go
// its true way, for the branches keys names (not one a transform made).
func (w *profiledWays) odds(keys map[*ir.TermCondBr]transform.SiteKey) func(*ir.TermCondBr) (float64, bool) {
	return func(br *ir.TermCondBr) (float64, bool) {
		k, known := keys[br]
		q, ok := w.branches[k]
		return q, known && ok
	}
}

// profiledWays are the ways a profile run saw the branches go and the
// switches go and the calls through pointers reach.
type profiledWays struct {
	branches map[transform.SiteKey]float64
	switches map[transform.SiteKey][]float64
	calls    map[transform.SiteKey]map[string]float64
}

// simulatedProfile simulates the original at each of o.ProfileNPs ranks
// with probes counting the trip counts of its data-dependent loops and,
// for static costs (ways), the ways its conditional branches go and the
// functions its calls through pointers reach: those of the largest rank
// count, the nearest to the scales a skeleton is run at.
func simulatedProfile(o SkeletonOptions, ways bool, valueKeys []int) (transform.LoopProfile, *profiledWays, *valueprof.Profile, int64, error) {
	var profs []transform.LoopProfile
	var calls int64
	var seen *profiledWays
	values := &valueprof.Profile{Streams: map[int][][][]int64{}}
	for _, np := range o.ProfileNPs {
		rec := &valueRecorder{streams: make([][][]int64, np)}
		for r := range rec.streams {
			rec.streams[r] = make([][]int64, len(valueKeys))
		}
		prof, w, err := simulatedProfileAt(o, np, ways && np == slices.Max(o.ProfileNPs), valueKeys, rec)
		if err != nil {
			return nil, nil, nil, 0, err
		}
		profs = append(profs, prof)
		if w != nil {
			seen = w
		}
		values.Streams[np] = rec.streams
		calls += rec.mpiCalls
	}
	prof, err := transform.CombineProfiles(o.ProfileNPs, profs)
	return prof, seen, values, calls, err
}

// valueRecorder keeps what a profile run records of MPI arguments, and
// how many MPI calls the run made.
type valueRecorder struct {
	streams  [][][]int64
	mpiCalls int64
}

func (v *valueRecorder) Record(rank, stream int, values []int64) {
	if rank >= 0 && rank < len(v.streams) && stream >= 0 && stream < len(v.streams[rank]) {
		v.streams[rank][stream] = append(v.streams[rank][stream], values...)
	}
}

// simulatedProfileAt is one profile run of simulatedProfile, at np ranks.
func simulatedProfileAt(o SkeletonOptions, np int, ways bool, valueKeys []int, values *valueRecorder) (transform.LoopProfile, *profiledWays, error) {
	if o.Reload == nil {
		return nil, nil, errors.New("profile run: no way to reload the program")
	}
	orig, err := o.Reload()
	if err != nil {
		return nil, nil, err
	}
	an, err := analyzeForLevel(orig, o.Level, o.Values, valueKeys)
	if err != nil {
		return nil, nil, err
	}
	var branchProbes []transform.SiteKey
	var switchProbes []transform.SwitchProbe
	var callProbes []transform.CallProbe
	if ways {
		branchProbes = transform.InstrumentBranches(orig, an.regions)
		switchProbes = transform.InstrumentSwitches(orig, an.regions)
		callProbes = transform.InstrumentCalls(orig, an.pointsTo.Callees)
	}
	probes := transform.InstrumentLoops(orig, an.regions, transform.DataLoops(an.slice))
	if err := transform.InstrumentValues(orig, valueKeys); err != nil {
		return nil, nil, err
	}
	compiled, err := interp.Compile(orig.Module, sim.HostOptions(orig.Module))
	if err != nil {
		return nil, nil, fmt.Errorf("profile run: %w", err)
	}
	counter := &probeCounter{counts: make([]map[int64]int64, np)}
	for i := range counter.counts {
		counter.counts[i] = map[int64]int64{}
	}
	cfg := sim.Config{NP: np, Args: append([]string{programName(orig.Path)}, o.ProfileArgs...), Trace: counter, Values: values}
	if _, err := sim.Run(compiled, mpi.DetectABI(externalGlobals(orig)), cfg); err != nil {
		return nil, nil, fmt.Errorf("profile run at %d ranks: %w", np, err)
	}
	values.mpiCalls = counter.mpiCalls
	prof, err := transform.ProfileFromCounts(probes, counter.counts)
	var seen *profiledWays
	if ways {
		seen = &profiledWays{transform.BranchOdds(branchProbes, counter.counts), transform.SwitchShares(switchProbes, counter.counts), transform.CallShares(callProbes, counter.counts)}
	}
	return prof, seen, err
}

// parseNPs reads --profile-loops: rank counts separated by commas, each
// positive, none twice; "" is none.
func parseNPs(s string) ([]int, error) {
	if s == "" {
		return nil, nil
	}
	var nps []int
	for _, f := range strings.Split(s, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil || n < 1 {
			return nil, fmt.Errorf("%q is not a rank count: want NP or NP,NP,... (positive integers)", f)
		}
		if slices.Contains(nps, n) {
			return nil, fmt.Errorf("%d ranks given twice", n)
		}
		nps = append(nps, n)
	}
	return nps, nil
}

// probeCounter counts the loop probes' ADD_TIME events per rank, and the
// MPI calls.
type probeCounter struct {
	counts   []map[int64]int64
	mpiCalls int64
}

func (p *probeCounter) Add(ev trace.Event) error {
	switch {
	case ev.Op == trace.OpAddTime && int64(ev.Tag) >= transform.ProbeBase:
		p.counts[ev.Rank][int64(ev.Tag)]++
	case ev.Op != trace.OpAddTime && ev.Op != trace.OpCompute:
		p.mpiCalls++
	}
	return nil
}

// loopProfile is a stored profile's loop counts as the transforms take
// them.
func loopProfile(loops map[string]cost.LoopTrip) transform.LoopProfile {
	prof := transform.LoopProfile{}
	for k, l := range loops {
		lt := transform.LoopTrips{Entry: transform.Trips{N: l.Trips, Per: max(l.Per, 1)}}
		if l.ParentPer > 0 {
			lt.Parent = transform.Trips{N: l.ParentTrips, Per: l.ParentPer}
		}
		prof[k] = lt
	}
	return prof
}

// readLoopCounts reads the loop trip counts of a profile measured on the
// program at src (any level: the counts are the program's, not a level's).
func readLoopCounts(path, src string) (transform.LoopProfile, error) {
	p, err := cost.Read(path)
	if err != nil {
		return nil, fmt.Errorf("compile: --loop-counts: %w", err)
	}
	id, err := cost.FileIdentity(src, p.Program.Level)
	if err != nil {
		return nil, fmt.Errorf("compile: %w", err)
	}
	if _, err := cost.NewModel(p, id, transform.RegionSpan); err != nil {
		return nil, fmt.Errorf("compile: --loop-counts %s: %w", path, err)
	}
	return loopProfile(p.LoopCounts()), nil
}

// parseCost makes the cost model --cost names; a static one without a
// machine of its own takes machine's.
func parseCost(s, src string, level int, machine string) (transform.CostModel, error) {
	switch {
	case strings.HasSuffix(s, ".json"):
		p, err := cost.Read(s)
		if err != nil {
			return nil, fmt.Errorf("compile: --cost: %w", err)
		}
		id, err := cost.FileIdentity(src, level)
		if err != nil {
			return nil, fmt.Errorf("compile: %w", err)
		}
		m, err := cost.NewModel(p, id, transform.RegionSpan)
		if err != nil {
			return nil, fmt.Errorf("compile: --cost %s: %w", s, err)
		}
		return m, nil
	case s == "unit":
		return transform.UnitCost{NsPerUnit: 1}, nil
	case s == "static" || strings.HasPrefix(s, "static:"):
		name := strings.TrimPrefix(strings.TrimPrefix(s, "static"), ":")
		if name == "" {
			name = machine
		}
		m, err := network.LoadMachine(name)
		if err != nil {
			return nil, fmt.Errorf("compile: --cost %s: %w", s, err)
		}
		return cost.NewStaticMachine(m), nil
	case strings.HasPrefix(s, "unit:"):
		ns, err := strconv.ParseFloat(strings.TrimPrefix(s, "unit:"), 64)
		if err != nil || ns < 0 {
			return nil, fmt.Errorf("compile: --cost %s: want unit:NS with NS ≥ 0 nanoseconds", s)
		}
		return transform.UnitCost{NsPerUnit: ns}, nil
	}
	return nil, errors.New("compile: --cost " + s + ": want 'unit', 'unit:NS', 'static[:MACHINE]' or a profile FILE.json (mpiskel profile)")
}

// writeReport writes the region report as text, or JSON for a .json name.
func writeReport(path string, sk *Skeleton) error {
	rep := sk.Report
	var data []byte
	if filepath.Ext(path) == ".json" {
		var err error
		if data, err = json.MarshalIndent(struct {
			*transform.Report
			Loops    []transform.LoopCountReport
			Verdicts []transform.Verdict
		}{rep, sk.Loops, sk.Verdicts}, "", "  "); err != nil {
			return err
		}
		data = append(data, '\n')
	} else {
		var b strings.Builder
		fmt.Fprintf(&b, "# level %d, cost %s\n# id\tspan\tlevel\tkind\tfate\treason\twork\n", rep.Level, rep.Cost)
		for _, r := range rep.Regions {
			fmt.Fprintf(&b, "%d\t%s\tL%d\t%s\t%s\t%s", r.ID, r.Span, r.Level, r.Kind, r.Fate, r.Reason)
			if r.Work != "" {
				fmt.Fprintf(&b, "\tW=%s", r.Work)
			}
			b.WriteByte('\n')
		}
		for _, co := range rep.Coalesced {
			fmt.Fprintf(&b, "# coalesced loop %s (region %d): regions %s charge their sum once per execution of the loop, as region %d\n", co.Loop, co.ID, joinInts(co.Regions), co.ID)
		}
		for _, l := range sk.Loops {
			how := "its region's W uses the count"
			if l.Rewritten {
				how = "its exit test counts iterations"
			}
			per := "per entry"
			if l.PerParent {
				per = "per iteration of the loop around it"
			}
			source := l.Source
			if f := l.Count.Fit; f != nil {
				source += fmt.Sprintf(", fitted over the rank counts profiled (within %.2g %% of each)", 100*f.MaxErr)
			}
			fmt.Fprintf(&b, "# loop %s: %s iterations %s from %s; %s (%s)\n", l.Pos, l.Count, per, source, how, l.Cause)
		}
		if sk.Branches > 0 || sk.Calls > 0 {
			fmt.Fprintf(&b, "# branches: %d conditional branches and %d calls through pointers weighed by the ways the profile run saw them go\n", sk.Branches, sk.Calls)
		}
		for _, v := range sk.Values {
			fmt.Fprintf(&b, "# value %s: read back from the value profile (its computation is a loop that makes no MPI call)\n", v)
		}
		if len(sk.Values) > 0 {
			fmt.Fprintf(&b, "# values: %d arguments recorded at %s ranks, %d bytes (%.2g per MPI call of the profile runs)\n",
				len(sk.Values), joinInts(sk.ValueNPs), sk.ValueBytes, float64(sk.ValueBytes)/float64(max(sk.ValueCalls, 1)))
		}
		if sk.ValuesRefused != "" {
			fmt.Fprintf(&b, "# values: %s\n", sk.ValuesRefused)
		}
		for _, v := range sk.Verdicts {
			how := "is not decided as in the program"
			if v.Taken != "" {
				how = "always takes its " + v.Taken + " side"
			}
			fmt.Fprintf(&b, "# verdict %s: %s (%s); '#pragma mpiskel keep' before it decides as the program does\n", v.Pos, how, v.Reason)
		}
		data = []byte(b.String())
	}
	return os.WriteFile(path, data, 0o644)
}

func joinInts(xs []int) string {
	s := make([]string, len(xs))
	for i, x := range xs {
		s[i] = strconv.Itoa(x)
	}
	return strings.Join(s, ", ")
}
