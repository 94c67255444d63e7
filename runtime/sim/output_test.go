// The cost of output and libc: each line a rank writes costs it Config.PsPerWrite plus PsPerWriteByte per byte, each printf conversion PsPerConversion, each page free() unmaps PsPerUnmappedPage.
package sim

import (
	"strings"
	"testing"
)

func TestOutputCost(t *testing.T) {
	ll := cProgram(t, "addtime")
	out, base, err := simulate(t, ll, Config{NP: 2, PsPerInstruction: 1000})
	if err != nil {
		t.Fatal(err)
	}
	const perWrite, perByte = 3e6, 5e3 // 3 µs, 5 ns
	_, charged, err := simulate(t, ll, Config{NP: 2, PsPerInstruction: 1000, PsPerWrite: perWrite, PsPerWriteByte: perByte})
	if err != nil {
		t.Fatal(err)
	}
	// Rank 0 prints one line, after everything it times; rank 1 prints none.
	if n := strings.Count(out, "\n"); n != 1 {
		t.Fatalf("%d lines of output, want 1:\n%s", n, out)
	}
	want := int64(perWrite + perByte*float64(len(out)))
	if got := charged.Ranks[0].Output; got != want || base.Ranks[0].Output != 0 {
		t.Errorf("rank 0 output time %d ps (uncharged run: %d), want %d for one line of %d bytes", got, base.Ranks[0].Output, want, len(out))
	}
	if d := charged.Ranks[0].Finish - base.Ranks[0].Finish; d != want {
		t.Errorf("rank 0 finishes %d ps later, want %d", d, want)
	}
	if charged.Ranks[1].Output != 0 || charged.Ranks[1].Finish != base.Ranks[1].Finish {
		t.Errorf("rank 1, which prints nothing, charged %d ps, finish %d vs %d", charged.Ranks[1].Output, charged.Ranks[1].Finish, base.Ranks[1].Finish)
	}
}

// Formatting is charged per printf conversion, as compute: rank 0's line
// has three (%.6f), rank 1 prints nothing.
func TestFormatCost(t *testing.T) {
	const perConversion = 7e3 // 7 ns
	checkComputeCharge(t, "addtime", func(c *Config) { c.PsPerConversion = perConversion }, 3*perConversion, "three conversions")
}

// TestUnmapCost: free() of a block glibc maps by itself costs its pages
// (Config.PsPerUnmappedPage), as compute, and so does the free of a
// folded block; see testdata/unmap.c for the 257 + 2×10241 + 769 + 2×2049
// pages.
func TestUnmapCost(t *testing.T) {
	const perPage = 250e3 // 0.25 µs
	checkComputeCharge(t, "unmap", func(c *Config) { c.PsPerUnmappedPage = perPage }, (257+2*10241+769+2*2049)*perPage, "25606 pages")
}

// checkComputeCharge runs testdata program name at 2 ranks without and
// with the charge charge sets, and checks that rank 0 computes and
// finishes want ps later and that rank 1 (which does nothing charged)
// computes as long.
func checkComputeCharge(t *testing.T, name string, charge func(*Config), want float64, what string) {
	t.Helper()
	ll := cProgram(t, name)
	_, base, err := simulate(t, ll, Config{NP: 2, PsPerInstruction: 1000})
	if err != nil {
		t.Fatal(err)
	}
	cfg := Config{NP: 2, PsPerInstruction: 1000}
	charge(&cfg)
	_, charged, err := simulate(t, ll, cfg)
	if err != nil {
		t.Fatal(err)
	}
	if d := charged.Ranks[0].Compute - base.Ranks[0].Compute; d != int64(want) {
		t.Errorf("rank 0 computes %d ps longer, want %d for %s", d, int64(want), what)
	}
	if d := charged.Ranks[0].Finish - base.Ranks[0].Finish; d != int64(want) {
		t.Errorf("rank 0 finishes %d ps later, want %d", d, int64(want))
	}
	if charged.Ranks[1].Compute != base.Ranks[1].Compute {
		t.Errorf("rank 1 computes %d ps, against %d uncharged", charged.Ranks[1].Compute, base.Ranks[1].Compute)
	}
}
