// glibc's mapped blocks: which heap blocks malloc maps for themselves (its dynamic mmap threshold), and the pages free unmaps.
package interp

// glibc's threshold for mapping a block by itself (M_MMAP_THRESHOLD):
// 128 KiB at first; freeing a mapped block raises it to that block's
// size, up to 32 MiB on 64-bit, so that a program allocating and freeing
// one large buffer over and over gets it from the heap after the first
// time (malloc.c, "dynamic mmap threshold").
const (
	mmapThresholdStart = 128 << 10
	mmapThresholdMax   = 32 << 20
	pageSize           = 4096
)

// glibcHeap is what a rank's glibc would have mapped. The interpreter's
// heap puts every block in its own segment whatever its size; natively
// free() of a mapped block is a munmap, whose cost (the kernel unmapping
// and freeing every page written: 0.25 µs a page on the machine this was
// written on, 2 ms for isort's four 8 MiB arrays a rank, 7 % of its run)
// the interpreter does not count as instructions.
type glibcHeap struct {
	threshold uint64            // 0: mmapThresholdStart
	mapped    map[uint32]uint64 // heap segment of a mapped block → its bytes as glibc maps them
	unmapped  uint64            // pages unmapped by free()
}

// chunkBytes is the size glibc's malloc gives a request of n bytes: n
// plus its 8-byte header, 16-byte aligned.
func chunkBytes(n uint64) uint64 { return max(32, (n+8+15)&^15) }

// allocated notes a block of n bytes at addr: glibc maps it by itself
// when its chunk reaches the threshold.
func (h *glibcHeap) allocated(addr, n uint64) {
	if h.threshold == 0 {
		h.threshold = mmapThresholdStart
	}
	if c := chunkBytes(n); c >= h.threshold {
		if h.mapped == nil {
			h.mapped = map[uint32]uint64{}
		}
		h.mapped[SegOf(addr)] = (c + 8 + pageSize - 1) &^ (pageSize - 1)
	}
}

// freed notes that the block at addr is released; unmap says whether
// free() unmaps it (realloc moves a mapped block's pages with mremap
// instead). Every page of a mapped block counts as written: a program
// allocates a buffer to use it.
func (h *glibcHeap) freed(addr uint64, unmap bool) {
	bytes, ok := h.mapped[SegOf(addr)]
	if !ok {
		return
	}
	delete(h.mapped, SegOf(addr))
	if !unmap {
		return
	}
	h.unmapped += bytes / pageSize
	if bytes > h.threshold && bytes <= mmapThresholdMax {
		h.threshold = bytes
	}
}

// UnmappedPages is how many pages free() has unmapped so far, as glibc
// would have (glibcHeap): a simulator charges each as the kernel's time.
func (p *Process) UnmappedPages() uint64 { return p.heap.unmapped }
