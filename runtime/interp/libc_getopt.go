// getopt, getopt_long and getopt_long_only, ported from glibc: argument permutation, optarg/optind/opterr/optopt, glibc's messages.
package interp

import (
	"fmt"
	"math"
	"strings"
)

func init() {
	libcFuncs["getopt"] = libcGetopt
	libcFuncs["getopt_long"] = libcGetoptLong
	libcFuncs["getopt_long_only"] = libcGetoptLongOnly
	for name, size := range map[string]int{"optarg": 8, "optind": 4, "opterr": 4, "optopt": 4} {
		libcGlobals[name] = size
	}
}

// getoptState is glibc's struct _getopt_data beyond the four globals:
// where a group of short options resumes and which operands the
// permutation has set aside.
type getoptState struct {
	initialized             bool
	nextchar                uint64 // address in an argv string; 0 for NULL
	ordering                byte   // 'p' permute, '+' require order, '-' return in order
	firstNonopt, lastNonopt int
}

// getoptGlobals are the addresses of optarg, optind, opterr and optopt:
// the program's when it declares them, else cells of the process's own,
// as glibc keeps them whether the program looks at them or not.
type getoptGlobals struct{ arg, ind, err, opt uint64 }

func (p *Process) getoptVars() getoptGlobals {
	cell := func(name string, init uint64) uint64 {
		if p.prog != nil {
			if addr, ok := p.prog.GlobalAddr(name); ok {
				return addr
			}
		}
		if p.libc.getoptCells == nil {
			p.libc.getoptCells = map[string]uint64{}
		}
		addr, ok := p.libc.getoptCells[name]
		if !ok {
			addr = Addr(p.Mem.MapFixed(8, SegGlobal, name), 0)
			_ = p.Mem.Store(addr, 8, init) // a fresh cell of 8 bytes
			p.libc.getoptCells[name] = addr
		}
		return addr
	}
	return getoptGlobals{arg: cell("optarg", 0), ind: cell("optind", 1), err: cell("opterr", 1), opt: cell("optopt", '?')}
}

func (p *Process) loadVar(addr uint64) int {
	v, _ := p.Mem.Load(addr, 4)
	return int(int32(v))
}

func (p *Process) storeVar(addr uint64, n int, v uint64) {
	_ = p.Mem.Store(addr, n, v) // a live global of the program or of libc
}

func libcGetopt(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 3, "getopt"); err != nil {
		return 0, err
	}
	return p.getopt(a[0], a[1], a[2], 0, 0, false)
}

func libcGetoptLong(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 5, "getopt_long"); err != nil {
		return 0, err
	}
	return p.getopt(a[0], a[1], a[2], a[3], a[4], false)
}

func libcGetoptLongOnly(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 5, "getopt_long_only"); err != nil {
		return 0, err
	}
	return p.getopt(a[0], a[1], a[2], a[3], a[4], true)
}

// longOption is a struct option {const char *name; int has_arg; int *flag; int val}.
type longOption struct {
	name   string
	hasArg int
	flag   uint64
	val    uint64
}

func (p *Process) longOptions(addr uint64) ([]longOption, error) {
	var opts []longOption
	for addr != 0 {
		b, err := p.Mem.Bytes(addr, 32)
		if err != nil {
			return nil, err
		}
		nameAddr := getU64(b[0:])
		if nameAddr == 0 {
			break
		}
		name, err := p.cstring(nameAddr)
		if err != nil {
			return nil, err
		}
		opts = append(opts, longOption{name, int(int32(getU64(b[8:]))), getU64(b[16:]), uint64(int32(getU64(b[24:])))})
		addr += 32
	}
	return opts, nil
}

func getU64(b []byte) uint64 {
	var v uint64
	for i := 7; i >= 0; i-- {
		v = v<<8 | uint64(b[i])
	}
	return v
}

// getopt is glibc 2.36's _getopt_internal_r (posix/getopt.c), ported
// statement for statement so that optind, optopt, the permutation of argv
// and the messages are the same at every call.
func (p *Process) getopt(argc, argv, optsAddr, longAddr, indexAddr uint64, longOnly bool) (uint64, error) {
	g := p.getoptVars()
	optstring, err := p.cstring(optsAddr)
	if err != nil {
		return 0, err
	}
	d := &p.libc.getopt
	n := int(int32(argc))
	optind := p.loadVar(g.ind)
	optopt := p.loadVar(g.opt)
	var optarg uint64
	ret, err := func() (int, error) {
		argAddr := func(i int) (uint64, error) { return p.Mem.Load(argv+8*uint64(i), 8) }
		arg := func(i int) (string, error) {
			addr, err := argAddr(i)
			if err != nil {
				return "", err
			}
			return p.Mem.CString(addr, math.MaxInt32)
		}
		byteAt := func(addr uint64) byte {
			v, _ := p.Mem.Load(addr, 1)
			return byte(v)
		}
		printErrors := p.loadVar(g.err) != 0
		if n < 1 {
			return -1, nil
		}
		if optind == 0 || !d.initialized {
			if optind == 0 {
				optind = 1
			}
			d.firstNonopt, d.lastNonopt, d.nextchar = optind, optind, 0
			switch {
			case strings.HasPrefix(optstring, "-"):
				d.ordering, optstring = '-', optstring[1:]
			case strings.HasPrefix(optstring, "+"):
				d.ordering, optstring = '+', optstring[1:]
			case p.Env["POSIXLY_CORRECT"] != "":
				d.ordering = '+'
			default:
				d.ordering = 'p'
			}
			d.initialized = true
		} else if strings.HasPrefix(optstring, "-") || strings.HasPrefix(optstring, "+") {
			optstring = optstring[1:]
		}
		if strings.HasPrefix(optstring, ":") {
			printErrors = false
		}
		prog, err := arg(0)
		if err != nil {
			return 0, err
		}
		complain := func(format string, args ...any) {
			if printErrors {
				p.writeStream(&p.libc.stderr, p.ErrOut, []byte(prog+": "+fmt.Sprintf(format, args...)+"\n"))
			}
		}
		swap := func(i, j int) error {
			a, err := argAddr(i)
			if err != nil {
				return err
			}
			b, err := argAddr(j)
			if err != nil {
				return err
			}
			if err := p.Mem.Store(argv+8*uint64(i), 8, b); err != nil {
				return err
			}
			return p.Mem.Store(argv+8*uint64(j), 8, a)
		}
		// exchange moves the operands [firstNonopt, lastNonopt) after the
		// options [lastNonopt, optind) that followed them.
		exchange := func() error {
			bottom, middle, top := d.firstNonopt, d.lastNonopt, optind
			for top > middle && middle > bottom {
				if top-middle > middle-bottom {
					l := middle - bottom
					for i := 0; i < l; i++ {
						if err := swap(bottom+i, top-l+i); err != nil {
							return err
						}
					}
					top -= l
				} else {
					l := top - middle
					for i := 0; i < l; i++ {
						if err := swap(bottom+i, middle+i); err != nil {
							return err
						}
					}
					bottom += l
				}
			}
			d.firstNonopt += optind - d.lastNonopt
			d.lastNonopt = optind
			return nil
		}
		nonoption := func() (bool, error) {
			s, err := arg(optind)
			return len(s) < 2 || s[0] != '-', err
		}
		processLong := func(prefix string) (int, error) {
			// Read only now, as glibc reads them: a program may pass an
			// array without its terminating entry and use short options.
			longs, err := p.longOptions(longAddr)
			if err != nil {
				return 0, err
			}
			rest, err := p.Mem.CString(d.nextchar, math.MaxInt32)
			if err != nil {
				return 0, err
			}
			nameLen := strings.IndexByte(rest, '=')
			if nameLen < 0 {
				nameLen = len(rest)
			}
			name := rest[:nameLen]
			found := -1
			for k, o := range longs {
				if o.name == name {
					found = k
					break
				}
			}
			if found < 0 {
				var ambig []int
				for k, o := range longs {
					if !strings.HasPrefix(o.name, name) {
						continue
					}
					if found < 0 {
						found = k
					} else if f := longs[found]; longOnly || f.hasArg != o.hasArg || f.flag != o.flag || f.val != o.val {
						if len(ambig) == 0 {
							ambig = append(ambig, found)
						}
						ambig = append(ambig, k)
					}
				}
				if len(ambig) > 0 {
					var b strings.Builder
					for _, k := range ambig {
						fmt.Fprintf(&b, " '%s%s'", prefix, longs[k].name)
					}
					complain("option '%s%s' is ambiguous; possibilities:%s", prefix, rest, b.String())
					d.nextchar += uint64(len(rest))
					optind++
					optopt = 0
					return '?', nil
				}
			}
			if found < 0 {
				s, err := arg(optind)
				if err != nil {
					return 0, err
				}
				if !longOnly || s[1] == '-' || strings.IndexByte(optstring, rest[0]) < 0 {
					complain("unrecognized option '%s%s'", prefix, rest)
					d.nextchar = 0
					optind++
					optopt = 0
					return '?', nil
				}
				return -1, nil // getopt_long_only: a short option after all
			}
			o := longs[found]
			optind++
			if nameLen < len(rest) {
				if o.hasArg == 0 {
					complain("option '%s%s' doesn't allow an argument", prefix, o.name)
					d.nextchar = 0
					optopt = int(int32(o.val))
					return '?', nil
				}
				optarg = d.nextchar + uint64(nameLen) + 1
			} else if o.hasArg == 1 {
				if optind < n {
					if optarg, err = argAddr(optind); err != nil {
						return 0, err
					}
					optind++
				} else {
					complain("option '%s%s' requires an argument", prefix, o.name)
					d.nextchar = 0
					optopt = int(int32(o.val))
					if strings.HasPrefix(optstring, ":") {
						return ':', nil
					}
					return '?', nil
				}
			}
			d.nextchar = 0
			if indexAddr != 0 {
				if err := p.Mem.Store(indexAddr, 4, uint64(found)); err != nil {
					return 0, err
				}
			}
			if o.flag != 0 {
				return 0, p.Mem.Store(o.flag, 4, o.val)
			}
			return int(int32(o.val)), nil
		}

		if d.nextchar == 0 || byteAt(d.nextchar) == 0 {
			d.lastNonopt = min(d.lastNonopt, optind)
			d.firstNonopt = min(d.firstNonopt, optind)
			if d.ordering == 'p' {
				if d.firstNonopt != d.lastNonopt && d.lastNonopt != optind {
					if err := exchange(); err != nil {
						return 0, err
					}
				} else if d.lastNonopt != optind {
					d.firstNonopt = optind
				}
				for optind < n {
					non, err := nonoption()
					if err != nil {
						return 0, err
					}
					if !non {
						break
					}
					optind++
				}
				d.lastNonopt = optind
			}
			if optind != n {
				if s, err := arg(optind); err != nil {
					return 0, err
				} else if s == "--" {
					optind++
					if d.firstNonopt != d.lastNonopt && d.lastNonopt != optind {
						if err := exchange(); err != nil {
							return 0, err
						}
					} else if d.firstNonopt == d.lastNonopt {
						d.firstNonopt = optind
					}
					d.lastNonopt, optind = n, n
				}
			}
			if optind == n {
				if d.firstNonopt != d.lastNonopt {
					optind = d.firstNonopt
				}
				return -1, nil
			}
			if non, err := nonoption(); err != nil {
				return 0, err
			} else if non {
				if d.ordering == '+' {
					return -1, nil
				}
				if optarg, err = argAddr(optind); err != nil {
					return 0, err
				}
				optind++
				return 1, nil
			}
			addr, err := argAddr(optind)
			if err != nil {
				return 0, err
			}
			s, err := arg(optind)
			if err != nil {
				return 0, err
			}
			if longAddr != 0 {
				if s[1] == '-' {
					d.nextchar = addr + 2
					return processLong("--")
				}
				if longOnly && (len(s) > 2 || strings.IndexByte(optstring, s[1]) < 0) {
					d.nextchar = addr + 1
					if code, err := processLong("-"); err != nil || code != -1 {
						return code, err
					}
				}
			}
			d.nextchar = addr + 1
		}
		// The next short option of the group.
		c := byteAt(d.nextchar)
		d.nextchar++
		k := strings.IndexByte(optstring, c)
		if byteAt(d.nextchar) == 0 {
			optind++
		}
		if k < 0 || c == ':' || c == ';' {
			complain("invalid option -- '%c'", c)
			optopt = int(c)
			return '?', nil
		}
		if c == 'W' && k+1 < len(optstring) && optstring[k+1] == ';' && longAddr != 0 {
			return 0, fmt.Errorf("getopt's -W foo for --foo (\"W;\" in the option string) is not supported")
		}
		if k+1 < len(optstring) && optstring[k+1] == ':' {
			if k+2 < len(optstring) && optstring[k+2] == ':' {
				if byteAt(d.nextchar) != 0 {
					optarg = d.nextchar
					optind++
				}
			} else if byteAt(d.nextchar) != 0 {
				optarg = d.nextchar
				optind++
			} else if optind == n {
				complain("option requires an argument -- '%c'", c)
				optopt = int(c)
				if strings.HasPrefix(optstring, ":") {
					c = ':'
				} else {
					c = '?'
				}
			} else {
				if optarg, err = argAddr(optind); err != nil {
					return 0, err
				}
				optind++
			}
			d.nextchar = 0
		}
		return int(c), nil
	}()
	if err != nil {
		return 0, err
	}
	p.storeVar(g.ind, 4, uint64(optind))
	p.storeVar(g.opt, 4, uint64(optopt))
	p.storeVar(g.arg, 8, optarg)
	return uint64(int64(ret)), nil
}
