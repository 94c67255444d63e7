// Configuration of the C preprocessor and type checker: host compiler or built-in linux/amd64 setup, mpiskel's headers, -I and -D.
package c

import (
	"embed"
	"errors"
	"io/fs"
	"path"
	"strings"
	"sync"

	"modernc.org/cc/v4"
)

// headers are the project's own: mpi.h, and under fallback/ the freestanding
// C headers and predefined macros used when no host compiler is available.
//
//go:embed include
var headers embed.FS

// virtualInclude is where the embedded headers appear to the preprocessor. It
// is searched before every host directory so that <mpi.h> is always ours.
const virtualInclude = "/<mpiskel>/include"

// Options are what a compiler takes on its command line.
type Options struct {
	// IncludePaths are -I directories, searched for "..." and <...> includes
	// before the system directories.
	IncludePaths []string
	// Defines are -D arguments: NAME or NAME=VALUE.
	Defines []string
	// Undefines are -U arguments.
	Undefines []string
	// NoHostCompiler forces the built-in linux/amd64 configuration even when
	// a C compiler is installed.
	NoHostCompiler bool
	// NoMem2Reg keeps every local in its stack slot (no promotion to SSA
	// registers), as clang -O0 does; for comparing with clang's -O0 IR.
	NoMem2Reg bool
}

// overlayFS serves the embedded headers under virtualInclude; any other path
// is reported missing so that cc/v4 falls back to the host file system.
type overlayFS struct{}

func (overlayFS) Open(name string) (fs.File, error) {
	name = path.Clean(strings.ReplaceAll(name, "\\", "/"))
	if rest, ok := strings.CutPrefix(name, virtualInclude+"/"); ok {
		return headers.Open("include/" + rest)
	}
	return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrNotExist}
}

// hostConfig is the host compiler's description, asked once per process.
var hostConfig = sync.OnceValues(func() (*cc.Config, error) { return cc.NewConfig("", "") })

// fallbackSysIncludes are the usual glibc directories of linux/amd64.
var fallbackSysIncludes = []string{"/usr/local/include", "/usr/include/x86_64-linux-gnu", "/usr/include"}

// newConfig builds the cc/v4 configuration for opts.
func newConfig(opts Options) (*cc.Config, error) {
	var cfg *cc.Config
	hostOK := false
	if !opts.NoHostCompiler {
		if h, err := hostConfig(); err == nil {
			c := *h
			cfg, hostOK = &c, true
		}
	}
	if !hostOK {
		abi, err := cc.NewABI("linux", "amd64")
		if err != nil {
			return nil, err
		}
		predef, err := fs.ReadFile(headers, "include/fallback/predefined.h")
		if err != nil {
			return nil, err
		}
		cfg = &cc.Config{ABI: abi, Predefined: string(predef)}
	}
	cfg.FS = overlayFS{}
	sys := []string{virtualInclude}
	if !hostOK {
		sys = append(sys, virtualInclude+"/fallback")
		sys = append(sys, fallbackSysIncludes...)
	} else {
		sys = append(sys, cfg.SysIncludePaths...)
	}
	cfg.SysIncludePaths = sys
	inc := []string{""}
	inc = append(inc, opts.IncludePaths...)
	if hostOK {
		inc = append(inc, cfg.HostIncludePaths...)
	}
	cfg.IncludePaths = append(inc, sys...)
	cfg.SysIncludePaths = append(append([]string(nil), opts.IncludePaths...), sys...)
	// Macro expansion is bounded so that malicious input cannot take hours.
	cfg.ExpansionLimit = 50_000_000
	cfg.HasBuiltin = hasBuiltin
	return cfg, nil
}

// commandLineMacros turns -D and -U options into preprocessor text.
func commandLineMacros(opts Options) (string, error) {
	var b strings.Builder
	for _, d := range opts.Defines {
		name, value, hasValue := strings.Cut(d, "=")
		if name == "" || strings.ContainsAny(name, " \t\n") {
			return "", errors.New("invalid -D argument " + quote(d))
		}
		if !hasValue {
			value = "1"
		}
		b.WriteString("#define " + name + " " + strings.ReplaceAll(value, "\n", " ") + "\n")
	}
	for _, u := range opts.Undefines {
		if u == "" || strings.ContainsAny(u, " \t\n=") {
			return "", errors.New("invalid -U argument " + quote(u))
		}
		b.WriteString("#undef " + u + "\n")
	}
	return b.String(), nil
}

func quote(s string) string { return "\"" + s + "\"" }

// preBuiltin comes before cc.Builtin: va_list is the x86-64 SysV structure
// (cc.Builtin would make it a void *), and va_arg becomes a call the lowering
// recognises, its second argument carrying the type.
const preBuiltin = `
typedef struct __va_list_tag { unsigned int gp_offset; unsigned int fp_offset; void *overflow_arg_area; void *reg_save_area; } __builtin_va_list[1];
#define __builtin_va_list __builtin_va_list
#define __builtin_va_arg(ap, type) (*(type *)__mpiskel_va_arg(ap, (type *)0))
void *__mpiskel_va_arg(__builtin_va_list, void *);
void __builtin_va_start(__builtin_va_list, ...);
void __builtin_va_end(__builtin_va_list);
void __mpiskel_va_copy(__builtin_va_list, __builtin_va_list);
`

// postBuiltin comes after cc.Builtin and replaces its definitions that do
// not fit a real va_list.
const postBuiltin = `
#undef __builtin_va_copy
#define __builtin_va_copy(d, s) __mpiskel_va_copy(d, s)
int __builtin_constant_p();
int __builtin_popcount(unsigned int);
int __builtin_popcountl(unsigned long);
int __builtin_popcountll(unsigned long long);
int __builtin_clz(unsigned int);
int __builtin_clzl(unsigned long);
int __builtin_clzll(unsigned long long);
int __builtin_ctz(unsigned int);
int __builtin_ctzl(unsigned long);
int __builtin_ctzll(unsigned long long);
void __builtin_trap(void);
`

// supportedBuiltins are the __builtin_ functions the lowering implements;
// __has_builtin reports exactly these, so code that tests for a builtin takes
// its portable path for the others.
var supportedBuiltins = map[string]bool{
	"__builtin_va_start": true, "__builtin_va_end": true, "__builtin_va_arg": true, "__builtin_va_copy": true,
	"__builtin_expect": true, "__builtin_unreachable": true, "__builtin_trap": true, "__builtin_abort": true,
	"__builtin_offsetof": true, "__builtin_constant_p": true,
	"__builtin_popcount": true, "__builtin_popcountl": true, "__builtin_popcountll": true,
	"__builtin_clz": true, "__builtin_clzl": true, "__builtin_clzll": true,
	"__builtin_ctz": true, "__builtin_ctzl": true, "__builtin_ctzll": true,
	"__builtin_bswap16": true, "__builtin_bswap32": true, "__builtin_bswap64": true,
	"__builtin_memcpy": true, "__builtin_memset": true, "__builtin_strlen": true, "__builtin_malloc": true,
	"__builtin_free": true, "__builtin_alloca": true, "__builtin_huge_val": true, "__builtin_inf": true,
	"__builtin_nan": true, "__builtin_fabs": true,
}

func hasBuiltin(name string) bool { return supportedBuiltins[name] }
