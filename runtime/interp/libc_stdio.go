// stdio.h's output to stdout, stderr and files: the printf family, puts, putchar, fputs, fwrite, fflush, setvbuf, perror.
package interp

import (
	"fmt"
	"math"
)

func init() {
	for name, fn := range map[string]libcFunc{
		"printf":           libcPrintf,
		"fprintf":          libcFprintf,
		"sprintf":          libcSprintf,
		"snprintf":         libcSnprintf,
		"vprintf":          libcVprintf,
		"vfprintf":         libcVfprintf,
		"vsprintf":         libcVsprintf,
		"vsnprintf":        libcVsnprintf,
		"__printf_chk":     dropFirstArg(libcPrintf),
		"__fprintf_chk":    fortifiedFprintf,
		"__sprintf_chk":    fortifiedSprintf,
		"__snprintf_chk":   fortifiedSnprintf,
		"__vprintf_chk":    dropFirstArg(libcVprintf),
		"__vfprintf_chk":   fortifiedVfprintf,
		"__vsprintf_chk":   fortifiedVsprintf,
		"__vsnprintf_chk":  fortifiedVsnprintf,
		"puts":             libcPuts,
		"putchar":          libcPutchar,
		"putchar_unlocked": libcPutchar,
		"fputs":            libcFputs,
		"fputs_unlocked":   libcFputs,
		"fputc":            libcFputc,
		"putc":             libcFputc,
		"_IO_putc":         libcFputc,
		"fputc_unlocked":   libcFputc,
		"putc_unlocked":    libcFputc,
		"fwrite":           libcFwrite,
		"fwrite_unlocked":  libcFwrite,
		"fflush":           libcFflush,
		"fflush_unlocked":  libcFflush,
		"setvbuf":          libcSetvbuf,
		"setbuf":           libcSetbuf,
		"ferror":           libcFerror,
		"perror":           libcPerror,
		"fileno":           libcFileno,
		"__overflow":       libcOverflow,
		"clearerr":         libcClearerr,
	} {
		libcFuncs[name] = fn
	}
}

// cArgs gives a libc function its arguments, with an error instead of a
// panic when a program calls it with fewer than its prototype has (a
// mismatched declaration in the C source).
func cArgs(args []uint64, n int, fn string) error {
	if len(args) < n {
		return fmt.Errorf("%s called with %d arguments, needs %d", fn, len(args), n)
	}
	return nil
}

// eof is C's EOF as the core's return value.
const eof = math.MaxUint64 // -1

func (p *Process) cformat(fmtAddr uint64) (string, error) {
	return p.Mem.CString(fmtAddr, math.MaxInt32)
}

// printTo renders a format and writes it to stream fp.
func (p *Process) printTo(fp uint64, fn string, fmtAddr uint64, src printfArgs) (uint64, error) {
	s, w, err := p.stream(fp, fn)
	if err != nil {
		return 0, err
	}
	format, err := p.cformat(fmtAddr)
	if err != nil {
		return 0, err
	}
	out, failed, err := p.sprintf(format, src)
	if err != nil {
		return 0, err
	}
	ok := p.writeStream(s, w, out)
	if failed || !ok {
		return eof, nil
	}
	return uint64(len(out)), nil
}

// printToMem renders a format into a buffer of size bytes (unbounded when
// size < 0), NUL-terminated, and returns the full length it would have.
func (p *Process) printToMem(buf uint64, size int64, fmtAddr uint64, src printfArgs) (uint64, error) {
	format, err := p.cformat(fmtAddr)
	if err != nil {
		return 0, err
	}
	out, failed, err := p.sprintf(format, src)
	if err != nil {
		return 0, err
	}
	n := int64(len(out))
	if size >= 0 && n > size-1 {
		n = size - 1
	}
	if size != 0 {
		dst, err := p.Mem.WritableBytes(buf, int(n)+1)
		if err != nil {
			return 0, err
		}
		copy(dst, out[:n])
		dst[n] = 0
	}
	if failed {
		return eof, nil
	}
	return uint64(len(out)), nil
}

func libcPrintf(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 1, "printf"); err != nil {
		return 0, err
	}
	return p.printTo(fileHandle(1), "printf", a[0], &directArgs{args: a[1:]})
}

func libcFprintf(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 2, "fprintf"); err != nil {
		return 0, err
	}
	return p.printTo(a[0], "fprintf", a[1], &directArgs{args: a[2:]})
}

func libcSprintf(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 2, "sprintf"); err != nil {
		return 0, err
	}
	return p.printToMem(a[0], -1, a[1], &directArgs{args: a[2:]})
}

func libcSnprintf(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 3, "snprintf"); err != nil {
		return 0, err
	}
	return p.printToMem(a[0], sizeArg(a[1]), a[2], &directArgs{args: a[3:]})
}

// sizeArg reads a size_t buffer size; sizes beyond the address space mean
// "unbounded" as they do in practice.
func sizeArg(v uint64) int64 {
	if v > math.MaxInt32*2 {
		return -1
	}
	return int64(v)
}

func libcVprintf(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 2, "vprintf"); err != nil {
		return 0, err
	}
	return p.printTo(fileHandle(1), "vprintf", a[0], &vaListArgs{mem: p.Mem, ap: a[1]})
}

func libcVfprintf(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 3, "vfprintf"); err != nil {
		return 0, err
	}
	return p.printTo(a[0], "vfprintf", a[1], &vaListArgs{mem: p.Mem, ap: a[2]})
}

func libcVsprintf(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 3, "vsprintf"); err != nil {
		return 0, err
	}
	return p.printToMem(a[0], -1, a[1], &vaListArgs{mem: p.Mem, ap: a[2]})
}

func libcVsnprintf(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 4, "vsnprintf"); err != nil {
		return 0, err
	}
	return p.printToMem(a[0], sizeArg(a[1]), a[2], &vaListArgs{mem: p.Mem, ap: a[3]})
}

// The _FORTIFY_SOURCE variants take a flag (and an object size) first; the
// checks they add are the bounds checks memory already makes.
func dropFirstArg(f libcFunc) libcFunc {
	return func(p *Process, a []uint64) (uint64, error) {
		if len(a) == 0 {
			return 0, fmt.Errorf("fortified printf called without arguments")
		}
		return f(p, a[1:])
	}
}

func fortifiedFprintf(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 3, "__fprintf_chk"); err != nil {
		return 0, err
	}
	return p.printTo(a[0], "fprintf", a[2], &directArgs{args: a[3:]})
}

func fortifiedSprintf(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 4, "__sprintf_chk"); err != nil {
		return 0, err
	}
	return p.printToMem(a[0], -1, a[3], &directArgs{args: a[4:]})
}

func fortifiedSnprintf(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 5, "__snprintf_chk"); err != nil {
		return 0, err
	}
	return p.printToMem(a[0], sizeArg(a[1]), a[4], &directArgs{args: a[5:]})
}

func fortifiedVfprintf(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 4, "__vfprintf_chk"); err != nil {
		return 0, err
	}
	return p.printTo(a[0], "vfprintf", a[2], &vaListArgs{mem: p.Mem, ap: a[3]})
}

func fortifiedVsprintf(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 5, "__vsprintf_chk"); err != nil {
		return 0, err
	}
	return p.printToMem(a[0], -1, a[3], &vaListArgs{mem: p.Mem, ap: a[4]})
}

func fortifiedVsnprintf(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 6, "__vsnprintf_chk"); err != nil {
		return 0, err
	}
	return p.printToMem(a[0], sizeArg(a[1]), a[4], &vaListArgs{mem: p.Mem, ap: a[5]})
}

func (p *Process) putBytes(fp uint64, fn string, b []byte, ret uint64) (uint64, error) {
	s, w, err := p.stream(fp, fn)
	if err != nil {
		return 0, err
	}
	if !p.writeStream(s, w, b) {
		return eof, nil
	}
	return ret, nil
}

func libcPuts(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 1, "puts"); err != nil {
		return 0, err
	}
	str, err := p.Mem.CString(a[0], math.MaxInt32)
	if err != nil {
		return 0, err
	}
	return p.putBytes(fileHandle(1), "puts", append([]byte(str), '\n'), uint64(len(str)+1))
}

func libcPutchar(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 1, "putchar"); err != nil {
		return 0, err
	}
	return p.putBytes(fileHandle(1), "putchar", []byte{byte(a[0])}, uint64(byte(a[0])))
}

func libcFputs(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 2, "fputs"); err != nil {
		return 0, err
	}
	str, err := p.Mem.CString(a[0], math.MaxInt32)
	if err != nil {
		return 0, err
	}
	return p.putBytes(a[1], "fputs", []byte(str), 1)
}

func libcFputc(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 2, "fputc"); err != nil {
		return 0, err
	}
	return p.putBytes(a[1], "fputc", []byte{byte(a[0])}, uint64(byte(a[0])))
}

// libcOverflow is glibc's __overflow(FILE*, int), which the putc macros of
// older headers call when the buffer is full.
func libcOverflow(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 2, "__overflow"); err != nil {
		return 0, err
	}
	return libcFputc(p, []uint64{a[1], a[0]})
}

func libcFwrite(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 4, "fwrite"); err != nil {
		return 0, err
	}
	size, n := a[1], a[2]
	total, err := itemBytes(size, n, "fwrite")
	if total == 0 || err != nil {
		return 0, err
	}
	b, err := p.Mem.Bytes(a[0], int(total))
	if err != nil {
		return 0, err
	}
	s, w, err := p.stream(a[3], "fwrite")
	if err != nil {
		return 0, err
	}
	if !p.writeStream(s, w, append([]byte(nil), b...)) {
		return 0, nil
	}
	return n, nil
}

func libcFflush(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 1, "fflush"); err != nil {
		return 0, err
	}
	if a[0] == 0 {
		p.FlushStdio()
		return 0, nil
	}
	if a[0] == fileHandle(0) {
		return 0, nil
	}
	s, w, err := p.stream(a[0], "fflush")
	if err != nil {
		return 0, err
	}
	if !p.flushStream(s, w, len(s.buf)) {
		return eof, nil
	}
	return 0, nil
}

func libcSetvbuf(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 4, "setvbuf"); err != nil {
		return 0, err
	}
	mode := int(int32(a[2])) // _IOFBF 0, _IOLBF 1, _IONBF 2
	if a[0] == fileHandle(0) {
		return 0, nil
	}
	s, _, err := p.stream(a[0], "setvbuf")
	if err != nil {
		return 0, err
	}
	if s != &p.libc.stdout && s != &p.libc.stderr {
		return 0, nil // a file's writes reach it at once, whatever buffer it asks for
	}
	if mode < 0 || mode > 2 {
		p.setErrno(errnoEINVAL)
		return eof, nil
	}
	s.mode = bufFull + mode
	return 0, nil
}

func libcSetbuf(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 2, "setbuf"); err != nil {
		return 0, err
	}
	mode := uint64(0) // _IOFBF
	if a[1] == 0 {
		mode = 2 // _IONBF
	}
	_, err := libcSetvbuf(p, []uint64{a[0], a[1], mode, stdBufSize})
	return 0, err
}

func libcFerror(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 1, "ferror"); err != nil {
		return 0, err
	}
	s, err := p.anyStream(a[0], "ferror")
	if err != nil || !s.err {
		return 0, err
	}
	return 1, nil
}

func libcClearerr(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 1, "clearerr"); err != nil {
		return 0, err
	}
	s, err := p.anyStream(a[0], "clearerr")
	if err != nil {
		return 0, err
	}
	s.err = false
	if a[0] != fileHandle(1) && a[0] != fileHandle(2) {
		cf, _ := p.cfile(a[0], "clearerr")
		cf.eof = false
	}
	return 0, nil
}

// anyStream is the state of a readable or writable stream.
func (p *Process) anyStream(fp uint64, fn string) (*stdStream, error) {
	if fp == fileHandle(1) || fp == fileHandle(2) {
		s, _, err := p.stream(fp, fn)
		return s, err
	}
	cf, err := p.cfile(fp, fn)
	if err != nil {
		return nil, err
	}
	return &cf.stdStream, nil
}

func libcFileno(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 1, "fileno"); err != nil {
		return 0, err
	}
	for fd := 0; fd < 3; fd++ {
		if a[0] == fileHandle(fd) {
			return uint64(fd), nil
		}
	}
	if _, err := p.cfile(a[0], "fileno"); err != nil {
		return 0, err
	}
	return a[0] - fileHandle(0), nil
}

func libcPerror(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 1, "perror"); err != nil {
		return 0, err
	}
	msg := strerror(int(p.errno()))
	if a[0] != 0 {
		prefix, err := p.Mem.CString(a[0], math.MaxInt32)
		if err != nil {
			return 0, err
		}
		if prefix != "" {
			msg = prefix + ": " + msg
		}
	}
	p.writeStream(&p.libc.stderr, p.ErrOut, []byte(msg+"\n"))
	return 0, nil
}
