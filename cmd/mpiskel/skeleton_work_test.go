// Skeleton work: a level-3 skeleton of a program whose computation does not feed its communication executes a sliver of the original's instructions, from C, -O0 and -O1 IR.
package main

import (
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// cheapSkeletons are the corpus programs whose communication needs none of
// their computation, with arguments that make the computation dominate
// (about 10^7 instructions or more a run), the index of the argument
// giving the problem size (ring: its payload), and the share of the
// original's instructions the skeleton may execute: 0.1 %, the issue's
// bound, and 1.1 % for cg, whose W reads the row pointers build_poisson
// computes once a run (one pass over the rows against the product's 40).
var cheapSkeletons = []struct {
	app     string
	args    []string
	size    int
	percent float64
}{
	{"jacobi", []string{"128", "40"}, 0, 0.1},
	{"halo2d", []string{"192", "20"}, 0, 0.1},
	{"ring", []string{"64", "8192"}, 1, 0.1},
	{"transpose", []string{"192", "4"}, 0, 0.1},
	{"wavefront", []string{"80", "4"}, 0, 0.1},
	{"quad", []string{"50000", "2"}, 0, 0.1},
	{"cg", []string{"64", "40"}, 0, 1.1},
}

// TestSkeletonWork: the level-3 skeleton executes at most the given share
// of the original's IR instructions at 4 ranks (0.02-0.06 % when written;
// the rest is the MPI calls' own code and the W arithmetic, which do not
// grow with the problem), and its ADD_TIME calls do not grow with the
// problem either: at twice the size it makes as many, one per region
// instance, none inside an abstracted loop. Instruction and call counts
// are deterministic. Counters kept in memory (-O0), bounds loaded at every
// test (C input), tile loops, helpers called per point and CSR rows read
// through a struct each once kept these loops running.
func TestSkeletonWork(t *testing.T) {
	for _, c := range cheapSkeletons {
		for _, form := range []string{".c", ".O0.ll", ".O1.ll"} {
			in := "../../testdata/apps/" + c.app + form
			t.Run(c.app+form, func(t *testing.T) {
				t.Parallel()
				skel := filepath.Join(t.TempDir(), "skel.ll")
				if code, _, stderr := mpiskel("compile", "--level", "3", "--profile-loops", "4", "--profile-args", strings.Join(c.args, " "), "-o", skel, in); code != 0 {
					t.Fatalf("compile: exit %d: %s", code, stderr)
				}
				flat := []string{"--flat-cpi"}
				orig, sk := runFigures(t, in, 4, flat, c.args...), runFigures(t, skel, 4, flat, c.args...)
				if orig.Instructions == 0 || float64(sk.Instructions) > c.percent/100*float64(orig.Instructions) {
					t.Errorf("the skeleton executes %d IR instructions, the original %d (%.4f %%): want at most %g %%",
						sk.Instructions, orig.Instructions, 100*float64(sk.Instructions)/float64(orig.Instructions), c.percent)
				}
				bigger := slices.Clone(c.args)
				n, _ := strconv.Atoi(bigger[c.size])
				bigger[c.size] = strconv.Itoa(2 * n)
				if big := runFigures(t, skel, 4, flat, bigger...); big.AddTime != sk.AddTime || big.Events != sk.Events {
					t.Errorf("at size %d the skeleton makes %d ADD_TIME calls (%d MPI calls), at size %d %d (%d): want the same",
						n, sk.AddTime, sk.Events, 2*n, big.AddTime, big.Events)
				}
			})
		}
	}
}
