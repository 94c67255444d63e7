// Tests of MPI samples files: reading and refusing them, and a calibration pooling launches sampled apart when Open MPI is present.
package calibrate

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// sampleLaunch is launch n of a quick samples file: two ping-pong rows and
// the output kernel's three repetitions per line length.
func sampleLaunch(n int, zeroByteUs string) string {
	return fmt.Sprintf("launch %d 2026-11-22T10:%02d:00Z\npp 0 %s %s\npp 4 0.2 0.2\n%send %d\n",
		n, n, zeroByteUs, zeroByteUs, strings.Repeat("out 16 1.5e-06\nout 256 2.5e-06\nfmt 30.5\n", 3), n)
}

func TestReadMPISamples(t *testing.T) {
	s := settingsFor(true)
	header := samplesHeader(s, true)
	dir := t.TempDir()
	write := func(text string) string {
		path := filepath.Join(dir, "mpi.samples")
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return path
	}

	ms, err := readMPISamples(write(header+"\n"+sampleLaunch(1, "0.14")+sampleLaunch(2, "0.36")), header, s.outReps)
	if err != nil {
		t.Fatal(err)
	}
	if ms.launches != 2 || len(ms.out.short) != 6 || len(ms.out.long) != 6 || len(ms.out.format) != 6 || ms.first.Minute() != 1 || ms.last.Minute() != 2 {
		t.Errorf("launches %d, output samples %d, %d and %d, first %v, last %v", ms.launches, len(ms.out.short), len(ms.out.long), len(ms.out.format), ms.first, ms.last)
	}
	if want := []string{"pp 0 0.14 0.14\npp 4 0.2 0.2\n", "pp 0 0.36 0.36\npp 4 0.2 0.2\n"}; !slices.Equal(ms.pingPong, want) {
		t.Errorf("ping-pong text per launch %q, want %q", ms.pingPong, want)
	}

	full := samplesHeader(settingsFor(false), false)
	for _, c := range []struct{ name, text, want string }{
		{"not samples", "table = []\n", ":1: not an MPI samples file"},
		{"old format", strings.Replace(header, samplesMagic, "mpiskel-mpi-samples 1", 1) + "\n" + sampleLaunch(1, "0.14"), ":1: samples in format 1, which this mpiskel does not read (it writes 2): take the samples again"},
		{"other settings", full + "\n" + sampleLaunch(1, "0.14"), ":1: samples of other settings (full reps=7"},
		{"no launch", header + "\n", " holds no launch: run 'mpiskel calibrate --sample-mpi"},
		{"cut short", header + "\n" + sampleLaunch(1, "0.14") + "launch 2 2026-11-22T10:02:00Z\npp 0 0.1\n", ":15: launch 2 is cut short (no 'end 2' line)"},
		{"launch in a launch", header + "\nlaunch 1 2026-11-22T10:01:00Z\nlaunch 2 2026-11-22T10:02:00Z\n", ":3: launch 1 has no 'end 1' line"},
		{"numbering", header + "\n" + sampleLaunch(2, "0.14"), ":2: want 'launch 1 TIME'"},
		{"time", header + "\nlaunch 1 yesterday\n", ":2: launch time \"yesterday\": want RFC 3339"},
		{"outside", header + "\npp 0 0.1\n", ":2: \"pp 0 0.1\" is outside a launch"},
		{"incomplete", header + "\nlaunch 1 2026-11-22T10:01:00Z\npp 0 0.1\nend 1\n", ":2: launch 1 is incomplete: 1 ping-pong lines, 0 printed-line times (want 6), 0 formatting times (want 3)"},
		{"number", header + "\nlaunch 1 2026-11-22T10:01:00Z\npp 0 fast\n", ":3: \"fast\" is not a number"},
		{"output", header + "\nlaunch 1 2026-11-22T10:01:00Z\nout 32 1e-6\n", ":3: want 'out 16|256 SECONDS'"},
		{"format", header + "\nlaunch 1 2026-11-22T10:01:00Z\nfmt fast\n", ":3: want 'fmt NANOSECONDS'"},
		{"unknown", header + "\nlaunch 1 2026-11-22T10:01:00Z\nos 4 0.3\n", ":3: unexpected line \"os 4 0.3\""},
		{"empty line", header + "\n\n", ":2: empty line"},
	} {
		path := write(c.text)
		_, err := readMPISamples(path, header, s.outReps)
		if err == nil || !strings.Contains(err.Error(), path+c.want) {
			t.Errorf("%s: got %v, want an error containing %q", c.name, err, path+c.want)
		}
	}
}

func TestSampleMPIPooled(t *testing.T) {
	requireCalibration(t, "runs two MPI launches and a quick calibration for ~10 s")
	path := filepath.Join(t.TempDir(), "mpi.samples")
	for want := 1; want <= 2; want++ {
		n, err := SampleMPI(context.Background(), Options{Quick: true}, path)
		if err != nil || n != want {
			t.Fatalf("sample %d: %d launches, %v", want, n, err)
		}
	}
	if _, err := SampleMPI(context.Background(), Options{}, path); err == nil || !strings.Contains(err.Error(), "samples of other settings") {
		t.Errorf("a full sample appended to quick ones: %v", err)
	}
	r, err := Calibrate(context.Background(), Options{Quick: true, NPMax: 2, MPISamples: path})
	if err != nil {
		t.Fatal(err)
	}
	// Both launches pooled: every size has both launches' repetitions, the
	// eager limit comes from the first, and the printed lines from both.
	s := settingsFor(true)
	for _, p := range r.PingPong {
		if p.Runs != 2*s.ppReps {
			t.Errorf("%d bytes: %d repetitions, want %d", p.Bytes, p.Runs, 2*s.ppReps)
		}
	}
	if r.PPLaunches != 2 || r.EagerLimit < 0 || r.OutReps != 2*s.outReps || !(r.WriteUs > 0) || !(r.FormatNs >= 0) {
		t.Errorf("launches %d, eager limit %d, output repetitions %d, write %g µs, format %g ns", r.PPLaunches, r.EagerLimit, r.OutReps, r.WriteUs, r.FormatNs)
	}
	if _, err := r.Check(); err != nil {
		t.Error(err)
	}
	if text := string(r.MachineFile()); !strings.Contains(text, "in 2 launches from ") || !strings.Contains(text, "'mpiskel calibrate --sample-mpi "+path+"'") {
		t.Errorf("the machine file does not say where the ping-pong came from:\n%s", text)
	}
}
