// Merge: the per-rank files of a traced run into one trace, call sites resolved from DWARF.
package native

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/mpiskel/mpiskel/runtime/trace"
)

// RankFile is where rank r of a traced run writes its events, in dir.
func RankFile(dir string, r int) string { return filepath.Join(dir, fmt.Sprintf("rank-%d.mst", r)) }

// MergeResult reports what Merge did.
type MergeResult struct {
	Events   int64
	Warnings []string // damaged or missing rank files, unresolved call sites
}

// sitePrefix starts the tracer's unresolved call sites: "@pc 0x<hex> <object>".
const sitePrefix = "@pc 0x"

var epochRE = regexp.MustCompile(`epoch_ns (-?\d+)`)

// Merge reads the per-rank files rank-0.mst … rank-(np-1).mst of dir and
// writes one trace of np ranks to out. Every rank's times are shifted to
// the common clock of the run (the earliest rank start is time 0), and call
// sites are resolved with symbolize. Memory stays bounded: files are read
// twice as streams (sites, then events) through a trace.Writer.
func Merge(ctx context.Context, dir string, np int, out io.Writer, producer string) (*MergeResult, error) {
	res := &MergeResult{}
	epochs := make([]int64, np)
	present := make([]bool, np)
	sites := map[string]trace.Site{}
	for r := 0; r < np; r++ {
		path := RankFile(dir, r)
		err := readRank(path, r, np, res, func(rd *trace.Reader) error {
			m := epochRE.FindStringSubmatch(rd.Producer())
			if m == nil {
				return fmt.Errorf("%s: not written by mpiskel's native tracer (producer %q)", path, rd.Producer())
			}
			epochs[r], _ = strconv.ParseInt(m[1], 10, 64)
			present[r] = true
			for {
				ev, err := rd.Next()
				if err == io.EOF {
					return nil
				}
				if err != nil {
					return err
				}
				if strings.HasPrefix(ev.Site.File, sitePrefix) {
					sites[ev.Site.File] = trace.Site{}
				}
			}
		})
		if err != nil {
			return nil, err
		}
	}
	var base int64
	first := true
	for r := range np {
		if present[r] && (first || epochs[r] < base) {
			base, first = epochs[r], false
		}
	}
	if first {
		return nil, fmt.Errorf("no rank wrote a trace in %s (was the program built with the tracer, and did it call MPI_Init?)", dir)
	}
	res.Warnings = append(res.Warnings, symbolize(ctx, sites)...)

	w, err := trace.NewWriter(out, np, trace.WithProducer(producer))
	if err != nil {
		return nil, err
	}
	for r := 0; r < np; r++ {
		if !present[r] {
			continue
		}
		shift := (epochs[r] - base) * 1000
		err := readRank(RankFile(dir, r), r, np, nil, func(rd *trace.Reader) error {
			for {
				ev, err := rd.Next()
				if err == io.EOF {
					return nil
				}
				if err != nil {
					return err
				}
				ev.Start += shift
				ev.End += shift
				if strings.HasPrefix(ev.Site.File, sitePrefix) {
					ev.Site = sites[ev.Site.File]
				}
				if err := w.Add(ev); err != nil {
					return err
				}
				res.Events++
			}
		})
		if err != nil {
			return nil, err
		}
	}
	return res, w.Close()
}

// readRank opens one rank's file and hands its reader to use; res (when not
// nil) collects warnings about damage and absence.
func readRank(path string, r, np int, res *MergeResult, use func(*trace.Reader) error) error {
	f, err := os.Open(path)
	if os.IsNotExist(err) {
		if res != nil {
			res.Warnings = append(res.Warnings, fmt.Sprintf("rank %d wrote no trace (%s missing): it has no events", r, path))
		}
		return nil
	}
	if err != nil {
		return err
	}
	defer f.Close()
	rd, err := trace.NewReader(f)
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	if rd.NRanks() != np {
		return fmt.Errorf("%s: trace of %d ranks in a run of %d", path, rd.NRanks(), np)
	}
	if err := use(rd); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	if res != nil {
		for _, w := range rd.Warnings() {
			res.Warnings = append(res.Warnings, fmt.Sprintf("rank %d: %s", r, w))
		}
	}
	return nil
}

// symbolize resolves every "@pc 0x<hex> <object>" key of sites to a source
// position with llvm-symbolizer-14 (file:line:col and function, from the
// object's DWARF; the innermost inlined frame, as the simulator reports the
// call instruction's own debug location), or addr2line when it is absent
// (no columns). File names are relative to the compilation directory.
func symbolize(ctx context.Context, sites map[string]trace.Site) []string {
	byObj := map[string][]string{} // object -> keys
	for k := range sites {
		rest := strings.TrimPrefix(k, sitePrefix)
		sp := strings.IndexByte(rest, ' ')
		if sp < 0 {
			continue
		}
		byObj[rest[sp+1:]] = append(byObj[rest[sp+1:]], k)
	}
	var warnings []string
	objs := make([]string, 0, len(byObj))
	for o := range byObj {
		objs = append(objs, o)
	}
	slices.Sort(objs)
	tool, llvm := "llvm-symbolizer-14", true
	if _, err := exec.LookPath(tool); err != nil {
		if _, err := exec.LookPath("llvm-symbolizer"); err == nil {
			tool = "llvm-symbolizer"
		} else {
			tool, llvm = "addr2line", false
		}
	}
	for _, obj := range objs {
		keys := byObj[obj]
		slices.Sort(keys)
		var in bytes.Buffer
		for _, k := range keys {
			addr := strings.TrimPrefix(k, "@pc ")
			in.WriteString(addr[:strings.IndexByte(addr, ' ')] + "\n")
		}
		var cmd *exec.Cmd
		if llvm {
			cmd = exec.CommandContext(ctx, tool, "--obj="+obj, "--output-style=JSON", "--relativenames", "--functions=linkage")
		} else {
			cmd = exec.CommandContext(ctx, tool, "-f", "-e", obj)
		}
		cmd.Stdin = &in
		outb, err := cmd.Output()
		if err != nil {
			warnings = append(warnings, fmt.Sprintf("call sites of %s left unresolved: %s: %v", obj, tool, err))
			continue
		}
		resolved, err := parseSymbolizer(outb, len(keys), llvm)
		if err != nil {
			warnings = append(warnings, fmt.Sprintf("call sites of %s left unresolved: %s: %v", obj, tool, err))
			continue
		}
		for i, k := range keys {
			sites[k] = resolved[i]
		}
	}
	return warnings
}

// parseSymbolizer reads n answers of llvm-symbolizer (JSON, one object per
// line) or addr2line -f (function line, then file:line).
func parseSymbolizer(out []byte, n int, llvm bool) ([]trace.Site, error) {
	sites := make([]trace.Site, 0, n)
	sc := bufio.NewScanner(bytes.NewReader(out))
	sc.Buffer(make([]byte, 1<<16), 1<<24)
	if llvm {
		for sc.Scan() && len(sites) < n {
			var ans struct {
				Symbol []struct {
					FileName     string
					FunctionName string
					Line, Column int32
				}
			}
			if err := json.Unmarshal(sc.Bytes(), &ans); err != nil {
				return nil, fmt.Errorf("unexpected output %q: %v", sc.Text(), err)
			}
			var s trace.Site
			if len(ans.Symbol) > 0 {
				f := ans.Symbol[0]
				if f.Line > 0 {
					s = trace.Site{File: filepath.Clean(f.FileName), Line: f.Line, Col: f.Column, Func: f.FunctionName}
				} else if f.FunctionName != "" && f.FunctionName != "??" {
					s = trace.Site{Func: f.FunctionName}
				}
			}
			sites = append(sites, s)
		}
	} else {
		for len(sites) < n && sc.Scan() {
			fn := sc.Text()
			if !sc.Scan() {
				break
			}
			loc := sc.Text()
			if i := strings.Index(loc, " ("); i >= 0 {
				loc = loc[:i]
			}
			var s trace.Site
			if c := strings.LastIndexByte(loc, ':'); c > 0 {
				line, _ := strconv.Atoi(loc[c+1:])
				if line > 0 {
					s = trace.Site{File: filepath.Clean(loc[:c]), Line: int32(line)}
				}
			}
			if fn != "??" {
				s.Func = fn
			}
			sites = append(sites, s)
		}
	}
	if len(sites) != n {
		return nil, fmt.Errorf("%d answers for %d addresses", len(sites), n)
	}
	return sites, nil
}
