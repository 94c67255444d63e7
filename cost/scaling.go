// Scaling: a quantity measured at several rank counts, fitted with paper 004's models (constant, linear, inverse, inverse plus constant) to give it at others.
package cost

import (
	"fmt"
	"math"
	"strconv"
)

// ScaleModel is the shape of a quantity over the rank count n.
type ScaleModel uint8

const (
	ScaleConstant            ScaleModel = iota // a
	ScaleInverse                               // b/n
	ScaleLinear                                // a + b·n
	ScaleInversePlusConstant                   // a + b/n
)

// ScaleFit is a fitted quantity y(n) = A + B·g(n), g(n) = n for the
// linear model, 1/n for the inverse ones, 0 for the constant.
type ScaleFit struct {
	Model ScaleModel
	A, B  float64
	// MaxErr is the largest error of the fit at the measured points,
	// relative to the measured value (absolute where that is 0).
	MaxErr float64
}

// At is the fit at n ranks.
func (f ScaleFit) At(n float64) float64 { return f.A + f.B*f.g(n) }

func (f ScaleFit) g(n float64) float64 {
	switch f.Model {
	case ScaleLinear:
		return n
	case ScaleInverse, ScaleInversePlusConstant:
		return 1 / n
	}
	return 0
}

// params is how many numbers the model fits.
func (m ScaleModel) params() int {
	if m == ScaleConstant || m == ScaleInverse {
		return 1
	}
	return 2
}

func (f ScaleFit) String() string {
	num := func(x float64) string { return strconv.FormatFloat(x, 'g', 4, 64) }
	var term string
	switch f.Model {
	case ScaleConstant:
		return num(f.A)
	case ScaleLinear:
		term = num(f.B) + "·np"
	default:
		term = num(f.B) + "/np"
	}
	if a := num(f.A); a != "0" && a != "-0" {
		return fmt.Sprintf("%s + %s", a, term)
	}
	return term
}

// scaleTolerance is the error below which a model with fewer numbers is
// preferred to one fitting more closely: noise in the measurements must
// not pick a trend.
const scaleTolerance = 0.01

// FitScaling fits ys, measured at the rank counts nps (at least one, all
// distinct), with each model by least squares and keeps the simplest one
// within scaleTolerance at every point, or else the closest.
func FitScaling(nps []int, ys []float64) ScaleFit {
	var best ScaleFit
	bestSet := false
	for _, m := range []ScaleModel{ScaleConstant, ScaleInverse, ScaleLinear, ScaleInversePlusConstant} {
		if m.params() > len(nps) {
			continue
		}
		f := leastSquares(m, nps, ys)
		switch {
		case !bestSet:
			best, bestSet = f, true
		case best.MaxErr <= scaleTolerance:
			return best
		case f.MaxErr < best.MaxErr:
			best = f
		}
	}
	return best
}

// leastSquares fits model m to the points: y = A + B·g(n) minimising the
// squared errors relative to y (so that small and large values weigh
// alike; absolute where y is 0).
func leastSquares(m ScaleModel, nps []int, ys []float64) ScaleFit {
	f := ScaleFit{Model: m}
	w := func(y float64) float64 {
		if y == 0 {
			return 1
		}
		return 1 / (y * y)
	}
	// Weighted normal equations over the basis (1, g) or one of them.
	var s11, s1g, sgg, s1y, sgy float64
	for i, n := range nps {
		g, y, wi := f.g(float64(n)), ys[i], w(ys[i])
		s11 += wi
		s1g += wi * g
		sgg += wi * g * g
		s1y += wi * y
		sgy += wi * g * y
	}
	switch m {
	case ScaleConstant:
		f.A = s1y / s11
	case ScaleInverse:
		if sgg > 0 {
			f.B = sgy / sgg
		}
	default:
		if det := s11*sgg - s1g*s1g; det != 0 {
			f.A = (s1y*sgg - sgy*s1g) / det
			f.B = (s11*sgy - s1g*s1y) / det
		} else {
			f.A = s1y / s11
		}
	}
	for i, n := range nps {
		e := math.Abs(f.At(float64(n)) - ys[i])
		if ys[i] != 0 {
			e /= math.Abs(ys[i])
		}
		f.MaxErr = max(f.MaxErr, e)
	}
	return f
}
