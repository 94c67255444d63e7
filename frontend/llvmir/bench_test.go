// BenchmarkParse: the cost of the loader's checks over llir's bare parse.
package llvmir_test

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/llir/llvm/asm"
	"github.com/mpiskel/mpiskel/frontend/llvmir"
)

// BenchmarkParse parses the largest app IR with the loader and reports
// overhead-ratio: its time over llir's asm.ParseString alone on the same
// text. The two alternate in every iteration so that load from other
// processes falls on both alike; the lexical pre-check and the type check
// should stay a small fraction of parsing.
func BenchmarkParse(b *testing.B) {
	src, err := os.ReadFile(filepath.Join(appsDir, "cg.O0.ll"))
	if err != nil {
		b.Fatal(err)
	}
	var loader, baseline time.Duration
	b.SetBytes(int64(len(src)))
	for b.Loop() {
		start := time.Now()
		if _, err := llvmir.Parse("cg.O0.ll", src); err != nil {
			b.Fatal(err)
		}
		loader += time.Since(start)
		b.StopTimer()
		start = time.Now()
		if _, err := asm.ParseString("cg.O0.ll", string(src)); err != nil {
			b.Fatal(err)
		}
		baseline += time.Since(start)
		b.StartTimer()
	}
	b.ReportMetric(float64(loader)/float64(baseline), "overhead-ratio")
}
