// Tests of the C calling convention of external functions taking or returning aggregates, against clang-14's declarations.
package c

import (
	"os/exec"
	"regexp"
	"strings"
	"testing"
)

const abiSource = `typedef struct { int a, b; } S8;
typedef struct { int a, b, c; } S12;
typedef struct { long a, b; } S16;
typedef struct { double x, y; } D2;
typedef struct { float x, y, z; } F3;
typedef struct { char c[3]; } C3;
typedef struct { double d; int i; } DI;
typedef struct { long a, b, c; } S24;
typedef struct { float f; } F1;
typedef union { int i; float f; } U;
S8 f8(S8, int);
S12 f12(S12);
S16 f16(S16);
D2 fd2(D2);
F3 ff3(F3);
C3 fc3(C3);
DI fdi(DI);
S24 f24(S24, S24);
F1 ff1(F1);
U fu(U);
void use(void) {
  S8 a = {1, 2}; S12 b = {0}; S16 c = {0}; D2 d = {0}; F3 e = {0}; C3 g = {0}; DI h = {0}; S24 k = {0}; F1 l = {0}; U u = {0};
  a = f8(a, 1); b = f12(b); c = f16(c); d = fd2(d); e = ff3(e); g = fc3(g); h = fdi(h); k = f24(k, k); l = ff1(l); u = fu(u);
}
`

// abiDeclares are the declarations clang-14 -O0 writes for abiSource, with
// parameter names, noundef, alignments and struct names left out.
var abiDeclares = []string{
	"declare i64 @f8(i64, i32)",
	"declare { i64, i32 } @f12(i64, i32)",
	"declare { i64, i64 } @f16(i64, i64)",
	"declare { double, double } @fd2(double, double)",
	"declare { <2 x float>, float } @ff3(<2 x float>, float)",
	"declare i24 @fc3(i24)",
	"declare { double, i32 } @fdi(double, i32)",
	"declare void @f24(%S* sret(%S), %S* byval(%S), %S* byval(%S))",
	"declare float @ff1(float)",
	"declare i32 @fu(i32)",
}

var (
	abiNoise   = regexp.MustCompile(` noundef| #[0-9]+| align [0-9]+| %[0-9]+\b`)
	abiStructs = regexp.MustCompile(`%(struct|union)\.[A-Za-z0-9.]+`)
)

// userDeclares lists the declarations of non-intrinsic functions in IR text.
func userDeclares(ir string) []string {
	var out []string
	for _, line := range strings.Split(ir, "\n") {
		if strings.HasPrefix(line, "declare ") && !strings.Contains(line, "@llvm.") {
			line = abiNoise.ReplaceAllString(line, "")
			out = append(out, abiStructs.ReplaceAllString(line, "%S"))
		}
	}
	return out
}

// TestExternalAggregateABI: external functions are declared, and called, as
// clang-14 declares them for x86-64.
func TestExternalAggregateABI(t *testing.T) {
	prog := compileOK(t, abiSource, Options{})
	got := userDeclares(prog.Module.String())
	if strings.Join(got, "\n") != strings.Join(abiDeclares, "\n") {
		t.Errorf("declarations:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(abiDeclares, "\n"))
	}
	body := funcText(t, prog, "use")
	for _, w := range []string{`call i64 @f8\(i64 %\S+, i32 1\)`, `call void @f24\(%\S+\* %\S+, %\S+\* %\S+, %\S+\* %\S+\)`} {
		if !regexp.MustCompile(w).MatchString(body) {
			t.Errorf("use lacks %s:\n%s", w, body)
		}
	}
}

// TestExternalAggregateABIClang checks abiDeclares against clang-14 itself.
func TestExternalAggregateABIClang(t *testing.T) {
	clang, err := exec.LookPath("clang-14")
	if err != nil {
		t.Skip("clang-14 not installed")
	}
	cmd := exec.Command(clang, "-S", "-emit-llvm", "-O0", "-x", "c", "-", "-o", "-")
	cmd.Stdin = strings.NewReader(abiSource)
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("clang-14: %v", err)
	}
	if got := userDeclares(string(out)); strings.Join(got, "\n") != strings.Join(abiDeclares, "\n") {
		t.Errorf("clang-14 declares:\n%s\nthe test expects:\n%s", strings.Join(got, "\n"), strings.Join(abiDeclares, "\n"))
	}
}
