// Package golden compares test output with golden files, rewriting them under the -update flag, for every pass and emitter test that has them.
package golden

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden files from the output under test")

// Updating reports whether the test run rewrites golden files (-update).
func Updating() bool { return *update }

// Inputs are the files glob matches, less the golden outputs (names ending
// in outSuffix); none at all fails the test.
func Inputs(t *testing.T, glob, outSuffix string) []string {
	t.Helper()
	all, err := filepath.Glob(glob)
	if err != nil {
		t.Fatal(err)
	}
	var ins []string
	for _, f := range all {
		if !strings.HasSuffix(f, outSuffix) {
			ins = append(ins, f)
		}
	}
	if len(ins) == 0 {
		t.Fatalf("no %s", glob)
	}
	return ins
}

// levelLine is the level an .ll golden input is abstracted at.
var levelLine = regexp.MustCompile(`(?m)^; mpiskel-level: (\d)$`)

// Level is the level an .ll input names on its "; mpiskel-level: N" line.
func Level(t *testing.T, path string, text []byte) int {
	t.Helper()
	m := levelLine.FindSubmatch(text)
	if m == nil {
		t.Fatalf("%s: no '; mpiskel-level: N' line", path)
	}
	level, _ := strconv.Atoi(string(m[1]))
	return level
}

// Check compares got with the golden file at path, listing the lines that
// differ; under -update it writes got there instead. pkg names the package
// to rerun with -update.
func Check(t *testing.T, path string, got []byte, pkg string) {
	t.Helper()
	if *update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test %s -update)", err, pkg)
	}
	if string(want) != string(got) {
		t.Errorf("%s differs from the output (go test %s -update rewrites it):\n%s", path, pkg, diff(string(want), string(got)))
	}
}

// diff lists the first lines where want and got differ.
func diff(want, got string) string {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	var b strings.Builder
	shown := 0
	for i := 0; i < max(len(w), len(g)); i++ {
		var a, c string
		if i < len(w) {
			a = w[i]
		}
		if i < len(g) {
			c = g[i]
		}
		if a == c {
			continue
		}
		if shown++; shown > 20 {
			b.WriteString("...\n")
			break
		}
		fmt.Fprintf(&b, "line %d:\n  want %s\n  got  %s\n", i+1, a, c)
	}
	return b.String()
}
