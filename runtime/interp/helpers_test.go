// helpers_test.go: shared test helpers — parse IR, compile, run main with a host that records check(i64) calls.
package interp

import (
	"os"
	"testing"

	"github.com/llir/llvm/asm"
)

// checkHost implements the host function check(i64), which records values,
// and block(i64), which suspends the process and is resumed with arg*2.
type checkHost struct {
	checks []int64
	last   uint64 // argument of the last block call
}

var testHostFuncs = []string{"check", "block"}

func (h *checkHost) Call(p *Process, id int, args []uint64) (uint64, bool, error) {
	switch id {
	case 0:
		h.checks = append(h.checks, int64(args[0]))
		return 0, true, nil
	default:
		h.last = args[0]
		return 0, false, nil
	}
}

func (h *checkHost) Now(p *Process) int64 { return 0 }

// runResult is what a test run produced.
type runResult struct {
	exit   int
	checks []int64
	err    error
	insts  uint64
}

// compileIR parses and compiles IR text.
func compileIR(t testing.TB, src string) *Program {
	t.Helper()
	m, err := asm.ParseString("test.ll", src)
	if err != nil {
		t.Fatalf("parse: %v", err)
	}
	prog, err := Compile(m, Options{HostFuncs: testHostFuncs})
	if err != nil {
		t.Fatalf("compile: %v", err)
	}
	return prog
}

// runProgram runs main to completion, resuming blocked calls with arg*2.
func runProgram(t testing.TB, prog *Program, argv ...string) runResult {
	t.Helper()
	h := &checkHost{}
	p, err := prog.NewProcess(0, append([]string{"prog"}, argv...), h)
	if err != nil {
		t.Fatalf("NewProcess: %v", err)
	}
	for i := 0; ; i++ {
		st, err := p.Run()
		if err != nil {
			return runResult{checks: h.checks, err: err, insts: p.Instructions()}
		}
		if st == StatusExited {
			return runResult{exit: p.ExitCode(), checks: h.checks, insts: p.Instructions()}
		}
		if i > 1e6 {
			t.Fatalf("too many blocks")
		}
		p.Resume(h.last * 2)
	}
}

func runIR(t testing.TB, src string) runResult {
	t.Helper()
	return runProgram(t, compileIR(t, src))
}

func writeFile(path, text string) error { return os.WriteFile(path, []byte(text), 0o644) }
