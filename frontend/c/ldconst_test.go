// Tests of long double constants: rounding and encoding at x86_fp80 precision, and folded expressions against gcc via lli-14.
package c

import (
	"fmt"
	"math/big"
	"math/rand"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestFP80Encoding: values at the edges of the format encode as the x87
// does (Intel SDM vol. 1, 4.2.2 and 4.8.3).
func TestFP80Encoding(t *testing.T) {
	pow2 := func(e int) *big.Float { return new(big.Float).SetMantExp(big.NewFloat(1), e) }
	third := new(big.Float).SetPrec(200).Quo(big.NewFloat(1), big.NewFloat(3))
	maxFinite := new(big.Float).SetPrec(200).Sub(pow2(16384), pow2(16384-64))
	justBelowOverflow := new(big.Float).SetPrec(200).Sub(pow2(16384), pow2(16384-66))
	threeHalvesTiny := new(big.Float).SetPrec(200).Mul(big.NewFloat(1.5), pow2(-16446))
	for _, tc := range []struct {
		name string
		x    *big.Float
		want string
	}{
		{"one", big.NewFloat(1), "0xK3FFF8000000000000000"},
		{"minus two", big.NewFloat(-2), "0xKC0008000000000000000"},
		{"third rounds up", third, "0xK3FFDAAAAAAAAAAAAAAAB"},
		{"largest finite", maxFinite, "0xK7FFEFFFFFFFFFFFFFFFF"},
		{"rounds to infinity", justBelowOverflow, "0xK7FFF8000000000000000"},
		{"smallest normal", pow2(-16382), "0xK00018000000000000000"},
		{"largest subnormal step", pow2(-16383), "0xK00004000000000000000"},
		{"smallest subnormal", pow2(-16445), "0xK00000000000000000001"},
		{"half the smallest subnormal ties to zero", pow2(-16446), "0xK00000000000000000000"},
		{"above half rounds to the smallest", threeHalvesTiny, "0xK00000000000000000001"},
	} {
		se, m := fp80Bits(roundFP80(tc.x))
		if got := fmt.Sprintf("0xK%04X%016X", se, m); got != tc.want {
			t.Errorf("%s: %s, want %s", tc.name, got, tc.want)
		}
		if c := fp80Const(tc.x); !strings.Contains(c.Ident(), strings.TrimPrefix(tc.want, "0xK")) &&
			!strings.HasPrefix(c.Ident(), "bitcast (i80 ") {
			t.Errorf("%s: constant %s", tc.name, c.Ident())
		}
	}
}

// genLongDoubleProgram writes n random long double constant expressions,
// computed in functions and in static initializers, printed exactly (%La).
func genLongDoubleProgram(rng *rand.Rand, n int) string {
	lit := func() string {
		switch rng.Intn(4) {
		case 0:
			return fmt.Sprintf("%d.%dL", rng.Intn(1000), rng.Intn(1000000))
		case 1:
			return fmt.Sprintf("%d.%de%dL", rng.Intn(10), rng.Int63(), rng.Intn(9000)-4500)
		case 2:
			return fmt.Sprintf("%dLL", rng.Int63()>>uint(rng.Intn(60)))
		}
		return fmt.Sprintf("%d.%d", rng.Intn(100), rng.Intn(1000))
	}
	var expr func(depth int) string
	expr = func(depth int) string {
		if depth == 0 || rng.Intn(3) == 0 {
			return lit()
		}
		op := []string{"+", "-", "*", "/"}[rng.Intn(4)]
		return "(" + expr(depth-1) + " " + op + " " + expr(depth-1) + ")"
	}
	var b strings.Builder
	b.WriteString("#include <stdio.h>\n")
	var body strings.Builder
	for i := 0; i < n; i++ {
		e := expr(3)
		fmt.Fprintf(&b, "static long double s%d = %s;\n", i, e)
		fmt.Fprintf(&body, "  printf(\"%%La %%La\\n\", s%d, (long double)%s);\n", i, e)
		fmt.Fprintf(&body, "  printf(\"%%a\\n\", (double)%s);\n", e)
	}
	b.WriteString("int main(void) {\n")
	b.WriteString(body.String())
	b.WriteString("  return 0;\n}\n")
	return b.String()
}

// TestLongDoubleConstantsAgainstGCC: folded long double expressions print
// the same bits under gcc -O0 and under lli-14 running the front end's IR.
func TestLongDoubleConstantsAgainstGCC(t *testing.T) {
	for _, tool := range []string{"gcc", "lli-14"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("%s not found: the long double constant test needs it", tool)
		}
	}
	dir := t.TempDir()
	src := genLongDoubleProgram(rand.New(rand.NewSource(7)), 150)
	name := filepath.Join(dir, "ld.c")
	writeFile(t, name, src)
	want, got := gccAndLLI(t, dir, "ld", name, []byte(src), false)
	if got != want {
		t.Errorf("output differs from gcc's; first difference:\n%s\nprogram:\n%s", firstDiff(want, got), src)
	}
}
