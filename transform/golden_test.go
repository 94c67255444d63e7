// Golden tests of the passes: testdata/transform/<pass>.ll through the pipeline up to that pass, against <pass>.out.ll, the verifier after every pass.
package transform

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mpiskel/mpiskel/analysis/pointsto"
	"github.com/mpiskel/mpiskel/analysis/regions"
	"github.com/mpiskel/mpiskel/analysis/slice"
	"github.com/mpiskel/mpiskel/frontend"
	"github.com/mpiskel/mpiskel/frontend/llvmir"
	"github.com/mpiskel/mpiskel/internal/golden"
)

// skeletonize runs equality propagation, loopcount then abstract (then
// fold, when fold is set, and coalesce, when coalesce is) on p at level,
// verifying after each pass, and returns the passes' reports.
func skeletonize(t *testing.T, p *frontend.Program, level int, fold, coalesce bool) (*LoopCountResult, *Report) {
	t.Helper()
	PropagateEqualities(p)
	rp := regions.Analyze(p)
	prags, err := ScanPragmas(p, rp)
	if err != nil {
		t.Fatal(err)
	}
	base := TakeBaseline(p.Module)
	pt := pointsto.Analyze(p.Module)
	sl, err := slice.Compute(p, pt, slice.Options{AbstractMPI: level == 5})
	if err != nil {
		t.Fatal(err)
	}
	verdicts, sl, err := PredictVerdicts(p, sl, prags, func() (*slice.Result, error) {
		return slice.Compute(p, pt, slice.Options{AbstractMPI: level == 5})
	})
	if err != nil {
		t.Fatal(err)
	}
	loops := DataLoops(sl)
	lc, err := LoopCount(p, rp, loops, level, prags, nil)
	if err != nil {
		t.Fatalf("loopcount: %v", err)
	}
	if err := Verify(p, base, nil); err != nil {
		t.Fatalf("after loopcount: %v", err)
	}
	if lc.Changed {
		rp = regions.Analyze(p)
	}
	rep, err := Abstract(p, rp, AbstractOptions{Level: level, Slice: SliceKeep(sl), DataDependent: DataDependentHeaders(sl),
		Pragmas: prags, LoopCounts: lc.Counts, PerParent: lc.PerParent, Pinned: lc.Pinned, Undecided: verdicts.Undecided})
	if err != nil {
		t.Fatalf("abstract: %v", err)
	}
	if err := Verify(p, base, rep); err != nil {
		t.Fatalf("after abstract: %v", err)
	}
	if fold {
		if _, err := Fold(p, sl); err != nil {
			t.Fatalf("fold: %v", err)
		}
		if err := Verify(p, base, rep); err != nil {
			t.Fatalf("after fold: %v", err)
		}
	}
	if coalesce {
		Coalesce(p, rep)
		if err := Verify(p, base, rep); err != nil {
			t.Fatalf("after coalesce: %v", err)
		}
	}
	return lc, rep
}

func TestGolden(t *testing.T) {
	for _, in := range golden.Inputs(t, "../testdata/transform/*.ll", ".out.ll") {
		t.Run(filepath.Base(in), func(t *testing.T) {
			text, err := os.ReadFile(in)
			if err != nil {
				t.Fatal(err)
			}
			level := golden.Level(t, in, text)
			p, err := llvmir.Load(in)
			if err != nil {
				t.Fatal(err)
			}
			coalesce := strings.HasPrefix(filepath.Base(in), "coalesce")
			skeletonize(t, p, level, strings.HasPrefix(filepath.Base(in), "fold") || coalesce, coalesce)
			got := p.Module.String()
			golden.Check(t, strings.TrimSuffix(in, ".ll")+".out.ll", []byte(got), "./transform")
			if golden.Updating() {
				return
			}
			verifyWithOpt(t, got, "the skeleton")
		})
	}
}

// verifyWithOpt runs LLVM's verifier (opt-14 -verify) on module text,
// what it is, when opt-14 is installed.
func verifyWithOpt(t *testing.T, text, what string) {
	t.Helper()
	opt, err := exec.LookPath("opt-14")
	if err != nil {
		t.Log("opt-14 not found: LLVM's verifier not run")
		return
	}
	cmd := exec.Command(opt, "-verify", "-disable-output")
	cmd.Stdin = strings.NewReader(text)
	if msg, err := cmd.CombinedOutput(); err != nil {
		t.Errorf("opt-14 -verify rejects %s: %v\n%s", what, err, msg)
	}
}
