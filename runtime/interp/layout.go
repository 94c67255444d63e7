// layout.go: the x86_64 (LLVM 14) data layout of IR types — sizes, alignments, field offsets — and how many register slots a value of each type takes.
package interp

import (
	"fmt"

	"github.com/llir/llvm/ir/types"
)

// The data layout is clang-14's for x86_64-linux:
// "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128".
// LLVM 14 has no i128 entry, so i128 (and every integer wider than 64 bits)
// is 8-byte aligned as the largest listed integer; clang pads its struct
// types explicitly where C wants 16.

// maxIntBits bounds integer widths (LLVM allows 2^23; clang uses a few
// hundred bits at most, for bitfield storage units).
const maxIntBits = 4096

// layout caches the size, alignment and slot count of each type: the compiler
// asks for them many times per type.
type layout struct {
	info map[types.Type]*typeInfo
}

// typeInfo is what the compiler needs to know about one type.
type typeInfo struct {
	size    uint64   // alloc size: the stride in arrays, what alloca reserves
	store   uint64   // store size: the bytes a load or store touches
	align   uint64   // ABI alignment
	slots   int      // register slots a value occupies
	offsets []uint64 // struct: byte offset of each field
	slotOff []int    // struct: first slot of each field
	err     error    // unsized or unsupported type
}

func newLayout() *layout { return &layout{info: map[types.Type]*typeInfo{}} }

func (l *layout) get(t types.Type) *typeInfo {
	if ti, ok := l.info[t]; ok {
		return ti
	}
	ti := &typeInfo{}
	// Guard against recursion through a struct that contains itself by value
	// (invalid IR, but the parser accepts it).
	l.info[t] = &typeInfo{err: fmt.Errorf("recursive type %s", t)}
	l.compute(t, ti)
	l.info[t] = ti
	return ti
}

func (l *layout) compute(t types.Type, ti *typeInfo) {
	switch t := t.(type) {
	case *types.IntType:
		bits := t.BitSize
		ti.store = (bits + 7) / 8
		switch {
		case bits <= 8:
			ti.align = 1
		case bits <= 16:
			ti.align = 2
		case bits <= 32:
			ti.align = 4
		default:
			ti.align = 8
		}
		ti.size = alignUp(ti.store, ti.align)
		ti.slots = words(bits)
		if bits > maxIntBits {
			ti.err = fmt.Errorf("integers wider than %d bits (%s) are not supported", maxIntBits, t)
		}
	case *types.FloatType:
		ti.slots = 1
		switch t.Kind {
		case types.FloatKindHalf:
			ti.size, ti.store, ti.align = 2, 2, 2
			ti.err = fmt.Errorf("half floats are not supported")
		case types.FloatKindFloat:
			ti.size, ti.store, ti.align = 4, 4, 4
		case types.FloatKindDouble:
			ti.size, ti.store, ti.align = 8, 8, 8
		case types.FloatKindX86_FP80:
			ti.size, ti.store, ti.align = 16, 10, 16
			ti.slots = 2 // significand, sign and exponent (see f80)
		case types.FloatKindFP128:
			ti.size, ti.store, ti.align = 16, 16, 16
		default:
			ti.size, ti.store, ti.align = 16, 16, 16
			ti.err = fmt.Errorf("%s is not supported", t)
		}
	case *types.PointerType:
		ti.size, ti.store, ti.align, ti.slots = 8, 8, 8, 1
	case *types.VectorType:
		if t.Scalable {
			ti.err = fmt.Errorf("scalable vectors are not supported")
			return
		}
		e := l.get(t.ElemType)
		if e.err != nil {
			ti.err = e.err
			return
		}
		var bits uint64
		if k, ok := floatKind(t.ElemType); ok && k == types.FloatKindX86_FP80 {
			ti.err = fmt.Errorf("vectors of x86_fp80 are not supported")
			return
		}
		if it, ok := t.ElemType.(*types.IntType); ok {
			bits = it.BitSize * t.Len
			if it.BitSize > 64 {
				ti.err = fmt.Errorf("vectors of %s are not supported", it)
			}
		} else {
			bits = e.store * 8 * t.Len
		}
		ti.store = (bits + 7) / 8
		ti.align = 1
		for ti.align < ti.store && ti.align < 64 {
			ti.align *= 2
		}
		ti.size = alignUp(ti.store, ti.align)
		ti.slots = int(t.Len)
	case *types.ArrayType:
		e := l.get(t.ElemType)
		if e.err != nil {
			ti.err = e.err
			return
		}
		ti.size = e.size * t.Len
		ti.store = ti.size
		ti.align = e.align
		ti.slots = e.slots * int(t.Len)
	case *types.StructType:
		if t.Opaque {
			ti.err = fmt.Errorf("opaque struct type %%%s has no size", t.TypeName)
			return
		}
		ti.align = 1
		var off uint64
		slot := 0
		for _, f := range t.Fields {
			fi := l.get(f)
			if fi.err != nil {
				ti.err = fi.err
				return
			}
			a := fi.align
			if t.Packed {
				a = 1
			}
			off = alignUp(off, a)
			ti.offsets = append(ti.offsets, off)
			ti.slotOff = append(ti.slotOff, slot)
			off += fi.size
			slot += fi.slots
			if a > ti.align {
				ti.align = a
			}
		}
		ti.size = alignUp(off, ti.align)
		ti.store = ti.size
		ti.slots = slot
	case *types.VoidType:
		ti.slots = 0
	case *types.LabelType, *types.MetadataType, *types.TokenType:
		ti.slots = 1
		ti.err = fmt.Errorf("type %s has no size", t)
	default:
		ti.slots = 1
		ti.err = fmt.Errorf("type %s is not supported", t)
	}
}

func alignUp(n, a uint64) uint64 {
	if a <= 1 {
		return n
	}
	return (n + a - 1) / a * a
}

// elemType is the element type of an array or vector type.
func elemType(t types.Type) types.Type {
	switch t := t.(type) {
	case *types.ArrayType:
		return t.ElemType
	case *types.VectorType:
		return t.ElemType
	}
	return nil
}

// aggregatePart returns the type of the part at index idx of an aggregate
// type, with the part's first slot and byte offset inside the aggregate.
func (l *layout) aggregatePart(t types.Type, idx uint64) (types.Type, int, uint64, error) {
	switch t := t.(type) {
	case *types.StructType:
		ti := l.get(t)
		if ti.err != nil {
			return nil, 0, 0, ti.err
		}
		if idx >= uint64(len(t.Fields)) {
			return nil, 0, 0, fmt.Errorf("field %d of %s out of range", idx, t)
		}
		return t.Fields[idx], ti.slotOff[idx], ti.offsets[idx], nil
	case *types.ArrayType, *types.VectorType:
		e := elemType(t)
		ei := l.get(e)
		if ei.err != nil {
			return nil, 0, 0, ei.err
		}
		return e, int(idx) * ei.slots, idx * ei.size, nil
	}
	return nil, 0, 0, fmt.Errorf("%s is not an aggregate type", t)
}

// scalarLeaves lists the scalar types that make up t in slot order, with the
// byte offset of each in memory. Vectors of sub-byte integers have no byte
// offsets per element and are reported by ok=false.
func (l *layout) scalarLeaves(t types.Type, base uint64, out []leaf) ([]leaf, bool) {
	switch tt := t.(type) {
	case *types.StructType:
		ti := l.get(tt)
		for i, f := range tt.Fields {
			var ok bool
			if out, ok = l.scalarLeaves(f, base+ti.offsets[i], out); !ok {
				return out, false
			}
		}
		return out, true
	case *types.ArrayType:
		ei := l.get(tt.ElemType)
		for i := uint64(0); i < tt.Len; i++ {
			var ok bool
			if out, ok = l.scalarLeaves(tt.ElemType, base+i*ei.size, out); !ok {
				return out, false
			}
		}
		return out, true
	case *types.VectorType:
		if it, ok := tt.ElemType.(*types.IntType); ok && it.BitSize%8 != 0 {
			return out, false
		}
		ei := l.get(tt.ElemType)
		for i := uint64(0); i < tt.Len; i++ {
			out = append(out, leaf{typ: tt.ElemType, off: base + i*ei.store})
		}
		return out, true
	case *types.FloatType:
		if tt.Kind == types.FloatKindX86_FP80 {
			// Its two slots are the bytes of its memory format.
			return append(out, leaf{typ: types.I64, off: base}, leaf{typ: types.I16, off: base + 8}), true
		}
	case *types.IntType:
		if tt.BitSize > 64 {
			// One slot per 64-bit word, the last one narrower.
			for rest, off := tt.BitSize, base; rest > 0; rest, off = rest-64, off+8 {
				if rest >= 64 {
					out = append(out, leaf{typ: types.I64, off: off})
				} else {
					out = append(out, leaf{typ: &types.IntType{BitSize: rest}, off: off})
					break
				}
			}
			return out, true
		}
	}
	return append(out, leaf{typ: t, off: base}), true
}

// leaf is one scalar part of a value in memory.
type leaf struct {
	typ types.Type
	off uint64
}

// intBits is the bit width of an integer type, 64 for pointers, 0 otherwise.
func intBits(t types.Type) uint64 {
	switch t := t.(type) {
	case *types.IntType:
		return t.BitSize
	case *types.PointerType:
		return 64
	}
	return 0
}

// maskOf is the mask keeping the low bits of a w-bit integer (w <= 64).
func maskOf(w uint64) uint64 {
	if w >= 64 {
		return ^uint64(0)
	}
	return 1<<w - 1
}

// floatKind returns the float kind of t and whether t is a float type.
func floatKind(t types.Type) (types.FloatKind, bool) {
	if ft, ok := t.(*types.FloatType); ok {
		return ft.Kind, true
	}
	return 0, false
}

// scalarOf is the element type of a vector, or t itself.
func scalarOf(t types.Type) types.Type {
	if v, ok := t.(*types.VectorType); ok {
		return v.ElemType
	}
	return t
}

// vecLen is the number of lanes of a vector type, 1 for scalars.
func vecLen(t types.Type) int {
	if v, ok := t.(*types.VectorType); ok {
		return int(v.Len)
	}
	return 1
}
