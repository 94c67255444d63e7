// Trace events: one per MPI call, compute burst and ADD_TIME, contiguous in each rank's virtual time.
package sim

import (
	"bytes"
	"io"
	"reflect"
	"testing"

	"github.com/mpiskel/mpiskel/runtime/trace"
)

func TestTraceEvents(t *testing.T) {
	const np, laps, ints = 3, 2, 3
	l := &eventLog{}
	_, res, err := simulate(t, "../../testdata/apps/ring.O0.ll", Config{NP: np, PsPerInstruction: 1000,
		Network: testLatBW(eagerSmall), Trace: l, Args: []string{"ring", "2", "3"}})
	if err != nil {
		t.Fatal(err)
	}
	byRank := make([][]trace.Event, np)
	for _, e := range l.evs {
		byRank[e.Rank] = append(byRank[e.Rank], e)
	}
	for rk, evs := range byRank {
		var t0, compute int64
		sends, recvs := 0, 0
		for i, e := range evs {
			if e.Start != t0 || e.End < e.Start {
				t.Fatalf("rank %d event %d %+v does not continue at %d", rk, i, e, t0)
			}
			t0 = e.End
			switch e.Op {
			case trace.OpCompute:
				compute += e.End - e.Start
				if i > 0 && evs[i-1].Op == trace.OpCompute {
					t.Errorf("rank %d: two compute bursts in a row", rk)
				}
			case "MPI_Send":
				sends++
				if e.Peer != int32((rk+1)%np) || e.Bytes != 4*(ints+1) || e.Tag != int32(sends-1) || e.Comm != 0 {
					t.Errorf("rank %d: send event %+v", rk, e)
				}
			case "MPI_Recv":
				recvs++
				if e.Peer != int32((rk+np-1)%np) || e.Bytes != 4*(ints+1) || e.Tag != int32(recvs-1) {
					t.Errorf("rank %d: receive event %+v", rk, e)
				}
			}
			if e.Op != trace.OpCompute && (e.Site.File != "ring.c" || e.Site.Line < 28 || e.Site.Func != "main") {
				t.Errorf("rank %d: event %s has site %+v", rk, e.Op, e.Site)
			}
		}
		if sends != laps || recvs != laps {
			t.Errorf("rank %d: %d sends and %d receives, want %d each", rk, sends, recvs, laps)
		}
		if t0 != res.Ranks[rk].Finish || compute != res.Ranks[rk].Compute {
			t.Errorf("rank %d: events end at %d with %d ps of compute; result says %d and %d",
				rk, t0, compute, res.Ranks[rk].Finish, res.Ranks[rk].Compute)
		}
	}
	if res.Predicted != float64(res.Total.Finish)*1e-12 || res.Total.MsgsSent < np*laps {
		t.Errorf("result totals: %+v", res.Total)
	}
}

// TestTraceWriter writes a run's trace with the trace package's writer and
// reads it back: every event the simulator emitted is in the file.
func TestTraceWriter(t *testing.T) {
	var buf bytes.Buffer
	const np = 4
	w, err := trace.NewWriter(&buf, np)
	if err != nil {
		t.Fatal(err)
	}
	l := &eventLog{}
	tee := teeSink{w, l}
	if _, _, err := simulate(t, "../../testdata/apps/halo2d.O1.ll", Config{NP: np, PsPerInstruction: 800, Trace: tee}); err != nil {
		t.Fatal(err)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	rd, err := trace.NewReader(&buf)
	if err != nil {
		t.Fatal(err)
	}
	perRank := make([][]trace.Event, np)
	for {
		ev, err := rd.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		perRank[ev.Rank] = append(perRank[ev.Rank], ev)
	}
	want := make([][]trace.Event, np)
	for _, ev := range l.evs {
		want[ev.Rank] = append(want[ev.Rank], ev)
	}
	for rk := range want {
		if !reflect.DeepEqual(perRank[rk], want[rk]) {
			t.Errorf("rank %d: read %d events, emitted %d (or they differ)", rk, len(perRank[rk]), len(want[rk]))
		}
	}
}

type teeSink [2]EventSink

func (t teeSink) Add(ev trace.Event) error {
	for _, s := range t {
		if err := s.Add(ev); err != nil {
			return err
		}
	}
	return nil
}

// TestTraceCommIDsIgnoreCompletionOrder: the communicators of creations on
// disjoint communicators get the same trace ids whichever completes first
// (commorder.c lets either half of the ranks finish its MPI_Comm_dup
// first), and a creation on all ranks after them the next id.
func TestTraceCommIDsIgnoreCompletionOrder(t *testing.T) {
	ll := cProgram(t, "commorder")
	const np = 4
	for _, late := range []string{"0", "1"} {
		l := &eventLog{}
		out, _, err := simulate(t, ll, Config{NP: np, PsPerInstruction: 1000, Network: testLatBW(eagerSmall),
			Trace: l, Args: []string{"commorder", late}})
		if err != nil {
			t.Fatalf("half %s late: %v\n%s", late, err, out)
		}
		got := make([][]int32, np)
		for _, e := range l.evs {
			if e.Op == "MPI_Allreduce" {
				got[e.Rank] = append(got[e.Rank], e.Comm)
			}
		}
		for r := range got {
			// the split's communicators 2 (even ranks) and 3 (odd), each
			// half's dup 4, the world's dup 5
			want := []int32{2 + int32(r%2), 4, 5}
			if !reflect.DeepEqual(got[r], want) {
				t.Errorf("half %s late: rank %d's Allreduce calls are on communicators %v, want %v", late, r, got[r], want)
			}
		}
	}
}

// TestCoarseTraceEvents runs addtime.c (three ADD_TIME calls with compute
// between them, between two MPI_Wtime) through a trace.Coarsener, as 'run
// --trace' does: the compute and ADD_TIME between two MPI calls are one
// event each, the events still tile each rank's time, their totals are the
// result's, the MPI events are the raw run's, and the ADD_TIME event has
// the site and region of the longest call (rank 0: BSIM_ADD_TIME(0.5);
// rank 1: ADD_TIME(0.5), the first of its two of 0.5 s).
func TestCoarseTraceEvents(t *testing.T) {
	ll := cProgram(t, "addtime")
	const np = 2
	raw, coarse := &eventLog{}, &eventLog{}
	c := trace.NewCoarsener(coarse, np)
	_, res, err := simulate(t, ll, Config{NP: np, PsPerInstruction: 1000, Trace: teeSink{raw, c}})
	if err != nil {
		t.Fatal(err)
	}
	if err := c.Flush(); err != nil {
		t.Fatal(err)
	}
	for rk := range np {
		var rawMPI, coarseMPI []trace.Event
		for _, e := range raw.evs {
			if e.Rank == int32(rk) && trace.IsMPI(&e) {
				rawMPI = append(rawMPI, e)
			}
		}
		var t0, compute, addTime int64
		var addTimes []trace.Event
		ops := map[string]int{}
		for i, e := range coarse.evs {
			if e.Rank != int32(rk) {
				continue
			}
			if e.Start != t0 || e.End < e.Start {
				t.Fatalf("rank %d event %d %+v does not continue at %d", rk, i, e, t0)
			}
			t0 = e.End
			switch e.Op {
			case trace.OpCompute:
				compute += e.End - e.Start
			case trace.OpAddTime:
				addTime += e.End - e.Start
				addTimes = append(addTimes, e)
			default:
				coarseMPI = append(coarseMPI, e)
				clear(ops)
				continue
			}
			if ops[e.Op]++; ops[e.Op] > 1 {
				t.Errorf("rank %d: two %s events between two MPI calls", rk, e.Op)
			}
		}
		r := res.Ranks[rk]
		if t0 != r.Finish || compute != r.Compute || addTime != r.AddTime {
			t.Errorf("rank %d: events end at %d with %d ps of compute and %d of ADD_TIME; result says %d, %d and %d",
				rk, t0, compute, addTime, r.Finish, r.Compute, r.AddTime)
		}
		if !reflect.DeepEqual(rawMPI, coarseMPI) {
			t.Errorf("rank %d: coarse MPI events %v, raw %v", rk, coarseMPI, rawMPI)
		}
		wantLine := []int32{16, 15}[rk]
		if len(addTimes) != 1 || addTimes[0].Site.Line != wantLine || addTimes[0].Tag != 0 {
			t.Errorf("rank %d: ADD_TIME events %+v, want one at line %d, region 0", rk, addTimes, wantLine)
		}
	}
}
