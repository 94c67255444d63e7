// Ideal: the zero-cost network model (the BSIM-Logger profile).
package network

import (
	"fmt"
	"math"
)

// ideal delivers every message the instant it is sent.
type ideal struct{ eager int64 }

// NewIdeal returns the ideal model: zero latency, infinite bandwidth, no
// contention. Every message is eager (EagerLimit is math.MaxInt64): with free
// transfers, buffering at the receiver costs nothing, so a standard send never
// waits for its receive. Calls whose MPI semantics require the matching
// receive (MPI_Ssend, MPI_Issend) still wait for it; that is the simulator's
// business, not the network's.
func NewIdeal() Model { return ideal{eager: math.MaxInt64} }

// NewIdealWithEagerLimit is the ideal model with rendezvous above eagerLimit
// bytes: transfers stay free, but large standard sends wait for their receive
// as under a real MPI, which exposes programs that rely on buffering.
func NewIdealWithEagerLimit(eagerLimit int64) Model {
	if eagerLimit < 0 {
		panic(fmt.Sprintf("network.NewIdealWithEagerLimit(%d): negative eager limit", eagerLimit))
	}
	return ideal{eager: eagerLimit}
}

func (ideal) Name() string { return "ideal" }

func (ideal) Transfer(src, dst int, n int64, start int64) int64 { return start }

func (m ideal) EagerLimit() int64 { return m.eager }
