// libc_date_test.go: the calendar on virtual time: the date a program prints is the epoch plus the rank's virtual time, the same every run.
package interp

import "testing"

// TestDateFromVirtualTime runs a Burkardt-style timestamp(): time,
// localtime and strftime at 3725.5 s of virtual time.
func TestDateFromVirtualTime(t *testing.T) {
	p, _, _ := libcTestProcess()
	p.Host = fixedClock{ps: 3_725_500_000_000_000}
	cell := buffer(p, 16)
	now := call(t, p, "time", 0)
	if now != Epoch+3725 {
		t.Fatalf("time(NULL) = %d, want the epoch + 3725", now)
	}
	if err := p.Mem.Store(cell, 8, now); err != nil {
		t.Fatal(err)
	}
	tm := call(t, p, "localtime", cell)
	buf := buffer(p, 40)
	n := call(t, p, "strftime", buf, 40, cstr(t, p, "%d %B %Y %I:%M:%S %p"), tm)
	if s, _ := p.cstring(buf); s != "01 January 2000 01:02:05 AM" || n != uint64(len(s)) {
		t.Errorf("timestamp = %q (%d)", s, n)
	}
	if s, _ := p.cstring(call(t, p, "ctime", cell)); s != "Sat Jan  1 01:02:05 2000\n" {
		t.Errorf("ctime = %q", s)
	}
	call(t, p, "clock_gettime", 0, cell) // CLOCK_REALTIME
	if sec, _ := p.Mem.Load(cell, 8); sec != Epoch+3725 {
		t.Errorf("clock_gettime(CLOCK_REALTIME) = %d s", sec)
	}
	ru := buffer(p, 144)
	call(t, p, "getrusage", 0, ru)
	sec, _ := p.Mem.Load(ru, 8)
	usec, _ := p.Mem.Load(ru+8, 8)
	if sec != 3725 || usec != 500_000 {
		t.Errorf("getrusage user time = %d s %d µs", sec, usec)
	}
}
