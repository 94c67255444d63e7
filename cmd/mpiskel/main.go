// Command mpiskel compiles MPI programs into skeletons and runs them at any rank count.
package main

import (
	"errors"
	"fmt"
	"io"
	"os"

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
	return &cli.App{
		Name:  "mpiskel",
		Usage: "predict how an MPI program behaves at scale, by simulating it rank by rank",
		Description: `mpiskel runs an MPI program, given as LLVM IR written by clang-14, at any
number of simulated ranks on one machine. Each rank is interpreted with its own
memory; MPI calls go to a deterministic discrete-event simulator whose network
model (--machine) decides how long messages take. It prints the program's
output, predicts its run time and can write a trace of every MPI call.

Produce the IR of an MPI program with:
   clang-14 -S -emit-llvm -O1 -g $(mpicc --showme:compile) app.c -o app.ll`,
		HideHelpCommand: true,
		Commands:        []*cli.Command{runCommand(), compileCommand(), dumpCommand(), machinesCommand(), traceCommand(), diffCommand(), exportCommand(), regionsCommand(), profileCommand(), calibrateCommand()},
		// Errors are printed once, by runApp, with the right exit status.
		ExitErrHandler: func(*cli.Context, error) {},
	}
}

// runApp runs the command line args and returns the process exit status.
func runApp(args []string, stdout, stderr io.Writer) int {
	app := newApp()
	app.Writer, app.ErrWriter = stdout, stderr
	err := app.Run(args)
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

// aslrFlag is the option of the commands that run ranks natively: they run
// under 'setarch -R' unless it is given (see native.FixedLayout).
var aslrFlag = &cli.BoolFlag{Name: "aslr", Usage: "run the ranks with address-space layout randomization; by default they run under 'setarch -R' (when permitted), as a latency-bound run's time can vary 2x with the random layout"}
