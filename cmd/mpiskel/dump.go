// The dump and machines commands: a trace as text, and the built-in machine models.
package main

import (
	"bufio"
	"errors"
	"fmt"
	"os"

	"github.com/urfave/cli/v2"

	"github.com/mpiskel/mpiskel/runtime/network"
	"github.com/mpiskel/mpiskel/runtime/trace"
)

func dumpCommand() *cli.Command {
	return &cli.Command{
		Name:      "dump",
		Usage:     "print a trace as text, one event per line",
		ArgsUsage: "TRACE.mst",
		Description: `Prints every event of a trace written by 'mpiskel run --trace': rank,
operation, start and end time, peer, tag, bytes, communicator and call site.
A trace cut short (a crashed or killed run) is read up to its last whole
block, with a warning on stderr giving the byte offset where reading stopped.`,
		Action: func(c *cli.Context) error {
			if c.NArg() != 1 {
				return &exitStatus{code: 2, err: errors.New("dump: want one TRACE.mst (see 'mpiskel dump --help')")}
			}
			f, err := os.Open(c.Args().First())
			if err != nil {
				return &exitStatus{code: 2, err: err}
			}
			defer f.Close()
			r, err := trace.NewReader(bufio.NewReaderSize(f, 1<<20))
			if err != nil {
				return &exitStatus{code: 2, err: fmt.Errorf("%s: %w", f.Name(), err)}
			}
			w := bufio.NewWriter(c.App.Writer)
			err = trace.Dump(w, r)
			if ferr := w.Flush(); err == nil {
				err = ferr
			}
			for _, warn := range r.Warnings() {
				fmt.Fprintf(c.App.ErrWriter, "mpiskel: %s: warning: %s\n", f.Name(), warn)
			}
			if err != nil {
				return &exitStatus{code: 2, err: fmt.Errorf("%s: %w", f.Name(), err)}
			}
			return nil
		},
	}
}

func machinesCommand() *cli.Command {
	return &cli.Command{
		Name:  "machines",
		Usage: "list the built-in machine models for 'run --machine'",
		Description: `Each preset is a TOML machine file embedded in mpiskel. Print one with
'mpiskel machines NAME', copy it, edit it, and pass the copy to --machine.`,
		ArgsUsage: "[NAME]",
		Action: func(c *cli.Context) error {
			if c.NArg() == 1 {
				text, err := network.PresetText(c.Args().First())
				if err != nil {
					return &exitStatus{code: 2, err: err}
				}
				_, err = fmt.Fprint(c.App.Writer, text)
				return err
			}
			for _, name := range network.Presets() {
				m, err := network.LoadMachine(name)
				if err != nil {
					return &exitStatus{code: 2, err: err}
				}
				fmt.Fprintf(c.App.Writer, "%-14s %s\n", name, m.Description)
			}
			return nil
		},
	}
}
