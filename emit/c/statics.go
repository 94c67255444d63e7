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
// Only definitions alone on their lines.
func (e *emitter) dropUncalledStatics(edits []edit) []edit {
	type def struct {
		name string
		span frontend.Span
	}
	var defs []def
	for f, sp := range e.snap.defs {
		if f.Linkage == enum.LinkageInternal && sp.File == e.file && sp.End > sp.Start && e.aloneOnLines(sp) {
			defs = append(defs, def{f.Name(), sp})
		}
	}
	sort.Slice(defs, func(i, j int) bool { return defs[i].span.Start < defs[j].span.Start })
	removed := make([]bool, len(defs))
	without := func(extra int) []edit {
		var out []edit
		var gone []frontend.Span
		for k, d := range defs {
			if removed[k] || k == extra {
				gone = append(gone, d.span)
				out = append(out, edit{start: d.span.Start, end: d.span.End,
					text: fmt.Sprintf("/* mpiskel: %s no longer called */", d.name) + padLines(e.src[d.span.Start:d.span.End])})
			}
		}
		for _, ed := range edits {
			if !slices.ContainsFunc(gone, func(sp frontend.Span) bool { return ed.start >= sp.Start && ed.end <= sp.End }) {
				out = append(out, ed)
			}
		}
		return out
	}
	for changed := true; changed; {
		changed = false
		for k, d := range defs {
			if removed[k] {
				continue
			}
			text, err := apply(e.src, without(k))
			if err == nil && !slices.Contains(tokens(string(text)), d.name) {
				removed[k], changed = true, true
			}
		}
	}
	return without(-1)
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
