// Package slice computes the communication slice of an MPI program: the
// instructions that the MPI calls' timing and matching depend on, and the
// work slice that the skeleton needs to count each abstracted region's
// work W (innermost-body executions, MPIETE's Lcount).
//
// Seeds are every MPI call, kept whole, with the arguments timing and
// matching depend on: peer, tag, count, datatype, communicator, root,
// request, Comm_split's color and key, the count and displacement arrays of
// v-collectives; a message buffer's pointer is kept but not its contents.
// From the seeds the slice follows, to a fixed point:
//
//   - SSA def-use (operands of kept instructions, phi incoming values);
//   - control dependence, from post-dominance frontiers (Ferrante, Ottenstein
//     and Warren, "The Program Dependence Graph", 1987): a block holding kept
//     code keeps the branches that decide whether it runs;
//   - memory, flow-insensitively through analysis/pointsto: a kept load of an
//     object keeps every store and call that may write the object; a load of
//     a scalar local whose address is not taken (-O0 IR's variables) keeps
//     only the stores that may reach it, less those a branch on the local
//     rules out (a done flag set, then seen by the loop test);
//   - calls: a function holding kept code keeps its call sites, a kept
//     parameter keeps the arguments passed to it, a kept call result keeps
//     the callee's returns;
//   - message payloads: an object a kept load reads that an MPI call receives
//     into makes the sending side's buffer contents needed (the same call's
//     send buffer for a collective, every point-to-point send for a receive),
//     so counts exchanged by MPI_Alltoall and used by MPI_Alltoallv pull in
//     the senders' computation of them.
//
// Loop exits are decided last, for the work slice: every loop's exit
// branches are tentatively added with their backward slice; when that slice
// would read floating-point data the slice does not otherwise keep (a
// convergence test on a computed residual), it is rolled back and the loop is
// reported by DataDependentLoops instead: its trip count must come from a
// loop_count pragma or a profile. A phi whose predecessor ends in a loop
// exit leaves that exit to the loop too: inside the loop the exit taken
// towards the phi only says the loop goes on, and after a loop with no
// other exit the phi always comes from there. So an iteration counter
// that an MPI call's guard reads does not keep the latch's exit test, nor
// does a flag set by the convergence test it reads (a done flag). The same holds for a loop that will be
// abstracted and decides no MPI call when its count needs a message's
// contents the slice does not otherwise keep (a sort of received keys):
// computing an abstracted region's W must not cost what the region does.
// Other integer data is always followed, however much of the program it
// pulls in.
package slice

import (
	"fmt"
	"sort"

	"github.com/llir/llvm/ir"

	"github.com/mpiskel/mpiskel/analysis/pointsto"
)

// Options choose what the slice keeps.
type Options struct {
	// AbstractMPI is level 5: MPI calls are not seeds (they will be
	// replaced by their time), so only the work slice and what it needs is
	// kept. The default, false, serves levels 1-4.
	AbstractMPI bool
	// WorkOnlyLoop tells, by header, the loops that will be abstracted:
	// when one of them decides no MPI call and its count would need a
	// message's contents the slice does not otherwise keep (a sort of
	// received keys), it is reported as data-dependent (Cause starting
	// with PayloadCause) instead of pulling the senders' computation in.
	// nil follows every payload.
	WorkOnlyLoop func(header *ir.Block) bool
	// Streamed tells the arguments of MPI calls and of external functions
	// (an allocation's size), by call and argument index, whose values a
	// skeleton reads back from a value profile instead of computing them:
	// a scalar's value is not followed, an MPI call's array's contents
	// are not (its pointer is, as the skeleton fills it).
	Streamed func(call *ir.InstCall, arg int) bool
	// CheapWork, with WorkOnlyLoop: a work-only loop whose count would
	// need code of another loop that makes no MPI call (a particle count
	// left by the migration loop, a row start filled by the matrix
	// assembly) is reported as data-dependent (Cause starting with
	// CostlyCause), for a profile to measure, instead of keeping that
	// loop: what a value profile is for.
	CheapWork bool
}

// PayloadCause begins the Cause of a data-dependent loop whose count needs
// received data (see Options.WorkOnlyLoop).
const PayloadCause = "exit condition needs the data received by "

// CostlyCause begins the Cause of a data-dependent loop whose count needs
// the computation of another loop (see Options.CheapWork).
const CostlyCause = "exit condition needs the computation of the loop at "

// Pos is a source position; Line 0 when unknown.
type Pos struct {
	File      string
	Line, Col int
}

func (p Pos) String() string {
	if p.Line == 0 {
		return p.File
	}
	return fmt.Sprintf("%s:%d", p.File, p.Line)
}

// Loop is a loop whose trip count depends on data the slice does not keep.
type Loop struct {
	Func   *ir.Func
	Header *ir.Block
	Pos    Pos // the header's position (file as loaded, 1-based line)
	// ControlsMPI is set when MPI calls run inside the loop (or in the
	// functions it calls): its count decides how often they happen.
	ControlsMPI bool
	// Cause names the data the exit condition needs, e.g. "exit condition
	// reads floating-point data loaded at converge.c:52".
	Cause string
}

// Payload is one message whose contents the slice needs: data Receiver
// wrote was used by kept code, so the buffers Sender sends from are kept.
type Payload struct {
	Receiver *ir.InstCall // the MPI call that wrote the data (or started the receive)
	Sender   *ir.InstCall // an MPI call whose send buffer may have carried it
	Use      string       // the use that needed it: "recvcounts of MPI_Alltoallv at isort.c:35"
}

// Diagnostic is a finding on a source line, for tests and reports.
type Diagnostic struct {
	Pos     Pos
	Message string
}

// Result is a computed slice.
type Result struct {
	insts    map[ir.Instruction]*reason
	terms    map[ir.Terminator]*reason
	objs     map[int]*reason
	live     map[*ir.Block]bool
	loops    []Loop
	payloads []Payload
	reaching map[*ir.InstLoad][]*ir.InstStore
	pt       *pointsto.Result
	objects  []pointsto.Object
	pos      *positions
}

// Kept reports whether an instruction is in the slice.
func (r *Result) Kept(inst ir.Instruction) bool { _, ok := r.insts[inst]; return ok }

// KeptTerm reports whether a terminator is in the slice: a conditional
// branch or switch that decides whether or how often kept code runs, or a
// return whose value is needed. Unconditional branches are not recorded:
// they carry no decision, and a transform keeps them wherever LiveBlock
// says a block holds kept code.
func (r *Result) KeptTerm(t ir.Terminator) bool { _, ok := r.terms[t]; return ok }

// ReachingStores are the stores that may give a kept load of a local (a
// scalar alloca whose address is not taken) its value; ok is false when
// the slice did not narrow them down, and every store to the loaded
// memory counts. Only these stores are kept: one that a branch on the
// local's value rules out (a done flag set, then tested by the loop's exit
// test) is not, though its object is kept.
func (r *Result) ReachingStores(load *ir.InstLoad) (stores []*ir.InstStore, ok bool) {
	stores, ok = r.reaching[load]
	return stores, ok
}

// LiveBlock reports whether b holds a kept instruction or terminator.
func (r *Result) LiveBlock(b *ir.Block) bool { return r.live[b] }

// Why says why x (an ir.Instruction, an ir.Terminator or a
// pointsto.Object) is kept, e.g. "feeds count of MPI_Send at halo.c:88";
// "" when it is not.
func (r *Result) Why(x any) string {
	var rs *reason
	switch v := x.(type) {
	case ir.Terminator:
		rs = r.terms[v]
	case ir.Instruction:
		rs = r.insts[v]
	case pointsto.Object:
		rs = r.objs[v.ID()]
	}
	if rs == nil {
		return ""
	}
	return rs.text
}

// KeptObjects lists the memory objects whose contents the slice needs, by
// object ID. An object not listed may be folded away; a message buffer not
// listed can be sent as a size only.
func (r *Result) KeptObjects() []pointsto.Object {
	ids := make([]int, 0, len(r.objs))
	for id := range r.objs {
		ids = append(ids, id)
	}
	sort.Ints(ids)
	out := make([]pointsto.Object, len(ids))
	for i, id := range ids {
		out[i] = r.objects[id]
	}
	return out
}

// ObjectKept reports whether o's contents are needed.
func (r *Result) ObjectKept(o pointsto.Object) bool { _, ok := r.objs[o.ID()]; return ok }

// DataDependentLoops lists, in module order, the loops whose trip count
// depends on data the slice does not keep: each needs a loop_count pragma
// or a profile.
func (r *Result) DataDependentLoops() []Loop { return r.loops }

// Payloads lists the messages whose contents the slice follows, in the
// order they were found.
func (r *Result) Payloads() []Payload { return r.payloads }

// PointsTo is the points-to result the slice was computed with.
func (r *Result) PointsTo() *pointsto.Result { return r.pt }

// Diagnostics reports, per source line that holds code, "kept: <why>" for
// each distinct reason of its kept instructions and terminators, "dropped"
// when none of its code is kept, and "data-dependent loop: <cause>" at each
// loop of DataDependentLoops. Sorted by position then message.
func (r *Result) Diagnostics(m *ir.Module) []Diagnostic {
	type key struct {
		file string
		line int
	}
	kept := map[key]map[string]bool{}
	seen := map[key]Pos{}
	note := func(p Pos, why string) {
		if p.Line == 0 {
			return
		}
		k := key{p.File, p.Line}
		if _, ok := seen[k]; !ok {
			seen[k] = Pos{File: p.File, Line: p.Line}
		}
		if why != "" {
			if kept[k] == nil {
				kept[k] = map[string]bool{}
			}
			kept[k][why] = true
		}
	}
	for _, f := range m.Funcs {
		for _, b := range f.Blocks {
			for _, inst := range b.Insts {
				if ignorable(inst) {
					continue
				}
				note(r.pos.inst(inst), r.Why(inst))
			}
			note(r.pos.term(b.Term), r.Why(b.Term))
		}
	}
	var out []Diagnostic
	for k, p := range seen {
		if len(kept[k]) == 0 {
			out = append(out, Diagnostic{Pos: p, Message: "dropped"})
			continue
		}
		for why := range kept[k] {
			out = append(out, Diagnostic{Pos: p, Message: "kept: " + why})
		}
	}
	for _, l := range r.loops {
		out = append(out, Diagnostic{Pos: Pos{File: l.Pos.File, Line: l.Pos.Line}, Message: "data-dependent loop: " + l.Cause})
	}
	sort.Slice(out, func(i, j int) bool {
		a, b := out[i], out[j]
		if a.Pos.File != b.Pos.File {
			return a.Pos.File < b.Pos.File
		}
		if a.Pos.Line != b.Pos.Line {
			return a.Pos.Line < b.Pos.Line
		}
		return a.Message < b.Message
	})
	return out
}
