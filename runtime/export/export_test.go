// Tests of the exporters: each format checked against its documented layout, SimGrid replaying the TI output when installed.
package export

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/mpiskel/mpiskel/runtime/trace"
)

// sample is a 3-rank run: a ring of sends and receives, an Isend/Irecv
// exchange completed by Waitall, a Sendrecv, a Bcast and an Allreduce,
// with compute bursts in between and call sites on every call.
func sample() [][]trace.Event {
	const us = 1_000_000
	n := 3
	ranks := make([][]trace.Event, n)
	for r := range n {
		t := int64(0)
		add := func(op string, dur int64, peer int32, bytes int64, tag int32, line int32) {
			if op != trace.OpCompute {
				t += us / 2
			}
			ev := trace.Event{Rank: int32(r), Op: op, Start: t, End: t + dur, Peer: peer, Bytes: bytes, Tag: tag}
			if op != trace.OpCompute {
				ev.Site = trace.Site{File: "app.c", Line: line, Col: 3, Func: "main"}
			}
			ranks[r] = append(ranks[r], ev)
			t += dur
		}
		next, prev := int32((r+1)%n), int32((r+n-1)%n)
		add("MPI_Init", us, trace.NoPeer, 0, 0, 10)
		add(trace.OpCompute, 3*us, trace.NoPeer, 0, 0, 0)
		if r == 0 {
			add("MPI_Send", us, next, 800, 7, 20)
			add("MPI_Recv", 2*us, prev, 800, 7, 21)
		} else {
			add("MPI_Recv", 2*us, prev, 800, 7, 21)
			add("MPI_Send", us, next, 800, 7, 20)
		}
		add("MPI_Irecv", us/10, prev, 0, 9, 30)
		add("MPI_Isend", us/10, next, 64, 9, 31)
		add("MPI_Waitall", us, trace.NoPeer, 64, 9, 32)
		add("MPI_Sendrecv", us, next, 32, 5, 40)
		add("MPI_Bcast", us, 0, map[bool]int64{true: 16}[r == 0], 0, 50)
		add("MPI_Allreduce", us, trace.NoPeer, 8, 0, 51)
		add(trace.OpAddTime, 2*us, trace.NoPeer, 0, 0, 0)
		add("MPI_Finalize", us, trace.NoPeer, 0, 0, 60)
	}
	return ranks
}

func sampleFile(t *testing.T) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "s.mst")
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	w, err := trace.NewWriter(f, 3, trace.WithProducer("sample"))
	if err != nil {
		t.Fatal(err)
	}
	for _, evs := range sample() {
		for _, ev := range evs {
			if err := w.Add(ev); err != nil {
				t.Fatal(err)
			}
		}
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	f.Close()
	return path
}

func TestMatchMessages(t *testing.T) {
	ranks := sample()
	msgs := MatchMessages(ranks)
	// Per rank: one ring send, one Isend, one Sendrecv send: 9 messages.
	if len(msgs) != 9 {
		t.Fatalf("%d messages matched, want 9: %+v", len(msgs), msgs)
	}
	for _, m := range msgs {
		if m.Dst != (m.Src+1)%3 {
			t.Errorf("message %d->%d: the sample only sends to the next rank", m.Src, m.Dst)
		}
		recv := ranks[m.Dst][m.RecvIndex]
		if m.Tag == 7 && (recv.Op != "MPI_Recv" || m.Bytes != 800) || m.Tag == 9 && (recv.Op != "MPI_Irecv" || m.Bytes != 64) ||
			m.Tag == 5 && (recv.Op != "MPI_Sendrecv" || m.Bytes != 16) {
			t.Errorf("message tag %d of %d bytes matched with %s", m.Tag, m.Bytes, recv.Op)
		}
	}
}

// TestChromeTraceEventFormat checks the JSON against the Trace Event
// Format's rules: an object with a traceEvents array; every event has a
// name, a phase, pid and tid; complete events ("X") have numeric ts and a
// non-negative dur in microseconds; metadata ("M") names threads.
func TestChromeTraceEventFormat(t *testing.T) {
	f, err := os.Open(sampleFile(t))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	r, err := trace.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if err := Chrome(&out, r); err != nil {
		t.Fatal(err)
	}
	var doc struct {
		TraceEvents     []map[string]any `json:"traceEvents"`
		DisplayTimeUnit string           `json:"displayTimeUnit"`
	}
	dec := json.NewDecoder(bytes.NewReader(out.Bytes()))
	dec.UseNumber()
	if err := dec.Decode(&doc); err != nil {
		t.Fatalf("not JSON: %v\n%s", err, out.String())
	}
	if doc.DisplayTimeUnit != "ns" && doc.DisplayTimeUnit != "ms" {
		t.Errorf("displayTimeUnit %q", doc.DisplayTimeUnit)
	}
	names := map[string]bool{}
	complete := 0
	for i, ev := range doc.TraceEvents {
		ph, _ := ev["ph"].(string)
		if _, ok := ev["name"].(string); !ok || ph == "" {
			t.Fatalf("event %d without name or phase: %v", i, ev)
		}
		for _, k := range []string{"pid", "tid"} {
			if _, ok := ev[k].(json.Number); !ok {
				t.Fatalf("event %d: %s is not a number: %v", i, k, ev)
			}
		}
		switch ph {
		case "X":
			complete++
			ts, err1 := ev["ts"].(json.Number).Float64()
			dur, err2 := ev["dur"].(json.Number).Float64()
			if err1 != nil || err2 != nil || dur < 0 || ts < 0 {
				t.Fatalf("event %d: ts/dur %v %v", i, ev["ts"], ev["dur"])
			}
		case "M":
			if ev["name"] == "thread_name" {
				names[fmt.Sprint(ev["tid"])] = true
			}
		default:
			t.Fatalf("event %d: unexpected phase %q", i, ph)
		}
	}
	n := 0
	for _, evs := range sample() {
		n += len(evs)
	}
	if complete != n || len(names) != 3 {
		t.Errorf("%d complete events for %d trace events, %d thread names for 3 ranks", complete, n, len(names))
	}
	// Picosecond times survive as exact decimal microseconds.
	if !bytes.Contains(out.Bytes(), []byte(`"ts":0.5,"dur":1,`)) {
		t.Errorf("MPI_Init of rank 0 (0.5 µs for 1 µs) not found as ts 0.5 dur 1")
	}
}

func TestAppendMicros(t *testing.T) {
	for ps, want := range map[int64]string{0: "0", 1: "0.000001", 1_500_000: "1.5", 12_345_678: "12.345678", -2_000_000: "-2"} {
		if got := string(appendMicros(nil, ps)); got != want {
			t.Errorf("%d ps: %s, want %s", ps, got, want)
		}
	}
}

var (
	prvHeader = regexp.MustCompile(`^#Paraver \(\d\d/\d\d/\d\d at \d\d:\d\d\):(\d+)_ns:1\((\d+)\):1:(\d+)\(((?:1:1,)*1:1)\)$`)
)

// TestParaverRecords checks every .prv record against Paraver's layout:
// state 1:cpu:appl:task:thread:begin:end:state, event
// 2:cpu:appl:task:thread:time:type:value[:type:value]…, communication
// 3:cpu:appl:task:thread:lsend:psend:cpu:appl:task:thread:lrecv:precv:size:tag,
// with objects in range, times ordered and within the header's duration,
// and every state and event type defined in the .pcf.
func TestParaverRecords(t *testing.T) {
	var prv, pcf, row bytes.Buffer
	if err := Paraver(&prv, &pcf, &row, sample()); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(prv.String(), "\n"), "\n")
	h := prvHeader.FindStringSubmatch(lines[0])
	if h == nil {
		t.Fatalf("header %q", lines[0])
	}
	ftime, _ := strconv.ParseInt(h[1], 10, 64)
	if h[2] != "3" || h[3] != "3" {
		t.Fatalf("header declares %s CPUs and %s tasks, want 3", h[2], h[3])
	}
	pcfText := pcf.String()
	counts := map[string]int{}
	var last int64
	for _, line := range lines[1:] {
		f := strings.Split(line, ":")
		nums := make([]int64, len(f))
		for i, s := range f {
			v, err := strconv.ParseInt(s, 10, 64)
			if err != nil {
				t.Fatalf("%q: field %d not an integer", line, i)
			}
			nums[i] = v
		}
		obj := func(at int) {
			cpu, appl, task, thread := nums[at], nums[at+1], nums[at+2], nums[at+3]
			if cpu < 1 || cpu > 3 || appl != 1 || task != cpu || thread != 1 {
				t.Errorf("%q: object %d:%d:%d:%d out of range", line, cpu, appl, task, thread)
			}
		}
		counts[f[0]]++
		switch f[0] {
		case "1":
			if len(f) != 8 {
				t.Fatalf("state record %q: %d fields, want 8", line, len(f))
			}
			obj(1)
			if nums[5] > nums[6] || nums[6] > ftime {
				t.Errorf("%q: begin after end or beyond the trace", line)
			}
			if !regexp.MustCompile(`(?m)^` + f[7] + `\s`).MatchString(pcfText[strings.Index(pcfText, "STATES"):strings.Index(pcfText, "STATES_COLOR")]) {
				t.Errorf("%q: state %s not in the .pcf", line, f[7])
			}
		case "2":
			if len(f) < 8 || len(f)%2 != 0 {
				t.Fatalf("event record %q: %d fields, want 6 + 2k", line, len(f))
			}
			obj(1)
			for i := 6; i < len(f); i += 2 {
				if !strings.Contains(pcfText, " "+f[i]+" ") {
					t.Errorf("%q: event type %s not in the .pcf", line, f[i])
				}
			}
		case "3":
			if len(f) != 15 {
				t.Fatalf("communication record %q: %d fields, want 15", line, len(f))
			}
			obj(1)
			obj(7)
			if nums[5] > nums[6] || nums[11] > nums[12] || nums[13] <= 0 {
				t.Errorf("%q: times or size inconsistent", line)
			}
		default:
			t.Fatalf("unknown record type in %q", line)
		}
		if nums[5] < last {
			t.Errorf("%q: not sorted by time", line)
		}
		last = nums[5]
	}
	if counts["1"] == 0 || counts["2"] == 0 || counts["3"] != 9 {
		t.Errorf("record counts %v, want states, events and 9 communications", counts)
	}
	if !strings.Contains(pcfText, "app.c:20:3 in main") {
		t.Errorf(".pcf lacks the call-site values")
	}
	wantRow := "LEVEL CPU SIZE 3\n1.1\n1.2\n1.3\n\nLEVEL NODE SIZE 1\nnode1\n\nLEVEL THREAD SIZE 3\nrank 0\nrank 1\nrank 2\n"
	if row.String() != wantRow {
		t.Errorf(".row:\n%s\nwant\n%s", row.String(), wantRow)
	}
}

var goalLine = regexp.MustCompile(`^(?:(l\d+): (?:calc \d+|send \d+b to (\d+) tag \d+|recv \d+b from (\d+) tag \d+)|(l\d+) requires (l\d+))$`)

// TestGOALGrammar checks the schedule against txt2bin's grammar (num_ranks,
// rank blocks, labelled send/recv/calc, "requires" on defined labels) and
// that every send has a receive with the same size and tag on its target.
func TestGOALGrammar(t *testing.T) {
	var out bytes.Buffer
	warnings, err := GOAL(&out, sample())
	if err != nil {
		t.Fatal(err)
	}
	if len(warnings) != 0 {
		t.Errorf("warnings: %v", warnings)
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if lines[0] != "num_ranks 3" {
		t.Fatalf("first line %q", lines[0])
	}
	sends, recvs := map[string]int{}, map[string]int{}
	rank := -1
	var defined map[string]bool
	for _, line := range lines[1:] {
		switch {
		case line == "":
		case strings.HasPrefix(line, "rank "):
			rank++
			if line != fmt.Sprintf("rank %d {", rank) {
				t.Fatalf("%q: want rank %d {", line, rank)
			}
			defined = map[string]bool{}
		case line == "}":
		default:
			m := goalLine.FindStringSubmatch(line)
			if m == nil {
				t.Fatalf("rank %d: %q does not parse", rank, line)
			}
			if m[1] != "" {
				defined[m[1]] = true
				f := strings.Fields(line)
				switch f[1] {
				case "send":
					sends[fmt.Sprintf("%d->%s %s tag %s", rank, f[4], f[2], f[6])]++
				case "recv":
					recvs[fmt.Sprintf("%s->%d %s tag %s", f[4], rank, f[2], f[6])]++
				}
			} else if !defined[m[4]] || !defined[m[5]] {
				t.Errorf("rank %d: %q uses an undefined label", rank, line)
			}
		}
	}
	if rank != 2 {
		t.Fatalf("%d rank blocks", rank+1)
	}
	if fmt.Sprint(sends) != fmt.Sprint(recvs) {
		t.Errorf("sends and receives do not pair:\nsends %v\nrecvs %v", sends, recvs)
	}
}

// TestTIActions checks the actions of one rank, then replays the whole
// trace with SimGrid's smpirun -replay when SimGrid is installed.
func TestTIActions(t *testing.T) {
	dir := t.TempDir()
	var files []string
	warnings, err := TI(func(r int) (io.Writer, error) {
		p := filepath.Join(dir, fmt.Sprintf("ti.%d", r))
		files = append(files, p)
		return os.Create(p)
	}, sample(), ReplayOptions{FlopsPerSecond: 1e9})
	if err != nil {
		t.Fatal(err)
	}
	if len(warnings) != 0 {
		t.Errorf("warnings: %v", warnings)
	}
	got, _ := os.ReadFile(files[1])
	want := `1 init
1 compute 3000
1 recv 0 7 800
1 send 2 7 800
1 irecv 0 9 64
1 isend 2 9 64
1 waitall
1 isend 2 5 16
1 recv 0 5 16
1 wait 1 2 5
1 bcast 16 0
1 allreduce 8 0
1 compute 2000
1 finalize
`
	if string(got) != want {
		t.Errorf("rank 1:\n%s\nwant\n%s", got, want)
	}
	smpirun, err := exec.LookPath("smpirun")
	replay := "/usr/lib/x86_64-linux-gnu/simgrid/smpireplaymain"
	if _, serr := os.Stat(replay); err != nil || serr != nil {
		t.Skipf("SimGrid not installed (smpirun and %s; apt-get install libsimgrid-dev): replay not checked", replay)
	}
	index := filepath.Join(dir, "index")
	os.WriteFile(index, []byte(strings.Join(files, "\n")+"\n"), 0o644)
	platform := filepath.Join(dir, "platform.xml")
	os.WriteFile(platform, []byte(`<?xml version='1.0'?>
<!DOCTYPE platform SYSTEM "https://simgrid.org/simgrid.dtd">
<platform version="4.1">
  <cluster id="c" prefix="node-" suffix="" radical="0-2" speed="1Gf" bw="1GBps" lat="1us"/>
</platform>
`), 0o644)
	hosts := filepath.Join(dir, "hosts")
	os.WriteFile(hosts, []byte("node-0\nnode-1\nnode-2\n"), 0o644)
	cmd := exec.Command(smpirun, "-np", "3", "-platform", platform, "-hostfile", hosts, "-replay", index, replay)
	cmd.Dir = dir
	out, err := cmd.CombinedOutput()
	m := regexp.MustCompile(`Simulation time ([0-9.e+-]+)`).FindSubmatch(out)
	if err != nil || m == nil {
		t.Fatalf("smpirun -replay: %v\n%s", err, out)
	}
	// The replay includes at least the 5 µs of compute and skeleton time of every rank.
	if v, _ := strconv.ParseFloat(string(m[1]), 64); v < 5e-6 {
		t.Errorf("simulated %v s, less than the trace's compute time", v)
	}
}
