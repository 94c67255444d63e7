// Tests of the printf engine against glibc: thousands of format/value cases run natively through gcc and through printf and vsnprintf here.
package interp

import (
	"bytes"
	"fmt"
	"math"
	"math/rand"
	"strconv"
	"strings"
	"testing"
)

// fmtArg is one printf argument, as a C expression and as the value the
// interpreter would pass.
type fmtArg struct {
	c     string
	class argClass
	word  uint64
	dbl   float64
	ld    ext80
	str   *string // placed in memory; word becomes its address
}

func fmtInt(v int32) fmtArg {
	return fmtArg{c: fmt.Sprintf("(int)%dL", v), class: argWord, word: uint64(uint32(v))}
}
func fmtLong(v int64) fmtArg {
	c := fmt.Sprintf("(long)%dL", v)
	if v == math.MinInt64 {
		c = "(long)(-9223372036854775807L-1)"
	}
	return fmtArg{c: c, class: argWord, word: uint64(v)}
}
func fmtULong(v uint64) fmtArg {
	return fmtArg{c: fmt.Sprintf("(unsigned long)%dUL", v), class: argWord, word: v}
}
func fmtPtr(v uint64) fmtArg {
	return fmtArg{c: fmt.Sprintf("(void*)0x%xUL", v), class: argWord, word: v}
}
func fmtDouble(f float64) fmtArg {
	return fmtArg{c: fmt.Sprintf("D(0x%016xULL)", math.Float64bits(f)), class: argDouble, dbl: f}
}
func fmtLD(x ext80) fmtArg {
	se := x.exp
	if x.sign {
		se |= 0x8000
	}
	return fmtArg{c: fmt.Sprintf("LD(0x%016xULL, 0x%04x)", x.mant, se), class: argLongDouble, ld: x, dbl: x.Float64()}
}
func fmtStr(s string) fmtArg { return fmtArg{c: cQuote(s), class: argWord, str: &s} }

type fmtCase struct {
	format string
	args   []fmtArg
}

const oracleHeader = `#include <stdio.h>
#include <string.h>
#include <wchar.h>
static double D(unsigned long long b) { double d; memcpy(&d, &b, 8); return d; }
static long double LD(unsigned long long m, unsigned short se) {
	long double v = 0; memcpy(&v, &m, 8); memcpy((char *)&v + 8, &se, 2); return v;
}
int main(void) {
	int n;
`

// glibcPrintf runs every case natively and returns each one's output and
// printf's return value.
func glibcPrintf(t *testing.T, cases []fmtCase) []string {
	var src strings.Builder
	src.WriteString(oracleHeader)
	for _, c := range cases {
		src.WriteString("\tn = printf(" + cQuote(c.format))
		for _, a := range c.args {
			src.WriteString(", " + a.c)
		}
		src.WriteString("); printf(\"\\036%d\\037\", n);\n")
	}
	src.WriteString("\treturn 0;\n}\n")
	out := gccOutput(t, src.String())
	parts := strings.Split(string(out), "\x1f")
	if len(parts) != len(cases)+1 {
		t.Fatalf("the oracle printed %d results for %d cases", len(parts)-1, len(cases))
	}
	return parts[:len(cases)]
}

// vaList lays out args as va_arg would find them after the registers are
// used up, and returns the __va_list_tag's address. regWords of the integer
// arguments go to the register save area instead, to cover that path.
func vaList(t *testing.T, p *Process, args []fmtArg, regWords int) uint64 {
	var area []byte
	var regs [176]byte
	gp := 48 - 8*regWords
	for _, a := range args {
		switch a.class {
		case argLongDouble:
			for len(area)%16 != 0 {
				area = append(area, 0)
			}
			b := a.ld.Bytes()
			area = append(area, b...)
			area = append(area, make([]byte, 6)...)
		case argDouble:
			area = append(area, le64(math.Float64bits(a.dbl))...)
		default:
			w := a.word
			if a.str != nil {
				w = cstr(t, p, *a.str)
			}
			if gp < 48 {
				copy(regs[gp:], le64(w))
				gp += 8
				continue
			}
			area = append(area, le64(w)...)
		}
	}
	overflow := buffer(p, len(area)+16)
	if err := p.Mem.Write(overflow, area); err != nil {
		t.Fatal(err)
	}
	save := buffer(p, len(regs))
	if err := p.Mem.Write(save, regs[:]); err != nil {
		t.Fatal(err)
	}
	tag := buffer(p, 24)
	p.Mem.Store(tag, 4, uint64(48-8*regWords))
	p.Mem.Store(tag+4, 4, 176)
	p.Mem.Store(tag+8, 8, overflow)
	p.Mem.Store(tag+16, 8, save)
	return tag
}

func le64(v uint64) []byte {
	b := make([]byte, 8)
	for i := range b {
		b[i] = byte(v >> (8 * i))
	}
	return b
}

// viaPrintf runs a case through printf with the arguments in the call.
func viaPrintf(t *testing.T, c fmtCase) string {
	p, out, _ := libcTestProcess()
	args := []uint64{cstr(t, p, c.format)}
	for _, a := range c.args {
		switch {
		case a.str != nil:
			args = append(args, cstr(t, p, *a.str))
		case a.class == argLongDouble: // its two slots, as a direct call passes it
			se := uint64(a.ld.exp)
			if a.ld.sign {
				se |= 0x8000
			}
			args = append(args, a.ld.mant, se)
		case a.class == argDouble:
			args = append(args, math.Float64bits(a.dbl))
		default:
			args = append(args, a.word)
		}
	}
	n, err := libcPrintf(p, args)
	if err != nil {
		return "error: " + err.Error()
	}
	p.FlushStdio()
	return fmt.Sprintf("%s\x1e%d", out.String(), int32(n))
}

// viaVsnprintf runs a case through vsnprintf into a buffer.
func viaVsnprintf(t *testing.T, c fmtCase, regWords int) string {
	p, _, _ := libcTestProcess()
	tag := vaList(t, p, c.args, regWords)
	const size = 8192
	buf := buffer(p, size)
	n, err := libcVsnprintf(p, []uint64{buf, size, cstr(t, p, c.format), tag})
	if err != nil {
		return "error: " + err.Error()
	}
	s, err := p.Mem.CString(buf, size)
	if err != nil {
		return "error: " + err.Error()
	}
	return fmt.Sprintf("%s\x1e%d", s, int32(n))
}

func printfCases() []fmtCase {
	var cases []fmtCase
	add := func(format string, args ...fmtArg) { cases = append(cases, fmtCase{format, args}) }
	flags := []string{"", "-", "+", " ", "#", "0", "+0", "-0", " -", "#0", "#-", "+ ", "0#+"}
	widths := []string{"", "1", "6", "13"}
	precs := []string{"", ".", ".0", ".1", ".5", ".12"}
	ints := []int32{0, 1, -1, 7, 42, -42, 255, -128, 65535, 100000, math.MaxInt32, math.MinInt32}
	k := 0
	for _, verb := range []string{"d", "i", "u", "x", "X", "o"} {
		for _, f := range flags {
			for _, w := range widths {
				for _, pr := range precs {
					add("["+"%"+f+w+pr+verb+"]", fmtInt(ints[k%len(ints)]))
					k++
				}
			}
		}
	}
	longs := []int64{0, -1, math.MinInt64, math.MaxInt64, 1 << 40, -(1 << 33), 0x1234567890abcdef}
	for _, length := range []string{"hh", "h", "l", "ll", "z", "j", "t", "q", "L"} {
		for _, verb := range []string{"d", "u", "x", "o", "i", "X"} {
			for _, v := range longs {
				add("%"+length+verb, fmtLong(v))
				add("%#12"+length+verb+"|%-+9"+length+verb, fmtLong(v), fmtLong(v^0x5555))
			}
		}
	}
	add("%lu %lx %ld", fmtULong(math.MaxUint64), fmtULong(math.MaxUint64), fmtULong(math.MaxUint64))
	for _, v := range []uint64{0, 1, 0x7fff1234, 0xdeadbeefcafe, math.MaxUint64} {
		for _, f := range []string{"%p", "%20p", "%-20p|", "%+p", "% p", "%#p", "%020p", "%.3p", "%.20p", "%8.3p", "%-8p|"} {
			add(f, fmtPtr(v))
		}
	}
	for _, s := range []string{"", "a", "hello", "hello, world", "tab\tand\nnewline", "\xff\x80 high bytes"} {
		for _, f := range []string{"%s", "[%10s]", "[%-10s]", "[%.3s]", "[%10.2s]", "[%-3.8s]", "[%05s]", "[%.0s]", "[%+s]", "[%#s]"} {
			add(f, fmtStr(s))
		}
	}
	for _, f := range []string{"[%s]", "[%.3s]", "[%.6s]", "[%10s]", "[%-8.5s]", "[%.7s]"} {
		add(f, fmtPtr(0))
	}
	for _, c := range []int32{'a', 'Z', ' ', 0x141, -1, 0xff} {
		for _, f := range []string{"[%c]", "[%5c]", "[%-5c]", "[%05c]", "[%.0c]", "[%hhc]"} {
			add(f, fmtInt(c))
		}
	}
	add("[%lc][%5lc][%-3lc]", fmtInt('x'), fmtInt('y'), fmtInt('z'))
	add("100%% [%5%] [%-5%]")
	add("%y %Q %w end")
	add("trailing %")
	add("%2$d %1$d %2$x", fmtInt(11), fmtInt(22))
	add("%1$*2$d|%1$-*2$d|%3$.*2$f", fmtInt(5), fmtInt(8), fmtDouble(3.14159))
	add("%2$s %1$s %2$s", fmtStr("first"), fmtStr("second"))
	add("%3$g %1$Lg %2$d", fmtLD(ext80FromFloat64(1.5)), fmtInt(7), fmtDouble(0.25))
	add("[%*d] [%-*d] [%*d]", fmtInt(6), fmtInt(42), fmtInt(6), fmtInt(42), fmtInt(-6), fmtInt(42))
	add("[%.*d] [%.*d] [%.*f]", fmtInt(4), fmtInt(7), fmtInt(-4), fmtInt(7), fmtInt(-1), fmtDouble(2.5))
	add("[%*.*e]", fmtInt(15), fmtInt(3), fmtDouble(-12345.678))

	doubles := []float64{0, math.Copysign(0, -1), 1, -1, 0.5, 1.5, 2.5, -2.5, 0.1, 0.125, 0.375, 1e-5, 1.5e-5,
		123456789, 1e15, 1e16, 1e17, 1e21, 1e22, 1e23, 1e100, -1e-100, 1e-300, math.MaxFloat64, 0x1p-1022,
		0x1p-1074, 0x1.fffffffffffffp-1023, math.Inf(1), math.Inf(-1), math.NaN(), math.Copysign(math.NaN(), -1),
		9.9999995, 99999.95, 999999.5, 0.000123456, 1234567.0, 100000, 0.0001, 0.00001, 3.14159265358979,
		2.0 / 3, 1.0 / 3, 5e-5, 9.5, 0.95, 1.9, 1.0000000000000002, 0x1.8p0, 0x1.08p0, 0x1.fffp0, 4503599627370496.5,
		-0.0000001234, 12345678901234567890.0}
	k = 0
	for _, verb := range []string{"e", "E", "f", "F", "g", "G", "a", "A"} {
		for _, f := range flags {
			for _, w := range []string{"", "8", "26"} {
				for _, pr := range []string{"", ".0", ".1", ".3", ".10", ".17"} {
					add("["+"%"+f+w+pr+verb+"]", fmtDouble(doubles[k%len(doubles)]))
					k++
				}
			}
		}
	}
	for _, v := range doubles {
		for _, f := range []string{"%e", "%.0e", "%.20e", "%f", "%.0f", "%.30f", "%g", "%.0g", "%.1g", "%.2g",
			"%.15g", "%.17g", "%#g", "%#.3g", "%a", "%.0a", "%.1a", "%.2a", "%.13a", "%.20a", "%#a", "%#.0a",
			"%#.0e", "%#.0f", "%+.3e", "% .4f", "%010.3f", "%-12.4g|", "%012a", "%LA"} {
			if f == "%LA" {
				add(f, fmtLD(ext80FromFloat64(v)))
				continue
			}
			add(f, fmtDouble(v))
		}
	}
	add("%.1000f", fmtDouble(0x1p-1074))
	add("%.0f %.0f %.0f %.0f %.0f %.0f", fmtDouble(0.5), fmtDouble(1.5), fmtDouble(2.5), fmtDouble(3.5), fmtDouble(-0.5), fmtDouble(-1.5))
	add("%.2f %.2f %.2f %.1f", fmtDouble(0.125), fmtDouble(0.375), fmtDouble(1.005), fmtDouble(0.25))
	add("%f", fmtDouble(math.MaxFloat64))
	add("%.40g %.40e", fmtDouble(0.1), fmtDouble(0.1))

	lds := []ext80{
		{mant: 0x8CCCCCCCCCCCCCCD, exp: 0x3FFF},                  // 1.1L
		{mant: 0xAAAAAAAAAAAAAAAB, exp: 0x3FFD},                  // 1/3L
		{mant: 0xFFFFFFFFFFFFFFFF, exp: 0x7FFE},                  // LDBL_MAX
		{mant: 0x8000000000000000, exp: 0x0001},                  // LDBL_MIN
		{mant: 0x0000000000000001, exp: 0},                       // the smallest denormal
		{mant: 0x4000000000000000, exp: 0},                       // a larger denormal
		{},                                                       // 0
		{sign: true},                                             // -0
		{mant: 0x8000000000000000, exp: 0x7FFF},                  // inf
		{mant: 0x8000000000000000, exp: 0x7FFF, sign: true},      // -inf
		{mant: 0xC000000000000000, exp: 0x7FFF},                  // nan
		{mant: 0xC000000000000000, exp: 0x7FFF, sign: true},      // -nan
		{mant: 0x8000000000000000, exp: 0x3FFF},                  // 1
		{mant: 0xCCCCCCCCCCCCCCCD, exp: 0x3FFB},                  // 0.1L
		{mant: 0xC0E6B7318FC50481, exp: 0x400C},                  // 12345.6789L
		{mant: 0xFFFFFFFFFFFFFFFF, exp: 0x3FFE, sign: true},      // just below -1
		{mant: 0xF800000000000000, exp: 0x4000},                  // 3.875
		{mant: 0x9E3779B97F4A7C15, exp: 0x5123},                  // a large value
		{mant: 0x8000000000000001, exp: 0x3FFF},                  // 1 + 2^-63
		{mant: 0xFFFFFFFFFFFFFFFF, exp: 0x3FFF},                  // nearly 2
		{mant: 0x8000000000000000, exp: 0x3FFF + 64, sign: true}, // -2^64
	}
	for _, x := range lds {
		for _, f := range []string{"%Le", "%.0Le", "%.25Le", "%Lf", "%.0Lf", "%.30Lf", "%Lg", "%.20Lg", "%#.5Lg",
			"%La", "%LA", "%.0La", "%.1La", "%.3La", "%.15La", "%.20La", "%#La", "%+30.10Le", "%-20La|", "%030La", "%0+25.3Lf"} {
			add(f, fmtLD(x))
		}
	}
	for _, v := range []float64{999.5, 99.96, 0.99999995, 9999995, 999999.5, 0.000999995, 9.5, 95, 1e-5 * 0.99999999} {
		for _, f := range []string{"%#g", "%#.3g", "%#.2G", "%#.1g", "%#.7g", "%g", "%.3g", "%#10.4g"} {
			add(f, fmtDouble(v))
		}
		add("%#Lg|%#.3Lg", fmtLD(ext80FromFloat64(v)), fmtLD(ext80FromFloat64(v)))
	}
	// Random bit patterns and random specs, from a fixed seed.
	rng := rand.New(rand.NewSource(1))
	verbs := "eEfFgGaAdiuxXo"
	for i := 0; i < 1500; i++ {
		verb := verbs[rng.Intn(len(verbs))]
		spec := "%"
		for _, f := range "-+ #0" {
			if rng.Intn(4) == 0 {
				spec += string(f)
			}
		}
		if rng.Intn(2) == 0 {
			spec += strconv.Itoa(rng.Intn(30))
		}
		if rng.Intn(3) != 0 {
			spec += "." + strconv.Itoa(rng.Intn(25))
		}
		bits := rng.Uint64()
		switch {
		case strings.IndexByte("diuxXo", verb) >= 0:
			add(spec+"l"+string(verb), fmtLong(int64(bits)))
		case rng.Intn(3) == 0:
			x := ext80{sign: bits&1 != 0, exp: uint16(rng.Intn(0x7fff)), mant: rng.Uint64() | 1<<63}
			if rng.Intn(8) == 0 {
				x.exp = uint16(0x3fff + rng.Intn(80) - 40)
			}
			add(spec+"L"+string(verb), fmtLD(x))
		default:
			f := math.Float64frombits(bits)
			if rng.Intn(2) == 0 {
				f = float64(rng.Intn(2000000)-1000000) / float64(int(1)<<rng.Intn(30))
			}
			add(spec+string(verb), fmtDouble(f))
		}
	}
	add("%Lf", fmtLD(lds[2]))
	add("mixed %d %Lf %s %e %Lg %c", fmtInt(1), fmtLD(lds[0]), fmtStr("str"), fmtDouble(2.5), fmtLD(lds[1]), fmtInt('!'))
	return cases
}

func TestPrintfAgainstGlibc(t *testing.T) {
	cases := printfCases()
	want := glibcPrintf(t, cases)
	failures := 0
	for i, c := range cases {
		results := map[string]string{
			"vsnprintf":                 viaVsnprintf(t, c, 0),
			"vsnprintf (via registers)": viaVsnprintf(t, c, 3),
		}
		results["printf"] = viaPrintf(t, c)
		for _, how := range []string{"printf", "vsnprintf", "vsnprintf (via registers)"} {
			got, ok := results[how]
			if !ok || got == want[i] {
				continue
			}
			failures++
			if failures <= 40 {
				t.Errorf("%s(%q, %s):\n got %q\nwant %q", how, c.format, argList(c.args), got, want[i])
			}
		}
	}
	if failures > 0 {
		t.Errorf("%d mismatches in %d cases", failures, len(cases))
	}
	t.Logf("%d printf cases compared with glibc", len(cases))
}

func argList(args []fmtArg) string {
	var s []string
	for _, a := range args {
		s = append(s, a.c)
	}
	return strings.Join(s, ", ")
}

func TestPrintfCountStore(t *testing.T) {
	p, out, _ := libcTestProcess()
	cells := buffer(p, 32)
	format := cstr(t, p, "abc%n%5d%hhn|%ln%hn")
	n := call(t, p, "printf", format, cells, 7, cells+4, cells+8, cells+16)
	p.FlushStdio()
	if got := out.String(); got != "abc    7|" || n != 9 {
		t.Fatalf("printf = %d %q", n, got)
	}
	for _, c := range []struct {
		off  uint64
		size int
		want uint64
	}{{0, 4, 3}, {4, 1, 8}, {8, 8, 9}, {16, 2, 9}} {
		if v, _ := p.Mem.Load(cells+c.off, c.size); v != c.want {
			t.Errorf("%%n at offset %d stored %d, want %d", c.off, v, c.want)
		}
	}
	if v, _ := p.Mem.Load(cells+5, 1); v != 0 {
		t.Errorf("%%hhn wrote beyond its byte")
	}
}

func TestSnprintfTruncates(t *testing.T) {
	p, _, _ := libcTestProcess()
	buf := buffer(p, 16)
	p.Mem.Write(buf, bytes.Repeat([]byte{'#'}, 16))
	format := cstr(t, p, "%d-%s")
	n := call(t, p, "snprintf", buf, 6, format, 12345, cstr(t, p, "abcdef"))
	got, _ := p.Mem.Bytes(buf, 8)
	if n != 12 || string(got) != "12345\x00##" {
		t.Fatalf("snprintf = %d %q", n, got)
	}
	// size 0 writes nothing, even through a NULL buffer.
	if n := call(t, p, "snprintf", 0, 0, format, 1, cstr(t, p, "x")); n != 3 {
		t.Fatalf("snprintf(NULL, 0) = %d", n)
	}
	n = call(t, p, "sprintf", buf, format, uint64(uint32(0xffffffff)), cstr(t, p, "ok"))
	if s, _ := p.Mem.CString(buf, 16); s != "-1-ok" || n != 5 {
		t.Fatalf("sprintf = %d %q", n, s)
	}
}

func TestPrintfErrors(t *testing.T) {
	p, _, _ := libcTestProcess()
	if _, err := libcPrintf(p, []uint64{cstr(t, p, "%d %d"), 1}); err != errTooFewArgs {
		t.Errorf("missing argument: err = %v", err)
	}
	_, err := libcPrintf(p, []uint64{cstr(t, p, "%s"), Addr(SegHandle, 5)})
	if _, ok := err.(*MemFault); !ok {
		t.Errorf("%%s of a bad pointer: err = %v, want a *MemFault", err)
	}
	if _, err := libcFprintf(p, []uint64{0x1234, cstr(t, p, "x")}); err == nil || !strings.Contains(err.Error(), "not a FILE* of this process") {
		t.Errorf("fprintf to an unknown FILE*: err = %v", err)
	}
	// A wide character outside ASCII is an encoding error in the C locale.
	if n := call(t, p, "printf", cstr(t, p, "%lc"), 0x263A); int32(n) != -1 || p.errno() != errnoEILSEQ {
		t.Errorf("printf(%%lc, U+263A) = %d, errno %d", int32(n), p.errno())
	}
}

func TestVprintfAdvancesVaList(t *testing.T) {
	p, out, _ := libcTestProcess()
	args := []fmtArg{fmtInt(1), fmtDouble(2.5), fmtLD(ext80FromFloat64(3)), fmtInt(4)}
	tag := vaList(t, p, args, 0)
	call(t, p, "vprintf", cstr(t, p, "%d %g %Lg\n"), tag)
	p.FlushStdio()
	if out.String() != "1 2.5 3\n" {
		t.Fatalf("vprintf printed %q", out.String())
	}
	// The va_list now points at the fourth argument, as glibc leaves it.
	area, _ := p.Mem.Load(tag+8, 8)
	if v, _ := p.Mem.Load(area, 8); v != 4 {
		t.Fatalf("after vprintf the va_list points at %d, want the 4th argument", v)
	}
}

func TestFormatFloatHelpers(t *testing.T) {
	for _, f := range []float64{1, -2.5, 0x1p-1074, 0x1p-1022, math.MaxFloat64, 0.1} {
		x := ext80FromFloat64(f)
		if back := x.Float64(); back != f {
			t.Errorf("ext80 round trip of %v gave %v", f, back)
		}
		if got := ext80FromBytes(x.Bytes()); got != x {
			t.Errorf("ext80 bytes round trip of %v: %+v != %+v", f, got, x)
		}
		b := make([]byte, 10)
		f64ToF80(b, f)
		if !bytes.Equal(b, x.Bytes()) {
			t.Errorf("ext80 of %v is % x, the core's memory format is % x", f, x.Bytes(), b)
		}
	}
	if s := strconv.Quote(trimFraction("1.500e+10")); s != `"1.5e+10"` {
		t.Errorf("trimFraction = %s", s)
	}
}
