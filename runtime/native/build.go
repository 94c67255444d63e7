// Build and Run: compile a program with the tracer (mpicc, llc-14) and run it under mpirun.
package native

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
)

// Tools names the external programs Build and Run use; the zero value
// finds them on PATH under their usual names.
type Tools struct {
	MPICC  string // default "mpicc"
	LLC    string // default "llc-14"
	MPIRun string // default "mpirun"
}

func (t Tools) mpicc() string  { return or(t.MPICC, "mpicc") }
func (t Tools) llc() string    { return or(t.LLC, "llc-14") }
func (t Tools) mpirun() string { return or(t.MPIRun, "mpirun") }

func or(s, def string) string {
	if s != "" {
		return s
	}
	return def
}

// lookTool finds a tool on PATH, or explains what is missing and what for.
func lookTool(name, purpose string) (string, error) {
	p, err := exec.LookPath(name)
	if err != nil {
		return "", fmt.Errorf("%s not found on PATH: it is needed %s (install an MPI implementation such as Open MPI: apt-get install libopenmpi-dev openmpi-bin)", name, purpose)
	}
	return p, nil
}

// writeSources copies the tracer's C files into dir and returns the .c paths.
func writeSources(dir string) ([]string, error) {
	var cfiles []string
	for _, name := range []string{"tracer/mst.h", "tracer/mst_runtime.c", "tracer/mst_wrappers.c"} {
		data, err := Sources.ReadFile(name)
		if err != nil {
			return nil, err
		}
		p := filepath.Join(dir, filepath.Base(name))
		if err := os.WriteFile(p, data, 0o644); err != nil {
			return nil, err
		}
		if strings.HasSuffix(p, ".c") {
			cfiles = append(cfiles, p)
		}
	}
	return cfiles, nil
}

// Build compiles src (a C file, or LLVM IR from clang-14) linked with the
// tracer into an executable in workDir and returns its path. C is compiled
// with 'mpicc -g -O1' (set OMPI_CC/MPICH_CC to change the compiler); IR
// with 'llc-14 -relocation-model=pic -enable-tail-merge=false' (tail
// merging would fuse identical MPI calls of two branches into one call
// without a source line), then linked by mpicc, with skel/addtime.c when
// the IR declares mpiskel_add_time (an IR skeleton). The program is
// compiled in its own directory with its base name, so that its debug
// information names its source files as clang-14's IR of it does.
func Build(ctx context.Context, tools Tools, src, workDir string) (string, error) {
	mpicc, err := lookTool(tools.mpicc(), "to build the program with the tracer")
	if err != nil {
		return "", err
	}
	cfiles, err := writeSources(workDir)
	if err != nil {
		return "", fmt.Errorf("writing the tracer's sources: %w", err)
	}
	var objs []string
	for _, c := range cfiles {
		o := strings.TrimSuffix(c, ".c") + ".o"
		if err := runTool(ctx, "", mpicc, "-O2", "-c", c, "-o", o); err != nil {
			return "", fmt.Errorf("compiling the tracer: %w", err)
		}
		objs = append(objs, o)
	}
	abs, err := filepath.Abs(src)
	if err != nil {
		return "", err
	}
	exe := filepath.Join(workDir, "traced")
	switch filepath.Ext(src) {
	case ".c":
		args := []string{"-g", "-O1", filepath.Base(abs), "-o", exe}
		args = append(append(args, objs...), "-lm", "-ldl")
		if err := runTool(ctx, filepath.Dir(abs), mpicc, args...); err != nil {
			return "", fmt.Errorf("compiling %s: %w", src, err)
		}
	case ".ll":
		llc, err := lookTool(tools.llc(), "to compile LLVM IR natively")
		if err != nil {
			return "", err
		}
		text, err := os.ReadFile(abs)
		if err != nil {
			return "", err
		}
		if err := checkIRABI(ctx, mpicc, src, text); err != nil {
			return "", err
		}
		obj := filepath.Join(workDir, "program.o")
		if err := runTool(ctx, "", llc, "-relocation-model=pic", "-enable-tail-merge=false", "-filetype=obj", abs, "-o", obj); err != nil {
			return "", fmt.Errorf("compiling %s: %w", src, err)
		}
		args := append([]string{obj, "-o", exe}, objs...)
		if lib, err := addTimeObject(ctx, mpicc, text, workDir); err != nil {
			return "", err
		} else if lib != "" {
			args = append(args, lib)
		}
		if err := runTool(ctx, "", mpicc, append(args, "-lm", "-ldl")...); err != nil {
			return "", fmt.Errorf("linking %s: %w", src, err)
		}
	default:
		return "", fmt.Errorf("%s: want a C file (.c) or LLVM IR (.ll)", src)
	}
	return exe, nil
}

// addTimeDecl matches the declaration of ADD_TIME, of the size-only
// buffer (transform.Fold) or of the rank count in a skeleton's IR.
var addTimeDecl = regexp.MustCompile(`(?m)^declare [^\n]*@mpiskel_(add_time|sizeonly|np)\(`)

// addTimeObject compiles skel/addtime.c into workDir when the IR text
// declares mpiskel_add_time or mpiskel_sizeonly (an LLVM IR skeleton:
// ADD_TIME spins for its time, as in a C skeleton built with mpiskel.h;
// the size-only buffer is real memory) and returns the object, or "" for
// IR that calls neither.
func addTimeObject(ctx context.Context, mpicc string, text []byte, workDir string) (string, error) {
	if !addTimeDecl.Match(text) {
		return "", nil
	}
	if err := WriteSkeletonHeader(workDir); err != nil {
		return "", err
	}
	data, err := SkeletonSources.ReadFile("skel/addtime.c")
	if err != nil {
		return "", err
	}
	if err := os.WriteFile(filepath.Join(workDir, "addtime.c"), data, 0o644); err != nil {
		return "", err
	}
	obj := filepath.Join(workDir, "addtime.o")
	if err := runTool(ctx, workDir, mpicc, "-O2", "-c", "addtime.c", "-o", obj); err != nil {
		return "", fmt.Errorf("compiling ADD_TIME for the skeleton: %w", err)
	}
	return obj, nil
}

// checkIRABI refuses IR that mpiskel's C front end compiled against its
// own mpi.h, whose handles are MPICH's integers, when mpicc is Open MPI's,
// whose handles are pointers: the program would link and then crash on
// its first handle. (Such IR names no ompi_ global; IR compiled with Open
// MPI's mpi.h, by clang-14 or by the front end with -I, does.)
func checkIRABI(ctx context.Context, mpicc, src string, text []byte) error {
	if !bytes.Contains(text, []byte(`producer: "mpiskel C front end"`)) || bytes.Contains(text, []byte("@ompi_")) ||
		!bytes.Contains(text, []byte("@MPI_")) {
		return nil
	}
	out, err := exec.CommandContext(ctx, mpicc, "--showme:version").CombinedOutput()
	if err != nil || !bytes.Contains(out, []byte("Open MPI")) {
		return nil
	}
	return fmt.Errorf("%s was compiled from C by mpiskel against its own mpi.h (MPICH ABI: integer handles), which Open MPI cannot run; "+
		"build the C program itself (or its skeleton as C: mpiskel compile -o OUT.c) with mpicc, or use clang-14's IR of it made with $(mpicc --showme:compile)", src)
}

// MPIIncludeDirs are the directories holding the local MPI's <mpi.h>, from
// its compiler wrapper: Open MPI's 'mpicc --showme:incdirs', else the -I
// options of MPICH's 'mpicc -show'. Compiling C against them gives IR in
// the local MPI's ABI, which a native build can link.
func MPIIncludeDirs(ctx context.Context, tools Tools) ([]string, error) {
	mpicc, err := lookTool(tools.mpicc(), "to find the local MPI's headers")
	if err != nil {
		return nil, err
	}
	if out, err := exec.CommandContext(ctx, mpicc, "--showme:incdirs").Output(); err == nil {
		if dirs := strings.Fields(string(out)); len(dirs) > 0 {
			return dirs, nil
		}
	}
	out, err := exec.CommandContext(ctx, mpicc, "-show").Output()
	if err != nil {
		return nil, fmt.Errorf("%s: neither --showme:incdirs nor -show tells its include directories: %v", mpicc, err)
	}
	var dirs []string
	for _, f := range strings.Fields(string(out)) {
		if d, ok := strings.CutPrefix(f, "-I"); ok && d != "" {
			dirs = append(dirs, d)
		}
	}
	if len(dirs) == 0 {
		return nil, fmt.Errorf("%s -show names no include directory: %s", mpicc, strings.TrimSpace(string(out)))
	}
	return dirs, nil
}

// runTool runs a build tool, returning its output in the error when it fails.
func runTool(ctx context.Context, dir, name string, args ...string) error {
	cmd := exec.CommandContext(ctx, name, args...)
	cmd.Dir = dir
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("%s %s: %v\n%s", filepath.Base(name), strings.Join(args, " "), err, strings.TrimSpace(out.String()))
	}
	return nil
}

// EnvVars are the tracer's settings that Run passes on to every rank.
var EnvVars = []string{"MPISKEL_TRACE_BUFFER", "MPISKEL_TRACE_FLUSH", "MPISKEL_TRACE_TAU_US", "MPISKEL_TRACE_FLUSH_EVERY", "MPISKEL_TRACE_CLOCK"}

// RunOptions configures Run.
type RunOptions struct {
	NP       int
	Args     []string
	TraceDir string // where ranks write rank-N.mst; "" runs untraced
	// KeepASLR runs the ranks with the address-space layout the kernel
	// randomizes; by default they run under 'setarch -R' (see FixedLayout).
	KeepASLR bool
	Stdout   io.Writer
	Stderr   io.Writer
}

// FixedLayout is the command that runs a program with address-space
// layout randomization off, "setarch -R", or nil where setarch is missing
// or not permitted (a container's seccomp filter may refuse the
// personality flag). Ranks run under it so that repeated runs time alike:
// on the 2-core VM this was measured on, a master-worker loop at np 2 took
// either about 1.2 or about 2.3 µs per task, decided by the random layout at
// start-up (16 of 16 runs fast under setarch -R, 7 of 16 slow without).
var FixedLayout = sync.OnceValue(func() []string {
	setarch, err := exec.LookPath("setarch")
	if err != nil || exec.Command(setarch, "-R", "true").Run() != nil {
		return nil
	}
	return []string{setarch, "-R"}
})

// rankCommand is what mpirun starts on every rank: exe and its arguments,
// under FixedLayout unless opt.KeepASLR.
func rankCommand(exe string, opt RunOptions) []string {
	var cmd []string
	if !opt.KeepASLR {
		cmd = append(cmd, FixedLayout()...)
	}
	return append(append(cmd, exe), opt.Args...)
}

// Run runs exe on opt.NP ranks with 'mpirun --allow-run-as-root
// --oversubscribe'. A non-zero exit of the program is returned as an
// *exec.ExitError wrapped with the command.
func Run(ctx context.Context, tools Tools, exe string, opt RunOptions) error {
	mpirun, err := lookTool(tools.mpirun(), "to run the program under MPI")
	if err != nil {
		return err
	}
	if opt.NP < 1 {
		return fmt.Errorf("--np must be at least 1, not %d", opt.NP)
	}
	args := []string{"--allow-run-as-root", "--oversubscribe", "-np", fmt.Sprint(opt.NP)}
	env := os.Environ()
	if opt.TraceDir != "" {
		env = append(env, "MPISKEL_TRACE_DIR="+opt.TraceDir)
		args = append(args, "-x", "MPISKEL_TRACE_DIR")
		for _, v := range EnvVars {
			if _, ok := os.LookupEnv(v); ok {
				args = append(args, "-x", v)
			}
		}
	}
	cmd := exec.CommandContext(ctx, mpirun, append(args, rankCommand(exe, opt)...)...)
	cmd.Env = env
	cmd.Stdout, cmd.Stderr = opt.Stdout, opt.Stderr
	if err := cmd.Run(); err != nil {
		var ee *exec.ExitError
		if errors.As(err, &ee) {
			return fmt.Errorf("mpirun -np %d %s: %w", opt.NP, filepath.Base(exe), err)
		}
		return fmt.Errorf("running mpirun: %w", err)
	}
	return nil
}
