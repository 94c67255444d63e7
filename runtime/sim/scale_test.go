// Scale: 65,536 ranks in one run, and the simulator's per-rank state kept small.
package sim

import (
	"fmt"
	"strings"
	"testing"
	"unsafe"
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
	rss, ok := residentBytes()
	if !ok {
		t.Skip("no /proc/self/statm: the guard is off")
	}
	ll := cProgram(t, "exchange")
	const np = 200000 // about 2 GiB
	_, _, err := simulate(t, ll, Config{NP: np, Args: []string{"exchange", "1", "1"}, MemoryLimit: rss + 64<<20})
	if err == nil || !strings.Contains(err.Error(), "out of memory: simulating 200000 ranks took") || !strings.Contains(err.Error(), "run fewer ranks") {
		t.Fatalf("error %v, want out of memory", err)
	}
	t.Log(err)
}
