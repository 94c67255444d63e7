// Tests of the regions command: each output form on C and IR input, and its usage errors.
package main

import (
	"encoding/json"
	"strings"
	"testing"
)

func TestRegionsText(t *testing.T) {
	for _, file := range []string{"../../testdata/apps/ring.c", "../../testdata/apps/ring.O0.ll"} {
		code, out, errs := mpiskel("regions", file)
		if code != 0 {
			t.Fatalf("%s: exit status %d\n%s", file, code, errs)
		}
		// main holds every MPI call, so it is level 5; the ring's loop holds
		// the sends and receives.
		var mainLine, loopLine string
		for _, line := range strings.Split(out, "\n") {
			f := strings.Fields(line)
			if len(f) >= 4 && f[2] == "function" && f[3] == "main" {
				mainLine = line
			}
			if len(f) >= 3 && f[2] == "loop" && strings.Contains(line, "MPI_Send@52") && loopLine == "" {
				loopLine = line
			}
		}
		if !strings.Contains(mainLine, " L5 ") || !strings.Contains(mainLine, "MPI_Init@30") || !strings.Contains(mainLine, "MPI_Finalize@79") {
			t.Errorf("%s: main's line lacks level 5 and its MPI calls: %q", file, mainLine)
		}
		if !strings.Contains(loopLine, " L5 ") || !strings.Contains(loopLine, "MPI_Recv@53") {
			t.Errorf("%s: no level-5 loop region holding the ring's Send and Recv:\n%s", file, out)
		}
	}
}

func TestRegionsJSONAndDot(t *testing.T) {
	code, out, errs := mpiskel("regions", "--format", "json", "../../testdata/apps/halo2d.O1.ll")
	if code != 0 {
		t.Fatalf("exit status %d\n%s", code, errs)
	}
	var doc struct {
		Functions []struct {
			Function string `json:"function"`
			Level    int    `json:"level"`
		} `json:"functions"`
	}
	if err := json.Unmarshal([]byte(out), &doc); err != nil {
		t.Fatalf("not JSON: %v", err)
	}
	levels := map[string]int{}
	for _, f := range doc.Functions {
		levels[f.Function] = f.Level
	}
	if levels["main"] != 5 {
		t.Errorf("main has level %d in JSON, want 5 (functions: %v)", levels["main"], levels)
	}

	code, out, errs = mpiskel("regions", "--format", "dot", "../../testdata/apps/halo2d.c")
	if code != 0 || !strings.HasPrefix(out, "digraph ") || !strings.Contains(out, "subgraph cluster_") || !strings.HasSuffix(strings.TrimSpace(out), "}") {
		t.Errorf("dot: status %d, stderr %q, output not a digraph with clusters:\n%.500s", code, errs, out)
	}
}

func TestRegionsBlocks(t *testing.T) {
	code, out, errs := mpiskel("regions", "--blocks", "../../testdata/apps/cg.c")
	if code != 0 {
		t.Fatalf("exit status %d\n%s", code, errs)
	}
	if !strings.Contains(out, " loop ") || !strings.Contains(out, " code main ") {
		t.Errorf("MPIETE blocks lack loop blocks or main's code blocks:\n%s", out)
	}
	code, out, _ = mpiskel("regions", "--blocks", "--format", "json", "../../testdata/apps/cg.c")
	if code != 0 || !json.Valid([]byte(out)) {
		t.Errorf("--blocks --format json: status %d, valid JSON %v", code, json.Valid([]byte(out)))
	}
}

func TestRegionsUsageErrors(t *testing.T) {
	for _, args := range [][]string{
		{"regions"},
		{"regions", "--format", "xml", "../../testdata/apps/ring.c"},
		{"regions", "--blocks", "--format", "dot", "../../testdata/apps/ring.c"},
		{"regions", "no-such-file.c"},
		{"regions", "../../testdata/apps/ring.np2.out"},
	} {
		code, _, errs := mpiskel(args...)
		if code != 2 || !strings.HasPrefix(errs, "mpiskel: ") {
			t.Errorf("mpiskel %v: status %d, stderr %q; want status 2 and an mpiskel: message", args, code, errs)
		}
	}
}
