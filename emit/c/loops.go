// Loops whose exit test the loopcount pass replaced: in C their condition becomes an iteration counter too.
package cemit

import (
	"fmt"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/mpiskel/mpiskel/cost"
	"github.com/mpiskel/mpiskel/transform"
)

// countedLoopEdits rewrite the condition of each loop that runs a given
// number of times per entry (its test read data the skeleton does not
// compute): `while (c)` becomes `{ long mpiskel_loopN = 0; while
// (mpiskel_loopN++ < COUNT) ... }`, the braces making the counter's
// declaration legal wherever the loop stands.
func (e *emitter) countedLoopEdits(roots []*node, loops []transform.LoopCountReport) []edit {
	var edits []edit
	base := filepath.Base(e.file)
	for _, l := range loops {
		if !l.Rewritten {
			continue
		}
		file, lineStr, ok := strings.Cut(l.Pos, ":")
		var line int
		if _, err := fmt.Sscan(lineStr, &line); !ok || err != nil || file != base {
			continue
		}
		n := loopAt(roots, line, e)
		if n == nil || n.st == stDeleted {
			e.notes = append(e.notes, fmt.Sprintf("%s: the loop's count (%s per entry) has no loop statement to rewrite", l.Pos, l.Count))
			continue
		}
		text := e.text(n.span)
		lo, hi, do := condRange(text)
		if lo < 0 {
			e.notes = append(e.notes, fmt.Sprintf("%s: the loop's condition was not found in its text", l.Pos))
			continue
		}
		v, count := fmt.Sprintf("mpiskel_loop%d", n.span.Line), fmt.Sprintf("%dL", l.Count.Round()) // as its IR exit test counts
		runs, source := fmt.Sprint(l.Count.Round()), l.Source
		if f := l.Count.Fit; f != nil {
			count, runs, source = fitC(f), l.Count.String(), l.Source+", fitted over rank counts"
		}
		cond := fmt.Sprintf("%s++ < %s", v, count)
		if do {
			cond = fmt.Sprintf("++%s < %s", v, count)
		}
		edits = append(edits,
			openAt(n, fmt.Sprintf("{ long %s = 0; /* mpiskel: runs %s times per entry (%s) */ ", v, runs, source)),
			edit{start: n.span.Start + lo, end: n.span.Start + hi, text: cond + padLines([]byte(text[lo:hi]))},
			closeAt(n, " }"))
	}
	return edits
}

// loopAt is the outermost loop statement starting on line.
func loopAt(roots []*node, line int, e *emitter) *node {
	var found *node
	var walk func(n *node)
	walk = func(n *node) {
		if found != nil {
			return
		}
		if n.span.Line == line && n.ir.node.Kind == "statement" && loopKeyword(firstToken(e.text(n.span))) {
			found = n
			return
		}
		for _, c := range n.children {
			walk(c)
		}
	}
	for _, r := range roots {
		walk(r)
	}
	return found
}

// loopKeyword tells whether a statement starting with token tk is a loop.
func loopKeyword(tk string) bool { return tk == "for" || tk == "while" || tk == "do" }

// condRange finds a loop statement's condition in its text: inside
// while's parentheses, between a for's two semicolons, or in a do's
// trailing while.
func condRange(text string) (lo, hi int, do bool) {
	switch {
	case strings.HasPrefix(text, "while"):
		if open, end, _, ok := parens(text, len("while")); ok {
			return open + 1, end, false
		}
	case strings.HasPrefix(text, "for"):
		if _, _, semis, ok := parens(text, len("for")); ok && len(semis) == 2 {
			return semis[0] + 1, semis[1], false
		}
	case strings.HasPrefix(text, "do"):
		if w := strings.LastIndex(text, "while"); w >= 0 {
			if open, end, _, ok := parens(text, w+len("while")); ok {
				return open + 1, end, true
			}
		}
	}
	return -1, -1, false
}

// parens finds the parenthesis that opens text past blanks and comments
// from byte i, the one closing it, and the semicolons between them at
// their depth (a for's clauses); ok is false when text has none there.
func parens(text string, i int) (open, end int, semis []int, ok bool) {
	open = skipBlank(text, i)
	if open >= len(text) || text[open] != '(' {
		return 0, 0, nil, false
	}
	depth := 0
	for i := open; i < len(text); i++ {
		switch text[i] {
		case '(':
			depth++
		case ')':
			if depth--; depth == 0 {
				return open, i, semis, true
			}
		case ';':
			if depth == 1 {
				semis = append(semis, i)
			}
		case '"', '\'':
			q := text[i]
			for i++; i < len(text) && text[i] != q; i++ {
				if text[i] == '\\' {
					i++
				}
			}
		}
	}
	return 0, 0, nil, false
}

// skipBlank is the first byte of text from i on that is neither a blank
// nor in a comment: len(text) when there is none, an unclosed comment
// included.
func skipBlank(text string, i int) int {
	for i < len(text) {
		switch {
		case text[i] == ' ' || text[i] == '\t' || text[i] == '\n' || text[i] == '\r':
			i++
		case strings.HasPrefix(text[i:], "/*"):
			j := strings.Index(text[i+2:], "*/")
			if j < 0 {
				return len(text)
			}
			i += j + 4
		default:
			return i
		}
	}
	return i
}

// fitC is a count fitted over rank counts as C: the fit at the run's rank
// count, rounded, as the IR skeleton evaluates it.
func fitC(f *cost.ScaleFit) string {
	np := "(double)" + transform.WorldSizeFunc + "()"
	y := strconv.FormatFloat(f.A, 'g', -1, 64)
	b := strconv.FormatFloat(f.B, 'g', -1, 64)
	switch f.Model {
	case cost.ScaleLinear:
		y = fmt.Sprintf("%s + %s * %s", y, b, np)
	case cost.ScaleInverse, cost.ScaleInversePlusConstant:
		y = fmt.Sprintf("%s + %s / %s", y, b, np)
	}
	return fmt.Sprintf("(long)(%s + 0.5)", y)
}
