// Package pst builds the program structure tree of a control-flow graph: its
// canonical single-entry single-exit (SESE) regions and their nesting, by the
// method of Johnson, Pearson and Pingali ("The Program Structure Tree:
// Computing Control Regions in Linear Time", PLDI 1994).
//
// Two edges bound a SESE region when one dominates the other, the other
// post-dominates the first and every cycle through one goes through the
// other: they are cycle equivalent. Cycle equivalence classes are computed in
// linear time with bracket lists on an undirected depth-first spanning tree
// of the graph closed by an edge end→start; within a class the edges are
// totally ordered by dominance, and consecutive pairs are the canonical
// regions. One depth-first walk of the directed graph then nests them.
package pst

import (
	"fmt"
	"strings"

	"github.com/mpiskel/mpiskel/analysis/cfg"
)

// Region is one canonical SESE region. The tree's root is the whole graph
// and has no entry or exit edge (-1).
type Region struct {
	ID          int // index in Tree.Regions, in order of discovery
	Entry, Exit int // indices in Tree.Edges
	Parent      *Region
	Children    []*Region // in discovery order: a chain of sequential regions stays in order
	Nodes       []int     // nodes in this region and not in a child, in discovery order
}

// Tree is the program structure tree of a graph.
type Tree struct {
	Edges      []cfg.Edge // every edge of the graph, by source node then successor order
	Class      []int      // cycle equivalence class of each edge
	Root       *Region
	Regions    []*Region // Root first
	NodeRegion []*Region // innermost region of each node; nil for nodes not on a start→end path
	EdgeIndex  map[cfg.Edge][]int
}

// Build computes the program structure tree of g. Every node that matters
// must lie on a path from start to end; other nodes are left out.
func Build(g *cfg.Graph, start, end int) *Tree {
	t := &Tree{EdgeIndex: map[cfg.Edge][]int{}}
	for n, ss := range g.Succ {
		for _, s := range ss {
			e := cfg.Edge{From: n, To: s}
			t.EdgeIndex[e] = append(t.EdgeIndex[e], len(t.Edges))
			t.Edges = append(t.Edges, e)
		}
	}
	back := len(t.Edges) // the closing edge end→start
	all := append(append([]cfg.Edge(nil), t.Edges...), cfg.Edge{From: end, To: start})
	t.Class = cycleEquivalence(g.N(), all, start)[:back]
	t.nest(g, start)
	return t
}

// bracket is one element of a bracket list: a backedge of the undirected
// spanning tree.
type bracket struct {
	edge        int
	prev, next  *bracket
	recentSize  int
	recentClass int
}

// bracketList is a doubly linked list with O(1) push, top, delete and
// concatenation (JPP §3.3).
type bracketList struct {
	head, tail *bracket
	size       int
}

func (l *bracketList) push(b *bracket) {
	b.prev, b.next = nil, l.head
	if l.head != nil {
		l.head.prev = b
	} else {
		l.tail = b
	}
	l.head = b
	l.size++
}

func (l *bracketList) delete(b *bracket) {
	if b.prev != nil {
		b.prev.next = b.next
	} else {
		l.head = b.next
	}
	if b.next != nil {
		b.next.prev = b.prev
	} else {
		l.tail = b.prev
	}
	b.prev, b.next = nil, nil
	l.size--
}

// concat appends o to l; o must not be used afterwards.
func (l *bracketList) concat(o *bracketList) {
	if o.head == nil {
		return
	}
	if l.head == nil {
		*l = *o
		return
	}
	l.tail.next = o.head
	o.head.prev = l.tail
	l.tail = o.tail
	l.size += o.size
}

// cycleEquivalence returns a class number per edge such that two edges share
// a class exactly when they are cycle equivalent in the (strongly connected)
// graph, by JPP's Figure 4. Self loops are each their own class.
func cycleEquivalence(n int, edges []cfg.Edge, root int) []int {
	class := make([]int, len(edges))
	for i := range class {
		class[i] = -1
	}
	classes := 0
	newClass := func() int { classes++; return classes - 1 }
	type adj struct{ edge, to int }
	nbr := make([][]adj, n)
	for i, e := range edges {
		if e.From == e.To {
			class[i] = newClass()
			continue
		}
		nbr[e.From] = append(nbr[e.From], adj{i, e.To})
		nbr[e.To] = append(nbr[e.To], adj{i, e.From})
	}
	// Undirected depth-first search: preorder numbers, tree edges and
	// backedges (always from a descendant to an ancestor).
	const unseen = -1
	dfsnum := make([]int, n)
	for i := range dfsnum {
		dfsnum[i] = unseen
	}
	parentEdge := make([]int, n)
	var order []int
	children := make([][]int, n)
	backFrom := make([][]int, n) // backedges from n up to an ancestor
	backTo := make([][]int, n)   // backedges from a descendant up to n
	usedEdge := make([]bool, len(edges))
	type frame struct{ n, next int }
	dfsnum[root] = 0
	parentEdge[root] = -1
	order = append(order, root)
	stack := []frame{{root, 0}}
	for len(stack) > 0 {
		top := &stack[len(stack)-1]
		if top.next == len(nbr[top.n]) {
			stack = stack[:len(stack)-1]
			continue
		}
		a := nbr[top.n][top.next]
		top.next++
		if usedEdge[a.edge] {
			continue
		}
		usedEdge[a.edge] = true
		if dfsnum[a.to] == unseen {
			dfsnum[a.to] = len(order)
			order = append(order, a.to)
			parentEdge[a.to] = a.edge
			children[top.n] = append(children[top.n], a.to)
			stack = append(stack, frame{a.to, 0})
			continue
		}
		// A visited neighbour of the node being explored is its ancestor
		// in an undirected DFS.
		backFrom[top.n] = append(backFrom[top.n], a.edge)
		backTo[a.to] = append(backTo[a.to], a.edge)
	}
	const inf = int(^uint(0) >> 1)
	hi := make([]int, n)
	blist := make([]*bracketList, n)
	brackets := make([]*bracket, len(edges))
	capping := make([][]*bracket, n) // capping backedges ending at each node
	other := func(e, x int) int {
		if edges[e].From == x {
			return edges[e].To
		}
		return edges[e].From
	}
	for i := len(order) - 1; i >= 0; i-- {
		v := order[i]
		hi0 := inf
		for _, e := range backFrom[v] {
			if d := dfsnum[other(e, v)]; d < hi0 {
				hi0 = d
			}
		}
		hi1, hichild := inf, -1
		for _, c := range children[v] {
			if hi[c] < hi1 {
				hi1, hichild = hi[c], c
			}
		}
		hi[v] = min(hi0, hi1)
		hi2 := inf
		for _, c := range children[v] {
			if c != hichild && hi[c] < hi2 {
				hi2 = hi[c]
			}
		}
		l := &bracketList{}
		for _, c := range children[v] {
			l.concat(blist[c])
			blist[c] = nil
		}
		for _, d := range capping[v] {
			l.delete(d)
		}
		for _, e := range backTo[v] {
			l.delete(brackets[e])
			if class[e] < 0 {
				class[e] = newClass()
			}
		}
		for _, e := range backFrom[v] {
			b := &bracket{edge: e, recentSize: -1}
			brackets[e] = b
			l.push(b)
		}
		// A capping bracket to v itself would never be deleted: children
		// whose brackets end at v need none (Figure 4 omits this case).
		if hi2 < hi0 && hi2 < dfsnum[v] {
			d := &bracket{edge: -1, recentSize: -1}
			l.push(d)
			w := order[hi2]
			capping[w] = append(capping[w], d)
		}
		blist[v] = l
		if e := parentEdge[v]; e >= 0 {
			b := l.head
			if b == nil { // a bridge: on no cycle at all
				class[e] = newClass()
				continue
			}
			if b.recentSize != l.size {
				b.recentSize = l.size
				b.recentClass = newClass()
			}
			class[e] = b.recentClass
			if b.recentSize == 1 && b.edge >= 0 {
				class[b.edge] = class[e]
			}
		}
	}
	for i := range class {
		if class[i] < 0 { // edges not connected to the root
			class[i] = newClass()
		}
	}
	return class
}

// nest walks the directed graph depth first from start, ordering each class
// by discovery (which is dominance order), and builds the tree.
func (t *Tree) nest(g *cfg.Graph, start int) {
	// Discovery order of edges.
	disc := make([]int, len(t.Edges))
	for i := range disc {
		disc[i] = -1
	}
	firstOut := make([]int, g.N()+1)
	for i, e := range t.Edges {
		_ = e
		firstOut[t.Edges[i].From+1]++
	}
	for n := 0; n < g.N(); n++ {
		firstOut[n+1] += firstOut[n]
	}
	seen := make([]bool, g.N())
	var edgeOrder []int
	type frame struct{ n, next int }
	stack := []frame{{start, 0}}
	seen[start] = true
	for len(stack) > 0 {
		top := &stack[len(stack)-1]
		if top.next == len(g.Succ[top.n]) {
			stack = stack[:len(stack)-1]
			continue
		}
		e := firstOut[top.n] + top.next
		top.next++
		disc[e] = len(edgeOrder)
		edgeOrder = append(edgeOrder, e)
		if s := t.Edges[e].To; !seen[s] {
			seen[s] = true
			stack = append(stack, frame{s, 0})
		}
	}
	// Consecutive edges of a class bound a canonical region.
	last := map[int]int{}
	enters := make([]*Region, len(t.Edges))
	exits := make([]*Region, len(t.Edges))
	t.Root = &Region{Entry: -1, Exit: -1}
	t.Regions = []*Region{t.Root}
	for _, e := range edgeOrder {
		c := t.Class[e]
		if p, ok := last[c]; ok {
			r := &Region{Entry: p, Exit: e}
			enters[p], exits[e] = r, r
		}
		last[c] = e
	}
	// Second walk: nest regions and place nodes.
	t.NodeRegion = make([]*Region, g.N())
	visited := make([]bool, g.N())
	type walk struct {
		n, next int
		r       *Region
	}
	visited[start] = true
	t.NodeRegion[start] = t.Root
	t.Root.Nodes = append(t.Root.Nodes, start)
	ws := []walk{{start, 0, t.Root}}
	for len(ws) > 0 {
		top := &ws[len(ws)-1]
		if top.next == len(g.Succ[top.n]) {
			ws = ws[:len(ws)-1]
			continue
		}
		e := firstOut[top.n] + top.next
		top.next++
		r := top.r
		if x := exits[e]; x != nil && x.Parent != nil {
			r = x.Parent
		}
		if en := enters[e]; en != nil {
			if en.Parent == nil {
				en.Parent = r
				en.ID = len(t.Regions)
				t.Regions = append(t.Regions, en)
				r.Children = append(r.Children, en)
			}
			r = en
		}
		s := t.Edges[e].To
		if !visited[s] {
			visited[s] = true
			t.NodeRegion[s] = r
			r.Nodes = append(r.Nodes, s)
			ws = append(ws, walk{s, 0, r})
		}
	}
}

// Contains reports whether region a is r or nested in r.
func (r *Region) Contains(a *Region) bool {
	for ; a != nil; a = a.Parent {
		if a == r {
			return true
		}
	}
	return false
}

// Dot renders the graph with each region as a cluster.
func (t *Tree) Dot(g *cfg.Graph, title string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "digraph %q {\n\tnode [shape=box];\n", title)
	var rec func(r *Region, indent string)
	rec = func(r *Region, indent string) {
		if r != t.Root {
			fmt.Fprintf(&b, "%ssubgraph cluster_r%d {\n%s\tlabel=\"R%d\";\n", indent, r.ID, indent, r.ID)
		}
		for _, n := range r.Nodes {
			fmt.Fprintf(&b, "%s\tn%d [label=%q];\n", indent, n, g.Name(n))
		}
		for _, c := range r.Children {
			rec(c, indent+"\t")
		}
		if r != t.Root {
			fmt.Fprintf(&b, "%s}\n", indent)
		}
	}
	rec(t.Root, "")
	for i, e := range t.Edges {
		fmt.Fprintf(&b, "\tn%d -> n%d [label=\"c%d\"];\n", e.From, e.To, t.Class[i])
	}
	b.WriteString("}\n")
	return b.String()
}
