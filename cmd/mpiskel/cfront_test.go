// End-to-end tests of C input: the apps compiled by mpiskel's own front end against their clang-14 IR.
package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestAppsFromC runs every testdata app from its .c at np 1, 2, 4 and 8 and
// wants the stdout of its clang-14 -O1 IR.
func TestAppsFromC(t *testing.T) {
	cs, _ := filepath.Glob("../../testdata/apps/*.c")
	if len(cs) == 0 {
		t.Fatal("no testdata/apps/*.c")
	}
	for _, src := range cs {
		ll := strings.TrimSuffix(src, ".c") + ".O1.ll"
		for _, np := range []int{1, 2, 4, 8} {
			t.Run(fmt.Sprintf("%s/np%d", filepath.Base(src), np), func(t *testing.T) {
				t.Parallel()
				code, want, errs := mpiskel("run", "--quiet", "--np", fmt.Sprint(np), ll)
				if code != 0 {
					t.Fatalf("%s: exit status %d\n%s", ll, code, errs)
				}
				code, got, errs := mpiskel("run", "--quiet", "--np", fmt.Sprint(np), src)
				if code != 0 {
					t.Fatalf("exit status %d\n%s", code, errs)
				}
				if withoutTimings(got) != withoutTimings(want) {
					t.Errorf("stdout differs from the clang-14 IR's\n--- from C\n%s--- from IR\n%s", got, want)
				}
			})
		}
	}
}

// TestCompileVerifies checks the emitted IR of every app with opt-14 -verify.
func TestCompileVerifies(t *testing.T) {
	opt, err := exec.LookPath("opt-14")
	if err != nil {
		t.Skip("opt-14 not installed")
	}
	cs, _ := filepath.Glob("../../testdata/apps/*.c")
	dir := t.TempDir()
	for _, src := range cs {
		out := filepath.Join(dir, filepath.Base(src)+".ll")
		if code, _, errs := mpiskel("compile", "--emit-llvm", "-o", out, src); code != 0 {
			t.Fatalf("%s: exit status %d\n%s", src, code, errs)
		}
		if b, err := exec.Command(opt, "-verify", "-o", os.DevNull, out).CombinedOutput(); err != nil {
			t.Errorf("%s: opt-14 -verify: %v\n%s", src, err, b)
		}
	}
}

// TestRunCErrorSites wants run-time errors of C input to name file:line:col.
func TestRunCErrorSites(t *testing.T) {
	for _, tc := range []struct {
		prog string
		want []string
	}{
		{"deadlock", []string{"deadlock", "MPI_Recv", "deadlock.c:11"}},
		{"outofbounds", []string{"rank 0", "outofbounds.c:12", "outside"}},
	} {
		code, _, errs := mpiskel("run", "--quiet", "--np", "2", "../../testdata/errors/"+tc.prog+".c")
		if code == 0 {
			t.Errorf("%s: exit status 0", tc.prog)
		}
		for _, w := range tc.want {
			if !strings.Contains(errs, w) {
				t.Errorf("%s: stderr lacks %q:\n%s", tc.prog, w, errs)
			}
		}
	}
}

// TestRunFreeErrors: a bad free names the free's call site, what was freed
// and where the block was allocated, not an "invalid write of 0 bytes".
func TestRunFreeErrors(t *testing.T) {
	dir := t.TempDir()
	for _, tc := range []struct {
		name, frees string
		want        string
	}{
		{"double", "free(p);\n  free(p);", "free.c:8:3 (in main): free: double free of a block allocated at free.c:5:13 (in main)"},
		{"interior", "free(p + 1);", "free.c:7:3 (in main): free: free of a pointer 1 bytes into a heap block allocated at free.c:5:13 (in main), not its start"},
		{"global", "free(g);", "free.c:7:3 (in main): free: free of global g, not a heap block"},
		{"strdup", "free(q);\n  free(q);", "free.c:8:3 (in main): free: double free of a block allocated at free.c:6:13 (in main)"},
	} {
		src := filepath.Join(dir, tc.name, "free.c")
		if err := os.Mkdir(filepath.Dir(src), 0o755); err != nil {
			t.Fatal(err)
		}
		prog := "#include <stdlib.h>\n#include <string.h>\nint g[4];\nint main(void) {\n  char *p = malloc(16);\n  char *q = strdup(\"x\");\n  " +
			tc.frees + "\n  return 0;\n}\n"
		if err := os.WriteFile(src, []byte(prog), 0o644); err != nil {
			t.Fatal(err)
		}
		code, _, errs := mpiskel("run", "--quiet", src)
		if code != 1 || !strings.Contains(errs, "rank 0: ") || !strings.Contains(errs, tc.want) {
			t.Errorf("%s: exit status %d, stderr:\n%s\nwant status 1 and %q", tc.name, code, errs, tc.want)
		}
	}
}

// TestCStructFromLibc: div returns its div_t the way the C ABI (and the
// interpreter's libc) does, packed in one i64.
func TestCStructFromLibc(t *testing.T) {
	src := filepath.Join(t.TempDir(), "div.c")
	prog := "#include <stdio.h>\n#include <stdlib.h>\nint main(void) {\n  div_t d = div(-7, 2);\n  printf(\"%d %d\\n\", d.quot, d.rem);\n  return 0;\n}\n"
	if err := os.WriteFile(src, []byte(prog), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errs := mpiskel("run", "--quiet", src)
	if code != 0 || out != "-3 -1\n" {
		t.Errorf("exit status %d, stdout %q, want -3 -1\n%s", code, out, errs)
	}
}
