// Tests of the calibrate command's usage errors and help, and of compile --cost static with a calibrated machine file's per-class CPIs.
package main

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

func TestCalibrateUsage(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"calibrate", "extra"}, `calibrate: unexpected argument "extra"`},
		{[]string{"calibrate", "--np-max", "0"}, "calibrate: --np-max 0: want at least 1"},
		{[]string{"calibrate", "--sample-mpi", "mpi.samples", "-o", "m.toml"}, "calibrate: --sample-mpi measures MPI only and writes no machine file: --output does not apply"},
		{[]string{"calibrate", "--sample-mpi", "mpi.samples", "--mpi-samples", "mpi.samples"}, "--mpi-samples does not apply"},
	} {
		var out, errb bytes.Buffer
		if code := runApp(append([]string{"mpiskel"}, c.args...), &out, &errb); code != 2 || !strings.Contains(errb.String(), c.want) {
			t.Errorf("%v: exit %d, stderr %q; want 2 and %q", c.args, code, errb.String(), c.want)
		}
	}
	var out, errb bytes.Buffer
	if code := runApp([]string{"mpiskel", "calibrate", "--help"}, &out, &errb); code != 0 {
		t.Fatalf("--help: exit %d", code)
	}
	for _, want := range []string{"class_cpi", "least squares", "ping-pong", "eager limit", "--quick", "static:machine.toml", "--sample-mpi FILE", "--mpi-samples FILE"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("calibrate --help does not mention %q", want)
		}
	}
}

// A machine file's per-class CPIs change the static costs: dearer memory
// instructions make the skeleton's ADD_TIME coefficients larger.
func TestCompileStaticClassCPI(t *testing.T) {
	dir := t.TempDir()
	coefs := func(memCPI string) string {
		m := filepath.Join(dir, "m"+memCPI+".toml")
		text := "[node]\nclock_ghz = 2\ncpi = 1\n[node.class_cpi]\nmem = " + memCPI + "\n"
		if err := os.WriteFile(m, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		out := filepath.Join(dir, "skel"+memCPI+".ll")
		var stdout, stderr bytes.Buffer
		if code := runApp([]string{"mpiskel", "compile", "--level", "3", "--cost", "static:" + m, "-o", out, "../../testdata/apps/halo2d.O1.ll"}, &stdout, &stderr); code != 0 {
			t.Fatalf("compile: exit %d: %s", code, stderr.String())
		}
		data, err := os.ReadFile(out)
		if err != nil {
			t.Fatal(err)
		}
		return strings.Join(regexp.MustCompile(`call void @\w*(?i:add_time)\w*\([^)]*\)`).FindAllString(string(data), -1), "\n")
	}
	cheap, dear := coefs("1"), coefs("10")
	if cheap == "" {
		t.Fatal("no ADD_TIME call in the skeleton")
	}
	if cheap == dear {
		t.Errorf("mem CPI 1 and 10 give the same ADD_TIME calls:\n%s", cheap)
	}
}
