// The apps compiled from C make the same MPI calls, rank by rank, as their clang-14 IR.
package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mpiskel/mpiskel/runtime/trace"
)

// mpiCall is what identifies an MPI call in a rank's sequence, independent
// of timing and of the code around it.
type mpiCall struct {
	Op    string
	Peer  int32
	Bytes int64
	Tag   int32
	Comm  int32
}

func (m mpiCall) String() string {
	return fmt.Sprintf("%s peer=%d bytes=%d tag=%d comm=%d", m.Op, m.Peer, m.Bytes, m.Tag, m.Comm)
}

// freeComputeMachine is a machine on which instructions take (almost) no
// time, run with --flat-cpi (the dependence bound is in cycles, not CPIs): the two front ends execute different numbers of instructions for the
// same C (clang -O1 against mpiskel's mem2reg), and on a real CPI a receive
// from MPI_ANY_SOURCE would match whichever worker the instruction counts
// made finish first. With compute free, the calls' order depends only on the
// program's communication, which both must share.
const freeComputeMachine = `name = "free-compute"
description = "instructions cost 1e-9 ps: only communication takes time"
[node]
cores = 1
clock_ghz = 1.0
cpi = 1e-12
[network]
model = "latbw"
latency_us = 1.0
bandwidth_gbytes = 1.0
eager_limit = 4096
`

// mpiCallsByRank runs prog at np ranks with a trace and returns each rank's
// MPI calls in order (compute bursts left out: instruction counts differ
// between front ends by design).
func mpiCallsByRank(t *testing.T, prog string, np int) [][]mpiCall {
	t.Helper()
	dir := t.TempDir()
	machine := filepath.Join(dir, "free-compute.toml")
	if err := os.WriteFile(machine, []byte(freeComputeMachine), 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, filepath.Base(prog)+".mst")
	if code, _, errs := mpiskel("run", "--quiet", "--flat-cpi", "--np", fmt.Sprint(np), "--machine", machine, "--trace", out, prog); code != 0 {
		t.Fatalf("%s: exit status %d\n%s", prog, code, errs)
	}
	f, err := os.Open(out)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	r, err := trace.NewReader(f)
	if err != nil {
		t.Fatalf("%s: %v", out, err)
	}
	if r.NRanks() != np {
		t.Fatalf("%s: trace of %d ranks, want %d", out, r.NRanks(), np)
	}
	calls := make([][]mpiCall, np)
	for {
		ev, err := r.Next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Fatalf("%s: %v", out, err)
		}
		if ev.Op == trace.OpCompute || ev.Op == trace.OpAddTime {
			continue
		}
		if ev.Rank < 0 || int(ev.Rank) >= np {
			t.Fatalf("%s: event of rank %d", out, ev.Rank)
		}
		calls[ev.Rank] = append(calls[ev.Rank], mpiCall{ev.Op, ev.Peer, ev.Bytes, ev.Tag, ev.Comm})
	}
	if w := r.Warnings(); len(w) > 0 {
		t.Fatalf("%s: %v", out, w)
	}
	return calls
}

// TestAppsFromCEvents wants, for every testdata app at np 1, 2, 4 and 8, the
// same per-rank sequence of MPI calls (operation, peer, bytes, tag,
// communicator) from its .c as from its clang-14 -O1 IR.
func TestAppsFromCEvents(t *testing.T) {
	cs, _ := filepath.Glob("../../testdata/apps/*.c")
	if len(cs) == 0 {
		t.Fatal("no testdata/apps/*.c")
	}
	for _, src := range cs {
		ll := strings.TrimSuffix(src, ".c") + ".O1.ll"
		for _, np := range []int{1, 2, 4, 8} {
			t.Run(fmt.Sprintf("%s/np%d", filepath.Base(src), np), func(t *testing.T) {
				t.Parallel()
				want := mpiCallsByRank(t, ll, np)
				got := mpiCallsByRank(t, src, np)
				total := 0
				for rank := range np {
					total += len(want[rank])
					if d := firstDifference(got[rank], want[rank]); d != "" {
						t.Errorf("rank %d: %s", rank, d)
					}
				}
				if total == 0 {
					t.Errorf("no MPI calls traced from %s", ll)
				}
			})
		}
	}
}

// firstDifference describes where two call sequences part, or is "".
func firstDifference(got, want []mpiCall) string {
	for i := range min(len(got), len(want)) {
		if got[i] != want[i] {
			return fmt.Sprintf("call %d from C is %v, the IR's is %v", i, got[i], want[i])
		}
	}
	switch {
	case len(got) > len(want):
		return fmt.Sprintf("from C makes %d calls, the IR %d; first extra: %v", len(got), len(want), got[len(want)])
	case len(got) < len(want):
		return fmt.Sprintf("from C makes %d calls, the IR %d; first missing: %v", len(got), len(want), want[len(got)])
	}
	return ""
}
