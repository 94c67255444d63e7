// Load and WriteText: reading the two traces, and the human-readable report.
package tracediff

import (
	"bufio"
	"fmt"
	"io"

	"github.com/mpiskel/mpiskel/runtime/trace"
)

// Load reads the trace at path; a damaged trace gives its events up to the
// damage, and the reader's warnings.
func Load(path string) (*Trace, error) {
	rk, err := trace.ReadRanked(path)
	if err != nil {
		return nil, err
	}
	return &Trace{Name: path, NRanks: rk.NRanks, Ranks: rk.Ranks, Warnings: rk.Warnings}, nil
}

// maxRankLines bounds the per-rank timing lines of the text report.
const maxRankLines = 16

// maxIntervalLines bounds the execution-interval lines of the text report.
const maxIntervalLines = 20

// WriteText writes r for people: structure first, then messages, then timing.
func WriteText(w io.Writer, r *Report) error {
	bw := bufio.NewWriter(w)
	p := func(format string, args ...any) { fmt.Fprintf(bw, format, args...) }
	for i, t := range []TraceInfo{r.A, r.B} {
		side := string(rune('A' + i))
		p("%s: %s: %d ranks, %d events, %d MPI calls\n", side, t.Name, t.NRanks, t.Events, t.MPICalls)
		for _, warn := range t.Warnings {
			p("   warning: %s\n", warn)
		}
	}
	what := "operation, peer, bytes, tag, communicator"
	if r.SitesCompare {
		what += ", call site"
		switch {
		case r.SkeletonSites:
			what += " (line; a C skeleton's file as its source's)"
		case !r.ColsCompare:
			what += " (line)"
		}
	}
	verdict := "identical"
	if !r.Identical {
		verdict = "DIFFERS"
	}
	p("structure (%s; compared as %s): %s\n", what, r.Mode, verdict)
	if r.A.NRanks != r.B.NRanks {
		p("   rank counts differ: A %d, B %d\n", r.A.NRanks, r.B.NRanks)
	}
	differing := 0
	for _, rd := range r.Ranks {
		if len(rd.Diffs) == 0 {
			continue
		}
		differing++
		p("rank %d: A %d MPI calls, B %d, %d aligned", rd.Rank, rd.CallsA, rd.CallsB, rd.Aligned)
		if !rd.Minimal {
			p(" (too different for a minimal alignment)")
		}
		p("; first differences:\n")
		for _, d := range rd.Diffs {
			switch d.Kind {
			case "changed":
				p("   call A#%d / B#%d changed:\n      A: %s\n      B: %s\n", d.IndexA, d.IndexB, d.A, d.B)
			case "only in A":
				p("   only in A, call #%d: %s\n", d.IndexA, d.A)
			default:
				p("   only in B, call #%d: %s\n", d.IndexB, d.B)
			}
		}
		if rd.MoreDiffs > 0 {
			p("   … and %d more differences\n", rd.MoreDiffs)
		}
	}
	if len(r.Ranks) > 0 && differing > 0 {
		p("%d of %d ranks differ\n", differing, len(r.Ranks))
	}
	for _, d := range r.Multiset {
		p("   %s: A %d times, B %d times\n", d.Call, d.CountA, d.CountB)
	}
	m := r.Messages
	p("messages: A %d (%d bytes), B %d (%d bytes), %d matched; communication matrix ", m.SentA, m.BytesA, m.SentB, m.BytesB, m.Matched)
	if m.MatrixSame {
		p("identical\n")
	} else {
		p("differs in %d entries:\n", len(m.Matrix))
		for i, d := range m.Matrix {
			if i == maxRankLines {
				p("   … %d more\n", len(m.Matrix)-i)
				break
			}
			p("   %d -> %d: A %d msgs %d bytes, B %d msgs %d bytes\n", d.Src, d.Dst, d.MsgsA, d.BytesA, d.MsgsB, d.BytesB)
		}
	}
	t := r.Timing
	p("timing (A is the reference): total A %s, B %s, error %+.2f%%, accuracy %.2f%%\n",
		us(float64(t.TotalA)), us(float64(t.TotalB)), 100*t.TotalError, 100*t.Accuracy)
	p("per-rank finish time:\n")
	for i, rt := range t.Ranks {
		if i == maxRankLines {
			p("   … %d more ranks\n", len(t.Ranks)-i)
			break
		}
		p("   rank %d: A %s, B %s, error %+.2f%%\n", rt.Rank, us(float64(rt.FinishA)), us(float64(rt.FinishB)), 100*rt.Error)
	}
	p("execution intervals (end of an MPI call to the start of the next, all ranks), most time in A first:\n")
	for i, iv := range t.Intervals {
		if i == maxIntervalLines {
			p("   … %d more intervals (see --json)\n", len(t.Intervals)-i)
			break
		}
		p("   %s -> %s: A %d × %s, B %d × %s, accuracy %.1f%%, histogram overlap %.1f%%\n",
			iv.From, iv.To, iv.CountA, us(iv.MeanA), iv.CountB, us(iv.MeanB), 100*iv.Accuracy, 100*iv.Overlap)
	}
	return bw.Flush()
}

// us formats picoseconds as microseconds.
func us(ps float64) string { return fmt.Sprintf("%.3fus", ps/1e6) }
