// Tests of the trace writer and reader: round trip, damage, versions, determinism, memory.
package trace

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"testing"
)

var testOps = []string{"MPI_Send", "MPI_Recv", "MPI_Isend", "MPI_Irecv", "MPI_Wait", "MPI_Bcast", OpCompute, OpAddTime, "MPI_Allreduce"}

var testSites = []Site{
	{},
	{File: "ring.c", Line: 42, Col: 5, Func: "main"},
	{File: "ring.c", Line: 50, Col: 9, Func: "exchange"},
	{File: "/very/long/path/to/some/solver/kernel.c", Line: 1234, Col: 17},
	{Func: "only_func"},
	{File: "neg.c", Line: -3, Col: -1},
}

// randomEvents makes n events over nranks ranks: mostly realistic (per-rank
// increasing times, small values), sometimes extreme values of every field.
func randomEvents(rng *rand.Rand, nranks, n int) []Event {
	clock := make([]int64, nranks)
	events := make([]Event, n)
	for i := range events {
		r := rng.IntN(nranks)
		ev := Event{Rank: int32(r), Op: testOps[rng.IntN(len(testOps))], Site: testSites[rng.IntN(len(testSites))], Peer: NoPeer}
		clock[r] += rng.Int64N(5_000_000)
		ev.Start = clock[r]
		ev.End = ev.Start + rng.Int64N(2_000_000)
		if rng.IntN(2) == 0 {
			ev.Peer = int32(rng.IntN(nranks))
			ev.Bytes = rng.Int64N(1 << 20)
			ev.Tag = int32(rng.IntN(100))
		}
		if rng.IntN(5) == 0 {
			ev.Comm = int32(rng.IntN(4))
		}
		if rng.IntN(40) == 0 {
			extremes := []int64{math.MinInt64, math.MaxInt64, -1, 0, 1 << 62}
			ev.Start = extremes[rng.IntN(len(extremes))]
			ev.End = extremes[rng.IntN(len(extremes))]
			ev.Bytes = extremes[rng.IntN(len(extremes))]
			ev.Peer = int32(rng.Uint32())
			ev.Tag = math.MinInt32
			ev.Comm = math.MaxInt32
			ev.Site.Line = math.MaxInt32
			ev.Site.Col = math.MinInt32
		}
		if rng.IntN(50) == 0 {
			ev.Op = fmt.Sprintf("op_%d", rng.IntN(1000)) // new strings keep appearing mid-run
		}
		events[i] = ev
	}
	return events
}

func writeTrace(t testing.TB, nranks int, events []Event, opts ...Option) []byte {
	t.Helper()
	var buf bytes.Buffer
	w, err := NewWriter(&buf, nranks, opts...)
	if err != nil {
		t.Fatal(err)
	}
	for _, ev := range events {
		if err := w.Add(ev); err != nil {
			t.Fatal(err)
		}
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	if w.BytesWritten() != int64(buf.Len()) {
		t.Fatalf("BytesWritten %d, buffer holds %d", w.BytesWritten(), buf.Len())
	}
	return buf.Bytes()
}

func readTrace(t testing.TB, data []byte) ([]Event, []string) {
	t.Helper()
	r, err := NewReader(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	var events []Event
	for {
		ev, err := r.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		events = append(events, ev)
	}
	return events, r.Warnings()
}

// perRank groups events by rank keeping their order.
func perRank(events []Event, nranks int) [][]Event {
	out := make([][]Event, nranks)
	for _, ev := range events {
		out[ev.Rank] = append(out[ev.Rank], ev)
	}
	return out
}

func TestRoundTrip(t *testing.T) {
	configs := []struct {
		nranks, n int
		opts      []Option
	}{
		{1, 500, nil},
		{3, 3000, []Option{WithRankBuffer(MinRankBuffer)}},
		{17, 5000, []Option{WithProducer("round trip test")}},
		// A budget of 4 slots for 64 ranks: ranks keep evicting each other.
		{64, 5000, []Option{WithMemoryBudget(4 * MinRankBuffer)}},
		{1000, 4000, []Option{WithMemoryBudget(1)}},
	}
	for seed := uint64(1); seed <= 3; seed++ {
		for _, c := range configs {
			t.Run(fmt.Sprintf("seed%d/ranks%d", seed, c.nranks), func(t *testing.T) {
				rng := rand.New(rand.NewPCG(seed, 7))
				events := randomEvents(rng, c.nranks, c.n)
				data := writeTrace(t, c.nranks, events, c.opts...)
				got, warnings := readTrace(t, data)
				if len(warnings) != 0 {
					t.Fatalf("warnings: %v", warnings)
				}
				if len(got) != len(events) {
					t.Fatalf("read %d events, wrote %d", len(got), len(events))
				}
				want := perRank(events, c.nranks)
				have := perRank(got, c.nranks)
				for r := range want {
					if !reflect.DeepEqual(want[r], have[r]) {
						for i := range want[r] {
							if i >= len(have[r]) || !reflect.DeepEqual(want[r][i], have[r][i]) {
								t.Fatalf("rank %d event %d: wrote %+v, read %+v", r, i, want[r][i], have[r][min(i, len(have[r])-1)])
							}
						}
						t.Fatalf("rank %d: %d events read, %d written", r, len(have[r]), len(want[r]))
					}
				}
			})
		}
	}
}

func TestReadAllOrdersByRankStartSequence(t *testing.T) {
	events := []Event{
		{Rank: 1, Op: "MPI_Send", Start: 50, End: 60, Peer: 0},
		{Rank: 0, Op: OpCompute, Start: 100, End: 200, Peer: NoPeer},
		{Rank: 1, Op: "MPI_Recv", Start: 10, End: 20, Peer: 0},
		{Rank: 0, Op: "MPI_Barrier", Start: 100, End: 100, Peer: NoPeer}, // ties with the compute: file order decides
		{Rank: 0, Op: OpAddTime, Start: 0, End: 100, Peer: NoPeer},
	}
	path := filepath.Join(t.TempDir(), "t.mst")
	if err := os.WriteFile(path, writeTrace(t, 3, events), 0o644); err != nil {
		t.Fatal(err)
	}
	got, warnings, err := ReadAll(path)
	if err != nil || len(warnings) != 0 {
		t.Fatal(err, warnings)
	}
	want := []Event{events[4], events[1], events[3], events[2], events[0]}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("ReadAll order:\n got %+v\nwant %+v", got, want)
	}
	rk, err := ReadRanked(path)
	if err != nil {
		t.Fatal(err)
	}
	// Rank 2 has no events: the header counts it, the table stops before it.
	byRank := rk.Ranks
	if rk.NRanks != 3 || len(byRank) != 2 || len(byRank[0]) != 3 || len(byRank[1]) != 2 {
		t.Fatalf("ReadRanked shape: %d ranks, %v", rk.NRanks, byRank)
	}
	if !reflect.DeepEqual(byRank[1], []Event{events[2], events[0]}) {
		t.Fatalf("rank 1: %+v", byRank[1])
	}
}

// blockBoundary is where a whole block ends and how many events precede it.
type blockBoundary struct {
	end    int64
	events int
}

// boundaries walks data block by block with the Reader's own machinery.
func boundaries(t *testing.T, data []byte) (headerEnd int64, blocks []blockBoundary) {
	r, err := NewReader(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	headerEnd = r.off
	n := 0
	for !r.done {
		r.readBlock()
		n += len(r.block)
		blocks = append(blocks, blockBoundary{r.off, n})
	}
	if len(r.warning) != 0 {
		t.Fatalf("intact trace: %v", r.warning)
	}
	return headerEnd, blocks
}

func TestTruncatedAtEveryOffset(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	events := randomEvents(rng, 4, 300)
	data := writeTrace(t, 4, events, WithRankBuffer(MinRankBuffer))
	full, _ := readTrace(t, data)
	headerEnd, blocks := boundaries(t, data)
	if len(blocks) < 10 {
		t.Fatalf("want many blocks for this test, have %d", len(blocks))
	}
	for cut := 0; cut < len(data); cut++ {
		r, err := NewReader(bytes.NewReader(data[:cut]))
		if int64(cut) < headerEnd {
			if err == nil || !strings.Contains(err.Error(), "header truncated") {
				t.Fatalf("cut at %d inside the header: err %v", cut, err)
			}
			continue
		}
		if err != nil {
			t.Fatalf("cut at %d: %v", cut, err)
		}
		var got []Event
		for {
			ev, err := r.Next()
			if err == io.EOF {
				break
			}
			if err != nil {
				t.Fatalf("cut at %d: %v", cut, err)
			}
			got = append(got, ev)
		}
		stop, nwhole := headerEnd, 0
		for _, b := range blocks {
			if b.end <= int64(cut) {
				stop, nwhole = b.end, b.events
			}
		}
		if !slices.Equal(got, full[:nwhole]) {
			t.Fatalf("cut at %d: read %d events, want the %d of whole blocks", cut, len(got), nwhole)
		}
		w := r.Warnings()
		if len(w) != 1 || !strings.Contains(w[0], fmt.Sprintf("byte offset %d", stop)) {
			t.Fatalf("cut at %d: warnings %q, want one naming byte offset %d", cut, w, stop)
		}
	}
}

func TestBitFlipStopsAtDamagedBlock(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	events := randomEvents(rng, 3, 200)
	data := writeTrace(t, 3, events, WithRankBuffer(MinRankBuffer))
	full, _ := readTrace(t, data)
	headerEnd, blocks := boundaries(t, data)
	damaged := make([]byte, len(data))
	for pos := 0; pos < len(data); pos++ {
		for bit := 0; bit < 8; bit++ {
			copy(damaged, data)
			damaged[pos] ^= 1 << bit
			r, err := NewReader(bytes.NewReader(damaged))
			if int64(pos) < headerEnd {
				if err == nil {
					t.Fatalf("flip in header byte %d bit %d accepted", pos, bit)
				}
				continue
			}
			if err != nil {
				t.Fatal(err)
			}
			var got []Event
			for {
				ev, err := r.Next()
				if err != nil {
					break
				}
				got = append(got, ev)
			}
			blockStart, before := headerEnd, 0
			for _, b := range blocks {
				if b.end > int64(pos) {
					break
				}
				blockStart, before = b.end, b.events
			}
			if !slices.Equal(got, full[:before]) {
				t.Fatalf("flip at byte %d bit %d: read %d events, want the %d before the damaged block", pos, bit, len(got), before)
			}
			w := r.Warnings()
			if len(w) == 0 || !strings.Contains(w[0], fmt.Sprintf("byte offset %d", blockStart)) {
				t.Fatalf("flip at byte %d bit %d: warnings %q, want the damaged block's offset %d", pos, bit, w, blockStart)
			}
		}
	}
	// A flip inside a payload is a checksum failure, reported as such.
	payloadByte := int(blocks[2].end) - 6
	copy(damaged, data)
	damaged[payloadByte] ^= 0x10
	_, w := readTrace(t, damaged)
	if len(w) != 1 || !strings.Contains(w[0], "CRC-32C mismatch") || !strings.Contains(w[0], fmt.Sprintf("byte offset %d", blocks[1].end)) {
		t.Fatalf("payload flip: warnings %q", w)
	}
}

func TestOtherVersionRefused(t *testing.T) {
	data := writeTrace(t, 2, nil)
	if data[len(fileMagic)] != Version {
		t.Fatalf("version byte is %d", data[len(fileMagic)])
	}
	data[len(fileMagic)] = 3
	_, err := NewReader(bytes.NewReader(data))
	if err == nil || err.Error() != "trace format version 3, this mpiskel reads versions 1 to 2" {
		t.Fatalf("got %v", err)
	}
	_, err = NewReader(strings.NewReader("just some text file\n"))
	if err == nil || !strings.Contains(err.Error(), "not an mpiskel trace") {
		t.Fatalf("text file: %v", err)
	}
}

func TestDeterministicBytes(t *testing.T) {
	for _, opts := range [][]Option{nil, {WithMemoryBudget(3 * MinRankBuffer)}} {
		events := randomEvents(rand.New(rand.NewPCG(5, 5)), 40, 4000)
		a := writeTrace(t, 40, events, opts...)
		b := writeTrace(t, 40, slicesClone(events), opts...)
		if !bytes.Equal(a, b) {
			t.Fatal("same events gave different bytes")
		}
	}
}

func slicesClone(ev []Event) []Event { return append([]Event(nil), ev...) }

func TestWriterRefusals(t *testing.T) {
	if _, err := NewWriter(io.Discard, 0); err == nil {
		t.Fatal("0 ranks accepted")
	}
	if _, err := NewWriter(io.Discard, 1, WithProducer(strings.Repeat("x", MaxProducerLen+1))); err == nil {
		t.Fatal("huge producer accepted")
	}
	w, err := NewWriter(io.Discard, 2)
	if err != nil {
		t.Fatal(err)
	}
	if err := w.Add(Event{Rank: 2, Op: "MPI_Send"}); err == nil || !strings.Contains(err.Error(), "rank 2") {
		t.Fatalf("rank out of range: %v", err)
	}
	if err := w.Add(Event{Rank: 0, Op: strings.Repeat("a", MaxStringLen+1)}); err == nil {
		t.Fatal("long op accepted")
	}
	// Refusals are not sticky.
	if err := w.Add(Event{Rank: 1, Op: "MPI_Send", Peer: 0}); err != nil {
		t.Fatal(err)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	if err := w.Add(Event{Rank: 1, Op: "MPI_Send"}); err == nil {
		t.Fatal("Add after Close accepted")
	}
}

// failingWriter accepts limit bytes, then fails.
type failingWriter struct{ limit int }

var errDiskFull = errors.New("disk full")

func (f *failingWriter) Write(p []byte) (int, error) {
	if len(p) > f.limit {
		n := f.limit
		f.limit = 0
		return n, errDiskFull
	}
	f.limit -= len(p)
	return len(p), nil
}

func TestWriteErrorIsSticky(t *testing.T) {
	w, err := NewWriter(&failingWriter{limit: 100 << 10}, 4, WithRankBuffer(MinRankBuffer))
	if err != nil {
		t.Fatal(err)
	}
	var addErr error
	for i, ev := range randomEvents(rand.New(rand.NewPCG(1, 1)), 4, 100000) {
		if addErr = w.Add(ev); addErr != nil {
			if i < 1000 {
				t.Fatalf("failed after %d events", i)
			}
			break
		}
	}
	if !errors.Is(addErr, errDiskFull) {
		t.Fatalf("Add error %v", addErr)
	}
	if err := w.Add(Event{Op: OpCompute}); !errors.Is(err, errDiskFull) {
		t.Fatalf("second Add: %v", err)
	}
	if err := w.Close(); !errors.Is(err, errDiskFull) {
		t.Fatalf("Close: %v", err)
	}
}

// TestMillionRanks: a million ranks fit the budget because slots are shared.
func TestMillionRanks(t *testing.T) {
	const nranks = 1_000_000
	events := randomEvents(rand.New(rand.NewPCG(9, 9)), nranks, 200_000)
	var buf bytes.Buffer
	w, err := NewWriter(&buf, nranks, WithMemoryBudget(1<<20))
	if err != nil {
		t.Fatal(err)
	}
	for _, ev := range events {
		if err := w.Add(ev); err != nil {
			t.Fatal(err)
		}
	}
	if w.RankBuffer() != MinRankBuffer || len(w.slots) > (1<<20)/MinRankBuffer {
		t.Fatalf("rank buffer %d, %d slots", w.RankBuffer(), len(w.slots))
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	got, warnings := readTrace(t, buf.Bytes())
	if len(warnings) != 0 || len(got) != len(events) {
		t.Fatalf("%d events, warnings %v", len(got), warnings)
	}
	SortEvents(got)
	want := slicesClone(events)
	SortEvents(want)
	if !reflect.DeepEqual(got, want) {
		t.Fatal("events differ after the round trip")
	}
}

// TestGolden pins the byte format and Dump's text: a change to either shows
// up here and needs a new format version (bytes) or a deliberate update.
// Regenerate with MPISKEL_UPDATE_GOLDEN=1 go test ./runtime/trace -run Golden.
func TestGolden(t *testing.T) {
	events := []Event{
		{Rank: 0, Op: "MPI_Init", Start: 0, End: 1_000_000, Peer: NoPeer, Site: Site{File: "ring.c", Line: 10, Col: 3, Func: "main"}},
		{Rank: 1, Op: "MPI_Init", Start: 0, End: 1_000_000, Peer: NoPeer, Site: Site{File: "ring.c", Line: 10, Col: 3, Func: "main"}},
		{Rank: 0, Op: OpCompute, Start: 1_000_000, End: 12_345_678, Peer: NoPeer},
		{Rank: 0, Op: "MPI_Send", Start: 12_345_678, End: 12_400_000, Peer: 1, Bytes: 800, Site: Site{File: "ring.c", Line: 42, Col: 5}},
		{Rank: 1, Op: "MPI_Recv", Start: 1_000_000, End: 13_500_000, Peer: 0, Bytes: 800, Tag: 7, Site: Site{File: "ring.c", Line: 44, Col: 5, Func: "main"}},
		{Rank: 1, Op: OpAddTime, Start: 13_500_000, End: 20_000_000, Peer: NoPeer, Site: Site{Func: "solve"}},
		{Rank: 1, Op: "MPI_Allreduce", Start: 20_000_000, End: 25_000_001, Peer: NoPeer, Bytes: 8, Comm: 2},
	}
	data := writeTrace(t, 2, events, WithProducer("golden test"))
	r, err := NewReader(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	var text bytes.Buffer
	if err := Dump(&text, r); err != nil {
		t.Fatal(err)
	}
	for _, g := range []struct {
		file string
		got  []byte
	}{{"testdata/golden.mst", data}, {"testdata/golden.dump", text.Bytes()}} {
		if os.Getenv("MPISKEL_UPDATE_GOLDEN") != "" {
			if err := os.WriteFile(g.file, g.got, 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		want, err := os.ReadFile(g.file)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(g.got, want) {
			t.Errorf("%s differs:\n got %q\nwant %q", g.file, g.got, want)
		}
	}
}

func TestDumpLine(t *testing.T) {
	ev := Event{Rank: 3, Op: "MPI_Send", Start: 12_345_678, End: 12_400_000, Peer: 4, Bytes: 800, Site: Site{File: "ring.c", Line: 42, Col: 5}}
	want := "rank 3  MPI_Send      t=12.345678us..12.400000us  peer=4 tag=0 bytes=800 comm=0  ring.c:42:5"
	if got := string(AppendEventText(nil, &ev)); got != want {
		t.Fatalf("\n got %q\nwant %q", got, want)
	}
	ev = Event{Rank: 0, Op: OpCompute, Start: -5, End: 7, Peer: NoPeer, Site: Site{Func: "f"}}
	want = "rank 0  compute       t=-0.000005us..0.000007us  in f"
	if got := string(AppendEventText(nil, &ev)); got != want {
		t.Fatalf("\n got %q\nwant %q", got, want)
	}
	if got := string(AppendMicros(nil, math.MinInt64)); got != "-9223372036854.775808us" {
		t.Fatalf("MinInt64: %s", got)
	}
}

func TestDumpOfTruncatedTrace(t *testing.T) {
	data := writeTrace(t, 2, randomEvents(rand.New(rand.NewPCG(2, 2)), 2, 50))
	r, err := NewReader(bytes.NewReader(data[:len(data)-3]))
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if err := Dump(&out, r); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
	if len(lines) != 51 || !strings.HasPrefix(lines[0], "# mpiskel trace format 2, 2 ranks") || !strings.HasPrefix(lines[50], "rank 1  ") {
		t.Fatalf("%d lines, first %q, last %q", len(lines), lines[0], lines[len(lines)-1])
	}
	if w := r.Warnings(); len(w) != 1 || !strings.HasPrefix(w[0], "trace truncated: the end record") {
		t.Fatalf("warnings %q", w)
	}
}

// FuzzReader: whatever the bytes, the reader gives a header error or events
// and warnings, never a panic or an I/O error of its own; so do Dump and
// ReadRanked, which diff and the exports read whole traces with.
func FuzzReader(f *testing.F) {
	f.Add(writeTrace(f, 3, randomEvents(rand.New(rand.NewPCG(1, 2)), 3, 40), WithRankBuffer(MinRankBuffer)))
	f.Add(writeTrace(f, 1, nil))
	f.Add([]byte(fileMagic + "\x01"))
	f.Add(asVersion1(writeTrace(f, 2, randomEvents(rand.New(rand.NewPCG(3, 4)), 2, 20))))
	// Version 2's native records: nanoseconds, sites by file id, implied
	// compute (TestVersion2Records).
	f.Add(handTrace(2, 1_000_000_000, 3, []byte{flagSite | flagSiteFileOnly | flagPeer, 1, 10, 4, 3, 2, flagAfterCompute | flagSite | flagSiteFileOnly, 1, 6, 2, 3}))
	files, err := filepath.Glob("testdata/*.mst")
	if err != nil || len(files) == 0 {
		f.Fatalf("no testdata/*.mst: %v", err)
	}
	for _, file := range files {
		data, err := os.ReadFile(file)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		r, err := NewReader(bytes.NewReader(data))
		if err != nil {
			return
		}
		for i := 0; ; i++ {
			_, err := r.Next()
			if err == io.EOF {
				break
			}
			if err != nil {
				t.Fatalf("in-memory input gave an I/O error: %v", err)
			}
			if i > len(data) {
				t.Fatalf("more events (%d) than bytes (%d)", i, len(data))
			}
		}
		var sink bytes.Buffer
		r, _ = NewReader(bytes.NewReader(data))
		if err := Dump(&sink, r); err != nil {
			t.Fatal(err)
		}
		path := filepath.Join(t.TempDir(), "fuzz.mst")
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
		// A refusal (ranks beyond the memory) is an answer; a panic is not.
		if rk, err := ReadRanked(path); err == nil {
			for i, evs := range rk.Ranks {
				for _, ev := range evs {
					if int(ev.Rank) != i {
						t.Fatalf("rank %d's table holds an event of rank %d", i, ev.Rank)
					}
				}
			}
		}
	})
}

// syntheticEvent is the benchmark's event i: a ring-like program's mix.
func syntheticEvent(i int64, nranks int) Event {
	rank := int32(i % int64(nranks))
	t := i / int64(nranks) * 3_000_000
	switch i / int64(nranks) % 3 {
	case 0:
		return Event{Rank: rank, Op: OpCompute, Start: t, End: t + 2_000_000, Peer: NoPeer}
	case 1:
		return Event{Rank: rank, Op: "MPI_Send", Start: t, End: t + 500_000, Peer: (rank + 1) % int32(nranks), Bytes: 800, Site: Site{File: "ring.c", Line: 42, Col: 5, Func: "main"}}
	default:
		return Event{Rank: rank, Op: "MPI_Recv", Start: t, End: t + 1_000_000, Peer: (rank + int32(nranks) - 1) % int32(nranks), Bytes: 800, Site: Site{File: "ring.c", Line: 43, Col: 5, Func: "main"}}
	}
}

func BenchmarkWriter(b *testing.B) {
	for _, nranks := range []int{4, 1024, 1_000_000} {
		b.Run("ranks"+strconv.Itoa(nranks), func(b *testing.B) {
			w, err := NewWriter(io.Discard, nranks)
			if err != nil {
				b.Fatal(err)
			}
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				if err := w.Add(syntheticEvent(int64(i), nranks)); err != nil {
					b.Fatal(err)
				}
			}
			if err := w.Close(); err != nil {
				b.Fatal(err)
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "events/s")
			b.ReportMetric(float64(w.BytesWritten())/float64(b.N), "bytes/event")
		})
	}
}

func BenchmarkReader(b *testing.B) {
	var buf bytes.Buffer
	w, _ := NewWriter(&buf, 64)
	for i := int64(0); i < 200_000; i++ {
		w.Add(syntheticEvent(i, 64))
	}
	w.Close()
	b.SetBytes(int64(buf.Len()) / 200_000)
	b.ResetTimer()
	var r *Reader
	for i := 0; i < b.N; i++ {
		if r == nil {
			var err error
			if r, err = NewReader(bytes.NewReader(buf.Bytes())); err != nil {
				b.Fatal(err)
			}
		}
		if _, err := r.Next(); err != nil {
			r = nil
			i--
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "events/s")
}

// TestWriterPeakMemory writes 10^8 events over a million ranks to a
// discarding writer and checks the process's peak resident memory stays
// under 64 MiB. It takes tens of seconds, so it runs only when asked:
// MPISKEL_TRACE_1E8=1 go test ./runtime/trace -run PeakMemory -v
func TestWriterPeakMemory(t *testing.T) {
	if os.Getenv("MPISKEL_TRACE_1E8") == "" {
		t.Skip("set MPISKEL_TRACE_1E8=1 to write 10^8 events and check peak memory")
	}
	const nranks, n = 1_000_000, 100_000_000
	w, err := NewWriter(io.Discard, nranks)
	if err != nil {
		t.Fatal(err)
	}
	for i := int64(0); i < n; i++ {
		// Ranks in a scattered but deterministic order, so slots are evicted.
		if err := w.Add(syntheticEvent(i*7919%n, nranks)); err != nil {
			t.Fatal(err)
		}
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	hwm := peakRSS(t)
	t.Logf("%d events, %d bytes (%.2f bytes/event), peak RSS %.1f MiB, heap in use %.1f MiB",
		w.Events(), w.BytesWritten(), float64(w.BytesWritten())/n, float64(hwm)/(1<<20), float64(ms.HeapInuse+ms.StackInuse)/(1<<20))
	if hwm > 64<<20 {
		t.Fatalf("peak RSS %d bytes exceeds 64 MiB", hwm)
	}
}

// peakRSS reads VmHWM from /proc/self/status.
func peakRSS(t *testing.T) int64 {
	data, err := os.ReadFile("/proc/self/status")
	if err != nil {
		t.Skipf("no /proc/self/status: %v", err)
	}
	for _, line := range strings.Split(string(data), "\n") {
		if rest, ok := strings.CutPrefix(line, "VmHWM:"); ok {
			kb, err := strconv.ParseInt(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(rest), "kB")), 10, 64)
			if err != nil {
				t.Fatal(err)
			}
			return kb << 10
		}
	}
	t.Skip("no VmHWM in /proc/self/status")
	return 0
}

// block is a checksummed block of FORMAT.md: tag, header uvarints, payload.
func block(tag string, head []uint64, payload []byte) []byte {
	b := []byte(tag)
	for _, v := range head {
		b = appendUvarint(b, v)
	}
	b = appendUvarint(b, uint64(len(payload)))
	b = append(b, payload...)
	return binary.LittleEndian.AppendUint32(b, crc32.Checksum(b, crcTable))
}

// handTrace is a one-rank trace of the given version and time unit whose
// strings are MPI_Send, compute and a native call site, with one event block.
func handTrace(version, unit uint64, count uint64, records []byte) []byte {
	h := appendUvarint([]byte(fileMagic), version)
	h = appendUvarint(h, 1)
	h = appendUvarint(h, unit)
	h = appendUvarint(h, 0)
	h = binary.LittleEndian.AppendUint32(h, crc32.Checksum(h, crcTable))
	var defs []byte
	for _, s := range []string{"MPI_Send", OpCompute, "@pc 0x1139 /bin/app"} {
		defs = append(appendUvarint(defs, uint64(len(s))), s...)
	}
	h = append(h, block(magicDefs, []uint64{3}, defs)...)
	h = append(h, block(magicEvents, []uint64{0, count}, records)...)
	end := appendUvarint(appendUvarint([]byte(magicEnd), count), 1)
	return binary.LittleEndian.AppendUint32(append(h, end...), crc32.Checksum(end, crcTable))
}

// TestVersion2Records reads version 2's additions as the native tracer
// writes them: nanosecond times, a site given by its file id alone, and a
// compute event implied by the next record (its start delta counting from
// the previous event's end).
func TestVersion2Records(t *testing.T) {
	send1 := []byte{flagSite | flagSiteFileOnly | flagPeer, 1, 10, 4, 3, 2}     // MPI_Send [5, 7] ns at the site, to rank 1
	send2 := []byte{flagAfterCompute | flagSite | flagSiteFileOnly, 1, 6, 2, 3} // compute [7, 10], MPI_Send [10, 11]
	events, warnings := readTrace(t, handTrace(2, 1_000_000_000, 3, append(send1, send2...)))
	site := Site{File: "@pc 0x1139 /bin/app"}
	want := []Event{
		{Op: "MPI_Send", Start: 5000, End: 7000, Site: site, Peer: 1},
		{Op: OpCompute, Start: 7000, End: 10000, Peer: NoPeer},
		{Op: "MPI_Send", Start: 10000, End: 11000, Site: site, Peer: NoPeer},
	}
	if len(warnings) != 0 || !slices.Equal(events, want) {
		t.Fatalf("got %+v (warnings %q), want %+v", events, warnings, want)
	}
	for _, c := range []struct {
		name    string
		data    []byte
		warning string
	}{
		{"implied compute first", handTrace(2, 1_000_000_000, 2, send2), "before the block's first event"},
		{"count without the implied event", handTrace(2, 1_000_000_000, 2, append(send1, send2...)), "3 events where the block header says 2"},
		{"version 1 with bits 5 and 6", handTrace(1, TicksPerSecond, 2, append(send1, send2...)), "unknown flags"},
	} {
		if _, w := readTrace(t, c.data); len(w) == 0 || !strings.Contains(w[0], c.warning) {
			t.Errorf("%s: warnings %q, want one containing %q", c.name, w, c.warning)
		}
	}
	if _, err := NewReader(bytes.NewReader(handTrace(2, 3, 1, send1))); err == nil || !strings.Contains(err.Error(), "time unit of 1/3 s") {
		t.Errorf("a unit that does not divide picoseconds: %v", err)
	}
}

// asVersion1 makes the writer's output data a version 1 file: the version
// byte and the header's checksum.
func asVersion1(data []byte) []byte {
	hlen, plen := len(fileMagic), uint64(0)
	for range 4 { // version, ranks, unit, producer length
		v, n := binary.Uvarint(data[hlen:])
		hlen, plen = hlen+n, v
	}
	hlen += int(plen)
	data[len(fileMagic)] = 1
	binary.LittleEndian.PutUint32(data[hlen:], crc32.Checksum(data[:hlen], crcTable))
	return data
}

// TestVersion1Read: a version 1 file (this package's output before version
// 2, which differs only in the version byte) reads as it did.
func TestVersion1Read(t *testing.T) {
	events := randomEvents(rand.New(rand.NewPCG(7, 7)), 3, 500)
	got, warnings := readTrace(t, asVersion1(writeTrace(t, 3, events)))
	SortEvents(got)
	SortEvents(events)
	if len(warnings) != 0 || !slices.Equal(got, events) {
		t.Fatalf("version 1: %d events (warnings %q), want the %d written", len(got), warnings, len(events))
	}
}
