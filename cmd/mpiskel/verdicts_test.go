// Verdicts: a kernel's checks of its results are taken as a successful run takes them, so the skeleton computes no results and makes the same MPI calls.
package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestVerdicts: testdata/transform/verdicts.c checks its norm (reduced
// over the ranks) and exits with an error when the error flags, reduced
// too, say so. The skeleton takes the exit's check as passed, leaves the
// checks that only print (and set the flag no longer reduced) to whatever
// data it has, names them in the report, and leaves its argument check
// and its rank test alone; its MPI calls are the
// original's, and it computes neither the kernel nor the norm (without the
// verdicts, the exit's condition kept them all).
func TestVerdicts(t *testing.T) {
	const src = "../../testdata/transform/verdicts.c"
	dir := t.TempDir()
	skel, report := filepath.Join(dir, "skel.ll"), filepath.Join(dir, "report.txt")
	if code, _, stderr := mpiskel("compile", "--level", "3", "--report", report, "-o", skel, src); code != 0 {
		t.Fatalf("compile: exit %d: %s", code, stderr)
	}
	text, err := os.ReadFile(report)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, line := range strings.Split(string(text), "\n") {
		if rest, ok := strings.CutPrefix(line, "# verdict "); ok {
			got = append(got, rest[:strings.Index(rest, ";")])
		}
	}
	want := []string{
		"verdicts.c:16: always takes its false side (its other side ends the program: exit at verdicts.c:18)",
		"verdicts.c:46: is not decided as in the program (it only decides what is printed: left to the data the skeleton has)",
		"verdicts.c:51: is not decided as in the program (it only decides what is printed: left to the data the skeleton has)",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("verdicts:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	orig, err := loadApp(src)
	if err != nil {
		t.Fatal(err)
	}
	sk, err := loadApp(skel)
	if err != nil {
		t.Fatal(err)
	}
	for _, np := range []int{1, 4} {
		want, _ := simulate(t, orig, np)
		got, _ := simulate(t, sk, np)
		if d := sameCalls(want, got, false); d != "" {
			t.Errorf("np %d: the skeleton's MPI calls differ:\n%s", np, d)
		}
	}
	const n = "20000" // 10 sweeps over 20000 points: the kernel's work
	io := instructionsRun(t, src, 4, n)
	is := instructionsRun(t, skel, 4, n)
	if is*100 > io {
		t.Errorf("the skeleton executes %d IR instructions, the original %d: want under 1 %%", is, io)
	}
}
