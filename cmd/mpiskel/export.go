// The export command: a trace in Chrome/Perfetto, Paraver, SimGrid TI or LogGOPSim GOAL format.
package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/mpiskel/mpiskel/runtime/export"
	"github.com/mpiskel/mpiskel/runtime/trace"
)

func exportCommand() *cli.Command {
	return &cli.Command{
		Name:      "export",
		Usage:     "convert a trace for Chrome/Perfetto, Paraver, SimGrid or LogGOPSim",
		ArgsUsage: "TRACE.mst",
		Description: `Formats:
   chrome    Chrome trace-event JSON (chrome://tracing, ui.perfetto.dev); -o default TRACE.json
   paraver   Paraver trace: OUT.prv, OUT.pcf, OUT.row (-o OUT, default TRACE without .mst)
   ti        SimGrid time-independent traces: OUT.0 … OUT.N-1, one per rank, and
             OUT listing them (absolute paths) for 'smpirun -replay OUT'
             (smpireplaymain); compute time in flops at --flops; default TRACE.ti
   goal      LogGOPSim GOAL schedule (compile with txt2bin); default TRACE.goal

-o - writes chrome and goal to stdout. Calls a format cannot express
(communicators other than MPI_COMM_WORLD in paraver/ti/goal, collectives
without a counterpart) are left out with a warning. A damaged trace is
exported up to its damage, with a warning. Ranks past the highest that has
events are left out, with a warning, however many the header declares.`,
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "format", Aliases: []string{"f"}, Usage: "chrome, paraver, ti or goal (required)"},
			&cli.StringFlag{Name: "output", Aliases: []string{"o"}, Usage: "output file (base name for paraver)"},
			&cli.Float64Flag{Name: "flops", Value: 1e9, Usage: "ti: flops per second of compute time"},
		},
		Action: exportAction,
	}
}

func exportAction(c *cli.Context) error {
	if c.NArg() != 1 {
		return &exitStatus{code: 2, err: errors.New("export: want one TRACE.mst (see 'mpiskel export --help')")}
	}
	in := c.Args().First()
	base := strings.TrimSuffix(in, ".mst")
	out := c.String("output")
	warn := func(w string) { fmt.Fprintf(c.App.ErrWriter, "mpiskel: export: warning: %s\n", w) }
	fail := func(err error) error { return &exitStatus{code: 2, err: fmt.Errorf("export: %w", err)} }
	switch format := c.String("format"); format {
	case "chrome":
		f, err := os.Open(in)
		if err != nil {
			return fail(err)
		}
		defer f.Close()
		r, err := trace.NewReader(bufio.NewReaderSize(f, 1<<20))
		if err != nil {
			return fail(fmt.Errorf("%s: %w", in, err))
		}
		err = writeOutput(c, or(out, base+".json"), func(w io.Writer) error { return export.Chrome(w, r) })
		for _, w := range r.Warnings() {
			warn(in + ": " + w)
		}
		if err != nil {
			return fail(err)
		}
	case "paraver", "ti", "goal":
		rk, err := trace.ReadRanked(in)
		if rk != nil {
			for _, w := range rk.Warnings {
				warn(in + ": " + w)
			}
		}
		if err != nil {
			return fail(err)
		}
		ranks := rk.Ranks
		if len(ranks) < rk.NRanks {
			warn(fmt.Sprintf("%s: its header declares %d ranks, but only ranks 0 to %d have events: exporting %d ranks", in, rk.NRanks, len(ranks)-1, len(ranks)))
		}
		var lost []string
		switch format {
		case "paraver":
			ob := strings.TrimSuffix(or(out, base), ".prv")
			err = writeFiles(ob, func(prv, pcf, row io.Writer) error { return export.Paraver(prv, pcf, row, ranks) })
		case "ti":
			lost, err = writeTI(or(out, base+".ti"), ranks, c.Float64("flops"))
		case "goal":
			err = writeOutput(c, or(out, base+".goal"), func(w io.Writer) (err error) {
				lost, err = export.GOAL(w, ranks)
				return err
			})
		}
		for _, w := range lost {
			warn(w)
		}
		if err != nil {
			return fail(err)
		}
	case "":
		return &exitStatus{code: 2, err: errors.New("export: missing --format chrome|paraver|ti|goal")}
	default:
		return &exitStatus{code: 2, err: fmt.Errorf("export: unknown format %q: want chrome, paraver, ti or goal", format)}
	}
	return nil
}

func or(s, def string) string {
	if s != "" {
		return s
	}
	return def
}

// writeOutput runs write on the file path ("-": stdout), closing it and reporting the first error.
func writeOutput(c *cli.Context, path string, write func(io.Writer) error) error {
	if path == "-" {
		return write(c.App.Writer)
	}
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	err = write(f)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}

// writeFiles creates base.prv, base.pcf and base.row for Paraver.
func writeFiles(base string, write func(prv, pcf, row io.Writer) error) error {
	var files []*os.File
	for _, ext := range []string{".prv", ".pcf", ".row"} {
		f, err := os.Create(base + ext)
		if err != nil {
			for _, g := range files {
				g.Close()
			}
			return err
		}
		files = append(files, f)
	}
	err := write(files[0], files[1], files[2])
	for _, f := range files {
		if cerr := f.Close(); err == nil {
			err = cerr
		}
	}
	return err
}

// writeTI writes one SimGrid TI file per rank, index.<rank>, and the index
// listing them, as smpirun -replay wants.
func writeTI(index string, ranks [][]trace.Event, flops float64) ([]string, error) {
	abs, err := filepath.Abs(index)
	if err != nil {
		return nil, err
	}
	var files []*os.File
	defer func() {
		for _, f := range files {
			f.Close()
		}
	}()
	var list strings.Builder
	lost, err := export.TI(func(r int) (io.Writer, error) {
		name := fmt.Sprintf("%s.%d", abs, r)
		f, err := os.Create(name)
		if err != nil {
			return nil, err
		}
		files = append(files, f)
		list.WriteString(name + "\n")
		return f, nil
	}, ranks, export.ReplayOptions{FlopsPerSecond: flops})
	if err != nil {
		return nil, err
	}
	for _, f := range files {
		if err := f.Close(); err != nil {
			return nil, err
		}
	}
	files = nil
	return lost, os.WriteFile(index, []byte(list.String()), 0o644)
}
