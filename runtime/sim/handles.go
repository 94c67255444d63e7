// Handles: decoding and minting MPI handles (communicators, datatypes, ops, requests, groups) in the program's ABI.
package sim

import (
	"encoding/binary"
	"sort"

	"github.com/mpiskel/mpiskel/runtime/interp"
	"github.com/mpiskel/mpiskel/runtime/mpi"
)

// Kinds of objects a handle names, as encoded in handles the simulator mints.
const (
	hkComm uint32 = iota + 1
	hkType
	hkOp
	hkRequest
	hkGroup
	hkErrh
	hkInfo
	hkMessage
)

// Object indexes of predefined handles that have no table entry.
const (
	idxNull          int32 = -1 // MPI_*_NULL
	idxGroupEmpty    int32 = -2
	idxMessageNoProc int32 = -3
)

type handleRef struct {
	kind uint32
	idx  int32
}

type handleCacheEntry struct {
	v     uint64
	ref   handleRef
	valid bool
}

// handleTable maps predefined handle values to objects.
type handleTable struct {
	pre   map[uint64]handleRef
	cache [8]handleCacheEntry
	// cacheNext is the cache entry a miss replaces next (round robin).
	cacheNext uint8
	// Encoded values of the predefined handles the simulator writes back.
	requestNull, commNull, typeNull, opNull, groupNull, groupEmpty, errhFatal uint64
	messageNull, messageNoProc, commWorld, commSelf                           uint64
}

// MPICH object kinds of minted handles: direct objects (bits 30-31 = 2)
// of the handle type in bits 26-29.
var mpichKindBits = map[uint32]uint32{
	hkComm: 0x84000000, hkType: 0xcc000000, hkOp: 0x98000000, hkRequest: 0xac000000, hkGroup: 0x88000000,
	hkErrh: 0x94000000, hkInfo: 0x9c000000, hkMessage: 0xec000000,
}

func handleKindOf(k mpi.HandleKind) uint32 {
	switch k {
	case mpi.HandleComm:
		return hkComm
	case mpi.HandleDatatype:
		return hkType
	case mpi.HandleOp:
		return hkOp
	case mpi.HandleRequest:
		return hkRequest
	case mpi.HandleGroup:
		return hkGroup
	case mpi.HandleErrhandler:
		return hkErrh
	case mpi.HandleInfo:
		return hkInfo
	case mpi.HandleMessage:
		return hkMessage
	}
	return 0
}

// initHandles builds the predefined-handle table and the predefined
// datatypes.
func (s *Sim) initHandles(globalAddr func(string) (uint64, bool)) error {
	s.h.pre = map[uint64]handleRef{}
	for i := range mpi.Basics {
		s.types = append(s.types, basicType(&mpi.Basics[i]))
	}
	// Handles are resolved in name order so that aliases map the same way every run.
	hs := append([]mpi.Handle(nil), s.abi.Handles...)
	sort.SliceStable(hs, func(i, j int) bool { return hs[i].Name < hs[j].Name })
	for _, h := range hs {
		var v uint64
		if s.abi.Family == mpi.OpenMPI {
			a, ok := globalAddr(h.Global)
			if !ok {
				continue // the program does not reference it
			}
			v = a
		} else {
			v = uint64(h.Value)
		}
		ref := handleRef{kind: handleKindOf(h.Kind), idx: idxNull}
		switch h.Kind {
		case mpi.HandleComm:
			switch h.Name {
			case "MPI_COMM_WORLD":
				ref.idx = 0
				s.h.commWorld = v
			case "MPI_COMM_SELF":
				ref.idx = 1
				s.h.commSelf = v
			default:
				s.h.commNull = v
			}
		case mpi.HandleDatatype:
			if b, ok := mpi.BasicByName(h.Name); ok {
				for i := range mpi.Basics {
					if &mpi.Basics[i] == b {
						ref.idx = int32(i)
					}
				}
			} else if h.Name == "MPI_DATATYPE_NULL" {
				s.h.typeNull = v
			} else {
				continue // MPI_LB/MPI_UB: not supported, left undecodable
			}
		case mpi.HandleOp:
			op, _ := mpi.OpByName(h.Name)
			ref.idx = int32(op)
			if op == mpi.OpNull {
				ref.idx = idxNull
				s.h.opNull = v
			}
		case mpi.HandleRequest:
			s.h.requestNull = v
		case mpi.HandleGroup:
			if h.Name == "MPI_GROUP_EMPTY" {
				ref.idx = idxGroupEmpty
				s.h.groupEmpty = v
			} else {
				s.h.groupNull = v
			}
		case mpi.HandleErrhandler:
			ref.idx = 0
			if h.Name == "MPI_ERRORS_ARE_FATAL" {
				s.h.errhFatal = v
			}
		case mpi.HandleMessage:
			ref.idx = idxNull
			if h.Name == "MPI_MESSAGE_NO_PROC" {
				ref.idx = idxMessageNoProc
				s.h.messageNoProc = v
			} else {
				s.h.messageNull = v
			}
		case mpi.HandleInfo:
			ref.idx = idxNull
		}
		if old, dup := s.h.pre[v]; dup && old != ref && s.abi.Family == mpi.MPICH && h.Kind == mpi.HandleMessage {
			continue // MPICH: MPI_MESSAGE_NULL shares MPI_REQUEST_NULL's value
		}
		s.h.pre[v] = ref
	}
	if s.abi.Family == mpi.OpenMPI && s.h.requestNull == 0 {
		// A program that never names MPI_REQUEST_NULL still gets requests
		// set to it by Wait; any address outside the heap will do, but it
		// must decode as the null request.
		s.h.requestNull = interp.Addr(interp.SegHandle, hkRequest<<28|0x0fffffff)
		s.h.pre[s.h.requestNull] = handleRef{kind: hkRequest, idx: idxNull}
	}
	if s.abi.Family == mpi.OpenMPI && s.h.commNull == 0 {
		s.h.commNull = interp.Addr(interp.SegHandle, hkComm<<28|0x0fffffff)
		s.h.pre[s.h.commNull] = handleRef{kind: hkComm, idx: idxNull}
	}
	if s.abi.Family == mpi.OpenMPI && s.h.groupNull == 0 {
		s.h.groupNull = interp.Addr(interp.SegHandle, hkGroup<<28|0x0fffffff)
		s.h.pre[s.h.groupNull] = handleRef{kind: hkGroup, idx: idxNull}
	}
	if s.abi.Family == mpi.OpenMPI && s.h.commWorld == 0 {
		s.h.commWorld = interp.Addr(interp.SegHandle, hkComm<<28)
	}
	if s.abi.Family == mpi.OpenMPI && s.h.commSelf == 0 {
		s.h.commSelf = interp.Addr(interp.SegHandle, hkComm<<28|1)
	}
	if s.abi.Family == mpi.OpenMPI && s.h.messageNull == 0 {
		s.h.messageNull = interp.Addr(interp.SegHandle, hkMessage<<28|0x0fffffff)
		s.h.pre[s.h.messageNull] = handleRef{kind: hkMessage, idx: idxNull}
	}
	if s.abi.Family == mpi.OpenMPI && s.h.messageNoProc == 0 {
		s.h.messageNoProc = interp.Addr(interp.SegHandle, hkMessage<<28|0x0ffffffe)
		s.h.pre[s.h.messageNoProc] = handleRef{kind: hkMessage, idx: idxMessageNoProc}
	}
	if s.abi.Family == mpi.OpenMPI && s.h.typeNull == 0 {
		s.h.typeNull = interp.Addr(interp.SegHandle, hkType<<28|0x0fffffff)
		s.h.pre[s.h.typeNull] = handleRef{kind: hkType, idx: idxNull}
	}
	return nil
}

// commHandle is the handle of communicator c.
func (s *Sim) commHandle(c *comm) uint64 {
	switch c.id {
	case 0:
		return s.h.commWorld
	case 1:
		return s.h.commSelf
	}
	return s.mint(hkComm, c.id)
}

// mint encodes a handle for object idx of kind k.
func (s *Sim) mint(k uint32, idx int32) uint64 {
	if s.abi.Family == mpi.OpenMPI {
		return interp.Addr(interp.SegHandle, k<<28|uint32(idx))
	}
	return uint64(mpichKindBits[k] | uint32(idx))
}

// decode resolves handle value v (an argument, or read from memory),
// reporting ok=false for values that name nothing.
func (s *Sim) decode(v uint64) (handleRef, bool) {
	if s.abi.Family == mpi.MPICH {
		v &= 0xffffffff
	}
	if s.abi.Family == mpi.OpenMPI && interp.SegOf(v) == interp.SegHandle && interp.OffOf(v)&0x0fffffff < 0x0ffffff0 {
		off := interp.OffOf(v) // a minted handle (the sentinels near 0x0fffffff are in the map)
		return handleRef{kind: off >> 28, idx: int32(off & 0x0fffffff)}, true
	}
	// Programs pass the same few predefined handles over and over: a small
	// fully associative cache in front of the map, so that a loop's
	// handles (a communicator, a datatype, an op) never evict each other,
	// as they could in a direct-mapped one.
	for i := range s.h.cache {
		if e := &s.h.cache[i]; e.valid && e.v == v {
			return e.ref, true
		}
	}
	if ref, ok := s.h.pre[v]; ok {
		s.h.cache[s.h.cacheNext%uint8(len(s.h.cache))] = handleCacheEntry{v: v, ref: ref, valid: true}
		s.h.cacheNext++
		return ref, true
	}
	if s.abi.Family == mpi.OpenMPI {
		if interp.SegOf(v) != interp.SegHandle {
			return handleRef{}, false
		}
		off := interp.OffOf(v)
		return handleRef{kind: off >> 28, idx: int32(off & 0x0fffffff)}, true
	}
	w := uint32(v)
	var k uint32
	switch w & 0xfc000000 {
	case 0x84000000:
		k = hkComm
	case 0xcc000000:
		k = hkType
	case 0x98000000:
		k = hkOp
	case 0xac000000:
		k = hkRequest
	case 0x88000000:
		k = hkGroup
	case 0x94000000:
		k = hkErrh
	case 0x9c000000:
		k = hkInfo
	case 0xec000000:
		k = hkMessage
	default:
		return handleRef{}, false
	}
	return handleRef{kind: k, idx: int32(w & 0x03ffffff)}, true
}

func (s *Sim) handleBytes() int { return s.abi.HandleBytes }

// readHandle reads the handle stored at addr (an MPI_Request array element,
// an MPI_Comm * argument).
func (s *Sim) readHandle(r *rank, addr uint64) (uint64, error) {
	return r.mem.Load(addr, s.abi.HandleBytes)
}

func (s *Sim) writeHandle(r *rank, addr uint64, v uint64) error {
	return r.mem.Store(addr, s.abi.HandleBytes, v)
}

// comm decodes a communicator argument.
func (s *Sim) comm(r *rank, v uint64) (*comm, error) {
	ref, ok := s.decode(v)
	if !ok || ref.kind != hkComm || ref.idx == idxNull || int(ref.idx) >= len(s.comms) || s.comms[ref.idx] == nil {
		what := "invalid communicator"
		if ok && ref.kind == hkComm && ref.idx == idxNull {
			what = "MPI_COMM_NULL is not a valid communicator here"
		}
		return nil, s.errorf(r, s.abi.Errors.Comm, "%s (handle %#x)", what, v)
	}
	c := s.comms[ref.idx]
	if c.freed != nil && c.isFreed(c.rankOf(r.id)) {
		return nil, s.errorf(r, s.abi.Errors.Comm, "communicator %s was freed", s.commName(c.id))
	}
	if c.rankOf(r.id) < 0 {
		return nil, s.errorf(r, s.abi.Errors.Comm, "rank %d is not a member of communicator %s", r.id, s.commName(c.id))
	}
	return c, nil
}

// dtype decodes a datatype argument; committed=true requires it to be
// usable for communication.
func (s *Sim) dtype(r *rank, v uint64, committed bool) (*datatype, int32, error) {
	ref, ok := s.decode(v)
	if !ok || ref.kind != hkType || ref.idx < 0 || int(ref.idx) >= len(s.types) || s.types[ref.idx] == nil {
		what := "invalid datatype"
		if ok && ref.kind == hkType && ref.idx == idxNull {
			what = "MPI_DATATYPE_NULL is not a valid datatype here"
		}
		return nil, 0, s.errorf(r, s.abi.Errors.Type, "%s (handle %#x)", what, v)
	}
	t := s.types[ref.idx]
	if committed && !t.committed {
		return nil, 0, s.errorf(r, s.abi.Errors.Type, "datatype %s is not committed", t.name)
	}
	return t, ref.idx, nil
}

// userOpBase is the object index of the first user-defined op: below it
// an op handle's index is an mpi.Op.
const userOpBase = 0x100

// op decodes a reduction operation argument: a predefined op, or a
// user-defined one (then user is set).
func (s *Sim) op(r *rank, v uint64) (op mpi.Op, user *userOp, err error) {
	ref, ok := s.decode(v)
	if ok && ref.kind == hkOp && ref.idx >= userOpBase && int(ref.idx-userOpBase) < len(s.userOps) {
		if u := s.userOps[ref.idx-userOpBase]; u != nil {
			return mpi.OpNull, u, nil
		}
	}
	if !ok || ref.kind != hkOp || ref.idx <= 0 || mpi.Op(ref.idx) > mpi.OpNoOp {
		return 0, nil, s.errorf(r, s.abi.Errors.Op, "invalid reduction operation (handle %#x)", v)
	}
	return mpi.Op(ref.idx), nil, nil
}

// Status writing in the ABI's layout. count is in bytes.
func (s *Sim) writeStatus(r *rank, addr uint64, source, tag int32, count int64, cancelled bool) error {
	if addr == s.abi.StatusIgnore {
		return nil
	}
	l := &s.abi.Status
	b, err := r.mem.WritableBytes(addr, l.Size)
	if err != nil {
		return s.errorf(r, s.abi.Errors.Arg, "invalid status pointer: %v", err)
	}
	le := binary.LittleEndian
	le.PutUint32(b[l.Source:], uint32(source))
	le.PutUint32(b[l.Tag:], uint32(tag))
	le.PutUint32(b[l.Error:], uint32(s.abi.Errors.Success))
	c := uint32(0)
	if cancelled {
		c = 1
	}
	if l.CountHi < 0 {
		le.PutUint32(b[l.Cancelled:], c)
		le.PutUint64(b[l.CountLo:], uint64(count))
	} else {
		le.PutUint32(b[l.CountLo:], uint32(count))
		le.PutUint32(b[l.CountHi:], uint32(count>>32)<<1|c)
	}
	return nil
}

// readStatusCount reads the byte count of a status.
func (s *Sim) readStatusCount(r *rank, addr uint64) (int64, bool, error) {
	l := &s.abi.Status
	b, err := r.mem.Bytes(addr, l.Size)
	if err != nil {
		return 0, false, s.errorf(r, s.abi.Errors.Arg, "invalid status pointer: %v", err)
	}
	le := binary.LittleEndian
	if l.CountHi < 0 {
		return int64(le.Uint64(b[l.CountLo:])), le.Uint32(b[l.Cancelled:]) != 0, nil
	}
	hi := le.Uint32(b[l.CountHi:])
	return int64(le.Uint32(b[l.CountLo:])) | int64(hi>>1)<<32, hi&1 != 0, nil
}

// statusAt is the address of element i of an array of statuses.
func (s *Sim) statusAt(base uint64, i int32) uint64 {
	if base == s.abi.StatusesIgnore {
		return s.abi.StatusIgnore
	}
	return base + uint64(int64(i)*int64(s.abi.Status.Size))
}

// Integer argument helpers: arguments arrive zero-extended.
func argInt(a uint64) int32 { return int32(uint32(a)) }

func (s *Sim) storeInt(r *rank, addr uint64, v int32) error {
	if err := r.mem.Store(addr, 4, uint64(uint32(v))); err != nil {
		return s.errorf(r, s.abi.Errors.Arg, "invalid output pointer: %v", err)
	}
	return nil
}

func (s *Sim) loadInt(r *rank, addr uint64) (int32, error) {
	v, err := r.mem.Load(addr, 4)
	if err != nil {
		return 0, s.errorf(r, s.abi.Errors.Arg, "invalid pointer argument: %v", err)
	}
	return int32(uint32(v)), nil
}

// loadInts reads n ints at addr.
func (s *Sim) loadInts(r *rank, addr uint64, n int32, what string) ([]int32, error) {
	if n <= 0 {
		return nil, nil
	}
	b, err := r.mem.Bytes(addr, int(n)*4)
	if err != nil {
		return nil, s.errorf(r, s.abi.Errors.Arg, "invalid %s array: %v", what, err)
	}
	out := make([]int32, n)
	for i := range out {
		out[i] = int32(binary.LittleEndian.Uint32(b[4*i:]))
	}
	return out, nil
}

func (s *Sim) storeHandleOut(r *rank, addr uint64, v uint64, what string) error {
	if err := s.writeHandle(r, addr, v); err != nil {
		return s.errorf(r, s.abi.Errors.Arg, "invalid %s pointer: %v", what, err)
	}
	return nil
}
