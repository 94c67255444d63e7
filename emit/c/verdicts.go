// Checks the skeleton decides: an if's condition that the IR skeleton replaced by the way a successful run goes becomes that constant in C too.
package cemit

import (
	"sort"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// decidedConditions replace the conditions of if statements that the
// transforms decided (transform.PredictVerdicts: a validation whose other
// side ends the program with an error) by the constant the IR skeleton
// branches on. The C skeleton keeps such an if when something in it stays
// (its error path's code); with its condition computed on data it no
// longer computes (an abstracted assignment of the value a check reads),
// it would fail natively where the IR skeleton goes on. Only a condition
// of which nothing stays in the IR, standing whole in an if's parentheses
// or as an operand of && and || there.
func (e *emitter) decidedConditions(roots []*node) []edit {
	var ifs []*node
	var walk func(n *node)
	walk = func(n *node) {
		if n.ir.node.Kind == "statement" && firstToken(e.text(n.span)) == "if" {
			ifs = append(ifs, n)
		}
		for _, c := range n.children {
			walk(c)
		}
	}
	for _, r := range roots {
		walk(r)
	}
	var edits []edit
	for br, sp := range e.snap.conds {
		if sp.File != e.file || !e.liveT[br] {
			continue
		}
		c, ok := br.Cond.(*constant.Int)
		if !ok || !c.Typ.Equal(types.I1) {
			continue
		}
		// the innermost if whose parentheses hold the condition
		var in *node
		for _, n := range ifs {
			t := e.text(n.span)
			open, end, _, ok := parens(t, len("if"))
			if ok && sp.Start > n.span.Start+open && sp.End <= n.span.Start+end && (in == nil || n.span.Start > in.span.Start) {
				in = n
			}
		}
		if in == nil || e.keepsIR(sp.Start, sp.End) {
			continue
		}
		val := "0"
		if c.X.Sign() != 0 {
			val = "1"
		}
		edits = append(edits, edit{start: sp.Start, end: sp.End,
			text: val + " /* mpiskel: decided as a run that succeeds */" + padLines(e.src[sp.Start:sp.End])})
	}
	// by start, the outermost of those starting alike first: edits comes
	// from a map, and which of two nested conditions is kept must not
	// depend on its order
	sort.Slice(edits, func(i, j int) bool {
		if edits[i].start != edits[j].start {
			return edits[i].start < edits[j].start
		}
		return edits[i].end > edits[j].end
	})
	// nested conditions (a || inside an &&) are decided once, outermost
	var out []edit
	for _, ed := range edits {
		if len(out) > 0 && ed.start < out[len(out)-1].end {
			continue
		}
		out = append(out, ed)
	}
	return out
}

// keepsIR tells whether src[start:end] does something the skeleton still
// needs: a call or a store it makes, or a value it computes that code
// outside that text reads (an assignment in the condition). A comparison
// only the decided branch read is no longer needed.
func (e *emitter) keepsIR(start, end int) bool {
	in := func(x any) bool {
		inst, ok := x.(ir.Instruction)
		if !ok {
			return false
		}
		sp, ok := e.snap.every[inst]
		return ok && sp.File == e.file && sp.Start >= start && sp.End <= end
	}
	users := e.userMap()
	for inst := range e.snap.every {
		if !in(inst) || !e.live[inst] || isDebug(inst) {
			continue
		}
		switch inst.(type) {
		case *ir.InstCall, *ir.InstStore:
			return true
		}
		for _, u := range users[inst] {
			if _, isBr := u.(*ir.TermCondBr); !isBr && !in(u) {
				return true
			}
		}
	}
	return false
}

// userMap is, for each instruction of the skeleton, the instructions and
// terminators using it.
func (e *emitter) userMap() map[ir.Instruction][]any {
	if e.users != nil {
		return e.users
	}
	e.users = map[ir.Instruction][]any{}
	for _, f := range e.p.Module.Funcs {
		for _, b := range f.Blocks {
			for _, inst := range b.Insts {
				for _, op := range inst.(value.User).Operands() {
					if x, ok := (*op).(ir.Instruction); ok {
						e.users[x] = append(e.users[x], inst)
					}
				}
			}
			if u, ok := b.Term.(value.User); ok {
				for _, op := range u.Operands() {
					if x, ok := (*op).(ir.Instruction); ok {
						e.users[x] = append(e.users[x], b.Term)
					}
				}
			}
		}
	}
	return e.users
}
