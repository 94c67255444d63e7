// Skeleton equivalence: every testdata app's skeleton at levels 1-4 makes the same MPI calls as the original, rank by rank.
package main

import (
	"fmt"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"testing"

	"github.com/mpiskel/mpiskel/frontend"
	cfront "github.com/mpiskel/mpiskel/frontend/c"
	"github.com/mpiskel/mpiskel/runtime/interp"
	"github.com/mpiskel/mpiskel/runtime/mpi"
	"github.com/mpiskel/mpiskel/runtime/sim"
	"github.com/mpiskel/mpiskel/runtime/trace"
)

// equivalenceNPs are the rank counts the done-when names.
var equivalenceNPs = []int{1, 2, 4, 8, 16}

// firstComeApps hand out work to whichever rank asks first
// (MPI_ANY_SOURCE): a skeleton's different timing legitimately reorders
// their receives, so their run is compared as a multiset of calls.
var firstComeApps = map[string]bool{"masterworker": true}

// profileNP is the rank count of the loop-count profile run.
const profileNP = 4

// mpiEvent is what equivalence compares of an MPI call.
type mpiEvent struct {
	Op    string
	Peer  int32
	Bytes int64
	Tag   int32
	Comm  int32
}

func (e mpiEvent) String() string {
	return fmt.Sprintf("%s peer=%d bytes=%d tag=%d comm=%d", e.Op, e.Peer, e.Bytes, e.Tag, e.Comm)
}

// eventSink collects the MPI calls of a run per rank, and the ADD_TIME calls.
type eventSink struct {
	mu      sync.Mutex
	ranks   [][]mpiEvent
	addTime int
}

func (s *eventSink) Add(ev trace.Event) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	switch ev.Op {
	case trace.OpCompute:
	case trace.OpAddTime:
		s.addTime++
	default:
		s.ranks[ev.Rank] = append(s.ranks[ev.Rank], mpiEvent{ev.Op, ev.Peer, ev.Bytes, ev.Tag, ev.Comm})
	}
	return nil
}

// simulate runs prog at np ranks and returns its MPI calls per rank and the
// run's result.
func simulate(t *testing.T, prog *frontend.Program, np int) (*eventSink, *sim.Result) {
	t.Helper()
	compiled, err := interp.Compile(prog.Module, sim.HostOptions(prog.Module))
	if err != nil {
		t.Fatalf("np %d: %v", np, err)
	}
	sink := &eventSink{ranks: make([][]mpiEvent, np)}
	cfg := sim.Config{NP: np, Args: []string{programName(prog.Path)}, Trace: sink}
	res, err := sim.Run(compiled, mpi.DetectABI(externalGlobals(prog)), cfg)
	if err != nil {
		t.Fatalf("np %d: %v", np, err)
	}
	return sink, res
}

// sameCalls compares two runs' MPI calls: per rank in order, or for a
// first-come program as one multiset of (operation, bytes, tag, comm).
func sameCalls(want, got *eventSink, anyOrder bool) string {
	if anyOrder {
		count := map[mpiEvent]int{}
		for _, r := range want.ranks {
			for _, e := range r {
				e.Peer = 0
				count[e]++
			}
		}
		for _, r := range got.ranks {
			for _, e := range r {
				e.Peer = 0
				count[e]--
			}
		}
		var diffs []string
		for e, n := range count {
			if n != 0 {
				diffs = append(diffs, fmt.Sprintf("%s: %+d in the original", e, n))
			}
		}
		sort.Strings(diffs)
		return strings.Join(diffs, "\n")
	}
	for r := range want.ranks {
		w, g := want.ranks[r], got.ranks[r]
		for i := 0; i < len(w) || i < len(g); i++ {
			switch {
			case i >= len(w):
				return fmt.Sprintf("rank %d: call #%d only in the skeleton: %s", r, i+1, g[i])
			case i >= len(g):
				return fmt.Sprintf("rank %d: call #%d only in the original: %s (%d calls, skeleton %d)", r, i+1, w[i], len(w), len(g))
			case w[i] != g[i]:
				return fmt.Sprintf("rank %d: call #%d: original %s, skeleton %s", r, i+1, w[i], g[i])
			}
		}
	}
	return ""
}

// appInputs are every testdata app as C, clang -O0 and clang -O1 IR.
func appInputs(t *testing.T) []string {
	cs, _ := filepath.Glob("../../testdata/apps/*.c")
	if len(cs) == 0 {
		t.Fatal("no testdata/apps/*.c")
	}
	var in []string
	for _, c := range cs {
		base := strings.TrimSuffix(c, ".c")
		in = append(in, c, base+".O0.ll", base+".O1.ll")
	}
	return in
}

func loadApp(path string) (*frontend.Program, error) { return loadProgram(path, cfront.Options{}) }

// TestSkeletonEquivalence compiles every app's skeleton at levels 1-4 (with
// the verifier on, loop counts of convergence loops from a profile run at
// profileNP ranks) and checks that at every rank count it makes the
// original's MPI calls, with ADD_TIME standing for the abstracted code.
func TestSkeletonEquivalence(t *testing.T) {
	for _, path := range appInputs(t) {
		app := strings.SplitN(filepath.Base(path), ".", 2)[0]
		t.Run(filepath.Base(path), func(t *testing.T) {
			t.Parallel()
			orig, err := loadApp(path)
			if err != nil {
				t.Fatal(err)
			}
			want := map[int]*eventSink{}
			for _, np := range equivalenceNPs {
				want[np], _ = simulate(t, orig, np)
			}
			for level := 1; level <= 4; level++ {
				prog, err := loadApp(path)
				if err != nil {
					t.Fatal(err)
				}
				_, err = Skeletonize(prog, SkeletonOptions{Level: level, Check: true, ProfileNPs: []int{profileNP},
					Reload: func() (*frontend.Program, error) { return loadApp(path) }})
				if err != nil {
					t.Fatalf("level %d: %v", level, err)
				}
				addTimes := 0
				for _, np := range equivalenceNPs {
					got, _ := simulate(t, prog, np)
					if d := sameCalls(want[np], got, firstComeApps[app]); d != "" {
						t.Errorf("level %d, np %d: the skeleton's MPI calls differ:\n%s", level, np, d)
					}
					addTimes += got.addTime
				}
				if addTimes == 0 {
					t.Errorf("level %d: the skeleton charges no ADD_TIME at any rank count: nothing was abstracted", level)
				}
			}
		})
	}
}
