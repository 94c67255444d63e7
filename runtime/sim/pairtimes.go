// pairTimes: a hash table from (source, destination) rank pairs to the arrival time of their last message in flight.
package sim

// pairTimes maps a pair key (source<<32 | destination, world ranks) to a
// time. Every message looks its pair up twice (when it is sent and when it
// arrives), so the table is open addressing with linear probing and a
// multiplicative hash, inlined, rather than a Go map, which costs a hash
// function call and more per access.
type pairTimes struct {
	keys  []uint64 // key+1 per slot; 0 is an empty slot
	times []int64
	n     int  // pairs held
	shift uint // 64 - log2(len(keys))
}

// slot is where key is, or the empty slot where it would go.
func (t *pairTimes) slot(key uint64) (int, bool) {
	if t.keys == nil {
		t.resize(8)
	}
	mask := len(t.keys) - 1
	i := int((key * 0x9e3779b97f4a7c15) >> t.shift)
	for {
		switch t.keys[i] {
		case key + 1:
			return i, true
		case 0:
			return i, false
		}
		i = (i + 1) & mask
	}
}

// later records a message of key's pair arriving at at, or at the
// pair's last arrival if that is later (messages between two ranks do not
// overtake each other), and returns the time recorded.
func (t *pairTimes) later(key uint64, at int64) int64 {
	i, ok := t.slot(key)
	if ok {
		at = max(at, t.times[i])
	} else {
		if 2*(t.n+1) > len(t.keys) { // at most half full: probes stay short
			t.resize(2 * len(t.keys))
			i, _ = t.slot(key)
		}
		t.keys[i] = key + 1
		t.n++
	}
	t.times[i] = at
	return at
}

// arrived forgets key's pair if its last message is the one arriving at
// at: nothing is in flight between the two ranks any more.
func (t *pairTimes) arrived(key uint64, at int64) {
	if t.n == 0 {
		return
	}
	i, ok := t.slot(key)
	if !ok || t.times[i] != at {
		return
	}
	// Move back the pairs after i in its probe run so that no lookup
	// stops short at the hole (Knuth's algorithm R).
	mask := len(t.keys) - 1
	for j := (i + 1) & mask; t.keys[j] != 0; j = (j + 1) & mask {
		home := int(((t.keys[j] - 1) * 0x9e3779b97f4a7c15) >> t.shift)
		// j's pair may fill the hole at i unless its home lies
		// cyclically in (i, j].
		if (j > i && (home <= i || home > j)) || (j < i && home <= i && home > j) {
			t.keys[i], t.times[i] = t.keys[j], t.times[j]
			i = j
		}
	}
	t.keys[i] = 0
	t.n--
}

// resize rehashes the table into size slots (a power of two).
func (t *pairTimes) resize(size int) {
	keys, times := t.keys, t.times
	t.keys, t.times = make([]uint64, size), make([]int64, size)
	t.shift = 64
	for s := size; s > 1; s >>= 1 {
		t.shift--
	}
	mask := size - 1
	for k, key := range keys {
		if key == 0 {
			continue
		}
		i := int(((key - 1) * 0x9e3779b97f4a7c15) >> t.shift)
		for t.keys[i] != 0 {
			i = (i + 1) & mask
		}
		t.keys[i], t.times[i] = key, times[k]
	}
}
