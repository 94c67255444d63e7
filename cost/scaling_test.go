// Tests of FitScaling: each model recovered from its own values, and the simplest model kept where the values only wobble.
package cost

import (
	"math"
	"testing"
)

func TestFitScaling(t *testing.T) {
	nps := []int{4, 8, 16}
	for _, want := range []ScaleFit{
		{Model: ScaleConstant, A: 1999},
		{Model: ScaleInverse, B: 2000},
		{Model: ScaleLinear, A: 0.5, B: 0.0305},
		{Model: ScaleInversePlusConstant, A: 12, B: 300},
	} {
		ys := make([]float64, len(nps))
		for i, n := range nps {
			ys[i] = want.At(float64(n))
		}
		got := FitScaling(nps, ys)
		if got.Model != want.Model || math.Abs(got.A-want.A) > 1e-9*math.Abs(want.A)+1e-12 || math.Abs(got.B-want.B) > 1e-9*math.Abs(want.B)+1e-12 || got.MaxErr > 1e-12 {
			t.Errorf("values of %v: fitted %v (%+v)", want, got, got)
		}
		if got, want := got.At(64), want.At(64); math.Abs(got-want) > 1e-9*math.Abs(want) {
			t.Errorf("%v at 64 ranks: %g, want %g", want, got, want)
		}
	}
	// A count that wobbles by under 1 % (keys drawn at random) is a
	// constant, not a trend.
	if got := FitScaling(nps, []float64{1999, 2004, 1993}); got.Model != ScaleConstant || math.Abs(got.A-1998.7) > 0.5 {
		t.Errorf("1999, 2004, 1993: fitted %v (%+v), want a constant near 1998.7", got, got)
	}
	// One rank count: only the constant.
	if got := FitScaling([]int{4}, []float64{7}); got.Model != ScaleConstant || got.A != 7 {
		t.Errorf("7 at 4 ranks: fitted %+v, want the constant 7", got)
	}
}
