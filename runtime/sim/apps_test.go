// End-to-end tests: the test applications' IR simulated at several rank counts, compared with Open MPI's output.
package sim

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/llir/llvm/asm"
	"github.com/llir/llvm/ir"
	"github.com/mpiskel/mpiskel/runtime/interp"
	"github.com/mpiskel/mpiskel/runtime/mpi"
)

var (
	progCacheMu sync.Mutex
	modCache    = map[string]*compiledModule{}
)

type compiledModule struct {
	prog *interp.Program
	abi  mpi.ABI
}

// compileLL parses and compiles an .ll file once per test binary.
func compileLL(t testing.TB, path string) (*interp.Program, *compiledModule) {
	t.Helper()
	progCacheMu.Lock()
	defer progCacheMu.Unlock()
	if c, ok := modCache[path]; ok {
		return c.prog, c
	}
	m := parseLL(t, path)
	prog, err := interp.Compile(m, HostOptions(m))
	if err != nil {
		t.Fatalf("compiling %s: %v", path, err)
	}
	c := &compiledModule{prog: prog, abi: ModuleABI(m)}
	modCache[path] = c
	return prog, c
}

func parseLL(t testing.TB, path string) *ir.Module {
	t.Helper()
	m, err := asm.ParseFile(path)
	if err != nil {
		t.Fatalf("parsing %s: %v", path, err)
	}
	return m
}

func simulate(t testing.TB, path string, cfg Config) (string, *Result, error) {
	t.Helper()
	prog, c := compileLL(t, path)
	var out bytes.Buffer
	if cfg.Stdout == nil {
		cfg.Stdout = &out
	}
	if cfg.Args == nil {
		cfg.Args = []string{filepath.Base(path)}
	}
	res, err := Run(prog, c.abi, cfg)
	return out.String(), res, err
}

func dropTimeLines(s string) string {
	var b strings.Builder
	for _, l := range strings.SplitAfter(s, "\n") {
		if l != "" && !strings.Contains(l, "[time]") {
			b.WriteString(l)
		}
	}
	return b.String()
}

func TestApps(t *testing.T) {
	apps, _ := filepath.Glob("../../testdata/apps/*.c")
	if len(apps) == 0 {
		t.Skip("no test applications in testdata/apps")
	}
	for _, app := range apps {
		base := strings.TrimSuffix(app, ".c")
		for _, opt := range []string{"O0", "O1"} {
			ll := base + "." + opt + ".ll"
			if _, err := os.Stat(ll); err != nil {
				continue
			}
			for _, np := range []int{1, 2, 4, 8, 16} {
				want, err := os.ReadFile(fmt.Sprintf("%s.np%d.out", base, np))
				if err != nil {
					continue
				}
				name := fmt.Sprintf("%s.%s/np%d", filepath.Base(base), opt, np)
				t.Run(name, func(t *testing.T) {
					out, res, err := simulate(t, ll, Config{NP: np, PsPerInstruction: 1000})
					if err != nil {
						t.Fatalf("run failed: %v\noutput:\n%s", err, out)
					}
					if res.ExitCode != 0 {
						t.Errorf("exit code %d", res.ExitCode)
					}
					if got := dropTimeLines(out); got != dropTimeLines(string(want)) {
						t.Errorf("output differs from Open MPI's:\n--- got\n%s--- want\n%s", got, want)
					}
				})
			}
		}
	}
}
