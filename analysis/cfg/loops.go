// Loop nesting forests: natural loops, and irreducible loops found as
// strongly connected components with several entries.
package cfg

import (
	"fmt"
	"sort"
	"strings"
)

// Edge is one CFG edge.
type Edge struct{ From, To int }

// Loop is one loop of the nesting forest.
type Loop struct {
	Header int // the loop's entry; the lowest-numbered entry when irreducible
	// Headers are every node entered from outside the loop: one for a natural
	// loop, several when Irreducible.
	Headers []int
	Body    []int  // every node of the loop, nested loops included, sorted
	Latches []int  // nodes of the body with an edge back to a header, sorted
	Exits   []Edge // edges leaving the body, in node then edge order
	// Preheader is the unique predecessor outside the loop of a natural loop
	// header whose only successor is the header, or -1.
	Preheader   int
	Irreducible bool
	Parent      *Loop
	Children    []*Loop
	Depth       int // 1 for outermost loops
	inBody      map[int]bool
}

// Contains reports whether n is in the loop's body.
func (l *Loop) Contains(n int) bool { return l.inBody[n] }

// Innermost reports whether l has no nested loop.
func (l *Loop) Innermost() bool { return len(l.Children) == 0 }

// LoopForest is every loop of a graph.
type LoopForest struct {
	Top   []*Loop // outermost loops, by header
	All   []*Loop // every loop, outer before inner, by header within a level
	Of    []*Loop // the innermost loop containing each node, nil outside loops
	Irred bool    // some loop is irreducible
}

// Loops computes the loop nesting forest of the nodes of g reachable from
// root. A strongly connected component entered only through one node that
// dominates it is a natural loop (that node is its header and every edge into
// it from the body is a back edge); a component with several entries is
// irreducible and kept as one loop with all its entries as headers, the
// conservative treatment of Ramalingam's loop nesting forests ("On Loops,
// Dominators, and Dominance Frontiers", 2002). Nested loops are the components
// of the body once the edges into its headers are removed.
func Loops(g *Graph, root int, dom *DomTree) *LoopForest {
	f := &LoopForest{Of: make([]*Loop, g.N())}
	reach := g.Reachable(root)
	var nodes []int
	for n := 0; n < g.N(); n++ {
		if reach[n] {
			nodes = append(nodes, n)
		}
	}
	f.Top = f.find(g, dom, nodes, nil, nil)
	var walk func(ls []*Loop)
	walk = func(ls []*Loop) {
		for _, l := range ls {
			f.All = append(f.All, l)
		}
		for _, l := range ls {
			walk(l.Children)
		}
	}
	walk(f.Top)
	for _, l := range f.All {
		if l.Irreducible {
			f.Irred = true
		}
		for _, n := range l.Body {
			if f.Of[n] == nil || f.Of[n].Depth < l.Depth {
				f.Of[n] = l
			}
		}
	}
	return f
}

// find returns the loops among nodes, ignoring edges into the nodes of cut
// (the headers of the enclosing loop).
func (f *LoopForest) find(g *Graph, dom *DomTree, nodes []int, cut map[int]bool, parent *Loop) []*Loop {
	in := make(map[int]bool, len(nodes))
	for _, n := range nodes {
		in[n] = true
	}
	var loops []*Loop
	for _, scc := range sccs(g, nodes, in, cut) {
		if len(scc) == 1 {
			n := scc[0]
			self := false
			for _, s := range g.Succ[n] {
				if s == n && !cut[n] {
					self = true
				}
			}
			if !self {
				continue
			}
		}
		l := &Loop{Parent: parent, Preheader: -1, inBody: map[int]bool{}}
		sort.Ints(scc)
		l.Body = scc
		for _, n := range scc {
			l.inBody[n] = true
		}
		for _, n := range scc {
			for _, p := range g.Pred[n] {
				if !l.inBody[p] && dom.Reachable(p) {
					l.Headers = append(l.Headers, n)
					break
				}
			}
		}
		if len(l.Headers) == 0 { // only when the component holds the root
			l.Headers = []int{scc[0]}
		}
		l.Header = l.Headers[0]
		l.Irreducible = len(l.Headers) > 1
		if !l.Irreducible {
			for _, n := range scc {
				if !dom.Dominates(l.Header, n) {
					l.Irreducible = true
				}
			}
		}
		isHeader := map[int]bool{}
		for _, h := range l.Headers {
			isHeader[h] = true
		}
		for _, n := range scc {
			for _, s := range g.Succ[n] {
				if isHeader[s] {
					l.Latches = append(l.Latches, n)
					break
				}
			}
			for _, s := range g.Succ[n] {
				if !l.inBody[s] {
					l.Exits = append(l.Exits, Edge{n, s})
				}
			}
		}
		if !l.Irreducible {
			var outside []int
			for _, p := range g.Pred[l.Header] {
				if !l.inBody[p] && dom.Reachable(p) {
					outside = append(outside, p)
				}
			}
			if len(outside) == 1 && len(g.Succ[outside[0]]) == 1 {
				l.Preheader = outside[0]
			}
		}
		if parent != nil {
			l.Depth = parent.Depth + 1
		} else {
			l.Depth = 1
		}
		l.Children = f.find(g, dom, scc, isHeader, l)
		loops = append(loops, l)
	}
	sort.Slice(loops, func(i, j int) bool { return loops[i].Header < loops[j].Header })
	return loops
}

// sccs returns the strongly connected components of the subgraph of nodes
// (edges into cut nodes ignored), by Tarjan's algorithm, iteratively.
func sccs(g *Graph, nodes []int, in, cut map[int]bool) [][]int {
	index := map[int]int{}
	low := map[int]int{}
	onStack := map[int]bool{}
	var stack []int
	var out [][]int
	counter := 0
	type frame struct{ n, next int }
	for _, start := range nodes {
		if _, ok := index[start]; ok {
			continue
		}
		call := []frame{{start, 0}}
		index[start], low[start] = counter, counter
		counter++
		stack = append(stack, start)
		onStack[start] = true
		for len(call) > 0 {
			top := &call[len(call)-1]
			n := top.n
			if top.next < len(g.Succ[n]) {
				s := g.Succ[n][top.next]
				top.next++
				if !in[s] || cut[s] {
					continue
				}
				if _, ok := index[s]; !ok {
					index[s], low[s] = counter, counter
					counter++
					stack = append(stack, s)
					onStack[s] = true
					call = append(call, frame{s, 0})
				} else if onStack[s] && index[s] < low[n] {
					low[n] = index[s]
				}
				continue
			}
			call = call[:len(call)-1]
			if len(call) > 0 {
				p := call[len(call)-1].n
				if low[n] < low[p] {
					low[p] = low[n]
				}
			}
			if low[n] == index[n] {
				var comp []int
				for {
					x := stack[len(stack)-1]
					stack = stack[:len(stack)-1]
					onStack[x] = false
					comp = append(comp, x)
					if x == n {
						break
					}
				}
				out = append(out, comp)
			}
		}
	}
	return out
}

// Dot renders the forest in Graphviz syntax, one cluster per loop.
func (f *LoopForest) Dot(g *Graph, title string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "digraph %q {\n\tnode [shape=box];\n", title)
	var cluster func(l *Loop, indent string)
	cluster = func(l *Loop, indent string) {
		kind := "loop"
		if l.Irreducible {
			kind = "irreducible loop"
		}
		fmt.Fprintf(&b, "%ssubgraph cluster_loop%d {\n%s\tlabel=%q;\n", indent, l.Header, indent, kind+" "+g.Name(l.Header))
		for _, n := range l.Body {
			if f.Of[n] == l {
				fmt.Fprintf(&b, "%s\tn%d [label=%q];\n", indent, n, g.Name(n))
			}
		}
		for _, c := range l.Children {
			cluster(c, indent+"\t")
		}
		fmt.Fprintf(&b, "%s}\n", indent)
	}
	for _, l := range f.Top {
		cluster(l, "\t")
	}
	for n := range g.Succ {
		if f.Of[n] == nil {
			fmt.Fprintf(&b, "\tn%d [label=%q];\n", n, g.Name(n))
		}
	}
	for n, ss := range g.Succ {
		for _, s := range ss {
			fmt.Fprintf(&b, "\tn%d -> n%d;\n", n, s)
		}
	}
	b.WriteString("}\n")
	return b.String()
}
