// Globals, functions as symbols, string and compound literals, and initializers (run-time for locals, constant images for static storage).
package c

import (
	"encoding/binary"
	"fmt"
	"math"
	"math/big"
	"sort"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	"modernc.org/cc/v4"
)

// function returns the LLVM function called name, declaring it with C type
// ft on first use.
func (c *compiler) function(name string, ft *cc.FunctionType) *ir.Func {
	if f := c.funcs[name]; f != nil {
		return f
	}
	sig := c.funcType(ft)
	var params []*ir.Param
	for _, p := range sig.Params {
		params = append(params, ir.NewParam("", p))
	}
	f := c.m.NewFunc(name, sig.RetType, params...)
	f.Sig.Variadic = sig.Variadic
	c.funcs[name] = f
	c.names[name] = true
	return f
}

// globalRef is the address of the global object called name, declared
// external on first use when this unit does not define it.
func (c *compiler) globalRef(name string, t cc.Type) constant.Constant {
	g := c.globals[name]
	if g == nil {
		lt := c.lowerType(t)
		if t.IsIncomplete() {
			lt = c.pointeeType(t)
		}
		g = c.m.NewGlobal(name, lt)
		g.Linkage = enum.LinkageExternal // a declaration: "@g = external global T"
		g.Align = ir.Align(max(c.typeAlign(t), 1))
		c.globals[name] = g
		c.names[name] = true
	}
	return c.typedAddr(g, t)
}

// typedAddr is the global's address as a pointer to its C type (globals with
// initializer images have a type of their own).
func (c *compiler) typedAddr(g *ir.Global, t cc.Type) constant.Constant {
	want := types.NewPointer(c.pointeeType(t))
	if sameType(g.Typ, want) {
		return g
	}
	return constant.NewBitCast(g, want)
}

// defineGlobal defines an object of static storage duration.
func (c *compiler) defineGlobal(d *cc.Declarator, init *cc.Initializer, name string) {
	t := d.Type()
	if at, ok := t.(*cc.ArrayType); ok && at.IsVLA() {
		c.fail(d, "variable-length array of static storage duration")
		return
	}
	g := c.globals[name]
	if g != nil && g.Init != nil && init == nil {
		return // a tentative definition after the definition
	}
	var img constant.Constant
	if init != nil {
		img = c.staticImage(t, init)
	} else {
		if t.IsIncomplete() {
			if at, ok := t.(*cc.ArrayType); ok && at.Len() < 0 {
				// int a[]; at file scope: one element (C11 6.9.2p5).
				t = nil
				img = constant.NewZeroInitializer(types.NewArray(1, c.lowerType(at.Elem())))
			} else {
				c.fail(d, "object %s of incomplete type", d.Name())
				return
			}
		} else {
			img = constant.NewZeroInitializer(c.lowerType(t))
		}
	}
	// The initializer may have declared the object by referring to its
	// own address (static char *p[2] = {(char *)&p[1]}).
	g = c.globals[name]
	if g == nil {
		g = c.m.NewGlobalDef(name, img)
		c.globals[name] = g
		c.names[name] = true
	} else {
		// Declared external earlier (a use before the definition): it
		// becomes the definition; uses hold it through a bitcast if the
		// image type differs.
		g.ContentType = img.Type()
		g.Typ = types.NewPointer(img.Type())
		g.Init = img
		g.Linkage = enum.LinkageNone
	}
	align := 1
	if t != nil {
		align = c.typeAlign(t)
	}
	if a := d.Alignas(); a > align {
		align = a
	}
	g.Align = ir.Align(max(align, 1))
	if d.Linkage() != cc.External {
		g.Linkage = enum.LinkageInternal
	}
	if d.IsConst() {
		g.Immutable = false
	}
	c.defined[name] = true
}

// cstring is the address (i8*) of a private constant holding bytes s.
func (c *compiler) cstring(s string) constant.Constant {
	g := c.strs[s]
	if g == nil {
		c.anonSeq++
		g = c.m.NewGlobalDef(fmt.Sprintf(".str.%d", c.anonSeq), constant.NewCharArrayFromString(s))
		g.Linkage = enum.LinkagePrivate
		g.UnnamedAddr = enum.UnnamedAddrUnnamedAddr
		g.Immutable = true
		g.Align = 1
		c.strs[s] = g
	}
	return constant.NewGetElementPtr(g.ContentType, g, i64(0), i64(0))
}

// stringBytes is the object representation of a string literal's value,
// terminator included, padded or cut to n bytes when n >= 0.
func (c *compiler) stringBytes(v cc.Value, elemSize int64, n int64) ([]byte, bool) {
	var b []byte
	switch x := v.(type) {
	case cc.StringValue:
		b = []byte(string(x))
	case cc.UTF16StringValue:
		for _, r := range x {
			b = binary.LittleEndian.AppendUint16(b, r)
		}
	case cc.UTF32StringValue:
		for _, r := range x {
			b = binary.LittleEndian.AppendUint32(b, uint32(r))
		}
	default:
		return nil, false
	}
	if n >= 0 {
		for int64(len(b)) < n {
			b = append(b, 0)
		}
		b = b[:n]
	}
	return b, true
}

// stringLiteral is the address of a string literal's array.
func (c *compiler) stringLiteral(x *cc.PrimaryExpression) value.Value {
	t := x.Type().Undecay()
	b, ok := c.stringBytes(x.Value(), 1, t.Size())
	if !ok {
		c.fail(x, "string literal")
		return constant.NewNull(types.NewPointer(c.lowerType(t)))
	}
	p := c.cstring(string(b))
	return c.coerce(p.(*constant.ExprGetElementPtr).Src, types.NewPointer(c.lowerType(t)))
}

// compoundLiteral is the address of a compound literal's object: a global at
// file scope, else a local initialized where it stands.
func (c *compiler) compoundLiteral(x *cc.PostfixExpression) lval {
	t := x.TypeName.Type()
	// (char[]){"..."}: the literal's own type has the length.
	if it := objectType(x); it.Kind() == cc.Array && !it.IsIncomplete() {
		t = it
	}
	init := &compoundInit{list: x.InitializerList, t: t}
	if s, ok := c.bracedString(t, x); ok && c.fn != nil {
		// (char[]){"..."}: cc/v4 sizes the array as if the string were
		// one char element; the literal is the whole string.
		slot := c.alloca(types.NewArray(uint64(len(s)), types.I8), 1, "compoundliteral")
		c.memcpy(slot, c.cstring(s), int64(len(s)), 1)
		return lval{addr: slot, t: t}
	}
	if c.fn == nil {
		c.anonSeq++
		g := c.m.NewGlobalDef(fmt.Sprintf(".compoundliteral.%d", c.anonSeq), c.staticImageList(t, x.InitializerList))
		g.Linkage = enum.LinkageInternal
		g.Align = ir.Align(c.typeAlign(t))
		return lval{addr: c.typedAddr(g, t), t: t}
	}
	slot := c.alloca(c.lowerType(t), c.typeAlign(t), "compoundliteral")
	c.initList(slot, t, init.list)
	return lval{addr: slot, t: t}
}

// bracedString recognises a compound literal of an array of char
// initialized by one string literal in braces that cc/v4 took for the first
// element's value (sizing (char[]){"..."} as one char), and returns the
// string with its terminator.
func (c *compiler) bracedString(t cc.Type, x *cc.PostfixExpression) (string, bool) {
	at, ok := x.TypeName.Type().(*cc.ArrayType)
	if !ok || at.Elem().Size() != 1 {
		return "", false
	}
	l := x.InitializerList
	if l == nil || l.InitializerList != nil || l.Initializer == nil || l.Initializer.Case != cc.InitializerExpr ||
		l.Initializer.Type().Kind() == cc.Array {
		return "", false
	}
	b, ok := c.stringBytes(l.Initializer.AssignmentExpression.Value(), 1, -1)
	if !ok {
		return "", false
	}
	return string(b), true
}

type compoundInit struct {
	list *cc.InitializerList
	t    cc.Type
}

// initLocal runs the initializer of an automatic object.
func (c *compiler) initLocal(slot value.Value, t cc.Type, init *cc.Initializer) {
	if init.Case == cc.InitializerExpr {
		e := init.AssignmentExpression
		if t.Kind() == cc.Array {
			// char s[] = "..." (possibly in braces).
			c.memset(slot, i64(c.typeSize(t)))
			c.leafInit(slot, t, init, 0)
			return
		}
		if t.Kind() == cc.Struct || t.Kind() == cc.Union {
			if isLvalue(e) {
				src := c.lvalue(e)
				c.memcpy(slot, src.addr, c.typeSize(t), c.typeAlign(t))
				return
			}
			c.store(c.rvalue(e), slot, t)
			return
		}
		c.store(c.convert(c.rvalue(e), decayed(e.Type()), t), slot, t)
		return
	}
	c.initList(slot, t, init.InitializerList)
}

// initList zero-fills the object, then stores each initialized element.
func (c *compiler) initList(slot value.Value, t cc.Type, list *cc.InitializerList) {
	if !isAggregate(t) {
		// A scalar in braces: int x = {1};
		if list != nil && list.Initializer != nil {
			c.initLocal(slot, t, list.Initializer)
		} else {
			c.store(constant.NewZeroInitializer(c.lowerType(t)), slot, t)
		}
		return
	}
	c.memset(slot, i64(c.typeSize(t)))
	var leaves []*cc.Initializer
	collectLeaves(list, &leaves)
	base := int64(0)
	if list != nil && list.Initializer != nil && list.Initializer.Parent() != nil {
		base = list.Initializer.Parent().Offset()
	}
	for _, l := range leaves {
		c.leafInit(slot, t, l, base)
	}
}

func collectLeaves(list *cc.InitializerList, out *[]*cc.Initializer) {
	for l := list; l != nil; l = l.InitializerList {
		in := l.Initializer
		if in == nil {
			continue
		}
		if in.Case == cc.InitializerExpr {
			*out = append(*out, in)
		} else {
			collectLeaves(in.InitializerList, out)
		}
	}
}

// leafOffset is the offset in our layout, in an object of type obj, of the
// k-th object leaf l initializes (cc/v4 gives its offset, relative to base,
// in its own layout); for a bit-field, the offset of its storage unit.
func (c *compiler) leafOffset(obj cc.Type, l *cc.Initializer, base, k int64) int64 {
	ccOff := l.Offset() - base + k*l.Type().Size()
	if f := l.Field(); f != nil && f.IsBitfield() {
		// The struct holding f starts where cc/v4 puts f's unit minus
		// f's offset in its layout.
		return c.mapOffset(obj, ccOff-f.Offset()) + c.fieldPos(f).off
	}
	return c.mapOffset(obj, ccOff)
}

// leafInit stores one leaf initializer at its offset (relative to base) in
// the object of type obj at slot.
func (c *compiler) leafInit(slot value.Value, obj cc.Type, l *cc.Initializer, base int64) {
	t := l.Type()
	e := l.AssignmentExpression
	size := c.typeSize(t)
	for k := int64(0); k < l.Len(); k++ {
		off := c.leafOffset(obj, l, base, k)
		if f := l.Field(); f != nil && f.IsBitfield() {
			v := c.convert(c.rvalue(e), decayed(e.Type()), t)
			c.storeBitField(lval{addr: c.byteOffset(slot, off, types.NewPointer(types.I8)), t: t, bf: f}, v)
			continue
		}
		addr := c.byteOffset(slot, off, types.NewPointer(c.lowerType(t)))
		switch {
		case t.Kind() == cc.Array:
			if b, ok := c.stringBytes(e.Value(), 1, size); ok {
				g := c.cstring(string(b))
				c.memcpy(addr, g, size, 1)
				continue
			}
			if isLvalue(e) {
				c.memcpy(addr, c.lvalue(e).addr, size, c.typeAlign(t))
				continue
			}
			c.fail(e, "array initializer")
		case t.Kind() == cc.Struct || t.Kind() == cc.Union:
			if isLvalue(e) {
				c.memcpy(addr, c.lvalue(e).addr, size, c.typeAlign(t))
			} else {
				c.store(c.rvalue(e), addr, t)
			}
		default:
			c.store(c.convert(c.rvalue(e), decayed(e.Type()), t), addr, t)
		}
	}
}

// image is the object representation of a static object being built: bytes,
// plus relocations where an address goes.
type image struct {
	bytes  []byte
	relocs map[int64]constant.Constant // 8-byte pointer (or pointer-sized integer) at offset
}

// staticImage is the constant initial value of a static object.
func (c *compiler) staticImage(t cc.Type, init *cc.Initializer) constant.Constant {
	if init.Case == cc.InitializerInitList {
		if t.IsIncomplete() {
			t = init.Type()
		}
		return c.staticImageList(t, init.InitializerList)
	}
	if t.IsIncomplete() {
		t = init.Type()
	}
	img := &image{bytes: make([]byte, max(c.typeSize(t), 0)), relocs: map[int64]constant.Constant{}}
	c.imageLeaf(img, t, init, 0)
	return c.imageConstant(img, t)
}

func (c *compiler) staticImageList(t cc.Type, list *cc.InitializerList) constant.Constant {
	img := &image{bytes: make([]byte, max(c.typeSize(t), 0)), relocs: map[int64]constant.Constant{}}
	var leaves []*cc.Initializer
	collectLeaves(list, &leaves)
	base := int64(0)
	if list != nil && list.Initializer != nil && list.Initializer.Parent() != nil {
		base = list.Initializer.Parent().Offset()
	}
	for _, l := range leaves {
		c.imageLeaf(img, t, l, base)
	}
	return c.imageConstant(img, t)
}

// imageLeaf writes one leaf initializer into img.
func (c *compiler) imageLeaf(img *image, obj cc.Type, l *cc.Initializer, base int64) {
	t := l.Type()
	e := l.AssignmentExpression
	for k := int64(0); k < l.Len(); k++ {
		off := c.leafOffset(obj, l, base, k)
		if off < 0 || off+max(c.typeSize(t), 0) > int64(len(img.bytes)) {
			if f := l.Field(); f == nil || !f.IsBitfield() {
				c.fail(e, "initializer outside its object")
				return
			}
		}
		if f := l.Field(); f != nil && f.IsBitfield() {
			v, ok := c.constInt(e)
			if !ok {
				c.fail(e, "bit-field initializer that is not an integer constant")
				return
			}
			if f.Type().Kind() == cc.Bool && v != 0 {
				v = 1 // a _Bool field holds whether the value is non-zero
			}
			c.putBits(img, off, f, v)
			continue
		}
		c.imageValue(img, off, t, e)
	}
}

func (c *compiler) putBits(img *image, off int64, f *cc.Field, v uint64) {
	pos := c.fieldPos(f)
	n := pos.unit
	if off+n > int64(len(img.bytes)) {
		n = int64(len(img.bytes)) - off
	}
	var unit uint64
	for i := int64(0); i < n; i++ {
		unit |= uint64(img.bytes[off+i]) << (8 * i)
	}
	bits := uint64(f.ValueBits())
	mask := uint64(math.MaxUint64)
	if bits < 64 {
		mask = 1<<bits - 1
	}
	unit = unit&^(mask<<pos.bit) | (v&mask)<<pos.bit
	for i := int64(0); i < n; i++ {
		img.bytes[off+i] = byte(unit >> (8 * i))
	}
}

// constInt is the integer value of a constant expression.
func (c *compiler) constInt(e cc.ExpressionNode) (uint64, bool) {
	if c.layoutDependent(e) {
		// cc/v4 folded it with its own layout of a struct with
		// bit-fields: a lone sizeof or _Alignof is recomputed, anything
		// else is not a constant here.
		return c.layoutConst(e)
	}
	switch v := e.Value().(type) {
	case cc.Int64Value:
		return uint64(v), true
	case cc.UInt64Value:
		return uint64(v), true
	case cc.Float64Value:
		if isSigned(e.Type()) {
			return uint64(int64(v)), true
		}
		return uint64(v), true
	}
	return 0, false
}

// imageValue writes the constant value of e, converted to t, at off.
func (c *compiler) imageValue(img *image, off int64, t cc.Type, e cc.ExpressionNode) {
	b := img.bytes[off:]
	switch {
	case t.Kind() == cc.Array:
		if sb, ok := c.stringBytes(e.Value(), 1, t.Size()); ok {
			copy(b, sb)
			return
		}
		c.fail(e, "static array initializer")
		return
	case t.Kind() == cc.Struct || t.Kind() == cc.Union:
		c.fail(e, "static struct initialized from an expression")
		return
	case isFP80(t):
		v, ok := c.longDoubleConst(e)
		if !ok {
			c.fail(e, "static floating initializer that is not a constant")
			return
		}
		putFP80(b, v)
		return
	case isFloat(t):
		var f float64
		switch v := e.Value().(type) {
		case cc.Float64Value:
			f = float64(v)
		case cc.Int64Value:
			f = float64(int64(v))
			if !isSigned(e.Type()) {
				f = float64(uint64(v))
			}
		case cc.UInt64Value:
			f = float64(uint64(v))
		case *cc.LongDoubleValue:
			ld, _ := c.longDoubleConst(e)
			if ld == nil {
				ld = (*big.Float)(v)
			}
			f, _ = ld.Float64()
		default:
			c.fail(e, "static floating initializer that is not a constant")
			return
		}
		if t.Size() == 4 {
			binary.LittleEndian.PutUint32(b, math.Float32bits(float32(f)))
		} else {
			binary.LittleEndian.PutUint64(b, math.Float64bits(f))
		}
		return
	case t.Kind() == cc.Bool:
		if v, ok := c.constInt(e); ok {
			if v != 0 {
				b[0] = 1
			}
			return
		}
		if f, ok := e.Value().(cc.Float64Value); ok {
			if f != 0 {
				b[0] = 1
			}
			return
		}
	}
	// Integers and pointers: a plain value, or an address. cc/v4 gives
	// &"abc"[1] the value of "abc"[1]: an address of is never an integer.
	if v, ok := c.constInt(e); ok && !isAddressOf(e) {
		for i := int64(0); i < t.Size() && i < 8; i++ {
			b[i] = byte(v >> (8 * i))
		}
		return
	}
	addr, ok := c.constAddress(e)
	if !ok {
		c.fail(e, "static initializer that is not a constant")
		return
	}
	if t.Size() != 8 {
		c.fail(e, "address in a %d-byte object", t.Size())
		return
	}
	img.relocs[off] = addr
}

// layoutConst is the value of sizeof or _Alignof of a type without
// variable length, under parentheses and casts to integer types.
func (c *compiler) layoutConst(e cc.ExpressionNode) (uint64, bool) {
	for {
		switch x := e.(type) {
		case *cc.PrimaryExpression:
			if x.Case != cc.PrimaryExpressionExpr {
				return 0, false
			}
			e = x.ExpressionList
		case *cc.CastExpression:
			if x.Case == cc.CastExpressionUnary {
				e = x.UnaryExpression
				continue
			}
			if !isIntegerKind(x.Type()) {
				return 0, false
			}
			v, ok := c.layoutConst(x.CastExpression)
			if bits := x.Type().Size() * 8; ok && bits < 64 {
				v &= 1<<bits - 1
			}
			return v, ok
		case *cc.UnaryExpression:
			var t cc.Type
			switch x.Case {
			case cc.UnaryExpressionSizeofExpr, cc.UnaryExpressionAlignofExpr:
				t = objectType(x.UnaryExpression)
			case cc.UnaryExpressionSizeofType, cc.UnaryExpressionAlignofType:
				t = x.TypeName.Type()
			default:
				return 0, false
			}
			if at, ok := t.(*cc.ArrayType); ok && at.IsVLA() {
				return 0, false
			}
			if x.Case == cc.UnaryExpressionAlignofExpr || x.Case == cc.UnaryExpressionAlignofType {
				return uint64(c.typeAlign(t)), true
			}
			return uint64(c.typeSize(t)), true
		default:
			return 0, false
		}
	}
}

// isAddressOf reports whether e, under parentheses and casts, takes an
// address with &.
func isAddressOf(e cc.ExpressionNode) bool {
	for {
		switch x := e.(type) {
		case *cc.PrimaryExpression:
			if x.Case != cc.PrimaryExpressionExpr {
				return false
			}
			e = x.ExpressionList
		case *cc.CastExpression:
			if x.Case == cc.CastExpressionUnary {
				e = x.UnaryExpression
			} else {
				e = x.CastExpression
			}
		case *cc.UnaryExpression:
			return x.Case == cc.UnaryExpressionAddrof
		default:
			return false
		}
	}
}

// constAddress lowers an address constant (C11 6.6p9) to an i8* constant.
func (c *compiler) constAddress(e cc.ExpressionNode) (constant.Constant, bool) {
	p8 := types.NewPointer(types.I8)
	switch x := e.(type) {
	case *cc.PrimaryExpression:
		switch x.Case {
		case cc.PrimaryExpressionString, cc.PrimaryExpressionLString:
			b, ok := c.stringBytes(x.Value(), 1, x.Type().Undecay().Size())
			if !ok {
				return nil, false
			}
			return c.cstring(string(b)), true
		case cc.PrimaryExpressionExpr:
			return c.constAddress(x.ExpressionList)
		case cc.PrimaryExpressionIdent:
			// An array or function designator decays to its address.
			if d, ok := x.ResolvedTo().(*cc.Declarator); ok && (d.Type().Kind() == cc.Array || d.Type().Kind() == cc.Function) {
				return c.constLvalue(x)
			}
		}
	case *cc.CastExpression:
		if x.Case == cc.CastExpressionUnary {
			return c.constAddress(x.UnaryExpression)
		}
		return c.constAddress(x.CastExpression)
	case *cc.UnaryExpression:
		switch x.Case {
		case cc.UnaryExpressionAddrof:
			return c.constLvalue(x.CastExpression)
		case cc.UnaryExpressionPostfix:
			return c.constAddress(x.PostfixExpression)
		}
	case *cc.PostfixExpression:
		switch x.Case {
		case cc.PostfixExpressionComplit:
			lv := c.compoundLiteral(x)
			return constant.NewBitCast(lv.addr.(constant.Constant), p8), true
		case cc.PostfixExpressionIndex, cc.PostfixExpressionSelect, cc.PostfixExpressionPSelect:
			if objectType(x).Kind() == cc.Array {
				return c.constLvalue(x)
			}
		}
	case *cc.AdditiveExpression:
		l, r := x.AdditiveExpression, x.MultiplicativeExpression
		if decayed(l.Type()).Kind() != cc.Ptr {
			l, r = r, l
		}
		if decayed(l.Type()).Kind() != cc.Ptr {
			break
		}
		base, ok := c.constAddress(l)
		n, ok2 := c.constInt(r)
		if !ok || !ok2 {
			break
		}
		elem := decayed(l.Type()).(*cc.PointerType).Elem()
		size := max(c.typeSize(elem), 1)
		off := int64(n) * size
		if x.Case == cc.AdditiveExpressionSub {
			off = -off
		}
		return constant.NewGetElementPtr(types.I8, base, i64(off)), true
	}
	if v, ok := c.constInt(e); ok {
		if v == 0 {
			return constant.NewNull(p8), true
		}
		return constant.NewIntToPtr(i64(int64(v)), p8), true
	}
	return nil, false
}

// constLvalue is the address of a statically allocated object designated by
// e, as an i8* constant.
func (c *compiler) constLvalue(e cc.ExpressionNode) (constant.Constant, bool) {
	p8 := types.NewPointer(types.I8)
	switch x := e.(type) {
	case *cc.PrimaryExpression:
		switch x.Case {
		case cc.PrimaryExpressionIdent:
			d, ok := x.ResolvedTo().(*cc.Declarator)
			if !ok {
				return nil, false
			}
			var g constant.Constant
			switch {
			case d.Type().Kind() == cc.Function:
				g = c.function(d.Name(), d.Type().(*cc.FunctionType))
			case c.fn != nil && d.IsStatic() && d.LexicalScope().Parent != nil:
				gl := c.staticLocals[d]
				if gl == nil {
					return nil, false
				}
				g = gl
			case c.fn != nil && c.fn.locals[d] != nil:
				return nil, false
			default:
				g = c.globalRef(d.Name(), d.Type())
			}
			return constant.NewBitCast(g, p8), true
		case cc.PrimaryExpressionString, cc.PrimaryExpressionLString:
			return c.constAddress(x)
		case cc.PrimaryExpressionExpr:
			return c.constLvalue(x.ExpressionList)
		}
	case *cc.PostfixExpression:
		switch x.Case {
		case cc.PostfixExpressionSelect:
			base, ok := c.constLvalue(x.PostfixExpression)
			if !ok || x.Field() == nil || x.Field().IsBitfield() {
				return nil, false
			}
			return offsetConst(base, c.fieldPos(x.Field()).off), true
		case cc.PostfixExpressionPSelect:
			base, ok := c.constAddress(x.PostfixExpression)
			if !ok || x.Field() == nil || x.Field().IsBitfield() {
				return nil, false
			}
			return offsetConst(base, c.fieldPos(x.Field()).off), true
		case cc.PostfixExpressionIndex:
			pe, ie := x.PostfixExpression, x.ExpressionList
			if decayed(pe.Type()).Kind() != cc.Ptr {
				pe, ie = ie, pe
			}
			base, ok := c.constAddress(pe)
			n, ok2 := c.constInt(ie)
			if !ok || !ok2 {
				return nil, false
			}
			return offsetConst(base, int64(n)*max(c.typeSize(objectType(x)), 1)), true
		case cc.PostfixExpressionComplit:
			lv := c.compoundLiteral(x)
			return constant.NewBitCast(lv.addr.(constant.Constant), p8), true
		}
	case *cc.UnaryExpression:
		switch x.Case {
		case cc.UnaryExpressionDeref:
			return c.constAddress(x.CastExpression)
		case cc.UnaryExpressionPostfix:
			return c.constLvalue(x.PostfixExpression)
		}
	case *cc.CastExpression:
		if x.Case == cc.CastExpressionUnary {
			return c.constLvalue(x.UnaryExpression)
		}
	}
	return nil, false
}

func offsetConst(base constant.Constant, off int64) constant.Constant {
	if off == 0 {
		return base
	}
	return constant.NewGetElementPtr(types.I8, base, i64(off))
}

// imageConstant turns an image into an LLVM constant: a zeroinitializer of
// t's type when all zero, else a packed struct of byte runs and addresses.
func (c *compiler) imageConstant(img *image, t cc.Type) constant.Constant {
	allZero := len(img.relocs) == 0
	for _, b := range img.bytes {
		if b != 0 {
			allZero = false
			break
		}
	}
	if allZero && !t.IsIncomplete() {
		return constant.NewZeroInitializer(c.lowerType(t))
	}
	offs := make([]int64, 0, len(img.relocs))
	for off := range img.relocs {
		offs = append(offs, off)
	}
	sort.Slice(offs, func(i, j int) bool { return offs[i] < offs[j] })
	var fields []constant.Constant
	var ftypes []types.Type
	pos := int64(0)
	run := func(to int64) {
		if to > pos {
			fields = append(fields, constant.NewCharArray(append([]byte(nil), img.bytes[pos:to]...)))
			ftypes = append(ftypes, types.NewArray(uint64(to-pos), types.I8))
			pos = to
		}
	}
	for _, off := range offs {
		run(off)
		fields = append(fields, img.relocs[off])
		ftypes = append(ftypes, img.relocs[off].Type())
		pos = off + 8
	}
	run(int64(len(img.bytes)))
	st := types.NewStruct(ftypes...)
	st.Packed = true
	return constant.NewStruct(st, fields...)
}
