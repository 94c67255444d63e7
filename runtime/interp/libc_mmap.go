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
	// folded counts the live folded blocks glibc would have mapped, by
	// size: they share the size-only buffer, so their frees are matched
	// to their allocations by size.
	folded   map[uint64]int
	unmapped uint64 // pages unmapped by free()
}

// chunkBytes is the size glibc's malloc gives a request of n bytes: n
// plus its 8-byte header, 16-byte aligned.
func chunkBytes(n uint64) uint64 { return max(32, (n+8+15)&^15) }

// allocated notes a block of n bytes at addr: glibc maps it by itself
// when its chunk reaches the threshold.
func (h *glibcHeap) allocated(addr, n uint64) {
	if b := h.mappedBytes(n); b > 0 {
		if h.mapped == nil {
			h.mapped = map[uint32]uint64{}
		}
		h.mapped[SegOf(addr)] = b
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
	if unmap {
		h.unmap(bytes)
	}
}

// unmap counts the pages of a mapped block of bytes freed, and raises the
// threshold to its size as glibc does.
func (h *glibcHeap) unmap(bytes uint64) {
	h.unmapped += bytes / pageSize
	if bytes > h.threshold && bytes <= mmapThresholdMax {
		h.threshold = bytes
	}
}

// mappedBytes is the size glibc maps a block of n bytes in by itself, or
// 0 when it takes the block from its heap.
func (h *glibcHeap) mappedBytes(n uint64) uint64 {
	if h.threshold == 0 {
		h.threshold = mmapThresholdStart
	}
	if chunkBytes(n) < h.threshold {
		return 0
	}
	return mapBytes(n)
}

// mapBytes is the size of the mapping glibc makes for a block of n bytes:
// its chunk and 8 more bytes, in whole pages.
func mapBytes(n uint64) uint64 { return (chunkBytes(n) + 8 + pageSize - 1) &^ (pageSize - 1) }

// AllocFolded is the allocation of a skeleton's folded block of n bytes
// (the size-only buffer, transform.SizeOnlyFunc), and FreeFolded its free
// (transform.SizeOnlyFreeFunc): nothing is allocated or freed, but glibc
// decides at the allocation whether it maps the block, and the free
// unmaps the pages of one so mapped (UnmappedPages). A program that
// allocates all its arrays before freeing any (isort) has every one
// mapped, though the first free raises the threshold above their size.
func (p *Process) AllocFolded(n uint64) { p.heap.allocatedFolded(n) }

// FreeFolded: see AllocFolded.
func (p *Process) FreeFolded(n uint64) { p.heap.freedFolded(n) }

func (h *glibcHeap) allocatedFolded(n uint64) {
	if h.mappedBytes(n) > 0 {
		if h.folded == nil {
			h.folded = map[uint64]int{}
		}
		h.folded[n]++
	}
}

func (h *glibcHeap) freedFolded(n uint64) {
	if h.folded[n] == 0 {
		return // taken from glibc's heap
	}
	h.folded[n]--
	h.unmap(mapBytes(n))
}

// UnmappedPages is how many pages free() has unmapped so far, as glibc
// would have (glibcHeap): a simulator charges each as the kernel's time.
func (p *Process) UnmappedPages() uint64 { return p.heap.unmapped }
