// libc_f80.go: the long double functions of math.h computed at x87 precision (the exact ones), and which libc functions take long doubles natively.
package interp

import "fmt"

// libcF80Native lists the libc functions that take long double arguments
// as their two slots (see f80) and return long doubles through
// libcState.f80Hi. The other l-suffixed math functions (the transcendental
// ones: expl, logl, sinl, powl, ...) compute in double: their arguments are
// rounded to double and their results widened, so they are accurate to
// about 53 bits, not 64.
var libcF80Native = map[string]bool{
	"printf": true, "fprintf": true, "sprintf": true, "snprintf": true,
	"__printf_chk": true, "__fprintf_chk": true, "__sprintf_chk": true, "__snprintf_chk": true,
}

// libcF80Funcs are the long double functions computed exactly at x87
// precision; libc_math.go leaves these names to them.
var libcF80Funcs = f80LibcTable()

func init() {
	for name, f := range libcF80Funcs {
		libcFuncs[name] = f
		libcF80Native[name] = true
	}
}

func f80LibcTable() map[string]libcFunc {
	libcFuncs := map[string]libcFunc{}
	unary := map[string]func(f80) f80{
		"sqrtl": f80Sqrt, "fabsl": f80Abs,
		"floorl": func(x f80) f80 { return x.roundInt(1) }, "ceill": func(x f80) f80 { return x.roundInt(2) },
		"truncl": func(x f80) f80 { return x.roundInt(0) }, "roundl": func(x f80) f80 { return x.roundInt(3) },
		"rintl": func(x f80) f80 { return x.roundInt(4) }, "nearbyintl": func(x f80) f80 { return x.roundInt(4) },
	}
	for name, f := range unary {
		name, f := name, f
		libcFuncs[name] = func(p *Process, a []uint64) (uint64, error) {
			x, err := f80Args(a, 1, name)
			if err != nil {
				return 0, err
			}
			r := f(x[0])
			if name == "sqrtl" && x[0].neg() && !x[0].isZero() && !x[0].isNaN() {
				p.setErrno(errnoEDOM)
			}
			return p.retF80(r), nil
		}
	}
	binary := map[string]func(x, y f80) f80{
		"fmodl": f80Rem, "copysignl": f80Copysign,
		"fminl": func(x, y f80) f80 { return f80MinMax(x, y, true) },
		"fmaxl": func(x, y f80) f80 { return f80MinMax(x, y, false) },
	}
	for name, f := range binary {
		name, f := name, f
		libcFuncs[name] = func(p *Process, a []uint64) (uint64, error) {
			x, err := f80Args(a, 2, name)
			if err != nil {
				return 0, err
			}
			if name == "fmodl" && !x[0].isNaN() && !x[1].isNaN() && (x[0].isInf() || x[1].isZero()) {
				p.setErrno(errnoEDOM)
			}
			return p.retF80(f(x[0], x[1])), nil
		}
	}
	libcFuncs["fmal"] = func(p *Process, a []uint64) (uint64, error) {
		x, err := f80Args(a, 3, "fmal")
		if err != nil {
			return 0, err
		}
		return p.retF80(f80FMA(x[0], x[1], x[2])), nil
	}
	return libcFuncs
}

// f80Args reads n long double arguments, two slots each.
func f80Args(a []uint64, n int, name string) ([]f80, error) {
	if len(a) < 2*n {
		return nil, fmt.Errorf("%s needs %d long double arguments", name, n)
	}
	x := make([]f80, n)
	for i := range x {
		x[i] = f80{m: a[2*i], se: uint16(a[2*i+1])}
	}
	return x, nil
}

// retF80 returns a long double from an f80Native function: the significand
// as the result, the sign and exponent on the side.
func (p *Process) retF80(x f80) uint64 {
	p.libc.f80Hi = x.se
	return x.m
}

// f80MinMax is fminl/fmaxl: a NaN argument loses to a number.
func f80MinMax(x, y f80, min bool) f80 {
	switch {
	case x.isNaN():
		return y
	case y.isNaN():
		return x
	}
	c := f80Cmp(x, y)
	if c == 0 && x.neg() != y.neg() { // -0 is the smaller zero
		if x.neg() == min {
			return x
		}
		return y
	}
	if (c > 0) == min {
		return y
	}
	return x
}
