// Collective consistency: every member of a communicator must call the same collective, with the same root and as many bytes of the same type; the first member to start one sets what the others must match.
package sim

import (
	"fmt"

	"github.com/mpiskel/mpiskel/runtime/interp"
)

// collKey names one collective on one communicator: its sequence number
// (comm.nextCollSeq), the same on every member.
type collKey struct{ comm, seq int32 }

// collSig is what the first member to start a collective passed.
type collSig struct {
	fn      int32 // host function
	root    int32
	sig     int64
	sigType string
	rank    int32 // world rank
	site    interp.SiteRef
	left    int32 // members yet to start it
}

// checkSignature compares what r passes to collective c, the seq-th on
// its communicator, with what the first member to start it passed. Open
// MPI takes a root or a count that differs between ranks silently, or
// fails inside the algorithm with an internal tag; here the error names
// both ranks' calls and values.
func (s *Sim) checkSignature(r *rank, c *collState, seq int32) error {
	if c.comm.size < 2 {
		return nil
	}
	k := collKey{c.comm.id, seq}
	first, ok := s.collSigs[k]
	if !ok {
		if s.collSigs == nil {
			s.collSigs = map[collKey]collSig{}
		}
		s.collSigs[k] = collSig{fn: r.fn, root: c.root, sig: c.sig, sigType: c.sigType, rank: r.id, site: r.ip.SiteRef(), left: c.comm.size - 1}
		return nil
	}
	if first.left--; first.left == 0 {
		delete(s.collSigs, k)
	} else {
		s.collSigs[k] = first
	}
	if first.fn == r.fn && first.root == c.root && (first.sig < 0 || c.sig < 0 || first.sig == c.sig) &&
		(first.sigType == c.sigType || first.sigType == "" || c.sigType == "" || untyped[first.sigType] || untyped[c.sigType]) {
		return nil
	}
	them := fmt.Sprintf("rank %d", first.rank)
	if pos := sitePos(s.ranks[first.rank].ip.SiteOf(first.site)); pos != "" {
		them += " at " + pos
	}
	name, theirs := hostFuncs[r.fn].name, hostFuncs[first.fn].name
	switch {
	case first.fn != r.fn:
		return s.errorf(r, s.abi.Errors.Other, "collective %d on communicator %s is %s here but %s on %s", seq, s.commName(c.comm.id), name, theirs, them)
	case first.root != c.root:
		return s.errorf(r, s.abi.Errors.Root, "root %d, but %s passed root %d", c.root, them, first.root)
	case first.sig >= 0 && c.sig >= 0 && first.sig != c.sig:
		return s.errorf(r, s.abi.Errors.Truncate, "%d bytes, but %s passed %d: every rank must pass as much data", c.sig, them, first.sig)
	default:
		return s.errorf(r, s.abi.Errors.Type, "data of type %s, but %s passed %s: the type signatures must match", c.sigType, them, first.sigType)
	}
}

// untyped are the types whose bytes programs pass against others'.
var untyped = map[string]bool{"MPI_BYTE": true, "MPI_PACKED": true}

// basicArg is the basic type of the datatype handle v (basicName).
func (s *Sim) basicArg(r *rank, v uint64) (string, error) {
	dt, _, err := s.dtype(r, v, true)
	if err != nil {
		return "", err
	}
	return basicName(dt), nil
}

// basicName is the basic type a datatype is made of, "" for a mix.
func basicName(dt *datatype) string {
	if dt.basic == nil {
		return ""
	}
	return dt.basic.Name
}
