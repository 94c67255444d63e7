// Package interp runs LLVM IR: each function is compiled once into a compact
// register form shared by all ranks, and each rank is a Process with its own
// memory image and an explicit frame stack, so a simulator can run a million
// of them on one thread, switching between them by plain function returns.
package interp

import (
	"fmt"
	"io"

	"github.com/llir/llvm/ir"

	"github.com/mpiskel/mpiskel/runtime/iclass"
)

// The contract between the interpreter and its host (the MPI simulator).
//
// External functions are of three sorts, decided once at Compile time:
//   - libc functions implemented in Go by this package (printf, malloc, ...);
//   - host functions, named in Options.HostFuncs: every call goes to Host.Call,
//     which may complete it at once or suspend the process (a blocking MPI call);
//   - anything else: a call to it is an *Error naming the function and the call
//     site, raised when the call executes (declared-but-unused is fine).

// Site is a source position: from the !dbg location of an instruction when
// the IR has one, else the function and block of the instruction.
type Site struct {
	File string // "" when the IR has no debug info
	Line int
	Col  int
	Func string // enclosing function
}

// String is the site as error reports give it: "file:line:col (in func)",
// "in func" without debug info, "" when nothing is known.
func (s Site) String() string {
	switch {
	case s.File != "":
		return fmt.Sprintf("%s:%d:%d (in %s)", s.File, s.Line, s.Col, s.Func)
	case s.Func != "":
		return "in " + s.Func
	}
	return ""
}

// Host implements the host functions and the clock that libc's time
// functions read.
type Host interface {
	// Call runs host function id (its index in Options.HostFuncs) for p.
	// args hold the call's arguments, one uint64 per scalar argument (integers
	// zero-extended, floats as float64 bits, pointers as addresses). The slice
	// is only valid during the call. done=false suspends p: its Run returns
	// StatusBlocked, and the host later calls p.Resume with the return value.
	Call(p *Process, id int, args []uint64) (ret uint64, done bool, err error)
	// Now is the virtual time of p in picoseconds, for clock(), time(),
	// gettimeofday() and clock_gettime().
	Now(p *Process) int64
}

// Status says why Run returned.
type Status uint8

const (
	StatusBlocked Status = iota + 1 // a host call suspended the process; Resume it
	StatusExited                    // main returned or exit() was called; see ExitCode
)

// Options configure Compile.
type Options struct {
	// HostFuncs names the external functions handled by Host.Call; a call's id
	// is the name's index here. A host function overrides a libc one.
	HostFuncs []string
	// ExternalGlobals gives the size in bytes of external globals the host
	// provides (e.g. Open MPI's ompi_mpi_comm_world), mapped zero-filled so
	// that their addresses exist; Program.GlobalAddr returns them.
	ExternalGlobals map[string]int
	// ClassUnits, when set, is what one executed instruction of each class
	// (iclass order) adds to the process's count in place of 1: a
	// machine's per-class CPIs in fixed point, so that compute charges
	// each class its own CPI. Unset, the count is of IR instructions.
	ClassUnits *[iclass.NumClasses]uint64
	// BlockUnits are added to the count each time the block runs, beyond
	// its instructions (a loop's dependence-bound excess at its header).
	BlockUnits map[*ir.Block]uint64
}

// Error is a run-time error of a process: a memory fault, an unknown external
// function, a trap, a bad host call. It names the rank and source position.
type Error struct {
	Rank int
	Site Site
	Msg  string
}

func (e *Error) Error() string {
	pos := e.Site.Func
	if e.Site.File != "" {
		pos = fmt.Sprintf("%s:%d:%d (in %s)", e.Site.File, e.Site.Line, e.Site.Col, e.Site.Func)
	}
	return fmt.Sprintf("rank %d: %s: %s", e.Rank, pos, e.Msg)
}

// Process is one rank: its memory image, its frame stack, its libc state.
// The interpreter's own state lives in the embedded state (exec side) and
// libcState (libc side), each defined beside the code that uses it.
type Process struct {
	Rank   int
	Mem    *Memory
	Out    io.Writer         // the rank's stdout
	ErrOut io.Writer         // the rank's stderr
	Env    map[string]string // getenv
	Host   Host
	// In is the rank's standard input (nil: empty), read whole on first use.
	In io.Reader
	// HostName is what gethostname reports ("" gives "sim" and the rank).
	HostName string
	// Files is the file system fopen and remove work on; nil gives the
	// process a private one over the working directory on first use.
	Files *Files

	prog *Program
	state
	libc libcState
}

// Exit ends a process: libc's exit and abort return it as their error, and
// Run reports it as StatusExited with this code.
type Exit struct {
	Code int
	// Call is what ended the process: the libc function ("exit", "_exit",
	// "abort"), "assert" for a failed assertion, "" when main returned. An
	// error report names it with its call site.
	Call string
}

func (e *Exit) Error() string { return fmt.Sprintf("exit status %d", e.Code) }

// libcFunc is a libc function implemented in Go. args are as in Host.Call,
// variadic arguments included; the result is the C return value.
type libcFunc func(p *Process, args []uint64) (uint64, error)

// libcFuncs is filled by the libc_*.go files' init functions.
var libcFuncs = map[string]libcFunc{}
