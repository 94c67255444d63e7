// Collectives as point-to-point algorithms over internal messages: binomial trees, recursive doubling, Bruck, dissemination, pairwise exchange.
package sim

import (
	"github.com/mpiskel/mpiskel/runtime/mpi"
)

// collState is one rank's progress through a collective. The algorithm is
// a resumable function: each call posts the next round of internal sends
// and receives and returns; the engine calls it again once every message
// of the round has completed, until it reports the collective finished.
type collState struct {
	comm    *comm
	me, n   int32
	root    int32 // -1 when the collective has none
	tag     int32
	step    int32 // algorithm phase
	mask    int32 // loop variable of the current phase
	newrank int32
	pending int32 // internal requests of the current round still open
	owner   int32 // world rank
	req     int32 // non-blocking: the program's request; -1 for a blocking collective
	inRun   bool  // collRun is on the stack: completions only count down
	algo    func(s *Sim, r *rank, c *collState) (bool, error)
	// finish writes the result to the program's buffers.
	finish func(s *Sim, r *rank, c *collState) error

	op        mpi.Op
	basic     *mpi.Basic
	uop       *userOp   // a user-defined op instead of op
	dt        *datatype // the reduction's datatype and its handle (user ops get both)
	dtv       uint64
	sim       *Sim
	acc, tmp  []byte // working buffers (packed data)
	res       []byte // Scan: the result so far
	haveRes   bool
	inclusive bool    // Scan, not Exscan
	blk       int64   // bytes per block
	sizes     []int64 // per-rank block bytes, in comm rank order (v-collectives)
	offs      []int64 // per-rank offsets into acc
	sizeOnly  bool    // only sizes travel (communicator creation)
	// sig is the bytes every member passes alike (a Bcast's, a
	// reduction's), -1 when they may differ; sigType the basic type they
	// hold, "" when mixed: checkSignature compares them across members.
	sig     int64
	sigType string
	nbrs    []int32 // neighborhood collectives: the neighbors' comm ranks, -1 for none

	recvbuf uint64
	rcount  int64
	rdt     *datatype
	rcounts []int32 // v-collectives: counts and displacements in elements of rdt
	rdispls []int32
	out     uint64 // MPI_Comm * of a communicator creation
	create  *pendingCreate

	// accV and tmpV say whether acc and tmp are virtual: holding no bytes
	// while their contents are zeros that nothing needs to see, as when
	// they stand for the program's size-only buffers (sizeOnlyBuf). Their
	// messages then carry sizes only, as point-to-point ones do.
	accV, tmpV vbuf

	// pooled are working buffers taken from Sim.getBuf, given back when
	// the collective is released (releaseColl); acc and tmp may have been
	// swapped since. Buffers of up to smallCollBuf bytes, a reduction of
	// a few scalars, are small's instead, and cost nothing to get back.
	pooled [2][]byte
	small  [2][smallCollBuf]byte
	nsmall int8
}

// smallCollBuf is the size of a collState's own working buffers.
const smallCollBuf = 32

// newColl returns a collState for a collective on cm, recycled from one
// that has finished when there is one: an MPI-bound program runs a
// collective every few calls, and allocating each would keep the garbage
// collector (and its write barriers) busy all the time.
func (s *Sim) newColl(cm *comm) *collState {
	var c *collState
	if n := len(s.freeColls); n > 0 {
		c = s.freeColls[n-1]
		s.freeColls = s.freeColls[:n-1]
	} else {
		c = new(collState)
	}
	*c = collState{} // in place, then set: see newReq
	c.comm, c.root = cm, -1
	return c
}

// releaseColl recycles finished collective c: no request refers to it
// any more (none is pending), and its results are in the program's
// buffers.
func (s *Sim) releaseColl(c *collState) {
	for _, b := range c.pooled {
		s.putBuf(b)
	}
	c.pooled = [2][]byte{} // the rest is cleared when newColl reuses it
	s.freeColls = append(s.freeColls, c)
}

// poolBuf is an n-byte working buffer of c, zeroed as make's would be,
// that releaseColl gives back: one of c.small when n is small, else one
// from Sim.getBuf.
func (s *Sim) poolBuf(c *collState, n int64) []byte {
	if n <= smallCollBuf && int(c.nsmall) < len(c.small) {
		b := c.small[c.nsmall][:n:n] // zeros: newColl cleared c
		c.nsmall++
		return b
	}
	b := s.getBuf(n)
	clear(b)
	for i := range c.pooled {
		if c.pooled[i] == nil {
			c.pooled[i] = b
			return b
		}
	}
	panic("poolBuf: a collective holds two pooled buffers at most")
}

// Modes of a collective's working buffer.
const (
	vReal    uint8 = iota // acc / tmp hold the bytes
	vLazy                 // no bytes while all are zeros; a message of real bytes makes the buffer real
	vDiscard              // no bytes ever: what arrives goes nowhere (the rank's receive buffers are size-only and it forwards nothing)
)

// vbuf describes a collective working buffer of n bytes that may hold none.
type vbuf struct {
	mode uint8
	n    int64
	p    *[]byte // the collState field that holds its bytes once real
}

// bytes returns the buffer's bytes, nil while it holds none; real asks
// for them to write real data, which makes a lazy buffer real (zeros but
// for what is written).
func (v *vbuf) bytes(real bool) []byte {
	if *v.p == nil && real && v.mode == vLazy {
		*v.p = make([]byte, v.n)
	}
	return *v.p
}

// virtual makes acc (or tmp) an n-byte buffer that holds no bytes yet.
func (c *collState) virtual(tmp bool, mode uint8, n int64) {
	v, p := &c.accV, &c.acc
	if tmp {
		v, p = &c.tmpV, &c.tmp
	}
	*p = nil
	*v = vbuf{mode: mode, n: n, p: p}
}

// part returns bytes [lo, hi) of acc (or tmp), nil when the buffer is
// virtual and holds none.
func (c *collState) part(tmp bool, lo, hi int64) []byte {
	v, b := &c.accV, c.acc
	if tmp {
		v, b = &c.tmpV, c.tmp
	}
	if b == nil && v.mode != vReal {
		return nil
	}
	return b[lo:hi]
}

// accLen is acc's length, virtual or not.
func (c *collState) accLen() int64 {
	if c.acc == nil && c.accV.mode != vReal {
		return c.accV.n
	}
	return int64(len(c.acc))
}

// Kinds of collectives, in the low 4 bits of their internal messages' tags.
const (
	tagBarrier int32 = iota + 1
	tagBcast
	tagReduce
	tagAllreduce
	tagGather
	tagScatter
	tagAllgather
	tagAlltoall
	tagScan
	tagCreate
	tagNeighbor
)

// beginColl starts a collective for r at time s.now. A blocking one
// reports done when it finished at once (one rank, or everything already
// arrived), else r waits in it. A non-blocking one (s.nbRequest set by the
// MPI_I* entry points) hands the program a request and is always done.
func (s *Sim) beginColl(r *rank, c *collState) (bool, error) {
	c.owner = r.id
	c.me = c.comm.rankOf(r.id)
	c.n = c.comm.size
	c.req = -1
	// Collectives on a communicator start in the same order on every
	// member, so a per-member count names each one; it goes into the tag
	// so that concurrent non-blocking collectives never mix their messages.
	seq := c.comm.nextCollSeq(r.id, len(s.ranks))
	if err := s.checkSignature(r, c, seq); err != nil {
		return false, err
	}
	c.tag = seq<<10 | c.tag&15 // bits 4-9 are the algorithm's (neighbor slots)
	r.trComm = c.comm.id
	if c.root >= 0 {
		r.trPeer = c.root
	}
	if out := s.nbRequest; out != 0 {
		q := s.newReq(r, rkColl)
		s.reqs[q].comm = c.comm.id
		c.req = q
		if err := s.newUserReq(r, q, out); err != nil {
			return false, err
		}
		fin, err := s.collRun(r, c)
		if err != nil {
			return false, err
		}
		if fin {
			s.done(q)
			s.releaseColl(c)
		}
		return true, nil
	}
	r.coll = c
	fin, err := s.collRun(r, c)
	if err != nil || fin {
		r.coll = nil
		if fin {
			s.releaseColl(c)
		}
		return fin, err
	}
	r.wait = waitColl
	return false, nil
}

// nextCollSeq counts the collectives world rank w has started on c.
func (c *comm) nextCollSeq(w int32, nworld int) int32 {
	i := w
	if !c.self {
		i = c.rankOf(w)
	}
	if c.collSeq == nil {
		n := int(c.size)
		if c.self {
			n = nworld
		}
		c.collSeq = make([]int32, n)
	}
	c.collSeq[i]++
	return c.collSeq[i] & 0x1fffff
}

// collRun advances collective c of rank r as far as completed messages
// allow, and writes its results when it is finished.
func (s *Sim) collRun(r *rank, c *collState) (bool, error) {
	c.inRun = true
	defer func() { c.inRun = false }()
	for c.pending == 0 {
		fin, err := c.algo(s, r, c)
		if err != nil {
			return false, err
		}
		if fin {
			if c.pending != 0 {
				panic("collective finished with messages in flight")
			}
			if c.finish != nil {
				if err := c.finish(s, r, c); err != nil {
					return false, err
				}
			}
			return true, nil
		}
	}
	return false, nil
}

// internalDone is completeReq's path for a collective's message: the
// request is released, and when it was the last of its round the
// collective moves on.
func (s *Sim) internalDone(q int32) {
	c := s.reqs[q].coll
	s.freeReq(q)
	c.pending--
	if c.pending > 0 || c.inRun {
		return
	}
	r := &s.ranks[c.owner]
	if c.req < 0 && (r.state != rsBlocked || r.wait != waitColl) {
		return // still being started by its own rank
	}
	fin, err := s.collRun(r, c)
	if err != nil {
		s.fail(err)
		return
	}
	if !fin {
		return
	}
	if c.req >= 0 {
		req := c.req
		s.releaseColl(c)
		s.completeReq(req)
		return
	}
	r.coll = nil
	s.releaseColl(c)
	s.finish(r, 0)
}

// collSend sends data to comm rank peer. The slice must stay untouched
// until the round completes (rendezvous reads it at the match).
func (s *Sim) collSend(r *rank, c *collState, peer int32, data []byte) error {
	q := s.newReq(r, rkSend)
	rq := &s.reqs[q]
	rq.flags = rqInternal
	if c.sizeOnly {
		rq.flags |= rqSizeOnly
	}
	rq.ctx, rq.comm, rq.peer, rq.peerW, rq.tag = c.comm.collCtx(), c.comm.id, peer, c.comm.worldOf(peer, r.id), c.tag
	rq.data, rq.size = data, int64(len(data))
	rq.coll = c
	c.pending++
	return s.startSend(q)
}

// collRecv receives from comm rank peer into into.
func (s *Sim) collRecv(r *rank, c *collState, peer int32, into []byte) error {
	q := s.newReq(r, rkRecv)
	rq := &s.reqs[q]
	rq.flags = rqInternal
	if c.sizeOnly {
		rq.flags |= rqSizeOnly
	}
	rq.ctx, rq.comm, rq.peer, rq.tag = c.comm.collCtx(), c.comm.id, peer, c.tag
	rq.data = into
	rq.coll = c
	c.pending++
	return s.postRecv(q)
}

// sendPart sends bytes [lo, hi) of acc (or tmp) to comm rank peer: as a
// message of zeros that carries none when the buffer holds no bytes.
func (s *Sim) sendPart(r *rank, c *collState, tmp bool, peer int32, lo, hi int64) error {
	if b := c.part(tmp, lo, hi); b != nil || lo == hi {
		return s.collSend(r, c, peer, b)
	}
	q := s.newReq(r, rkSend)
	rq := &s.reqs[q]
	rq.flags = rqInternal | rqNoData
	rq.ctx, rq.comm, rq.peer, rq.peerW, rq.tag = c.comm.collCtx(), c.comm.id, peer, c.comm.worldOf(peer, r.id), c.tag
	rq.size = hi - lo
	rq.coll = c
	c.pending++
	return s.startSend(q)
}

// recvPart receives from comm rank peer into bytes [lo, hi) of acc (or
// tmp); into nothing, unless real bytes come to a lazy buffer, when the
// buffer holds none (see internalTarget).
func (s *Sim) recvPart(r *rank, c *collState, tmp bool, peer int32, lo, hi int64) error {
	if b := c.part(tmp, lo, hi); b != nil || lo == hi {
		return s.collRecv(r, c, peer, b)
	}
	q := s.newReq(r, rkRecv)
	rq := &s.reqs[q]
	rq.flags = rqInternal | rqVirtual
	if tmp {
		rq.flags |= rqVirtTmp
	}
	rq.ctx, rq.comm, rq.peer, rq.tag = c.comm.collCtx(), c.comm.id, peer, c.tag
	rq.buf, rq.count = uint64(lo), hi-lo
	rq.coll = c
	c.pending++
	return s.postRecv(q)
}

// postParts is post on ranges of the working buffers: receive from peer
// from into tmp's (or acc's when !inTmp) [ilo, ihi), send acc's [olo, ohi) to to.
func (c *collState) postParts(s *Sim, r *rank, to int32, olo, ohi int64, from int32, inTmp bool, ilo, ihi int64) error {
	if err := s.recvPart(r, c, inTmp, from, ilo, ihi); err != nil {
		return err
	}
	return s.sendPart(r, c, false, to, olo, ohi)
}

func (c *collState) reduce(in, inout []byte) error {
	if c.sizeOnly {
		return nil
	}
	if c.uop != nil {
		return c.sim.userReduce(&c.sim.ranks[c.owner], c.uop, c.dt, c.dtv, in, inout)
	}
	return reduceInto(c.op, c.basic, in, inout)
}

// --- Barrier: dissemination (Hensgen, Finkel, Manber 1988), ⌈log2 n⌉ rounds.

func algoBarrier(s *Sim, r *rank, c *collState) (bool, error) {
	k := int32(1) << c.step
	if k >= c.n {
		return true, nil
	}
	c.step++
	if err := c.post(s, r, (c.me+k)%c.n, nil, (c.me-k+c.n)%c.n, nil); err != nil {
		return false, err
	}
	return false, nil
}

// post sends to one peer and receives from another in the same round
// (peers < 0 skip that half).
func (c *collState) post(s *Sim, r *rank, to int32, out []byte, from int32, in []byte) error {
	if from >= 0 {
		if err := s.collRecv(r, c, from, in); err != nil {
			return err
		}
	}
	if to >= 0 {
		return s.collSend(r, c, to, out)
	}
	return nil
}

// --- Bcast: binomial tree rooted at root (MPICH's MPIR_Bcast_intra_binomial).

func algoBcast(s *Sim, r *rank, c *collState) (bool, error) {
	vr := (c.me - c.root + c.n) % c.n
	switch c.step {
	case 0:
		c.step = 1
		mask := int32(1)
		for mask < c.n {
			if vr&mask != 0 {
				src := (vr - mask + c.root) % c.n
				c.mask = mask
				return false, s.recvPart(r, c, false, src, 0, c.accLen())
			}
			mask <<= 1
		}
		c.mask = mask
		return false, nil
	case 1:
		c.step = 2
		for mask := c.mask >> 1; mask > 0; mask >>= 1 {
			if vr+mask < c.n {
				if err := s.sendPart(r, c, false, (vr+mask+c.root)%c.n, 0, c.accLen()); err != nil {
					return false, err
				}
			}
		}
		return false, nil
	}
	return true, nil
}

// --- Reduce: Open MPI 4.1's choice for small messages, so that floating-
// point results match it bit for bit: below 4 ranks the linear algorithm
// (the root folds v[n-1], then v[n-2] op that, down to v[0]); from 4 ranks a
// binary tree in Open MPI's shape (ompi_coll_base_topo_build_tree, fanout
// 2: shifted rank v at level L has children v+2^L and v+2^(L+1)), where a
// node computes c1 op (own op c0).

// binaryTree returns the children (shifted ranks, < n) and the parent of v.
func binaryTree(v, n int32) (children [2]int32, nchildren int, parent int32) {
	level := int32(0)
	for (int32(1)<<(level+1))-1 <= v {
		level++
	}
	d := int32(1) << level
	for i := int32(1); i <= 2; i++ {
		if c := v + d*i; c < n {
			children[nchildren] = c
			nchildren++
		}
	}
	parent = -1
	if v > 0 {
		parent = v
		if parent < 2 {
			parent = 0
		} else {
			for limit := d - 1; parent >= limit; {
				parent -= d / 2
			}
		}
	}
	return children, nchildren, parent
}

func algoReduce(s *Sim, r *rank, c *collState) (bool, error) {
	if c.n < 4 || c.uop != nil && !c.uop.commute {
		return algoReduceLinear(s, r, c)
	}
	v := (c.me - c.root + c.n) % c.n
	kids, nk, parent := binaryTree(v, c.n)
	switch c.step {
	case 0:
		c.step = 1
		if nk > 0 {
			c.res = make([]byte, len(c.acc)*nk)
			for i := 0; i < nk; i++ {
				part := c.res[i*len(c.acc) : (i+1)*len(c.acc)]
				if err := s.collRecv(r, c, (kids[i]+c.root)%c.n, part); err != nil {
					return false, err
				}
			}
			return false, nil
		}
		fallthrough
	case 1:
		c.step = 2
		if nk > 0 {
			c0 := c.res[:len(c.acc)]
			if err := c.reduce(c.acc, c0); err != nil { // c0 = own op c0
				return false, s.errorf(r, s.abi.Errors.Op, "%v", err)
			}
			if nk == 2 {
				if err := c.reduce(c.res[len(c.acc):], c0); err != nil { // c0 = c1 op c0
					return false, s.errorf(r, s.abi.Errors.Op, "%v", err)
				}
			}
			copy(c.acc, c0)
		}
		if parent >= 0 {
			return false, s.collSend(r, c, (parent+c.root)%c.n, c.acc)
		}
	}
	return true, nil
}

// algoReduceLinear: every rank sends to the root, which folds from the
// last rank down: v[0] op (v[1] op (... op v[n-1])).
func algoReduceLinear(s *Sim, r *rank, c *collState) (bool, error) {
	switch c.step {
	case 0:
		c.step = 1
		if c.me != c.root {
			return false, s.collSend(r, c, c.root, c.acc)
		}
		c.res = make([]byte, len(c.acc)*int(c.n))
		for i := int32(0); i < c.n; i++ {
			part := c.res[int(i)*len(c.acc) : int(i+1)*len(c.acc)]
			if i == c.me {
				copy(part, c.acc)
			} else if err := s.collRecv(r, c, i, part); err != nil {
				return false, err
			}
		}
		return false, nil
	case 1:
		c.step = 2
		if c.me == c.root {
			k := len(c.acc)
			copy(c.acc, c.res[int(c.n-1)*k:])
			for i := int(c.n) - 2; i >= 0; i-- {
				if err := c.reduce(c.res[i*k:(i+1)*k], c.acc); err != nil {
					return false, s.errorf(r, s.abi.Errors.Op, "%v", err)
				}
			}
		}
	}
	return true, nil
}

// --- Allreduce: recursive doubling, with the non-power-of-two fix-up of
// Thakur, Rabenseifner and Gropp (2005): the first 2·rem ranks pair up,
// even ranks hand their data to the odd ones and get the result back.

func algoAllreduce(s *Sim, r *rank, c *collState) (bool, error) {
	pof2 := int32(1)
	for pof2*2 <= c.n {
		pof2 *= 2
	}
	rem := c.n - pof2
	for {
		switch c.step {
		case 0: // fold the first 2·rem ranks pairwise
			c.step = 1
			if c.me < 2*rem {
				if c.me%2 == 0 {
					c.newrank = -1
					return false, s.collSend(r, c, c.me+1, c.acc)
				}
				c.newrank = c.me / 2
				return false, s.collRecv(r, c, c.me-1, c.tmp)
			}
			c.newrank = c.me - rem
		case 1:
			if c.me < 2*rem && c.me%2 == 1 {
				// tmp holds the lower (even) rank's data: acc = tmp op acc.
				if err := c.reduce(c.tmp, c.acc); err != nil {
					return false, s.errorf(r, s.abi.Errors.Op, "%v", err)
				}
			}
			c.mask = 1
			c.step = 2
		case 2: // exchange with the partner at distance mask
			if c.newrank < 0 || c.mask >= pof2 {
				c.step = 4
				continue
			}
			dst := c.peerOf(c.newrank^c.mask, rem)
			c.haveRes = dst < c.me
			c.step = 3
			return false, c.post(s, r, dst, c.acc, dst, c.tmp)
		case 3:
			if err := c.combine(r, s); err != nil {
				return false, err
			}
			c.mask <<= 1
			c.step = 2
		case 4: // give the folded ranks their result
			c.step = 5
			if c.me < 2*rem {
				if c.me%2 == 1 {
					return false, s.collSend(r, c, c.me-1, c.acc)
				}
				return false, s.collRecv(r, c, c.me+1, c.acc)
			}
		default:
			return true, nil
		}
	}
}

// peerOf maps a recursive-doubling rank back to a comm rank.
func (c *collState) peerOf(newdst, rem int32) int32 {
	if newdst < rem {
		return newdst*2 + 1
	}
	return newdst + rem
}

// combine folds the exchanged data in tmp into acc, lower rank first
// (haveRes says the partner was the lower rank).
func (c *collState) combine(r *rank, s *Sim) error {
	var err error
	if c.haveRes {
		err = c.reduce(c.tmp, c.acc) // acc = tmp op acc
	} else {
		err = c.reduce(c.acc, c.tmp) // tmp = acc op tmp
		c.acc, c.tmp = c.tmp, c.acc
	}
	if err != nil {
		return s.errorf(r, s.abi.Errors.Op, "%v", err)
	}
	return nil
}

// --- Gather: binomial tree (MPICH's MPIR_Gather_intra_binomial): a rank
// collects its subtree's blocks, in virtual-rank order, and passes them up.

func algoGather(s *Sim, r *rank, c *collState) (bool, error) {
	vr := (c.me - c.root + c.n) % c.n
	for {
		switch c.step {
		case 0:
			c.mask = 1
			c.step = 1
		case 1:
			if c.mask >= c.n {
				return true, nil
			}
			if vr&c.mask != 0 {
				nb := min(c.mask, c.n-vr)
				c.step = 3
				return false, s.sendPart(r, c, false, (vr-c.mask+c.root)%c.n, 0, int64(nb)*c.blk)
			}
			if src := vr | c.mask; src < c.n {
				nb := min(c.mask, c.n-src)
				off := int64(c.mask) * c.blk
				c.step = 2
				return false, s.recvPart(r, c, false, (src+c.root)%c.n, off, off+int64(nb)*c.blk)
			}
			c.mask <<= 1
		case 2:
			c.mask <<= 1
			c.step = 1
		default:
			return true, nil
		}
	}
}

// --- Scatter: binomial tree (MPICH's MPIR_Scatter_intra_binomial).

func algoScatter(s *Sim, r *rank, c *collState) (bool, error) {
	vr := (c.me - c.root + c.n) % c.n
	switch c.step {
	case 0:
		c.step = 1
		mask := int32(1)
		for mask < c.n {
			if vr&mask != 0 {
				nb := min(mask, c.n-vr)
				c.mask = mask
				return false, s.recvPart(r, c, false, (vr-mask+c.root)%c.n, 0, int64(nb)*c.blk)
			}
			mask <<= 1
		}
		c.mask = mask
		return false, nil
	case 1:
		c.step = 2
		for mask := c.mask >> 1; mask > 0; mask >>= 1 {
			if vr+mask < c.n {
				nb := min(mask, c.n-vr-mask)
				off := int64(mask) * c.blk
				if err := s.sendPart(r, c, false, (vr+mask+c.root)%c.n, off, off+int64(nb)*c.blk); err != nil {
					return false, err
				}
			}
		}
		return false, nil
	}
	return true, nil
}

// --- Linear rooted exchanges for Gatherv and Scatterv (MPICH does the
// same): the root talks to every rank directly. acc is laid out by comm
// rank at offs.

func algoGatherv(s *Sim, r *rank, c *collState) (bool, error) {
	if c.step > 0 {
		return true, nil
	}
	c.step = 1
	if c.me != c.root {
		return false, s.sendPart(r, c, false, c.root, 0, c.accLen())
	}
	for i := int32(0); i < c.n; i++ {
		if i != c.root && c.sizes[i] > 0 {
			if err := s.recvPart(r, c, false, i, c.offs[i], c.offs[i]+c.sizes[i]); err != nil {
				return false, err
			}
		}
	}
	return false, nil
}

func algoScatterv(s *Sim, r *rank, c *collState) (bool, error) {
	if c.step > 0 {
		return true, nil
	}
	c.step = 1
	if c.me != c.root {
		return false, s.recvPart(r, c, false, c.root, 0, c.accLen())
	}
	for i := int32(0); i < c.n; i++ {
		if i != c.root && c.sizes[i] > 0 {
			if err := s.sendPart(r, c, false, i, c.offs[i], c.offs[i]+c.sizes[i]); err != nil {
				return false, err
			}
		}
	}
	return false, nil
}

// --- Allgather(v): Bruck's algorithm (Bruck et al. 1997), ⌈log2 n⌉
// rounds for any n. acc holds blocks in rotated order: position j is the
// block of comm rank (me+j) mod n; offs are the positions' byte offsets.

func algoBruck(s *Sim, r *rank, c *collState) (bool, error) {
	k := int32(1) << c.step
	if k >= c.n {
		return true, nil
	}
	c.step++
	cnt := min(k, c.n-k)
	return false, c.postParts(s, r, (c.me-k+c.n)%c.n, 0, c.offs[cnt], (c.me+k)%c.n, false, c.offs[k], c.offs[k+cnt])
}

// --- Alltoall(v): pairwise exchange, n-1 rounds: in round i a rank sends
// to me+i and receives from me-i; round 0, when the network times self
// copies (Sim.selfTimed), sends the rank's own block to itself. acc is the
// send side laid out by destination (offs), tmp the receive side
// (sizes2/offs2 in res layout).

func algoAlltoall(s *Sim, r *rank, c *collState) (bool, error) {
	if c.step == 0 && !s.selfTimed {
		c.step = 1
	}
	i := c.step
	c.step++
	if i >= c.n {
		return true, nil
	}
	to, from := (c.me+i)%c.n, (c.me-i+c.n)%c.n
	sendOff, sendLen := c.offs[to], c.sizes[to]
	recvOff, recvLen := c.offs[c.n+from], c.sizes[c.n+from]
	return false, c.postParts(s, r, to, sendOff, sendOff+sendLen, from, true, recvOff, recvOff+recvLen)
}

// --- Scan / Exscan: linear, as Open MPI 4.1 does (so floating-point
// results match it): rank r receives the prefix of ranks < r from r-1,
// combines prefix op own, and passes the result on. acc holds the rank's
// contribution, res the result.

func algoScan(s *Sim, r *rank, c *collState) (bool, error) {
	switch c.step {
	case 0:
		c.step = 1
		if c.me > 0 {
			return false, s.collRecv(r, c, c.me-1, c.tmp)
		}
		fallthrough
	case 1:
		c.step = 2
		next := c.acc // what goes on to rank me+1: prefix op own
		if c.me > 0 {
			copy(c.res, c.tmp) // Exscan's result: the prefix of the lower ranks
			if err := c.reduce(c.tmp, c.acc); err != nil {
				return false, s.errorf(r, s.abi.Errors.Op, "%v", err)
			}
			c.haveRes = true
		}
		if c.inclusive {
			copy(c.res, c.acc)
			c.haveRes = true
		}
		if c.me < c.n-1 {
			return false, s.collSend(r, c, c.me+1, next)
		}
	}
	return true, nil
}

// --- Entry points of the MPI collectives.

// inPlace reports whether buffer argument v is MPI_IN_PLACE.
func (s *Sim) inPlace(v uint64) bool { return v == s.abi.InPlace }

// packArg packs count elements of dt at addr into a fresh buffer.
func (s *Sim) packArg(r *rank, addr uint64, count int64, dt *datatype, what string) ([]byte, error) {
	buf := make([]byte, dt.packedSize(count))
	if err := s.packArgInto(r, addr, count, dt, buf, what); err != nil {
		return nil, err
	}
	return buf, nil
}

// packArgInto packs count elements of dt at addr into buf, of their
// packed size.
func (s *Sim) packArgInto(r *rank, addr uint64, count int64, dt *datatype, buf []byte, what string) error {
	if err := dt.pack(r.mem, addr, count, buf); err != nil {
		return s.errorf(r, s.abi.Errors.Buffer, "invalid %s: %v", what, err)
	}
	s.firstTouch(r, addr, int64(len(buf)), false)
	return nil
}

// packArgV is packArg that packs nothing from a size-only buffer (whose
// bytes pack as zeros): it returns nil and the size.
func (s *Sim) packArgV(r *rank, addr uint64, count int64, dt *datatype, what string) ([]byte, int64, error) {
	n := dt.packedSize(count)
	if n > 0 && r.mem.IsSizeOnly(addr) {
		s.firstTouch(r, addr, n, false)
		return nil, n, nil
	}
	b, err := s.packArg(r, addr, count, dt, what)
	return b, n, err
}

// unpackPart unpacks bytes [lo, hi) of acc (or tmp) to the program's
// buffer at addr, as unpackArg: zeros when the working buffer holds none,
// nothing at all when addr is size-only too.
func (s *Sim) unpackPart(r *rank, addr uint64, count int64, dt *datatype, c *collState, tmp bool, lo, hi int64, what string) error {
	b := c.part(tmp, lo, hi)
	if b != nil || lo == hi {
		return s.unpackArg(r, addr, count, dt, b, what)
	}
	if r.mem.IsSizeOnly(addr) { // unpackArg of hi-lo bytes writes nothing there
		s.firstTouch(r, addr, hi-lo, true)
		return nil
	}
	z := s.zeroBuf(hi - lo)
	err := s.unpackArg(r, addr, count, dt, z, what)
	s.putBuf(z)
	return err
}

// allSizeOnly says whether every non-empty block (size sizes[i] at
// addr(i)) of the program's buffer is in a size-only buffer; false
// when all are empty.
func (r *rank) allSizeOnly(n int, sizes func(i int) int64, addr func(i int) uint64) bool {
	some := false
	for i := 0; i < n; i++ {
		if sizes(i) > 0 {
			if !r.mem.IsSizeOnly(addr(i)) {
				return false
			}
			some = true
		}
	}
	return some
}

func (s *Sim) unpackArg(r *rank, addr uint64, count int64, dt *datatype, data []byte, what string) error {
	if err := dt.unpack(r.mem, addr, count, data); err != nil {
		return s.errorf(r, s.abi.Errors.Buffer, "invalid %s: %v", what, err)
	}
	s.firstTouch(r, addr, int64(len(data)), true)
	return nil
}

// collCommon decodes the communicator and, when hasRoot, the root.
func (s *Sim) collCommon(r *rank, commv uint64, root int32, hasRoot bool) (*collState, error) {
	c, err := s.comm(r, commv)
	if err != nil {
		return nil, err
	}
	cs := s.newColl(c)
	cs.sig = -1
	if hasRoot {
		if root < 0 || root >= c.size {
			return nil, s.errorf(r, s.abi.Errors.Root, "invalid root %d: communicator %s has %d ranks", root, s.commName(c.id), c.size)
		}
		cs.root = root
	}
	return cs, nil
}

func (s *Sim) reductionType(r *rank, dt *datatype, op mpi.Op) (*mpi.Basic, error) {
	if dt.basic == nil {
		return nil, s.errorf(r, s.abi.Errors.Type, "reductions need a datatype made of one basic type, not %s", dt.name)
	}
	if !op.Applies(dt.basic.Class) {
		return nil, s.errorf(r, s.abi.Errors.Op, "%s is not defined for %s", op, dt.basic.Name)
	}
	return dt.basic, nil
}

// MPI_Barrier(comm).
func mpiBarrier(s *Sim, r *rank, a []uint64) (uint64, bool, error) {
	c, err := s.collCommon(r, a[0], 0, false)
	if err != nil {
		return 0, false, err
	}
	c.tag, c.algo = tagBarrier, algoBarrier
	return collResult(s.beginColl(r, c))
}

func collResult(fin bool, err error) (uint64, bool, error) { return 0, fin, err }

// MPI_Bcast(buffer, count, datatype, root, comm).
func mpiBcast(s *Sim, r *rank, a []uint64) (uint64, bool, error) {
	c, err := s.collCommon(r, a[4], argInt(a[3]), true)
	if err != nil {
		return 0, false, err
	}
	count := int64(argInt(a[1]))
	dt, _, err := s.dtype(r, a[2], true)
	if err != nil {
		return 0, false, err
	}
	if err := s.checkCount(r, count); err != nil {
		return 0, false, err
	}
	c.sig, c.sigType = dt.packedSize(count), basicName(dt)
	me := c.comm.rankOf(r.id)
	if me == c.root {
		acc, n, err := s.packArgV(r, a[0], count, dt, "buffer")
		if err != nil {
			return 0, false, err
		}
		if c.acc = acc; acc == nil {
			c.virtual(false, vLazy, n) // a size-only buffer: zeros, carried as sizes
		}
		r.trBytes = n
	} else {
		n := dt.packedSize(count)
		if n > 0 && r.mem.IsSizeOnly(a[0]) {
			// Nothing to keep for this rank, but what it forwards down
			// the tree: the root's real bytes make the buffer real.
			vr := (me - c.root + c.comm.size) % c.comm.size
			mode := vLazy
			if vr%2 == 1 || vr+1 == c.comm.size {
				mode = vDiscard // a leaf: it forwards nothing
			}
			c.virtual(false, mode, n)
		} else {
			c.acc = make([]byte, n)
		}
		c.recvbuf, c.rcount, c.rdt = a[0], count, dt
		c.finish = finishUnpackAcc
	}
	c.tag, c.algo = tagBcast, algoBcast
	return collResult(s.beginColl(r, c))
}

func finishUnpackAcc(s *Sim, r *rank, c *collState) error {
	return s.unpackPart(r, c.recvbuf, c.rcount, c.rdt, c, false, 0, c.accLen(), "receive buffer")
}

// reduceSetup decodes (sendbuf, recvbuf, count, datatype, op) and packs
// this rank's contribution into acc.
func (s *Sim) reduceSetup(r *rank, c *collState, sendbuf, recvbuf uint64, count int64, dtv, opv uint64, rootOnlyRecv bool) error {
	dt, _, err := s.dtype(r, dtv, true)
	if err != nil {
		return err
	}
	if err := s.checkCount(r, count); err != nil {
		return err
	}
	if c.op, c.uop, err = s.op(r, opv); err != nil {
		return err
	}
	c.dt, c.dtv, c.sim = dt, dtv, s
	c.sig, c.sigType = dt.packedSize(count), basicName(dt)
	if c.uop == nil {
		if c.basic, err = s.reductionType(r, dt, c.op); err != nil {
			return err
		}
	}
	me := c.comm.rankOf(r.id)
	src := sendbuf
	if s.inPlace(sendbuf) {
		if rootOnlyRecv && me != c.root {
			return s.errorf(r, s.abi.Errors.Buffer, "MPI_IN_PLACE is only valid at the root")
		}
		src = recvbuf
	}
	c.acc = s.poolBuf(c, dt.packedSize(count))
	if err := s.packArgInto(r, src, count, dt, c.acc, "send buffer"); err != nil {
		return err
	}
	c.tmp = s.poolBuf(c, int64(len(c.acc)))
	r.trBytes = int64(len(c.acc))
	if !rootOnlyRecv || me == c.root {
		c.recvbuf, c.rcount, c.rdt = recvbuf, count, dt
		c.finish = finishUnpackAcc
	}
	return nil
}

// MPI_Reduce(sendbuf, recvbuf, count, datatype, op, root, comm).
func mpiReduce(s *Sim, r *rank, a []uint64) (uint64, bool, error) {
	c, err := s.collCommon(r, a[6], argInt(a[5]), true)
	if err != nil {
		return 0, false, err
	}
	if err := s.reduceSetup(r, c, a[0], a[1], int64(argInt(a[2])), a[3], a[4], true); err != nil {
		return 0, false, err
	}
	c.tag, c.algo = tagReduce, algoReduce
	return collResult(s.beginColl(r, c))
}

// MPI_Allreduce(sendbuf, recvbuf, count, datatype, op, comm).
func mpiAllreduce(s *Sim, r *rank, a []uint64) (uint64, bool, error) {
	c, err := s.collCommon(r, a[5], 0, false)
	if err != nil {
		return 0, false, err
	}
	if err := s.reduceSetup(r, c, a[0], a[1], int64(argInt(a[2])), a[3], a[4], false); err != nil {
		return 0, false, err
	}
	c.tag, c.algo = tagAllreduce, algoAllreduce
	return collResult(s.beginColl(r, c))
}

// MPI_Scan / MPI_Exscan(sendbuf, recvbuf, count, datatype, op, comm).
func mpiScan(s *Sim, r *rank, a []uint64, exclusive bool) (uint64, bool, error) {
	c, err := s.collCommon(r, a[5], 0, false)
	if err != nil {
		return 0, false, err
	}
	if err := s.reduceSetup(r, c, a[0], a[1], int64(argInt(a[2])), a[3], a[4], false); err != nil {
		return 0, false, err
	}
	c.res = make([]byte, len(c.acc))
	c.inclusive = !exclusive
	c.tag, c.algo = tagScan, algoScan
	c.finish = func(s *Sim, r *rank, c *collState) error {
		if !c.haveRes { // Exscan at rank 0: the receive buffer is undefined, left as is
			return nil
		}
		return s.unpackArg(r, c.recvbuf, c.rcount, c.rdt, c.res, "receive buffer")
	}
	return collResult(s.beginColl(r, c))
}

// MPI_Gather(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm).
func mpiGather(s *Sim, r *rank, a []uint64) (uint64, bool, error) {
	c, err := s.collCommon(r, a[7], argInt(a[6]), true)
	if err != nil {
		return 0, false, err
	}
	me := c.comm.rankOf(r.id)
	var own []byte // nil: a size-only buffer's zeros
	var ownLen int64
	discard := false // the root's receive buffer is size-only: nothing to keep
	if me == c.root {
		rdt, _, err := s.dtype(r, a[5], true)
		if err != nil {
			return 0, false, err
		}
		rcount := int64(argInt(a[4]))
		if err := s.checkCount(r, rcount); err != nil {
			return 0, false, err
		}
		c.blk = rdt.packedSize(rcount)
		if s.inPlace(a[0]) {
			if own, ownLen, err = s.packArgV(r, a[3]+uint64(int64(me)*rcount*rdt.extent), rcount, rdt, "receive buffer"); err != nil {
				return 0, false, err
			}
		} else if own, ownLen, err = s.packSendV(r, a[0], a[1], a[2]); err != nil {
			return 0, false, err
		}
		if ownLen != c.blk {
			return 0, false, s.errorf(r, s.abi.Errors.Truncate, "the root receives %d bytes per rank but sends %d", c.blk, ownLen)
		}
		c.recvbuf, c.rcount, c.rdt = a[3], rcount, rdt
		discard = r.allSizeOnly(int(c.comm.size), func(int) int64 { return c.blk },
			func(i int) uint64 { return c.recvbuf + uint64(int64(i)*c.rcount*c.rdt.extent) })
		c.finish = func(s *Sim, r *rank, c *collState) error {
			// acc holds blocks in virtual-rank order: block j is rank (j+root) mod n.
			for j := int32(0); j < c.n; j++ {
				rk := (j + c.root) % c.n
				addr := c.recvbuf + uint64(int64(rk)*c.rcount*c.rdt.extent)
				if err := s.unpackPart(r, addr, c.rcount, c.rdt, c, false, int64(j)*c.blk, int64(j+1)*c.blk, "receive buffer"); err != nil {
					return err
				}
			}
			return nil
		}
	} else {
		if own, ownLen, err = s.packSendV(r, a[0], a[1], a[2]); err != nil {
			return 0, false, err
		}
		c.blk = ownLen
	}
	r.trBytes = ownLen
	vr := (me - c.root + c.comm.size) % c.comm.size
	// A rank gathers at most its subtree: the lowest set bit of vr (n for the root).
	sub := int64(c.comm.size)
	if vr != 0 {
		sub = int64(vr & -vr)
		sub = min(sub, int64(c.comm.size-vr))
	}
	switch {
	case discard:
		c.virtual(false, vDiscard, sub*c.blk)
	case own == nil && ownLen > 0:
		// Zeros of its own, but the subtree's real bytes make it real.
		c.virtual(false, vLazy, sub*c.blk)
	default:
		c.acc = make([]byte, sub*c.blk)
		copy(c.acc, own)
	}
	typeArg := a[2] // a member's send type
	if me == c.root {
		typeArg = a[5] // the root's receive type, which MPI_IN_PLACE keeps
	}
	if c.sigType, err = s.basicArg(r, typeArg); err != nil {
		return 0, false, err
	}
	c.sig = c.blk // each rank's block, the root's receive block
	c.tag, c.algo = tagGather, algoGather
	return collResult(s.beginColl(r, c))
}

// packSend packs (buf, count, datatype) arguments.
func (s *Sim) packSend(r *rank, buf, countv, dtv uint64) ([]byte, error) {
	dt, _, err := s.dtype(r, dtv, true)
	if err != nil {
		return nil, err
	}
	count := int64(argInt(countv))
	if err := s.checkCount(r, count); err != nil {
		return nil, err
	}
	return s.packArg(r, buf, count, dt, "send buffer")
}

// packSendV is packSend that packs nothing from a size-only buffer
// (packArgV): it returns nil and the size.
func (s *Sim) packSendV(r *rank, buf, countv, dtv uint64) ([]byte, int64, error) {
	dt, _, err := s.dtype(r, dtv, true)
	if err != nil {
		return nil, 0, err
	}
	count := int64(argInt(countv))
	if err := s.checkCount(r, count); err != nil {
		return nil, 0, err
	}
	return s.packArgV(r, buf, count, dt, "send buffer")
}

// MPI_Scatter(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root, comm).
func mpiScatter(s *Sim, r *rank, a []uint64) (uint64, bool, error) {
	c, err := s.collCommon(r, a[7], argInt(a[6]), true)
	if err != nil {
		return 0, false, err
	}
	me := c.comm.rankOf(r.id)
	n := c.comm.size
	inPlace := me == c.root && s.inPlace(a[3])
	var rdt *datatype
	rcount := int64(0)
	if !inPlace {
		if rdt, _, err = s.dtype(r, a[5], true); err != nil {
			return 0, false, err
		}
		rcount = int64(argInt(a[4]))
		if err := s.checkCount(r, rcount); err != nil {
			return 0, false, err
		}
		c.recvbuf, c.rcount, c.rdt = a[3], rcount, rdt
	}
	if me == c.root {
		sdt, _, err := s.dtype(r, a[2], true)
		if err != nil {
			return 0, false, err
		}
		scount := int64(argInt(a[1]))
		if err := s.checkCount(r, scount); err != nil {
			return 0, false, err
		}
		c.blk = sdt.packedSize(scount)
		if !inPlace && rdt.packedSize(rcount) != c.blk {
			return 0, false, s.errorf(r, s.abi.Errors.Truncate, "the root sends %d bytes per rank but receives %d", c.blk, rdt.packedSize(rcount))
		}
		sendAddr := func(j int) uint64 { return a[0] + uint64(int64((int32(j)+c.root)%n)*scount*sdt.extent) }
		if r.allSizeOnly(int(n), func(int) int64 { return c.blk }, sendAddr) {
			c.virtual(false, vLazy, int64(n)*c.blk) // zeros, carried as sizes
		} else {
			// Pack in virtual-rank order: block j goes to rank (j+root) mod n.
			c.acc = make([]byte, int64(n)*c.blk)
			for j := int32(0); j < n; j++ {
				if err := sdt.pack(r.mem, sendAddr(int(j)), scount, c.acc[int64(j)*c.blk:int64(j+1)*c.blk]); err != nil {
					return 0, false, s.errorf(r, s.abi.Errors.Buffer, "invalid send buffer: %v", err)
				}
			}
		}
		r.trBytes = int64(n)*c.blk - c.blk
	} else {
		c.blk = rdt.packedSize(rcount)
		vr := (me - c.root + n) % n
		sub := min(int64(vr&-vr), int64(n-vr))
		if c.blk > 0 && r.mem.IsSizeOnly(c.recvbuf) {
			// Nothing to keep but what goes on to the subtree.
			mode := vLazy
			if sub == 1 {
				mode = vDiscard
			}
			c.virtual(false, mode, sub*c.blk)
		} else {
			c.acc = make([]byte, sub*c.blk)
		}
	}
	if !inPlace {
		c.finish = func(s *Sim, r *rank, c *collState) error {
			return s.unpackPart(r, c.recvbuf, c.rcount, c.rdt, c, false, 0, c.blk, "receive buffer")
		}
	}
	if me == c.root {
		c.sigType, err = s.basicArg(r, a[2])
	} else {
		c.sigType = basicName(rdt)
	}
	if err != nil {
		return 0, false, err
	}
	c.sig = c.blk // each rank's block, the root's send block
	c.tag, c.algo = tagScatter, algoScatter
	return collResult(s.beginColl(r, c))
}

// vArgs reads per-rank counts and displacements (in elements) and turns
// them into byte sizes and offsets of a packed buffer laid out by rank.
func (s *Sim) vArgs(r *rank, c *collState, countsAddr, displsAddr uint64, dt *datatype) ([]int32, []int32, error) {
	n := c.comm.size
	counts, err := s.loadInts(r, countsAddr, n, "counts")
	if err != nil {
		return nil, nil, err
	}
	var displs []int32
	if displsAddr != 0 {
		if displs, err = s.loadInts(r, displsAddr, n, "displacements"); err != nil {
			return nil, nil, err
		}
	}
	c.sizes = make([]int64, n)
	c.offs = make([]int64, n+1)
	for i, k := range counts {
		if k < 0 {
			return nil, nil, s.errorf(r, s.abi.Errors.Count, "negative count %d for rank %d", k, i)
		}
		c.sizes[i] = dt.packedSize(int64(k))
		c.offs[i+1] = c.offs[i] + c.sizes[i]
	}
	return counts, displs, nil
}

// MPI_Gatherv(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, root, comm).
func mpiGatherv(s *Sim, r *rank, a []uint64) (uint64, bool, error) {
	c, err := s.collCommon(r, a[8], argInt(a[7]), true)
	if err != nil {
		return 0, false, err
	}
	me := c.comm.rankOf(r.id)
	if me != c.root {
		acc, n, err := s.packSendV(r, a[0], a[1], a[2])
		if err != nil {
			return 0, false, err
		}
		if c.acc = acc; acc == nil {
			c.virtual(false, vLazy, n) // zeros, carried as sizes
		}
		r.trBytes = n
		c.tag, c.algo = tagGather, algoGatherv
		return collResult(s.beginColl(r, c))
	}
	rdt, _, err := s.dtype(r, a[6], true)
	if err != nil {
		return 0, false, err
	}
	counts, displs, err := s.vArgs(r, c, a[4], a[5], rdt)
	if err != nil {
		return 0, false, err
	}
	inPlace := s.inPlace(a[0])
	recvAddr := func(i int) uint64 { return a[3] + uint64(int64(displs[i])*rdt.extent) }
	// The root forwards nothing: with a size-only receive buffer it keeps nothing.
	keep := !r.allSizeOnly(int(c.comm.size), func(i int) int64 {
		if int32(i) == me && inPlace {
			return 0
		}
		return c.sizes[i]
	}, recvAddr)
	if keep {
		c.acc = make([]byte, c.offs[c.comm.size])
	} else {
		c.virtual(false, vDiscard, c.offs[c.comm.size])
	}
	if !inPlace {
		own, n, err := s.packSendV(r, a[0], a[1], a[2])
		if err != nil {
			return 0, false, err
		}
		if n != c.sizes[me] {
			return 0, false, s.errorf(r, s.abi.Errors.Truncate, "the root sends itself %d bytes but expects %d", n, c.sizes[me])
		}
		if keep {
			copy(c.acc[c.offs[me]:], own) // nil own: zeros, as acc is
		}
	}
	c.recvbuf, c.rdt, c.rcounts, c.rdispls = a[3], rdt, counts, displs
	c.finish = func(s *Sim, r *rank, c *collState) error {
		for i := int32(0); i < c.n; i++ {
			if i == c.me && inPlace {
				continue
			}
			addr := c.recvbuf + uint64(int64(c.rdispls[i])*c.rdt.extent)
			if err := s.unpackPart(r, addr, int64(c.rcounts[i]), c.rdt, c, false, c.offs[i], c.offs[i+1], "receive buffer"); err != nil {
				return err
			}
		}
		return nil
	}
	c.tag, c.algo = tagGather, algoGatherv
	return collResult(s.beginColl(r, c))
}

// MPI_Scatterv(sendbuf, sendcounts, displs, sendtype, recvbuf, recvcount, recvtype, root, comm).
func mpiScatterv(s *Sim, r *rank, a []uint64) (uint64, bool, error) {
	c, err := s.collCommon(r, a[8], argInt(a[7]), true)
	if err != nil {
		return 0, false, err
	}
	me := c.comm.rankOf(r.id)
	inPlace := me == c.root && s.inPlace(a[4])
	if !inPlace {
		rdt, _, err := s.dtype(r, a[6], true)
		if err != nil {
			return 0, false, err
		}
		rcount := int64(argInt(a[5]))
		if err := s.checkCount(r, rcount); err != nil {
			return 0, false, err
		}
		c.recvbuf, c.rcount, c.rdt = a[4], rcount, rdt
		c.finish = finishUnpackAcc
	}
	if me != c.root {
		if n := c.rdt.packedSize(c.rcount); n > 0 && r.mem.IsSizeOnly(c.recvbuf) {
			c.virtual(false, vDiscard, n) // nothing to keep, nothing forwarded
		} else {
			c.acc = make([]byte, n)
		}
		c.tag, c.algo = tagScatter, algoScatterv
		return collResult(s.beginColl(r, c))
	}
	sdt, _, err := s.dtype(r, a[3], true)
	if err != nil {
		return 0, false, err
	}
	counts, displs, err := s.vArgs(r, c, a[1], a[2], sdt)
	if err != nil {
		return 0, false, err
	}
	sendAddr := func(i int) uint64 { return a[0] + uint64(int64(displs[i])*sdt.extent) }
	if r.allSizeOnly(int(c.comm.size), func(i int) int64 { return c.sizes[i] }, sendAddr) {
		c.virtual(false, vLazy, c.offs[c.comm.size]) // zeros, carried as sizes
	} else {
		all := make([]byte, c.offs[c.comm.size])
		for i := int32(0); i < c.comm.size; i++ {
			if err := sdt.pack(r.mem, sendAddr(int(i)), int64(counts[i]), all[c.offs[i]:c.offs[i+1]]); err != nil {
				return 0, false, s.errorf(r, s.abi.Errors.Buffer, "invalid send buffer: %v", err)
			}
		}
		c.acc = all
	}
	r.trBytes = c.offs[c.comm.size] - c.sizes[me]
	if !inPlace {
		if c.rdt.packedSize(c.rcount) < c.sizes[me] {
			return 0, false, s.errorf(r, s.abi.Errors.Truncate, "the root sends itself %d bytes but receives %d", c.sizes[me], c.rdt.packedSize(c.rcount))
		}
		c.finish = func(s *Sim, r *rank, c *collState) error {
			return s.unpackPart(r, c.recvbuf, c.rcount, c.rdt, c, false, c.offs[c.me], c.offs[c.me+1], "receive buffer")
		}
	}
	c.tag, c.algo = tagScatter, algoScatterv
	return collResult(s.beginColl(r, c))
}

// allgatherSetup lays out Bruck's rotated buffer from per-rank sizes
// (c.sizes, comm rank order) and places this rank's block first.
func (c *collState) allgatherSetup(own []byte) {
	n := c.n
	rot := make([]int64, n+1)
	for j := int32(0); j < n; j++ {
		rot[j+1] = rot[j] + c.sizes[(c.me+j)%n]
	}
	c.offs = rot
	if own == nil && c.sizes[c.me] > 0 {
		// Zeros of its own (a size-only buffer), forwarded as sizes until
		// real bytes arrive.
		c.virtual(false, vLazy, rot[n])
		return
	}
	c.acc = make([]byte, rot[n])
	copy(c.acc, own)
}

// MPI_Allgather(sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm)
// and MPI_Allgatherv(sendbuf, sendcount, sendtype, recvbuf, recvcounts, displs, recvtype, comm).
func mpiAllgather(s *Sim, r *rank, a []uint64, v bool) (uint64, bool, error) {
	commArg, rdtArg := a[6], a[5]
	if v {
		commArg, rdtArg = a[7], a[6]
	}
	c, err := s.collCommon(r, commArg, 0, false)
	if err != nil {
		return 0, false, err
	}
	c.me, c.n = c.comm.rankOf(r.id), c.comm.size
	rdt, _, err := s.dtype(r, rdtArg, true)
	if err != nil {
		return 0, false, err
	}
	var counts, displs []int32
	if v {
		if counts, displs, err = s.vArgs(r, c, a[4], a[5], rdt); err != nil {
			return 0, false, err
		}
	} else {
		rcount := argInt(a[4])
		if err := s.checkCount(r, int64(rcount)); err != nil {
			return 0, false, err
		}
		counts, displs = make([]int32, c.n), make([]int32, c.n)
		c.sizes = make([]int64, c.n)
		for i := range counts {
			counts[i], displs[i] = rcount, int32(i)*rcount
			c.sizes[i] = rdt.packedSize(int64(rcount))
		}
	}
	var own []byte
	var ownLen int64
	if s.inPlace(a[0]) {
		addr := a[3] + uint64(int64(displs[c.me])*rdt.extent)
		if own, ownLen, err = s.packArgV(r, addr, int64(counts[c.me]), rdt, "receive buffer"); err != nil {
			return 0, false, err
		}
	} else if own, ownLen, err = s.packSendV(r, a[0], a[1], a[2]); err != nil {
		return 0, false, err
	}
	if ownLen != c.sizes[c.me] {
		return 0, false, s.errorf(r, s.abi.Errors.Truncate, "rank %d contributes %d bytes but %d are expected", c.me, ownLen, c.sizes[c.me])
	}
	r.trBytes = ownLen
	c.allgatherSetup(own)
	recvbuf := a[3]
	c.finish = func(s *Sim, r *rank, c *collState) error {
		for j := int32(0); j < c.n; j++ {
			rk := (c.me + j) % c.n
			addr := recvbuf + uint64(int64(displs[rk])*rdt.extent)
			if err := s.unpackPart(r, addr, int64(counts[rk]), rdt, c, false, c.offs[j], c.offs[j+1], "receive buffer"); err != nil {
				return err
			}
		}
		return nil
	}
	if !v {
		c.sig, c.sigType = c.sizes[c.me], basicName(rdt)
	}
	c.tag, c.algo = tagAllgather, algoBruck
	return collResult(s.beginColl(r, c))
}

// alltoallKind tells the three forms of all-to-all apart.
type alltoallKind uint8

const (
	alltoallPlain alltoallKind = iota // (sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, comm)
	alltoallV                         // (sendbuf, sendcounts, sdispls, sendtype, recvbuf, recvcounts, rdispls, recvtype, comm)
	alltoallW                         // (sendbuf, sendcounts, sdispls, sendtypes, recvbuf, recvcounts, rdispls, recvtypes, comm); byte displacements
	alltoallWAint                     // as alltoallW with MPI_Aint displacements (MPI_Neighbor_alltoallw)
)

// peerBlock is one block of an all-to-all: count elements of dt at byte
// offset off of the buffer.
type peerBlock struct {
	count int64
	off   int64
	dt    *datatype
}

// alltoallSide reads one side (send or receive) of an all-to-all.
func (s *Sim) alltoallSide(r *rank, n int32, kind alltoallKind, countv, countsAddr, displsAddr, typeArg uint64, what string) ([]peerBlock, error) {
	blocks := make([]peerBlock, n)
	var counts, displs []int32
	var aints []int64
	var err error
	if kind == alltoallWAint {
		if counts, err = s.loadInts(r, countsAddr, n, what+" counts"); err != nil {
			return nil, err
		}
		if aints, err = s.loadAints(r, displsAddr, int64(n), what+" displacements"); err != nil {
			return nil, err
		}
		displs = make([]int32, n)
	} else if kind == alltoallPlain {
		counts, displs = make([]int32, n), make([]int32, n)
		for i := range counts {
			counts[i], displs[i] = argInt(countv), int32(i)*argInt(countv)
		}
	} else {
		if counts, err = s.loadInts(r, countsAddr, n, what+" counts"); err != nil {
			return nil, err
		}
		if displs, err = s.loadInts(r, displsAddr, n, what+" displacements"); err != nil {
			return nil, err
		}
	}
	for i := range blocks {
		var dt *datatype
		if kind == alltoallW || kind == alltoallWAint {
			v, err := s.readHandle(r, typeArg+uint64(i*s.abi.HandleBytes))
			if err != nil {
				return nil, s.errorf(r, s.abi.Errors.Arg, "invalid %s types array: %v", what, err)
			}
			if dt, _, err = s.dtype(r, v, true); err != nil {
				return nil, err
			}
		} else if i == 0 {
			if dt, _, err = s.dtype(r, typeArg, true); err != nil {
				return nil, err
			}
		} else {
			dt = blocks[0].dt
		}
		if counts[i] < 0 {
			return nil, s.errorf(r, s.abi.Errors.Count, "negative %s count %d for rank %d", what, counts[i], i)
		}
		off := int64(displs[i])
		switch kind {
		case alltoallWAint:
			off = aints[i]
		case alltoallW:
		default:
			off *= dt.extent
		}
		blocks[i] = peerBlock{count: int64(counts[i]), off: off, dt: dt}
	}
	return blocks, nil
}

// mpiAlltoall implements MPI_Alltoall, MPI_Alltoallv and MPI_Alltoallw.
func mpiAlltoall(s *Sim, r *rank, a []uint64, kind alltoallKind) (uint64, bool, error) {
	var commArg uint64
	if kind == alltoallPlain {
		commArg = a[6]
	} else {
		commArg = a[8]
	}
	c, err := s.collCommon(r, commArg, 0, false)
	if err != nil {
		return 0, false, err
	}
	n := c.comm.size
	me := c.comm.rankOf(r.id)
	var sbuf, rbuf uint64
	var sends, recvs []peerBlock
	if kind == alltoallPlain {
		sbuf, rbuf = a[0], a[3]
		recvs, err = s.alltoallSide(r, n, kind, a[4], 0, 0, a[5], "receive")
		if err == nil && !s.inPlace(sbuf) {
			sends, err = s.alltoallSide(r, n, kind, a[1], 0, 0, a[2], "send")
		}
	} else {
		sbuf, rbuf = a[0], a[4]
		recvs, err = s.alltoallSide(r, n, kind, 0, a[5], a[6], a[7], "receive")
		if err == nil && !s.inPlace(sbuf) {
			sends, err = s.alltoallSide(r, n, kind, 0, a[1], a[2], a[3], "send")
		}
	}
	if err != nil {
		return 0, false, err
	}
	if s.inPlace(sbuf) {
		// The data to send is in the receive buffer, laid out like the result.
		sbuf, sends = rbuf, recvs
	}
	// sizes[0:n] / offs[0:n]: send blocks by destination; sizes[n:2n] /
	// offs[n:2n]: receive blocks by source.
	c.sizes = make([]int64, 2*n)
	c.offs = make([]int64, 2*n)
	var sTotal, rTotal int64
	for i := int32(0); i < n; i++ {
		c.sizes[i], c.offs[i] = sends[i].dt.packedSize(sends[i].count), sTotal
		sTotal += c.sizes[i]
		c.sizes[n+i], c.offs[n+i] = recvs[i].dt.packedSize(recvs[i].count), rTotal
		rTotal += c.sizes[n+i]
	}
	// Size-only send blocks pack as zeros: the send side holds no bytes
	// and its messages carry none. Size-only receive blocks take nothing:
	// the receive side holds no bytes either (it forwards nothing).
	if r.allSizeOnly(int(n), func(i int) int64 { return c.sizes[i] }, func(i int) uint64 { return sbuf + uint64(sends[i].off) }) {
		c.virtual(false, vLazy, sTotal)
	} else {
		c.acc = make([]byte, sTotal)
		for i := int32(0); i < n; i++ {
			b := sends[i]
			if err := b.dt.pack(r.mem, sbuf+uint64(b.off), b.count, c.acc[c.offs[i]:c.offs[i]+c.sizes[i]]); err != nil {
				return 0, false, s.errorf(r, s.abi.Errors.Buffer, "invalid send buffer: %v", err)
			}
		}
	}
	r.trBytes = sTotal - c.sizes[me]
	if r.allSizeOnly(int(n), func(i int) int64 { return c.sizes[int(n)+i] }, func(i int) uint64 { return rbuf + uint64(recvs[i].off) }) {
		c.virtual(true, vDiscard, rTotal)
	} else {
		c.tmp = make([]byte, rTotal)
	}
	if c.sizes[me] > c.sizes[n+me] {
		return 0, false, s.errorf(r, s.abi.Errors.Truncate, "rank %d sends itself %d bytes but receives %d", me, c.sizes[me], c.sizes[n+me])
	}
	if own := c.part(false, c.offs[me], c.offs[me]+c.sizes[me]); !s.selfTimed && c.tmp != nil && own != nil {
		copy(c.tmp[c.offs[n+me]:], own) // else tmp holds nothing or zeros already
	}
	c.finish = func(s *Sim, r *rank, c *collState) error {
		for i := int32(0); i < c.n; i++ {
			b := recvs[i]
			lo := c.offs[c.n+i]
			if err := s.unpackPart(r, rbuf+uint64(b.off), b.count, b.dt, c, true, lo, lo+c.sizes[c.n+i], "receive buffer"); err != nil {
				return err
			}
		}
		return nil
	}
	if kind == alltoallPlain {
		c.sig, c.sigType = c.sizes[n], basicName(recvs[0].dt) // every block alike
	}
	c.tag, c.algo = tagAlltoall, algoAlltoall
	return collResult(s.beginColl(r, c))
}

// MPI_Reduce_scatter(sendbuf, recvbuf, recvcounts, datatype, op, comm) and
// MPI_Reduce_scatter_block(sendbuf, recvbuf, recvcount, datatype, op, comm):
// a binomial reduce to rank 0 followed by a linear scatterv, as one
// collective of two phases.
func mpiReduceScatter(s *Sim, r *rank, a []uint64, block bool) (uint64, bool, error) {
	c, err := s.collCommon(r, a[5], 0, true)
	if err != nil {
		return 0, false, err
	}
	n := c.comm.size
	dt, _, err := s.dtype(r, a[3], true)
	if err != nil {
		return 0, false, err
	}
	var counts []int32
	if block {
		counts = make([]int32, n)
		for i := range counts {
			counts[i] = argInt(a[2])
		}
	} else if counts, err = s.loadInts(r, a[2], n, "receive counts"); err != nil {
		return 0, false, err
	}
	total := int64(0)
	for i, k := range counts {
		if k < 0 {
			return 0, false, s.errorf(r, s.abi.Errors.Count, "negative count %d for rank %d", k, i)
		}
		total += int64(k)
	}
	me := c.comm.rankOf(r.id)
	if err := s.reduceSetup(r, c, a[0], a[1], total, a[3], a[4], false); err != nil {
		return 0, false, err
	}
	if s.inPlace(a[0]) {
		// The result goes to the start of recvbuf.
		c.recvbuf = a[1]
	}
	myCount := int64(counts[me])
	c.rcount = myCount
	c.sizes = make([]int64, n)
	c.offs = make([]int64, n+1)
	for i, k := range counts {
		c.sizes[i] = dt.packedSize(int64(k))
		c.offs[i+1] = c.offs[i] + c.sizes[i]
	}
	c.tag = tagReduce
	phase := 0
	c.algo = func(s *Sim, r *rank, c *collState) (bool, error) {
		if phase == 0 {
			fin, err := algoReduce(s, r, c)
			if !fin || err != nil {
				return fin, err
			}
			phase = 1
			c.step = 0
			c.tag = tagScatter
			if c.me != c.root {
				c.acc = make([]byte, c.sizes[c.me])
			}
		}
		return algoScatterv(s, r, c)
	}
	c.finish = func(s *Sim, r *rank, c *collState) error {
		own := c.acc
		if c.me == c.root {
			own = c.acc[c.offs[c.me]:c.offs[c.me+1]]
		}
		return s.unpackArg(r, c.recvbuf, c.rcount, c.rdt, own, "receive buffer")
	}
	return collResult(s.beginColl(r, c))
}

// --- Neighborhood collectives on Cartesian communicators (MPI-3.1 §7.6):
// the neighbors are, per dimension, the source then the destination of
// MPI_Cart_shift(d, 1), MPI_PROC_NULL at non-periodic borders. Everything
// goes in one round. A block sent towards neighbor slot i arrives at that
// neighbor in its slot i^1 (the opposite direction), which the tag says:
// when a periodic dimension of size 1 or 2 makes the same rank a neighbor
// twice, the blocks still land by direction, as with Open MPI 4.1.

// cartNeighbors lists the comm ranks of the neighbors of comm rank me (-1 for none).
func cartNeighbors(c *comm, me int32) []int32 {
	t := c.cart
	co := t.coords(me)
	out := make([]int32, 0, 2*len(t.dims))
	for d := range t.dims {
		for _, disp := range []int32{-1, 1} {
			x := append([]int32(nil), co...)
			x[d] += disp
			out = append(out, t.rank(x)) // -1 at a non-periodic border
		}
	}
	return out
}

func algoNeighbor(s *Sim, r *rank, c *collState) (bool, error) {
	if c.step > 0 {
		return true, nil
	}
	c.step = 1
	base := c.tag
	k := int32(len(c.nbrs))
	for i, nb := range c.nbrs {
		if nb < 0 {
			continue
		}
		at := k + int32(i)
		c.tag = base | int32(i)<<4
		if err := s.recvPart(r, c, true, nb, c.offs[at], c.offs[at]+c.sizes[at]); err != nil {
			return false, err
		}
		c.tag = base | int32(i^1)<<4
		if err := s.sendPart(r, c, false, nb, c.offs[i], c.offs[i]+c.sizes[i]); err != nil {
			return false, err
		}
	}
	c.tag = base
	return false, nil
}

// neighborRecvSide makes tmp, the receive side of a neighborhood
// collective (k slots, rTotal bytes): holding no bytes when every block
// from a neighbor lands in a size-only buffer, as nothing is forwarded.
func (c *collState) neighborRecvSide(r *rank, k int32, rbuf uint64, recvs []peerBlock, rTotal int64) {
	size := func(i int) int64 {
		if c.nbrs[i] < 0 {
			return 0 // MPI_PROC_NULL: nothing arrives
		}
		return c.sizes[int(k)+i]
	}
	if r.allSizeOnly(int(k), size, func(i int) uint64 { return rbuf + uint64(recvs[i].off) }) {
		c.virtual(true, vDiscard, rTotal)
		return
	}
	c.tmp = make([]byte, rTotal)
}

// mpiNeighbor implements MPI_Neighbor_allgather(v) and MPI_Neighbor_alltoall(v,w).
// allgather: (sendbuf, sendcount, sendtype, recvbuf, recvcount(s), [displs,] recvtype, comm);
// alltoall: the all-to-all argument lists.
func mpiNeighbor(s *Sim, r *rank, a []uint64, allgather bool, kind alltoallKind) (uint64, bool, error) {
	if kind == alltoallW {
		kind = alltoallWAint
	}
	var commArg uint64
	switch {
	case allgather && kind == alltoallPlain:
		commArg = a[6]
	case allgather:
		commArg = a[7]
	case kind == alltoallPlain:
		commArg = a[6]
	default:
		commArg = a[8]
	}
	cm, err := s.comm(r, commArg)
	if err != nil {
		return 0, false, err
	}
	if cm.cart == nil {
		return 0, false, s.errorf(r, s.abi.Errors.Topology, "neighborhood collectives need a Cartesian communicator (%s has no topology)", s.commName(cm.id))
	}
	c := s.newColl(cm)
	me := cm.rankOf(r.id)
	c.nbrs = cartNeighbors(cm, me)
	k := int32(len(c.nbrs))
	var sends, recvs []peerBlock
	var rbuf uint64
	if allgather {
		// Every neighbor gets the same block; received blocks as Allgather(v) lays them out.
		own, ownLen, err := s.packSendV(r, a[0], a[1], a[2])
		if err != nil {
			return 0, false, err
		}
		rbuf = a[3]
		if kind == alltoallPlain {
			recvs, err = s.alltoallSide(r, k, alltoallPlain, a[4], 0, 0, a[5], "receive")
		} else {
			recvs, err = s.alltoallSide(r, k, alltoallV, 0, a[4], a[5], a[6], "receive")
		}
		if err != nil {
			return 0, false, err
		}
		c.sizes, c.offs = make([]int64, 2*k), make([]int64, 2*k)
		if c.acc = own; own == nil {
			c.virtual(false, vLazy, ownLen) // zeros, carried as sizes
		}
		var rTotal int64
		for i := int32(0); i < k; i++ {
			c.sizes[i], c.offs[i] = ownLen, 0
			c.sizes[k+i], c.offs[k+i] = recvs[i].dt.packedSize(recvs[i].count), rTotal
			rTotal += c.sizes[k+i]
		}
		c.neighborRecvSide(r, k, rbuf, recvs, rTotal)
		r.trBytes = ownLen
	} else {
		sbuf := a[0]
		if kind == alltoallPlain {
			rbuf = a[3]
			sends, err = s.alltoallSide(r, k, kind, a[1], 0, 0, a[2], "send")
			if err == nil {
				recvs, err = s.alltoallSide(r, k, kind, a[4], 0, 0, a[5], "receive")
			}
		} else {
			rbuf = a[4]
			sends, err = s.alltoallSide(r, k, kind, 0, a[1], a[2], a[3], "send")
			if err == nil {
				recvs, err = s.alltoallSide(r, k, kind, 0, a[5], a[6], a[7], "receive")
			}
		}
		if err != nil {
			return 0, false, err
		}
		c.sizes, c.offs = make([]int64, 2*k), make([]int64, 2*k)
		var sTotal, rTotal int64
		for i := int32(0); i < k; i++ {
			c.sizes[i], c.offs[i] = sends[i].dt.packedSize(sends[i].count), sTotal
			sTotal += c.sizes[i]
			c.sizes[k+i], c.offs[k+i] = recvs[i].dt.packedSize(recvs[i].count), rTotal
			rTotal += c.sizes[k+i]
		}
		if r.allSizeOnly(int(k), func(i int) int64 { return c.sizes[i] }, func(i int) uint64 { return sbuf + uint64(sends[i].off) }) {
			c.virtual(false, vLazy, sTotal) // zeros, carried as sizes
		} else {
			c.acc = make([]byte, sTotal)
			for i := int32(0); i < k; i++ {
				b := sends[i]
				if err := b.dt.pack(r.mem, sbuf+uint64(b.off), b.count, c.acc[c.offs[i]:c.offs[i]+c.sizes[i]]); err != nil {
					return 0, false, s.errorf(r, s.abi.Errors.Buffer, "invalid send buffer: %v", err)
				}
			}
		}
		c.neighborRecvSide(r, k, rbuf, recvs, rTotal)
		r.trBytes = sTotal
	}
	c.finish = func(s *Sim, r *rank, c *collState) error {
		for i := int32(0); i < k; i++ {
			if c.nbrs[i] < 0 {
				continue // MPI_PROC_NULL: the receive buffer is left alone
			}
			b, lo := recvs[i], c.offs[k+i]
			if err := s.unpackPart(r, rbuf+uint64(b.off), b.count, b.dt, c, true, lo, lo+c.sizes[k+i], "receive buffer"); err != nil {
				return err
			}
		}
		return nil
	}
	c.tag, c.algo = tagNeighbor, algoNeighbor
	return collResult(s.beginColl(r, c))
}
