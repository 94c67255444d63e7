// Reductions: the predefined MPI operations on packed buffers of every basic datatype.
package sim

import (
	"fmt"
	"math"
	"unsafe"

	"github.com/mpiskel/mpiskel/runtime/mpi"
)

// reduceInto computes inout[i] = in[i] op inout[i] over packed values of
// basic type b, the order of MPI_User_function (MPI-3.1 §5.9.5): in holds
// the contribution of the lower ranks. Packed buffers are little-endian,
// the byte order of every host this runs on.
func reduceInto(op mpi.Op, b *mpi.Basic, in, inout []byte) error {
	if len(in) != len(inout) {
		return fmt.Errorf("reduction buffers differ in size (%d and %d bytes)", len(in), len(inout))
	}
	if len(in) == 0 || op == mpi.OpNoOp {
		return nil
	}
	if op == mpi.OpReplace {
		copy(inout, in)
		return nil
	}
	if !op.Applies(b.Class) {
		return fmt.Errorf("%s is not defined for %s", op, b.Name)
	}
	switch b.Class {
	case mpi.ClassSigned, mpi.ClassBool:
		switch b.Elem {
		case 1:
			return intOp(op, view[int8](in), view[int8](inout))
		case 2:
			return intOp(op, view[int16](in), view[int16](inout))
		case 4:
			return intOp(op, view[int32](in), view[int32](inout))
		case 8:
			return intOp(op, view[int64](in), view[int64](inout))
		}
	case mpi.ClassUnsigned, mpi.ClassByte:
		switch b.Elem {
		case 1:
			return intOp(op, view[uint8](in), view[uint8](inout))
		case 2:
			return intOp(op, view[uint16](in), view[uint16](inout))
		case 4:
			return intOp(op, view[uint32](in), view[uint32](inout))
		case 8:
			return intOp(op, view[uint64](in), view[uint64](inout))
		}
	case mpi.ClassFloat:
		switch b.Elem {
		case 4:
			return floatOp(op, view[float32](in), view[float32](inout))
		case 8:
			return floatOp(op, view[float64](in), view[float64](inout))
		}
	case mpi.ClassComplex:
		switch b.Elem {
		case 4:
			return complexOp(op, view[complex64](in), view[complex64](inout))
		case 8:
			return complexOp(op, view[complex128](in), view[complex128](inout))
		}
	case mpi.ClassPair:
		return pairOp(op, b, in, inout)
	}
	return fmt.Errorf("%s on %s (%d-byte values) is not supported by the simulator", op, b.Name, b.Elem)
}

// view reinterprets a packed buffer as a slice of T.
func view[T any](b []byte) []T {
	var z T
	n := len(b) / int(unsafe.Sizeof(z))
	if n == 0 {
		return nil
	}
	return unsafe.Slice((*T)(unsafe.Pointer(&b[0])), n)
}

type integer interface {
	~int8 | ~int16 | ~int32 | ~int64 | ~uint8 | ~uint16 | ~uint32 | ~uint64
}

func boolOf[T integer](v T) bool { return v != 0 }

func fromBool[T integer](b bool) T {
	if b {
		return 1
	}
	return 0
}

func intOp[T integer](op mpi.Op, in, io []T) error {
	switch op {
	case mpi.OpSum:
		for i := range io {
			io[i] = in[i] + io[i]
		}
	case mpi.OpProd:
		for i := range io {
			io[i] = in[i] * io[i]
		}
	case mpi.OpMax:
		for i := range io {
			if in[i] > io[i] {
				io[i] = in[i]
			}
		}
	case mpi.OpMin:
		for i := range io {
			if in[i] < io[i] {
				io[i] = in[i]
			}
		}
	case mpi.OpLand:
		for i := range io {
			io[i] = fromBool[T](boolOf(in[i]) && boolOf(io[i]))
		}
	case mpi.OpLor:
		for i := range io {
			io[i] = fromBool[T](boolOf(in[i]) || boolOf(io[i]))
		}
	case mpi.OpLxor:
		for i := range io {
			io[i] = fromBool[T](boolOf(in[i]) != boolOf(io[i]))
		}
	case mpi.OpBand:
		for i := range io {
			io[i] = in[i] & io[i]
		}
	case mpi.OpBor:
		for i := range io {
			io[i] = in[i] | io[i]
		}
	case mpi.OpBxor:
		for i := range io {
			io[i] = in[i] ^ io[i]
		}
	default:
		return fmt.Errorf("%s is not defined for integers", op)
	}
	return nil
}

func floatOp[T float32 | float64](op mpi.Op, in, io []T) error {
	switch op {
	case mpi.OpSum:
		for i := range io {
			io[i] = in[i] + io[i]
		}
	case mpi.OpProd:
		for i := range io {
			io[i] = in[i] * io[i]
		}
	case mpi.OpMax:
		// Open MPI: inout = (inout > in) ? inout : in.
		for i := range io {
			if !(io[i] > in[i]) {
				io[i] = in[i]
			}
		}
	case mpi.OpMin:
		for i := range io {
			if !(io[i] < in[i]) {
				io[i] = in[i]
			}
		}
	default:
		return fmt.Errorf("%s is not defined for floating point", op)
	}
	return nil
}

func complexOp[T complex64 | complex128](op mpi.Op, in, io []T) error {
	switch op {
	case mpi.OpSum:
		for i := range io {
			io[i] = in[i] + io[i]
		}
	case mpi.OpProd:
		for i := range io {
			io[i] = in[i] * io[i]
		}
	default:
		return fmt.Errorf("%s is not defined for complex numbers", op)
	}
	return nil
}

// pairOp is MAXLOC/MINLOC on packed (value, int index) pairs: the better
// value wins, and on equal values the smaller index (MPI-3.1 §5.9.4).
func pairOp(op mpi.Op, b *mpi.Basic, in, io []byte) error {
	sz := b.Size
	val := func(p []byte) float64 {
		switch {
		case b.ValueClass == mpi.ClassFloat && b.Elem == 4:
			return float64(math.Float32frombits(le32(p)))
		case b.ValueClass == mpi.ClassFloat && b.Elem == 8:
			return math.Float64frombits(le64(p))
		case b.Elem == 2:
			return float64(int16(uint16(p[0]) | uint16(p[1])<<8))
		case b.Elem == 4:
			return float64(int32(le32(p)))
		}
		return 0
	}
	// 8-byte integer values compare exactly, not through float64.
	ival := func(p []byte) int64 { return int64(le64(p)) }
	if b.ValueClass == mpi.ClassFloat && b.Elem == 16 {
		return fmt.Errorf("%s on %s is not supported by the simulator", op, b.Name)
	}
	for off := 0; off+sz <= len(io); off += sz {
		x, y := in[off:off+sz], io[off:off+sz]
		xi, yi := int32(le32(x[b.Elem:])), int32(le32(y[b.Elem:]))
		var cmp int
		if b.ValueClass == mpi.ClassSigned && b.Elem == 8 {
			a, c := ival(x), ival(y)
			cmp = compare(a, c)
		} else {
			cmp = compare(val(x), val(y))
		}
		if op == mpi.OpMinloc {
			cmp = -cmp
		}
		switch {
		case cmp > 0:
			copy(y, x)
		case cmp == 0 && xi < yi:
			copy(y[b.Elem:], x[b.Elem:b.Elem+4])
		}
	}
	return nil
}

func compare[T int64 | float64](a, b T) int {
	switch {
	case a > b:
		return 1
	case a < b:
		return -1
	}
	return 0
}

func le32(p []byte) uint32 {
	return uint32(p[0]) | uint32(p[1])<<8 | uint32(p[2])<<16 | uint32(p[3])<<24
}

func le64(p []byte) uint64 { return uint64(le32(p)) | uint64(le32(p[4:]))<<32 }
