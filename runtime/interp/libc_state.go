// Per-process libc state (stdio buffers and open files, errno, rand, strtok, atexit) and the external globals libc provides.
package interp

import (
	"errors"
	"fmt"
	"io"
)

// libcState is the libc side of a Process.
type libcState struct {
	stdout, stderr stdStream
	stdin          *cFile       // nil until first read
	files          []*cFile     // fopen's streams, FILE* fileHandle(3+i); nil once closed
	errnoAddr      uint64       // 0 until first used
	rand           *randomState // allocated on first use: most ranks never call rand
	strtokNext     uint64       // where strtok(NULL, ...) resumes
	atexit         []uint64
	envAddrs       map[string]uint64 // getenv results, one copy per name
	statics        map[string]uint64 // read-only strings such as strerror's
	ctypeTables    uint64            // the segment of pointer cells __ctype_*_loc return
	progName       string
	tm, asc        uint64 // the static struct tm and asctime buffer, 0 until used
	getopt         getoptState
	getoptCells    map[string]uint64 // optind and the others when the program does not declare them
	f80Hi          uint16            // sign and exponent of the long double an f80Native function returns
}

// libcGlobals are the external globals (name → size) clang-14 IR references
// for glibc's stdio: the core maps them when a module declares them and
// initLibc stores the FILE* handles in them.
var libcGlobals = map[string]int{"stdin": 8, "stdout": 8, "stderr": 8}

// FILE* values are opaque handles: a program only passes them back to libc,
// and dereferencing one traps as "an opaque handle". The offsets sit far
// from the small counters a host hands out for its own handles.
const fileHandleBase = 0xF11E0000

func fileHandle(fd int) uint64 { return Addr(SegHandle, fileHandleBase+uint32(fd)) }

// Buffering modes: bufDefault is line-buffered stdout, unbuffered stderr;
// the others are _IOFBF, _IOLBF, _IONBF plus one, as setvbuf sets them.
const (
	bufDefault = iota
	bufFull
	bufLine
	bufNone
)

// stdBufSize is when a buffered stream writes out even without a newline.
const stdBufSize = 4096

// stdStream is stdout or stderr: glibc's buffering in front of the rank's
// writer, so that what reaches the host comes in whole lines when it can.
type stdStream struct {
	buf  []byte
	mode int
	err  bool // a write failed: ferror, and later writes return EOF
}

// initLibc prepares a new process's libc: it stores the FILE* handles in
// whichever of stdin/stdout/stderr the module declares. globalAddr looks up
// an (external) global's address. The core calls it from NewProcess.
func (p *Process) initLibc(globalAddr func(name string) (uint64, bool)) error {
	for _, name := range []string{"optind", "opterr"} {
		if addr, ok := globalAddr(name); ok {
			if err := p.Mem.Store(addr, 4, 1); err != nil {
				return fmt.Errorf("initialising %s: %w", name, err)
			}
		}
	}
	for fd, name := range []string{"stdin", "stdout", "stderr"} {
		addr, ok := globalAddr(name)
		if !ok {
			continue
		}
		if err := p.Mem.Store(addr, 8, fileHandle(fd)); err != nil {
			return fmt.Errorf("initialising %s: %w", name, err)
		}
	}
	return nil
}

// SetProgName sets the program name glibc's assert messages start with
// (argv[0] of a native run).
func (p *Process) SetProgName(name string) { p.libc.progName = name }

func (p *Process) stream(fp uint64, fn string) (*stdStream, io.Writer, error) {
	switch fp {
	case fileHandle(1):
		return &p.libc.stdout, p.Out, nil
	case fileHandle(2):
		return &p.libc.stderr, p.ErrOut, nil
	case fileHandle(0):
		return nil, nil, fmt.Errorf("%s: stdin is not writable", fn)
	}
	cf, err := p.cfile(fp, fn)
	if err != nil {
		return nil, nil, err
	}
	return &cf.stdStream, cf, nil
}

// writeStream appends b to a stream and passes on what its buffering mode
// says is due. It returns false when the writer failed (C's EOF).
func (p *Process) writeStream(s *stdStream, w io.Writer, b []byte) bool {
	mode := s.mode
	if mode == bufDefault {
		mode = bufLine
		if s == &p.libc.stderr {
			mode = bufNone
		}
	}
	s.buf = append(s.buf, b...)
	switch mode {
	case bufNone:
		return p.flushStream(s, w, len(s.buf))
	case bufLine:
		for i := len(s.buf) - 1; i >= 0; i-- {
			if s.buf[i] == '\n' {
				if !p.flushStream(s, w, i+1) {
					return false
				}
				break
			}
		}
	}
	if len(s.buf) >= stdBufSize {
		return p.flushStream(s, w, len(s.buf))
	}
	return !s.err
}

// flushStream writes out the first n buffered bytes.
func (p *Process) flushStream(s *stdStream, w io.Writer, n int) bool {
	if n == 0 {
		return !s.err
	}
	if w == nil {
		w = io.Discard
	}
	_, err := w.Write(s.buf[:n])
	s.buf = append(s.buf[:0], s.buf[n:]...)
	if err != nil {
		s.err = true
		if errors.Is(err, errNotWritable) {
			p.setErrno(errnoEBADF)
		} else {
			p.setErrno(errnoEIO)
		}
		return false
	}
	return !s.err
}

// FlushStdio writes out whatever stdout and stderr still buffer. The core
// (or the host) calls it when the process ends, however it ends.
func (p *Process) FlushStdio() {
	p.flushStream(&p.libc.stdout, p.Out, len(p.libc.stdout.buf))
	p.flushStream(&p.libc.stderr, p.ErrOut, len(p.libc.stderr.buf))
}

// errno values of glibc on x86-64 that this libc sets.
const (
	errnoEIO    = 5
	errnoENOMEM = 12
	errnoEINVAL = 22
	errnoEDOM   = 33
	errnoERANGE = 34
	errnoEILSEQ = 84
)

// errnoCell returns the address of the process's errno, mapping it on first use.
func (p *Process) errnoCell() uint64 {
	if p.libc.errnoAddr == 0 {
		p.libc.errnoAddr = Addr(p.Mem.MapFixed(4, SegGlobal, "errno"), 0)
	}
	return p.libc.errnoAddr
}

func (p *Process) setErrno(v int) {
	// The cell is a live 4-byte global of this process: the store cannot fault.
	_ = p.Mem.Store(p.errnoCell(), 4, uint64(uint32(int32(v))))
}

func (p *Process) errno() int32 {
	v, _ := p.Mem.Load(p.errnoCell(), 4)
	return int32(v)
}
