// Tests of trace comparison: alignment, reported differences, messages and timing.
package tracediff

import (
	"bytes"
	"math/rand"
	"strings"
	"testing"

	"github.com/mpiskel/mpiskel/runtime/trace"
)

// TestAlignMinimal checks align against the edit distance computed by
// dynamic programming, on random sequences over a small alphabet.
func TestAlignMinimal(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	for iter := 0; iter < 300; iter++ {
		a := make([]int32, rng.Intn(30))
		b := make([]int32, rng.Intn(30))
		for i := range a {
			a[i] = int32(rng.Intn(3))
		}
		for i := range b {
			b[i] = int32(rng.Intn(3))
		}
		script, ok := align(a, b, 1000)
		if !ok {
			t.Fatal("align gave up")
		}
		ia, ib, edits := 0, 0, 0
		for _, op := range script {
			switch op {
			case opEqual:
				if a[ia] != b[ib] {
					t.Fatalf("%v / %v: aligned unequal elements", a, b)
				}
				ia++
				ib++
			case opOnlyA:
				ia++
				edits++
			case opOnlyB:
				ib++
				edits++
			}
		}
		if ia != len(a) || ib != len(b) {
			t.Fatalf("%v / %v: script covers %d/%d elements", a, b, ia, ib)
		}
		if want := lcsDistance(a, b); edits != want {
			t.Fatalf("%v / %v: %d edits, minimal is %d", a, b, edits, want)
		}
	}
}

// lcsDistance is the insert/delete edit distance by the textbook LCS table.
func lcsDistance(a, b []int32) int {
	l := make([][]int, len(a)+1)
	for i := range l {
		l[i] = make([]int, len(b)+1)
	}
	for i := len(a) - 1; i >= 0; i-- {
		for j := len(b) - 1; j >= 0; j-- {
			if a[i] == b[j] {
				l[i][j] = l[i+1][j+1] + 1
			} else {
				l[i][j] = max(l[i+1][j], l[i][j+1])
			}
		}
	}
	return len(a) + len(b) - 2*l[0][0]
}

func TestAlignGivesUp(t *testing.T) {
	a := []int32{1, 2, 3, 4, 5, 6}
	b := []int32{1, 7, 8, 9, 10, 6}
	script, ok := align(a, b, 3)
	if ok {
		t.Fatal("align claims a minimal script within 3 edits for 8")
	}
	if len(script) != 2+4+4 || script[0] != opEqual || script[len(script)-1] != opEqual {
		t.Fatalf("fallback script %v", script)
	}
}

func ringTrace(n, laps int, bytes int64, computeUs int64) *Trace {
	tr := &Trace{Name: "ring", Ranks: make([][]trace.Event, n)}
	for r := range n {
		t := int64(0)
		for lap := range laps {
			tr.Ranks[r] = append(tr.Ranks[r], trace.Event{Rank: int32(r), Op: trace.OpCompute, Start: t, End: t + computeUs*1e6, Peer: trace.NoPeer})
			t += computeUs * 1e6
			for _, op := range []string{"MPI_Send", "MPI_Recv"} {
				peer := int32((r + 1) % n)
				line := int32(52)
				if op == "MPI_Recv" {
					peer = int32((r + n - 1) % n)
					line = 53
				}
				tr.Ranks[r] = append(tr.Ranks[r], trace.Event{Rank: int32(r), Op: op, Start: t, End: t + 1e6, Peer: peer,
					Bytes: bytes, Tag: int32(lap), Site: trace.Site{File: "ring.c", Line: line, Col: 9, Func: "main"}})
				t += 1e6
			}
		}
	}
	return tr
}

func TestCompareIdentical(t *testing.T) {
	a, b := ringTrace(4, 10, 1028, 5), ringTrace(4, 10, 1028, 4)
	b.Name = "other"
	r := Compare(a, b, Options{})
	if !r.Identical || !r.SitesCompare || !r.ColsCompare || !r.Messages.MatrixSame || r.Messages.Matched != 40 {
		t.Fatalf("identical structure not recognized: %+v", r)
	}
	// Compute shrank from 5 to 4 µs per lap: total time 70 µs → 60 µs.
	if r.Timing.TotalA != 70e6 || r.Timing.TotalB != 60e6 {
		t.Fatalf("totals %d %d", r.Timing.TotalA, r.Timing.TotalB)
	}
	if d := r.Timing.Accuracy - (1 - 10.0/70); d > 1e-12 || d < -1e-12 {
		t.Errorf("accuracy %v, want 1 - 10/70", r.Timing.Accuracy)
	}
	// The interval from the receive to the next send holds the compute burst: 5 µs in A, 4 in B.
	found := false
	for _, iv := range r.Timing.Intervals {
		if iv.From == "ring.c:53:9" && iv.To == "ring.c:52:9" {
			found = true
			if iv.CountA != 36 || iv.MeanA != 5e6 || iv.MeanB != 4e6 || iv.Accuracy != 0.8 {
				t.Errorf("interval %+v", iv)
			}
			if iv.Overlap != 0 { // 5 µs and 4 µs fall in different log2 bins (4096-8191 ns vs 2048-4095 ns)
				t.Errorf("histogram overlap %v, want 0", iv.Overlap)
			}
		}
	}
	if !found {
		t.Errorf("no interval ring.c:53:9 -> ring.c:52:9 in %+v", r.Timing.Intervals)
	}
	var buf bytes.Buffer
	WriteText(&buf, r)
	if !strings.Contains(buf.String(), "call site; compared as per-rank sequences): identical") {
		t.Errorf("text report:\n%s", buf.String())
	}
}

func TestCompareDifferences(t *testing.T) {
	a, b := ringTrace(3, 4, 1028, 5), ringTrace(3, 4, 1028, 5)
	// Rank 1 of B sends 8 more bytes at lap 2 and lacks its last receive.
	b.Ranks[1][7].Bytes += 8
	b.Ranks[1] = b.Ranks[1][:len(b.Ranks[1])-1]
	r := Compare(a, b, Options{})
	if r.Identical {
		t.Fatal("differences not found")
	}
	rd := r.Ranks[1]
	if len(rd.Diffs) != 2 || rd.Diffs[0].Kind != "changed" || rd.Diffs[1].Kind != "only in A" {
		t.Fatalf("rank 1 differences %+v", rd.Diffs)
	}
	if !strings.Contains(rd.Diffs[0].B, "bytes=1036") || !strings.Contains(rd.Diffs[0].A, "at ring.c:52:9 in main") {
		t.Errorf("difference text %+v", rd.Diffs[0])
	}
	if len(r.Ranks[0].Diffs) != 0 || len(r.Ranks[2].Diffs) != 0 {
		t.Errorf("ranks 0 and 2 should align exactly")
	}
	if r.Messages.MatrixSame || len(r.Messages.Matrix) != 1 || r.Messages.Matrix[0].Src != 1 || r.Messages.Matrix[0].BytesB != r.Messages.Matrix[0].BytesA+8 {
		t.Errorf("matrix differences %+v", r.Messages.Matrix)
	}
}

func TestCompareAnyOrder(t *testing.T) {
	a, b := ringTrace(3, 2, 100, 1), ringTrace(3, 2, 100, 1)
	// B's rank 0 and 1 did each other's work: per-rank sequences differ,
	// the whole run's calls do not (peers are ignored).
	b.Ranks[0], b.Ranks[1] = b.Ranks[1], b.Ranks[0]
	if Compare(a, b, Options{}).Identical {
		t.Fatal("per-rank comparison should differ")
	}
	if r := Compare(a, b, Options{AnyOrder: true}); !r.Identical {
		t.Fatalf("any-order comparison: %+v", r.Multiset)
	}
	b.Ranks[2] = b.Ranks[2][:len(b.Ranks[2])-1]
	r := Compare(a, b, Options{AnyOrder: true})
	if r.Identical || len(r.Multiset) != 1 || r.Multiset[0].CountA != r.Multiset[0].CountB+1 {
		t.Fatalf("a missing call not reported: %+v", r.Multiset)
	}
}

// Sites are compared only when both traces have them on every MPI call.
func TestSitesOnlyWhenBothHaveThem(t *testing.T) {
	a, b := ringTrace(2, 2, 10, 1), ringTrace(2, 2, 10, 1)
	for r := range b.Ranks {
		for i := range b.Ranks[r] {
			b.Ranks[r][i].Site = trace.Site{}
		}
	}
	r := Compare(a, b, Options{})
	if !r.Identical || r.SitesCompare {
		t.Fatalf("identical %v, sites compared %v", r.Identical, r.SitesCompare)
	}
}

// A natively traced C skeleton (app.skel.c) keeps its source's lines but
// not its columns (ADD_TIME calls go in before statements): its sites
// compare with the original's by the source's name and the line. They
// always differed by the file's name (issue 28).
func TestSkeletonSites(t *testing.T) {
	a, b := ringTrace(3, 2, 100, 1), ringTrace(3, 2, 100, 1)
	for r := range b.Ranks {
		for i := range b.Ranks[r] {
			if b.Ranks[r][i].Site.File != "" {
				b.Ranks[r][i].Site.File, b.Ranks[r][i].Site.Col = "out/ring.skel.c", 40
			}
		}
	}
	r := Compare(a, b, Options{})
	if !r.Identical || !r.SkeletonSites || r.ColsCompare {
		t.Fatalf("identical %v, skeleton sites %v, columns %v", r.Identical, r.SkeletonSites, r.ColsCompare)
	}
	var buf bytes.Buffer
	WriteText(&buf, r)
	if !strings.Contains(buf.String(), "call site (line; a C skeleton's file as its source's)") || !strings.Contains(buf.String(), "ring.c:53 -> ring.c:52") {
		t.Errorf("text report:\n%s", buf.String())
	}
	// A line that moved still differs.
	b.Ranks[1][2].Site.Line++
	if Compare(a, b, Options{}).Identical {
		t.Error("a call at another line compared as identical")
	}
	// Another file is not a skeleton of this one.
	for i := range b.Ranks[0] {
		if b.Ranks[0][i].Site.File != "" {
			b.Ranks[0][i].Site.File = "token.skel.c"
		}
	}
	if r := Compare(a, b, Options{}); r.SkeletonSites || r.Identical {
		t.Errorf("skeleton sites %v, identical %v for another file", r.SkeletonSites, r.Identical)
	}
}
