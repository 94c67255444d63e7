// Tests of stdlib.h: number parsing and rand against glibc, the heap, qsort and bsearch, exit, getenv, assert.
package interp

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"math"
	"strings"
	"testing"
)

var numberInputs = []string{
	"0", "42", "-42", "+17", "  \t\n 12abc", "0x1A", "0X1a", "0x", "0xg", "0x1p3", "077", "08", "0b101",
	"9223372036854775807", "9223372036854775808", "-9223372036854775808", "-9223372036854775809",
	"18446744073709551615", "18446744073709551616", "-1", "99999999999999999999999", "zz", "z", "",
	"   ", "-", "+-3", "1e10", "1.5", ".5", "-.5e-3", "5.", ".", "e5", "1e", "1e+", "1e-2x", "0x1.8p1",
	"0x.8", "0x1.", "0X1P-2", "0x1p", "0x1p+", "-0x10", "inf", "-INF", "infinity", "Infinityx", "infin",
	"nan", "-nan", "NaN(123)", "nan(", "nan()", "nan(0x7)x", "1e308", "1e309", "-1e309", "1e-308",
	"4.9e-324", "2e-324", "1e-400", "-1e-400", "2.2250738585072011e-308", "0x1p-1074", "0x1.8p-1074",
	"0x1p-1075", "0x1p-1076", "3.4028235e38", "3.4028236e38", "1e39", "1.17549435e-38", "1e-45", "1e-46",
	"123456789012345678901234567890", "0.000000000000000000000000000001e30", "1_000", "12e-2_",
	"0.1000000000000000055511151231257827021181583404541015625", "2.4703282292062327208828439643411068618252990130716238221279284125033775363510437593264991818081799618989828234772285886546332835517796989819938739800539093906315035659515570226392290858392449105184435931802849936536152500319370457678249219365623669863658480757001585769269903706311928279558551332927834338409351978015531246597263579574622766465272827220056374006485499977096599470454020828166226237857393450736339007967761930577506740176324673600968951340535537458516661134223766678604162159680461914467291840300530057530849048765391711386591646239524912623653881879636239373280423891018672348497668235089863388587925628302755995657524455507255189313690836254779186948667994968324049705821028513185451396213837722826145437693412532098591327667236328125e-324",
}

// TestNumberParsingAgainstGlibc compares strtod, strtof, strtol, strtoul
// and atoi on every input: the value's bits, where parsing stopped, errno.
func TestNumberParsingAgainstGlibc(t *testing.T) {
	var src strings.Builder
	src.WriteString(`#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <errno.h>
static void one(const char *s) {
	char *end; union { double d; unsigned long long u; } d; union { float f; unsigned u; } f;
	errno = 0; d.d = strtod(s, &end); printf("strtod %016llx %ld %d\n", d.u, (long)(end - s), errno);
	errno = 0; f.f = strtof(s, &end); printf("strtof %08x %ld %d\n", f.u, (long)(end - s), errno);
	static const int bases[] = {0, 1, 2, 10, 16, 36};
	for (int i = 0; i < 6; i++) { int b = bases[i];
		errno = 0; long l = strtol(s, &end, b); printf("strtol/%d %ld %ld %d\n", b, l, (long)(end - s), errno);
		errno = 0; unsigned long u = strtoul(s, &end, b); printf("strtoul/%d %lu %ld %d\n", b, u, (long)(end - s), errno);
	}
	printf("atoi %d atol %ld\n", atoi(s), atol(s));
}
int main(void) {
`)
	for _, in := range numberInputs {
		src.WriteString("\tone(" + cQuote(in) + ");\n")
	}
	src.WriteString("\treturn 0;\n}\n")
	want := string(gccOutput(t, src.String()))

	var got strings.Builder
	for _, in := range numberInputs {
		p, _, _ := libcTestProcess()
		s := cstr(t, p, in)
		end := buffer(p, 8)
		parsed := func() int64 {
			e, _ := p.Mem.Load(end, 8)
			return int64(e - s)
		}
		errno := func() int32 { e := p.errno(); p.setErrno(0); return e }
		d := call(t, p, "strtod", s, end)
		fmt.Fprintf(&got, "strtod %016x %d %d\n", d, parsed(), errno())
		f := call(t, p, "strtof", s, end)
		fmt.Fprintf(&got, "strtof %08x %d %d\n", math.Float32bits(float32(math.Float64frombits(f))), parsed(), errno())
		for _, b := range []int{0, 1, 2, 10, 16, 36} {
			// An invalid base leaves the end pointer as the last call set it.
			l := call(t, p, "strtol", s, end, uint64(b))
			fmt.Fprintf(&got, "strtol/%d %d %d %d\n", b, int64(l), parsed(), errno())
			u := call(t, p, "strtoul", s, end, uint64(b))
			fmt.Fprintf(&got, "strtoul/%d %d %d %d\n", b, u, parsed(), errno())
		}
		fmt.Fprintf(&got, "atoi %d atol %d\n", int32(call(t, p, "atoi", s)), int64(call(t, p, "atol", s)))
	}
	compareLines(t, got.String(), want, numberInputs, 15)
}

// compareLines reports differing lines, naming the input each belongs to
// (every input produces perInput lines).
func compareLines(t *testing.T, got, want string, inputs []string, perInput int) {
	t.Helper()
	g, w := strings.Split(got, "\n"), strings.Split(want, "\n")
	if len(g) != len(w) {
		t.Fatalf("%d lines, glibc printed %d", len(g), len(w))
	}
	bad := 0
	for i := range g {
		if g[i] != w[i] {
			bad++
			if bad <= 30 {
				in := ""
				if perInput > 0 && i/perInput < len(inputs) {
					in = fmt.Sprintf("input %q: ", inputs[i/perInput])
				}
				t.Errorf("%sgot %q, glibc %q", in, g[i], w[i])
			}
		}
	}
	if bad > 0 {
		t.Errorf("%d of %d lines differ", bad, len(g))
	}
}

// TestRandAgainstGlibc compares rand, random, rand_r and the drand48
// family for several seeds, including none at all.
func TestRandAgainstGlibc(t *testing.T) {
	seeds := []uint32{0, 1, 2, 42, 12345, 0x7fffffff, 0x80000000, 0xdeadbeef, 0xffffffff}
	var src strings.Builder
	src.WriteString(`#include <stdio.h>
#include <stdlib.h>
static void draw(void) { double d = drand48(); long l = lrand48(); long m = mrand48(); printf("%.17g %ld %ld\n", d, l, m); }
int main(void) {
	for (int i = 0; i < 5; i++) printf("%d\n", rand());
	for (int i = 0; i < 3; i++) draw();
`)
	for _, s := range seeds {
		fmt.Fprintf(&src, "\tsrand(%dU); for (int i = 0; i < 40; i++) printf(\"%%d\\n\", rand());\n", s)
		fmt.Fprintf(&src, "\tsrandom(%dU); printf(\"%%ld\\n\", random());\n", s)
		fmt.Fprintf(&src, "\t{ unsigned r = %dU; for (int i = 0; i < 3; i++) printf(\"%%d\\n\", rand_r(&r)); printf(\"%%u\\n\", r); }\n", s)
		fmt.Fprintf(&src, "\tsrand48(%dL); for (int i = 0; i < 2; i++) draw();\n", int32(s))
	}
	src.WriteString("\treturn 0;\n}\n")
	want := string(gccOutput(t, src.String()))

	p, _, _ := libcTestProcess()
	var got strings.Builder
	for i := 0; i < 5; i++ {
		fmt.Fprintf(&got, "%d\n", int32(call(t, p, "rand")))
	}
	drand := func() {
		d := math.Float64frombits(call(t, p, "drand48"))
		l := int64(call(t, p, "lrand48"))
		m := int64(call(t, p, "mrand48"))
		fmt.Fprintf(&got, "%s %d %d\n", sprintfC(t, "%.17g", d), l, m)
	}
	for i := 0; i < 3; i++ {
		drand()
	}
	cell := buffer(p, 4)
	for _, s := range seeds {
		call(t, p, "srand", uint64(s))
		for i := 0; i < 40; i++ {
			fmt.Fprintf(&got, "%d\n", int32(call(t, p, "rand")))
		}
		call(t, p, "srandom", uint64(s))
		fmt.Fprintf(&got, "%d\n", int64(call(t, p, "random")))
		p.Mem.Store(cell, 4, uint64(s))
		for i := 0; i < 3; i++ {
			fmt.Fprintf(&got, "%d\n", int32(call(t, p, "rand_r", cell)))
		}
		r, _ := p.Mem.Load(cell, 4)
		fmt.Fprintf(&got, "%d\n", r)
		call(t, p, "srand48", uint64(int64(int32(s))))
		for i := 0; i < 2; i++ {
			drand()
		}
	}
	compareLines(t, got.String(), want, nil, 0)
}

// sprintfC formats one double with this package's printf.
func sprintfC(t *testing.T, format string, f float64) string {
	p, _, _ := libcTestProcess()
	out, _, err := p.sprintf(format, &directArgs{args: []uint64{math.Float64bits(f)}})
	if err != nil {
		t.Fatal(err)
	}
	return string(out)
}

func TestHeap(t *testing.T) {
	p, _, _ := libcTestProcess()
	a := call(t, p, "malloc", 16)
	if a == 0 || p.Mem.Size(a) != 16 {
		t.Fatalf("malloc(16) = %#x of size %d", a, p.Mem.Size(a))
	}
	p.Mem.Write(a, []byte("0123456789abcdef"))
	b := call(t, p, "realloc", a, 32)
	got, _ := p.Mem.Bytes(b, 32)
	if !bytes.Equal(got[:16], []byte("0123456789abcdef")) || !bytes.Equal(got[16:], make([]byte, 16)) {
		t.Fatalf("realloc lost the contents: %q", got)
	}
	if _, err := p.Mem.Bytes(a, 1); err == nil {
		t.Fatal("realloc left the old block readable")
	}
	c := call(t, p, "realloc", b, 4)
	if got, _ := p.Mem.Bytes(c, 4); string(got) != "0123" {
		t.Fatalf("shrinking realloc kept %q", got)
	}
	if r := call(t, p, "realloc", c, 0); r != 0 {
		t.Fatalf("realloc(p, 0) = %#x, want NULL", r)
	}
	if _, err := libcFree(p, []uint64{c}); err == nil || !strings.Contains(err.Error(), "double free") {
		t.Fatalf("free after realloc(p, 0): err = %v, want a double free", err)
	}
	z := call(t, p, "calloc", 10, 8)
	if got, _ := p.Mem.Bytes(z, 80); !bytes.Equal(got, make([]byte, 80)) {
		t.Fatal("calloc memory is not zero")
	}
	if r := call(t, p, "calloc", 1<<40, 1<<40); r != 0 || p.errno() != errnoENOMEM {
		t.Fatalf("overflowing calloc = %#x, errno %d", r, p.errno())
	}
	if r := call(t, p, "malloc", 1<<40); r != 0 {
		t.Fatalf("malloc beyond the object limit = %#x, want NULL", r)
	}
	if _, err := libcRealloc(p, []uint64{z + 8, 10}); err == nil {
		t.Fatal("realloc of an interior pointer succeeded")
	}
	cell := buffer(p, 8)
	if r := call(t, p, "posix_memalign", cell, 64, 100); r != 0 {
		t.Fatalf("posix_memalign = %d", r)
	}
	if v, _ := p.Mem.Load(cell, 8); p.Mem.Size(v) != 100 || v%64 != 0 {
		t.Fatalf("posix_memalign stored %#x", v)
	}
	if r := call(t, p, "posix_memalign", cell, 12, 100); r != errnoEINVAL {
		t.Fatalf("posix_memalign with alignment 12 = %d, want EINVAL", r)
	}
	if a := call(t, p, "aligned_alloc", 4096, 8192); a == 0 || a%4096 != 0 {
		t.Fatalf("aligned_alloc = %#x", a)
	}
}

// glibcQsortOrder is the order glibc 2.36's qsort leaves {key, tag} pairs
// in when the comparator looks at the key only (a stable merge sort), and
// the comparator calls it makes.
func TestQsortMatchesGlibc(t *testing.T) {
	keys := []int32{5, 3, 5, 1, 3, 9, 0, 5, 1, 7, 3, 3, 8, 2, 5, 6, 4, 4, 0, 9, 1}
	for _, size := range []int{8, 40} { // direct, and indirect beyond 32 bytes
		var src strings.Builder
		fmt.Fprintf(&src, `#include <stdio.h>
#include <stdlib.h>
struct e { int key, tag; char pad[%d]; };
static struct e *base; static int calls;
static int cmp(const void *a, const void *b) {
	const struct e *x = a, *y = b;
	printf("cmp %%d %%d\n", (int)(x - base), (int)(y - base)); calls++;
	return (x->key > y->key) - (x->key < y->key);
}
int main(void) {
	int keys[] = {`, size-8)
		for i, k := range keys {
			if i > 0 {
				src.WriteString(", ")
			}
			fmt.Fprint(&src, k)
		}
		fmt.Fprintf(&src, `};
	int n = %d; struct e a[%d]; base = a;
	for (int i = 0; i < n; i++) { a[i].key = keys[i]; a[i].tag = i; }
	qsort(a, n, sizeof a[0], cmp);
	for (int i = 0; i < n; i++) printf("%%d:%%d\n", a[i].key, a[i].tag);
	struct e k = {7, 0}; struct e *f = bsearch(&k, a, n, sizeof a[0], cmp);
	printf("found %%d\n", f ? (int)(f - a) : -1);
	k.key = 100; f = bsearch(&k, a, n, sizeof a[0], cmp);
	printf("found %%d\n", f ? (int)(f - a) : -1);
	return 0;
}
`, len(keys), len(keys))
		want := string(gccOutput(t, src.String()))

		p, _, _ := libcTestProcess()
		base := buffer(p, len(keys)*size)
		for i, k := range keys {
			p.Mem.Store(base+uint64(i*size), 4, uint64(k))
			p.Mem.Store(base+uint64(i*size)+4, 4, uint64(i))
		}
		var got strings.Builder
		key := func(a uint64) int32 {
			v, err := p.Mem.Load(a, 4)
			if err != nil {
				t.Fatal(err)
			}
			return int32(v)
		}
		elemIndex := func(a uint64) int64 {
			if SegOf(a) != SegOf(base) {
				return -1000 // a key outside the array, as bsearch's first argument
			}
			return int64(a-base) / int64(size)
		}
		cmp := func(x, y uint64) (int32, error) {
			fmt.Fprintf(&got, "cmp %d %d\n", elemIndex(x), elemIndex(y))
			kx, ky := key(x), key(y)
			return b2i32(kx > ky) - b2i32(kx < ky), nil
		}
		if err := p.sortMem(base, uint64(len(keys)), uint64(size), cmp); err != nil {
			t.Fatal(err)
		}
		for i := range keys {
			tag, _ := p.Mem.Load(base+uint64(i*size)+4, 4)
			fmt.Fprintf(&got, "%d:%d\n", key(base+uint64(i*size)), tag)
		}
		k := buffer(p, size)
		for _, kv := range []uint64{7, 100} {
			p.Mem.Store(k, 4, kv)
			f, err := searchMem(k, base, uint64(len(keys)), uint64(size), cmp)
			if err != nil {
				t.Fatal(err)
			}
			idx := int64(-1)
			if f != 0 {
				idx = elemIndex(f)
			}
			fmt.Fprintf(&got, "found %d\n", idx)
		}
		// bsearch's key is not in the array: glibc's output shows its
		// (meaningless) index into it; compare those lines by shape only.
		compareLines(t, normaliseKeyIndex(got.String()), normaliseKeyIndex(want), nil, 0)
	}
}

func b2i32(b bool) int32 {
	if b {
		return 1
	}
	return 0
}

// normaliseKeyIndex hides bsearch's key index, which is an address
// difference between unrelated objects.
func normaliseKeyIndex(s string) string {
	lines := strings.Split(s, "\n")
	seenSort := false
	for i, l := range lines {
		if strings.Contains(l, ":") {
			seenSort = true
		}
		if seenSort && strings.HasPrefix(l, "cmp ") {
			f := strings.Fields(l)
			lines[i] = "cmp key " + f[2]
		}
	}
	return strings.Join(lines, "\n")
}

func TestExitRunsHandlersAndFlushes(t *testing.T) {
	p, out, _ := libcTestProcess()
	call(t, p, "printf", cstr(t, p, "partial line"))
	if out.Len() != 0 {
		t.Fatalf("stdout is not line-buffered: %q reached the writer", out.String())
	}
	_, err := libcExitFunc(p, []uint64{uint64(uint32(0xffffffff))})
	if e, ok := err.(*Exit); !ok || e.Code != 255 {
		t.Fatalf("exit(-1) returned %v", err)
	}
	if out.String() != "partial line" {
		t.Fatalf("exit did not flush stdout: %q", out.String())
	}
	// With a registered handler the call goes through the core's CallFunc,
	// which fails in a process without a program: the error comes back.
	p2, _, _ := libcTestProcess()
	call(t, p2, "atexit", Addr(SegFunc, 3))
	if _, err := libcExitFunc(p2, []uint64{0}); err == nil {
		t.Fatal("exit with a handler and no program did not fail")
	} else if _, ok := err.(*Exit); ok {
		t.Fatal("exit skipped its atexit handler")
	}
}

func TestAbortAndAssert(t *testing.T) {
	p, out, errOut := libcTestProcess()
	p.SetProgName("./app")
	call(t, p, "printf", cstr(t, p, "before\n"))
	_, err := libcAssertFail(p, []uint64{cstr(t, p, "n > 0"), cstr(t, p, "app.c"), 17, cstr(t, p, "main")})
	if e, ok := err.(*Exit); !ok || e.Code != 134 {
		t.Fatalf("__assert_fail returned %v", err)
	}
	want := "./app: app.c:17: main: Assertion `n > 0' failed.\nAborted\n"
	if errOut.String() != want || out.String() != "before\n" {
		t.Fatalf("stderr %q stdout %q", errOut.String(), out.String())
	}
}

func TestGetenv(t *testing.T) {
	p, _, _ := libcTestProcess()
	p.Env["OMP_NUM_THREADS"] = "4"
	name := cstr(t, p, "OMP_NUM_THREADS")
	a := call(t, p, "getenv", name)
	if s, err := p.Mem.CString(a, 100); err != nil || s != "4" {
		t.Fatalf("getenv = %q, %v", s, err)
	}
	if b := call(t, p, "getenv", name); b != a {
		t.Fatal("getenv mapped a second copy of the same variable")
	}
	if r := call(t, p, "getenv", cstr(t, p, "HOME")); r != 0 {
		t.Fatalf("getenv of an unset variable = %#x", r)
	}
}

func TestErrnoLocation(t *testing.T) {
	p, _, _ := libcTestProcess()
	loc := call(t, p, "__errno_location")
	call(t, p, "strtol", cstr(t, p, "99999999999999999999"), 0, 10)
	if v, _ := p.Mem.Load(loc, 4); v != errnoERANGE {
		t.Fatalf("errno after an overflowing strtol = %d", v)
	}
	if call(t, p, "__errno_location") != loc {
		t.Fatal("errno moved")
	}
}

func TestDiv(t *testing.T) {
	p, _, _ := libcTestProcess()
	r := call(t, p, "div", uint64(uint32(0xfffffff9)), 2) // -7 / 2
	var b [8]byte
	binary.LittleEndian.PutUint64(b[:], r)
	q, m := int32(binary.LittleEndian.Uint32(b[:])), int32(binary.LittleEndian.Uint32(b[4:]))
	if q != -3 || m != -1 {
		t.Fatalf("div(-7, 2) = {%d, %d}", q, m)
	}
	if _, err := libcDiv(p, []uint64{1, 0}); err == nil {
		t.Fatal("div by zero did not fail")
	}
	if v := int32(call(t, p, "abs", uint64(uint32(0xfffffffb)))); v != 5 {
		t.Fatalf("abs(-5) = %d", v)
	}
	if v := int64(call(t, p, "labs", uint64(math.MaxUint64))); v != 1 {
		t.Fatalf("labs(-1) = %d", v)
	}
}

// fixedClock is a host whose virtual clock reads a fixed time.
type fixedClock struct{ ps int64 }

func (fixedClock) Call(p *Process, id int, args []uint64) (uint64, bool, error) { return 0, true, nil }
func (c fixedClock) Now(p *Process) int64                                       { return c.ps }

func TestVirtualClock(t *testing.T) {
	p, _, _ := libcTestProcess()
	p.Host = fixedClock{ps: 3_250_000_789_123_456} // 3250.000789123456 s
	if c := call(t, p, "clock"); c != 3_250_000_789 {
		t.Errorf("clock() = %d µs", c)
	}
	cell := buffer(p, 16)
	if s := call(t, p, "time", cell); s != Epoch+3250 {
		t.Errorf("time() = %d", s)
	}
	if v, _ := p.Mem.Load(cell, 8); v != Epoch+3250 {
		t.Errorf("time(&t) stored %d", v)
	}
	call(t, p, "gettimeofday", cell, 0)
	sec, _ := p.Mem.Load(cell, 8)
	usec, _ := p.Mem.Load(cell+8, 8)
	if sec != Epoch+3250 || usec != 789 {
		t.Errorf("gettimeofday = %d s %d µs", sec, usec)
	}
	call(t, p, "clock_gettime", 1, cell) // CLOCK_MONOTONIC
	sec, _ = p.Mem.Load(cell, 8)
	nsec, _ := p.Mem.Load(cell+8, 8)
	if sec != 3250 || nsec != 789_123 {
		t.Errorf("clock_gettime = %d s %d ns", sec, nsec)
	}
	if r := call(t, p, "sleep", 5); r != 0 {
		t.Errorf("sleep = %d", r)
	}
	if _, err := libcClockGettime(p, []uint64{1, 0}); err == nil {
		t.Error("clock_gettime into NULL did not fault")
	}
}

func TestStdioBuffering(t *testing.T) {
	p, out, errOut := libcTestProcess()
	stdout, stderr := fileHandle(1), fileHandle(2)
	call(t, p, "fputs", cstr(t, p, "a"), stdout)
	call(t, p, "fputs", cstr(t, p, "b\nc"), stdout)
	if out.String() != "ab\n" {
		t.Fatalf("line buffering passed on %q", out.String())
	}
	call(t, p, "fputs", cstr(t, p, "e1"), stderr)
	if errOut.String() != "e1" {
		t.Fatalf("stderr is not unbuffered: %q", errOut.String())
	}
	call(t, p, "fflush", 0)
	if out.String() != "ab\nc" {
		t.Fatalf("fflush(NULL) left %q", out.String())
	}
	// Fully buffered after setvbuf(_IOFBF): nothing until the buffer fills.
	call(t, p, "setvbuf", stdout, 0, 0, 0)
	call(t, p, "puts", cstr(t, p, "held"))
	if out.String() != "ab\nc" {
		t.Fatalf("a fully buffered stream wrote %q", out.String())
	}
	call(t, p, "setvbuf", stdout, 0, 2, 0)
	call(t, p, "putchar", 'x')
	if out.String() != "ab\nc"+"held\nx" {
		t.Fatalf("an unbuffered stream holds %q", out.String())
	}
	n := call(t, p, "fwrite", cstr(t, p, "abcdef"), 2, 3, stdout)
	if n != 3 || out.String() != "ab\nc"+"held\nx"+"abcdef" {
		t.Fatalf("fwrite = %d, output %q", n, out.String())
	}
	if fd := call(t, p, "fileno", stderr); fd != 2 {
		t.Fatalf("fileno(stderr) = %d", fd)
	}
}
