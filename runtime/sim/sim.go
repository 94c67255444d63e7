// Sim: configuration, results, ranks and the host side of the interpreter (causality, call completion, resumption).
package sim

import (
	"errors"
	"fmt"
	"io"

	"github.com/mpiskel/mpiskel/runtime/interp"
	"github.com/mpiskel/mpiskel/runtime/mpi"
	"github.com/mpiskel/mpiskel/runtime/network"
	"github.com/mpiskel/mpiskel/runtime/trace"
	"github.com/mpiskel/mpiskel/runtime/valueprof"
)

// EventSink receives one trace event per MPI call, compute burst and
// ADD_TIME call, each rank's in order; *trace.Writer implements it. Every
// ADD_TIME call is an event of its own, so that consumers can count them
// (profiling probes, charges per region); a trace file wants
// trace.Coarsener in front of its writer, which merges each rank's compute
// and ADD_TIME between two MPI calls.
type EventSink = trace.Sink

// Config describes one simulated run.
type Config struct {
	NP      int               // number of ranks
	Args    []string          // argv, program name first
	Env     map[string]string // getenv
	Network network.Model     // nil: ideal (zero latency, infinite bandwidth, everything eager)
	// PsPerInstruction is the compute cost of one executed IR instruction.
	PsPerInstruction float64
	// CoreShare multiplies every compute burst and ADD_TIME: the ranks of
	// a node sharing fewer cores (network.Machine.CoreShare); 0 means 1.
	CoreShare float64
	// PsPerWrite and PsPerWriteByte are what a rank's write to stdout or
	// stderr (a line, as line buffering flushes it) costs the rank.
	PsPerWrite, PsPerWriteByte float64
	// PsPerConversion is what formatting one conversion of the printf
	// family costs (libc's work natively; the interpreter's Go formatting
	// is not counted as instructions); charged as compute.
	PsPerConversion float64
	// PsPerUnmappedPage is what free() costs per page of a block glibc
	// mapped by itself (the kernel's munmap; interp.Process.UnmappedPages);
	// charged as compute.
	PsPerUnmappedPage float64
	// PsPerFirstTouch is what the first write to a page of fresh memory
	// costs (the kernel's page fault): charged to a message received into
	// a size-only buffer's pages (see firstTouch); zero charges none.
	PsPerFirstTouch float64
	// Overheads are MPI's own CPU time per call and per eager message
	// (network.Machine.Overheads); zero charges none.
	Overheads network.Overheads
	// Noise is the node's detour classes (the machine file's node.noise): each
	// compute burst and ADD_TIME is charged its time less the mean share
	// of noise it holds, plus the detours that fall in it (see noisy);
	// none: no noise.
	Noise []Detour
	// NoiseOffCPU is the fraction of the detours' time that costs, being
	// CPU times, do not hold (node.noise_off_cpu): 0 takes their whole mean
	// share off a burst, 1 none of it.
	NoiseOffCPU float64
	Trace       EventSink // nil for none
	// Values receives what a profile build records of MPI arguments
	// (values.go); nil discards it.
	Values         ValueSink
	Stdout, Stderr io.Writer // nil discards
	// ProcessorName is what MPI_Get_processor_name reports ("" gives "sim%d"
	// with the rank).
	ProcessorName string
	// FilesDir is where the ranks' relative file names resolve ("" the
	// working directory): each run reads the files there and keeps what
	// it writes in Result.Files, never on disk.
	FilesDir string
	// Stdin gives rank 0's standard input, as mpirun forwards it (the other
	// ranks read none); called once per run, nil for none.
	Stdin func() io.Reader
	// MemoryLimit is the resident bytes the process may reach before the
	// run ends with an error; 0: its resident memory at the start plus 90 %
	// of what the machine has available then.
	MemoryLimit uint64
}

// RankResult is what one rank did, in picoseconds of virtual time.
type RankResult struct {
	Finish       int64 // virtual time the rank exited
	Compute      int64 // instructions × PsPerInstruction + libc's work (libcPs)
	AddTime      int64 // charged by ADD_TIME
	AddTimeCalls int64
	Output       int64 // writing to stdout and stderr (Config.PsPerWrite, PsPerWriteByte)
	FirstTouch   int64 // receiving into fresh pages (Config.PsPerFirstTouch); in MPI too when paid at the end of an MPI call, as it mostly is
	Noise        int64 // detours (Config.Noise), also in Compute and AddTime
	MPI          int64 // inside MPI calls
	Wait         int64 // the part of MPI blocked in point-to-point, probe and completion calls
	Collective   int64 // the part of MPI inside collectives and communicator creation
	MPICalls     int64
	MsgsSent     int64 // point-to-point messages, collectives' internal messages included
	BytesSent    int64
	Instructions uint64
	ExitCode     int
}

// Result is the outcome of a run.
type Result struct {
	Ranks []RankResult
	Total RankResult // sums; Finish is the latest finish
	// Predicted is the predicted run time in seconds: the latest rank finish.
	Predicted float64
	ExitCode  int   // the largest rank exit code, as mpirun reports
	Events    int64 // kernel events delivered
	// FirstExit is the first rank to end with a non-zero status when that
	// did not stop the run (it had called MPI_Finalize, or never MPI_Init):
	// its rank, exit call and site, as mpirun names it. nil when none did.
	FirstExit *RunError
	// Files are the files as the run left them (interp.Files.Save writes
	// what it wrote).
	Files *interp.Files
}

// Rank states.
const (
	rsReady    uint8 = iota // scheduled to start or resume
	rsRunning               // inside the interpreter
	rsBlocked               // inside an MPI call that waits for other ranks
	rsDeferred              // an MPI call waits for virtual time to catch up
	rsDone                  // exited
)

// Rank flags.
const (
	rfInit      uint8 = 1 << iota // MPI_Init called
	rfFinalized                   // MPI_Finalize called
	rfStarted                     // Run called at least once
	rfPeerFixed                   // the trace's peer is the call's own (Sendrecv's destination); reset per call
)

// proc is what the simulator needs of an interpreter process; it is an
// interface so that tests can script ranks without IR.
type proc interface {
	Run() (interp.Status, error)
	Resume(ret uint64)
	Site() interp.Site
	SiteRef() interp.SiteRef
	SiteOf(interp.SiteRef) interp.Site
	Instructions() uint64
	Uncharged() uint64
	Conversions() uint64
	UnmappedPages() uint64
	ExitCode() int
	FlushStdio()
}

// rank is the simulator's state of one rank. It is kept small: at 65,536
// ranks every byte counts 64 KiB.
type rank struct {
	id    int32
	state uint8
	flags uint8
	nargs uint8
	wait  uint8 // what a blocked rank waits for (wait* constants)
	fn    int32 // host function of the call in progress
	trN   int32 // requests the call in progress retired so far (for its trace event)
	p     proc
	ip    *interp.Process
	mem   *interp.Memory
	clock int64   // virtual time at the last synchronisation
	busy  int64   // until when MPI's per-message overheads occupy the rank's CPU
	instr uint64  // instruction count at the last synchronisation
	free  uint64  // uncharged (ADD_TIME-covered) count at the last synchronisation
	libc  float64 // libc's work (libcPs) at the last synchronisation
	start int64   // virtual time the current MPI call began
	ret   uint64  // return value of a call completed by an event
	args  [12]uint64

	// Wait state: a single request, or an array of them.
	waitReq   int32
	waitLeft  int32 // completions still needed
	waitCount int32
	waitArr2  int32  // Sendrecv: the second request, -1 when none
	waitArr   uint64 // array of request handles
	waitOut   uint64 // status, index or flag output
	waitOut2  uint64 // statuses / indices output
	waitOut3  uint64 // Waitsome's statuses
	waitSaved int32  // Sendrecv: the half that completed first, -1 when none
	// Probe state.
	probeCtx, probeSrc, probeTag int32

	// Matching queues: unexpected messages and posted receives, as linked
	// lists through the message and request pools.
	uqHead, uqTail int32
	prHead, prTail int32

	coll *collState // the collective in progress

	touch *firstTouches // nil until a message moves size-only pages (firstTouch)
	noise *noiseState   // nil until the rank computes with Config.Noise

	// Trace fields of the call in progress.
	trPeer, trTag, trComm int32 // trComm: an index into Sim.comms
	// nextComm is the trace id of the next communicator this rank takes
	// part in creating (see makeComms).
	nextComm int32
	trBytes  int64

	res RankResult
}

// What a blocked rank waits for.
const (
	waitNone  uint8 = iota
	waitOne         // Wait, blocking send/receive: waitReq
	waitAll         // Waitall: waitLeft requests of waitArr
	waitAny         // Waitany: one of waitArr
	waitSome        // Waitsome
	waitProbe       // Probe: a matching message
	waitColl        // a collective's internal messages
)

// Kernel event kinds.
const (
	evStart    uint8 = iota + 1 // run a rank from the beginning or resume it: Target rank
	evCall                      // process a deferred MPI call: Target rank
	evArrive                    // a message's envelope arrives: Arg message id
	evComplete                  // a request completes: Arg request id
)

// Sim is one run in progress. It implements interp.Host.
type Sim struct {
	cfg     Config
	mem     *memGuard
	abi     mpi.ABI
	k       Kernel
	ranks   []rank
	net     network.Model
	eager   int64
	psInstr float64
	quiet   float64 // 1 / (1 + the noise share costs hold): measured compute without its noise

	// freeHandshake: the network's time of a rendezvous message already
	// includes its envelope and clear-to-send (network.HandshakeIncluded).
	freeHandshake bool
	// selfTimed: the network times a message a rank sends itself as a copy
	// in memory (network.SelfTimed), so collectives send their own block
	// to themselves, as Open MPI's pairwise Alltoall does, instead of
	// copying it for free.
	selfTimed bool

	// values are each rank's value streams, decoded on its first read
	// of a value profile (values.go).
	values map[int32][]*valueprof.Stream
	// collSigs are the collectives some members of a communicator have
	// started and others not yet (collcheck.go).
	collSigs map[collKey]collSig

	now     int64 // virtual time of the operation being processed
	running int32 // rank inside the interpreter, -1 when none
	fatal   error
	aborted bool
	// firstExit is the first rank, in virtual time, to end with a
	// non-zero status without stopping the run (Result.FirstExit).
	firstExit *RunError
	events    int64

	h        handleTable
	reqs     []request
	freeReqs []int32
	msgs     []message
	freeMsgs []int32
	comms    []*comm
	types    []*datatype
	freeTyps []int32
	groups   []*group
	userOps  []*userOp
	// attrCells: per (rank, predefined attribute) the heap cell MPI_Comm_get_attr points to.
	attrCells map[int64]uint64
	inflight  pairTimes // (src<<32|dst) → arrival of the last message in flight
	creates   map[createKey]*pendingCreate
	// nbRequest is where an MPI_I* collective being started puts its request.
	nbRequest uint64
	bufPool   [40][][]byte
	freeColls []*collState // finished collectives, for reuse (newColl)
	// scratchReqs holds the decoded request array of the call in progress.
	scratchReqs []int32

	out, errOut *lineMerger
}

// run simulates cfg.NP ranks whose processes newProc creates; globalAddr
// resolves Open MPI's handle globals.
func run(abi mpi.ABI, cfg Config, globalAddr func(string) (uint64, bool),
	newProc func(rank int, host interp.Host) (*interp.Process, proc, error)) (*Result, error) {
	if cfg.NP <= 0 {
		return nil, fmt.Errorf("sim: the number of ranks must be positive, not %d", cfg.NP)
	}
	s := &Sim{cfg: cfg, abi: abi, running: -1, net: cfg.Network, psInstr: cfg.PsPerInstruction, quiet: 1 / (1 + (1-cfg.NoiseOffCPU)*noiseShare(cfg.Noise)),
		creates: map[createKey]*pendingCreate{}, attrCells: map[int64]uint64{}}
	if s.net == nil {
		s.net = idealNetwork{}
	}
	s.eager = s.net.EagerLimit()
	if h, ok := s.net.(network.HandshakeIncluded); ok {
		s.freeHandshake = h.HandshakeIncluded()
	}
	if st, ok := s.net.(network.SelfTimed); ok {
		s.selfTimed = st.SelfTimed()
	}
	s.out = newLineMerger(cfg.Stdout)
	s.errOut = newLineMerger(cfg.Stderr)
	if err := s.initHandles(globalAddr); err != nil {
		return nil, err
	}
	s.initComms()
	s.mem = newMemGuard(cfg.MemoryLimit)
	defer s.mem.release()
	s.ranks = make([]rank, cfg.NP)
	files := interp.NewFiles(cfg.FilesDir)
	for i := range s.ranks {
		if i%memCheckRanks == memCheckRanks-1 {
			if err := s.mem.check(cfg.NP, func() string { return fmt.Sprintf("after creating %d of them", i+1) }); err != nil {
				return nil, err
			}
		}
		r := &s.ranks[i]
		r.id, r.nextComm = int32(i), 2
		r.uqHead, r.uqTail, r.prHead, r.prTail = -1, -1, -1, -1
		r.waitReq, r.waitArr2, r.waitSaved = -1, -1, -1
		ip, pr, err := newProc(i, s)
		if err != nil {
			return nil, fmt.Errorf("rank %d: %w", i, err)
		}
		r.p, r.ip, r.mem = pr, ip, ip.Mem
		if s.mem != nil {
			// A rank that allocates without making MPI calls never
			// comes back to the event loop's checks.
			id := i
			ip.Mem.GrowthCheck = func() error {
				return s.mem.check(len(s.ranks), func() string { return fmt.Sprintf("as rank %d allocated memory", id) })
			}
		}
		ip.Out = &rankWriter{s: s, r: r, m: s.out}
		ip.ErrOut = &rankWriter{s: s, r: r, m: s.errOut}
		ip.Env = cfg.Env
		ip.Host = s
		ip.Files = files
		ip.HostName = s.processorName(i)
		if i == 0 && cfg.Stdin != nil {
			ip.In = cfg.Stdin()
		}
		s.k.Schedule(0, evStart, int32(i), 0)
	}
	err := s.k.Run(s)
	if err == nil && s.fatal == nil {
		err = s.checkDeadlock()
	}
	if err == nil {
		err = s.fatal
	}
	for i := range s.ranks {
		if r := &s.ranks[i]; r.state != rsDone {
			r.p.FlushStdio() // what a killed process had printed still shows
		}
	}
	s.out.flushAll()
	s.errOut.flushAll()
	res := s.result(err)
	res.Files = files
	if err == nil {
		if werr := s.out.err; werr != nil {
			err = fmt.Errorf("writing the program's output: %w", werr)
		}
	}
	return res, err
}

// handle implements Handler: it delivers one kernel event.
func (s *Sim) handle(ev Event) error {
	s.events++
	if s.events%memCheckEvents == 0 {
		where := func() string {
			return fmt.Sprintf("at %.6f s of virtual time, after %d events", float64(ev.Time)*1e-12, s.events)
		}
		if err := s.mem.check(len(s.ranks), where); err != nil {
			s.fail(err)
			return nil
		}
	}
	s.now = ev.Time
	s.out.flushBefore(ev.Time)
	s.errOut.flushBefore(ev.Time)
	switch ev.Kind {
	case evStart:
		r := &s.ranks[ev.Target]
		if r.flags&rfStarted == 0 {
			r.flags |= rfStarted
			r.state = rsRunning
			s.runRank(r)
		} else {
			s.resume(r, r.ret)
		}
	case evCall:
		r := &s.ranks[ev.Target]
		r.state = rsRunning
		ret, done, err := s.exec(r, r.args[:r.nargs])
		if err != nil {
			s.fail(err)
		} else if done {
			s.endCall(r, ret)
			s.resume(r, ret)
		} else {
			r.state = rsBlocked
		}
	case evArrive:
		s.arrive(int32(ev.Arg))
	case evComplete:
		s.completeReq(int32(ev.Arg))
	}
	if s.fatal != nil {
		s.k.Stop()
	}
	return nil
}

// Now implements interp.Host: the rank's virtual time, compute included.
func (s *Sim) Now(p *interp.Process) int64 {
	return s.rankNow(&s.ranks[p.Rank])
}

func (s *Sim) rankNow(r *rank) int64 {
	if r.state != rsRunning {
		return r.clock
	}
	// Without the noise's mean share, as sync will charge it: a later
	// reading is never earlier.
	return r.clock + int64(float64(s.computePs(r.p.Instructions()-r.instr-(r.p.Uncharged()-r.free), s.libcPs(r.p)-r.libc))*s.quiet)
}

// computePs is the time of instr instructions and libcPs of libc's work.
func (s *Sim) computePs(instr uint64, libcPs float64) int64 {
	return int64((float64(instr)*s.psInstr+libcPs)*s.coreShare() + 0.5)
}

// libcPs is the time of the work libc and the kernel have done for p so
// far that the interpreter does not count as instructions: formatting
// printf's conversions (in Go) and unmapping the pages of large blocks
// freed.
func (s *Sim) libcPs(p proc) float64 {
	return float64(p.Conversions())*s.cfg.PsPerConversion + float64(p.UnmappedPages())*s.cfg.PsPerUnmappedPage
}

// sync charges the instructions executed and libc's work (libcPs) since
// the last synchronisation as a compute burst, and returns the rank's
// time. Instructions a skeleton marks as covered by an ADD_TIME (interp's
// Uncharged) count as executed but cost nothing: the ADD_TIME's time
// includes them.
func (s *Sim) sync(r *rank) int64 {
	n, l := r.p.Instructions(), s.libcPs(r.p)
	if n != r.instr || l != r.libc {
		u := r.p.Uncharged()
		dt := s.noisy(r, s.computePs(n-r.instr-(u-r.free), l-r.libc))
		r.free, r.libc = u, l
		r.res.Compute += dt
		r.res.Instructions += n - r.instr
		if dt > 0 && s.cfg.Trace != nil {
			s.emit(trace.Event{Rank: r.id, Op: trace.OpCompute, Start: r.clock, End: r.clock + dt, Peer: trace.NoPeer})
		}
		r.clock += dt
		r.instr = n
	}
	return r.clock
}

// Call implements interp.Host: every MPI function and ADD_TIME lands here.
func (s *Sim) Call(p *interp.Process, id int, args []uint64) (uint64, bool, error) {
	r := &s.ranks[p.Rank]
	t := s.sync(r)
	if id < 0 || id >= len(hostFuncs) {
		return 0, false, fmt.Errorf("host function id %d out of range", id)
	}
	r.fn = int32(id)
	r.start = t
	r.trPeer, r.trTag, r.trComm, r.trBytes, r.trN = trace.NoPeer, 0, 0, 0, 0
	r.flags &^= rfPeerFixed
	if hostFuncs[id].sync {
		// Causality: the call may observe or change other ranks' state, so
		// everything that happens before t must have happened first.
		if next, ok := s.k.Next(); ok && next <= t {
			r.nargs = uint8(copy(r.args[:], args))
			r.state = rsDeferred
			s.k.Schedule(t, evCall, r.id, 0)
			return 0, false, nil
		}
	}
	s.now = t
	ret, done, err := s.exec(r, args)
	if err != nil {
		s.fail(err)
		return 0, false, s.fatal
	}
	if done {
		s.endCall(r, ret)
	} else if r.state == rsRunning {
		r.state = rsBlocked
	}
	return ret, done, nil
}

// exec runs the implementation of r's current call at time s.now.
func (s *Sim) exec(r *rank, args []uint64) (uint64, bool, error) {
	f := &hostFuncs[r.fn]
	r.wait = waitNone
	if f.impl == nil {
		return 0, false, s.errorf(r, mpiErrUnsupported, "%s is not supported by the simulator", f.name)
	}
	if f.mpi >= 0 && f.needInit && r.flags&rfInit == 0 {
		return 0, false, s.errorf(r, s.abi.Errors.Other, "%s called before MPI_Init", f.name)
	}
	if f.mpi >= 0 && f.needInit && r.flags&rfFinalized != 0 {
		return 0, false, s.errorf(r, s.abi.Errors.Other, "%s called after MPI_Finalize", f.name)
	}
	return f.impl(s, r, args)
}

// endCall closes the MPI call in progress at time s.now: statistics and
// its trace event.
func (s *Sim) endCall(r *rank, ret uint64) {
	f := &hostFuncs[r.fn]
	end := max(s.now, r.start)
	if t := r.touch; t != nil && t.debt > 0 {
		end += t.debt
		r.res.FirstTouch += t.debt
		t.debt = 0
	}
	if f.mpi >= 0 {
		var part *int64 // the RankResult share the call's time also counts in
		switch mpi.Funcs[f.mpi].Kind {
		case mpi.KindCollective, mpi.KindCommMgmt:
			end += s.cfg.Overheads.CollectiveCall
			part = &r.res.Collective
		case mpi.KindP2P, mpi.KindProbe, mpi.KindCompletion:
			end += s.cfg.Overheads.Call
			part = &r.res.Wait
		}
		d := end - r.start
		r.res.MPI += d
		r.res.MPICalls++
		if part != nil {
			*part += d
		}
		if s.cfg.Trace != nil {
			s.emit(trace.Event{Rank: r.id, Op: f.name, Site: s.traceSite(r), Start: r.start, End: end,
				Peer: r.trPeer, Bytes: r.trBytes, Tag: r.trTag, Comm: s.comms[r.trComm].traceID})
		}
	}
	r.clock = end
	r.ret = ret
}

func (s *Sim) traceSite(r *rank) trace.Site {
	st := r.p.Site()
	return trace.Site{File: st.File, Line: int32(st.Line), Col: int32(st.Col), Func: st.Func}
}

func (s *Sim) emit(ev trace.Event) {
	if err := s.cfg.Trace.Add(ev); err != nil && s.fatal == nil {
		s.fatal = fmt.Errorf("writing the trace: %w", err)
	}
}

// finish completes the blocked call of r at time s.now with return value
// ret and lets the rank continue.
func (s *Sim) finish(r *rank, ret uint64) {
	r.wait = waitNone
	s.endCall(r, ret)
	if s.running >= 0 {
		// Another rank is inside the interpreter: resume r from the queue.
		r.state = rsReady
		s.k.Schedule(s.now, evStart, r.id, 0)
		return
	}
	s.resume(r, ret)
}

func (s *Sim) resume(r *rank, ret uint64) {
	if s.fatal != nil {
		return
	}
	r.state = rsRunning
	r.p.Resume(ret)
	s.runRank(r)
}

func (s *Sim) runRank(r *rank) {
	s.running = r.id
	st, err := r.p.Run()
	s.running = -1
	if err != nil {
		if s.fatal == nil {
			re := &RunError{Rank: int(r.id), Msg: err.Error(), Code: 1}
			var ie *interp.Error
			if errors.As(err, &ie) {
				re.Site, re.Msg = ie.Site, ie.Msg
				if pos := sitePos(ie.Site); pos != "" {
					re.Msg = pos + ": " + ie.Msg
				}
			}
			s.fatal = re
		}
		return
	}
	if st == interp.StatusExited {
		s.exited(r)
	}
}

func (s *Sim) exited(r *rank) {
	r.p.FlushStdio()
	t := s.sync(r)
	r.state = rsDone
	r.res.Finish = t
	r.res.ExitCode = r.p.ExitCode()
	if r.res.ExitCode == 0 && (r.flags&rfInit == 0 || r.flags&rfFinalized != 0) {
		return
	}
	e := &RunError{Rank: int(r.id), Code: r.res.ExitCode}
	if r.ip != nil {
		e.Call, e.Site = r.ip.ExitedBy()
	}
	switch {
	case e.Call == "abort" || e.Call == "assert":
		e.Msg = fmt.Sprintf("aborted (signal 6, SIGABRT: status %d)", e.Code)
	case e.Call == "":
		e.Msg = fmt.Sprintf("main returned %d", e.Code)
	default:
		e.Msg = fmt.Sprintf("exited with status %d", e.Code)
	}
	if r.flags&rfInit != 0 && r.flags&rfFinalized == 0 {
		// mpirun aborts the job, with the rank's status (1 for 0).
		if s.fatal == nil {
			e.Code = max(e.Code, 1)
			e.Msg += " after MPI_Init without calling MPI_Finalize; the job is aborted"
			s.fatal = e
		}
		return
	}
	// After MPI_Finalize (or without MPI) the other ranks go on, and
	// mpirun names the first rank that ended with a non-zero status.
	if s.firstExit == nil {
		s.firstExit = e
	}
}

// fail records the first fatal error; the kernel stops after the current event.
func (s *Sim) fail(err error) {
	if s.fatal == nil {
		s.fatal = err
	}
	s.k.Stop()
}

func (s *Sim) result(err error) *Result {
	res := &Result{Ranks: make([]RankResult, len(s.ranks)), Events: s.events}
	for i := range s.ranks {
		r := &s.ranks[i]
		if r.state != rsDone {
			r.res.Finish = r.clock
		}
		res.Ranks[i] = r.res
		t := &res.Total
		t.Finish = max(t.Finish, r.res.Finish)
		t.Compute += r.res.Compute
		t.AddTime += r.res.AddTime
		t.AddTimeCalls += r.res.AddTimeCalls
		t.Output += r.res.Output
		t.FirstTouch += r.res.FirstTouch
		t.Noise += r.res.Noise
		t.MPI += r.res.MPI
		t.Wait += r.res.Wait
		t.Collective += r.res.Collective
		t.MPICalls += r.res.MPICalls
		t.MsgsSent += r.res.MsgsSent
		t.BytesSent += r.res.BytesSent
		t.Instructions += r.res.Instructions
		res.ExitCode = max(res.ExitCode, r.res.ExitCode)
	}
	res.Total.ExitCode = res.ExitCode
	res.FirstExit = s.firstExit
	if re, ok := err.(*RunError); ok {
		// As under mpirun, MPI_Abort(comm, 0) ends with status 0.
		res.ExitCode = max(res.ExitCode, re.Code)
	} else if err != nil && res.ExitCode == 0 {
		res.ExitCode = 1
	}
	res.Predicted = float64(res.Total.Finish) * 1e-12
	return res
}

// idealNetwork delivers every message instantly and eagerly.
type idealNetwork struct{}

func (idealNetwork) Name() string                                { return "ideal" }
func (idealNetwork) Transfer(src, dst int, n, start int64) int64 { return start }
func (idealNetwork) EagerLimit() int64                           { return 1 << 62 }

// coreShare is the factor by which sharing cores stretches compute.
func (s *Sim) coreShare() float64 {
	if s.cfg.CoreShare > 1 {
		return s.cfg.CoreShare
	}
	return 1
}
