// Determinism: wildcard matching and output order follow virtual time, and runs repeat exactly.
package sim

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/mpiskel/mpiskel/runtime/trace"
)

func TestAnySourceFollowsVirtualTime(t *testing.T) {
	ll := cProgram(t, "anysrc")
	const np = 6
	for _, mode := range []string{"up", "down"} {
		out, _, err := simulate(t, ll, Config{NP: np, PsPerInstruction: 1000, Args: []string{"anysrc", mode},
			Network: testLatBW(eagerSmall)})
		if err != nil {
			t.Fatal(err)
		}
		var want strings.Builder
		order := []int{1, 2, 3, 4, 5}
		if mode == "down" {
			order = []int{5, 4, 3, 2, 1}
		}
		// The ranks finish computing in order of their work; each line is
		// printed at that virtual time, and rank 0 receives in the same order.
		for _, r := range order {
			fmt.Fprintf(&want, "rank %d done computing\n", r)
		}
		var recv strings.Builder
		for _, r := range order {
			fmt.Fprintf(&recv, "received %d (probed %d)\n", r, r)
		}
		lines := strings.SplitAfter(out, "\n")
		var done, got strings.Builder
		for _, l := range lines {
			if strings.HasPrefix(l, "rank ") {
				done.WriteString(l)
			} else {
				got.WriteString(l)
			}
		}
		if done.String() != want.String() || got.String() != recv.String() {
			t.Errorf("%s: output\n%s\nwant lines in order\n%s%s", mode, out, want.String(), recv.String())
		}
		// Each "done" line comes before rank 0's line for that rank.
		if i, j := strings.Index(out, fmt.Sprintf("rank %d done", order[0])), strings.Index(out, fmt.Sprintf("received %d", order[0])); i > j {
			t.Errorf("%s: a receive is printed before the send it matched:\n%s", mode, out)
		}
	}
}

type eventLog struct{ evs []trace.Event }

func (l *eventLog) Add(ev trace.Event) error {
	l.evs = append(l.evs, ev)
	return nil
}

func TestRunsAreDeterministic(t *testing.T) {
	for _, prog := range []string{"p2p", "colls", "anysrc"} {
		ll := cProgram(t, prog)
		var logs [2]*eventLog
		var outs [2]string
		var results [2]*Result
		for i := range logs {
			logs[i] = &eventLog{}
			out, res, err := simulate(t, ll, Config{NP: 5, PsPerInstruction: 700, Network: testLatBW(eagerSmall), Trace: logs[i]})
			if err != nil {
				t.Fatalf("%s: %v", prog, err)
			}
			outs[i], results[i] = out, res
		}
		if outs[0] != outs[1] {
			t.Errorf("%s: outputs differ between runs", prog)
		}
		if !reflect.DeepEqual(logs[0].evs, logs[1].evs) {
			t.Errorf("%s: event sequences differ between runs (%d and %d events)", prog, len(logs[0].evs), len(logs[1].evs))
		}
		if !reflect.DeepEqual(results[0], results[1]) {
			t.Errorf("%s: results differ between runs", prog)
		}
		if len(logs[0].evs) < 50 {
			t.Errorf("%s: only %d trace events", prog, len(logs[0].evs))
		}
	}
}
