// files_test.go: the programs of testdata/files, which read input files and write their own, interpreted over a Files and compared with native runs in a scratch copy of the directory.
package interp

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/llir/llvm/asm"
)

// TestFilesEndToEnd runs each program natively (clang-14, in a copy of
// testdata/files) and interpreted (over Files reading testdata/files):
// stdout, stderr, the exit status and every file the program wrote must
// be the same, and testdata/files must be left as it was.
func TestFilesEndToEnd(t *testing.T) {
	needTools(t, "clang-14")
	dir, err := filepath.Abs(filepath.Join("testdata", "files"))
	if err != nil {
		t.Fatal(err)
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var progs, inputs []string
	for _, e := range entries {
		if strings.HasSuffix(e.Name(), ".c") {
			progs = append(progs, e.Name())
		} else {
			inputs = append(inputs, e.Name())
		}
	}
	for _, prog := range progs {
		src := filepath.Join(dir, prog)
		for _, opt := range []string{"-O0", "-O1"} {
			t.Run(strings.TrimSuffix(prog, ".c")+opt, func(t *testing.T) {
				tmp := t.TempDir()
				work := filepath.Join(tmp, "native")
				if err := os.Mkdir(work, 0o755); err != nil {
					t.Fatal(err)
				}
				for _, in := range inputs {
					b, err := os.ReadFile(filepath.Join(dir, in))
					if err != nil {
						t.Fatal(err)
					}
					if err := os.WriteFile(filepath.Join(work, in), b, 0o644); err != nil {
						t.Fatal(err)
					}
				}
				exe := filepath.Join(tmp, "prog")
				if out, err := exec.Command("clang-14", opt, "-w", "-o", exe, src, "-lm").CombinedOutput(); err != nil {
					t.Fatalf("clang-14: %v\n%s", err, out)
				}
				var nout, nerr bytes.Buffer
				cmd := exec.Command(exe)
				cmd.Dir, cmd.Stdout, cmd.Stderr = work, &nout, &nerr
				code := 0
				if err := cmd.Run(); err != nil {
					ee, ok := err.(*exec.ExitError)
					if !ok {
						t.Fatal(err)
					}
					code = ee.ExitCode()
				}

				ll := filepath.Join(tmp, "prog.ll")
				if out, err := exec.Command("clang-14", "-S", "-emit-llvm", opt, "-w", "-o", ll, src).CombinedOutput(); err != nil {
					t.Fatalf("clang-14 -emit-llvm: %v\n%s", err, out)
				}
				m, err := asm.ParseFile(ll)
				if err != nil {
					t.Fatal(err)
				}
				cprog, err := Compile(m, Options{})
				if err != nil {
					t.Fatal(err)
				}
				p, err := cprog.NewProcess(0, []string{exe}, clockHost{})
				if err != nil {
					t.Fatal(err)
				}
				var out, errOut bytes.Buffer
				p.Out, p.ErrOut, p.Files = &out, &errOut, NewFiles(dir)
				if _, err := p.Run(); err != nil {
					t.Fatalf("run: %v\nstdout so far:\n%s", err, out.String())
				}
				p.FlushStdio()
				if out.String() != nout.String() {
					t.Errorf("stdout differs:\n%s", lineDiff(out.String(), nout.String()))
				}
				if errOut.String() != nerr.String() {
					t.Errorf("stderr differs:\n%s", lineDiff(errOut.String(), nerr.String()))
				}
				if p.ExitCode() != code {
					t.Errorf("exit status %d, native %d", p.ExitCode(), code)
				}

				var nativeWrote []string
				after, _ := os.ReadDir(work)
				for _, e := range after {
					b, _ := os.ReadFile(filepath.Join(work, e.Name()))
					orig, err := os.ReadFile(filepath.Join(dir, e.Name()))
					if err != nil || !bytes.Equal(b, orig) {
						nativeWrote = append(nativeWrote, e.Name())
					}
				}
				if got := p.Files.Written(); !slices.Equal(got, nativeWrote) {
					t.Errorf("files written %v, native %v", got, nativeWrote)
				}
				saved := filepath.Join(tmp, "saved")
				if err := p.Files.Save(saved); err != nil {
					t.Fatal(err)
				}
				for _, name := range nativeWrote {
					want, _ := os.ReadFile(filepath.Join(work, name))
					got, err := os.ReadFile(filepath.Join(saved, name))
					if err != nil || !bytes.Equal(got, want) {
						t.Errorf("%s: saved %q (%v), native %q", name, got, err, want)
					}
				}
				now, _ := os.ReadDir(dir)
				if len(now) != len(entries) {
					t.Errorf("testdata/files changed: %d entries, had %d", len(now), len(entries))
				}
			})
		}
	}
}

// TestStdin reads the process's standard input with scanf, getchar and fgets.
func TestStdin(t *testing.T) {
	p, _, _ := libcTestProcess()
	p.In = strings.NewReader("12 ab\nrest of line\n")
	n, s := buffer(p, 4), buffer(p, 16)
	if r := call(t, p, "scanf", cstr(t, p, "%d %2s"), n, s); r != 2 {
		t.Fatalf("scanf = %d", int64(r))
	}
	v, _ := p.Mem.Load(n, 4)
	str, _ := p.cstring(s)
	if v != 12 || str != "ab" {
		t.Errorf("scanf read %d %q", v, str)
	}
	if c := call(t, p, "getchar"); c != '\n' {
		t.Errorf("getchar = %d", int64(c))
	}
	if r := call(t, p, "fgets", s, 16, fileHandle(0)); r != s {
		t.Fatalf("fgets = %#x", r)
	}
	if str, _ := p.cstring(s); str != "rest of line\n" {
		t.Errorf("fgets read %q", str)
	}
	if r := call(t, p, "scanf", cstr(t, p, "%d"), n); int64(r) != -1 || call(t, p, "feof", fileHandle(0)) != 1 {
		t.Errorf("scanf at the end = %d, want EOF with feof set", int64(r))
	}
}
