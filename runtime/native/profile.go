// BuildProfiled and RunProfiled: an instrumented program (transform.Instrument's IR) linked with the profiling library, run under mpirun, its per-rank counters read back.
package native

import (
	"bufio"
	"context"
	"embed"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
)

// ProfSources holds the profiling library's C source.
//
//go:embed prof/mpiskel_prof.c
var ProfSources embed.FS

// AlignLoops is the llc option the profiled build and calibrate's kernels
// are compiled with: every loop starts a 64-byte line. The instrumented
// program's code is laid out unlike the original's, and where a hot inner
// loop of a few instructions then crosses a line the profile measures a
// placement accident: cg's SpMV loop (8 instructions) crossed one in the
// profiled build, not in the native one, and the profiled run took 1.28x
// as long (median of 10 alternating pairs; 1.01x with this option). Aligned,
// a small loop's time is the same wherever the rest of the code lands.
const AlignLoops = "-align-loops=64"

// BuildProfiled compiles ll (instrumented LLVM IR) with 'llc-14
// -relocation-model=pic -align-loops=64' (AlignLoops) and links it with the
// profiling library by mpicc into an executable in workDir.
func BuildProfiled(ctx context.Context, tools Tools, ll, workDir string) (string, error) {
	mpicc, err := lookTool(tools.mpicc(), "to build the profiling run")
	if err != nil {
		return "", err
	}
	llc, err := lookTool(tools.llc(), "to compile the instrumented IR natively")
	if err != nil {
		return "", err
	}
	src, err := ProfSources.ReadFile("prof/mpiskel_prof.c")
	if err != nil {
		return "", err
	}
	lib := filepath.Join(workDir, "mpiskel_prof.c")
	if err := os.WriteFile(lib, src, 0o644); err != nil {
		return "", err
	}
	libObj := filepath.Join(workDir, "mpiskel_prof.o")
	if err := runTool(ctx, "", mpicc, "-O2", "-c", lib, "-o", libObj); err != nil {
		return "", fmt.Errorf("compiling the profiling library: %w", err)
	}
	obj := filepath.Join(workDir, "program.o")
	if err := runTool(ctx, "", llc, "-O2", "-relocation-model=pic", AlignLoops, "-filetype=obj", ll, "-o", obj); err != nil {
		return "", fmt.Errorf("compiling %s: %w", ll, err)
	}
	exe := filepath.Join(workDir, "profiled")
	if err := runTool(ctx, "", mpicc, obj, libObj, "-o", exe, "-lm"); err != nil {
		return "", fmt.Errorf("linking %s: %w", ll, err)
	}
	return exe, nil
}

// RegionCounters are one rank's measurements of one region.
type RegionCounters struct {
	ID          int
	Entries     int64
	Nanoseconds int64
	Work        float64
}

// RankProfile is what one rank of a profiling run measured.
type RankProfile struct {
	Rank    int
	Regions []RegionCounters // by ID
	// Probes are the loop probes' counts, by id relative to ProbeBase.
	Probes map[int64]int64
}

// RunProfiled runs the profiled executable on opt.NP ranks (opt.TraceDir
// is ignored) and reads every rank's counters, in rank order.
func RunProfiled(ctx context.Context, tools Tools, exe string, opt RunOptions) ([]RankProfile, error) {
	mpirun, err := lookTool(tools.mpirun(), "to run the program under MPI")
	if err != nil {
		return nil, err
	}
	if opt.NP < 1 {
		return nil, fmt.Errorf("--np must be at least 1, not %d", opt.NP)
	}
	dir, err := os.MkdirTemp("", "mpiskel-prof-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	args := []string{"--allow-run-as-root", "--oversubscribe", "-np", fmt.Sprint(opt.NP), "-x", "MPISKEL_PROF_DIR"}
	cmd := exec.CommandContext(ctx, mpirun, append(args, rankCommand(exe, opt)...)...)
	cmd.Env = append(os.Environ(), "MPISKEL_PROF_DIR="+dir)
	cmd.Stdout, cmd.Stderr = opt.Stdout, opt.Stderr
	if err := cmd.Run(); err != nil {
		var ee *exec.ExitError
		if errors.As(err, &ee) {
			return nil, fmt.Errorf("mpirun -np %d %s: %w", opt.NP, filepath.Base(exe), err)
		}
		return nil, fmt.Errorf("running mpirun: %w", err)
	}
	out := make([]RankProfile, opt.NP)
	for rank := range out {
		p, err := readRankProfile(filepath.Join(dir, fmt.Sprintf("rank-%d.prof", rank)))
		if err != nil {
			return nil, fmt.Errorf("rank %d: %w (did it reach MPI_Finalize?)", rank, err)
		}
		p.Rank = rank
		out[rank] = *p
	}
	return out, nil
}

func readRankProfile(path string) (*RankProfile, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	p := &RankProfile{Probes: map[int64]int64{}}
	sc := bufio.NewScanner(f)
	line := 0
	for sc.Scan() {
		line++
		fs := strings.Fields(sc.Text())
		bad := fmt.Errorf("%s:%d: malformed line %q", path, line, sc.Text())
		switch {
		case len(fs) == 5 && fs[0] == "r":
			id, e1 := strconv.Atoi(fs[1])
			n, e2 := strconv.ParseInt(fs[2], 10, 64)
			ns, e3 := strconv.ParseInt(fs[3], 10, 64)
			w, e4 := strconv.ParseFloat(fs[4], 64)
			if e := errors.Join(e1, e2, e3, e4); e != nil {
				return nil, bad
			}
			p.Regions = append(p.Regions, RegionCounters{ID: id, Entries: n, Nanoseconds: ns, Work: w})
		case len(fs) == 3 && fs[0] == "p":
			id, e1 := strconv.ParseInt(fs[1], 10, 64)
			n, e2 := strconv.ParseInt(fs[2], 10, 64)
			if e := errors.Join(e1, e2); e != nil {
				return nil, bad
			}
			p.Probes[id] = n
		default:
			return nil, bad
		}
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	sort.Slice(p.Regions, func(i, j int) bool { return p.Regions[i].ID < p.Regions[j].ID })
	return p, nil
}
