// Differential tests of packed and aligned struct layout (#pragma pack, __attribute__((packed)), aligned members) against gcc.
package c

import (
	"fmt"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

var (
	recordDefLine = regexp.MustCompile(`^(struct|union) (s|outer)\d+ \{`)
	plainMember   = regexp.MustCompile(`^  (char|short|int|long long|double) (p\d+);$`)
	bitFieldLine  = regexp.MustCompile(`^  ([a-z_ A-Z]+?) (f\d+|last)? ?: \d+;$`)
)

// packStructs rewrites a genBitFieldProgram program so that its records are
// packed in every way gcc knows: #pragma pack(N), push and pop around
// definitions, __attribute__((packed)) on some, aligned(N) on some members
// and on some records, and records with their bit-fields made ordinary
// members (packing without bit-fields).
func packStructs(rng *rand.Rand, src string) string {
	var b strings.Builder
	inDef, strip := false, false
	pushed := 0
	for _, line := range strings.SplitAfter(src, "\n") {
		body := strings.TrimSuffix(line, "\n")
		switch {
		case recordDefLine.MatchString(body):
			switch r := rng.Intn(8); r {
			case 0:
				fmt.Fprintf(&b, "#pragma pack(%d)\n", 1<<rng.Intn(4))
			case 1:
				fmt.Fprintf(&b, "#pragma pack(push, %d)\n", 1<<rng.Intn(3))
				pushed++
			case 2:
				if pushed > 0 {
					b.WriteString("#pragma pack(pop)\n")
					pushed--
				}
			case 3:
				b.WriteString("#pragma pack()\n")
			}
			inDef = !strings.HasSuffix(body, "};")
			strip = inDef && rng.Intn(3) == 0
			if !inDef && rng.Intn(3) == 0 {
				line = strings.TrimSuffix(body, ";") + " __attribute__((packed));\n"
			}
		case inDef && body == "};":
			inDef = false
			switch rng.Intn(4) {
			case 0:
				line = "} __attribute__((packed));\n"
			case 1:
				line = fmt.Sprintf("} __attribute__((packed, aligned(%d)));\n", 1<<rng.Intn(4))
			}
		case inDef && plainMember.MatchString(body) && rng.Intn(4) == 0:
			line = strings.TrimSuffix(body, ";") + fmt.Sprintf(" __attribute__((aligned(%d)));\n", 1<<rng.Intn(5))
		case inDef && strip:
			if m := bitFieldLine.FindStringSubmatch(body); m != nil {
				if m[2] == "" {
					continue
				}
				line = fmt.Sprintf("  %s %s;\n", m[1], m[2])
			}
		}
		b.WriteString(line)
	}
	return b.String()
}

// TestPackedLayoutAgainstGCC: generated packed structs print the same sizes,
// offsets, values and bytes under gcc -O0 and under lli-14 running the
// front end's IR.
func TestPackedLayoutAgainstGCC(t *testing.T) {
	for _, tool := range []string{"gcc", "lli-14"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("%s not found: the differential layout test needs it", tool)
		}
	}
	dir := t.TempDir()
	for seed := int64(1); seed <= 3; seed++ {
		rng := rand.New(rand.NewSource(seed))
		src := packStructs(rng, genBitFieldProgram(rng, 20))
		if !strings.Contains(src, "#pragma pack") || !strings.Contains(src, "packed") {
			t.Fatalf("seed %d: the generated program packs nothing", seed)
		}
		name := filepath.Join(dir, fmt.Sprintf("pack%d.c", seed))
		writeFile(t, name, src)
		want, got := gccAndLLI(t, dir, fmt.Sprintf("pack%d", seed), name, []byte(src), false)
		if got != want {
			t.Errorf("seed %d: output differs from gcc's; first difference:\n%s", seed, firstDiff(want, got))
			if os.Getenv("MPISKEL_KEEP") != "" {
				_ = os.WriteFile(fmt.Sprintf("/tmp/pack_fail%d.c", seed), []byte(src), 0o644)
			}
		}
	}
}

// TestPackPragmaInHeader: a pack pushed and popped inside a header applies
// to the header's structs only, and one set before an #include applies to
// the header's structs too (as in gcc).
func TestPackPragmaInHeader(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, filepath.Join(dir, "h1.h"), "#pragma pack(push, 1)\nstruct h1 { char c; int i; };\n#pragma pack(pop)\n")
	writeFile(t, filepath.Join(dir, "h2.h"), "struct h2 { char c; int i; };\n")
	src := `#include "h1.h"
struct m1 { char c; int i; };
#pragma pack(2)
#include "h2.h"
struct m2 { char c; int i; };
#pragma pack()
struct m3 { char c; int i; };
int main(void) { return 0; }
`
	name := filepath.Join(dir, "main.c")
	writeFile(t, name, src)
	ast, err := parse(name, []byte(src), Options{})
	if err != nil {
		t.Fatal(err)
	}
	c := &compiler{ast: ast, layouts: map[any]*recordLayout{}}
	want := map[string]int64{"h1": 5, "m1": 8, "h2": 6, "m2": 6, "m3": 8}
	got := map[string]int64{}
	for st := range ast.Structs {
		if tag := st.Tag(); tag.SrcStr() != "" && !st.IsIncomplete() {
			if _, ok := want[tag.SrcStr()]; ok {
				got[tag.SrcStr()] = c.typeSize(st)
			}
		}
	}
	for tag, size := range want {
		if got[tag] != size {
			t.Errorf("sizeof(struct %s) = %d, want %d (gcc's)", tag, got[tag], size)
		}
	}
}
