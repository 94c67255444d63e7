// Tests of the configuration: the built-in linux/amd64 fallback, used when no C compiler is installed.
package c

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// fallbackChildEnv marks the test binary re-run as a child process on a
// machine without a C compiler (PATH empty, CC pointing nowhere).
const fallbackChildEnv = "MPISKEL_TEST_FALLBACK_CHILD"

// TestFallbackMatchesHost: with the built-in configuration, every testdata
// app compiles to the same IR as with the host compiler's description.
func TestFallbackMatchesHost(t *testing.T) {
	if _, err := hostConfig(); err != nil {
		t.Skipf("no host C compiler to compare with: %v", err)
	}
	apps, _ := filepath.Glob("../../testdata/apps/*.c")
	if len(apps) == 0 {
		t.Fatal("no testdata/apps/*.c")
	}
	for _, app := range apps {
		host, err := Load(app, Options{})
		if err != nil {
			t.Fatalf("%s: %v", app, err)
		}
		fallback, err := Load(app, Options{NoHostCompiler: true})
		if err != nil {
			t.Fatalf("%s, built-in configuration: %v", app, err)
		}
		if h, f := host.Module.String(), fallback.Module.String(); h != f {
			t.Errorf("%s: IR differs between the host and the built-in configuration", app)
		}
	}
}

// TestFallbackWithoutCompiler runs this test binary again with no C
// compiler reachable (CC names a missing file, PATH an empty directory):
// the front end must fall back by itself and produce the built-in
// configuration's IR.
func TestFallbackWithoutCompiler(t *testing.T) {
	app := "../../testdata/apps/ring.c"
	if os.Getenv(fallbackChildEnv) != "" {
		if _, err := hostConfig(); err == nil {
			t.Fatal("a host compiler was found with CC and PATH emptied")
		}
		prog, err := Load(app, Options{})
		if err != nil {
			t.Fatal(err)
		}
		os.Stdout.WriteString("IR<<" + prog.Module.String() + ">>IR")
		return
	}
	want, err := Load(app, Options{NoHostCompiler: true})
	if err != nil {
		t.Fatal(err)
	}
	empty := t.TempDir()
	cmd := exec.Command(os.Args[0], "-test.run=^TestFallbackWithoutCompiler$", "-test.count=1")
	cmd.Env = append(os.Environ(), fallbackChildEnv+"=1", "PATH="+empty, "CC="+filepath.Join(empty, "no-such-cc"))
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("child: %v\n%s", err, out)
	}
	start, end := bytes.Index(out, []byte("IR<<")), bytes.LastIndex(out, []byte(">>IR"))
	if start < 0 || end < start {
		t.Fatalf("child printed no IR:\n%s", out)
	}
	if got := string(out[start+4 : end]); got != want.Module.String() {
		t.Error("IR compiled without a C compiler differs from the built-in configuration's")
	}
}
