// The LLVM types of C types (x86-64 SysV layout: cc/v4's, or layout.go's where bit-fields make them differ).
package c

import (
	"fmt"

	"github.com/llir/llvm/ir/types"
	"modernc.org/cc/v4"
)

// structInfo is the LLVM layout of one C struct or union: a packed LLVM
// struct whose members sit at exactly the byte offsets of the C layout, with
// explicit padding, so LLVM's layout never disagrees with C's.
type structInfo struct {
	typ *types.StructType
	// index maps a C field (by its index in the C type) to its LLVM member
	// index, or -1 for bit-fields and union members other than the first,
	// which are reached by byte offset.
	index []int
}

// lowerType returns the LLVM type holding values of C type t in memory.
func (c *compiler) lowerType(t cc.Type) types.Type {
	switch t.Kind() {
	case cc.Void:
		return types.Void
	case cc.Bool, cc.Char, cc.SChar, cc.UChar:
		return types.I8
	case cc.Short, cc.UShort:
		return types.I16
	case cc.Int, cc.UInt:
		return types.I32
	case cc.Long, cc.ULong, cc.LongLong, cc.ULongLong:
		return types.I64
	case cc.Int128, cc.UInt128:
		return types.I128
	case cc.Enum:
		return c.lowerType(t.(*cc.EnumType).UnderlyingType())
	case cc.Float:
		return types.Float
	case cc.Double:
		return types.Double
	case cc.LongDouble:
		if t.Size() == 8 {
			return types.Double
		}
		return types.X86_FP80
	case cc.Ptr:
		return types.NewPointer(c.pointeeType(t.(*cc.PointerType).Elem()))
	case cc.Array:
		at := t.(*cc.ArrayType)
		n := at.Len()
		if n < 0 || at.IsVLA() {
			n = 0
		}
		return types.NewArray(uint64(n), c.lowerType(at.Elem()))
	case cc.Struct, cc.Union:
		return c.structLayout(t).typ
	case cc.Function:
		return c.funcType(t.(*cc.FunctionType))
	}
	c.fail(nil, "type %s", t)
	return types.I8
}

// pointeeType is the LLVM element type of a pointer to t: i8 for void and
// incomplete types that have no layout.
func (c *compiler) pointeeType(t cc.Type) types.Type {
	switch t.Kind() {
	case cc.Void:
		return types.I8
	case cc.Struct, cc.Union:
		if t.IsIncomplete() {
			return c.opaqueStruct(t)
		}
	case cc.Array:
		if t.(*cc.ArrayType).IsVLA() {
			return c.pointeeType(t.(*cc.ArrayType).Elem())
		}
	case cc.Function:
		return c.funcType(t.(*cc.FunctionType))
	}
	if t.Kind() == cc.InvalidKind {
		return types.I8
	}
	return c.lowerType(t)
}

// funcType is the LLVM signature of a C function type: scalars and
// aggregates are passed as their LLVM values (the interpreter passes
// aggregates whole), and unprototyped functions are variadic.
func (c *compiler) funcType(ft *cc.FunctionType) *types.FuncType {
	ret := c.lowerType(ft.Result())
	var params []types.Type
	for _, p := range ft.Parameters() {
		pt := p.Type()
		if pt.Kind() == cc.Void {
			continue
		}
		params = append(params, c.lowerType(pt.Decay()))
	}
	sig := types.NewFunc(ret, params...)
	sig.Variadic = ft.IsVariadic()
	return sig
}

// structKey identifies a C struct or union across the copies cc/v4 makes of
// its type (typedefs and qualifiers clone it): its first field's declarator
// belongs to exactly one definition.
func structKey(t cc.Type) any {
	var f *cc.Field
	switch x := t.(type) {
	case *cc.StructType:
		if x.NumFields() > 0 {
			f = x.FieldByIndex(0)
		}
	case *cc.UnionType:
		if x.NumFields() > 0 {
			f = x.FieldByIndex(0)
		}
	}
	if f != nil && f.Declarator() != nil {
		return f.Declarator()
	}
	return t.String() + fmt.Sprintf("/%d/%d", t.Size(), t.Align())
}

func tagName(t cc.Type) string {
	var tok cc.Token
	switch x := t.(type) {
	case *cc.StructType:
		tok = x.Tag()
	case *cc.UnionType:
		tok = x.Tag()
	}
	return tok.SrcStr()
}

// opaqueStruct is the LLVM type of an incomplete struct or union, named after
// its tag.
func (c *compiler) opaqueStruct(t cc.Type) types.Type {
	name := tagName(t)
	kind := "struct."
	if t.Kind() == cc.Union {
		kind = "union."
	}
	key := "opaque:" + kind + name
	if st, ok := c.structs[key]; ok {
		return st.typ
	}
	st := &types.StructType{Opaque: true}
	c.m.NewTypeDef(c.uniqueTypeName(kind+nameOr(name, "anon")), st)
	c.structs[key] = &structInfo{typ: st}
	return st
}

func nameOr(s, alt string) string {
	if s == "" {
		return alt
	}
	return s
}

func (c *compiler) uniqueTypeName(base string) string {
	name := base
	for i := 1; c.typeNames[name]; i++ {
		name = fmt.Sprintf("%s.%d", base, i)
	}
	c.typeNames[name] = true
	return name
}

// structLayout returns the LLVM layout of a complete struct or union.
func (c *compiler) structLayout(t cc.Type) *structInfo {
	key := structKey(t)
	if si, ok := c.structs[key]; ok {
		return si
	}
	kind := "struct."
	if t.Kind() == cc.Union {
		kind = "union."
	}
	st := &types.StructType{Packed: true}
	si := &structInfo{typ: st}
	// Registered before the fields are lowered, so self-referencing
	// structs find their own named type.
	c.structs[key] = si
	c.m.NewTypeDef(c.uniqueTypeName(kind+nameOr(tagName(t), "anon")), st)
	size := c.typeSize(t)
	var n int
	var field func(int) *cc.Field
	switch x := t.(type) {
	case *cc.StructType:
		n, field = x.NumFields(), x.FieldByIndex
	case *cc.UnionType:
		n, field = x.NumFields(), x.FieldByIndex
	}
	si.index = make([]int, n)
	var off int64
	pad := func(to int64) {
		if to > off {
			st.Fields = append(st.Fields, types.NewArray(uint64(to-off), types.I8))
			off = to
		}
	}
	for i := 0; i < n; i++ {
		f := field(i)
		si.index[i] = -1
		ft := f.Type()
		fsize := c.typeSize(ft)
		at := c.fieldPos(f).off
		if f.IsBitfield() || f.IsFlexibleArrayMember() || fsize <= 0 || at < off ||
			(t.Kind() == cc.Union && i > 0) {
			continue
		}
		if ft.Kind() == cc.Array && ft.(*cc.ArrayType).IsVLA() {
			continue
		}
		pad(at)
		si.index[i] = len(st.Fields)
		st.Fields = append(st.Fields, c.lowerType(ft))
		off += fsize
	}
	pad(size)
	return si
}

// isSigned reports whether integer (or pointer) type t is signed.
func isSigned(t cc.Type) bool {
	if t.Kind() == cc.Enum {
		return cc.IsSignedInteger(t.(*cc.EnumType).UnderlyingType())
	}
	if t.Kind() == cc.Char {
		return true // x86-64: plain char is signed
	}
	return cc.IsSignedInteger(t)
}

func isFloat(t cc.Type) bool { return cc.IsFloatingPointType(t) }

func isIntegerKind(t cc.Type) bool { return cc.IsIntegerType(t) }

func isAggregate(t cc.Type) bool {
	switch t.Kind() {
	case cc.Struct, cc.Union, cc.Array:
		return true
	}
	return false
}

// sameType is types.Equal without its string comparison (llir compares the
// printed types, which costs an allocation per pointer level and dominated
// the lowering's time): named structs are equal when they are the same
// definition, everything else structurally.
func sameType(a, b types.Type) bool {
	if a == b {
		return true
	}
	switch x := a.(type) {
	case *types.IntType:
		y, ok := b.(*types.IntType)
		return ok && x.BitSize == y.BitSize
	case *types.FloatType:
		y, ok := b.(*types.FloatType)
		return ok && x.Kind == y.Kind
	case *types.PointerType:
		y, ok := b.(*types.PointerType)
		return ok && x.AddrSpace == y.AddrSpace && sameType(x.ElemType, y.ElemType)
	case *types.ArrayType:
		y, ok := b.(*types.ArrayType)
		return ok && x.Len == y.Len && sameType(x.ElemType, y.ElemType)
	case *types.VectorType:
		y, ok := b.(*types.VectorType)
		return ok && x.Len == y.Len && x.Scalable == y.Scalable && sameType(x.ElemType, y.ElemType)
	case *types.VoidType:
		_, ok := b.(*types.VoidType)
		return ok
	case *types.StructType:
		y, ok := b.(*types.StructType)
		if !ok || x.TypeName != "" || y.TypeName != "" {
			return ok && x.TypeName != "" && x.TypeName == y.TypeName
		}
		if x.Packed != y.Packed || x.Opaque != y.Opaque || len(x.Fields) != len(y.Fields) {
			return false
		}
		for i := range x.Fields {
			if !sameType(x.Fields[i], y.Fields[i]) {
				return false
			}
		}
		return true
	case *types.FuncType:
		y, ok := b.(*types.FuncType)
		if !ok || x.Variadic != y.Variadic || len(x.Params) != len(y.Params) || !sameType(x.RetType, y.RetType) {
			return false
		}
		for i := range x.Params {
			if !sameType(x.Params[i], y.Params[i]) {
				return false
			}
		}
		return true
	}
	return types.Equal(a, b)
}

func roundUp(n, to int64) int64 {
	if to <= 1 {
		return n
	}
	return (n + to - 1) / to * to
}
