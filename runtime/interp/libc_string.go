// string.h, strerror and ctype.h, including glibc's __ctype_b_loc tables that clang's isdigit-style macros index.
package interp

import (
	"bytes"
	"math"
	"strconv"
	"sync"
)

func init() {
	for name, fn := range map[string]libcFunc{
		"memcpy":      libcMemmove,
		"memmove":     libcMemmove,
		"mempcpy":     libcMempcpy,
		"memset":      libcMemset,
		"memcmp":      libcMemcmp,
		"bcmp":        libcMemcmp,
		"memchr":      libcMemchr,
		"bzero":       libcBzero,
		"strlen":      libcStrlen,
		"strnlen":     libcStrnlen,
		"strcpy":      libcStrcpy,
		"stpcpy":      libcStpcpy,
		"strncpy":     libcStrncpy,
		"strcat":      libcStrcat,
		"strncat":     libcStrncat,
		"strcmp":      libcStrcmp,
		"strncmp":     libcStrncmp,
		"strcoll":     libcStrcmp, // the C locale collates by byte
		"strcasecmp":  libcStrcasecmp,
		"strncasecmp": libcStrncasecmp,
		"strchr":      libcStrchr,
		"strrchr":     libcStrrchr,
		"strstr":      libcStrstr,
		"strdup":      libcStrdup,
		"strndup":     libcStrndup,
		"strspn":      libcStrspn,
		"strcspn":     libcStrcspn,
		"strpbrk":     libcStrpbrk,
		"strtok":      libcStrtok,
		"strtok_r":    libcStrtokR,
		"strerror":    libcStrerror,

		"__ctype_b_loc":       ctypeLoc(0),
		"__ctype_tolower_loc": ctypeLoc(1),
		"__ctype_toupper_loc": ctypeLoc(2),
		"isalnum":             ctypeIs(ctAlnum),
		"isalpha":             ctypeIs(ctAlpha),
		"isblank":             ctypeIs(ctBlank),
		"iscntrl":             ctypeIs(ctCntrl),
		"isdigit":             ctypeIs(ctDigit),
		"isgraph":             ctypeIs(ctGraph),
		"islower":             ctypeIs(ctLower),
		"isprint":             ctypeIs(ctPrint),
		"ispunct":             ctypeIs(ctPunct),
		"isspace":             ctypeIs(ctSpace),
		"isupper":             ctypeIs(ctUpper),
		"isxdigit":            ctypeIs(ctXdigit),
		"isascii":             libcIsascii,
		"toascii":             libcToascii,
		"toupper":             libcToupper,
		"tolower":             libcTolower,
	} {
		libcFuncs[name] = fn
	}
}

const maxCString = math.MaxInt32

func (p *Process) cstring(addr uint64) (string, error) { return p.Mem.CString(addr, maxCString) }

// writeString writes s and its terminating NUL at addr.
func (p *Process) writeString(addr uint64, s string) error {
	b, err := p.Mem.WritableBytes(addr, len(s)+1)
	if err != nil {
		return err
	}
	copy(b, s)
	b[len(s)] = 0
	return nil
}

// byteCount checks a size_t count against the 4 GiB object limit.
func byteCount(n uint64) int {
	if n > math.MaxInt32*2 {
		return -1
	}
	return int(n)
}

func countFault(addr, n uint64, write bool) error {
	return &MemFault{Addr: addr, Size: math.MaxInt32, Write: write, What: "size " + strconv.FormatUint(n, 10) + " is larger than any object"}
}

func libcMemmove(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 3, "memcpy"); err != nil {
		return 0, err
	}
	n := byteCount(a[2])
	if n < 0 {
		return 0, countFault(a[0], a[2], true)
	}
	// The destination first: making it writable may copy the segment the
	// source slice would otherwise alias stale.
	dst, err := p.Mem.WritableBytes(a[0], n)
	if err != nil {
		return 0, err
	}
	src, err := p.Mem.Bytes(a[1], n)
	if err != nil {
		return 0, err
	}
	copy(dst, src)
	return a[0], nil
}

func libcMempcpy(p *Process, a []uint64) (uint64, error) {
	if _, err := libcMemmove(p, a); err != nil {
		return 0, err
	}
	return a[0] + a[2], nil
}

func libcMemset(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 3, "memset"); err != nil {
		return 0, err
	}
	n := byteCount(a[2])
	if n < 0 {
		return 0, countFault(a[0], a[2], true)
	}
	dst, err := p.Mem.WritableBytes(a[0], n)
	if err != nil {
		return 0, err
	}
	c := byte(a[1])
	for i := range dst {
		dst[i] = c
	}
	return a[0], nil
}

func libcBzero(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 2, "bzero"); err != nil {
		return 0, err
	}
	_, err := libcMemset(p, []uint64{a[0], 0, a[1]})
	return 0, err
}

// byteDiff is what glibc's x86-64 memcmp and strcmp return: the difference
// of the first differing bytes as unsigned chars.
func byteDiff(x, y byte) uint64 { return uint64(int64(int(x) - int(y))) }

func libcMemcmp(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 3, "memcmp"); err != nil {
		return 0, err
	}
	n := byteCount(a[2])
	if n < 0 {
		return 0, countFault(a[0], a[2], false)
	}
	x, err := p.Mem.Bytes(a[0], n)
	if err != nil {
		return 0, err
	}
	y, err := p.Mem.Bytes(a[1], n)
	if err != nil {
		return 0, err
	}
	for i := range x {
		if x[i] != y[i] {
			return byteDiff(x[i], y[i]), nil
		}
	}
	return 0, nil
}

func libcMemchr(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 3, "memchr"); err != nil {
		return 0, err
	}
	// memchr may stop at the first match, so read only up to it.
	c := byte(a[1])
	for i := uint64(0); i < a[2]; i++ {
		v, err := p.Mem.Load(a[0]+i, 1)
		if err != nil {
			return 0, err
		}
		if byte(v) == c {
			return a[0] + i, nil
		}
	}
	return 0, nil
}

func libcStrlen(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 1, "strlen"); err != nil {
		return 0, err
	}
	s, err := p.cstring(a[0])
	return uint64(len(s)), err
}

func libcStrnlen(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 2, "strnlen"); err != nil {
		return 0, err
	}
	max := byteCount(a[1])
	if max < 0 {
		max = maxCString
	}
	s, err := p.Mem.CString(a[0], max)
	return uint64(len(s)), err
}

func libcStrcpy(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 2, "strcpy"); err != nil {
		return 0, err
	}
	s, err := p.cstring(a[1])
	if err != nil {
		return 0, err
	}
	return a[0], p.writeString(a[0], s)
}

func libcStpcpy(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 2, "stpcpy"); err != nil {
		return 0, err
	}
	s, err := p.cstring(a[1])
	if err != nil {
		return 0, err
	}
	return a[0] + uint64(len(s)), p.writeString(a[0], s)
}

func libcStrncpy(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 3, "strncpy"); err != nil {
		return 0, err
	}
	n := byteCount(a[2])
	if n < 0 {
		return 0, countFault(a[0], a[2], true)
	}
	s, err := p.Mem.CString(a[1], n)
	if err != nil {
		return 0, err
	}
	dst, err := p.Mem.WritableBytes(a[0], n)
	if err != nil {
		return 0, err
	}
	k := copy(dst, s)
	for i := k; i < n; i++ {
		dst[i] = 0
	}
	return a[0], nil
}

func libcStrcat(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 2, "strcat"); err != nil {
		return 0, err
	}
	d, err := p.cstring(a[0])
	if err != nil {
		return 0, err
	}
	s, err := p.cstring(a[1])
	if err != nil {
		return 0, err
	}
	return a[0], p.writeString(a[0]+uint64(len(d)), s)
}

func libcStrncat(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 3, "strncat"); err != nil {
		return 0, err
	}
	d, err := p.cstring(a[0])
	if err != nil {
		return 0, err
	}
	n := byteCount(a[2])
	if n < 0 {
		n = maxCString
	}
	s, err := p.Mem.CString(a[1], n)
	if err != nil {
		return 0, err
	}
	return a[0], p.writeString(a[0]+uint64(len(d)), s)
}

// compareStrings compares at most n bytes (n < 0: unbounded) of two C
// strings, reading each only as far as the comparison goes.
func (p *Process) compareStrings(x, y uint64, n int, fold bool) (uint64, error) {
	for i := 0; n < 0 || i < n; i++ {
		cx, err := p.Mem.Load(x+uint64(i), 1)
		if err != nil {
			return 0, err
		}
		cy, err := p.Mem.Load(y+uint64(i), 1)
		if err != nil {
			return 0, err
		}
		bx, by := byte(cx), byte(cy)
		if fold {
			bx, by = lowerASCII(bx), lowerASCII(by)
		}
		if bx != by || bx == 0 {
			return byteDiff(bx, by), nil
		}
	}
	return 0, nil
}

func lowerASCII(c byte) byte {
	if c >= 'A' && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}

func libcStrcmp(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 2, "strcmp"); err != nil {
		return 0, err
	}
	return p.compareStrings(a[0], a[1], -1, false)
}

func libcStrncmp(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 3, "strncmp"); err != nil {
		return 0, err
	}
	return p.compareStrings(a[0], a[1], boundedCount(a[2]), false)
}

func libcStrcasecmp(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 2, "strcasecmp"); err != nil {
		return 0, err
	}
	return p.compareStrings(a[0], a[1], -1, true)
}

func libcStrncasecmp(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 3, "strncasecmp"); err != nil {
		return 0, err
	}
	return p.compareStrings(a[0], a[1], boundedCount(a[2]), true)
}

// boundedCount turns a size_t limit into a loop bound (-1: no limit in practice).
func boundedCount(n uint64) int {
	if n > maxCString {
		return -1
	}
	return int(n)
}

func libcStrchr(p *Process, a []uint64) (uint64, error) {
	return findChar(p, a, "strchr", bytes.IndexByte)
}

func libcStrrchr(p *Process, a []uint64) (uint64, error) {
	return findChar(p, a, "strrchr", bytes.LastIndexByte)
}

// findChar is strchr and strrchr: the terminating NUL is part of the
// string, so searching for 0 finds its end.
func findChar(p *Process, a []uint64, name string, index func([]byte, byte) int) (uint64, error) {
	if err := cArgs(a, 2, name); err != nil {
		return 0, err
	}
	s, err := p.cstring(a[0])
	if err != nil {
		return 0, err
	}
	c := byte(a[1])
	if c == 0 {
		return a[0] + uint64(len(s)), nil
	}
	if i := index([]byte(s), c); i >= 0 {
		return a[0] + uint64(i), nil
	}
	return 0, nil
}

func libcStrstr(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 2, "strstr"); err != nil {
		return 0, err
	}
	h, err := p.cstring(a[0])
	if err != nil {
		return 0, err
	}
	n, err := p.cstring(a[1])
	if err != nil {
		return 0, err
	}
	if i := bytes.Index([]byte(h), []byte(n)); i >= 0 {
		return a[0] + uint64(i), nil
	}
	return 0, nil
}

// newCString copies s into a fresh heap block, as strdup does.
func (p *Process) newCString(s string) (uint64, error) {
	addr, err := p.Mem.Alloc(uint64(len(s)) + 1)
	if err != nil {
		if _, over := err.(*OverBudget); over {
			return 0, err
		}
		p.setErrno(errnoENOMEM)
		return 0, nil
	}
	p.Mem.setAllocSite(addr, p.siteIndex())
	return addr, p.writeString(addr, s)
}

func libcStrdup(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 1, "strdup"); err != nil {
		return 0, err
	}
	s, err := p.cstring(a[0])
	if err != nil {
		return 0, err
	}
	return p.newCString(s)
}

func libcStrndup(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 2, "strndup"); err != nil {
		return 0, err
	}
	n := byteCount(a[1])
	if n < 0 {
		n = maxCString
	}
	s, err := p.Mem.CString(a[0], n)
	if err != nil {
		return 0, err
	}
	return p.newCString(s)
}

// span is the length of the prefix of s made of bytes in set (or not in it).
func span(s, set string, in bool) int {
	for i := 0; i < len(s); i++ {
		if (bytes.IndexByte([]byte(set), s[i]) >= 0) != in {
			return i
		}
	}
	return len(s)
}

func (p *Process) twoStrings(a []uint64, fn string) (string, string, error) {
	if err := cArgs(a, 2, fn); err != nil {
		return "", "", err
	}
	s, err := p.cstring(a[0])
	if err != nil {
		return "", "", err
	}
	set, err := p.cstring(a[1])
	return s, set, err
}

func libcStrspn(p *Process, a []uint64) (uint64, error) {
	s, set, err := p.twoStrings(a, "strspn")
	return uint64(span(s, set, true)), err
}

func libcStrcspn(p *Process, a []uint64) (uint64, error) {
	s, set, err := p.twoStrings(a, "strcspn")
	return uint64(span(s, set, false)), err
}

func libcStrpbrk(p *Process, a []uint64) (uint64, error) {
	s, set, err := p.twoStrings(a, "strpbrk")
	if err != nil {
		return 0, err
	}
	if i := span(s, set, false); i < len(s) {
		return a[0] + uint64(i), nil
	}
	return 0, nil
}

// strtokStep is glibc's strtok_r: skip delimiters, cut the token with a
// NUL, and return where the next call resumes.
func (p *Process) strtokStep(s, delimAddr uint64) (tok, next uint64, err error) {
	str, err := p.cstring(s)
	if err != nil {
		return 0, 0, err
	}
	delim, err := p.cstring(delimAddr)
	if err != nil {
		return 0, 0, err
	}
	start := span(str, delim, true)
	if start == len(str) {
		return 0, s + uint64(start), nil
	}
	end := start + span(str[start:], delim, false)
	if end == len(str) {
		return s + uint64(start), s + uint64(end), nil
	}
	if err := p.Mem.Store(s+uint64(end), 1, 0); err != nil {
		return 0, 0, err
	}
	return s + uint64(start), s + uint64(end) + 1, nil
}

func libcStrtok(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 2, "strtok"); err != nil {
		return 0, err
	}
	s := a[0]
	if s == 0 {
		s = p.libc.strtokNext
	}
	tok, next, err := p.strtokStep(s, a[1])
	if err != nil {
		return 0, err
	}
	p.libc.strtokNext = next
	return tok, nil
}

func libcStrtokR(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 3, "strtok_r"); err != nil {
		return 0, err
	}
	s := a[0]
	if s == 0 {
		v, err := p.Mem.Load(a[2], 8)
		if err != nil {
			return 0, err
		}
		s = v
	}
	tok, next, err := p.strtokStep(s, a[1])
	if err != nil {
		return 0, err
	}
	return tok, p.Mem.Store(a[2], 8, next)
}

// errorMessages are glibc 2.36's strerror texts on Linux.
var errorMessages = map[int]string{
	0:   "Success",
	1:   "Operation not permitted",
	2:   "No such file or directory",
	3:   "No such process",
	4:   "Interrupted system call",
	5:   "Input/output error",
	6:   "No such device or address",
	7:   "Argument list too long",
	8:   "Exec format error",
	9:   "Bad file descriptor",
	10:  "No child processes",
	11:  "Resource temporarily unavailable",
	12:  "Cannot allocate memory",
	13:  "Permission denied",
	14:  "Bad address",
	15:  "Block device required",
	16:  "Device or resource busy",
	17:  "File exists",
	18:  "Invalid cross-device link",
	19:  "No such device",
	20:  "Not a directory",
	21:  "Is a directory",
	22:  "Invalid argument",
	23:  "Too many open files in system",
	24:  "Too many open files",
	25:  "Inappropriate ioctl for device",
	26:  "Text file busy",
	27:  "File too large",
	28:  "No space left on device",
	29:  "Illegal seek",
	30:  "Read-only file system",
	31:  "Too many links",
	32:  "Broken pipe",
	33:  "Numerical argument out of domain",
	34:  "Numerical result out of range",
	35:  "Resource deadlock avoided",
	36:  "File name too long",
	37:  "No locks available",
	38:  "Function not implemented",
	39:  "Directory not empty",
	40:  "Too many levels of symbolic links",
	42:  "No message of desired type",
	43:  "Identifier removed",
	44:  "Channel number out of range",
	45:  "Level 2 not synchronized",
	46:  "Level 3 halted",
	47:  "Level 3 reset",
	48:  "Link number out of range",
	49:  "Protocol driver not attached",
	50:  "No CSI structure available",
	51:  "Level 2 halted",
	52:  "Invalid exchange",
	53:  "Invalid request descriptor",
	54:  "Exchange full",
	55:  "No anode",
	56:  "Invalid request code",
	57:  "Invalid slot",
	59:  "Bad font file format",
	60:  "Device not a stream",
	61:  "No data available",
	62:  "Timer expired",
	63:  "Out of streams resources",
	64:  "Machine is not on the network",
	65:  "Package not installed",
	66:  "Object is remote",
	67:  "Link has been severed",
	68:  "Advertise error",
	69:  "Srmount error",
	70:  "Communication error on send",
	71:  "Protocol error",
	72:  "Multihop attempted",
	73:  "RFS specific error",
	74:  "Bad message",
	75:  "Value too large for defined data type",
	76:  "Name not unique on network",
	77:  "File descriptor in bad state",
	78:  "Remote address changed",
	79:  "Can not access a needed shared library",
	80:  "Accessing a corrupted shared library",
	81:  ".lib section in a.out corrupted",
	82:  "Attempting to link in too many shared libraries",
	83:  "Cannot exec a shared library directly",
	84:  "Invalid or incomplete multibyte or wide character",
	85:  "Interrupted system call should be restarted",
	86:  "Streams pipe error",
	87:  "Too many users",
	88:  "Socket operation on non-socket",
	89:  "Destination address required",
	90:  "Message too long",
	91:  "Protocol wrong type for socket",
	92:  "Protocol not available",
	93:  "Protocol not supported",
	94:  "Socket type not supported",
	95:  "Operation not supported",
	96:  "Protocol family not supported",
	97:  "Address family not supported by protocol",
	98:  "Address already in use",
	99:  "Cannot assign requested address",
	100: "Network is down",
	101: "Network is unreachable",
	102: "Network dropped connection on reset",
	103: "Software caused connection abort",
	104: "Connection reset by peer",
	105: "No buffer space available",
	106: "Transport endpoint is already connected",
	107: "Transport endpoint is not connected",
	108: "Cannot send after transport endpoint shutdown",
	109: "Too many references: cannot splice",
	110: "Connection timed out",
	111: "Connection refused",
	112: "Host is down",
	113: "No route to host",
	114: "Operation already in progress",
	115: "Operation now in progress",
	116: "Stale file handle",
	117: "Structure needs cleaning",
	118: "Not a XENIX named type file",
	119: "No XENIX semaphores available",
	120: "Is a named type file",
	121: "Remote I/O error",
	122: "Disk quota exceeded",
	123: "No medium found",
	124: "Wrong medium type",
	125: "Operation canceled",
	126: "Required key not available",
	127: "Key has expired",
	128: "Key has been revoked",
	129: "Key was rejected by service",
	130: "Owner died",
	131: "State not recoverable",
	132: "Operation not possible due to RF-kill",
	133: "Memory page has hardware error",
}

func strerror(n int) string {
	if m, ok := errorMessages[n]; ok {
		return m
	}
	return "Unknown error " + strconv.Itoa(n)
}

func libcStrerror(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 1, "strerror"); err != nil {
		return 0, err
	}
	return p.staticString(strerror(int(int32(a[0])))), nil
}

// staticImages holds the read-only images of libc's static strings, shared
// by every process that maps them.
var staticImages struct {
	sync.Mutex
	m map[string][]byte
}

// staticString returns the address of a read-only copy of s, mapped once
// per process, as glibc returns pointers into its own constant tables.
func (p *Process) staticString(s string) uint64 {
	if addr, ok := p.libc.statics[s]; ok {
		return addr
	}
	staticImages.Lock()
	img, ok := staticImages.m[s]
	if !ok {
		if staticImages.m == nil {
			staticImages.m = map[string][]byte{}
		}
		img = append([]byte(s), 0)
		staticImages.m[s] = img
	}
	staticImages.Unlock()
	addr := Addr(p.Mem.MapShared(img, SegConst, "libc string"), 0)
	if p.libc.statics == nil {
		p.libc.statics = map[string]uint64{}
	}
	p.libc.statics[s] = addr
	return addr
}

// glibc's ctype class bits, as stored in the little-endian table words.
const (
	ctUpper  = 1 << 8
	ctLower  = 1 << 9
	ctAlpha  = 1 << 10
	ctDigit  = 1 << 11
	ctXdigit = 1 << 12
	ctSpace  = 1 << 13
	ctPrint  = 1 << 14
	ctGraph  = 1 << 15
	ctBlank  = 1 << 0
	ctCntrl  = 1 << 1
	ctPunct  = 1 << 2
	ctAlnum  = 1 << 3
)

// ctypeClass is the C locale's class word of byte c; bytes 128-255 have none.
func ctypeClass(c int) uint16 {
	if c < 0 || c >= 128 {
		return 0
	}
	var m uint16
	switch {
	case c >= 'A' && c <= 'Z':
		m |= ctUpper | ctAlpha | ctAlnum
	case c >= 'a' && c <= 'z':
		m |= ctLower | ctAlpha | ctAlnum
	case c >= '0' && c <= '9':
		m |= ctDigit | ctAlnum
	}
	if c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F' {
		m |= ctXdigit
	}
	if c == ' ' || c >= '\t' && c <= '\r' {
		m |= ctSpace
	}
	if c == ' ' || c == '\t' {
		m |= ctBlank
	}
	if c < 32 || c == 127 {
		m |= ctCntrl
	}
	if c >= 32 && c < 127 {
		m |= ctPrint
	}
	if c > 32 && c < 127 {
		m |= ctGraph
		if m&ctAlnum == 0 {
			m |= ctPunct
		}
	}
	return m
}

// ctypeCase maps c (-128..255) through toupper or tolower of the C locale.
// The tables map the signed-char indices to the byte's unsigned value, but
// EOF (-1) to itself.
func ctypeCase(c int, upper bool) int32 {
	switch {
	case c == -1:
		return -1
	case c < 0:
		return int32(c + 256)
	case upper && c >= 'a' && c <= 'z':
		return int32(c - 'a' + 'A')
	case !upper && c >= 'A' && c <= 'Z':
		return int32(c - 'A' + 'a')
	}
	return int32(c)
}

// The three tables in one image, each covering indices -128..255: the class
// words (2 bytes each), then tolower and toupper (4 bytes each).
const (
	ctypeEntries    = 384
	ctypeClassOff   = 0
	ctypeTolowerOff = ctypeEntries * 2
	ctypeToupperOff = ctypeTolowerOff + ctypeEntries*4
	ctypeImageSize  = ctypeToupperOff + ctypeEntries*4
)

var ctypeImage = func() []byte {
	b := make([]byte, ctypeImageSize)
	for i := 0; i < ctypeEntries; i++ {
		c := i - 128
		cls := ctypeClass(c)
		b[ctypeClassOff+2*i], b[ctypeClassOff+2*i+1] = byte(cls), byte(cls>>8)
		lo, up := uint32(ctypeCase(c, false)), uint32(ctypeCase(c, true))
		for k := 0; k < 4; k++ {
			b[ctypeTolowerOff+4*i+k] = byte(lo >> (8 * k))
			b[ctypeToupperOff+4*i+k] = byte(up >> (8 * k))
		}
	}
	return b
}()

// ctypeLoc implements __ctype_b_loc (0), __ctype_tolower_loc (1) and
// __ctype_toupper_loc (2): each returns the address of a pointer to the
// table's entry for index 0, so that the table can be indexed by -128..255.
func ctypeLoc(which int) libcFunc {
	return func(p *Process, _ []uint64) (uint64, error) {
		if p.libc.ctypeTables == 0 {
			tables := Addr(p.Mem.MapShared(ctypeImage, SegConst, "ctype tables"), 0)
			cells := make([]byte, 24)
			for k, off := range []uint64{ctypeClassOff + 128*2, ctypeTolowerOff + 128*4, ctypeToupperOff + 128*4} {
				v := tables + off
				for j := 0; j < 8; j++ {
					cells[8*k+j] = byte(v >> (8 * j))
				}
			}
			p.libc.ctypeTables = Addr(p.Mem.MapShared(cells, SegConst, "ctype table pointers"), 0)
		}
		return p.libc.ctypeTables + uint64(8*which), nil
	}
}

// ctypeIs returns the class bits as glibc's functions do (isalpha('a') is 1024).
func ctypeIs(mask uint16) libcFunc {
	return func(p *Process, a []uint64) (uint64, error) {
		if err := cArgs(a, 1, "isalpha"); err != nil {
			return 0, err
		}
		// Out of -128..255 is undefined in C; negative chars have no class.
		return uint64(ctypeClass(int(int32(a[0]))) & mask), nil
	}
}

func libcIsascii(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 1, "isascii"); err != nil {
		return 0, err
	}
	if uint32(a[0]) < 128 {
		return 1, nil
	}
	return 0, nil
}

func libcToascii(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 1, "toascii"); err != nil {
		return 0, err
	}
	return a[0] & 0x7f, nil
}

func caseMap(upper bool) libcFunc {
	return func(p *Process, a []uint64) (uint64, error) {
		if err := cArgs(a, 1, "toupper"); err != nil {
			return 0, err
		}
		c := int(int32(a[0]))
		if c < -128 || c > 255 {
			return uint64(int64(c)), nil
		}
		return uint64(int64(ctypeCase(c, upper))), nil
	}
}

var (
	libcToupper = caseMap(true)
	libcTolower = caseMap(false)
)
