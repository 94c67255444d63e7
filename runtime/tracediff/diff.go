// Package tracediff compares two traces of the same program — a native run
// and a simulation, or an original and its skeleton — by structure (which
// MPI calls, to whom, how many bytes, from which source line) and by timing
// (total and per-rank times, and the distributions of the time between
// consecutive MPI calls, per execution interval as in paper 004).
package tracediff

import (
	"cmp"
	"fmt"
	"maps"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"

	"github.com/mpiskel/mpiskel/runtime/trace"
)

// Options configures Compare.
type Options struct {
	// MaxDiffs is how many differences are listed per rank (default 5).
	MaxDiffs int
	// MaxEdits bounds the alignment work per rank: beyond that many
	// differences the rank is reported as differing without a minimal
	// alignment (default 4000).
	MaxEdits int
	// AnyOrder compares the whole run's multiset of MPI calls (operation,
	// bytes, tag, communicator, call site) instead of each rank's sequence,
	// for programs whose communication depends on timing (MPI_ANY_SOURCE
	// receives that hand out work first-come first-served): which rank
	// does what, the peers and the order may then differ between runs.
	AnyOrder bool
}

// Trace is one side of a comparison: its events by rank.
type Trace struct {
	Name string
	// NRanks is the rank count of the trace's header, 0 for len(Ranks):
	// ranks past the last that has events have none, and no table.
	NRanks   int
	Ranks    [][]trace.Event // each rank's events by start time
	Warnings []string        // from reading it
}

// nranks is t's rank count as its header declares it.
func (t *Trace) nranks() int { return max(t.NRanks, len(t.Ranks)) }

// Report is the result of Compare. A is the reference: timing errors are
// B's relative to A.
type Report struct {
	A, B TraceInfo
	// Identical: the structure is the same (see Options.AnyOrder).
	Identical    bool
	Mode         string // "per-rank sequences" or "whole-run multiset (any order)"
	SitesCompare bool   // call sites are part of the structure
	// SkeletonSites: one trace's sites are in C skeletons of the other's
	// files (app.skel.c for app.c), compared by the source's name and line.
	SkeletonSites bool
	ColsCompare   bool           // and so are their columns
	Ranks         []RankDiff     `json:",omitempty"`
	Multiset      []MultisetDiff `json:",omitempty"`
	Messages      Messages
	Timing        Timing
}

// TraceInfo summarizes one trace.
type TraceInfo struct {
	Name     string
	NRanks   int
	Events   int
	MPICalls int
	Warnings []string `json:",omitempty"`
}

// RankDiff is the alignment of one rank's MPI calls.
type RankDiff struct {
	Rank      int
	CallsA    int
	CallsB    int
	Aligned   int  // calls matched by the alignment
	Minimal   bool // the alignment is a minimal one (MaxEdits not exceeded)
	Diffs     []Difference
	MoreDiffs int // differences beyond those listed
}

// Difference is one place where the sequences disagree. IndexA/IndexB
// count the rank's MPI calls from 0; -1 when the call is on one side only.
type Difference struct {
	Kind   string // "changed", "only in A", "only in B"
	IndexA int
	IndexB int
	A      string `json:",omitempty"` // the call as text, with its source line
	B      string `json:",omitempty"`
}

// MultisetDiff is a call that occurs a different number of times in the
// two runs (AnyOrder mode).
type MultisetDiff struct {
	Call   string
	CountA int
	CountB int
}

// Messages compares point-to-point traffic.
type Messages struct {
	SentA, SentB int64 // messages sent
	BytesA       int64
	BytesB       int64
	Matched      int64        // messages of B with a counterpart in A, per (source, destination)
	MatrixSame   bool         // the communication matrices are identical
	Matrix       []MatrixDiff `json:",omitempty"` // the entries that differ
}

// MatrixDiff is one pair of ranks whose traffic differs.
type MatrixDiff struct {
	Src, Dst       int32
	MsgsA, MsgsB   int64
	BytesA, BytesB int64
}

// Timing compares times. Times are picoseconds.
type Timing struct {
	TotalA, TotalB int64
	// TotalError is (B−A)/A; Accuracy paper 004's 1 − |B − A| / A.
	TotalError float64
	Accuracy   float64
	Ranks      []RankTiming
	Intervals  []Interval
}

// RankTiming is one rank's finish time (end of its last event).
type RankTiming struct {
	Rank    int
	FinishA int64
	FinishB int64
	Error   float64
}

// Interval is one execution interval: the time from the end of an MPI call
// to the start of the next one on the same rank, grouped by the pair of
// call sites (operations when sites are unknown), over all ranks.
type Interval struct {
	From, To     string
	CountA       int
	CountB       int
	MeanA, MeanB float64 // ps
	// Accuracy is 1 − |MeanB − MeanA| / MeanA (paper 004); 1 when both are 0.
	Accuracy float64
	// Overlap is Σ min(pA, pB) over the histogram bins: 1 for identical
	// distributions, 0 for disjoint ones.
	Overlap float64
	// Bins are log2-spaced: bin i holds deltas in [2^(i-1), 2^i) ns, bin 0 deltas below 1 ns.
	HistA, HistB []int
}

// Compare aligns and compares traces a and b.
func Compare(a, b *Trace, opt Options) *Report {
	if opt.MaxDiffs <= 0 {
		opt.MaxDiffs = 5
	}
	if opt.MaxEdits <= 0 {
		opt.MaxEdits = 4000
	}
	r := &Report{A: info(a), B: info(b)}
	r.SitesCompare = allHaveSites(a, false) && allHaveSites(b, false)
	r.ColsCompare = r.SitesCompare && allHaveSites(a, true) && allHaveSites(b, true)
	keys := &keyTable{ids: map[callKey]int32{}, sites: r.SitesCompare, cols: r.ColsCompare, file: filepath.Base}
	if r.SitesCompare && skeletonOf(a, b) {
		// A C skeleton keeps its source's lines, not its columns.
		r.ColsCompare, keys.cols, keys.file, keys.skeleton = false, false, sourceOf, true
		r.SkeletonSites = true
	}
	if opt.AnyOrder {
		r.Mode = "whole-run multiset (any order)"
		r.Identical = compareMultiset(r, a, b, keys)
	} else {
		r.Mode = "per-rank sequences"
		r.Identical = compareRanks(r, a, b, keys, opt)
	}
	r.Messages = compareMessages(a, b)
	if !opt.AnyOrder && !r.Messages.MatrixSame {
		r.Identical = false
	}
	r.Timing = compareTiming(a, b, keys)
	return r
}

// skeletonFile is a C skeleton's name: mpiskel compile -o app.skel.c.
var skeletonFile = regexp.MustCompile(`\.skel(\.[^.]+)$`)

// sourceOf is the base name of the file a call site is in, the source's
// for a C skeleton's (app.c for app.skel.c).
func sourceOf(file string) string { return skeletonFile.ReplaceAllString(filepath.Base(file), "$1") }

// skeletonOf tells whether the call sites of a and b are in different
// files that are the same once C skeletons are named by their sources: a
// natively traced skeleton against its original.
func skeletonOf(a, b *Trace) bool {
	files := func(t *Trace, name func(string) string) map[string]bool {
		m := map[string]bool{}
		for _, evs := range t.Ranks {
			for i := range evs {
				if trace.IsMPI(&evs[i]) {
					m[name(evs[i].Site.File)] = true
				}
			}
		}
		return m
	}
	return !maps.Equal(files(a, filepath.Base), files(b, filepath.Base)) && maps.Equal(files(a, sourceOf), files(b, sourceOf))
}

func info(t *Trace) TraceInfo {
	ti := TraceInfo{Name: t.Name, NRanks: t.nranks(), Warnings: t.Warnings}
	for _, evs := range t.Ranks {
		ti.Events += len(evs)
		for i := range evs {
			if trace.IsMPI(&evs[i]) {
				ti.MPICalls++
			}
		}
	}
	return ti
}

// allHaveSites tells whether every MPI call of t has a source line (and a column).
func allHaveSites(t *Trace, cols bool) bool {
	n := 0
	for _, evs := range t.Ranks {
		for i := range evs {
			ev := &evs[i]
			if !trace.IsMPI(ev) {
				continue
			}
			n++
			if ev.Site.File == "" || ev.Site.Line == 0 || (cols && ev.Site.Col == 0) {
				return false
			}
		}
	}
	return n > 0
}

// callKey is what structure compares of one MPI call.
type callKey struct {
	op              string
	peer, tag, comm int32
	bytes           int64
	file            string
	line, col       int32
}

type keyTable struct {
	ids         map[callKey]int32
	sites, cols bool
	file        func(string) string // the name a site's file compares by
	skeleton    bool                // a C skeleton's sites against its source's: lines only
}

func (kt *keyTable) key(ev *trace.Event, withPeer bool) callKey {
	k := callKey{op: ev.Op, tag: ev.Tag, comm: ev.Comm, bytes: ev.Bytes, peer: trace.NoPeer}
	if withPeer {
		k.peer = ev.Peer
	}
	if kt.sites {
		k.file, k.line = kt.file(ev.Site.File), ev.Site.Line
		if kt.cols {
			k.col = ev.Site.Col
		}
	}
	return k
}

func (kt *keyTable) id(k callKey) int32 {
	if id, ok := kt.ids[k]; ok {
		return id
	}
	id := int32(len(kt.ids))
	kt.ids[k] = id
	return id
}

// mpiCalls returns the MPI calls of a rank (compute bursts and ADD_TIME
// differ between a run and its skeleton by design and are not structure).
func mpiCalls(evs []trace.Event) []*trace.Event {
	out := make([]*trace.Event, 0, len(evs))
	for i := range evs {
		if trace.IsMPI(&evs[i]) {
			out = append(out, &evs[i])
		}
	}
	return out
}

func compareRanks(r *Report, a, b *Trace, kt *keyTable, opt Options) bool {
	same := a.nranks() == b.nranks()
	for rank := 0; rank < max(len(a.Ranks), len(b.Ranks)); rank++ {
		var ea, eb []*trace.Event
		if rank < len(a.Ranks) {
			ea = mpiCalls(a.Ranks[rank])
		}
		if rank < len(b.Ranks) {
			eb = mpiCalls(b.Ranks[rank])
		}
		ka, kb := make([]int32, len(ea)), make([]int32, len(eb))
		for i, ev := range ea {
			ka[i] = kt.id(kt.key(ev, true))
		}
		for i, ev := range eb {
			kb[i] = kt.id(kt.key(ev, true))
		}
		script, minimal := align(ka, kb, opt.MaxEdits)
		rd := RankDiff{Rank: rank, CallsA: len(ea), CallsB: len(eb), Minimal: minimal}
		ia, ib := 0, 0
		ndiff := 0
		addDiff := func(d Difference) {
			ndiff++
			if len(rd.Diffs) < opt.MaxDiffs {
				rd.Diffs = append(rd.Diffs, d)
			}
		}
		for s := 0; s < len(script); {
			if script[s] == opEqual {
				rd.Aligned++
				ia++
				ib++
				s++
				continue
			}
			// A block of deletions and insertions between two aligned calls:
			// its calls pair up in order as changed calls, the rest are
			// on one side only.
			dels, ins := 0, 0
			for ; s < len(script) && script[s] != opEqual; s++ {
				if script[s] == opOnlyA {
					dels++
				} else {
					ins++
				}
			}
			for k := 0; k < max(dels, ins); k++ {
				switch {
				case k < dels && k < ins:
					addDiff(Difference{Kind: "changed", IndexA: ia + k, IndexB: ib + k, A: callText(ea[ia+k]), B: callText(eb[ib+k])})
				case k < dels:
					addDiff(Difference{Kind: "only in A", IndexA: ia + k, IndexB: -1, A: callText(ea[ia+k])})
				default:
					addDiff(Difference{Kind: "only in B", IndexA: -1, IndexB: ib + k, B: callText(eb[ib+k])})
				}
			}
			ia += dels
			ib += ins
		}
		rd.MoreDiffs = ndiff - len(rd.Diffs)
		if ndiff > 0 {
			same = false
		}
		r.Ranks = append(r.Ranks, rd)
	}
	return same
}

func compareMultiset(r *Report, a, b *Trace, kt *keyTable) bool {
	counts := map[callKey][2]int{}
	for side, t := range []*Trace{a, b} {
		for _, evs := range t.Ranks {
			for i := range evs {
				if trace.IsMPI(&evs[i]) {
					k := kt.key(&evs[i], false)
					c := counts[k]
					c[side]++
					counts[k] = c
				}
			}
		}
	}
	same := a.nranks() == b.nranks()
	for k, c := range counts {
		if c[0] != c[1] {
			same = false
			r.Multiset = append(r.Multiset, MultisetDiff{Call: keyText(k, kt), CountA: c[0], CountB: c[1]})
		}
	}
	slices.SortFunc(r.Multiset, func(x, y MultisetDiff) int { return cmp.Compare(x.Call, y.Call) })
	return same
}

func keyText(k callKey, kt *keyTable) string {
	s := fmt.Sprintf("%s tag=%d bytes=%d comm=%d", k.op, k.tag, k.bytes, k.comm)
	if kt.sites {
		s += " at " + k.file + ":" + strconv.Itoa(int(k.line))
		if kt.cols {
			s += ":" + strconv.Itoa(int(k.col))
		}
	}
	return s
}

// callText is a call as in 'mpiskel dump', without times.
func callText(ev *trace.Event) string {
	peer := "-"
	if ev.Peer != trace.NoPeer {
		peer = strconv.Itoa(int(ev.Peer))
	}
	s := fmt.Sprintf("%s peer=%s tag=%d bytes=%d comm=%d", ev.Op, peer, ev.Tag, ev.Bytes, ev.Comm)
	if ev.Site.File != "" || ev.Site.Line != 0 {
		s += fmt.Sprintf(" at %s:%d:%d", ev.Site.File, ev.Site.Line, ev.Site.Col)
	}
	if ev.Site.Func != "" {
		s += " in " + ev.Site.Func
	}
	return s
}

func compareMessages(a, b *Trace) Messages {
	sa, sb := stats(a), stats(b)
	m := Messages{MatrixSame: true}
	type pair struct{ src, dst int32 }
	entries := map[pair]*MatrixDiff{}
	for side, s := range []*trace.Stats{sa, sb} {
		for _, e := range s.Matrix {
			d := entries[pair{e.Src, e.Dst}]
			if d == nil {
				d = &MatrixDiff{Src: e.Src, Dst: e.Dst}
				entries[pair{e.Src, e.Dst}] = d
			}
			if side == 0 {
				d.MsgsA, d.BytesA = e.Msgs, e.Bytes
				m.SentA += e.Msgs
				m.BytesA += e.Bytes
			} else {
				d.MsgsB, d.BytesB = e.Msgs, e.Bytes
				m.SentB += e.Msgs
				m.BytesB += e.Bytes
			}
		}
	}
	for _, d := range entries {
		m.Matched += min(d.MsgsA, d.MsgsB)
		if d.MsgsA != d.MsgsB || d.BytesA != d.BytesB {
			m.MatrixSame = false
			m.Matrix = append(m.Matrix, *d)
		}
	}
	slices.SortFunc(m.Matrix, func(x, y MatrixDiff) int {
		if c := cmp.Compare(x.Src, y.Src); c != 0 {
			return c
		}
		return cmp.Compare(x.Dst, y.Dst)
	})
	return m
}

func stats(t *Trace) *trace.Stats {
	b := trace.NewStatsBuilder(len(t.Ranks))
	for _, evs := range t.Ranks {
		for _, ev := range evs {
			b.Add(ev)
		}
	}
	return b.Stats()
}

func relErr(ref, x int64) float64 {
	if ref == 0 {
		if x == 0 {
			return 0
		}
		return 1
	}
	return float64(x-ref) / float64(ref)
}

func accuracy(ref, x float64) float64 {
	if ref == 0 {
		if x == 0 {
			return 1
		}
		return 0
	}
	d := x - ref
	if d < 0 {
		d = -d
	}
	return 1 - d/ref
}

func compareTiming(a, b *Trace, keys *keyTable) Timing {
	var t Timing
	for rank := 0; rank < max(len(a.Ranks), len(b.Ranks)); rank++ {
		rt := RankTiming{Rank: rank}
		if rank < len(a.Ranks) {
			rt.FinishA = finish(a.Ranks[rank])
		}
		if rank < len(b.Ranks) {
			rt.FinishB = finish(b.Ranks[rank])
		}
		rt.Error = relErr(rt.FinishA, rt.FinishB)
		t.TotalA = max(t.TotalA, rt.FinishA)
		t.TotalB = max(t.TotalB, rt.FinishB)
		t.Ranks = append(t.Ranks, rt)
	}
	t.TotalError = relErr(t.TotalA, t.TotalB)
	t.Accuracy = accuracy(float64(t.TotalA), float64(t.TotalB))
	t.Intervals = compareIntervals(a, b, keys)
	return t
}

func finish(evs []trace.Event) int64 {
	var end int64
	for i := range evs {
		end = max(end, evs[i].End)
	}
	return end
}

// intervalName names a call for execution intervals: its site (the line
// only where columns do not compare), else its operation.
func (kt *keyTable) intervalName(ev *trace.Event) string {
	switch {
	case kt.skeleton:
		return fmt.Sprintf("%s:%d", kt.file(ev.Site.File), ev.Site.Line)
	case kt.sites:
		return fmt.Sprintf("%s:%d:%d", kt.file(ev.Site.File), ev.Site.Line, ev.Site.Col)
	}
	return ev.Op
}

const histBins = 48 // 2^47 ns ≈ 39 hours: every delta fits

func histBin(ps int64) int {
	ns := ps / 1000
	b := 0
	for ns > 0 && b < histBins-1 {
		ns >>= 1
		b++
	}
	return b
}

func compareIntervals(a, b *Trace, keys *keyTable) []Interval {
	type acc struct {
		n    [2]int
		sum  [2]float64
		hist [2][histBins]int
	}
	byPair := map[[2]string]*acc{}
	for side, t := range []*Trace{a, b} {
		for _, evs := range t.Ranks {
			var prev *trace.Event
			for i := range evs {
				ev := &evs[i]
				if !trace.IsMPI(ev) {
					continue
				}
				if prev != nil {
					k := [2]string{keys.intervalName(prev), keys.intervalName(ev)}
					x := byPair[k]
					if x == nil {
						x = &acc{}
						byPair[k] = x
					}
					d := max(ev.Start-prev.End, 0)
					x.n[side]++
					x.sum[side] += float64(d)
					x.hist[side][histBin(d)]++
				}
				prev = ev
			}
		}
	}
	out := make([]Interval, 0, len(byPair))
	for k, x := range byPair {
		iv := Interval{From: k[0], To: k[1], CountA: x.n[0], CountB: x.n[1]}
		if x.n[0] > 0 {
			iv.MeanA = x.sum[0] / float64(x.n[0])
		}
		if x.n[1] > 0 {
			iv.MeanB = x.sum[1] / float64(x.n[1])
		}
		iv.Accuracy = accuracy(iv.MeanA, iv.MeanB)
		last := 0
		for i := range histBins {
			if x.hist[0][i] > 0 || x.hist[1][i] > 0 {
				last = i + 1
			}
		}
		iv.HistA = append([]int(nil), x.hist[0][:last]...)
		iv.HistB = append([]int(nil), x.hist[1][:last]...)
		if x.n[0] > 0 && x.n[1] > 0 {
			for i := 0; i < last; i++ {
				iv.Overlap += min(float64(x.hist[0][i])/float64(x.n[0]), float64(x.hist[1][i])/float64(x.n[1]))
			}
		}
		out = append(out, iv)
	}
	// Most time first: the intervals that matter for the prediction.
	slices.SortFunc(out, func(x, y Interval) int {
		tx := x.MeanA * float64(x.CountA)
		ty := y.MeanA * float64(y.CountA)
		if c := cmp.Compare(ty, tx); c != 0 {
			return c
		}
		if c := cmp.Compare(x.From, y.From); c != 0 {
			return c
		}
		return cmp.Compare(x.To, y.To)
	})
	return out
}
