// Correctly rounded (in practice) elementary functions: exp, log, pow, trigonometric and hyperbolic functions evaluated in double-double arithmetic.
package interp

import (
	"math"
	"math/big"
	"sync"
)

// glibc 2.36's exp, log, pow, sin, cos and their relatives are accurate to
// about 0.5 ulp, so their results are the correctly rounded ones for all but
// rare inputs. Go's math package is accurate to about 1 ulp (worse for log
// of subnormals on amd64, log2 near 1, acos near 1, sinh near overflow), so
// these functions are evaluated here with about 104 bits of precision, in
// double-double arithmetic (Dekker 1971; the addition and multiplication
// are those of Hida, Li and Bailey's QD library), and rounded once.

// dd is the unevaluated sum hi+lo, with |lo| <= ulp(hi)/2.
type dd struct{ hi, lo float64 }

func ddOf(x float64) dd { return dd{x, 0} }

// twoSum returns a+b exactly as a double-double (Knuth).
func twoSum(a, b float64) dd {
	s := a + b
	bb := s - a
	return dd{s, (a - (s - bb)) + (b - bb)}
}

// fastTwoSum is twoSum for |a| >= |b|.
func fastTwoSum(a, b float64) dd {
	s := a + b
	return dd{s, b - (s - a)}
}

// twoProd returns a*b exactly (barring underflow), using a fused multiply-add.
func twoProd(a, b float64) dd {
	p := a * b
	return dd{p, math.FMA(a, b, -p)}
}

func (x dd) add(y dd) dd {
	s := twoSum(x.hi, y.hi)
	t := twoSum(x.lo, y.lo)
	s.lo += t.hi
	s = fastTwoSum(s.hi, s.lo)
	s.lo += t.lo
	return fastTwoSum(s.hi, s.lo)
}

func (x dd) neg() dd     { return dd{-x.hi, -x.lo} }
func (x dd) sub(y dd) dd { return x.add(y.neg()) }
func (x dd) addF(y float64) dd {
	s := twoSum(x.hi, y)
	s.lo += x.lo
	return fastTwoSum(s.hi, s.lo)
}

func (x dd) mul(y dd) dd {
	p := twoProd(x.hi, y.hi)
	p.lo += x.hi*y.lo + x.lo*y.hi
	return fastTwoSum(p.hi, p.lo)
}

func (x dd) mulF(y float64) dd {
	p := twoProd(x.hi, y)
	p.lo += x.lo * y
	return fastTwoSum(p.hi, p.lo)
}

func (x dd) div(y dd) dd {
	q1 := x.hi / y.hi
	r := x.sub(y.mulF(q1))
	q2 := r.hi / y.hi
	r = r.sub(y.mulF(q2))
	q3 := r.hi / y.hi
	return fastTwoSum(q1, q2).addF(q3)
}

// scale multiplies by 2^e exactly (for results in the normal range).
func (x dd) scale(e int) dd { return dd{math.Ldexp(x.hi, e), math.Ldexp(x.lo, e)} }

func (x dd) sqrt() dd {
	if x.hi <= 0 {
		return ddOf(math.Sqrt(x.hi))
	}
	s := math.Sqrt(x.hi)
	r := x.sub(twoProd(s, s))
	return fastTwoSum(s, r.hi/(2*s))
}

// round is the double nearest to hi+lo.
func (x dd) round() float64 { return x.hi + x.lo }

// roundScaled is the double nearest to x·2^e, rounding once even when the
// result is subnormal (where scaling the rounded double would round twice).
func (x dd) roundScaled(e int) float64 {
	r := math.Ldexp(x.hi+x.lo, e)
	if r != 0 && math.Abs(r) >= 0x1p-1022 || math.IsInf(r, 0) || x.hi == 0 {
		return r
	}
	b := new(big.Float).SetPrec(2100).SetFloat64(x.hi)
	b.Add(b, new(big.Float).SetFloat64(x.lo))
	b.SetMantExp(b, e)
	f, _ := b.Float64()
	return f
}

// libm holds the constants, computed once with math/big rather than typed
// in, so each is right to its last bit.
var libm struct {
	once      sync.Once
	ln2       [3]float64 // ln 2 as three doubles
	ln2dd     dd
	invLn2    dd
	invLn10   dd
	pio2      [3]float64 // pi/2 as three doubles
	pio2dd    dd
	pi        dd
	exp2Table [64]dd // 2^(j/64)
	logTable  [48]dd // log(j/32) for j in 16..47
	sinTable  [52]dd // sin(j/64)
	cosTable  [52]dd
	invFact   [16]dd // 1/k!
	invOdd    [16]dd // 1/(2k+1)
	bigPiOnce sync.Once
	bigPi     *big.Float // pi to 2300 bits, for reducing huge arguments
	bigPiPrec uint
}

const libmPrec = 300

func bigOf(x float64) *big.Float { return new(big.Float).SetPrec(libmPrec).SetFloat64(x) }

// bigAtanh sums u + u³/3 + u⁵/5 + ... (|u| < 1/2).
func bigAtanh(u *big.Float, prec uint) *big.Float {
	sum := new(big.Float).SetPrec(prec).Set(u)
	u2 := new(big.Float).SetPrec(prec).Mul(u, u)
	term := new(big.Float).SetPrec(prec).Set(u)
	eps := new(big.Float).SetPrec(prec).SetMantExp(big.NewFloat(1), -int(prec)-8)
	for k := 3; ; k += 2 {
		term.Mul(term, u2)
		t := new(big.Float).SetPrec(prec).Quo(term, new(big.Float).SetInt64(int64(k)))
		sum.Add(sum, t)
		if new(big.Float).Abs(t).Cmp(eps) < 0 {
			return sum
		}
	}
}

// bigAtan sums u - u³/3 + u⁵/5 - ... (|u| < 1/2).
func bigAtan(u *big.Float, prec uint) *big.Float {
	sum := new(big.Float).SetPrec(prec).Set(u)
	u2 := new(big.Float).SetPrec(prec).Mul(u, u)
	u2.Neg(u2)
	term := new(big.Float).SetPrec(prec).Set(u)
	eps := new(big.Float).SetPrec(prec).SetMantExp(big.NewFloat(1), -int(prec)-8)
	for k := 3; ; k += 2 {
		term.Mul(term, u2)
		t := new(big.Float).SetPrec(prec).Quo(term, new(big.Float).SetInt64(int64(k)))
		sum.Add(sum, t)
		if new(big.Float).Abs(t).Cmp(eps) < 0 {
			return sum
		}
	}
}

// bigPiTo computes pi by Machin's formula, 16 atan(1/5) - 4 atan(1/239).
func bigPiTo(prec uint) *big.Float {
	one := new(big.Float).SetPrec(prec).SetInt64(1)
	a := bigAtan(new(big.Float).SetPrec(prec).Quo(one, big.NewFloat(5)), prec)
	b := bigAtan(new(big.Float).SetPrec(prec).Quo(one, big.NewFloat(239)), prec)
	a.Mul(a, big.NewFloat(16))
	b.Mul(b, big.NewFloat(4))
	return a.Sub(a, b)
}

// bigLog is log(c) = 2 atanh((c-1)/(c+1)) for c near 1.
func bigLog(c *big.Float) *big.Float {
	num := new(big.Float).SetPrec(libmPrec).Sub(c, big.NewFloat(1))
	den := new(big.Float).SetPrec(libmPrec).Add(c, big.NewFloat(1))
	r := bigAtanh(num.Quo(num, den), libmPrec)
	return r.Mul(r, big.NewFloat(2))
}

// bigSeries sums the Taylor series of exp (kind 0), sin (1) or cos (2) at x.
func bigSeries(x *big.Float, kind int) *big.Float {
	sum := new(big.Float).SetPrec(libmPrec)
	term := new(big.Float).SetPrec(libmPrec).SetInt64(1)
	start := 0
	if kind == 1 {
		term.Set(x)
		start = 1
	}
	eps := new(big.Float).SetMantExp(big.NewFloat(1), -libmPrec-8)
	for k := start; ; {
		sum.Add(sum, term)
		step := 1
		if kind != 0 {
			step = 2
		}
		for i := 0; i < step; i++ {
			k++
			term.Mul(term, x)
			term.Quo(term, new(big.Float).SetInt64(int64(k)))
		}
		if kind != 0 {
			term.Neg(term)
		}
		if new(big.Float).Abs(term).Cmp(eps) < 0 {
			return sum
		}
	}
}

func splitBig(x *big.Float, parts []float64) {
	r := new(big.Float).SetPrec(libmPrec).Set(x)
	for i := range parts {
		parts[i], _ = r.Float64()
		r.Sub(r, new(big.Float).SetFloat64(parts[i]))
	}
}

func ddFromBig(x *big.Float) dd {
	var p [2]float64
	splitBig(x, p[:])
	return dd{p[0], p[1]}
}

func initLibm() {
	ln2 := bigLog(big.NewFloat(2).SetPrec(libmPrec))
	// log 2 = 2 atanh(1/3) converges well; bigLog(2) is that.
	splitBig(ln2, libm.ln2[:])
	libm.ln2dd = ddFromBig(ln2)
	one := new(big.Float).SetPrec(libmPrec).SetInt64(1)
	libm.invLn2 = ddFromBig(new(big.Float).SetPrec(libmPrec).Quo(one, ln2))
	// log 10 = 3 log 2 + log 1.25
	ln10 := bigLog(new(big.Float).SetPrec(libmPrec).SetFloat64(1.25))
	ln10.Add(ln10, new(big.Float).SetPrec(libmPrec).Mul(ln2, big.NewFloat(3)))
	libm.invLn10 = ddFromBig(new(big.Float).SetPrec(libmPrec).Quo(one, ln10))
	pi := bigPiTo(libmPrec)
	pio2 := new(big.Float).SetPrec(libmPrec).Quo(pi, big.NewFloat(2))
	splitBig(pio2, libm.pio2[:])
	libm.pio2dd = ddFromBig(pio2)
	libm.pi = ddFromBig(pi)
	for j := range libm.exp2Table {
		x := new(big.Float).SetPrec(libmPrec).Mul(ln2, big.NewFloat(float64(j)/64))
		libm.exp2Table[j] = ddFromBig(bigSeries(x, 0))
	}
	for j := 16; j < len(libm.logTable); j++ {
		libm.logTable[j] = ddFromBig(bigLog(bigOf(float64(j) / 32)))
	}
	for j := range libm.sinTable {
		x := bigOf(float64(j) / 64)
		libm.sinTable[j] = ddFromBig(bigSeries(x, 1))
		libm.cosTable[j] = ddFromBig(bigSeries(x, 2))
	}
	f := new(big.Float).SetPrec(libmPrec).SetInt64(1)
	for k := range libm.invFact {
		if k > 0 {
			f.Mul(f, big.NewFloat(float64(k)))
		}
		libm.invFact[k] = ddFromBig(new(big.Float).SetPrec(libmPrec).Quo(one, f))
		libm.invOdd[k] = ddFromBig(new(big.Float).SetPrec(libmPrec).Quo(one, big.NewFloat(float64(2*k+1))))
	}
}

func libmInit() { libm.once.Do(initLibm) }

// expKernel returns e^x as m·2^k for a double-double x with |x| < 746:
// x = (64k' + j)·ln2/64 + r with |r| <= ln2/128, e^r by its Taylor series.
func expKernel(x dd) (dd, int) {
	n := math.Round(x.hi * 64 / math.Ln2)
	// r = x - n·ln2/64, with ln2/64 in three parts: n·ln2[0]/64 is exact.
	r := x.sub(twoProd(n, libm.ln2[0]/64))
	r = r.sub(twoProd(n, libm.ln2[1]/64))
	r = r.addF(-n * libm.ln2[2] / 64)
	s := expm1Series(r)
	j := int(n) & 63
	k := (int(n) - j) / 64
	return libm.exp2Table[j].mul(s.addF(1)), k
}

// expm1Series is e^r - 1 for |r| <= 0.0055, relative to r.
func expm1Series(r dd) dd {
	p := libm.invFact[11]
	for k := 10; k >= 1; k-- {
		p = p.mul(r).add(libm.invFact[k])
	}
	return p.mul(r)
}

func libmExp(x float64) float64 {
	switch {
	case math.IsNaN(x):
		return x
	case x > 709.8:
		return math.Inf(1)
	case x < -745.2:
		return 0
	case math.Abs(x) < 0x1p-60:
		return 1 + x
	}
	libmInit()
	m, k := expKernel(ddOf(x))
	return m.roundScaled(k)
}

func libmExp2(x float64) float64 {
	switch {
	case math.IsNaN(x):
		return x
	case x >= 1024:
		return math.Inf(1)
	case x < -1080:
		return 0
	case x == math.Trunc(x):
		return math.Ldexp(1, int(x))
	}
	libmInit()
	m, k := expKernel(libm.ln2dd.mulF(x))
	return m.roundScaled(k)
}

// logKernel is log(x) for a positive normal double-double x: x = 2^e·m with
// m near c = j/32, log m = log c + 2 atanh((m-c)/(m+c)).
func logKernel(x dd) dd {
	_, e := math.Frexp(x.hi)
	m := x.scale(-e) // in [0.5, 1)
	if m.hi < 0.7 {
		m = m.scale(1)
		e--
	}
	j := int(math.Round(m.hi * 32))
	c := float64(j) / 32
	u := m.addF(-c).div(m.addF(c))
	u2 := u.mul(u)
	p := libm.invOdd[10]
	for k := 9; k >= 0; k-- {
		p = p.mul(u2).add(libm.invOdd[k])
	}
	lm := p.mul(u).scale(1).add(libm.logTable[j])
	if e == 0 {
		return lm
	}
	fe := float64(e)
	l := twoProd(fe, libm.ln2[0]).add(twoProd(fe, libm.ln2[1])).addF(fe * libm.ln2[2])
	return l.add(lm)
}

// logArg handles the special cases of the log family and scales subnormals
// into the normal range; ok is false when special is the answer.
func logArg(x float64) (arg dd, extra int, special float64, ok bool) {
	switch {
	case math.IsNaN(x):
		return dd{}, 0, x, false
	case x < 0:
		return dd{}, 0, math.NaN(), false
	case x == 0:
		return dd{}, 0, math.Inf(-1), false
	case math.IsInf(x, 1):
		return dd{}, 0, x, false
	case x == 1:
		return dd{}, 0, 0, false
	}
	if x < 0x1p-1022 {
		return ddOf(x * 0x1p64), -64, 0, true
	}
	return ddOf(x), 0, 0, true
}

func logWithExtra(a dd, extra int) dd {
	l := logKernel(a)
	if extra != 0 {
		fe := float64(extra)
		l = l.add(twoProd(fe, libm.ln2[0]).add(twoProd(fe, libm.ln2[1])))
	}
	return l
}

func libmLog(x float64) float64 {
	a, extra, special, ok := logArg(x)
	if !ok {
		return special
	}
	libmInit()
	return logWithExtra(a, extra).round()
}

func libmLog2(x float64) float64 {
	a, extra, special, ok := logArg(x)
	if !ok {
		return special
	}
	if f, e := math.Frexp(x); f == 0.5 {
		return float64(e - 1) // exact powers of two
	}
	libmInit()
	return logWithExtra(a, extra).mul(libm.invLn2).round()
}

func isOddInteger(y float64) bool {
	if y != math.Trunc(y) || math.Abs(y) >= 0x1p53 {
		return false
	}
	return math.Mod(y, 2) != 0
}

func libmPow(x, y float64) float64 {
	switch {
	case y == 0 || x == 1:
		return 1
	case math.IsNaN(x) || math.IsNaN(y) || math.IsInf(x, 0) || math.IsInf(y, 0) || x == 0:
		return math.Pow(x, y) // C99's special cases, which Go's Pow follows
	case x < 0 && y != math.Trunc(y):
		return math.NaN()
	case y == 1:
		return x
	}
	libmInit()
	sign := 1.0
	if x < 0 && isOddInteger(y) {
		sign = -1
	}
	if x == -1 {
		return sign
	}
	a, extra, _, _ := logArg(math.Abs(x))
	l := logWithExtra(a, extra)
	if est := l.hi * y; est > 710 || est < -746 {
		if est > 0 {
			return sign * math.Inf(1)
		}
		return sign * 0
	}
	t := l.mul(ddOf(y))
	switch {
	case t.hi > 709.8:
		return sign * math.Inf(1)
	case t.hi < -745.2:
		return sign * 0
	}
	m, k := expKernel(t)
	return sign * m.roundScaled(k)
}

// Trigonometric functions.

// reduceHalfPi returns r and n with x = n·π/2 + r, |r| <= π/4.
func reduceHalfPi(x float64) (dd, int) {
	if math.Abs(x) <= math.Pi/4 {
		return ddOf(x), 0
	}
	if math.Abs(x) < 0x1p26 {
		n := math.Round(x / (math.Pi / 2))
		r := ddOf(x).sub(twoProd(n, libm.pio2[0]))
		r = r.sub(twoProd(n, libm.pio2[1]))
		r = r.addF(-n * libm.pio2[2])
		return r, int(int64(n) & 3)
	}
	return reduceHuge(x)
}

// reduceHuge reduces a large argument with π to enough bits that the
// remainder keeps 106 bits whatever its size (the classic worst cases need
// about 60 bits below x's last bit, so 2300 bits cover every double).
func reduceHuge(x float64) (dd, int) {
	libm.bigPiOnce.Do(func() {
		libm.bigPiPrec = 2300
		libm.bigPi = bigPiTo(libm.bigPiPrec)
	})
	prec := libm.bigPiPrec
	bx := new(big.Float).SetPrec(prec).SetFloat64(x)
	half := new(big.Float).SetPrec(prec).Quo(libm.bigPi, big.NewFloat(2))
	q := new(big.Float).SetPrec(prec).Quo(bx, half)
	// round q to the nearest integer
	qi, _ := new(big.Float).SetPrec(prec).Add(q, big.NewFloat(math.Copysign(0.5, x))).Int(nil)
	nf := new(big.Float).SetPrec(prec).SetInt(qi)
	r := new(big.Float).SetPrec(prec).Sub(bx, nf.Mul(nf, half))
	n := new(big.Int).And(qi, big.NewInt(3)).Int64()
	return ddFromBig(r), int(n)
}

// sinCosKernel returns sin r and cos r for |r| <= π/4 + a little:
// r = a + t with a = j/64 from the tables and |t| <= 1/128.
func sinCosKernel(r dd) (dd, dd) {
	neg := r.hi < 0
	if neg {
		r = r.neg()
	}
	j := int(math.Round(r.hi * 64))
	t := r.addF(-float64(j) / 64)
	t2 := t.mul(t)
	// sin t = t(1 - t²/3! + t⁴/5! - ...), cos t = 1 - t²/2! + t⁴/4! - ...
	sp := libm.invFact[13]
	cp := libm.invFact[14]
	for k := 11; k >= 1; k -= 2 {
		sp = libm.invFact[k].sub(t2.mul(sp))
		cp = libm.invFact[k+1].sub(t2.mul(cp))
	}
	st := sp.mul(t)
	ct := ddOf(1).sub(t2.mul(cp))
	if j >= len(libm.sinTable) {
		j = len(libm.sinTable) - 1
	}
	sa, ca := libm.sinTable[j], libm.cosTable[j]
	s := sa.mul(ct).add(ca.mul(st))
	c := ca.mul(ct).sub(sa.mul(st))
	if neg {
		s = s.neg()
	}
	return s, c
}

// sinCos returns sin x and cos x as double-doubles.
func sinCos(x float64) (dd, dd) {
	r, n := reduceHalfPi(x)
	s, c := sinCosKernel(r)
	switch n & 3 {
	case 1:
		s, c = c, s.neg()
	case 2:
		s, c = s.neg(), c.neg()
	case 3:
		s, c = c.neg(), s
	}
	return s, c
}

func libmSin(x float64) float64 {
	if math.IsNaN(x) || math.IsInf(x, 0) {
		return math.NaN()
	}
	if math.Abs(x) < 0x1p-27 {
		return x
	}
	libmInit()
	s, _ := sinCos(x)
	return s.round()
}

func libmCos(x float64) float64 {
	if math.IsNaN(x) || math.IsInf(x, 0) {
		return math.NaN()
	}
	if math.Abs(x) < 0x1p-28 {
		return 1
	}
	libmInit()
	_, c := sinCos(x)
	return c.round()
}

func libmTan(x float64) float64 {
	if math.IsNaN(x) || math.IsInf(x, 0) {
		return math.NaN()
	}
	if math.Abs(x) < 0x1p-27 {
		return x
	}
	libmInit()
	s, c := sinCos(x)
	return s.div(c).round()
}

// refineAtan improves y ≈ atan2(b, a) by Newton steps on a·sin y - b·cos y,
// with a and b scaled to magnitudes near 1.
func refineAtan(y dd, a, b float64, steps int) dd {
	for i := 0; i < steps; i++ {
		s, c := sinCosDD(y)
		f := s.mulF(a).sub(c.mulF(b))
		fp := c.mulF(a).add(s.mulF(b))
		y = y.sub(f.div(fp))
	}
	return y
}

// sinCosDD is sinCos of a double-double with |y| <= π + a little.
func sinCosDD(y dd) (dd, dd) {
	n := math.Round(y.hi / (math.Pi / 2))
	r := y.sub(twoProd(n, libm.pio2[0])).sub(twoProd(n, libm.pio2[1])).addF(-n * libm.pio2[2])
	s, c := sinCosKernel(r)
	switch int(int64(n) & 3) {
	case 1:
		s, c = c, s.neg()
	case 2:
		s, c = s.neg(), c.neg()
	case 3:
		s, c = c.neg(), s
	}
	return s, c
}

func libmAtan(x float64) float64 {
	switch {
	case math.IsNaN(x) || math.Abs(x) < 0x1p-27:
		return x
	case math.Abs(x) > 0x1p60:
		libmInit()
		return libm.pio2dd.addF(-1/math.Abs(x)).round() * sign(x)
	}
	libmInit()
	return refineAtan(ddOf(math.Atan(x)), 1, x, 2).round()
}

func sign(x float64) float64 {
	if math.Signbit(x) {
		return -1
	}
	return 1
}

func libmAtan2(y, x float64) float64 {
	if math.IsNaN(x) || math.IsNaN(y) || math.IsInf(x, 0) || math.IsInf(y, 0) || x == 0 || y == 0 {
		return math.Atan2(y, x) // C99's special cases, which Go's Atan2 follows
	}
	libmInit()
	// Scale both by the same power of two so the larger is near 1.
	_, ex := math.Frexp(x)
	_, ey := math.Frexp(y)
	e := max(ex, ey)
	xs, ys := math.Ldexp(x, -e), math.Ldexp(y, -e)
	switch {
	case math.Abs(ys) < 0x1p-60*math.Abs(xs):
		q := ddOf(y).div(ddOf(x))
		if x > 0 {
			return y / x
		}
		return libm.pi.mulF(sign(y)).add(q).round()
	case math.Abs(xs) < 0x1p-60*math.Abs(ys):
		return libm.pio2dd.mulF(sign(y)).sub(ddOf(x).div(ddOf(y))).round()
	}
	return refineAtan(ddOf(math.Atan2(y, x)), xs, ys, 2).round()
}

// asinKernel is asin z for |z| <= 1/2, by Newton steps on sin w = z.
func asinKernel(z dd) dd {
	w := ddOf(math.Asin(z.hi))
	for i := 0; i < 2; i++ {
		s, c := sinCosKernel(w)
		w = w.sub(s.sub(z).div(c))
	}
	return w
}

// halfAngle is sqrt((1-|x|)/2) as a double-double (1-|x| is exact for |x| >= 1/2).
func halfAngle(x float64) dd { return ddOf((1 - math.Abs(x)) / 2).sqrt() }

func libmAsin(x float64) float64 {
	switch {
	case math.IsNaN(x) || math.Abs(x) < 0x1p-27:
		return x
	case math.Abs(x) > 1:
		return math.NaN()
	}
	libmInit()
	if math.Abs(x) <= 0.5 {
		return asinKernel(ddOf(x)).round()
	}
	// asin x = π/2 - 2 asin(sqrt((1-x)/2))
	r := libm.pio2dd.sub(asinKernel(halfAngle(x)).scale(1))
	return r.round() * sign(x)
}

func libmAcos(x float64) float64 {
	switch {
	case math.IsNaN(x):
		return x
	case math.Abs(x) > 1:
		return math.NaN()
	case x == 1:
		return 0
	}
	libmInit()
	switch {
	case math.Abs(x) <= 0.5:
		return libm.pio2dd.sub(asinKernel(ddOf(x))).round()
	case x > 0:
		return asinKernel(halfAngle(x)).scale(1).round()
	}
	return libm.pi.sub(asinKernel(halfAngle(x)).scale(1)).round()
}

func libmCbrt(x float64) float64 {
	if math.IsNaN(x) || math.IsInf(x, 0) || x == 0 {
		return x
	}
	f, e := math.Frexp(math.Abs(x))
	// x = f·2^e = (f·2^(e mod 3))·2^(3k)
	k := e / 3
	if e%3 < 0 {
		k--
	}
	m := math.Ldexp(f, e-3*k)
	y := math.Cbrt(m)
	for i := 0; i < 2; i++ {
		y3 := twoProd(y, y).mulF(y)
		y = y - y3.addF(-m).hi/(3*y*y)
	}
	// one more step in double-double, then round
	yd := ddOf(y)
	y3 := yd.mul(yd).mul(yd)
	corr := y3.addF(-m).div(yd.mul(yd).mulF(3))
	return sign(x) * yd.sub(corr).roundScaled(k)
}

func libmHypot(x, y float64) float64 {
	switch {
	case math.IsInf(x, 0) || math.IsInf(y, 0):
		return math.Inf(1)
	case math.IsNaN(x) || math.IsNaN(y):
		return math.NaN()
	}
	x, y = math.Abs(x), math.Abs(y)
	if x < y {
		x, y = y, x
	}
	if y == 0 {
		return x
	}
	_, e := math.Frexp(x)
	xs, ys := math.Ldexp(x, -e), math.Ldexp(y, -e)
	if ys < 0x1p-60 {
		return x // y adds less than a quarter ulp
	}
	s := twoProd(xs, xs).add(twoProd(ys, ys)).sqrt()
	return s.roundScaled(e)
}

// The functions glibc 2.36 still takes from fdlibm (log10, sinh, cosh,
// tanh, asinh, acosh) are computed here by fdlibm's formulas, in fdlibm's
// order of operations, on top of the correctly rounded exp and log that
// glibc's versions call, and of Go's expm1 and log1p, which are
// translations of the same fdlibm code glibc uses. That reproduces glibc's
// results, rounding errors included, where a correctly rounded result would
// differ from them in the last bit for several percent of the arguments.

// log10 splits log10(2) so that k·log10_2hi is exact for any exponent k.
var log10Consts = sync.OnceValue(func() [3]float64 {
	libmInit()
	l2 := libm.ln2dd.mul(libm.invLn10) // log10(2)
	hi := math.Float64frombits(math.Float64bits(l2.hi) &^ (1<<13 - 1))
	lo := l2.addF(-hi).round()
	return [3]float64{libm.invLn10.round(), hi, lo}
})

func libmLog10(x float64) float64 {
	switch {
	case math.IsNaN(x) || math.IsInf(x, 1):
		return x
	case x == 0:
		return math.Inf(-1)
	case x < 0:
		return math.NaN()
	}
	c := log10Consts()
	ivln10, log10_2hi, log10_2lo := c[0], c[1], c[2]
	k := 0
	if x < 0x1p-1022 {
		k -= 54
		x *= 0x1p54
	}
	bits := math.Float64bits(x)
	k += int(bits>>52) - 1023
	// x = 2^k·m with m in [1, 2), or [0.5, 1) when k < 0 (then k+1, m/2... as fdlibm does)
	i := 0
	if k < 0 {
		i = 1
	}
	y := float64(k + i)
	m := math.Float64frombits(bits&(1<<52-1) | uint64(0x3ff-i)<<52)
	z := y*log10_2lo + ivln10*libmLog(m)
	return z + y*log10_2hi
}

func libmSinh(x float64) float64 {
	h := 0.5
	if math.Signbit(x) {
		h = -h
	}
	ax := math.Abs(x)
	switch {
	case math.IsNaN(x) || math.IsInf(x, 0):
		return x
	case ax < 22:
		if ax < 0x1p-28 {
			return x
		}
		t := math.Expm1(ax)
		if ax < 1 {
			return h * (2*t - t*t/(t+1))
		}
		return h * (t + t/(t+1))
	case ax < 709.7822265625: // fdlibm's bound, log(DBL_MAX) rounded down
		return h * libmExp(ax)
	case ax <= 710.4758600739439:
		w := libmExp(0.5 * ax)
		t := h * w
		return t * w
	}
	return x * math.Inf(1)
}

func libmCosh(x float64) float64 {
	ax := math.Abs(x)
	switch {
	case math.IsNaN(x):
		return x
	case math.IsInf(x, 0):
		return math.Inf(1)
	case ax < 0.3465735902799726: // 0.5·ln2
		t := math.Expm1(ax)
		w := 1 + t
		if ax < 0x1p-55 {
			return w
		}
		return 1 + (t*t)/(w+w)
	case ax < 22:
		t := libmExp(ax)
		return 0.5*t + 0.5/t
	case ax < 709.7822265625:
		return 0.5 * libmExp(ax)
	case ax <= 710.4758600739439:
		w := libmExp(0.5 * ax)
		t := 0.5 * w
		return t * w
	}
	return math.Inf(1)
}

func libmTanh(x float64) float64 {
	ax := math.Abs(x)
	var z float64
	switch {
	case math.IsNaN(x):
		return x
	case math.IsInf(x, 0):
		return sign(x)
	case ax < 0x1p-55:
		return x * (1 + x)
	case ax >= 22:
		z = 1 - 0x1p-1000
	case ax >= 1:
		t := math.Expm1(2 * ax)
		z = 1 - 2/(t+2)
	default:
		t := math.Expm1(-2 * ax)
		z = -t / (t + 2)
	}
	return sign(x) * z
}

func libmAsinh(x float64) float64 {
	ax := math.Abs(x)
	var w float64
	switch {
	case math.IsNaN(x) || math.IsInf(x, 0) || ax < 0x1p-28:
		return x
	case ax > 0x1p28:
		w = libmLog(ax) + math.Ln2
	case ax > 2:
		w = libmLog(2*ax + 1/(math.Sqrt(x*x+1)+ax))
	default:
		t := x * x
		w = math.Log1p(ax + t/(1+math.Sqrt(1+t)))
	}
	return sign(x) * w
}

func libmAcosh(x float64) float64 {
	switch {
	case math.IsNaN(x):
		return x
	case x < 1:
		return math.NaN()
	case x >= 0x1p28:
		if math.IsInf(x, 1) {
			return x
		}
		return libmLog(x) + math.Ln2
	case x == 1:
		return 0
	case x > 2:
		t := x * x
		return libmLog(2*x - 1/(x+math.Sqrt(t-1)))
	}
	t := x - 1
	return math.Log1p(t + math.Sqrt(2*t+t*t))
}
