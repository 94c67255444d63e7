// Paraver: a trace as .prv records (states, events, communications), with its .pcf and .row files.
package export

import (
	"bufio"
	"cmp"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/mpiskel/mpiskel/runtime/mpi"
	"github.com/mpiskel/mpiskel/runtime/trace"
)

// Paraver states, numbered as in Paraver's and Extrae's default .pcf.
const (
	stateRunning   = 1
	stateWaitMsg   = 3
	stateBlockSend = 4
	stateSync      = 5
	stateTestProbe = 6
	stateWaitAll   = 8
	stateImmSend   = 10
	stateImmRecv   = 11
	stateGroupComm = 13
	stateOthers    = 15
	stateSendRecv  = 16
	stateSkeleton  = 17 // time charged by ADD_TIME
	eventMPICall   = 50000000
	eventCallSite  = 30000000
	eventBytes     = 50000100
)

var stateNames = []struct {
	id    int
	name  string
	color string
}{
	{0, "Idle", "{117,195,255}"}, {stateRunning, "Running", "{0,0,255}"},
	{stateWaitMsg, "Waiting a message", "{255,0,0}"}, {stateBlockSend, "Blocking Send", "{255,0,174}"},
	{stateSync, "Synchronization", "{179,0,0}"}, {stateTestProbe, "Test/Probe", "{0,255,0}"},
	{stateWaitAll, "Wait/WaitAll", "{235,0,0}"}, {stateImmSend, "Immediate Send", "{255,144,26}"},
	{stateImmRecv, "Immediate Receive", "{2,255,177}"}, {stateGroupComm, "Group Communication", "{255,209,0}"},
	{stateOthers, "Others", "{192,192,192}"}, {stateSendRecv, "Send Receive", "{166,166,0}"},
	{stateSkeleton, "Skeleton time (ADD_TIME)", "{0,128,255}"},
}

// paraverState classifies an operation by what its rank is doing.
func paraverState(op string) int {
	switch op {
	case trace.OpCompute:
		return stateRunning
	case trace.OpAddTime:
		return stateSkeleton
	case "MPI_Barrier", "MPI_Ibarrier":
		return stateSync
	case "MPI_Sendrecv", "MPI_Sendrecv_replace":
		return stateSendRecv
	case "MPI_Irecv", "MPI_Imrecv", "MPI_Recv_init":
		return stateImmRecv
	}
	f, ok := mpi.Lookup(op)
	if !ok {
		return stateOthers
	}
	switch f.Kind {
	case mpi.KindP2P:
		if f.ArgIndex(mpi.RoleDest) >= 0 {
			return stateBlockSend
		}
		return stateWaitMsg
	case mpi.KindP2PNonblocking, mpi.KindPersistent:
		return stateImmSend
	case mpi.KindProbe:
		return stateTestProbe
	case mpi.KindCompletion:
		if strings.HasPrefix(op, "MPI_Test") {
			return stateTestProbe
		}
		return stateWaitAll
	case mpi.KindCollective, mpi.KindCollectiveNonblocking:
		return stateGroupComm
	}
	return stateOthers
}

// prvRecord is one .prv line and what it is sorted by.
type prvRecord struct {
	time int64
	kind int // 1 state, 2 event, 3 communication: at equal times states come first
	cpu  int
	seq  int
	text string
}

// Paraver writes the trace of ranks (events by rank) as a Paraver trace:
// prv gets the records, pcf the configuration (states, event types and
// their values), row the names of CPUs, nodes and threads. Each rank is
// task r+1 of application 1, with one thread, on CPU r+1 of node 1. Times
// are nanoseconds (picoseconds truncated). States come from compute bursts
// and MPI calls; each MPI call also gives events at its start (the call,
// its call site, its bytes) and at its end (call 0); matched messages give
// communication records. The records are sorted by time, so the whole
// trace is held in memory.
func Paraver(prv, pcf, row io.Writer, ranks [][]trace.Event) error {
	n := len(ranks)
	var end int64
	var recs []prvRecord
	siteIDs := map[string]int{}
	var sites []string
	add := func(t int64, kind, cpu int, text string) {
		recs = append(recs, prvRecord{t, kind, cpu, len(recs), text})
	}
	for r, evs := range ranks {
		cpu := r + 1
		obj := fmt.Sprintf("%d:1:%d:1", cpu, cpu)
		for i := range evs {
			ev := &evs[i]
			b, e := ev.Start/1000, ev.End/1000
			end = max(end, e)
			add(b, 1, cpu, fmt.Sprintf("1:%s:%d:%d:%d", obj, b, e, paraverState(ev.Op)))
			if !trace.IsMPI(ev) {
				continue
			}
			ev2 := fmt.Sprintf("2:%s:%d:%d:%d", obj, b, eventMPICall, mpi.ID(ev.Op)+1)
			if ev.Site != (trace.Site{}) {
				s := siteText(ev.Site)
				id, ok := siteIDs[s]
				if !ok {
					sites = append(sites, s)
					id = len(sites)
					siteIDs[s] = id
				}
				ev2 += fmt.Sprintf(":%d:%d", eventCallSite, id)
			}
			if ev.Bytes != 0 {
				ev2 += fmt.Sprintf(":%d:%d", eventBytes, ev.Bytes)
			}
			add(b, 2, cpu, ev2)
			add(e, 2, cpu, fmt.Sprintf("2:%s:%d:%d:0", obj, e, eventMPICall))
		}
	}
	for _, m := range MatchMessages(ranks) {
		if m.Comm != 0 || m.Tag < 0 {
			continue // only MPI_COMM_WORLD ranks map to Paraver tasks
		}
		s, d := int(m.Src)+1, int(m.Dst)+1
		add(m.SendStart/1000, 3, s, fmt.Sprintf("3:%d:1:%d:1:%d:%d:%d:1:%d:1:%d:%d:%d:%d",
			s, s, m.SendStart/1000, m.SendEnd/1000, d, d, m.RecvStart/1000, m.RecvEnd/1000, m.Bytes, m.Tag))
	}
	slices.SortStableFunc(recs, func(a, b prvRecord) int {
		if c := cmp.Compare(a.time, b.time); c != 0 {
			return c
		}
		if c := cmp.Compare(a.kind, b.kind); c != 0 {
			return c
		}
		if c := cmp.Compare(a.cpu, b.cpu); c != 0 {
			return c
		}
		return cmp.Compare(a.seq, b.seq)
	})
	bw := bufio.NewWriterSize(prv, 1<<16)
	// A fixed date keeps the output byte-identical for identical traces.
	threads := make([]string, n)
	for i := range threads {
		threads[i] = "1:1"
	}
	fmt.Fprintf(bw, "#Paraver (01/01/70 at 00:00):%d_ns:1(%d):1:%d(%s)\n", end, n, n, strings.Join(threads, ","))
	for _, rec := range recs {
		bw.WriteString(rec.text)
		bw.WriteByte('\n')
	}
	if err := bw.Flush(); err != nil {
		return err
	}
	if err := writePCF(pcf, sites); err != nil {
		return err
	}
	return writeRow(row, n)
}

func writePCF(w io.Writer, sites []string) error {
	bw := bufio.NewWriter(w)
	bw.WriteString(`DEFAULT_OPTIONS

LEVEL               THREAD
UNITS               NANOSEC
LOOK_BACK           100
SPEED               1
FLAG_ICONS          ENABLED
NUM_OF_STATE_COLORS 1000
YMAX_SCALE          37


DEFAULT_SEMANTIC

THREAD_FUNC          State As Is


STATES
`)
	for _, s := range stateNames {
		fmt.Fprintf(bw, "%-4d %s\n", s.id, s.name)
	}
	bw.WriteString("\n\nSTATES_COLOR\n")
	for _, s := range stateNames {
		fmt.Fprintf(bw, "%-4d %s\n", s.id, s.color)
	}
	fmt.Fprintf(bw, "\n\nEVENT_TYPE\n0    %d    MPI call\nVALUES\n0    End\n", eventMPICall)
	for i := range mpi.Funcs {
		fmt.Fprintf(bw, "%-4d %s\n", i+1, mpi.Funcs[i].Name)
	}
	fmt.Fprintf(bw, "\n\nEVENT_TYPE\n0    %d    MPI call site\nVALUES\n", eventCallSite)
	for i, s := range sites {
		fmt.Fprintf(bw, "%-4d %s\n", i+1, s)
	}
	fmt.Fprintf(bw, "\n\nEVENT_TYPE\n0    %d    Bytes sent or received by the call\n", eventBytes)
	return bw.Flush()
}

func writeRow(w io.Writer, n int) error {
	bw := bufio.NewWriter(w)
	fmt.Fprintf(bw, "LEVEL CPU SIZE %d\n", n)
	for r := 0; r < n; r++ {
		fmt.Fprintf(bw, "1.%d\n", r+1)
	}
	fmt.Fprintf(bw, "\nLEVEL NODE SIZE 1\nnode1\n\nLEVEL THREAD SIZE %d\n", n)
	for r := 0; r < n; r++ {
		fmt.Fprintf(bw, "rank %d\n", r)
	}
	return bw.Flush()
}
