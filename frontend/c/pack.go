// #pragma pack: recording the pragmas while cc/v4 preprocesses and finding the value in effect at each struct definition.
package c

import (
	"bytes"
	"os"
	"reflect"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"sync"
	"unsafe"

	"modernc.org/cc/v4"
)

// cc/v4 v4.31.0 hands unknown pragmas to Config.PragmaHandler while it
// preprocesses and otherwise ignores them, so the pack value gcc would apply
// to each struct is reconstructed here: the handler logs every pack pragma
// in preprocessing order, and a struct gets the value left by the pragmas
// that precede its closing brace in the token stream.

// packPragma is one "#pragma pack(...)" where it was written.
type packPragma struct {
	file string
	off  int
	op   string // "set", "push", "pop"
	n    int    // new value for set and push (-1: none given), 0 = default
}

// packPragmas collects a translation unit's pack pragmas.
type packPragmas struct {
	list []packPragma
	// order and values are computed on first use: the stream position of
	// each pragma (between two token sequence numbers) and the pack value
	// from there on.
	once   sync.Once
	keys   []float64
	values []int
}

// recordPackPragmas makes cfg log the pack pragmas it preprocesses.
func recordPackPragmas(cfg *cc.Config) *packPragmas {
	p := &packPragmas{}
	cfg.PragmaHandler = p.handle
	return p
}

func (p *packPragmas) handle(toks []cc.Token) error {
	if len(toks) < 3 || toks[0].SrcStr() != "pack" || toks[1].SrcStr() != "(" {
		return nil
	}
	pos := toks[0].Position()
	pr := packPragma{file: pos.Filename, off: pos.Offset, op: "set", n: 0}
	var args []string
	for _, t := range toks[2:] {
		switch s := t.SrcStr(); s {
		case ",":
		case ")":
			goto done
		default:
			args = append(args, s)
		}
	}
done:
	num := -1
	for _, a := range args {
		if v, err := strconv.ParseInt(a, 0, 32); err == nil && (v == 0 || v&(v-1) == 0) && v <= 16 {
			num = int(v)
		}
	}
	switch {
	case len(args) == 0:
	case args[0] == "push":
		pr.op, pr.n = "push", num
	case args[0] == "pop":
		pr.op = "pop"
	case args[0] == "show":
		return nil
	case num >= 0:
		pr.n = num
	default:
		return nil
	}
	p.list = append(p.list, pr)
	return nil
}

// packRegistry links a translation unit to its pragmas: cc/v4's AST has no
// room for them. Entries are keyed by the AST's address and dropped when
// the AST is collected.
var packRegistry sync.Map

// attach records p as the pragmas of ast.
func (p *packPragmas) attach(ast *cc.AST) {
	if p == nil || len(p.list) == 0 || ast == nil {
		return
	}
	key := uintptr(unsafe.Pointer(ast))
	packRegistry.Store(key, p)
	runtime.AddCleanup(ast, func(k uintptr) { packRegistry.Delete(k) }, key)
}

func packPragmasOf(ast *cc.AST) *packPragmas {
	if v, ok := packRegistry.Load(uintptr(unsafe.Pointer(ast))); ok {
		return v.(*packPragmas)
	}
	return nil
}

// tokPos is a token's file, offset in it and sequence number in the stream.
type tokPos struct {
	off, seq int
}

// resolve places every pragma in the token stream: just before the next
// token of its own file, or when its file has no more tokens, just after
// the file's last one (a "pop" closing a header). cc/v4 reads a header once
// however often it is included, so a file's tokens are in stream order.
func (p *packPragmas) resolve(ast *cc.AST) {
	byFile := map[string][]tokPos{}
	collectTokens(reflect.ValueOf(ast.TranslationUnit), byFile)
	for _, ts := range byFile {
		sort.Slice(ts, func(i, j int) bool { return ts[i].seq < ts[j].seq })
	}
	type placed struct {
		key float64
		i   int
	}
	var order []placed
	for i, pr := range p.list {
		ts := byFile[pr.file]
		j := sort.Search(len(ts), func(k int) bool { return ts[k].off > pr.off })
		key := 0.0
		switch {
		case j < len(ts) && includesBetween(pr.file, pr.off, ts[j].off):
			// The included files' tokens come between the pragma and
			// the next token of its file, after the pragma.
			if j > 0 {
				key = float64(ts[j-1].seq) + 0.5
			} else {
				key = float64(lastBuiltinSeq(byFile)) + 0.5
			}
		case j < len(ts):
			key = float64(ts[j].seq) - 0.5
		case len(ts) > 0:
			key = float64(ts[len(ts)-1].seq) + 0.5
		default:
			key = -0.5 // a file without tokens: only its pragmas matter
		}
		order = append(order, placed{key, i})
	}
	sort.SliceStable(order, func(a, b int) bool { return order[a].key < order[b].key })
	cur := 0
	var stack []int
	for _, o := range order {
		pr := p.list[o.i]
		switch pr.op {
		case "set":
			cur = pr.n
		case "push":
			stack = append(stack, cur)
			if pr.n >= 0 {
				cur = pr.n
			}
		case "pop":
			cur = 0
			if len(stack) > 0 {
				cur = stack[len(stack)-1]
				stack = stack[:len(stack)-1]
			}
		}
		p.keys = append(p.keys, o.key)
		p.values = append(p.values, cur)
	}
}

// includesBetween reports whether file has an #include line between byte
// offsets from and to.
func includesBetween(file string, from, to int) bool {
	text, err := os.ReadFile(file)
	if err != nil || to > len(text) || from >= to {
		return false
	}
	for _, line := range bytes.Split(text[from:to], []byte("\n")) {
		line = bytes.TrimLeft(line, " \t")
		if rest, ok := bytes.CutPrefix(line, []byte("#")); ok && bytes.HasPrefix(bytes.TrimLeft(rest, " \t"), []byte("include")) {
			return true
		}
	}
	return false
}

// lastBuiltinSeq is the sequence number of the last token of the
// predefined sources ("<builtin>" and the like), which precede the user's.
func lastBuiltinSeq(byFile map[string][]tokPos) int {
	last := 0
	for name, ts := range byFile {
		if strings.HasPrefix(name, "<") && name != endSource && len(ts) > 0 {
			last = max(last, ts[len(ts)-1].seq)
		}
	}
	return last
}

var ccTokenType = reflect.TypeFor[cc.Token]()

// collectTokens gathers the positions of the tokens under v by file.
func collectTokens(v reflect.Value, byFile map[string][]tokPos) {
	switch v.Kind() {
	case reflect.Interface:
		if !v.IsNil() {
			collectTokens(v.Elem(), byFile)
		}
	case reflect.Pointer:
		if v.IsNil() || v.Elem().Kind() != reflect.Struct {
			return
		}
		s := v.Elem()
		t := s.Type()
		for i := 0; i < s.NumField(); i++ {
			sf := t.Field(i)
			if !sf.IsExported() {
				continue
			}
			f := s.Field(i)
			switch {
			case sf.Type == ccTokenType:
				tok := f.Interface().(cc.Token)
				if tok.Seq() == 0 {
					continue
				}
				pos := tok.Position()
				byFile[pos.Filename] = append(byFile[pos.Filename], tokPos{off: pos.Offset, seq: tok.Seq()})
			case f.Kind() == reflect.Pointer || f.Kind() == reflect.Interface:
				if f.Type().Implements(ccNodeType) || f.Kind() == reflect.Interface {
					collectTokens(f, byFile)
				}
			}
		}
	}
}

// packAt is the pack value (0: none) in effect at the token with sequence
// number seq.
func (p *packPragmas) packAt(ast *cc.AST, seq int) int {
	p.once.Do(func() { p.resolve(ast) })
	i := sort.SearchFloat64s(p.keys, float64(seq))
	if i == 0 {
		return 0
	}
	return p.values[i-1]
}

// structPack is the #pragma pack value in effect where record type t is
// defined (at its last named member), 0 when none.
func (c *compiler) structPack(t cc.Type) int {
	p := packPragmasOf(c.ast)
	if p == nil {
		return 0
	}
	n, field := recordFields(t)
	seq := 0
	for i := 0; i < n; i++ {
		if d := field(i).Declarator(); d != nil {
			tok := d.NameTok()
			seq = max(seq, tok.Seq())
		}
	}
	if seq == 0 {
		return 0
	}
	return p.packAt(c.ast, seq)
}
