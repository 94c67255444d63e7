// ABI: how MPI handles, constants and MPI_Status look in a compiled program, per MPI library.
package mpi

import "strings"

// Family names an MPI implementation whose binary interface programs are
// compiled against.
type Family uint8

const (
	OpenMPI Family = iota + 1 // handles are addresses of external globals (ompi_mpi_*)
	MPICH                     // handles are 32-bit integers
)

func (f Family) String() string {
	switch f {
	case OpenMPI:
		return "Open MPI"
	case MPICH:
		return "MPICH"
	}
	return "unknown MPI"
}

// HandleKind is the type of an MPI handle.
type HandleKind uint8

const (
	HandleComm HandleKind = iota + 1
	HandleDatatype
	HandleOp
	HandleRequest
	HandleGroup
	HandleErrhandler
	HandleInfo
	HandleMessage
)

var handleKindNames = [...]string{"", "communicator", "datatype", "op", "request", "group",
	"error handler", "info", "message"}

func (k HandleKind) String() string {
	if int(k) < len(handleKindNames) && k > 0 {
		return handleKindNames[k]
	}
	return "handle?"
}

// Handle is one predefined handle (MPI_COMM_WORLD, MPI_INT, MPI_SUM, ...).
type Handle struct {
	Name string // the C macro: "MPI_INT"
	Kind HandleKind
	// Open MPI: the handle is the address of this external global, of Size bytes.
	Global string
	Size   int
	// MPICH: the handle's integer value.
	Value uint32
}

// StatusLayout gives the byte offsets of MPI_Status fields; -1 when absent.
type StatusLayout struct {
	Size      int // sizeof(MPI_Status)
	Source    int
	Tag       int
	Error     int
	CountLo   int // Open MPI: size_t _ucount (8 bytes); MPICH: int count_lo
	CountHi   int // MPICH: count_hi_and_cancelled (bit 0 = cancelled, rest = count>>31); Open MPI: -1
	Cancelled int // Open MPI: int _cancelled; MPICH: -1 (in CountHi)
}

// ErrorCodes are the ABI's values of the MPI error classes the simulator raises.
type ErrorCodes struct {
	Success, Buffer, Count, Type, Tag, Comm, Rank, Root, Group, Op, Topology, Dims,
	Arg, Unknown, Truncate, Other, Intern, InStatus, Pending, Request int32
}

// ABI is everything about an MPI library's binary interface that a host
// needs to run a program compiled against its mpi.h.
type ABI struct {
	Family Family
	Name   string // "Open MPI 4.1", "MPICH 4.0"
	// HandleBytes is sizeof(MPI_Comm) (= sizeof of every handle type): 8 for
	// pointers, 4 for ints. Arrays of requests and MPI_Comm * outputs use it.
	HandleBytes int
	AnySource   int32
	AnyTag      int32
	ProcNull    int32
	Root        int32 // MPI_ROOT (intercommunicators)
	Undefined   int32
	// Pointer constants as the program sees them.
	InPlace        uint64 // MPI_IN_PLACE
	Bottom         uint64 // MPI_BOTTOM
	StatusIgnore   uint64 // MPI_STATUS_IGNORE
	StatusesIgnore uint64 // MPI_STATUSES_IGNORE
	Status         StatusLayout
	Errors         ErrorCodes
	// MaxProcessorName and MaxErrorString bound the strings written by
	// MPI_Get_processor_name and MPI_Error_string.
	MaxProcessorName     int
	MaxErrorString       int
	TagUB                int32 // value of the MPI_TAG_UB attribute
	KeyvalTagUB          int32 // the MPI_TAG_UB keyval constant
	KeyvalWtimeIsGlobal  int32
	OrderC, OrderFortran int32    // MPI_ORDER_C, MPI_ORDER_FORTRAN
	TopoCart             int32    // MPI_CART, as MPI_Topo_test reports it
	CommTypeShared       int32    // MPI_COMM_TYPE_SHARED
	Version              [2]int32 // MPI_Get_version
	LibraryVersion       string
	Handles              []Handle
}

// Handle returns the predefined handle called name ("MPI_COMM_WORLD").
func (a ABI) Handle(name string) (Handle, bool) {
	for _, h := range a.Handles {
		if h.Name == name {
			return h, true
		}
	}
	return Handle{}, false
}

// ExternalGlobals returns, for Open MPI, the size of every predefined
// handle global; nil for MPICH, whose handles are plain integers.
func (a ABI) ExternalGlobals() map[string]int {
	if a.Family != OpenMPI {
		return nil
	}
	m := map[string]int{}
	for _, h := range a.Handles {
		m[h.Global] = h.Size
	}
	return m
}

// DetectABI decides which MPI a module was compiled against from the names
// of the external globals it references: Open MPI's mpi.h turns every
// predefined handle into the address of an ompi_mpi_* (or ompi_request_null,
// ompi_message_*) global, MPICH's into an integer constant.
func DetectABI(externalGlobalNames []string) ABI {
	for _, n := range externalGlobalNames {
		if strings.HasPrefix(n, "ompi_mpi_") || strings.HasPrefix(n, "ompi_request_") || strings.HasPrefix(n, "ompi_message_") {
			return OpenMPI41()
		}
	}
	return MPICH4()
}
