// NNLS: non-negative least squares (Lawson and Hanson), which solves for the per-class CPIs.
package calibrate

import (
	"errors"
	"math"
)

// NNLS returns x ≥ lower minimizing ‖A·x − b‖₂ (A is m×n, row-major rows),
// by Lawson and Hanson's active-set method on y = x − lower ≥ 0. Columns
// that are all zero get their lower bound.
func NNLS(a [][]float64, b []float64, lower []float64) ([]float64, error) {
	m := len(a)
	if m == 0 || len(b) != m {
		return nil, errors.New("nnls: no rows, or as many right-hand sides as rows")
	}
	n := len(a[0])
	if len(lower) != n {
		return nil, errors.New("nnls: one lower bound per column")
	}
	for _, row := range a {
		if len(row) != n {
			return nil, errors.New("nnls: rows of different lengths")
		}
	}
	// r = b − A·lower: what y must explain.
	r := make([]float64, m)
	for i := range r {
		r[i] = b[i] - dot(a[i], lower)
	}
	var scale float64
	for i := range a {
		for _, v := range a[i] {
			scale = math.Max(scale, math.Abs(v))
		}
	}
	tol := 1e-12 * scale * float64(m*n)

	y := make([]float64, n)
	passive := make([]bool, n)
	grad := func() []float64 { // Aᵀ(r − A·y)
		res := make([]float64, m)
		for i := range res {
			res[i] = r[i] - dot(a[i], y)
		}
		w := make([]float64, n)
		for j := range w {
			for i := range res {
				w[j] += a[i][j] * res[i]
			}
		}
		return w
	}
	for iter := 0; iter < 3*n+10; iter++ {
		w := grad()
		t, best := -1, tol
		for j := range w {
			if !passive[j] && w[j] > best {
				t, best = j, w[j]
			}
		}
		if t < 0 {
			break
		}
		passive[t] = true
		for inner := 0; ; inner++ {
			if inner > 3*n+10 {
				return nil, errors.New("nnls: no convergence")
			}
			z := lsq(a, r, passive)
			feasible := true
			for j := range z {
				if passive[j] && z[j] <= 0 {
					feasible = false
				}
			}
			if feasible {
				copy(y, z)
				break
			}
			alpha := math.Inf(1)
			for j := range z {
				if passive[j] && z[j] <= 0 {
					alpha = math.Min(alpha, y[j]/(y[j]-z[j]))
				}
			}
			for j := range y {
				y[j] += alpha * (z[j] - y[j])
				if passive[j] && y[j] <= 1e-15*math.Max(1, math.Abs(z[j])) {
					passive[j], y[j] = false, 0
				}
			}
		}
	}
	x := make([]float64, n)
	for j := range x {
		x[j] = lower[j] + y[j]
	}
	return x, nil
}

func dot(u, v []float64) float64 {
	var s float64
	for i := range u {
		s += u[i] * v[i]
	}
	return s
}

// lsq solves the unconstrained least-squares problem on the columns in
// cols (the others' unknowns are 0) by Householder QR, which stays
// accurate when columns are nearly collinear (loop overhead makes the
// kernels' integer, memory and branch counts so).
func lsq(a [][]float64, b []float64, cols []bool) []float64 {
	m, n := len(a), len(cols)
	var idx []int
	for j, on := range cols {
		if on {
			idx = append(idx, j)
		}
	}
	k := len(idx)
	q := make([][]float64, m) // m × k working copy
	for i := range q {
		q[i] = make([]float64, k)
		for c, j := range idx {
			q[i][c] = a[i][j]
		}
	}
	rhs := append([]float64(nil), b...)
	for c := 0; c < k && c < m; c++ {
		var norm float64
		for i := c; i < m; i++ {
			norm += q[i][c] * q[i][c]
		}
		norm = math.Sqrt(norm)
		if norm == 0 {
			continue
		}
		if q[c][c] > 0 {
			norm = -norm
		}
		v := make([]float64, m)
		v[c] = q[c][c] - norm
		for i := c + 1; i < m; i++ {
			v[i] = q[i][c]
		}
		vv := 0.0
		for i := c; i < m; i++ {
			vv += v[i] * v[i]
		}
		if vv == 0 {
			continue
		}
		apply := func(col func(i int) *float64) {
			var s float64
			for i := c; i < m; i++ {
				s += v[i] * *col(i)
			}
			s *= 2 / vv
			for i := c; i < m; i++ {
				*col(i) -= s * v[i]
			}
		}
		for cc := c; cc < k; cc++ {
			apply(func(i int) *float64 { return &q[i][cc] })
		}
		apply(func(i int) *float64 { return &rhs[i] })
	}
	// Back substitution on the upper triangle; a zero pivot (an all-zero
	// column) leaves its unknown at 0.
	sol := make([]float64, k)
	for c := min(k, m) - 1; c >= 0; c-- {
		s := rhs[c]
		for cc := c + 1; cc < k; cc++ {
			s -= q[c][cc] * sol[cc]
		}
		if q[c][c] != 0 {
			sol[c] = s / q[c][c]
		}
	}
	x := make([]float64, n)
	for c, j := range idx {
		x[j] = sol[c]
	}
	return x
}
