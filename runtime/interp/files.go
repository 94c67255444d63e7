// Files: the directory a run's ranks share, reading the real files and keeping what they write in memory.
package interp

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// Files is the file system the ranks of one run see. A name resolves
// against Dir; a file is read from the real file system the first time a
// rank opens it and never written back there: what the ranks create,
// write, rename or remove changes only this run's copy, which every rank
// sees at once (ranks run one at a time, so that is deterministic), and
// Save writes the files the run wrote to a directory of the user's choice.
type Files struct {
	Dir   string // relative names resolve here; "" is the working directory
	files map[string]*vfile
}

// vfile is one file's contents as the run sees them.
type vfile struct {
	data    []byte
	written bool // created or changed by the run: Save writes it
	gone    bool // removed (or renamed away) by the run
}

// NewFiles returns an empty run's view of the files under dir.
func NewFiles(dir string) *Files { return &Files{Dir: dir, files: map[string]*vfile{}} }

// key is the name a file is known by: cleaned, so that "./a" and "a" are one file.
func (fsys *Files) key(name string) string { return filepath.Clean(name) }

func (fsys *Files) real(key string) string {
	if filepath.IsAbs(key) || fsys.Dir == "" {
		return key
	}
	return filepath.Join(fsys.Dir, key)
}

// lookup returns the file named key, reading it from disk on first use; nil
// and an errno when there is none.
func (fsys *Files) lookup(key string) (*vfile, int) {
	if f, ok := fsys.files[key]; ok {
		if f.gone {
			return nil, errnoENOENT
		}
		return f, 0
	}
	path := fsys.real(key)
	st, err := os.Stat(path)
	if err != nil {
		return nil, osErrno(err)
	}
	if st.IsDir() {
		return nil, errnoEISDIR
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, osErrno(err)
	}
	f := &vfile{data: data}
	fsys.files[key] = f
	return f, 0
}

// create makes key an empty file of the run, as open with O_CREAT|O_TRUNC
// does; its directory must exist on disk, as natively.
func (fsys *Files) create(key string) (*vfile, int) {
	if st, err := os.Stat(fsys.real(filepath.Dir(key))); err != nil {
		return nil, osErrno(err)
	} else if !st.IsDir() {
		return nil, errnoENOTDIR
	}
	if f, ok := fsys.files[key]; ok && !f.gone {
		// Truncate in place: streams open on it see it shrink, as they
		// would see the inode shrink.
		f.data, f.written = nil, true
		return f, 0
	}
	if st, err := os.Stat(fsys.real(key)); err == nil && st.IsDir() {
		return nil, errnoEISDIR
	}
	f := &vfile{written: true}
	fsys.files[key] = f
	return f, 0
}

func (fsys *Files) remove(key string) int {
	f, e := fsys.lookup(key)
	if f == nil {
		return e
	}
	f.data, f.gone, f.written = nil, true, false
	return 0
}

func (fsys *Files) rename(from, to string) int {
	f, e := fsys.lookup(from)
	if f == nil {
		return e
	}
	if from == to {
		return 0
	}
	if st, err := os.Stat(fsys.real(filepath.Dir(to))); err != nil {
		return osErrno(err)
	} else if !st.IsDir() {
		return errnoENOTDIR
	}
	fsys.files[to] = &vfile{data: f.data, written: true}
	f.data, f.gone, f.written = nil, true, false
	return 0
}

// Written lists the files the run created or changed and did not remove,
// sorted, by the names the program gave them.
func (fsys *Files) Written() []string {
	var names []string
	for k, f := range fsys.files {
		if f.written && !f.gone {
			names = append(names, k)
		}
	}
	sort.Strings(names)
	return names
}

// Save writes the files the run wrote into dir: a relative name below it
// as is, any other (absolute, or climbing out with "..") below dir/root
// with its absolute path, so that nothing is written outside dir.
func (fsys *Files) Save(dir string) error {
	for _, k := range fsys.Written() {
		rel := k
		if filepath.IsAbs(k) || k == ".." || strings.HasPrefix(k, "../") {
			abs, err := filepath.Abs(fsys.real(k))
			if err != nil {
				return err
			}
			rel = filepath.Join("root", abs)
		}
		path := filepath.Join(dir, rel)
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(path, fsys.files[k].data, 0o644); err != nil {
			return err
		}
	}
	return nil
}

// osErrno maps a host error to the errno a native open would set.
func osErrno(err error) int {
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return errnoENOENT
	case errors.Is(err, fs.ErrPermission):
		return errnoEACCES
	case strings.Contains(err.Error(), "not a directory"):
		return errnoENOTDIR
	}
	return errnoEIO
}
