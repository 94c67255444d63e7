// Benchmarks: simulated MPI calls per second on a message-heavy program, against the interpreter alone.
package sim

import (
	"fmt"
	"math"
	"testing"
	"time"

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
// second of wall time, and the slowdown against the interpreter running the
// same ranks with MPI calls that do nothing.
func BenchmarkMessages(b *testing.B) {
	ll := cProgram(b, "exchange")
	prog, c := compileLL(b, ll)
	const np, iters = 64, 200
	args := []string{"exchange", fmt.Sprint(iters), "4"}
	var calls, events int64
	var simTime time.Duration
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		start := time.Now()
		res, err := Run(prog, c.abi, Config{NP: np, Args: args, PsPerInstruction: 500, Network: testLatBW(1024)})
		simTime += time.Since(start)
		if err != nil {
			b.Fatal(err)
		}
		calls += res.Total.MPICalls
		events += res.Events
	}
	b.StopTimer()
	// Baseline: the same ranks interpreted with a host that does nothing.
	start := time.Now()
	for i := 0; i < b.N; i++ {
		for rk := 0; rk < np; rk++ {
			p, err := prog.NewProcess(rk, args, nullHost{np})
			if err != nil {
				b.Fatal(err)
			}
			if _, err := p.Run(); err != nil && !isExit(err) {
				b.Fatal(err)
			}
		}
	}
	base := time.Since(start)
	b.ReportMetric(float64(calls)/simTime.Seconds(), "mpicalls/s")
	b.ReportMetric(float64(events)/simTime.Seconds(), "events/s")
	b.ReportMetric(simTime.Seconds()/math.Max(base.Seconds(), 1e-9), "x-interp-only")
}

func isExit(err error) bool {
	_, ok := err.(*interp.Exit)
	return ok
}
