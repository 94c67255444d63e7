// Benchmarks: simulated MPI calls per second, and CPU time per MPI call, on message-heavy programs; against the interpreter alone.
package sim

import (
	"fmt"
	"io"
	"math"
	"runtime"
	"syscall"
	"testing"
	"unsafe"

	"github.com/mpiskel/mpiskel/runtime/interp"
)

// nullHost completes every host call at once, answering only
// MPI_Comm_rank and MPI_Comm_size: running a program under it costs the
// interpreter alone, the baseline the simulator's overhead is measured
// against.
type nullHost struct{ np int }

func (h nullHost) Call(p *interp.Process, id int, args []uint64) (uint64, bool, error) {
	switch hostFuncs[id].name {
	case "MPI_Comm_rank":
		return 0, true, p.Mem.Store(args[1], 4, uint64(p.Rank))
	case "MPI_Comm_size":
		return 0, true, p.Mem.Store(args[1], 4, uint64(h.np))
	}
	return 0, true, nil
}
func (nullHost) Now(p *interp.Process) int64 { return 0 }

// BenchmarkMessages runs exchange.c (Irecv×2, Isend×2, Waitall per
// iteration and rank) and reports simulated MPI calls and kernel events per
// second, and the slowdown against the interpreter running the same ranks
// with MPI calls that do nothing. Times are this thread's CPU time, best of
// the runs, so that other load on a shared machine does not count.
func BenchmarkMessages(b *testing.B) {
	ll := cProgram(b, "exchange")
	prog, c := compileLL(b, ll)
	const np, iters = 64, 200
	args := []string{"exchange", fmt.Sprint(iters), "4"}
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	var calls, events int64
	best := int64(-1)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		cpu0 := threadCPUTime(b)
		res, err := Run(prog, c.abi, Config{NP: np, Args: args, PsPerInstruction: 500, Network: testLatBW(1024)})
		if d := threadCPUTime(b) - cpu0; best < 0 || d < best {
			best = d
		}
		if err != nil {
			b.Fatal(err)
		}
		calls, events = res.Total.MPICalls, res.Events
	}
	b.StopTimer()
	// Baseline: the same ranks interpreted with a host that does nothing.
	base := int64(-1)
	for i := 0; i < b.N; i++ {
		cpu0 := threadCPUTime(b)
		for rk := 0; rk < np; rk++ {
			p, err := prog.NewProcess(rk, args, nullHost{np})
			if err != nil {
				b.Fatal(err)
			}
			if _, err := p.Run(); err != nil && !isExit(err) {
				b.Fatal(err)
			}
		}
		if d := threadCPUTime(b) - cpu0; base < 0 || d < base {
			base = d
		}
	}
	sim := float64(best) * 1e-9
	b.ReportMetric(float64(calls)/sim, "mpicalls/cpu-s")
	b.ReportMetric(float64(events)/sim, "events/cpu-s")
	b.ReportMetric(float64(best)/math.Max(float64(base), 1), "x-interp-only")
}

// threadCPUTime is the CPU time the calling OS thread has used, in ns
// (clock_gettime(CLOCK_THREAD_CPUTIME_ID): getrusage's is tick-grained).
func threadCPUTime(b *testing.B) int64 {
	var ts syscall.Timespec
	const clockThreadCPUTimeID = 3
	if _, _, errno := syscall.Syscall(syscall.SYS_CLOCK_GETTIME, clockThreadCPUTimeID, uintptr(unsafe.Pointer(&ts)), 0); errno != 0 {
		b.Fatalf("clock_gettime: %v", errno)
	}
	return ts.Nano()
}

func isExit(err error) bool {
	_, ok := err.(*interp.Exit)
	return ok
}

// BenchmarkAlltoallSizeOnly runs collsizeonly.c's MPI_Alltoall loop (4
// ranks, 512 KiB blocks) on size-only buffers, as a skeleton whose
// buffers were folded has them, and on real ones in the same run, and
// reports how many times faster the size-only run is (thread CPU time,
// best of the runs): collectives move no payload bytes for size-only
// buffers, as point-to-point does not. The real buffers hold zeros and
// nothing checks them, so that both runs interpret the same code.
func BenchmarkAlltoallSizeOnly(b *testing.B) {
	ll := cProgram(b, "collsizeonly")
	prog, c := compileLL(b, ll)
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	best := map[string]int64{}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, mode := range []string{"sizeonly", "zeros"} {
			cpu0 := threadCPUTime(b)
			_, err := Run(prog, c.abi, Config{NP: 4, PsPerInstruction: 500, Network: testLatBW(1 << 20),
				Args: []string{"collsizeonly", mode, fmt.Sprint(1 << 16), "20", "a2a"}, Stdout: io.Discard})
			if err != nil {
				b.Fatal(err)
			}
			if d := threadCPUTime(b) - cpu0; best[mode] == 0 || d < best[mode] {
				best[mode] = d
			}
		}
	}
	b.ReportMetric(float64(best["sizeonly"])*1e-6, "sizeonly-cpu-ms")
	b.ReportMetric(float64(best["zeros"])*1e-6, "real-cpu-ms")
	b.ReportMetric(float64(best["zeros"])/math.Max(float64(best["sizeonly"]), 1), "x-faster-than-real")
}

// BenchmarkSendrecvAllreduceLoop runs sendrecvloop.c (two MPI_Sendrecv of
// one double, an ADD_TIME and an MPI_Allreduce of one double per iteration)
// on 4 ranks and reports the simulator's thread CPU time per MPI call,
// best of the runs: what an MPI-bound skeleton costs per call.
func BenchmarkSendrecvAllreduceLoop(b *testing.B) {
	ll := cProgram(b, "sendrecvloop")
	prog, c := compileLL(b, ll)
	const np, iters = 4, 20000
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	var calls int64
	best := int64(-1)
	var ms0, ms1 runtime.MemStats
	runtime.ReadMemStats(&ms0)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		cpu0 := threadCPUTime(b)
		res, err := Run(prog, c.abi, Config{NP: np, Args: []string{"sendrecvloop", fmt.Sprint(iters)},
			PsPerInstruction: 500, Network: testLatBW(4096), Stdout: io.Discard})
		if d := threadCPUTime(b) - cpu0; best < 0 || d < best {
			best = d
		}
		if err != nil {
			b.Fatal(err)
		}
		calls = res.Total.MPICalls
	}
	b.StopTimer()
	runtime.ReadMemStats(&ms1)
	b.ReportMetric(float64(best)/float64(calls), "cpu-ns/mpicall")
	b.ReportMetric(float64(ms1.Mallocs-ms0.Mallocs)/float64(int64(b.N)*calls), "allocs/mpicall")
}
