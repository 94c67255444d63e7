// f80_test.go: long double arithmetic against gcc's x87 code: a generated C table of operations on edge-case and random values, run natively and interpreted from clang-14 IR at -O0, -O1 and -O2.
package interp

import (
	"bytes"
	"fmt"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/llir/llvm/asm"
)

// f80TestValues are the operands: special and boundary values, then random
// ones near 1 (where results are easy to read) and over the whole range.
func f80TestValues(rng *rand.Rand) []f80 {
	vals := []f80{
		{0, 0}, {0, 0x8000}, {1 << 63, 0x3fff}, {1 << 63, 0xbfff}, {0xC000000000000000, 0x4000},
		{0xAAAAAAAAAAAAAAAB, 0x3ffd}, {^uint64(0), 0x7ffe}, {1 << 63, 0x0001}, {1, 0}, {0x4000000000000001, 0},
		{1 << 63, 0x7fff}, {1 << 63, 0xffff}, {0xC000000000000000, 0x7fff}, {0xC000000000000000, 0xffff},
		{1 << 63, 0x403e}, {1 << 63, 0xc03e}, {^uint64(0), 0x403e}, {0x8000000000000001, 0x403f},
		{0xF333333333333333, 0x3fff}, {0x8000000000000400, 0x3fff}, {0x8000000000000001, 0x3fff},
		{0xC000000000000000, 0x3ffe}, {0xA000000000000000, 0x4000}, {1 << 63, 0x401e},
	}
	for i := 0; i < 16; i++ {
		se := uint16(0x3fff - 40 + rng.Intn(80))
		if rng.Intn(2) == 0 {
			se |= 0x8000
		}
		vals = append(vals, f80{rng.Uint64() | 1<<63, se})
	}
	for i := 0; i < 16; i++ {
		vals = append(vals, f80{rng.Uint64() | 1<<63, uint16(1 + rng.Intn(0x7ffe))})
	}
	return vals
}

func f80TestProgram(vals []f80) string {
	var b strings.Builder
	b.WriteString(`#include <stdio.h>
#include <string.h>
#include <math.h>
struct raw { unsigned long long m; unsigned short se; };
static const struct raw raws[] = {
`)
	for _, v := range vals {
		fmt.Fprintf(&b, "\t{0x%016xULL, 0x%04x},\n", v.m, v.se)
	}
	b.WriteString(`};
#define N (sizeof raws / sizeof raws[0])
static long double vals[N];
static void p(long double x) { printf(" %La|%.21Lg", x, x); }
int main(void) {
	for (unsigned i = 0; i < N; i++) memcpy(&vals[i], &raws[i], 10);
	for (unsigned i = 0; i < N; i++) {
		volatile long double x = vals[i];
		printf("%u:", i);
		p(-x); p(sqrtl(x)); p(floorl(x)); p(ceill(x)); p(truncl(x)); p(roundl(x)); p(rintl(x)); p(fabsl(x));
		printf(" %a %a", (double)x, (float)x);
		if (x == x && fabsl(x) < 9.2e18L) printf(" %lld", (long long)x);
		if (x == x && x >= 0 && x < 1.8e19L) printf(" %llu", (unsigned long long)x);
		if (x == x && fabsl(x) < 2e9L) printf(" %d", (int)x);
		volatile double d = (double)x; volatile float f = (float)x;
		p(d); p(f); p((long double)(long long)d);
		volatile long long ll = (long long)(unsigned)(i * 2654435761u) << (i % 32);
		p(ll); p((unsigned long long)ll);
		printf("\n");
		for (unsigned j = 0; j < N; j += 2 + (i + j) % 5) {
			volatile long double y = vals[j];
			printf(" %u", j);
			p(x + y); p(x - y); p(x * y); p(x / y); p(fmodl(x, y)); p(x * y + x);
			printf(" %d%d%d%d%d%d", x < y, x <= y, x > y, x >= y, x == y, x != y);
			printf("%d%d%d%d", !(x < y), !(x >= y), __builtin_isunordered(x, y), __builtin_islessgreater(x, y));
		}
		printf("\n");
	}
	long double acc = 0;
	for (int k = 1; k <= 200; k++) acc += 1.0L / k;
	p(acc);
	printf("\n");
	return 0;
}
`)
	return b.String()
}

func TestF80AgainstGCC(t *testing.T) {
	needTools(t, "clang-14", "gcc")
	dir := t.TempDir()
	src := filepath.Join(dir, "f80.c")
	rng := rand.New(rand.NewSource(80))
	if err := os.WriteFile(src, []byte(f80TestProgram(f80TestValues(rng))), 0o644); err != nil {
		t.Fatal(err)
	}
	exe := filepath.Join(dir, "native")
	if out, err := exec.Command("gcc", "-O0", "-w", "-o", exe, src, "-lm").CombinedOutput(); err != nil {
		t.Fatalf("gcc: %v\n%s", err, out)
	}
	want, err := exec.Command(exe).Output()
	if err != nil {
		t.Fatalf("native run: %v", err)
	}
	for _, flags := range optLevels {
		ll := clangIR(t, src, filepath.Join(dir, "f80"+flags[0]+".ll"), flags...)
		m, err := asm.ParseString("f80.ll", ll)
		if err != nil {
			t.Fatalf("%v: parse: %v", flags, err)
		}
		prog, err := Compile(m, Options{})
		if err != nil {
			t.Fatalf("%v: compile: %v", flags, err)
		}
		var out bytes.Buffer
		p, err := prog.NewProcess(0, []string{"f80"}, &checkHost{})
		if err != nil {
			t.Fatal(err)
		}
		p.Out, p.ErrOut = &out, &out
		if _, err := p.Run(); err != nil {
			t.Errorf("%v: %v", flags, err)
			continue
		}
		p.FlushStdio()
		got, exp := strings.Split(out.String(), "\n"), strings.Split(string(want), "\n")
		bad := 0
		for i := 0; i < len(exp) || i < len(got); i++ {
			var g, w string
			if i < len(got) {
				g = got[i]
			}
			if i < len(exp) {
				w = exp[i]
			}
			if g == w {
				continue
			}
			gf, wf := strings.Fields(g), strings.Fields(w)
			for k := 0; k < len(gf) || k < len(wf); k++ {
				if k >= len(gf) || k >= len(wf) || gf[k] != wf[k] {
					bad++
					if bad <= 10 {
						ctx := ""
						if k < len(wf) && k > 0 {
							ctx = wf[k-1]
						}
						t.Errorf("%v: line %d field %d (after %q): got %q, gcc %q", flags, i, k, ctx, at(gf, k), at(wf, k))
					}
					break
				}
			}
		}
		if bad > 0 {
			t.Errorf("%v: %d lines differ from gcc", flags, bad)
		}
	}
}

func at(s []string, i int) string {
	if i < len(s) {
		return s[i]
	}
	return "<none>"
}
