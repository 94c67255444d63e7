// Benchmarks of the libc hot paths, each reporting its cost as a ratio to a Go baseline doing comparable work in the same run.
package interp

import (
	"math"
	"strconv"
	"testing"
	"time"
)

// ratioBench times f and baseline over the same number of iterations and
// reports f's cost relative to the baseline.
func ratioBench(b *testing.B, f, baseline func(i int)) {
	b.Helper()
	start := time.Now()
	for i := 0; i < b.N; i++ {
		baseline(i)
	}
	base := time.Since(start)
	b.ResetTimer()
	start = time.Now()
	for i := 0; i < b.N; i++ {
		f(i)
	}
	own := time.Since(start)
	if base > 0 {
		b.ReportMetric(float64(own)/float64(base), "x-baseline")
	}
}

// BenchmarkPrintfLine formats a typical output line; the baseline builds
// the same text with strconv.
func BenchmarkPrintfLine(b *testing.B) {
	p, _, _ := libcTestProcess()
	name := cstr(b, p, "rank")
	args := []uint64{7, name, math.Float64bits(3.14159), math.Float64bits(2.5e-7), 123456}
	var sink []byte
	ratioBench(b, func(i int) {
		out, _, err := p.sprintf("%d %s %.6f %e %8d\n", &directArgs{args: args})
		if err != nil {
			b.Fatal(err)
		}
		sink = out
	}, func(i int) {
		buf := sink[:0]
		buf = strconv.AppendInt(buf, 7, 10)
		buf = append(buf, " rank "...)
		buf = strconv.AppendFloat(buf, 3.14159, 'f', 6, 64)
		buf = append(buf, ' ')
		buf = strconv.AppendFloat(buf, 2.5e-7, 'e', 6, 64)
		buf = append(buf, "   123456\n"...)
		sink = buf
	})
}

var benchSink float64

// BenchmarkLibmExp compares the correctly rounded exp with Go's math.Exp.
func BenchmarkLibmExp(b *testing.B) {
	libmInit()
	ratioBench(b, func(i int) { benchSink += libmExp(float64(i%1000) * 0.013) },
		func(i int) { benchSink += math.Exp(float64(i%1000) * 0.013) })
}

// BenchmarkLibmSin compares the correctly rounded sin with Go's math.Sin.
func BenchmarkLibmSin(b *testing.B) {
	libmInit()
	ratioBench(b, func(i int) { benchSink += libmSin(float64(i%1000) * 0.037) },
		func(i int) { benchSink += math.Sin(float64(i%1000) * 0.037) })
}

// BenchmarkLibmPow compares the correctly rounded pow with Go's math.Pow.
func BenchmarkLibmPow(b *testing.B) {
	libmInit()
	ratioBench(b, func(i int) { benchSink += libmPow(1+float64(i%1000)*0.01, 2.37) },
		func(i int) { benchSink += math.Pow(1+float64(i%1000)*0.01, 2.37) })
}
