// Dump: a trace as text, one line per event in file order.
package trace

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
)

// Dump writes r's header as a comment line, then one line per event in file
// order:
//
//	# mpiskel trace format 2, 8 ranks, producer "mpiskel run ring.ll -np 8"
//	rank 3  MPI_Send      t=12.345678us..12.400000us  peer=4 tag=0 bytes=800 comm=0  ring.c:42:5
//	rank 3  compute       t=12.400000us..13.000000us
//
// Compute and ADD_TIME events have no peer/tag/bytes/comm fields; an MPI
// call without a partner prints peer=-. The site is file:line:col, followed
// by "in func" when the function is known. The format is stable: tools and
// tests may parse it. A damaged trace dumps up to the damage; the caller
// reports r.Warnings() afterwards (on stderr, say).
func Dump(w io.Writer, r *Reader) error {
	bw := bufio.NewWriter(w)
	fmt.Fprintf(bw, "# mpiskel trace format %d, %d ranks, producer %q\n", r.Version(), r.NRanks(), r.Producer())
	var line []byte
	for {
		ev, err := r.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			bw.Flush()
			return err
		}
		line = AppendEventText(line[:0], &ev)
		line = append(line, '\n')
		if _, err := bw.Write(line); err != nil {
			return err
		}
	}
	return bw.Flush()
}

// AppendEventText appends Dump's text of ev (without newline) to b.
func AppendEventText(b []byte, ev *Event) []byte {
	b = append(b, "rank "...)
	b = strconv.AppendInt(b, int64(ev.Rank), 10)
	b = append(b, "  "...)
	b = append(b, ev.Op...)
	for n := len(ev.Op); n < 13; n++ {
		b = append(b, ' ')
	}
	b = append(b, " t="...)
	b = AppendMicros(b, ev.Start)
	b = append(b, ".."...)
	b = AppendMicros(b, ev.End)
	if IsMPI(ev) {
		b = append(b, "  peer="...)
		if ev.Peer == NoPeer {
			b = append(b, '-')
		} else {
			b = strconv.AppendInt(b, int64(ev.Peer), 10)
		}
		b = append(b, " tag="...)
		b = strconv.AppendInt(b, int64(ev.Tag), 10)
		b = append(b, " bytes="...)
		b = strconv.AppendInt(b, ev.Bytes, 10)
		b = append(b, " comm="...)
		b = strconv.AppendInt(b, int64(ev.Comm), 10)
	}
	if ev.Site != (Site{}) {
		b = append(b, "  "...)
		if ev.Site.File != "" || ev.Site.Line != 0 {
			b = append(b, ev.Site.File...)
			b = append(b, ':')
			b = strconv.AppendInt(b, int64(ev.Site.Line), 10)
			b = append(b, ':')
			b = strconv.AppendInt(b, int64(ev.Site.Col), 10)
			if ev.Site.Func != "" {
				b = append(b, ' ')
			}
		}
		if ev.Site.Func != "" {
			b = append(b, "in "...)
			b = append(b, ev.Site.Func...)
		}
	}
	return b
}

// AppendMicros appends ps picoseconds as microseconds with six decimals
// (exact: 1 µs = 10^6 ps), e.g. 12345678 -> "12.345678us".
func AppendMicros(b []byte, ps int64) []byte {
	u := uint64(ps)
	if ps < 0 {
		b = append(b, '-')
		u = -u
	}
	b = strconv.AppendUint(b, u/1_000_000, 10)
	b = append(b, '.')
	frac := u % 1_000_000
	for div := uint64(100_000); div > 0; div /= 10 {
		b = append(b, byte('0'+frac/div%10))
	}
	return append(b, "us"...)
}
