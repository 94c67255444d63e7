// Tests of the simulator over the table network model: a simulated ping-pong's half round trip is the table's time, the rendezvous handshake included in it.
package sim

import (
	"testing"

	"github.com/mpiskel/mpiskel/runtime/network"
)

func TestPingPongOverTable(t *testing.T) {
	ll := cProgram(t, "pingpong")
	// 1 µs latency, 2 µs at 1000 bytes, 12 µs at 100000; eager up to 512.
	table := network.NewTable([]network.TablePoint{{Bytes: 0, Ps: 1_000_000}, {Bytes: 1000, Ps: 2_000_000}, {Bytes: 100000, Ps: 12_000_000}}, 512)
	out, res, err := simulate(t, ll, Config{NP: 2, Network: table})
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	// 1000 and 100000 bytes are rendezvous: a measured ping-pong's time
	// already has the handshake, so they take T(n), not T(n) + 2·T(0).
	want := "0 1.000000\n100 1.100000\n1000 2.000000\n100000 12.000000\n"
	if res.ExitCode != 0 || out != want {
		t.Errorf("exit %d, half round trips (bytes, µs):\n%swant:\n%s", res.ExitCode, out, want)
	}
}
