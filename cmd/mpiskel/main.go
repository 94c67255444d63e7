// Command mpiskel compiles MPI programs into skeletons and runs them at any rank count.
package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/urfave/cli/v2"
)

func main() {
	os.Exit(runApp(os.Args, os.Stdout, os.Stderr))
}

// exitStatus is an error that carries the process exit status to use, for a
// command that has already reported what went wrong (or where a non-zero
// status is the program's own, like mpirun passing on a rank's exit code).
type exitStatus struct {
	code int
	err  error // printed when not nil
}

func (e *exitStatus) Error() string {
	if e.err != nil {
		return e.err.Error()
	}
	return fmt.Sprintf("exit status %d", e.code)
}

func newApp() *cli.App {
	app := &cli.App{
		Name:  "mpiskel",
		Usage: "predict how an MPI program behaves at scale, by simulating it rank by rank",
		Description: `mpiskel runs an MPI program, given as LLVM IR written by clang-14, at any
number of simulated ranks on one machine. Each rank is interpreted with its own
memory; MPI calls go to a deterministic discrete-event simulator whose network
model (--machine) decides how long messages take. It prints the program's
output, predicts its run time and can write a trace of every MPI call.

Produce the IR of an MPI program with:
   clang-14 -S -emit-llvm -O1 -g $(mpicc --showme:compile) app.c -o app.ll`,
		Commands: []*cli.Command{runCommand(), compileCommand(), dumpCommand(), machinesCommand(), traceCommand(), diffCommand(), exportCommand(), regionsCommand(), profileCommand(), calibrateCommand()},
		// Errors are printed once, by runApp, with the right exit status.
		ExitErrHandler: func(*cli.Context, error) {},
		// -D 'PAIR(a,b)=a' and file names hold commas: a value is one value.
		DisableSliceFlagSeparator: true,
	}
	app.OnUsageError = func(c *cli.Context, err error, _ bool) error {
		return &exitStatus{code: 2, err: fmt.Errorf("%w (see 'mpiskel --help')", err)}
	}
	for _, cmd := range app.Commands {
		// A mistyped option gets its error alone, pointing at the help,
		// rather than a page of help with the error above or below it.
		cmd.OnUsageError = func(c *cli.Context, err error, _ bool) error {
			return &exitStatus{code: 2, err: fmt.Errorf("%s: %w (see 'mpiskel %s --help')", cmd.Name, err, cmd.Name)}
		}
	}
	return app
}

// runApp runs the command line args and returns the process exit status.
func runApp(args []string, stdout, stderr io.Writer) int {
	app := newApp()
	app.Writer, app.ErrWriter = stdout, stderr
	err := app.Run(flagsFirst(app, compilerFlags(app, args)))
	if err == nil {
		return 0
	}
	var st *exitStatus
	if errors.As(err, &st) {
		if st.err != nil {
			fmt.Fprintf(stderr, "mpiskel: %v\n", st.err)
		}
		return st.code
	}
	fmt.Fprintf(stderr, "mpiskel: %v\n", err)
	return 2
}

// programArgs are the commands whose arguments after FILE are the
// program's own: there a flag after FILE is the program's.
var programArgs = map[string]bool{"run": true, "trace": true, "profile": true}

// flagsFirst moves the options given after a command's files before them
// ('mpiskel compile app.c -o app.ll'): the command line parser stops at the
// first argument that is not an option, and would take "-o" and "app.ll"
// for more files. Not for the commands that pass arguments to the program,
// nor after "--".
func flagsFirst(app *cli.App, args []string) []string {
	if len(args) < 3 {
		return args
	}
	cmd := app.Command(args[1])
	if cmd == nil || programArgs[cmd.Name] {
		return args
	}
	takesValue := map[string]bool{}
	for _, f := range cmd.Flags {
		_, isBool := f.(*cli.BoolFlag)
		for _, name := range f.Names() {
			takesValue[name] = !isBool
		}
	}
	var flags, files []string
	moved := false // a flag came after a file
	rest := args[2:]
	for i := 0; i < len(rest); i++ {
		a := rest[i]
		switch {
		case a == "--":
			files = append(files, rest[i+1:]...)
			i = len(rest)
		case len(a) > 1 && a[0] == '-':
			moved = moved || len(files) > 0
			flags = append(flags, a)
			if takesValue[strings.TrimLeft(a, "-")] && i+1 < len(rest) { // not "--name=value"
				i++
				flags = append(flags, rest[i])
			}
		default:
			files = append(files, a)
		}
	}
	if !moved {
		return args
	}
	return append(append(append(append([]string{}, args[:2]...), flags...), "--"), files...)
}

// compilerFlags splits -DNAME[=VALUE] and -IDIR, as compilers take them,
// into the "-D NAME" and "-I DIR" the command line parser reads, for the
// commands that have -D and -I. It leaves alone the value of another
// option ('--machine -Dx'), everything after "--", and for the commands
// that pass arguments to the program (run, trace, profile) everything
// from FILE on: those are the program's.
func compilerFlags(app *cli.App, args []string) []string {
	if len(args) < 3 {
		return args
	}
	cmd := app.Command(args[1])
	if cmd == nil {
		return args
	}
	defined, takesValue := map[string]bool{}, map[string]bool{}
	for _, f := range cmd.Flags {
		_, isBool := f.(*cli.BoolFlag)
		for _, name := range f.Names() {
			defined[name], takesValue[name] = true, !isBool
		}
	}
	if !defined["D"] && !defined["I"] {
		return args
	}
	out := append([]string{}, args[:2]...)
	rest := args[2:]
	for i := 0; i < len(rest); i++ {
		a := rest[i]
		if a == "--" || (a == "" || a[0] != '-') && programArgs[cmd.Name] {
			return append(out, rest[i:]...)
		}
		if len(a) < 2 || a[0] != '-' {
			out = append(out, a) // a file: options may follow it (flagsFirst)
			continue
		}
		name, _, hasValue := strings.Cut(strings.TrimLeft(a, "-"), "=")
		if a[1] != '-' && len(a) > 2 && a[2] != '=' && (a[1] == 'D' || a[1] == 'I') && defined[a[1:2]] && !defined[name] {
			out = append(out, a[:2], a[2:])
			continue
		}
		out = append(out, a)
		if takesValue[name] && !hasValue && i+1 < len(rest) {
			i++
			out = append(out, rest[i]) // a value, whatever it looks like
		}
	}
	return out
}

// checkWritable fails when a file cannot be created at path (its directory
// missing or read-only): commands that measure for minutes check their
// output first rather than lose the measurement at the end. "-" is stdout.
func checkWritable(path string) error {
	if path == "-" {
		return nil
	}
	f, err := os.CreateTemp(filepath.Dir(path), ".mpiskel-check-*")
	if err != nil {
		var pe *os.PathError
		if errors.As(err, &pe) { // not the probe's name
			err = pe.Err
		}
		return fmt.Errorf("cannot write %s: %w", path, err)
	}
	f.Close()
	return os.Remove(f.Name())
}

// aslrFlag is the option of the commands that run ranks natively: they run
// under 'setarch -R' unless it is given (see native.FixedLayout).
var aslrFlag = &cli.BoolFlag{Name: "aslr", Usage: "run the ranks with address-space layout randomization; by default they run under 'setarch -R' (when permitted), as a latency-bound run's time can vary 2x with the random layout"}
