// The compile command: C to LLVM IR (later also to skeletons).
package main

import (
	"bytes"
	"errors"
	"os"

	"github.com/urfave/cli/v2"

	llvmemit "github.com/mpiskel/mpiskel/emit/llvm"
	"github.com/mpiskel/mpiskel/frontend"
)

func compileCommand() *cli.Command {
	return &cli.Command{
		Name:      "compile",
		Usage:     "compile a C MPI program to LLVM IR, or any program to a skeleton (--level)",
		ArgsUsage: "FILE.c|FILE.ll",
		Description: `Compiles C11 with mpiskel's own front end: no C compiler or MPI installation
is needed (<mpi.h> is mpiskel's). The IR is LLVM 14 with typed pointers and
line-table debug information.

Examples:
   mpiskel compile --emit-llvm -o ring.ll testdata/apps/ring.c
   mpiskel compile --emit-llvm -I include -D N=64 -o app.ll app.c` + skeletonHelp,
		Flags: append([]cli.Flag{
			&cli.BoolFlag{Name: "emit-llvm", Usage: "write LLVM IR (.ll)"},
			&cli.StringFlag{Name: "output", Aliases: []string{"o"}, Usage: "write to `OUT` ('-' for stdout)", Value: "-"},
			&cli.StringSliceFlag{Name: "I", Usage: "add `DIR` to the include search path"},
			&cli.StringSliceFlag{Name: "D", Usage: "define macro `NAME[=VALUE]`"},
			&cli.BoolFlag{Name: "no-mem2reg", Usage: "keep every local variable in memory (alloca, load, store), like clang -O0"},
		}, skeletonFlags()...),
		Action: compileAction,
	}
}

func compileAction(c *cli.Context) error {
	if c.NArg() != 1 {
		return &exitStatus{code: 2, err: errors.New("compile: need exactly one FILE.c (see 'mpiskel compile --help')")}
	}
	if !c.Bool("emit-llvm") && !wantsSkeleton(c) {
		return &exitStatus{code: 2, err: errors.New("compile: say what to write: --emit-llvm")}
	}
	opts := cOptions(c)
	opts.NoMem2Reg = c.Bool("no-mem2reg")
	prog, err := loadProgram(c.Args().First(), opts)
	if err != nil {
		return &exitStatus{code: 1, err: err}
	}
	if wantsSkeleton(c) {
		return compileSkeleton(c, prog)
	}
	return writeIR(c, prog)
}

// writeIR prints the program's module to --output with emit/llvm.
func writeIR(c *cli.Context, prog *frontend.Program) error {
	var text bytes.Buffer
	if err := llvmemit.Emit(&text, prog); err != nil {
		return &exitStatus{code: 1, err: err}
	}
	out := c.String("output")
	if out == "-" {
		_, err := c.App.Writer.Write(text.Bytes())
		return err
	}
	if err := os.WriteFile(out, text.Bytes(), 0o644); err != nil {
		return &exitStatus{code: 1, err: err}
	}
	return nil
}
