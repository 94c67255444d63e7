// The regions command: the region tree of a program, with abstraction levels and MPIETE loop blocks.
package main

import (
	"errors"
	"fmt"

	"github.com/urfave/cli/v2"

	"github.com/mpiskel/mpiskel/analysis/regions"
)

func regionsCommand() *cli.Command {
	return &cli.Command{
		Name:      "regions",
		Usage:     "show a program's regions, their abstraction levels and MPI calls",
		ArgsUsage: "FILE.c|FILE.ll",
		Description: `Splits every function into single-entry single-exit regions (the program
structure tree) and gives each one the abstraction level of the skeleton
compiler:
   L1 straight-line code        L2 with if/switch branches
   L3 with loops                L4 with calls of MPI-free functions
   L5 with MPI, directly or through the functions it calls
Each region is shown with its kind (function, loop, irreducible, branch,
code), its source lines, its instruction counts by class (integer, floating
point, memory, branch, call), the loop depth around it, the loops inside it
and its MPI call sites. Region ids are stable: they are what the skeleton
compiler and traces use to name regions.

--blocks lists instead the MPIETE loop blocks (Horii and Yamana): subroutines
inlined, innermost loops and perfect loop nests as blocks, loop-free code as
blocks run once, loops split around their communication.

Formats: text (an indented tree), json (for tools), dot (the CFG with regions
as clusters; render with 'dot -Tsvg').

Examples:
   mpiskel regions testdata/apps/ring.c
   mpiskel regions --format json app.ll > regions.json
   mpiskel regions --format dot app.c | dot -Tsvg > regions.svg
   mpiskel regions --blocks app.c`,
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "format", Usage: "output `FORMAT`: text, json or dot", Value: "text"},
			&cli.BoolFlag{Name: "blocks", Usage: "list MPIETE loop blocks instead of the region tree"},
			&cli.StringSliceFlag{Name: "I", Usage: "add `DIR` to the include search path (C input)"},
			&cli.StringSliceFlag{Name: "D", Usage: "define macro `NAME[=VALUE]` (C input)"},
		},
		Action: regionsAction,
	}
}

func regionsAction(c *cli.Context) error {
	if c.NArg() != 1 {
		return &exitStatus{code: 2, err: errors.New("regions: need exactly one FILE.c or FILE.ll (see 'mpiskel regions --help')")}
	}
	format := c.String("format")
	switch format {
	case "text", "json", "dot":
	default:
		return &exitStatus{code: 2, err: fmt.Errorf("regions: unknown --format %q: use text, json or dot", format)}
	}
	if c.Bool("blocks") && format == "dot" {
		return &exitStatus{code: 2, err: errors.New("regions: --blocks is shown as text or json, not dot")}
	}
	prog, err := loadProgram(c.Args().First(), cOptions(c))
	if err != nil {
		return &exitStatus{code: 2, err: err}
	}
	a := regions.Analyze(prog)
	var out []byte
	switch {
	case c.Bool("blocks") && format == "json":
		out, err = regions.BlocksJSON(a.Blocks())
		out = append(out, '\n')
	case c.Bool("blocks"):
		out = []byte(regions.BlocksText(a.Blocks()))
	case format == "json":
		out, err = a.JSON()
		out = append(out, '\n')
	case format == "dot":
		out = []byte(a.Dot())
	default:
		out = []byte(a.Text())
	}
	if err != nil {
		return &exitStatus{code: 1, err: err}
	}
	_, err = c.App.Writer.Write(out)
	return err
}
