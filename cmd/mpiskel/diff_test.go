// End-to-end tests of 'mpiskel diff' and 'mpiskel export' on simulated traces: exit statuses, damaged traces, output files.
package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// simTrace simulates app at np ranks and returns its trace's path.
func simTrace(t *testing.T, app string, np string, args ...string) string {
	t.Helper()
	out := filepath.Join(t.TempDir(), app+np+".mst")
	argv := append([]string{"run", "-q", "--np", np, "--trace", out, "../../testdata/apps/" + app + ".O1.ll"}, args...)
	if code, _, errs := mpiskel(argv...); code != 0 {
		t.Fatalf("run %s: exit %d\n%s", app, code, errs)
	}
	return out
}

func TestDiffExitStatus(t *testing.T) {
	a := simTrace(t, "ring", "4")
	b := simTrace(t, "ring", "4")
	if code, out, errs := mpiskel("diff", a, b); code != 0 || !strings.Contains(out, "): identical") {
		t.Errorf("same program: exit %d\n%s%s", code, out, errs)
	}
	// ring.s second argument is the payload length: more bytes per message.
	c := simTrace(t, "ring", "4", "10", "300")
	code, out, _ := mpiskel("diff", a, c)
	if code != 1 || !strings.Contains(out, "DIFFERS") || !strings.Contains(out, "changed:") || !strings.Contains(out, "ring.c:52:9") {
		t.Errorf("other payload: exit %d\n%s", code, out)
	}
	code, out, _ = mpiskel("diff", "--json", a, c)
	var rep struct {
		Identical bool
		Timing    struct{ Intervals []struct{ From, To string } }
	}
	if code != 1 || json.Unmarshal([]byte(out), &rep) != nil || rep.Identical || len(rep.Timing.Intervals) == 0 {
		t.Errorf("--json: exit %d, %+v\n%s", code, rep, out)
	}
	if code, _, errs := mpiskel("diff", a, filepath.Join(t.TempDir(), "missing.mst")); code != 2 || !strings.Contains(errs, "missing.mst") {
		t.Errorf("missing trace: exit %d %q", code, errs)
	}
	if code, _, _ := mpiskel("diff", a); code != 2 {
		t.Errorf("one argument: exit %d", code)
	}
}

// A truncated trace is compared up to its last whole block, with a
// warning giving the byte offset; a trace of another version is refused.
func TestDiffDamagedTraces(t *testing.T) {
	a := simTrace(t, "halo2d", "4")
	data, err := os.ReadFile(a)
	if err != nil {
		t.Fatal(err)
	}
	cut := filepath.Join(t.TempDir(), "cut.mst")
	os.WriteFile(cut, data[:len(data)*2/3], 0o644)
	code, out, _ := mpiskel("diff", a, cut)
	if code != 1 || !strings.Contains(out, "warning: trace truncated") || !strings.Contains(out, "byte offset") {
		t.Errorf("truncated: exit %d\n%s", code, out)
	}
	v3 := append([]byte(nil), data...)
	v3[8] = 3
	other := filepath.Join(t.TempDir(), "v3.mst")
	os.WriteFile(other, v3, 0o644)
	if code, _, errs := mpiskel("diff", a, other); code != 2 || !strings.Contains(errs, "trace format version 3, this mpiskel reads versions 1 to 2") {
		t.Errorf("version 3: exit %d %q", code, errs)
	}
}

func TestExportCommand(t *testing.T) {
	a := simTrace(t, "cg", "4")
	dir := t.TempDir()
	for _, tc := range []struct{ format, out string }{
		{"chrome", "cg.json"}, {"paraver", "cg"}, {"ti", "cg.ti"}, {"goal", "cg.goal"},
	} {
		o := filepath.Join(dir, tc.out)
		if code, _, errs := mpiskel("export", "-f", tc.format, "-o", o, a); code != 0 {
			t.Errorf("%s: exit %d\n%s", tc.format, code, errs)
		}
	}
	for _, f := range []string{"cg.json", "cg.prv", "cg.pcf", "cg.row", "cg.ti", "cg.ti.0", "cg.ti.3", "cg.goal"} {
		if st, err := os.Stat(filepath.Join(dir, f)); err != nil || st.Size() == 0 {
			t.Errorf("%s not written: %v", f, err)
		}
	}
	var doc map[string]any
	data, _ := os.ReadFile(filepath.Join(dir, "cg.json"))
	if err := json.Unmarshal(data, &doc); err != nil {
		t.Errorf("chrome output is not JSON: %v", err)
	}
	if code, _, errs := mpiskel("export", "-f", "vtf", a); code != 2 || !strings.Contains(errs, "unknown format") {
		t.Errorf("unknown format: exit %d %q", code, errs)
	}
	// Exports are deterministic: the same trace gives the same bytes.
	o2 := filepath.Join(dir, "again.goal")
	mpiskel("export", "-f", "goal", "-o", o2, a)
	g1, _ := os.ReadFile(filepath.Join(dir, "cg.goal"))
	g2, _ := os.ReadFile(o2)
	if string(g1) != string(g2) {
		t.Error("two GOAL exports of one trace differ")
	}
}

// TestHugeRankCountTraces: traces of a hundred bytes whose header declares
// 2^31−1 ranks (legal per FORMAT.md) made diff and the paraver, ti and goal
// exports crash allocating 51 GB, and the chrome export write gigabytes.
// Their tables now follow the ranks that have events; a trace whose events
// reach rank 2^31−2 is refused with exit 2 and the figures.
func TestHugeRankCountTraces(t *testing.T) {
	const dir = "../../runtime/trace/testdata/"
	nranks, rank, golden := dir+"huge-nranks.mst", dir+"huge-rank.mst", dir+"golden.mst"
	code, out, errs := mpiskel("diff", nranks, golden)
	if code != 1 || !strings.Contains(out, "rank counts differ: A 2147483647, B 2") {
		t.Errorf("diff huge-nranks golden: status %d\n%s%s", code, out, errs)
	}
	if code, _, errs := mpiskel("diff", nranks, nranks); code != 0 {
		t.Errorf("diff huge-nranks itself: status %d\n%s", code, errs)
	}
	refusal := "its events reach rank 2147483646 of the 2147483647 its header declares: a table of 2147483647 ranks needs at least"
	code, out, errs = mpiskel("diff", rank, golden)
	if code != 2 || out != "" || !strings.Contains(errs, refusal) || strings.Count(errs, "\n") != 1 {
		t.Errorf("diff huge-rank golden: status %d, stdout %q, stderr %q; want 2 and the refusal", code, out, errs)
	}
	tmp := t.TempDir()
	for _, format := range []string{"chrome", "paraver", "ti", "goal"} {
		for _, in := range []string{nranks, rank} {
			sub := filepath.Join(tmp, format+filepath.Base(in))
			if err := os.Mkdir(sub, 0o755); err != nil {
				t.Fatal(err)
			}
			code, _, errs := mpiskel("export", "--format", format, "-o", filepath.Join(sub, "out"), in)
			want := 0
			if in == rank && format != "chrome" { // chrome streams: no table
				want = 2
			}
			if code != want || want == 2 && !strings.Contains(errs, refusal) {
				t.Errorf("export --format %s %s: status %d, want %d\n%s", format, filepath.Base(in), code, want, errs)
			}
			if want == 0 && in == nranks && format != "chrome" && !strings.Contains(errs, "its header declares 2147483647 ranks, but only ranks 0 to 1 have events: exporting 2 ranks") {
				t.Errorf("export --format %s %s: no warning of the ranks left out\n%s", format, filepath.Base(in), errs)
			}
			files, _ := os.ReadDir(sub)
			var size int64
			for _, f := range files {
				info, _ := f.Info()
				size += info.Size()
			}
			if len(files) > 4 || size > 16<<10 {
				t.Errorf("export --format %s %s wrote %d files, %d bytes", format, filepath.Base(in), len(files), size)
			}
		}
	}
}
