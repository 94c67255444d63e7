// Tests of the native tracer under mpirun: bounded memory, block-by-block files, balanced flushing, damaged rank files.
package native

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/mpiskel/mpiskel/runtime/trace"
)

// tracedRun builds testdata/calls.c with the tracer once per test and
// runs it at 2 ranks for n rounds; it returns the merged trace's events by
// rank, the merge result and each rank's peak resident memory in KiB.
func tracedRun(t *testing.T, exe, work string, n int) ([][]trace.Event, *MergeResult, []int64, string) {
	t.Helper()
	dir, err := os.MkdirTemp(work, "ranks")
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if err := Run(context.Background(), Tools{}, exe, RunOptions{NP: 2, Args: []string{strconv.Itoa(n)}, TraceDir: dir, Stdout: &out, Stderr: &out}); err != nil {
		t.Fatalf("%v\n%s", err, out.String())
	}
	rss := make([]int64, 2)
	for _, m := range regexp.MustCompile(`rank (\d) maxrss_kb (\d+)`).FindAllStringSubmatch(out.String(), -1) {
		r, _ := strconv.Atoi(m[1])
		rss[r], _ = strconv.ParseInt(m[2], 10, 64)
	}
	res, ranks, warnings := mergeAndRead(t, dir, filepath.Join(work, fmt.Sprintf("merged-%d.mst", n)))
	if len(warnings) > 0 {
		t.Fatalf("merged trace: %v", warnings)
	}
	return ranks, res, rss, dir
}

// mergeAndRead merges the 2 rank files of dir into merged and reads it
// back: the merge result, the events by rank, the reader's warnings.
func mergeAndRead(t *testing.T, dir, merged string) (*MergeResult, [][]trace.Event, []string) {
	t.Helper()
	f, err := os.Create(merged)
	if err != nil {
		t.Fatal(err)
	}
	res, err := Merge(context.Background(), dir, 2, f, "test")
	f.Close()
	if err != nil {
		t.Fatal(err)
	}
	ranks, warnings, err := trace.ReadAllByRank(merged)
	if err != nil {
		t.Fatalf("merged trace: %v", err)
	}
	return res, ranks, warnings
}

// countOp is the number of events of operation op.
func countOp(evs []trace.Event, op string) int {
	n := 0
	for i := range evs {
		if evs[i].Op == op {
			n++
		}
	}
	return n
}

// buildTraced builds the test program src with the tracer in a new
// directory; it returns the executable and the directory.
func buildTraced(t *testing.T, src string) (string, string) {
	needTool(t, "mpicc")
	needTool(t, "mpirun")
	work := t.TempDir()
	exe, err := Build(context.Background(), Tools{}, src, work)
	if err != nil {
		t.Fatal(err)
	}
	return exe, work
}

func buildCalls(t *testing.T) (string, string) { return buildTraced(t, "testdata/calls.c") }

// TestTracerBoundedMemory: a run 100 times longer writes 100 times more
// events through the same 4 KiB buffer, in many checksummed blocks that
// read back whole, and its peak memory does not grow with the run.
func TestTracerBoundedMemory(t *testing.T) {
	exe, work := buildCalls(t)
	t.Setenv("MPISKEL_TRACE_BUFFER", "4096")
	short, _, rssShort, _ := tracedRun(t, exe, work, 2000)
	long, _, rssLong, dir := tracedRun(t, exe, work, 200000)
	for r := 0; r < 2; r++ {
		// One MPI_Comm_rank before the loop, one per round.
		if got := countOp(long[r], "MPI_Comm_rank"); got != 200001 {
			t.Errorf("rank %d: %d MPI_Comm_rank events, want 200001", r, got)
		}
		if got := countOp(short[r], "MPI_Allreduce"); got != 20 {
			t.Errorf("rank %d: %d MPI_Allreduce events, want 20", r, got)
		}
		if got := countOp(long[r], "MPI_Recv"); got != 20000 {
			t.Errorf("rank %d: %d MPI_Recv events, want 20000", r, got)
		}
		for i, ev := range long[r] {
			if ev.Op == "MPI_Allreduce" && (ev.Bytes != 8 || ev.Site.File != "calls.c" || ev.Site.Line != 20) {
				t.Fatalf("rank %d: %+v, want 8 bytes at calls.c:20", r, ev)
			}
			if ev.Op == "MPI_Recv" && (ev.Bytes != 8 || ev.Peer != int32(1-r) || ev.Tag != 7) {
				t.Fatalf("rank %d: %+v, want 8 bytes from rank %d, tag 7", r, ev, 1-r)
			}
			// Calls and compute bursts follow one another without
			// overlapping, across raw-buffer drains and blocks.
			if ev.End < ev.Start || i > 0 && ev.Start < long[r][i-1].End {
				t.Fatalf("rank %d: event %d %s [%d, %d] after %s [%d, %d]", r, i, ev.Op, ev.Start, ev.End,
					long[r][i-1].Op, long[r][i-1].Start, long[r][i-1].End)
			}
		}
		// 400,000 events of about 4 bytes through a 4 KiB buffer.
		f, _ := os.Open(RankFile(dir, r))
		rd, _ := trace.NewReader(f)
		for {
			if _, err := rd.Next(); err != nil {
				break
			}
		}
		f.Close()
		t.Logf("rank %d: peak RSS %d KiB for 2000 rounds, %d KiB for 200000", r, rssShort[r], rssLong[r])
		if rssLong[r]-rssShort[r] > 1024 {
			t.Errorf("rank %d: peak memory grew by %d KiB over 198000 more rounds", r, rssLong[r]-rssShort[r])
		}
	}
}

// TestBalancedFlushing: with MPISKEL_TRACE_FLUSH=collective, blocks are
// written right after collectives, each flush lasting tau, and the trace
// is still whole.
func TestBalancedFlushing(t *testing.T) {
	exe, work := buildCalls(t)
	t.Setenv("MPISKEL_TRACE_FLUSH", "collective")
	t.Setenv("MPISKEL_TRACE_TAU_US", "300")
	t.Setenv("MPISKEL_TRACE_FLUSH_EVERY", "1")
	ranks, _, _, dir := tracedRun(t, exe, work, 5000)
	for r, evs := range ranks {
		// After each Allreduce the rank spends tau flushing: the gap to its
		// next event is at least 300 µs, and is not counted as compute.
		gaps := 0
		for i := 0; i+1 < len(evs); i++ {
			if evs[i].Op == "MPI_Allreduce" {
				if evs[i+1].Start-evs[i].End >= 300e6 {
					gaps++
				}
			}
		}
		if gaps != 50 {
			t.Errorf("rank %d: %d Allreduce calls followed by a tau gap, want 50", r, gaps)
		}
		data, _ := os.ReadFile(RankFile(dir, r))
		if !strings.Contains(string(data), "flush collective; tau_ns 300000") {
			t.Errorf("rank %d: producer does not record the flush mode", r)
		}
	}
}

// TestBalancedFlushingAdaptive: without MPISKEL_TRACE_FLUSH_EVERY the
// flush period follows the busiest rank's bytes per collective: with a 1
// MiB buffer it grows past the first period's 64 collectives (fewer
// flushes), with 64 KiB it shrinks below it instead of overflowing; all
// ranks flush after the same collectives.
func TestBalancedFlushingAdaptive(t *testing.T) {
	exe, work := buildCalls(t)
	t.Setenv("MPISKEL_TRACE_FLUSH", "collective")
	t.Setenv("MPISKEL_TRACE_TAU_US", "100")
	flushes := func(buffer string) []int {
		t.Setenv("MPISKEL_TRACE_BUFFER", buffer)
		ranks, _, _, dir := tracedRun(t, exe, work, 400000) // 4000 Allreduce calls
		var after []int                                     // indices of the Allreduce calls followed by a tau gap
		for r, evs := range ranks {
			var mine []int
			k := 0
			for i := 0; i+1 < len(evs); i++ {
				if evs[i].Op == "MPI_Allreduce" {
					if evs[i+1].Start-evs[i].End >= 100e6 {
						mine = append(mine, k)
					}
					k++
				}
			}
			if r == 0 {
				after = mine
			} else if !slices.Equal(mine, after) {
				t.Errorf("buffer %s: rank %d flushed after Allreduce calls %v, rank 0 after %v", buffer, r, mine, after)
			}
			data, _ := os.ReadFile(RankFile(dir, r))
			if !strings.Contains(string(data), "every 64 adaptive") {
				t.Errorf("rank %d: producer does not record the adaptive period", r)
			}
		}
		t.Logf("buffer %s: %d flushes after Allreduce calls %v", buffer, len(after), after)
		return after
	}
	// Fixed at 64, 4000 collectives give 62 flushes.
	if big := flushes("1048576"); len(big) < 2 || len(big) >= 40 {
		t.Errorf("1 MiB buffer: %d flushes, want 2 to 39", len(big))
	}
	if small := flushes("65536"); len(small) <= 70 {
		t.Errorf("64 KiB buffer: %d flushes, want more than 70", len(small))
	}
}

// TestBalancedFlushingUnwritable: a rank that cannot write its trace
// goes on taking part in the adaptive period's reductions, so that the
// program still ends.
func TestBalancedFlushingUnwritable(t *testing.T) {
	exe, work := buildCalls(t)
	t.Setenv("MPISKEL_TRACE_FLUSH", "collective")
	t.Setenv("MPISKEL_TRACE_TAU_US", "10")
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	var out bytes.Buffer
	err := Run(ctx, Tools{}, exe, RunOptions{NP: 2, Args: []string{"100000"}, TraceDir: filepath.Join(work, "missing", "dir"), Stdout: &out, Stderr: &out})
	if err != nil {
		t.Fatalf("%v\n%s", err, out.String())
	}
	if n := strings.Count(out.String(), "writing stopped"); n != 2 {
		t.Errorf("%d ranks say they stopped writing, want 2:\n%s", n, out.String())
	}
}

// TestBalancedFlushingRankWithoutTracer: when one rank's tracer cannot
// start (its buffer's malloc fails), the ranks agree at MPI_Init to flush
// at a fixed period, whose flushes need no reduction, so that the program
// ends and the other rank's trace is whole.
func TestBalancedFlushingRankWithoutTracer(t *testing.T) {
	exe, work := buildCalls(t)
	shim := filepath.Join(work, "failbuffer.so")
	if out, err := exec.Command("cc", "-shared", "-fPIC", "-o", shim, "testdata/failbuffer.c").CombinedOutput(); err != nil {
		t.Fatalf("building the malloc shim: %v\n%s", err, out)
	}
	const buffer = "777216" // a size nothing else allocates
	t.Setenv("MPISKEL_TRACE_FLUSH", "collective")
	t.Setenv("MPISKEL_TRACE_TAU_US", "10")
	t.Setenv("MPISKEL_TRACE_BUFFER", buffer)
	t.Setenv("MPISKEL_TEST_FAIL_SIZE", buffer)
	t.Setenv("MPISKEL_TEST_FAIL_RANK", "1")
	t.Setenv("LD_PRELOAD", shim)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	dir := filepath.Join(work, "ranks")
	os.MkdirAll(dir, 0o755)
	var out bytes.Buffer
	if err := Run(ctx, Tools{}, exe, RunOptions{NP: 2, Args: []string{"20000"}, TraceDir: dir, Stdout: &out, Stderr: &out}); err != nil {
		t.Fatalf("%v\n%s", err, out.String())
	}
	for _, want := range []string{"rank 1: allocating the trace buffer", "did not start: balanced flushing after every 64-th collective"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("output lacks %q:\n%s", want, out.String())
		}
	}
	res, ranks, _ := mergeAndRead(t, dir, filepath.Join(work, "merged.mst"))
	if len(res.Warnings) != 1 || !strings.Contains(res.Warnings[0], "rank 1 wrote no trace") {
		t.Fatalf("merge: %v", res)
	}
	if allreduce := countOp(ranks[0], "MPI_Allreduce"); allreduce != 200 {
		t.Errorf("rank 0 traced %d MPI_Allreduce calls, want 200", allreduce)
	}
}

// TestTraceCrashedRun: a rank that crashes (SIGSEGV) and one that mpirun
// then stops (SIGTERM) both leave whole traces with every call they made,
// not just the blocks written before; the one stopped inside MPI_Barrier
// (waiting for the one that crashed) has that call last.
func TestTraceCrashedRun(t *testing.T) {
	exe, work := buildTraced(t, "testdata/crash.c")
	dir := filepath.Join(work, "ranks")
	os.MkdirAll(dir, 0o755)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	var out bytes.Buffer
	if err := Run(ctx, Tools{}, exe, RunOptions{NP: 2, Args: []string{"1000"}, TraceDir: dir, Stdout: &out, Stderr: &out}); err == nil {
		t.Fatalf("the crashing run succeeded:\n%s", out.String())
	}
	res, ranks, warnings := mergeAndRead(t, dir, filepath.Join(work, "merged.mst"))
	if len(res.Warnings) != 0 || len(warnings) > 0 {
		t.Fatalf("merge: %v; merged trace: %v", res, warnings)
	}
	for r, evs := range ranks {
		if n := countOp(evs, "MPI_Allreduce"); n != 1000 {
			t.Errorf("rank %d: %d MPI_Allreduce events, want 1000", r, n)
		}
	}
	last := func(evs []trace.Event) *trace.Event {
		for i := len(evs) - 1; i >= 0; i-- {
			if trace.IsMPI(&evs[i]) {
				return &evs[i]
			}
		}
		return nil
	}
	if ev := last(ranks[0]); ev == nil || ev.Op != "MPI_Barrier" || ev.End <= ev.Start {
		t.Errorf("rank 0 (stopped in MPI_Barrier): last call %+v, want MPI_Barrier lasting until the signal", ev)
	}
	if ev := last(ranks[1]); ev == nil || ev.Op != "MPI_Allreduce" {
		t.Errorf("rank 1 (crashed after its calls): last call %+v, want MPI_Allreduce", ev)
	}
}

// TestMergeDamagedRank: a rank file cut short is merged up to its last
// whole block, with a warning naming the rank and the byte offset; a
// missing rank file is a warning too.
func TestMergeDamagedRank(t *testing.T) {
	exe, work := buildCalls(t)
	t.Setenv("MPISKEL_TRACE_BUFFER", "4096")
	full, _, _, dir := tracedRun(t, exe, work, 3000)
	p := RankFile(dir, 1)
	data, _ := os.ReadFile(p)
	os.WriteFile(p, data[:len(data)/2], 0o644)
	var out bytes.Buffer
	res, err := Merge(context.Background(), dir, 2, &out, "test")
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Warnings) != 1 || !strings.Contains(res.Warnings[0], "rank 1: trace truncated") || !strings.Contains(res.Warnings[0], "byte offset") {
		t.Fatalf("warnings %v", res.Warnings)
	}
	r, _ := trace.NewReader(bytes.NewReader(out.Bytes()))
	n := [2]int{}
	for {
		ev, err := r.Next()
		if err != nil {
			break
		}
		n[ev.Rank]++
	}
	if n[0] != len(full[0]) || n[1] == 0 || n[1] >= len(full[1]) {
		t.Errorf("events per rank %v, full run %d %d", n, len(full[0]), len(full[1]))
	}
	os.Remove(p)
	res, err = Merge(context.Background(), dir, 2, &out, "test")
	if err != nil || len(res.Warnings) != 1 || !strings.Contains(res.Warnings[0], "rank 1 wrote no trace") {
		t.Errorf("missing rank file: %v %v", err, res)
	}
}
