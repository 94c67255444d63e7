// The profile command: build the instrumented program, run it natively under mpirun, write (or merge) a region profile.
package main

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"github.com/urfave/cli/v2"

	"github.com/mpiskel/mpiskel/cost"
	"github.com/mpiskel/mpiskel/runtime/native"
	"github.com/mpiskel/mpiskel/transform"
)

func profileCommand() *cli.Command {
	return &cli.Command{
		Name:      "profile",
		Usage:     "measure the cost of every region a skeleton would abstract, in a native run under mpirun",
		ArgsUsage: "FILE.c|FILE.ll [ARGS...]",
		Description: `Instruments every region that 'mpiskel compile --level L' would abstract
(its entries, its time, its work W as the skeleton computes it) of FILE and
every data-dependent loop (its trip count), compiles the instrumented IR with
'llc-14 -relocation-model=pic -align-loops=64' (every loop starts a 64-byte
line, so that a small hot loop's time does not depend on where the
instrumentation moved it), links it with mpicc and runs it with
'mpirun -np N'. The profile (JSON, format version 1, described in
package cost) holds each rank's measurements and the least-squares fit of
seconds = a·W + b per entry; 'mpiskel compile --cost profile.json' uses it.
FILE.ll must be compiled against the local MPI's headers (clang-14
$(mpicc --showme:compile)); FILE.c is compiled against them (the include
directories mpicc names), not against mpiskel's own mpi.h, so that it links
with the local MPI. Its regions are the same either way: the profile fits a
compile of the same file.

A region's time is the rank's CPU time in it when its first entry takes
over 20 us, else the monotonic clock's (a CPU clock read is a system call):
time spent preempted, by other processes or by ranks sharing a core, is
left out, as 'mpiskel run' models core sharing itself. The clocks' own cost
is taken off every entry. So is the time of a call the skeleton keeps inside
the region (a function whose own loops' counts it needs): the skeleton
makes that call, and the function's regions charge their own time.

--merge adds the new run to an existing profile of the same program and level
(other rank counts or inputs): a and b are refitted over all runs, and a
region whose a moves by more than 15 % between runs is named (a cache effect:
predictions far from the profiled sizes are less reliable). With no FILE,
--merge P1 --merge P2 ... -o OUT only merges. Options must come before FILE.

Example:
   mpiskel profile --np 2 --level 3 -o cg.prof.json cg.c 200
   mpiskel profile --np 4 --level 3 --merge cg.prof.json -o cg.prof.json cg.c 200
   mpiskel compile --level 3 --cost cg.prof.json -o cg.skel.ll cg.c`,
		Flags: []cli.Flag{
			&cli.IntFlag{Name: "np", Aliases: []string{"n"}, Value: 2, Usage: "number of MPI ranks of the profiling run"},
			&cli.IntFlag{Name: "level", Value: 3, Usage: "profile the regions a compile at level `L` abstracts"},
			&cli.StringFlag{Name: "output", Aliases: []string{"o"}, Value: "profile.json", Usage: "write the profile to `FILE`"},
			&cli.StringSliceFlag{Name: "merge", Usage: "merge with the existing profile `FILE` (repeatable)"},
			&cli.BoolFlag{Name: "keep", Usage: "keep the instrumented IR and executable (their directory is printed)"},
			aslrFlag,
			&cli.StringSliceFlag{Name: "I", Usage: "add `DIR` to the include search path (C input)"},
			&cli.StringSliceFlag{Name: "D", Usage: "define macro `NAME[=VALUE]` (C input)"},
		},
		Action: profileAction,
	}
}

func profileAction(c *cli.Context) error {
	if err := checkWritable(c.String("output")); err != nil {
		return &exitStatus{code: 2, err: fmt.Errorf("profile: -o: %w", err)}
	}
	var profs []*cost.Profile
	for _, m := range c.StringSlice("merge") {
		p, err := cost.Read(m)
		if err != nil {
			return &exitStatus{code: 2, err: fmt.Errorf("profile: %w", err)}
		}
		profs = append(profs, p)
	}
	if c.NArg() >= 1 {
		p, err := profileRun(c, c.Args().First(), c.Args().Slice()[1:])
		if err != nil {
			return err
		}
		profs = append(profs, p)
	}
	if len(profs) == 0 {
		return &exitStatus{code: 2, err: errors.New("profile: missing FILE.c or FILE.ll (see 'mpiskel profile --help')")}
	}
	merged, warns, err := cost.Merge(profs...)
	if err != nil {
		return &exitStatus{code: 2, err: fmt.Errorf("profile: %w", err)}
	}
	for _, w := range warns {
		fmt.Fprintln(c.App.ErrWriter, "mpiskel: profile: warning:", w)
	}
	if err := merged.Write(c.String("output")); err != nil {
		return &exitStatus{code: 2, err: fmt.Errorf("profile: %w", err)}
	}
	return nil
}

// profileRun instruments src at --level, runs it at --np and returns its
// profile, fitted.
func profileRun(c *cli.Context, src string, args []string) (*cost.Profile, error) {
	level, np := c.Int("level"), c.Int("np")
	if level < 1 || level > 5 {
		return nil, &exitStatus{code: 2, err: fmt.Errorf("profile: --level %d: want 1 to 5", level)}
	}
	if np < 1 {
		return nil, &exitStatus{code: 2, err: fmt.Errorf("profile: --np must be at least 1, not %d", np)}
	}
	id, err := cost.FileIdentity(src, level)
	if err != nil {
		return nil, &exitStatus{code: 2, err: fmt.Errorf("profile: %w", err)}
	}
	copts := cOptions(c)
	if filepath.Ext(src) != ".ll" {
		// The native build links the local MPI, so C is compiled against
		// its <mpi.h>, not mpiskel's own (MPICH's ABI). The regions are the
		// same, so the profile fits a compile of the same file either way.
		dirs, err := native.MPIIncludeDirs(c.Context, native.Tools{})
		if err != nil {
			return nil, &exitStatus{code: 2, err: fmt.Errorf("profile: %s: %w", src, err)}
		}
		copts.IncludePaths = append(dirs, copts.IncludePaths...)
	}
	prog, err := loadProgram(src, copts)
	if err != nil {
		return nil, &exitStatus{code: 2, err: err}
	}
	an, err := analyzeForLevel(prog, level, false, nil)
	if err != nil {
		return nil, &exitStatus{code: 2, err: err}
	}
	loops := transform.DataLoops(an.slice)
	ins, err := transform.Instrument(prog, an.regions, transform.InstrumentOptions{Level: level, Pragmas: an.pragmas, Slice: transform.SliceKeep(an.slice), DataLoops: loops})
	if err != nil {
		return nil, &exitStatus{code: 2, err: fmt.Errorf("profile: %w", err)}
	}
	work, err := os.MkdirTemp("", "mpiskel-profile-")
	if err != nil {
		return nil, &exitStatus{code: 2, err: err}
	}
	if c.Bool("keep") {
		fmt.Fprintf(c.App.ErrWriter, "mpiskel: profile: instrumented build kept in %s\n", work)
	} else {
		defer os.RemoveAll(work)
	}
	ll := filepath.Join(work, programName(src)+".prof.ll")
	if err := os.WriteFile(ll, []byte(prog.Module.String()), 0o644); err != nil {
		return nil, &exitStatus{code: 2, err: err}
	}
	var tools native.Tools
	exe, err := native.BuildProfiled(c.Context, tools, ll, work)
	if err != nil {
		return nil, &exitStatus{code: 2, err: fmt.Errorf("profile: %w", err)}
	}
	ranks, err := native.RunProfiled(c.Context, tools, exe, native.RunOptions{NP: np, Args: args, KeepASLR: c.Bool("aslr"), Stdout: c.App.Writer, Stderr: c.App.ErrWriter})
	if err != nil {
		return nil, &exitStatus{code: 1, err: fmt.Errorf("profile: %w", err)}
	}
	return buildProfile(id, np, args, ins, ranks)
}

// buildProfile turns the ranks' counters into a profile of one run.
func buildProfile(id cost.Identity, np int, args []string, ins *transform.Instrumented, ranks []native.RankProfile) (*cost.Profile, error) {
	if args == nil {
		args = []string{}
	}
	p := &cost.Profile{Format: cost.Format, Version: cost.Version, Program: id, Runs: []cost.Run{{NP: np, Args: args}}}
	byID := map[int]*cost.Region{}
	for _, rr := range ins.Regions {
		r := &cost.Region{ID: rr.ID, Func: rr.Func, Span: rr.Span, Kind: rr.Kind, Samples: []cost.Sample{}}
		byID[rr.ID] = r
		p.Regions = append(p.Regions, r)
	}
	counts := make([]map[int64]int64, len(ranks))
	for i, rk := range ranks {
		for _, rc := range rk.Regions {
			r := byID[rc.ID]
			if r == nil {
				return nil, fmt.Errorf("profile: rank %d measured region %d, which was not instrumented", rk.Rank, rc.ID)
			}
			r.Samples = append(r.Samples, cost.Sample{Run: 0, Rank: rk.Rank, Entries: rc.Entries, Seconds: float64(rc.Nanoseconds) * 1e-9, Work: rc.Work})
		}
		counts[i] = map[int64]int64{}
		for k, n := range rk.Probes {
			counts[i][transform.ProbeBase+k] = n
		}
	}
	trips, err := transform.ProfileFromCounts(ins.Probes, counts)
	if err != nil {
		return nil, &exitStatus{code: 1, err: fmt.Errorf("profile: %w", err)}
	}
	for _, pr := range ins.Probes {
		if n, ok := trips[pr.Key]; ok {
			l := cost.LoopTrip{Key: pr.Key, Trips: n.Entry.N}
			if n.Entry.Fractional() {
				l.Per = n.Entry.Per
			}
			if n.Parent.Per > 0 {
				l.ParentTrips, l.ParentPer = n.Parent.N, n.Parent.Per
			}
			p.Loops = append(p.Loops, l)
		}
	}
	p.Fit()
	return p, nil
}
