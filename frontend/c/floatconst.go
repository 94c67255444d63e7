// Malformed floating constants ('1.5q', '1e'): cc/v4's checker reports them without a position ("TODO *cc.PrimaryExpression PrimaryExpressionFloat 1.5q FERR ..."); this finds them, with their place.
package c

import (
	"regexp"
	"sort"
	"strings"

	"modernc.org/cc/v4"
)

// badFloat matches cc/v4's message for a floating constant it could not
// read, and captures the constant's text.
var badFloat = regexp.MustCompile(`PrimaryExpressionFloat (\S+) FERR `)

// withFloatErrors replaces in list cc/v4's positionless messages about the
// floating constants its error message msg names by an error at each such
// constant of ast in file, keeping the other errors, in source order.
// list is returned unchanged when none is found.
func withFloatErrors(list ErrorList, msg string, ast *cc.AST, file string) ErrorList {
	bad := map[string]bool{}
	// cc/v4 writes the constant in lower case ('1E5Q' as '1e5q').
	for _, m := range badFloat.FindAllStringSubmatch(msg, -1) {
		bad[strings.ToLower(m[1])] = true
	}
	var found ErrorList
	walkSyntax(ast, func(n any) {
		x, ok := n.(*cc.PrimaryExpression)
		if !ok || x.Case != cc.PrimaryExpressionFloat || !bad[strings.ToLower(x.Token.SrcStr())] {
			return
		}
		if p := x.Token.Position(); p.Filename == file && p.Line > 0 {
			found = append(found, &Error{File: file, Line: p.Line, Col: p.Column, Msg: "invalid floating constant '" + x.Token.SrcStr() + "'"})
		}
	})
	if len(found) == 0 {
		return list
	}
	for _, e := range list {
		if e.Line > 0 {
			found = append(found, e)
		}
	}
	// The user's file first, then the headers, each in source order.
	sort.SliceStable(found, func(i, j int) bool {
		a, b := found[i], found[j]
		if (a.File == file) != (b.File == file) {
			return a.File == file
		}
		if a.File != b.File {
			return a.File < b.File
		}
		return a.Line < b.Line || a.Line == b.Line && a.Col < b.Col
	})
	return found
}
