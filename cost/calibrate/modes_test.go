// Tests of the latency-mode choice among ping-pong launches.
package calibrate

import (
	"fmt"
	"strings"
	"testing"
)

// launchText is one launch's ping-pong output whose 0-byte row has the
// median us, with the eager probe when eager.
func launchText(us float64, eager bool) string {
	text := fmt.Sprintf("pp 0 %g %g %g\npp 8 %g %g %g\nxc 0 1 1 1\nxc 8 1 1 1\nself 0 1 1 1\nself 8 1 1 1\nft 2.5 1.5\n", us, us*0.9, us*1.2, us+0.1, us+0.1, us+0.1)
	if eager {
		text += "eager 512 0.020000\neager_limit 256\n"
	}
	return text
}

func TestPickLatencyMode(t *testing.T) {
	slow, fast := 0.44, 0.18
	t.Run("one mode", func(t *testing.T) {
		launches := []string{launchText(0.18, true), launchText(0.21, false), launchText(0.25, false)}
		text, modes := pickLatencyMode(launches)
		if modes != nil || text != strings.Join(launches, "") {
			t.Errorf("modes %+v, text %q: want every launch pooled", modes, text)
		}
	})
	t.Run("majority slow", func(t *testing.T) {
		// The eager probe ran in the first launch, of the mode left out.
		launches := []string{launchText(fast, true), launchText(slow, false), launchText(fast+0.02, false), launchText(slow+0.05, false), launchText(slow*1.3, false)}
		text, modes := pickLatencyMode(launches)
		want := LatencyModes{Kept: 3, Left: 2, KeptUs: [2]float64{slow, slow * 1.3}, LeftUs: [2]float64{fast, fast + 0.02}}
		if modes == nil || *modes != want {
			t.Fatalf("modes %+v, want %+v", modes, want)
		}
		wantText := "eager 512 0.020000\neager_limit 256\n" + launches[1] + launches[3] + launches[4]
		if text != wantText {
			t.Errorf("text %q\nwant %q", text, wantText)
		}
		var r Result
		if err := r.parsePingPong(text + "ov 1 2 3 4\n"); err != nil {
			t.Fatal(err)
		}
		var reps []float64
		for _, us := range []float64{slow, slow + 0.05, slow * 1.3} {
			reps = append(reps, us, us*0.9, us*1.2)
		}
		if want := median(reps); r.PingPong[0].Us != want || r.PingPong[0].Runs != 9 || r.EagerLimit != 256 {
			t.Errorf("0-byte row %+v, eager limit %d: want the median of the slow launches' 9 repetitions, %g µs, and the probe's limit", r.PingPong[0], r.EagerLimit, want)
		}
	})
	t.Run("one launch apart", func(t *testing.T) {
		launches := []string{launchText(fast, true), launchText(fast, false), launchText(3.1, false), launchText(fast*1.1, false)}
		_, modes := pickLatencyMode(launches)
		if modes == nil || modes.Kept != 3 || modes.Left != 1 || modes.LeftUs[0] != 3.1 {
			t.Errorf("modes %+v: want the 3.1 µs launch left out", modes)
		}
	})
	t.Run("as often in each", func(t *testing.T) {
		launches := []string{launchText(fast, true), launchText(slow, false), launchText(fast, false), launchText(slow, false)}
		if text, modes := pickLatencyMode(launches); modes != nil || text != strings.Join(launches, "") {
			t.Errorf("modes %+v: no mode is the machine's more than the other; want every launch pooled", modes)
		}
	})
}
