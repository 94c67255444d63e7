// Memory: one rank's segmented address space (globals, stack, heap, function and handle addresses).
package interp

import (
	"encoding/binary"
	"fmt"
	"math"
)

// An address is a segment id in its high 32 bits and a byte offset in its low
// 32 bits. Segmenting per object gives exact bounds checks (an overflow of one
// array cannot silently land in its neighbour) and lets every rank share the
// read-only images of constant globals, which is what makes 10^5–10^6 ranks fit
// in memory. Pointer arithmetic stays plain integer arithmetic on the address.
const (
	SegNull   uint32 = 0 // never mapped: address 0 is NULL
	SegFunc   uint32 = 1 // offset = function index; calls through pointers decode it
	SegHandle uint32 = 2 // opaque handles the host hands out (e.g. Open MPI requests); never dereferenced
	segFirst  uint32 = 3 // first segment backing memory
)

// Addr builds an address from a segment id and an offset.
func Addr(seg uint32, off uint32) uint64 { return uint64(seg)<<32 | uint64(off) }

// SegOf and OffOf split an address.
func SegOf(a uint64) uint32 { return uint32(a >> 32) }
func OffOf(a uint64) uint32 { return uint32(a) }

// SegKind says what a segment holds; error messages name it.
type SegKind uint8

const (
	SegGlobal SegKind = iota + 1
	SegConst          // constant global: writes trap; the image is shared by all ranks
	SegStack
	SegHeap
	SegFreed // a freed heap block: any access traps
	// SegSizeOnly is a size-only buffer (see Memory.SizeOnly): every
	// offset is in bounds, reads give zeros, writes are discarded.
	SegSizeOnly
)

func (k SegKind) String() string {
	switch k {
	case SegGlobal:
		return "global"
	case SegConst:
		return "constant"
	case SegStack:
		return "stack"
	case SegHeap:
		return "heap block"
	case SegFreed:
		return "freed heap block"
	case SegSizeOnly:
		return "size-only buffer"
	}
	return "unmapped"
}

// segment is one object's bytes. A segment whose data still aliases the
// program's initial image has cow set and is copied on its first write.
type segment struct {
	data []byte
	kind SegKind
	cow  bool
	// site is a heap block's allocation site, kept once it is freed:
	// 1 + its index in Program.sites, 0 when unknown. It fits the padding
	// after kind and cow, so segments are no larger for it.
	site int32
	name string // global name, for messages
}

// Memory is one rank's address space. It is not safe for concurrent use.
type Memory struct {
	segs     []segment
	freeSegs []uint32 // recycled heap segment ids, reused last-freed first
	heapLive int64    // bytes in live heap blocks
	heapPeak int64
	sizeOnly map[CodePos]uint32 // the size-only segment of each allocation site
	sink     []byte             // what size-only reads and writes see, grown on demand
	// GrowthCheck, when set, is called before an allocation that brings
	// what Alloc handed out since the last call to GrowthStep bytes: a
	// rank allocating in a loop that makes no MPI call, where a simulator
	// would check its memory, is checked there. An error fails the
	// allocation with an *OverBudget, which the program cannot take for a
	// NULL from malloc.
	GrowthCheck func() error
	grown       uint64
}

// GrowthStep is how many bytes Alloc hands out between two GrowthChecks.
const GrowthStep = 64 << 20

// OverBudget is the error of an allocation GrowthCheck refused.
type OverBudget struct{ Err error }

func (e *OverBudget) Error() string { return e.Err.Error() }
func (e *OverBudget) Unwrap() error { return e.Err }

// MemFault is the error for an access outside every live object. The
// interpreter adds the rank and source position.
type MemFault struct {
	Addr  uint64
	Size  int
	Write bool
	What  string // why the access is invalid
}

func (e *MemFault) Error() string {
	op := "read"
	if e.Write {
		op = "write"
	}
	return fmt.Sprintf("invalid %s of %d bytes at %#x: %s", op, e.Size, e.Addr, e.What)
}

// NewMemory returns an address space with only the reserved segments.
func NewMemory() *Memory {
	return &Memory{segs: make([]segment, segFirst, 16)}
}

// MapShared adds a segment backed by image, copied on first write (or never
// writable when kind is SegConst). It returns the segment id.
func (m *Memory) MapShared(image []byte, kind SegKind, name string) uint32 {
	m.segs = append(m.segs, segment{data: image, kind: kind, cow: kind != SegConst, name: name})
	return uint32(len(m.segs) - 1)
}

// MapFixed adds a private zeroed segment of n bytes at the next id (used for the stack).
func (m *Memory) MapFixed(n int, kind SegKind, name string) uint32 {
	m.segs = append(m.segs, segment{data: make([]byte, n), kind: kind, name: name})
	return uint32(len(m.segs) - 1)
}

// Alloc maps a new zeroed heap block of n bytes and returns its address.
func (m *Memory) Alloc(n uint64) (uint64, error) {
	if n > math.MaxUint32 {
		return 0, fmt.Errorf("allocation of %d bytes exceeds the 4 GiB object limit", n)
	}
	if m.GrowthCheck != nil {
		if m.grown += n; m.grown >= GrowthStep {
			m.grown = 0
			if err := m.GrowthCheck(); err != nil {
				return 0, &OverBudget{err}
			}
		}
	}
	seg := segment{data: make([]byte, n), kind: SegHeap}
	var id uint32
	if k := len(m.freeSegs); k > 0 {
		id = m.freeSegs[k-1]
		m.freeSegs = m.freeSegs[:k-1]
		m.segs[id] = seg
	} else {
		if len(m.segs) == math.MaxUint32 {
			return 0, fmt.Errorf("too many live heap blocks")
		}
		m.segs = append(m.segs, seg)
		id = uint32(len(m.segs) - 1)
	}
	m.heapLive += int64(n)
	if m.heapLive > m.heapPeak {
		m.heapPeak = m.heapLive
	}
	return Addr(id, 0), nil
}

// setAllocSite records where the heap block at addr was allocated (see
// segment.site).
func (m *Memory) setAllocSite(addr uint64, site int32) {
	if id := SegOf(addr); id >= segFirst && int(id) < len(m.segs) {
		m.segs[id].site = site
	}
}

// BadFree is the error of a free of anything but a live heap block's
// start: a double free, or a pointer into an object.
type BadFree struct {
	Addr   uint64
	Double bool   // the block was freed before
	Offset int32  // how far into its object Addr points, when not Double
	Object string // the object Addr points into, "" when none
	// AllocSite is where the block was allocated: 1 + its index in
	// Program.sites, 0 when unknown. The process fills Allocated from it.
	AllocSite int32
	Allocated string // "file:line:col (in func)", "" when unknown
}

func (e *BadFree) Error() string {
	at := ""
	if e.Allocated != "" {
		at = " allocated at " + e.Allocated
	}
	switch {
	case e.Double && at != "":
		return "double free of a block" + at
	case e.Double:
		return fmt.Sprintf("double free of the heap block at %#x", e.Addr)
	case e.Offset != 0 && e.Object != "":
		return fmt.Sprintf("free of a pointer %d bytes into a %s%s, not its start", e.Offset, e.Object, at)
	case e.Object != "":
		return fmt.Sprintf("free of %s, not a heap block", e.Object)
	}
	return fmt.Sprintf("free of %#x: not the address of a heap block", e.Addr)
}

// Free releases the heap block at addr; free(NULL) is a no-op as in C.
func (m *Memory) Free(addr uint64) error {
	if addr == 0 {
		return nil
	}
	id := SegOf(addr)
	if OffOf(addr) != 0 || id < segFirst || int(id) >= len(m.segs) || m.segs[id].kind != SegHeap {
		e := &BadFree{Addr: addr}
		if id >= segFirst && int(id) < len(m.segs) {
			s := &m.segs[id]
			e.Double = s.kind == SegFreed && OffOf(addr) == 0
			if !e.Double {
				e.Offset, e.Object = int32(OffOf(addr)), s.kind.String()
				if s.name != "" {
					e.Object += " " + s.name
				}
			}
			if s.kind == SegHeap || s.kind == SegFreed {
				e.AllocSite = s.site
			}
		}
		return e
	}
	m.heapLive -= int64(len(m.segs[id].data))
	m.segs[id] = segment{kind: SegFreed, site: m.segs[id].site}
	m.freeSegs = append(m.freeSegs, id)
	return nil
}

// SizeOnly returns the address of the size-only buffer of allocation site
// at (the call and its function's caller, see Process.Pos), mapping it on
// the site's first call. A skeleton hands it to MPI in
// place of a buffer whose contents nothing needs (transform.Fold), so that
// only the message's size matters: any offset below 4 GiB is in bounds,
// reads give zeros, writes are discarded, and it holds no memory of its
// own. The simulator neither reads nor writes it when it moves a message
// (IsSizeOnly). Each site has its own buffer, which later calls at the
// site return again, so that the simulator can tell blocks apart (as
// first touches of their pages) the way the program's allocator reuses a
// site's freed block: the skeleton has no frees of these blocks.
func (m *Memory) SizeOnly(at CodePos) uint64 {
	id, ok := m.sizeOnly[at]
	if !ok {
		if m.sizeOnly == nil {
			m.sizeOnly = map[CodePos]uint32{}
		}
		m.segs = append(m.segs, segment{kind: SegSizeOnly, name: "mpiskel_sizeonly"})
		id = uint32(len(m.segs) - 1)
		m.sizeOnly[at] = id
	}
	return Addr(id, 0)
}

// IsSizeOnly says whether addr points into a size-only buffer.
func (m *Memory) IsSizeOnly(addr uint64) bool {
	id := SegOf(addr)
	return id >= segFirst && int(id) < len(m.segs) && m.segs[id].kind == SegSizeOnly
}

// sinkBytes is n bytes standing for the size-only buffer: zeroed for a
// read, as they are for a write (whose bytes nobody reads afterwards).
func (m *Memory) sinkBytes(n int) []byte {
	if cap(m.sink) < n {
		m.sink = make([]byte, n)
	}
	b := m.sink[:n]
	clear(b)
	return b
}

// Size returns the size of the object addr points into, or -1.
func (m *Memory) Size(addr uint64) int {
	id := SegOf(addr)
	if id < segFirst || int(id) >= len(m.segs) {
		return -1
	}
	return len(m.segs[id].data)
}

// HeapPeak reports the largest number of heap bytes live at once.
func (m *Memory) HeapPeak() int64 { return m.heapPeak }

// Footprint reports the bytes this rank owns privately (not shared images).
func (m *Memory) Footprint() int64 {
	var n int64
	for i := segFirst; int(i) < len(m.segs); i++ {
		if !m.segs[i].cow && m.segs[i].kind != SegConst {
			n += int64(cap(m.segs[i].data))
		}
	}
	return n + int64(cap(m.segs))*24
}

func (m *Memory) fault(addr uint64, n int, write bool) *MemFault {
	id := SegOf(addr)
	f := &MemFault{Addr: addr, Size: n, Write: write}
	switch {
	case addr == 0 || (id == SegNull && OffOf(addr) < 4096):
		f.What = "null pointer dereference"
	case id == SegFunc:
		f.What = "address of a function"
	case id == SegHandle:
		f.What = "an opaque handle"
	case int(id) >= len(m.segs) || id < segFirst:
		f.What = "not an address of any object"
	default:
		s := &m.segs[id]
		switch {
		case s.kind == SegFreed:
			f.What = "use after free"
		case s.kind == SegConst && write:
			f.What = fmt.Sprintf("write to constant %s", s.name)
		default:
			name := s.kind.String()
			if s.name != "" {
				name += " " + s.name
			}
			f.What = fmt.Sprintf("offset %d is outside %s of %d bytes", int32(OffOf(addr)), name, len(s.data))
		}
	}
	return f
}

// Bytes returns the n bytes at addr for reading. The slice aliases memory and
// is valid until the next allocation or write.
func (m *Memory) Bytes(addr uint64, n int) ([]byte, error) {
	if n == 0 {
		return nil, nil
	}
	id, off := SegOf(addr), uint64(OffOf(addr))
	if int(id) < len(m.segs) && id >= segFirst {
		s := &m.segs[id]
		if off+uint64(n) <= uint64(len(s.data)) && n > 0 {
			return s.data[off : off+uint64(n)], nil
		}
		if s.kind == SegSizeOnly && off+uint64(n) <= 1<<32 && n > 0 {
			return m.sinkBytes(n), nil
		}
	}
	return nil, m.fault(addr, n, false)
}

// WritableBytes returns the n bytes at addr for writing (copying a shared image first).
func (m *Memory) WritableBytes(addr uint64, n int) ([]byte, error) {
	if n == 0 {
		return nil, nil
	}
	id, off := SegOf(addr), uint64(OffOf(addr))
	if int(id) < len(m.segs) && id >= segFirst {
		s := &m.segs[id]
		if off+uint64(n) <= uint64(len(s.data)) && n > 0 && s.kind != SegConst && s.kind != SegFreed {
			if s.cow {
				s.data = append([]byte(nil), s.data...)
				s.cow = false
			}
			return s.data[off : off+uint64(n)], nil
		}
		if s.kind == SegSizeOnly && off+uint64(n) <= 1<<32 && n > 0 {
			return m.sinkBytes(n), nil
		}
	}
	return nil, m.fault(addr, n, true)
}

// Read copies len(dst) bytes from addr.
func (m *Memory) Read(addr uint64, dst []byte) error {
	b, err := m.Bytes(addr, len(dst))
	copy(dst, b)
	return err
}

// Write copies src to addr.
func (m *Memory) Write(addr uint64, src []byte) error {
	b, err := m.WritableBytes(addr, len(src))
	copy(b, src)
	return err
}

// CString reads a NUL-terminated string at addr (at most max bytes).
func (m *Memory) CString(addr uint64, max int) (string, error) {
	id, off := SegOf(addr), int(OffOf(addr))
	if int(id) < len(m.segs) && id >= segFirst {
		d := m.segs[id].data
		if m.segs[id].kind != SegFreed && off < len(d) {
			for i := off; i < len(d) && i-off < max; i++ {
				if d[i] == 0 {
					return string(d[off:i]), nil
				}
			}
			if len(d)-off >= max {
				return string(d[off : off+max]), nil
			}
		}
	}
	f := m.fault(addr, 1, false)
	if f.What == "" || id >= segFirst && int(id) < len(m.segs) && off < len(m.segs[id].data) {
		f.What = "string is not NUL-terminated inside its object"
	}
	return "", f
}

// Load reads an n-byte (1, 2, 4 or 8) little-endian integer at addr.
func (m *Memory) Load(addr uint64, n int) (uint64, error) {
	b, err := m.Bytes(addr, n)
	if err != nil {
		return 0, err
	}
	switch n {
	case 1:
		return uint64(b[0]), nil
	case 2:
		return uint64(binary.LittleEndian.Uint16(b)), nil
	case 4:
		return uint64(binary.LittleEndian.Uint32(b)), nil
	default:
		return binary.LittleEndian.Uint64(b), nil
	}
}

// Store writes the low n bytes (1, 2, 4 or 8) of v at addr, little-endian.
func (m *Memory) Store(addr uint64, n int, v uint64) error {
	b, err := m.WritableBytes(addr, n)
	if err != nil {
		return err
	}
	switch n {
	case 1:
		b[0] = byte(v)
	case 2:
		binary.LittleEndian.PutUint16(b, uint16(v))
	case 4:
		binary.LittleEndian.PutUint32(b, uint32(v))
	default:
		binary.LittleEndian.PutUint64(b, v)
	}
	return nil
}
