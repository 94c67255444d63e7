// Differential tests of struct layout with bit-fields: random structs compiled by gcc and by the front end (run by lli-14) print the same sizes, offsets, values and bytes.
package c

import (
	"fmt"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// bitFieldTypes are the declared types a generated bit-field takes, with
// their widths in bits.
var bitFieldTypes = []struct {
	name   string
	bits   int
	signed bool
}{
	{"_Bool", 1, false}, {"char", 8, true}, {"signed char", 8, true}, {"unsigned char", 8, false},
	{"short", 16, true}, {"unsigned short", 16, false}, {"int", 32, true}, {"unsigned", 32, false},
	{"long", 64, true}, {"unsigned long", 64, false}, {"long long", 64, true}, {"unsigned long long", 64, false},
}

var plainTypes = []string{"char", "short", "int", "long long", "double", "char", "int"}

// genBitFieldProgram writes a program of n random structs (and a union) with
// bit-fields: for each, its size and alignment, the offsets of its ordinary
// members, the values read back after stores (truncation and sign
// extension), the bytes they leave, a statically initialized instance's
// bytes, and the same struct nested after a char and in an array.
func genBitFieldProgram(rng *rand.Rand, n int) string {
	var b strings.Builder
	b.WriteString("#include <stdio.h>\n#include <stddef.h>\n#include <string.h>\n")
	b.WriteString("static void dump(const char *w, const void *p, size_t n) {\n  printf(\"%s:\", w);\n  for (size_t i = 0; i < n; i++) printf(\" %02x\", ((const unsigned char *)p)[i]);\n  printf(\"\\n\");\n}\n")
	var mains []string
	for s := 0; s < n; s++ {
		kind := "struct"
		if s%7 == 6 {
			kind = "union"
		}
		tag := fmt.Sprintf("s%d", s)
		fmt.Fprintf(&b, "%s %s {\n", kind, tag)
		type member struct {
			name      string
			bits      int // 0: not a bit-field
			signed    bool
			isDouble  bool
			typeWidth int
		}
		var members []member
		nf := 2 + rng.Intn(8)
		for i := 0; i < nf; i++ {
			if rng.Intn(4) == 0 {
				pt := plainTypes[rng.Intn(len(plainTypes))]
				name := fmt.Sprintf("p%d", i)
				fmt.Fprintf(&b, "  %s %s;\n", pt, name)
				w := map[string]int{"char": 8, "short": 16, "int": 32, "long long": 64, "double": 64}[pt]
				members = append(members, member{name: name, signed: true, isDouble: pt == "double", typeWidth: w})
				continue
			}
			bt := bitFieldTypes[rng.Intn(len(bitFieldTypes))]
			w := 1 + rng.Intn(bt.bits)
			if rng.Intn(10) == 0 {
				// Unnamed padding, sometimes of width 0.
				fmt.Fprintf(&b, "  %s : %d;\n", bt.name, rng.Intn(min(bt.bits, 9)))
				continue
			}
			name := fmt.Sprintf("f%d", i)
			fmt.Fprintf(&b, "  %s %s : %d;\n", bt.name, name, w)
			members = append(members, member{name: name, bits: w, signed: bt.signed, typeWidth: bt.bits})
		}
		if len(members) == 0 {
			b.WriteString("  int last : 5;\n")
			members = append(members, member{name: "last", bits: 5, signed: true, typeWidth: 32})
		}
		b.WriteString("};\n")
		fmt.Fprintf(&b, "struct outer%d { char c; %s %s in; %s %s arr[3]; short tail : 3; };\n", s, kind, tag, kind, tag)
		// A static instance initialized positionally.
		var inits []string
		for range members {
			inits = append(inits, fmt.Sprint(rng.Intn(200)-50))
		}
		if kind == "union" {
			inits = inits[:1]
		}
		fmt.Fprintf(&b, "static %s %s g%d = {%s};\n", kind, tag, s, strings.Join(inits, ", "))
		fmt.Fprintf(&b, "static struct outer%d go%d = {1, {%s}, {{0}, {%s}}, -2};\n", s, s, strings.Join(inits, ", "), strings.Join(inits, ", "))

		fmt.Fprintf(&b, "static void test%d(void) {\n  %s %s x;\n  struct outer%d o;\n  memset(&x, 0, sizeof x);\n  memset(&o, 0, sizeof o);\n", s, kind, tag, s)
		fmt.Fprintf(&b, "  printf(\"%s: size %%zu align %%zu outer %%zu in@%%zu arr@%%zu\\n\", sizeof(%s %s), _Alignof(%s %s), sizeof o, offsetof(struct outer%d, in), offsetof(struct outer%d, arr));\n",
			tag, kind, tag, kind, tag, s, s)
		for _, m := range members {
			if m.bits == 0 {
				fmt.Fprintf(&b, "  printf(\" %s@%%zu\", offsetof(%s %s, %s));\n", m.name, kind, tag, m.name)
			}
		}
		b.WriteString("  printf(\"\\n\");\n")
		for round := 0; round < 2; round++ {
			for _, m := range members {
				v := rng.Int63() >> uint(rng.Intn(63))
				if rng.Intn(2) == 0 {
					v = -v
				}
				if m.isDouble {
					fmt.Fprintf(&b, "  x.%s = %d.5;\n", m.name, v%1000)
					continue
				}
				fmt.Fprintf(&b, "  x.%s = %dLL;\n  o.arr[%d].%s = x.%s;\n", m.name, v, round+1, m.name, m.name)
				if rng.Intn(3) == 0 {
					fmt.Fprintf(&b, "  x.%s += 3;\n  x.%s++;\n", m.name, m.name)
				}
			}
			for _, m := range members {
				if m.isDouble {
					fmt.Fprintf(&b, "  printf(\" %s=%%g\", x.%s);\n", m.name, m.name)
				} else {
					fmt.Fprintf(&b, "  printf(\" %s=%%lld\", (long long)x.%s);\n", m.name, m.name)
				}
			}
			fmt.Fprintf(&b, "  printf(\"\\n\");\n  dump(\"x\", &x, sizeof x);\n")
		}
		fmt.Fprintf(&b, "  o.in = x;\n  o.tail = 3;\n  dump(\"o\", &o, sizeof o);\n  dump(\"g\", &g%d, sizeof g%d);\n  dump(\"go\", &go%d, sizeof go%d);\n}\n", s, s, s, s)
		mains = append(mains, fmt.Sprintf("  test%d();\n", s))
	}
	b.WriteString("int main(void) {\n")
	for _, m := range mains {
		b.WriteString(m)
	}
	b.WriteString("  return 0;\n}\n")
	return b.String()
}

// TestBitFieldLayoutAgainstGCC: generated bit-field structs print the same
// under gcc -O0 and under lli-14 running the front end's IR.
func TestBitFieldLayoutAgainstGCC(t *testing.T) {
	for _, tool := range []string{"gcc", "lli-14"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("%s not found: the differential layout test needs it", tool)
		}
	}
	dir := t.TempDir()
	for seed := int64(1); seed <= 2; seed++ {
		src := genBitFieldProgram(rand.New(rand.NewSource(seed)), 20)
		name := filepath.Join(dir, fmt.Sprintf("bits%d.c", seed))
		writeFile(t, name, src)
		want, got := gccAndLLI(t, dir, fmt.Sprintf("bits%d", seed), name, []byte(src), false)
		if got != want {
			t.Errorf("seed %d: output differs from gcc's; first difference:\n%s\nprogram: %s", seed, firstDiff(want, got), name)
			if os.Getenv("MPISKEL_KEEP") != "" {
				_ = os.WriteFile("/tmp/bits_fail.c", []byte(src), 0o644)
			}
		}
	}
}

// firstDiff shows the first line where got departs from want.
func firstDiff(want, got string) string {
	wl, gl := strings.Split(want, "\n"), strings.Split(got, "\n")
	for i := range wl {
		if i >= len(gl) || wl[i] != gl[i] {
			g := "<missing>"
			if i < len(gl) {
				g = gl[i]
			}
			return fmt.Sprintf("line %d\n gcc: %s\n ours: %s", i+1, wl[i], g)
		}
	}
	return "ours is longer"
}
