// Tests of cycle equivalence and the program structure tree.
package pst

import (
	"math/rand"
	"strings"
	"testing"

	"github.com/mpiskel/mpiskel/analysis/cfg"
)

func build(spec string) (*cfg.Graph, map[string]int) {
	g := cfg.NewGraph(0)
	ids := map[string]int{}
	node := func(name string) int {
		if id, ok := ids[name]; ok {
			return id
		}
		ids[name] = g.AddNode(name)
		return ids[name]
	}
	for _, e := range strings.Fields(spec) {
		from, to, _ := strings.Cut(e, "->")
		g.AddEdge(node(from), node(to))
	}
	return g, ids
}

// names renders a region's nodes, children in brackets.
func names(g *cfg.Graph, r *Region) string {
	var parts []string
	for _, n := range r.Nodes {
		parts = append(parts, g.Name(n))
	}
	for _, c := range r.Children {
		parts = append(parts, "["+names(g, c)+"]")
	}
	return strings.Join(parts, " ")
}

func TestIfThenElseAndLoop(t *testing.T) {
	// S; if (c) T else E; J; while (H) B; X
	g, id := build("S->C C->T C->E T->J E->J J->H H->B B->H H->X")
	tr := Build(g, id["S"], id["X"])
	got := names(g, tr.Root)
	// S->C, C->T.., J->H, H->X are one class; T and E are their own
	// regions; the loop H,B is bounded by J->H and H->X.
	want := "S X [C J [T] [E]] [H [B]]"
	if got != want {
		t.Errorf("tree = %q, want %q\n%s", got, want, tr.Dot(g, "t"))
	}
}

// naiveEquivalent reports whether every cycle through a passes b and back:
// without b, a's target cannot reach its source, and the other way round.
func naiveEquivalent(g *cfg.Graph, edges []cfg.Edge, a, b int) bool {
	without := func(skip int) *cfg.Graph {
		h := cfg.NewGraph(g.N())
		for i, e := range edges {
			if i != skip {
				h.AddEdge(e.From, e.To)
			}
		}
		return h
	}
	ga := without(a)
	gb := without(b)
	return !gb.Reachable(edges[a].To)[edges[a].From] && !ga.Reachable(edges[b].To)[edges[b].From]
}

// randomSESEGraph returns a random graph whose every node lies on a path
// from node 0 to the last node.
func randomSESEGraph(r *rand.Rand, n int) *cfg.Graph {
	for {
		g := cfg.NewGraph(n)
		for v := 0; v < n-1; v++ {
			for k := r.Intn(2); k >= 0; k-- {
				g.AddEdge(v, 1+r.Intn(n-1))
			}
		}
		fwd := g.Reachable(0)
		bwd := g.Reverse().Reachable(n - 1)
		ok := true
		for v := 0; v < n; v++ {
			ok = ok && fwd[v] && bwd[v]
		}
		if ok {
			return g
		}
	}
}

func TestCycleEquivalenceAgreesWithNaive(t *testing.T) {
	r := rand.New(rand.NewSource(3))
	for iter := 0; iter < 300; iter++ {
		g := randomSESEGraph(r, 3+r.Intn(9))
		tr := Build(g, 0, g.N()-1)
		closed := append(append([]cfg.Edge(nil), tr.Edges...), cfg.Edge{From: g.N() - 1, To: 0})
		for a := range tr.Edges {
			for b := range tr.Edges {
				if a == b || closed[a].From == closed[a].To || closed[b].From == closed[b].To {
					continue
				}
				want := naiveEquivalent(g, closed, a, b)
				if got := tr.Class[a] == tr.Class[b]; got != want {
					t.Fatalf("graph %d: edges %v %v equivalent %v, naive %v\n%s", iter, tr.Edges[a], tr.Edges[b], got, want, tr.Dot(g, "g"))
				}
			}
		}
		// Every region is single entry, single exit: entry dominates exit,
		// exit post-dominates entry, and no edge crosses its boundary.
		dom := cfg.Dominators(g, 0)
		pdom := cfg.Dominators(g.Reverse(), g.N()-1)
		for _, reg := range tr.Regions[1:] {
			en, ex := tr.Edges[reg.Entry], tr.Edges[reg.Exit]
			if !dom.Dominates(en.To, ex.From) || !pdom.Dominates(ex.From, en.To) {
				t.Fatalf("graph %d: region R%d is not SESE\n%s", iter, reg.ID, tr.Dot(g, "g"))
			}
			for i, e := range tr.Edges {
				if i == reg.Entry || i == reg.Exit {
					continue
				}
				in := func(n int) bool { return reg.Contains(tr.NodeRegion[n]) }
				if in(e.From) != in(e.To) {
					t.Fatalf("graph %d: edge %v crosses region R%d\n%s", iter, e, reg.ID, tr.Dot(g, "g"))
				}
			}
		}
	}
}
