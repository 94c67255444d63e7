// Package llvmir loads LLVM IR assembly as clang-14 writes it (LLVM 14,
// typed pointers) into a frontend.Program, with positioned errors.
//
// Parsing is github.com/llir/llvm's. This package adds what a user needs
// when the input is wrong: every error names file:line:col of the .ll text,
// panics inside llir become errors, IR with opaque pointers (LLVM 15+) is
// recognised and explained, and a type check catches invalid IR that llir
// accepts silently (so that later passes and the interpreter can trust
// operand types).
package llvmir

import (
	"fmt"
	"os"
	"strings"

	"github.com/llir/llvm/asm"
	"github.com/llir/llvm/ir"
	"github.com/mpiskel/mpiskel/frontend"
)

// Error is one problem in an input file, at a 1-based line and byte column
// (Line 0 when no position could be found).
type Error struct {
	File      string
	Line, Col int
	Msg       string
}

func (e *Error) Error() string {
	// llir quotes source text in some messages; a newline in it would break
	// the one-error-per-line form compilers print and tools parse.
	msg := strings.ReplaceAll(e.Msg, "\n", `\n`)
	if e.Line == 0 {
		return fmt.Sprintf("%s: %s", e.File, msg)
	}
	return fmt.Sprintf("%s:%d:%d: %s", e.File, e.Line, e.Col, msg)
}

// ErrorList is every problem found in one file, in file order.
type ErrorList []*Error

func (l ErrorList) Error() string {
	lines := make([]string, len(l))
	for i, e := range l {
		lines[i] = e.Error()
	}
	return strings.Join(lines, "\n")
}

// maxErrors bounds how many type errors are reported: past a few, the rest
// are usually consequences of the first.
const maxErrors = 20

// Load reads and parses the .ll file at path.
func Load(path string) (*frontend.Program, error) {
	src, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return Parse(path, src)
}

// Parse parses src, the text of an LLVM 14 IR module; name is used in
// error messages and recorded as the Program's Path. Errors are *Error or
// ErrorList.
func Parse(name string, src []byte) (*frontend.Program, error) {
	if name == "" {
		name = "<input>"
	}
	text := string(src)
	if err := lexicalCheck(name, text); err != nil {
		return nil, err
	}
	m, err := parseModule(name, text)
	if err != nil {
		return nil, err
	}
	if errs := checkTypes(m); len(errs) > 0 {
		return nil, positionTypeErrors(name, text, m, errs)
	}
	return &frontend.Program{Module: m, Path: name}, nil
}

// parseModule runs llir on text and turns its failures, including panics,
// into positioned errors.
func parseModule(name, text string) (*ir.Module, error) {
	m, failure := tryParse(name, text)
	if failure == nil {
		return m, nil
	}
	return nil, locateFailure(name, text, failure)
}

// parseFailure is why llir rejected a text: a returned error or a panic.
type parseFailure struct {
	err      error
	panicked bool
}

func (f *parseFailure) message() string {
	if f.panicked {
		return "invalid IR (the IR translator failed: " + f.err.Error() + ")"
	}
	return f.err.Error()
}

// tryParse calls llir, whose translator panics on some invalid input.
func tryParse(name, text string) (m *ir.Module, failure *parseFailure) {
	defer func() {
		if r := recover(); r != nil {
			err, ok := r.(error)
			if !ok {
				err = fmt.Errorf("%v", r)
			}
			m, failure = nil, &parseFailure{err: err, panicked: true}
		}
	}()
	m, err := asm.ParseString(name, text)
	if err != nil {
		return nil, &parseFailure{err: err}
	}
	return m, nil
}
