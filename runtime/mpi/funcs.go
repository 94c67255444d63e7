// Package mpi describes the MPI API as data: every function's C prototype,
// the role each argument plays and the kind of operation it is, plus the two
// binary interfaces (Open MPI 4.1 and MPICH) that C programs are compiled
// against. It is the one source of truth shared by slicing, the interpreter's
// host, the simulator, the tracer and the generated PMPI wrappers, so that
// none of them keeps its own list of MPI names.
package mpi

import "sort"

// Kind classifies an MPI function by what it does to the program's
// communication behaviour.
type Kind uint8

const (
	KindEnv                   Kind = iota + 1 // environment: Init, Finalize, Abort, error handling, memory
	KindQuery                                 // local queries: rank, size, time, status counts
	KindP2P                                   // blocking point-to-point
	KindP2PNonblocking                        // non-blocking point-to-point (returns a request)
	KindPersistent                            // persistent requests and Start
	KindProbe                                 // message probes
	KindCompletion                            // Wait*/Test* and request management
	KindCollective                            // blocking collectives
	KindCollectiveNonblocking                 // non-blocking collectives (MPI-3)
	KindCommMgmt                              // communicator creation and destruction
	KindGroup                                 // groups (local)
	KindTopology                              // Cartesian topology queries (local)
	KindDatatype                              // derived datatypes, pack/unpack
	KindOp                                    // reduction operations
)

var kindNames = [...]string{"", "env", "query", "p2p", "p2p-nonblocking", "persistent", "probe",
	"completion", "collective", "collective-nonblocking", "comm-mgmt", "group", "topology", "datatype", "op"}

func (k Kind) String() string {
	if int(k) < len(kindNames) && k > 0 {
		return kindNames[k]
	}
	return "kind?"
}

// Role says what an argument means to MPI, independent of its C name.
type Role uint8

const (
	RoleOther        Role = iota // no role the tools care about
	RoleBuf                      // the message buffer of a p2p call or Bcast
	RoleSendBuf                  // collective send buffer
	RoleRecvBuf                  // collective receive buffer
	RoleCount                    // element count of RoleBuf
	RoleSendCount                // element count of RoleSendBuf
	RoleRecvCount                // element count of RoleRecvBuf
	RoleSendCounts               // per-rank send counts (v-collectives)
	RoleRecvCounts               // per-rank receive counts
	RoleSendDispls               // per-rank send displacements
	RoleRecvDispls               // per-rank receive displacements
	RoleDatatype                 // datatype of RoleBuf, or the old type of a type constructor
	RoleSendType                 // datatype of RoleSendBuf
	RoleRecvType                 // datatype of RoleRecvBuf
	RoleSendTypes                // per-rank send datatypes (Alltoallw)
	RoleRecvTypes                // per-rank receive datatypes
	RoleNewType                  // MPI_Datatype * written or consumed by a type constructor
	RoleDest                     // destination rank
	RoleSource                   // source rank (may be MPI_ANY_SOURCE)
	RoleTag                      // message tag
	RoleSendTag                  // tag of the send half of Sendrecv
	RoleRecvTag                  // tag of the receive half of Sendrecv
	RoleComm                     // communicator
	RoleNewComm                  // MPI_Comm * receiving a new communicator
	RoleRequest                  // MPI_Request * of a non-blocking call or a completion
	RoleRequests                 // array of requests
	RoleRequestCount             // number of requests in RoleRequests
	RoleStatus                   // MPI_Status * (may be MPI_STATUS_IGNORE)
	RoleStatuses                 // array of statuses
	RoleRoot                     // root rank of a collective
	RoleOp                       // reduction operation
	RoleNewOp                    // MPI_Op * created or freed
	RoleColor                    // Comm_split color (or split type)
	RoleKey                      // Comm_split key
	RoleFlag                     // int * flag or comparison result
	RoleIndex                    // int * index of Waitany/Testany
	RoleIndices                  // int * indices of Waitsome/Testsome
	RoleOutCount                 // int * count written (Waitsome outcount, Get_count)
	RoleOutRank                  // int * rank written (Comm_rank, Cart_shift)
	RoleOutSize                  // int * size written (Comm_size, Type_size)
	RoleGroup                    // group
	RoleNewGroup                 // MPI_Group * receiving a new group
	RoleRanks                    // array of ranks
	RoleMessage                  // MPI_Message (matched probe)
	RoleErrorCode                // error code (Abort, Error_string)
	RoleInfo                     // MPI_Info
	RoleArgc                     // Init's argc pointer
	RoleArgv                     // Init's argv pointer
	RoleRequired                 // Init_thread's required level
	RoleProvided                 // Init_thread's provided level
)

var roleNames = [...]string{"other", "buf", "sendbuf", "recvbuf", "count", "sendcount", "recvcount",
	"sendcounts", "recvcounts", "senddispls", "recvdispls", "datatype", "sendtype", "recvtype",
	"sendtypes", "recvtypes", "newtype", "dest", "source", "tag", "sendtag", "recvtag", "comm",
	"newcomm", "request", "requests", "requestcount", "status", "statuses", "root", "op", "newop",
	"color", "key", "flag", "index", "indices", "outcount", "outrank", "outsize", "group",
	"newgroup", "ranks", "message", "errorcode", "info", "argc", "argv", "required", "provided"}

func (r Role) String() string {
	if int(r) < len(roleNames) {
		return roleNames[r]
	}
	return "role?"
}

// Arg is one parameter of an MPI function as the MPI-3.1 C binding declares
// it. Array parameters are written as pointers ("const int *").
type Arg struct {
	Name  string // C parameter name ("" for the ... of MPI_Pcontrol)
	CType string // C type: "const void *", "int", "MPI_Datatype", "MPI_Status *"
	Role  Role
}

// Func is one MPI function.
type Func struct {
	Name string // "MPI_Send"
	Kind Kind
	Ret  string // C return type: "int", or "double" for MPI_Wtime/MPI_Wtick
	Args []Arg
}

// ArgIndex returns the index of the first argument with role r, or -1.
func (f *Func) ArgIndex(r Role) int {
	for i := range f.Args {
		if f.Args[i].Role == r {
			return i
		}
	}
	return -1
}

// Prototype renders the C declaration of f, e.g. for a PMPI wrapper.
func (f *Func) Prototype() string {
	s := f.Ret + " " + f.Name + "("
	if len(f.Args) == 0 {
		return s + "void)"
	}
	for i, a := range f.Args {
		if i > 0 {
			s += ", "
		}
		switch {
		case a.CType == "...":
			s += "..."
		case a.CType[len(a.CType)-1] == '*':
			s += a.CType + a.Name
		default:
			s += a.CType + " " + a.Name
		}
	}
	return s + ")"
}

var byName = func() map[string]int {
	m := make(map[string]int, len(Funcs))
	for i := range Funcs {
		if i > 0 && Funcs[i-1].Name >= Funcs[i].Name {
			panic("mpi.Funcs is not sorted at " + Funcs[i].Name)
		}
		m[Funcs[i].Name] = i
	}
	return m
}()

// Lookup returns the function named name ("MPI_Send"); the PMPI_ spelling is
// accepted too.
func Lookup(name string) (*Func, bool) {
	i := ID(name)
	if i < 0 {
		return nil, false
	}
	return &Funcs[i], true
}

// ID returns the stable id of a function (its index in Funcs), or -1.
func ID(name string) int {
	if len(name) > 5 && name[:5] == "PMPI_" {
		name = name[1:]
	}
	if i, ok := byName[name]; ok {
		return i
	}
	return -1
}

// Names returns the names of all functions of the given kinds, sorted; with
// no kinds, all names.
func Names(kinds ...Kind) []string {
	var out []string
	for i := range Funcs {
		if len(kinds) == 0 {
			out = append(out, Funcs[i].Name)
			continue
		}
		for _, k := range kinds {
			if Funcs[i].Kind == k {
				out = append(out, Funcs[i].Name)
				break
			}
		}
	}
	sort.Strings(out)
	return out
}
