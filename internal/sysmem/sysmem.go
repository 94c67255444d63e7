// Package sysmem reads the memory the machine, or the process's memory cgroup, leaves this process.
package sysmem

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
)

// Available is the memory new work may take without swapping: the
// kernel's MemAvailable, or less where the memory cgroups of the process
// (a container's, a Slurm job's) leave less. ok is false where neither can
// be read (not Linux).
func Available() (avail uint64, ok bool) {
	avail, ok = memAvailable()
	if room, found := CgroupHeadroom("/proc/self/cgroup", "/sys/fs/cgroup"); found && (!ok || room < avail) {
		avail, ok = room, true
	}
	return avail, ok
}

// Budget is what a computation may still add to the process's memory: 90 %
// of Available, the share the simulator's memory guard allows a run; the
// rest is left to the machine. ok as Available's.
func Budget() (budget, avail uint64, ok bool) {
	avail, ok = Available()
	return avail / 10 * 9, avail, ok
}

// BudgetError is the error of a computation that needs more than Budget,
// nil when it fits (or the figures cannot be read): what needs n times per
// bytes, each "per <of>" ("per rank", "per rank of the trace").
func BudgetError(what string, n int, per uint64, of string) error {
	budget, avail, ok := Budget()
	need := uint64(n) * per
	if !ok || need <= budget {
		return nil
	}
	return fmt.Errorf("%s needs at least %s (%s %s), more than the %s that 90%% of the %s available allows",
		what, Bytes(need), Bytes(per), of, Bytes(budget), Bytes(avail))
}

// Bytes writes a size for people: bytes, KiB, MiB or GiB.
func Bytes(b uint64) string {
	switch {
	case b < 1<<10:
		return fmt.Sprintf("%d bytes", b)
	case b < 1<<20:
		return fmt.Sprintf("%.1f KiB", float64(b)/(1<<10))
	case b < 1<<30:
		return fmt.Sprintf("%d MiB", b>>20)
	}
	return fmt.Sprintf("%.1f GiB", float64(b)/(1<<30))
}

// Resident is the process's resident set, from /proc/self/statm.
func Resident() (uint64, bool) {
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

// CgroupHeadroom is what the memory cgroups of the process (named in
// procCgroup, under the mount sysfs) leave it: the least, over its cgroup
// and their parents, of limit minus usage; found is false when none sets a
// limit. cgroup v2 (memory.max, memory.current) and v1 (the memory
// controller's memory.limit_in_bytes, memory.usage_in_bytes).
func CgroupHeadroom(procCgroup, sysfs string) (room uint64, found bool) {
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
