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
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/llir/llvm/ir"
	irconstant "github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/mpiskel/mpiskel/analysis/cfg"
	"github.com/mpiskel/mpiskel/analysis/regions"
	"github.com/mpiskel/mpiskel/analysis/slice"
	"github.com/mpiskel/mpiskel/cost"
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
	// Files the loader did not keep the text of are read from disk: the
	// program's own file and every file its code comes from.
	want := []string{}
	if filepath.Ext(p.Path) == ".c" {
		want = append(want, p.Path)
	}
	for _, r := range rp.Regions {
		want = append(want, r.Start.File)
	}
	for _, f := range want {
		if f == "" {
			continue
		}
		if _, ok := files[f]; !ok {
			data, err := os.ReadFile(f)
			if err != nil {
				// IR names its source as compiled; it often sits next to it.
				data, err = os.ReadFile(filepath.Join(filepath.Dir(p.Path), filepath.Base(f)))
			}
			if err != nil {
				data = nil
			}
			files[f] = data
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

// HasLoopCount tells whether a loop_count directive governs the loop whose
// header is at pos.
func (ps *Pragmas) HasLoopCount(pos regions.Pos) bool {
	return ps.findLoopCount(pos.File, pos.Line) != nil
}

// loopCountAt is the loop_count directive governing a loop whose header is
// at file:line (the file as the loader named it, or its base name), marked
// used.
func (ps *Pragmas) loopCountAt(file string, line int) (*Pragma, bool) {
	pr := ps.findLoopCount(file, line)
	if pr == nil {
		return nil, false
	}
	pr.used = true
	return pr, true
}

// keepAt tells whether a keep directive governs file:line (the file as
// the loader named it, or its base name), marking it used.
func (ps *Pragmas) keepAt(file string, line int) bool {
	pr := ps.find(file, line, pragmaKeep)
	if pr != nil {
		pr.used = true
	}
	return pr != nil
}

func (ps *Pragmas) findLoopCount(file string, line int) *Pragma {
	return ps.find(file, line, pragmaLoopCount)
}

// find is the directive of kind governing file:line (the file as the
// loader named it, or its base name), nil if none.
func (ps *Pragmas) find(file string, line int, kind pragmaKind) *Pragma {
	if ps == nil || line == 0 {
		return nil
	}
	for name, byLine := range ps.byTarget {
		if name != file && filepath.Base(name) != filepath.Base(file) {
			continue
		}
		for _, pr := range byLine[line] {
			if pr.kind == kind {
				return pr
			}
		}
	}
	return nil
}

// DataLoop is a loop whose trip count depends on data the skeleton does
// not compute (slice.DataDependentLoops, seen by the transforms).
type DataLoop struct {
	Header      *ir.Block
	Pos         regions.Pos
	ControlsMPI bool
	Cause       string
}

// Trips is a count of a loop's body executions: N per Per. Per is 1 for
// an exact count; a work-only loop's mean over ranks and entries keeps
// TripScale parts of an iteration. Fit, when set, is the count over the
// rank count, measured at several (N/Per is the first's): the skeleton
// evaluates it at the rank count it runs at, in TripScale parts.
type Trips struct {
	N, Per int64
	Fit    *cost.ScaleFit
}

// TripScale is the denominator of a mean count: isort's histogram at one
// rank, a key per 33 cells, counts 0.0305 iterations per cell, which
// rounding made 0 and TripScale keeps to 0.1 %.
const TripScale = 1 << 12

// Exact is a count of n.
func Exact(n int64) Trips { return Trips{N: n, Per: 1} }

// MeanTrips is n iterations in d runs of a loop, exact where d divides n.
func MeanTrips(n, d int64) Trips {
	if n%d == 0 {
		return Exact(n / d)
	}
	return Trips{N: (n*TripScale + d/2) / d, Per: TripScale}
}

// Round is the count to the nearest iteration.
func (t Trips) Round() int64 { return (t.N + t.Per/2) / t.Per }

// Fractional tells whether the count is a mean with a fraction.
func (t Trips) Fractional() bool { return t.Per > 1 }

func (t Trips) String() string {
	if t.Fit != nil {
		return t.Fit.String()
	}
	if !t.Fractional() {
		return fmt.Sprint(t.N)
	}
	return strconv.FormatFloat(float64(t.N)/float64(t.Per), 'g', 4, 64)
}

// MarshalJSON writes the count as a number (a report's), a fit as its
// formula.
func (t Trips) MarshalJSON() ([]byte, error) {
	if t.Fit != nil {
		return strconv.AppendQuote(nil, t.Fit.String()), nil
	}
	return strconv.AppendFloat(nil, t.value(), 'g', -1, 64), nil
}

// value is the count as a number.
func (t Trips) value() float64 { return float64(t.N) / float64(max(t.Per, 1)) }

// LoopTrips is what a profile run measured of one data-dependent loop.
type LoopTrips struct {
	Entry Trips // body executions per entry
	// Parent, measured for a work-only innermost loop inside another
	// loop, is its body executions per body execution of that loop (zero
	// Per: not measured): what the outer loop's closed form multiplies
	// when both are abstracted, the guards that skip the loop included
	// (isort -O1 enters its histogram's inner loop for one cell in eight).
	Parent Trips
	// WorkOnly: the loop decides no MPI call (LoopProbe's).
	WorkOnly bool
}

// CombineProfiles joins the profiles of one program measured at the rank
// counts nps: a count that is the same at all of them stays as it is; one
// that changes is fitted over the rank count (cost.FitScaling), a
// work-only loop's in TripScale parts, a loop deciding MPI calls' rounded
// to whole iterations.
func CombineProfiles(nps []int, profs []LoopProfile) (LoopProfile, error) {
	if len(profs) == 1 {
		return profs[0], nil
	}
	out := LoopProfile{}
	var keys []string
	for _, p := range profs {
		for k := range p {
			if !slices.Contains(keys, k) {
				keys = append(keys, k)
			}
		}
	}
	sort.Strings(keys)
	for _, k := range keys {
		var first LoopTrips
		var entry, parent []float64
		var measuredAt []int
		same := true
		for i, p := range profs {
			lt, ok := p[k]
			if !ok {
				continue // not entered at that rank count
			}
			if measuredAt == nil {
				first = lt
			}
			measuredAt = append(measuredAt, nps[i])
			entry = append(entry, lt.Entry.value())
			parent = append(parent, lt.Parent.value())
			same = same && lt == first
		}
		switch {
		case same || len(measuredAt) == 1:
			out[k] = first
		case !first.WorkOnly:
			// Every rank must run the same count (its MPI calls match
			// the other ranks'): the fit's, rounded, at the run's rank
			// count, the same on every rank.
			lt := first
			f := cost.FitScaling(measuredAt, entry)
			lt.Entry.Fit = &f
			out[k] = lt
		default:
			lt := first
			f := cost.FitScaling(measuredAt, entry)
			lt.Entry.Fit, lt.Entry.Per = &f, TripScale
			if first.Parent.Per > 0 {
				f := cost.FitScaling(measuredAt, parent)
				lt.Parent.Fit, lt.Parent.Per = &f, TripScale
			}
			out[k] = lt
		}
	}
	return out, nil
}

// LoopProfile gives measured trip counts, keyed by the loop header's
// "file:line" (file base name).
type LoopProfile map[string]LoopTrips

// LoopKey is a loop's key in a LoopProfile.
func LoopKey(p regions.Pos) string { return fmt.Sprintf("%s:%d", filepath.Base(p.File), p.Line) }

// LoopCountReport is what LoopCount did to one data-dependent loop.
type LoopCountReport struct {
	Pos       string
	Count     Trips
	PerParent bool   // Count is per iteration of the enclosing loop, not per entry
	Source    string // "#pragma mpiskel loop_count(...)" or "profile"
	Rewritten bool   // the loop's exit test now counts iterations
	Cause     string
}

// LoopCountResult is what Abstract needs from LoopCount.
type LoopCountResult struct {
	// Counts are the body executions per entry of each data-dependent
	// loop that will be abstracted (its W uses the count), or per
	// iteration of the enclosing loop where the report says PerParent.
	Counts map[*ir.Block]Trips
	// PerParent are the loops of Counts counted per iteration of the
	// enclosing loop.
	PerParent map[*ir.Block]bool
	// Pinned are the instructions LoopCount added: they must survive
	// abstraction.
	Pinned  map[ir.Instruction]bool
	Reports []LoopCountReport
	// Changed tells that the CFG changed: the region tree must be rebuilt.
	Changed bool
}

// LoopCount gives every data-dependent loop its trip count, from a
// loop_count pragma on the line before it or else from the profile; with
// neither, compilation fails naming the loop and both ways out. A loop that
// stays in the skeleton (it is not inside a region abstracted at level,
// typically because it holds MPI calls) has its exit test replaced by an
// iteration counter, so that the skeleton runs it exactly count times
// whatever the data; one inside an abstracted region only lends its count
// to the region's W. rp must be the region analysis of p's module.
func LoopCount(p *frontend.Program, rp *regions.Program, loops []DataLoop, level int, prags *Pragmas, prof LoopProfile) (*LoopCountResult, error) {
	res := &LoopCountResult{Counts: map[*ir.Block]Trips{}, PerParent: map[*ir.Block]bool{}, Pinned: map[ir.Instruction]bool{}}
	var errs ErrorList
	for _, dl := range loops {
		fn, l := findLoop(rp, dl.Header)
		if l == nil {
			continue
		}
		abstracted := willAbstract(rp, fn, l, level, prags)
		rep := LoopCountReport{Pos: LoopKey(dl.Pos), Cause: dl.Cause}
		measured, profiled := prof[LoopKey(dl.Pos)]
		if pr, ok := prags.loopCountAt(dl.Pos.File, dl.Pos.Line); ok {
			rep.Count, rep.Source = Exact(pr.Count), "#pragma mpiskel loop_count("+pr.CountExpr+")"
		} else if profiled {
			rep.Count, rep.Source = measured.Entry, "profile"
			// Abstracted with the loop around it, an innermost loop
			// counts per iteration of that loop: its W is the outer
			// closed form times this count.
			if measured.Parent.Per > 0 && abstracted && len(l.Children) == 0 && l.Parent != nil && willAbstract(rp, fn, l.Parent, level, prags) {
				rep.Count, rep.PerParent = measured.Parent, true
			}
		} else {
			errs = append(errs, &Error{Pos: dl.Pos, Msg: fmt.Sprintf("the trip count of this loop depends on data the skeleton does not compute (%s); give it with '#pragma mpiskel loop_count(EXPR)' on the line before the loop, or measure it with a profile run (--profile-loops NP)", dl.Cause)})
			continue
		}
		// Inside an abstracted region the count gives W; the exit test is
		// rewritten too, for when the loop keeps running to count the work
		// of loops inside it. A loop left in place must be rewritten.
		if abstracted {
			res.Counts[l.Header] = rep.Count
			res.PerParent[l.Header] = rep.PerParent
		}
		if abstracted && !dl.ControlsMPI && (rep.PerParent || strings.HasPrefix(dl.Cause, slice.PayloadCause)) {
			// Its count is a mean over ranks and entries that only W
			// uses: should the loop still run (emitted C keeps a
			// statement some of whose code survives), its own exit test
			// keeps it within the data it reads.
			res.Reports = append(res.Reports, rep)
			continue
		}
		if err := rewriteExit(fn, l, rep.Count, res.Pinned); err != nil {
			if !abstracted {
				errs = append(errs, &Error{Pos: dl.Pos, Msg: err.Error()})
				continue
			}
		} else {
			rep.Rewritten = true
			res.Changed = true
		}
		res.Reports = append(res.Reports, rep)
	}
	if len(errs) > 0 {
		return res, errs
	}
	return res, nil
}

func findLoop(rp *regions.Program, header *ir.Block) (*regions.Function, *regions.Loop) {
	for _, fn := range rp.Funcs {
		for _, l := range fn.Loops {
			if l.Header == header {
				return fn, l
			}
		}
	}
	return nil, nil
}

// loopThrough is the smallest loop holding block b.
func loopThrough(rp *regions.Program, b *ir.Block) (*regions.Function, *regions.Loop) {
	var fn *regions.Function
	var best *regions.Loop
	for _, f := range rp.Funcs {
		for _, l := range f.Loops {
			if contains(l.Blocks, b) && (best == nil || len(l.Blocks) < len(best.Blocks)) {
				fn, best = f, l
			}
		}
	}
	return fn, best
}

// AbstractedLoops tells, by header, the loops of rp inside a region a
// compile at level abstracts (pragmas included): their counts only give
// W. It is the slice's Options.WorkOnlyLoop.
func AbstractedLoops(rp *regions.Program, level int, prags *Pragmas) func(*ir.Block) bool {
	in := map[*ir.Block]bool{}
	for _, fn := range rp.Funcs {
		for _, l := range fn.Loops {
			if willAbstract(rp, fn, l, level, prags) {
				in[l.Header] = true
			}
		}
	}
	return func(h *ir.Block) bool { return in[h] }
}

// willAbstract tells whether Abstract at level will replace a region
// holding l: some region around the loop's header (function bodies
// excepted) is chosen by its level or an abstract pragma, with no keep
// pragma above it.
func willAbstract(rp *regions.Program, fn *regions.Function, l *regions.Loop, level int, prags *Pragmas) bool {
	var path []*regions.Region
	for r := fn.Root; r != nil; {
		path = append(path, r)
		var next *regions.Region
		for _, c := range r.Children {
			if contains(c.Blocks, l.Header) && containsAll(c.Blocks, l.Blocks) {
				next = c
				break
			}
		}
		r = next
	}
	for _, r := range path {
		// A region of level < 3 holds no loop: it is the code of a
		// single-block loop's body, not its control.
		holds := r.Kind != regions.KindFunction && r.Level >= 3
		switch prags.peek(r) {
		case pragmaKeep:
			return false
		case pragmaAbstract:
			if holds {
				return true
			}
		}
		if holds && r.Level <= level {
			return true
		}
	}
	return false
}

func containsAll(bs, sub []*ir.Block) bool {
	in := map[*ir.Block]bool{}
	for _, b := range bs {
		in[b] = true
	}
	for _, b := range sub {
		if !in[b] {
			return false
		}
	}
	return true
}

// peek is forRegion without marking the pragma used.
func (ps *Pragmas) peek(r *regions.Region) pragmaKind {
	if ps == nil || r.Head.Line == 0 {
		return pragmaNone
	}
	for _, pr := range ps.byTarget[r.Head.File][r.Head.Line] {
		if (pr.kind == pragmaKeep || pr.kind == pragmaAbstract) && (r.Parent == nil || r.Parent.Head != r.Head) {
			return pr.kind
		}
	}
	return pragmaNone
}

// testedBeforeBody says whether exit test b of loop l runs once more per
// entry than the loop's body, as the header of 'while (c) body' does: b
// leaves the loop, is not a latch, and no latch leaves it. A rotated loop
// (clang -O1's) tests at its latch: its header runs once per iteration,
// whether it is the whole body (one block, test at its end) or begins it
// with an early exit (a search's 'if (a[i] == v) return i'). Counted as
// tested before the body, such loops' trip counts came out one short (2
// for a mean of 3, testdata/transform/instrument/count.c), and
// rewriteExit ran such a loop count+1 times.
func testedBeforeBody(l *regions.Loop, b *ir.Block) bool {
	exits := func(x *ir.Block) bool {
		for _, e := range l.Exits {
			if e[0] == x {
				return true
			}
		}
		return false
	}
	if !exits(b) {
		return false
	}
	for _, lt := range l.Latches {
		if lt == b || exits(lt) {
			return false
		}
	}
	return true
}

// rewriteExit makes loop l leave after count body executions per entry: a
// counter reset on every edge into the loop counts header executions, the
// exit test of the header (or, for a loop tested at the bottom, of the
// exiting block that dominates every latch) compares it with the count,
// and the loop's other exits are no longer taken.
func rewriteExit(fn *regions.Function, l *regions.Loop, count Trips, pinned map[ir.Instruction]bool) error {
	if l.Irreducible {
		return fmt.Errorf("this loop has several entries (goto): loop_count cannot make it leave after a count")
	}
	inLoop := map[*ir.Block]bool{}
	for _, b := range l.Blocks {
		inLoop[b] = true
	}
	var exiting []*ir.Block
	seen := map[*ir.Block]bool{}
	for _, e := range l.Exits {
		if e[1] == nil {
			return fmt.Errorf("the loop can return from the function: loop_count cannot make it leave after a count")
		}
		if !seen[e[0]] {
			seen[e[0]] = true
			exiting = append(exiting, e[0])
		}
	}
	// The loop's own test: one that runs at every iteration and reads no
	// memory (i < n, not a check of the data), else the header's, else
	// any that runs at every iteration. A break's test may come first
	// (PRK reduce's check of its result leaves at the first wrong
	// element): leaving there after the count took the break's way,
	// printing an error the program never printed.
	c := fn.CFG
	everyIteration := func(b *ir.Block) bool {
		for _, lt := range l.Latches {
			if !c.Dom.Dominates(c.Index[b], c.Index[lt]) {
				return false
			}
		}
		return true
	}
	loopInsts := map[ir.Instruction]bool{}
	for _, b := range l.Blocks {
		for _, inst := range b.Insts {
			loopInsts[inst] = true
		}
	}
	var test *ir.Block
	for _, b := range exiting {
		if br, ok := b.Term.(*ir.TermCondBr); ok && test == nil && everyIteration(b) && !readsMemoryIn(br.Cond, loopInsts) {
			test = b
		}
	}
	for _, b := range exiting {
		if test == nil && b == l.Header {
			test = b
		}
	}
	for _, b := range exiting {
		if test == nil && everyIteration(b) {
			test = b
		}
	}
	if test == nil {
		return fmt.Errorf("no exit test runs at every iteration of this loop: loop_count cannot make it leave after a count")
	}
	extra := int64(0) // header executions per entry beyond the body's
	if test == l.Header && testedBeforeBody(l, test) {
		extra = 1
	}
	f := fn.Func
	// The counter is the skeleton's, not the program's: pinned against
	// abstraction, and covered, so the simulator does not charge it
	// (converge's sweeps were 2 instructions dearer than the program's).
	node := coveredNode(f.Parent)
	pin := func(xs ...ir.Instruction) {
		for _, x := range xs {
			pinned[x] = true
			attach(x, node)
		}
	}
	counter := ir.NewAlloca(types.I64)
	counter.LocalName = fmt.Sprintf("skel.trips.%s", strings.TrimPrefix(l.Header.Ident(), "%"))
	entry := f.Blocks[0]
	entry.Insts = append([]ir.Instruction{counter}, entry.Insts...)
	pin(counter)
	// Reset on every edge into the loop.
	var outside []*ir.Block
	for _, b := range f.Blocks {
		if inLoop[b] {
			continue
		}
		for _, s := range cfg.Successors(b) {
			if s == l.Header {
				outside = append(outside, b)
				break
			}
		}
	}
	pre := splitEdges(f, outside, l.Header, counter.LocalName+".reset")
	attach(pre.Term, node)
	reset := ir.NewStore(irconstant.NewInt(types.I64, 0), counter)
	pre.Insts = append(pre.Insts, reset)
	pin(reset)
	// The header runs count (+1) times per entry; a count fitted over
	// rank counts is evaluated on the way in, at the run's.
	var headerRuns value.Value = irconstant.NewInt(types.I64, count.Round()+extra)
	if count.Fit != nil {
		var insts []ir.Instruction
		n := (&tripCount{fit: count.Fit, per: 1, np: worldSizeDecl(f.Parent)}).build(&insts)
		if extra > 0 {
			plus := ir.NewAdd(n, irconstant.NewInt(types.I64, extra))
			insts = append(insts, plus)
			n = plus
		}
		pre.Insts = append(pre.Insts, insts...)
		pin(insts...)
		headerRuns = n
	}
	// Count header executions.
	ld := ir.NewLoad(types.I64, counter)
	inc := ir.NewAdd(ld, irconstant.NewInt(types.I64, 1))
	st := ir.NewStore(inc, counter)
	i := firstNonPhi(l.Header)
	l.Header.Insts = append(l.Header.Insts[:i], append([]ir.Instruction{ld, inc, st}, l.Header.Insts[i:]...)...)
	pin(ld, inc, st)
	// The tests.
	for _, b := range exiting {
		br, ok := b.Term.(*ir.TermCondBr)
		if !ok {
			return fmt.Errorf("the loop is left by a %s: loop_count handles conditional branches only", strings.Fields(b.Term.LLString())[0])
		}
		trueStays := inLoop[br.TargetTrue.(*ir.Block)]
		if b != test {
			br.Cond = irconstant.NewBool(trueStays)
			continue
		}
		cur := ir.NewLoad(types.I64, counter)
		pred := enum.IPredEQ // true leaves
		if trueStays {
			pred = enum.IPredNE
		}
		cmp := ir.NewICmp(pred, cur, headerRuns)
		b.Insts = append(b.Insts, cur, cmp)
		pin(cur, cmp)
		br.Cond = cmp
	}
	renumber(f)
	return nil
}

// readsMemoryIn tells whether v depends on a load or a call among a
// loop's instructions (in), through the loop's own instructions.
func readsMemoryIn(v value.Value, in map[ir.Instruction]bool) bool {
	seen := map[value.Value]bool{}
	var reads func(v value.Value) bool
	reads = func(v value.Value) bool {
		inst, ok := v.(ir.Instruction)
		if !ok || seen[v] || !in[inst] {
			return false
		}
		seen[v] = true
		switch inst.(type) {
		case *ir.InstLoad, *ir.InstCall:
			return true
		}
		u, ok := inst.(value.User)
		if !ok {
			return false
		}
		for _, op := range u.Operands() {
			if reads(*op) {
				return true
			}
		}
		return false
	}
	return reads(v)
}

// ProbeBase is the first ADD_TIME id of the loop probes InstrumentLoops
// inserts (far above any region id): loop k's entries are counted by id
// ProbeBase+2k, its header executions by ProbeBase+2k+1.
const ProbeBase = 1 << 30

// LoopProbe is one instrumented loop.
type LoopProbe struct {
	Key        string // LoopKey of the loop; "" for a loop probed as Parent only
	TestAtHead bool   // the loop is tested in its header: it runs once more than its body
	// WorkOnly: the loop decides no MPI call, its count is only an
	// abstracted region's W, so counts differing between entries or ranks
	// are averaged instead of refused.
	WorkOnly bool
	// Parent is the index of the probe of the loop around a work-only
	// innermost loop, -1 for none.
	Parent int
}

// InstrumentLoops prepares a profile run: p (the original program, not a
// skeleton) gets zero-second ADD_TIME probes counting, for each loop, the
// entries into it and the executions of its header, and the same of the
// loop around a work-only innermost loop. The run's trace then gives the
// trip counts (ProfileFromCounts).
func InstrumentLoops(p *frontend.Program, rp *regions.Program, loops []DataLoop) []LoopProbe {
	addTime := addTimeDecl(p.Module)
	var probes []LoopProbe
	probed := map[*ir.Block]int{}
	probe := func(fn *regions.Function, l *regions.Loop, header *ir.Block, key string, workOnly bool) int {
		if k, ok := probed[header]; ok {
			if key != "" { // a data loop probed first as another's parent
				probes[k].Key, probes[k].WorkOnly = key, workOnly
			}
			return k
		}
		k := len(probes)
		id := int64(ProbeBase + 2*k)
		inLoop := map[*ir.Block]bool{}
		for _, b := range l.Blocks {
			inLoop[b] = true
		}
		var outside []*ir.Block
		for _, b := range fn.Func.Blocks {
			if inLoop[b] {
				continue
			}
			for _, s := range cfg.Successors(b) {
				if s == l.Header {
					outside = append(outside, b)
					break
				}
			}
		}
		pre := splitEdges(fn.Func, outside, l.Header, fmt.Sprintf("skel.probe%d", k))
		pre.Insts = append(pre.Insts, ir.NewCall(addTime, irconstant.NewInt(types.I32, id), irconstant.NewFloat(types.Double, 0)))
		i := firstNonPhi(header)
		h := ir.NewCall(addTime, irconstant.NewInt(types.I32, id+1), irconstant.NewFloat(types.Double, 0))
		header.Insts = append(header.Insts[:i], append([]ir.Instruction{h}, header.Insts[i:]...)...)
		probes = append(probes, LoopProbe{Key: key, TestAtHead: testedBeforeBody(l, header), WorkOnly: workOnly, Parent: -1})
		probed[header] = k
		renumber(fn.Func)
		return k
	}
	for _, dl := range loops {
		fn, l := findLoop(rp, dl.Header)
		if l == nil {
			// The profiling build (Instrument) puts a region's entry call
			// on the edges into its first block: when that block is the
			// loop's header, the new block heads the loop, and the old
			// header, still testing the exit, runs once per iteration.
			fn, l = loopThrough(rp, dl.Header)
		}
		if l == nil {
			continue
		}
		k := probe(fn, l, dl.Header, LoopKey(dl.Pos), !dl.ControlsMPI)
		if probes[k].WorkOnly && len(l.Children) == 0 && l.Parent != nil {
			probes[k].Parent = probe(fn, l.Parent, l.Parent.Header, "", false)
		}
	}
	return probes
}

// ProfileFromCounts turns the probes' counts per rank (counts[rank][id])
// into trip counts. A loop deciding MPI calls must run the same number of
// times per entry on every rank that enters it: a skeleton replays one
// count. A work-only loop gets its mean count per entry over all ranks,
// and per body execution of the loop around it where that was probed.
func ProfileFromCounts(probes []LoopProbe, counts []map[int64]int64) (LoopProfile, error) {
	prof := LoopProfile{}
	// sums are a probe's entries and body executions over the ranks.
	sums := func(k int) (entries, body int64) {
		id := int64(ProbeBase + 2*k)
		for _, c := range counts {
			entries += c[id]
			body += c[id+1]
			if probes[k].TestAtHead {
				body -= c[id]
			}
		}
		return entries, body
	}
	for k, pr := range probes {
		if pr.Key == "" {
			continue
		}
		if pr.WorkOnly {
			entries, n := sums(k)
			if entries == 0 {
				continue
			}
			lt := LoopTrips{Entry: MeanTrips(n, entries), WorkOnly: true}
			if pr.Parent >= 0 {
				if _, outer := sums(pr.Parent); outer > 0 {
					lt.Parent = MeanTrips(n, outer)
				}
			}
			prof[pr.Key] = lt
			continue
		}
		id := int64(ProbeBase + 2*k)
		trips := int64(-1)
		for rank, c := range counts {
			entries, heads := c[id], c[id+1]
			if entries == 0 {
				continue
			}
			n := heads
			if pr.TestAtHead {
				n -= entries
			}
			if n%entries != 0 {
				return nil, fmt.Errorf("loop at %s: rank %d entered it %d times for %d iterations in all: the count differs between entries; give it with '#pragma mpiskel loop_count(EXPR)'", pr.Key, rank, entries, n)
			}
			n /= entries
			if trips >= 0 && n != trips {
				return nil, fmt.Errorf("loop at %s runs %d times per entry on one rank and %d on rank %d: a skeleton replays one count; give it with '#pragma mpiskel loop_count(EXPR)'", pr.Key, trips, n, rank)
			}
			trips = n
		}
		if trips >= 0 {
			prof[pr.Key] = LoopTrips{Entry: Exact(trips)}
		}
	}
	return prof, nil
}
