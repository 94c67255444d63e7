// Tests of dominators, post-dominators and loops on graphs built in code.
package cfg

import (
	"math/rand"
	"reflect"
	"strings"
	"testing"

	"github.com/llir/llvm/asm"
)

// graph builds a graph from "a->b" edges over nodes named by single tokens,
// numbered in order of first appearance.
func graph(t *testing.T, spec string) (*Graph, map[string]int) {
	t.Helper()
	g := NewGraph(0)
	ids := map[string]int{}
	node := func(name string) int {
		if id, ok := ids[name]; ok {
			return id
		}
		ids[name] = g.AddNode(name)
		return ids[name]
	}
	for _, e := range strings.Fields(spec) {
		from, to, ok := strings.Cut(e, "->")
		if !ok {
			t.Fatalf("bad edge %q", e)
		}
		g.AddEdge(node(from), node(to))
	}
	return g, ids
}

func TestDominatorsDiamondAndLoop(t *testing.T) {
	g, id := graph(t, "A->B A->C B->D C->D D->E E->D E->F")
	dom := Dominators(g, id["A"])
	want := map[string]string{"B": "A", "C": "A", "D": "A", "E": "D", "F": "E"}
	for n, d := range want {
		if got := dom.Idom[id[n]]; got != id[d] {
			t.Errorf("idom(%s) = %s, want %s", n, g.Name(got), d)
		}
	}
	if !dom.Dominates(id["D"], id["F"]) || dom.Dominates(id["B"], id["D"]) {
		t.Errorf("Dominates wrong:\n%s", dom.Dot(g, "dom"))
	}
	pdom := Dominators(g.Reverse(), id["F"])
	if pdom.Idom[id["B"]] != id["D"] || pdom.Idom[id["A"]] != id["D"] || pdom.Idom[id["D"]] != id["E"] {
		t.Errorf("post-dominators wrong: %v", pdom.Idom)
	}
}

func TestUnreachableNodesHaveNoDominator(t *testing.T) {
	g, id := graph(t, "A->B X->B")
	dom := Dominators(g, id["A"])
	if dom.Idom[id["X"]] != -1 || dom.Reachable(id["X"]) || dom.Dominates(id["X"], id["B"]) {
		t.Errorf("unreachable X: idom %d", dom.Idom[id["X"]])
	}
	if dom.Idom[id["B"]] != id["A"] {
		t.Errorf("idom(B) = %d", dom.Idom[id["B"]])
	}
}

// naiveDominators is the textbook fixed point: Dom(root) = {root},
// Dom(n) = {n} ∪ ⋂ Dom(p) over reachable predecessors.
func naiveDominators(g *Graph, root int) [][]bool {
	n := g.N()
	reach := g.Reachable(root)
	dom := make([][]bool, n)
	for i := range dom {
		dom[i] = make([]bool, n)
		for j := range dom[i] {
			dom[i][j] = reach[i] && (i != root || j == root)
		}
	}
	for changed := true; changed; {
		changed = false
		for v := 0; v < n; v++ {
			if !reach[v] || v == root {
				continue
			}
			next := make([]bool, n)
			for j := range next {
				next[j] = true
			}
			for _, p := range g.Pred[v] {
				if !reach[p] {
					continue
				}
				for j := range next {
					next[j] = next[j] && dom[p][j]
				}
			}
			next[v] = true
			if !reflect.DeepEqual(next, dom[v]) {
				dom[v] = next
				changed = true
			}
		}
	}
	return dom
}

func randomGraph(r *rand.Rand, n int) *Graph {
	g := NewGraph(n)
	for v := 0; v < n; v++ {
		for k := r.Intn(3); k >= 0; k-- {
			g.AddEdge(v, r.Intn(n))
		}
	}
	return g
}

func TestDominatorsAgreeWithNaiveFixedPoint(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	for iter := 0; iter < 500; iter++ {
		g := randomGraph(r, 2+r.Intn(25))
		dom := Dominators(g, 0)
		naive := naiveDominators(g, 0)
		for a := 0; a < g.N(); a++ {
			for b := 0; b < g.N(); b++ {
				if got := dom.Dominates(a, b); got != naive[b][a] {
					t.Fatalf("graph %d: Dominates(%d,%d) = %v, naive %v\n%s", iter, a, b, got, naive[b][a], g.Dot("g"))
				}
			}
		}
	}
}

func TestNaturalLoopsNested(t *testing.T) {
	// A; while (B) { C; while (D) E; F }; G
	g, id := graph(t, "A->B B->C B->G C->D D->E E->D D->F F->B")
	dom := Dominators(g, id["A"])
	f := Loops(g, id["A"], dom)
	if len(f.Top) != 1 || len(f.All) != 2 || f.Irred {
		t.Fatalf("loops: %d top, %d all, irreducible %v", len(f.Top), len(f.All), f.Irred)
	}
	outer, inner := f.Top[0], f.Top[0].Children[0]
	if outer.Header != id["B"] || inner.Header != id["D"] || inner.Parent != outer || inner.Depth != 2 {
		t.Errorf("headers %s %s depth %d", g.Name(outer.Header), g.Name(inner.Header), inner.Depth)
	}
	if outer.Preheader != id["A"] || !reflect.DeepEqual(outer.Latches, []int{id["F"]}) {
		t.Errorf("outer preheader %d latches %v", outer.Preheader, outer.Latches)
	}
	if !reflect.DeepEqual(outer.Exits, []Edge{{id["B"], id["G"]}}) || !reflect.DeepEqual(inner.Exits, []Edge{{id["D"], id["F"]}}) {
		t.Errorf("exits %v %v", outer.Exits, inner.Exits)
	}
	if inner.Preheader != id["C"] || !inner.Innermost() || outer.Innermost() {
		t.Errorf("inner preheader %d", inner.Preheader)
	}
	if f.Of[id["E"]] != inner || f.Of[id["C"]] != outer || f.Of[id["G"]] != nil {
		t.Errorf("innermost loop map wrong")
	}
}

func TestSelfLoopAndTwoLatches(t *testing.T) {
	// a self loop, and a loop continued from two places
	g, id := graph(t, "A->B B->B B->C C->D D->C D->E E->C E->F")
	f := Loops(g, id["A"], Dominators(g, id["A"]))
	if len(f.Top) != 2 {
		t.Fatalf("%d loops", len(f.Top))
	}
	if f.Top[0].Header != id["B"] || len(f.Top[0].Body) != 1 {
		t.Errorf("self loop %v", f.Top[0].Body)
	}
	if l := f.Top[1]; l.Header != id["C"] || !reflect.DeepEqual(l.Latches, []int{id["D"], id["E"]}) || len(l.Children) != 0 {
		t.Errorf("two-latch loop: header %d latches %v children %d", l.Header, l.Latches, len(l.Children))
	}
}

func TestIrreducibleLoop(t *testing.T) {
	// A jumps into the middle of the B<->C cycle from both sides (a goto
	// into a loop body).
	g, id := graph(t, "A->B A->C B->C C->B C->D")
	f := Loops(g, id["A"], Dominators(g, id["A"]))
	if !f.Irred || len(f.Top) != 1 {
		t.Fatalf("irreducible not found: %d loops", len(f.Top))
	}
	l := f.Top[0]
	if !l.Irreducible || !reflect.DeepEqual(l.Headers, []int{id["B"], id["C"]}) || l.Preheader != -1 {
		t.Errorf("headers %v preheader %d", l.Headers, l.Preheader)
	}
}

func TestLoopsOnRandomGraphsAreConsistent(t *testing.T) {
	r := rand.New(rand.NewSource(2))
	for iter := 0; iter < 300; iter++ {
		g := randomGraph(r, 2+r.Intn(20))
		dom := Dominators(g, 0)
		f := Loops(g, 0, dom)
		for _, l := range f.All {
			for _, n := range l.Body {
				if !l.Irreducible && !dom.Dominates(l.Header, n) {
					t.Fatalf("graph %d: reducible loop header %d does not dominate %d", iter, l.Header, n)
				}
				if l.Parent != nil && !l.Parent.Contains(n) {
					t.Fatalf("graph %d: nested loop leaves its parent", iter)
				}
			}
		}
		// A node is in a loop iff it lies on a cycle of reachable nodes.
		reach := g.Reachable(0)
		for n := 0; n < g.N(); n++ {
			if !reach[n] {
				continue
			}
			onCycle := false
			for _, s := range g.Succ[n] {
				if g.Reachable(s)[n] {
					onCycle = true
				}
			}
			if onCycle != (f.Of[n] != nil) {
				t.Fatalf("graph %d: node %d on a cycle %v, in a loop %v", iter, n, onCycle, f.Of[n] != nil)
			}
		}
	}
}

func TestCFGFromIR(t *testing.T) {
	m, err := asm.ParseString("t.ll", `
define void @f(i32 %n) {
entry:
  br label %loop
loop:
  %c = icmp slt i32 %n, 3
  br i1 %c, label %loop, label %done
done:
  ret void
}
define void @spin() {
entry:
  br label %forever
forever:
  br label %forever
}
`)
	if err != nil {
		t.Fatal(err)
	}
	c := New(m.Funcs[0])
	if c.Exit != 3 || c.PostDom.Idom[0] != 1 || c.Loops.Of[1] == nil || c.Loops.Of[1].Preheader != 0 {
		t.Errorf("f:\n%s", c)
	}
	if !strings.Contains(c.Dot(), "cluster_loop1") {
		t.Errorf("Dot has no loop cluster:\n%s", c.Dot())
	}
	s := New(m.Funcs[1])
	if !reflect.DeepEqual(s.FakeExits, []int{1}) || s.PostDom.Idom[0] != 1 {
		t.Errorf("spin: fake exits %v\n%s", s.FakeExits, s)
	}
}
