// Format constants and the byte-level encoding helpers shared by Writer and Reader (see FORMAT.md).
package trace

import (
	"encoding/binary"
	"hash/crc32"
)

// Version is the trace format version this package writes; it reads
// versions MinVersion to Version.
const (
	Version    = 2
	MinVersion = 1
)

// Layout constants of FORMAT.md; a change to any of them is a new Version.
const (
	fileMagic = "\x89MST\r\n\x1a\n" // binary-unsafe bytes first, so text-mode mangling is detected

	magicDefs   = "MSTD" // block of string definitions
	magicEvents = "MSTE" // block of one rank's events
	magicEnd    = "MSTZ" // end record written by Close

	// TicksPerSecond is the time unit of Event times, and of the traces this
	// package writes: picoseconds. A trace may use a coarser unit that
	// divides it (the native tracer writes nanoseconds).
	TicksPerSecond = 1_000_000_000_000

	// MaxStringLen bounds interned strings (op names, file names, function
	// names), so that every record fits a bounded buffer.
	MaxStringLen = 4096
	// MaxProducerLen bounds the header's producer string.
	MaxProducerLen = 4096
	// MaxBlockPayload bounds a block's payload; readers refuse larger blocks
	// as corrupted rather than allocate what a damaged length asks for.
	MaxBlockPayload = 1 << 20

	// maxEventRecord is the largest encoded event: flags, op id, two 64-bit
	// varints, site (id, line, col, id), peer, 64-bit bytes, tag, comm.
	maxEventRecord = 1 + 5 + 10 + 10 + (5 + 5 + 5 + 5) + 5 + 10 + 5 + 5
	// minEventRecord is the smallest encoded event: flags, op, start, duration.
	minEventRecord = 4
)

// Event record flag bits: a field whose bit is clear has its default value.
const (
	flagSite  = 1 << 0
	flagPeer  = 1 << 1 // default NoPeer
	flagBytes = 1 << 2 // default 0
	flagTag   = 1 << 3 // default 0
	flagComm  = 1 << 4 // default 0
	flagsAll  = flagSite | flagPeer | flagBytes | flagTag | flagComm
	// Version 2: a compute event from the previous event's end to this
	// event's start precedes it, unwritten; the site is a file id alone
	// (line, col and function 0).
	flagAfterCompute = 1 << 5
	flagSiteFileOnly = 1 << 6
	flagsAllV2       = flagsAll | flagAfterCompute | flagSiteFileOnly
)

// crcTable is CRC-32C (Castagnoli), hardware-accelerated on amd64 and arm64.
var crcTable = crc32.MakeTable(crc32.Castagnoli)

// zigzag maps signed to unsigned so small magnitudes of either sign encode short.
func zigzag(v int64) uint64 { return uint64(v<<1) ^ uint64(v>>63) }

func unzigzag(u uint64) int64 { return int64(u>>1) ^ -int64(u&1) }

func appendUvarint(b []byte, v uint64) []byte { return binary.AppendUvarint(b, v) }

func appendVarint(b []byte, v int64) []byte { return binary.AppendUvarint(b, zigzag(v)) }

// appendEvent encodes ev after b; prevStart is the start of the previous event
// of the same block (0 for the first), ids the interned string ids.
func appendEvent(b []byte, ev *Event, prevStart int64, op, file, fn uint32) []byte {
	var flags byte
	hasSite := ev.Site != (Site{})
	if hasSite {
		flags |= flagSite
	}
	if ev.Peer != NoPeer {
		flags |= flagPeer
	}
	if ev.Bytes != 0 {
		flags |= flagBytes
	}
	if ev.Tag != 0 {
		flags |= flagTag
	}
	if ev.Comm != 0 {
		flags |= flagComm
	}
	b = append(b, flags)
	b = appendUvarint(b, uint64(op))
	// Wrapping subtraction: the decoder's wrapping addition restores any int64.
	b = appendVarint(b, ev.Start-prevStart)
	b = appendVarint(b, ev.End-ev.Start)
	if hasSite {
		b = appendUvarint(b, uint64(file))
		b = appendVarint(b, int64(ev.Site.Line))
		b = appendVarint(b, int64(ev.Site.Col))
		b = appendUvarint(b, uint64(fn))
	}
	if flags&flagPeer != 0 {
		b = appendVarint(b, int64(ev.Peer))
	}
	if flags&flagBytes != 0 {
		b = appendVarint(b, ev.Bytes)
	}
	if flags&flagTag != 0 {
		b = appendVarint(b, int64(ev.Tag))
	}
	if flags&flagComm != 0 {
		b = appendVarint(b, int64(ev.Comm))
	}
	return b
}
