// Tests of glibcHeap: which blocks glibc maps by itself, and the pages their frees unmap.
package interp

import "testing"

func TestGlibcHeap(t *testing.T) {
	var h glibcHeap
	steps := []struct {
		what   string
		do     func()
		pages  uint64 // unmapped so far
		thresh uint64
	}{
		// Folded blocks of 8 MiB, 64 KiB and 8 MiB allocated: the 8 MiB
		// ones mapped (8 MiB + 16 bytes of header: 2049 pages), the other
		// from the heap.
		{"allocations", func() { h.allocatedFolded(8 << 20); h.allocatedFolded(64 << 10); h.allocatedFolded(8 << 20) }, 0, mmapThresholdStart},
		// The first free raises the threshold to its mapped size; the
		// second 8 MiB block was mapped all the same.
		{"8 MiB freed", func() { h.freedFolded(8 << 20) }, 2049, 2049 * pageSize},
		{"64 KiB freed: heap", func() { h.freedFolded(64 << 10) }, 2049, 2049 * pageSize},
		{"8 MiB freed again", func() { h.freedFolded(8 << 20) }, 2 * 2049, 2049 * pageSize},
		// Now 8 MiB is below the threshold: from the heap.
		{"8 MiB allocated and freed", func() { h.allocatedFolded(8 << 20); h.freedFolded(8 << 20) }, 2 * 2049, 2049 * pageSize},
		// Above 32 MiB the threshold stops rising: mapped every time.
		{"40 MiB twice", func() {
			for i := 0; i < 2; i++ {
				h.allocatedFolded(40 << 20)
				h.freedFolded(40 << 20)
			}
		}, 2*2049 + 2*10241, 2049 * pageSize},
		// A real block: mapped at malloc, unmapped at free; realloc's
		// free moves the pages (mremap) instead.
		{"16 MiB malloc and free", func() { h.allocated(Addr(20, 0), 16<<20); h.freed(Addr(20, 0), true) }, 2*2049 + 2*10241 + 4097, 4097 * pageSize},
		{"20 MiB realloc'd away", func() { h.allocated(Addr(21, 0), 20<<20); h.freed(Addr(21, 0), false) }, 2*2049 + 2*10241 + 4097, 4097 * pageSize},
		{"a heap block's free", func() { h.allocated(Addr(22, 0), 100); h.freed(Addr(22, 0), true) }, 2*2049 + 2*10241 + 4097, 4097 * pageSize},
	}
	for _, s := range steps {
		s.do()
		if h.unmapped != s.pages || h.threshold != s.thresh {
			t.Errorf("after %s: %d pages unmapped, threshold %d; want %d and %d", s.what, h.unmapped, h.threshold, s.pages, s.thresh)
		}
	}
}
