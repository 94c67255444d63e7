// Reading cgroup limits, on fake cgroup trees.
package sysmem

import (
	"os"
	"path/filepath"
	"testing"
)

func TestCgroupHeadroom(t *testing.T) {
	root := t.TempDir()
	write := func(rel, text string) {
		p := filepath.Join(root, rel)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	// v2: a job of 1 GiB with 256 MiB used, inside a parent of 4 GiB with
	// 3.5 GiB used (the parent leaves less); the root sets no limit.
	write("v2.cgroup", "0::/slurm/job1\n")
	write("v2/memory.max", "max\n")
	write("v2/memory.current", "123\n")
	write("v2/slurm/memory.max", "4294967296\n")
	write("v2/slurm/memory.current", "3758096384\n")
	write("v2/slurm/job1/memory.max", "1073741824\n")
	write("v2/slurm/job1/memory.current", "268435456\n")
	// v1: the memory controller's cgroup of 2 GiB with 1 GiB used; v1
	// writes no limit as the largest page multiple.
	write("v1.cgroup", "4:memory:/job2\n3:cpu,cpuacct:/\n")
	write("v1/memory/memory.limit_in_bytes", "9223372036854771712\n")
	write("v1/memory/memory.usage_in_bytes", "5000000000\n")
	write("v1/memory/job2/memory.limit_in_bytes", "2147483648\n")
	write("v1/memory/job2/memory.usage_in_bytes", "1073741824\n")
	write("none.cgroup", "0::/\n")
	for _, c := range []struct {
		cgroup, sysfs string
		room          uint64
		found         bool
	}{
		{"v2.cgroup", "v2", 512 << 20, true},
		{"v1.cgroup", "v1", 1 << 30, true},
		{"none.cgroup", "v2", 0, false},
		{"missing.cgroup", "v2", 0, false},
	} {
		room, found := CgroupHeadroom(filepath.Join(root, c.cgroup), filepath.Join(root, c.sysfs))
		if room != c.room || found != c.found {
			t.Errorf("%s: headroom %d, %v; want %d, %v", c.cgroup, room, found, c.room, c.found)
		}
	}
}
