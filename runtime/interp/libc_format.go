// The printf engine: glibc-exact rendering of a format and its arguments, shared by the printf and vprintf families.
package interp

import (
	"errors"
	"fmt"
	"math"
	"math/big"
	"strconv"
	"strings"
)

// printfArgs yields a printf call's arguments in order. A direct call passes
// them flattened in the call's argument list; vprintf reads them through a
// va_list; both render through the same formatter.
type printfArgs interface {
	word() (uint64, error) // the next integer or pointer argument
	double() (float64, error)
	longDouble() (ext80, error)
}

// errTooFewArgs stops a program whose format asks for more arguments than the
// call passes: glibc would read garbage, which no deterministic run can mimic.
var errTooFewArgs = errors.New("the format needs more arguments than the call passes")

// directArgs reads the arguments of a direct variadic call. A long double
// arrives as its two slots (see f80), the printf family being f80Native.
type directArgs struct {
	args []uint64
	next int
}

func (a *directArgs) take() (uint64, error) {
	if a.next >= len(a.args) {
		return 0, errTooFewArgs
	}
	v := a.args[a.next]
	a.next++
	return v, nil
}

func (a *directArgs) word() (uint64, error) { return a.take() }

func (a *directArgs) double() (float64, error) {
	v, err := a.take()
	return math.Float64frombits(v), err
}

func (a *directArgs) longDouble() (ext80, error) {
	m, err := a.take()
	if err != nil {
		return ext80{}, err
	}
	se, err := a.take()
	return f80{m: m, se: uint16(se)}.ext(), err
}

// vaListArgs reads arguments the way x86-64 va_arg does, through a
// __va_list_tag {i32 gp_offset; i32 fp_offset; i8* overflow_arg_area;
// i8* reg_save_area} in process memory, advancing it in place as glibc's
// vfprintf advances the caller's va_list.
type vaListArgs struct {
	mem *Memory
	ap  uint64
}

const (
	vaGPLimit = 48  // 6 integer registers of 8 bytes
	vaFPLimit = 176 // then 8 SSE registers of 16 bytes
)

func (a *vaListArgs) fromRegs(offField uint64, limit, step uint64) (addr uint64, ok bool, err error) {
	off, err := a.mem.Load(a.ap+offField, 4)
	if err != nil || off >= limit {
		return 0, false, err
	}
	regs, err := a.mem.Load(a.ap+16, 8)
	if err != nil {
		return 0, false, err
	}
	if err := a.mem.Store(a.ap+offField, 4, off+step); err != nil {
		return 0, false, err
	}
	return regs + off, true, nil
}

func (a *vaListArgs) fromStack(size, align uint64) (uint64, error) {
	area, err := a.mem.Load(a.ap+8, 8)
	if err != nil {
		return 0, err
	}
	area = (area + align - 1) &^ (align - 1)
	if err := a.mem.Store(a.ap+8, 8, area+(size+7)&^7); err != nil {
		return 0, err
	}
	return area, nil
}

func (a *vaListArgs) word() (uint64, error) {
	addr, ok, err := a.fromRegs(0, vaGPLimit, 8)
	if err != nil {
		return 0, err
	}
	if !ok {
		if addr, err = a.fromStack(8, 8); err != nil {
			return 0, err
		}
	}
	return a.mem.Load(addr, 8)
}

func (a *vaListArgs) double() (float64, error) {
	addr, ok, err := a.fromRegs(4, vaFPLimit, 16)
	if err != nil {
		return 0, err
	}
	if !ok {
		if addr, err = a.fromStack(8, 8); err != nil {
			return 0, err
		}
	}
	v, err := a.mem.Load(addr, 8)
	return math.Float64frombits(v), err
}

func (a *vaListArgs) longDouble() (ext80, error) {
	addr, err := a.fromStack(16, 16)
	if err != nil {
		return ext80{}, err
	}
	b, err := a.mem.Bytes(addr, 10)
	if err != nil {
		return ext80{}, err
	}
	return ext80FromBytes(b), nil
}

// ext80 is an x87 80-bit extended value: sign, 15-bit biased exponent and a
// 64-bit significand with an explicit integer bit.
type ext80 struct {
	sign bool
	exp  uint16
	mant uint64
}

const ext80Bias = 16383

func ext80FromBytes(b []byte) ext80 {
	var m uint64
	for i := 7; i >= 0; i-- {
		m = m<<8 | uint64(b[i])
	}
	se := uint16(b[8]) | uint16(b[9])<<8
	return ext80{sign: se&0x8000 != 0, exp: se & 0x7fff, mant: m}
}

// ext80FromFloat64 widens exactly, as the x87 does when loading a double.
func ext80FromFloat64(f float64) ext80 {
	bits := math.Float64bits(f)
	x := ext80{sign: bits>>63 != 0}
	e := int(bits>>52) & 0x7ff
	frac := bits & (1<<52 - 1)
	switch {
	case e == 0x7ff:
		x.exp = 0x7fff
		x.mant = 1<<63 | frac<<11
	case e == 0 && frac == 0:
	case e == 0:
		// A double subnormal is a normal extended value.
		shift := 63 - (63 - leadingZeros64(frac))
		x.mant = frac << uint(shift)
		x.exp = uint16(1 - 1023 + ext80Bias - (shift - 11))
	default:
		x.exp = uint16(e - 1023 + ext80Bias)
		x.mant = 1<<63 | frac<<11
	}
	return x
}

func leadingZeros64(v uint64) int {
	n := 0
	for v&(1<<63) == 0 && n < 64 {
		v <<= 1
		n++
	}
	return n
}

func (x ext80) isInf() bool { return x.exp == 0x7fff && x.mant<<1 == 0 }
func (x ext80) isNaN() bool { return x.exp == 0x7fff && x.mant<<1 != 0 }

// bigFloat is |x| exactly (finite x only).
func (x ext80) bigFloat() *big.Float {
	f := new(big.Float).SetPrec(64).SetUint64(x.mant)
	e := int(x.exp)
	if e == 0 {
		e = 1
	}
	return f.SetMantExp(f, e-ext80Bias-63)
}

// Float64 rounds x to the nearest double.
func (x ext80) Float64() float64 {
	switch {
	case x.isNaN():
		return math.Copysign(math.NaN(), x.signum())
	case x.isInf():
		return math.Inf(int(x.signum()))
	}
	f, _ := x.bigFloat().Float64()
	return math.Copysign(f, x.signum())
}

func (x ext80) signum() float64 {
	if x.sign {
		return -1
	}
	return 1
}

// Bytes encodes x in the 10-byte memory layout.
func (x ext80) Bytes() []byte {
	b := make([]byte, 10)
	for i := 0; i < 8; i++ {
		b[i] = byte(x.mant >> (8 * i))
	}
	se := x.exp
	if x.sign {
		se |= 0x8000
	}
	b[8], b[9] = byte(se), byte(se>>8)
	return b
}

// Length modifiers of a conversion.
const (
	lenNone = iota
	lenHH
	lenH
	lenL
	lenLL // ll, q, L on integers, j
	lenBigL
	lenZ // z, Z, t: 64-bit on x86-64
)

// convSpec is one parsed conversion specification.
type convSpec struct {
	minus, plus, space, alt, zero bool
	width, prec                   int // prec < 0: none given
	length                        int
	verb                          byte
	argPos                        int // n of %n$, 0 when sequential
	widthArg, precArg             int // -1 for a literal, 0 for * (sequential), n for *n$
	text                          string
}

// parseConv parses the conversion starting after a '%' at f[i] and returns
// the index after it. An incomplete spec at the end of the format has verb 0.
func parseConv(f string, i int) (convSpec, int) {
	start := i - 1
	s := convSpec{prec: -1, widthArg: -1, precArg: -1}
	num := func() (int, bool) {
		j := i
		n := 0
		for i < len(f) && f[i] >= '0' && f[i] <= '9' {
			if n < math.MaxInt32/10 {
				n = n*10 + int(f[i]-'0')
			} else {
				n = math.MaxInt32
			}
			i++
		}
		return n, i > j
	}
	// A leading "n$" selects the argument.
	if n, ok := num(); ok && i < len(f) && f[i] == '$' && n > 0 {
		s.argPos = n
		i++
	} else {
		i = start + 1
	}
flags:
	for i < len(f) {
		switch f[i] {
		case '-':
			s.minus = true
		case '+':
			s.plus = true
		case ' ':
			s.space = true
		case '#':
			s.alt = true
		case '0':
			s.zero = true
		case '\'', 'I': // thousands grouping and locale digits: none in the C locale
		default:
			break flags
		}
		i++
	}
	if i < len(f) && f[i] == '*' {
		i++
		s.widthArg = 0
		if n, ok := num(); ok && i < len(f) && f[i] == '$' {
			s.widthArg = n
			i++
		}
	} else if n, ok := num(); ok {
		s.width = n
	}
	if i < len(f) && f[i] == '.' {
		i++
		if i < len(f) && f[i] == '*' {
			i++
			s.precArg = 0
			if n, ok := num(); ok && i < len(f) && f[i] == '$' {
				s.precArg = n
				i++
			}
		} else {
			s.prec, _ = num()
		}
	}
	for i < len(f) {
		switch f[i] {
		case 'h':
			if s.length == lenH {
				s.length = lenHH
			} else {
				s.length = lenH
			}
		case 'l':
			if s.length == lenL {
				s.length = lenLL
			} else {
				s.length = lenL
			}
		case 'q', 'j':
			s.length = lenLL
		case 'L':
			s.length = lenBigL
		case 'z', 'Z', 't':
			s.length = lenZ
		default:
			goto verb
		}
		i++
	}
verb:
	if i < len(f) {
		s.verb = f[i]
		i++
	}
	s.text = f[start:i]
	return s, i
}

// argClass is how an argument is fetched: by its slot class, which is all
// that positional arguments need to know to be read in order.
type argClass uint8

const (
	argWord argClass = iota + 1
	argDouble
	argLongDouble
)

func (s *convSpec) class() argClass {
	switch s.verb {
	case 'e', 'E', 'f', 'F', 'g', 'G', 'a', 'A':
		if s.length == lenBigL {
			return argLongDouble
		}
		return argDouble
	case 'd', 'i', 'u', 'o', 'x', 'X', 'c', 'C', 's', 'S', 'p', 'n':
		return argWord
	}
	return 0
}

// argValue is one fetched argument.
type argValue struct {
	word uint64
	dbl  float64
	ld   ext80
}

// printfState renders one call.
type printfState struct {
	p          *Process
	src        printfArgs
	positional []argValue // all arguments, fetched in order, when the format uses n$
	out        []byte
	failed     bool // an encoding error: the call returns -1
}

// sprintf renders format with the arguments src yields. failed reports what
// glibc rejects (a wide character outside ASCII in the C locale, a format
// ending inside a conversion): the C function then returns -1, after
// writing what came before.
func (p *Process) sprintf(format string, src printfArgs) (out []byte, failed bool, err error) {
	st := &printfState{p: p, src: src}
	if err := st.fetchPositional(format); err != nil {
		return nil, false, err
	}
	for i := 0; i < len(format); {
		c := format[i]
		if c != '%' {
			j := i + 1
			for j < len(format) && format[j] != '%' {
				j++
			}
			st.out = append(st.out, format[i:j]...)
			i = j
			continue
		}
		spec, next := parseConv(format, i+1)
		i = next
		if spec.verb == 0 {
			// A lone '%' (or an unfinished spec) ends the format: glibc
			// stops there and fails with EINVAL.
			st.p.setErrno(errnoEINVAL)
			return st.out, true, nil
		}
		if err := st.conv(&spec); err != nil {
			return nil, false, err
		}
		if st.failed {
			return st.out, true, nil
		}
		p.conversions++
	}
	return st.out, false, nil
}

// fetchPositional reads every argument up front when the format numbers
// them, since their classes are only known once the whole format is parsed.
func (st *printfState) fetchPositional(format string) error {
	if strings.IndexByte(format, '$') < 0 {
		return nil
	}
	var classes []argClass
	set := func(n int, c argClass) {
		for len(classes) < n {
			classes = append(classes, 0)
		}
		if classes[n-1] == 0 {
			classes[n-1] = c
		}
	}
	for i := 0; i < len(format); i++ {
		if format[i] != '%' {
			continue
		}
		spec, next := parseConv(format, i+1)
		i = next - 1
		if spec.argPos > 0 {
			if c := spec.class(); c != 0 {
				set(spec.argPos, c)
			}
		}
		if spec.widthArg > 0 {
			set(spec.widthArg, argWord)
		}
		if spec.precArg > 0 {
			set(spec.precArg, argWord)
		}
	}
	if classes == nil {
		return nil
	}
	st.positional = make([]argValue, len(classes))
	for i, c := range classes {
		var err error
		switch c {
		case argDouble:
			st.positional[i].dbl, err = st.src.double()
		case argLongDouble:
			st.positional[i].ld, err = st.src.longDouble()
		default: // an unused position is read as an int, as glibc does
			st.positional[i].word, err = st.src.word()
		}
		if err != nil {
			return err
		}
	}
	return nil
}

func (st *printfState) arg(pos int, c argClass) (argValue, error) {
	if st.positional != nil {
		if pos <= 0 || pos > len(st.positional) {
			return argValue{}, fmt.Errorf("the format mixes numbered (%%n$) and unnumbered conversions")
		}
		return st.positional[pos-1], nil
	}
	var v argValue
	var err error
	switch c {
	case argDouble:
		v.dbl, err = st.src.double()
	case argLongDouble:
		v.ld, err = st.src.longDouble()
	default:
		v.word, err = st.src.word()
	}
	return v, err
}

func (st *printfState) conv(s *convSpec) error {
	if s.widthArg >= 0 {
		v, err := st.arg(s.widthArg, argWord)
		if err != nil {
			return err
		}
		w := int32(v.word)
		if w < 0 {
			s.minus = true
			w = -w
		}
		s.width = int(w)
		if w == math.MinInt32 {
			s.width = math.MaxInt32
		}
	}
	if s.precArg >= 0 {
		v, err := st.arg(s.precArg, argWord)
		if err != nil {
			return err
		}
		s.prec = int(int32(v.word))
		if s.prec < 0 {
			s.prec = -1
		}
	}
	switch s.verb {
	case '%':
		st.out = append(st.out, '%')
		return nil
	case 'm':
		st.pad(s, []byte(strerror(int(st.p.errno()))))
		return nil
	}
	c := s.class()
	if c == 0 {
		// glibc prints an unknown conversion as written.
		st.out = append(st.out, s.text...)
		return nil
	}
	v, err := st.arg(s.argPos, c)
	if err != nil {
		return err
	}
	switch s.verb {
	case 'd', 'i':
		n := signExtend(v.word, s.length)
		mag := uint64(n)
		if n < 0 {
			mag = -mag
		}
		st.integer(s, mag, n < 0, 10)
	case 'u', 'o', 'x', 'X':
		u := truncateUnsigned(v.word, s.length)
		base := 16
		switch s.verb {
		case 'u':
			base = 10
		case 'o':
			base = 8
		}
		t := *s
		t.plus, t.space = false, false // only signed conversions take them
		st.integer(&t, u, false, base)
	case 'p':
		if v.word == 0 {
			t := *s
			if t.prec < 5 {
				t.prec = 5
			}
			st.str(&t, []byte("(nil)"))
			return nil
		}
		t := *s
		t.alt = true
		t.verb = 'x'
		st.integer(&t, v.word, false, 16)
	case 'c', 'C':
		if s.length == lenL || s.verb == 'C' {
			r := int32(v.word)
			if r < 0 || r >= 0x80 {
				st.p.setErrno(errnoEILSEQ)
				st.failed = true
				return nil
			}
			st.pad(s, []byte{byte(r)})
			return nil
		}
		st.pad(s, []byte{byte(v.word)})
	case 's', 'S':
		if v.word == 0 {
			null := "(null)"
			if s.prec >= 0 && s.prec < len(null) {
				null = ""
			}
			st.pad(s, []byte(null))
			return nil
		}
		if s.length == lenL || s.verb == 'S' {
			b, bad, err := st.wideString(v.word, s.prec)
			if err != nil {
				return err
			}
			if bad {
				st.p.setErrno(errnoEILSEQ)
				st.failed = true
				return nil
			}
			st.pad(s, b)
			return nil
		}
		max := math.MaxInt32
		if s.prec >= 0 {
			max = s.prec
		}
		str, err := st.p.Mem.CString(v.word, max)
		if err != nil {
			return err
		}
		st.str(s, []byte(str))
	case 'n':
		size := 8
		switch s.length {
		case lenNone:
			size = 4
		case lenHH:
			size = 1
		case lenH:
			size = 2
		}
		return st.p.Mem.Store(v.word, size, uint64(len(st.out)))
	case 'e', 'E', 'f', 'F', 'g', 'G':
		if c == argLongDouble {
			st.decimalFloat(s, floatArg{ld: v.ld})
		} else {
			st.decimalFloat(s, floatArg{f: v.dbl, isDouble: true})
		}
	case 'a', 'A':
		if c == argLongDouble {
			st.hexLongDouble(s, v.ld)
		} else {
			st.hexDouble(s, v.dbl)
		}
	}
	return nil
}

// floatArg is a value for %e %f %g: a double (formatted by strconv, exact and
// faster than big arithmetic), or an x87 long double.
type floatArg struct {
	f        float64
	isDouble bool
	ld       ext80
}

func signExtend(v uint64, length int) int64 {
	switch length {
	case lenHH:
		return int64(int8(v))
	case lenH:
		return int64(int16(v))
	case lenNone:
		return int64(int32(v))
	}
	return int64(v)
}

func truncateUnsigned(v uint64, length int) uint64 {
	switch length {
	case lenHH:
		return uint64(uint8(v))
	case lenH:
		return uint64(uint16(v))
	case lenNone:
		return uint64(uint32(v))
	}
	return v
}

func (st *printfState) spaces(n int) {
	for ; n > 0; n-- {
		st.out = append(st.out, ' ')
	}
}

func (st *printfState) zeros(n int) {
	for ; n > 0; n-- {
		st.out = append(st.out, '0')
	}
}

// pad writes b within the field width, spaces on the side the '-' flag says.
func (st *printfState) pad(s *convSpec, b []byte) {
	if !s.minus {
		st.spaces(s.width - len(b))
	}
	st.out = append(st.out, b...)
	if s.minus {
		st.spaces(s.width - len(b))
	}
}

// str writes a %s argument (already cut to the precision).
func (st *printfState) str(s *convSpec, b []byte) {
	if s.prec >= 0 && len(b) > s.prec {
		b = b[:s.prec]
	}
	st.pad(s, b)
}

// wideString reads a wchar_t string for %ls; only ASCII converts in the C locale.
func (st *printfState) wideString(addr uint64, prec int) (out []byte, bad bool, err error) {
	for prec < 0 || len(out) < prec {
		w, err := st.p.Mem.Load(addr, 4)
		if err != nil {
			return nil, false, err
		}
		if w == 0 {
			break
		}
		if w >= 0x80 {
			return nil, true, nil
		}
		out = append(out, byte(w))
		addr += 4
	}
	return out, false, nil
}

// integer follows glibc's vfprintf number rendering: the precision is a
// minimum digit count and cancels the '0' flag; '#' adds an octal 0 or a 0x
// prefix to non-zero values.
func (st *printfState) integer(s *convSpec, mag uint64, negative bool, base int) {
	prec := s.prec
	padZero := s.zero && !s.minus
	if prec < 0 {
		prec = 1
	} else {
		padZero = false
	}
	var digits string
	if prec == 0 && mag == 0 {
		if base == 8 && s.alt {
			digits = "0"
		}
	} else {
		digits = strconv.FormatUint(mag, base)
		if s.verb == 'X' {
			digits = upperASCII(digits)
		}
	}
	nonzero := mag != 0
	if prec <= len(digits) && nonzero && s.alt && base == 8 {
		digits = "0" + digits
	}
	prec -= len(digits)
	if prec < 0 {
		prec = 0
	}
	var sign byte
	switch {
	case negative:
		sign = '-'
	case s.plus:
		sign = '+'
	case s.space:
		sign = ' '
	}
	prefix := nonzero && s.alt && base == 16
	width := s.width - len(digits) - prec
	if prefix {
		width -= 2
	}
	if sign != 0 {
		width--
	}
	if !s.minus && !padZero {
		st.spaces(width)
		width = 0
	}
	if sign != 0 {
		st.out = append(st.out, sign)
	}
	if prefix {
		st.out = append(st.out, '0', s.verb)
	}
	if s.minus {
		st.zeros(prec)
		st.out = append(st.out, digits...)
		st.spaces(width)
		return
	}
	st.zeros(width + prec)
	st.out = append(st.out, digits...)
}

func upperASCII(s string) string {
	b := []byte(s)
	for i, c := range b {
		if c >= 'a' && c <= 'z' {
			b[i] = c - 'a' + 'A'
		}
	}
	return string(b)
}

func isUpperVerb(v byte) bool { return v >= 'A' && v <= 'Z' }

// special writes inf or nan; glibc pads them with spaces even under '0'.
func (st *printfState) special(s *convSpec, negative, nan bool) {
	word := "inf"
	if nan {
		word = "nan"
	}
	if isUpperVerb(s.verb) {
		word = upperASCII(word)
	}
	st.pad(s, append(signBytes(s, negative), word...))
}

func signBytes(s *convSpec, negative bool) []byte {
	switch {
	case negative:
		return []byte{'-'}
	case s.plus:
		return []byte{'+'}
	case s.space:
		return []byte{' '}
	}
	return nil
}

// number writes a sign and digits within the width, zero-padding between
// them under the '0' flag.
func (st *printfState) number(s *convSpec, sign []byte, body []byte) {
	width := s.width - len(sign) - len(body)
	if !s.minus && !s.zero {
		st.spaces(width)
	}
	st.out = append(st.out, sign...)
	if !s.minus && s.zero {
		st.zeros(width)
	}
	st.out = append(st.out, body...)
	if s.minus {
		st.spaces(width)
	}
}

// decimalFloat renders %e %f %g from the exactly rounded decimal expansion
// (strconv for doubles, math/big for long doubles; both round the exact binary
// value half-to-even, as glibc does in the default rounding mode).
func (st *printfState) decimalFloat(s *convSpec, v floatArg) {
	negative, inf, nan := v.ld.sign, v.ld.isInf(), v.ld.isNaN()
	if v.isDouble {
		negative, inf, nan = math.Signbit(v.f), math.IsInf(v.f, 0), math.IsNaN(v.f)
	}
	if inf || nan {
		st.special(s, negative, nan)
		return
	}
	prec := s.prec
	if prec < 0 {
		prec = 6
	}
	text := func(verb byte, prec int) string {
		if v.isDouble {
			return strconv.FormatFloat(math.Abs(v.f), verb, prec, 64)
		}
		return v.ld.bigFloat().Text(verb, prec)
	}
	var body string
	switch s.verb {
	case 'f', 'F':
		body = text('f', prec)
		if s.alt && prec == 0 {
			body += "."
		}
	case 'e', 'E':
		body = text('e', prec)
		if s.alt && prec == 0 {
			body = body[:1] + "." + body[1:]
		}
	case 'g', 'G':
		if prec == 0 {
			prec = 1
		}
		e := text('e', prec-1)
		x, _ := strconv.Atoi(e[indexByte(e, 'e')+1:])
		if x < prec && x >= -4 {
			body = text('f', prec-1-x)
		} else {
			body = e
		}
		if s.alt && x == prec && v.below(prec) {
			// glibc chose %f style from the unrounded exponent; when
			// rounding then carries into one digit more, it switches to
			// %e but keeps the zero fraction digits %f style wanted
			// (none), so "%#g" prints 999999.5 as "1.e+06".
			body = "1." + e[indexByte(e, 'e'):]
		} else if s.alt {
			if indexByte(body, '.') < 0 {
				if k := indexByte(body, 'e'); k >= 0 {
					body = body[:k] + "." + body[k:]
				} else {
					body += "."
				}
			}
		} else {
			body = trimFraction(body)
		}
	}
	if isUpperVerb(s.verb) {
		body = upperASCII(body)
	}
	st.number(s, signBytes(s, negative), []byte(body))
}

// below reports |v| < 10^n, exactly.
func (v floatArg) below(n int) bool {
	x := v.ld.bigFloat()
	if v.isDouble {
		x = new(big.Float).SetFloat64(math.Abs(v.f))
	}
	pow := new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(n)), nil)
	limit := new(big.Float).SetPrec(uint(pow.BitLen()) + 1).SetInt(pow)
	return x.Cmp(limit) < 0
}

func indexByte(s string, c byte) int {
	for i := 0; i < len(s); i++ {
		if s[i] == c {
			return i
		}
	}
	return -1
}

// trimFraction drops %g's trailing fraction zeros and a bare decimal point.
func trimFraction(body string) string {
	dot := indexByte(body, '.')
	if dot < 0 {
		return body
	}
	end := indexByte(body, 'e')
	if end < 0 {
		end = len(body)
	}
	k := end
	for k > dot+1 && body[k-1] == '0' {
		k--
	}
	if k == dot+1 {
		k = dot
	}
	return body[:k] + body[end:]
}

// hexDouble renders %a for a double as glibc's printf_fphex does: a leading
// 1 (0 for subnormals, whose exponent is fixed at -1022), the 52 fraction
// bits as 13 hex digits without trailing zeros, and rounding to a given
// precision half-to-even on the hex digits.
func (st *printfState) hexDouble(s *convSpec, f float64) {
	if math.IsInf(f, 0) || math.IsNaN(f) {
		st.special(s, math.Signbit(f), math.IsNaN(f))
		return
	}
	bits := math.Float64bits(f)
	e := int(bits>>52) & 0x7ff
	frac := bits & (1<<52 - 1)
	leading := byte('1')
	exp := e - 1023
	if e == 0 {
		leading = '0'
		exp = -1022
		if frac == 0 {
			exp = 0
		}
	}
	digits := fmt.Sprintf("%013x", frac)
	st.hexFloat(s, math.Signbit(f), leading, digits, frac == 0, exp)
}

// hexLongDouble renders %La as glibc does for x87 values: the leading hex
// digit is the top nibble of the 64-bit significand, so 1.0L is 0x8p-3.
func (st *printfState) hexLongDouble(s *convSpec, x ext80) {
	if x.isInf() || x.isNaN() {
		st.special(s, x.sign, x.isNaN())
		return
	}
	all := fmt.Sprintf("%016x", x.mant)
	exp := int(x.exp) - ext80Bias - 3
	if x.exp == 0 {
		exp = 1 - ext80Bias - 3
		if x.mant == 0 {
			exp = 0
		}
	}
	st.hexFloat(s, x.sign, all[0], all[1:], x.mant == 0, exp)
}

func (st *printfState) hexFloat(s *convSpec, negative bool, leading byte, digits string, zeroMantissa bool, exp int) {
	upper := s.verb == 'A'
	if upper {
		digits = upperASCII(digits)
		if leading >= 'a' {
			leading = leading - 'a' + 'A'
		}
	}
	prec := s.prec
	num := []byte(digits)
	if zeroMantissa {
		num = nil
		if prec < 0 {
			prec = 0
		}
	} else {
		end := len(num)
		for end > 0 && num[end-1] == '0' {
			end--
		}
		num = num[:end]
		if prec >= 0 && prec < len(num) {
			last := leading
			if prec > 0 {
				last = num[prec-1]
			}
			next := hexValue(num[prec])
			more := next&7 != 0 || prec+1 < len(num)
			if next >= 8 && (hexValue(last)&1 != 0 || more) {
				leading, exp = hexRoundUp(num[:prec], leading, exp, upper)
			}
			num = num[:prec]
		}
		if prec < 0 {
			prec = len(num)
		}
	}
	var b []byte
	b = append(b, '0', 'x')
	if upper {
		b[1] = 'X'
	}
	body := []byte{leading}
	if prec > 0 || s.alt {
		body = append(body, '.')
	}
	body = append(body, num...)
	for i := len(num); i < prec; i++ {
		body = append(body, '0')
	}
	if upper {
		body = append(body, 'P')
	} else {
		body = append(body, 'p')
	}
	if exp < 0 {
		body = append(body, '-')
		exp = -exp
	} else {
		body = append(body, '+')
	}
	body = strconv.AppendInt(body, int64(exp), 10)
	sign := signBytes(s, negative)
	width := s.width - len(sign) - len(b) - len(body)
	if !s.minus && !s.zero {
		st.spaces(width)
	}
	st.out = append(st.out, sign...)
	st.out = append(st.out, b...)
	if !s.minus && s.zero {
		st.zeros(width)
	}
	st.out = append(st.out, body...)
	if s.minus {
		st.spaces(width)
	}
}

func hexValue(c byte) int {
	switch {
	case c >= 'a':
		return int(c-'a') + 10
	case c >= 'A':
		return int(c-'A') + 10
	}
	return int(c - '0')
}

// hexRoundUp increments the kept hex digits; a carry out of them increments
// the leading digit, and a carry out of an 'f' leading digit becomes a
// leading 1 four binary places up (only x87 values can have one).
func hexRoundUp(num []byte, leading byte, exp int, upper bool) (byte, int) {
	a := byte('a')
	if upper {
		a = 'A'
	}
	for i := len(num) - 1; i >= 0; i-- {
		switch c := num[i]; {
		case c == '9':
			num[i] = a
			return leading, exp
		case hexValue(c) < 15:
			num[i]++
			return leading, exp
		default:
			num[i] = '0'
		}
	}
	switch {
	case leading == '9':
		return a, exp
	case hexValue(leading) < 15:
		return leading + 1, exp
	}
	return '1', exp + 4
}
