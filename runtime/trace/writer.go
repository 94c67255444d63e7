// Writer: the bounded-memory trace writer (per-rank buffers flushed as checksummed blocks).
package trace

import (
	"bufio"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"slices"
)

// Buffer sizing. The per-rank buffer is clamp(budget/nranks, MinRankBuffer,
// MaxRankBuffer): small enough that a million ranks fit the budget, large
// enough that block headers stay a small fraction of the file.
const (
	DefaultMemoryBudget = 16 << 20
	MinRankBuffer       = 256
	MaxRankBuffer       = 64 << 10
	defsBufferSize      = 64 << 10
	outputBufferSize    = 64 << 10
)

// Option configures a Writer.
type Option func(*writerConfig)

type writerConfig struct {
	budget     int
	rankBuffer int // 0: derived from budget
	producer   string
}

// WithMemoryBudget sets the bytes all per-rank event buffers may hold
// together (default DefaultMemoryBudget).
func WithMemoryBudget(bytes int) Option { return func(c *writerConfig) { c.budget = bytes } }

// WithRankBuffer fixes the per-rank buffer size instead of deriving it from
// the budget (clamped to [MinRankBuffer, MaxRankBuffer]); small buffers give
// many blocks, which tests of block handling want.
func WithRankBuffer(bytes int) Option { return func(c *writerConfig) { c.rankBuffer = bytes } }

// WithProducer sets the header's free-form producer string
// ("mpiskel run app.skel.ll -np 64 --machine ib-hdr").
func WithProducer(s string) Option { return func(c *writerConfig) { c.producer = s } }

// Writer encodes events into a trace. Its memory is bounded: the per-rank
// buffers share a fixed pool of slots sized from the memory budget; when a
// rank needs a slot and none is free, every buffered rank is flushed. Besides
// the budget it holds 4 bytes per rank, the string table, a 64 KiB output
// buffer and at most 64 KiB of pending string definitions.
//
// Identical sequences of Add calls give byte-identical files. The first write
// error is sticky: every later Add and Close returns it. Close does not close
// the underlying io.Writer.
type Writer struct {
	out     *bufio.Writer
	counter *countingWriter
	nranks  int

	rankBuffer int
	maxSlots   int
	slots      []rankSlot
	slotOf     []int32 // rank -> slot index + 1; 0 when the rank holds no slot
	freeSlots  []int32
	flushOrder []int32

	ids      map[string]uint32 // interned strings; id 0 is always ""
	nextID   uint32
	defs     []byte // pending definitions payload, written before any event block
	defCount int

	record []byte
	header []byte
	crc    [4]byte
	events int64
	blocks int64
	err    error
	closed bool
}

// rankSlot is one rank's pending block.
type rankSlot struct {
	rank      int32
	count     int
	prevStart int64
	buf       []byte
}

type countingWriter struct {
	w io.Writer
	n int64
}

func (c *countingWriter) Write(p []byte) (int, error) {
	n, err := c.w.Write(p)
	c.n += int64(n)
	return n, err
}

// NewWriter writes a trace header for nranks ranks to w and returns a Writer
// for the events.
func NewWriter(w io.Writer, nranks int, opts ...Option) (*Writer, error) {
	cfg := writerConfig{budget: DefaultMemoryBudget}
	for _, o := range opts {
		o(&cfg)
	}
	if nranks < 1 || nranks > 1<<31-1 {
		return nil, fmt.Errorf("trace: %d ranks: want 1 to %d", nranks, 1<<31-1)
	}
	if len(cfg.producer) > MaxProducerLen {
		return nil, fmt.Errorf("trace: producer string of %d bytes exceeds %d", len(cfg.producer), MaxProducerLen)
	}
	if cfg.budget < 1 {
		return nil, fmt.Errorf("trace: memory budget of %d bytes", cfg.budget)
	}
	rankBuffer := cfg.rankBuffer
	if rankBuffer == 0 {
		rankBuffer = cfg.budget / nranks
	}
	rankBuffer = min(max(rankBuffer, MinRankBuffer), MaxRankBuffer)
	counter := &countingWriter{w: w}
	tw := &Writer{
		out:        bufio.NewWriterSize(counter, outputBufferSize),
		counter:    counter,
		nranks:     nranks,
		rankBuffer: rankBuffer,
		maxSlots:   max(1, cfg.budget/rankBuffer),
		slotOf:     make([]int32, nranks),
		ids:        map[string]uint32{"": 0},
		nextID:     1,
		record:     make([]byte, 0, maxEventRecord),
	}
	h := []byte(fileMagic)
	h = appendUvarint(h, Version)
	h = appendUvarint(h, uint64(nranks))
	h = appendUvarint(h, TicksPerSecond)
	h = appendUvarint(h, uint64(len(cfg.producer)))
	h = append(h, cfg.producer...)
	h = binary.LittleEndian.AppendUint32(h, crc32.Checksum(h, crcTable))
	tw.write(h)
	return tw, tw.err
}

// RankBuffer is the per-rank buffer size in use.
func (w *Writer) RankBuffer() int { return w.rankBuffer }

// Events is the number of events added so far.
func (w *Writer) Events() int64 { return w.events }

// BytesWritten is the number of bytes handed to the underlying io.Writer so
// far (after Close: the file size).
func (w *Writer) BytesWritten() int64 { return w.counter.n }

// Add appends one event. Its rank must be in [0, nranks) and its strings at
// most MaxStringLen bytes; such a refusal is not sticky.
func (w *Writer) Add(ev Event) error {
	if w.closed {
		return errors.New("trace: Add after Close")
	}
	if w.err != nil {
		return w.err
	}
	if ev.Rank < 0 || int(ev.Rank) >= w.nranks {
		return fmt.Errorf("trace: event %s of rank %d in a trace of %d ranks", ev.Op, ev.Rank, w.nranks)
	}
	for _, s := range [...]struct{ what, s string }{{"op name", ev.Op}, {"site file name", ev.Site.File}, {"site function name", ev.Site.Func}} {
		if len(s.s) > MaxStringLen {
			return fmt.Errorf("trace: rank %d: %s of %d bytes exceeds %d", ev.Rank, s.what, len(s.s), MaxStringLen)
		}
	}
	op := w.intern(ev.Op)
	file := w.intern(ev.Site.File)
	fn := w.intern(ev.Site.Func)

	s := w.slotFor(ev.Rank)
	prev := s.prevStart
	if s.count == 0 {
		prev = 0
	}
	w.record = appendEvent(w.record[:0], &ev, prev, op, file, fn)
	if len(s.buf)+len(w.record) > cap(s.buf) {
		w.flushSlot(s)
		w.record = appendEvent(w.record[:0], &ev, 0, op, file, fn)
	}
	s.buf = append(s.buf, w.record...)
	s.count++
	s.prevStart = ev.Start
	w.events++
	return w.err
}

// Close flushes every buffered rank in rank order, writes the end record and
// flushes the output. It returns the first write error, if any.
func (w *Writer) Close() error {
	if w.closed {
		return w.err
	}
	w.closed = true
	w.flushAll()
	end := append([]byte(nil), magicEnd...)
	end = appendUvarint(end, uint64(w.events))
	end = appendUvarint(end, uint64(w.blocks))
	end = binary.LittleEndian.AppendUint32(end, crc32.Checksum(end, crcTable))
	w.write(end)
	if w.err == nil {
		if err := w.out.Flush(); err != nil {
			w.err = fmt.Errorf("trace: writing: %w", err)
		}
	}
	return w.err
}

// intern returns s's id, queueing its definition when s is new. Definitions
// are written before any event block, so none is referenced before it is read.
func (w *Writer) intern(s string) uint32 {
	if id, ok := w.ids[s]; ok {
		return id
	}
	id := w.nextID
	w.nextID++
	w.ids[s] = id
	if len(w.defs)+binary.MaxVarintLen32+len(s) > defsBufferSize {
		w.flushDefs()
	}
	w.defs = appendUvarint(w.defs, uint64(len(s)))
	w.defs = append(w.defs, s...)
	w.defCount++
	return id
}

// slotFor returns rank's slot, taking a free one (or freeing all) if needed.
func (w *Writer) slotFor(rank int32) *rankSlot {
	if i := w.slotOf[rank]; i != 0 {
		return &w.slots[i-1]
	}
	if len(w.freeSlots) == 0 && len(w.slots) == w.maxSlots {
		w.flushAll()
	}
	var i int32
	if n := len(w.freeSlots); n > 0 {
		i = w.freeSlots[n-1]
		w.freeSlots = w.freeSlots[:n-1]
	} else {
		w.slots = append(w.slots, rankSlot{buf: make([]byte, 0, w.rankBuffer)})
		i = int32(len(w.slots) - 1)
	}
	s := &w.slots[i]
	s.rank = rank
	s.count = 0
	s.buf = s.buf[:0]
	w.slotOf[rank] = i + 1
	return s
}

// flushAll writes every non-empty rank buffer in rank order and frees all slots.
func (w *Writer) flushAll() {
	w.flushDefs()
	w.flushOrder = w.flushOrder[:0]
	for i := range w.slots {
		if w.slotOf[w.slots[i].rank] == int32(i)+1 {
			w.flushOrder = append(w.flushOrder, int32(i))
		}
	}
	slices.SortFunc(w.flushOrder, func(a, b int32) int { return int(w.slots[a].rank) - int(w.slots[b].rank) })
	for _, i := range w.flushOrder {
		s := &w.slots[i]
		w.flushSlot(s)
		w.slotOf[s.rank] = 0
	}
	// Reversed so that slots are reused lowest index first, as on first use.
	w.freeSlots = w.freeSlots[:0]
	for i := len(w.slots) - 1; i >= 0; i-- {
		w.freeSlots = append(w.freeSlots, int32(i))
	}
}

// flushSlot writes s's events as one block (after pending definitions).
func (w *Writer) flushSlot(s *rankSlot) {
	if s.count == 0 {
		return
	}
	w.flushDefs()
	h := append(w.header[:0], magicEvents...)
	h = appendUvarint(h, uint64(s.rank))
	h = appendUvarint(h, uint64(s.count))
	h = appendUvarint(h, uint64(len(s.buf)))
	w.writeBlock(h, s.buf)
	w.blocks++
	s.buf = s.buf[:0]
	s.count = 0
	s.prevStart = 0
}

func (w *Writer) flushDefs() {
	if w.defCount == 0 {
		return
	}
	h := append(w.header[:0], magicDefs...)
	h = appendUvarint(h, uint64(w.defCount))
	h = appendUvarint(h, uint64(len(w.defs)))
	w.writeBlock(h, w.defs)
	w.defs = w.defs[:0]
	w.defCount = 0
}

// writeBlock writes header, payload and the CRC-32C of both.
func (w *Writer) writeBlock(header, payload []byte) {
	w.header = header
	crc := crc32.Update(crc32.Checksum(header, crcTable), crcTable, payload)
	w.write(header)
	w.write(payload)
	binary.LittleEndian.PutUint32(w.crc[:], crc)
	w.write(w.crc[:])
}

func (w *Writer) write(p []byte) {
	if w.err != nil {
		return
	}
	if _, err := w.out.Write(p); err != nil {
		w.err = fmt.Errorf("trace: writing: %w", err)
	}
}
