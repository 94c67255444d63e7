// Tests of the points-to analysis on small IR modules.
package pointsto

import (
	"sort"
	"strings"
	"testing"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	cfront "github.com/mpiskel/mpiskel/frontend/c"
	"github.com/mpiskel/mpiskel/frontend/llvmir"
)

const module = `
@g = global i32 0
@gp = global i32* @g
@table = global [2 x i32* (i32*)*] [i32* (i32*)* @id, i32* (i32*)* @other]

declare i8* @malloc(i64)
declare i8* @realloc(i8*, i64)
declare void @llvm.memcpy.p0i8.p0i8.i64(i8*, i8*, i64, i1)
declare i32 @MPI_Irecv(i8*, i32, i32, i32, i32, i32, i32*)
declare i32 @MPI_Isend(i8*, i32, i32, i32, i32, i32, i32*)
declare i32 @MPI_Wait(i32*, i8*)
declare i32 @MPI_Waitall(i32, i32*, i8*)
declare void @ext(i8*)
declare i32 @printf(i8*, ...)

define i32* @id(i32* %p) {
  ret i32* %p
}

define i32* @other(i32* %p) {
  ret i32* @g
}

define void @f() {
  %a = alloca i32
  %b = alloca i32
  %pp = alloca i32*
  store i32* %a, i32** %pp
  %q = load i32*, i32** %pp
  %h = call i8* @malloc(i64 8)
  %hc = bitcast i8* %h to i32*
  %h2 = call i8* @realloc(i8* %h, i64 16)
  %r = call i32* @id(i32* %b)
  %fp = alloca i32* (i32*)*
  store i32* (i32*)* @id, i32* (i32*)** %fp
  %fn = load i32* (i32*)*, i32* (i32*)** %fp
  %s = call i32* %fn(i32* %a)
  %g2 = load i32*, i32** @gp
  %slot = getelementptr [2 x i32* (i32*)*], [2 x i32* (i32*)*]* @table, i64 0, i64 1
  %fn2 = load i32* (i32*)*, i32* (i32*)** %slot
  %t = call i32* %fn2(i32* %b)
  %ai = ptrtoint i32* %a to i64
  %ai4 = add i64 %ai, 4
  %ap = inttoptr i64 %ai4 to i32*
  %req = alloca [2 x i32]
  %req0 = getelementptr [2 x i32], [2 x i32]* %req, i64 0, i64 0
  %req1 = getelementptr [2 x i32], [2 x i32]* %req, i64 0, i64 1
  %rbuf = alloca [4 x i32]
  %rbufp = bitcast [4 x i32]* %rbuf to i8*
  %sbuf = alloca [4 x i32]
  %sbufp = bitcast [4 x i32]* %sbuf to i8*
  %1 = call i32 @MPI_Irecv(i8* %rbufp, i32 4, i32 0, i32 0, i32 0, i32 0, i32* %req0)
  %2 = call i32 @MPI_Isend(i8* %sbufp, i32 4, i32 0, i32 0, i32 0, i32 0, i32* %req1)
  %3 = call i32 @MPI_Waitall(i32 2, i32* %req0, i8* null)
  %other = alloca i32
  %oreq = alloca i32
  %4 = call i32 @MPI_Wait(i32* %oreq, i8* null)
  %e = alloca i32*
  %ec = bitcast i32** %e to i8*
  call void @ext(i8* %ec)
  %dst = alloca i32*
  %src = alloca i32*
  store i32* %b, i32** %src
  %dst8 = bitcast i32** %dst to i8*
  %src8 = bitcast i32** %src to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* %dst8, i8* %src8, i64 8, i1 false)
  %copied = load i32*, i32** %dst
  %5 = call i32 (i8*, ...) @printf(i8* %ec)
  ret void
}
`

// values finds the named local values of f.
func values(f *ir.Func) map[string]value.Value {
	out := map[string]value.Value{}
	for _, b := range f.Blocks {
		for _, inst := range b.Insts {
			if v, ok := inst.(value.Named); ok && v.Name() != "" {
				out[v.Name()] = v
			}
		}
	}
	return out
}

func names(objs []Object) string {
	var s []string
	for _, o := range objs {
		if o.Value == nil {
			s = append(s, "?")
			continue
		}
		s = append(s, strings.TrimLeft(o.Value.Ident(), "%@"))
	}
	sort.Strings(s)
	return strings.Join(s, " ")
}

func analyze(t *testing.T) (*Result, map[string]value.Value, *ir.Module) {
	t.Helper()
	p, err := llvmir.Parse("pt.ll", []byte(module))
	if err != nil {
		t.Fatal(err)
	}
	var f *ir.Func
	for _, fn := range p.Module.Funcs {
		if fn.Name() == "f" {
			f = fn
		}
	}
	return Analyze(p.Module), values(f), p.Module
}

func TestPointsTo(t *testing.T) {
	r, v, _ := analyze(t)
	cases := []struct{ name, want string }{
		{"q", "a"},      // through memory
		{"hc", "h"},     // heap block by call site
		{"h2", "h h2"},  // realloc: a new block, or the old one
		{"r", "a b"},    // through a call: parameters are context-insensitive
		{"s", "a b"},    // indirect call resolved from the stored function pointer
		{"g2", "g"},     // global initializer
		{"t", "a b g"},  // indirect call through a table of two functions
		{"ap", "a"},     // pointer arithmetic on integers
		{"copied", "b"}, // memcpy copies pointers
		{"fn", "id"},    // function objects
		{"req1", "req"}, // field-insensitive: any element is the whole object
		{"rbufp", "rbuf"},
	}
	for _, c := range cases {
		if got := names(r.PointsTo(v[c.name])); got != c.want {
			t.Errorf("%%%s points to {%s}, want {%s}", c.name, got, c.want)
		}
	}
	if !r.MayAlias(v["q"], v["a"]) || r.MayAlias(v["q"], v["hc"]) || !r.MayAlias(v["req0"], v["req1"]) {
		t.Error("MayAlias disagrees with the points-to sets")
	}
	e, _ := r.Object(v["e"])
	if got := names(r.Contents(e)); !strings.Contains(got, "?") {
		t.Errorf("memory passed to an unknown function may hold unknown pointers, got {%s}", got)
	}
}

func TestEffects(t *testing.T) {
	r, v, _ := analyze(t)
	call := func(name string) *ir.InstCall { return v[name].(*ir.InstCall) }
	// Waitall completes both requests: it writes the Irecv's buffer, not
	// the Isend's.
	if got := names(r.Mod(call("3"))); !strings.Contains(got, "rbuf") || strings.Contains(got, "sbuf") {
		t.Errorf("Mod(MPI_Waitall) = {%s}, want the receive buffer and not the send buffer", got)
	}
	if got := r.Completes(call("3")); len(got) != 2 || got[0] != call("1") || got[1] != call("2") {
		t.Errorf("Completes(MPI_Waitall) = %v, want the Irecv and the Isend", got)
	}
	if got := r.Completes(call("4")); len(got) != 0 {
		t.Errorf("a Wait on another request completes %v", got)
	}
	if got := names(r.Mod(call("1"))); !strings.Contains(got, "rbuf") || !strings.Contains(got, "req") {
		t.Errorf("Mod(MPI_Irecv) = {%s}, want its buffer and request", got)
	}
	if got := names(r.Mod(call("2"))); strings.Contains(got, "sbuf") {
		t.Errorf("Mod(MPI_Isend) = {%s} writes its send buffer", got)
	}
	if got := names(r.Ref(call("2"))); !strings.Contains(got, "sbuf") {
		t.Errorf("Ref(MPI_Isend) = {%s}, want its send buffer", got)
	}
	if got := names(r.Mod(call("5"))); got != "" {
		t.Errorf("printf writes {%s}", got)
	}
}

// TestAppsSound checks, on the C apps, that every pointer variable an MPI
// call gets points somewhere: buffers, counts and requests are never lost.
func TestAppsSound(t *testing.T) {
	for _, app := range []string{"ring", "halo2d", "cg", "isort", "converge", "masterworker", "transpose"} {
		p, err := cfront.Load("../../testdata/apps/"+app+".c", cfront.Options{})
		if err != nil {
			t.Fatal(err)
		}
		r := Analyze(p.Module)
		checked := 0
		for _, f := range p.Module.Funcs {
			for _, b := range f.Blocks {
				for _, inst := range b.Insts {
					call, ok := inst.(*ir.InstCall)
					if !ok {
						continue
					}
					if name, ok := calleeName(call); !ok || !strings.HasPrefix(name, "MPI_") {
						continue
					}
					for _, a := range call.Args {
						if _, isPtr := a.Type().(*types.PointerType); !isPtr {
							continue
						}
						if _, isConst := a.(constant.Constant); isConst {
							continue // MPI_STATUS_IGNORE, MPI_IN_PLACE
						}
						if _, fromInt := a.(*ir.InstIntToPtr); fromInt {
							continue // the same, as the C front end lowers the casts
						}
						checked++
						if len(r.PointsTo(a)) == 0 {
							t.Errorf("%s: argument %s of %s points to nothing", app, a.Ident(), call.Ident())
						}
					}
				}
			}
		}
		if checked == 0 {
			t.Errorf("%s: no MPI pointer argument checked", app)
		}
	}
}
