// Reader: decodes a trace block by block, stopping with a warning at the first damaged or missing byte.
package trace

import (
	"bufio"
	"cmp"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"math"
	"os"
	"slices"

	"github.com/mpiskel/mpiskel/internal/sysmem"
)

// Reader decodes a trace. A truncated or corrupted trace reads up to its last
// whole, intact block; what stopped the reading is then in Warnings, with the
// byte offset of the block that could not be read. Only I/O errors of the
// underlying reader are errors.
type Reader struct {
	in       *bufio.Reader
	off      int64 // bytes consumed from in
	nranks   int
	producer string
	version  uint64
	scale    int64 // picoseconds per tick of the file's time unit

	strs    []string // id -> string; id 0 is ""
	raw     []byte   // the block being read, header through CRC, for the checksum
	block   []Event  // decoded events of the current block
	pos     int
	events  int64
	blocks  int64
	done    bool
	err     error
	warning []string
}

// errTruncated marks input that ends inside a header or block.
var errTruncated = errors.New("truncated")

// NewReader reads and checks the trace header. A trace of a format version
// this package does not read is refused naming the versions.
func NewReader(r io.Reader) (*Reader, error) {
	tr := &Reader{in: bufio.NewReaderSize(r, 64<<10), strs: []string{""}}
	if err := tr.readFull(len(fileMagic)); err != nil {
		return nil, tr.headerError(err, "no mpiskel trace header")
	}
	if string(tr.raw) != fileMagic {
		return nil, errors.New("trace: not an mpiskel trace (bad magic number)")
	}
	version, err := tr.readUvarint()
	if err != nil {
		return nil, tr.headerError(err, "bad format version")
	}
	if version < MinVersion || version > Version {
		return nil, fmt.Errorf("trace format version %d, this mpiskel reads versions %d to %d", version, MinVersion, Version)
	}
	nranks, err := tr.readUvarint()
	if err != nil {
		return nil, tr.headerError(err, "bad rank count")
	}
	if nranks < 1 || nranks > 1<<31-1 {
		return nil, fmt.Errorf("trace: header claims %d ranks", nranks)
	}
	unit, err := tr.readUvarint()
	if err != nil {
		return nil, tr.headerError(err, "bad time unit")
	}
	if unit == 0 || unit > TicksPerSecond || TicksPerSecond%unit != 0 || (version == 1 && unit != TicksPerSecond) {
		return nil, fmt.Errorf("trace: time unit of 1/%d s, this mpiskel reads units of 1/N s that divide picoseconds (1/%d s), picoseconds in version 1", unit, uint64(TicksPerSecond))
	}
	plen, err := tr.readUvarint()
	if err != nil {
		return nil, tr.headerError(err, "bad producer length")
	}
	if plen > MaxProducerLen {
		return nil, fmt.Errorf("trace: producer string of %d bytes exceeds %d (corrupted header)", plen, MaxProducerLen)
	}
	if err := tr.readFull(int(plen)); err != nil {
		return nil, tr.headerError(err, "bad producer string")
	}
	producer := string(tr.raw[len(tr.raw)-int(plen):])
	if err := tr.checkCRC(); err != nil {
		return nil, tr.headerError(err, "header checksum")
	}
	tr.nranks = int(nranks)
	tr.producer = producer
	tr.version = version
	tr.scale = int64(TicksPerSecond / unit)
	tr.raw = tr.raw[:0]
	return tr, nil
}

func (r *Reader) headerError(err error, what string) error {
	if errors.Is(err, errTruncated) {
		return fmt.Errorf("trace: header truncated at byte offset %d (%s)", r.off, what)
	}
	if r.err != nil {
		return r.err
	}
	return fmt.Errorf("trace: corrupted header: %s: %v", what, err)
}

// NRanks is the number of ranks the header declares.
func (r *Reader) NRanks() int { return r.nranks }

// Version is the header's format version.
func (r *Reader) Version() int { return int(r.version) }

// Producer is the header's free-form producer string.
func (r *Reader) Producer() string { return r.producer }

// Warnings lists why reading stopped early, if it did, and other damage found.
func (r *Reader) Warnings() []string { return r.warning }

// Next returns the next event in file order, or io.EOF after the last one.
func (r *Reader) Next() (Event, error) {
	for r.pos >= len(r.block) {
		if r.done {
			if r.err != nil {
				return Event{}, r.err
			}
			return Event{}, io.EOF
		}
		r.readBlock()
	}
	ev := r.block[r.pos]
	r.pos++
	return ev, nil
}

// readBlock reads the next block; on damage it records a warning and stops.
func (r *Reader) readBlock() {
	r.block = r.block[:0]
	r.pos = 0
	r.raw = r.raw[:0]
	start := r.off
	if err := r.readFull(4); err != nil {
		if errors.Is(err, errTruncated) && len(r.raw) == 0 {
			r.stop("trace ends at byte offset %d without its end record (the writer was not closed: run cut short?); read %d events", start, r.events)
			return
		}
		r.fail(start, "", err)
		return
	}
	var err error
	switch kind := string(r.raw); kind {
	case magicDefs:
		err = r.readDefs()
	case magicEvents:
		err = r.readEvents()
	case magicEnd:
		err = r.readEnd(start)
		if err == nil {
			r.done = true
			return
		}
	default:
		r.stop("trace corrupted: no block at byte offset %d (found bytes % x); stopped reading there after %d events", start, r.raw, r.events)
		return
	}
	if err != nil {
		r.fail(start, string(r.raw[:4]), err)
	}
}

func blockName(magic string) string {
	switch magic {
	case magicDefs:
		return "definitions block"
	case magicEvents:
		return "event block"
	case magicEnd:
		return "end record"
	}
	return "block"
}

// fail stops reading at the block starting at off, saying why.
func (r *Reader) fail(off int64, magic string, err error) {
	r.block = r.block[:0]
	switch {
	case r.err != nil:
		r.done = true
	case errors.Is(err, errTruncated):
		r.stop("trace truncated: the %s at byte offset %d is incomplete (the file ends at byte offset %d); stopped reading at byte offset %d after %d events", blockName(magic), off, r.off, off, r.events)
	default:
		r.stop("trace corrupted: %s at byte offset %d: %v; stopped reading at byte offset %d after %d events", blockName(magic), off, err, off, r.events)
	}
}

func (r *Reader) stop(format string, args ...any) {
	r.warning = append(r.warning, fmt.Sprintf(format, args...))
	r.done = true
}

// readPayload reads a block's payload of n bytes and its CRC; it returns the payload.
func (r *Reader) readPayload(n uint64) ([]byte, error) {
	if n > MaxBlockPayload {
		return nil, fmt.Errorf("payload length %d exceeds %d", n, MaxBlockPayload)
	}
	hlen := len(r.raw)
	if err := r.readFull(int(n)); err != nil {
		return nil, err
	}
	if err := r.checkCRC(); err != nil {
		return nil, err
	}
	return r.raw[hlen : hlen+int(n)], nil
}

// checkCRC reads the 4-byte CRC-32C that follows r.raw and compares.
func (r *Reader) checkCRC() error {
	computed := crc32.Checksum(r.raw, crcTable)
	n := len(r.raw)
	if err := r.readFull(4); err != nil {
		return err
	}
	stored := binary.LittleEndian.Uint32(r.raw[n:])
	r.raw = r.raw[:n]
	if stored != computed {
		return fmt.Errorf("CRC-32C mismatch (stored %08x, computed %08x)", stored, computed)
	}
	return nil
}

func (r *Reader) readDefs() error {
	count, err := r.readUvarint()
	if err != nil {
		return err
	}
	n, err := r.readUvarint()
	if err != nil {
		return err
	}
	payload, err := r.readPayload(n)
	if err != nil {
		return err
	}
	if count > n {
		return fmt.Errorf("%d definitions in %d bytes", count, n)
	}
	c := cursor{b: payload}
	for i := uint64(0); i < count; i++ {
		l := c.uvarint()
		if c.err == nil && l > MaxStringLen {
			return fmt.Errorf("definition %d: string of %d bytes exceeds %d", i, l, MaxStringLen)
		}
		s := c.bytes(l)
		if c.err != nil {
			return fmt.Errorf("definition %d: %v", i, c.err)
		}
		r.strs = append(r.strs, string(s))
	}
	if len(c.b) != 0 {
		return fmt.Errorf("%d bytes after the last definition", len(c.b))
	}
	return nil
}

func (r *Reader) readEvents() error {
	rank, err := r.readUvarint()
	if err != nil {
		return err
	}
	count, err := r.readUvarint()
	if err != nil {
		return err
	}
	n, err := r.readUvarint()
	if err != nil {
		return err
	}
	payload, err := r.readPayload(n)
	if err != nil {
		return err
	}
	if rank >= uint64(r.nranks) {
		return fmt.Errorf("rank %d in a trace of %d ranks", rank, r.nranks)
	}
	// A record is one event, or two in version 2 (flagAfterCompute).
	perRecord := uint64(1)
	if r.version >= 2 {
		perRecord = 2
	}
	if count == 0 || count > perRecord*(n/minEventRecord) {
		return fmt.Errorf("%d events in %d bytes", count, n)
	}
	c := cursor{b: payload}
	first := len(r.block)
	var prev, prevEnd int64 // in the file's unit
	for uint64(len(r.block)-first) < count && len(c.b) > 0 {
		i := len(r.block) - first
		if err := r.decodeRecord(&c, int32(rank), &prev, &prevEnd, i == 0); err != nil {
			return fmt.Errorf("rank %d, event %d of the block: %v", rank, i, err)
		}
	}
	if got := uint64(len(r.block) - first); got != count {
		return fmt.Errorf("%d events where the block header says %d", got, count)
	}
	if len(c.b) != 0 {
		return fmt.Errorf("%d bytes after the last event", len(c.b))
	}
	for i := first; i < len(r.block); i++ {
		ev := &r.block[i]
		if ev.Start > math.MaxInt64/r.scale || ev.End > math.MaxInt64/r.scale || ev.Start < math.MinInt64/r.scale || ev.End < math.MinInt64/r.scale {
			return fmt.Errorf("rank %d, event %d of the block: time out of range", rank, i-first)
		}
		ev.Start *= r.scale
		ev.End *= r.scale
	}
	r.events += int64(count)
	r.blocks++
	return nil
}

// decodeRecord appends a record's event to r.block, after the compute
// event it implies if any; times stay in the file's unit. prev and prevEnd
// are the previous record's start and end.
func (r *Reader) decodeRecord(c *cursor, rank int32, prev, prevEnd *int64, first bool) error {
	ev := Event{Rank: rank, Peer: NoPeer}
	flags := c.uvarint()
	known := uint64(flagsAll)
	if r.version >= 2 {
		known = flagsAllV2
	}
	if c.err == nil && flags&^known != 0 {
		return fmt.Errorf("unknown flags %#x", flags)
	}
	// After an implied compute event, the start is relative to its start,
	// the previous event's end.
	base := *prev
	if flags&flagAfterCompute != 0 {
		if first {
			return errors.New("an implied compute event before the block's first event")
		}
		base = *prevEnd
	}
	ev.Op = r.str(c)
	ev.Start = base + c.varint()
	ev.End = ev.Start + c.varint()
	if flags&flagSite != 0 {
		ev.Site.File = r.str(c)
		if flags&flagSiteFileOnly == 0 {
			ev.Site.Line = c.int32()
			ev.Site.Col = c.int32()
			ev.Site.Func = r.str(c)
		}
	} else if flags&flagSiteFileOnly != 0 && c.err == nil {
		return errors.New("a file-only site without a site")
	}
	if flags&flagPeer != 0 {
		ev.Peer = c.int32()
	}
	if flags&flagBytes != 0 {
		ev.Bytes = c.varint()
	}
	if flags&flagTag != 0 {
		ev.Tag = c.int32()
	}
	if flags&flagComm != 0 {
		ev.Comm = c.int32()
	}
	if c.err != nil {
		return c.err
	}
	if flags&flagAfterCompute != 0 {
		if ev.Start < base {
			return fmt.Errorf("an implied compute event from %d to %d ends before it starts", base, ev.Start)
		}
		r.block = append(r.block, Event{Rank: rank, Op: OpCompute, Peer: NoPeer, Start: *prevEnd, End: ev.Start})
	}
	r.block = append(r.block, ev)
	*prev, *prevEnd = ev.Start, ev.End
	return nil
}

// str reads a string id and resolves it; an undefined id is corruption.
func (r *Reader) str(c *cursor) string {
	id := c.uvarint()
	if c.err != nil {
		return ""
	}
	if id >= uint64(len(r.strs)) {
		c.err = fmt.Errorf("string id %d not defined (%d strings so far)", id, len(r.strs)-1)
		return ""
	}
	return r.strs[id]
}

func (r *Reader) readEnd(start int64) error {
	nevents, err := r.readUvarint()
	if err != nil {
		return err
	}
	nblocks, err := r.readUvarint()
	if err != nil {
		return err
	}
	if err := r.checkCRC(); err != nil {
		return err
	}
	if nevents != uint64(r.events) || nblocks != uint64(r.blocks) {
		r.warning = append(r.warning, fmt.Sprintf("trace corrupted: the end record at byte offset %d counts %d events in %d blocks, the file holds %d events in %d blocks", start, nevents, nblocks, r.events, r.blocks))
	}
	end := r.off
	if _, err := r.in.Peek(1); err == nil {
		r.warning = append(r.warning, fmt.Sprintf("trace has bytes after its end record at byte offset %d; ignored", end))
	} else if err != io.EOF {
		r.err = fmt.Errorf("trace: reading at byte offset %d: %w", end, err)
	}
	return nil
}

// readFull appends n bytes of input to r.raw.
func (r *Reader) readFull(n int) error {
	have := len(r.raw)
	r.raw = slices.Grow(r.raw, n)[:have+n]
	got, err := io.ReadFull(r.in, r.raw[have:])
	r.off += int64(got)
	r.raw = r.raw[:have+got]
	if err == io.EOF || err == io.ErrUnexpectedEOF {
		return errTruncated
	}
	if err != nil {
		r.err = fmt.Errorf("trace: reading at byte offset %d: %w", r.off, err)
		return r.err
	}
	return nil
}

// readUvarint reads a varint of a header, appending its bytes to r.raw.
func (r *Reader) readUvarint() (uint64, error) {
	var v uint64
	for i := 0; i < binary.MaxVarintLen64; i++ {
		b, err := r.in.ReadByte()
		if err == io.EOF {
			return 0, errTruncated
		}
		if err != nil {
			r.err = fmt.Errorf("trace: reading at byte offset %d: %w", r.off, err)
			return 0, r.err
		}
		r.off++
		r.raw = append(r.raw, b)
		if i == binary.MaxVarintLen64-1 && b > 1 {
			break
		}
		v |= uint64(b&0x7f) << (7 * i)
		if b < 0x80 {
			return v, nil
		}
	}
	return 0, errors.New("varint overflows 64 bits")
}

// cursor decodes a payload; the first error sticks and zeroes later values.
type cursor struct {
	b   []byte
	err error
}

func (c *cursor) uvarint() uint64 {
	if c.err != nil {
		return 0
	}
	v, n := binary.Uvarint(c.b)
	if n <= 0 {
		if n == 0 {
			c.err = errors.New("record cut short")
		} else {
			c.err = errors.New("varint overflows 64 bits")
		}
		return 0
	}
	c.b = c.b[n:]
	return v
}

func (c *cursor) varint() int64 { return unzigzag(c.uvarint()) }

func (c *cursor) int32() int32 {
	v := c.varint()
	if c.err == nil && int64(int32(v)) != v {
		c.err = fmt.Errorf("value %d out of 32-bit range", v)
	}
	return int32(v)
}

func (c *cursor) bytes(n uint64) []byte {
	if c.err != nil {
		return nil
	}
	if n > uint64(len(c.b)) {
		c.err = errors.New("record cut short")
		return nil
	}
	b := c.b[:n]
	c.b = c.b[n:]
	return b
}

// ReadAll reads the trace at path, ordered by (rank, start, file order).
// Warnings are the Reader's: a damaged trace gives the events before the damage.
func ReadAll(path string) ([]Event, []string, error) {
	events, _, warnings, err := readAll(path)
	return events, warnings, err
}

// ReadAllByRank reads the trace at path and returns each rank's events in
// (start, file order) order, indexed by rank, up to the highest rank that
// has events (see ReadRanked).
func ReadAllByRank(path string) ([][]Event, []string, error) {
	rk, err := ReadRanked(path)
	if err != nil {
		if rk != nil {
			return nil, rk.Warnings, err
		}
		return nil, nil, err
	}
	return rk.Ranks, rk.Warnings, nil
}

// Ranked is a whole trace held in memory, by rank.
type Ranked struct {
	NRanks int // as the header declares
	// Ranks holds each rank's events in (start, file order) order, indexed
	// by rank, up to the highest rank that has events: a header may
	// declare more ranks than have any.
	Ranks    [][]Event
	Warnings []string // the Reader's: a damaged trace gives the events before the damage
}

// RankTableBytes is what the commands that hold a whole trace (diff, the
// paraver, ti and goal exports) keep per rank on top of its events: the
// rank's slice, statistics, finish time, alignment and export state.
const RankTableBytes = 512

// ReadRanked reads the trace at path by rank. A header may declare up to
// 2^31−1 ranks in a file of a hundred bytes, so the per-rank tables are
// sized by the ranks that have events; when even those cannot fit in the
// memory available (one event of rank 2^31−2 asks for 2^31 of them), the
// trace is refused with the figures rather than crash the allocator.
func ReadRanked(path string) (*Ranked, error) {
	events, nranks, warnings, err := readAll(path)
	rk := &Ranked{NRanks: nranks, Warnings: warnings}
	if err != nil {
		return rk, err
	}
	used := 0 // ranks up to the highest with events
	if n := len(events); n > 0 {
		used = int(events[n-1].Rank) + 1 // SortEvents puts it last
	}
	if err := sysmem.BudgetError(fmt.Sprintf("%s: its events reach rank %d of the %d its header declares: a table of %d ranks", path, used-1, nranks, used),
		used, RankTableBytes, "per rank"); err != nil {
		return rk, err
	}
	rk.Ranks = SplitByRank(events, used)
	return rk, nil
}

func readAll(path string) ([]Event, int, []string, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, 0, nil, err
	}
	defer f.Close()
	r, err := NewReader(f)
	if err != nil {
		return nil, 0, nil, fmt.Errorf("%s: %w", path, err)
	}
	var events []Event
	for {
		ev, err := r.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, 0, r.Warnings(), fmt.Errorf("%s: %w", path, err)
		}
		events = append(events, ev)
	}
	SortEvents(events)
	return events, r.NRanks(), r.Warnings(), nil
}

// SortEvents orders events by (rank, start), keeping the given order of
// events that tie: the file order is each rank's sequence.
func SortEvents(events []Event) {
	slices.SortStableFunc(events, func(a, b Event) int {
		if c := cmp.Compare(a.Rank, b.Rank); c != 0 {
			return c
		}
		return cmp.Compare(a.Start, b.Start)
	})
}

// SplitByRank groups events sorted by SortEvents into per-rank sequences
// (sub-slices of events); ranks outside [0, nranks) are dropped.
func SplitByRank(events []Event, nranks int) [][]Event {
	out := make([][]Event, nranks)
	for i := 0; i < len(events); {
		j := i + 1
		for j < len(events) && events[j].Rank == events[i].Rank {
			j++
		}
		if r := events[i].Rank; r >= 0 && int(r) < nranks {
			out[r] = events[i:j:j]
		}
		i = j
	}
	return out
}
