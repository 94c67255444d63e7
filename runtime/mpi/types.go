// Predefined datatypes and reduction operations, independent of any ABI.
package mpi

// TypeClass says which reduction operations apply to a basic datatype and
// how its bytes are interpreted.
type TypeClass uint8

const (
	ClassSigned   TypeClass = iota + 1 // C signed integers (and char)
	ClassUnsigned                      // C unsigned integers
	ClassFloat                         // float, double, long double
	ClassComplex                       // C complex types: two floats per element
	ClassBool                          // C _Bool: logical ops only
	ClassByte                          // MPI_BYTE, MPI_PACKED: bitwise ops only
	ClassPair                          // value-index pairs for MINLOC/MAXLOC
)

// Basic describes one predefined datatype.
type Basic struct {
	Name   string // "MPI_DOUBLE"
	Size   int    // MPI_Type_size: bytes of data
	Extent int    // MPI_Type_get_extent: sizeof the C type, padding included
	Class  TypeClass
	// Elem is the size of one arithmetic value: the whole type for integers
	// and floats, one part of a complex, the value of a pair.
	Elem int
	// ValueClass is the class of a pair's value (ClassSigned or ClassFloat);
	// IndexOff the offset of the pair's int index in the C struct.
	ValueClass TypeClass
	IndexOff   int
}

// Blocks returns the byte runs {offset, length} that hold data in one
// element of b (pairs have padding between value and index).
func (b *Basic) Blocks() [][2]int {
	if b.Class == ClassPair && b.IndexOff != b.Elem {
		return [][2]int{{0, b.Elem}, {b.IndexOff, 4}}
	}
	return [][2]int{{0, b.Size}}
}

// Basics is every predefined C datatype; aliases (MPI_LONG_LONG,
// MPI_C_COMPLEX) resolve through BasicByName.
var Basics = []Basic{
	{Name: "MPI_CHAR", Size: 1, Extent: 1, Class: ClassSigned, Elem: 1},
	{Name: "MPI_SIGNED_CHAR", Size: 1, Extent: 1, Class: ClassSigned, Elem: 1},
	{Name: "MPI_UNSIGNED_CHAR", Size: 1, Extent: 1, Class: ClassUnsigned, Elem: 1},
	{Name: "MPI_BYTE", Size: 1, Extent: 1, Class: ClassByte, Elem: 1},
	{Name: "MPI_PACKED", Size: 1, Extent: 1, Class: ClassByte, Elem: 1},
	{Name: "MPI_WCHAR", Size: 4, Extent: 4, Class: ClassSigned, Elem: 4},
	{Name: "MPI_SHORT", Size: 2, Extent: 2, Class: ClassSigned, Elem: 2},
	{Name: "MPI_UNSIGNED_SHORT", Size: 2, Extent: 2, Class: ClassUnsigned, Elem: 2},
	{Name: "MPI_INT", Size: 4, Extent: 4, Class: ClassSigned, Elem: 4},
	{Name: "MPI_UNSIGNED", Size: 4, Extent: 4, Class: ClassUnsigned, Elem: 4},
	{Name: "MPI_LONG", Size: 8, Extent: 8, Class: ClassSigned, Elem: 8},
	{Name: "MPI_UNSIGNED_LONG", Size: 8, Extent: 8, Class: ClassUnsigned, Elem: 8},
	{Name: "MPI_LONG_LONG_INT", Size: 8, Extent: 8, Class: ClassSigned, Elem: 8},
	{Name: "MPI_UNSIGNED_LONG_LONG", Size: 8, Extent: 8, Class: ClassUnsigned, Elem: 8},
	{Name: "MPI_FLOAT", Size: 4, Extent: 4, Class: ClassFloat, Elem: 4},
	{Name: "MPI_DOUBLE", Size: 8, Extent: 8, Class: ClassFloat, Elem: 8},
	{Name: "MPI_LONG_DOUBLE", Size: 16, Extent: 16, Class: ClassFloat, Elem: 16},
	{Name: "MPI_INT8_T", Size: 1, Extent: 1, Class: ClassSigned, Elem: 1},
	{Name: "MPI_UINT8_T", Size: 1, Extent: 1, Class: ClassUnsigned, Elem: 1},
	{Name: "MPI_INT16_T", Size: 2, Extent: 2, Class: ClassSigned, Elem: 2},
	{Name: "MPI_UINT16_T", Size: 2, Extent: 2, Class: ClassUnsigned, Elem: 2},
	{Name: "MPI_INT32_T", Size: 4, Extent: 4, Class: ClassSigned, Elem: 4},
	{Name: "MPI_UINT32_T", Size: 4, Extent: 4, Class: ClassUnsigned, Elem: 4},
	{Name: "MPI_INT64_T", Size: 8, Extent: 8, Class: ClassSigned, Elem: 8},
	{Name: "MPI_UINT64_T", Size: 8, Extent: 8, Class: ClassUnsigned, Elem: 8},
	{Name: "MPI_AINT", Size: 8, Extent: 8, Class: ClassSigned, Elem: 8},
	{Name: "MPI_OFFSET", Size: 8, Extent: 8, Class: ClassSigned, Elem: 8},
	{Name: "MPI_COUNT", Size: 8, Extent: 8, Class: ClassSigned, Elem: 8},
	{Name: "MPI_C_BOOL", Size: 1, Extent: 1, Class: ClassBool, Elem: 1},
	{Name: "MPI_C_FLOAT_COMPLEX", Size: 8, Extent: 8, Class: ClassComplex, Elem: 4},
	{Name: "MPI_C_DOUBLE_COMPLEX", Size: 16, Extent: 16, Class: ClassComplex, Elem: 8},
	{Name: "MPI_C_LONG_DOUBLE_COMPLEX", Size: 32, Extent: 32, Class: ClassComplex, Elem: 16},
	// struct { float; int }, { double; int }, { long; int }, { short; int }, { int; int }, { long double; int }
	{Name: "MPI_FLOAT_INT", Size: 8, Extent: 8, Class: ClassPair, Elem: 4, ValueClass: ClassFloat, IndexOff: 4},
	{Name: "MPI_DOUBLE_INT", Size: 12, Extent: 16, Class: ClassPair, Elem: 8, ValueClass: ClassFloat, IndexOff: 8},
	{Name: "MPI_LONG_INT", Size: 12, Extent: 16, Class: ClassPair, Elem: 8, ValueClass: ClassSigned, IndexOff: 8},
	{Name: "MPI_SHORT_INT", Size: 6, Extent: 8, Class: ClassPair, Elem: 2, ValueClass: ClassSigned, IndexOff: 4},
	{Name: "MPI_2INT", Size: 8, Extent: 8, Class: ClassPair, Elem: 4, ValueClass: ClassSigned, IndexOff: 4},
	{Name: "MPI_LONG_DOUBLE_INT", Size: 20, Extent: 32, Class: ClassPair, Elem: 16, ValueClass: ClassFloat, IndexOff: 16},
}

var basicAliases = map[string]string{
	"MPI_LONG_LONG": "MPI_LONG_LONG_INT",
	"MPI_C_COMPLEX": "MPI_C_FLOAT_COMPLEX",
}

// BasicByName returns the predefined datatype called name.
func BasicByName(name string) (*Basic, bool) {
	if a, ok := basicAliases[name]; ok {
		name = a
	}
	for i := range Basics {
		if Basics[i].Name == name {
			return &Basics[i], true
		}
	}
	return nil, false
}

// Op is a predefined reduction operation.
type Op uint8

const (
	OpNull Op = iota
	OpMax
	OpMin
	OpSum
	OpProd
	OpLand
	OpBand
	OpLor
	OpBor
	OpLxor
	OpBxor
	OpMaxloc
	OpMinloc
	OpReplace
	OpNoOp
)

var opNames = [...]string{"MPI_OP_NULL", "MPI_MAX", "MPI_MIN", "MPI_SUM", "MPI_PROD", "MPI_LAND",
	"MPI_BAND", "MPI_LOR", "MPI_BOR", "MPI_LXOR", "MPI_BXOR", "MPI_MAXLOC", "MPI_MINLOC",
	"MPI_REPLACE", "MPI_NO_OP"}

func (o Op) String() string {
	if int(o) < len(opNames) {
		return opNames[o]
	}
	return "MPI_Op?"
}

// OpByName returns the predefined op whose handle is called name ("MPI_SUM").
func OpByName(name string) (Op, bool) {
	for i, n := range opNames {
		if n == name {
			return Op(i), true
		}
	}
	return OpNull, false
}

// Applies reports whether the MPI standard allows op on datatypes of class c
// (MPI-3.1 §5.9.2).
func (o Op) Applies(c TypeClass) bool {
	switch o {
	case OpMax, OpMin:
		return c == ClassSigned || c == ClassUnsigned || c == ClassFloat
	case OpSum, OpProd:
		return c == ClassSigned || c == ClassUnsigned || c == ClassFloat || c == ClassComplex
	case OpLand, OpLor, OpLxor:
		return c == ClassSigned || c == ClassUnsigned || c == ClassBool
	case OpBand, OpBor, OpBxor:
		return c == ClassSigned || c == ClassUnsigned || c == ClassByte
	case OpMaxloc, OpMinloc:
		return c == ClassPair
	case OpReplace, OpNoOp:
		return true
	}
	return false
}
