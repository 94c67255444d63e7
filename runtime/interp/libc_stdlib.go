// stdlib.h: the heap, number parsing (strtol, strtod...), qsort and bsearch, glibc's rand and drand48, exit, abort, atexit, getenv, assert.
package interp

import (
	"errors"
	"fmt"
	"math"
	"math/big"
	"strconv"
	"strings"
)

func init() {
	for name, fn := range map[string]libcFunc{
		"malloc":           libcMalloc,
		"calloc":           libcCalloc,
		"realloc":          libcRealloc,
		"reallocarray":     libcReallocarray,
		"free":             libcFree,
		"aligned_alloc":    libcAlignedAlloc,
		"memalign":         libcAlignedAlloc,
		"posix_memalign":   libcPosixMemalign,
		"atoi":             libcAtoi,
		"atol":             libcAtol,
		"atoll":            libcAtol,
		"atof":             libcAtof,
		"strtol":           strtoInt(true),
		"strtoll":          strtoInt(true),
		"strtoimax":        strtoInt(true),
		"__isoc23_strtol":  strtoInt(true),
		"__isoc23_strtoll": strtoInt(true),
		"strtoul":          strtoInt(false),
		"strtoull":         strtoInt(false),
		"strtoumax":        strtoInt(false),
		"strtod":           libcStrtod,
		"strtold":          libcStrtod, // long double is computed as double
		"strtof":           libcStrtof,
		"abs":              libcAbs,
		"labs":             libcLabs,
		"llabs":            libcLabs,
		"imaxabs":          libcLabs,
		"div":              libcDiv,
		"qsort":            libcQsort,
		"bsearch":          libcBsearch,
		"rand":             libcRand,
		"random":           libcRand,
		"srand":            libcSrand,
		"srandom":          libcSrand,
		"rand_r":           libcRandR,
		"drand48":          libcDrand48,
		"lrand48":          libcLrand48,
		"mrand48":          libcMrand48,
		"srand48":          libcSrand48,
		"exit":             libcExitFunc,
		"_exit":            libcQuickExit,
		"_Exit":            libcQuickExit,
		"abort":            libcAbort,
		"atexit":           libcAtexit,
		"getenv":           libcGetenv,
		"secure_getenv":    libcGetenv,
		"__assert_fail":    libcAssertFail,
		"__errno_location": libcErrnoLocation,
	} {
		libcFuncs[name] = fn
	}
}

// The heap. Every block is its own segment, so any address is suitably
// aligned for any alignment below 2^32 and overruns trap exactly.

// malloc is C's malloc; err is only an *OverBudget, which stops the rank:
// other failures are a NULL, as in C.
func (p *Process) malloc(n uint64) (addr uint64, err error) {
	addr, err = p.Mem.Alloc(n)
	if err != nil {
		if _, over := err.(*OverBudget); over {
			return 0, err
		}
		p.setErrno(errnoENOMEM) // C's malloc reports failure with NULL
		return 0, nil
	}
	p.heap.allocated(addr, n)
	p.Mem.setAllocSite(addr, p.siteIndex())
	return addr, nil
}

// free releases the heap block at addr (see glibcHeap.freed for unmap).
func (p *Process) free(addr uint64, unmap bool) error {
	if err := p.Mem.Free(addr); err != nil {
		var bf *BadFree
		if errors.As(err, &bf) && bf.AllocSite > 0 && int(bf.AllocSite) <= len(p.prog.sites) {
			if pos := p.prog.sites[bf.AllocSite-1].String(); pos != "" {
				bf.Allocated = pos
			}
		}
		return err
	}
	p.heap.freed(addr, unmap)
	return nil
}

func libcMalloc(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 1, "malloc"); err != nil {
		return 0, err
	}
	return p.malloc(a[0])
}

func libcCalloc(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 2, "calloc"); err != nil {
		return 0, err
	}
	hi, total := mul64(a[0], a[1])
	if hi != 0 {
		p.setErrno(errnoENOMEM)
		return 0, nil
	}
	return p.malloc(total)
}

func mul64(x, y uint64) (hi, lo uint64) {
	b := new(big.Int).Mul(new(big.Int).SetUint64(x), new(big.Int).SetUint64(y))
	lo = b.Uint64()
	hi = new(big.Int).Rsh(b, 64).Uint64()
	return hi, lo
}

// heapBlock checks that addr is the start of a live heap block and returns its size.
func (p *Process) heapBlock(addr uint64, fn string) (int, error) {
	id := SegOf(addr)
	if OffOf(addr) != 0 || id < segFirst || int(id) >= len(p.Mem.segs) || p.Mem.segs[id].kind != SegHeap {
		// Free rejects it without side effects and says why.
		return 0, fmt.Errorf("%s: %w", fn, p.Mem.Free(addr))
	}
	return p.Mem.Size(addr), nil
}

func (p *Process) realloc(ptr, n uint64, fn string) (uint64, error) {
	if ptr == 0 {
		return p.malloc(n)
	}
	old, err := p.heapBlock(ptr, fn)
	if err != nil {
		return 0, err
	}
	if n == 0 {
		return 0, p.free(ptr, true)
	}
	addr, err := p.malloc(n)
	if addr == 0 {
		return 0, err // the old block stays valid, as in C
	}
	k := min(uint64(old), n)
	src, err := p.Mem.Bytes(ptr, int(k))
	if err != nil {
		return 0, err
	}
	dst, err := p.Mem.WritableBytes(addr, int(k))
	if err != nil {
		return 0, err
	}
	copy(dst, src)
	return addr, p.free(ptr, false)
}

func libcRealloc(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 2, "realloc"); err != nil {
		return 0, err
	}
	return p.realloc(a[0], a[1], "realloc")
}

func libcReallocarray(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 3, "reallocarray"); err != nil {
		return 0, err
	}
	hi, total := mul64(a[1], a[2])
	if hi != 0 {
		p.setErrno(errnoENOMEM)
		return 0, nil
	}
	return p.realloc(a[0], total, "reallocarray")
}

func libcFree(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 1, "free"); err != nil {
		return 0, err
	}
	return 0, p.free(a[0], true)
}

func libcAlignedAlloc(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 2, "aligned_alloc"); err != nil {
		return 0, err
	}
	return p.malloc(a[1])
}

func libcPosixMemalign(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 3, "posix_memalign"); err != nil {
		return 0, err
	}
	align := a[1]
	if align == 0 || align%8 != 0 || (align/8)&(align/8-1) != 0 {
		return errnoEINVAL, nil
	}
	addr, err := p.malloc(a[2])
	if addr == 0 {
		return errnoENOMEM, err
	}
	return 0, p.Mem.Store(a[0], 8, addr)
}

// Number parsing.

// isCSpace is isspace in the C locale.
func isCSpace(c byte) bool { return c == ' ' || c >= '\t' && c <= '\r' }

func digitValue(c byte) int {
	switch {
	case c >= '0' && c <= '9':
		return int(c - '0')
	case c >= 'a' && c <= 'z':
		return int(c-'a') + 10
	case c >= 'A' && c <= 'Z':
		return int(c-'A') + 10
	}
	return 99
}

// parseCInt is glibc's strtol/strtoul on s: it returns the magnitude, the
// sign, how many bytes were used (0 when no number was found) and whether
// the magnitude overflowed 64 bits.
func parseCInt(s string, base int) (mag uint64, negative bool, used int, overflow bool) {
	i := 0
	for i < len(s) && isCSpace(s[i]) {
		i++
	}
	if i < len(s) && (s[i] == '+' || s[i] == '-') {
		negative = s[i] == '-'
		i++
	}
	hexPrefix := i+2 < len(s) && s[i] == '0' && (s[i+1] == 'x' || s[i+1] == 'X') && digitValue(s[i+2]) < 16
	switch {
	case base == 0 && hexPrefix:
		base = 16
		i += 2
	case base == 0 && i < len(s) && s[i] == '0':
		base = 8
	case base == 0:
		base = 10
	case base == 16 && hexPrefix:
		i += 2
	}
	start := i
	for ; i < len(s) && digitValue(s[i]) < base; i++ {
		d := uint64(digitValue(s[i]))
		if mag > (math.MaxUint64-d)/uint64(base) {
			overflow = true
		}
		mag = mag*uint64(base) + d
	}
	if i == start {
		return 0, false, 0, false
	}
	return mag, negative, i, overflow
}

// readNumberText reads the C string at addr; number parsers only look at a
// prefix, so an unterminated buffer is read up to its end.
func (p *Process) readNumberText(addr uint64) (string, error) {
	return p.cstring(addr)
}

// strtoInt implements strtol/strtoll (signed) and strtoul/strtoull; long is
// 64 bits on x86-64, so both pairs are one function.
func strtoInt(signed bool) libcFunc {
	return func(p *Process, a []uint64) (uint64, error) {
		if err := cArgs(a, 3, "strtol"); err != nil {
			return 0, err
		}
		base := int(int32(a[2]))
		if base < 0 || base == 1 || base > 36 {
			p.setErrno(errnoEINVAL)
			return 0, nil
		}
		s, err := p.readNumberText(a[0])
		if err != nil {
			return 0, err
		}
		mag, neg, used, overflow := parseCInt(s, base)
		if a[1] != 0 {
			if err := p.Mem.Store(a[1], 8, a[0]+uint64(used)); err != nil {
				return 0, err
			}
		}
		return p.clampInt(mag, neg, overflow, signed), nil
	}
}

func (p *Process) clampInt(mag uint64, neg, overflow, signed bool) uint64 {
	switch {
	case !signed && overflow:
		p.setErrno(errnoERANGE)
		return math.MaxUint64
	case !signed && neg:
		return -mag
	case !signed:
		return mag
	case neg && (overflow || mag > 1<<63):
		p.setErrno(errnoERANGE)
		return 1 << 63
	case !neg && (overflow || mag > math.MaxInt64):
		p.setErrno(errnoERANGE)
		return math.MaxInt64
	case neg:
		return -mag
	}
	return mag
}

func libcAtoi(p *Process, a []uint64) (uint64, error) {
	v, err := libcAtol(p, a)
	return uint64(uint32(v)), err
}

func libcAtol(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 1, "atoi"); err != nil {
		return 0, err
	}
	s, err := p.readNumberText(a[0])
	if err != nil {
		return 0, err
	}
	mag, neg, _, overflow := parseCInt(s, 10)
	return p.clampInt(mag, neg, overflow, true), nil
}

// scanCFloat finds the longest prefix of s that strtod accepts and returns
// it rewritten in the syntax strconv.ParseFloat takes (or inf/nan).
func scanCFloat(s string) (text string, used int, negative bool) {
	i := 0
	for i < len(s) && isCSpace(s[i]) {
		i++
	}
	if i < len(s) && (s[i] == '+' || s[i] == '-') {
		negative = s[i] == '-'
		i++
	}
	rest := strings.ToLower(s[i:min(len(s), i+8)])
	switch {
	case strings.HasPrefix(rest, "infinity"):
		return "inf", i + 8, negative
	case strings.HasPrefix(rest, "inf"):
		return "inf", i + 3, negative
	case strings.HasPrefix(rest, "nan"):
		j := i + 3
		if j < len(s) && s[j] == '(' {
			k := j + 1
			for k < len(s) && (digitValue(s[k]) < 36 || s[k] == '_') {
				k++
			}
			if k < len(s) && s[k] == ')' {
				return "nan" + s[j:k+1], k + 1, negative
			}
		}
		return "nan", j, negative
	}
	hex := i+1 < len(s) && s[i] == '0' && (s[i+1] == 'x' || s[i+1] == 'X')
	base := 10
	j := i
	if hex {
		base = 16
		j += 2
	}
	digits := 0
	var b strings.Builder
	if hex {
		b.WriteString("0x")
	}
	for ; j < len(s) && digitValue(s[j]) < base; j++ {
		b.WriteByte(s[j])
		digits++
	}
	if j < len(s) && s[j] == '.' {
		b.WriteByte('.')
		for j++; j < len(s) && digitValue(s[j]) < base; j++ {
			b.WriteByte(s[j])
			digits++
		}
	}
	if digits == 0 {
		if hex { // "0x" with no hex digits is the number 0 followed by "x"
			return "0", i + 1, negative
		}
		return "", 0, false
	}
	expChar := byte('e')
	if hex {
		expChar = 'p'
	}
	expText := ""
	if j < len(s) && (s[j]|0x20) == expChar {
		k := j + 1
		if k < len(s) && (s[k] == '+' || s[k] == '-') {
			k++
		}
		m := k
		for m < len(s) && s[m] >= '0' && s[m] <= '9' {
			m++
		}
		if m > k {
			expText = string(expChar) + s[j+1:m]
			j = m
		}
	}
	if hex && expText == "" {
		expText = "p0"
	}
	b.WriteString(expText)
	return b.String(), j, negative
}

// parseCFloat converts what scanCFloat found, correctly rounded to bits
// (32 or 64), and reports a range error as glibc does: on overflow, and on
// underflow to zero or to an inexact subnormal.
func parseCFloat(text string, negative bool, bits int) (float64, bool) {
	sign := 1.0
	if negative {
		sign = -1
	}
	switch {
	case text == "inf":
		return math.Inf(int(sign)), false
	case strings.HasPrefix(text, "nan"):
		nan := math.Float64frombits(0x7ff8000000000000)
		if payload, err := strconv.ParseUint(strings.Trim(text[3:], "()"), 0, 64); err == nil && len(text) > 3 {
			nan = math.Float64frombits(0x7ff8000000000000 | payload&(1<<51-1))
			if bits == 32 {
				nan = float64(math.Float32frombits(0x7fc00000 | uint32(payload)&(1<<22-1)))
			}
		}
		return math.Copysign(nan, sign), false
	}
	f, err := strconv.ParseFloat(text, bits)
	f = math.Copysign(f, sign)
	if err != nil {
		var ne *strconv.NumError
		if errors.As(err, &ne) && ne.Err == strconv.ErrRange {
			return f, true
		}
	}
	minNormal := 0x1p-1022
	if bits == 32 {
		minNormal = 0x1p-126
	}
	if math.Abs(f) >= minNormal {
		return f, false
	}
	if f == 0 {
		return f, hasNonzeroDigit(text)
	}
	exact, ok := new(big.Rat).SetString(text)
	if !ok {
		return f, false
	}
	got := new(big.Rat)
	got.SetFloat64(math.Abs(f))
	return f, got.Cmp(exact) != 0
}

func hasNonzeroDigit(text string) bool {
	mant := text
	if strings.HasPrefix(mant, "0x") {
		mant = mant[2:]
		if k := strings.IndexByte(mant, 'p'); k >= 0 {
			mant = mant[:k]
		}
	} else if k := strings.IndexAny(mant, "eE"); k >= 0 {
		mant = mant[:k]
	}
	return strings.Trim(mant, "0.") != ""
}

func (p *Process) strtod(a []uint64, bits int, fn string) (float64, error) {
	if err := cArgs(a, 2, fn); err != nil {
		return 0, err
	}
	s, err := p.readNumberText(a[0])
	if err != nil {
		return 0, err
	}
	text, used, neg := scanCFloat(s)
	if a[1] != 0 {
		if err := p.Mem.Store(a[1], 8, a[0]+uint64(used)); err != nil {
			return 0, err
		}
	}
	if used == 0 {
		return 0, nil
	}
	f, rangeErr := parseCFloat(text, neg, bits)
	if rangeErr {
		p.setErrno(errnoERANGE)
	}
	return f, nil
}

func libcStrtod(p *Process, a []uint64) (uint64, error) {
	f, err := p.strtod(a, 64, "strtod")
	return math.Float64bits(f), err
}

func libcStrtof(p *Process, a []uint64) (uint64, error) {
	f, err := p.strtod(a, 32, "strtof")
	return math.Float64bits(f), err
}

func libcAtof(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 1, "atof"); err != nil {
		return 0, err
	}
	f, err := p.strtod([]uint64{a[0], 0}, 64, "atof")
	return math.Float64bits(f), err
}

func libcAbs(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 1, "abs"); err != nil {
		return 0, err
	}
	v := int32(a[0])
	if v < 0 {
		v = -v
	}
	return uint64(uint32(v)), nil
}

func libcLabs(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 1, "labs"); err != nil {
		return 0, err
	}
	v := int64(a[0])
	if v < 0 {
		v = -v
	}
	return uint64(v), nil
}

// libcDiv returns div_t {int quot; int rem} packed in one i64, as the
// x86-64 ABI returns it and clang's IR declares it.
func libcDiv(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 2, "div"); err != nil {
		return 0, err
	}
	x, y := int32(a[0]), int32(a[1])
	if y == 0 {
		return 0, errors.New("div: integer division by zero")
	}
	if x == math.MinInt32 && y == -1 {
		return 0, errors.New("div: integer overflow (INT_MIN / -1)")
	}
	return uint64(uint32(x/y)) | uint64(uint32(x%y))<<32, nil
}

// Sorting and searching.

// sortMem sorts n elements of size bytes at base with glibc 2.36's qsort
// algorithm: a top-down merge sort (n/2 elements left, the rest right),
// direct for elements up to 32 bytes and through an array of element
// pointers above, so the comparator sees the same pointers in the same order
// as under glibc and equal elements keep glibc's (stable) order.
func (p *Process) sortMem(base, n, size uint64, cmp func(x, y uint64) (int32, error)) error {
	if n <= 1 || size == 0 {
		return nil
	}
	if hi, total := mul64(n, size); hi != 0 || total > math.MaxInt32*2 {
		return fmt.Errorf("qsort of %d elements of %d bytes is larger than any object", n, size)
	}
	if size > 32 {
		return p.sortIndirect(base, n, size, cmp)
	}
	var tmp []byte
	var msort func(b, n uint64) error
	msort = func(b, n uint64) error {
		if n <= 1 {
			return nil
		}
		n1 := n / 2
		n2 := n - n1
		if err := msort(b, n1); err != nil {
			return err
		}
		if err := msort(b+n1*size, n2); err != nil {
			return err
		}
		b1, b2 := b, b+n1*size
		tmp = tmp[:0]
		for n1 > 0 && n2 > 0 {
			c, err := cmp(b1, b2)
			if err != nil {
				return err
			}
			from := &b2
			if c <= 0 {
				from = &b1
				n1--
			} else {
				n2--
			}
			e, err := p.Mem.Bytes(*from, int(size))
			if err != nil {
				return err
			}
			tmp = append(tmp, e...)
			*from += size
		}
		if n1 > 0 {
			rest, err := p.Mem.Bytes(b1, int(n1*size))
			if err != nil {
				return err
			}
			tmp = append(tmp, rest...)
		}
		return p.Mem.Write(b, tmp)
	}
	return msort(base, n)
}

func (p *Process) sortIndirect(base, n, size uint64, cmp func(x, y uint64) (int32, error)) error {
	ptrs := make([]uint64, n)
	for i := range ptrs {
		ptrs[i] = base + uint64(i)*size
	}
	tmp := make([]uint64, 0, n)
	var msort func(lo, n uint64) error
	msort = func(lo, n uint64) error {
		if n <= 1 {
			return nil
		}
		n1 := n / 2
		if err := msort(lo, n1); err != nil {
			return err
		}
		if err := msort(lo+n1, n-n1); err != nil {
			return err
		}
		i, j, end := lo, lo+n1, lo+n
		tmp = tmp[:0]
		for i < lo+n1 && j < end {
			c, err := cmp(ptrs[i], ptrs[j])
			if err != nil {
				return err
			}
			if c <= 0 {
				tmp = append(tmp, ptrs[i])
				i++
			} else {
				tmp = append(tmp, ptrs[j])
				j++
			}
		}
		tmp = append(tmp, ptrs[i:lo+n1]...)
		copy(ptrs[lo:], tmp)
		return nil
	}
	if err := msort(0, n); err != nil {
		return err
	}
	all, err := p.Mem.Bytes(base, int(n*size))
	if err != nil {
		return err
	}
	sorted := make([]byte, 0, len(all))
	for _, ptr := range ptrs {
		off := ptr - base
		sorted = append(sorted, all[off:off+size]...)
	}
	return p.Mem.Write(base, sorted)
}

// comparator calls a C comparison function.
func (p *Process) comparator(fn uint64) func(x, y uint64) (int32, error) {
	return func(x, y uint64) (int32, error) {
		r, err := p.CallFunc(fn, x, y)
		return int32(r), err
	}
}

func libcQsort(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 4, "qsort"); err != nil {
		return 0, err
	}
	return 0, p.sortMem(a[0], a[1], a[2], p.comparator(a[3]))
}

// searchMem is glibc's bsearch: halve [l, u) around the middle element.
func searchMem(key, base, n, size uint64, cmp func(x, y uint64) (int32, error)) (uint64, error) {
	l, u := uint64(0), n
	for l < u {
		idx := (l + u) / 2
		elem := base + idx*size
		c, err := cmp(key, elem)
		if err != nil {
			return 0, err
		}
		switch {
		case c < 0:
			u = idx
		case c > 0:
			l = idx + 1
		default:
			return elem, nil
		}
	}
	return 0, nil
}

func libcBsearch(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 5, "bsearch"); err != nil {
		return 0, err
	}
	return searchMem(a[0], a[1], a[2], a[3], p.comparator(a[4]))
}

// Random numbers.

// randomState is glibc's default random() generator (TYPE_3): an additive
// feedback generator r[i] = r[i-3] + r[i-31] over 31 words, seeded by the
// 16807 LCG, whose first 310 outputs are discarded.
type randomState struct {
	seeded bool
	r      [31]int32
	f, b   int // glibc's fptr and rptr
	x48    uint64
	seed48 bool
}

func (s *randomState) seed(seed uint32) {
	if seed == 0 {
		seed = 1
	}
	s.r[0] = int32(seed)
	word := int32(seed)
	for i := 1; i < len(s.r); i++ {
		hi := int64(word) / 127773
		lo := int64(word) % 127773
		w := 16807*lo - 2836*hi
		if w < 0 {
			w += 2147483647
		}
		word = int32(w)
		s.r[i] = word
	}
	s.f, s.b = 3, 0
	s.seeded = true
	for i := 0; i < 10*len(s.r); i++ {
		s.next()
	}
}

func (s *randomState) next() int32 {
	if !s.seeded {
		s.seed(1) // glibc's initial table is the one srand(1) makes
	}
	val := uint32(s.r[s.f]) + uint32(s.r[s.b])
	s.r[s.f] = int32(val)
	s.f++
	s.b++
	if s.f >= len(s.r) {
		s.f = 0
	} else if s.b >= len(s.r) {
		s.b = 0
	}
	return int32(val >> 1)
}

// random returns the process's generator state, creating it on first use.
func (p *Process) random() *randomState {
	if p.libc.rand == nil {
		p.libc.rand = &randomState{}
	}
	return p.libc.rand
}

func libcRand(p *Process, _ []uint64) (uint64, error) {
	return uint64(p.random().next()), nil
}

func libcSrand(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 1, "srand"); err != nil {
		return 0, err
	}
	p.random().seed(uint32(a[0]))
	return 0, nil
}

// libcRandR is glibc's rand_r: three steps of an LCG, 11+10+10 bits.
func libcRandR(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 1, "rand_r"); err != nil {
		return 0, err
	}
	v, err := p.Mem.Load(a[0], 4)
	if err != nil {
		return 0, err
	}
	next := uint32(v)
	next = next*1103515245 + 12345
	result := (next / 65536) % 2048
	next = next*1103515245 + 12345
	result = result<<10 ^ (next/65536)%1024
	next = next*1103515245 + 12345
	result = result<<10 ^ (next/65536)%1024
	return uint64(result), p.Mem.Store(a[0], 4, uint64(next))
}

// The drand48 family: X(n+1) = (0x5DEECE66D X(n) + 0xB) mod 2^48.
func (s *randomState) next48() uint64 {
	if !s.seed48 {
		s.x48, s.seed48 = 0, true // glibc's initial state is all zero
	}
	s.x48 = (0x5DEECE66D*s.x48 + 0xB) & (1<<48 - 1)
	return s.x48
}

func libcDrand48(p *Process, _ []uint64) (uint64, error) {
	return math.Float64bits(float64(p.random().next48()) / (1 << 48)), nil
}

func libcLrand48(p *Process, _ []uint64) (uint64, error) {
	return p.random().next48() >> 17, nil
}

func libcMrand48(p *Process, _ []uint64) (uint64, error) {
	return uint64(int64(int32(p.random().next48() >> 16))), nil
}

func libcSrand48(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 1, "srand48"); err != nil {
		return 0, err
	}
	p.random().x48 = (a[0]&0xffffffff)<<16 | 0x330E
	p.random().seed48 = true
	return 0, nil
}

// Process control and the environment.

// exitProcess is what exit(code) does: run the atexit handlers (last
// registered first), flush stdio, and end the process. The core calls it
// when main returns, with call "" (see Exit.Call).
func (p *Process) exitProcess(code int32, call string) error {
	for len(p.libc.atexit) > 0 {
		fn := p.libc.atexit[len(p.libc.atexit)-1]
		p.libc.atexit = p.libc.atexit[:len(p.libc.atexit)-1]
		if _, err := p.CallFunc(fn); err != nil {
			return err
		}
	}
	p.FlushStdio()
	return &Exit{Code: int(code) & 0xff, Call: call}
}

func libcExitFunc(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 1, "exit"); err != nil {
		return 0, err
	}
	return 0, p.exitProcess(int32(a[0]), "exit")
}

// libcQuickExit is _exit: no handlers, no stdio flush (the host still
// flushes, as it does for every ending, so output is not lost).
func libcQuickExit(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 1, "_exit"); err != nil {
		return 0, err
	}
	return 0, &Exit{Code: int(int32(a[0])) & 0xff, Call: "_exit"}
}

// abortCode is the status a shell reports for SIGABRT.
const abortCode = 128 + 6

// abort ends the process as SIGABRT does; call is what the error report
// names ("abort", or "assert" for a failed assertion).
func (p *Process) abort(call string) error {
	p.writeStream(&p.libc.stderr, p.ErrOut, []byte("Aborted\n"))
	return &Exit{Code: abortCode, Call: call}
}

func libcAbort(p *Process, _ []uint64) (uint64, error) { return 0, p.abort("abort") }

func libcAtexit(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 1, "atexit"); err != nil {
		return 0, err
	}
	p.libc.atexit = append(p.libc.atexit, a[0])
	return 0, nil
}

func libcGetenv(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 1, "getenv"); err != nil {
		return 0, err
	}
	name, err := p.cstring(a[0])
	if err != nil {
		return 0, err
	}
	v, ok := p.Env[name]
	if !ok || strings.IndexByte(name, '=') >= 0 {
		return 0, nil
	}
	if addr, ok := p.libc.envAddrs[name]; ok {
		return addr, nil
	}
	addr := Addr(p.Mem.MapFixed(len(v)+1, SegGlobal, "environment "+name), 0)
	if err := p.writeString(addr, v); err != nil {
		return 0, err
	}
	if p.libc.envAddrs == nil {
		p.libc.envAddrs = map[string]uint64{}
	}
	p.libc.envAddrs[name] = addr
	return addr, nil
}

// libcAssertFail prints glibc's assertion message and aborts.
func libcAssertFail(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 4, "__assert_fail"); err != nil {
		return 0, err
	}
	var strs [4]string
	for i, k := range []int{0, 1, 3} {
		if a[k] == 0 {
			continue
		}
		s, err := p.cstring(a[k])
		if err != nil {
			return 0, err
		}
		strs[i] = s
	}
	expr, file, fn := strs[0], strs[1], strs[2]
	msg := p.libc.progName
	if msg != "" {
		msg += ": "
	}
	msg += fmt.Sprintf("%s:%d: ", file, uint32(a[2]))
	if a[3] != 0 {
		msg += fn + ": "
	}
	msg += "Assertion `" + expr + "' failed.\n"
	p.writeStream(&p.libc.stderr, p.ErrOut, []byte(msg))
	return 0, p.abort("assert")
}

func libcErrnoLocation(p *Process, _ []uint64) (uint64, error) {
	return p.errnoCell(), nil
}
