// Differential tests of csmith-generated programs: mpiskel run FILE.c (our C front end) against gcc -O0, with fixed seeds and a time budget.
package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// csmithInclude holds Debian's csmith.h, which every generated program includes.
const csmithInclude = "/usr/include/csmith"

// csmithBudget bounds one program under mpiskel (front end and run): csmith
// programs that loop long natively take far longer interpreted. Timeouts are
// counted and reported, not failures.
const csmithBudget = 20 * time.Second

// csmithSeeds reads MPISKEL_CSMITH_SEEDS: "N" for seeds 1..N, "A-B" for
// A..B; 100 seeds by default, 10 with -short.
func csmithSeeds(t *testing.T) (first, last int) {
	spec := os.Getenv("MPISKEL_CSMITH_SEEDS")
	if spec == "" {
		if testing.Short() {
			return 1, 10
		}
		return 1, 100
	}
	a, b, isRange := strings.Cut(spec, "-")
	first, err1 := strconv.Atoi(a)
	last, err2 := first, error(nil)
	if isRange {
		last, err2 = strconv.Atoi(b)
	} else {
		first = 1
	}
	if err1 != nil || err2 != nil || first < 1 || last < first {
		t.Fatalf("MPISKEL_CSMITH_SEEDS=%q: want N (seeds 1..N) or A-B", spec)
	}
	return first, last
}

// expectedCsmithFailures are the seeds known to differ from gcc, with the
// reported bug each shows; a seed here that starts to match fails the test.
var expectedCsmithFailures = map[int]string{}

// csmithTally counts the outcomes of a csmith run for its closing report.
type csmithTally struct {
	mu             sync.Mutex
	matches        int
	mismatches     []int
	known          []int // mismatches listed in expectedCsmithFailures
	timeouts       []int // mpiskel over its budget
	nativeTimeouts []int // gcc's own binary over its budget: seed skipped
}

func (c *csmithTally) add(list *[]int, seed int) {
	c.mu.Lock()
	defer c.mu.Unlock()
	*list = append(*list, seed)
}

func (c *csmithTally) match() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.matches++
}

func (c *csmithTally) report(first, last int) string {
	c.mu.Lock()
	defer c.mu.Unlock()
	seeds := func(l []int) string {
		sort.Ints(l)
		s := fmt.Sprint(l)
		return s[1 : len(s)-1]
	}
	var b strings.Builder
	fmt.Fprintf(&b, "csmith seeds %d-%d through mpiskel's C front end against gcc -O0:\n", first, last)
	fmt.Fprintf(&b, "  match %d, mismatch %d, known bugs %d, mpiskel timeout (%v) %d, gcc timeout (skipped) %d\n",
		c.matches, len(c.mismatches), len(c.known), csmithBudget, len(c.timeouts), len(c.nativeTimeouts))
	if len(c.mismatches) > 0 {
		fmt.Fprintf(&b, "  mismatching seeds: %s\n", seeds(c.mismatches))
	}
	if len(c.known) > 0 {
		fmt.Fprintf(&b, "  seeds of known bugs: %s\n", seeds(c.known))
	}
	if len(c.timeouts) > 0 {
		fmt.Fprintf(&b, "  timed-out seeds: %s\n", seeds(c.timeouts))
	}
	if len(c.nativeTimeouts) > 0 {
		fmt.Fprintf(&b, "  seeds gcc's binary does not finish: %s\n", seeds(c.nativeTimeouts))
	}
	return b.String()
}

// TestCsmith generates programs with csmith at fixed seeds (nothing is
// committed), runs each natively (gcc -O0) and under mpiskel from its C
// source, and wants the same output: csmith programs print a checksum of
// their globals. Seeds: MPISKEL_CSMITH_SEEDS (see csmithSeeds).
func TestCsmith(t *testing.T) {
	csmith, err := exec.LookPath("csmith")
	if err != nil {
		t.Skip("csmith not installed")
	}
	if _, err := exec.LookPath("gcc"); err != nil {
		t.Skip("gcc not installed: no native reference output")
	}
	if _, err := os.Stat(filepath.Join(csmithInclude, "csmith.h")); err != nil {
		t.Skipf("csmith.h not in %s", csmithInclude)
	}
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	first, last := csmithSeeds(t)
	dir := t.TempDir()
	tally := &csmithTally{}
	t.Run("seeds", func(t *testing.T) {
		for seed := first; seed <= last; seed++ {
			t.Run(strconv.Itoa(seed), func(t *testing.T) {
				t.Parallel()
				src := filepath.Join(dir, fmt.Sprintf("csmith%d.c", seed))
				// csmith writes platform.info into its working directory:
				// parallel runs must not share one (a reader of a
				// half-written file exits 255).
				generate := exec.Command(csmith, "--seed", strconv.Itoa(seed))
				generate.Dir = t.TempDir()
				gen, err := generate.Output()
				if err != nil {
					t.Fatalf("csmith --seed %d: %v", seed, err)
				}
				if err := os.WriteFile(src, gen, 0o644); err != nil {
					t.Fatal(err)
				}
				want, wantCode, err := runNative(context.Background(), dir, src, "-I", csmithInclude)
				if errors.Is(err, context.DeadlineExceeded) {
					tally.add(&tally.nativeTimeouts, seed)
					t.Skipf("gcc -O0 binary runs over %v", nativeTimeout)
				}
				if err != nil {
					t.Fatal(err)
				}
				ctx, cancel := context.WithTimeout(context.Background(), csmithBudget)
				defer cancel()
				// A child process, so that a program looping for long can be stopped.
				cmd := exec.CommandContext(ctx, self, "-test.run=^TestMpiskelChild$")
				cmd.Env = append(os.Environ(), mpiskelChildEnv+"=run\x1f--quiet\x1f-I\x1f"+csmithInclude+"\x1f"+src)
				var stdout, stderr bytes.Buffer
				cmd.Stdout, cmd.Stderr = &stdout, &stderr
				err = cmd.Run()
				if ctx.Err() != nil {
					tally.add(&tally.timeouts, seed)
					t.Logf("timeout: mpiskel over %v", csmithBudget)
					return
				}
				code := 0
				var exit *exec.ExitError
				if errors.As(err, &exit) {
					code = exit.ExitCode()
				} else if err != nil {
					t.Fatal(err)
				}
				bug, known := expectedCsmithFailures[seed]
				if code != wantCode || stdout.String() != want {
					if known {
						tally.add(&tally.known, seed)
						t.Logf("known bug, still differs: %s", bug)
						return
					}
					tally.add(&tally.mismatches, seed)
					t.Errorf("csmith --seed %d: exit status %d (gcc: %d), stdout differs from gcc -O0's\n%s--- mpiskel\n%s--- gcc\n%s",
						seed, code, wantCode, stderr.String(), stdout.String(), want)
					return
				}
				tally.match()
				if known {
					t.Errorf("csmith --seed %d now matches gcc: remove it from expectedCsmithFailures", seed)
				}
			})
		}
	})
	t.Log(tally.report(first, last))
}

// mpiskelChildEnv, set in a child test process, holds the unit-separator (0x1f) separated
// mpiskel command line TestMpiskelChild runs.
const mpiskelChildEnv = "MPISKEL_TEST_CHILD_ARGS"

// TestMpiskelChild is not a test: it lets TestCsmith run mpiskel in a child
// process (this test binary) that a timeout can kill.
func TestMpiskelChild(t *testing.T) {
	args, ok := os.LookupEnv(mpiskelChildEnv)
	if !ok {
		t.Skip("runs only as TestCsmith's child process")
	}
	os.Exit(runApp(append([]string{"mpiskel"}, strings.Split(args, "\x1f")...), os.Stdout, os.Stderr))
}
