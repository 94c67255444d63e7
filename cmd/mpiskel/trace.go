// The trace command: build a program with the native PMPI tracer, run it under mpirun, merge the rank files.
package main

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/mpiskel/mpiskel/runtime/native"
)

func traceCommand() *cli.Command {
	return &cli.Command{
		Name:      "trace",
		Usage:     "run an MPI program natively under mpirun and write a trace of every MPI call",
		ArgsUsage: "FILE.c|FILE.ll [ARGS...]",
		Description: `Builds the program with mpiskel's PMPI tracer ('mpicc -g -O1' for C,
'llc-14 -relocation-model=pic' then mpicc for LLVM IR), runs it with
'mpirun --allow-run-as-root --oversubscribe -np N', and merges the per-rank
files into one trace in the same format as 'mpiskel run --trace', so that
'mpiskel diff' compares a real run with a simulated one. Call sites are
resolved from the executable's DWARF with llvm-symbolizer-14 (addr2line when
absent: no columns). Options must come before FILE.

The tracer reads, on every rank:
   MPISKEL_TRACE_BUFFER=BYTES   event block, 4096 to 1048576 (default 64 KiB,
                                1 MiB with MPISKEL_TRACE_FLUSH=collective)
   MPISKEL_TRACE_FLUSH=full     write a block whenever the buffer is full (default)
   MPISKEL_TRACE_FLUSH=collective
                                write right after each collective over all
                                ranks, every such flush lasting exactly TAU, so
                                that tracing delays every rank equally
   MPISKEL_TRACE_TAU_US=T       TAU in microseconds (default 200)
   MPISKEL_TRACE_FLUSH_EVERY=K  balanced flushing after every K-th such
                                collective only (default: adaptive, 64 at
                                first, then the K that half fills the busiest
                                rank's buffer, agreed at each flush)

When the program fails, the trace of what ran is still written: a rank that
crashes, or that mpirun stops after another one failed, writes every MPI call
it completed, and the one it was in as lasting until the signal: the last
call of a rank stopped while it waited shows what it waited in, and where;
its peer, tag, byte count and communicator are left at their defaults (the
tracer fills them in when a call returns). The exit status is then
mpirun's (its output is passed on); 2 when the program cannot be built or the
trace cannot be written.

Example:
   mpiskel trace --np 8 -o orig.mst app.c 100
   mpiskel run --np 8 --trace sim.mst app.ll 100
   mpiskel diff orig.mst sim.mst`,
		Flags: []cli.Flag{
			&cli.IntFlag{Name: "np", Aliases: []string{"n"}, Value: 1, Usage: "number of MPI ranks"},
			&cli.StringFlag{Name: "output", Aliases: []string{"o"}, Usage: "write the merged trace to `OUT.mst` (required)"},
			&cli.BoolFlag{Name: "keep", Usage: "keep the build and per-rank files (their directory is printed)"},
			aslrFlag,
		},
		Action: traceAction,
	}
}

func traceAction(c *cli.Context) error {
	if c.NArg() < 1 {
		return &exitStatus{code: 2, err: errors.New("trace: missing FILE.c or FILE.ll (see 'mpiskel trace --help')")}
	}
	out := c.String("output")
	if out == "" {
		return &exitStatus{code: 2, err: errors.New("trace: missing -o OUT.mst")}
	}
	if err := checkWritable(out); err != nil {
		return &exitStatus{code: 2, err: fmt.Errorf("trace: -o: %w", err)}
	}
	np := c.Int("np")
	if np < 1 {
		return &exitStatus{code: 2, err: fmt.Errorf("trace: --np must be at least 1, not %d", np)}
	}
	src := c.Args().First()
	if _, err := os.Stat(src); err != nil {
		return &exitStatus{code: 2, err: fmt.Errorf("trace: %w", err)}
	}
	work, err := os.MkdirTemp("", "mpiskel-trace-")
	if err != nil {
		return &exitStatus{code: 2, err: err}
	}
	if c.Bool("keep") {
		fmt.Fprintf(c.App.ErrWriter, "mpiskel: trace: build and rank files kept in %s\n", work)
	} else {
		defer os.RemoveAll(work)
	}
	var tools native.Tools
	exe, err := native.Build(c.Context, tools, src, work)
	if err != nil {
		return &exitStatus{code: 2, err: fmt.Errorf("trace: %w", err)}
	}
	rankDir := filepath.Join(work, "ranks")
	if err := os.Mkdir(rankDir, 0o755); err != nil {
		return &exitStatus{code: 2, err: err}
	}
	runErr := native.Run(c.Context, tools, exe, native.RunOptions{
		NP: np, Args: c.Args().Slice()[1:], TraceDir: rankDir, KeepASLR: c.Bool("aslr"),
		Stdout: c.App.Writer, Stderr: c.App.ErrWriter,
	})
	f, err := os.Create(out)
	if err != nil {
		return &exitStatus{code: 2, err: fmt.Errorf("trace: %w", err)}
	}
	producer := "mpiskel trace --np " + fmt.Sprint(np) + " " + strings.Join(c.Args().Slice(), " ")
	res, err := native.Merge(c.Context, rankDir, np, f, producer)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		if runErr != nil {
			return &exitStatus{code: 2, err: fmt.Errorf("trace: %v; merging the rank files: %w", runErr, err)}
		}
		return &exitStatus{code: 2, err: fmt.Errorf("trace: merging the rank files: %w", err)}
	}
	for _, w := range res.Warnings {
		fmt.Fprintf(c.App.ErrWriter, "mpiskel: trace: warning: %s\n", w)
	}
	if runErr != nil {
		code := 1
		var ee *exec.ExitError
		if errors.As(runErr, &ee) && ee.ExitCode() > 0 {
			code = ee.ExitCode()
		}
		return &exitStatus{code: code, err: fmt.Errorf("trace: %w (trace of what ran written to %s)", runErr, out)}
	}
	return nil
}
