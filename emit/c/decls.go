// Declarations: the names a declaration declares, kept while kept code names them, dropped when nothing does.
package cemit

import (
	"fmt"
	"math"
	"strings"
)

// declNames are the names a declaration declares, nil when they cannot be
// told from the text (function pointers): such a declaration always stays.
func declNames(text string) []string {
	toks := tokens(text)
	var names []string
	depth := 0
	last := ""
	inInit := false
	flush := func() bool {
		if last == "" {
			return false
		}
		names = append(names, last)
		last = ""
		return true
	}
	for _, tk := range toks {
		switch tk {
		case "(", "[", "{":
			depth++
			continue
		case ")", "]", "}":
			depth--
			continue
		}
		if depth > 0 {
			continue
		}
		switch {
		case tk == "=":
			if !inInit && !flush() {
				return nil
			}
			inInit = true
		case tk == "," || tk == ";":
			if !inInit && !flush() {
				return nil
			}
			inInit = false
		case !inInit && isIdent(tk) && !keyword[tk]:
			last = tk
		}
	}
	if !inInit && last != "" {
		names = append(names, last)
	}
	return names
}

// nameUses are where the identifiers of the function's text that stays
// occur (every statement not deleted, minus the text of the deleted ones
// inside it): for each name, the start offsets of the stretches of text
// naming it.
func (e *emitter) nameUses(roots []*node, skip func(*node) bool) map[string][]int {
	uses := map[string][]int{}
	var walk func(n *node)
	walk = func(n *node) {
		if skip(n) {
			return
		}
		// A declaration does not use the names it declares.
		var own map[string]bool
		if n.ir.node.Kind == "declaration" {
			own = map[string]bool{}
			for _, nm := range declNames(e.text(n.span)) {
				own[nm] = true
			}
		}
		// A macro's use uses what its body names.
		macros := e.macroNames()
		use := func(start, end int) {
			for _, t := range tokens(e.visible(start, end)) {
				if !own[t] {
					uses[t] = append(uses[t], start)
				}
				for _, m := range macros[t] {
					if !own[m] {
						uses[m] = append(uses[m], start)
					}
				}
			}
		}
		// the node's own text without its children's
		pos := n.span.Start
		for _, c := range n.children {
			if c.span.Start >= pos && c.span.End <= n.span.End {
				use(pos, c.span.Start)
				walk(c)
				pos = c.span.End
			}
		}
		use(pos, n.span.End)
	}
	for _, r := range roots {
		walk(r)
	}
	return uses
}

// usedInScope tells whether the name declared by n is used in its scope:
// after n, up to the end of the statement enclosing it (the function's
// end at its top level), or by the function's ADD_TIMEs. Another
// variable of the same name elsewhere in the function is not a use.
func (e *emitter) usedInScope(uses map[string][]int, n *node, name string) bool {
	if e.named[name] {
		return true
	}
	end := math.MaxInt
	if n.parent != nil {
		end = n.parent.span.End
	}
	for _, at := range uses[name] {
		if at >= n.span.End && at < end {
			return true
		}
	}
	return false
}

// visible is src[start:end] with the hidden ranges blanked.
func (e *emitter) visible(start, end int) string {
	b := []byte(string(e.src[start:end]))
	for _, h := range e.hidden {
		for i := max(h[0], start); i < min(h[1], end); i++ {
			b[i-start] = ' '
		}
	}
	return string(b)
}

// keepUsedDecls keeps the deleted declarations whose names the remaining
// code uses (an address passed to a kept call, a name in a kept loop
// header), until nothing changes.
func (e *emitter) keepUsedDecls(roots []*node) {
	for changed := true; changed; {
		changed = false
		uses := e.nameUses(roots, func(n *node) bool {
			return n.st == stDeleted || n.st == stEmpty && n.ir.node.Kind == "declaration" && n.dead
		})
		var visit func(n *node)
		visit = func(n *node) {
			if n.ir.node.Kind == "declaration" && (n.st == stDeleted || n.st == stEmpty) {
				names := declNames(e.text(n.span))
				anyUsed := names == nil
				for _, nm := range names {
					anyUsed = anyUsed || e.usedInScope(uses, n, nm)
				}
				switch {
				case n.st == stDeleted && anyUsed:
					n.st = stKept
					changed = true
				case n.st == stEmpty && !anyUsed && !n.dead && !forInit(e, n):
					n.dead = true
					changed = true
				case n.st == stEmpty && anyUsed && n.dead:
					n.dead = false
					changed = true
				}
			}
			for _, c := range n.children {
				visit(c)
			}
		}
		for _, r := range roots {
			visit(r)
		}
	}
}

// deadDecls removes the declarations without IR that nothing names.
func (e *emitter) deadDecls(roots []*node) []edit {
	var edits []edit
	var visit func(n *node)
	visit = func(n *node) {
		if n.st == stDeleted {
			return
		}
		if n.dead {
			edits = append(edits, e.lineEdit(n.span.Start, n.span.End))
			return
		}
		for _, c := range n.children {
			visit(c)
		}
	}
	for _, r := range roots {
		visit(r)
	}
	return edits
}

// unusedDecls edits the declarations the skeleton keeps for their IR whose
// variable nothing left names (its uses were abstracted): one whose
// initialiser is free of side effects goes; one whose initialiser must
// still run (a call the skeleton keeps) becomes '(void)(initialiser);'.
// Only declarations of one variable with a scalar initialiser; of a
// declaration of several, the unused declarators after the first with no
// initialiser or one free of side effects go.
func (e *emitter) unusedDecls(roots []*node) []edit {
	type fate struct {
		name       string
		eq, semi   int // the '=' and the final ';', offsets in the text
		keepsValue bool
	}
	gone := map[*node]*fate{}
	var order []*node
	// dropped are the unused declarators of declarations of several
	// variables, as offsets in the text; a pass finds all the earlier
	// passes found, and more.
	dropped := map[*node][][2]int{}
	for changed := true; changed; {
		changed = false
		uses := e.nameUses(roots, func(n *node) bool {
			f := gone[n]
			return n.st == stDeleted || n.st == stEmpty && n.ir.node.Kind == "declaration" && n.dead || f != nil && !f.keepsValue
		})
		var visit func(n *node)
		visit = func(n *node) {
			if n.st == stDeleted {
				return
			}
			for _, c := range n.children {
				visit(c)
			}
			if n.ir.node.Kind != "declaration" || (n.st != stKept && n.st != stPartial) || gone[n] != nil || forInit(e, n) {
				return
			}
			t := e.text(n.span)
			names := declNames(t)
			if len(names) > 1 {
				dropped[n] = unusedDeclarators(t, names, func(name string) bool { return e.usedInScope(uses, n, name) })
				return
			}
			if len(names) != 1 || e.usedInScope(uses, n, names[0]) {
				return
			}
			eq, semi, depth := -1, strings.LastIndexByte(t, ';'), 0
			for i := 0; i < len(t) && eq < 0; i++ {
				switch t[i] {
				case '(', '[', '{':
					depth++
				case ')', ']', '}':
					depth--
				case '=':
					if depth == 0 && (i+1 >= len(t) || t[i+1] != '=') {
						eq = i
					}
				}
			}
			if eq < 0 || semi < eq {
				return
			}
			init := strings.TrimSpace(t[eq+1 : semi])
			if init == "" || strings.HasPrefix(init, "{") || strings.Contains(t[:eq], "[") {
				return
			}
			gone[n] = &fate{name: names[0], eq: eq, semi: semi, keepsValue: !pureExpr(init)}
			order = append(order, n)
			changed = true
		}
		for _, r := range roots {
			visit(r)
		}
	}
	var edits []edit
	for n, ranges := range dropped {
		for _, r := range ranges {
			edits = append(edits, edit{start: n.span.Start + r[0], end: n.span.Start + r[1]})
		}
	}
	for _, n := range order {
		f := gone[n]
		if !f.keepsValue {
			edits = append(edits, e.lineEdit(n.span.Start, n.span.End))
			continue
		}
		t := e.text(n.span)
		from := f.eq + 1
		for from < f.semi && (t[from] == ' ' || t[from] == '\t') {
			from++
		}
		// The initialiser keeps its line and column (its MPI calls'
		// sites): "(void)(" and blanks take the declarator's place.
		prefix := t[:from]
		pad := len(prefix) - len("(void)(")
		if nl := strings.LastIndexByte(prefix, '\n'); nl >= 0 {
			pad = len(prefix) - nl - 1
		}
		edits = append(edits,
			edit{start: n.span.Start, end: n.span.Start + from, text: "(void)(" + padLines([]byte(prefix)) + strings.Repeat(" ", max(pad, 0))},
			edit{start: n.span.Start + f.semi, end: n.span.End, text: fmt.Sprintf("); /* mpiskel: %s no longer used */", f.name)})
	}
	return edits
}

// unusedDeclarators are the ranges of text t (a declaration of names)
// that remove its unused declarators after the first, each from the comma
// before it: those of a plain variable ("x", "*p") whose initialiser, if
// any, is free of side effects.
func unusedDeclarators(t string, names []string, used func(string) bool) [][2]int {
	semi := strings.LastIndexByte(t, ';')
	if semi < 0 {
		return nil
	}
	var commas []int
	depth := 0
	for i := 0; i < semi; i++ {
		switch t[i] {
		case '(', '[', '{':
			depth++
		case ')', ']', '}':
			depth--
		case ',':
			if depth == 0 {
				commas = append(commas, i)
			}
		}
	}
	if len(commas) != len(names)-1 {
		return nil
	}
	var out [][2]int
	for k, comma := range commas {
		name := names[k+1]
		end := semi
		if k+1 < len(commas) {
			end = commas[k+1]
		}
		toks := tokens(t[comma+1 : end])
		i := 0
		for i < len(toks) && toks[i] == "*" {
			i++
		}
		if used(name) || i >= len(toks) || toks[i] != name {
			continue
		}
		if rest := toks[i+1:]; len(rest) == 0 || rest[0] == "=" && len(rest) > 1 && rest[1] != "{" && pureExpr(strings.Join(rest[1:], " ")) {
			out = append(out, [2]int{comma, end})
		}
	}
	return out
}

// forInit: a for statement's first clause, which cannot go without its ';'.
// A declaration of the for's body has the for as its parent too (a block
// is no statement of the tree): it starts after the header's ')'.
func forInit(e *emitter, n *node) bool {
	if n.parent == nil {
		return false
	}
	isFor, closed, in := e.forParens(n.parent.span, n.span.Start)
	return isFor && (!closed || in)
}

// lineEdit deletes src[start:end], with the blanks around it when it is
// alone on its lines: an empty line stays where each of its lines was.
func (e *emitter) lineEdit(start, end int) edit {
	lo, hi := start, end
	for lo > 0 && (e.src[lo-1] == ' ' || e.src[lo-1] == '\t') {
		lo--
	}
	for hi < len(e.src) && (e.src[hi] == ' ' || e.src[hi] == '\t' || e.src[hi] == '\r') {
		hi++
	}
	if (lo == 0 || e.src[lo-1] == '\n') && (hi == len(e.src) || e.src[hi] == '\n') {
		start, end = lo, hi
	}
	return edit{start: start, end: end, text: padLines(e.src[start:end])}
}
