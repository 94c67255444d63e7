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
