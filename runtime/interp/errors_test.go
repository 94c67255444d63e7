// errors_test.go: run-time errors — memory faults, null dereference, unknown externals, division by zero, traps — name the rank, source line and cause.
package interp

import (
	"errors"
	"path/filepath"
	"strings"
	"testing"

	"github.com/llir/llvm/asm"
)

func TestErrorsFromC(t *testing.T) {
	needTools(t, "clang-14")
	for _, tc := range []struct {
		name string
		src  string
		want []string // substrings of the error
	}{
		{"oob", `int main(void) {
  int a[4] = {1, 2, 3, 4};
  volatile int i = 1000;
  int *p = a;
  return p[i];
}`, []string{"rank 3", "oob.c:5:", "invalid read of 4 bytes", "outside stack"}},
		{"heap_global_oob", `int g[10];
int main(void) {
  volatile int i = 10;
  g[i] = 1;
  return 0;
}`, []string{"heap_global_oob.c:4:", "invalid write of 4 bytes", "outside global g of 40 bytes"}},
		{"null", `struct s { int x, y; };
int main(void) {
  struct s *volatile p = 0;
  return p->y;
}`, []string{"null.c:4:", "null pointer dereference"}},
		{"divzero", `int main(void) {
  volatile int z = 0;
  return 10 / z;
}`, []string{"divzero.c:3:", "integer division by zero"}},
		{"intmin", `int main(void) {
  volatile int a = -2147483647 - 1, b = -1;
  return a % b;
}`, []string{"intmin.c:3:", "integer division by zero"}},
		{"unknown", `void mystery(int);
int main(void) {
  mystery(1);
  return 0;
}`, []string{"unknown.c:3:", "unknown external function mystery"}},
		{"refused", `#include <stdio.h>
int main(void) {
  FILE *f = popen("ls", "r");
  return f == 0;
}`, []string{"refused.c:3:", "mpiskel does not implement popen (a rank cannot start other processes)"}},
		{"badfnptr", `int main(void) {
  int (*volatile f)(void) = (int (*)(void))0x1234;
  return f();
}`, []string{"badfnptr.c:3:", "not the address of a function"}},
		{"stackoverflow", `int down(int n) { volatile char pad[4096]; pad[0] = (char)n; return n ? down(n + 1) + pad[0] : 0; }
int main(void) { return down(1); }`, []string{"stack overflow"}},
		{"trap", `int main(void) { __builtin_trap(); }`, []string{"trap.c:1:", "trap"}},
		{"constwrite", `const int k[2] = {1, 2};
int main(void) {
  int *volatile p = (int *)k;
  p[1] = 5;
  return k[1];
}`, []string{"constwrite.c:4:", "write to constant k"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			src := filepath.Join(dir, tc.name+".c")
			if err := writeFile(src, tc.src); err != nil {
				t.Fatal(err)
			}
			ll := clangIR(t, src, filepath.Join(dir, tc.name+".ll"), "-O0", "-g")
			m, err := asm.ParseString(tc.name+".ll", ll)
			if err != nil {
				t.Fatal(err)
			}
			prog, err := Compile(m, Options{})
			if err != nil {
				t.Fatal(err)
			}
			p, err := prog.NewProcess(3, []string{tc.name}, &checkHost{})
			if err != nil {
				t.Fatal(err)
			}
			_, err = p.Run()
			var e *Error
			if !errors.As(err, &e) {
				t.Fatalf("Run returned %v, want an *Error", err)
			}
			if e.Rank != 3 {
				t.Errorf("rank %d, want 3", e.Rank)
			}
			msg := err.Error()
			for _, w := range tc.want {
				if !strings.Contains(msg, w) {
					t.Errorf("error %q does not contain %q", msg, w)
				}
			}
			if _, err2 := p.Run(); err2 == nil {
				t.Errorf("a failed process ran again")
			}
		})
	}
}

func TestErrorsWithoutDebugInfo(t *testing.T) {
	res := runIR(t, `
define i32 @main() {
entry:
  %p = inttoptr i64 0 to i32*
  %v = load i32, i32* %p
  ret i32 %v
}`)
	if res.err == nil || !strings.Contains(res.err.Error(), "main: invalid read of 4 bytes at 0x0: null pointer dereference") {
		t.Errorf("got %v", res.err)
	}
	res = runIR(t, `
declare i32 @llvm.bogus.intrinsic(i32)
declare void @never_called()
define i32 @main() {
  %a = call i32 @llvm.bogus.intrinsic(i32 1)
  ret i32 %a
}`)
	if res.err == nil || !strings.Contains(res.err.Error(), "unsupported intrinsic llvm.bogus.intrinsic") {
		t.Errorf("got %v", res.err)
	}
	res = runIR(t, `
define i32 @main() {
  unreachable
}`)
	if res.err == nil || !strings.Contains(res.err.Error(), "unreachable") {
		t.Errorf("got %v", res.err)
	}
}
