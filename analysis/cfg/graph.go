// Package cfg builds control-flow graphs of LLVM IR functions and the
// analyses every structural pass needs on them: dominators and
// post-dominators (Cooper, Harvey and Kennedy, "A Simple, Fast Dominance
// Algorithm", 2001), natural loops with their nesting, headers, latches,
// exits and preheaders, and detection of irreducible control flow.
//
// The algorithms work on Graph, a plain adjacency structure over integer
// nodes, so tests can build small graphs in code; CFG wraps one built from an
// *ir.Func.
package cfg

import (
	"fmt"
	"sort"
	"strings"
)

// Graph is a directed graph over nodes 0..N-1. Edge order is significant:
// it is the order in which algorithms visit successors, which keeps every
// result deterministic.
type Graph struct {
	Succ  [][]int
	Pred  [][]int
	Names []string // optional node names, for Dot and messages
}

// NewGraph returns a graph of n nodes and no edges.
func NewGraph(n int) *Graph {
	return &Graph{Succ: make([][]int, n), Pred: make([][]int, n)}
}

// N is the number of nodes.
func (g *Graph) N() int { return len(g.Succ) }

// AddNode appends a node and returns its index.
func (g *Graph) AddNode(name string) int {
	g.Succ = append(g.Succ, nil)
	g.Pred = append(g.Pred, nil)
	if g.Names != nil || name != "" {
		for len(g.Names) < len(g.Succ)-1 {
			g.Names = append(g.Names, "")
		}
		g.Names = append(g.Names, name)
	}
	return len(g.Succ) - 1
}

// AddEdge adds the edge from→to (parallel edges are kept: a switch with two
// cases to one block has two edges).
func (g *Graph) AddEdge(from, to int) {
	g.Succ[from] = append(g.Succ[from], to)
	g.Pred[to] = append(g.Pred[to], from)
}

// Name is node n's name, or "n<index>".
func (g *Graph) Name(n int) string {
	if n < len(g.Names) && g.Names[n] != "" {
		return g.Names[n]
	}
	return fmt.Sprintf("n%d", n)
}

// Reverse returns the graph with every edge turned around.
func (g *Graph) Reverse() *Graph {
	r := &Graph{Succ: make([][]int, g.N()), Pred: make([][]int, g.N()), Names: g.Names}
	for n := range g.Succ {
		r.Succ[n] = append([]int(nil), g.Pred[n]...)
		r.Pred[n] = append([]int(nil), g.Succ[n]...)
	}
	return r
}

// Reachable marks the nodes reachable from root.
func (g *Graph) Reachable(root int) []bool {
	seen := make([]bool, g.N())
	stack := []int{root}
	seen[root] = true
	for len(stack) > 0 {
		n := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, s := range g.Succ[n] {
			if !seen[s] {
				seen[s] = true
				stack = append(stack, s)
			}
		}
	}
	return seen
}

// PostOrder returns the nodes reachable from root in depth-first post-order
// (successors visited in edge order), iteratively so deep graphs do not
// exhaust the stack.
func (g *Graph) PostOrder(root int) []int {
	seen := make([]bool, g.N())
	type frame struct{ n, next int }
	stack := []frame{{root, 0}}
	seen[root] = true
	var order []int
	for len(stack) > 0 {
		top := &stack[len(stack)-1]
		if top.next < len(g.Succ[top.n]) {
			s := g.Succ[top.n][top.next]
			top.next++
			if !seen[s] {
				seen[s] = true
				stack = append(stack, frame{s, 0})
			}
			continue
		}
		order = append(order, top.n)
		stack = stack[:len(stack)-1]
	}
	return order
}

// Dot renders the graph in Graphviz syntax.
func (g *Graph) Dot(title string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "digraph %q {\n\tnode [shape=box];\n", title)
	for n := range g.Succ {
		fmt.Fprintf(&b, "\tn%d [label=%q];\n", n, g.Name(n))
	}
	for n, ss := range g.Succ {
		for _, s := range ss {
			fmt.Fprintf(&b, "\tn%d -> n%d;\n", n, s)
		}
	}
	b.WriteString("}\n")
	return b.String()
}

// sortedInts returns a sorted copy.
func sortedInts(xs []int) []int {
	out := append([]int(nil), xs...)
	sort.Ints(out)
	return out
}
