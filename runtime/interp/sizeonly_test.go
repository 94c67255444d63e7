// The size-only buffers, one per allocation site: any offset below 4 GiB in bounds, reads give zeros, writes are discarded, no memory held.
package interp

import (
	"strings"
	"testing"
)

func TestSizeOnlyMemory(t *testing.T) {
	m := NewMemory()
	if m.IsSizeOnly(Addr(segFirst, 0)) {
		t.Fatal("size-only before it was asked for")
	}
	site, other := CodePos{pc: 1}, CodePos{pc: 2}
	a := m.SizeOnly(site)
	if m.SizeOnly(site) != a || !m.IsSizeOnly(a+1<<31) || m.IsSizeOnly(0) {
		t.Fatalf("size-only buffer at %#x not recognised", a)
	}
	if b := m.SizeOnly(other); SegOf(b) == SegOf(a) || !m.IsSizeOnly(b) {
		t.Errorf("two allocation sites share size-only buffer %#x", b)
	}
	if err := m.Store(a+1<<20, 8, 0x1122334455667788); err != nil {
		t.Fatal(err)
	}
	if err := m.Write(a+16, []byte("discarded")); err != nil {
		t.Fatal(err)
	}
	for _, off := range []uint64{0, 16, 1 << 20, 1<<32 - 8} {
		if v, err := m.Load(a+off, 8); err != nil || v != 0 {
			t.Errorf("load at offset %d: %#x, %v; want 0", off, v, err)
		}
	}
	b, err := m.Bytes(a+100, 4096)
	if err != nil || len(b) != 4096 {
		t.Fatal(len(b), err)
	}
	for _, x := range b {
		if x != 0 {
			t.Fatal("size-only bytes not zero")
		}
	}
	if _, err := m.Bytes(a+1<<32-4, 8); err == nil || !strings.Contains(err.Error(), "size-only buffer") {
		t.Errorf("read across 4 GiB: %v", err)
	}
	if err := m.Free(a); err == nil {
		t.Error("free of the size-only buffer succeeded")
	}
	if m.HeapPeak() != 0 || m.Footprint() > 4096+int64(cap(m.segs))*24 {
		t.Errorf("size-only buffer holds memory: heap peak %d, footprint %d", m.HeapPeak(), m.Footprint())
	}
}
