// Package valueprof defines value profiles: the values of MPI call arguments (counts, peers, tags, count and displacement arrays) each rank passed, recorded by a profile run and read back by a skeleton that no longer computes them, with their compact binary encoding.
//
// A profile holds one table per rank count it was recorded at, and in each
// table, per rank, one stream per recorded argument: the values that rank
// passed, call after call (an array's elements one after the other). A
// stream is stored as its shortest period (the whole stream when it has
// none), run-length encoded, and its length: a halo exchange whose sizes
// repeat every few steps takes a few runs however many calls it makes.
// Ranks whose streams are the same share one copy.
//
// Encoding (little endian):
//
//	"MSKV" u8 version (1) u32 streams u32 tables
//	tables × { u32 np, np × u32 offset of the rank's section in data }
//	data: sections, each streams × { u64 length, u32 runs, runs × { i64 value, u32 count } }
//
// runtime/native/skel/addtime.c reads the same encoding.
package valueprof

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"maps"
	"slices"
)

const (
	magic   = "MSKV"
	version = 1
)

// Profile is the recorded values: Streams[np][rank][stream].
type Profile struct {
	Streams map[int][][][]int64
}

// NPs are the rank counts the profile holds, ascending.
func (p *Profile) NPs() []int { return slices.Sorted(maps.Keys(p.Streams)) }

// run is one run of equal values.
type run struct {
	value int64
	count uint32
}

// period is the length of the shortest prefix of s that, repeated, gives
// s (Knuth-Morris-Pratt's failure function); len(s) when there is none.
func period(s []int64) int {
	if len(s) == 0 {
		return 0
	}
	fail := make([]int, len(s))
	for i, k := 1, 0; i < len(s); i++ {
		for k > 0 && s[i] != s[k] {
			k = fail[k-1]
		}
		if s[i] == s[k] {
			k++
		}
		fail[i] = k
	}
	return len(s) - fail[len(s)-1]
}

func runs(s []int64) []run {
	var rs []run
	for _, v := range s {
		if n := len(rs); n > 0 && rs[n-1].value == v && rs[n-1].count < 1<<32-1 {
			rs[n-1].count++
			continue
		}
		rs = append(rs, run{v, 1})
	}
	return rs
}

// Encode writes p in the binary encoding; every rank of every table has
// streams streams.
func Encode(p *Profile, streams int) ([]byte, error) {
	var head, data bytes.Buffer
	head.WriteString(magic)
	head.WriteByte(version)
	le := binary.LittleEndian
	head.Write(le.AppendUint32(nil, uint32(streams)))
	nps := p.NPs()
	head.Write(le.AppendUint32(nil, uint32(len(nps))))
	sections := map[string]uint32{}
	for _, np := range nps {
		ranks := p.Streams[np]
		if len(ranks) != np {
			return nil, fmt.Errorf("value profile at %d ranks has %d ranks' streams", np, len(ranks))
		}
		head.Write(le.AppendUint32(nil, uint32(np)))
		for _, rank := range ranks {
			if len(rank) != streams {
				return nil, fmt.Errorf("value profile at %d ranks: a rank has %d streams, not %d", np, len(rank), streams)
			}
			var sec []byte
			for _, s := range rank {
				rs := runs(s[:period(s)])
				sec = le.AppendUint64(sec, uint64(len(s)))
				sec = le.AppendUint32(sec, uint32(len(rs)))
				for _, r := range rs {
					sec = le.AppendUint64(sec, uint64(r.value))
					sec = le.AppendUint32(sec, r.count)
				}
			}
			off, ok := sections[string(sec)]
			if !ok {
				off = uint32(data.Len())
				sections[string(sec)] = off
				data.Write(sec)
			}
			head.Write(le.AppendUint32(nil, off))
		}
	}
	if data.Len() > 1<<32-1 {
		return nil, errors.New("value profile over 4 GiB")
	}
	return append(head.Bytes(), data.Bytes()...), nil
}

// Stream is one rank's recorded values of one argument, read in order.
type Stream struct {
	length uint64 // values in the stream
	runs   []run  // its period
	read   uint64 // values read so far
	run    int    // the run the next value comes from
	inRun  uint32 // values of it read in this period
}

// Next is the stream's next value; ok is false once all are read.
func (s *Stream) Next() (v int64, ok bool) {
	if s.read >= s.length {
		return 0, false
	}
	if s.run >= len(s.runs) {
		s.run, s.inRun = 0, 0
	}
	r := s.runs[s.run]
	s.read++
	if s.inRun++; s.inRun == r.count {
		s.run, s.inRun = s.run+1, 0
	}
	return r.value, true
}

// Len is the number of values in the stream.
func (s *Stream) Len() uint64 { return s.length }

// Decoded is an encoded profile, read lazily: one rank's streams at a time.
type Decoded struct {
	streams int
	tables  map[int][]uint32 // np -> per-rank offsets into data
	data    []byte
}

// Decode checks b's header and tables.
func Decode(b []byte) (*Decoded, error) {
	le := binary.LittleEndian
	if len(b) < 13 || string(b[:4]) != magic {
		return nil, errors.New("not a value profile (no MSKV header)")
	}
	if b[4] != version {
		return nil, fmt.Errorf("value profile version %d, want %d", b[4], version)
	}
	d := &Decoded{streams: int(le.Uint32(b[5:])), tables: map[int][]uint32{}}
	n := int(le.Uint32(b[9:]))
	at := 13
	for range n {
		if at+4 > len(b) {
			return nil, errors.New("value profile: truncated table")
		}
		np := int(le.Uint32(b[at:]))
		at += 4
		if np < 1 || np > (len(b)-at)/4 {
			return nil, errors.New("value profile: truncated table")
		}
		offs := make([]uint32, np)
		for r := range offs {
			offs[r] = le.Uint32(b[at:])
			at += 4
		}
		d.tables[np] = offs
	}
	d.data = b[at:]
	return d, nil
}

// NPs are the rank counts the profile was recorded at, ascending.
func (d *Decoded) NPs() []int { return slices.Sorted(maps.Keys(d.tables)) }

// Rank is the streams of rank at np ranks, or an error naming the rank
// counts recorded when there is no table for np.
func (d *Decoded) Rank(np, rank int) ([]*Stream, error) {
	offs, ok := d.tables[np]
	if !ok {
		return nil, fmt.Errorf("the value profile was recorded at %v ranks, not %d: compile the skeleton with --profile-loops %d (or a list holding it)", d.NPs(), np, np)
	}
	if rank < 0 || rank >= np {
		return nil, fmt.Errorf("value profile: no rank %d at %d ranks", rank, np)
	}
	le := binary.LittleEndian
	at := int(offs[rank])
	out := make([]*Stream, d.streams)
	for i := range out {
		if at < 0 || at+12 > len(d.data) {
			return nil, errors.New("value profile: truncated section")
		}
		s := &Stream{length: le.Uint64(d.data[at:])}
		nr := int(le.Uint32(d.data[at+8:]))
		at += 12
		if nr > (len(d.data)-at)/12 {
			return nil, errors.New("value profile: truncated section")
		}
		s.runs = make([]run, nr)
		for k := range s.runs {
			s.runs[k] = run{int64(le.Uint64(d.data[at:])), le.Uint32(d.data[at+8:])}
			at += 12
		}
		if s.length > 0 && nr == 0 {
			return nil, errors.New("value profile: a stream with values has no runs")
		}
		out[i] = s
	}
	return out, nil
}
