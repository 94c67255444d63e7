// math.h for double, float (f) and long double (l, computed as double except the exact ones in libc_f80.go), with glibc's errno reporting.
package interp

import (
	"math"
)

// The float variants compute in double and round once to float: for the
// functions here that gives glibc's correctly rounded float results except
// in rare double-rounding cases. long double is computed as double in this
// interpreter, so the l variants are the double functions.
//
// exp, log, pow, the trigonometric and hyperbolic functions and their
// inverses, cbrt and hypot are rounded correctly (libc_libm.go), which is
// what glibc 2.36 returns for all but rare inputs. Known differences: glibc's
// cbrt is off by up to 2 ulps where this one is correct; erf, erfc, tgamma
// and lgamma come from Go's math package, within a few ulps of glibc's (see
// TestMathAgainstGlibc for the measured rates). The exact operations (sqrt,
// fma, fmod, remainder, floor, ceil, round, trunc, rint, ldexp, frexp, modf,
// fmin, fmax, fdim, copysign, fabs) match bit for bit.

func init() {
	unary := map[string]func(float64) float64{
		"sqrt": math.Sqrt, "cbrt": libmCbrt,
		"exp": libmExp, "exp2": libmExp2, "expm1": math.Expm1,
		"log": libmLog, "log2": libmLog2, "log10": libmLog10, "log1p": math.Log1p,
		"sin": libmSin, "cos": libmCos, "tan": libmTan,
		"asin": libmAsin, "acos": libmAcos, "atan": libmAtan,
		"sinh": libmSinh, "cosh": libmCosh, "tanh": libmTanh,
		"asinh": libmAsinh, "acosh": libmAcosh, "atanh": math.Atanh,
		"floor": math.Floor, "ceil": math.Ceil, "round": math.Round, "trunc": math.Trunc,
		"rint": math.RoundToEven, "nearbyint": math.RoundToEven,
		"fabs": math.Abs, "erf": math.Erf, "erfc": math.Erfc,
		"tgamma": math.Gamma, "lgamma": lgamma, "logb": logb,
	}
	binary := map[string]func(float64, float64) float64{
		"pow": libmPow, "atan2": libmAtan2, "fmod": math.Mod, "remainder": math.Remainder,
		"hypot": libmHypot, "fmin": fminFloat, "fmax": fmaxFloat, "fdim": fdim,
		"copysign": math.Copysign, "nextafter": math.Nextafter,
	}
	for name, f := range unary {
		f := f
		libcFuncs[name] = mathFunc(name, 1, false, func(x []float64) float64 { return f(x[0]) })
		libcFuncs[name+"f"] = mathFunc(name+"f", 1, true, func(x []float64) float64 { return f(x[0]) })
		if libcF80Funcs[name+"l"] == nil {
			libcFuncs[name+"l"] = libcFuncs[name]
		}
	}
	for name, f := range binary {
		f := f
		libcFuncs[name] = mathFunc(name, 2, false, func(x []float64) float64 { return f(x[0], x[1]) })
		ff := f
		switch name {
		case "fmin":
			ff = fminFloat
		case "fmax":
			ff = fmaxFloat
		}
		libcFuncs[name+"f"] = mathFunc(name+"f", 2, true, func(x []float64) float64 { return ff(x[0], x[1]) })
		if libcF80Funcs[name+"l"] == nil {
			libcFuncs[name+"l"] = libcFuncs[name]
		}
	}
	fma := func(x []float64) float64 { return math.FMA(x[0], x[1], x[2]) }
	libcFuncs["fma"] = mathFunc("fma", 3, false, fma)
	libcFuncs["fmaf"] = mathFunc("fmaf", 3, true, func(x []float64) float64 {
		// The exact product of two floats fits a double, so one FMA in
		// double then one rounding to float is the correctly rounded result
		// except when the double sum itself rounds to a float tie.
		return math.FMA(x[0], x[1], x[2])
	})
	for _, suffix := range []string{"", "f", "l"} {
		isFloat := suffix == "f"
		libcFuncs["ldexp"+suffix] = scaleFunc("ldexp"+suffix, isFloat)
		libcFuncs["scalbn"+suffix] = scaleFunc("scalbn"+suffix, isFloat)
		libcFuncs["frexp"+suffix] = frexpFunc(isFloat)
		libcFuncs["modf"+suffix] = modfFunc(map[string]byte{"": 'd', "f": 'f', "l": 'l'}[suffix])
		libcFuncs["nan"+suffix] = nanFunc(isFloat)
		libcFuncs["lround"+suffix] = toIntFunc("lround", math.Round)
		libcFuncs["llround"+suffix] = toIntFunc("llround", math.Round)
		libcFuncs["lrint"+suffix] = toIntFunc("lrint", math.RoundToEven)
		libcFuncs["llrint"+suffix] = toIntFunc("llrint", math.RoundToEven)
		libcFuncs["ilogb"+suffix] = ilogbFunc
	}
	for name, f := range map[string]func(float64) uint64{
		"__isnan":      func(x float64) uint64 { return b2i(math.IsNaN(x)) },
		"__isinf":      isinf,
		"__finite":     func(x float64) uint64 { return b2i(!math.IsNaN(x) && !math.IsInf(x, 0)) },
		"__signbit":    func(x float64) uint64 { return b2i(math.Signbit(x)) },
		"__fpclassify": fpclassify,
	} {
		f := f
		fn := func(p *Process, a []uint64) (uint64, error) {
			if err := cArgs(a, 1, name); err != nil {
				return 0, err
			}
			return f(math.Float64frombits(a[0])), nil
		}
		libcFuncs[name] = fn
		libcFuncs[name+"f"] = fn
		libcFuncs[name+"l"] = fn
	}
}

func b2i(b bool) uint64 {
	if b {
		return 1
	}
	return 0
}

// mathFunc wraps a pure function of doubles with glibc's errno reporting:
// a NaN from non-NaN arguments is a domain error (EDOM); an infinity from
// finite ones is a pole or overflow (ERANGE); so is an underflow to zero
// from nonzero arguments in the functions where glibc reports it (glibc 2.36
// leaves errno alone for subnormal results, except in nextafter).
func mathFunc(name string, n int, isFloat bool, f func([]float64) float64) libcFunc {
	base := trimSuffix(name, isFloat)
	underflowToZero := map[string]bool{"exp": true, "exp2": true, "pow": true, "erfc": true, "tgamma": true, "atan2": true}[base]
	silent := base == "logb" // a pole without errno
	// glibc's SVID-compatible wrappers of these return a positive NaN for
	// an argument out of their domain.
	positiveNaN := map[string]bool{"acos": true, "asin": true, "log10": true, "tgamma": true}[base]
	minNormal := 0x1p-1022
	if isFloat {
		minNormal = 0x1p-126
	}
	return func(p *Process, a []uint64) (uint64, error) {
		if err := cArgs(a, n, name); err != nil {
			return 0, err
		}
		var x [3]float64
		anyNaN, allFinite, allNonzero := false, true, true
		for i := 0; i < n; i++ {
			x[i] = math.Float64frombits(a[i])
			anyNaN = anyNaN || math.IsNaN(x[i])
			allFinite = allFinite && !math.IsNaN(x[i]) && !math.IsInf(x[i], 0)
			allNonzero = allNonzero && x[i] != 0
		}
		r := f(x[:n])
		if isFloat {
			r = float64(float32(r))
		}
		if math.IsNaN(r) {
			r = nanResult(x[:n], positiveNaN)
		}
		switch {
		case silent:
		case math.IsNaN(r) && !anyNaN:
			p.setErrno(errnoEDOM)
		case math.IsInf(r, 0) && allFinite:
			p.setErrno(errnoERANGE)
		case underflowToZero && allFinite && allNonzero && r == 0:
			p.setErrno(errnoERANGE)
		case base == "nextafter" && allFinite && x[0] != x[1] && x[0] != 0 && math.Abs(r) < minNormal:
			p.setErrno(errnoERANGE)
		}
		return math.Float64bits(r), nil
	}
}

// nanResult is the NaN glibc returns on x86-64: a NaN argument, quieted
// (the first one, as SSE arithmetic propagates it), or else, for an invalid
// operation, the processor's default NaN, whose sign bit is set (printf
// shows it as -nan), or the positive NaN some wrappers return.
func nanResult(args []float64, positive bool) float64 {
	for _, a := range args {
		if math.IsNaN(a) {
			return math.Float64frombits(math.Float64bits(a) | 1<<51)
		}
	}
	if positive {
		return math.Float64frombits(0x7ff8000000000000)
	}
	return math.Float64frombits(0xfff8000000000000)
}

func trimSuffix(name string, isFloat bool) string {
	if isFloat {
		return name[:len(name)-1]
	}
	return name
}

// fmin and fmax are glibc's generic ones: a NaN argument yields the other
// one, and of two equal values (+0 and -0) the first is returned.
func fmin(x, y float64) float64 {
	if x <= y || math.IsNaN(y) {
		return x
	}
	return y
}

func fmax(x, y float64) float64 {
	if x >= y || math.IsNaN(y) {
		return x
	}
	return y
}

// fminf and fmaxf (glibc's x86-64 assembly, minss/maxss) return the second
// of two equal values instead.
func fminFloat(x, y float64) float64 {
	if x < y || math.IsNaN(y) {
		return x
	}
	return y
}

func fmaxFloat(x, y float64) float64 {
	if x > y || math.IsNaN(y) {
		return x
	}
	return y
}

func fdim(x, y float64) float64 {
	if math.IsNaN(x) || math.IsNaN(y) {
		return x + y
	}
	if x > y {
		return x - y
	}
	return 0
}

// lgamma takes Go's Lgamma, except at and near zero, where glibc (fdlibm)
// returns -log|x| from its correctly rounded log, and at the poles, which
// are +Inf whatever the sign.
func lgamma(x float64) float64 {
	switch {
	case x == 0 || math.IsInf(x, 0) || x < 0 && x == math.Trunc(x):
		return math.Inf(1)
	case math.Abs(x) < 0x1p-70:
		return -libmLog(math.Abs(x))
	}
	v, _ := math.Lgamma(x)
	return v
}

func logb(x float64) float64 {
	if x == 0 {
		return math.Inf(-1)
	}
	return math.Logb(x)
}

func isinf(x float64) uint64 {
	switch {
	case math.IsInf(x, 1):
		return 1
	case math.IsInf(x, -1):
		return uint64(math.MaxUint64) // -1
	}
	return 0
}

// fpclassify returns glibc's FP_NAN 0, FP_INFINITE 1, FP_ZERO 2,
// FP_SUBNORMAL 3, FP_NORMAL 4.
func fpclassify(x float64) uint64 {
	switch {
	case math.IsNaN(x):
		return 0
	case math.IsInf(x, 0):
		return 1
	case x == 0:
		return 2
	case math.Abs(x) < 0x1p-1022:
		return 3
	}
	return 4
}

func roundResult(r float64, isFloat bool) float64 {
	if isFloat {
		return float64(float32(r))
	}
	return r
}

func scaleFunc(name string, isFloat bool) libcFunc {
	return func(p *Process, a []uint64) (uint64, error) {
		if err := cArgs(a, 2, name); err != nil {
			return 0, err
		}
		x := math.Float64frombits(a[0])
		var r float64
		if isFloat {
			r = ldexpFloat32(float32(x), int(int32(a[1])))
		} else {
			r = math.Ldexp(x, int(int32(a[1])))
		}
		if x != 0 && !math.IsInf(x, 0) && !math.IsNaN(x) {
			minNormal := 0x1p-1022
			if isFloat {
				minNormal = 0x1p-126
			}
			if math.IsInf(r, 0) || math.Abs(r) < minNormal {
				p.setErrno(errnoERANGE)
			}
		}
		return math.Float64bits(r), nil
	}
}

// ldexpFloat32 scales a float, rounding once at float precision (scaling
// in double and then rounding could round twice for float subnormals).
func ldexpFloat32(x float32, e int) float64 {
	d := math.Ldexp(float64(x), e)
	if math.Abs(d) >= 0x1p-126 || d == 0 {
		return float64(float32(d))
	}
	// A float subnormal has a fixed quantum of 2^-149: round the double to it.
	q := math.RoundToEven(math.Ldexp(d, 149))
	return math.Ldexp(q, -149)
}

func frexpFunc(isFloat bool) libcFunc {
	return func(p *Process, a []uint64) (uint64, error) {
		if err := cArgs(a, 2, "frexp"); err != nil {
			return 0, err
		}
		frac, exp := math.Frexp(math.Float64frombits(a[0]))
		if err := p.Mem.Store(a[1], 4, uint64(uint32(int32(exp)))); err != nil {
			return 0, err
		}
		return math.Float64bits(roundResult(frac, isFloat)), nil
	}
}

// modfFunc stores the integral part through a double*, a float* (modff) or
// a long double* (modfl, in the 10-byte x87 format).
func modfFunc(ptrType byte) libcFunc {
	return func(p *Process, a []uint64) (uint64, error) {
		if err := cArgs(a, 2, "modf"); err != nil {
			return 0, err
		}
		x := math.Float64frombits(a[0])
		ip, frac := math.Modf(x)
		if math.IsInf(x, 0) {
			ip, frac = x, math.Copysign(0, x)
		}
		var err error
		switch ptrType {
		case 'f':
			err = p.Mem.Store(a[1], 4, uint64(math.Float32bits(float32(ip))))
		case 'l':
			err = p.Mem.Write(a[1], ext80FromFloat64(ip).Bytes())
		default:
			err = p.Mem.Store(a[1], 8, math.Float64bits(ip))
		}
		if err != nil {
			return 0, err
		}
		return math.Float64bits(frac), nil
	}
}

func nanFunc(isFloat bool) libcFunc {
	return func(p *Process, a []uint64) (uint64, error) {
		if err := cArgs(a, 1, "nan"); err != nil {
			return 0, err
		}
		s, err := p.cstring(a[0])
		if err != nil {
			return 0, err
		}
		f, _ := parseCFloat("nan("+s+")", false, map[bool]int{true: 32, false: 64}[isFloat])
		return math.Float64bits(f), nil
	}
}

// toIntFunc rounds to a long; out of range, the x86-64 conversion gives
// LONG_MIN, as glibc's results do.
func toIntFunc(name string, round func(float64) float64) libcFunc {
	return func(p *Process, a []uint64) (uint64, error) {
		if err := cArgs(a, 1, name); err != nil {
			return 0, err
		}
		r := round(math.Float64frombits(a[0]))
		if math.IsNaN(r) || r >= 0x1p63 || r < -0x1p63 {
			p.setErrno(errnoEDOM)
			return 1 << 63, nil
		}
		return uint64(int64(r)), nil
	}
}

// ilogbFunc returns FP_ILOGB0 (INT_MIN) for zero and FP_ILOGBNAN (INT_MIN)
// for NaN on x86-64, INT_MAX for infinities.
func ilogbFunc(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 1, "ilogb"); err != nil {
		return 0, err
	}
	x := math.Float64frombits(a[0])
	switch {
	case x == 0 || math.IsNaN(x):
		p.setErrno(errnoEDOM)
		return 1 << 31, nil // INT_MIN
	case math.IsInf(x, 0):
		p.setErrno(errnoEDOM)
		return math.MaxInt32, nil
	}
	return uint64(uint32(int32(math.Ilogb(x)))), nil
}
