// libc_unistd_test.go: gethostname names the rank as MPI_Get_processor_name does.
package interp

import "testing"

func TestGethostname(t *testing.T) {
	p, _, _ := libcTestProcess()
	p.Rank = 3
	buf := buffer(p, 16)
	if r := call(t, p, "gethostname", buf, 16); r != 0 {
		t.Fatalf("gethostname = %d", int64(r))
	}
	if s, _ := p.cstring(buf); s != "sim3" {
		t.Errorf("gethostname gave %q, want MPI_Get_processor_name's sim3", s)
	}
	if r := call(t, p, "gethostname", buf, 3); int64(r) != -1 || p.errno() != 36 {
		t.Errorf("gethostname into 3 bytes = %d, errno %d; want -1, ENAMETOOLONG", int64(r), p.errno())
	}
}

// TestGetoptWithoutGlobals: a program that never names optind (CoMD) still
// advances through its arguments, libc keeping optind for it.
func TestGetoptWithoutGlobals(t *testing.T) {
	p, _, _ := libcTestProcess()
	argv := buffer(p, 8*5)
	for i, s := range []string{"prog", "-N", "3", "-x"} {
		if err := p.Mem.Store(argv+8*uint64(i), 8, cstr(t, p, s)); err != nil {
			t.Fatal(err)
		}
	}
	opts := cstr(t, p, "N:x")
	var got []int64
	for i := 0; i < 5; i++ {
		c := int64(call(t, p, "getopt", 4, argv, opts))
		got = append(got, c)
		if c == -1 {
			break
		}
	}
	if len(got) != 3 || got[0] != 'N' || got[1] != 'x' || got[2] != -1 {
		t.Errorf("getopt returned %v, want N, x, -1", got)
	}
}

func TestIsattyFsync(t *testing.T) {
	p, _, _ := libcTestProcess()
	if r := call(t, p, "isatty", 1); r != 0 || p.errno() != 25 {
		t.Errorf("isatty(1) = %d, errno %d; want 0, ENOTTY as under mpirun", r, p.errno())
	}
	if r := call(t, p, "fsync", 3); r != 0 {
		t.Errorf("fsync = %d", int64(r))
	}
}
