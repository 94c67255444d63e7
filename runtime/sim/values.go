// Value profiles in the simulator: the builtins a profile build calls to record MPI arguments (Config.Values) and those a skeleton calls to read them back (runtime/valueprof).
package sim

import (
	"fmt"

	"github.com/mpiskel/mpiskel/runtime/valueprof"
)

// The value builtins (transform/values.go inserts them):
//
//	void mpiskel_record_value(int stream, long v)
//	void mpiskel_record_ints(int stream, const int *a, MPI_Comm comm)
//	long mpiskel_value(const char *profile, long bytes, int stream)
//	void mpiskel_value_ints(const char *profile, long bytes, int stream, int *a, MPI_Comm comm)
//
// An array holds one int per rank of comm, as a v-collective's counts
// and displacements do. None takes time: recording must not move the
// profile run's matching of messages, and a skeleton's reads stand for
// computation its ADD_TIMEs already charge.
const (
	RecordValueFunc = "mpiskel_record_value"
	RecordIntsFunc  = "mpiskel_record_ints"
	ValueFunc       = "mpiskel_value"
	ValueIntsFunc   = "mpiskel_value_ints"
)

// ValueSink receives the values a profile build records: rank's next
// values of stream.
type ValueSink interface {
	Record(rank, stream int, values []int64)
}

func recordValue(s *Sim, r *rank, a []uint64) (uint64, bool, error) {
	if s.cfg.Values != nil {
		s.cfg.Values.Record(int(r.id), int(int32(a[0])), []int64{int64(a[1])})
	}
	return 0, true, nil
}

func recordInts(s *Sim, r *rank, a []uint64) (uint64, bool, error) {
	c, err := s.comm(r, a[2])
	if err != nil {
		return 0, false, err
	}
	vs, err := s.loadInt64s(r, a[1], int64(c.size), "recorded")
	if err != nil {
		return 0, false, err
	}
	if s.cfg.Values != nil {
		s.cfg.Values.Record(int(r.id), int(int32(a[0])), vs)
	}
	return 0, true, nil
}

// stream is rank r's stream k of the value profile at addr (n bytes),
// decoded on the rank's first read.
func (s *Sim) stream(r *rank, addr, n uint64, k int32, call string) (*valueprof.Stream, error) {
	fail := func(msg string) error {
		return &RunError{Rank: int(r.id), Call: call, Site: r.p.Site(), Code: 1, Msg: msg}
	}
	if s.values == nil {
		s.values = map[int32][]*valueprof.Stream{}
	}
	ss, ok := s.values[r.id]
	if !ok {
		b, err := r.mem.Bytes(addr, int(n))
		if err != nil {
			return nil, fail(fmt.Sprintf("the value profile: %v", err))
		}
		d, err := valueprof.Decode(b)
		if err == nil {
			ss, err = d.Rank(len(s.ranks), int(r.id))
		}
		if err != nil {
			return nil, fail(err.Error())
		}
		s.values[r.id] = ss
	}
	if k < 0 || int(k) >= len(ss) {
		return nil, fail(fmt.Sprintf("no value stream %d (the profile has %d)", k, len(ss)))
	}
	return ss[k], nil
}

// exhausted is the error of a skeleton reading past what the profile run
// recorded: it made more calls than the original did.
func exhausted(r *rank, call string, k int32, st *valueprof.Stream) error {
	return &RunError{Rank: int(r.id), Call: call, Site: r.p.Site(), Code: 1,
		Msg: fmt.Sprintf("value stream %d ends after %d values: this run makes more MPI calls than the profile run did (other program arguments than --profile-args?)", k, st.Len())}
}

func readValue(s *Sim, r *rank, a []uint64) (uint64, bool, error) {
	k := int32(a[2])
	st, err := s.stream(r, a[0], a[1], k, ValueFunc)
	if err != nil {
		return 0, false, err
	}
	v, ok := st.Next()
	if !ok {
		return 0, false, exhausted(r, ValueFunc, k, st)
	}
	return uint64(v), true, nil
}

func readInts(s *Sim, r *rank, a []uint64) (uint64, bool, error) {
	k := int32(a[2])
	st, err := s.stream(r, a[0], a[1], k, ValueIntsFunc)
	if err != nil {
		return 0, false, err
	}
	c, err := s.comm(r, a[4])
	if err != nil {
		return 0, false, err
	}
	for i := range int64(c.size) {
		v, ok := st.Next()
		if !ok {
			return 0, false, exhausted(r, ValueIntsFunc, k, st)
		}
		if err := s.storeInt(r, a[3]+uint64(4*i), int32(v)); err != nil {
			return 0, false, err
		}
	}
	return 0, true, nil
}
