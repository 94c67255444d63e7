// The scanf family: sscanf, fscanf, scanf and their va_list forms, one scanner over strings, files and stdin.
package interp

import (
	"fmt"
	"math"
)

func init() {
	// glibc's headers rename the C99 forms __isoc99_* (clang-14 IR calls
	// those) and glibc 2.38's C23 forms __isoc23_*; all scan alike here.
	for _, prefix := range []string{"", "__isoc99_", "__isoc23_"} {
		libcFuncs[prefix+"sscanf"] = libcSscanf
		libcFuncs[prefix+"vsscanf"] = libcVsscanf
		libcFuncs[prefix+"fscanf"] = libcFscanf
		libcFuncs[prefix+"vfscanf"] = libcVfscanf
		libcFuncs[prefix+"scanf"] = libcScanf
		libcFuncs[prefix+"vscanf"] = libcVscanf
	}
}

// scanInput is what a scanf reads: get returns the next byte or -1 at the
// end, unread gives back the bytes just read (the scanner looks ahead to
// find where a number ends, as glibc's own push-back does).
type scanInput interface {
	get() int
	unread(b []byte)
}

type stringInput struct {
	s string
	i int
}

func (in *stringInput) get() int {
	if in.i >= len(in.s) {
		return -1
	}
	in.i++
	return int(in.s[in.i-1])
}

func (in *stringInput) unread(b []byte) { in.i -= len(b) }

type fileInput struct {
	p  *Process
	cf *cFile
}

func (in *fileInput) get() int { return in.p.getc(in.cf) }

func (in *fileInput) unread(b []byte) {
	for i := len(b) - 1; i >= 0; i-- {
		in.cf.unget = append(in.cf.unget, b[i])
	}
	if len(b) > 0 {
		in.cf.eof = false
	}
}

func libcSscanf(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 2, "sscanf"); err != nil {
		return 0, err
	}
	return p.sscanf(a[0], a[1], &directArgs{args: a[2:]})
}

func libcVsscanf(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 3, "vsscanf"); err != nil {
		return 0, err
	}
	return p.sscanf(a[0], a[1], &vaListArgs{mem: p.Mem, ap: a[2]})
}

func libcFscanf(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 2, "fscanf"); err != nil {
		return 0, err
	}
	return p.fscanf(a[0], "fscanf", a[1], &directArgs{args: a[2:]})
}

func libcVfscanf(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 3, "vfscanf"); err != nil {
		return 0, err
	}
	return p.fscanf(a[0], "vfscanf", a[1], &vaListArgs{mem: p.Mem, ap: a[2]})
}

func libcScanf(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 1, "scanf"); err != nil {
		return 0, err
	}
	return p.fscanf(fileHandle(0), "scanf", a[0], &directArgs{args: a[1:]})
}

func libcVscanf(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 2, "vscanf"); err != nil {
		return 0, err
	}
	return p.fscanf(fileHandle(0), "vscanf", a[0], &vaListArgs{mem: p.Mem, ap: a[1]})
}

func (p *Process) sscanf(str, fmtAddr uint64, args printfArgs) (uint64, error) {
	s, err := p.Mem.CString(str, math.MaxInt32)
	if err != nil {
		return 0, err
	}
	return p.scan(&stringInput{s: s}, fmtAddr, args)
}

func (p *Process) fscanf(fp uint64, fn string, fmtAddr uint64, args printfArgs) (uint64, error) {
	cf, err := p.cfile(fp, fn)
	if err != nil {
		return 0, err
	}
	return p.scan(&fileInput{p: p, cf: cf}, fmtAddr, args)
}

func isCSpaceInt(c int) bool { return c >= 0 && isCSpace(byte(c)) }

// scan runs a scanf format over in (C11 7.21.6.2): it returns the number
// of assigned conversions, or EOF when the input ended before the first
// conversion.
func (p *Process) scan(in scanInput, fmtAddr uint64, args printfArgs) (uint64, error) {
	format, err := p.cformat(fmtAddr)
	if err != nil {
		return 0, err
	}
	assigned, read := 0, 0 // read counts the bytes consumed, for %n
	converted := false     // a conversion has completed: no more EOF result
	get := func() int {
		c := in.get()
		if c >= 0 {
			read++
		}
		return c
	}
	unread := func(b []byte) {
		in.unread(b)
		read -= len(b)
	}
	skipSpace := func() int {
		for {
			c := get()
			if !isCSpaceInt(c) {
				if c >= 0 {
					unread([]byte{byte(c)})
				}
				return c
			}
		}
	}
	result := func(inputFailure bool) (uint64, error) {
		if inputFailure && !converted {
			return eof, nil
		}
		return uint64(assigned), nil
	}
	for i := 0; i < len(format); {
		c := format[i]
		if isCSpace(c) {
			skipSpace()
			i++
			continue
		}
		if c != '%' || i+1 < len(format) && format[i+1] == '%' {
			if c == '%' {
				i++
				skipSpace()
			}
			got := get()
			if got != int(c) {
				if got < 0 {
					return result(true)
				}
				unread([]byte{byte(got)})
				return result(false)
			}
			i++
			continue
		}
		// A conversion: %[*][width][length]verb.
		i++
		suppress := false
		if i < len(format) && format[i] == '*' {
			suppress = true
			i++
		}
		width := 0
		for i < len(format) && format[i] >= '0' && format[i] <= '9' {
			width = width*10 + int(format[i]-'0')
			i++
		}
		if i < len(format) && format[i] == '$' {
			return 0, fmt.Errorf("scanf's positional arguments (%%n$) are not supported")
		}
		size, long := 4, false
		for i < len(format) {
			switch format[i] {
			case 'h':
				size /= 2
			case 'l':
				if long || size == 8 {
					size = 8 // ll
				} else {
					long, size = true, 8
				}
			case 'q', 'j', 'z', 't':
				size = 8
			case 'L':
				size = 16
			default:
				goto verb
			}
			i++
		}
	verb:
		if i >= len(format) {
			return result(false)
		}
		verb := format[i]
		i++
		if width == 0 {
			width = math.MaxInt32
		}
		if verb != 'c' && verb != '[' && verb != 'n' {
			if skipSpace() < 0 {
				return result(true)
			}
		}
		store := func(v uint64, n int) error {
			if suppress {
				return nil
			}
			addr, err := args.word()
			if err != nil {
				return err
			}
			return p.Mem.Store(addr, n, v)
		}
		storeBytes := func(b []byte) error {
			if suppress {
				return nil
			}
			addr, err := args.word()
			if err != nil {
				return err
			}
			return p.Mem.Write(addr, b)
		}
		switch verb {
		case 'n':
			if err := store(uint64(read), min(size, 8)); err != nil {
				return 0, err
			}
			continue
		case 'd', 'i', 'u', 'o', 'x', 'X', 'p':
			base := 16
			switch verb {
			case 'd', 'u':
				base = 10
			case 'i':
				base = 0 // the prefix decides, as strtol's
			case 'o':
				base = 8
			case 'p':
				size = 8
			}
			text, digits := scanIntText(get, unread, width, base)
			if !digits {
				return result(false)
			}
			mag, neg, _, overflow := parseCInt(string(text), base)
			v := mag
			switch {
			case verb == 'd' || verb == 'i':
				// glibc converts as strtol (saturating) and then truncates.
				if overflow || !neg && mag > math.MaxInt64 {
					v = math.MaxInt64
					if neg {
						v = 1 << 63
					}
				} else if neg {
					if mag > 1<<63 {
						v = 1 << 63
					} else {
						v = -mag
					}
				}
			case overflow:
				v = math.MaxUint64
			case neg:
				v = -mag
			}
			if err := store(v, min(size, 8)); err != nil {
				return 0, err
			}
		case 'f', 'F', 'e', 'E', 'g', 'G', 'a', 'A':
			text := scanFloatText(get, unread, width)
			num, used, neg := scanCFloat(string(text))
			if used == 0 {
				return result(false)
			}
			switch size {
			case 16:
				f, _ := parseCFloat(num, neg, 64)
				x := f80FromF64(f)
				if !suppress {
					addr, err := args.word()
					if err != nil {
						return 0, err
					}
					if err := p.Mem.Store(addr, 8, x.m); err != nil {
						return 0, err
					}
					if err := p.Mem.Store(addr+8, 2, uint64(x.se)); err != nil {
						return 0, err
					}
				}
			case 8:
				f, _ := parseCFloat(num, neg, 64)
				if err := store(math.Float64bits(f), 8); err != nil {
					return 0, err
				}
			default:
				f, _ := parseCFloat(num, neg, 32)
				if err := store(uint64(math.Float32bits(float32(f))), 4); err != nil {
					return 0, err
				}
			}
		case 's':
			if long {
				return 0, fmt.Errorf("scanf's %%ls (wide strings) is not supported")
			}
			text, _ := readWhile(get, unread, width, func(c byte, _ []byte) bool { return !isCSpace(c) })
			if err := storeBytes(append(text, 0)); err != nil {
				return 0, err
			}
		case 'c':
			if long {
				return 0, fmt.Errorf("scanf's %%lc (wide characters) is not supported")
			}
			if width == math.MaxInt32 {
				width = 1
			}
			text, _ := readWhile(get, unread, width, func(byte, []byte) bool { return true })
			if len(text) < width {
				unread(text)
				return result(true)
			}
			if err := storeBytes(text); err != nil {
				return 0, err
			}
		case '[':
			var set [256]bool
			negate := false
			if i < len(format) && format[i] == '^' {
				negate = true
				i++
			}
			start := i
			for i < len(format) && (format[i] != ']' || i == start) {
				if i+2 < len(format) && format[i+1] == '-' && format[i+2] != ']' {
					for b := int(format[i]); b <= int(format[i+2]); b++ {
						set[b] = true
					}
					i += 3
					continue
				}
				set[format[i]] = true
				i++
			}
			if i >= len(format) {
				return result(false) // no closing ']': glibc stops
			}
			i++
			text, atEnd := readWhile(get, unread, width, func(c byte, _ []byte) bool { return set[c] != negate })
			if len(text) == 0 {
				return result(atEnd)
			}
			if err := storeBytes(append(text, 0)); err != nil {
				return 0, err
			}
		default:
			return 0, fmt.Errorf("scanf conversion %%%c is not supported", verb)
		}
		converted = true
		p.conversions++
		if !suppress {
			assigned++
		}
	}
	return uint64(assigned), nil
}

// readWhile reads up to width bytes that ok accepts (given the bytes so
// far), gives back the first byte it refuses, and says whether it stopped
// at the end of the input.
func readWhile(get func() int, unread func([]byte), width int, ok func(c byte, prev []byte) bool) (text []byte, atEnd bool) {
	for len(text) < width {
		c := get()
		if c < 0 {
			return text, true
		}
		if !ok(byte(c), text) {
			unread([]byte{byte(c)})
			return text, false
		}
		text = append(text, byte(c))
	}
	return text, false
}

// scanText is the bytes of one number being read, at most width of them,
// from get; back gives the last one back to unread.
type scanText struct {
	get    func() int
	unread func([]byte)
	width  int
	text   []byte
}

func (s *scanText) next() int {
	if len(s.text) >= s.width {
		return -1
	}
	c := s.get()
	if c >= 0 {
		s.text = append(s.text, byte(c))
	}
	return c
}

func (s *scanText) back() {
	s.unread(s.text[len(s.text)-1:])
	s.text = s.text[:len(s.text)-1]
}

// scanIntText reads an integer as glibc's scanf does: each byte that can
// continue one ("0x" included, whether a digit follows or not), giving
// back only the first that cannot; digits says whether it read any.
func scanIntText(get func() int, unread func([]byte), width, base int) (text []byte, digits bool) {
	st := &scanText{get: get, unread: unread, width: width}
	next, back := st.next, st.back
	c := next()
	if c == '+' || c == '-' {
		c = next()
	}
	if c == '0' && (base == 0 || base == 16) {
		digits = true
		if c = next(); c == 'x' || c == 'X' {
			base = 16
			c = next()
		} else if base == 0 {
			base = 8
		}
	}
	if base == 0 {
		base = 10
	}
	for c >= 0 && digitValue(byte(c)) < base {
		digits = true
		c = next()
	}
	if c >= 0 {
		back()
	}
	return st.text, digits
}

// scanFloatText reads a floating-point number as glibc's scanf does: sign,
// inf or nan, or digits with one point and an exponent whose sign and
// digits may be missing ("1e+" is read whole and converts as 1), giving
// back only the first byte that cannot continue it.
func scanFloatText(get func() int, unread func([]byte), width int) []byte {
	st := &scanText{get: get, unread: unread, width: width}
	next, back := st.next, st.back
	c := next()
	if c == '+' || c == '-' {
		c = next()
	}
	if c == 'i' || c == 'I' || c == 'n' || c == 'N' {
		// inf, infinity, nan, nan(chars): letters, digits and the brackets.
		for c >= 0 && (digitValue(byte(c)) < 36 || c == '(' || c == ')' || c == '_') {
			if c == ')' {
				return st.text
			}
			c = next()
		}
		if c >= 0 {
			back()
		}
		return st.text
	}
	base, exp := 10, byte('e')
	digits := false
	if c == '0' {
		digits = true
		if c = next(); c == 'x' || c == 'X' {
			base, exp = 16, 'p'
			c = next()
		}
	}
	point := false
	for c >= 0 {
		switch {
		case digitValue(byte(c)) < base:
			digits = true
		case c == '.' && !point:
			point = true
		default:
			goto mantissaEnd
		}
		c = next()
	}
mantissaEnd:
	if digits && c >= 0 && byte(c)|0x20 == exp {
		if c = next(); c == '+' || c == '-' {
			c = next()
		}
		for c >= '0' && c <= '9' {
			c = next()
		}
	}
	if c >= 0 {
		back()
	}
	return st.text
}
