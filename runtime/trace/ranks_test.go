// Traces whose header declares up to 2^31−1 ranks: read with tables sized by the ranks that have events.
package trace

import (
	"bytes"
	"encoding/binary"
	"hash/crc32"
	"os"
	"strings"
	"testing"
)

// withRanks re-encodes the trace data with a header declaring nranks and
// each event block's rank r as rank(r): the hostile traces of
// TestHugeRankCounts, legal per FORMAT.md.
func withRanks(t *testing.T, data []byte, nranks uint64, rank func(uint64) uint64) []byte {
	t.Helper()
	in := bytes.NewReader(data[len(fileMagic):])
	uv := func() uint64 {
		v, err := binary.ReadUvarint(in)
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	version, _, unit := uv(), uv(), uv()
	producer := make([]byte, uv())
	in.Read(producer)
	in.Seek(4, 1) // the header's CRC
	h := []byte(fileMagic)
	h = appendUvarint(h, version)
	h = appendUvarint(h, nranks)
	h = appendUvarint(h, unit)
	h = appendUvarint(h, uint64(len(producer)))
	h = append(h, producer...)
	out := binary.LittleEndian.AppendUint32(h, crc32.Checksum(h, crcTable))
	for in.Len() > 0 {
		tag := make([]byte, 4)
		in.Read(tag)
		b := append([]byte{}, tag...)
		switch string(tag) {
		case magicDefs:
			b = appendUvarint(b, uv())
			n := uv()
			b = appendUvarint(b, n)
			payload := make([]byte, n)
			in.Read(payload)
			b = append(b, payload...)
		case magicEvents:
			b = appendUvarint(b, rank(uv()))
			b = appendUvarint(b, uv())
			n := uv()
			b = appendUvarint(b, n)
			payload := make([]byte, n)
			in.Read(payload)
			b = append(b, payload...)
		case magicEnd:
			b = appendUvarint(b, uv())
			b = appendUvarint(b, uv())
		default:
			t.Fatalf("block %q", tag)
		}
		in.Seek(4, 1)
		out = append(out, binary.LittleEndian.AppendUint32(b, crc32.Checksum(b, crcTable))...)
	}
	return out
}

// hugeTraces are testdata/huge-nranks.mst, two ranks' events under a header
// of 2^31−1 ranks, and testdata/huge-rank.mst, whose second rank's events
// are rank 2^31−2's. MPISKEL_UPDATE_GOLDEN=1 rewrites them.
func hugeTraces(t *testing.T) map[string][]byte {
	events := []Event{
		{Rank: 0, Op: "MPI_Init", Start: 0, End: 1000, Peer: NoPeer, Site: Site{File: "a.c", Line: 3, Col: 3, Func: "main"}},
		{Rank: 1, Op: "MPI_Init", Start: 0, End: 1000, Peer: NoPeer, Site: Site{File: "a.c", Line: 3, Col: 3, Func: "main"}},
		{Rank: 0, Op: "MPI_Send", Start: 2000, End: 3000, Peer: 1, Bytes: 8, Site: Site{File: "a.c", Line: 5, Col: 5, Func: "main"}},
		{Rank: 1, Op: "MPI_Recv", Start: 2000, End: 4000, Peer: 0, Bytes: 8, Site: Site{File: "a.c", Line: 7, Col: 5, Func: "main"}},
	}
	data := writeTrace(t, 2, events)
	const most = 1<<31 - 1
	return map[string][]byte{
		"testdata/huge-nranks.mst": withRanks(t, data, most, func(r uint64) uint64 { return r }),
		"testdata/huge-rank.mst":   withRanks(t, data, most, func(r uint64) uint64 { return r * (most - 1) }),
	}
}

// TestHugeRankCounts: a header's rank count costs nothing by itself; the
// per-rank tables follow the ranks that have events, and a trace whose
// events reach a rank too high for them is refused with the figures
// (these 120-byte traces made diff and the exports allocate 51 GB).
func TestHugeRankCounts(t *testing.T) {
	for file, data := range hugeTraces(t) {
		if os.Getenv("MPISKEL_UPDATE_GOLDEN") != "" {
			if err := os.WriteFile(file, data, 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		if want, err := os.ReadFile(file); err != nil || !bytes.Equal(want, data) {
			t.Errorf("%s differs from what hugeTraces makes (MPISKEL_UPDATE_GOLDEN=1 rewrites it): %v", file, err)
		}
	}
	rk, err := ReadRanked("testdata/huge-nranks.mst")
	if err != nil || rk.NRanks != 1<<31-1 || len(rk.Ranks) != 2 || len(rk.Ranks[0]) != 2 || len(rk.Ranks[1]) != 2 || len(rk.Warnings) != 0 {
		t.Errorf("huge-nranks.mst: %+v, %v; want 2^31-1 ranks declared, 2 with 2 events each", rk, err)
	}
	rk, err = ReadRanked("testdata/huge-rank.mst")
	if err == nil || !strings.Contains(err.Error(), "huge-rank.mst: its events reach rank 2147483646 of the 2147483647 its header declares: a table of 2147483647 ranks needs at least") {
		t.Errorf("huge-rank.mst: %d ranks, error %v; want a refusal with the figures", len(rk.Ranks), err)
	}
	f, err := os.Open("testdata/huge-nranks.mst")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	r, err := NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	s, err := ReadStats(r)
	if err != nil || len(s.Ranks) != 2 || s.Ranks[0].MsgsSent != 1 {
		t.Errorf("ReadStats: %v, %+v", err, s)
	}
}
