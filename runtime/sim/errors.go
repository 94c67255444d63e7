// Errors of a simulated run: MPI misuse, crashes, aborts and deadlock reports.
package sim

import (
	"fmt"
	"strings"

	"github.com/mpiskel/mpiskel/runtime/interp"
)

// RunError ends a run: MPI misuse (reported like MPI's default error
// handler would, naming the rank, the call and its source line), a rank's
// crash, MPI_Abort, or a deadlock.
type RunError struct {
	Rank  int // -1 when no single rank is at fault (deadlock)
	Call  string
	Site  interp.Site
	Class string // MPI error class ("MPI_ERR_TRUNCATE"), "" when not an MPI error
	Msg   string
	// Code is the exit status the run ends with: like Open MPI's mpirun,
	// the error class for MPI errors.
	Code int
}

func (e *RunError) Error() string {
	var b strings.Builder
	if e.Rank >= 0 {
		fmt.Fprintf(&b, "rank %d: ", e.Rank)
	}
	if e.Call != "" {
		b.WriteString(e.Call)
		if pos := sitePos(e.Site); pos != "" {
			b.WriteString(" at " + pos)
		}
		b.WriteString(": ")
	}
	if e.Class != "" {
		b.WriteString(e.Class + ": ")
	}
	b.WriteString(e.Msg)
	return b.String()
}

func sitePos(s interp.Site) string { return s.String() }

// mpiErrUnsupported marks calls the simulator does not implement; the
// run ends as with MPI_ERR_UNSUPPORTED_OPERATION.
const mpiErrUnsupported = -1

// errorf builds the error of r's current call with MPI error code code (an
// ABI value).
func (s *Sim) errorf(r *rank, code int32, format string, args ...any) *RunError {
	e := &RunError{Rank: int(r.id), Call: hostFuncs[r.fn].name, Site: r.p.Site(), Msg: fmt.Sprintf(format, args...)}
	e.Class, e.Code = s.errClass(code)
	return e
}

// errClass names an error code of the ABI and gives the exit status.
func (s *Sim) errClass(code int32) (string, int) {
	if code == mpiErrUnsupported {
		return "MPI_ERR_UNSUPPORTED_OPERATION", 52
	}
	e := s.abi.Errors
	names := []struct {
		c int32
		n string
	}{{e.Buffer, "MPI_ERR_BUFFER"}, {e.Count, "MPI_ERR_COUNT"}, {e.Type, "MPI_ERR_TYPE"},
		{e.Tag, "MPI_ERR_TAG"}, {e.Comm, "MPI_ERR_COMM"}, {e.Rank, "MPI_ERR_RANK"}, {e.Root, "MPI_ERR_ROOT"},
		{e.Group, "MPI_ERR_GROUP"}, {e.Op, "MPI_ERR_OP"}, {e.Topology, "MPI_ERR_TOPOLOGY"},
		{e.Dims, "MPI_ERR_DIMS"}, {e.Arg, "MPI_ERR_ARG"}, {e.Unknown, "MPI_ERR_UNKNOWN"},
		{e.Truncate, "MPI_ERR_TRUNCATE"}, {e.Other, "MPI_ERR_OTHER"}, {e.Intern, "MPI_ERR_INTERN"},
		{e.InStatus, "MPI_ERR_IN_STATUS"}, {e.Pending, "MPI_ERR_PENDING"}, {e.Request, "MPI_ERR_REQUEST"}}
	for _, n := range names {
		if n.c == code {
			return n.n, int(code)
		}
	}
	return fmt.Sprintf("MPI error %d", code), int(code)
}

// errorString is MPI_Error_string's text for an error code.
func (s *Sim) errorString(code int32) string {
	if code == s.abi.Errors.Success {
		return "MPI_SUCCESS: no errors"
	}
	n, _ := s.errClass(code)
	return n
}

// checkDeadlock reports ranks that are still blocked once no event is
// left: nothing can ever wake them.
func (s *Sim) checkDeadlock() error {
	var blocked []string
	n := 0
	for i := range s.ranks {
		r := &s.ranks[i]
		if r.state == rsDone {
			continue
		}
		n++
		if len(blocked) < 32 {
			blocked = append(blocked, "  "+s.describeBlocked(r))
		}
	}
	if n == 0 {
		return nil
	}
	if n > len(blocked) {
		blocked = append(blocked, fmt.Sprintf("  ... and %d more ranks", n-len(blocked)))
	}
	done := len(s.ranks) - n
	msg := fmt.Sprintf("deadlock: %d of %d ranks are blocked and no message is in flight", n, len(s.ranks))
	if done > 0 {
		msg += fmt.Sprintf(" (%d ranks have exited)", done)
	}
	return &RunError{Rank: -1, Code: 1, Msg: msg + ":\n" + strings.Join(blocked, "\n")}
}

// describeBlocked names a blocked rank's call, the arguments that matter,
// and its source line.
func (s *Sim) describeBlocked(r *rank) string {
	name := hostFuncs[r.fn].name
	var what string
	switch r.wait {
	case waitOne:
		what = s.describeReq(r.waitReq)
	case waitAll, waitAny, waitSome:
		var pend []string
		for i := int32(0); i < r.waitCount; i++ {
			q, ok := s.reqAt(r, r.waitArr, i)
			if ok && q >= 0 && s.reqs[q].flags&rqDone == 0 {
				if len(pend) == 4 {
					pend = append(pend, "...")
					break
				}
				pend = append(pend, s.describeReq(q))
			}
		}
		what = fmt.Sprintf("%d requests; pending: %s", r.waitCount, strings.Join(pend, "; "))
	case waitProbe:
		what = fmt.Sprintf("source=%s, tag=%s, comm=%s", s.rankName(r.probeSrc), s.tagName(r.probeTag), s.commName(r.probeCtx/2))
	case waitColl:
		if c := r.coll; c != nil {
			what = fmt.Sprintf("comm=%s, %d of its ranks", s.commName(c.comm.id), c.n)
			if c.root >= 0 {
				what += fmt.Sprintf(", root=%d", c.root)
			}
		}
	}
	pos := sitePos(r.p.Site())
	if pos != "" {
		pos = " at " + pos
	}
	if r.state == rsReady || r.state == rsDeferred {
		return fmt.Sprintf("rank %d: runnable in %s%s", r.id, name, pos)
	}
	return fmt.Sprintf("rank %d: blocked in %s(%s)%s", r.id, name, what, pos)
}

func (s *Sim) describeReq(q int32) string {
	if q < 0 {
		return "no request"
	}
	rq := &s.reqs[q]
	switch rq.kind {
	case rkSend:
		mode := "send"
		if rq.flags&rqSync != 0 {
			mode = "synchronous send"
		}
		return fmt.Sprintf("%s to rank %d, tag %d, comm=%s, waiting for the matching receive", mode, rq.peer, rq.tag, s.commName(rq.ctx/2))
	case rkRecv:
		return fmt.Sprintf("receive from source=%s, tag=%s, comm=%s", s.rankName(rq.peer), s.tagName(rq.tag), s.commName(rq.ctx/2))
	case rkColl:
		return fmt.Sprintf("non-blocking collective on comm=%s", s.commName(rq.comm))
	}
	return "request"
}

func (s *Sim) rankName(r int32) string {
	if r == anySource {
		return "MPI_ANY_SOURCE"
	}
	return fmt.Sprint(r)
}

func (s *Sim) tagName(t int32) string {
	if t == anyTag {
		return "MPI_ANY_TAG"
	}
	return fmt.Sprint(t)
}

// commName names communicator id (an index into s.comms) as the user set
// it (MPI_Comm_set_name), else by its id in the trace.
func (s *Sim) commName(id int32) string {
	c := s.comms[id]
	if c.name != "" {
		return c.name
	}
	return fmt.Sprintf("comm#%d", c.traceID)
}
