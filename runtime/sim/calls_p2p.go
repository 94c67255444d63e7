// MPI point-to-point, probe and completion calls: argument decoding and blocking semantics.
package sim

import (
	"github.com/mpiskel/mpiskel/runtime/trace"
)

// srcArg converts a source-rank argument to the internal spelling.
func (s *Sim) srcArg(v uint64) int32 {
	x := argInt(v)
	switch x {
	case s.abi.AnySource:
		return anySource
	case s.abi.ProcNull:
		return procNull
	}
	return x
}

// statusSource converts an internal source rank for a status.
func (s *Sim) statusSource(x int32) int32 {
	switch x {
	case anySource:
		return s.abi.AnySource
	case procNull:
		return s.abi.ProcNull
	}
	return x
}

func (s *Sim) checkCount(r *rank, n int64) error {
	if n < 0 {
		return s.errorf(r, s.abi.Errors.Count, "negative count %d", n)
	}
	return nil
}

func (s *Sim) checkRank(r *rank, c *comm, x int32, what string) error {
	if x < 0 || x >= c.size {
		return s.errorf(r, s.abi.Errors.Rank, "invalid %s rank %d: communicator %s has %d ranks", what, x, s.commName(c.id), c.size)
	}
	return nil
}

// makeSend builds a send request from (buf, count, datatype, dest, tag, comm).
func (s *Sim) makeSend(r *rank, buf uint64, count int32, dtv uint64, dest int32, tag int32, commv uint64) (int32, error) {
	c, err := s.comm(r, commv)
	if err != nil {
		return -1, err
	}
	dt, _, err := s.dtype(r, dtv, true)
	if err != nil {
		return -1, err
	}
	if err := s.checkCount(r, int64(count)); err != nil {
		return -1, err
	}
	if dest == s.abi.ProcNull {
		dest = procNull
	} else if err := s.checkRank(r, c, dest, "destination"); err != nil {
		return -1, err
	}
	if tag < 0 || tag > s.abi.TagUB {
		return -1, s.errorf(r, s.abi.Errors.Tag, "invalid tag %d", tag)
	}
	q := s.newReq(r, rkSend)
	rq := &s.reqs[q]
	rq.ctx, rq.comm, rq.peer, rq.tag = c.ctx(), c.id, dest, tag
	rq.buf, rq.count, rq.dt = buf, int64(count), dt
	rq.size = dt.packedSize(int64(count))
	rq.site = r.p.SiteRef()
	if r.mem.IsSizeOnly(buf) {
		rq.flags |= rqNoData
	}
	if dest != procNull {
		rq.peerW = c.worldOf(dest, r.id)
	}
	r.trPeer, r.trTag, r.trComm = max(dest, trace.NoPeer), tag, c.id
	r.trBytes += rq.size
	return q, nil
}

// makeRecv builds a receive request from (buf, count, datatype, source, tag, comm).
func (s *Sim) makeRecv(r *rank, buf uint64, count int32, dtv uint64, src int32, tag int32, commv uint64) (int32, error) {
	c, err := s.comm(r, commv)
	if err != nil {
		return -1, err
	}
	dt, _, err := s.dtype(r, dtv, true)
	if err != nil {
		return -1, err
	}
	if err := s.checkCount(r, int64(count)); err != nil {
		return -1, err
	}
	if src != anySource && src != procNull {
		if err := s.checkRank(r, c, src, "source"); err != nil {
			return -1, err
		}
	}
	if tag != anyTag && (tag < 0 || tag > s.abi.TagUB) {
		return -1, s.errorf(r, s.abi.Errors.Tag, "invalid tag %d", tag)
	}
	q := s.newReq(r, rkRecv)
	rq := &s.reqs[q]
	rq.ctx, rq.comm, rq.peer, rq.tag = c.ctx(), c.id, src, tag
	rq.buf, rq.count, rq.dt = buf, int64(count), dt
	rq.site = r.p.SiteRef()
	if r.mem.IsSizeOnly(buf) {
		rq.flags |= rqNoData
	}
	r.trPeer, r.trTag, r.trComm = max(src, trace.NoPeer), tag, c.id
	return q, nil
}

// activate starts request q: sends go out, receives are matched or posted.
// A PROC_NULL request completes at once.
func (s *Sim) activate(q int32) error {
	rq := &s.reqs[q]
	rq.flags &^= rqDone | rqCancelled
	if rq.flags&rqPersistent != 0 {
		rq.flags |= rqActive
	}
	if rq.peer == procNull {
		rq.stSrc, rq.stTag, rq.size = procNull, anyTag, 0
		s.done(q)
		return nil
	}
	if rq.kind == rkSend {
		return s.startSend(q)
	}
	return s.postRecv(q)
}

// blockOn makes r wait for request q; handleAddr is where the program
// keeps its handle (0 for requests of blocking calls), status where its
// status goes.
func (s *Sim) blockOn(r *rank, q int32, handleAddr, status uint64) {
	r.wait = waitOne
	r.waitReq = q
	r.waitArr = handleAddr
	r.waitOut = status
	s.reqs[q].flags |= rqWaited
}

// finishWaitOne completes a rank blocked on a single request.
func (s *Sim) finishWaitOne(r *rank) {
	q := r.waitReq
	r.waitReq = -1
	if r.waitArr2 >= 0 {
		// Sendrecv: both halves must be done.
		other := r.waitArr2
		if s.reqs[other].flags&rqDone == 0 {
			r.waitReq = other
			r.waitArr2 = -1
			r.waitSaved = q
			return
		}
		r.waitArr2 = -1
		r.waitSaved = other
	}
	if err := s.retire(r, q, r.waitArr, r.waitOut); err != nil {
		s.fail(err)
		return
	}
	if r.waitSaved >= 0 {
		if err := s.retire(r, r.waitSaved, 0, r.waitOut); err != nil {
			s.fail(err)
			return
		}
		r.waitSaved = -1
	}
	s.finish(r, 0)
}

// retire writes the status of completed request q and releases it: a
// program's handle at handleAddr becomes MPI_REQUEST_NULL, a persistent
// request becomes inactive.
func (s *Sim) retire(r *rank, q int32, handleAddr, status uint64) error {
	rq := &s.reqs[q]
	s.traceRetire(r, rq)
	if rq.kind == rkRecv {
		if err := s.writeStatus(r, status, s.statusSource(rq.stSrc), rq.stTag, rq.size, rq.flags&rqCancelled != 0); err != nil {
			return err
		}
	}
	rq.flags &^= rqWaited
	if rq.flags&rqPersistent != 0 {
		rq.flags &^= rqActive | rqDone
		return nil
	}
	s.freeReq(q)
	if handleAddr != 0 {
		return s.storeHandleOut(r, handleAddr, s.h.requestNull, "request")
	}
	return nil
}

// emptyStatus is the status of a null or inactive request (MPI-3.1 §3.7.3).
func (s *Sim) emptyStatus(r *rank, status uint64) error {
	return s.writeStatus(r, status, s.abi.AnySource, s.abi.AnyTag, 0, false)
}

// userReq decodes a request handle: -1 for MPI_REQUEST_NULL and inactive
// persistent requests.
func (s *Sim) userReq(r *rank, v uint64) (int32, error) {
	ref, ok := s.decode(v)
	if ok && ref.kind == hkRequest && ref.idx == idxNull {
		return -1, nil
	}
	if !ok || ref.kind != hkRequest || ref.idx < 0 || int(ref.idx) >= len(s.reqs) ||
		s.reqs[ref.idx].owner != r.id || s.reqs[ref.idx].flags&rqUser == 0 {
		return -1, s.errorf(r, s.abi.Errors.Request, "invalid request (handle %#x)", v)
	}
	rq := &s.reqs[ref.idx]
	if rq.flags&rqPersistent != 0 && rq.flags&rqActive == 0 {
		return -1, nil
	}
	return ref.idx, nil
}

// reqAt decodes element i of a request array; ok is false for an invalid
// handle.
func (s *Sim) reqAt(r *rank, arr uint64, i int32) (int32, bool) {
	v, err := s.readHandle(r, arr+uint64(int64(i)*int64(s.abi.HandleBytes)))
	if err != nil {
		return -1, false
	}
	q, err := s.userReq(r, v)
	return q, err == nil
}

func (s *Sim) reqArray(r *rank, arr uint64, n int32) ([]int32, error) {
	if n < 0 {
		return nil, s.errorf(r, s.abi.Errors.Count, "negative request count %d", n)
	}
	// The slice is only used during the call: one scratch array serves all.
	if cap(s.scratchReqs) < int(n) {
		s.scratchReqs = make([]int32, n)
	}
	qs := s.scratchReqs[:n]
	for i := range qs {
		v, err := s.readHandle(r, arr+uint64(i*s.abi.HandleBytes))
		if err != nil {
			return nil, s.errorf(r, s.abi.Errors.Arg, "invalid request array: %v", err)
		}
		if qs[i], err = s.userReq(r, v); err != nil {
			return nil, err
		}
	}
	return qs, nil
}

func (s *Sim) newUserReq(r *rank, q int32, out uint64) error {
	s.reqs[q].flags |= rqUser
	return s.storeHandleOut(r, out, s.mint(hkRequest, q), "request")
}

// Blocking sends: MPI_Send(buf, count, datatype, dest, tag, comm).
func mpiSend(s *Sim, r *rank, a []uint64, sync, buffered bool) (uint64, bool, error) {
	q, err := s.makeSend(r, a[0], argInt(a[1]), a[2], argInt(a[3]), argInt(a[4]), a[5])
	if err != nil {
		return 0, false, err
	}
	if sync {
		s.reqs[q].flags |= rqSync
	}
	if buffered {
		return 0, true, s.bufferedSend(r, q)
	}
	if err := s.activate(q); err != nil {
		return 0, false, err
	}
	if s.reqs[q].flags&rqDone != 0 {
		s.freeReq(q)
		return 0, true, nil
	}
	s.blockOn(r, q, 0, s.abi.StatusIgnore)
	return 0, false, nil
}

// bufferedSend sends a copy of the data and completes at once, as if
// MPI_Buffer_attach space held it; the copy travels on by itself.
func (s *Sim) bufferedSend(r *rank, q int32) error {
	rq := &s.reqs[q]
	if rq.peer != procNull && rq.size > 0 && rq.flags&rqNoData == 0 {
		data := s.getBuf(rq.size)
		if err := rq.dt.pack(r.mem, rq.buf, rq.count, data); err != nil {
			s.putBuf(data)
			s.freeReq(q)
			return s.errorf(r, s.abi.Errors.Buffer, "invalid send buffer: %v", err)
		}
		rq.data = data
	}
	if err := s.activate(q); err != nil {
		return err
	}
	if s.reqs[q].flags&rqDone != 0 {
		s.freeReq(q)
	} else {
		s.reqs[q].flags |= rqFreed
	}
	return nil
}

// MPI_Isend(buf, count, datatype, dest, tag, comm, request).
func mpiIsend(s *Sim, r *rank, a []uint64, sync, buffered bool) (uint64, bool, error) {
	q, err := s.makeSend(r, a[0], argInt(a[1]), a[2], argInt(a[3]), argInt(a[4]), a[5])
	if err != nil {
		return 0, false, err
	}
	if sync {
		s.reqs[q].flags |= rqSync
	}
	if buffered {
		// The program's request is complete at once; the copy travels on.
		if err := s.bufferedSend(r, q); err != nil {
			return 0, false, err
		}
		q = s.newReq(r, rkSend)
		s.reqs[q].peer = procNull
		s.done(q)
	} else if err := s.activate(q); err != nil {
		return 0, false, err
	}
	return 0, true, s.newUserReq(r, q, a[6])
}

// MPI_Recv(buf, count, datatype, source, tag, comm, status).
func mpiRecv(s *Sim, r *rank, a []uint64) (uint64, bool, error) {
	q, err := s.makeRecv(r, a[0], argInt(a[1]), a[2], s.srcArg(a[3]), argInt(a[4]), a[5])
	if err != nil {
		return 0, false, err
	}
	if err := s.activate(q); err != nil {
		return 0, false, err
	}
	if s.reqs[q].flags&rqDone != 0 {
		return 0, true, s.retire(r, q, 0, a[6])
	}
	s.blockOn(r, q, 0, a[6])
	return 0, false, nil
}

// MPI_Irecv(buf, count, datatype, source, tag, comm, request).
func mpiIrecv(s *Sim, r *rank, a []uint64) (uint64, bool, error) {
	q, err := s.makeRecv(r, a[0], argInt(a[1]), a[2], s.srcArg(a[3]), argInt(a[4]), a[5])
	if err != nil {
		return 0, false, err
	}
	if err := s.activate(q); err != nil {
		return 0, false, err
	}
	return 0, true, s.newUserReq(r, q, a[6])
}

// MPI_Sendrecv(sendbuf, sendcount, sendtype, dest, sendtag, recvbuf,
// recvcount, recvtype, source, recvtag, comm, status).
func mpiSendrecv(s *Sim, r *rank, a []uint64) (uint64, bool, error) {
	rq, err := s.makeRecv(r, a[5], argInt(a[6]), a[7], s.srcArg(a[8]), argInt(a[9]), a[10])
	if err != nil {
		return 0, false, err
	}
	sq, err := s.makeSend(r, a[0], argInt(a[1]), a[2], argInt(a[3]), argInt(a[4]), a[10])
	if err != nil {
		s.freeReq(rq)
		return 0, false, err
	}
	return s.sendrecv(r, sq, rq, a[11])
}

// MPI_Sendrecv_replace(buf, count, datatype, dest, sendtag, source, recvtag, comm, status).
func mpiSendrecvReplace(s *Sim, r *rank, a []uint64) (uint64, bool, error) {
	sq, err := s.makeSend(r, a[0], argInt(a[1]), a[2], argInt(a[3]), argInt(a[4]), a[7])
	if err != nil {
		return 0, false, err
	}
	// The outgoing data is copied first: the receive overwrites the buffer.
	srq := &s.reqs[sq]
	if srq.peer != procNull && srq.size > 0 && srq.flags&rqNoData == 0 {
		srq.data = s.getBuf(srq.size)
		if err := srq.dt.pack(r.mem, srq.buf, srq.count, srq.data); err != nil {
			s.freeReq(sq)
			return 0, false, s.errorf(r, s.abi.Errors.Buffer, "invalid buffer: %v", err)
		}
	}
	rq, err := s.makeRecv(r, a[0], argInt(a[1]), a[2], s.srcArg(a[5]), argInt(a[6]), a[7])
	if err != nil {
		s.freeReq(sq)
		return 0, false, err
	}
	return s.sendrecv(r, sq, rq, a[8])
}

func (s *Sim) sendrecv(r *rank, sq, rq int32, status uint64) (uint64, bool, error) {
	// The trace records the send's peer and both halves' bytes.
	r.trPeer, r.trTag = max(s.reqs[sq].peer, trace.NoPeer), s.reqs[sq].tag // MPI_PROC_NULL has no peer, as in MPI_Send
	r.flags |= rfPeerFixed
	if err := s.activate(rq); err != nil {
		return 0, false, err
	}
	if err := s.activate(sq); err != nil {
		return 0, false, err
	}
	sDone, rDone := s.reqs[sq].flags&rqDone != 0, s.reqs[rq].flags&rqDone != 0
	if sDone && rDone {
		s.freeReq(sq)
		return 0, true, s.retire(r, rq, 0, status)
	}
	// Wait for the receive first, then the send (finishWaitOne chains them).
	first, second := rq, sq
	if rDone {
		first, second = sq, rq
	}
	s.blockOn(r, first, 0, status)
	s.reqs[second].flags |= rqWaited
	r.waitArr2 = second
	return 0, false, nil
}

// MPI_Wait(request, status).
func mpiWait(s *Sim, r *rank, a []uint64) (uint64, bool, error) {
	v, err := s.readHandle(r, a[0])
	if err != nil {
		return 0, false, s.errorf(r, s.abi.Errors.Request, "invalid request pointer: %v", err)
	}
	q, err := s.userReq(r, v)
	if err != nil {
		return 0, false, err
	}
	if q < 0 {
		return 0, true, s.emptyStatus(r, a[1])
	}
	if s.reqs[q].flags&rqDone != 0 {
		return 0, true, s.retire(r, q, a[0], a[1])
	}
	s.blockOn(r, q, a[0], a[1])
	return 0, false, nil
}

// traceRetire accounts a completed request in the trace fields of the call
// that completes it: received bytes, and the peer, tag and communicator
// when all its requests agree on the peer.
func (s *Sim) traceRetire(r *rank, rq *request) {
	peer, tag := rq.peer, rq.tag
	switch rq.kind {
	case rkRecv:
		r.trBytes += rq.size
		peer, tag = rq.stSrc, rq.stTag
	case rkColl:
		peer, tag = trace.NoPeer, 0
	}
	if peer < 0 {
		peer = trace.NoPeer
	}
	if r.flags&rfPeerFixed != 0 {
		return
	}
	if r.trN == 0 {
		r.trPeer, r.trTag, r.trComm = peer, tag, rq.comm
	} else if r.trPeer != peer {
		r.trPeer = trace.NoPeer
	}
	r.trN++
}

// MPI_Test(request, flag, status).
func mpiTest(s *Sim, r *rank, a []uint64) (uint64, bool, error) {
	v, err := s.readHandle(r, a[0])
	if err != nil {
		return 0, false, s.errorf(r, s.abi.Errors.Request, "invalid request pointer: %v", err)
	}
	q, err := s.userReq(r, v)
	if err != nil {
		return 0, false, err
	}
	if q < 0 {
		return 0, true, firstErr(s.storeInt(r, a[1], 1), s.emptyStatus(r, a[2]))
	}
	if s.reqs[q].flags&rqDone == 0 {
		return 0, true, s.storeInt(r, a[1], 0)
	}
	return 0, true, firstErr(s.storeInt(r, a[1], 1), s.retire(r, q, a[0], a[2]))
}

func firstErr(errs ...error) error {
	for _, e := range errs {
		if e != nil {
			return e
		}
	}
	return nil
}

// MPI_Waitall(count, array_of_requests, array_of_statuses).
func mpiWaitall(s *Sim, r *rank, a []uint64) (uint64, bool, error) {
	n := argInt(a[0])
	qs, err := s.reqArray(r, a[1], n)
	if err != nil {
		return 0, false, err
	}
	left := int32(0)
	for _, q := range qs {
		if q >= 0 && s.reqs[q].flags&rqDone == 0 {
			left++
		}
	}
	r.waitArr, r.waitCount, r.waitOut2 = a[1], n, a[2]
	if left == 0 {
		return 0, true, s.retireAll(r)
	}
	for _, q := range qs {
		if q >= 0 && s.reqs[q].flags&rqDone == 0 {
			s.reqs[q].flags |= rqWaited
		}
	}
	r.wait, r.waitLeft = waitAll, left
	return 0, false, nil
}

// retireAll retires every request of r's wait array (all complete).
func (s *Sim) retireAll(r *rank) error {
	for i := int32(0); i < r.waitCount; i++ {
		q, ok := s.reqAt(r, r.waitArr, i)
		st := s.statusAt(r.waitOut2, i)
		if !ok {
			return s.errorf(r, s.abi.Errors.Request, "request %d of the array changed during the call", i)
		}
		if q < 0 {
			if err := s.emptyStatus(r, st); err != nil {
				return err
			}
			continue
		}
		if err := s.retire(r, q, r.waitArr+uint64(int64(i)*int64(s.abi.HandleBytes)), st); err != nil {
			return err
		}
	}
	return nil
}

func (s *Sim) finishWaitAll(r *rank) {
	if err := s.retireAll(r); err != nil {
		s.fail(err)
		return
	}
	s.finish(r, 0)
}

// MPI_Waitany(count, array_of_requests, index, status).
func mpiWaitany(s *Sim, r *rank, a []uint64) (uint64, bool, error) {
	n := argInt(a[0])
	qs, err := s.reqArray(r, a[1], n)
	if err != nil {
		return 0, false, err
	}
	r.waitArr, r.waitCount, r.waitOut, r.waitOut2 = a[1], n, a[3], a[2]
	active := false
	for i, q := range qs {
		if q < 0 {
			continue
		}
		active = true
		if s.reqs[q].flags&rqDone != 0 {
			return 0, true, s.retireAny(r, int32(i), q)
		}
	}
	if !active {
		return 0, true, firstErr(s.storeInt(r, a[2], s.abi.Undefined), s.emptyStatus(r, a[3]))
	}
	for _, q := range qs {
		if q >= 0 {
			s.reqs[q].flags |= rqWaited
		}
	}
	r.wait = waitAny
	return 0, false, nil
}

// retireAny retires element i (request q) of a Waitany/Testany array,
// clearing the wait marks of the others.
func (s *Sim) retireAny(r *rank, i, q int32) error {
	for j := int32(0); j < r.waitCount; j++ {
		if p, ok := s.reqAt(r, r.waitArr, j); ok && p >= 0 {
			s.reqs[p].flags &^= rqWaited
		}
	}
	return firstErr(s.storeInt(r, r.waitOut2, i),
		s.retire(r, q, r.waitArr+uint64(int64(i)*int64(s.abi.HandleBytes)), r.waitOut))
}

func (s *Sim) finishWaitAny(r *rank) {
	for i := int32(0); i < r.waitCount; i++ {
		q, ok := s.reqAt(r, r.waitArr, i)
		if ok && q >= 0 && s.reqs[q].flags&rqDone != 0 {
			if err := s.retireAny(r, i, q); err != nil {
				s.fail(err)
				return
			}
			s.finish(r, 0)
			return
		}
	}
}

// MPI_Waitsome(incount, array_of_requests, outcount, array_of_indices, array_of_statuses).
func mpiWaitsome(s *Sim, r *rank, a []uint64) (uint64, bool, error) {
	n := argInt(a[0])
	qs, err := s.reqArray(r, a[1], n)
	if err != nil {
		return 0, false, err
	}
	r.waitArr, r.waitCount, r.waitOut, r.waitOut2 = a[1], n, a[2], a[3]
	active, ready := false, false
	for _, q := range qs {
		if q >= 0 {
			active = true
			ready = ready || s.reqs[q].flags&rqDone != 0
		}
	}
	if !active {
		return 0, true, s.storeInt(r, a[2], s.abi.Undefined)
	}
	if ready {
		return 0, true, s.retireSome(r, a[4])
	}
	for _, q := range qs {
		if q >= 0 {
			s.reqs[q].flags |= rqWaited
		}
	}
	r.wait = waitSome
	r.waitOut3 = a[4]
	return 0, false, nil
}

// retireSome retires every completed request of a Waitsome/Testsome array.
func (s *Sim) retireSome(r *rank, statuses uint64) error {
	out := int32(0)
	for i := int32(0); i < r.waitCount; i++ {
		q, ok := s.reqAt(r, r.waitArr, i)
		if !ok || q < 0 {
			continue
		}
		s.reqs[q].flags &^= rqWaited
		if s.reqs[q].flags&rqDone == 0 {
			continue
		}
		if err := s.storeInt(r, r.waitOut2+uint64(4*out), i); err != nil {
			return err
		}
		if err := s.retire(r, q, r.waitArr+uint64(int64(i)*int64(s.abi.HandleBytes)), s.statusAt(statuses, out)); err != nil {
			return err
		}
		out++
	}
	return s.storeInt(r, r.waitOut, out)
}

func (s *Sim) finishWaitSome(r *rank) {
	if err := s.retireSome(r, r.waitOut3); err != nil {
		s.fail(err)
		return
	}
	s.finish(r, 0)
}

// MPI_Testall(count, array_of_requests, flag, array_of_statuses).
func mpiTestall(s *Sim, r *rank, a []uint64) (uint64, bool, error) {
	n := argInt(a[0])
	qs, err := s.reqArray(r, a[1], n)
	if err != nil {
		return 0, false, err
	}
	for _, q := range qs {
		if q >= 0 && s.reqs[q].flags&rqDone == 0 {
			return 0, true, s.storeInt(r, a[2], 0)
		}
	}
	r.waitArr, r.waitCount, r.waitOut2 = a[1], n, a[3]
	return 0, true, firstErr(s.storeInt(r, a[2], 1), s.retireAll(r))
}

// MPI_Testany(count, array_of_requests, index, flag, status).
func mpiTestany(s *Sim, r *rank, a []uint64) (uint64, bool, error) {
	n := argInt(a[0])
	qs, err := s.reqArray(r, a[1], n)
	if err != nil {
		return 0, false, err
	}
	r.waitArr, r.waitCount, r.waitOut, r.waitOut2 = a[1], n, a[4], a[2]
	active := false
	for i, q := range qs {
		if q < 0 {
			continue
		}
		active = true
		if s.reqs[q].flags&rqDone != 0 {
			return 0, true, firstErr(s.storeInt(r, a[3], 1), s.retireAny(r, int32(i), q))
		}
	}
	if !active {
		return 0, true, firstErr(s.storeInt(r, a[3], 1), s.storeInt(r, a[2], s.abi.Undefined), s.emptyStatus(r, a[4]))
	}
	return 0, true, firstErr(s.storeInt(r, a[3], 0), s.storeInt(r, a[2], s.abi.Undefined))
}

// MPI_Testsome(incount, array_of_requests, outcount, array_of_indices, array_of_statuses).
func mpiTestsome(s *Sim, r *rank, a []uint64) (uint64, bool, error) {
	n := argInt(a[0])
	qs, err := s.reqArray(r, a[1], n)
	if err != nil {
		return 0, false, err
	}
	active := false
	for _, q := range qs {
		active = active || q >= 0
	}
	if !active {
		return 0, true, s.storeInt(r, a[2], s.abi.Undefined)
	}
	r.waitArr, r.waitCount, r.waitOut, r.waitOut2 = a[1], n, a[2], a[3]
	return 0, true, s.retireSome(r, a[4])
}

// MPI_Request_free(request).
func mpiRequestFree(s *Sim, r *rank, a []uint64) (uint64, bool, error) {
	v, err := s.readHandle(r, a[0])
	if err != nil {
		return 0, false, s.errorf(r, s.abi.Errors.Request, "invalid request pointer: %v", err)
	}
	ref, ok := s.decode(v)
	if !ok || ref.kind != hkRequest || ref.idx < 0 || int(ref.idx) >= len(s.reqs) || s.reqs[ref.idx].owner != r.id {
		return 0, false, s.errorf(r, s.abi.Errors.Request, "invalid request (handle %#x)", v)
	}
	q := ref.idx
	rq := &s.reqs[q]
	if rq.flags&rqDone != 0 || rq.flags&rqPersistent != 0 && rq.flags&rqActive == 0 {
		s.freeReq(q)
	} else {
		rq.flags |= rqFreed
	}
	return 0, true, s.storeHandleOut(r, a[0], s.h.requestNull, "request")
}

// MPI_Cancel(request): a posted receive is withdrawn; a send has already
// left and cannot be cancelled (MPI allows the cancellation to fail).
func mpiCancel(s *Sim, r *rank, a []uint64) (uint64, bool, error) {
	v, err := s.readHandle(r, a[0])
	if err != nil {
		return 0, false, s.errorf(r, s.abi.Errors.Request, "invalid request pointer: %v", err)
	}
	q, err := s.userReq(r, v)
	if err != nil || q < 0 {
		return 0, err == nil, err
	}
	rq := &s.reqs[q]
	if rq.kind != rkRecv || rq.flags&rqDone != 0 {
		return 0, true, nil
	}
	prev := int32(-1)
	for p := r.prHead; p >= 0; p = s.reqs[p].next {
		if p == q {
			s.unlinkPosted(r, prev, q)
			rq.flags |= rqCancelled
			rq.stSrc, rq.stTag, rq.size = anySource, anyTag, 0
			s.done(q)
			break
		}
		prev = p
	}
	return 0, true, nil
}

// MPI_Test_cancelled(status, flag).
func mpiTestCancelled(s *Sim, r *rank, a []uint64) (uint64, bool, error) {
	_, c, err := s.readStatusCount(r, a[0])
	if err != nil {
		return 0, false, err
	}
	v := int32(0)
	if c {
		v = 1
	}
	return 0, true, s.storeInt(r, a[1], v)
}

// probeKind tells the probes apart: MPI_Probe(source, tag, comm, status),
// MPI_Iprobe(source, tag, comm, flag, status), MPI_Mprobe(source, tag,
// comm, message, status), MPI_Improbe(source, tag, comm, flag, message,
// status). The matched ones take the message out of the queue: only
// MPI_Mrecv/MPI_Imrecv of its handle can receive it.
type probeKind uint8

const (
	probeBlocking probeKind = iota
	probeNonblocking
	probeMatched
	probeMatchedNonblocking
)

func mpiProbe(s *Sim, r *rank, a []uint64, kind probeKind) (uint64, bool, error) {
	c, err := s.comm(r, a[2])
	if err != nil {
		return 0, false, err
	}
	src, tag := s.srcArg(a[0]), argInt(a[1])
	r.trPeer, r.trTag, r.trComm = max(src, -1), tag, c.id
	var flagOut, msgOut, status uint64
	switch kind {
	case probeBlocking:
		status = a[3]
	case probeNonblocking:
		flagOut, status = a[3], a[4]
	case probeMatched:
		msgOut, status = a[3], a[4]
	case probeMatchedNonblocking:
		flagOut, msgOut, status = a[3], a[4], a[5]
	}
	if src == procNull {
		if msgOut != 0 {
			if err := s.storeHandleOut(r, msgOut, s.h.messageNoProc, "message"); err != nil {
				return 0, false, err
			}
		}
		if flagOut != 0 {
			if err := s.storeInt(r, flagOut, 1); err != nil {
				return 0, false, err
			}
		}
		return 0, true, s.writeStatus(r, status, s.abi.ProcNull, s.abi.AnyTag, 0, false)
	}
	if src != anySource {
		if err := s.checkRank(r, c, src, "source"); err != nil {
			return 0, false, err
		}
	}
	for mi := r.uqHead; mi >= 0; mi = s.msgs[mi].next {
		m := &s.msgs[mi]
		if m.ctx == c.ctx() && (src == anySource || src == m.srcRank) && (tag == anyTag || tag == m.tag) {
			if flagOut != 0 {
				if err := s.storeInt(r, flagOut, 1); err != nil {
					return 0, false, err
				}
			}
			return 0, true, s.probed(r, mi, msgOut, status)
		}
	}
	if flagOut != 0 {
		return 0, true, s.storeInt(r, flagOut, 0)
	}
	r.wait = waitProbe
	r.probeCtx, r.probeSrc, r.probeTag = c.ctx(), src, tag
	r.waitOut, r.waitOut3 = status, msgOut
	return 0, false, nil
}

// probed reports message mi to a probe: its status, and for a matched
// probe its handle, the message leaving the unexpected queue.
func (s *Sim) probed(r *rank, mi int32, msgOut, status uint64) error {
	m := &s.msgs[mi]
	r.trPeer, r.trTag = m.srcRank, m.tag
	if err := s.writeStatus(r, status, m.srcRank, m.tag, m.size, false); err != nil {
		return err
	}
	if msgOut == 0 {
		return nil
	}
	s.unlinkUnexpected(r, mi)
	m.probed = true
	return s.storeHandleOut(r, msgOut, s.mint(hkMessage, mi), "message")
}

func (s *Sim) unlinkUnexpected(d *rank, mi int32) {
	prev := int32(-1)
	for x := d.uqHead; x >= 0; prev, x = x, s.msgs[x].next {
		if x != mi {
			continue
		}
		next := s.msgs[x].next
		if prev < 0 {
			d.uqHead = next
		} else {
			s.msgs[prev].next = next
		}
		if d.uqTail == x {
			d.uqTail = prev
		}
		s.msgs[x].next = -1
		return
	}
}

func (s *Sim) finishProbe(r *rank, mi int32) {
	if err := s.probed(r, mi, r.waitOut3, r.waitOut); err != nil {
		s.fail(err)
		return
	}
	s.finish(r, 0)
}

// MPI_Mrecv(buf, count, datatype, message, status) and
// MPI_Imrecv(buf, count, datatype, message, request): receive the message
// a matched probe took out of the queue.
func mpiMrecv(s *Sim, r *rank, a []uint64, nonblocking bool) (uint64, bool, error) {
	v, err := s.readHandle(r, a[3])
	if err != nil {
		return 0, false, s.errorf(r, s.abi.Errors.Arg, "invalid message pointer: %v", err)
	}
	if v == s.h.messageNoProc {
		q := s.newReq(r, rkRecv)
		s.reqs[q].peer = procNull
		if err := s.activate(q); err != nil {
			return 0, false, err
		}
		if err := s.storeHandleOut(r, a[3], s.h.messageNull, "message"); err != nil {
			return 0, false, err
		}
		if nonblocking {
			return 0, true, s.newUserReq(r, q, a[4])
		}
		return 0, true, s.retire(r, q, 0, a[4])
	}
	ref, ok := s.decode(v)
	if !ok || ref.kind != hkMessage || ref.idx < 0 || int(ref.idx) >= len(s.msgs) ||
		!s.msgs[ref.idx].probed || s.msgs[ref.idx].dst != r.id {
		return 0, false, s.errorf(r, s.abi.Errors.Request, "invalid message handle %#x (not from MPI_Mprobe/MPI_Improbe, or already received)", v)
	}
	mi := ref.idx
	m := &s.msgs[mi]
	c := s.comms[m.ctx/2]
	q, err := s.makeRecv(r, a[0], argInt(a[1]), a[2], m.srcRank, m.tag, s.commHandle(c))
	if err != nil {
		return 0, false, err
	}
	if err := s.storeHandleOut(r, a[3], s.h.messageNull, "message"); err != nil {
		return 0, false, err
	}
	if err := s.deliver(q, mi); err != nil {
		return 0, false, err
	}
	if nonblocking {
		return 0, true, s.newUserReq(r, q, a[4])
	}
	if s.reqs[q].flags&rqDone != 0 {
		return 0, true, s.retire(r, q, 0, a[4])
	}
	s.blockOn(r, q, 0, a[4])
	return 0, false, nil
}

// MPI_Get_count(status, datatype, count) and MPI_Get_elements.
func mpiGetCount(s *Sim, r *rank, a []uint64, elements bool) (uint64, bool, error) {
	n, _, err := s.readStatusCount(r, a[0])
	if err != nil {
		return 0, false, err
	}
	dt, _, err := s.dtype(r, a[1], false)
	if err != nil {
		return 0, false, err
	}
	var c int64
	switch {
	case elements:
		c = dt.elements(n)
	case dt.size == 0:
		c = 0
	case n%dt.size != 0:
		c = -1
	default:
		c = n / dt.size
	}
	if c < 0 || c > 1<<31-1 {
		return 0, true, s.storeInt(r, a[2], s.abi.Undefined)
	}
	if hostFuncs[r.fn].name == "MPI_Get_elements_x" {
		if err := r.mem.Store(a[2], 8, uint64(c)); err != nil {
			return 0, false, s.errorf(r, s.abi.Errors.Arg, "invalid count pointer: %v", err)
		}
		return 0, true, nil
	}
	return 0, true, s.storeInt(r, a[2], int32(c))
}

// Persistent requests: MPI_Send_init(buf, count, datatype, dest, tag, comm, request).
func mpiSendInit(s *Sim, r *rank, a []uint64, sync bool) (uint64, bool, error) {
	q, err := s.makeSend(r, a[0], argInt(a[1]), a[2], argInt(a[3]), argInt(a[4]), a[5])
	if err != nil {
		return 0, false, err
	}
	s.reqs[q].flags |= rqPersistent
	if sync {
		s.reqs[q].flags |= rqSync
	}
	return 0, true, s.newUserReq(r, q, a[6])
}

// MPI_Recv_init(buf, count, datatype, source, tag, comm, request).
func mpiRecvInit(s *Sim, r *rank, a []uint64) (uint64, bool, error) {
	q, err := s.makeRecv(r, a[0], argInt(a[1]), a[2], s.srcArg(a[3]), argInt(a[4]), a[5])
	if err != nil {
		return 0, false, err
	}
	s.reqs[q].flags |= rqPersistent
	return 0, true, s.newUserReq(r, q, a[6])
}

// MPI_Start(request) and MPI_Startall(count, array_of_requests).
func mpiStart(s *Sim, r *rank, arr uint64, n int32) (uint64, bool, error) {
	for i := int32(0); i < n; i++ {
		v, err := s.readHandle(r, arr+uint64(int64(i)*int64(s.abi.HandleBytes)))
		if err != nil {
			return 0, false, s.errorf(r, s.abi.Errors.Request, "invalid request pointer: %v", err)
		}
		ref, ok := s.decode(v)
		if !ok || ref.kind != hkRequest || ref.idx < 0 || int(ref.idx) >= len(s.reqs) ||
			s.reqs[ref.idx].owner != r.id || s.reqs[ref.idx].flags&rqPersistent == 0 {
			return 0, false, s.errorf(r, s.abi.Errors.Request, "not a persistent request (handle %#x)", v)
		}
		rq := &s.reqs[ref.idx]
		if rq.flags&rqActive != 0 {
			return 0, false, s.errorf(r, s.abi.Errors.Request, "persistent request started while active")
		}
		if rq.kind == rkSend {
			r.trPeer, r.trTag, r.trComm = rq.peer, rq.tag, rq.comm
			r.trBytes += rq.size
		}
		if err := s.activate(ref.idx); err != nil {
			return 0, false, err
		}
	}
	return 0, true, nil
}

// MPI_Request_get_status(request, flag, status): like Test without freeing.
func mpiRequestGetStatus(s *Sim, r *rank, a []uint64) (uint64, bool, error) {
	q, err := s.userReq(r, a[0])
	if err != nil {
		return 0, false, err
	}
	if q < 0 {
		return 0, true, firstErr(s.storeInt(r, a[1], 1), s.emptyStatus(r, a[2]))
	}
	rq := &s.reqs[q]
	if rq.flags&rqDone == 0 {
		return 0, true, s.storeInt(r, a[1], 0)
	}
	if rq.kind == rkRecv {
		if err := s.writeStatus(r, a[2], s.statusSource(rq.stSrc), rq.stTag, rq.size, rq.flags&rqCancelled != 0); err != nil {
			return 0, false, err
		}
	}
	return 0, true, s.storeInt(r, a[1], 1)
}
