// Positions for llir's failures: syntax errors, translation errors and
// panics (which llir reports without a place), and type-check findings.
package llvmir

import (
	"errors"
	"fmt"
	"regexp"
	"sort"
	"strings"

	"github.com/llir/ll"
	"github.com/llir/ll/ast"
	"github.com/llir/llvm/ir"
)

const opaquePointerMessage = "opaque pointers (LLVM 15+) are not supported: generate the IR with clang-14"

// lineIndex maps byte offsets of a text to 1-based lines and columns.
type lineIndex struct {
	file   string
	starts []int // offset of the first byte of each line
}

func newLineIndex(file, text string) *lineIndex {
	starts := []int{0}
	for i := 0; i < len(text); i++ {
		if text[i] == '\n' {
			starts = append(starts, i+1)
		}
	}
	return &lineIndex{file: file, starts: starts}
}

func (li *lineIndex) errorAt(offset int, msg string) *Error {
	line := sort.Search(len(li.starts), func(i int) bool { return li.starts[i] > offset }) - 1
	if line < 0 {
		line = 0
	}
	return &Error{File: li.file, Line: line + 1, Col: offset - li.starts[line] + 1, Msg: msg}
}

// locateFailure turns llir's rejection of text into an *Error with the best
// position it can find.
func locateFailure(name, text string, failure *parseFailure) error {
	li := newLineIndex(name, text)
	var syntax ll.SyntaxError
	if !failure.panicked && errors.As(failure.err, &syntax) {
		return li.errorAt(syntax.Offset, syntaxMessage(text, syntax))
	}
	msg := failure.message()
	module, ok := parseAST(name, text)
	if !ok {
		return &Error{File: name, Msg: msg}
	}
	defs := funcDefs(module)
	culprit := findCulprit(name, text, defs, failure)
	lo, hi := 0, len(text)
	if culprit >= 0 {
		lo, hi = defs[culprit].Offset(), defs[culprit].Endoffset()
	}
	if offset, ok := findNamedToken(text, lo, hi, msg); ok {
		return li.errorAt(offset, msg)
	}
	if culprit >= 0 {
		fn := defs[culprit].Header().Name().Text()
		return li.errorAt(lo, fmt.Sprintf("in function %s: %s", fn, msg))
	}
	return &Error{File: name, Msg: msg}
}

// lexicalCheck rejects what llir's parser would pass over or misreport.
// Its parser silently skips words it cannot lex (`%x = add i32 %a, 1 junk`
// parses), so such words are reported here. And IR with opaque pointers
// fails with a syntax error that says nothing of the cause, possibly long
// after the first `ptr`, so it is recognised here. Comments and strings are
// the lexer's, so `ptr` inside them or in names such as %ptr does not count.
// Lexing costs about a twentieth of parsing.
func lexicalCheck(name, text string) error {
	var lexer ll.Lexer
	lexer.Init(text)
	for tok := lexer.Next(); tok != ll.EOI; tok = lexer.Next() {
		switch tok {
		case ll.PTR:
			start, _ := lexer.Pos()
			return newLineIndex(name, text).errorAt(start, opaquePointerMessage)
		case ll.INVALID_TOKEN:
			start, end := lexer.Pos()
			return newLineIndex(name, text).errorAt(start, unexpected(text[start:end]))
		}
	}
	return nil
}

func unexpected(token string) string {
	if len(token) > 40 {
		token = token[:40] + "..."
	}
	return fmt.Sprintf("syntax error: unexpected %q", token)
}

func syntaxMessage(text string, e ll.SyntaxError) string {
	if e.Offset >= len(text) || e.Endoffset <= e.Offset {
		return "syntax error: unexpected end of file"
	}
	return unexpected(text[e.Offset:min(e.Endoffset, len(text))])
}

// parseAST builds llir's syntax tree of a text that llir has already
// parsed once, so it is only needed on the (rare) error path.
func parseAST(name, text string) (module *ast.Module, ok bool) {
	defer func() {
		if recover() != nil {
			module, ok = nil, false
		}
	}()
	tree, err := ast.Parse(name, text)
	if err != nil {
		return nil, false
	}
	module, ok = ast.ToLlvmNode(tree.Root()).(*ast.Module)
	return module, ok
}

func funcDefs(module *ast.Module) []*ast.FuncDef {
	var defs []*ast.FuncDef
	for _, entity := range module.TopLevelEntities() {
		if def, ok := entity.(*ast.FuncDef); ok {
			defs = append(defs, def)
		}
	}
	return defs
}

// findCulprit finds the function definition that causes a translation
// failure: llir translates bodies in order and stops at the first bad one,
// so replacing the bodies of the first k functions by `unreachable` changes
// the failure exactly when k passes the culprit. A binary search over k
// costs a logarithmic number of parses. Returns -1 when the failure is not
// in a function body.
func findCulprit(name, text string, defs []*ast.FuncDef, original *parseFailure) int {
	changed := func(k int) bool {
		_, failure := tryParse(name, stubBodies(text, defs[:k+1]))
		return failure == nil || failure.panicked != original.panicked ||
			failure.err.Error() != original.err.Error()
	}
	if len(defs) == 0 || !changed(len(defs)-1) {
		return -1
	}
	lo, hi := 0, len(defs)-1 // changed(hi) holds
	for lo < hi {
		mid := (lo + hi) / 2
		if changed(mid) {
			hi = mid
		} else {
			lo = mid + 1
		}
	}
	return lo
}

func stubBodies(text string, defs []*ast.FuncDef) string {
	var b strings.Builder
	b.Grow(len(text))
	last := 0
	for _, def := range defs {
		body := def.Body()
		b.WriteString(text[last:body.Offset()])
		b.WriteString("{\n  unreachable\n}")
		last = body.Endoffset()
	}
	b.WriteString(text[last:])
	return b.String()
}

var (
	// llir names the identifier it could not resolve in double quotes.
	quotedIdentifier = regexp.MustCompile(`"([%@!#$][^"\s]*)"`)
	// "unable to locate DIFlag enum corresponding to "DIFlagBogus""
	quotedWord = regexp.MustCompile(`"([A-Za-z_][A-Za-z0-9_.]*)"`)
	// "invalid local ID in function "@f", expected %1, got %2"
	misnumberedLocal = regexp.MustCompile(`got (%[-a-zA-Z$._0-9]+)`)
)

// findNamedToken finds, within text[lo:hi], the token that an llir message
// names. For a duplicate definition it is the second occurrence.
func findNamedToken(text string, lo, hi int, msg string) (int, bool) {
	var names []string
	if m := misnumberedLocal.FindStringSubmatch(msg); m != nil {
		names = append(names, m[1])
	}
	for _, m := range quotedIdentifier.FindAllStringSubmatch(msg, -1) {
		names = append(names, m[1])
	}
	for _, m := range quotedWord.FindAllStringSubmatch(msg, -1) {
		names = append(names, m[1])
	}
	want := 1
	if strings.Contains(msg, "already present") {
		want = 2
	}
	for _, name := range names {
		var lexer ll.Lexer
		lexer.Init(text[lo:hi])
		seen := 0
		for tok := lexer.Next(); tok != ll.EOI; tok = lexer.Next() {
			if lexer.Text() != name {
				continue
			}
			if seen++; seen == want {
				start, _ := lexer.Pos()
				return lo + start, true
			}
		}
	}
	return 0, false
}

// positionTypeErrors places type-check findings on their instructions:
// llir keeps no positions, but it translates definitions, blocks and
// instructions in the order of the text, so the syntax tree walked in the
// same order gives each one's offset.
func positionTypeErrors(name, text string, m *ir.Module, errs []typeError) error {
	li := newLineIndex(name, text)
	var defs []*ast.FuncDef
	if module, ok := parseAST(name, text); ok {
		defs = funcDefs(module)
	}
	defIndex := map[*ir.Func]int{}
	for _, f := range m.Funcs {
		if len(f.Blocks) > 0 {
			defIndex[f] = len(defIndex)
		}
	}
	list := make(ErrorList, 0, len(errs))
	for _, e := range errs {
		offset, ok := instOffset(defs, defIndex, e)
		if !ok {
			list = append(list, &Error{File: name, Msg: "in function " + e.fn.Ident() + ": " + e.msg})
			continue
		}
		list = append(list, li.errorAt(offset, e.msg))
	}
	return list
}

func instOffset(defs []*ast.FuncDef, defIndex map[*ir.Func]int, e typeError) (int, bool) {
	i, ok := defIndex[e.fn]
	if !ok || i >= len(defs) || defs[i].Header().Name().Text() != e.fn.Ident() {
		return 0, false
	}
	blocks := defs[i].Body().Blocks()
	if e.block >= len(blocks) {
		return defs[i].Offset(), true
	}
	block := blocks[e.block]
	if e.inst < 0 {
		return block.Term().LlvmNode().Offset(), true
	}
	insts := block.Insts()
	if e.inst >= len(insts) {
		return block.Offset(), true
	}
	return insts[e.inst].LlvmNode().Offset(), true
}
