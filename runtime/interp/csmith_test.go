// csmith_test.go: random C programs from csmith (fixed seeds) interpreted at -O0/-O1/-O2 must print the checksum gcc's native build prints.
package interp

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/llir/llvm/asm"
)

const csmithInclude = "/usr/include/csmith"

// TestCsmith runs a few seeds by default; MPISKEL_CSMITH=N runs seeds 1..N,
// MPISKEL_CSMITH=A-B seeds A..B.
func TestCsmith(t *testing.T) {
	needTools(t, "csmith", "clang-14", "gcc")
	if _, err := os.Stat(filepath.Join(csmithInclude, "csmith.h")); err != nil {
		t.Skipf("csmith headers not in %s", csmithInclude)
	}
	first, last := 1, 4
	if env := os.Getenv("MPISKEL_CSMITH"); env != "" {
		a, b, isRange := strings.Cut(env, "-")
		n, err1 := strconv.Atoi(a)
		m, err2 := strconv.Atoi(b)
		switch {
		case isRange && err1 == nil && err2 == nil:
			first, last = n, m
		case !isRange && err1 == nil:
			last = n
		default:
			t.Fatalf("MPISKEL_CSMITH=%q: want N or A-B", env)
		}
	}
	for seed := first; seed <= last; seed++ {
		seed := seed
		t.Run(fmt.Sprint(seed), func(t *testing.T) {
			t.Parallel()
			dir := t.TempDir()
			src := filepath.Join(dir, "p.c")
			// csmith writes platform.info into its working directory: the
			// parallel subtests must not share one (a reader of a half-written
			// file exits 255).
			cmd := exec.Command("csmith", "--seed", fmt.Sprint(seed), "--max-funcs", "4", "--max-block-depth", "3", "--no-packed-struct")
			cmd.Dir = dir
			gen, err := cmd.Output()
			if err != nil {
				t.Fatalf("csmith: %v", err)
			}
			if err := os.WriteFile(src, gen, 0o644); err != nil {
				t.Fatal(err)
			}
			exe := filepath.Join(dir, "native")
			if out, err := exec.Command("gcc", "-O1", "-w", "-I", csmithInclude, "-o", exe, src).CombinedOutput(); err != nil {
				t.Fatalf("gcc: %v\n%s", err, out)
			}
			ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
			defer cancel()
			want, err := exec.CommandContext(ctx, exe).Output()
			if err != nil {
				t.Skipf("native run: %v (slow or crashing program)", err)
			}
			for _, flags := range optLevels {
				ll := clangIR(t, src, filepath.Join(dir, "p"+flags[0]+".ll"), append([]string{"-I", csmithInclude}, flags...)...)
				m, err := asm.ParseString("p.ll", ll)
				if err != nil {
					t.Fatalf("%v: parse: %v", flags, err)
				}
				prog, err := Compile(m, Options{})
				if err != nil {
					t.Fatalf("%v: compile: %v", flags, err)
				}
				var out bytes.Buffer
				p, err := prog.NewProcess(0, []string{"p"}, &checkHost{})
				if err != nil {
					t.Fatal(err)
				}
				p.Out, p.ErrOut = &out, &out
				if _, err := p.Run(); err != nil {
					t.Errorf("%v: %v", flags, err)
					continue
				}
				if !bytes.Equal(out.Bytes(), want) {
					t.Errorf("%v: printed %q, native %q", flags, out.String(), want)
				}
			}
		})
	}
}
