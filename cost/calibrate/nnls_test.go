// Tests of the NNLS solver: exact recovery, and agreement with an exhaustive search over active sets on random problems.
package calibrate

import (
	"math"
	"math/rand"
	"testing"
)

func residual(a [][]float64, b, x []float64) float64 {
	var s float64
	for i := range a {
		d := dot(a[i], x) - b[i]
		s += d * d
	}
	return s
}

func TestNNLSRecoversExactSolution(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	for trial := 0; trial < 50; trial++ {
		m, n := 7+rng.Intn(10), 1+rng.Intn(7)
		want := make([]float64, n)
		for j := range want {
			want[j] = 0.1 + rng.Float64()*5
		}
		a := make([][]float64, m)
		b := make([]float64, m)
		for i := range a {
			a[i] = make([]float64, n)
			for j := range a[i] {
				a[i][j] = rng.Float64() * 100
			}
			b[i] = dot(a[i], want)
		}
		x, err := NNLS(a, b, make([]float64, n))
		if err != nil {
			t.Fatal(err)
		}
		for j := range x {
			if math.Abs(x[j]-want[j]) > 1e-9*want[j] {
				t.Fatalf("trial %d: x = %v, want %v", trial, x, want)
			}
		}
	}
}

// bruteNNLS tries every set of unknowns held at their bound and keeps the
// feasible least-squares solution of smallest residual.
func bruteNNLS(a [][]float64, b, lower []float64) []float64 {
	n := len(lower)
	r := make([]float64, len(b))
	for i := range r {
		r[i] = b[i] - dot(a[i], lower)
	}
	var best []float64
	bestRes := math.Inf(1)
	for mask := 0; mask < 1<<n; mask++ {
		cols := make([]bool, n)
		for j := range cols {
			cols[j] = mask&(1<<j) != 0
		}
		y := lsq(a, r, cols)
		x := make([]float64, n)
		ok := true
		for j := range y {
			if y[j] < 0 {
				ok = false
			}
			x[j] = lower[j] + y[j]
		}
		if res := residual(a, b, x); ok && res < bestRes {
			best, bestRes = x, res
		}
	}
	return best
}

func TestNNLSMatchesExhaustiveSearch(t *testing.T) {
	rng := rand.New(rand.NewSource(2))
	bound := 0
	for trial := 0; trial < 300; trial++ {
		m, n := 5+rng.Intn(10), 1+rng.Intn(6)
		a := make([][]float64, m)
		b := make([]float64, m)
		lower := make([]float64, n)
		for j := range lower {
			lower[j] = rng.Float64() * 0.2
		}
		for i := range a {
			a[i] = make([]float64, n)
			for j := range a[i] {
				a[i][j] = rng.Float64()
			}
			b[i] = rng.Float64()*2 - 0.5
		}
		x, err := NNLS(a, b, lower)
		if err != nil {
			t.Fatal(err)
		}
		want := bruteNNLS(a, b, lower)
		for j := range x {
			if x[j] < lower[j]-1e-12 {
				t.Fatalf("trial %d: x[%d] = %g below its bound %g", trial, j, x[j], lower[j])
			}
			if x[j] == lower[j] {
				bound++
			}
		}
		if got, exp := residual(a, b, x), residual(a, b, want); got > exp*(1+1e-9)+1e-12 {
			t.Fatalf("trial %d: residual %g, exhaustive search finds %g (x %v, want %v)", trial, got, exp, x, want)
		}
	}
	if bound == 0 {
		t.Fatal("no trial had an unknown at its bound: the constraint was never tested")
	}
}

func TestNNLSErrors(t *testing.T) {
	if _, err := NNLS(nil, nil, nil); err == nil {
		t.Error("no rows accepted")
	}
	if _, err := NNLS([][]float64{{1, 2}, {1}}, []float64{1, 2}, []float64{0, 0}); err == nil {
		t.Error("ragged rows accepted")
	}
}
