// FuzzLoad: whatever the input, the loader returns a module or a
// positioned error naming the file, and never panics.
package llvmir_test

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mpiskel/mpiskel/frontend/llvmir"
)

func FuzzLoad(f *testing.F) {
	var seeds []string
	for _, pattern := range []string{filepath.Join(appsDir, "*.ll"), "testdata/valid/*.ll", "testdata/errors/*.ll"} {
		files, err := filepath.Glob(pattern)
		if err != nil {
			f.Fatal(err)
		}
		seeds = append(seeds, files...)
	}
	if len(seeds) == 0 {
		f.Fatal("no seed inputs found")
	}
	for _, file := range seeds {
		src, err := os.ReadFile(file)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(src)
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		prog, err := llvmir.Parse("fuzz.ll", src)
		if err == nil {
			if prog == nil || prog.Module == nil {
				t.Fatal("no error and no module")
			}
			return
		}
		if prog != nil {
			t.Fatal("both a program and an error")
		}
		var positioned *llvmir.Error
		var list llvmir.ErrorList
		if !errors.As(err, &positioned) && !errors.As(err, &list) {
			t.Fatalf("error is a %T, want *llvmir.Error or llvmir.ErrorList: %v", err, err)
		}
		for _, line := range strings.Split(err.Error(), "\n") {
			if !strings.HasPrefix(line, "fuzz.ll:") {
				t.Fatalf("error line does not name the file: %q", line)
			}
		}
	})
}
