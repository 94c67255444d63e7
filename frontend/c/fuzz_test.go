// FuzzCompile: malformed C must give errors, never a panic or an internal error.
package c

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// fuzzSeeds are small programs touching each part of the lowering, so that
// mutations start close to every code path.
var fuzzSeeds = []string{
	"int main(void) { return 0; }",
	"int f(int a, int b) { return a / b + a % b << 2 >> 1; }",
	"unsigned g(unsigned x) { return x * 3u - (x >> 31); }",
	"struct s { int a : 3; unsigned b : 5; char c; } v = { .b = 2, .a = -1 };",
	"union u { int i; float f; double d[2]; }; int h(union u x) { return x.i; }",
	"int a[3][4] = { [1][2] = 5, { 1, 2 } }; int *p = &a[1][1];",
	"int v(int n) { int a[n][n]; a[n-1][0] = 1; return sizeof a; }",
	"#include <stdarg.h>\nint s(int n, ...) { va_list ap; va_start(ap, n); int r = va_arg(ap, int); va_end(ap); return r; }",
	"int sw(int x) { switch (x) { case 1: return 2; case 2 ... 5: x++; default: break; } return x; }",
	"int gt(int x) { again: if (x-- > 0) goto again; return x ? x : -x; }",
	"static int counter(void) { static int n = 1; return n++; }",
	"typedef int (*fp)(int); int ap(fp f, int x) { return f(x), f(x + 1); }",
	"char *s = \"abc\" \"def\"; const char t[] = \"xy\"; long double ld = 1.5L;",
	"struct p { int x, y; }; int cl(void) { return ((struct p){ .y = 3 }).y + _Alignof(struct p); }",
	"enum e { A, B = 5, C }; int en(enum e x) { return x == C; }",
	"float ff(double d) { return (float)d + (int)d + (unsigned long)d; }",
	"int ptr(int *p, int *q) { return q - p + (p < q) + !p; }",
	"#include <mpi.h>\nint main(int c, char **v) { MPI_Init(&c, &v); int r; MPI_Comm_rank(MPI_COMM_WORLD, &r); MPI_Finalize(); return r; }",
	"_Complex double z;",
	"int at(_Atomic int *p) { return *p; }",
	"void cg(void) { void *l = &&x; goto *l; x: ; }",
	"int bad( { return }",
	"struct { int a[]; } f;",
}

// seedFiles are the repository's C programs that seed the fuzzer: the test
// apps, the differential programs, the error cases. Those over maxSeedBytes
// are left out: the mutator spends its time on bytes, and the large ones
// repeat the small ones' constructs.
func seedFiles(f *testing.F) [][]byte {
	const maxSeedBytes = 16 << 10
	var seeds [][]byte
	// testdata/apps, cprogs, errors, emit/c, transform, slice, ...
	for _, pattern := range []string{"../../testdata/*/*.c", "../../testdata/*/*/*.c", "testdata/*.c"} {
		files, err := filepath.Glob(pattern)
		if err != nil {
			f.Fatal(err)
		}
		for _, file := range files {
			b, err := os.ReadFile(file)
			if err != nil {
				f.Fatal(err)
			}
			if len(b) <= maxSeedBytes {
				seeds = append(seeds, b)
			}
		}
	}
	if len(seeds) == 0 {
		f.Fatal("no seed programs found")
	}
	return seeds
}

// fuzzing is whether go test was given -fuzz. The file seeds took 13-20 s
// together on a loaded 2-core VM: a plain go test runs the inline seeds and
// the recorded crashers (testdata/fuzz) only, as other tests compile the
// same programs.
func fuzzing() bool {
	fl := flag.Lookup("test.fuzz")
	return fl != nil && fl.Value.String() != ""
}

func FuzzCompile(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add([]byte(s))
	}
	if fuzzing() {
		for _, b := range seedFiles(f) {
			f.Add(b)
		}
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		prog, err := Compile("fuzz.c", src, Options{})
		if err != nil {
			if strings.Contains(err.Error(), "internal error") {
				t.Fatalf("internal error on\n%s\n%v", src, err)
			}
			list, ok := err.(ErrorList)
			if !ok || len(list) == 0 {
				t.Fatalf("error is not a non-empty ErrorList: %T %v", err, err)
			}
			// A user error names its place (the user's file, or a header
			// it broke); one without is the front end's to fix.
			for _, e := range list {
				if e.File == "" || e.Line < 1 || e.Col < 1 || strings.TrimSpace(e.Msg) == "" {
					t.Fatalf("error without file:line:col or message: %q (%+v) on\n%s", e.Error(), *e, src)
				}
			}
			return
		}
		// The IR must print: llir panics on malformed modules.
		_ = prog.Module.String()
	})
}
