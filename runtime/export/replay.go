// SimGrid time-independent traces and LogGOPSim GOAL schedules: the trace as actions for a replay simulator.
package export

import (
	"bufio"
	"fmt"
	"io"
	"math"
	"strings"

	"github.com/mpiskel/mpiskel/runtime/mpi"
	"github.com/mpiskel/mpiskel/runtime/trace"
)

// ReplayOptions configures TI and GOAL.
type ReplayOptions struct {
	// FlopsPerSecond converts compute time to SimGrid's flops (default 1e9).
	FlopsPerSecond float64
}

// replayContext holds what both replay formats derive from the whole trace.
type replayContext struct {
	ranks [][]trace.Event
	n     int
	// recvOf maps (rank, event index) of a receive (or a Sendrecv) to its message.
	recvOf map[[2]int]*Message
	// coll[r][i] is the instance number of rank r's event i when it is a
	// collective on MPI_COMM_WORLD; inst[k][r] is that event's index.
	coll []map[int]int
	inst [][]int
	// skipped counts the calls a format cannot express, by operation.
	skipped map[string]int
}

func newReplayContext(ranks [][]trace.Event) *replayContext {
	c := &replayContext{ranks: ranks, n: len(ranks), recvOf: map[[2]int]*Message{}, skipped: map[string]int{}}
	msgs := MatchMessages(ranks)
	for i := range msgs {
		m := &msgs[i]
		c.recvOf[[2]int{int(m.Dst), m.RecvIndex}] = m
	}
	c.coll = make([]map[int]int, c.n)
	for r, evs := range ranks {
		c.coll[r] = map[int]int{}
		k := 0
		for i := range evs {
			if trace.IsCollective(&evs[i]) && evs[i].Comm == 0 {
				c.coll[r][i] = k
				if k == len(c.inst) {
					row := make([]int, c.n)
					for j := range row {
						row[j] = -1
					}
					c.inst = append(c.inst, row)
				}
				c.inst[k][r] = i
				k++
			}
		}
	}
	return c
}

// instBytes is the Bytes of rank r's event in collective instance k (0 when absent).
func (c *replayContext) instBytes(k, r int) int64 {
	if k < len(c.inst) && r >= 0 && r < c.n && c.inst[k][r] >= 0 {
		return c.ranks[r][c.inst[k][r]].Bytes
	}
	return 0
}

// Warnings lists what could not be expressed, one line per operation.
func (c *replayContext) warnings(format string) []string {
	var out []string
	for _, f := range mpi.Funcs {
		if n := c.skipped[f.Name]; n > 0 {
			out = append(out, fmt.Sprintf("%s: %d %s calls left out (not expressible, or not on MPI_COMM_WORLD)", format, n, f.Name))
		}
	}
	return out
}

// pendingReq is a non-blocking operation a later wait completes.
type pendingReq struct {
	src, dst, tag int32
	label         string // GOAL label of the operation
}

// takePending removes and returns the pending request a Wait event
// completes: the first with the event's peer and tag, else the first.
func takePending(p []pendingReq, me int32, ev *trace.Event) ([]pendingReq, pendingReq, bool) {
	if len(p) == 0 {
		return p, pendingReq{}, false
	}
	at := 0
	for i, q := range p {
		other := q.dst
		if q.dst == me {
			other = q.src
		}
		if other == ev.Peer && q.tag == ev.Tag {
			at = i
			break
		}
	}
	q := p[at]
	return append(p[:at:at], p[at+1:]...), q, true
}

func isSendOp(op string) bool {
	f, ok := mpi.Lookup(op)
	return ok && (f.Kind == mpi.KindP2P || f.Kind == mpi.KindP2PNonblocking) && f.ArgIndex(mpi.RoleSource) < 0 && f.ArgIndex(mpi.RoleDest) >= 0
}

func isNonblocking(op string) bool {
	f, ok := mpi.Lookup(op)
	return ok && f.Kind == mpi.KindP2PNonblocking
}

// TI writes the trace as SimGrid time-independent traces, one per rank,
// to the writer open returns for it: lines "<rank> <action> <args>" in
// SimGrid 3.2x+ syntax (checked with SimGrid 3.32's smpireplaymain;
// send/isend/recv/irecv take partner, tag and size; wait names the request
// by source, destination and tag). 'smpirun -replay INDEX' takes a file
// listing the per-rank files, one per line. Sizes are bytes
// (the "init" action sets MPI_BYTE as the default type); compute and
// ADD_TIME become "compute" in flops at opt.FlopsPerSecond. Sendrecv
// becomes isend, recv, wait. Collectives on MPI_COMM_WORLD map to
// SimGrid's collective actions; calls the format cannot express are left
// out and reported in the returned warnings.
func TI(open func(rank int) (io.Writer, error), ranks [][]trace.Event, opt ReplayOptions) ([]string, error) {
	rate := opt.FlopsPerSecond
	if rate <= 0 {
		rate = 1e9
	}
	c := newReplayContext(ranks)
	for r, evs := range ranks {
		w, err := open(r)
		if err != nil {
			return nil, err
		}
		bw := bufio.NewWriterSize(w, 1<<16)
		me := int32(r)
		p := func(format string, args ...any) { fmt.Fprintf(bw, "%d "+format+"\n", append([]any{r}, args...)...) }
		p("init")
		var pending []pendingReq
		for i := range evs {
			ev := &evs[i]
			switch {
			case !trace.IsMPI(ev):
				if flops := math.Round(float64(ev.End-ev.Start) / trace.TicksPerSecond * rate); flops > 0 {
					p("compute %.0f", flops)
				}
				continue
			case ev.Op == "MPI_Init" || ev.Op == "MPI_Init_thread" || ev.Op == "MPI_Finalize":
				continue
			case ev.Comm != 0 && (trace.IsSend(ev) || trace.IsRecv(ev) || trace.IsCollective(ev)):
				c.skipped[ev.Op]++
				continue
			}
			switch {
			case ev.Op == "MPI_Sendrecv" || ev.Op == "MPI_Sendrecv_replace":
				m := c.recvOf[[2]int{r, i}]
				p("isend %d %d %d", ev.Peer, ev.Tag, sendBytes(ev))
				if m != nil {
					p("recv %d %d %d", m.Src, m.Tag, m.Bytes)
				}
				p("wait %d %d %d", me, ev.Peer, ev.Tag)
			case isSendOp(ev.Op) && ev.Peer >= 0:
				if isNonblocking(ev.Op) {
					p("isend %d %d %d", ev.Peer, ev.Tag, ev.Bytes)
					pending = append(pending, pendingReq{src: me, dst: ev.Peer, tag: ev.Tag})
				} else {
					p("send %d %d %d", ev.Peer, ev.Tag, ev.Bytes)
				}
			case ev.Op == "MPI_Recv" || ev.Op == "MPI_Irecv" || ev.Op == "MPI_Mrecv" || ev.Op == "MPI_Imrecv":
				src, tag, size := ev.Peer, ev.Tag, ev.Bytes
				if m := c.recvOf[[2]int{r, i}]; m != nil {
					src, tag, size = m.Src, m.Tag, m.Bytes
				}
				if src < 0 {
					c.skipped[ev.Op]++
					continue
				}
				if isNonblocking(ev.Op) {
					p("irecv %d %d %d", src, tag, size)
					pending = append(pending, pendingReq{src: src, dst: me, tag: tag})
				} else {
					p("recv %d %d %d", src, tag, size)
				}
			case ev.Op == "MPI_Wait":
				var q pendingReq
				var ok bool
				if pending, q, ok = takePending(pending, me, ev); ok {
					p("wait %d %d %d", q.src, q.dst, q.tag)
				}
			case ev.Op == "MPI_Waitall":
				if len(pending) > 0 {
					p("waitall")
					pending = pending[:0]
				}
			case trace.IsCollective(ev):
				if !tiCollective(p, c, r, i, ev) {
					c.skipped[ev.Op]++
				}
			case ev.Op == "MPI_Probe" || ev.Op == "MPI_Iprobe" || ev.Op == "MPI_Get_count" || trace.LocalOps[ev.Op] ||
				strings.HasPrefix(ev.Op, "MPI_Comm_") || ev.Op == "MPI_Wtime":
				// Local or informational: no replay action.
			default:
				c.skipped[ev.Op]++
			}
		}
		p("finalize")
		if err := bw.Flush(); err != nil {
			return nil, err
		}
	}
	return c.warnings("ti"), nil
}

func tiCollective(p func(string, ...any), c *replayContext, r, i int, ev *trace.Event) bool {
	k := c.coll[r][i]
	others := int64(max(c.n-1, 1))
	switch ev.Op {
	case "MPI_Barrier":
		p("barrier")
	case "MPI_Bcast":
		p("bcast %d %d", c.instBytes(k, int(ev.Peer)), ev.Peer)
	case "MPI_Reduce":
		p("reduce %d 0 %d", ev.Bytes, ev.Peer)
	case "MPI_Allreduce":
		p("allreduce %d 0", ev.Bytes)
	case "MPI_Alltoall":
		p("alltoall %d %d", ev.Bytes/others, ev.Bytes/others)
	case "MPI_Allgather":
		p("allgather %d %d", ev.Bytes, ev.Bytes)
	case "MPI_Gather":
		p("gather %d %d %d", ev.Bytes, ev.Bytes, ev.Peer)
	case "MPI_Scatter":
		blk := c.instBytes(k, int(ev.Peer)) / others
		p("scatter %d %d %d", blk, blk, ev.Peer)
	default:
		return false
	}
	return true
}

// GOAL writes the trace as a LogGOPSim GOAL schedule: per rank, labelled
// operations "send Nb to R tag T", "recv Nb from R tag T" and "calc NS"
// (compute time in nanoseconds), chained by "requires" in the rank's
// order. Non-blocking operations start in order and are joined by the wait
// that completes them; collectives on MPI_COMM_WORLD are expanded into
// point-to-point messages (linear algorithms: GOAL has no collectives)
// with tags from 1000000 + the collective's instance number, so they never
// match the program's own messages. Calls the format cannot express are
// left out and reported in the returned warnings.
func GOAL(w io.Writer, ranks [][]trace.Event) ([]string, error) {
	c := newReplayContext(ranks)
	bw := bufio.NewWriterSize(w, 1<<16)
	fmt.Fprintf(bw, "num_ranks %d\n", c.n)
	for r, evs := range ranks {
		g := &goalRank{w: bw}
		fmt.Fprintf(bw, "\nrank %d {\n", r)
		me := int32(r)
		var pending []pendingReq
		for i := range evs {
			ev := &evs[i]
			switch {
			case !trace.IsMPI(ev):
				if ns := (ev.End - ev.Start) / 1000; ns > 0 {
					g.step(g.op("calc %d", ns))
				}
				continue
			case ev.Comm != 0 && (trace.IsSend(ev) || trace.IsRecv(ev) || trace.IsCollective(ev)):
				c.skipped[ev.Op]++
				continue
			}
			switch {
			case ev.Op == "MPI_Sendrecv" || ev.Op == "MPI_Sendrecv_replace":
				ops := []string{g.after(g.op("send %db to %d tag %d", sendBytes(ev), ev.Peer, ev.Tag))}
				if m := c.recvOf[[2]int{r, i}]; m != nil {
					ops = append(ops, g.after(g.op("recv %db from %d tag %d", m.Bytes, m.Src, m.Tag)))
				}
				g.join(ops)
			case isSendOp(ev.Op) && ev.Peer >= 0:
				l := g.after(g.op("send %db to %d tag %d", ev.Bytes, ev.Peer, ev.Tag))
				if isNonblocking(ev.Op) {
					pending = append(pending, pendingReq{src: me, dst: ev.Peer, tag: ev.Tag, label: l})
				} else {
					g.last = l
				}
			case ev.Op == "MPI_Recv" || ev.Op == "MPI_Irecv" || ev.Op == "MPI_Mrecv" || ev.Op == "MPI_Imrecv":
				m := c.recvOf[[2]int{r, i}]
				if m == nil {
					c.skipped[ev.Op]++
					continue
				}
				l := g.after(g.op("recv %db from %d tag %d", m.Bytes, m.Src, m.Tag))
				if isNonblocking(ev.Op) {
					pending = append(pending, pendingReq{src: m.Src, dst: me, tag: m.Tag, label: l})
				} else {
					g.last = l
				}
			case ev.Op == "MPI_Wait":
				var q pendingReq
				var ok bool
				if pending, q, ok = takePending(pending, me, ev); ok {
					g.join([]string{g.last, q.label})
				}
			case ev.Op == "MPI_Waitall":
				if len(pending) > 0 {
					ls := []string{g.last}
					for _, q := range pending {
						ls = append(ls, q.label)
					}
					g.join(ls)
					pending = pending[:0]
				}
			case trace.IsCollective(ev):
				if !goalCollective(g, c, r, i, ev) {
					c.skipped[ev.Op]++
				}
			case ev.Op == "MPI_Init" || ev.Op == "MPI_Init_thread" || ev.Op == "MPI_Finalize" || ev.Op == "MPI_Probe" ||
				ev.Op == "MPI_Iprobe" || ev.Op == "MPI_Get_count" || trace.LocalOps[ev.Op] || strings.HasPrefix(ev.Op, "MPI_Comm_") || ev.Op == "MPI_Wtime":
			default:
				c.skipped[ev.Op]++
			}
		}
		if len(pending) > 0 { // requests never waited for still complete before the rank ends
			ls := []string{g.last}
			for _, q := range pending {
				ls = append(ls, q.label)
			}
			g.join(ls)
		}
		bw.WriteString("}\n")
	}
	return c.warnings("goal"), bw.Flush()
}

// goalRank writes one rank's schedule.
type goalRank struct {
	w    *bufio.Writer
	next int
	last string // the operation the next one waits for; "" at the start
}

// op writes a new labelled operation and returns its label.
func (g *goalRank) op(format string, args ...any) string {
	g.next++
	l := fmt.Sprintf("l%d", g.next)
	fmt.Fprintf(g.w, "%s: "+format+"\n", append([]any{l}, args...)...)
	return l
}

// after makes l wait for the previous step and returns l.
func (g *goalRank) after(l string) string {
	if g.last != "" {
		fmt.Fprintf(g.w, "%s requires %s\n", l, g.last)
	}
	return l
}

// step makes l the next step of the rank's sequence.
func (g *goalRank) step(l string) { g.last = g.after(l) }

// join adds a zero-time operation that waits for all of ls, and makes it the last step.
func (g *goalRank) join(ls []string) {
	j := g.op("calc 0")
	for _, l := range ls {
		if l != "" {
			fmt.Fprintf(g.w, "%s requires %s\n", j, l)
		}
	}
	g.last = j
}

// goalCollective expands collective instance k into linear point-to-point messages.
func goalCollective(g *goalRank, c *replayContext, r, i int, ev *trace.Event) bool {
	k := c.coll[r][i]
	tag := 1000000 + k
	n := c.n
	others := int64(max(n-1, 1))
	var ops []string
	send := func(b int64, to int) { ops = append(ops, g.after(g.op("send %db to %d tag %d", b, to, tag))) }
	recv := func(b int64, from int) { ops = append(ops, g.after(g.op("recv %db from %d tag %d", b, from, tag))) }
	root := int(ev.Peer)
	gatherTo := func(root int, size func(from int) int64) {
		if r == root {
			for j := 0; j < n; j++ {
				if j != r {
					recv(size(j), j)
				}
			}
		} else {
			send(size(r), root)
		}
	}
	scatterFrom := func(root int, size int64) {
		if r == root {
			for j := 0; j < n; j++ {
				if j != r {
					send(size, j)
				}
			}
		} else {
			recv(size, root)
		}
	}
	own := func(j int) int64 { return c.instBytes(k, j) }
	switch ev.Op {
	case "MPI_Barrier":
		gatherTo(0, func(int) int64 { return 1 })
		g.join(ops)
		ops = nil
		scatterFrom(0, 1)
	case "MPI_Bcast":
		scatterFrom(root, own(root))
	case "MPI_Reduce":
		gatherTo(root, own)
	case "MPI_Allreduce":
		gatherTo(0, own)
		g.join(ops)
		ops = nil
		scatterFrom(0, own(0))
	case "MPI_Gather", "MPI_Gatherv":
		gatherTo(root, own)
	case "MPI_Scatter":
		scatterFrom(root, own(root)/others)
	case "MPI_Allgather", "MPI_Allgatherv":
		for j := 0; j < n; j++ {
			if j != r {
				send(ev.Bytes, j)
				recv(own(j), j)
			}
		}
	case "MPI_Alltoall":
		for j := 0; j < n; j++ {
			if j != r {
				send(ev.Bytes/others, j)
				recv(own(j)/others, j)
			}
		}
	default:
		return false
	}
	g.join(ops)
	return true
}
