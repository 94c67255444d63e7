// Event: one record of a trace — an MPI call, or compute or ADD_TIME time, of one rank.
package trace

// Event is one MPI call, or a stretch of compute or ADD_TIME time (one
// burst or call, or a run of them: Coarsener), of one rank. Times are
// picoseconds of virtual (simulated) or wall (native) time since the run
// started.
type Event struct {
	Rank  int32
	Op    string // MPI function name ("MPI_Send"), or OpCompute / OpAddTime
	Site  Site   // call site; zero when unknown
	Start int64  // ps
	End   int64  // ps
	Peer  int32  // partner rank in Comm (dest, source, root); NoPeer when none
	Bytes int64  // payload bytes sent or received by this call
	Tag   int32
	Comm  int32 // communicator id: 0 is MPI_COMM_WORLD, 1 MPI_COMM_SELF, others as FORMAT.md says
}

// Pseudo-operations for time spent outside MPI.
const (
	OpCompute = "compute"  // instructions executed between two MPI calls
	OpAddTime = "ADD_TIME" // time charged by a skeleton's ADD_TIME
)

// NoPeer marks an event without a partner (collectives, compute).
const NoPeer = -1

// Site is a source position of a call.
type Site struct {
	File string
	Line int32
	Col  int32
	Func string
}
