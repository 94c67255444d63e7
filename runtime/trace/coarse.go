// Coarsener: merges each rank's consecutive compute and ADD_TIME events into at most one of each.
package trace

import "unsafe"

// Sink receives events in each rank's order; *Writer and *Coarsener are
// sinks.
type Sink interface {
	Add(ev Event) error
}

// Coarsener passes events on to another sink with each rank's runs of
// consecutive non-MPI events (OpCompute and OpAddTime with no MPI call
// between them) merged, so that a skeleton whose kept loops call
// ADD_TIME thousands of times between two MPI calls writes a trace the
// size of its original's: per run, at most one compute event and one
// ADD_TIME event.
//
// The merged events keep every time total a trace consumer derives
// (RankStats' Compute and AddTime, exports' states) and the run's span:
//
//   - The merged compute event lasts the sum of the run's compute events,
//     the merged ADD_TIME event the sum of its ADD_TIME events.
//   - The op the run began with comes first, starting where the run
//     starts; the other ends where the run ends. Between them lies any
//     time of the span that no event of the run covered (none in the
//     simulator's traces, whose events are contiguous).
//   - The merged ADD_TIME event takes the site and region id (Tag) of the
//     run's longest ADD_TIME call, the first of equal ones: the region
//     that the time is mostly charged to.
//   - The merged compute event has no site, as the simulator's compute
//     events have none.
//
// A run of one event is passed on unchanged (but for the fields the
// merged events do not carry: a compute event's site, tag, peer, bytes
// and comm, an ADD_TIME's peer, bytes and comm, none of which the
// simulator sets), so a trace without mergeable runs, such as an original
// program's, is the same as without a Coarsener.
//
// Consumers that count individual ADD_TIME calls (profiling probes,
// per-region charges) want the raw events and must not use one.
//
// A run is held until the rank's next MPI event, or Flush; the
// Coarsener's memory is 56 bytes per rank plus the distinct sites of
// ADD_TIME calls. Its output is a function of its input only, so
// identical inputs give identical traces.
type Coarsener struct {
	next    Sink
	runs    []pendingRun // by rank
	sites   []Site       // sites of the runs' longest ADD_TIME calls; pendingRun.site is an index + 1
	siteIDs map[Site]int32
}

// pendingRun is a rank's run of non-MPI events not yet passed on.
type pendingRun struct {
	start, end       int64 // span: the first event's start, the latest end
	compute, addTime int64 // total durations by op
	longest          int64 // duration of the longest ADD_TIME call
	site             int32 // its site: Coarsener.sites index + 1, 0 for none
	tag              int32 // its region id
	has              uint8 // runCompute, runAddTime, runAddTimeFirst
}

// RankBytes is what a Writer (its slot index) and a Coarsener (its
// pending run) keep per rank of the run, whatever the run's length: a
// simulator checks it against the machine's memory with its own.
const RankBytes = 4 + unsafe.Sizeof(pendingRun{})

const (
	runCompute      uint8 = 1 << iota // the run holds compute
	runAddTime                        // the run holds ADD_TIME
	runAddTimeFirst                   // the run began with ADD_TIME
)

// NewCoarsener returns a Coarsener of the events of nranks ranks that
// passes its events on to next. Events of other ranks are passed on
// as they come (next decides whether they are errors).
func NewCoarsener(next Sink, nranks int) *Coarsener {
	return &Coarsener{next: next, runs: make([]pendingRun, max(nranks, 0)), siteIDs: map[Site]int32{}}
}

// Add takes the next event of ev.Rank. A non-MPI event joins the rank's
// run; an MPI event first passes the run on, then itself.
func (c *Coarsener) Add(ev Event) error {
	if ev.Rank < 0 || int(ev.Rank) >= len(c.runs) {
		return c.next.Add(ev)
	}
	p := &c.runs[ev.Rank]
	if IsMPI(&ev) {
		if err := c.flushRank(ev.Rank); err != nil {
			return err
		}
		return c.next.Add(ev)
	}
	d := ev.End - ev.Start
	if p.has == 0 {
		p.start, p.end = ev.Start, ev.End
		if ev.Op == OpAddTime {
			p.has |= runAddTimeFirst
		}
	} else {
		p.end = max(p.end, ev.End)
	}
	if ev.Op == OpCompute {
		p.has |= runCompute
		p.compute += d
		return nil
	}
	if p.has&runAddTime == 0 || d > p.longest {
		p.longest, p.tag, p.site = d, ev.Tag, c.siteID(ev.Site)
	}
	p.has |= runAddTime
	p.addTime += d
	return nil
}

// Flush passes on every rank's pending run, in rank order. A trace's
// writer is closed after it, so that the end of every rank reaches the
// file, a failed run's included.
func (c *Coarsener) Flush() error {
	for r := range c.runs {
		if err := c.flushRank(int32(r)); err != nil {
			return err
		}
	}
	return nil
}

// flushRank passes on rank's pending run as at most two events (see
// Coarsener) and empties it.
func (c *Coarsener) flushRank(rank int32) error {
	p := &c.runs[rank]
	if p.has == 0 {
		return nil
	}
	run := *p
	*p = pendingRun{}
	computeEv := Event{Rank: rank, Op: OpCompute, Peer: NoPeer}
	addTimeEv := Event{Rank: rank, Op: OpAddTime, Peer: NoPeer, Tag: run.tag}
	if run.site > 0 {
		addTimeEv.Site = c.sites[run.site-1]
	}
	first, second := &computeEv, &addTimeEv
	firstLen, secondLen := run.compute, run.addTime
	if run.has&runAddTimeFirst != 0 {
		first, second = second, first
		firstLen, secondLen = secondLen, firstLen
	}
	first.Start, first.End = run.start, run.start+firstLen
	if err := c.next.Add(*first); err != nil {
		return err
	}
	if run.has&(runCompute|runAddTime) != runCompute|runAddTime {
		return nil
	}
	second.Start, second.End = run.end-secondLen, run.end
	return c.next.Add(*second)
}

// siteID interns s: the index + 1 of s in c.sites, 0 for no site.
func (c *Coarsener) siteID(s Site) int32 {
	if s == (Site{}) {
		return 0
	}
	id, ok := c.siteIDs[s]
	if !ok {
		c.sites = append(c.sites, s)
		id = int32(len(c.sites))
		c.siteIDs[s] = id
	}
	return id
}
