// Tests of call resolution and MPI propagation.
package callgraph

import (
	"testing"

	"github.com/llir/llvm/asm"
)

const module = `
@table = global void (i32)* @viaTable

declare i32 @MPI_Barrier(i32)
declare i32 @printf(i8*, ...)

define void @leaf(i32 %x) {
  ret void
}
define void @viaTable(i32 %x) {
  %r = call i32 @MPI_Barrier(i32 1)
  ret void
}
define void @middle() {
  call void @leaf(i32 1)
  call void @llvm.dbg.value(metadata i32 0, metadata !{}, metadata !{})
  ret void
}
define void @top(void (i32)* %fp) {
  call void @middle()
  call void %fp(i32 2)
  ret void
}
define void @pure() {
  call void @middle()
  ret void
}
declare void @llvm.dbg.value(metadata, metadata, metadata)
`

func TestContainsMPIThroughDirectAndIndirectCalls(t *testing.T) {
	m, err := asm.ParseString("m.ll", module)
	if err != nil {
		t.Fatal(err)
	}
	g := Build(m)
	fn := map[string]bool{}
	for _, f := range m.Funcs {
		fn[f.Name()] = g.ContainsMPI(f)
	}
	want := map[string]bool{"MPI_Barrier": true, "viaTable": true, "top": true, "leaf": false, "middle": false, "pure": false, "printf": false}
	for name, w := range want {
		if fn[name] != w {
			t.Errorf("ContainsMPI(%s) = %v, want %v", name, fn[name], w)
		}
	}
	var top, middle []*Site
	for _, f := range m.Funcs {
		switch f.Name() {
		case "top":
			top = g.Sites[f]
		case "middle":
			middle = g.Sites[f]
		}
	}
	if len(middle) != 1 {
		t.Errorf("middle has %d sites; the intrinsic must not count", len(middle))
	}
	if len(top) != 2 || !top[1].Indirect || len(top[1].Callees) != 1 || top[1].Callees[0].Name() != "viaTable" {
		t.Fatalf("indirect call not resolved by type: %+v", top)
	}
	if ok, via := g.SiteMPI(top[1]); !ok || via != "viaTable" {
		t.Errorf("SiteMPI = %v %q", ok, via)
	}
}
