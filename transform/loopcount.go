// The user's #pragma mpiskel directives: loop_count(EXPR) for data-dependent loops, keep and abstract for a region's fate.
package transform

import (
	"bufio"
	"bytes"
	"fmt"
	"go/ast"
	"go/constant"
	"go/parser"
	"go/token"
	"os"
	"sort"
	"strings"

	"github.com/mpiskel/mpiskel/analysis/regions"
	"github.com/mpiskel/mpiskel/frontend"
)

type pragmaKind uint8

const (
	pragmaNone pragmaKind = iota
	pragmaKeep
	pragmaAbstract
	pragmaLoopCount
)

// Pragma is one #pragma mpiskel line, attached to the first code line
// after it (the statement it governs).
type Pragma struct {
	File      string
	Line      int // of the pragma
	Target    int // the line it applies to
	kind      pragmaKind
	Count     int64  // loop_count's value
	CountExpr string // loop_count's text
	used      bool
}

// Pragmas are the directives of a program's source files.
type Pragmas struct {
	byTarget map[string]map[int][]*Pragma
	all      []*Pragma
}

// ScanPragmas reads the '#pragma mpiskel' lines of the program's C files:
// p.Sources for C input, and for IR the files its debug information names
// when they can be read. cc/v4 does not hand pragmas to the front end, so
// they are found in the text, each governing the next line that is not
// blank, a comment or another pragma.
func ScanPragmas(p *frontend.Program, rp *regions.Program) (*Pragmas, error) {
	files := map[string][]byte{}
	for name, text := range p.Sources {
		files[name] = text
	}
	if p.Source == nil {
		for _, r := range rp.Regions {
			if f := r.Start.File; f != "" {
				if _, ok := files[f]; !ok {
					if data, err := os.ReadFile(f); err == nil {
						files[f] = data
					} else {
						files[f] = nil
					}
				}
			}
		}
	}
	names := make([]string, 0, len(files))
	for n := range files {
		names = append(names, n)
	}
	sort.Strings(names)
	ps := &Pragmas{byTarget: map[string]map[int][]*Pragma{}}
	var errs ErrorList
	for _, name := range names {
		var pending []*Pragma
		sc := bufio.NewScanner(bytes.NewReader(files[name]))
		sc.Buffer(make([]byte, 1<<20), 1<<24)
		line := 0
		inComment := false
		for sc.Scan() {
			line++
			text := strings.TrimSpace(sc.Text())
			if inComment {
				if i := strings.Index(text, "*/"); i >= 0 {
					inComment = false
					text = strings.TrimSpace(text[i+2:])
				} else {
					continue
				}
			}
			if strings.HasPrefix(text, "/*") && !strings.Contains(text[2:], "*/") {
				inComment = true
				continue
			}
			if text == "" || strings.HasPrefix(text, "//") || strings.HasPrefix(text, "/*") && strings.HasSuffix(text, "*/") {
				continue
			}
			if rest, ok := pragmaText(text); ok {
				pr, err := parsePragma(rest)
				if err != nil {
					errs = append(errs, &Error{Pos: regions.Pos{File: name, Line: line, Col: 1}, Msg: err.Error()})
					continue
				}
				pr.File, pr.Line = name, line
				pending = append(pending, pr)
				continue
			}
			for _, pr := range pending {
				pr.Target = line
				if ps.byTarget[name] == nil {
					ps.byTarget[name] = map[int][]*Pragma{}
				}
				ps.byTarget[name][line] = append(ps.byTarget[name][line], pr)
				ps.all = append(ps.all, pr)
			}
			pending = nil
		}
	}
	if len(errs) > 0 {
		return ps, errs
	}
	return ps, nil
}

// pragmaText returns what follows '#pragma mpiskel'.
func pragmaText(line string) (string, bool) {
	if !strings.HasPrefix(line, "#") {
		return "", false
	}
	f := strings.Fields(strings.TrimPrefix(line, "#"))
	if len(f) < 2 || f[0] != "pragma" || f[1] != "mpiskel" {
		return "", false
	}
	rest := strings.TrimSpace(line[strings.Index(line, "mpiskel")+len("mpiskel"):])
	if i := strings.Index(rest, "//"); i >= 0 {
		rest = strings.TrimSpace(rest[:i])
	}
	return rest, true
}

func parsePragma(s string) (*Pragma, error) {
	switch {
	case s == "keep":
		return &Pragma{kind: pragmaKeep}, nil
	case s == "abstract":
		return &Pragma{kind: pragmaAbstract}, nil
	case strings.HasPrefix(s, "loop_count"):
		arg := strings.TrimSpace(strings.TrimPrefix(s, "loop_count"))
		if !strings.HasPrefix(arg, "(") || !strings.HasSuffix(arg, ")") {
			return nil, fmt.Errorf("#pragma mpiskel loop_count wants (EXPR), not %q", arg)
		}
		expr := strings.TrimSpace(arg[1 : len(arg)-1])
		n, err := evalCount(expr)
		if err != nil {
			return nil, fmt.Errorf("#pragma mpiskel loop_count(%s): %v", expr, err)
		}
		return &Pragma{kind: pragmaLoopCount, Count: n, CountExpr: expr}, nil
	}
	return nil, fmt.Errorf("unknown directive '#pragma mpiskel %s': want keep, abstract or loop_count(EXPR)", s)
}

// evalCount evaluates an integer constant expression (C and Go agree on
// integer literals and + - * / % ( )).
func evalCount(expr string) (int64, error) {
	e, err := parser.ParseExpr(strings.TrimRight(expr, "uUlL"))
	if err != nil {
		return 0, fmt.Errorf("not an expression")
	}
	v, err := constEval(e)
	if err != nil {
		return 0, err
	}
	n, ok := constant.Int64Val(constant.ToInt(v))
	if !ok || n < 0 {
		return 0, fmt.Errorf("the count must be a non-negative integer constant, not %s", v)
	}
	return n, nil
}

// constEval folds literals, parentheses and integer + - * / % over them.
func constEval(e ast.Expr) (constant.Value, error) {
	switch x := e.(type) {
	case *ast.BasicLit:
		if x.Kind != token.INT {
			return nil, fmt.Errorf("%s is not an integer", x.Value)
		}
		return constant.MakeFromLiteral(x.Value, x.Kind, 0), nil
	case *ast.ParenExpr:
		return constEval(x.X)
	case *ast.UnaryExpr:
		v, err := constEval(x.X)
		if err != nil {
			return nil, err
		}
		if x.Op != token.SUB && x.Op != token.ADD {
			return nil, fmt.Errorf("operator %s is not supported", x.Op)
		}
		return constant.UnaryOp(x.Op, v, 0), nil
	case *ast.BinaryExpr:
		l, err := constEval(x.X)
		if err != nil {
			return nil, err
		}
		r, err := constEval(x.Y)
		if err != nil {
			return nil, err
		}
		switch x.Op {
		case token.ADD, token.SUB, token.MUL:
			return constant.BinaryOp(l, x.Op, r), nil
		case token.QUO, token.REM:
			if constant.Sign(r) == 0 {
				return nil, fmt.Errorf("division by zero")
			}
			op := x.Op
			if op == token.QUO {
				op = token.QUO_ASSIGN // integer division
			}
			return constant.BinaryOp(l, op, r), nil
		}
		return nil, fmt.Errorf("operator %s is not supported", x.Op)
	case *ast.Ident:
		return nil, fmt.Errorf("%s: only integer constant expressions are supported (a variable's value is not known when compiling)", x.Name)
	}
	return nil, fmt.Errorf("only integer constant expressions are supported")
}

// forRegion is the keep/abstract directive governing r: one on the line
// where r visibly starts.
func (ps *Pragmas) forRegion(r *regions.Region) pragmaKind {
	if ps == nil || r.Head.Line == 0 {
		return pragmaNone
	}
	for _, pr := range ps.byTarget[r.Head.File][r.Head.Line] {
		if pr.kind == pragmaKeep || pr.kind == pragmaAbstract {
			// The outermost region starting there takes it.
			if r.Parent != nil && r.Parent.Head == r.Head {
				continue
			}
			pr.used = true
			return pr.kind
		}
	}
	return pragmaNone
}

// loopCount is the loop_count directive of loop l.
func (ps *Pragmas) loopCount(l *regions.Loop) (int64, bool) {
	if ps == nil || l.Pos.Line == 0 {
		return 0, false
	}
	for _, pr := range ps.byTarget[l.Pos.File][l.Pos.Line] {
		if pr.kind == pragmaLoopCount {
			pr.used = true
			return pr.Count, true
		}
	}
	return 0, false
}

// Unused lists the directives that governed nothing (a loop_count not
// before a loop, a keep not before a statement), for warnings.
func (ps *Pragmas) Unused() []Pragma {
	if ps == nil {
		return nil
	}
	var out []Pragma
	for _, pr := range ps.all {
		if !pr.used {
			out = append(out, *pr)
		}
	}
	return out
}
