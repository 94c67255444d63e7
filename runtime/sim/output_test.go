// The cost of output: each line a rank writes costs it Config.PsPerWrite plus PsPerWriteByte per byte, and each printf conversion PsPerConversion.
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
	ll := cProgram(t, "addtime")
	_, base, err := simulate(t, ll, Config{NP: 2, PsPerInstruction: 1000})
	if err != nil {
		t.Fatal(err)
	}
	const perConversion = 7e3 // 7 ns
	_, charged, err := simulate(t, ll, Config{NP: 2, PsPerInstruction: 1000, PsPerConversion: perConversion})
	if err != nil {
		t.Fatal(err)
	}
	want := int64(3 * perConversion)
	if d := charged.Ranks[0].Compute - base.Ranks[0].Compute; d != want {
		t.Errorf("rank 0 computes %d ps longer, want %d for three conversions", d, want)
	}
	if d := charged.Ranks[0].Finish - base.Ranks[0].Finish; d != want {
		t.Errorf("rank 0 finishes %d ps later, want %d", d, want)
	}
	if charged.Ranks[1].Compute != base.Ranks[1].Compute {
		t.Errorf("rank 1, which formats nothing, computes %d ps, against %d", charged.Ranks[1].Compute, base.Ranks[1].Compute)
	}
}

// TestUnmapCost: free() of a block glibc maps by itself costs its pages
// (Config.PsPerUnmappedPage), as compute, and so does the free of a
// folded block; see testdata/unmap.c for the 257 + 2×10241 + 769 + 2×2049
// pages.
func TestUnmapCost(t *testing.T) {
	ll := cProgram(t, "unmap")
	_, base, err := simulate(t, ll, Config{NP: 2, PsPerInstruction: 1000})
	if err != nil {
		t.Fatal(err)
	}
	const perPage = 250e3 // 0.25 µs
	_, charged, err := simulate(t, ll, Config{NP: 2, PsPerInstruction: 1000, PsPerUnmappedPage: perPage})
	if err != nil {
		t.Fatal(err)
	}
	want := int64((257 + 2*10241 + 769 + 2*2049) * perPage)
	if d := charged.Ranks[0].Compute - base.Ranks[0].Compute; d != want {
		t.Errorf("rank 0 computes %d ps longer, want %d for 25606 pages", d, want)
	}
	if d := charged.Ranks[0].Finish - base.Ranks[0].Finish; d != want {
		t.Errorf("rank 0 finishes %d ps later, want %d", d, want)
	}
	if charged.Ranks[1].Compute != base.Ranks[1].Compute {
		t.Errorf("rank 1, which frees nothing, computes %d ps, against %d", charged.Ranks[1].Compute, base.Ranks[1].Compute)
	}
}
