// Tests of per-rank statistics and the communication matrix.
package trace

import (
	"bytes"
	"reflect"
	"testing"
)

func TestStats(t *testing.T) {
	events := []Event{
		{Rank: 0, Op: OpCompute, Start: 0, End: 100, Peer: NoPeer},
		{Rank: 0, Op: "MPI_Send", Start: 100, End: 130, Peer: 1, Bytes: 800},
		{Rank: 0, Op: "MPI_Isend", Start: 130, End: 135, Peer: 2, Bytes: 16},
		{Rank: 0, Op: "MPI_Isend", Start: 135, End: 140, Peer: 2, Bytes: 16},
		{Rank: 0, Op: "MPI_Wait", Start: 140, End: 190, Peer: NoPeer},
		{Rank: 0, Op: "MPI_Comm_rank", Start: 190, End: 191, Peer: NoPeer},
		{Rank: 1, Op: OpAddTime, Start: 0, End: 500, Peer: NoPeer},
		{Rank: 1, Op: "MPI_Recv", Start: 500, End: 510, Peer: 0, Bytes: 800},
		{Rank: 1, Op: "MPI_Sendrecv", Start: 510, End: 600, Peer: 2, Bytes: 64},
		// A broadcast from root 1, as the simulator records it: one event
		// per rank, Peer = the root; not point-to-point traffic.
		{Rank: 1, Op: "MPI_Bcast", Start: 600, End: 610, Peer: 1, Bytes: 8},
		{Rank: 2, Op: "MPI_Bcast", Start: 600, End: 615, Peer: 1, Bytes: 8},
		{Rank: 2, Op: "MPI_Irecv", Start: 0, End: 2, Peer: 0, Bytes: 16},
		{Rank: 2, Op: "MPI_Barrier", Start: 700, End: 800, Peer: NoPeer},
		{Rank: 7, Op: "MPI_Send", Start: 0, End: 1, Peer: 0, Bytes: 1}, // outside the trace's ranks: ignored
	}
	s := ComputeStats(events, 3)
	want := []RankStats{
		{Rank: 0, Events: 6, Compute: 100, Comm: 91, Wait: 80, MsgsSent: 3, BytesSent: 832},
		{Rank: 1, Events: 4, AddTime: 500, Comm: 110, Wait: 110, MsgsSent: 1, BytesSent: 64, MsgsRecv: 1, BytesRecv: 800, Collectives: 1, CollectiveBytes: 8},
		{Rank: 2, Events: 3, Comm: 117, Wait: 115, MsgsRecv: 1, BytesRecv: 16, Collectives: 2, CollectiveBytes: 8},
	}
	if !reflect.DeepEqual(s.Ranks, want) {
		t.Errorf("ranks:\n got %+v\nwant %+v", s.Ranks, want)
	}
	wantMatrix := []MatrixEntry{
		{Src: 0, Dst: 1, Msgs: 1, Bytes: 800},
		{Src: 0, Dst: 2, Msgs: 2, Bytes: 32},
		{Src: 1, Dst: 2, Msgs: 1, Bytes: 64},
	}
	if !reflect.DeepEqual(s.Matrix, wantMatrix) {
		t.Errorf("matrix:\n got %+v\nwant %+v", s.Matrix, wantMatrix)
	}

	// The streaming path through a Reader gives the same statistics.
	r, err := NewReader(bytes.NewReader(writeTrace(t, 8, events)))
	if err != nil {
		t.Fatal(err)
	}
	s8, err := ReadStats(r)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(s8.Ranks[:3], want) || len(s8.Matrix) != 4 || s8.Matrix[3] != (MatrixEntry{Src: 7, Dst: 0, Msgs: 1, Bytes: 1}) {
		t.Errorf("ReadStats: %+v %+v", s8.Ranks, s8.Matrix)
	}
}
