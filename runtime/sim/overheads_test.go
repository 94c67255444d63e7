// MPI's overheads (network.Overheads): what a call and an eager message cost the ranks' CPUs.
package sim

import (
	"testing"

	"github.com/mpiskel/mpiskel/runtime/network"
)

// TestOverheads checks each overhead where a phase of testdata/overheads.c
// exposes it, over a network whose 8-byte one-way time T is 1.0008 µs. A
// ping-pong takes 2T per round trip with or without overheads, since T is
// a measured ping-pong's and includes them; a call moving nothing costs
// Call (CollectiveCall for a collective); a burst of blocking sends costs
// the sender Send + Call each, and the receiver, slower here, Recv + Call
// each.
func TestOverheads(t *testing.T) {
	ll := cProgram(t, "overheads")
	for _, c := range []struct {
		name string
		o    network.Overheads
		want string
	}{
		{"none", network.Overheads{}, "sendrecv_null 0\nallreduce_self 0\npingpong 10008000\nburst_sends 0\nburst_receives 0\n"},
		{"loggp", network.Overheads{Call: 10_000, CollectiveCall: 20_000, Send: 50_000, Recv: 300_000},
			"sendrecv_null 100000\nallreduce_self 200000\npingpong 10008000\nburst_sends 600000\nburst_receives 2790000\n"},
	} {
		t.Run(c.name, func(t *testing.T) {
			out, res, err := simulate(t, ll, Config{NP: 2, Network: testLatBW(eagerSmall), Overheads: c.o})
			if err != nil || res.ExitCode != 0 {
				t.Fatalf("%v\n%s", err, out)
			}
			if out != c.want {
				t.Errorf("got\n%swant\n%s", out, c.want)
			}
		})
	}
}
