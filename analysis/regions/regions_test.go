// Tests: analysistest-style expectations in testdata C files, .c against
// clang-14 -O0 .ll over testdata/apps, and the analysis speed.
package regions

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"sort"
	"strings"
	"syscall"
	"testing"
	"unsafe"

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

// bigProgram generates a C program of n functions, each with nested loops,
// branches, a switch, calls and MPI, and compiles it with the C front end.
func bigProgram(b *testing.B, n int) *frontend.Program {
	var src strings.Builder
	src.WriteString("#include <mpi.h>\ndouble grid[128][128];\n")
	for i := 0; i < n; i++ {
		fmt.Fprintf(&src, `double kernel%d(int n, int rank) {
  double s = 0;
  for (int it = 0; it < n; it++) {
    for (int i = 1; i < 127; i++)
      for (int j = 1; j < 127; j++)
        grid[i][j] = 0.25 * (grid[i-1][j] + grid[i+1][j] + grid[i][j-1] + grid[i][j+1]);
    switch (it %% 3) {
    case 0: s += grid[it %% 128][1]; break;
    case 1: s -= grid[1][it %% 128]; break;
    default: s *= 0.5;
    }
    if (rank > 0 && s > 1.0)
      MPI_Send(&s, 1, MPI_DOUBLE, rank - 1, it, MPI_COMM_WORLD);
    else if (rank == 0)
      MPI_Allreduce(MPI_IN_PLACE, &s, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    while (s > 100.0)
      s = s / 3 + (it & 1 ? 1 : 2);
  }
  return s;
}
`, i)
	}
	dir := b.TempDir()
	path := filepath.Join(dir, "big.c")
	if err := os.WriteFile(path, []byte(src.String()), 0o644); err != nil {
		b.Fatal(err)
	}
	return loadC(b, path)
}

// BenchmarkAnalyze reports IR instructions analysed per second on a large
// module, and the analysis time as a ratio to llir's parse of that module.
func BenchmarkAnalyze(b *testing.B) {
	p := bigProgram(b, 400)
	text := p.Module.String()
	// The machine may be shared: measure this thread's CPU time, not wall
	// time, for the analysis and for the llir parse it is compared with.
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	cpu0 := threadCPUTime(b)
	if _, err := asm.ParseString("big.ll", text); err != nil {
		b.Fatal(err)
	}
	parse := threadCPUTime(b) - cpu0
	text = ""
	runtime.GC() // the front end's garbage is not the analysis's cost
	b.ResetTimer()
	var insts int
	best := int64(-1)
	for i := 0; i < b.N; i++ {
		cpu0 := threadCPUTime(b)
		insts = Analyze(p).Instructions()
		if d := threadCPUTime(b) - cpu0; best < 0 || d < best {
			best = d
		}
	}
	b.ReportMetric(float64(insts)/(float64(best)*1e-9), "insts/cpu-s")
	b.ReportMetric(float64(insts), "insts")
	b.ReportMetric(float64(best)/float64(parse), "x-parse-cpu")
}

// threadCPUTime is the CPU time the calling OS thread has used, in ns
// (clock_gettime(CLOCK_THREAD_CPUTIME_ID): getrusage's is tick-grained).
func threadCPUTime(b *testing.B) int64 {
	var ts syscall.Timespec
	const clockThreadCPUTimeID = 3
	if _, _, errno := syscall.Syscall(syscall.SYS_CLOCK_GETTIME, clockThreadCPUTimeID, uintptr(unsafe.Pointer(&ts)), 0); errno != 0 {
		b.Fatalf("clock_gettime: %v", errno)
	}
	return ts.Nano()
}
