// stdio.h on files and stdin: fopen, fclose, fread, fgets, fgetc, ungetc, fseek, ftell, feof, remove, rename, tmpfile.
package interp

import (
	"errors"
	"fmt"
	"io"
	"math"
)

func init() {
	for name, fn := range map[string]libcFunc{
		"fopen":            libcFopen,
		"fopen64":          libcFopen,
		"tmpfile":          libcTmpfile,
		"tmpfile64":        libcTmpfile,
		"fclose":           libcFclose,
		"fread":            libcFread,
		"fread_unlocked":   libcFread,
		"fgets":            libcFgets,
		"fgets_unlocked":   libcFgets,
		"fgetc":            libcFgetc,
		"getc":             libcFgetc,
		"_IO_getc":         libcFgetc,
		"fgetc_unlocked":   libcFgetc,
		"getc_unlocked":    libcFgetc,
		"getchar":          libcGetchar,
		"getchar_unlocked": libcGetchar,
		"__uflow":          libcFgetc,
		"ungetc":           libcUngetc,
		"feof":             libcFeof,
		"feof_unlocked":    libcFeof,
		"fseek":            libcFseek,
		"fseeko":           libcFseek,
		"fseeko64":         libcFseek,
		"ftell":            libcFtell,
		"ftello":           libcFtell,
		"ftello64":         libcFtell,
		"rewind":           libcRewind,
		"fgetpos":          libcFgetpos,
		"fgetpos64":        libcFgetpos,
		"fsetpos":          libcFsetpos,
		"fsetpos64":        libcFsetpos,
		"remove":           libcRemove,
		"unlink":           libcRemove,
		"rename":           libcRename,
		"access":           libcAccess,
	} {
		libcFuncs[name] = fn
	}
}

// errno values of the file functions.
const (
	errnoENOENT  = 2
	errnoEBADF   = 9
	errnoEACCES  = 13
	errnoEEXIST  = 17
	errnoENOTDIR = 20
	errnoEISDIR  = 21
	errnoEMFILE  = 24
)

// maxOpenFiles is the descriptor limit (ulimit -n) a native process usually has.
const maxOpenFiles = 1024

// cFile is an open FILE* on a file of the run (or stdin). Its writes go
// to the file at once, there being no system call to save: the embedded
// stdStream only carries the error flag and never buffers.
type cFile struct {
	stdStream
	vf                  *vfile
	pos                 int
	read, write, append bool
	eof                 bool
	unget               []byte // ungetc's pushed-back bytes, last first out
}

var errNotWritable = errors.New("stream not open for writing")

// Write puts b at the stream's position (the end in append mode).
func (cf *cFile) Write(b []byte) (int, error) {
	if !cf.write {
		return 0, errNotWritable
	}
	d := cf.vf.data
	if cf.append {
		cf.pos = len(d)
	}
	cf.unget = nil
	end := cf.pos + len(b)
	if end > len(d) {
		if end > cap(d) {
			nd := make([]byte, len(d), max(end, 2*cap(d)))
			copy(nd, d)
			d = nd
		}
		old := len(d)
		d = d[:end]
		clear(d[old:]) // a seek past the end leaves a hole of zeros
	}
	copy(d[cf.pos:], b)
	cf.vf.data, cf.vf.written = d, true
	cf.pos = end
	return len(b), nil
}

// getc reads one byte; -1 at the end of the file or when the stream cannot read.
func (p *Process) getc(cf *cFile) int {
	if n := len(cf.unget); n > 0 {
		c := cf.unget[n-1]
		cf.unget = cf.unget[:n-1]
		return int(c)
	}
	if !cf.read {
		cf.err = true
		p.setErrno(errnoEBADF)
		return -1
	}
	if cf.pos >= len(cf.vf.data) {
		cf.eof = true
		return -1
	}
	c := cf.vf.data[cf.pos]
	cf.pos++
	return int(c)
}

// tell is the position a program sees: the file's less what ungetc pushed back.
func (cf *cFile) tell() int { return cf.pos - len(cf.unget) }

// cfile returns the FILE* table's entry for fp: stdin (read from p.In on
// first use, as mpirun gives rank 0 its standard input and the others
// none) or a file fopen opened.
func (p *Process) cfile(fp uint64, fn string) (*cFile, error) {
	if fp < fileHandle(0) || fp-fileHandle(0) >= uint64(3+len(p.libc.files)) {
		return nil, fmt.Errorf("%s: %#x is not a FILE* of this process", fn, fp)
	}
	fd := int(fp - fileHandle(0))
	switch fd {
	case 0:
		if p.libc.stdin == nil {
			var data []byte
			if p.In != nil {
				var err error
				if data, err = io.ReadAll(p.In); err != nil {
					return nil, fmt.Errorf("%s: reading standard input: %w", fn, err)
				}
			}
			p.libc.stdin = &cFile{vf: &vfile{data: data}, read: true}
		}
		return p.libc.stdin, nil
	case 1, 2:
		return nil, fmt.Errorf("%s: stdout and stderr are not readable", fn)
	}
	if cf := p.libc.files[fd-3]; cf != nil {
		return cf, nil
	}
	return nil, fmt.Errorf("%s: FILE* %#x was closed", fn, fp)
}

// files is the run's file system, a private one when the host set none.
func (p *Process) files() *Files {
	if p.Files == nil {
		p.Files = NewFiles("")
	}
	return p.Files
}

// newStream enters cf in the table and returns its FILE*, or 0 with EMFILE.
func (p *Process) newStream(cf *cFile) uint64 {
	cf.mode = bufNone
	for i, f := range p.libc.files {
		if f == nil {
			p.libc.files[i] = cf
			return fileHandle(i + 3)
		}
	}
	if len(p.libc.files)+3 >= maxOpenFiles {
		p.setErrno(errnoEMFILE)
		return 0
	}
	p.libc.files = append(p.libc.files, cf)
	return fileHandle(len(p.libc.files) + 2)
}

func libcFopen(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 2, "fopen"); err != nil {
		return 0, err
	}
	name, err := p.Mem.CString(a[0], math.MaxInt32)
	if err != nil {
		return 0, err
	}
	mode, err := p.Mem.CString(a[1], math.MaxInt32)
	if err != nil {
		return 0, err
	}
	cf := &cFile{}
	plus, excl := false, false
	if len(mode) > 0 {
		for _, c := range mode[1:] {
			switch c {
			case '+':
				plus = true
			case 'x':
				excl = true
			}
		}
	}
	if name == "" {
		p.setErrno(errnoENOENT)
		return 0, nil
	}
	fsys := p.files()
	key := fsys.key(name)
	var e int
	switch {
	case len(mode) == 0:
		e = errnoEINVAL
	case mode[0] == 'r':
		cf.read, cf.write = true, plus
		cf.vf, e = fsys.lookup(key)
	case mode[0] == 'w':
		cf.read, cf.write = plus, true
		if excl {
			if f, _ := fsys.lookup(key); f != nil {
				e = errnoEEXIST
				break
			}
		}
		cf.vf, e = fsys.create(key)
	case mode[0] == 'a':
		cf.read, cf.write, cf.append = plus, true, true
		if cf.vf, _ = fsys.lookup(key); cf.vf == nil {
			cf.vf, e = fsys.create(key)
		} else {
			cf.vf.written = true
		}
	default:
		e = errnoEINVAL
	}
	if e != 0 {
		p.setErrno(e)
		return 0, nil
	}
	return p.newStream(cf), nil
}

// libcTmpfile opens a file no name reaches, gone when closed.
func libcTmpfile(p *Process, _ []uint64) (uint64, error) {
	return p.newStream(&cFile{vf: &vfile{}, read: true, write: true}), nil
}

func libcFclose(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 1, "fclose"); err != nil {
		return 0, err
	}
	switch a[0] {
	case fileHandle(0):
		return 0, nil
	case fileHandle(1), fileHandle(2):
		return libcFflush(p, a)
	}
	if _, err := p.cfile(a[0], "fclose"); err != nil {
		return 0, err
	}
	p.libc.files[int(a[0]-fileHandle(3))] = nil
	return 0, nil
}

func libcFread(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 4, "fread"); err != nil {
		return 0, err
	}
	size, n := a[1], a[2]
	total, err := itemBytes(size, n, "fread")
	if total == 0 || err != nil {
		return 0, err
	}
	cf, err := p.cfile(a[3], "fread")
	if err != nil {
		return 0, err
	}
	dst, err := p.Mem.WritableBytes(a[0], int(total))
	if err != nil {
		return 0, err
	}
	got := 0
	for got < len(dst) && len(cf.unget) > 0 {
		dst[got] = byte(p.getc(cf))
		got++
	}
	if got < len(dst) {
		if !cf.read {
			cf.err = true
			p.setErrno(errnoEBADF)
			return 0, nil
		}
		if cf.pos < len(cf.vf.data) {
			k := copy(dst[got:], cf.vf.data[cf.pos:])
			cf.pos += k
			got += k
		}
		if got < len(dst) {
			cf.eof = true
		}
	}
	return uint64(got) / size, nil
}

func libcFgets(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 3, "fgets"); err != nil {
		return 0, err
	}
	n := int(int32(a[1]))
	if n <= 0 {
		p.setErrno(errnoEINVAL)
		return 0, nil
	}
	cf, err := p.cfile(a[2], "fgets")
	if err != nil {
		return 0, err
	}
	var line []byte
	for len(line) < n-1 {
		c := p.getc(cf)
		if c < 0 {
			break
		}
		line = append(line, byte(c))
		if c == '\n' {
			break
		}
	}
	if len(line) == 0 && n > 1 || cf.err {
		return 0, nil
	}
	return a[0], p.Mem.Write(a[0], append(line, 0))
}

func libcFgetc(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 1, "fgetc"); err != nil {
		return 0, err
	}
	cf, err := p.cfile(a[0], "fgetc")
	if err != nil {
		return 0, err
	}
	return uint64(int64(p.getc(cf))), nil
}

func libcGetchar(p *Process, _ []uint64) (uint64, error) {
	return libcFgetc(p, []uint64{fileHandle(0)})
}

func libcUngetc(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 2, "ungetc"); err != nil {
		return 0, err
	}
	cf, err := p.cfile(a[1], "ungetc")
	if err != nil {
		return 0, err
	}
	c := int32(a[0])
	if c == -1 {
		return eof, nil
	}
	cf.unget = append(cf.unget, byte(c))
	cf.eof = false
	return uint64(byte(c)), nil
}

func libcFeof(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 1, "feof"); err != nil {
		return 0, err
	}
	if a[0] == fileHandle(1) || a[0] == fileHandle(2) {
		return 0, nil
	}
	cf, err := p.cfile(a[0], "feof")
	if err != nil || !cf.eof {
		return 0, err
	}
	return 1, nil
}

// seekable returns the file fp names, or nil with ESPIPE for the standard streams.
func (p *Process) seekable(fp uint64, fn string) (*cFile, error) {
	if fp <= fileHandle(2) && fp >= fileHandle(0) {
		p.setErrno(29) // ESPIPE: a terminal or a pipe under mpirun
		return nil, nil
	}
	return p.cfile(fp, fn)
}

func libcFseek(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 3, "fseek"); err != nil {
		return 0, err
	}
	cf, err := p.seekable(a[0], "fseek")
	if cf == nil {
		return eof, err
	}
	off := int64(a[1])
	switch a[2] {
	case 0: // SEEK_SET
	case 1: // SEEK_CUR
		off += int64(cf.tell())
	case 2: // SEEK_END
		off += int64(len(cf.vf.data))
	default:
		p.setErrno(errnoEINVAL)
		return eof, nil
	}
	if off < 0 || off > math.MaxInt32 {
		p.setErrno(errnoEINVAL)
		return eof, nil
	}
	cf.pos, cf.unget, cf.eof = int(off), nil, false
	return 0, nil
}

func libcFtell(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 1, "ftell"); err != nil {
		return 0, err
	}
	cf, err := p.seekable(a[0], "ftell")
	if cf == nil {
		return eof, err
	}
	return uint64(cf.tell()), nil
}

func libcRewind(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 1, "rewind"); err != nil {
		return 0, err
	}
	cf, err := p.seekable(a[0], "rewind")
	if cf != nil {
		cf.pos, cf.unget, cf.eof, cf.err = 0, nil, false, false
	}
	return 0, err
}

// fpos_t is glibc's struct {off_t __pos; mbstate_t __state}: the offset first.
func libcFgetpos(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 2, "fgetpos"); err != nil {
		return 0, err
	}
	cf, err := p.seekable(a[0], "fgetpos")
	if cf == nil {
		return eof, err
	}
	return 0, p.Mem.Store(a[1], 8, uint64(cf.tell()))
}

func libcFsetpos(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 2, "fsetpos"); err != nil {
		return 0, err
	}
	off, err := p.Mem.Load(a[1], 8)
	if err != nil {
		return 0, err
	}
	return libcFseek(p, []uint64{a[0], off, 0})
}

func (p *Process) pathArg(addr uint64) (string, error) {
	name, err := p.Mem.CString(addr, math.MaxInt32)
	if err != nil {
		return "", err
	}
	return p.files().key(name), nil
}

// errnoResult is a POSIX call's return: 0, or -1 with errno set.
func (p *Process) errnoResult(e int) uint64 {
	if e == 0 {
		return 0
	}
	p.setErrno(e)
	return eof
}

func libcRemove(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 1, "remove"); err != nil {
		return 0, err
	}
	key, err := p.pathArg(a[0])
	if err != nil {
		return 0, err
	}
	return p.errnoResult(p.files().remove(key)), nil
}

func libcRename(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 2, "rename"); err != nil {
		return 0, err
	}
	from, err := p.pathArg(a[0])
	if err != nil {
		return 0, err
	}
	to, err := p.pathArg(a[1])
	if err != nil {
		return 0, err
	}
	return p.errnoResult(p.files().rename(from, to)), nil
}

// libcAccess answers whether the file exists; a run may read every file it
// sees and write any (its writes go to its own copy).
func libcAccess(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 2, "access"); err != nil {
		return 0, err
	}
	key, err := p.pathArg(a[0])
	if err != nil {
		return 0, err
	}
	_, e := p.files().lookup(key)
	if e == errnoEISDIR {
		e = 0
	}
	return p.errnoResult(e), nil
}

// itemBytes is the bytes of n items of size bytes that fread or fwrite
// (name) moves, 0 for none.
func itemBytes(size, n uint64, name string) (uint64, error) {
	if size == 0 || n == 0 {
		return 0, nil
	}
	total := size * n
	if total/size != n || total > math.MaxInt32 {
		return 0, fmt.Errorf("%s of %d items of %d bytes is larger than any object", name, n, size)
	}
	return total, nil
}
