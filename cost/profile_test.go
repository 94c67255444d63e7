// Tests of the profile format: reading errors with positions, identity checks, fitting, merging, drift warnings.
package cost

import (
	"math"
	"strings"
	"testing"
)

func sampleProfile(level int, a, b float64, np int) *Profile {
	p := &Profile{Format: Format, Version: Version, Program: Identity{File: "x.ll", SHA256: "abc", Level: level}, Runs: []Run{{NP: np, Args: []string{}}}}
	r := &Region{ID: 3, Func: "main", Span: "x.c:4-9", Kind: "loop"}
	for rank, w := range []float64{1000, 4000, 9000} {
		e := int64(rank + 1)
		r.Samples = append(r.Samples, Sample{Run: 0, Rank: rank, Entries: e, Work: w, Seconds: a*w + b*float64(e)})
	}
	p.Regions = []*Region{r}
	p.Fit()
	return p
}

func TestFitRecoversCoefficients(t *testing.T) {
	p := sampleProfile(3, 2e-9, 5e-7, 2)
	r := p.Regions[0]
	if math.Abs(r.A-2e-9) > 1e-15 || math.Abs(r.B-5e-7) > 1e-13 {
		t.Errorf("fit a=%g b=%g, want 2e-9 and 5e-7", r.A, r.B)
	}
}

// TestFitSameWorkPerEntry: samples whose work per entry is the same (three
// runs at one rank count and input, halo2d's stencil loop) cannot tell a
// from b; the cost must follow the work, or the np 1 prediction (twice the
// work per entry) comes out halved. Both one-parameter fits fit these
// samples equally well, and rounding used to pick b for them.
func TestFitSameWorkPerEntry(t *testing.T) {
	var ss []Sample
	for i, sec := range []float64{0.179335772, 0.178725979, 0.177947625, 0.178516204, 0.182844943, 0.184044757} {
		ss = append(ss, Sample{Run: i / 2, Rank: i % 2, Entries: 100, Work: 52377600, Seconds: sec})
	}
	a, b := fit(ss)
	if b != 0 || math.Abs(a*52377600-0.18023588) > 1e-9 {
		t.Errorf("fit a=%g b=%g, want b=0 and a·W the mean 0.18023588 s", a, b)
	}
}

func TestParseErrors(t *testing.T) {
	good := sampleProfile(3, 1e-9, 0, 2)
	var sb strings.Builder
	if err := writeTo(&sb, good); err != nil {
		t.Fatal(err)
	}
	text := sb.String()
	if _, err := Parse([]byte(text)); err != nil {
		t.Fatalf("round trip: %v", err)
	}
	for _, c := range []struct{ text, want string }{
		{text[:len(text)/2], "truncated"},
		{strings.Replace(text, `"entries": 1,`, `"entries": "one",`, 1), "line "},
		{strings.Replace(text, `"version": 1`, `"version": 9`, 1), "version 9"},
		{strings.Replace(text, `"format": "mpiskel-profile"`, `"format": "other"`, 1), "not an mpiskel profile"},
		{strings.Replace(text, `"runs"`, `"rnus"`, 1), "rnus"},
		{"{\n  \"format\": \"mpiskel-profile\",\n  ]", "line 3"},
	} {
		_, err := Parse([]byte(c.text))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("want an error containing %q, got %v", c.want, err)
		}
	}
}

func TestIdentityMismatch(t *testing.T) {
	p := sampleProfile(3, 1e-9, 0, 2)
	if _, err := NewModel(p, Identity{File: "x.ll", SHA256: "abc", Level: 4}, nil); err == nil || !strings.Contains(err.Error(), "another level: 3, not 4") {
		t.Errorf("other level: %v", err)
	}
	if _, err := NewModel(p, Identity{File: "y.ll", SHA256: "def", Level: 3}, nil); err == nil || !strings.Contains(err.Error(), "another source") {
		t.Errorf("other source: %v", err)
	}
	if _, _, err := Merge(p, sampleProfile(4, 1e-9, 0, 2)); err == nil || !strings.Contains(err.Error(), "another level") {
		t.Errorf("merge of other levels: %v", err)
	}
}

func TestMergeWarnsOnDrift(t *testing.T) {
	m, warns, err := Merge(sampleProfile(3, 1e-9, 0, 2), sampleProfile(3, 1.1e-9, 0, 4))
	if err != nil {
		t.Fatal(err)
	}
	if len(warns) != 0 || len(m.Runs) != 2 || len(m.Regions[0].Samples) != 6 {
		t.Errorf("10%% apart: warnings %q, %d runs, %d samples", warns, len(m.Runs), len(m.Regions[0].Samples))
	}
	_, warns, err = Merge(sampleProfile(3, 1e-9, 0, 2), sampleProfile(3, 1.3e-9, 0, 8))
	if err != nil {
		t.Fatal(err)
	}
	if len(warns) != 1 || !strings.Contains(warns[0], "30%") || !strings.Contains(warns[0], "np 8") {
		t.Errorf("30%% apart: warnings %q", warns)
	}
}
