// CFG of an LLVM IR function, with a virtual exit node.
package cfg

import (
	"fmt"
	"slices"
	"strings"

	"github.com/llir/llvm/ir"
)

// CFG is the control-flow graph of one function with its dominator trees and
// loops. Node i < len(Blocks) is Blocks[i]; node Exit is a virtual exit that
// every returning block (ret, unreachable, resume) flows to, so that
// post-dominance is a tree.
type CFG struct {
	Func   *ir.Func
	Blocks []*ir.Block
	Index  map[*ir.Block]int
	G      *Graph
	Entry  int
	Exit   int
	// FakeExits are blocks given an edge to Exit because no path led from
	// them to a return (an endless loop): without it they would have no
	// post-dominator.
	FakeExits []int
	Dom       *DomTree // from Entry
	PostDom   *DomTree // from Exit on the reversed graph
	Loops     *LoopForest
}

// New builds the CFG of f, which must have a body.
func New(f *ir.Func) *CFG {
	// Blocks is a copy: a transform that inserts blocks into f (splitting
	// an edge) must not shift the nodes' blocks under the dominator trees.
	c := &CFG{Func: f, Blocks: slices.Clone(f.Blocks), Index: make(map[*ir.Block]int, len(f.Blocks))}
	g := NewGraph(len(f.Blocks) + 1)
	g.Names = make([]string, len(f.Blocks)+1)
	for i, b := range f.Blocks {
		c.Index[b] = i
		g.Names[i] = BlockName(b)
	}
	c.Exit = len(f.Blocks)
	g.Names[c.Exit] = "exit"
	for i, b := range f.Blocks {
		succ := Successors(b)
		if len(succ) == 0 {
			g.AddEdge(i, c.Exit)
		}
		for _, s := range succ {
			if j, ok := c.Index[s]; ok {
				g.AddEdge(i, j)
			}
		}
	}
	c.G = g
	c.Dom = Dominators(g, c.Entry)
	// Blocks reachable from the entry that cannot reach the exit (endless
	// loops) get an edge to it from one block of each sink component, the
	// lowest-numbered, until every block can reach it.
	for {
		back := g.Reverse().Reachable(c.Exit)
		var stuck []int
		in := map[int]bool{}
		for n := 0; n < c.Exit; n++ {
			if c.Dom.Reachable(n) && !back[n] {
				stuck = append(stuck, n)
				in[n] = true
			}
		}
		if len(stuck) == 0 {
			break
		}
		// Tarjan emits a component only after every component it reaches.
		sink := sccs(g, stuck, in, nil)[0]
		low := sink[0]
		for _, n := range sink {
			if n < low {
				low = n
			}
		}
		g.AddEdge(low, c.Exit)
		c.FakeExits = append(c.FakeExits, low)
	}
	c.PostDom = Dominators(g.Reverse(), c.Exit)
	c.Loops = Loops(g, c.Entry, c.Dom)
	return c
}

// Successors are the blocks a terminator may transfer control to, in operand
// order.
func Successors(b *ir.Block) []*ir.Block {
	switch t := b.Term.(type) {
	case *ir.TermBr:
		return []*ir.Block{t.Target.(*ir.Block)}
	case *ir.TermCondBr:
		return []*ir.Block{t.TargetTrue.(*ir.Block), t.TargetFalse.(*ir.Block)}
	case *ir.TermSwitch:
		s := []*ir.Block{t.TargetDefault.(*ir.Block)}
		for _, cs := range t.Cases {
			s = append(s, cs.Target.(*ir.Block))
		}
		return s
	case *ir.TermIndirectBr:
		var s []*ir.Block
		for _, v := range t.ValidTargets {
			s = append(s, v.(*ir.Block))
		}
		return s
	case *ir.TermInvoke:
		return []*ir.Block{t.NormalRetTarget.(*ir.Block), t.ExceptionRetTarget.(*ir.Block)}
	case *ir.TermCallBr:
		s := []*ir.Block{t.NormalRetTarget.(*ir.Block)}
		for _, v := range t.OtherRetTargets {
			s = append(s, v.(*ir.Block))
		}
		return s
	}
	return nil
}

// BlockName is a block's IR name: "for.body3", or "%5" for numbered ones.
func BlockName(b *ir.Block) string {
	if b.IsUnnamed() {
		return fmt.Sprintf("%%%d", b.LocalID)
	}
	return b.LocalName
}

// Dot renders the CFG with its loops as clusters.
func (c *CFG) Dot() string {
	return c.Loops.Dot(c.G, c.Func.Name())
}

// String lists the blocks with their successors, for test failures.
func (c *CFG) String() string {
	var b strings.Builder
	for n := range c.G.Succ {
		fmt.Fprintf(&b, "%s ->", c.G.Name(n))
		for _, s := range c.G.Succ[n] {
			fmt.Fprintf(&b, " %s", c.G.Name(s))
		}
		b.WriteByte('\n')
	}
	return b.String()
}
