// Tests of the front end itself: error positions and collection, unsupported constructs, lowering decisions.
package c

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/mpiskel/mpiskel/frontend"
)

// compileOK compiles src as t.c and fails the test on any error.
func compileOK(t *testing.T, src string, opts Options) *frontend.Program {
	t.Helper()
	prog, err := Compile("t.c", []byte(src), opts)
	if err != nil {
		t.Fatalf("compile:\n%v\nsource:\n%s", err, src)
	}
	return prog
}

// compileErrors compiles src as t.c and returns its errors, one a line.
func compileErrors(t *testing.T, src string) []string {
	t.Helper()
	_, err := Compile("t.c", []byte(src), Options{})
	if err == nil {
		t.Fatalf("compiled without error:\n%s", src)
	}
	list, ok := err.(ErrorList)
	if !ok {
		t.Fatalf("error of type %T, want ErrorList: %v", err, err)
	}
	var lines []string
	for _, e := range list {
		lines = append(lines, e.Error())
	}
	return lines
}

func sameLines(t *testing.T, got, want []string) {
	t.Helper()
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("errors:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// TestUnsupportedErrors: each construct the lowering refuses is reported at
// its own file:line:col, and every one is reported, not just the first.
func TestUnsupportedErrors(t *testing.T) {
	src := `int f(void) {
  _Complex double z = 1.0;
  return 0;
}
void h(void) {
  void *l = &&x;
  goto *l;
x:;
}
int k(int *p) { return __sync_fetch_and_add(p, 1); }
int a(int *p) { return __atomic_load_n(p, 5); }
int main(void) {
  __asm__("nop");
  return 0;
}
`
	sameLines(t, compileErrors(t, src), []string{
		"t.c:2:3: unsupported: type _Complex double",
		"t.c:6:13: unsupported: address of a label",
		"t.c:7:3: unsupported: computed goto",
		"t.c:10:24: unsupported: atomic builtin __sync_fetch_and_add",
		"t.c:11:24: unsupported: atomic builtin __atomic_load_n",
		"t.c:13:3: unsupported: asm statement",
	})
}

// TestComplexOperatorsUnsupported: complex parameters and __real__ are
// refused where they stand.
func TestComplexOperatorsUnsupported(t *testing.T) {
	got := compileErrors(t, "double m(_Complex double w) {\n  return __real__ w;\n}\n")
	sameLines(t, got, []string{
		"t.c:1:1: unsupported: type _Complex double",
		"t.c:1:8: unsupported: type _Complex double",
		"t.c:2:10: unsupported: complex numbers",
	})
}

// TestTypeErrors: the type checker's errors keep their positions, lose
// cc/v4's internal notes, and are all reported.
func TestTypeErrors(t *testing.T) {
	src := `int f(void) {
  return y + 1;
}
struct s { int a; };
int g(struct s v) { return v.b; }
`
	sameLines(t, compileErrors(t, src), []string{
		"t.c:2:10: undefined: y",
		"t.c:2:12: invalid operands: <invalid type> and int",
		"t.c:5:29: type struct s {a int} has no member named b",
	})
}

// TestLvalueErrors: an assignment or increment whose target is not an
// lvalue is reported where gcc reports it; cc/v4's checker said
// "internal error: CastExpressionCast", with no position (issue 28).
func TestLvalueErrors(t *testing.T) {
	src := `int f(void);
int main(void) {
  int x = 0, a[2];
  ((long)x) = 1;
  (a[0] + 1)++;
  f() = 3;
  x += 1, a[1] = 2, *a = 3;
  return x;
}
`
	sameLines(t, compileErrors(t, src), []string{
		"t.c:4:13: lvalue required as left operand of assignment",
		"t.c:5:13: lvalue required as operand of increment or decrement",
		"t.c:6:7: lvalue required as left operand of assignment",
	})
}

// TestAddressOfNonLvalue: & of what is not an lvalue is reported where
// gcc reports it. cc/v4's checker said "internal error:
// PostfixExpressionCall" with no position for '&f()' (found by FuzzCompile),
// and took '&(int)x' and '&1', which the lowering called unsupported.
func TestAddressOfNonLvalue(t *testing.T) {
	src := `struct s { int a; int b : 3; } h(void), v;
int *f(int x) {
  int *p = &h().a;
  p = &(x + 1);
  p = &(int)x;
  p = &1;
  p = &v.b;
  return p;
}
`
	sameLines(t, compileErrors(t, src), []string{
		"t.c:3:12: lvalue required as unary '&' operand",
		"t.c:4:7: lvalue required as unary '&' operand",
		"t.c:5:7: lvalue required as unary '&' operand",
		"t.c:6:7: lvalue required as unary '&' operand",
	})
	// Without cc/v4's internal error, the lowering finds the rest.
	sameLines(t, compileErrors(t, strings.Replace(strings.Replace(src, "&h().a", "0", 1), "&(x + 1)", "p", 1)), []string{
		"t.c:5:7: lvalue required as unary '&' operand",
		"t.c:6:7: lvalue required as unary '&' operand",
		"t.c:7:7: cannot take the address of a bit-field",
	})
}

// TestPositionlessNotesDropped: cc/v4 follows an error in an initializer's
// expression with a positionless "TODO *cc.PredefinedType <- *cc.InvalidType"
// (found by FuzzCompile); the error is all the user sees.
func TestPositionlessNotesDropped(t *testing.T) {
	sameLines(t, compileErrors(t, "int f(void) { static int n = K; return n++; }\n"), []string{
		"t.c:1:30: undefined: K",
	})
}

// TestParserPanic: cc/v4's parser panics on an initializer list whose first
// element cannot start one when a comma follows (found by FuzzCompile); the
// error it had found is reported, at its place, not the panic.
func TestParserPanic(t *testing.T) {
	sameLines(t, compileErrors(t, "#include <stdio.h>\nint x;\nint a[2][2] = {\n  { ), 2 }, { 3, 4 } };\n"), []string{
		"t.c:4:5: unexpected ')', expected designation or initializer",
	})
}

// TestBadConstants: a malformed floating constant is reported at its place
// (cc/v4's checker said "TODO *cc.PrimaryExpression PrimaryExpressionFloat
// 1.5q FERR ...", with no position; found by FuzzCompile), and a malformed
// integer constant without strconv's words.
func TestBadConstants(t *testing.T) {
	sameLines(t, compileErrors(t, "#define Z 1e\ndouble d = 1.5q;\ndouble z = Z;\ndouble w = 2J5ULL;\n"), []string{
		"t.c:2:12: invalid floating constant '1.5q'",
		"t.c:3:12: invalid floating constant '1e'",
		"t.c:4:12: invalid floating constant '2J5ULL'",
	})
	sameLines(t, compileErrors(t, "int a = 12abc;\n"), []string{"t.c:1:9: invalid integer constant"})
	sameLines(t, compileErrors(t, "int b = 99999999999999999999999;\n"), []string{"t.c:1:9: integer constant is too large for its type"})
}

// TestRedeclarationErrors: a redefinition is reported once, at the second
// definition, and the other declaration's position is not followed by
// cc/v4's stray colon.
func TestRedeclarationErrors(t *testing.T) {
	sameLines(t, compileErrors(t, "int f(void) {\n  int s = 0;\n  double s = 1;\n  return s;\n}\n"), []string{
		"t.c:3:10: multiple definitions of 's', first definition at t.c:2:7",
	})
	sameLines(t, compileErrors(t, "int g(int);\ndouble g(int);\n"), []string{
		"t.c:2:8: conflicting types for 'g', previous declaration at t.c:1:5, function(int) returning int and function(int) returning double",
	})
}

// TestSyntaxErrorPosition: a parse error names the token where it stopped.
func TestSyntaxErrorPosition(t *testing.T) {
	got := compileErrors(t, "int main(void) {\n  int x = ;\n  return x;\n}\n")
	if len(got) == 0 || !strings.HasPrefix(got[0], "t.c:2:11: ") {
		t.Errorf("errors %q, want the first at t.c:2:11", got)
	}
}

// TestErrorInHeader: an error in an included file names that file.
func TestErrorInHeader(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, dir+"/bad.h", "int twice(int x) {\n  return x * undefined_name;\n}\n")
	_, err := Compile(dir+"/m.c", []byte("#include \"bad.h\"\nint main(void) { return twice(2); }\n"), Options{})
	if err == nil || !strings.Contains(err.Error(), dir+"/bad.h:2:14: undefined: undefined_name") {
		t.Errorf("error %v, want bad.h:2:14", err)
	}
}

// TestIncludeAndDefineOptions: -I directories are searched and -D macros
// defined; a bad -D is refused.
func TestIncludeAndDefineOptions(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, dir+"/n.h", "enum { FROM_HEADER = 7 };\n")
	prog := compileOK(t, "#include <n.h>\nint f(void) { return FROM_HEADER + N; }\n",
		Options{IncludePaths: []string{dir}, Defines: []string{"N=35"}})
	if body := funcText(t, prog, "f"); !strings.Contains(body, "ret i32 42") {
		t.Errorf("f:\n%s\nwant ret i32 42", body)
	}
	if _, err := Compile("t.c", []byte("int x;"), Options{Defines: []string{"=1"}}); err == nil {
		t.Error("-D =1 accepted")
	}
}

// funcText is the printed IR of function name.
func funcText(t *testing.T, prog *frontend.Program, name string) string {
	t.Helper()
	for _, f := range prog.Module.Funcs {
		if f.Name() == name {
			return f.LLString()
		}
	}
	t.Fatalf("no function %s in\n%s", name, prog.Module)
	return ""
}

// TestLoweringDecisions checks the instruction each C rule must produce.
func TestLoweringDecisions(t *testing.T) {
	for _, tc := range []struct {
		name, src string
		want      []string // regular expressions the function's IR must match
		not       []string // and must not
	}{
		{"unsigned division", "unsigned f(unsigned a, unsigned b) { return a / b + a % b; }",
			[]string{`udiv i32`, `urem i32`}, []string{`sdiv`, `srem`}},
		{"signed division", "int f(int a, int b) { return a / b + a % b; }",
			[]string{`sdiv i32`, `srem i32`}, []string{`udiv`}},
		{"signed right shift", "int f(int a, int n) { return a >> n; }", []string{`ashr i32`}, []string{`lshr`}},
		{"unsigned right shift", "unsigned f(unsigned a, int n) { return a >> n; }", []string{`lshr i32`}, []string{`ashr`}},
		{"shift count converted to the left operand's type", "long f(long a, char n) { return a << n; }",
			[]string{`sext i8 %\S+ to i64`, `shl i64`}, nil},
		{"char promoted to int", "int f(char a, char b) { return a + b; }",
			[]string{`sext i8 %\S+ to i32`, `add i32`}, nil},
		{"unsigned char promoted with zext", "int f(unsigned char a) { return a + 1; }",
			[]string{`zext i8 %\S+ to i32`}, []string{`sext`}},
		{"usual conversions: int to unsigned compare", "int f(unsigned a, int b) { return a < b; }",
			[]string{`icmp ult i32`}, []string{`icmp slt`}},
		{"usual conversions: int with long", "long f(int a, long b) { return a * b; }",
			[]string{`sext i32 %\S+ to i64`, `mul i64`}, nil},
		{"double to unsigned long", "unsigned long f(double d) { return d; }", []string{`fptoui double %\S+ to i64`}, nil},
		{"double to int", "int f(double d) { return d; }", []string{`fptosi double %\S+ to i32`}, nil},
		{"unsigned to float", "float f(unsigned u) { return u; }", []string{`uitofp i32 %\S+ to float`}, nil},
		{"float != is unordered", "int f(double a, double b) { return a != b; }", []string{`fcmp une double`}, nil},
		{"float < is ordered", "int f(double a, double b) { return a < b; }", []string{`fcmp olt double`}, nil},
		{"pointer difference in elements", "long f(int *p, int *q) { return q - p; }", []string{`ptrtoint`, `sdiv i64 %\S+, 4`}, nil},
		{"pointer arithmetic by gep", "int *f(int *p, int i) { return p + i; }", []string{`getelementptr i32, i32\* %\S+, i64`}, nil},
		{"_Bool conversion tests != 0", "_Bool f(int x) { return x; }", []string{`icmp ne i32 %\S+, 0`, `zext i1 %\S+ to i8`}, nil},
		{"long double is x86_fp80", "long double f(long double a, long double b) { return a * b; }", []string{`fmul x86_fp80`}, nil},
		{"&& short-circuits", "int g(void); int f(int a) { return a && g(); }", []string{`br i1`, `phi i32`}, nil},
		{"scalars in SSA", "int f(int n) { int s = 0; for (int i = 0; i < n; i++) s += i; return s; }",
			[]string{`phi i32`}, []string{`alloca`, `load`, `store`}},
		{"address-taken local stays in memory", "void g(int *); int f(void) { int x = 1; g(&x); return x; }",
			[]string{`alloca i32`, `store i32 1`, `load i32`}, nil},
		{"volatile local stays in memory", "int f(void) { volatile int x = 1; return x; }",
			[]string{`alloca i32`, `load volatile i32`}, nil},
		{"switch", "int f(int x) { switch (x) { case 1: return 10; case 3: return 30; } return 0; }",
			[]string{`switch i32 %\S+, label %\S+ \[`, `i32 1, label`, `i32 3, label`}, nil},
		{"sizeof of a VLA at run time", "unsigned long f(int n) { int a[n][3]; return sizeof a; }",
			[]string{`mul i64 %\S+, 3`, `alloca i32, i64`}, nil},
		{"static local is a global", "int f(void) { static int n; return ++n; }",
			[]string{`load i32, i32\* @f\.n`}, []string{`alloca`}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			body := funcText(t, compileOK(t, tc.src, Options{}), "f")
			for _, w := range tc.want {
				if !regexp.MustCompile(w).MatchString(body) {
					t.Errorf("IR lacks %s:\n%s", w, body)
				}
			}
			for _, n := range tc.not {
				if regexp.MustCompile(n).MatchString(body) {
					t.Errorf("IR has %s:\n%s", n, body)
				}
			}
		})
	}
}

// TestNoMem2Reg: the option keeps locals in their allocas.
func TestNoMem2Reg(t *testing.T) {
	src := "int f(int n) { int s = 0; for (int i = 0; i < n; i++) s += i; return s; }"
	body := funcText(t, compileOK(t, src, Options{NoMem2Reg: true}), "f")
	if strings.Count(body, "alloca i32") != 3 || strings.Contains(body, "phi") {
		t.Errorf("want 3 allocas (n, s, i) and no phi:\n%s", body)
	}
}

// TestEveryFunctionTerminated: llir would print an invalid module if a
// block lacked a terminator; unreachable code after return is dropped.
func TestEveryFunctionTerminated(t *testing.T) {
	prog := compileOK(t, `int f(int x) {
  if (x) return 1; else return 2;
  x++;
lab:
  return 3;
}
void g(void) { for (;;) ; }
int main(void) { }
`, Options{})
	for _, f := range prog.Module.Funcs {
		for _, b := range f.Blocks {
			if b.Term == nil {
				t.Errorf("%s: block %s has no terminator", f.Name(), b.Ident())
			}
		}
	}
	if body := funcText(t, prog, "main"); !strings.Contains(body, "ret i32 0") {
		t.Errorf("main falling off its end must return 0:\n%s", body)
	}
	if body := funcText(t, prog, "f"); strings.Contains(body, "ret i32 3") {
		t.Errorf("unreachable return 3 kept:\n%s", body)
	}
}

func writeFile(t *testing.T, path, text string) {
	t.Helper()
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}

// gccAndLLI runs the C file path (text src) built by gcc -O0 and compiled
// by the front end and run by lli-14, and returns the two outputs. The
// build files go to dir, named after stem; with verify the IR must pass
// opt-14 -verify first.
func gccAndLLI(t *testing.T, dir, stem, path string, src []byte, verify bool) (want, got string) {
	t.Helper()
	bin := filepath.Join(dir, stem)
	if out, err := exec.Command("gcc", "-O0", "-w", "-o", bin, path).CombinedOutput(); err != nil {
		t.Fatalf("%s: gcc: %v\n%s", stem, err, out)
	}
	native, err := exec.Command(bin).Output()
	if err != nil {
		t.Fatalf("%s: native run: %v", stem, err)
	}
	prog, err := Compile(path, src, Options{})
	if err != nil {
		t.Fatalf("%s: compile: %v", stem, err)
	}
	ll := filepath.Join(dir, stem+".ll")
	writeFile(t, ll, prog.Module.String())
	if verify {
		if out, err := exec.Command("opt-14", "-verify", "-o", os.DevNull, ll).CombinedOutput(); err != nil {
			t.Fatalf("%s: opt-14 -verify: %v\n%s", stem, err, out)
		}
	}
	ir, err := exec.Command("lli-14", ll).Output()
	if err != nil {
		t.Fatalf("%s: lli-14: %v", stem, err)
	}
	return string(native), string(ir)
}

// TestEndOfFileInsideConstruct: inputs that made cc/v4's parser loop
// forever (found by FuzzCompile) end with errors, the last one at the end
// of the file.
func TestEndOfFileInsideConstruct(t *testing.T) {
	for src, want := range map[string]string{
		"int *":           "t.c:1:6: unexpected end of file",
		"int *;":          "t.c:1:7: unexpected end of file",
		"void f(int *;":   "t.c:1:14: unexpected end of file",
		"int a[const ;":   "t.c:1:14: unexpected end of file",
		"int *;\n#if 0\n": "t.c:3:1: unexpected end of file",
	} {
		done := make(chan []string, 1)
		go func() {
			_, err := Compile("t.c", []byte(src), Options{})
			var lines []string
			if list, ok := err.(ErrorList); ok {
				for _, e := range list {
					lines = append(lines, e.Error())
				}
			}
			done <- lines
		}()
		select {
		case got := <-done:
			if len(got) == 0 || got[len(got)-1] != want {
				t.Errorf("%q: errors %q, want the last to be %q", src, got, want)
			}
		case <-time.After(30 * time.Second):
			t.Fatalf("%q: the parser did not stop", src)
		}
	}
}

// TestVLAReleasedAtScopeExit: a VLA's stack space is saved before it and
// restored where its block ends and where break or continue leave it.
func TestVLAReleasedAtScopeExit(t *testing.T) {
	body := funcText(t, compileOK(t, `int f(int n) {
  int s = 0;
  for (int r = 0; r < n; r++) {
    int a[n];
    a[0] = r;
    if (r == 2) continue;
    if (r == 5) break;
    s += a[0];
  }
  return s;
}`, Options{}), "f")
	if got := strings.Count(body, "call i8* @llvm.stacksave()"); got != 1 {
		t.Errorf("%d stacksaves, want 1:\n%s", got, body)
	}
	if got := strings.Count(body, "call void @llvm.stackrestore(i8* "); got != 3 {
		t.Errorf("%d stackrestores, want 3 (block end, continue, break):\n%s", got, body)
	}
	// A block without a VLA saves nothing.
	body = funcText(t, compileOK(t, "int f(int n) { int a[4]; for (int i = 0; i < n; i++) { a[i & 3] = i; } return a[0]; }", Options{}), "f")
	if strings.Contains(body, "stacksave") || strings.Contains(body, "stackrestore") {
		t.Errorf("stack saved without a VLA:\n%s", body)
	}
}

// TestSwitchExtremeCases: case labels at the ends of long long's range, an
// empty GNU range and a range too wide to list compile (the first used to
// loop forever).
func TestSwitchExtremeCases(t *testing.T) {
	body := funcText(t, compileOK(t, `int f(long long k) {
  switch (k) {
  case 0x7fffffffffffffffLL: return 1;
  case -0x7fffffffffffffffLL - 1: return 2;
  case 5 ... 1: return 3;
  }
  return 0;
}`, Options{}), "f")
	if !strings.Contains(body, "i64 u0x7FFFFFFFFFFFFFFF, label") || !strings.Contains(body, "i64 -9223372036854775808, label") {
		t.Errorf("extreme case values missing:\n%s", body)
	}
	got := compileErrors(t, "int f(long long k) {\n  switch (k) {\n  case 0 ... 0x7fffffffffffffffLL: return 1;\n  }\n  return 0;\n}\n")
	sameLines(t, got, []string{"t.c:3:3: unsupported: case range of more than 4096 values"})
}

// TestBitFieldLayoutABI: a bit-field packs into the storage unit after a
// narrower member (x86-64 SysV), where cc/v4 starts it at the next unit of
// its type; sizeof, _Alignof and offsetof follow the ABI's layout.
func TestBitFieldLayoutABI(t *testing.T) {
	prog := compileOK(t, `struct bits { char c; unsigned long long f : 19; int i; };
unsigned long size(void) { return sizeof(struct bits); }
unsigned long align(void) { return _Alignof(struct bits); }
unsigned long offi(void) { return __builtin_offsetof(struct bits, i); }
unsigned long arr(void) { struct bits a[3]; return sizeof a; }
int get(struct bits *b) { return b->f; }
static unsigned long staticSize = sizeof(struct bits);
unsigned long *keep(void) { return &staticSize; }`, Options{})
	for name, want := range map[string]string{"size": "ret i64 8", "align": "ret i64 8", "arr": "ret i64 24"} {
		if body := funcText(t, prog, name); !strings.Contains(body, want) {
			t.Errorf("%s: want %q in\n%s", name, want, body)
		}
	}
	for _, g := range prog.Module.Globals {
		if g.Name() == "staticSize" && !strings.Contains(g.Init.String(), `c"\08\00\00\00\00\00\00\00"`) {
			t.Errorf("static sizeof: %s", g.Init)
		}
	}
	// offsetof reaches i through the LLVM struct, where it sits at byte 4.
	if !strings.Contains(prog.Module.String(), "%struct.bits = type <{ i8, [3 x i8], i32 }>") {
		t.Errorf("struct type:\n%s", prog.Module)
	}
	// f is read from the 8-byte unit at offset 0, bits 8 to 26.
	if body := funcText(t, prog, "get"); !strings.Contains(body, "load i64") || !strings.Contains(body, "shl i64 %") {
		t.Errorf("get:\n%s", body)
	}
}

// TestBoolBitField: a _Bool bit-field is read without sign extension and
// stores whether the value is non-zero.
func TestBoolBitField(t *testing.T) {
	body := funcText(t, compileOK(t, "struct s { _Bool f : 1; int g : 3; };\nint f(struct s *p, int v) { p->f = v; return p->f + p->g; }", Options{}), "f")
	for _, w := range []string{`icmp ne i32 %\S+, 0`, `lshr i8 %\S+, 7`, `ashr i32 %\S+, 29`} {
		if !regexp.MustCompile(w).MatchString(body) {
			t.Errorf("IR lacks %s:\n%s", w, body)
		}
	}
}

// TestSizeofArrayParameter: a parameter declared as an array is a pointer,
// whatever cc/v4 folds its sizeof to.
func TestSizeofArrayParameter(t *testing.T) {
	prog := compileOK(t, "unsigned long f(int a[10]) { return sizeof a; }\nunsigned long g(void) { int a[10]; return sizeof a; }", Options{})
	if body := funcText(t, prog, "f"); !strings.Contains(body, "ret i64 8") {
		t.Errorf("sizeof of an array parameter:\n%s", body)
	}
	if body := funcText(t, prog, "g"); !strings.Contains(body, "ret i64 40") {
		t.Errorf("sizeof of a local array:\n%s", body)
	}
}

// TestPackedBitFields: a packed struct with bit-fields keeps cc/v4's
// packing.
func TestPackedBitFields(t *testing.T) {
	compileOK(t, "struct __attribute__((packed)) p { char c; unsigned long long f : 19; int i; };\nint f(struct p *q) { return q->f + q->i; }", Options{})
}

// TestStaticAddressOfElements: &"abc"[1] initializes a pointer with an
// address (cc/v4 folds it to the character's value), and an object whose
// initializer takes its own address is defined once.
func TestStaticAddressOfElements(t *testing.T) {
	prog := compileOK(t, "static const char *second = &\"abc\"[1];\nstatic char *self[2] = {(char *)&self[1], 0};\nconst char *f(void) { return second; }\nchar **g(void) { return self; }\n", Options{})
	var selfDefs int
	for _, g := range prog.Module.Globals {
		switch g.Name() {
		case "self":
			selfDefs++
			if g.Init == nil {
				t.Errorf("@self is only declared")
			}
		case "second":
			if s := g.Init.String(); !strings.Contains(s, "getelementptr") || !strings.Contains(s, "i64 1") {
				t.Errorf("@second = %s, want the address of the literal's second char", s)
			}
		}
	}
	if selfDefs != 1 {
		t.Errorf("@self defined %d times", selfDefs)
	}
}

// TestVLASizesAgainstGCC: array sizes of VLA objects, typedefs, pointers to
// VLA rows and VLA parameters are evaluated once where declared and used in
// other blocks; the IR passes opt-14 -verify and prints what gcc's build
// prints under lli-14.
func TestVLASizesAgainstGCC(t *testing.T) {
	for _, tool := range []string{"gcc", "lli-14", "opt-14"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("%s not found: the VLA test needs it", tool)
		}
	}
	dir := t.TempDir()
	name := filepath.Join("testdata", "vla_sizes.c")
	src, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	want, got := gccAndLLI(t, dir, "vla", name, src, true)
	if got != want {
		t.Errorf("output differs from gcc's; first difference:\n%s", firstDiff(want, got))
	}
}
