// Static functions the skeleton no longer calls: their definitions go, so that the skeleton compiles without -Wunused-function warnings.
package cemit

import (
	"bytes"
	"fmt"
	"slices"
	"sort"

	"github.com/llir/llvm/ir/enum"

	"github.com/mpiskel/mpiskel/frontend"
)

// dropUncalledStatics adds to edits the removal of every static function
// of the main file that the edited text no longer names (a level-4
// skeleton charges the calls of MPI-free functions instead of making
// them), until none is left: a function only called from a removed one
// goes too. A removed definition leaves a comment and its lines, empty.
// Only definitions alone on their lines, and not cut by an edit.
//
// The edited text is tokenised once, and each definition once: a name
// none but its own definition uses is uncalled, and a removal takes its
// definition's tokens off the count. (Re-applying every edit and
// re-tokenising the whole text per definition and round was quadratic in
// the number of static functions or worse.)
func (e *emitter) dropUncalledStatics(edits []edit) []edit {
	type def struct {
		name  string
		span  frontend.Span
		names map[string]int // the tokens of its edited text
	}
	inside := func(ed edit, sp frontend.Span) bool { return ed.start >= sp.Start && ed.end <= sp.End }
	var defs []*def
	for f, sp := range e.snap.defs {
		if f.Linkage == enum.LinkageInternal && sp.File == e.file && sp.End > sp.Start && e.aloneOnLines(sp) {
			defs = append(defs, &def{name: f.Name(), span: sp})
		}
	}
	sort.Slice(defs, func(i, j int) bool { return defs[i].span.Start < defs[j].span.Start })
	text, err := apply(e.src, edits)
	if err != nil {
		return edits // the caller's apply reports it
	}
	uses := countTokens(string(text))
	var candidates []*def
	for _, d := range defs {
		var own []edit
		cut := false
		for _, ed := range edits {
			switch {
			case inside(ed, d.span):
				ed.start -= d.span.Start
				ed.end -= d.span.Start
				own = append(own, ed)
			case ed.start < d.span.End && ed.end > d.span.Start:
				cut = true
			}
		}
		if cut {
			continue
		}
		t, err := apply(e.src[d.span.Start:d.span.End], own)
		if err != nil {
			continue
		}
		d.names = countTokens(string(t))
		candidates = append(candidates, d)
	}
	var gone []*def
	for changed := true; changed; {
		changed = false
		for _, d := range candidates {
			if d.names != nil && uses[d.name] == d.names[d.name] {
				for n, c := range d.names {
					uses[n] -= c
				}
				d.names, changed = nil, true
				gone = append(gone, d)
			}
		}
	}
	var out []edit
	for _, d := range gone {
		out = append(out, edit{start: d.span.Start, end: d.span.End,
			text: fmt.Sprintf("/* mpiskel: %s no longer called */", d.name) + padLines(e.src[d.span.Start:d.span.End])})
	}
	for _, ed := range edits {
		if !slices.ContainsFunc(gone, func(d *def) bool { return inside(ed, d.span) }) {
			out = append(out, ed)
		}
	}
	return out
}

// countTokens counts the tokens of t by spelling.
func countTokens(t string) map[string]int {
	n := map[string]int{}
	for _, tk := range tokens(t) {
		n[tk]++
	}
	return n
}

// aloneOnLines: nothing but blanks shares the lines of span sp.
func (e *emitter) aloneOnLines(sp frontend.Span) bool {
	before := e.src[bytes.LastIndexByte(e.src[:sp.Start], '\n')+1 : sp.Start]
	after := e.src[sp.End:]
	if nl := bytes.IndexByte(after, '\n'); nl >= 0 {
		after = after[:nl]
	}
	return len(bytes.TrimSpace(before)) == 0 && len(bytes.TrimSpace(after)) == 0
}
