// Tests of the slice: fixtures with expectations on their lines, and the
// payload and loop-count paths on the isort and converge apps.
package slice

import (
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/mpiskel/mpiskel/analysis/pointsto"
	"github.com/mpiskel/mpiskel/frontend"
	cfront "github.com/mpiskel/mpiskel/frontend/c"
	"github.com/mpiskel/mpiskel/frontend/llvmir"
)

func slice(t *testing.T, p *frontend.Program, opt Options) *Result {
	t.Helper()
	r, err := Compute(p, pointsto.Analyze(p.Module), opt)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func loadC(t *testing.T, path string) *frontend.Program {
	t.Helper()
	p, err := cfront.Load(path, cfront.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func loadLL(t *testing.T, path string) *frontend.Program {
	t.Helper()
	p, err := llvmir.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// clangO0 compiles a C file against the C front end's mpi.h with clang-14,
// or skips.
func clangO0(t *testing.T, src string) *frontend.Program {
	t.Helper()
	clang, err := exec.LookPath("clang-14")
	if err != nil {
		t.Skip("clang-14 not found: the fixture is not checked on clang's IR")
	}
	inc, _ := filepath.Abs("../../frontend/c/include")
	out := filepath.Join(t.TempDir(), strings.TrimSuffix(filepath.Base(src), ".c")+".ll")
	cmd := exec.Command(clang, "-S", "-emit-llvm", "-O0", "-g", "-fdebug-compilation-dir=.", "-I", inc,
		filepath.Base(src), "-o", out)
	cmd.Dir = filepath.Dir(src)
	if b, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("clang-14: %v\n%s", err, b)
	}
	return loadLL(t, out)
}

var wantRE = regexp.MustCompile(`// want ((?:"(?:[^"\\]|\\.)*"\s*)+)$`)
var quotedRE = regexp.MustCompile(`"((?:[^"\\]|\\.)*)"`)

// checkWants matches every `// want "re" ...` comment of src against the
// diagnostics of its line: each pattern must match one of them.
func checkWants(t *testing.T, src string, r *Result, p *frontend.Program) {
	t.Helper()
	text, err := os.ReadFile(src)
	if err != nil {
		t.Fatal(err)
	}
	byLine := map[int][]string{}
	for _, d := range r.Diagnostics(p.Module) {
		if filepath.Base(d.Pos.File) == filepath.Base(src) {
			byLine[d.Pos.Line] = append(byLine[d.Pos.Line], d.Message)
		}
	}
	wants := 0
	for i, line := range strings.Split(string(text), "\n") {
		m := wantRE.FindStringSubmatch(line)
		if m == nil {
			continue
		}
		for _, q := range quotedRE.FindAllStringSubmatch(m[1], -1) {
			wants++
			pat := strings.ReplaceAll(q[1], `\\`, `\`)
			re, err := regexp.Compile(pat)
			if err != nil {
				t.Fatalf("%s:%d: bad pattern %q: %v", src, i+1, pat, err)
			}
			found := false
			for _, msg := range byLine[i+1] {
				if re.MatchString(msg) {
					found = true
				}
			}
			if !found {
				t.Errorf("%s:%d: no diagnostic matches %q; got %q", filepath.Base(src), i+1, pat, byLine[i+1])
			}
		}
	}
	if wants == 0 {
		t.Fatalf("%s has no want comments", src)
	}
}

func TestFixtures(t *testing.T) {
	srcs, _ := filepath.Glob("../../testdata/slice/*.c")
	if len(srcs) == 0 {
		t.Fatal("no testdata/slice/*.c")
	}
	for _, src := range srcs {
		src := src
		t.Run(filepath.Base(src), func(t *testing.T) {
			p := loadC(t, src)
			checkWants(t, src, slice(t, p, Options{}), p)
		})
		t.Run(filepath.Base(src)+"/clang-O0", func(t *testing.T) {
			p := clangO0(t, src)
			checkWants(t, src, slice(t, p, Options{}), p)
		})
	}
}

// lineOf is the 1-based line of the first line of path containing s.
func lineOf(t *testing.T, path, s string) int {
	t.Helper()
	text, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	for i, l := range strings.Split(string(text), "\n") {
		if strings.Contains(l, s) {
			return i + 1
		}
	}
	t.Fatalf("%s has no line with %q", path, s)
	return 0
}

// keptOnLine returns the reasons of what is kept on a line of file base.
func keptOnLine(r *Result, p *frontend.Program, base string, line int) []string {
	var out []string
	for _, d := range r.Diagnostics(p.Module) {
		if filepath.Base(d.Pos.File) == base && d.Pos.Line == line && strings.HasPrefix(d.Message, "kept: ") {
			out = append(out, d.Message)
		}
	}
	return out
}

func appVariants(t *testing.T, app string) map[string]*frontend.Program {
	base := "../../testdata/apps/" + app
	return map[string]*frontend.Program{
		"C":  loadC(t, base+".c"),
		"O0": loadLL(t, base+".O0.ll"),
		"O1": loadLL(t, base+".O1.ll"),
	}
}

// TestIsortPayload: the bucket counts MPI_Alltoall exchanges are used as the
// counts of MPI_Alltoallv, so the payload is followed back to the senders'
// counting loop and the key generator it reads. The local sort of the
// received keys decides no MPI call: when its loops will be abstracted,
// those whose counts need the keys MPI_Alltoallv delivered are
// data-dependent (a profile or a pragma gives their counts) instead of
// pulling the keys' exchange and the sort into the slice.
func TestIsortPayload(t *testing.T) {
	src := "../../testdata/apps/isort.c"
	counting := lineOf(t, src, "send_counts[keys[i] / width]++")
	generate := lineOf(t, src, "keys[i] = next_key(&state, range)")
	generator := lineOf(t, src, "*state = *state * 1103515245u + 12345u")
	alltoall := lineOf(t, src, "MPI_Alltoall(send_counts")
	verify := lineOf(t, src, "if (sorted[i - 1] > sorted[i])")
	histogram := lineOf(t, src, "histogram[k]++;")
	pack := lineOf(t, src, "send_keys[fill[b]++] = keys[i];")
	sortLoops := map[int]bool{lineOf(t, src, "for (int c = 0; c < histogram[k]; c++)"): true,
		lineOf(t, src, "for (int i = 1; i < n; i++)"): true}
	everyLoop := func(*ir.Block) bool { return true }
	for name, p := range appVariants(t, "isort") {
		// Loops left in place run their own exit tests: the sort's
		// counts are followed back through the keys' payload.
		if r := slice(t, p, Options{}); len(r.DataDependentLoops()) != 0 || len(keptOnLine(r, p, "isort.c", histogram)) == 0 {
			t.Errorf("%s: without abstracted loops, the sort's count is not followed: %v", name, r.DataDependentLoops())
		}
		r := slice(t, p, Options{WorkOnlyLoop: everyLoop})
		for _, line := range []int{counting, generate, generator} {
			if len(keptOnLine(r, p, "isort.c", line)) == 0 {
				t.Errorf("%s: isort.c:%d is not kept", name, line)
			}
		}
		for _, line := range []int{verify, histogram, pack} {
			if got := keptOnLine(r, p, "isort.c", line); len(got) != 0 {
				t.Errorf("%s: isort.c:%d is kept: %q", name, line, got)
			}
		}
		found := false
		for _, pl := range r.Payloads() {
			rf, sf := mpiFunc(pl.Receiver), mpiFunc(pl.Sender)
			if rf.Name == "MPI_Alltoall" && sf.Name == "MPI_Alltoall" && r.pos.inst(pl.Receiver).Line == alltoall &&
				strings.HasPrefix(pl.Use, "recvcounts of MPI_Alltoallv at isort.c:") {
				found = true
			}
		}
		if !found {
			t.Errorf("%s: no payload from MPI_Alltoall at isort.c:%d to the recvcounts of MPI_Alltoallv: %v", name, alltoall, r.Payloads())
		}
		loops := r.DataDependentLoops()
		if len(loops) != len(sortLoops) {
			t.Errorf("%s: want the sort's %d loops data-dependent, got %v", name, len(sortLoops), loops)
		}
		for _, l := range loops {
			if !sortLoops[l.Pos.Line] || l.ControlsMPI || !strings.HasPrefix(l.Cause, PayloadCause+"MPI_Alltoallv at isort.c:") {
				t.Errorf("%s: data-dependent loop at %s (controls MPI %v): %s", name, l.Pos, l.ControlsMPI, l.Cause)
			}
		}
	}
}

// TestConvergeLoopCount: the Jacobi sweep runs until an Allreduce'd update
// is small, so the loop is reported with its file:line and the update's
// computation is not kept.
func TestConvergeLoopCount(t *testing.T) {
	src := "../../testdata/apps/converge.c"
	loop := lineOf(t, src, "while (update > tolerance)")
	exchange := lineOf(t, src, "MPI_Sendrecv(&u[count]")
	for name, p := range appVariants(t, "converge") {
		r := slice(t, p, Options{})
		loops := r.DataDependentLoops()
		if len(loops) != 1 {
			t.Fatalf("%s: want one data-dependent loop, got %v", name, loops)
		}
		l := loops[0]
		if filepath.Base(l.Pos.File) != "converge.c" || l.Pos.Line != loop || !l.ControlsMPI || l.Func.Name() != "main" {
			t.Errorf("%s: loop at %s (controls MPI %v, in %s), want converge.c:%d in main, controlling MPI", name, l.Pos, l.ControlsMPI, l.Func.Name(), loop)
		}
		if !strings.HasPrefix(l.Cause, "exit condition reads floating-point data loaded at converge.c:") {
			t.Errorf("%s: cause %q", name, l.Cause)
		}
		for _, f := range p.Module.Funcs {
			for _, b := range f.Blocks {
				for _, inst := range b.Insts {
					// The sweep's data stays out: no double is read or
					// written by kept code (the loop guard clang puts
					// before a rotated loop may still compare doubles
					// held in registers).
					var data types.Type
					switch i := inst.(type) {
					case *ir.InstLoad:
						data = i.Type()
					case *ir.InstStore:
						data = i.Src.Type()
					}
					if data != nil && r.Kept(inst) && isFloat(data) {
						t.Errorf("%s: floating-point data kept at %s: %s", name, r.pos.inst(inst), r.Why(inst))
					}
				}
			}
		}
		if len(keptOnLine(r, p, "converge.c", exchange)) == 0 {
			t.Errorf("%s: the halo exchange at converge.c:%d is not kept", name, exchange)
		}
	}
}

// TestAbstractMPI: at level 5 MPI calls are no seeds; loop counts still
// are kept.
func TestAbstractMPI(t *testing.T) {
	src := "../../testdata/slice/control.c"
	p := loadC(t, src)
	r := slice(t, p, Options{AbstractMPI: true})
	send := lineOf(t, src, "MPI_Send(x, 10")
	if got := keptOnLine(r, p, "control.c", send); len(got) != 0 {
		t.Errorf("MPI_Send kept at level 5: %q", got)
	}
	fill := lineOf(t, src, "for (int i = 0; i < 100; i++) // want")
	if len(keptOnLine(r, p, "control.c", fill)) == 0 {
		t.Errorf("the trip count of the loop at control.c:%d is not kept", fill)
	}
}

// TestDeterministic: the same program gives the same slice, reasons and
// loops.
func TestDeterministic(t *testing.T) {
	for _, app := range []string{"cg", "isort"} {
		p1 := loadC(t, "../../testdata/apps/"+app+".c")
		p2 := loadC(t, "../../testdata/apps/"+app+".c")
		d1 := slice(t, p1, Options{}).Diagnostics(p1.Module)
		d2 := slice(t, p2, Options{}).Diagnostics(p2.Module)
		if !reflect.DeepEqual(d1, d2) {
			t.Errorf("%s: two slices differ", app)
		}
	}
}

// TestAppsKeepEveryMPICall: every MPI call of every app is kept, with the
// reason naming it.
func TestAppsKeepEveryMPICall(t *testing.T) {
	srcs, _ := filepath.Glob("../../testdata/apps/*.c")
	for _, src := range srcs {
		p := loadC(t, src)
		r := slice(t, p, Options{})
		for _, f := range p.Module.Funcs {
			for _, b := range f.Blocks {
				for _, inst := range b.Insts {
					if call, ok := inst.(interface{ Ident() string }); ok && r.Why(inst) == "" {
						if c, isCall := inst.(*ir.InstCall); isCall && mpiFunc(c) != nil {
							t.Errorf("%s: MPI call %s not kept", filepath.Base(src), call.Ident())
						}
					}
				}
			}
		}
	}
}

// TestDoneFlagO0: clang -O0 keeps the done flag of flagloop.c in memory.
// The Allreduce's guard loads it, and of the flag's stores only those the
// loop test has not seen since reach the guard: the convergence test's is
// not kept, nor the residual and the sweep; the loop's count is reported
// as depending on the residual.
func TestDoneFlagO0(t *testing.T) {
	src := "../../testdata/transform/flagloop.c"
	loop := lineOf(t, src, "while (done == 0)")
	sweep := lineOf(t, src, "u[i] = 0.5 *")
	residual := lineOf(t, src, "if (sum < 1e-3 * size)")
	guard := lineOf(t, src, "if (it % 4 == 0 && done != 1)")
	p := clangO0(t, src)
	r := slice(t, p, Options{})
	loops := r.DataDependentLoops()
	if len(loops) != 1 || loops[0].Pos.Line != loop || !loops[0].ControlsMPI ||
		loops[0].Cause != "exit condition reads floating-point data loaded at flagloop.c:"+strconv.Itoa(residual) {
		t.Fatalf("data-dependent loops %+v, want the one at flagloop.c:%d, controlling MPI, reading the residual at line %d", loops, loop, residual)
	}
	for _, line := range []int{sweep, residual, residual + 1} {
		if got := keptOnLine(r, p, "flagloop.c", line); len(got) != 0 {
			t.Errorf("flagloop.c:%d is kept: %q", line, got)
		}
	}
	for _, line := range []int{guard, lineOf(t, src, "if (it > 1000)"), lineOf(t, src, "if (it > 1000)") + 1} {
		if len(keptOnLine(r, p, "flagloop.c", line)) == 0 {
			t.Errorf("flagloop.c:%d is not kept", line)
		}
	}
	// The guard's load of the flag (what the loop test loads) is reached
	// by the flag's initial store and by the cap's, which the slice lists
	// for the transforms.
	var flag value.Value
	var guardLoads []*ir.InstLoad
	for _, f := range p.Module.Funcs {
		for _, b := range f.Blocks {
			for _, inst := range b.Insts {
				if ld, ok := inst.(*ir.InstLoad); ok {
					switch r.pos.inst(ld).Line {
					case loop:
						flag = ld.Src
					case guard:
						guardLoads = append(guardLoads, ld)
					}
				}
			}
		}
	}
	found := false
	for _, ld := range guardLoads {
		if ld.Src != flag {
			continue
		}
		found = true
		if sts, ok := r.ReachingStores(ld); !ok || len(sts) != 2 {
			t.Errorf("the guard's load %s of the flag is reached by %d stores (narrowed %v), want 2", ld.Ident(), len(sts), ok)
		}
	}
	if !found {
		t.Error("no load of the flag at the guard")
	}
}

// TestCheapWork: cg's sparse product runs each row from row_start[i] to
// row_start[i+1], which the matrix assembly's loop fills. The slice
// follows that loop's code (its count is then exact); with CheapWork the
// product's loop is data-dependent instead, naming the assembly, so that
// a profile measures its count and the skeleton need not assemble. At
// -O1 the assembly keeps its counters in registers and reads no array:
// a cheap loop, kept for an exact count.
func TestCheapWork(t *testing.T) {
	src := "../../testdata/apps/cg.c"
	row := lineOf(t, src, "for (int k = a->row_start[i]; k < a->row_start[i + 1]; k++)")
	assembly := lineOf(t, src, "a.row_start[rows] = nnz;")
	everyLoop := func(*ir.Block) bool { return true }
	for name, p := range appVariants(t, "cg") {
		r := slice(t, p, Options{WorkOnlyLoop: everyLoop})
		if len(keptOnLine(r, p, "cg.c", assembly)) == 0 {
			t.Errorf("%s: the assembly's end of rows (cg.c:%d) is not kept for the product's count", name, assembly)
		}
		r = slice(t, p, Options{WorkOnlyLoop: everyLoop, CheapWork: true})
		if name == "O1" {
			continue
		}
		found := false
		for _, l := range r.DataDependentLoops() {
			if l.Pos.Line == row && strings.HasPrefix(l.Cause, CostlyCause+"cg.c:") {
				found = true
			}
		}
		if !found {
			t.Errorf("%s: with CheapWork, the product's row loop (cg.c:%d) is not data-dependent: %v", name, row, r.DataDependentLoops())
		}
	}
}
