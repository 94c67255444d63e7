// Preprocessor lines: where the skeleton includes mpiskel.h, the directives an edit must keep, and the file's own macros.
package cemit

import (
	"bytes"
	"fmt"
	"sort"
	"strings"

	"github.com/mpiskel/mpiskel/runtime/native"
)

// srcLine is one line of the source as the preprocessor sees it.
type srcLine struct {
	start, end int  // bytes, end after its newline
	directive  bool // a preprocessor line (or a continuation of one)
	cont       bool // a directive's continuation
	comment    bool // starts inside a block comment
	depth      int  // conditional blocks open at its start
}

// lines splits src into lines, telling preprocessor lines (not those in
// comments) and how deep in #if blocks each starts.
func lines(src []byte) []srcLine {
	var out []srcLine
	inComment, cont := false, false
	depth := 0
	for i := 0; i < len(src); {
		end := len(src)
		if j := bytes.IndexByte(src[i:], '\n'); j >= 0 {
			end = i + j + 1
		}
		l := srcLine{start: i, end: end, depth: depth, cont: cont, comment: inComment}
		t := bytes.TrimSpace(src[i:end])
		switch {
		case cont:
			l.directive = true
		case !inComment && bytes.HasPrefix(t, []byte("#")):
			l.directive = true
			switch directiveName(string(t)) {
			case "if", "ifdef", "ifndef":
				depth++
			case "endif":
				depth--
			}
		}
		cont = l.directive && bytes.HasSuffix(bytes.TrimRight(src[i:end], "\r\n"), []byte("\\"))
		if !l.directive {
			inComment = endsInComment(src[i:end], inComment)
		}
		out = append(out, l)
		i = end
	}
	return out
}

// directiveName is the word after a preprocessor line's '#'.
func directiveName(t string) string {
	t = strings.TrimSpace(strings.TrimPrefix(t, "#"))
	i := 0
	for i < len(t) && (t[i] >= 'a' && t[i] <= 'z' || t[i] >= 'A' && t[i] <= 'Z' || t[i] == '_') {
		i++
	}
	return t[:i]
}

// endsInComment tells whether line ends inside a block comment, given
// whether it starts in one.
func endsInComment(line []byte, in bool) bool {
	for i := 0; i < len(line); i++ {
		c := line[i]
		switch {
		case in:
			if c == '*' && i+1 < len(line) && line[i+1] == '/' {
				in = false
				i++
			}
		case c == '/' && i+1 < len(line) && line[i+1] == '/':
			return false
		case c == '/' && i+1 < len(line) && line[i+1] == '*':
			in = true
			i++
		case c == '"' || c == '\'':
			for i++; i < len(line) && line[i] != c && line[i] != '\n'; i++ {
				if line[i] == '\\' {
					i++
				}
			}
		}
	}
	return in
}

// padLines is what replaces replaced (text of whole statements, which
// starts outside comments): its newlines, so that the replacement spans
// as many lines, and those of its preprocessor lines that outlive the
// statements, verbatim: conditionals, so that the blocks opened or closed
// among the statements stay balanced (a '#if VERBOSE' around one of them,
// its '#endif' after the last), and macro definitions, which later code
// may use. An #include of a code fragment or a #pragma (omp for, mpiskel
// loop_count) belongs to the statements replaced and goes with them.
func padLines(replaced []byte) string {
	var b strings.Builder
	keep := false
	for k, l := range lines(replaced) {
		text := replaced[l.start:l.end]
		nl := bytes.HasSuffix(text, []byte("\n"))
		if l.directive && !l.cont {
			keep = outlives[directiveName(string(bytes.TrimSpace(text)))]
		}
		if l.directive && keep && k > 0 {
			b.Write(bytes.TrimSuffix(text, []byte("\n")))
		}
		if nl {
			b.WriteByte('\n')
		}
	}
	return b.String()
}

// outlives are the directives padLines keeps.
var outlives = map[string]bool{"if": true, "ifdef": true, "ifndef": true, "elif": true, "elifdef": true, "elifndef": true,
	"else": true, "endif": true, "define": true, "undef": true, "line": true}

// includeEdit adds #include "mpiskel.h" where it is in effect before every
// ADD_TIME: at file scope, outside conditional blocks, before the first
// function definition of the file (a translation unit joined from several
// files has #include lines after functions that charge time, and a
// function may include a code fragment), after the last #include before
// it (so that the program's own feature-test macros and headers come
// first), else on the last line before that function that may take it.
// The skeleton keeps the original's line numbers (its MPI calls' sites are
// the original's, in traces and debuggers alike), so the include takes the
// place of the blank line that usually follows; without one, a #line
// directive puts the numbering back.
func (e *emitter) includeEdit() edit {
	limit := len(e.src)
	for f, sp := range e.snap.defs {
		if sp.File == e.file && e.snap.funcs[f] && sp.Start < limit {
			limit = sp.Start
		}
	}
	ls := lines(e.src)
	free := func(l srcLine) bool { return l.depth == 0 && !l.directive && !l.comment }
	at := -1 // the index of the line the include goes before
	for k, l := range ls {
		t := strings.TrimSpace(string(e.src[l.start:l.end]))
		if !l.directive || l.cont || directiveName(t) != "include" {
			continue
		}
		if strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(t[1:]), "include")) == `"`+native.SkeletonHeader+`"` {
			return edit{} // a skeleton already: it has the header
		}
		if l.start < limit && l.depth == 0 {
			at = k + 1
		}
	}
	if at < 0 {
		at = 0
		for k, l := range ls {
			if l.start > limit {
				break
			}
			if free(l) {
				at = k
			}
		}
		if b := ls[max(at-1, 0)]; at > 0 && free(b) && len(bytes.TrimSpace(e.src[b.start:b.end])) == 0 {
			at-- // the blank line before the function's
		}
	}
	inc := "#include \"" + native.SkeletonHeader + "\""
	if at >= len(ls) {
		nl := ""
		if len(e.src) > 0 && e.src[len(e.src)-1] != '\n' {
			nl = "\n"
		}
		return edit{start: len(e.src), end: len(e.src), text: nl + inc + "\n"}
	}
	l := ls[at]
	if free(l) && len(bytes.TrimSpace(e.src[l.start:l.end])) == 0 && bytes.HasSuffix(e.src[l.start:l.end], []byte("\n")) {
		return edit{start: l.start, end: l.end - 1, text: inc}
	}
	return edit{start: l.start, end: l.start, text: fmt.Sprintf("%s\n#line %d\n", inc, at+1)}
}

// macroNames are, for each macro the file defines, the identifiers its
// body names (its parameters aside), and theirs in turn: a statement
// using the macro uses those names (IN(i,j) reads in, istart and jstart).
func (e *emitter) macroNames() map[string][]string {
	if e.macros != nil {
		return e.macros
	}
	direct := map[string][]string{}
	ls := lines(e.src)
	for k := 0; k < len(ls); k++ {
		l := ls[k]
		if !l.directive || l.cont {
			continue
		}
		text := string(e.src[l.start:l.end])
		for k+1 < len(ls) && ls[k+1].cont {
			k++
			text += string(e.src[ls[k].start:ls[k].end])
		}
		if directiveName(strings.TrimSpace(text)) != "define" {
			continue
		}
		rest := strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(text), "#"))
		rest = strings.TrimSpace(strings.TrimPrefix(rest, "define"))
		name, i := nextToken(rest, 0)
		if !isIdent(name) {
			continue
		}
		params := map[string]bool{}
		if i < len(rest) && rest[i] == '(' {
			j := strings.IndexByte(rest[i:], ')')
			if j < 0 {
				continue
			}
			for _, p := range tokens(rest[i+1 : i+j]) {
				params[p] = true
			}
			i += j + 1
		}
		body := strings.ReplaceAll(rest[i:], "\\\n", " ")
		var names []string
		for _, tk := range tokens(body) {
			if isIdent(tk) && !keyword[tk] && !params[tk] && tk != name {
				names = append(names, tk)
			}
		}
		direct[name] = names
	}
	// transitively, each macro once
	e.macros = map[string][]string{}
	for name := range direct {
		seen := map[string]bool{name: true}
		var all []string
		var add func(m string)
		add = func(m string) {
			for _, nm := range direct[m] {
				if !seen[nm] {
					seen[nm] = true
					all = append(all, nm)
					add(nm)
				}
			}
		}
		add(name)
		e.macros[name] = all
	}
	return e.macros
}

// pragmasBefore is where the #pragma lines right before the statement
// starting at byte at begin (at itself when there are none), and the
// blanks the statement's line starts with.
func (e *emitter) pragmasBefore(at int) (int, string) {
	if e.srcLines == nil {
		e.srcLines = lines(e.src)
	}
	ls := e.srcLines
	k := sort.Search(len(ls), func(i int) bool { return ls[i].end > at })
	if k >= len(ls) || len(bytes.TrimSpace(e.src[ls[k].start:at])) > 0 {
		return at, ""
	}
	indent := string(e.src[ls[k].start:at])
	from := at
	for j := k - 1; j >= 0; j-- {
		d := j
		for d > 0 && ls[d].cont {
			d--
		}
		if !ls[d].directive || ls[d].cont || directiveName(strings.TrimSpace(string(e.src[ls[d].start:ls[d].end]))) != "pragma" {
			break
		}
		from, j = ls[d].start, d
	}
	if from == at {
		return at, ""
	}
	return from, indent
}
