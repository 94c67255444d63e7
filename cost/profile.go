// Package cost holds the cost models behind 'mpiskel compile --cost': the
// measured region profile (format version 1, read, merged and fitted here)
// and the static IC×CPI×CCT estimate.
//
// A profile is JSON:
//
//	{
//	  "format": "mpiskel-profile", "version": 1,
//	  "program": {"file": "cg.c", "sha256": "<hex of the file's bytes>", "level": 3},
//	  "runs": [{"np": 2, "args": ["100"]}],
//	  "regions": [{"id": 7, "func": "main", "span": "cg.c:40-52",
//	               "samples": [{"run": 0, "rank": 0, "entries": 10, "seconds": 0.0123, "work": 250000}],
//	               "a": 4.9e-8, "b": 1.2e-7}],
//	  "loops": [{"key": "cg.c:61", "trips": 25},
//	            {"key": "is.c:96", "trips": 500, "per": 4096, "parent_trips": 62, "parent_per": 4096}]
//	}
//
// Each sample is one rank of one run: how often the region was entered,
// the time spent in it (the thread's CPU time for regions whose first entry
// took over 20 µs, else the monotonic clock's; less the calls a skeleton
// keeps inside it, which their callees' regions charge), and its work W
// (innermost-body executions, as the skeleton computes it). a and b are the least-squares
// fit of seconds = a·work + b·entries over every sample; loops are the
// trip counts per entry of the data-dependent loops (a work-only loop's
// mean in 1/per parts; parent_trips, of an innermost one inside another
// loop, per iteration of that loop).
package cost

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"

	"github.com/mpiskel/mpiskel/analysis/regions"
)

// Format and Version identify the profile format this package reads.
const (
	Format  = "mpiskel-profile"
	Version = 1
)

// Profile is one or more merged profile runs of one program at one level.
type Profile struct {
	Format  string     `json:"format"`
	Version int        `json:"version"`
	Program Identity   `json:"program"`
	Runs    []Run      `json:"runs"`
	Regions []*Region  `json:"regions"`
	Loops   []LoopTrip `json:"loops,omitempty"`
}

// Identity is what a profile must match: the program's file (by content)
// and the abstraction level whose regions were measured.
type Identity struct {
	File   string `json:"file"`
	SHA256 string `json:"sha256"`
	Level  int    `json:"level"`
}

// Run is one instrumented native run.
type Run struct {
	NP   int      `json:"np"`
	Args []string `json:"args"`
}

// Region is one measured region.
type Region struct {
	ID      int      `json:"id"`
	Func    string   `json:"func"`
	Span    string   `json:"span"`
	Kind    string   `json:"kind"`
	Samples []Sample `json:"samples"`
	A       float64  `json:"a"` // seconds per unit of work
	B       float64  `json:"b"` // seconds per entry
}

// Sample is one rank's measurement of a region in one run.
type Sample struct {
	Run     int     `json:"run"`
	Rank    int     `json:"rank"`
	Entries int64   `json:"entries"`
	Seconds float64 `json:"seconds"`
	Work    float64 `json:"work"`
}

// LoopTrip is a data-dependent loop's measured trip count, by LoopKey:
// Trips body executions per entry, per Per entries where Per is above 1
// (a work-only loop's mean); for a work-only innermost loop inside
// another loop, also ParentTrips per ParentPer iterations of that loop.
type LoopTrip struct {
	Key         string `json:"key"`
	Trips       int64  `json:"trips"`
	Per         int64  `json:"per,omitempty"`
	ParentTrips int64  `json:"parent_trips,omitempty"`
	ParentPer   int64  `json:"parent_per,omitempty"`
}

// FileIdentity is the identity of the program file at path for a level.
func FileIdentity(path string, level int) (Identity, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return Identity{}, err
	}
	sum := sha256.Sum256(data)
	return Identity{File: filepath.Base(path), SHA256: hex.EncodeToString(sum[:]), Level: level}, nil
}

// Read reads and checks a profile; a malformed one is an error naming the
// byte offset (line and column) where reading stopped.
func Read(path string) (*Profile, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("profile: %v", err)
	}
	p, err := Parse(data)
	if err != nil {
		return nil, fmt.Errorf("profile %s: %v", path, err)
	}
	return p, nil
}

// Parse decodes and checks a profile.
func Parse(data []byte) (*Profile, error) {
	dec := json.NewDecoder(strings.NewReader(string(data)))
	dec.DisallowUnknownFields()
	p := &Profile{}
	if err := dec.Decode(p); err != nil {
		return nil, jsonError(data, err, dec.InputOffset())
	}
	if dec.More() {
		return nil, fmt.Errorf("%s: trailing data after the profile", position(data, dec.InputOffset()))
	}
	if err := p.check(); err != nil {
		return nil, err
	}
	return p, nil
}

// jsonError turns a decoding error into one naming its line and column.
func jsonError(data []byte, err error, at int64) error {
	var syn *json.SyntaxError
	var typ *json.UnmarshalTypeError
	switch {
	case errors.As(err, &syn):
		return fmt.Errorf("%s: malformed JSON: %v", position(data, syn.Offset), syn)
	case errors.As(err, &typ):
		return fmt.Errorf("%s: field %s: %v", position(data, typ.Offset), typ.Field, typ)
	case errors.Is(err, io.ErrUnexpectedEOF), errors.Is(err, io.EOF):
		return fmt.Errorf("%s: truncated: the JSON ends before the profile does", position(data, int64(len(data))))
	}
	return fmt.Errorf("%s: %v", position(data, at), err)
}

func position(data []byte, off int64) string {
	if off > int64(len(data)) {
		off = int64(len(data))
	}
	line, col := 1, 1
	for _, c := range data[:off] {
		if c == '\n' {
			line++
			col = 1
		} else {
			col++
		}
	}
	return fmt.Sprintf("line %d, column %d (byte %d)", line, col, off)
}

func (p *Profile) check() error {
	if p.Format != Format {
		return fmt.Errorf("format %q: not an mpiskel profile (want %q)", p.Format, Format)
	}
	if p.Version != Version {
		return fmt.Errorf("version %d: this mpiskel reads version %d", p.Version, Version)
	}
	if p.Program.SHA256 == "" || p.Program.Level < 1 || p.Program.Level > 5 {
		return errors.New("program identity incomplete: want file, sha256 and a level 1-5")
	}
	seen := map[int]bool{}
	for _, r := range p.Regions {
		if seen[r.ID] {
			return fmt.Errorf("region %d listed twice", r.ID)
		}
		seen[r.ID] = true
		for _, s := range r.Samples {
			if s.Run < 0 || s.Run >= len(p.Runs) {
				return fmt.Errorf("region %d: sample of run %d, but the profile has %d runs", r.ID, s.Run, len(p.Runs))
			}
			if s.Entries < 0 || s.Seconds < 0 || s.Work < 0 || math.IsNaN(s.Seconds) || math.IsNaN(s.Work) {
				return fmt.Errorf("region %d: run %d rank %d: negative or NaN measurement", r.ID, s.Run, s.Rank)
			}
		}
		if math.IsNaN(r.A) || math.IsNaN(r.B) || math.IsInf(r.A, 0) || math.IsInf(r.B, 0) {
			return fmt.Errorf("region %d: coefficients a=%g b=%g are not finite", r.ID, r.A, r.B)
		}
	}
	return nil
}

// Write writes p as indented JSON.
func (p *Profile) Write(path string) error {
	var b strings.Builder
	if err := writeTo(&b, p); err != nil {
		return err
	}
	return os.WriteFile(path, []byte(b.String()), 0o644)
}

func writeTo(w io.Writer, p *Profile) error {
	data, err := json.MarshalIndent(p, "", "  ")
	if err != nil {
		return err
	}
	_, err = w.Write(append(data, '\n'))
	return err
}

// Merge combines profiles of the same program and level (their runs and
// samples appended in order) and refits every region. Loop trip counts
// that differ between profiles keep the first profile's value and are
// named in the warnings.
func Merge(ps ...*Profile) (*Profile, []string, error) {
	if len(ps) == 0 {
		return nil, nil, errors.New("merge: no profile")
	}
	out := &Profile{Format: Format, Version: Version, Program: ps[0].Program}
	byID := map[int]*Region{}
	loops := map[string]LoopTrip{}
	var warns []string
	for i, p := range ps {
		if d := p.Program.differs(out.Program); d != "" {
			return nil, nil, fmt.Errorf("merge: profile %d is of %s", i+1, d)
		}
		base := len(out.Runs)
		out.Runs = append(out.Runs, p.Runs...)
		for _, r := range p.Regions {
			m := byID[r.ID]
			if m == nil {
				m = &Region{ID: r.ID, Func: r.Func, Span: r.Span, Kind: r.Kind}
				byID[r.ID] = m
				out.Regions = append(out.Regions, m)
			} else if m.Span != r.Span || m.Func != r.Func {
				return nil, nil, fmt.Errorf("merge: region %d is %s in %s in one profile and %s in %s in another", r.ID, m.Span, m.Func, r.Span, r.Func)
			}
			for _, s := range r.Samples {
				s.Run += base
				m.Samples = append(m.Samples, s)
			}
		}
		for _, l := range p.Loops {
			if prev, ok := loops[l.Key]; ok {
				if prev != l {
					warns = append(warns, fmt.Sprintf("loop at %s: %s trips per entry in one profile, %s in profile %d; the skeleton uses %s", l.Key, prev.mean(), l.mean(), i+1, prev.mean()))
				}
				continue
			}
			loops[l.Key] = l
			out.Loops = append(out.Loops, l)
		}
	}
	sort.Slice(out.Regions, func(i, j int) bool { return out.Regions[i].ID < out.Regions[j].ID })
	sort.Slice(out.Loops, func(i, j int) bool { return out.Loops[i].Key < out.Loops[j].Key })
	warns = append(warns, out.Fit()...)
	return out, warns, nil
}

// differs names what separates two identities, "" when they match.
func (id Identity) differs(want Identity) string {
	switch {
	case id.SHA256 != want.SHA256:
		return fmt.Sprintf("another source: %s (sha256 %.12s…), not %s (sha256 %.12s…)", id.File, id.SHA256, want.File, want.SHA256)
	case id.Level != want.Level:
		return fmt.Sprintf("another level: %d, not %d", id.Level, want.Level)
	}
	return ""
}

// Drift is how far the per-unit cost a may move between runs before Fit
// warns: paper 000's cache effect (a measured where data fit in cache does
// not hold where they do not).
const Drift = 0.15

// Fit sets every region's a and b by least squares over its samples and
// returns a warning for each region whose a, fitted run by run, moves by
// more than Drift between runs.
func (p *Profile) Fit() []string {
	var warns []string
	for _, r := range p.Regions {
		r.A, r.B = fit(r.Samples)
		perRun := map[int][]Sample{}
		for _, s := range r.Samples {
			perRun[s.Run] = append(perRun[s.Run], s)
		}
		if len(perRun) < 2 {
			continue
		}
		runs := make([]int, 0, len(perRun))
		for k := range perRun {
			runs = append(runs, k)
		}
		sort.Ints(runs)
		lo, hi := math.Inf(1), math.Inf(-1)
		var loRun, hiRun int
		for _, k := range runs {
			a, _ := fit(perRun[k])
			if a <= 0 {
				continue
			}
			if a < lo {
				lo, loRun = a, k
			}
			if a > hi {
				hi, hiRun = a, k
			}
		}
		if lo > 0 && hi/lo-1 > Drift {
			warns = append(warns, fmt.Sprintf("region %d (%s): cost per unit of work moves by %.0f%% between runs (%.3g s at np %d, %.3g s at np %d): a cache effect? predictions far from the profiled sizes are less reliable",
				r.ID, r.Span, 100*(hi/lo-1), lo, p.Runs[loRun].NP, hi, p.Runs[hiRun].NP))
		}
	}
	return warns
}

// fit solves seconds ≈ a·work + b·entries with a, b ≥ 0. When the samples
// cannot separate a from b (work per entry the same everywhere: one input
// at one rank count), a alone is fitted when there is work, so that the
// cost scales with the work of other sizes; else b alone. When the
// unconstrained optimum has a negative coefficient, the better of the two
// one-parameter fits is kept.
func fit(ss []Sample) (a, b float64) {
	var ww, we, ee, tw, te float64
	for _, s := range ss {
		w, e := s.Work, float64(s.Entries)
		ww += w * w
		we += w * e
		ee += e * e
		tw += s.Seconds * w
		te += s.Seconds * e
	}
	det := ww*ee - we*we
	separable := det > 1e-9*ww*ee && ww > 0 && ee > 0
	if separable {
		a = (tw*ee - te*we) / det
		b = (te*ww - tw*we) / det
		if a >= 0 && b >= 0 {
			return a, b
		}
	}
	if ww > 0 {
		aOnly := tw / ww
		// Where work and entries are proportional both one-parameter fits
		// are equally good and rounding alone would choose.
		if bOnly := te / ee; separable && sse(ss, 0, bOnly) < sse(ss, aOnly, 0) {
			return 0, bOnly
		}
		return aOnly, 0
	}
	if ee > 0 {
		return 0, te / ee
	}
	return 0, 0
}

func sse(ss []Sample, a, b float64) float64 {
	var e float64
	for _, s := range ss {
		d := s.Seconds - a*s.Work - b*float64(s.Entries)
		e += d * d
	}
	return e
}

// Model is the measured cost model of a profile checked against a program.
// Regions are matched by function, span and kind rather than by id: the
// skeleton compile rewrites the exits of kept data-dependent loops before
// numbering regions, which the profiling build (measuring those loops)
// cannot do, so ids may shift while the regions stay the same code.
type Model struct {
	p      *Profile
	spanOf func(*regions.Region) string
	byKey  map[string][]*Region
	// chosen maps a program region to its profile region (Check).
	chosen map[*regions.Region]*Region
	// Unmeasured costs the regions the profile run never entered (a code
	// path of other rank counts or inputs, such as a master working alone
	// at one rank); nil: they cost nothing.
	Unmeasured interface {
		Name() string
		Coefficients(*regions.Region) (a, b float64)
	}
	fellBack []string
}

func regionKey(fn, span, kind string) string { return fn + "\x00" + span + "\x00" + kind }

// NewModel checks that p was measured on the program with identity id
// (same file content, same level) and returns its cost model; Check then
// matches its regions with the program's.
func NewModel(p *Profile, id Identity, spanOf func(*regions.Region) string) (*Model, error) {
	if d := p.Program.differs(id); d != "" {
		return nil, fmt.Errorf("profile does not match the program: it was measured on %s", d)
	}
	m := &Model{p: p, spanOf: spanOf, byKey: map[string][]*Region{}}
	for _, r := range p.Regions {
		k := regionKey(r.Func, r.Span, r.Kind)
		m.byKey[k] = append(m.byKey[k], r)
	}
	return m, nil
}

// Check matches every region of the profile with one of rp's (same
// function, span and kind; regions sharing all three in id order).
func (m *Model) Check(rp *regions.Program) error {
	m.chosen = map[*regions.Region]*Region{}
	used := map[string]int{}
	for _, x := range rp.Regions {
		k := regionKey(x.Func.Name(), m.spanOf(x), x.Kind.String())
		if c := m.byKey[k]; used[k] < len(c) {
			m.chosen[x] = c[used[k]]
			used[k]++
		}
	}
	var bad []string
	for _, r := range m.p.Regions {
		k := regionKey(r.Func, r.Span, r.Kind)
		if used[k] < len(m.byKey[k]) {
			bad = append(bad, fmt.Sprintf("region %d (%s %s in %s) is not in the program", r.ID, r.Kind, r.Span, r.Func))
			used[k]++
		}
	}
	if len(bad) > 0 {
		return fmt.Errorf("profile does not match the program: %s", strings.Join(bad, "; "))
	}
	return nil
}

// Name is the cost model's name in compile reports.
func (m *Model) Name() string { return "profile" }

// Coefficients are the region's fitted a and b; a region the profile never
// saw run (not entered at the profiled inputs), or does not have (code the
// skeleton passes add), is costed by Unmeasured, or costs nothing.
func (m *Model) Coefficients(r *regions.Region) (a, b float64) {
	if m.Measured(r) {
		x := m.chosen[r]
		return x.A, x.B
	}
	if m.Unmeasured != nil {
		if m.chosen[r] != nil {
			m.fellBack = append(m.fellBack, fmt.Sprintf("%s %s in %s", r.Kind, m.spanOf(r), r.Func.Name()))
		}
		return m.Unmeasured.Coefficients(r)
	}
	return 0, 0
}

// InstructionsOnly tells whether r is costed by an Unmeasured model that
// counts instructions only: a measured region's time includes its MPI calls.
func (m *Model) InstructionsOnly(r *regions.Region) string {
	if m.Measured(r) {
		return ""
	}
	if u, ok := m.Unmeasured.(interface{ InstructionsOnly(*regions.Region) string }); ok {
		if u.InstructionsOnly(r) != "" {
			return "the " + m.Unmeasured.Name() + " cost --unmeasured gives the regions the profile never entered"
		}
	}
	return ""
}

// Measured tells whether the profile has samples of the region: it was
// entered in a profiled run.
func (m *Model) Measured(r *regions.Region) bool {
	x := m.chosen[r]
	return x != nil && len(x.Samples) > 0
}

// FellBack lists the regions of the profile Coefficients costed by
// Unmeasured.
func (m *Model) FellBack() []string { return m.fellBack }

// mean is the count per entry, as a number.
func (l LoopTrip) mean() string {
	return strconv.FormatFloat(float64(l.Trips)/float64(max(l.Per, 1)), 'g', 4, 64)
}

// LoopCounts are the profile's data-dependent loop trip counts by LoopKey.
func (p *Profile) LoopCounts() map[string]LoopTrip {
	out := map[string]LoopTrip{}
	for _, l := range p.Loops {
		out[l.Key] = l
	}
	return out
}

// LoopCounts are the model's profile's data-dependent loop trip counts.
func (m *Model) LoopCounts() map[string]LoopTrip { return m.p.LoopCounts() }
