// Tests of the generated PMPI wrappers: up to date with the runtime/mpi table, and compilable.
package native

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mpiskel/mpiskel/runtime/mpi"
	"github.com/mpiskel/mpiskel/runtime/trace"
)

func TestWrappersUpToDate(t *testing.T) {
	want, err := GenerateWrappers()
	if err != nil {
		t.Fatal(err)
	}
	got, err := Sources.ReadFile(WrapperFile)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Fatalf("%s is not what the generator writes from the runtime/mpi table: run 'go generate ./runtime/native'", WrapperFile)
	}
	again, _ := GenerateWrappers()
	if !bytes.Equal(again, want) {
		t.Fatal("two generations differ")
	}
}

// Every function of the table has exactly one wrapper, calling its PMPI twin.
func TestWrappersCoverTable(t *testing.T) {
	src, _ := Sources.ReadFile(WrapperFile)
	for i := range mpi.Funcs {
		f := &mpi.Funcs[i]
		if n := bytes.Count(src, []byte("\n"+f.Ret+" "+f.Name+"(")); n != 1 {
			t.Errorf("%s: %d wrappers", f.Name, n)
		}
		if !bytes.Contains(src, []byte("P"+f.Name+"(")) {
			t.Errorf("%s: its wrapper does not call P%s", f.Name, f.Name)
		}
	}
}

// wrapperOf returns the generated wrapper of the function named name.
func wrapperOf(t *testing.T, src []byte, f *mpi.Func) string {
	t.Helper()
	i := bytes.Index(src, []byte("\n"+f.Ret+" "+f.Name+"("))
	if i < 0 {
		t.Fatalf("no wrapper of %s", f.Name)
	}
	end := bytes.Index(src[i:], []byte("\n}\n"))
	return string(src[i : i+end])
}

// Local queries take one timestamp, every other call (but MPI_Abort, which
// does not return) two; the explicit list names functions of the table.
func TestWrappersOneStamp(t *testing.T) {
	byName := map[string]*mpi.Func{}
	for i := range mpi.Funcs {
		byName[mpi.Funcs[i].Name] = &mpi.Funcs[i]
	}
	for name := range localQueries {
		f := byName[name]
		if f == nil {
			t.Errorf("localQueries names %s, which is not in the runtime/mpi table", name)
			continue
		}
		if f.Kind == mpi.KindQuery || f.Kind == mpi.KindTopology {
			t.Errorf("localQueries names %s, a %s function already stamped once by its kind", name, f.Kind)
		}
	}
	src, _ := Sources.ReadFile(WrapperFile)
	one := 0
	for i := range mpi.Funcs {
		f := &mpi.Funcs[i]
		w := wrapperOf(t, src, f)
		stops := strings.Count(w, "mst_stop(c_)")
		switch {
		case f.Name == "MPI_Abort":
			if stops != 0 {
				t.Errorf("%s: %d end stamps", f.Name, stops)
			}
		case oneStamp(f):
			one++
			if stops != 0 {
				t.Errorf("%s, a local query: %d end stamps, want 0", f.Name, stops)
			}
		case stops != 1:
			t.Errorf("%s: %d end stamps, want 1", f.Name, stops)
		}
	}
	for _, name := range []string{"MPI_Comm_rank", "MPI_Comm_size", "MPI_Get_count", "MPI_Wtime", "MPI_Type_size"} {
		if !oneStamp(byName[name]) {
			t.Errorf("%s is not stamped once", name)
		}
	}
	for _, name := range []string{"MPI_Send", "MPI_Recv", "MPI_Iprobe", "MPI_Test", "MPI_Pack", "MPI_Comm_split", "MPI_Barrier"} {
		if oneStamp(byName[name]) {
			t.Errorf("%s is stamped once", name)
		}
	}
	t.Logf("%d of %d wrappers take one timestamp", one, len(mpi.Funcs))
}

// TestTracerClocks: with either clock, a local query is recorded with its
// end equal to its start, a receive and a collective with their durations,
// events follow one another and times are those of a run of seconds, not
// zero or garbage (the monotonic clock's stamps are picoseconds, converted
// by the same code as TSC ticks).
func TestTracerClocks(t *testing.T) {
	exe, work := buildCalls(t)
	for _, clock := range []string{"tsc", "monotonic"} {
		t.Run(clock, func(t *testing.T) {
			t.Setenv("MPISKEL_TRACE_CLOCK", clock)
			ranks, _, _, dir := tracedRun(t, exe, work, 3000)
			// Rank 0's own file: its producer names the clock and the
			// tracer's start (epoch_ns, realtime); its last event, the
			// MPI_Finalize just before the file was closed, ends at
			// about its modification time after that start (which the
			// kernel takes from a clock of a few ms resolution).
			path := RankFile(dir, 0)
			f, err := os.Open(path)
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			rd, err := trace.NewReader(f)
			if err != nil {
				t.Fatal(err)
			}
			producer := rd.Producer()
			if !strings.Contains(producer, "clock "+clock) && !(clock == "tsc" && strings.Contains(producer, "clock monotonic")) {
				t.Fatalf("rank 0's producer %q: not the %s clock", producer, clock)
			}
			var last trace.Event
			for {
				ev, err := rd.Next()
				if err != nil {
					break
				}
				last = ev
			}
			var epoch int64
			if _, err := fmt.Sscanf(producer[strings.Index(producer, "epoch_ns "):], "epoch_ns %d", &epoch); err != nil {
				t.Fatalf("producer %q: %v", producer, err)
			}
			st, _ := os.Stat(path)
			closed := st.ModTime().UnixNano() - epoch
			if last.Op != "MPI_Finalize" || last.End/1000 > closed+10e6 || last.End/1000 < closed-closed/10-10e6 {
				t.Fatalf("rank 0: last event %s ends at %d ns; the file was closed %d ns after the tracer started", last.Op, last.End/1000, closed)
			}
			for r, evs := range ranks {
				last := evs[len(evs)-1]
				if last.End <= 0 || last.End > 600e12 {
					t.Fatalf("rank %d: last event ends at %d ps", r, last.End)
				}
				timed := map[string]int{}
				for i, ev := range evs {
					if ev.End < ev.Start || i > 0 && ev.Start < evs[i-1].End {
						t.Fatalf("rank %d: event %d %s [%d, %d] after %s [%d, %d]", r, i, ev.Op, ev.Start, ev.End,
							evs[i-1].Op, evs[i-1].Start, evs[i-1].End)
					}
					switch ev.Op {
					case "MPI_Comm_rank", "MPI_Comm_size":
						if ev.End != ev.Start {
							t.Fatalf("rank %d: %s lasts %d ps, want one timestamp", r, ev.Op, ev.End-ev.Start)
						}
					case "MPI_Recv", "MPI_Allreduce":
						if ev.End > ev.Start {
							timed[ev.Op]++
						}
					}
				}
				// A receive or a reduction over two processes takes well
				// over the clocks' resolution (a tick, a nanosecond).
				if timed["MPI_Recv"] < 290 || timed["MPI_Allreduce"] < 29 {
					t.Errorf("rank %d: %d of 300 MPI_Recv and %d of 30 MPI_Allreduce events last more than 0 ps", r, timed["MPI_Recv"], timed["MPI_Allreduce"])
				}
			}
		})
	}
}

// The wrappers compile warning-free against the installed mpi.h: their
// prototypes are the MPI library's.
func TestTracerCompiles(t *testing.T) {
	mpicc := needTool(t, "mpicc")
	dir := t.TempDir()
	cfiles, err := writeSources(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range cfiles {
		out, err := exec.Command(mpicc, "-O2", "-Wall", "-Wextra", "-Werror", "-c", c, "-o", filepath.Join(dir, "x.o")).CombinedOutput()
		if err != nil {
			t.Errorf("%s: %v\n%s", filepath.Base(c), err, out)
		}
	}
}

func needTool(t *testing.T, name string) string {
	t.Helper()
	p, err := exec.LookPath(name)
	if err != nil {
		t.Skipf("%s not installed: %v", name, err)
	}
	return p
}

// TestTracerTimesAcrossDrains: the trace keeps the time between two calls
// as the program's own clock measured it, across the raw buffer's drains
// (each drain's time is a gap in the trace, not folded into a compute
// burst's record): testdata/drains.c's two MPI_Wtime calls lie 2000 spins
// of ~2 µs apart, 8 drains or so.
func TestTracerTimesAcrossDrains(t *testing.T) {
	exe, work := buildTraced(t, "testdata/drains.c")
	for _, clock := range []string{"tsc", "monotonic"} {
		t.Run(clock, func(t *testing.T) {
			t.Setenv("MPISKEL_TRACE_CLOCK", clock)
			dir, err := os.MkdirTemp(work, "ranks")
			if err != nil {
				t.Fatal(err)
			}
			var out bytes.Buffer
			if err := Run(context.Background(), Tools{}, exe, RunOptions{NP: 1, TraceDir: dir, Stdout: &out, Stderr: &out}); err != nil {
				t.Fatalf("%v\n%s", err, out.String())
			}
			var spanNs float64
			if _, err := fmt.Sscanf(out.String(), "span_ns %g", &spanNs); err != nil {
				t.Fatalf("output %q: %v", out.String(), err)
			}
			events, warnings, err := trace.ReadAll(RankFile(dir, 0))
			if err != nil || len(warnings) > 0 {
				t.Fatalf("rank file: %v %v", err, warnings)
			}
			var wtimes []int64
			for _, ev := range events {
				if ev.Op == "MPI_Wtime" {
					wtimes = append(wtimes, ev.Start)
				}
			}
			if len(wtimes) != 2 {
				t.Fatalf("%d MPI_Wtime events, want 2", len(wtimes))
			}
			traced := float64(wtimes[1]-wtimes[0]) / 1000
			if d := traced - spanNs; d < -2000 || d > 2000 {
				t.Errorf("the trace puts the two MPI_Wtime calls %.0f ns apart, the program's clock %.0f ns (%+.0f ns)", traced, spanNs, d)
			}
		})
	}
}
