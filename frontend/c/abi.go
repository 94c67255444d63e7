// The x86-64 SysV calling convention for structs and unions passed to or returned from functions defined outside the unit (libc's div, ldiv), as clang-14 lowers it.
package c

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	"modernc.org/cc/v4"
)

// Inside the unit, aggregates travel whole as LLVM values: the interpreter
// passes them as such and both ends agree. A function defined elsewhere
// (the interpreter's libc) expects what clang emits for the C ABI: an
// aggregate of at most 16 bytes split into one or two eightbytes, each an
// integer or a floating value, and a larger one in memory (sret for a
// result, a byval pointer for an argument).

// abiParts is how an aggregate of type t travels: its eightbytes' LLVM types,
// or inMemory when it goes through memory.
func (c *compiler) abiParts(t cc.Type) (parts []types.Type, inMemory bool) {
	size := c.typeSize(t)
	if size <= 0 || size > 16 {
		return nil, true
	}
	n := (size + 7) / 8
	// Each eightbyte is floating only if every scalar overlapping it is.
	type scalar struct {
		off, size int64
		kind      cc.Kind
	}
	var scalars []scalar
	memory := false
	var walk func(t cc.Type, off int64)
	walk = func(t cc.Type, off int64) {
		switch t.Kind() {
		case cc.Struct, cc.Union:
			var nf int
			var field func(int) *cc.Field
			switch x := t.(type) {
			case *cc.StructType:
				nf, field = x.NumFields(), x.FieldByIndex
			case *cc.UnionType:
				nf, field = x.NumFields(), x.FieldByIndex
			}
			for i := 0; i < nf; i++ {
				f := field(i)
				pos := c.fieldPos(f)
				if f.IsBitfield() {
					scalars = append(scalars, scalar{off + pos.off, pos.unit, cc.Int})
					continue
				}
				if c.typeSize(f.Type()) > 0 && (off+pos.off)%int64(max(c.typeAlign(f.Type()), 1)) != 0 {
					memory = true // unaligned member: in memory (SysV 3.2.3)
				}
				walk(f.Type(), off+pos.off)
			}
		case cc.Array:
			at := t.(*cc.ArrayType)
			es := c.typeSize(at.Elem())
			for i := int64(0); i < at.Len() && es > 0; i++ {
				walk(at.Elem(), off+i*es)
			}
		case cc.LongDouble, cc.Int128, cc.UInt128:
			memory = true
		default:
			if t.Size() > 0 {
				scalars = append(scalars, scalar{off, t.Size(), t.Kind()})
			}
		}
	}
	walk(t, 0)
	if memory {
		return nil, true
	}
	for i := int64(0); i < n; i++ {
		lo, hi := 8*i, min(8*i+8, size)
		isInt, doubles, floats := false, 0, 0
		var first *scalar
		dataEnd := lo
		for k := range scalars {
			sc := &scalars[k]
			if sc.off >= hi || sc.off+sc.size <= lo {
				continue
			}
			switch sc.kind {
			case cc.Double:
				doubles++
			case cc.Float:
				floats++
			default:
				isInt = true
			}
			if sc.off == lo && (first == nil || sc.size > first.size) {
				first = sc
			}
			dataEnd = max(dataEnd, min(sc.off+sc.size, hi))
		}
		switch {
		case isInt || doubles == 0 && floats == 0:
			// clang's GetINTEGERTypeAtOffset: the scalar at the start when
			// only padding follows it, else the bytes left, up to 8.
			if first != nil && first.size < 8 && lo+first.size >= dataEnd {
				parts = append(parts, types.NewInt(uint64(first.size*8)))
			} else {
				parts = append(parts, types.NewInt(uint64((hi-lo)*8)))
			}
		case doubles > 0:
			parts = append(parts, types.Double)
		case floats == 1:
			parts = append(parts, types.Float)
		default:
			parts = append(parts, types.NewVector(2, types.Float))
		}
	}
	return parts, false
}

// usesABI reports whether calls of ft pass or return an aggregate.
func usesABI(ft *cc.FunctionType) bool {
	if isStructOrUnion(ft.Result()) {
		return true
	}
	for _, p := range ft.Parameters() {
		if isStructOrUnion(p.Type()) {
			return true
		}
	}
	return false
}

func isStructOrUnion(t cc.Type) bool { return t.Kind() == cc.Struct || t.Kind() == cc.Union }

// abiFunction declares the external function name with its C-ABI signature,
// once; the flag tells whether its result comes back through an sret
// pointer.
func (c *compiler) abiFunction(name string, ft *cc.FunctionType) (*ir.Func, bool) {
	var params []*ir.Param
	ret := c.lowerType(ft.Result())
	sret := false
	if isStructOrUnion(ft.Result()) {
		parts, mem := c.abiParts(ft.Result())
		switch {
		case mem:
			p := ir.NewParam("", types.NewPointer(ret))
			p.Attrs = append(p.Attrs, ir.SRet{Typ: ret})
			params = append(params, p)
			ret, sret = types.Void, true
		case len(parts) == 1:
			ret = parts[0]
		default:
			ret = types.NewStruct(parts...)
		}
	}
	for _, p := range ft.Parameters() {
		pt := p.Type()
		if pt.Kind() == cc.Void {
			continue
		}
		if !isStructOrUnion(pt) {
			params = append(params, ir.NewParam("", c.lowerType(pt.Decay())))
			continue
		}
		lt := c.lowerType(pt)
		parts, mem := c.abiParts(pt)
		if mem {
			q := ir.NewParam("", types.NewPointer(lt))
			q.Attrs = append(q.Attrs, ir.Byval{Typ: lt})
			params = append(params, q)
			continue
		}
		for _, part := range parts {
			params = append(params, ir.NewParam("", part))
		}
	}
	if f := c.funcs[name]; f != nil {
		return f, sret
	}
	f := c.m.NewFunc(name, ret, params...)
	f.Sig.Variadic = ft.IsVariadic()
	c.funcs[name] = f
	c.names[name] = true
	return f, sret
}

// abiCall calls the external function name of type ft with the C ABI and
// returns its result as the LLVM value of the C result type.
func (c *compiler) abiCall(name string, ft *cc.FunctionType, args []cc.ExpressionNode) value.Value {
	f, sret := c.abiFunction(name, ft)
	var params []cc.Type
	for _, p := range ft.Parameters() {
		if p.Type().Kind() != cc.Void {
			params = append(params, p.Type().Decay())
		}
	}
	rt := ft.Result()
	var vals []value.Value
	var result value.Value
	if sret {
		result = c.alloca(c.lowerType(rt), c.typeAlign(rt), "sret")
		vals = append(vals, result)
	}
	for i, a := range args {
		at := decayed(a.Type())
		to := c.promoteArg(at)
		if i < len(params) {
			to = params[i]
		}
		if !isStructOrUnion(to) {
			vals = append(vals, c.convert(c.rvalue(a), at, to))
			continue
		}
		tmp := c.temporary(c.coerce(c.rvalue(a), c.lowerType(to)), to)
		parts, mem := c.abiParts(to)
		if mem {
			vals = append(vals, tmp.addr)
			continue
		}
		st := types.NewStruct(parts...)
		p := c.coerce(tmp.addr, types.NewPointer(st))
		for j, part := range parts {
			g := c.fn.cur.NewGetElementPtr(st, p, i32(0), i32(int64(j)))
			vals = append(vals, c.fn.cur.NewLoad(part, g))
		}
	}
	call := c.fn.cur.NewCall(f, vals...)
	switch {
	case sret:
		return c.fn.cur.NewLoad(c.lowerType(rt), result)
	case isStructOrUnion(rt):
		// The parts land in a slot of their own type (it may be larger
		// than the C type: {i64, i32} for 12 bytes), read back as the C type.
		tmp := c.alloca(call.Type(), 8, "abi.ret")
		c.fn.cur.NewStore(call, tmp)
		return c.fn.cur.NewLoad(c.lowerType(rt), c.coerce(tmp, types.NewPointer(c.lowerType(rt))))
	case rt.Kind() == cc.Void:
		return nil
	}
	return call
}
