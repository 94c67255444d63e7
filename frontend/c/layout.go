// Struct and union layout by the x86-64 SysV rules (gcc's), used instead of cc/v4's wherever bit-fields make them differ.
package c

import (
	"reflect"

	"modernc.org/cc/v4"
)

// cc/v4 v4.31.0 starts a bit-field whose type is wider than the unit being
// filled at the next boundary of that type, where the ABI packs it in
// whenever it does not straddle one ("char c; long long f : 19;" puts f at
// bit 8, not 64). Every struct or union with bit-fields, and every one that
// contains such a struct, is therefore laid out here, and the front end asks
// typeSize, typeAlign and fieldPos instead of cc/v4's Size, Align and Offset.

// fieldPos is where a member lives: the byte offset of the member, or for a
// bit-field the offset of the storage unit it is accessed through, the bit
// offset of the field in that unit and the unit's size in bytes.
type fieldPos struct {
	off  int64
	bit  int
	unit int64
}

// recordLayout is the layout of one struct or union. own is false when it is
// cc/v4's (no bit-fields anywhere inside): then the fast paths use cc/v4's
// values directly.
type recordLayout struct {
	own    bool
	size   int64
	align  int
	fields []fieldPos
}

func recordFields(t cc.Type) (int, func(int) *cc.Field) {
	switch x := t.(type) {
	case *cc.StructType:
		return x.NumFields(), x.FieldByIndex
	case *cc.UnionType:
		return x.NumFields(), x.FieldByIndex
	}
	return 0, nil
}

func isPacked(t cc.Type) bool {
	a := t.Attributes()
	return a != nil && (a.IsAttrSet("packed") || a.IsAttrSet("__packed__"))
}

// packing is how a record's members are squeezed: packed by
// __attribute__((packed)) (every member aligned at 1, bit-fields at any
// bit), or with their alignment capped at maxAlign by #pragma pack.
type packing struct {
	packed   bool
	maxAlign int
}

func (p packing) any() bool { return p.packed || p.maxAlign > 0 }

// record returns the layout of complete struct or union t, or nil for any
// other type.
func (c *compiler) record(t cc.Type) *recordLayout {
	if t.Kind() != cc.Struct && t.Kind() != cc.Union || t.IsIncomplete() {
		return nil
	}
	key := structKey(t)
	if l, ok := c.layouts[key]; ok {
		return l
	}
	n, field := recordFields(t)
	l := &recordLayout{size: t.Size(), align: t.Align()}
	// Registered first: a struct reaches itself only through pointers,
	// which do not need its layout, but a malformed one must not recurse.
	c.layouts[key] = l
	pk := packing{packed: isPacked(t), maxAlign: c.structPack(t)}
	// cc/v4 ignores both packings and places bit-fields differently from
	// gcc: such records, and those holding one, are laid out here.
	own := pk.any()
	for i := 0; i < n && !own; i++ {
		f := field(i)
		own = f.IsBitfield() || c.hasOwnLayout(f.Type())
	}
	if !own {
		l.fields = make([]fieldPos, n)
		for i := range l.fields {
			f := field(i)
			l.fields[i] = fieldPos{off: f.Offset(), bit: f.OffsetBits(), unit: f.AccessBytes()}
		}
		return l
	}
	l.own = true
	if t.Kind() == cc.Union {
		c.layoutUnion(t, l, n, field, pk)
	} else {
		c.layoutStruct(t, l, n, field, pk)
	}
	return l
}

// userAlign is the alignment asked for member f by _Alignas or
// __attribute__((aligned)) (0: none); cc/v4 keeps it unexported.
func userAlign(f *cc.Field) int {
	v := reflect.ValueOf(f).Elem().FieldByName("align")
	if !v.IsValid() || !v.CanInt() {
		return 0
	}
	return int(v.Int())
}

// defAlign is the alignment given a struct or union definition by
// __attribute__((aligned)) (0: none); cc/v4 keeps it unexported.
func defAlign(t cc.Type) int {
	v := reflect.ValueOf(t)
	if v.Kind() != reflect.Pointer || v.Elem().Kind() != reflect.Struct {
		return 0
	}
	f := v.Elem().FieldByName("defAlign")
	if !f.IsValid() || !f.CanInt() {
		return 0
	}
	return int(f.Int())
}

// memberAlign is the alignment a non-bit-field member is placed at: gcc
// lowers it to 1 in a packed record unless the member asks for more, and
// caps it, asked for or not, at the #pragma pack value.
func (c *compiler) memberAlign(f *cc.Field, pk packing) int {
	a := c.typeAlign(f.Type())
	if pk.packed {
		a = 1
	}
	a = max(a, userAlign(f))
	if d := f.Declarator(); d != nil {
		a = max(a, d.Alignas())
	}
	if pk.maxAlign > 0 {
		a = min(a, pk.maxAlign)
	}
	return max(a, 1)
}

// bitFieldAlign is what a named bit-field of type ft adds to its record's
// alignment.
func (c *compiler) bitFieldAlign(ft cc.Type, pk packing) int {
	a := c.typeAlign(ft)
	switch {
	case pk.maxAlign > 0:
		a = min(a, pk.maxAlign)
	case pk.packed:
		a = 1
	}
	return a
}

// layoutStruct places the members in order: a bit-field of declared type T
// goes at the current bit when it fits in the sizeof(T)-aligned unit holding
// that bit, else at the next such unit (in a packed record, or under
// #pragma pack, at the current bit whatever it straddles); a zero-width one
// only moves to the next unit boundary; unnamed bit-fields do not raise the
// alignment.
func (c *compiler) layoutStruct(t cc.Type, l *recordLayout, n int, field func(int) *cc.Field, pk packing) {
	var pos int64 // bits
	align := max(1, defAlign(t))
	l.fields = make([]fieldPos, n)
	for i := 0; i < n; i++ {
		f := field(i)
		ft := f.Type()
		if !f.IsBitfield() {
			fa := c.memberAlign(f, pk)
			pos = roundUp(pos, 8*int64(fa))
			size := c.typeSize(ft)
			if f.IsFlexibleArrayMember() || size < 0 {
				size = 0
			}
			l.fields[i] = fieldPos{off: pos / 8, unit: size}
			pos += 8 * size
			align = max(align, fa)
			continue
		}
		unitBits := 8 * max(ft.Size(), 1)
		w := f.ValueBits()
		if w == 0 {
			if pk.any() {
				pos = roundUp(pos, 8*int64(c.bitFieldAlign(ft, pk)))
			} else {
				pos = roundUp(pos, unitBits)
			}
			l.fields[i] = fieldPos{off: pos / 8, unit: ft.Size()}
			continue
		}
		if pk.any() {
			// The field is read through the bytes it covers.
			off := pos / 8
			bit := int(pos % 8)
			l.fields[i] = fieldPos{off: off, bit: bit, unit: (int64(bit) + w + 7) / 8}
			pos += w
			if f.Name() != "" {
				align = max(align, c.bitFieldAlign(ft, pk))
			}
			continue
		}
		if pos/unitBits != (pos+w-1)/unitBits {
			pos = roundUp(pos, unitBits)
		}
		start := pos / unitBits * unitBits
		l.fields[i] = fieldPos{off: start / 8, bit: int(pos - start), unit: ft.Size()}
		pos += w
		if f.Name() != "" {
			align = max(align, c.typeAlign(ft))
		}
	}
	l.size = roundUp(roundUp(pos, 8)/8, int64(align))
	l.align = align
}

func (c *compiler) layoutUnion(t cc.Type, l *recordLayout, n int, field func(int) *cc.Field, pk packing) {
	var size int64
	align := max(1, defAlign(t))
	l.fields = make([]fieldPos, n)
	for i := 0; i < n; i++ {
		f := field(i)
		ft := f.Type()
		if f.IsBitfield() {
			unit := ft.Size()
			if pk.any() {
				unit = (f.ValueBits() + 7) / 8
			}
			l.fields[i] = fieldPos{unit: unit}
			size = max(size, (f.ValueBits()+7)/8)
			if f.Name() != "" && f.ValueBits() > 0 {
				align = max(align, c.bitFieldAlign(ft, pk))
			}
			continue
		}
		s := max(c.typeSize(ft), 0)
		l.fields[i] = fieldPos{unit: s}
		size = max(size, s)
		align = max(align, c.memberAlign(f, pk))
	}
	l.size = roundUp(size, int64(align))
	l.align = align
}

// hasOwnLayout reports whether objects of type t are laid out differently
// from cc/v4's: t is, or holds, a struct or union with bit-fields.
func (c *compiler) hasOwnLayout(t cc.Type) bool {
	for t.Kind() == cc.Array {
		t = t.(*cc.ArrayType).Elem()
	}
	if l := c.record(t); l != nil {
		return l.own
	}
	return false
}

// typeSize is the size in bytes of objects of type t (-1 when incomplete).
func (c *compiler) typeSize(t cc.Type) int64 {
	switch t.Kind() {
	case cc.Struct, cc.Union:
		if l := c.record(t); l != nil && l.own {
			return l.size
		}
	case cc.Array:
		at := t.(*cc.ArrayType)
		if c.hasOwnLayout(at.Elem()) && at.Len() >= 0 {
			return at.Len() * c.typeSize(at.Elem())
		}
	}
	return t.Size()
}

// typeAlign is the alignment in bytes of objects of type t.
func (c *compiler) typeAlign(t cc.Type) int {
	switch t.Kind() {
	case cc.Struct, cc.Union:
		if l := c.record(t); l != nil && l.own {
			return l.align
		}
	case cc.Array:
		if c.hasOwnLayout(t) {
			return c.typeAlign(t.(*cc.ArrayType).Elem())
		}
	}
	return t.Align()
}

// fieldPos is the position of f in the struct it is selected from: for a
// member reached through anonymous members (Parent), from the outermost one.
func (c *compiler) fieldPos(f *cc.Field) fieldPos {
	ccPos := fieldPos{off: f.Offset(), bit: f.OffsetBits(), unit: f.AccessBytes()}
	pt := f.ParentType()
	if pt == nil {
		return ccPos
	}
	l := c.record(pt)
	if l == nil || f.Index() >= len(l.fields) {
		return ccPos
	}
	p := f.Parent()
	if p == nil {
		if l.own {
			return l.fields[f.Index()]
		}
		return ccPos
	}
	// cc/v4's offset of f is from the outermost struct; l's is from the
	// anonymous member holding f.
	pos := l.fields[f.Index()]
	pos.off += c.fieldPos(p).off
	return pos
}

// mapOffset converts a byte offset inside an object of type t from cc/v4's
// layout to ours (cc/v4 computes the offsets of initializers). The offset
// must fall at the start of a member that is not a bit-field, or of t.
func (c *compiler) mapOffset(t cc.Type, ccOff int64) int64 {
	if ccOff == 0 || !c.hasOwnLayout(t) {
		return ccOff
	}
	switch t.Kind() {
	case cc.Array:
		elem := t.(*cc.ArrayType).Elem()
		es := elem.Size()
		if es <= 0 {
			return ccOff
		}
		return ccOff/es*c.typeSize(elem) + c.mapOffset(elem, ccOff%es)
	case cc.Struct, cc.Union:
		n, field := recordFields(t)
		var best *cc.Field
		for i := 0; i < n; i++ {
			f := field(i)
			if f.IsBitfield() || f.Type().Size() <= 0 {
				continue
			}
			if f.Offset() <= ccOff && ccOff < f.Offset()+f.Type().Size() {
				best = f
				if t.Kind() == cc.Union {
					break
				}
			}
		}
		if best == nil {
			return ccOff
		}
		return c.record(t).fields[best.Index()].off + c.mapOffset(best.Type(), ccOff-best.Offset())
	}
	return ccOff
}

// layoutDependent reports whether cc/v4's folded value of e rests on a layout
// that differs from ours: e takes the size or alignment of such a type, or
// the address of a member of one (offsetof).
func (c *compiler) layoutDependent(e cc.Node) bool {
	if _, ok := e.(*cc.PrimaryExpression); ok {
		if x := e.(*cc.PrimaryExpression); x.Case != cc.PrimaryExpressionExpr && x.Case != cc.PrimaryExpressionGeneric {
			return false
		}
	}
	if v, ok := c.layoutDep[e]; ok {
		return v
	}
	dep := false
	switch x := e.(type) {
	case *cc.UnaryExpression:
		switch x.Case {
		case cc.UnaryExpressionSizeofExpr, cc.UnaryExpressionAlignofExpr:
			dep = c.hasOwnLayout(objectType(x.UnaryExpression))
		case cc.UnaryExpressionSizeofType, cc.UnaryExpressionAlignofType:
			dep = c.hasOwnLayout(x.TypeName.Type())
		}
	case *cc.PostfixExpression:
		switch x.Case {
		case cc.PostfixExpressionSelect, cc.PostfixExpressionPSelect:
			if f := x.Field(); f != nil && f.ParentType() != nil {
				dep = c.hasOwnLayout(f.ParentType())
			}
		case cc.PostfixExpressionIndex:
			dep = c.hasOwnLayout(x.Type())
		}
	}
	if !dep {
		dep = c.childLayoutDependent(reflect.ValueOf(e))
	}
	c.layoutDep[e] = dep
	return dep
}

var ccNodeType = reflect.TypeFor[cc.Node]()

func (c *compiler) childLayoutDependent(v reflect.Value) bool {
	if v.Kind() == reflect.Interface {
		v = v.Elem()
	}
	if v.Kind() != reflect.Pointer || v.IsNil() || v.Elem().Kind() != reflect.Struct {
		return false
	}
	s := v.Elem()
	for i := 0; i < s.NumField(); i++ {
		fv := s.Field(i)
		if !s.Type().Field(i).IsExported() {
			continue
		}
		switch fv.Kind() {
		case reflect.Pointer, reflect.Interface:
			if fv.IsNil() || !fv.Type().Implements(ccNodeType) && fv.Kind() == reflect.Pointer {
				continue
			}
			n, ok := fv.Interface().(cc.Node)
			if !ok {
				continue
			}
			if _, ok := n.(*cc.TypeName); ok {
				continue // judged by the sizeof holding it
			}
			if c.layoutDependent(n) {
				return true
			}
		}
	}
	return false
}
