// Tests of the loader: clang-14 output at every optimisation level loads,
// and invalid IR gives positioned errors.
package llvmir_test

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/metadata"
	"github.com/mpiskel/mpiskel/frontend/llvmir"
)

// TestErrors parses each testdata/errors file and compares the error with
// the file's leading `; want: line:col: message` comments (one per error,
// in order).
func TestErrors(t *testing.T) {
	files, err := filepath.Glob("testdata/errors/*.ll")
	if err != nil || len(files) == 0 {
		t.Fatalf("no test inputs: %v", err)
	}
	for _, file := range files {
		src, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		var want []string
		for _, line := range strings.Split(string(src), "\n") {
			if rest, ok := strings.CutPrefix(line, "; want: "); ok {
				want = append(want, file+":"+rest)
			}
		}
		if len(want) == 0 {
			t.Fatalf("%s has no `; want:` line", file)
		}
		prog, err := llvmir.Load(file)
		if err == nil {
			t.Errorf("%s: loaded without error (module with %d functions)", file, len(prog.Module.Funcs))
			continue
		}
		if got := err.Error(); got != strings.Join(want, "\n") {
			t.Errorf("%s:\ngot  %s\nwant %s", file, got, strings.Join(want, "\n"))
		}
		var positioned *llvmir.Error
		var list llvmir.ErrorList
		if !errors.As(err, &positioned) && !errors.As(err, &list) {
			t.Errorf("%s: error is a %T, want *llvmir.Error or llvmir.ErrorList", file, err)
		}
	}
}

// TestValid loads the hand-kept valid inputs (the fuzzer's small seeds).
func TestValid(t *testing.T) {
	files, err := filepath.Glob("testdata/valid/*.ll")
	if err != nil || len(files) == 0 {
		t.Fatalf("no test inputs: %v", err)
	}
	for _, file := range files {
		if _, err := llvmir.Load(file); err != nil {
			t.Errorf("%v", err)
		}
	}
}

func TestLoadMissingFile(t *testing.T) {
	_, err := llvmir.Load(filepath.Join(t.TempDir(), "absent.ll"))
	if !errors.Is(err, os.ErrNotExist) || !strings.Contains(err.Error(), "absent.ll") {
		t.Errorf("got %v, want a not-exist error naming the file", err)
	}
}

func TestParseNamesInput(t *testing.T) {
	prog, err := llvmir.Parse("", []byte("define i32 @main() {\n  ret i32 0\n}\n"))
	if err != nil {
		t.Fatal(err)
	}
	if prog.Path != "<input>" || len(prog.Module.Funcs) != 1 {
		t.Errorf("got Path %q with %d functions", prog.Path, len(prog.Module.Funcs))
	}
	_, err = llvmir.Parse("", []byte("define"))
	if err == nil || !strings.HasPrefix(err.Error(), "<input>:1:7: ") {
		t.Errorf("got %v, want an error at <input>:1:7", err)
	}
}

func TestErrorWithoutPosition(t *testing.T) {
	e := &llvmir.Error{File: "x.ll", Msg: "broken"}
	if e.Error() != "x.ll: broken" {
		t.Errorf("got %q", e.Error())
	}
}

// clangSources are C programs whose IR the loader must take: the apps and
// a program made of C constructs that produce unusual IR.
func clangSources() []string {
	sources := []string{"testdata/features.c"}
	for _, app := range apps {
		sources = append(sources, filepath.Join(appsDir, app+".c"))
	}
	return sources
}

// TestClangOutputs compiles C MPI programs with clang-14 at -O0, -O1 and
// -O2, with and without -g, against Open MPI's mpi.h, and loads the IR.
func TestClangOutputs(t *testing.T) {
	requireTools(t, "clang-14", "mpicc")
	flags := strings.Fields(string(run(t, ".", "mpicc", "--showme:compile")))
	tmp := t.TempDir()
	for _, source := range clangSources() {
		for _, opt := range []string{"-O0", "-O1", "-O2"} {
			for _, debug := range []string{"", "-g"} {
				out := filepath.Join(tmp, strings.TrimSuffix(filepath.Base(source), ".c")+opt+debug+".ll")
				args := append([]string{"-S", "-emit-llvm", "-w", opt}, flags...)
				if debug != "" {
					args = append(args, debug)
				}
				run(t, ".", "clang-14", append(args, source, "-o", out)...)
				if _, err := llvmir.Load(out); err != nil {
					t.Errorf("%s %s %s: %v", source, opt, debug, err)
				}
			}
		}
	}
}

// TestCsmithOutputs loads the IR of random C programs (csmith, fixed seeds)
// for constructs that hand-written tests do not think of.
func TestCsmithOutputs(t *testing.T) {
	requireTools(t, "csmith", "clang-14")
	const runtimeHeaders = "/usr/include/csmith"
	if _, err := os.Stat(filepath.Join(runtimeHeaders, "csmith.h")); err != nil {
		t.Skipf("%s/csmith.h not found: install libcsmith-dev to run this test", runtimeHeaders)
	}
	tmp := t.TempDir()
	for _, seed := range []string{"1", "2"} {
		source := filepath.Join(tmp, "random"+seed+".c")
		run(t, tmp, "csmith", "--seed", seed, "-o", source)
		for _, opt := range []string{"-O0", "-O2"} {
			out := filepath.Join(tmp, "random"+seed+opt+".ll")
			run(t, tmp, "clang-14", "-S", "-emit-llvm", "-w", "-g", opt, "-I"+runtimeHeaders, source, "-o", out)
			if _, err := llvmir.Load(out); err != nil {
				t.Errorf("csmith seed %s %s: %v", seed, opt, err)
			}
		}
	}
}

// TestOpaquePointersFromClang makes clang-14 write opaque pointers, as
// clang 15+ does, and checks the loader says so at the first `ptr`.
func TestOpaquePointersFromClang(t *testing.T) {
	requireTools(t, "clang-14", "mpicc")
	flags := strings.Fields(string(run(t, ".", "mpicc", "--showme:compile")))
	out := filepath.Join(t.TempDir(), "ring.ll")
	args := append([]string{"-S", "-emit-llvm", "-O1", "-mllvm", "-opaque-pointers"}, flags...)
	run(t, ".", "clang-14", append(args, filepath.Join(appsDir, "ring.c"), "-o", out)...)
	src, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	_, err = llvmir.Load(out)
	var e *llvmir.Error
	if !errors.As(err, &e) || !strings.Contains(e.Msg, "opaque pointers (LLVM 15+) are not supported") {
		t.Fatalf("got %v, want the opaque-pointer error", err)
	}
	line := strings.Split(string(src), "\n")[e.Line-1]
	if !strings.HasPrefix(line[e.Col-1:], "ptr ") {
		t.Errorf("position %d:%d points at %q, not at a ptr type", e.Line, e.Col, line)
	}
}

// TestDebugLocationsSurvive checks that the source lines the rest of
// mpiskel reports errors with are there after loading: every MPI call in
// an app's -g IR carries a !dbg DILocation in ring.c.
func TestDebugLocationsSurvive(t *testing.T) {
	prog, err := llvmir.Load(filepath.Join(appsDir, "ring.O1.ll"))
	if err != nil {
		t.Fatal(err)
	}
	calls := 0
	for _, f := range prog.Module.Funcs {
		for _, b := range f.Blocks {
			for _, inst := range b.Insts {
				call, ok := inst.(*ir.InstCall)
				if !ok || !strings.HasPrefix(call.Callee.Ident(), "@MPI_") {
					continue
				}
				calls++
				var loc *metadata.DILocation
				for _, md := range call.MDAttachments() {
					if md.Name == "dbg" {
						loc, _ = md.Node.(*metadata.DILocation)
					}
				}
				if loc == nil || loc.Line == 0 {
					t.Errorf("%s: %s has no !dbg line", f.Ident(), call.Callee.Ident())
					continue
				}
				if file := scopeFile(loc.Scope); file != "ring.c" {
					t.Errorf("%s: %s at line %d is in %q, want ring.c", f.Ident(), call.Callee.Ident(), loc.Line, file)
				}
			}
		}
	}
	if calls < 8 {
		t.Errorf("found %d MPI calls in ring.O1.ll, want at least 8", calls)
	}
}

func scopeFile(scope metadata.Field) string {
	switch s := scope.(type) {
	case *metadata.DISubprogram:
		return s.File.Filename
	case *metadata.DILexicalBlock:
		return s.File.Filename
	case *metadata.DILexicalBlockFile:
		return s.File.Filename
	}
	return ""
}
