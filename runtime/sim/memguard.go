// The memory guard: a run that outgrows the machine's memory ends with an error naming the figures, not by the kernel's OOM killer.
package sim

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"runtime/debug"
	"slices"
	"strconv"
	"strings"
)

// Checks: every memCheckRanks ranks created and every memCheckEvents
// events, each a read of /proc/self/statm (a few microseconds). Between two
// checks a run grows by tens of MiB at most: 1024 ranks of ring (10.5 KiB
// each, measured at 10^6 ranks) take 11 MiB.
const (
	memCheckRanks  = 1024
	memCheckEvents = 1 << 16
)

// memGuard holds the resident bytes a run may reach.
type memGuard struct {
	limit     uint64 // bytes
	available uint64 // what was available at the start, when the limit comes from it
	prevLimit int64  // the Go runtime's memory limit before the run
}

// newMemGuard sets the limit: limit bytes of resident memory, or when 0,
// the resident memory at the start plus 90 % of what is available then
// (the machine's MemAvailable, or less: what the process's memory cgroups
// leave). The Go runtime's own limit is set to it too, so that the
// collector works harder near it rather than let garbage push the run
// over. nil where the figures cannot be read (not Linux): no guard.
func newMemGuard(limit uint64) *memGuard {
	g := &memGuard{limit: limit}
	if limit == 0 {
		avail, ok := memAvailable()
		if room, found := cgroupHeadroom("/proc/self/cgroup", "/sys/fs/cgroup"); found && (!ok || room < avail) {
			avail, ok = room, true // a container's or a batch job's limit (Slurm's cgroup)
		}
		rss, ok2 := residentBytes()
		if !ok || !ok2 {
			return nil
		}
		g.limit, g.available = rss+avail/10*9, avail
	}
	g.prevLimit = debug.SetMemoryLimit(int64(g.limit))
	return g
}

// release gives the Go runtime its memory limit back.
func (g *memGuard) release() {
	if g != nil {
		debug.SetMemoryLimit(g.prevLimit)
	}
}

// check returns an error when the process's resident memory passed the
// limit; where says what the run was doing (asked only then).
func (g *memGuard) check(np int, where func() string) error {
	if g == nil {
		return nil
	}
	rss, ok := residentBytes()
	if !ok || rss <= g.limit {
		return nil
	}
	avail := ""
	if g.available > 0 {
		avail = fmt.Sprintf(", 90%% of the %s available when it started", bytesString(g.available))
	}
	return fmt.Errorf("out of memory: simulating %d ranks took %s %s, over the limit of %s%s; run fewer ranks (--np), or a skeleton (mpiskel compile --level) whose ranks keep less data",
		np, bytesString(rss), where(), bytesString(g.limit), avail)
}

func bytesString(b uint64) string {
	if b < 1<<30 {
		return fmt.Sprintf("%d MiB", b>>20)
	}
	return fmt.Sprintf("%.1f GiB", float64(b)/(1<<30))
}

// residentBytes is the process's resident set, from /proc/self/statm.
func residentBytes() (uint64, bool) {
	data, err := os.ReadFile("/proc/self/statm")
	if err != nil {
		return 0, false
	}
	f := bytes.Fields(data)
	if len(f) < 2 {
		return 0, false
	}
	pages, err := strconv.ParseUint(string(f[1]), 10, 64)
	if err != nil {
		return 0, false
	}
	return pages * uint64(os.Getpagesize()), true
}

// memAvailable is the kernel's estimate of the memory available to new
// work without swapping, from /proc/meminfo.
func memAvailable() (uint64, bool) {
	f, err := os.Open("/proc/meminfo")
	if err != nil {
		return 0, false
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		fields := bytes.Fields(sc.Bytes())
		if len(fields) >= 2 && string(fields[0]) == "MemAvailable:" {
			kb, err := strconv.ParseUint(string(fields[1]), 10, 64)
			return kb << 10, err == nil
		}
	}
	return 0, false
}

// cgroupHeadroom is what the memory cgroups of the process (named in
// procCgroup, under the mount sysfs) leave it: the least, over its cgroup
// and their parents, of limit minus usage; found is false when none sets a
// limit. cgroup v2 (memory.max, memory.current) and v1 (the memory
// controller's memory.limit_in_bytes, memory.usage_in_bytes).
func cgroupHeadroom(procCgroup, sysfs string) (room uint64, found bool) {
	data, err := os.ReadFile(procCgroup)
	if err != nil {
		return 0, false
	}
	readUint := func(path string) (uint64, bool) {
		b, err := os.ReadFile(path)
		if err != nil {
			return 0, false
		}
		v, err := strconv.ParseUint(string(bytes.TrimSpace(b)), 10, 64)
		return v, err == nil // "max": no limit
	}
	for _, line := range bytes.Split(data, []byte("\n")) {
		parts := bytes.SplitN(line, []byte(":"), 3)
		if len(parts) != 3 {
			continue
		}
		base, limitFile, usageFile := "", "", ""
		switch {
		case string(parts[0]) == "0" && len(parts[1]) == 0:
			base, limitFile, usageFile = sysfs, "memory.max", "memory.current"
		case slices.Contains(strings.Split(string(parts[1]), ","), "memory"):
			base, limitFile, usageFile = filepath.Join(sysfs, "memory"), "memory.limit_in_bytes", "memory.usage_in_bytes"
		default:
			continue
		}
		for dir := filepath.Join(base, string(parts[2])); ; dir = filepath.Dir(dir) {
			limit, ok := readUint(filepath.Join(dir, limitFile))
			usage, ok2 := readUint(filepath.Join(dir, usageFile))
			if ok && ok2 && limit < 1<<62 { // v1 writes "no limit" as the largest page multiple
				left := uint64(0)
				if limit > usage {
					left = limit - usage
				}
				if !found || left < room {
					room, found = left, true
				}
			}
			if dir == base || len(dir) <= len(base) {
				break
			}
		}
	}
	return room, found
}
