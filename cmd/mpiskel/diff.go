// The diff command: compare two traces by structure and timing.
package main

import (
	"encoding/json"
	"errors"
	"fmt"

	"github.com/urfave/cli/v2"

	"github.com/mpiskel/mpiskel/runtime/tracediff"
)

func diffCommand() *cli.Command {
	return &cli.Command{
		Name:      "diff",
		Usage:     "compare two traces: structure (who sends what to whom, from which line) and timing",
		ArgsUsage: "A.mst B.mst",
		Description: `Aligns each rank's MPI calls in A and B (operation, peer, bytes, tag,
communicator, and call site when both traces have them) with a minimal edit
script, lists each rank's first differences with their source lines, compares
the communication matrices, and compares timing with A as the reference:
total time, each rank's finish time, and per execution interval (the time from
the end of one MPI call to the start of the next, grouped by the pair of call
sites) the distributions of those times, as histograms and with paper 004's
accuracy 1 - |B - A| / A. Compute bursts and ADD_TIME are timing, not
structure, so a skeleton compares with its original.

Programs that hand out work first-come first-served (MPI_ANY_SOURCE) do not
repeat their per-rank sequences from run to run; --any-order compares the
whole run's multiset of calls (operation, bytes, tag, communicator, site)
instead.

Exit status: 0 when the structure is identical, 1 when it differs, 2 on error.
A damaged trace is compared up to its damage, with a warning.`,
		Flags: []cli.Flag{
			&cli.BoolFlag{Name: "json", Usage: "write the full report as JSON"},
			&cli.BoolFlag{Name: "any-order", Usage: "compare the whole run's multiset of calls, not each rank's sequence"},
			&cli.IntFlag{Name: "max-diffs", Value: 5, Usage: "differences listed per rank"},
		},
		Action: func(c *cli.Context) error {
			if c.NArg() != 2 {
				return &exitStatus{code: 2, err: errors.New("diff: want two traces, A.mst B.mst (see 'mpiskel diff --help')")}
			}
			a, err := tracediff.Load(c.Args().Get(0))
			if err != nil {
				return &exitStatus{code: 2, err: fmt.Errorf("diff: %w", err)}
			}
			b, err := tracediff.Load(c.Args().Get(1))
			if err != nil {
				return &exitStatus{code: 2, err: fmt.Errorf("diff: %w", err)}
			}
			rep := tracediff.Compare(a, b, tracediff.Options{MaxDiffs: c.Int("max-diffs"), AnyOrder: c.Bool("any-order")})
			if c.Bool("json") {
				enc := json.NewEncoder(c.App.Writer)
				enc.SetIndent("", "  ")
				err = enc.Encode(rep)
			} else {
				err = tracediff.WriteText(c.App.Writer, rep)
			}
			if err != nil {
				return &exitStatus{code: 2, err: fmt.Errorf("diff: %w", err)}
			}
			if !rep.Identical {
				return &exitStatus{code: 1}
			}
			return nil
		},
	}
}
