// Package network models how long messages take between ranks; the simulator
// asks it, and knows nothing of links or topologies itself.
package network

// Model times point-to-point messages. All times are picoseconds.
type Model interface {
	// Name is the model's name as machine files spell it ("ideal", "latbw").
	Name() string
	// Transfer accounts a message of n bytes from rank src to rank dst whose
	// first byte may leave src at time start, and returns the time its last
	// byte has arrived at dst. Models with state (contention) may be called
	// with start times in any order and must stay deterministic.
	Transfer(src, dst int, n int64, start int64) (arrive int64)
	// EagerLimit is the largest message sent eagerly (buffered at the
	// receiver, so the send completes without waiting for the receive);
	// larger messages use a rendezvous with the matching receive.
	EagerLimit() int64
}
