// Package llvmemit writes a program's module, skeleton or not, as LLVM 14 IR
// text (Emit) in the canonical form llir reads back unchanged.
package llvmemit

import (
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"

	"github.com/mpiskel/mpiskel/frontend"
	"github.com/mpiskel/mpiskel/transform"
)

// AddTimeSignature is the C prototype runtime/native's addtime.c (and the
// simulator's host function) gives the ADD_TIME entry point.
const AddTimeSignature = "void " + transform.AddTimeFunc + "(int region_id, double seconds)"

// Emit writes p's module to w as LLVM IR. The text is canonical, so that
// printing is idempotent: loading it with llir and emitting it again gives
// the same bytes. To that end, unnamed values, blocks and globals are
// numbered afresh in order (transforms leave gaps where they deleted and
// zeros where they inserted), and the module-level lists llir sorts when it
// parses are written in that order: type and comdat definitions by natural
// name order, attribute groups and metadata by number. Metadata keeps its
// numbers, so debug locations (!dbg) read as in the input. The ADD_TIME
// function, when the module calls it, must be the external declaration
// addtime.c defines; anything else is an error, as is a module whose
// numbering cannot be made consistent. Emit renumbers and reorders p's
// module in place, which changes nothing it means.
func Emit(w io.Writer, p *frontend.Program) error {
	m := p.Module
	if err := checkAddTime(m); err != nil {
		return fmt.Errorf("%s: %w", p.Path, err)
	}
	if err := canonicalize(m); err != nil {
		return fmt.Errorf("%s: %w", p.Path, err)
	}
	_, err := m.WriteTo(w)
	return err
}

// checkAddTime checks the ADD_TIME function against addtime.c's definition:
// declared (defined by the runtime, not the module), external, C calling
// convention, void (i32, double), not variadic; and every call passes two
// arguments.
func checkAddTime(m *ir.Module) error {
	var decl *ir.Func
	for _, f := range m.Funcs {
		if f.Name() == transform.AddTimeFunc {
			if decl != nil {
				return fmt.Errorf("@%s is declared twice", transform.AddTimeFunc)
			}
			decl = f
		}
	}
	if decl == nil {
		return nil
	}
	sig := decl.Sig
	var problems []string
	if len(decl.Blocks) > 0 {
		problems = append(problems, "it is defined in the module (the runtime defines it)")
	}
	if decl.Linkage != enum.LinkageNone && decl.Linkage != enum.LinkageExternal {
		problems = append(problems, "it has "+decl.Linkage.String()+" linkage")
	}
	if decl.CallingConv != enum.CallingConvNone && decl.CallingConv != enum.CallingConvC {
		problems = append(problems, "it has calling convention "+decl.CallingConv.String())
	}
	if !types.Equal(sig.RetType, types.Void) || sig.Variadic || len(sig.Params) != 2 ||
		!types.Equal(sig.Params[0], types.I32) || !types.Equal(sig.Params[1], types.Double) {
		problems = append(problems, "its type is "+sig.LLString()+", not void (i32, double)")
	}
	if len(problems) > 0 {
		return fmt.Errorf("@%s does not match the runtime's %s: %s", transform.AddTimeFunc, AddTimeSignature, strings.Join(problems, "; "))
	}
	return nil
}

// canonicalize numbers m's unnamed entities from zero without gaps and puts
// the lists llir sorts on parsing in that order.
func canonicalize(m *ir.Module) error {
	for _, g := range m.Globals {
		if g.IsUnnamed() {
			g.SetID(0)
		}
	}
	for _, a := range m.Aliases {
		if a.IsUnnamed() {
			a.SetID(0)
		}
	}
	for _, i := range m.IFuncs {
		if i.IsUnnamed() {
			i.SetID(0)
		}
	}
	for _, f := range m.Funcs {
		if f.IsUnnamed() {
			f.SetID(0)
		}
		renumberLocals(f)
		if err := f.AssignIDs(); err != nil {
			return fmt.Errorf("@%s: %v", f.Name(), err)
		}
	}
	if err := m.AssignGlobalIDs(); err != nil {
		return err
	}
	if err := m.AssignMetadataIDs(); err != nil {
		return err
	}
	sort.SliceStable(m.TypeDefs, func(i, j int) bool { return naturalLess(m.TypeDefs[i].Name(), m.TypeDefs[j].Name()) })
	sort.SliceStable(m.ComdatDefs, func(i, j int) bool { return naturalLess(m.ComdatDefs[i].Name, m.ComdatDefs[j].Name) })
	sort.SliceStable(m.AttrGroupDefs, func(i, j int) bool { return m.AttrGroupDefs[i].ID < m.AttrGroupDefs[j].ID })
	sort.SliceStable(m.MetadataDefs, func(i, j int) bool { return m.MetadataDefs[i].ID() < m.MetadataDefs[j].ID() })
	return nil
}

// unnamed is a local entity that may carry a number instead of a name.
type unnamed interface {
	IsUnnamed() bool
	SetID(int64)
}

// renumberLocals clears the numbers of f's unnamed parameters, blocks and
// values, so that AssignIDs numbers them in order.
func renumberLocals(f *ir.Func) {
	reset := func(x any) {
		if n, ok := x.(unnamed); ok && n.IsUnnamed() {
			n.SetID(0)
		}
	}
	for _, p := range f.Params {
		reset(p)
	}
	for _, b := range f.Blocks {
		reset(b)
		for _, inst := range b.Insts {
			reset(inst)
		}
		reset(b.Term)
	}
}

// naturalLess orders names as llir orders type and comdat definitions when
// it parses a module ("natural" order): runs of digits compare by value,
// fewer leading zeros first on a tie, other bytes bytewise, a prefix first.
func naturalLess(a, b string) bool {
	digit := func(c byte) bool { return '0' <= c && c <= '9' }
	i, j := 0, 0
	for i < len(a) && j < len(b) {
		if !digit(a[i]) || !digit(b[j]) {
			if a[i] != b[j] {
				return a[i] < b[j]
			}
			i++
			j++
			continue
		}
		for i < len(a) && a[i] == '0' {
			i++
		}
		for j < len(b) && b[j] == '0' {
			j++
		}
		si, sj := i, j
		for i < len(a) && digit(a[i]) {
			i++
		}
		for j < len(b) && digit(b[j]) {
			j++
		}
		if li, lj := i-si, j-sj; li != lj {
			return li < lj
		}
		if x, y := a[si:i], b[sj:j]; x != y {
			return x < y
		}
		if si != sj {
			return si < sj
		}
	}
	return len(a) < len(b)
}
