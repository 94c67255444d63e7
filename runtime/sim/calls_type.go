// MPI datatype, pack/unpack and local reduction calls.
package sim

import (
	"encoding/binary"
	"fmt"

	"github.com/mpiskel/mpiskel/runtime/mpi"
)

// newType registers a derived datatype and writes its handle to out.
func (s *Sim) newType(r *rank, t *datatype, out uint64) (uint64, bool, error) {
	var idx int32
	if n := len(s.freeTyps); n > 0 {
		idx = s.freeTyps[n-1]
		s.freeTyps = s.freeTyps[:n-1]
		s.types[idx] = t
	} else {
		s.types = append(s.types, t)
		idx = int32(len(s.types) - 1)
	}
	return 0, true, s.storeHandleOut(r, out, s.mint(hkType, idx), "newtype")
}

func (s *Sim) typeCount(r *rank, v uint64) (int64, error) {
	n := int64(argInt(v))
	if n < 0 {
		return 0, s.errorf(r, s.abi.Errors.Count, "negative count %d", n)
	}
	return n, nil
}

// loadAints reads n MPI_Aint (8-byte) values.
func (s *Sim) loadAints(r *rank, addr uint64, n int64, what string) ([]int64, error) {
	if n == 0 {
		return nil, nil
	}
	b, err := r.mem.Bytes(addr, int(n)*8)
	if err != nil {
		return nil, s.errorf(r, s.abi.Errors.Arg, "invalid %s array: %v", what, err)
	}
	out := make([]int64, n)
	for i := range out {
		out[i] = int64(binary.LittleEndian.Uint64(b[8*i:]))
	}
	return out, nil
}

func (s *Sim) loadInt64s(r *rank, addr uint64, n int64, what string) ([]int64, error) {
	v, err := s.loadInts(r, addr, int32(n), what)
	if err != nil {
		return nil, err
	}
	out := make([]int64, len(v))
	for i, x := range v {
		out[i] = int64(x)
	}
	return out, nil
}

// MPI_Type_contiguous(count, oldtype, newtype).
func mpiTypeContiguous(s *Sim, r *rank, a []uint64) (uint64, bool, error) {
	n, err := s.typeCount(r, a[0])
	if err != nil {
		return 0, false, err
	}
	old, _, err := s.dtype(r, a[1], false)
	if err != nil {
		return 0, false, err
	}
	return s.newType(r, typeContiguous(n, old), a[2])
}

// MPI_Type_vector(count, blocklength, stride, oldtype, newtype); hvector's
// stride is in bytes.
func mpiTypeVector(s *Sim, r *rank, a []uint64, bytes bool) (uint64, bool, error) {
	n, err := s.typeCount(r, a[0])
	if err != nil {
		return 0, false, err
	}
	bl, err := s.typeCount(r, a[1])
	if err != nil {
		return 0, false, err
	}
	old, _, err := s.dtype(r, a[3], false)
	if err != nil {
		return 0, false, err
	}
	var stride int64
	name := "vector"
	if bytes {
		stride, name = int64(a[2]), "hvector"
	} else {
		stride = int64(argInt(a[2])) * old.extent
	}
	name = fmt.Sprintf("%s(%d, %d, %d, %s)", name, n, bl, stride, old.name)
	return s.newType(r, typeHvector(n, bl, stride, old, name), a[4])
}

// MPI_Type_indexed(count, blocklengths, displacements, oldtype, newtype) and
// its hindexed / indexed_block / hindexed_block variants.
func mpiTypeIndexed(s *Sim, r *rank, a []uint64, bytes, block bool) (uint64, bool, error) {
	n, err := s.typeCount(r, a[0])
	if err != nil {
		return 0, false, err
	}
	old, _, err := s.dtype(r, a[3], false)
	if err != nil {
		return 0, false, err
	}
	var bls, displs []int64
	if block {
		bl, err := s.typeCount(r, a[1])
		if err != nil {
			return 0, false, err
		}
		bls = make([]int64, n)
		for i := range bls {
			bls[i] = bl
		}
	} else if bls, err = s.loadInt64s(r, a[1], n, "blocklengths"); err != nil {
		return 0, false, err
	}
	if bytes {
		displs, err = s.loadAints(r, a[2], n, "displacements")
	} else {
		displs, err = s.loadInt64s(r, a[2], n, "displacements")
		for i := range displs {
			displs[i] *= old.extent
		}
	}
	if err != nil {
		return 0, false, err
	}
	for _, b := range bls {
		if b < 0 {
			return 0, false, s.errorf(r, s.abi.Errors.Arg, "negative block length %d", b)
		}
	}
	return s.newType(r, typeHindexed(bls, displs, old, "indexed("+old.name+")"), a[4])
}

// MPI_Type_create_struct(count, blocklengths, displacements, types, newtype).
func mpiTypeStruct(s *Sim, r *rank, a []uint64) (uint64, bool, error) {
	n, err := s.typeCount(r, a[0])
	if err != nil {
		return 0, false, err
	}
	bls, err := s.loadInt64s(r, a[1], n, "blocklengths")
	if err != nil {
		return 0, false, err
	}
	displs, err := s.loadAints(r, a[2], n, "displacements")
	if err != nil {
		return 0, false, err
	}
	olds := make([]*datatype, n)
	for i := range olds {
		v, err := s.readHandle(r, a[3]+uint64(int64(i)*int64(s.abi.HandleBytes)))
		if err != nil {
			return 0, false, s.errorf(r, s.abi.Errors.Arg, "invalid types array: %v", err)
		}
		if olds[i], _, err = s.dtype(r, v, false); err != nil {
			return 0, false, err
		}
	}
	return s.newType(r, typeStruct(bls, displs, olds), a[4])
}

// MPI_Type_create_subarray(ndims, sizes, subsizes, starts, order, oldtype, newtype).
func mpiTypeSubarray(s *Sim, r *rank, a []uint64) (uint64, bool, error) {
	nd := int64(argInt(a[0]))
	if nd <= 0 {
		return 0, false, s.errorf(r, s.abi.Errors.Arg, "invalid number of dimensions %d", nd)
	}
	sizes, err := s.loadInt64s(r, a[1], nd, "sizes")
	if err != nil {
		return 0, false, err
	}
	subs, err := s.loadInt64s(r, a[2], nd, "subsizes")
	if err != nil {
		return 0, false, err
	}
	starts, err := s.loadInt64s(r, a[3], nd, "starts")
	if err != nil {
		return 0, false, err
	}
	order := argInt(a[4])
	if order != s.abi.OrderC && order != s.abi.OrderFortran {
		return 0, false, s.errorf(r, s.abi.Errors.Arg, "invalid order %d", order)
	}
	old, _, err := s.dtype(r, a[5], false)
	if err != nil {
		return 0, false, err
	}
	empty := false
	for i := range sizes {
		if sizes[i] <= 0 || subs[i] < 0 || starts[i] < 0 || starts[i]+subs[i] > sizes[i] {
			return 0, false, s.errorf(r, s.abi.Errors.Arg, "dimension %d: subarray [%d, %d) outside size %d", i, starts[i], starts[i]+subs[i], sizes[i])
		}
		empty = empty || subs[i] == 0
	}
	var t *datatype
	if empty {
		total := int64(1)
		for _, n := range sizes {
			total *= n
		}
		t = &datatype{name: "subarray", lb: old.lb, extent: total * old.extent, contig: true}
	} else {
		t = typeSubarray(sizes, subs, starts, order == s.abi.OrderFortran, old)
	}
	return s.newType(r, t, a[6])
}

// MPI_Type_create_resized(oldtype, lb, extent, newtype).
func mpiTypeResized(s *Sim, r *rank, a []uint64) (uint64, bool, error) {
	old, _, err := s.dtype(r, a[0], false)
	if err != nil {
		return 0, false, err
	}
	return s.newType(r, resized(old, int64(a[1]), int64(a[2])), a[3])
}

// MPI_Type_dup(oldtype, newtype).
func mpiTypeDup(s *Sim, r *rank, a []uint64) (uint64, bool, error) {
	old, _, err := s.dtype(r, a[0], false)
	if err != nil {
		return 0, false, err
	}
	t := *old
	t.predefined = false
	return s.newType(r, &t, a[1])
}

func (s *Sim) typeArg(r *rank, addr uint64) (*datatype, int32, uint64, error) {
	v, err := s.readHandle(r, addr)
	if err != nil {
		return nil, 0, 0, s.errorf(r, s.abi.Errors.Arg, "invalid datatype pointer: %v", err)
	}
	t, idx, err := s.dtype(r, v, false)
	return t, idx, v, err
}

// MPI_Type_commit(datatype).
func mpiTypeCommit(s *Sim, r *rank, a []uint64) (uint64, bool, error) {
	t, _, _, err := s.typeArg(r, a[0])
	if err != nil {
		return 0, false, err
	}
	t.committed = true
	return 0, true, nil
}

// MPI_Type_free(datatype).
func mpiTypeFree(s *Sim, r *rank, a []uint64) (uint64, bool, error) {
	t, idx, _, err := s.typeArg(r, a[0])
	if err != nil {
		return 0, false, err
	}
	if t.predefined {
		return 0, false, s.errorf(r, s.abi.Errors.Type, "cannot free predefined datatype %s", t.name)
	}
	s.types[idx] = nil
	s.freeTyps = append(s.freeTyps, idx)
	return 0, true, s.storeHandleOut(r, a[0], s.h.typeNull, "datatype")
}

// MPI_Type_size(datatype, size) / MPI_Type_size_x(datatype, MPI_Count *size).
func mpiTypeSize(s *Sim, r *rank, a []uint64, x bool) (uint64, bool, error) {
	t, _, err := s.dtype(r, a[0], false)
	if err != nil {
		return 0, false, err
	}
	if x {
		if err := r.mem.Store(a[1], 8, uint64(t.size)); err != nil {
			return 0, false, s.errorf(r, s.abi.Errors.Arg, "invalid size pointer: %v", err)
		}
		return 0, true, nil
	}
	v := int32(t.size)
	if t.size > 1<<31-1 {
		v = s.abi.Undefined
	}
	return 0, true, s.storeInt(r, a[1], v)
}

// MPI_Type_get_extent(datatype, lb, extent) and MPI_Type_get_true_extent.
func mpiTypeExtent(s *Sim, r *rank, a []uint64, true_ bool) (uint64, bool, error) {
	t, _, err := s.dtype(r, a[0], false)
	if err != nil {
		return 0, false, err
	}
	lb, ext := t.lb, t.extent
	if true_ {
		lb, ext = t.trueLB, t.trueUB-t.trueLB
	}
	if err := firstErr(r.mem.Store(a[1], 8, uint64(lb)), r.mem.Store(a[2], 8, uint64(ext))); err != nil {
		return 0, false, s.errorf(r, s.abi.Errors.Arg, "invalid output pointer: %v", err)
	}
	return 0, true, nil
}

func mpiTypeSetName(s *Sim, r *rank, a []uint64) (uint64, bool, error) {
	t, _, err := s.dtype(r, a[0], false)
	if err != nil {
		return 0, false, err
	}
	name, err := r.mem.CString(a[1], 128)
	if err != nil {
		return 0, false, s.errorf(r, s.abi.Errors.Arg, "invalid name: %v", err)
	}
	if !t.predefined {
		t.name = name
	}
	return 0, true, nil
}

func mpiTypeGetName(s *Sim, r *rank, a []uint64) (uint64, bool, error) {
	t, _, err := s.dtype(r, a[0], false)
	if err != nil {
		return 0, false, err
	}
	return 0, true, s.writeString(r, a[1], a[2], t.name, 128)
}

// MPI_Get_address(location, address): addresses are plain integers here.
func mpiGetAddress(s *Sim, r *rank, a []uint64) (uint64, bool, error) {
	if err := r.mem.Store(a[1], 8, a[0]); err != nil {
		return 0, false, s.errorf(r, s.abi.Errors.Arg, "invalid address pointer: %v", err)
	}
	return 0, true, nil
}

// MPI_Pack(inbuf, incount, datatype, outbuf, outsize, position, comm).
func mpiPack(s *Sim, r *rank, a []uint64) (uint64, bool, error) {
	n, err := s.typeCount(r, a[1])
	if err != nil {
		return 0, false, err
	}
	t, _, err := s.dtype(r, a[2], true)
	if err != nil {
		return 0, false, err
	}
	pos, err := s.loadInt(r, a[5])
	if err != nil {
		return 0, false, err
	}
	size := t.packedSize(n)
	if int64(pos)+size > int64(argInt(a[4])) {
		return 0, false, s.errorf(r, s.abi.Errors.Truncate, "packing %d bytes at position %d overflows the %d-byte buffer", size, pos, argInt(a[4]))
	}
	buf := make([]byte, size)
	if err := t.pack(r.mem, a[0], n, buf); err != nil {
		return 0, false, s.errorf(r, s.abi.Errors.Buffer, "invalid input buffer: %v", err)
	}
	if err := r.mem.Write(a[3]+uint64(pos), buf); err != nil {
		return 0, false, s.errorf(r, s.abi.Errors.Buffer, "invalid output buffer: %v", err)
	}
	return 0, true, s.storeInt(r, a[5], pos+int32(size))
}

// MPI_Unpack(inbuf, insize, position, outbuf, outcount, datatype, comm).
func mpiUnpack(s *Sim, r *rank, a []uint64) (uint64, bool, error) {
	n, err := s.typeCount(r, a[4])
	if err != nil {
		return 0, false, err
	}
	t, _, err := s.dtype(r, a[5], true)
	if err != nil {
		return 0, false, err
	}
	pos, err := s.loadInt(r, a[2])
	if err != nil {
		return 0, false, err
	}
	size := t.packedSize(n)
	if int64(pos)+size > int64(argInt(a[1])) {
		return 0, false, s.errorf(r, s.abi.Errors.Truncate, "unpacking %d bytes at position %d reads past the %d-byte buffer", size, pos, argInt(a[1]))
	}
	buf := make([]byte, size)
	if err := r.mem.Read(a[0]+uint64(pos), buf); err != nil {
		return 0, false, s.errorf(r, s.abi.Errors.Buffer, "invalid input buffer: %v", err)
	}
	if err := t.unpack(r.mem, a[3], n, buf); err != nil {
		return 0, false, s.errorf(r, s.abi.Errors.Buffer, "invalid output buffer: %v", err)
	}
	return 0, true, s.storeInt(r, a[2], pos+int32(size))
}

// MPI_Pack_size(incount, datatype, comm, size).
func mpiPackSize(s *Sim, r *rank, a []uint64) (uint64, bool, error) {
	n, err := s.typeCount(r, a[0])
	if err != nil {
		return 0, false, err
	}
	t, _, err := s.dtype(r, a[1], false)
	if err != nil {
		return 0, false, err
	}
	return 0, true, s.storeInt(r, a[3], int32(t.packedSize(n)))
}

// MPI_Op_commutative(op, commute): every predefined op is commutative.
func mpiOpCommutative(s *Sim, r *rank, a []uint64) (uint64, bool, error) {
	_, u, err := s.op(r, a[0])
	if err != nil {
		return 0, false, err
	}
	return flagOut(s, r, a[1], u == nil || u.commute)
}

// userOp is an MPI_Op_create'd reduction: an interpreted function of the
// program, MPI_User_function(void *invec, void *inoutvec, int *len,
// MPI_Datatype *datatype).
type userOp struct {
	fn      uint64
	commute bool
}

// MPI_Op_create(function, commute, op).
func mpiOpCreate(s *Sim, r *rank, a []uint64) (uint64, bool, error) {
	if a[0] == 0 {
		return 0, false, s.errorf(r, s.abi.Errors.Arg, "null user function")
	}
	s.userOps = append(s.userOps, &userOp{fn: a[0], commute: argInt(a[1]) != 0})
	return 0, true, s.storeHandleOut(r, a[2], s.mint(hkOp, userOpBase+int32(len(s.userOps)-1)), "op")
}

// MPI_Op_free(op).
func mpiOpFree(s *Sim, r *rank, a []uint64) (uint64, bool, error) {
	v, err := s.readHandle(r, a[0])
	if err != nil {
		return 0, false, s.errorf(r, s.abi.Errors.Arg, "invalid op pointer: %v", err)
	}
	if _, u, err := s.op(r, v); err != nil {
		return 0, false, err
	} else if u == nil {
		return 0, false, s.errorf(r, s.abi.Errors.Op, "cannot free a predefined op")
	}
	// The op may still be in use by other ranks' handles (handles are
	// shared objects here); it stays registered.
	return 0, true, s.storeHandleOut(r, a[0], s.h.opNull, "op")
}

// userReduce computes inout = in op inout with a user function, run by the
// interpreter in rank r's memory: both operands are laid out with their
// datatype in a scratch heap block, as the library would hand them over.
func (s *Sim) userReduce(r *rank, u *userOp, dt *datatype, dtv uint64, in, inout []byte) error {
	if dt.size == 0 || len(in) == 0 {
		return nil
	}
	count := int64(len(in)) / dt.size
	lo, hi := dt.span(count)
	span := hi - min(lo, 0)
	shift := uint64(-min(lo, 0))
	block, err := r.mem.Alloc(uint64(2*span + 16))
	if err != nil {
		return fmt.Errorf("user reduction: %v", err)
	}
	defer r.mem.Free(block)
	inAddr, ioAddr := block+shift, block+uint64(span)+shift
	lenAddr, dtAddr := block+uint64(2*span), block+uint64(2*span)+8
	if err := firstErr(dt.unpack(r.mem, inAddr, count, in), dt.unpack(r.mem, ioAddr, count, inout),
		r.mem.Store(lenAddr, 4, uint64(count)), r.mem.Store(dtAddr, s.abi.HandleBytes, dtv)); err != nil {
		return fmt.Errorf("user reduction: %v", err)
	}
	if _, err := r.ip.CallFunc(u.fn, inAddr, ioAddr, lenAddr, dtAddr); err != nil {
		return fmt.Errorf("user reduction function: %v", err)
	}
	return dt.pack(r.mem, ioAddr, count, inout)
}

// MPI_Reduce_local(inbuf, inoutbuf, count, datatype, op).
func mpiReduceLocal(s *Sim, r *rank, a []uint64) (uint64, bool, error) {
	n, err := s.typeCount(r, a[2])
	if err != nil {
		return 0, false, err
	}
	t, _, err := s.dtype(r, a[3], true)
	if err != nil {
		return 0, false, err
	}
	op, u, err := s.op(r, a[4])
	if err != nil {
		return 0, false, err
	}
	var b *mpi.Basic
	if u == nil {
		if b, err = s.reductionType(r, t, op); err != nil {
			return 0, false, err
		}
	}
	in, err := s.packArg(r, a[0], n, t, "input buffer")
	if err != nil {
		return 0, false, err
	}
	io, err := s.packArg(r, a[1], n, t, "inout buffer")
	if err != nil {
		return 0, false, err
	}
	if u != nil {
		err = s.userReduce(r, u, t, a[3], in, io)
	} else {
		err = reduceInto(op, b, in, io)
	}
	if err != nil {
		return 0, false, s.errorf(r, s.abi.Errors.Op, "%v", err)
	}
	return 0, true, s.unpackArg(r, a[1], n, t, io, "inout buffer")
}
