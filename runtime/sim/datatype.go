// Datatypes: type maps as byte runs, derived-type constructors, and packing between rank memory and messages.
package sim

import (
	"fmt"

	"github.com/mpiskel/mpiskel/runtime/interp"
	"github.com/mpiskel/mpiskel/runtime/mpi"
)

// block is a run of data bytes at offset off from the start of an element.
type block struct{ off, len int64 }

// datatype is an MPI datatype reduced to what moving and reducing data
// needs: the data runs of one element in type-map order, the extent that
// separates consecutive elements, and the basic type when the type is made
// of one (reductions need it).
type datatype struct {
	name           string
	size           int64 // data bytes per element
	lb, extent     int64
	trueLB, trueUB int64
	blocks         []block
	contig         bool       // one run at offset 0 and extent == size: count elements are one copy
	basic          *mpi.Basic // every value is of this basic type; nil for mixed types
	committed      bool
	predefined     bool
}

func basicType(b *mpi.Basic) *datatype {
	t := &datatype{name: b.Name, size: int64(b.Size), extent: int64(b.Extent), basic: b,
		committed: true, predefined: true}
	for _, bl := range b.Blocks() {
		t.blocks = append(t.blocks, block{int64(bl[0]), int64(bl[1])})
	}
	t.trueLB = t.blocks[0].off
	last := t.blocks[len(t.blocks)-1]
	t.trueUB = last.off + last.len
	t.contig = len(t.blocks) == 1 && t.size == t.extent
	return t
}

// typeBuilder assembles a derived type from copies of other types placed
// at byte displacements, in type-map order (MPI-3.1 §4.1).
type typeBuilder struct {
	t     *datatype
	first bool
	mixed bool
	ub    int64
}

func newTypeBuilder(name string) *typeBuilder {
	return &typeBuilder{t: &datatype{name: name}, first: true}
}

// place appends n consecutive copies of old starting at displacement disp.
func (b *typeBuilder) place(disp int64, old *datatype, n int64) {
	if n <= 0 {
		return
	}
	t := b.t
	if b.first {
		t.lb, b.ub = disp+old.lb, disp+old.lb+n*old.extent
		t.trueLB, t.trueUB = disp+old.trueLB, disp+(n-1)*old.extent+old.trueUB
		t.basic = old.basic
		b.first = false
	} else {
		t.lb = min(t.lb, disp+old.lb)
		b.ub = max(b.ub, disp+old.lb+n*old.extent)
		t.trueLB = min(t.trueLB, disp+old.trueLB)
		t.trueUB = max(t.trueUB, disp+(n-1)*old.extent+old.trueUB)
		if t.basic != old.basic {
			b.mixed = true
		}
	}
	t.size += n * old.size
	if old.contig {
		b.add(disp, n*old.size)
		return
	}
	for i := int64(0); i < n; i++ {
		base := disp + i*old.extent
		for _, bl := range old.blocks {
			b.add(base+bl.off, bl.len)
		}
	}
}

func (b *typeBuilder) add(off, n int64) {
	if n == 0 {
		return
	}
	bl := b.t.blocks
	if k := len(bl); k > 0 && bl[k-1].off+bl[k-1].len == off {
		bl[k-1].len += n
		return
	}
	b.t.blocks = append(bl, block{off, n})
}

func (b *typeBuilder) done() *datatype {
	t := b.t
	if b.first { // an empty type
		return t
	}
	t.extent = b.ub - t.lb
	if b.mixed {
		t.basic = nil
	}
	t.contig = len(t.blocks) == 1 && t.blocks[0].off == 0 && t.blocks[0].len == t.size && t.extent == t.size
	if len(t.blocks) == 0 {
		t.contig = true
	}
	return t
}

// resized returns old with its lower bound and extent replaced.
func resized(old *datatype, lb, extent int64) *datatype {
	t := *old
	t.name = "resized(" + old.name + ")"
	t.lb, t.extent = lb, extent
	t.predefined, t.committed = false, false
	t.contig = len(t.blocks) == 1 && t.blocks[0].off == 0 && t.blocks[0].len == t.size && t.extent == t.size
	return &t
}

// packedSize is the number of bytes count elements of t carry.
func (t *datatype) packedSize(count int64) int64 { return count * t.size }

// span is the byte range [lo, hi) that count elements at a buffer touch,
// relative to the buffer's address.
func (t *datatype) span(count int64) (lo, hi int64) {
	if count == 0 || t.size == 0 {
		return 0, 0
	}
	return t.trueLB, (count-1)*t.extent + t.trueUB
}

// pack copies count elements at addr in mem into dst (len count*size).
// The size-only buffer (interp.Memory.SizeOnly) packs as zeros without
// being read.
func (t *datatype) pack(mem *interp.Memory, addr uint64, count int64, dst []byte) error {
	if mem.IsSizeOnly(addr) {
		clear(dst)
		return nil
	}
	if t.contig {
		src, err := mem.Bytes(addr, len(dst))
		copy(dst, src)
		return err
	}
	pos := 0
	for i := int64(0); i < count; i++ {
		base := addr + uint64(i*t.extent)
		for _, bl := range t.blocks {
			src, err := mem.Bytes(base+uint64(bl.off), int(bl.len))
			if err != nil {
				return err
			}
			pos += copy(dst[pos:], src)
		}
	}
	return nil
}

// unpack writes src (at most count elements' worth) to addr in mem.
// Nothing is written to the size-only buffer.
func (t *datatype) unpack(mem *interp.Memory, addr uint64, count int64, src []byte) error {
	if len(src) == 0 || mem.IsSizeOnly(addr) {
		return nil
	}
	if t.contig {
		dst, err := mem.WritableBytes(addr, len(src))
		copy(dst, src)
		return err
	}
	for i := int64(0); i < count && len(src) > 0; i++ {
		base := addr + uint64(i*t.extent)
		for _, bl := range t.blocks {
			n := min(bl.len, int64(len(src)))
			dst, err := mem.WritableBytes(base+uint64(bl.off), int(n))
			if err != nil {
				return err
			}
			copy(dst, src[:n])
			src = src[n:]
			if len(src) == 0 {
				break
			}
		}
	}
	return nil
}

// elements is MPI_Get_elements for a message of n bytes: whole basic values
// received, or MPI_UNDEFINED (-1 here) when the type is mixed.
func (t *datatype) elements(n int64) int64 {
	if t.basic != nil && t.basic.Size > 0 {
		return n / int64(t.basic.Size)
	}
	if t.size == 0 {
		return 0
	}
	return -1
}

// Derived-type constructors (MPI-3.1 §4.1.2). Displacements of the
// non-h variants are in extents of oldtype.

func typeContiguous(count int64, old *datatype) *datatype {
	b := newTypeBuilder(fmt.Sprintf("contiguous(%d, %s)", count, old.name))
	b.place(0, old, count)
	return b.done()
}

func typeHvector(count, blocklen, strideBytes int64, old *datatype, name string) *datatype {
	b := newTypeBuilder(name)
	for i := int64(0); i < count; i++ {
		b.place(i*strideBytes, old, blocklen)
	}
	return b.done()
}

func typeHindexed(blocklens []int64, displs []int64, old *datatype, name string) *datatype {
	b := newTypeBuilder(name)
	for i := range blocklens {
		b.place(displs[i], old, blocklens[i])
	}
	return b.done()
}

func typeStruct(blocklens []int64, displs []int64, olds []*datatype) *datatype {
	b := newTypeBuilder("struct")
	for i := range blocklens {
		b.place(displs[i], olds[i], blocklens[i])
	}
	return b.done()
}

// typeSubarray builds MPI_Type_create_subarray (MPI-3.1 §4.1.3): the
// extent is the whole array's.
func typeSubarray(sizes, subsizes, starts []int64, fortran bool, old *datatype) *datatype {
	nd := len(sizes)
	// Walk the sub-block row by row in memory order; the fastest dimension
	// is the last one in C order and the first in Fortran order.
	dimAt := func(i int) int {
		if fortran {
			return i
		}
		return nd - 1 - i
	}
	// strides[d] in elements of old
	strides := make([]int64, nd)
	acc := int64(1)
	for i := 0; i < nd; i++ {
		d := dimAt(i)
		strides[d] = acc
		acc *= sizes[d]
	}
	total := acc
	b := newTypeBuilder("subarray")
	fast := dimAt(0)
	idx := make([]int64, nd)
	for {
		off := int64(0)
		for d := 0; d < nd; d++ {
			if d == fast {
				continue
			}
			off += (starts[d] + idx[d]) * strides[d]
		}
		off += starts[fast] * strides[fast]
		b.place(off*old.extent, old, subsizes[fast])
		// next row
		i := 1
		for ; i < nd; i++ {
			d := dimAt(i)
			idx[d]++
			if idx[d] < subsizes[d] {
				break
			}
			idx[d] = 0
		}
		if i == nd || nd == 1 {
			break
		}
	}
	t := b.done()
	t.lb = old.lb
	t.extent = total * old.extent
	t.contig = len(t.blocks) == 1 && t.blocks[0].off == 0 && t.blocks[0].len == t.size && t.extent == t.size
	return t
}
