// Tests of the ranks' address-space layout: fixed by default, randomized with KeepASLR.
package native

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestFixedLayout: two runs of the same program lay every rank out at the
// same addresses by default, and at other addresses with KeepASLR.
func TestFixedLayout(t *testing.T) {
	needTool(t, "mpicc")
	needTool(t, "mpirun")
	if FixedLayout() == nil {
		t.Skip("setarch -R is not available or not permitted here: ranks run with the kernel's layout")
	}
	exe := filepath.Join(t.TempDir(), "layout")
	if err := runTool(context.Background(), "", "mpicc", "-O1", "testdata/layout.c", "-o", exe); err != nil {
		t.Fatal(err)
	}
	layouts := func(keep bool) string {
		var out bytes.Buffer
		if err := Run(context.Background(), Tools{}, exe, RunOptions{NP: 2, KeepASLR: keep, Stdout: &out, Stderr: &out}); err != nil {
			t.Fatalf("%v\n%s", err, out.String())
		}
		lines := strings.Split(strings.TrimSpace(out.String()), "\n")
		slices.Sort(lines) // the ranks' lines arrive in any order
		return strings.Join(lines, "\n")
	}
	first, second := layouts(false), layouts(false)
	if strings.Count(first, "rank ") != 2 {
		t.Fatalf("want a line per rank, got:\n%s", first)
	}
	if first != second {
		t.Errorf("two runs under setarch -R laid the ranks out differently:\n%s\n--\n%s", first, second)
	}
	if aslr, err := os.ReadFile("/proc/sys/kernel/randomize_va_space"); err != nil || strings.TrimSpace(string(aslr)) == "0" {
		t.Skip("the kernel does not randomize layouts (/proc/sys/kernel/randomize_va_space)")
	}
	if random := layouts(true); random == first {
		t.Errorf("with KeepASLR, the layout is still the fixed one:\n%s", random)
	}
}
