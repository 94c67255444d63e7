// Tests: analysistest-style expectations in testdata C files, .c against
// clang-14 -O0 .ll over testdata/apps, and the analysis speed.
package regions

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/llir/llvm/asm"

	"github.com/mpiskel/mpiskel/frontend"
	cfront "github.com/mpiskel/mpiskel/frontend/c"
	"github.com/mpiskel/mpiskel/frontend/llvmir"
)

var wantRE = regexp.MustCompile(`// want((?: +"(?:[^"\\]|\\.)*")+)`)
var wantArgRE = regexp.MustCompile(`"((?:[^"\\]|\\.)*)"`)

// checkWants compares diagnostics of file with its "// want" comments: every
// diagnostic must match a pattern on its line, every pattern a diagnostic.
func checkWants(t *testing.T, file string, ds []Diagnostic) {
	t.Helper()
	src, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	wants := map[int][]*regexp.Regexp{}
	for i, line := range strings.Split(string(src), "\n") {
		m := wantRE.FindStringSubmatch(line)
		if m == nil {
			continue
		}
		for _, a := range wantArgRE.FindAllStringSubmatch(m[1], -1) {
			wants[i+1] = append(wants[i+1], regexp.MustCompile(strings.ReplaceAll(a[1], `\\`, `\`)))
		}
	}
	for _, d := range ds {
		if filepath.Base(d.Pos.File) != filepath.Base(file) {
			continue
		}
		matched := -1
		for i, re := range wants[d.Pos.Line] {
			if re.MatchString(d.Message) {
				matched = i
				break
			}
		}
		if matched < 0 {
			t.Errorf("%s:%d: unexpected diagnostic %q", file, d.Pos.Line, d.Message)
			continue
		}
		wants[d.Pos.Line] = append(wants[d.Pos.Line][:matched], wants[d.Pos.Line][matched+1:]...)
	}
	var lines []int
	for l := range wants {
		lines = append(lines, l)
	}
	sort.Ints(lines)
	for _, l := range lines {
		for _, re := range wants[l] {
			t.Errorf("%s:%d: no diagnostic matching %q", file, l, re)
		}
	}
}

func loadC(t testing.TB, path string) *frontend.Program {
	p, err := cfront.Load(path, cfront.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func TestRegionExpectations(t *testing.T) {
	files, _ := filepath.Glob("../../testdata/analysis/regions/*.c")
	if len(files) == 0 {
		t.Fatal("no fixtures")
	}
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			checkWants(t, f, Analyze(loadC(t, f)).Diagnostics())
		})
	}
}

func TestBlockExpectations(t *testing.T) {
	files, _ := filepath.Glob("../../testdata/analysis/blocks/*.c")
	if len(files) == 0 {
		t.Fatal("no fixtures")
	}
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			checkWants(t, f, BlockDiagnostics(Analyze(loadC(t, f)).Blocks()))
		})
	}
}

// shape renders what must not depend on the front end: the tree of
// function, loop, irreducible and branch regions (code regions are
// flattened: where a front end splits straight code into blocks is its own
// affair), each with its level and the MPI call sites directly in it, plus
// the loops that are no region.
func shape(fn *Function) string {
	var b strings.Builder
	var rec func(r *Region, indent string)
	rec = func(r *Region, indent string) {
		// Pure branches (level 2) are flattened too: the front ends lower
		// ?: and && in value context to different diamonds.
		if r.Kind != KindCode && !(r.Kind == KindBranch && r.Level <= 2) {
			fmt.Fprintf(&b, "%s%s L%d", indent, r.Kind, r.Level)
			var own []string
			var inner func(x *Region)
			seen := map[string]int{}
			for _, s := range r.MPI {
				seen[fmt.Sprintf("%s@%d", s.Name, s.Pos.Line)]++
			}
			inner = func(x *Region) {
				for _, c := range x.Children {
					if c.Kind != KindCode && !(c.Kind == KindBranch && c.Level <= 2) {
						for _, s := range c.MPI {
							seen[fmt.Sprintf("%s@%d", s.Name, s.Pos.Line)]--
						}
						continue
					}
					inner(c)
				}
			}
			inner(r)
			for k, n := range seen {
				for ; n > 0; n-- {
					own = append(own, k)
				}
			}
			sort.Strings(own)
			fmt.Fprintf(&b, " %v\n", own)
			indent += "  "
		}
		for _, c := range r.Children {
			rec(c, indent)
		}
	}
	rec(fn.Root, "")
	for _, l := range fn.Loops {
		if l.Region == nil {
			fmt.Fprintf(&b, "non-SESE loop depth %d line %d\n", l.Depth, l.Pos.Line)
		}
	}
	return b.String()
}

func TestCAndClangIRAgreeOnApps(t *testing.T) {
	apps, _ := filepath.Glob("../../testdata/apps/*.c")
	if len(apps) == 0 {
		t.Fatal("no apps")
	}
	for _, c := range apps {
		t.Run(filepath.Base(c), func(t *testing.T) {
			fromC := Analyze(loadC(t, c))
			p, err := llvmir.Load(strings.TrimSuffix(c, ".c") + ".O0.ll")
			if err != nil {
				t.Fatal(err)
			}
			fromLL := Analyze(p)
			byName := map[string]*Function{}
			for _, fn := range fromC.Funcs {
				byName[fn.Func.Name()] = fn
			}
			for _, fn := range fromLL.Funcs {
				cf := byName[fn.Func.Name()]
				if cf == nil {
					t.Errorf("%s: only in the .ll", fn.Func.Name())
					continue
				}
				if got, want := shape(cf), shape(fn); got != want {
					t.Errorf("%s: from C:\n%s\nfrom clang-14 -O0:\n%s", fn.Func.Name(), got, want)
				}
			}
		})
	}
}

func TestRegionsAreDeterministic(t *testing.T) {
	c := "../../testdata/apps/cg.c"
	a, b := Analyze(loadC(t, c)), Analyze(loadC(t, c))
	ja, _ := a.JSON()
	jb, _ := b.JSON()
	if string(ja) != string(jb) || a.Text() != b.Text() || a.Dot() != b.Dot() {
		t.Error("two analyses of one program differ")
	}
	if !strings.Contains(a.Dot(), "cluster_r") {
		t.Error("DOT has no region cluster")
	}
}

// bigModule concatenates copies of the apps' clang -O0 IR with renamed
// functions into one large module.
func bigModule(b *testing.B, copies int) string {
	var out strings.Builder
	seenDecl := map[string]bool{}
	for _, app := range []string{"cg", "halo2d", "transpose", "masterworker", "ring"} {
		src, err := os.ReadFile("../../testdata/apps/" + app + ".O0.ll")
		if err != nil {
			b.Fatal(err)
		}
		text := string(src)
		// Keep function bodies only; declarations once.
		for _, line := range strings.Split(text, "\n") {
			if strings.HasPrefix(line, "declare ") && !seenDecl[line] {
				seenDecl[line] = true
				out.WriteString(line + "\n")
			}
		}
		for i := 0; i < copies; i++ {
			in := false
			for _, line := range strings.Split(text, "\n") {
				if strings.HasPrefix(line, "define ") {
					in = true
					line = regexp.MustCompile(`@([A-Za-z_][A-Za-z0-9_.]*)\(`).ReplaceAllString(line, fmt.Sprintf("@${1}_%s%d(", app, i))
					line = regexp.MustCompile(` !dbg ![0-9]+`).ReplaceAllString(line, "")
					line = regexp.MustCompile(` #[0-9]+`).ReplaceAllString(line, "")
				}
				if in {
					line = regexp.MustCompile(`, !dbg ![0-9]+|, !llvm.loop ![0-9]+|, !tbaa ![0-9]+`).ReplaceAllString(line, "")
					line = regexp.MustCompile(`call void @llvm.dbg.declare\(.*`).ReplaceAllString(line, "")
					out.WriteString(line + "\n")
				}
				if in && line == "}" {
					in = false
				}
			}
		}
	}
	out.WriteString("declare void @llvm.dbg.declare(metadata, metadata, metadata)\n")
	return out.String()
}

// BenchmarkAnalyze reports IR instructions analysed per second on a large
// module, and the analysis time as a ratio to llir's parse of that module.
func BenchmarkAnalyze(b *testing.B) {
	text := bigModule(b, 40)
	start := time.Now()
	m, err := asm.ParseString("big.ll", text)
	if err != nil {
		b.Fatal(err)
	}
	parse := time.Since(start)
	p := &frontend.Program{Module: m, Path: "big.ll"}
	b.ResetTimer()
	var insts int
	for i := 0; i < b.N; i++ {
		insts = Analyze(p).Instructions()
	}
	per := b.Elapsed() / time.Duration(b.N)
	b.ReportMetric(float64(insts)/per.Seconds(), "insts/s")
	b.ReportMetric(float64(insts), "insts")
	b.ReportMetric(per.Seconds()/parse.Seconds(), "x-parse-time")
}
