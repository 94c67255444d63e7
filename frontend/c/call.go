// Lowering of function calls, default argument promotions, and the compiler builtins (va_*, __builtin_*).
package c

import (
	"math"
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	"modernc.org/cc/v4"
)

func callArgs(x *cc.PostfixExpression) []cc.ExpressionNode {
	var args []cc.ExpressionNode
	for l := x.ArgumentExpressionList; l != nil; l = l.ArgumentExpressionList {
		args = append(args, l.AssignmentExpression)
	}
	return args
}

func (c *compiler) call(x *cc.PostfixExpression, discard bool) value.Value {
	args := callArgs(x)
	callee := x.PostfixExpression
	if p, ok := callee.(*cc.PrimaryExpression); ok && p.Case == cc.PrimaryExpressionIdent {
		name := p.Token.SrcStr()
		if _, local := p.ResolvedTo().(*cc.Declarator); local {
			if d := p.ResolvedTo().(*cc.Declarator); c.fn.locals[d] != nil {
				name = ""
			}
		}
		if d, ok := p.ResolvedTo().(*cc.Declarator); ok && name != "" && !c.defined[name] {
			if ft, ok := d.Type().(*cc.FunctionType); ok && usesABI(ft) {
				return c.abiCall(name, ft, args)
			}
		}
		if strings.HasPrefix(name, "__builtin_") || strings.HasPrefix(name, "__mpiskel_") || strings.HasPrefix(name, "__sync_") || strings.HasPrefix(name, "__atomic_") {
			if v, ok := c.builtin(name, x, args); ok {
				return v
			}
		}
	}
	ct := decayed(callee.Type())
	var ft *cc.FunctionType
	if pt, ok := ct.(*cc.PointerType); ok {
		ft, _ = pt.Elem().(*cc.FunctionType)
	}
	if ft == nil {
		c.fail(x, "call of a value of type %s", callee.Type())
		return constant.NewUndef(c.lowerType(decayed(x.Type())))
	}
	fnv := c.rvalue(callee)
	var params []cc.Type
	for _, p := range ft.Parameters() {
		if p.Type().Kind() != cc.Void {
			params = append(params, p.Type().Decay())
		}
	}
	var vals []value.Value
	var argTypes []types.Type
	for i, a := range args {
		v := c.rvalue(a)
		at := decayed(a.Type())
		var to cc.Type
		if i < len(params) {
			to = params[i]
		} else {
			to = c.promoteArg(at)
		}
		if to.Kind() == cc.Struct || to.Kind() == cc.Union {
			v = c.coerce(v, c.lowerType(to))
		} else {
			v = c.convert(v, at, to)
		}
		vals = append(vals, v)
		argTypes = append(argTypes, v.Type())
	}
	sig := c.funcType(ft)
	if !sig.Variadic && len(vals) != len(sig.Params) {
		// An unprototyped function: call it with the promoted arguments.
		sig = types.NewFunc(sig.RetType, argTypes...)
	}
	fnv = c.coerce(fnv, types.NewPointer(sig))
	call := c.fn.cur.NewCall(fnv, vals...)
	if sameType(sig.RetType, types.Void) {
		return nil
	}
	return call
}

// promoteArg is the default argument promotion (C11 6.5.2.2p6).
func (c *compiler) promoteArg(t cc.Type) cc.Type {
	switch {
	case t.Kind() == cc.Float:
		return c.ast.Double
	case cc.IsIntegerType(t):
		return cc.IntegerPromotion(t)
	}
	return t
}

// builtin lowers a call to a compiler builtin; ok is false for a builtin
// that is a plain library function (called under its libc name).
func (c *compiler) builtin(name string, x *cc.PostfixExpression, args []cc.ExpressionNode) (value.Value, bool) {
	b := c.fn.cur
	p8 := types.NewPointer(types.I8)
	rt := x.Type()
	arg := func(i int) value.Value { return c.rvalue(args[i]) }
	argAs := func(i int, t cc.Type) value.Value { return c.convert(c.rvalue(args[i]), decayed(args[i].Type()), t) }
	need := func(n int) bool {
		if len(args) < n {
			c.fail(x, "%s with %d arguments", name, len(args))
			return false
		}
		return true
	}
	resInt := func(v value.Value, from cc.Type) value.Value { return c.convert(v, from, rt) }
	switch name {
	case "__builtin_va_start":
		if !need(1) {
			return nil, true
		}
		f := c.intrinsic("llvm.va_start", types.Void, p8)
		b.NewCall(f, c.coerce(arg(0), p8))
		return nil, true
	case "__builtin_va_end":
		if !need(1) {
			return nil, true
		}
		f := c.intrinsic("llvm.va_end", types.Void, p8)
		b.NewCall(f, c.coerce(arg(0), p8))
		return nil, true
	case "__mpiskel_va_copy":
		if !need(2) {
			return nil, true
		}
		f := c.intrinsic("llvm.va_copy", types.Void, p8, p8)
		d, s := arg(0), arg(1)
		c.fn.cur.NewCall(f, c.coerce(d, p8), c.coerce(s, p8))
		return nil, true
	case "__mpiskel_va_arg":
		if !need(2) {
			return nil, true
		}
		ap := arg(0)
		pt, ok := decayed(args[1].Type()).(*cc.PointerType)
		if !ok {
			c.fail(x, "va_arg type")
			return constant.NewNull(p8), true
		}
		t := pt.Elem()
		lt := c.lowerType(t)
		v := c.fn.cur.NewVAArg(ap, lt)
		tmp := c.alloca(lt, c.typeAlign(t), "vaarg")
		c.fn.cur.NewStore(v, tmp)
		return c.coerce(tmp, p8), true
	case "__builtin_expect":
		if !need(2) {
			return nil, true
		}
		c.exprVoid(args[1])
		return argAs(0, rt), true
	case "__builtin_unreachable":
		c.fn.cur.NewUnreachable()
		c.setBlock(c.newBlock("dead"))
		return nil, true
	case "__builtin_trap":
		c.fn.cur.NewCall(c.intrinsic("llvm.trap", types.Void))
		c.fn.cur.NewUnreachable()
		c.setBlock(c.newBlock("dead"))
		return nil, true
	case "__builtin_constant_p":
		if len(args) == 1 && c.constValue(args[0]) != nil {
			return i32(1), true
		}
		return i32(0), true
	case "__builtin_object_size":
		if !need(2) {
			return nil, true
		}
		typ, _ := c.constInt(args[1])
		c.exprVoid(args[0])
		if typ < 2 {
			return i64(-1), true
		}
		return i64(0), true
	case "__builtin_alloca":
		if !need(1) {
			return nil, true
		}
		a := c.fn.cur.NewAlloca(types.I8)
		a.NElems = argAs(0, c.ast.ULong)
		a.Align = 16
		return a, true
	case "__builtin_popcount", "__builtin_popcountl", "__builtin_popcountll",
		"__builtin_clz", "__builtin_clzl", "__builtin_clzll",
		"__builtin_ctz", "__builtin_ctzl", "__builtin_ctzll":
		if !need(1) {
			return nil, true
		}
		at := c.ast.UInt
		if strings.HasSuffix(name, "l") {
			at = c.ast.ULong
		}
		v := argAs(0, at)
		it := v.Type().(*types.IntType)
		base := strings.TrimRight(strings.TrimPrefix(name, "__builtin_"), "l")
		var r value.Value
		switch base {
		case "popcount":
			r = c.fn.cur.NewCall(c.intrinsic("llvm.ctpop."+it.String(), it, it), v)
		case "clz":
			r = c.fn.cur.NewCall(c.intrinsic("llvm.ctlz."+it.String(), it, it, types.I1), v, constant.NewBool(false))
		case "ctz":
			r = c.fn.cur.NewCall(c.intrinsic("llvm.cttz."+it.String(), it, it, types.I1), v, constant.NewBool(false))
		}
		return resInt(r, at), true
	case "__builtin_bswap16", "__builtin_bswap32", "__builtin_bswap64":
		if !need(1) {
			return nil, true
		}
		v := argAs(0, rt)
		it := v.Type().(*types.IntType)
		return c.fn.cur.NewCall(c.intrinsic("llvm.bswap."+it.String(), it, it), v), true
	case "__builtin_huge_val", "__builtin_huge_valf", "__builtin_huge_vall", "__builtin_inf", "__builtin_inff", "__builtin_infl":
		return floatConst(c.lowerType(rt).(*types.FloatType), math.Inf(1)), true
	case "__builtin_nan", "__builtin_nanf", "__builtin_nanl":
		return floatConst(c.lowerType(rt).(*types.FloatType), math.NaN()), true
	case "__builtin_isnan":
		if !need(1) {
			return nil, true
		}
		v := arg(0)
		return c.fn.cur.NewZExt(c.fn.cur.NewFCmp(enum.FPredUNO, v, v), types.I32), true
	case "__builtin_isinf", "__builtin_isinf_sign", "__builtin_isfinite", "__builtin_isnormal", "__builtin_fpclassify":
		return c.classify(name, x, args), true
	case "__builtin_signbit", "__builtin_signbitf", "__builtin_signbitl":
		if !need(1) {
			return nil, true
		}
		t := decayed(args[0].Type())
		slot := c.temporary(arg(0), t)
		top := c.byteOffset(slot.addr, t.Size()-1, p8)
		if t.Kind() == cc.LongDouble && t.Size() == 16 {
			top = c.byteOffset(slot.addr, 9, p8)
		}
		byt := c.fn.cur.NewLoad(types.I8, top)
		return c.fn.cur.NewZExt(c.fn.cur.NewICmp(enum.IPredSLT, byt, constant.NewInt(types.I8, 0)), types.I32), true
	case "__builtin_isgreater", "__builtin_isgreaterequal", "__builtin_isless", "__builtin_islessequal",
		"__builtin_islessgreater", "__builtin_isunordered":
		if !need(2) {
			return nil, true
		}
		ct := cc.UsualArithmeticConversions(decayed(args[0].Type()), decayed(args[1].Type()))
		a, bv := argAs(0, ct), argAs(1, ct)
		preds := map[string]enum.FPred{"__builtin_isgreater": enum.FPredOGT, "__builtin_isgreaterequal": enum.FPredOGE,
			"__builtin_isless": enum.FPredOLT, "__builtin_islessequal": enum.FPredOLE, "__builtin_islessgreater": enum.FPredONE,
			"__builtin_isunordered": enum.FPredUNO}
		return c.fn.cur.NewZExt(c.fn.cur.NewFCmp(preds[name], a, bv), types.I32), true
	case "__builtin_fabs", "__builtin_fabsf", "__builtin_fabsl":
		if !need(1) {
			return nil, true
		}
		v := argAs(0, rt)
		ft := v.Type()
		return c.fn.cur.NewCall(c.intrinsic("llvm.fabs."+floatSuffix(ft), ft, ft), v), true
	case "__builtin_va_arg_pack", "__builtin_va_arg_pack_len", "__builtin_apply", "__builtin_return_address", "__builtin_frame_address":
		c.fail(x, "%s", name)
		return constant.NewUndef(c.lowerType(decayed(rt))), true
	}
	if strings.HasPrefix(name, "__sync_") || strings.HasPrefix(name, "__atomic_") {
		c.fail(x, "atomic builtin %s", name)
		return constant.NewUndef(c.lowerType(decayed(rt))), true
	}
	// A library function under its __builtin_ name: call it by its own name.
	lib := strings.TrimPrefix(name, "__builtin_")
	if strings.HasSuffix(lib, "_chk") {
		return nil, false
	}
	p := x.PostfixExpression.(*cc.PrimaryExpression)
	if d, ok := p.ResolvedTo().(*cc.Declarator); ok {
		if ft, ok := d.Type().(*cc.FunctionType); ok {
			f := c.function(lib, ft)
			_ = f
			return c.callNamed(lib, ft, x, args), true
		}
	}
	return nil, false
}

// callNamed calls the function name of type ft with args.
func (c *compiler) callNamed(name string, ft *cc.FunctionType, x *cc.PostfixExpression, args []cc.ExpressionNode) value.Value {
	f := c.function(name, ft)
	var params []cc.Type
	for _, p := range ft.Parameters() {
		if p.Type().Kind() != cc.Void {
			params = append(params, p.Type().Decay())
		}
	}
	var vals []value.Value
	for i, a := range args {
		at := decayed(a.Type())
		to := c.promoteArg(at)
		if i < len(params) {
			to = params[i]
		}
		vals = append(vals, c.convert(c.rvalue(a), at, to))
	}
	var callee value.Value = f
	if !f.Sig.Variadic && len(vals) != len(f.Sig.Params) {
		var ts []types.Type
		for _, v := range vals {
			ts = append(ts, v.Type())
		}
		callee = c.coerce(f, types.NewPointer(types.NewFunc(f.Sig.RetType, ts...)))
	}
	call := c.fn.cur.NewCall(callee, vals...)
	if sameType(f.Sig.RetType, types.Void) {
		return nil
	}
	return call
}

func floatSuffix(t types.Type) string {
	switch t.(*types.FloatType).Kind {
	case types.FloatKindFloat:
		return "f32"
	case types.FloatKindDouble:
		return "f64"
	}
	return "f80"
}

// classify lowers isinf, isinf_sign, isfinite, isnormal and fpclassify with
// comparisons against the type's limits.
func (c *compiler) classify(name string, x *cc.PostfixExpression, args []cc.ExpressionNode) value.Value {
	vi := len(args) - 1
	if vi < 0 {
		c.fail(x, "%s without arguments", name)
		return i32(0)
	}
	v := c.rvalue(args[vi])
	ft := v.Type().(*types.FloatType)
	b := c.fn.cur
	abs := b.NewCall(c.intrinsic("llvm.fabs."+floatSuffix(ft), ft, ft), v)
	inf := constant.NewFloat(ft, math.Inf(1))
	var minNormal float64
	switch ft.Kind {
	case types.FloatKindFloat:
		minNormal = 0x1p-126
	case types.FloatKindDouble:
		minNormal = 0x1p-1022
	default:
		minNormal = 0 // x87 extended normals go below double's range; see below
	}
	isInf := b.NewFCmp(enum.FPredOEQ, abs, inf)
	isFinite := b.NewFCmp(enum.FPredOLT, abs, inf)
	var isNormal value.Value
	if minNormal > 0 {
		isNormal = b.NewAnd(isFinite, b.NewFCmp(enum.FPredOGE, abs, constant.NewFloat(ft, minNormal)))
	} else {
		isNormal = b.NewAnd(isFinite, b.NewFCmp(enum.FPredONE, abs, constant.NewFloat(ft, 0)))
	}
	zext := func(v value.Value) value.Value { return b.NewZExt(v, types.I32) }
	switch name {
	case "__builtin_isinf":
		return zext(isInf)
	case "__builtin_isfinite":
		return zext(isFinite)
	case "__builtin_isnormal":
		return zext(isNormal)
	case "__builtin_isinf_sign":
		neg := b.NewFCmp(enum.FPredOLT, v, constant.NewFloat(ft, 0))
		sign := b.NewSelect(neg, i32(-1), i32(1))
		return b.NewSelect(isInf, sign, i32(0))
	}
	// fpclassify(nan, infinite, normal, subnormal, zero, x)
	if len(args) < 6 {
		c.fail(x, "__builtin_fpclassify with %d arguments", len(args))
		return i32(0)
	}
	cls := make([]value.Value, 5)
	for i := range cls {
		cls[i] = c.convert(c.rvalue(args[i]), decayed(args[i].Type()), c.ast.Int)
	}
	b = c.fn.cur
	isZero := b.NewFCmp(enum.FPredOEQ, v, constant.NewFloat(ft, 0))
	isNaN := b.NewFCmp(enum.FPredUNO, v, v)
	r := b.NewSelect(isZero, cls[4], cls[3])
	r2 := b.NewSelect(isNormal, cls[2], r)
	r3 := b.NewSelect(isInf, cls[1], r2)
	return b.NewSelect(isNaN, cls[0], r3)
}

var _ = ir.NewParam
