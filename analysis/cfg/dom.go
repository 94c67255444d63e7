// Dominator trees by the iterative algorithm of Cooper, Harvey and Kennedy.
package cfg

import (
	"fmt"
	"strings"
)

// DomTree is the dominator tree of a graph from one root. Nodes unreachable
// from the root have Idom -1 and dominate nothing.
type DomTree struct {
	Root      int
	Idom      []int   // immediate dominator; the root's is itself
	Children  [][]int // dominator-tree children, in increasing node order
	pre, post []int   // DFS numbering of the dominator tree, for O(1) queries
}

// Dominators computes the dominator tree of g from root with Cooper, Harvey
// and Kennedy's algorithm ("A Simple, Fast Dominance Algorithm", 2001):
// iterate idom[b] = intersect(processed predecessors) in reverse post-order
// until nothing changes, walking up by post-order numbers.
func Dominators(g *Graph, root int) *DomTree {
	n := g.N()
	post := g.PostOrder(root)
	num := make([]int, n) // post-order number, -1 when unreachable
	for i := range num {
		num[i] = -1
	}
	for i, b := range post {
		num[b] = i
	}
	idom := make([]int, n)
	for i := range idom {
		idom[i] = -1
	}
	idom[root] = root
	intersect := func(a, b int) int {
		for a != b {
			for num[a] < num[b] {
				a = idom[a]
			}
			for num[b] < num[a] {
				b = idom[b]
			}
		}
		return a
	}
	for changed := true; changed; {
		changed = false
		for i := len(post) - 1; i >= 0; i-- {
			b := post[i]
			if b == root {
				continue
			}
			newIdom := -1
			for _, p := range g.Pred[b] {
				if num[p] < 0 || idom[p] < 0 {
					continue
				}
				if newIdom < 0 {
					newIdom = p
				} else {
					newIdom = intersect(p, newIdom)
				}
			}
			if newIdom != idom[b] {
				idom[b] = newIdom
				changed = true
			}
		}
	}
	t := &DomTree{Root: root, Idom: idom, Children: make([][]int, n)}
	for b, d := range idom {
		if d >= 0 && b != root {
			t.Children[d] = append(t.Children[d], b)
		}
	}
	t.number()
	return t
}

// number gives each tree node its pre and post visit times, so Dominates is
// an interval test.
func (t *DomTree) number() {
	n := len(t.Idom)
	t.pre, t.post = make([]int, n), make([]int, n)
	for i := range t.pre {
		t.pre[i], t.post[i] = -1, -1
	}
	clock := 0
	type frame struct{ n, next int }
	stack := []frame{{t.Root, 0}}
	t.pre[t.Root] = clock
	clock++
	for len(stack) > 0 {
		top := &stack[len(stack)-1]
		if top.next < len(t.Children[top.n]) {
			c := t.Children[top.n][top.next]
			top.next++
			t.pre[c] = clock
			clock++
			stack = append(stack, frame{c, 0})
			continue
		}
		t.post[top.n] = clock
		clock++
		stack = stack[:len(stack)-1]
	}
}

// Reachable reports whether n is reachable from the root.
func (t *DomTree) Reachable(n int) bool { return t.pre[n] >= 0 }

// Dominates reports whether a dominates b (every node dominates itself).
func (t *DomTree) Dominates(a, b int) bool {
	if t.pre[a] < 0 || t.pre[b] < 0 {
		return false
	}
	return t.pre[a] <= t.pre[b] && t.post[b] <= t.post[a]
}

// Dot renders the tree in Graphviz syntax, with g's node names.
func (t *DomTree) Dot(g *Graph, title string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "digraph %q {\n", title)
	for n, d := range t.Idom {
		if d < 0 {
			continue
		}
		fmt.Fprintf(&b, "\tn%d [label=%q];\n", n, g.Name(n))
		if n != t.Root {
			fmt.Fprintf(&b, "\tn%d -> n%d;\n", d, n)
		}
	}
	b.WriteString("}\n")
	return b.String()
}
