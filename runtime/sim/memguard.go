// The memory guard: a run that outgrows the machine's memory ends with an error naming the figures, not by the kernel's OOM killer.
package sim

import (
	"fmt"
	"runtime/debug"
	"unsafe"

	"github.com/mpiskel/mpiskel/internal/sysmem"
	"github.com/mpiskel/mpiskel/runtime/interp"
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
		avail, ok := sysmem.Available() // a container's or a batch job's limit included (Slurm's cgroup)
		rss, ok2 := sysmem.Resident()
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
	rss, ok := sysmem.Resident()
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

// RankBytes is a lower bound of what each rank of prog takes before it
// runs a single instruction: the simulator's record and result of the
// rank, and the interpreter's process with its first stack, registers and
// segment table.
func RankBytes(prog *interp.Program) uint64 {
	return uint64(unsafe.Sizeof(rank{})+unsafe.Sizeof(RankResult{})) + prog.ProcessBytes()
}

// CheckRanksFit refuses, before anything is allocated, a rank count whose
// ranks cannot fit: np ranks of perRank bytes each (RankBytes, plus what
// the caller keeps per rank) against limit bytes of resident memory, or
// when limit is 0 against the memory guard's budget (90 % of what the
// machine or the memory cgroup has available). Otherwise '--np 100000000'
// asks the Go runtime for one 45 GB table and crashes.
func CheckRanksFit(np int, perRank, limit uint64) error {
	need := uint64(np) * perRank
	if limit != 0 {
		rss, ok := sysmem.Resident()
		if room := limit - min(rss, limit); ok && need > room {
			return fmt.Errorf("simulating %d ranks needs at least %s (%s per rank before the program runs), more than the %s the memory limit of %s leaves; run fewer ranks",
				np, sysmem.Bytes(need), sysmem.Bytes(perRank), sysmem.Bytes(room), sysmem.Bytes(limit))
		}
		return nil
	}
	if err := sysmem.BudgetError(fmt.Sprintf("simulating %d ranks", np), np, perRank, "per rank before the program runs"); err != nil {
		return fmt.Errorf("%w; run fewer ranks (fewer than %d fit) or on a machine with more memory", err, maxRanks(perRank))
	}
	return nil
}

// maxRanks is how many ranks of perRank bytes the budget holds.
func maxRanks(perRank uint64) uint64 {
	budget, _, _ := sysmem.Budget()
	return budget / max(perRank, 1)
}
