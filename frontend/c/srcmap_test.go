// Tests of the source map: every instruction has a span, spans cover the right C text, statements and declarations list the IR they produced.
package c

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/llir/llvm/ir"

	"github.com/mpiskel/mpiskel/frontend"
)

// spanText is the C text of s in src.
func spanText(t *testing.T, src string, s frontend.Span) string {
	t.Helper()
	if s.Start < 0 || s.End > len(src) || s.Start > s.End {
		t.Fatalf("span %+v outside the %d-byte source", s, len(src))
	}
	return src[s.Start:s.End]
}

// checkSpans wants every instruction and terminator of every defined
// function in the map, with a span inside file (or, for functions defined in
// headers, inside the header) whose line and column agree with its offset.
func checkSpans(t *testing.T, prog *frontend.Program, file, text string) {
	t.Helper()
	texts := map[string]string{file: text}
	check := func(what string, s frontend.Span, ok bool) {
		if !ok {
			t.Errorf("%s: not in the source map", what)
			return
		}
		src, known := texts[s.File]
		if !known {
			b, err := os.ReadFile(s.File)
			if err != nil || !strings.HasSuffix(s.File, ".h") {
				t.Errorf("%s: span in %q, want %q or a header", what, s.File, file)
				return
			}
			src = string(b)
			texts[s.File] = src
		}
		if s.Start < 0 || s.End <= s.Start || s.End > len(src) {
			t.Errorf("%s: span %d-%d in a %d-byte file", what, s.Start, s.End, len(src))
			return
		}
		line := 1 + strings.Count(src[:s.Start], "\n")
		col := s.Start - strings.LastIndex(src[:s.Start], "\n")
		if line != s.Line || col != s.Col {
			t.Errorf("%s: span at %d:%d, its offset is at %d:%d", what, s.Line, s.Col, line, col)
		}
	}
	n := 0
	for _, f := range prog.Module.Funcs {
		for _, b := range f.Blocks {
			for _, inst := range b.Insts {
				s, ok := prog.Source.Insts[inst]
				check(f.Name()+": "+inst.LLString(), s, ok)
				n++
			}
			s, ok := prog.Source.Terms[b.Term]
			check(f.Name()+": "+b.Term.LLString(), s, ok)
		}
	}
	if n == 0 {
		t.Fatal("no instructions")
	}
}

// TestEveryInstructionHasSpan checks checkSpans on each testdata app, with
// and without mem2reg.
func TestEveryInstructionHasSpan(t *testing.T) {
	apps, _ := filepath.Glob("../../testdata/apps/*.c")
	if len(apps) == 0 {
		t.Fatal("no testdata/apps/*.c")
	}
	for _, app := range apps {
		src, err := os.ReadFile(app)
		if err != nil {
			t.Fatal(err)
		}
		for _, opts := range []Options{{}, {NoMem2Reg: true}} {
			prog, err := Compile(app, src, opts)
			if err != nil {
				t.Fatalf("%s: %v", app, err)
			}
			checkSpans(t, prog, app, string(src))
		}
	}
}

const mapSource = `int g(int);
int f(int n) {
  int s = 0;
  for (int i = 0; i < n; i++)
    s += g(i) * 2;
  if (s > 100)
    s = 100;
  return s;
}
void h(int *p) {
  *p = g(*p);
}
`

// instsOf lists f's instructions and terminators, in order.
func instsOf(f *ir.Func) []any {
	var out []any
	for _, b := range f.Blocks {
		for _, i := range b.Insts {
			out = append(out, i)
		}
		out = append(out, b.Term)
	}
	return out
}

// TestSpansCoverTheirExpression: each instruction's span is the innermost C
// expression or statement it implements.
func TestSpansCoverTheirExpression(t *testing.T) {
	prog := compileOK(t, mapSource, Options{})
	checkSpans(t, prog, "t.c", mapSource)
	want := map[string]string{ // the instruction's opcode and operand start -> its C text
		"call i32 @g(i32 %1)": "g(i)",
		"mul i32":             "g(i) * 2",
		"add i32 %0, ":        "s += g(i) * 2",
		"icmp slt i32":        "i < n",
		"add i32 %1, 1":       "i++",
		"icmp sgt i32":        "s > 100",
		"ret i32":             "return s;",
		"load i32, i32* %p":   "*p",
		"store i32":           "*p = g(*p)",
		"ret void":            "}",
	}
	found := map[string]bool{}
	for _, f := range prog.Module.Funcs {
		for _, x := range instsOf(f) {
			text := x.(interface{ LLString() string }).LLString()
			for prefix, c := range want {
				if !strings.Contains(text, prefix) {
					continue
				}
				found[prefix] = true
				var s frontend.Span
				switch v := x.(type) {
				case ir.Instruction:
					s = prog.Source.Insts[v]
				case ir.Terminator:
					s = prog.Source.Terms[v]
				}
				if got := spanText(t, mapSource, s); got != c {
					t.Errorf("%s: span %q, want %q", text, got, c)
				}
			}
		}
	}
	for prefix := range want {
		if !found[prefix] {
			t.Errorf("no instruction %q in\n%s", prefix, prog.Module)
		}
	}
}

// TestNodesListTheirIR: each statement and declaration lists the IR it
// produced, nested statements' included, and nothing mem2reg removed.
func TestNodesListTheirIR(t *testing.T) {
	prog := compileOK(t, mapSource, Options{})
	inFunc := map[any]*ir.Func{}
	blockFunc := map[*ir.Block]*ir.Func{}
	for _, f := range prog.Module.Funcs {
		for _, x := range instsOf(f) {
			inFunc[x] = f
		}
		for _, b := range f.Blocks {
			blockFunc[b] = f
		}
	}
	nodes := map[string]*frontend.SourceNode{}
	for _, n := range prog.Source.Nodes {
		text := spanText(t, mapSource, n.Span)
		nodes[text] = n
		for _, i := range n.Insts {
			if inFunc[i] != n.Func {
				t.Errorf("%s %q lists %s, not in its function", n.Kind, text, i.LLString())
			}
		}
		for _, term := range n.Terms {
			if inFunc[term] != n.Func {
				t.Errorf("%s %q lists %s, not in its function", n.Kind, text, term.LLString())
			}
		}
		for _, b := range n.Blocks {
			if blockFunc[b] != n.Func {
				t.Errorf("%s %q lists block %s, not in its function", n.Kind, text, b.Ident())
			}
		}
		if n.Parent != nil && !(n.Parent.Span.Start <= n.Span.Start && n.Span.End <= n.Parent.Span.End) {
			t.Errorf("%q is not inside its parent %q", text, spanText(t, mapSource, n.Parent.Span))
		}
	}
	has := func(n *frontend.SourceNode, what string) bool {
		for _, i := range n.Insts {
			if strings.Contains(i.LLString(), what) {
				return true
			}
		}
		for _, term := range n.Terms {
			if strings.Contains(term.LLString(), what) {
				return true
			}
		}
		return false
	}
	for _, tc := range []struct {
		node, kind string
		insts      []string
		blocks     int
	}{
		{"int s = 0;", "declaration", []string{"phi i32 [ 0, %entry ]"}, 0},
		{"int i = 0;", "declaration", []string{"phi i32 [ 0, %entry ]"}, 0},
		{"s += g(i) * 2;", "statement", []string{"call i32 @g", "mul i32", "add i32"}, 0},
		{"for (int i = 0; i < n; i++)\n    s += g(i) * 2;", "statement", []string{"call i32 @g", "icmp slt", "br i1"}, 4},
		{"if (s > 100)\n    s = 100;", "statement", []string{"icmp sgt", "br i1"}, 2},
		{"return s;", "statement", []string{"ret i32"}, 0},
		{"*p = g(*p);", "statement", []string{"load i32", "call i32 @g", "store i32"}, 0},
	} {
		n := nodes[tc.node]
		if n == nil {
			t.Errorf("no node for %q", tc.node)
			continue
		}
		if n.Kind != tc.kind {
			t.Errorf("%q: kind %s, want %s", tc.node, n.Kind, tc.kind)
		}
		for _, w := range tc.insts {
			if !has(n, w) {
				t.Errorf("%q lacks %s", tc.node, w)
			}
		}
		if len(n.Blocks) != tc.blocks {
			t.Errorf("%q: %d blocks, want %d", tc.node, len(n.Blocks), tc.blocks)
		}
	}
	// The for's body is its child.
	if body := nodes["s += g(i) * 2;"]; body == nil || body.Parent != nodes["for (int i = 0; i < n; i++)\n    s += g(i) * 2;"] {
		t.Error("the loop body's parent is not the for statement")
	}
}

// TestDebugLocationsFollowSpans: each instruction's !dbg line and column are
// its span's.
func TestDebugLocationsFollowSpans(t *testing.T) {
	prog := compileOK(t, mapSource, Options{})
	for _, f := range prog.Module.Funcs {
		for _, b := range f.Blocks {
			for _, inst := range b.Insts {
				s := prog.Source.Insts[inst]
				l := dbgOf(inst)
				if l == nil || l.Line != int64(s.Line) || l.Column != int64(s.Col) {
					t.Errorf("%s: !dbg %v, span at %d:%d", inst.LLString(), l, s.Line, s.Col)
				}
			}
		}
	}
}

const macroSource = `#define N 4
#define MAX(x, y) ((x) > (y) ? (x) : (y))
#define IN(i) in[(i) - lo]
int f(int *in, int lo, int a, int b) {
	int s = MAX(a, b);
	int t = a - N + 1;
	int u = b * N;
	return s + t + u + IN(a) + MAX(a, b) * 3;
}
`

// TestPartialSpans: an expression whose first or last token a macro
// expansion supplied is marked Partial (its text is not all of it); one
// with a macro used inside it whole is not.
func TestPartialSpans(t *testing.T) {
	prog := compileOK(t, macroSource, Options{})
	checkSpans(t, prog, "t.c", macroSource)
	whole, partial := map[string]bool{}, map[string]bool{}
	for _, f := range prog.Module.Funcs {
		for _, x := range instsOf(f) {
			inst, ok := x.(ir.Instruction)
			if !ok {
				continue
			}
			s := prog.Source.Insts[inst]
			if s.Partial {
				partial[spanText(t, macroSource, s)] = true
			} else {
				whole[spanText(t, macroSource, s)] = true
			}
		}
	}
	for _, w := range []string{"a - N + 1"} {
		if !whole[w] {
			t.Errorf("no whole span %q; whole %v, partial %v", w, whole, partial)
		}
	}
	// a - N and b * N read as their texts stop, before N
	for _, p := range []string{"MAX", "IN", "a -", "b *"} {
		if !partial[p] {
			t.Errorf("no partial span %q; whole %v, partial %v", p, whole, partial)
		}
		if whole[p] {
			t.Errorf("span %q is whole", p)
		}
	}
}
