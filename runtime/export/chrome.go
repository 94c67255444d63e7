// Package export writes mpiskel traces in the formats of the field's viewers
// and simulators: Chrome/Perfetto trace-event JSON, Paraver (.prv, .pcf,
// .row), SimGrid time-independent traces and LogGOPSim's GOAL.
package export

import (
	"bufio"
	"io"
	"strconv"

	"github.com/mpiskel/mpiskel/runtime/trace"
)

// Chrome writes r's events as Chrome trace-event JSON (the "JSON Object
// Format" of the Trace Event Format document, loaded by chrome://tracing
// and ui.perfetto.dev): one complete event ("ph":"X") per event, rank as
// thread id in one process, times in microseconds with picosecond
// precision, and thread-name metadata per rank that has events, written
// before its first event. It streams: memory grows with the ranks that
// have events, not with the trace's length nor with the rank count its
// header declares (up to 2^31−1 in a file of a hundred bytes).
func Chrome(w io.Writer, r *trace.Reader) error {
	bw := bufio.NewWriterSize(w, 1<<16)
	bw.WriteString(`{"displayTimeUnit":"ns","otherData":{"producer":`)
	bw.Write(strconv.AppendQuote(nil, r.Producer()))
	bw.WriteString(`,"ranks":`)
	bw.WriteString(strconv.Itoa(r.NRanks()))
	bw.WriteString("},\n\"traceEvents\":[\n")
	bw.WriteString(`{"name":"process_name","ph":"M","pid":0,"tid":0,"args":{"name":"MPI job"}}`)
	named := map[int32]bool{}
	var b []byte
	for {
		ev, err := r.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			return err
		}
		b = b[:0]
		if !named[ev.Rank] {
			named[ev.Rank] = true
			rank := strconv.Itoa(int(ev.Rank))
			b = append(b, ",\n{\"name\":\"thread_name\",\"ph\":\"M\",\"pid\":0,\"tid\":"...)
			b = append(b, rank...)
			b = append(b, `,"args":{"name":"rank `...)
			b = append(b, rank...)
			b = append(b, `"}}`...)
			b = append(b, ",\n{\"name\":\"thread_sort_index\",\"ph\":\"M\",\"pid\":0,\"tid\":"...)
			b = append(b, rank...)
			b = append(b, `,"args":{"sort_index":`...)
			b = append(b, rank...)
			b = append(b, `}}`...)
		}
		b = append(b, ",\n{\"name\":"...)
		b = strconv.AppendQuote(b, ev.Op)
		b = append(b, `,"cat":"`...)
		switch {
		case ev.Op == trace.OpCompute:
			b = append(b, "compute"...)
		case ev.Op == trace.OpAddTime:
			b = append(b, "skeleton"...)
		default:
			b = append(b, "mpi"...)
		}
		b = append(b, `","ph":"X","pid":0,"tid":`...)
		b = strconv.AppendInt(b, int64(ev.Rank), 10)
		b = append(b, `,"ts":`...)
		b = appendMicros(b, ev.Start)
		b = append(b, `,"dur":`...)
		b = appendMicros(b, ev.End-ev.Start)
		if trace.IsMPI(&ev) || ev.Site != (trace.Site{}) {
			b = append(b, `,"args":{`...)
			sep := ""
			if trace.IsMPI(&ev) {
				b = append(b, `"peer":`...)
				b = strconv.AppendInt(b, int64(ev.Peer), 10)
				b = append(b, `,"tag":`...)
				b = strconv.AppendInt(b, int64(ev.Tag), 10)
				b = append(b, `,"bytes":`...)
				b = strconv.AppendInt(b, ev.Bytes, 10)
				b = append(b, `,"comm":`...)
				b = strconv.AppendInt(b, int64(ev.Comm), 10)
				sep = ","
			}
			if ev.Site != (trace.Site{}) {
				b = append(b, sep...)
				b = append(b, `"site":`...)
				b = strconv.AppendQuote(b, siteText(ev.Site))
			}
			b = append(b, '}')
		}
		b = append(b, '}')
		if _, err := bw.Write(b); err != nil {
			return err
		}
	}
	bw.WriteString("\n]}\n")
	return bw.Flush()
}

// appendMicros writes ps picoseconds as a JSON number of microseconds, exactly.
func appendMicros(b []byte, ps int64) []byte {
	if ps < 0 {
		b = append(b, '-')
		ps = -ps
	}
	b = strconv.AppendInt(b, ps/1_000_000, 10)
	if frac := ps % 1_000_000; frac != 0 {
		b = append(b, '.')
		digits := strconv.AppendInt(nil, frac+1_000_000, 10)[1:] // six digits, zero-padded
		for len(digits) > 0 && digits[len(digits)-1] == '0' {
			digits = digits[:len(digits)-1]
		}
		b = append(b, digits...)
	}
	return b
}

func siteText(s trace.Site) string {
	t := s.File + ":" + strconv.Itoa(int(s.Line)) + ":" + strconv.Itoa(int(s.Col))
	if s.Func != "" {
		t += " in " + s.Func
	}
	return t
}
