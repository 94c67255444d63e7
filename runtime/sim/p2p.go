// Point-to-point engine: requests, messages, matching in arrival order, eager and rendezvous protocols, completion.
package sim

import (
	"math/bits"

	"github.com/mpiskel/mpiskel/runtime/interp"
)

// Internal spellings of the wildcard and null ranks, whatever the ABI's.
const (
	anySource int32 = -1
	procNull  int32 = -2
	anyTag    int32 = -1
)

// Request kinds.
const (
	rkSend uint8 = iota + 1
	rkRecv
	rkColl // a non-blocking collective
)

// Request flags.
const (
	rqDone       uint16 = 1 << iota
	rqWaited            // in the owner's current Wait*/collective wait set
	rqPersistent        // created by *_init; Wait makes it inactive, not freed
	rqActive            // a persistent request that has been started
	rqFreed             // MPI_Request_free'd while pending: released on completion
	rqInternal          // a collective's internal message
	rqSync              // synchronous send: completes only after the match
	rqSizeOnly          // no payload: only its size travels (timing)
	// rqNoData: the program's buffer is the size-only buffer
	// (interp.Memory.SizeOnly): a send carries no bytes, which a real
	// receive buffer takes as zeros; a receive writes nothing. Matching
	// and truncation are as for any buffer.
	rqNoData
	rqCancelled
	rqUser // handed to the program as a handle
	// rqVirtual: a collective's internal receive into one of its virtual
	// working buffers (collState.accV/tmpV), which holds no bytes while
	// they are all zeros: data is nil, count the capacity, buf the offset
	// into the buffer. A message of real bytes makes a lazy buffer real.
	rqVirtual
	rqVirtTmp // rqVirtual: the buffer is tmp, not acc
)

// request is a pending or completed communication of one rank.
type request struct {
	owner  int32
	kind   uint8
	flags  uint16
	fn     int32 // host function that created it, for error messages
	ctx    int32
	comm   int32
	peer   int32 // send: destination rank in comm; recv: source rank or anySource
	peerW  int32 // send: destination world rank
	tag    int32
	buf    uint64
	count  int64
	dt     *datatype
	data   []byte // internal messages: payload or receive target
	size   int64  // bytes sent, or received (the status count)
	stSrc  int32
	stTag  int32
	doneAt int64
	next   int32          // posted-receive queue link
	msg    int32          // rendezvous send: its envelope until matched
	site   interp.SiteRef // the call that made it, for its errors
	coll   *collState     // internal messages: their collective
}

// message is an envelope on its way or waiting in a receiver's
// unexpected queue.
type message struct {
	src, dst int32 // world ranks
	srcRank  int32 // sender's rank in the communicator
	ctx      int32
	tag      int32
	rts      bool  // rendezvous: only the envelope travels; data follows the match
	zeros    bool  // from the size-only buffer: size bytes of zeros, not carried
	probed   bool  // taken out of the queue by MPI_Mprobe/MPI_Improbe
	size     int64 // payload bytes
	data     []byte
	sendReq  int32 // rendezvous: the sender's request
	arrival  int64
	next     int32
}

func (s *Sim) newReq(owner *rank, kind uint8) int32 {
	var q int32
	if n := len(s.freeReqs); n > 0 {
		q = s.freeReqs[n-1]
		s.freeReqs = s.freeReqs[:n-1]
	} else {
		s.reqs = append(s.reqs, request{})
		q = int32(len(s.reqs) - 1)
	}
	// Cleared in place, then set: a composite literal would be built on
	// the stack and copied, which costs more than the rest of newReq.
	rq := &s.reqs[q]
	*rq = request{}
	rq.owner, rq.kind, rq.fn, rq.next, rq.msg = owner.id, kind, owner.fn, -1, -1
	return q
}

// freeReq releases request q. It only clears what tells a free request
// from a live one (a stale handle to it is invalid) and its references:
// newReq sets every field when it is reused.
func (s *Sim) freeReq(q int32) {
	rq := &s.reqs[q]
	if rq.data != nil && rq.flags&rqInternal == 0 {
		s.putBuf(rq.data)
	}
	rq.owner, rq.kind, rq.flags = -1, 0, 0
	rq.dt, rq.data, rq.coll = nil, nil, nil
	s.freeReqs = append(s.freeReqs, q)
}

func (s *Sim) newMsg() int32 {
	if n := len(s.freeMsgs); n > 0 {
		m := s.freeMsgs[n-1]
		s.freeMsgs = s.freeMsgs[:n-1]
		return m
	}
	s.msgs = append(s.msgs, message{})
	return int32(len(s.msgs) - 1)
}

func (s *Sim) freeMsg(m int32) {
	if d := s.msgs[m].data; d != nil {
		s.putBuf(d)
	}
	s.msgs[m] = message{}
	s.freeMsgs = append(s.freeMsgs, m)
}

// Payload buffers are recycled by power-of-two size class.
func (s *Sim) getBuf(n int64) []byte {
	if n == 0 {
		return []byte{}
	}
	c := bits.Len64(uint64(n - 1)) // the least c with 1<<c >= n
	if c < len(s.bufPool) {
		if k := len(s.bufPool[c]); k > 0 {
			b := s.bufPool[c][k-1]
			s.bufPool[c] = s.bufPool[c][:k-1]
			return b[:n]
		}
		return make([]byte, n, int64(1)<<c)
	}
	return make([]byte, n)
}

func (s *Sim) putBuf(b []byte) {
	c := cap(b)
	if c == 0 || c&(c-1) != 0 {
		return
	}
	k := bits.TrailingZeros(uint(c))
	// Keep up to 1 MiB of each size class (at least 64 buffers) for reuse.
	if k < len(s.bufPool) && (len(s.bufPool[k]) < 64 || len(s.bufPool[k])<<k < 1<<20) {
		s.bufPool[k] = append(s.bufPool[k], b)
	}
}

// startSend sends request q's message at time s.now: the envelope (and,
// eagerly, the data) leaves for the destination. An eager send is complete
// at once; a rendezvous or synchronous send completes when the data has
// reached the matching receive.
func (s *Sim) startSend(q int32) error {
	rq := &s.reqs[q]
	sender := &s.ranks[rq.owner]
	n := rq.size
	sender.res.MsgsSent++
	sender.res.BytesSent += n
	mi := s.newMsg()
	m := &s.msgs[mi]
	c := s.comms[rq.comm]
	*m = message{} // in place, then set: see newReq
	m.src, m.dst, m.srcRank, m.ctx, m.tag = rq.owner, rq.peerW, c.rankOf(rq.owner), rq.ctx, rq.tag
	m.size, m.sendReq, m.next, m.zeros = n, -1, -1, rq.flags&rqNoData != 0 && rq.data == nil
	if rq.flags&(rqNoData|rqInternal) == rqNoData {
		s.firstTouch(sender, rq.buf, n, false)
	}
	arrival, depart := s.now, s.now
	if n <= s.eager && rq.flags&rqSync == 0 {
		if rq.flags&rqSizeOnly == 0 && !m.zeros && n > 0 {
			m.data = s.getBuf(n)
			if rq.data != nil {
				copy(m.data, rq.data)
			} else if err := rq.dt.pack(sender.mem, rq.buf, rq.count, m.data); err != nil {
				s.freeMsg(mi)
				return s.errorf(sender, s.abi.Errors.Buffer, "invalid send buffer: %v", err)
			}
		}
		// The sender's CPU puts the message out, after any it is still
		// putting out. The network's time is a ping-pong's: it includes
		// both overheads and the receive call's own, so the data is there
		// that much before it ends.
		o := s.cfg.Overheads
		depart = max(depart, sender.busy) + o.Send
		sender.busy = depart
		arrival = max(depart, s.net.Transfer(int(m.src), int(m.dst), n, depart)-o.Send-o.Recv-o.Call)
	} else {
		m.rts = true
		m.sendReq = q
		rq.msg = mi
		if !s.freeHandshake {
			arrival = s.net.Transfer(int(m.src), int(m.dst), 0, s.now)
		}
	}
	// Non-overtaking: envelopes between two ranks arrive in sending order.
	arrival = s.inflight.later(pairKey(m.src, m.dst), arrival)
	m.arrival = arrival
	s.k.Schedule(arrival, evArrive, m.dst, int64(mi))
	if !m.rts {
		// An eager send is complete once the data is copied out.
		if depart > s.now {
			s.k.Schedule(depart, evComplete, rq.owner, int64(q))
		} else {
			s.completeReq(q)
		}
	}
	return nil
}

// done marks request q complete at time s.now without waking anybody
// (the owner is the running rank and checks it itself).
func (s *Sim) done(q int32) {
	rq := &s.reqs[q]
	rq.flags |= rqDone
	rq.doneAt = s.now
}

// pairKey is the inflight key of messages from world rank src to dst.
func pairKey(src, dst int32) uint64 { return uint64(uint32(src))<<32 | uint64(uint32(dst)) }

func (s *Sim) matches(rq *request, m *message) bool {
	return rq.ctx == m.ctx && (rq.peer == anySource || rq.peer == m.srcRank) && (rq.tag == anyTag || rq.tag == m.tag)
}

// arrive delivers message mi's envelope to its destination at time s.now:
// the first matching posted receive takes it, else it waits in the
// unexpected queue, where a blocked MPI_Probe may be looking for it.
func (s *Sim) arrive(mi int32) {
	m := &s.msgs[mi]
	s.inflight.arrived(pairKey(m.src, m.dst), m.arrival)
	d := &s.ranks[m.dst]
	prev := int32(-1)
	for q := d.prHead; q >= 0; q = s.reqs[q].next {
		if s.matches(&s.reqs[q], m) {
			s.unlinkPosted(d, prev, q)
			if err := s.deliver(q, mi); err != nil {
				s.fail(err)
			}
			return
		}
		prev = q
	}
	m.next = -1
	if d.uqTail >= 0 {
		s.msgs[d.uqTail].next = mi
	} else {
		d.uqHead = mi
	}
	d.uqTail = mi
	if d.state == rsBlocked && d.wait == waitProbe && d.probeCtx == m.ctx &&
		(d.probeSrc == anySource || d.probeSrc == m.srcRank) && (d.probeTag == anyTag || d.probeTag == m.tag) {
		s.finishProbe(d, mi)
	}
}

func (s *Sim) unlinkPosted(d *rank, prev, q int32) {
	next := s.reqs[q].next
	if prev < 0 {
		d.prHead = next
	} else {
		s.reqs[prev].next = next
	}
	if d.prTail == q {
		d.prTail = prev
	}
	s.reqs[q].next = -1
}

// postRecv matches receive request q against the unexpected queue of its
// owner at time s.now, or queues it.
func (s *Sim) postRecv(q int32) error {
	rq := &s.reqs[q]
	d := &s.ranks[rq.owner]
	prev := int32(-1)
	for mi := d.uqHead; mi >= 0; mi = s.msgs[mi].next {
		m := &s.msgs[mi]
		if s.matches(rq, m) {
			next := m.next
			if prev < 0 {
				d.uqHead = next
			} else {
				s.msgs[prev].next = next
			}
			if d.uqTail == mi {
				d.uqTail = prev
			}
			return s.deliver(q, mi)
		}
		prev = mi
	}
	rq.next = -1
	if d.prTail >= 0 {
		s.reqs[d.prTail].next = q
	} else {
		d.prHead = q
	}
	d.prTail = q
	return nil
}

// deliver completes the match of receive q with message mi at time s.now.
func (s *Sim) deliver(q, mi int32) error {
	rq := &s.reqs[q]
	m := &s.msgs[mi]
	d := &s.ranks[rq.owner]
	rq.stSrc, rq.stTag, rq.size = m.srcRank, m.tag, m.size
	capacity := int64(len(rq.data))
	if rq.flags&rqInternal == 0 {
		capacity = rq.dt.packedSize(rq.count)
	} else if rq.flags&rqVirtual != 0 {
		capacity = rq.count
	}
	if rq.flags&rqSizeOnly != 0 {
		capacity = m.size
	}
	if m.size > capacity && rq.flags&rqInternal != 0 {
		// A collective's own message: its tag is the simulator's, the
		// site the rank's call (the v-collectives' counts of one pair
		// disagree).
		e := s.errorf(d, s.abi.Errors.Truncate, "rank %d sends %d bytes where this rank expects %d: the members' counts must match", m.srcRank, m.size, capacity)
		if e.Call = hostFuncs[rq.fn].name; d.ip != nil {
			e.Site = d.p.SiteOf(d.ip.SiteRef())
		}
		return e
	}
	if m.size > capacity {
		e := s.errorf(d, s.abi.Errors.Truncate, "message truncated: %d bytes from rank %d (tag %d) do not fit the receive buffer of %d bytes",
			m.size, m.srcRank, m.tag, capacity)
		e.Call, e.Site = hostFuncs[rq.fn].name, d.p.SiteOf(rq.site)
		return e
	}
	if rq.flags&(rqNoData|rqInternal) == rqNoData {
		s.firstTouch(d, rq.buf, m.size, true)
	}
	if !m.rts {
		var err error
		if m.zeros {
			err = s.storeZeros(q, m.size)
		} else {
			err = s.store(q, m.data)
		}
		s.freeMsg(mi)
		if err != nil {
			return err
		}
		if o := s.cfg.Overheads.Recv; o > 0 {
			// The receiver's CPU takes the message in, after what it is
			// still doing for earlier ones.
			d.busy = max(s.now, d.busy) + o
			s.k.Schedule(d.busy, evComplete, rq.owner, int64(q))
			return nil
		}
		s.completeReq(q)
		return nil
	}
	// Rendezvous: clear-to-send back to the sender, then the data.
	sq := m.sendReq
	src, dst := m.src, m.dst
	tCTS := s.now
	if !s.freeHandshake {
		tCTS = s.net.Transfer(int(dst), int(src), 0, s.now)
	}
	tData := s.net.Transfer(int(src), int(dst), m.size, tCTS)
	sr := &s.reqs[sq]
	sr.msg = -1
	var err error
	if sr.flags&rqSizeOnly == 0 && m.size > 0 {
		if m.zeros {
			err = s.storeZeros(q, m.size)
		} else if sr.data != nil {
			err = s.store(q, sr.data)
		} else {
			buf := s.getBuf(m.size)
			if perr := sr.dt.pack(s.ranks[src].mem, sr.buf, sr.count, buf); perr != nil {
				err = s.errorf(&s.ranks[src], s.abi.Errors.Buffer, "invalid send buffer: %v", perr)
			} else {
				err = s.store(q, buf)
			}
			s.putBuf(buf)
		}
	}
	s.freeMsg(mi)
	if err != nil {
		return err
	}
	s.k.Schedule(tData, evComplete, dst, int64(q))
	s.k.Schedule(tData, evComplete, src, int64(sq))
	return nil
}

// zeroBuf is a payload buffer of n zero bytes (putBuf it afterwards).
func (s *Sim) zeroBuf(n int64) []byte {
	b := s.getBuf(n)
	clear(b)
	return b
}

// storeZeros writes n zero bytes, a size-only sender's payload, to
// receive q's buffer.
func (s *Sim) storeZeros(q int32, n int64) error {
	rq := &s.reqs[q]
	if rq.flags&(rqNoData|rqSizeOnly) != 0 {
		return nil
	}
	if rq.flags&rqInternal != 0 {
		// A collective's buffer: zero the bytes in place, no buffer of
		// zeros to copy from. A virtual one still holding no bytes is
		// zeros already.
		if b := s.internalTarget(rq, false); b != nil {
			clear(b[:n])
		}
		return nil
	}
	buf := s.zeroBuf(n)
	err := s.store(q, buf)
	s.putBuf(buf)
	return err
}

// store writes received bytes to receive q's buffer.
func (s *Sim) store(q int32, data []byte) error {
	rq := &s.reqs[q]
	if rq.flags&(rqSizeOnly|rqNoData) != 0 || len(data) == 0 {
		return nil
	}
	if rq.flags&rqInternal != 0 {
		if b := s.internalTarget(rq, true); b != nil {
			copy(b, data)
		}
		return nil
	}
	d := &s.ranks[rq.owner]
	if err := rq.dt.unpack(d.mem, rq.buf, rq.count, data); err != nil {
		e := s.errorf(d, s.abi.Errors.Buffer, "invalid receive buffer: %v", err)
		e.Call, e.Site = hostFuncs[rq.fn].name, d.p.SiteOf(rq.site)
		return e
	}
	return nil
}

// internalTarget is where a collective's internal receive rq writes: its
// slice, or its range of a virtual buffer of its collective (nil while
// that holds no bytes, unless real says real bytes are coming, which
// makes a lazy buffer real; a discarding one stays empty).
func (s *Sim) internalTarget(rq *request, real bool) []byte {
	if rq.flags&rqVirtual == 0 {
		return rq.data
	}
	v := &rq.coll.accV
	if rq.flags&rqVirtTmp != 0 {
		v = &rq.coll.tmpV
	}
	b := v.bytes(real)
	if b == nil {
		return nil
	}
	return b[rq.buf : int64(rq.buf)+rq.count]
}

// completeReq marks request q complete at time s.now and wakes its owner
// if it was waiting for it.
func (s *Sim) completeReq(q int32) {
	rq := &s.reqs[q]
	rq.flags |= rqDone
	rq.doneAt = s.now
	if rq.flags&rqInternal != 0 {
		s.internalDone(q)
		return
	}
	if rq.flags&rqFreed != 0 {
		s.freeReq(q)
		return
	}
	if rq.flags&rqWaited == 0 {
		return
	}
	o := &s.ranks[rq.owner]
	if o.state != rsBlocked {
		return
	}
	switch o.wait {
	case waitOne:
		if o.waitReq == q {
			s.finishWaitOne(o)
		}
	case waitAll:
		o.waitLeft--
		if o.waitLeft == 0 {
			s.finishWaitAll(o)
		}
	case waitAny:
		s.finishWaitAny(o)
	case waitSome:
		s.finishWaitSome(o)
	}
}
