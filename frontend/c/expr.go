// Lowering of C expressions: lvalues, rvalues, conversions and the arithmetic rules of C11 6.3 and 6.5.
package c

import (
	"math"
	"reflect"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	"modernc.org/cc/v4"
)

// lval is the address of an object, with its C type; bf is set for a
// bit-field, whose storage unit addr points to.
type lval struct {
	addr value.Value
	t    cc.Type
	bf   *cc.Field
}

func i64(v int64) *constant.Int { return constant.NewInt(types.I64, v) }
func i32(v int64) *constant.Int { return constant.NewInt(types.I32, v) }

// decayed is the type an expression of type t has as an rvalue.
func decayed(t cc.Type) cc.Type {
	switch t.Kind() {
	case cc.Array, cc.Function:
		return t.Decay()
	}
	return t
}

// exprVoid evaluates e for its side effects.
func (c *compiler) exprVoid(e cc.ExpressionNode) {
	c.expr(e, true)
}

// rvalue evaluates e; the result has the LLVM type of decayed(e.Type()).
func (c *compiler) rvalue(e cc.ExpressionNode) value.Value {
	return c.expr(e, false)
}

// constValue returns e's value when the type checker computed it.
func (c *compiler) constValue(e cc.ExpressionNode) value.Value {
	t := e.Type()
	if !cc.IsArithmeticType(t) || cc.IsComplexType(t) {
		return nil
	}
	if isFP80(t) {
		if e.Value() == nil {
			return nil
		}
		if v, ok := c.longDoubleConst(e); ok {
			return fp80Const(v)
		}
		return nil
	}
	lt := c.lowerType(t)
	switch v := e.Value().(type) {
	case cc.Int64Value:
		if it, ok := lt.(*types.IntType); ok {
			return intConst(it, uint64(v))
		}
		if ft, ok := lt.(*types.FloatType); ok {
			if isSigned(t) {
				return constant.NewFloat(ft, float64(int64(v)))
			}
			return constant.NewFloat(ft, float64(uint64(v)))
		}
	case cc.UInt64Value:
		if it, ok := lt.(*types.IntType); ok {
			return intConst(it, uint64(v))
		}
	case cc.Float64Value:
		if ft, ok := lt.(*types.FloatType); ok {
			return floatConst(ft, float64(v))
		}
	}
	return nil
}

// intConst is x truncated to it, as LLVM prints it (sign-extended).
func intConst(it *types.IntType, x uint64) constant.Constant {
	if it.BitSize == 1 {
		return constant.NewBool(x&1 != 0)
	}
	if it.BitSize > 64 {
		return constant.NewInt(it, int64(x))
	}
	shift := 64 - it.BitSize
	return constant.NewInt(it, int64(x<<shift)>>shift)
}

func floatConst(ft *types.FloatType, f float64) constant.Constant {
	if ft.Kind == types.FloatKindFloat {
		f = float64(float32(f))
	}
	return constant.NewFloat(ft, f)
}

// expr lowers e; with discard the result is not needed (and may be nil).
func (c *compiler) expr(e cc.ExpressionNode, discard bool) value.Value {
	if v := c.constValue(e); v != nil && c.pure(e) && !sizeofArrayParam(e) && !c.layoutDependent(e) {
		return v
	}
	prev := c.enter(e)
	defer c.leave(prev)
	b := func() *ir.Block { return c.fn.cur }
	switch x := e.(type) {
	case *cc.PrimaryExpression:
		return c.primary(x, discard)
	case *cc.PostfixExpression:
		switch x.Case {
		case cc.PostfixExpressionCall:
			return c.call(x, discard)
		case cc.PostfixExpressionInc, cc.PostfixExpressionDec:
			return c.incDec(x.PostfixExpression, x.Case == cc.PostfixExpressionInc, true)
		case cc.PostfixExpressionComplit:
			lv := c.compoundLiteral(x)
			return c.load(lv)
		}
		return c.load(c.lvalue(e))
	case *cc.UnaryExpression:
		return c.unary(x, discard)
	case *cc.CastExpression:
		if x.Case == cc.CastExpressionUnary {
			return c.expr(x.UnaryExpression, discard)
		}
		to := x.TypeName.Type()
		if to.Kind() == cc.Void {
			c.expr(x.CastExpression, true)
			return nil
		}
		if to.Kind() == cc.Struct || to.Kind() == cc.Union {
			// GNU cast to union, or a no-op struct cast.
			if to.Kind() == cc.Union && x.CastExpression.Type().Kind() != cc.Union {
				tmp := c.alloca(c.lowerType(to), c.typeAlign(to), "")
				c.store(c.rvalue(x.CastExpression), c.fieldPtr(tmp, types.NewPointer(c.lowerType(decayed(x.CastExpression.Type())))), decayed(x.CastExpression.Type()))
				return b().NewLoad(c.lowerType(to), tmp)
			}
			return c.rvalue(x.CastExpression)
		}
		return c.convert(c.rvalue(x.CastExpression), decayed(x.CastExpression.Type()), to)
	case *cc.MultiplicativeExpression:
		return c.binary(mulOp(x.Case), x.MultiplicativeExpression, x.CastExpression, x.Type())
	case *cc.AdditiveExpression:
		if x.Case == cc.AdditiveExpressionAdd {
			return c.add(x.AdditiveExpression, x.MultiplicativeExpression, x.Type())
		}
		return c.sub(x.AdditiveExpression, x.MultiplicativeExpression, x.Type())
	case *cc.ShiftExpression:
		op := opShl
		if x.Case == cc.ShiftExpressionRsh {
			op = opShr
		}
		return c.binary(op, x.ShiftExpression, x.AdditiveExpression, x.Type())
	case *cc.RelationalExpression:
		preds := map[cc.RelationalExpressionCase]cmpOp{cc.RelationalExpressionLt: cmpLt, cc.RelationalExpressionGt: cmpGt,
			cc.RelationalExpressionLeq: cmpLe, cc.RelationalExpressionGeq: cmpGe}
		return c.compare(preds[x.Case], x.RelationalExpression, x.ShiftExpression)
	case *cc.EqualityExpression:
		op := cmpEq
		if x.Case == cc.EqualityExpressionNeq {
			op = cmpNe
		}
		return c.compare(op, x.EqualityExpression, x.RelationalExpression)
	case *cc.AndExpression:
		return c.binary(opAnd, x.AndExpression, x.EqualityExpression, x.Type())
	case *cc.ExclusiveOrExpression:
		return c.binary(opXor, x.ExclusiveOrExpression, x.AndExpression, x.Type())
	case *cc.InclusiveOrExpression:
		return c.binary(opOr, x.InclusiveOrExpression, x.ExclusiveOrExpression, x.Type())
	case *cc.LogicalAndExpression, *cc.LogicalOrExpression:
		return c.logical(e)
	case *cc.ConditionalExpression:
		return c.conditional(x, discard)
	case *cc.AssignmentExpression:
		return c.assign(x, discard)
	case *cc.ExpressionList:
		var v value.Value
		for l := x; l != nil; l = l.ExpressionList {
			last := l.ExpressionList == nil
			v = c.expr(l.AssignmentExpression, discard || !last)
		}
		return v
	case *cc.ConstantExpression:
		return c.expr(x.ConditionalExpression, discard)
	}
	c.fail(e, "expression %T", e)
	return constant.NewUndef(c.lowerType(decayed(e.Type())))
}

// sizeofArrayParam reports whether constant expression e takes the sizeof
// of a parameter: cc/v4 folds that of one declared as an array to the
// array's size, where the parameter is a pointer (C11 6.7.6.3p7), so e is
// lowered instead (right for every parameter).
func sizeofArrayParam(e cc.Node) bool {
	switch x := e.(type) {
	case *cc.UnaryExpression:
		if x.Case == cc.UnaryExpressionSizeofExpr {
			if p, ok := x.UnaryExpression.(*cc.PrimaryExpression); ok {
				for p.Case == cc.PrimaryExpressionExpr {
					if q, ok := p.ExpressionList.(*cc.PrimaryExpression); ok {
						p = q
						continue
					}
					return false
				}
				d, ok := p.ResolvedTo().(*cc.Declarator)
				return ok && d.IsParam()
			}
			return false
		}
	case *cc.PrimaryExpression:
		if x.Case != cc.PrimaryExpressionExpr {
			return false
		}
	}
	found := false
	v := reflect.ValueOf(e)
	if v.Kind() == reflect.Pointer && !v.IsNil() && v.Elem().Kind() == reflect.Struct {
		for _, f := range syntaxFields(v.Elem().Type()) {
			fv := v.Elem().Field(f.index)
			if f.token || fv.IsZero() {
				continue
			}
			if m, ok := fv.Interface().(cc.ExpressionNode); ok && sizeofArrayParam(m) {
				found = true
				break
			}
		}
	}
	return found
}

// pure reports whether e can be replaced by its constant value: always for
// the arithmetic constant expressions the type checker folds, since those
// have no side effects by definition (C11 6.6p3).
func (c *compiler) pure(e cc.ExpressionNode) bool {
	type purer interface{ Pure() bool }
	if p, ok := e.(purer); ok {
		return p.Pure()
	}
	return true
}

func (c *compiler) primary(x *cc.PrimaryExpression, discard bool) value.Value {
	switch x.Case {
	case cc.PrimaryExpressionIdent:
		if en, ok := x.ResolvedTo().(*cc.Enumerator); ok {
			v, _ := intValue(en.Value())
			return intConst(c.lowerType(x.Type()).(*types.IntType), uint64(v))
		}
		return c.load(c.lvalue(x))
	case cc.PrimaryExpressionInt, cc.PrimaryExpressionChar, cc.PrimaryExpressionLChar, cc.PrimaryExpressionFloat:
		if v := c.constValue(x); v != nil {
			return v
		}
		c.fail(x, "constant %s of type %s", x.Token.SrcStr(), x.Type())
		return constant.NewUndef(c.lowerType(x.Type()))
	case cc.PrimaryExpressionString, cc.PrimaryExpressionLString:
		return c.load(c.lvalue(x))
	case cc.PrimaryExpressionExpr:
		return c.expr(x.ExpressionList, discard)
	case cc.PrimaryExpressionStmt:
		return c.statementExpr(x, discard)
	case cc.PrimaryExpressionGeneric:
		a := x.GenericSelection.Associated()
		if a == nil {
			c.fail(x, "_Generic with no matching association")
			return constant.NewUndef(c.lowerType(decayed(x.Type())))
		}
		return c.expr(a.AssignmentExpression, discard)
	}
	c.fail(x, "primary expression")
	return constant.NewUndef(c.lowerType(decayed(x.Type())))
}

// statementExpr lowers a GNU statement expression ({ ...; e; }).
func (c *compiler) statementExpr(x *cc.PrimaryExpression, discard bool) value.Value {
	cs := x.CompoundStatement
	var last *cc.Statement
	for l := cs.BlockItemList; l != nil; l = l.BlockItemList {
		if l.BlockItemList == nil && l.BlockItem.Case == cc.BlockItemStmt {
			last = l.BlockItem.Statement
			break
		}
		switch l.BlockItem.Case {
		case cc.BlockItemDecl:
			c.localDeclaration(l.BlockItem.Declaration)
		case cc.BlockItemStmt:
			c.statement(l.BlockItem.Statement)
		}
	}
	if last == nil {
		return nil
	}
	if last.Case == cc.StatementExpr && last.ExpressionStatement.ExpressionList != nil && x.Type().Kind() != cc.Void {
		c.ensureOpen()
		return c.expr(last.ExpressionStatement.ExpressionList, discard)
	}
	c.statement(last)
	return nil
}

// load reads an lvalue as an rvalue: arrays and functions decay to pointers,
// bit-fields are extracted.
func (c *compiler) load(lv lval) value.Value {
	switch lv.t.Kind() {
	case cc.Array:
		if at, ok := lv.t.(*cc.ArrayType); ok && at.IsVLA() {
			return c.coerce(lv.addr, c.lowerType(lv.t.Decay()))
		}
		return c.coerce(lv.addr, c.lowerType(lv.t.Decay()))
	case cc.Function:
		return c.coerce(lv.addr, c.lowerType(lv.t.Decay()))
	case cc.Void:
		return nil
	}
	if lv.bf != nil {
		return c.loadBitField(lv)
	}
	lt := c.lowerType(lv.t)
	addr := c.coerce(lv.addr, types.NewPointer(lt))
	ld := c.fn.cur.NewLoad(lt, addr)
	ld.Align = ir.Align(min(c.typeAlign(lv.t), 16))
	if isVolatile(lv.t) {
		ld.Volatile = true
	}
	return ld
}

func isVolatile(t cc.Type) bool {
	a := t.Attributes()
	return a != nil && a.IsVolatile()
}

// store writes v (already of t's LLVM type) to addr.
func (c *compiler) store(v value.Value, addr value.Value, t cc.Type) {
	lt := c.lowerType(t)
	st := c.fn.cur.NewStore(c.coerce(v, lt), c.coerce(addr, types.NewPointer(lt)))
	st.Align = ir.Align(min(c.typeAlign(t), 16))
	if isVolatile(t) {
		st.Volatile = true
	}
}

func (c *compiler) storeLval(lv lval, v value.Value) {
	if lv.bf != nil {
		c.storeBitField(lv, v)
		return
	}
	if isAggregate(lv.t) {
		c.store(v, lv.addr, lv.t)
		return
	}
	c.store(v, lv.addr, lv.t)
}

// loadBitField reads the storage unit and extracts the field, sign-extending
// signed fields.
func (c *compiler) loadBitField(lv lval) value.Value {
	f := lv.bf
	b := c.fn.cur
	pos := c.fieldPos(f)
	unit := types.NewInt(uint64(pos.unit * 8))
	w := c.lowerType(lv.t).(*types.IntType)
	ld := b.NewLoad(unit, c.coerce(lv.addr, types.NewPointer(unit)))
	ld.Align = 1
	var v value.Value = ld
	bits := uint64(f.ValueBits())
	off := uint64(pos.bit)
	ub := unit.BitSize
	// Move the field to the top of the unit, then shift it down: arithmetic
	// for signed fields (sign extension), logical for unsigned ones.
	if ub-off-bits > 0 {
		v = b.NewShl(v, intConst(unit, ub-off-bits))
	}
	// Sign extension follows the field's declared type: cc/v4 gives the
	// member expression its promoted type (int for a _Bool field).
	ft := f.Type()
	signed := isSigned(ft) && ft.Kind() != cc.Bool
	if ub-bits > 0 {
		if signed {
			v = b.NewAShr(v, intConst(unit, ub-bits))
		} else {
			v = b.NewLShr(v, intConst(unit, ub-bits))
		}
	}
	return c.intResize(v, w, signed)
}

func (c *compiler) storeBitField(lv lval, v value.Value) {
	f := lv.bf
	b := c.fn.cur
	pos := c.fieldPos(f)
	unit := types.NewInt(uint64(pos.unit * 8))
	addr := c.coerce(lv.addr, types.NewPointer(unit))
	old := b.NewLoad(unit, addr)
	old.Align = 1
	bits := uint64(f.ValueBits())
	off := uint64(pos.bit)
	mask := uint64(math.MaxUint64)
	if bits < 64 {
		mask = 1<<bits - 1
	}
	if f.Type().Kind() == cc.Bool {
		// The value arrives in the member expression's type (int): a _Bool
		// field stores whether it is non-zero.
		v = b.NewZExt(c.truth(v, c.ast.Int), unit)
	}
	nv := c.intResize(v, unit, false)
	nv = b.NewAnd(nv, intConst(unit, mask))
	if off > 0 {
		nv = b.NewShl(nv, intConst(unit, off))
	}
	kept := b.NewAnd(old, intConst(unit, ^(mask<<off)))
	st := b.NewStore(b.NewOr(kept, nv), addr)
	st.Align = 1
}

// intResize truncates or extends integer v to t.
func (c *compiler) intResize(v value.Value, t *types.IntType, signed bool) value.Value {
	from := v.Type().(*types.IntType)
	switch {
	case from.BitSize == t.BitSize:
		return v
	case from.BitSize > t.BitSize:
		return c.fn.cur.NewTrunc(v, t)
	case signed:
		return c.fn.cur.NewSExt(v, t)
	}
	return c.fn.cur.NewZExt(v, t)
}

// coerce bitcasts pointer v to pointer type t when their LLVM types differ
// (C pointer conversions that keep the address).
func (c *compiler) coerce(v value.Value, t types.Type) value.Value {
	if v == nil || sameType(v.Type(), t) {
		return v
	}
	vt := v.Type()
	_, vp := vt.(*types.PointerType)
	_, tp := t.(*types.PointerType)
	if vp && tp {
		if k, ok := v.(constant.Constant); ok {
			return constant.NewBitCast(k, t)
		}
		return c.fn.cur.NewBitCast(v, t)
	}
	if vi, ok := vt.(*types.IntType); ok {
		if ti, ok := t.(*types.IntType); ok && vi.BitSize != ti.BitSize {
			return c.intResize(v, ti, false)
		}
	}
	if _, ok := t.(*types.StructType); ok {
		if _, ok := vt.(*types.StructType); ok {
			// Two LLVM types for one C struct: go through memory.
			tmp := c.alloca(vt, 16, "")
			c.fn.cur.NewStore(v, tmp)
			return c.fn.cur.NewLoad(t, c.fn.cur.NewBitCast(tmp, types.NewPointer(t)))
		}
	}
	return v
}

// lvalue computes the address of the object e designates.
func (c *compiler) lvalue(e cc.ExpressionNode) lval {
	prev := c.enter(e)
	defer c.leave(prev)
	t := objectType(e)
	switch x := e.(type) {
	case *cc.PrimaryExpression:
		switch x.Case {
		case cc.PrimaryExpressionIdent:
			return c.identAddr(x)
		case cc.PrimaryExpressionString, cc.PrimaryExpressionLString:
			t = t.Undecay()
			g := c.stringLiteral(x)
			return lval{addr: g, t: t}
		case cc.PrimaryExpressionExpr:
			return c.lvalue(x.ExpressionList)
		case cc.PrimaryExpressionGeneric:
			if a := x.GenericSelection.Associated(); a != nil {
				return c.lvalue(a.AssignmentExpression)
			}
		case cc.PrimaryExpressionStmt:
			return c.temporary(c.rvalue(x), t)
		}
	case *cc.PostfixExpression:
		switch x.Case {
		case cc.PostfixExpressionIndex:
			return c.index(x)
		case cc.PostfixExpressionSelect:
			if x.PostfixExpression.Type().Kind() != cc.Struct && x.PostfixExpression.Type().Kind() != cc.Union {
				break
			}
			var base lval
			if isLvalue(x.PostfixExpression) {
				base = c.lvalue(x.PostfixExpression)
			} else {
				base = c.temporary(c.rvalue(x.PostfixExpression), x.PostfixExpression.Type())
			}
			return c.member(base.addr, x.PostfixExpression.Type(), x.Field(), t)
		case cc.PostfixExpressionPSelect:
			p := c.rvalue(x.PostfixExpression)
			st := x.PostfixExpression.Type().(*cc.PointerType).Elem()
			return c.member(p, st, x.Field(), t)
		case cc.PostfixExpressionComplit:
			return c.compoundLiteral(x)
		case cc.PostfixExpressionCall:
			return c.temporary(c.rvalue(x), t)
		}
	case *cc.UnaryExpression:
		if x.Case == cc.UnaryExpressionDeref {
			p := c.rvalue(x.CastExpression)
			return lval{addr: p, t: t}
		}
	case *cc.CastExpression:
		if x.Case == cc.CastExpressionUnary {
			return c.lvalue(x.UnaryExpression)
		}
	case *cc.ExpressionList:
		if x.ExpressionList == nil {
			return c.lvalue(x.AssignmentExpression)
		}
		for l := x; l != nil; l = l.ExpressionList {
			if l.ExpressionList == nil {
				return c.lvalue(l.AssignmentExpression)
			}
			c.exprVoid(l.AssignmentExpression)
		}
	}
	if isAggregate(t) {
		// An rvalue of aggregate type (conditional, assignment, comma):
		// materialise it.
		return c.temporary(c.rvalue(e), t)
	}
	c.fail(e, "address of %T", e)
	return lval{addr: constant.NewNull(types.NewPointer(c.pointeeType(t))), t: t}
}

// objectType is the type of the object e designates: cc/v4 gives array
// and function designators their decayed type, Undecay recovers it.
func objectType(e cc.ExpressionNode) cc.Type {
	t := e.Type()
	// A parameter declared as an array is a pointer (C11 6.7.6.3p7).
	if p, ok := e.(*cc.PrimaryExpression); ok && p.Case == cc.PrimaryExpressionIdent {
		if d, ok := p.ResolvedTo().(*cc.Declarator); ok && d.IsParam() {
			return t
		}
	}
	if t.Kind() == cc.Ptr {
		if u := t.Undecay(); u != nil && (u.Kind() == cc.Array || u.Kind() == cc.Function) {
			return u
		}
	}
	return t
}

// temporary stores an rvalue in a fresh stack slot.
func (c *compiler) temporary(v value.Value, t cc.Type) lval {
	slot := c.alloca(c.lowerType(t), c.typeAlign(t), "")
	if v != nil {
		c.store(v, slot, t)
	}
	return lval{addr: slot, t: t}
}

// identAddr is the address of a named object or function.
func (c *compiler) identAddr(x *cc.PrimaryExpression) lval {
	t := x.Type()
	switch d := x.ResolvedTo().(type) {
	case *cc.Declarator:
		if dt := d.Type(); dt.Kind() == cc.Function || dt.Kind() == cc.Array && t.Kind() == cc.Ptr {
			t = dt
		}
		if a, ok := c.fn.locals[d]; ok {
			return lval{addr: a, t: t}
		}
		if t.Kind() == cc.Function {
			ft := t.(*cc.FunctionType)
			return lval{addr: c.function(d.Name(), ft), t: t}
		}
		if d.IsStatic() && d.LexicalScope().Parent != nil {
			if g := c.staticLocals[d]; g != nil {
				return lval{addr: g, t: t}
			}
		}
		if x.Token.SrcStr() == "__func__" || x.Token.SrcStr() == "__FUNCTION__" {
			return lval{addr: c.cstring(c.fn.f.Name() + "\x00"), t: t}
		}
		return lval{addr: c.globalRef(d.Name(), t), t: t}
	case *cc.Parameter:
		c.fail(x, "reference to unnamed parameter")
	}
	c.fail(x, "identifier %s", x.Token.SrcStr())
	return lval{addr: constant.NewNull(types.NewPointer(c.pointeeType(t))), t: t}
}

// member is the address of field f of the struct or union of type st at base.
func (c *compiler) member(base value.Value, st cc.Type, f *cc.Field, t cc.Type) lval {
	if f == nil {
		c.fail(nil, "member of %s", st)
		return lval{addr: base, t: t}
	}
	pos := c.fieldPos(f)
	off := pos.off
	top := topField(f)
	if f.IsBitfield() {
		p := c.byteOffset(base, off, types.NewPointer(types.NewInt(uint64(pos.unit*8))))
		return lval{addr: p, t: t, bf: f}
	}
	if top == f && !st.IsIncomplete() {
		si := c.structLayout(st)
		if idx := f.Index(); idx < len(si.index) && si.index[idx] >= 0 {
			p := c.coerce(base, types.NewPointer(si.typ))
			g := c.fn.cur.NewGetElementPtr(si.typ, p, i32(0), i32(int64(si.index[idx])))
			return lval{addr: c.coerce(g, types.NewPointer(c.pointeeType(t))), t: t}
		}
	}
	return lval{addr: c.byteOffset(base, off, types.NewPointer(c.pointeeType(t))), t: t}
}

func topField(f *cc.Field) *cc.Field {
	for f.Parent() != nil {
		f = f.Parent()
	}
	return f
}

// byteOffset is base advanced by off bytes, as a pointer of type pt.
func (c *compiler) byteOffset(base value.Value, off int64, pt types.Type) value.Value {
	p := c.coerce(base, types.NewPointer(types.I8))
	if off != 0 {
		if k, ok := p.(constant.Constant); ok {
			p = constant.NewGetElementPtr(types.I8, k, i64(off))
		} else {
			p = c.fn.cur.NewGetElementPtr(types.I8, p, i64(off))
		}
	}
	return c.coerce(p, pt)
}

func (c *compiler) fieldPtr(base value.Value, pt types.Type) value.Value { return c.coerce(base, pt) }

// index lowers a[i] (or i[a]).
func (c *compiler) index(x *cc.PostfixExpression) lval {
	pe, ie := x.PostfixExpression, x.ExpressionList
	if decayed(pe.Type()).Kind() != cc.Ptr {
		pe, ie = ie, pe
	}
	p := c.rvalue(pe)
	i := c.rvalue(ie)
	addr := c.pointerAdd(p, decayed(pe.Type()), i, ie.Type(), false)
	return lval{addr: addr, t: objectType(x)}
}

// pointerAdd is p + i (or p - i) in elements of p's pointee type.
func (c *compiler) pointerAdd(p value.Value, pt cc.Type, i value.Value, it cc.Type, negate bool) value.Value {
	b := c.fn.cur
	idx := c.convert(i, it, c.ast.Long)
	if negate {
		idx = b.NewSub(i64(0), idx)
	}
	elem := pt.(*cc.PointerType).Elem()
	if at, ok := elem.(*cc.ArrayType); ok && at.IsVLA() {
		idx = b.NewMul(idx, c.vlaCount(at))
		elem = innermostElem(at)
	}
	switch {
	case elem.Kind() == cc.Void || elem.Kind() == cc.Function || elem.IsIncomplete() || elem.Size() <= 0:
		// GNU arithmetic on void * and function pointers: bytes.
		q := b.NewGetElementPtr(types.I8, c.coerce(p, types.NewPointer(types.I8)), idx)
		return c.coerce(q, c.lowerType(pt))
	}
	et := c.lowerType(elem)
	q := b.NewGetElementPtr(et, c.coerce(p, types.NewPointer(et)), idx)
	return c.coerce(q, c.lowerType(pt))
}

type arithOp int

const (
	opMul arithOp = iota
	opDiv
	opRem
	opAdd
	opSub
	opShl
	opShr
	opAnd
	opXor
	opOr
)

func mulOp(k cc.MultiplicativeExpressionCase) arithOp {
	switch k {
	case cc.MultiplicativeExpressionDiv:
		return opDiv
	case cc.MultiplicativeExpressionMod:
		return opRem
	}
	return opMul
}

// arith applies op to a and b, both of C type t (already converted).
func (c *compiler) arith(op arithOp, a, b value.Value, t cc.Type) value.Value {
	bl := c.fn.cur
	if isFloat(t) {
		switch op {
		case opMul:
			return bl.NewFMul(a, b)
		case opDiv:
			return bl.NewFDiv(a, b)
		case opRem:
			return bl.NewFRem(a, b)
		case opAdd:
			return bl.NewFAdd(a, b)
		case opSub:
			return bl.NewFSub(a, b)
		}
		c.fail(nil, "operator on floating type %s", t)
		return a
	}
	if _, ok := a.Type().(*types.IntType); !ok {
		c.fail(nil, "arithmetic on %s", t)
		return a
	}
	signed := isSigned(t)
	switch op {
	case opMul:
		return bl.NewMul(a, b)
	case opDiv:
		if signed {
			return bl.NewSDiv(a, b)
		}
		return bl.NewUDiv(a, b)
	case opRem:
		if signed {
			return bl.NewSRem(a, b)
		}
		return bl.NewURem(a, b)
	case opAdd:
		return bl.NewAdd(a, b)
	case opSub:
		return bl.NewSub(a, b)
	case opShl:
		return bl.NewShl(a, b)
	case opShr:
		if signed {
			return bl.NewAShr(a, b)
		}
		return bl.NewLShr(a, b)
	case opAnd:
		return bl.NewAnd(a, b)
	case opXor:
		return bl.NewXor(a, b)
	case opOr:
		return bl.NewOr(a, b)
	}
	return a
}

// binary lowers an arithmetic or bitwise operator whose result has type t.
// Both operands are converted to t: for shifts t is the promoted left
// operand's type, and the right operand's value is unchanged by the
// conversion whenever the shift is defined.
func (c *compiler) binary(op arithOp, l, r cc.ExpressionNode, t cc.Type) value.Value {
	a := c.convert(c.rvalue(l), decayed(l.Type()), t)
	b := c.convert(c.rvalue(r), decayed(r.Type()), t)
	return c.arith(op, a, b, t)
}

func (c *compiler) add(l, r cc.ExpressionNode, t cc.Type) value.Value {
	lt, rt := decayed(l.Type()), decayed(r.Type())
	switch {
	case lt.Kind() == cc.Ptr:
		return c.pointerAdd(c.rvalue(l), lt, c.rvalue(r), rt, false)
	case rt.Kind() == cc.Ptr:
		i := c.rvalue(l)
		return c.pointerAdd(c.rvalue(r), rt, i, lt, false)
	}
	return c.binary(opAdd, l, r, t)
}

func (c *compiler) sub(l, r cc.ExpressionNode, t cc.Type) value.Value {
	lt, rt := decayed(l.Type()), decayed(r.Type())
	switch {
	case lt.Kind() == cc.Ptr && rt.Kind() == cc.Ptr:
		b := c.fn.cur
		pa := b.NewPtrToInt(c.rvalue(l), types.I64)
		pb := c.fn.cur.NewPtrToInt(c.rvalue(r), types.I64)
		d := c.fn.cur.NewSub(pa, pb)
		elem := lt.(*cc.PointerType).Elem()
		var size value.Value = i64(1)
		if elem.Kind() != cc.Void && elem.Kind() != cc.Function {
			size = c.sizeOf(elem)
		}
		if k, ok := size.(*constant.Int); ok && k.X.Int64() == 1 {
			return c.convert(d, c.ast.Long, t)
		}
		return c.convert(c.fn.cur.NewSDiv(d, size), c.ast.Long, t)
	case lt.Kind() == cc.Ptr:
		return c.pointerAdd(c.rvalue(l), lt, c.rvalue(r), rt, true)
	}
	return c.binary(opSub, l, r, t)
}

type cmpOp int

const (
	cmpEq cmpOp = iota
	cmpNe
	cmpLt
	cmpGt
	cmpLe
	cmpGe
)

// compare lowers a relational or equality operator to an int 0 or 1.
func (c *compiler) compare(op cmpOp, l, r cc.ExpressionNode) value.Value {
	return c.fn.cur.NewZExt(c.compareI1(op, l, r), types.I32)
}

// compareI1 compares in the operands' common type and yields an i1.
func (c *compiler) compareI1(op cmpOp, l, r cc.ExpressionNode) value.Value {
	lt, rt := decayed(l.Type()), decayed(r.Type())
	a, b := c.rvalue(l), c.rvalue(r)
	var ct cc.Type
	switch {
	case lt.Kind() == cc.Ptr || rt.Kind() == cc.Ptr:
		a = c.toPtrI8(a)
		b = c.toPtrI8(b)
		return c.fn.cur.NewICmp(intPred(op, false), a, b)
	default:
		ct = cc.UsualArithmeticConversions(lt, rt)
	}
	a = c.convert(a, lt, ct)
	b = c.convert(b, rt, ct)
	if isFloat(ct) {
		return c.fn.cur.NewFCmp(floatPred(op), a, b)
	}
	return c.fn.cur.NewICmp(intPred(op, isSigned(ct)), a, b)
}

// toPtrI8 turns a pointer or integer (a null pointer constant) into an i8*.
func (c *compiler) toPtrI8(v value.Value) value.Value {
	p8 := types.NewPointer(types.I8)
	switch v.Type().(type) {
	case *types.PointerType:
		return c.coerce(v, p8)
	case *types.IntType:
		return c.fn.cur.NewIntToPtr(c.intResize(v, types.I64, false), p8)
	}
	return v
}

func intPred(op cmpOp, signed bool) enum.IPred {
	switch op {
	case cmpEq:
		return enum.IPredEQ
	case cmpNe:
		return enum.IPredNE
	case cmpLt:
		if signed {
			return enum.IPredSLT
		}
		return enum.IPredULT
	case cmpGt:
		if signed {
			return enum.IPredSGT
		}
		return enum.IPredUGT
	case cmpLe:
		if signed {
			return enum.IPredSLE
		}
		return enum.IPredULE
	}
	if signed {
		return enum.IPredSGE
	}
	return enum.IPredUGE
}

// floatPred: ordered comparisons, except != which is true for NaNs.
func floatPred(op cmpOp) enum.FPred {
	switch op {
	case cmpEq:
		return enum.FPredOEQ
	case cmpNe:
		return enum.FPredUNE
	case cmpLt:
		return enum.FPredOLT
	case cmpGt:
		return enum.FPredOGT
	case cmpLe:
		return enum.FPredOLE
	}
	return enum.FPredOGE
}

// truth converts a scalar to an i1 (!= 0).
func (c *compiler) truth(v value.Value, t cc.Type) value.Value {
	b := c.fn.cur
	switch vt := v.Type().(type) {
	case *types.IntType:
		if vt.BitSize == 1 {
			return v
		}
		return b.NewICmp(enum.IPredNE, v, intConst(vt, 0))
	case *types.FloatType:
		return b.NewFCmp(enum.FPredUNE, v, constant.NewFloat(vt, 0))
	case *types.PointerType:
		return b.NewICmp(enum.IPredNE, v, constant.NewNull(vt))
	}
	c.fail(nil, "truth value of %s", t)
	return constant.NewBool(false)
}

// condBranch branches on e, short-circuiting && and || into the CFG.
func (c *compiler) condBranch(e cc.ExpressionNode, yes, no *ir.Block) {
	switch x := e.(type) {
	case *cc.LogicalAndExpression:
		if x.Case == cc.LogicalAndExpressionLAnd {
			prev := c.enter(x)
			mid := c.newBlock("land.rhs")
			c.condBranch(x.LogicalAndExpression, mid, no)
			c.setBlock(mid)
			c.condBranch(x.InclusiveOrExpression, yes, no)
			c.leave(prev)
			return
		}
	case *cc.LogicalOrExpression:
		if x.Case == cc.LogicalOrExpressionLOr {
			prev := c.enter(x)
			mid := c.newBlock("lor.rhs")
			c.condBranch(x.LogicalOrExpression, yes, mid)
			c.setBlock(mid)
			c.condBranch(x.LogicalAndExpression, yes, no)
			c.leave(prev)
			return
		}
	case *cc.PrimaryExpression:
		if x.Case == cc.PrimaryExpressionExpr {
			c.condBranch(x.ExpressionList, yes, no)
			return
		}
	case *cc.UnaryExpression:
		if x.Case == cc.UnaryExpressionNot {
			c.condBranch(x.CastExpression, no, yes)
			return
		}
	}
	prev := c.enter(e)
	cond := c.condI1(e)
	c.fn.cur.NewCondBr(cond, yes, no)
	c.leave(prev)
}

// condI1 evaluates a controlling expression to an i1.
func (c *compiler) condI1(e cc.ExpressionNode) value.Value {
	switch x := e.(type) {
	case *cc.RelationalExpression:
		if x.Case != cc.RelationalExpressionShift {
			preds := map[cc.RelationalExpressionCase]cmpOp{cc.RelationalExpressionLt: cmpLt, cc.RelationalExpressionGt: cmpGt,
				cc.RelationalExpressionLeq: cmpLe, cc.RelationalExpressionGeq: cmpGe}
			prev := c.enter(x)
			defer c.leave(prev)
			return c.compareI1(preds[x.Case], x.RelationalExpression, x.ShiftExpression)
		}
	case *cc.EqualityExpression:
		if x.Case != cc.EqualityExpressionRel {
			op := cmpEq
			if x.Case == cc.EqualityExpressionNeq {
				op = cmpNe
			}
			prev := c.enter(x)
			defer c.leave(prev)
			return c.compareI1(op, x.EqualityExpression, x.RelationalExpression)
		}
	}
	return c.truth(c.rvalue(e), decayed(e.Type()))
}

// logical lowers && and || as values (0 or 1).
func (c *compiler) logical(e cc.ExpressionNode) value.Value {
	yes, no, end := c.newBlock("log.true"), c.newBlock("log.false"), c.newBlock("log.end")
	c.condBranch(e, yes, no)
	c.setBlock(yes)
	yes.NewBr(end)
	c.setBlock(no)
	no.NewBr(end)
	c.setBlock(end)
	return end.NewPhi(ir.NewIncoming(i32(1), yes), ir.NewIncoming(i32(0), no))
}

func (c *compiler) conditional(x *cc.ConditionalExpression, discard bool) value.Value {
	t := x.Type()
	yes, no, end := c.newBlock("cond.true"), c.newBlock("cond.false"), c.newBlock("cond.end")
	var a value.Value
	var aBlock *ir.Block
	if x.ExpressionList == nil {
		// GNU a ?: b: a is evaluated once.
		v := c.rvalue(x.LogicalOrExpression)
		a = c.convert(v, decayed(x.LogicalOrExpression.Type()), t)
		c.fn.cur.NewCondBr(c.truth(v, decayed(x.LogicalOrExpression.Type())), yes, no)
		c.setBlock(yes)
	} else {
		c.condBranch(x.LogicalOrExpression, yes, no)
		c.setBlock(yes)
		a = c.branchValue(x.ExpressionList, t, discard)
	}
	aBlock = c.fn.cur
	c.jump(end)
	c.setBlock(no)
	bv := c.branchValue(x.ConditionalExpression, t, discard)
	bBlock := c.fn.cur
	c.jump(end)
	c.setBlock(end)
	if discard || t.Kind() == cc.Void || a == nil || bv == nil {
		return nil
	}
	a, bv = c.coerce(a, c.lowerType(decayed(t))), c.coerce(bv, c.lowerType(decayed(t)))
	if !sameType(a.Type(), bv.Type()) {
		bv = c.coerceIn(bBlock, bv, a.Type())
	}
	return end.NewPhi(ir.NewIncoming(a, aBlock), ir.NewIncoming(bv, bBlock))
}

// coerceIn is coerce with the cast placed at the end of block b.
func (c *compiler) coerceIn(b *ir.Block, v value.Value, t types.Type) value.Value {
	if k, ok := v.(constant.Constant); ok {
		if _, ok := t.(*types.PointerType); ok {
			return constant.NewBitCast(k, t)
		}
	}
	term := b.Term
	b.Term = nil
	saved := c.fn.cur
	c.fn.cur = b
	r := c.coerce(v, t)
	c.fn.cur = saved
	b.Term = term
	return r
}

// branchValue evaluates one arm of ?: converted to the result type.
func (c *compiler) branchValue(e cc.ExpressionNode, t cc.Type, discard bool) value.Value {
	if discard || t.Kind() == cc.Void {
		c.exprVoid(e)
		return nil
	}
	if t.Kind() == cc.Struct || t.Kind() == cc.Union {
		return c.rvalue(e)
	}
	return c.convert(c.rvalue(e), decayed(e.Type()), decayed(t))
}

func (c *compiler) unary(x *cc.UnaryExpression, discard bool) value.Value {
	b := c.fn.cur
	t := x.Type()
	switch x.Case {
	case cc.UnaryExpressionPostfix:
		return c.expr(x.PostfixExpression, discard)
	case cc.UnaryExpressionInc, cc.UnaryExpressionDec:
		return c.incDec(x.UnaryExpression, x.Case == cc.UnaryExpressionInc, false)
	case cc.UnaryExpressionAddrof:
		if u, ok := x.CastExpression.(*cc.UnaryExpression); ok && u.Case == cc.UnaryExpressionDeref {
			return c.coerce(c.rvalue(u.CastExpression), c.lowerType(t))
		}
		// cc/v4 takes '&(int)x' and '&1'; C (6.5.3.2) and gcc do not.
		// A function designator is an identifier, which isLvalue takes.
		if !isLvalue(x.CastExpression) {
			c.errorAt(x, "lvalue required as unary '&' operand")
			return constant.NewUndef(c.lowerType(t))
		}
		lv := c.lvalue(x.CastExpression)
		if lv.bf != nil {
			c.errorAt(x, "cannot take the address of a bit-field")
		}
		return c.coerce(lv.addr, c.lowerType(t))
	case cc.UnaryExpressionDeref:
		p := c.rvalue(x.CastExpression)
		// *p of an array or function designator decays back to an
		// address: no load.
		return c.load(lval{addr: p, t: objectType(x)})
	case cc.UnaryExpressionPlus:
		return c.convert(c.rvalue(x.CastExpression), decayed(x.CastExpression.Type()), t)
	case cc.UnaryExpressionMinus:
		v := c.convert(c.rvalue(x.CastExpression), decayed(x.CastExpression.Type()), t)
		if isFloat(t) {
			return c.fn.cur.NewFNeg(v)
		}
		return c.fn.cur.NewSub(intConst(v.Type().(*types.IntType), 0), v)
	case cc.UnaryExpressionCpl:
		v := c.convert(c.rvalue(x.CastExpression), decayed(x.CastExpression.Type()), t)
		return c.fn.cur.NewXor(v, intConst(v.Type().(*types.IntType), math.MaxUint64))
	case cc.UnaryExpressionNot:
		v := c.rvalue(x.CastExpression)
		cond := c.truth(v, decayed(x.CastExpression.Type()))
		return c.fn.cur.NewZExt(c.fn.cur.NewXor(cond, constant.NewBool(true)), types.I32)
	case cc.UnaryExpressionSizeofExpr:
		return c.convert(c.sizeOf(objectType(x.UnaryExpression)), c.ast.ULong, t)
	case cc.UnaryExpressionSizeofType:
		return c.convert(c.sizeOf(x.TypeName.Type()), c.ast.ULong, t)
	case cc.UnaryExpressionAlignofExpr:
		return intConst(c.lowerType(t).(*types.IntType), uint64(c.typeAlign(x.UnaryExpression.Type())))
	case cc.UnaryExpressionAlignofType:
		return intConst(c.lowerType(t).(*types.IntType), uint64(c.typeAlign(x.TypeName.Type())))
	case cc.UnaryExpressionLabelAddr:
		c.fail(x, "address of a label")
	case cc.UnaryExpressionImag, cc.UnaryExpressionReal:
		c.fail(x, "complex numbers")
	}
	_ = b
	return constant.NewUndef(c.lowerType(decayed(t)))
}

// incDec lowers ++ and --, returning the new value (prefix) or the old one.
func (c *compiler) incDec(e cc.ExpressionNode, inc, postfix bool) value.Value {
	lv := c.lvalue(e)
	old := c.load(lv)
	t := lv.t
	var nv value.Value
	switch {
	case t.Kind() == cc.Ptr:
		nv = c.pointerAdd(old, t, i64(1), c.ast.Long, !inc)
	case isFloat(t):
		one := constant.NewFloat(old.Type().(*types.FloatType), 1)
		if inc {
			nv = c.fn.cur.NewFAdd(old, one)
		} else {
			nv = c.fn.cur.NewFSub(old, one)
		}
	case t.Kind() == cc.Bool:
		// ++ on _Bool sets it; -- toggles it (C11 6.5.2.4 via conversion to _Bool).
		w := c.convert(old, t, c.ast.Int)
		if inc {
			w = c.fn.cur.NewAdd(w, i32(1))
		} else {
			w = c.fn.cur.NewSub(w, i32(1))
		}
		nv = c.convert(w, c.ast.Int, t)
	default:
		pt := cc.IntegerPromotion(t)
		w := c.convert(old, t, pt)
		one := intConst(w.Type().(*types.IntType), 1)
		if inc {
			w = c.fn.cur.NewAdd(w, one)
		} else {
			w = c.fn.cur.NewSub(w, one)
		}
		nv = c.convert(w, pt, t)
	}
	c.storeLval(lv, nv)
	if postfix {
		return old
	}
	if lv.bf != nil {
		return c.load(lv)
	}
	return nv
}

func (c *compiler) assign(x *cc.AssignmentExpression, discard bool) value.Value {
	if x.Case == cc.AssignmentExpressionCond {
		return c.expr(x.ConditionalExpression, discard)
	}
	lt := x.UnaryExpression.Type()
	if x.Case == cc.AssignmentExpressionAssign {
		rhs := x.AssignmentExpression
		if lt.Kind() == cc.Struct || lt.Kind() == cc.Union {
			lv := c.lvalue(x.UnaryExpression)
			if isLvalue(rhs) {
				src := c.lvalue(rhs)
				c.memcpy(lv.addr, src.addr, c.typeSize(lt), c.typeAlign(lt))
			} else {
				c.store(c.rvalue(rhs), lv.addr, lt)
			}
			if discard {
				return nil
			}
			return c.load(lv)
		}
		v := c.convert(c.rvalue(rhs), decayed(rhs.Type()), lt)
		lv := c.lvalue(x.UnaryExpression)
		c.storeLval(lv, v)
		if lv.bf != nil && !discard {
			return c.load(lv)
		}
		return v
	}
	ops := map[cc.AssignmentExpressionCase]arithOp{
		cc.AssignmentExpressionMul: opMul, cc.AssignmentExpressionDiv: opDiv, cc.AssignmentExpressionMod: opRem,
		cc.AssignmentExpressionAdd: opAdd, cc.AssignmentExpressionSub: opSub, cc.AssignmentExpressionLsh: opShl,
		cc.AssignmentExpressionRsh: opShr, cc.AssignmentExpressionAnd: opAnd, cc.AssignmentExpressionXor: opXor,
		cc.AssignmentExpressionOr: opOr,
	}
	op := ops[x.Case]
	lv := c.lvalue(x.UnaryExpression)
	rt := decayed(x.AssignmentExpression.Type())
	r := c.rvalue(x.AssignmentExpression)
	old := c.load(lv)
	var nv value.Value
	switch {
	case lt.Kind() == cc.Ptr && (op == opAdd || op == opSub):
		nv = c.pointerAdd(old, lt, r, rt, op == opSub)
	default:
		var ct cc.Type
		if op == opShl || op == opShr {
			ct = cc.IntegerPromotion(lt)
			r = c.convert(r, rt, ct)
		} else {
			ct = cc.UsualArithmeticConversions(lt, rt)
			r = c.convert(r, rt, ct)
		}
		res := c.arith(op, c.convert(old, lt, ct), r, ct)
		nv = c.convert(res, ct, lt)
	}
	c.storeLval(lv, nv)
	if lv.bf != nil && !discard {
		return c.load(lv)
	}
	return nv
}

// convert converts v from C type from to C type to (C11 6.3).
func (c *compiler) convert(v value.Value, from, to cc.Type) value.Value {
	if v == nil {
		return v
	}
	if to.Kind() == cc.Void {
		return nil
	}
	from = decayed(from)
	lt := c.lowerType(decayed(to))
	b := func() *ir.Block { return c.fn.cur }
	if to.Kind() == cc.Bool {
		if from.Kind() == cc.Bool {
			return v
		}
		return b().NewZExt(c.truth(v, from), types.I8)
	}
	vt := v.Type()
	switch dst := lt.(type) {
	case *types.IntType:
		switch src := vt.(type) {
		case *types.IntType:
			signed := isSigned(from)
			if from.Kind() == cc.Bool {
				signed = false
			}
			if k, ok := v.(*constant.Int); ok && src.BitSize <= 64 && dst.BitSize <= 64 {
				x := k.X.Int64()
				if !signed && src.BitSize < 64 {
					x &= int64(1)<<src.BitSize - 1
				}
				return intConst(dst, uint64(x))
			}
			return c.intResize(v, dst, signed)
		case *types.FloatType:
			if isSigned(to) {
				return b().NewFPToSI(v, dst)
			}
			return b().NewFPToUI(v, dst)
		case *types.PointerType:
			return c.intResize(b().NewPtrToInt(v, types.I64), dst, false)
		}
	case *types.FloatType:
		switch src := vt.(type) {
		case *types.IntType:
			if isSigned(from) && from.Kind() != cc.Bool {
				return b().NewSIToFP(v, dst)
			}
			return b().NewUIToFP(v, dst)
		case *types.FloatType:
			switch {
			case src.Kind == dst.Kind:
				return v
			case floatRank(src.Kind) < floatRank(dst.Kind):
				if k, ok := v.(*constant.Float); ok {
					f, _ := k.X.Float64()
					return constant.NewFloat(dst, f)
				}
				return b().NewFPExt(v, dst)
			}
			return b().NewFPTrunc(v, dst)
		}
	case *types.PointerType:
		switch vt.(type) {
		case *types.IntType:
			if k, ok := v.(*constant.Int); ok && k.X.Sign() == 0 {
				return constant.NewNull(dst)
			}
			return b().NewIntToPtr(c.intResize(v, types.I64, isSigned(from)), dst)
		case *types.PointerType:
			return c.coerce(v, dst)
		}
	case *types.StructType, *types.ArrayType:
		return c.coerce(v, lt)
	}
	c.fail(nil, "conversion from %s to %s", from, to)
	return constant.NewUndef(lt)
}

func floatRank(k types.FloatKind) int {
	switch k {
	case types.FloatKindHalf:
		return 0
	case types.FloatKindFloat:
		return 1
	case types.FloatKindDouble:
		return 2
	case types.FloatKindX86_FP80:
		return 3
	}
	return 4
}

// memcpy copies n bytes.
func (c *compiler) memcpy(dst, src value.Value, n int64, align int) {
	f := c.intrinsic("llvm.memcpy.p0i8.p0i8.i64", types.Void, types.NewPointer(types.I8), types.NewPointer(types.I8), types.I64, types.I1)
	c.fn.cur.NewCall(f, c.coerce(dst, types.NewPointer(types.I8)), c.coerce(src, types.NewPointer(types.I8)), i64(n), constant.NewBool(false))
}

func (c *compiler) memset(dst value.Value, n value.Value) {
	f := c.intrinsic("llvm.memset.p0i8.i64", types.Void, types.NewPointer(types.I8), types.I8, types.I64, types.I1)
	c.fn.cur.NewCall(f, c.coerce(dst, types.NewPointer(types.I8)), constant.NewInt(types.I8, 0), n, constant.NewBool(false))
}

// intrinsic declares an LLVM intrinsic once.
func (c *compiler) intrinsic(name string, ret types.Type, params ...types.Type) *ir.Func {
	if f := c.intrins[name]; f != nil {
		return f
	}
	var ps []*ir.Param
	for _, p := range params {
		ps = append(ps, ir.NewParam("", p))
	}
	f := c.m.NewFunc(name, ret, ps...)
	c.intrins[name] = f
	return f
}
