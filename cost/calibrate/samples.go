// Samples: MPI measurements made in separate launches over time, kept in a file, and pooled into a calibration.
package calibrate

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"time"
)

// A samples file holds launches of the MPI measurements, each the
// ping-pong kernel's output and the output kernel's per-line times:
//
//	mpiskel-mpi-samples 2 <settings>
//	launch 1 <RFC 3339 time>
//	pp 0 0.1393 0.1344 ...        (pingpong.c's lines, as it prints them)
//	out 16 1.72e-06                (output.c's lines)
//	fmt 29.8
//	end 1
//	launch 2 <time>
//	...
//
// The settings (repetitions, sizes, layout) are those of a full or a
// --quick calibration; launches of other settings are not pooled. Each
// launch is appended by one write and closed by its end line, so a launch
// cut short is found, not pooled. Format 2: pingpong.c's "ft" lines carry
// the unmap time too.
const (
	samplesName    = "mpiskel-mpi-samples"
	samplesVersion = "2"
	samplesMagic   = samplesName + " " + samplesVersion
)

// mpiSamples are the launches of a samples file.
type mpiSamples struct {
	pingPong    []string // the ping-pong kernel's output, per launch
	out         outputSamples
	launches    int
	first, last time.Time
}

// samplesHeader is the first line of a samples file of settings s.
func samplesHeader(s settings, quick bool) string {
	mode := "full"
	if quick {
		mode = "quick"
	}
	return fmt.Sprintf("%s %s reps=%d target_us=%d step=%d max_bytes=%d out_reps=%d out_lines=%d aslr=%t",
		samplesMagic, mode, s.ppReps, s.ppTargetUs, s.ppStep, s.maxBytes, s.outReps, s.outLines, s.keepASLR)
}

// pingPongKinds are the kinds of line pingpong.c prints.
var pingPongKinds = map[string]bool{"pp": true, "xc": true, "self": true, "eager": true, "eager_limit": true, "ov": true, "ft": true}

// readMPISamples reads the samples file at path, written with header.
func readMPISamples(path, header string, outReps int) (*mpiSamples, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	lines := strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
	at := func(i int, format string, args ...any) error {
		return fmt.Errorf("%s:%d: %s", path, i+1, fmt.Sprintf(format, args...))
	}
	if lines[0] != header {
		if strings.HasPrefix(lines[0], samplesMagic) {
			return nil, at(0, "samples of other settings (%s); this calibration's are %s: take samples with the same --quick and --aslr", strings.TrimPrefix(lines[0], samplesMagic+" "), strings.TrimPrefix(header, samplesMagic+" "))
		}
		if rest, ok := strings.CutPrefix(lines[0], samplesName+" "); ok {
			version, _, _ := strings.Cut(rest, " ")
			return nil, at(0, "samples in format %s, which this mpiskel does not read (it writes %s): take the samples again", version, samplesVersion)
		}
		return nil, at(0, "not an MPI samples file ('mpiskel calibrate --sample-mpi' writes them): its first line is not %q", samplesMagic+" ...")
	}
	ms := &mpiSamples{}
	var pp strings.Builder
	cur, outLines, fmtLines, ppLines, start := 0, 0, 0, 0, 0
	for i := 1; i < len(lines); i++ {
		f := strings.Fields(lines[i])
		switch {
		case len(f) == 0:
			return nil, at(i, "empty line")
		case f[0] == "launch":
			if cur != 0 {
				return nil, at(i, "launch %d has no 'end %d' line before this one", cur, cur)
			}
			n, err := strconv.Atoi(f[min(1, len(f)-1)])
			if len(f) != 3 || err != nil || n != ms.launches+1 {
				return nil, at(i, "want 'launch %d TIME', got %q", ms.launches+1, lines[i])
			}
			t, err := time.Parse(time.RFC3339, f[2])
			if err != nil {
				return nil, at(i, "launch time %q: want RFC 3339", f[2])
			}
			if ms.launches == 0 {
				ms.first = t
			}
			ms.last, cur, outLines, fmtLines, ppLines, start = t, n, 0, 0, 0, i
		case cur == 0:
			return nil, at(i, "%q is outside a launch (after 'launch N TIME', before 'end N')", lines[i])
		case f[0] == "end":
			if len(f) != 2 || f[1] != strconv.Itoa(cur) {
				return nil, at(i, "want 'end %d', got %q", cur, lines[i])
			}
			if ppLines == 0 || outLines != 2*outReps || fmtLines != outReps {
				return nil, at(start, "launch %d is incomplete: %d ping-pong lines, %d printed-line times (want %d), %d formatting times (want %d)", cur, ppLines, outLines, 2*outReps, fmtLines, outReps)
			}
			ms.launches, cur = cur, 0
			ms.pingPong = append(ms.pingPong, pp.String())
			pp.Reset()
		case f[0] == "out" || f[0] == "fmt":
			if _, err := ms.out.add(f); err != nil {
				return nil, at(i, "%v", err)
			}
			if f[0] == "fmt" {
				fmtLines++
			} else {
				outLines++
			}
		case pingPongKinds[f[0]]:
			for _, x := range f[1:] {
				if _, err := strconv.ParseFloat(x, 64); err != nil {
					return nil, at(i, "%q is not a number", x)
				}
			}
			pp.WriteString(lines[i])
			pp.WriteByte('\n')
			ppLines++
		default:
			return nil, at(i, "unexpected line %q", lines[i])
		}
	}
	if cur != 0 {
		return nil, at(start, "launch %d is cut short (no 'end %d' line): the file was cut while it was written; delete it from this line on", cur, cur)
	}
	if ms.launches == 0 {
		return nil, fmt.Errorf("%s holds no launch: run 'mpiskel calibrate --sample-mpi %s' first", path, path)
	}
	return ms, nil
}

// SampleMPI runs the MPI measurements of a calibration once (one ping-pong
// launch, probing the eager limit when the file has no launch yet, and
// one launch printing lines) and appends them to the samples file at path
// as one more launch, which it returns the number of. A calibration with
// Options.MPISamples pools the file's launches instead of launching its
// own: on a VM, MPI's latency and bandwidth have modes lasting seconds to
// minutes (a 0-byte message one way 0.13 or 0.36 µs, 4 MiB 524 or 731 µs),
// and launches made between an application's runs, or hours apart, sample
// the modes those runs see.
func SampleMPI(ctx context.Context, opt Options, path string) (int, error) {
	tools := opt.Tools.with()
	for _, t := range []string{tools.MPICC, tools.MPIRun} {
		if _, err := exec.LookPath(t); err != nil {
			return 0, fmt.Errorf("%s not found on PATH: it is needed to build and run the MPI measurements", t)
		}
	}
	log := opt.Log
	if log == nil {
		log = io.Discard
	}
	s := settingsFor(opt.Quick)
	s.keepASLR = opt.KeepASLR
	header := samplesHeader(s, opt.Quick)
	launches := 0
	if st, err := os.Stat(path); err == nil && st.Size() > 0 {
		prev, err := readMPISamples(path, header, s.outReps)
		if err != nil {
			return 0, err
		}
		launches = prev.launches
	} else if err != nil && !os.IsNotExist(err) {
		return 0, err
	}

	dir, err := os.MkdirTemp("", "mpiskel-calibrate-")
	if err != nil {
		return 0, err
	}
	defer os.RemoveAll(dir)
	ppexe, outexe, err := buildMPIKernels(ctx, tools, dir)
	if err != nil {
		return 0, err
	}
	n := launches + 1
	eager := ""
	if launches == 0 {
		eager = ", and the eager limit"
	}
	began := time.Now().UTC()
	fmt.Fprintf(log, "calibrate: MPI ping-pong between 2 ranks, sizes 0 to %d bytes%s (launch %d of %s)\n", s.maxBytes, eager, n, path)
	var pp strings.Builder
	if err := pingPongLaunch(ctx, tools, ppexe, s, launches == 0, &pp); err != nil {
		return 0, err
	}
	fmt.Fprintf(log, "calibrate: writing lines to stdout under mpirun (launch %d of %s)\n", n, path)
	var out outputSamples
	if err := out.launch(ctx, tools, outexe, s); err != nil {
		return 0, err
	}

	var b strings.Builder
	if launches == 0 {
		b.WriteString(header + "\n")
	}
	fmt.Fprintf(&b, "launch %d %s\n%s", n, began.Format(time.RFC3339), pp.String())
	if !strings.HasSuffix(pp.String(), "\n") {
		b.WriteByte('\n')
	}
	for i := range out.short {
		fmt.Fprintf(&b, "out 16 %.9e\nout 256 %.9e\nfmt %.4f\n", out.short[i], out.long[i], out.format[i])
	}
	fmt.Fprintf(&b, "end %d\n", n)
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_APPEND, 0o644)
	if err != nil {
		return 0, err
	}
	if _, err := f.WriteString(b.String()); err != nil {
		f.Close()
		return 0, err
	}
	return n, f.Close()
}
