// Scale: 65,536 ranks in one run, and the simulator's per-rank state kept small.
package sim

import (
	"fmt"
	"github.com/mpiskel/mpiskel/runtime/interp"
	"runtime/debug"
	"strings"
	"testing"
	"unsafe"

	"github.com/mpiskel/mpiskel/internal/sysmem"
)

func TestManyRanks(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: 65,536 ranks take a few seconds")
	}
	ll := cProgram(t, "exchange")
	const np, iters = 65536, 3
	out, res, err := simulate(t, ll, Config{NP: np, Args: []string{"exchange", fmt.Sprint(iters), "1"}, PsPerInstruction: 500,
		Network: testLatBW(eagerSmall)})
	if err != nil {
		t.Fatal(err)
	}
	// Every rank receives (left+it) and (right+it) in each iteration.
	var sum int64
	for r := int64(0); r < np; r++ {
		for it := int64(0); it < iters; it++ {
			sum += (r+np-1)%np + it + (r+1)%np + it
		}
	}
	if want := fmt.Sprintf("exchange: %d ranks, %d iterations, checksum %d\n", np, iters, sum); out != want {
		t.Errorf("output %q, want %q", out, want)
	}
	if want := int64(np * (3 + 5*iters + 2)); res.Total.MPICalls != want {
		t.Errorf("%d MPI calls, want %d", res.Total.MPICalls, want)
	}
}

// TestRankStateSize guards the per-rank footprint that decides how many
// ranks fit in memory (the interpreter's process comes on top).
func TestRankStateSize(t *testing.T) {
	if n := unsafe.Sizeof(rank{}); n > 448 {
		t.Errorf("rank state is %d bytes; keep it under 448", n)
	}
	if n := unsafe.Sizeof(Event{}); n > 32 {
		t.Errorf("kernel events are %d bytes; keep them at 32", n)
	}
}

// TestMemoryGuard: a run that outgrows its memory limit ends with an error
// giving the figures, before the kernel's OOM killer would end it without
// one (3·10^6 ranks of ring on a 24 GiB machine).
func TestMemoryGuard(t *testing.T) {
	ll := cProgram(t, "exchange")
	prog, _ := compileLL(t, ll)
	// Heap that earlier tests freed would count in the resident set and
	// take in the run's growth: give it back first.
	debug.FreeOSMemory()
	rss, ok := sysmem.Resident()
	if !ok {
		t.Skip("no /proc/self/statm: the guard is off")
	}
	// Half the ranks the limit holds by RankBytes pass the up-front check;
	// then each allocates 64 KiB of messages, of which it writes 32.
	const limit = 128 << 20
	np := int(limit / 2 / RankBytes(prog))
	_, _, err := simulate(t, ll, Config{NP: np, Args: []string{"exchange", "5", "4096"}, MemoryLimit: rss + limit})
	if err == nil || !strings.Contains(err.Error(), fmt.Sprintf("out of memory: simulating %d ranks took", np)) || !strings.Contains(err.Error(), "run fewer ranks") {
		t.Fatalf("error %v, want out of memory", err)
	}
	t.Log(err)
}

// TestMemoryGuardWithoutMPI: a rank that allocates and fills memory in a
// loop making no MPI call never comes back to the event loop, where the
// guard looked every 65,536 events; run --np 64 of such a loop once grew
// past 21 GB, until the kernel's out-of-memory killer ended it. The
// allocator now asks the guard every GrowthStep bytes.
func TestMemoryGuardWithoutMPI(t *testing.T) {
	ll := cProgram(t, "hog")
	debug.FreeOSMemory()
	rss, ok := sysmem.Resident()
	if !ok {
		t.Skip("no /proc/self/statm: the guard is off")
	}
	const limit = 256 << 20
	_, _, err := simulate(t, ll, Config{NP: 2, Args: []string{"hog", "8192"}, MemoryLimit: rss + limit})
	if err == nil || !strings.Contains(err.Error(), "out of memory: simulating 2 ranks took") || !strings.Contains(err.Error(), "allocated memory") {
		t.Fatalf("error %v, want out of memory as a rank allocated", err)
	}
	if now, _ := sysmem.Resident(); now > rss+limit+2*interp.GrowthStep+(64<<20) {
		t.Errorf("the run grew to %d MiB over a limit of %d MiB", (now-rss)>>20, limit>>20)
	}
	t.Log(err)
}

// TestRanksThatCannotFit: a rank count whose ranks cannot fit in memory
// is refused before anything is allocated, with the figures; it used to
// crash the Go runtime allocating the rank table (--np 100000000: 45 GB).
func TestRanksThatCannotFit(t *testing.T) {
	if _, ok := sysmem.Resident(); !ok {
		t.Skip("no /proc/self/statm: the guard is off")
	}
	ll := cProgram(t, "exchange")
	prog, _ := compileLL(t, ll)
	per := RankBytes(prog)
	if per < 4<<10 {
		t.Errorf("RankBytes = %d, less than a rank's first stack", per)
	}
	for _, cfg := range []Config{
		{NP: 100000000},
		{NP: 1 << 30},
		{NP: 10000, MemoryLimit: 1 << 20},
	} {
		cfg.Args = []string{"exchange", "1", "1"}
		_, res, err := simulate(t, ll, cfg)
		if err == nil || res != nil || !strings.Contains(err.Error(), fmt.Sprintf("simulating %d ranks needs at least", cfg.NP)) || !strings.Contains(err.Error(), "run fewer ranks") {
			t.Errorf("np %d: result %v, error %v; want a refusal", cfg.NP, res != nil, err)
		}
	}
}
