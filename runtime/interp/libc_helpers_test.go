// Test helpers for the libc tests: a Process without a program, C strings in its memory, and a gcc oracle.
package interp

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// libcTestProcess is a Process with only memory and stdio, enough to drive
// libc functions directly.
func libcTestProcess() (*Process, *bytes.Buffer, *bytes.Buffer) {
	var out, errOut bytes.Buffer
	p := &Process{Mem: NewMemory(), Out: &out, ErrOut: &errOut, Env: map[string]string{}}
	return p, &out, &errOut
}

// cstr maps s as a NUL-terminated string in a global segment of its own.
func cstr(t testing.TB, p *Process, s string) uint64 {
	t.Helper()
	addr := Addr(p.Mem.MapFixed(len(s)+1, SegGlobal, "test string"), 0)
	if err := p.writeString(addr, s); err != nil {
		t.Fatal(err)
	}
	return addr
}

// buffer maps n zeroed bytes.
func buffer(p *Process, n int) uint64 { return Addr(p.Mem.MapFixed(n, SegGlobal, "test buffer"), 0) }

// call runs the libc function name and fails the test on a Go error.
func call(t testing.TB, p *Process, name string, args ...uint64) uint64 {
	t.Helper()
	fn, ok := libcFuncs[name]
	if !ok {
		t.Fatalf("%s is not registered", name)
	}
	r, err := fn(p, args)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return r
}

// gccOutput compiles C source natively with gcc (builtins off, so glibc
// itself answers) and returns the program's stdout; the test is skipped
// when gcc is not installed.
func gccOutput(t testing.TB, src string, extraFlags ...string) []byte {
	t.Helper()
	gcc, err := exec.LookPath("gcc")
	if err != nil {
		t.Skip("gcc not found: the glibc oracle needs it")
	}
	dir := t.TempDir()
	c := filepath.Join(dir, "oracle.c")
	bin := filepath.Join(dir, "oracle")
	if err := os.WriteFile(c, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	args := append([]string{"-O0", "-w", "-fno-builtin", "-o", bin, c}, extraFlags...)
	args = append(args, "-lm")
	if out, err := exec.Command(gcc, args...).CombinedOutput(); err != nil {
		t.Fatalf("gcc: %v\n%s", err, out)
	}
	out, err := exec.Command(bin).Output()
	if err != nil {
		t.Fatalf("running the gcc-built oracle: %v", err)
	}
	return out
}

// cQuote writes s as a C string literal.
func cQuote(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '"' || c == '\\':
			b.WriteByte('\\')
			b.WriteByte(c)
		case c < 32 || c >= 127:
			b.WriteString("\\" + string(rune('0'+c>>6)) + string(rune('0'+c>>3&7)) + string(rune('0'+c&7)))
		default:
			b.WriteByte(c)
		}
	}
	b.WriteByte('"')
	return b.String()
}
