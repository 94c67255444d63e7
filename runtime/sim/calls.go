// Host functions: the table of MPI and skeleton functions the interpreter hands to the simulator, and the environment calls.
package sim

import (
	"fmt"
	"math"
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/mpiskel/mpiskel/runtime/interp"
	"github.com/mpiskel/mpiskel/runtime/mpi"
	"github.com/mpiskel/mpiskel/runtime/trace"
)

type implFn func(s *Sim, r *rank, a []uint64) (uint64, bool, error)

// hostFunc is one host function: an MPI function (mpi >= 0, its id in
// mpi.Funcs) or a skeleton function.
type hostFunc struct {
	name     string
	mpi      int
	sync     bool // may observe or change other ranks: runs in virtual-time order
	needInit bool // only valid between MPI_Init and MPI_Finalize
	impl     implFn
}

// skeletonFuncs charge time without executing the code they replace:
// ADD_TIME(seconds) or ADD_TIME(region_id, seconds); BSIM_ADD_TIME is the
// name hand-written BSIM skeletons use.
var skeletonFuncs = []string{"ADD_TIME", "BSIM_ADD_TIME", "mpiskel_add_time"}

// SizeOnlyFunc is the skeleton function returning the rank's size-only
// buffer: void *mpiskel_sizeonly(size_t n), a buffer that a message whose
// contents nothing needs is sent from or received into (transform.Fold).
// Here it is interp.Memory's size-only segment, whatever n: it holds no
// memory and no bytes move through it. Natively (runtime/native's
// addtime.c) it is real memory of at least n bytes whose contents are
// undefined.
const SizeOnlyFunc = "mpiskel_sizeonly"

// SizeOnlyFreeFunc is the skeleton's free of a folded block:
// void mpiskel_sizeonly_free(size_t n), which frees nothing and costs
// what free() of n bytes costs natively (interp.Process.FreeFolded).
const SizeOnlyFreeFunc = "mpiskel_sizeonly_free"

// hostFuncs is indexed by host id: every mpi.Funcs entry in order, then
// the skeleton functions. Filled by init (the implementations refer back
// to the table for error messages).
var hostFuncs []hostFunc

// HostFuncNames lists the names of the host functions in host-id order:
// what interp.Options.HostFuncs must be for Run.
func HostFuncNames() []string {
	names := make([]string, len(hostFuncs))
	for i := range hostFuncs {
		names[i] = hostFuncs[i].name
	}
	return names
}

// ModuleABI decides which MPI a module was compiled against (from the
// external globals it declares).
func ModuleABI(m *ir.Module) mpi.ABI {
	return mpi.DetectABI(externalGlobals(m))
}

func externalGlobals(m *ir.Module) []string {
	var names []string
	for _, g := range m.Globals {
		if g.Init == nil {
			names = append(names, g.Name())
		}
	}
	return names
}

// HostOptions are the interpreter options for running m under the
// simulator: every MPI and skeleton function as a host function, and, for
// Open MPI, the handle globals m references.
func HostOptions(m *ir.Module) interp.Options {
	opt := interp.Options{HostFuncs: HostFuncNames()}
	abi := ModuleABI(m)
	if sizes := abi.ExternalGlobals(); sizes != nil {
		opt.ExternalGlobals = map[string]int{}
		for _, n := range externalGlobals(m) {
			if sz, ok := sizes[n]; ok {
				opt.ExternalGlobals[n] = sz
			}
		}
	}
	return opt
}

func init() {
	impls := implementations()
	for _, n := range []string{"Barrier", "Bcast", "Reduce", "Allreduce", "Gather", "Gatherv", "Scatter",
		"Scatterv", "Allgather", "Allgatherv", "Alltoall", "Alltoallv", "Alltoallw", "Scan", "Exscan", "Reduce_scatter",
		"Reduce_scatter_block"} {
		impls["MPI_I"+strings.ToLower(n[:1])+n[1:]] = nonblocking(impls["MPI_"+n])
	}
	impls["MPI_Comm_idup"] = nonblocking(impls["MPI_Comm_dup"])
	for _, k := range []alltoallKind{alltoallPlain, alltoallV, alltoallW} {
		suffix := []string{"", "v", "w"}[k]
		if k != alltoallW {
			impls["MPI_Neighbor_allgather"+suffix] = func(s *Sim, r *rank, a []uint64) (uint64, bool, error) { return mpiNeighbor(s, r, a, true, k) }
		}
		impls["MPI_Neighbor_alltoall"+suffix] = func(s *Sim, r *rank, a []uint64) (uint64, bool, error) { return mpiNeighbor(s, r, a, false, k) }
	}
	for i := range mpi.Funcs {
		f := &mpi.Funcs[i]
		hf := hostFunc{name: f.Name, mpi: i, needInit: true}
		switch f.Kind {
		case mpi.KindP2P, mpi.KindP2PNonblocking, mpi.KindPersistent, mpi.KindProbe, mpi.KindCompletion,
			mpi.KindCollective, mpi.KindCollectiveNonblocking, mpi.KindCommMgmt:
			hf.sync = true
		}
		switch f.Name {
		case "MPI_Init", "MPI_Init_thread", "MPI_Initialized", "MPI_Finalized", "MPI_Get_version",
			"MPI_Get_library_version", "MPI_Wtime", "MPI_Wtick", "MPI_Error_string", "MPI_Error_class":
			hf.needInit = false
		case "MPI_Abort":
			hf.needInit, hf.sync = false, true
		}
		hf.impl = impls[f.Name]
		hostFuncs = append(hostFuncs, hf)
	}
	for _, n := range skeletonFuncs {
		hostFuncs = append(hostFuncs, hostFunc{name: n, mpi: -1, impl: addTime})
	}
	hostFuncs = append(hostFuncs, hostFunc{name: SizeOnlyFunc, mpi: -1, impl: sizeOnlyBuf},
		hostFunc{name: SizeOnlyFreeFunc, mpi: -1, impl: sizeOnlyFree},
		hostFunc{name: WorldSizeFunc, mpi: -1, impl: worldSize},
		hostFunc{name: RecordValueFunc, mpi: -1, impl: recordValue},
		hostFunc{name: RecordIntsFunc, mpi: -1, impl: recordInts},
		hostFunc{name: ValueFunc, mpi: -1, impl: readValue},
		hostFunc{name: ValueIntsFunc, mpi: -1, impl: readInts})
}

// WorldSizeFunc is the skeleton function giving the run's number of ranks,
// int mpiskel_np(void), valid before MPI_Init too: a trip count a skeleton
// fitted over the rank counts it was profiled at is evaluated at it.
const WorldSizeFunc = "mpiskel_np"

// worldSize implements mpiskel_np().
func worldSize(s *Sim, r *rank, a []uint64) (uint64, bool, error) {
	return uint64(len(s.ranks)), true, nil
}

// sizeOnlyFree implements mpiskel_sizeonly_free(n).
func sizeOnlyFree(s *Sim, r *rank, a []uint64) (uint64, bool, error) {
	if len(a) != 1 {
		return 0, false, &RunError{Rank: int(r.id), Call: SizeOnlyFreeFunc, Site: r.p.Site(), Code: 1,
			Msg: fmt.Sprintf("takes (size), not %d arguments", len(a))}
	}
	r.ip.FreeFolded(a[0])
	return 0, true, nil
}

// sizeOnlyBuf implements mpiskel_sizeonly(n).
func sizeOnlyBuf(s *Sim, r *rank, a []uint64) (uint64, bool, error) {
	if len(a) != 1 {
		return 0, false, &RunError{Rank: int(r.id), Call: SizeOnlyFunc, Site: r.p.Site(), Code: 1,
			Msg: fmt.Sprintf("takes (size), not %d arguments", len(a))}
	}
	r.ip.AllocFolded(a[0])
	return r.mem.SizeOnly(r.ip.Pos()), true, nil
}

// implementations maps MPI function names to their implementations.
func implementations() map[string]implFn {
	return map[string]implFn{
		// Environment.
		"MPI_Init":        mpiInit,
		"MPI_Init_thread": mpiInit,
		"MPI_Initialized": func(s *Sim, r *rank, a []uint64) (uint64, bool, error) {
			return flagOut(s, r, a[0], r.flags&rfInit != 0)
		},
		"MPI_Finalized": func(s *Sim, r *rank, a []uint64) (uint64, bool, error) {
			return flagOut(s, r, a[0], r.flags&rfFinalized != 0)
		},
		"MPI_Finalize":            mpiFinalize,
		"MPI_Abort":               mpiAbort,
		"MPI_Query_thread":        func(s *Sim, r *rank, a []uint64) (uint64, bool, error) { return 0, true, s.storeInt(r, a[0], 0) },
		"MPI_Is_thread_main":      func(s *Sim, r *rank, a []uint64) (uint64, bool, error) { return flagOut(s, r, a[0], true) },
		"MPI_Get_version":         mpiGetVersion,
		"MPI_Get_library_version": mpiGetLibraryVersion,
		"MPI_Get_processor_name":  mpiGetProcessorName,
		"MPI_Error_string":        mpiErrorString,
		"MPI_Error_class": func(s *Sim, r *rank, a []uint64) (uint64, bool, error) {
			return 0, true, s.storeInt(r, a[1], argInt(a[0]))
		},
		"MPI_Pcontrol":            func(s *Sim, r *rank, a []uint64) (uint64, bool, error) { return 0, true, nil },
		"MPI_Comm_set_errhandler": mpiCommSetErrhandler,
		"MPI_Comm_get_errhandler": func(s *Sim, r *rank, a []uint64) (uint64, bool, error) {
			if _, err := s.comm(r, a[0]); err != nil {
				return 0, false, err
			}
			return 0, true, s.storeHandleOut(r, a[1], s.h.errhFatal, "error handler")
		},
		"MPI_Errhandler_free": func(s *Sim, r *rank, a []uint64) (uint64, bool, error) { return 0, true, nil },
		"MPI_Alloc_mem":       mpiAllocMem,
		"MPI_Free_mem":        mpiFreeMem,
		"MPI_Buffer_attach":   func(s *Sim, r *rank, a []uint64) (uint64, bool, error) { return 0, true, nil },
		"MPI_Buffer_detach": func(s *Sim, r *rank, a []uint64) (uint64, bool, error) {
			// Buffered sends copy their data themselves; the program gets
			// back a null buffer of size 0.
			if err := r.mem.Store(a[0], 8, 0); err != nil {
				return 0, false, s.errorf(r, s.abi.Errors.Arg, "invalid buffer pointer: %v", err)
			}
			return 0, true, s.storeInt(r, a[1], 0)
		},

		// Queries.
		"MPI_Comm_rank":       mpiCommRank,
		"MPI_Comm_size":       mpiCommSize,
		"MPI_Comm_test_inter": func(s *Sim, r *rank, a []uint64) (uint64, bool, error) { return flagOut(s, r, a[1], false) },
		"MPI_Wtime": func(s *Sim, r *rank, a []uint64) (uint64, bool, error) {
			return math.Float64bits(float64(r.clock) * 1e-12), true, nil
		},
		"MPI_Wtick":          func(s *Sim, r *rank, a []uint64) (uint64, bool, error) { return math.Float64bits(1e-12), true, nil },
		"MPI_Get_count":      func(s *Sim, r *rank, a []uint64) (uint64, bool, error) { return mpiGetCount(s, r, a, false) },
		"MPI_Get_elements":   func(s *Sim, r *rank, a []uint64) (uint64, bool, error) { return mpiGetCount(s, r, a, true) },
		"MPI_Get_elements_x": func(s *Sim, r *rank, a []uint64) (uint64, bool, error) { return mpiGetCount(s, r, a, true) },
		"MPI_Comm_get_attr":  mpiCommGetAttr,
		"MPI_Comm_get_name":  mpiCommGetName,
		"MPI_Comm_set_name":  mpiCommSetName,
		"MPI_Topo_test":      mpiTopoTest,
		"MPI_Cart_map":       mpiCartMap,

		// Point-to-point.
		"MPI_Send":             func(s *Sim, r *rank, a []uint64) (uint64, bool, error) { return mpiSend(s, r, a, false, false) },
		"MPI_Rsend":            func(s *Sim, r *rank, a []uint64) (uint64, bool, error) { return mpiSend(s, r, a, false, false) },
		"MPI_Ssend":            func(s *Sim, r *rank, a []uint64) (uint64, bool, error) { return mpiSend(s, r, a, true, false) },
		"MPI_Bsend":            func(s *Sim, r *rank, a []uint64) (uint64, bool, error) { return mpiSend(s, r, a, false, true) },
		"MPI_Isend":            func(s *Sim, r *rank, a []uint64) (uint64, bool, error) { return mpiIsend(s, r, a, false, false) },
		"MPI_Irsend":           func(s *Sim, r *rank, a []uint64) (uint64, bool, error) { return mpiIsend(s, r, a, false, false) },
		"MPI_Issend":           func(s *Sim, r *rank, a []uint64) (uint64, bool, error) { return mpiIsend(s, r, a, true, false) },
		"MPI_Ibsend":           func(s *Sim, r *rank, a []uint64) (uint64, bool, error) { return mpiIsend(s, r, a, false, true) },
		"MPI_Recv":             mpiRecv,
		"MPI_Irecv":            mpiIrecv,
		"MPI_Sendrecv":         mpiSendrecv,
		"MPI_Sendrecv_replace": mpiSendrecvReplace,
		"MPI_Send_init":        func(s *Sim, r *rank, a []uint64) (uint64, bool, error) { return mpiSendInit(s, r, a, false) },
		"MPI_Rsend_init":       func(s *Sim, r *rank, a []uint64) (uint64, bool, error) { return mpiSendInit(s, r, a, false) },
		"MPI_Bsend_init":       func(s *Sim, r *rank, a []uint64) (uint64, bool, error) { return mpiSendInit(s, r, a, false) },
		"MPI_Ssend_init":       func(s *Sim, r *rank, a []uint64) (uint64, bool, error) { return mpiSendInit(s, r, a, true) },
		"MPI_Recv_init":        mpiRecvInit,
		"MPI_Start":            func(s *Sim, r *rank, a []uint64) (uint64, bool, error) { return mpiStart(s, r, a[0], 1) },
		"MPI_Startall":         func(s *Sim, r *rank, a []uint64) (uint64, bool, error) { return mpiStart(s, r, a[1], argInt(a[0])) },
		"MPI_Probe":            func(s *Sim, r *rank, a []uint64) (uint64, bool, error) { return mpiProbe(s, r, a, probeBlocking) },
		"MPI_Iprobe":           func(s *Sim, r *rank, a []uint64) (uint64, bool, error) { return mpiProbe(s, r, a, probeNonblocking) },
		"MPI_Mprobe":           func(s *Sim, r *rank, a []uint64) (uint64, bool, error) { return mpiProbe(s, r, a, probeMatched) },
		"MPI_Improbe": func(s *Sim, r *rank, a []uint64) (uint64, bool, error) {
			return mpiProbe(s, r, a, probeMatchedNonblocking)
		},
		"MPI_Mrecv":              func(s *Sim, r *rank, a []uint64) (uint64, bool, error) { return mpiMrecv(s, r, a, false) },
		"MPI_Imrecv":             func(s *Sim, r *rank, a []uint64) (uint64, bool, error) { return mpiMrecv(s, r, a, true) },
		"MPI_Wait":               mpiWait,
		"MPI_Waitall":            mpiWaitall,
		"MPI_Waitany":            mpiWaitany,
		"MPI_Waitsome":           mpiWaitsome,
		"MPI_Test":               mpiTest,
		"MPI_Testall":            mpiTestall,
		"MPI_Testany":            mpiTestany,
		"MPI_Testsome":           mpiTestsome,
		"MPI_Request_free":       mpiRequestFree,
		"MPI_Request_get_status": mpiRequestGetStatus,
		"MPI_Cancel":             mpiCancel,
		"MPI_Test_cancelled":     mpiTestCancelled,

		// Collectives.
		"MPI_Barrier":              mpiBarrier,
		"MPI_Bcast":                mpiBcast,
		"MPI_Reduce":               mpiReduce,
		"MPI_Allreduce":            mpiAllreduce,
		"MPI_Scan":                 func(s *Sim, r *rank, a []uint64) (uint64, bool, error) { return mpiScan(s, r, a, false) },
		"MPI_Exscan":               func(s *Sim, r *rank, a []uint64) (uint64, bool, error) { return mpiScan(s, r, a, true) },
		"MPI_Gather":               mpiGather,
		"MPI_Gatherv":              mpiGatherv,
		"MPI_Scatter":              mpiScatter,
		"MPI_Scatterv":             mpiScatterv,
		"MPI_Allgather":            func(s *Sim, r *rank, a []uint64) (uint64, bool, error) { return mpiAllgather(s, r, a, false) },
		"MPI_Allgatherv":           func(s *Sim, r *rank, a []uint64) (uint64, bool, error) { return mpiAllgather(s, r, a, true) },
		"MPI_Alltoall":             func(s *Sim, r *rank, a []uint64) (uint64, bool, error) { return mpiAlltoall(s, r, a, alltoallPlain) },
		"MPI_Alltoallv":            func(s *Sim, r *rank, a []uint64) (uint64, bool, error) { return mpiAlltoall(s, r, a, alltoallV) },
		"MPI_Alltoallw":            func(s *Sim, r *rank, a []uint64) (uint64, bool, error) { return mpiAlltoall(s, r, a, alltoallW) },
		"MPI_Reduce_scatter":       func(s *Sim, r *rank, a []uint64) (uint64, bool, error) { return mpiReduceScatter(s, r, a, false) },
		"MPI_Reduce_scatter_block": func(s *Sim, r *rank, a []uint64) (uint64, bool, error) { return mpiReduceScatter(s, r, a, true) },

		// Communicators, groups, topologies.
		"MPI_Comm_dup":              mpiCommDup,
		"MPI_Comm_dup_with_info":    mpiCommDupWithInfo,
		"MPI_Comm_split":            mpiCommSplit,
		"MPI_Comm_split_type":       mpiCommSplitType,
		"MPI_Comm_create":           mpiCommCreate,
		"MPI_Comm_free":             mpiCommFree,
		"MPI_Comm_compare":          mpiCommCompare,
		"MPI_Comm_group":            mpiCommGroup,
		"MPI_Group_size":            mpiGroupSize,
		"MPI_Group_rank":            mpiGroupRank,
		"MPI_Group_incl":            func(s *Sim, r *rank, a []uint64) (uint64, bool, error) { return mpiGroupInclExcl(s, r, a, true) },
		"MPI_Group_excl":            func(s *Sim, r *rank, a []uint64) (uint64, bool, error) { return mpiGroupInclExcl(s, r, a, false) },
		"MPI_Group_translate_ranks": mpiGroupTranslateRanks,
		"MPI_Group_compare":         mpiGroupCompare,
		"MPI_Group_union":           func(s *Sim, r *rank, a []uint64) (uint64, bool, error) { return mpiGroupSetOp(s, r, a, 0) },
		"MPI_Group_intersection":    func(s *Sim, r *rank, a []uint64) (uint64, bool, error) { return mpiGroupSetOp(s, r, a, 1) },
		"MPI_Group_difference":      func(s *Sim, r *rank, a []uint64) (uint64, bool, error) { return mpiGroupSetOp(s, r, a, 2) },
		"MPI_Group_free":            mpiGroupFree,
		"MPI_Cart_create":           mpiCartCreate,
		"MPI_Cart_sub":              mpiCartSub,
		"MPI_Cart_coords":           mpiCartCoords,
		"MPI_Cart_rank":             mpiCartRank,
		"MPI_Cart_shift":            mpiCartShift,
		"MPI_Cart_get":              mpiCartGet,
		"MPI_Cartdim_get":           mpiCartdimGet,
		"MPI_Dims_create":           mpiDimsCreate,

		// Datatypes and ops.
		"MPI_Type_contiguous":            mpiTypeContiguous,
		"MPI_Type_vector":                func(s *Sim, r *rank, a []uint64) (uint64, bool, error) { return mpiTypeVector(s, r, a, false) },
		"MPI_Type_create_hvector":        func(s *Sim, r *rank, a []uint64) (uint64, bool, error) { return mpiTypeVector(s, r, a, true) },
		"MPI_Type_indexed":               func(s *Sim, r *rank, a []uint64) (uint64, bool, error) { return mpiTypeIndexed(s, r, a, false, false) },
		"MPI_Type_create_hindexed":       func(s *Sim, r *rank, a []uint64) (uint64, bool, error) { return mpiTypeIndexed(s, r, a, true, false) },
		"MPI_Type_create_indexed_block":  func(s *Sim, r *rank, a []uint64) (uint64, bool, error) { return mpiTypeIndexed(s, r, a, false, true) },
		"MPI_Type_create_hindexed_block": func(s *Sim, r *rank, a []uint64) (uint64, bool, error) { return mpiTypeIndexed(s, r, a, true, true) },
		"MPI_Type_create_struct":         mpiTypeStruct,
		"MPI_Type_create_subarray":       mpiTypeSubarray,
		"MPI_Type_create_resized":        mpiTypeResized,
		"MPI_Type_dup":                   mpiTypeDup,
		"MPI_Type_commit":                mpiTypeCommit,
		"MPI_Type_free":                  mpiTypeFree,
		"MPI_Type_size":                  func(s *Sim, r *rank, a []uint64) (uint64, bool, error) { return mpiTypeSize(s, r, a, false) },
		"MPI_Type_size_x":                func(s *Sim, r *rank, a []uint64) (uint64, bool, error) { return mpiTypeSize(s, r, a, true) },
		"MPI_Type_get_extent":            func(s *Sim, r *rank, a []uint64) (uint64, bool, error) { return mpiTypeExtent(s, r, a, false) },
		"MPI_Type_get_extent_x":          func(s *Sim, r *rank, a []uint64) (uint64, bool, error) { return mpiTypeExtent(s, r, a, false) },
		"MPI_Type_get_true_extent":       func(s *Sim, r *rank, a []uint64) (uint64, bool, error) { return mpiTypeExtent(s, r, a, true) },
		"MPI_Type_set_name":              mpiTypeSetName,
		"MPI_Type_get_name":              mpiTypeGetName,
		"MPI_Get_address":                mpiGetAddress,
		"MPI_Pack":                       mpiPack,
		"MPI_Unpack":                     mpiUnpack,
		"MPI_Pack_size":                  mpiPackSize,
		"MPI_Op_commutative":             func(s *Sim, r *rank, a []uint64) (uint64, bool, error) { return mpiOpCommutative(s, r, a) },
		"MPI_Reduce_local":               mpiReduceLocal,
		"MPI_Op_create":                  mpiOpCreate,
		"MPI_Op_free":                    mpiOpFree,
	}
}

// nonblocking turns a blocking collective into its MPI_I* form, whose
// arguments are the same plus the request.
func nonblocking(blocking implFn) implFn {
	return func(s *Sim, r *rank, a []uint64) (uint64, bool, error) {
		s.nbRequest = a[len(a)-1]
		defer func() { s.nbRequest = 0 }()
		_, _, err := blocking(s, r, a[:len(a)-1])
		return 0, err == nil, err
	}
}

func flagOut(s *Sim, r *rank, addr uint64, v bool) (uint64, bool, error) {
	x := int32(0)
	if v {
		x = 1
	}
	return 0, true, s.storeInt(r, addr, x)
}

// ADD_TIME(seconds) / ADD_TIME(region_id, seconds): advance the rank's
// clock without executing anything.
func addTime(s *Sim, r *rank, a []uint64) (uint64, bool, error) {
	var secs float64
	switch len(a) {
	case 1:
		secs = math.Float64frombits(a[0])
	case 2:
		secs = math.Float64frombits(a[1])
	default:
		return 0, false, &RunError{Rank: int(r.id), Call: hostFuncs[r.fn].name, Site: r.p.Site(), Code: 1,
			Msg: fmt.Sprintf("takes (seconds) or (region_id, seconds), not %d arguments", len(a))}
	}
	if math.IsNaN(secs) || secs < 0 || secs > 1e9 {
		return 0, false, &RunError{Rank: int(r.id), Call: hostFuncs[r.fn].name, Site: r.p.Site(), Code: 1,
			Msg: fmt.Sprintf("invalid time %g seconds", secs)}
	}
	dt := s.noisy(r, int64(secs*s.coreShare()*1e12+0.5))
	if s.cfg.Trace != nil {
		ev := trace.Event{Rank: r.id, Op: trace.OpAddTime, Site: s.traceSite(r), Start: s.now, End: s.now + dt, Peer: trace.NoPeer}
		if len(a) == 2 {
			ev.Tag = argInt(a[0]) // the region id
		}
		s.emit(ev)
	}
	s.now += dt
	r.res.AddTime += dt
	r.res.AddTimeCalls++
	return 0, true, nil
}

func mpiInit(s *Sim, r *rank, a []uint64) (uint64, bool, error) {
	if r.flags&rfInit != 0 {
		return 0, false, s.errorf(r, s.abi.Errors.Other, "MPI is already initialized")
	}
	r.flags |= rfInit
	if len(a) == 4 { // MPI_Init_thread: one thread is all there is, whatever is asked
		req := argInt(a[2])
		if err := s.storeInt(r, a[3], max(0, min(req, 3))); err != nil {
			return 0, false, err
		}
	}
	return 0, true, nil
}

func mpiFinalize(s *Sim, r *rank, a []uint64) (uint64, bool, error) {
	r.flags |= rfFinalized
	return 0, true, nil
}

// MPI_Abort(comm, errorcode) ends the whole run with errorcode as its
// exit status, as mpirun does: modulo 256, so -1 gives 255 and 256 gives 0.
func mpiAbort(s *Sim, r *rank, a []uint64) (uint64, bool, error) {
	code := int(argInt(a[1]))
	status := code & 0xff
	name := "MPI_COMM_WORLD"
	if ref, ok := s.decode(a[0]); ok && ref.kind == hkComm && ref.idx >= 0 && int(ref.idx) < len(s.comms) {
		name = s.commName(ref.idx)
	}
	s.aborted = true
	return 0, false, &RunError{Rank: int(r.id), Call: "MPI_Abort", Site: r.p.Site(), Code: status,
		Msg: fmt.Sprintf("MPI_ABORT was invoked on rank %d in communicator %s with errorcode %d", r.id, name, code)}
}

func mpiGetVersion(s *Sim, r *rank, a []uint64) (uint64, bool, error) {
	return 0, true, firstErr(s.storeInt(r, a[0], s.abi.Version[0]), s.storeInt(r, a[1], s.abi.Version[1]))
}

// writeString writes a NUL-terminated string of at most max-1 bytes and
// its length.
func (s *Sim) writeString(r *rank, addr, lenAddr uint64, str string, max int) error {
	if len(str) > max-1 {
		str = str[:max-1]
	}
	if err := r.mem.Write(addr, append([]byte(str), 0)); err != nil {
		return s.errorf(r, s.abi.Errors.Arg, "invalid string buffer: %v", err)
	}
	if lenAddr != 0 {
		return s.storeInt(r, lenAddr, int32(len(str)))
	}
	return nil
}

func mpiGetLibraryVersion(s *Sim, r *rank, a []uint64) (uint64, bool, error) {
	return 0, true, s.writeString(r, a[0], a[1], s.abi.LibraryVersion, 8192)
}

func mpiGetProcessorName(s *Sim, r *rank, a []uint64) (uint64, bool, error) {
	return 0, true, s.writeString(r, a[0], a[1], s.processorName(int(r.id)), s.abi.MaxProcessorName)
}

// processorName is rank's node name, which gethostname reports too.
func (s *Sim) processorName(rank int) string {
	name := s.cfg.ProcessorName
	if name == "" {
		return fmt.Sprintf("sim%d", rank)
	} else if strings.Contains(name, "%d") {
		return fmt.Sprintf(name, rank)
	}
	return name
}

func mpiErrorString(s *Sim, r *rank, a []uint64) (uint64, bool, error) {
	return 0, true, s.writeString(r, a[1], a[2], s.errorString(argInt(a[0])), s.abi.MaxErrorString)
}

// MPI_Comm_set_errhandler: errors stay fatal in the simulator (the run
// ends with the error), whatever handler is set.
func mpiCommSetErrhandler(s *Sim, r *rank, a []uint64) (uint64, bool, error) {
	if _, err := s.comm(r, a[0]); err != nil {
		return 0, false, err
	}
	return 0, true, nil
}

func mpiAllocMem(s *Sim, r *rank, a []uint64) (uint64, bool, error) {
	size := int64(a[0])
	if size < 0 {
		return 0, false, s.errorf(r, s.abi.Errors.Arg, "negative size %d", size)
	}
	p, err := r.mem.Alloc(uint64(size))
	if err != nil {
		return 0, false, s.errorf(r, s.abi.Errors.Other, "%v", err)
	}
	if err := r.mem.Store(a[2], 8, p); err != nil {
		return 0, false, s.errorf(r, s.abi.Errors.Arg, "invalid baseptr: %v", err)
	}
	return 0, true, nil
}

func mpiFreeMem(s *Sim, r *rank, a []uint64) (uint64, bool, error) {
	if err := r.mem.Free(a[0]); err != nil {
		return 0, false, s.errorf(r, s.abi.Errors.Arg, "%v", err)
	}
	return 0, true, nil
}

func mpiCommRank(s *Sim, r *rank, a []uint64) (uint64, bool, error) {
	c, err := s.comm(r, a[0])
	if err != nil {
		return 0, false, err
	}
	return 0, true, s.storeInt(r, a[1], c.rankOf(r.id))
}

func mpiCommSize(s *Sim, r *rank, a []uint64) (uint64, bool, error) {
	c, err := s.comm(r, a[0])
	if err != nil {
		return 0, false, err
	}
	return 0, true, s.storeInt(r, a[1], c.size)
}

// MPI_Comm_get_attr(comm, keyval, attribute_val, flag): the predefined
// attributes MPI_TAG_UB and MPI_WTIME_IS_GLOBAL; the value is a pointer to
// an int, placed in a small heap block of the rank.
func mpiCommGetAttr(s *Sim, r *rank, a []uint64) (uint64, bool, error) {
	if _, err := s.comm(r, a[0]); err != nil {
		return 0, false, err
	}
	key := argInt(a[1])
	var v int32
	switch key {
	case s.abi.KeyvalTagUB:
		v = s.abi.TagUB
	case s.abi.KeyvalWtimeIsGlobal:
		v = 1 // every rank reads the same virtual clock
	default:
		return flagOut(s, r, a[3], false)
	}
	// The value lives in a small heap block of the rank, made on first use.
	cell := int64(r.id) << 1
	if key != s.abi.KeyvalTagUB {
		cell |= 1
	}
	p, ok := s.attrCells[cell]
	if !ok {
		var err error
		if p, err = r.mem.Alloc(4); err != nil {
			return 0, false, s.errorf(r, s.abi.Errors.Other, "%v", err)
		}
		s.attrCells[cell] = p
	}
	if err := r.mem.Store(p, 4, uint64(uint32(v))); err != nil {
		return 0, false, s.errorf(r, s.abi.Errors.Other, "%v", err)
	}
	if err := r.mem.Store(a[2], 8, p); err != nil {
		return 0, false, s.errorf(r, s.abi.Errors.Arg, "invalid attribute_val pointer: %v", err)
	}
	return flagOut(s, r, a[3], true)
}

func mpiCommGetName(s *Sim, r *rank, a []uint64) (uint64, bool, error) {
	c, err := s.comm(r, a[0])
	if err != nil {
		return 0, false, err
	}
	return 0, true, s.writeString(r, a[1], a[2], c.name, 128)
}

func mpiCommSetName(s *Sim, r *rank, a []uint64) (uint64, bool, error) {
	c, err := s.comm(r, a[0])
	if err != nil {
		return 0, false, err
	}
	name, err := r.mem.CString(a[1], 128)
	if err != nil {
		return 0, false, s.errorf(r, s.abi.Errors.Arg, "invalid name: %v", err)
	}
	c.name = name
	return 0, true, nil
}

func mpiTopoTest(s *Sim, r *rank, a []uint64) (uint64, bool, error) {
	c, err := s.comm(r, a[0])
	if err != nil {
		return 0, false, err
	}
	v := s.abi.Undefined
	if c.cart != nil {
		v = s.abi.TopoCart
	}
	return 0, true, s.storeInt(r, a[1], v)
}
