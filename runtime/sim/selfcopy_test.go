// Exchanges and self messages over a table network with exchange and self rows (network.NewTableWith).
package sim

import (
	"testing"

	"github.com/mpiskel/mpiskel/runtime/network"
)

// TestExchangeAndSelfCopy runs testdata/selfcopy.c over a table whose
// 8000-byte message takes 1.8 µs one way, 2.6 µs while one travels the
// other way and 0.5 µs to oneself (eager limit 256: all three are
// rendezvous messages, the handshake included in the table's time).
// Without those rows every message takes 1.8 µs and Alltoall copies its own
// block for free; with them Alltoall sends itself its block first (0.5 µs)
// and then the exchange's second message takes 2.6 µs.
func TestExchangeAndSelfCopy(t *testing.T) {
	ll := cProgram(t, "selfcopy")
	pts := []network.TablePoint{{Bytes: 0, Ps: 1_000_000}, {Bytes: 8000, Ps: 1_800_000}}
	exchange := []network.TablePoint{{Bytes: 0, Ps: 1_000_000}, {Bytes: 8000, Ps: 2_600_000}}
	self := []network.TablePoint{{Bytes: 0, Ps: 100_000}, {Bytes: 8000, Ps: 500_000}}
	for _, c := range []struct {
		name string
		net  network.Model
		want string
	}{
		{"one-way rows only", network.NewTable(pts, 256), "alltoall 1800000 ok\nsendrecv 1800000\nself 1800000 ok\n"},
		{"exchange and self rows", network.NewTableWith(pts, 256, exchange, self), "alltoall 3100000 ok\nsendrecv 2600000\nself 500000 ok\n"},
		{"oversubscribed", network.WithExtraLatency(network.NewTableWith(pts, 256, exchange, self), 1_000_000), "alltoall 4100000 ok\nsendrecv 3600000\nself 500000 ok\n"},
	} {
		t.Run(c.name, func(t *testing.T) {
			out, res, err := simulate(t, ll, Config{NP: 2, Network: c.net})
			if err != nil || res.ExitCode != 0 {
				t.Fatalf("%v\n%s", err, out)
			}
			if out != c.want {
				t.Errorf("got\n%swant\n%s", out, c.want)
			}
		})
	}
}
