// Communicators and groups: rank translation, contexts, and deterministic ids.
package sim

import (
	"sort"
)

// comm is a communicator shared by its members. Its id numbers it in
// creation order (0 MPI_COMM_WORLD, 1 MPI_COMM_SELF, then every new
// communicator as it is created, the new communicators of one Comm_split
// in color order); point-to-point traffic matches on context 2·id and
// collective traffic on 2·id+1, so the two never mix.
//
// Traces name a communicator by traceID instead, which its members can
// compute without knowing what the other ranks did meanwhile (see
// makeComms): the order in which creations on disjoint communicators
// complete depends on timing, so id would differ between a program and
// its skeleton, or a native run.
type comm struct {
	id      int32
	traceID int32
	size    int32
	world   []int32 // comm rank → world rank; nil: the identity (MPI_COMM_WORLD)
	self    bool    // MPI_COMM_SELF: one rank, whoever asks
	// world → comm rank: binary search of world when it is ascending,
	// else this index.
	sorted bool
	index  map[int32]int32
	freed  []bool // per member: MPI_Comm_free called
	live   int32  // members that have not freed it
	name   string
	cart   *cartTopo
	// createSeq counts, per member, the communicators it has created from
	// this one, so that members meet in the same pending creation.
	createSeq []int32
	collSeq   []int32 // per member: collectives started on it
}

type cartTopo struct {
	dims    []int32
	periods []bool
}

func (c *comm) ctx() int32     { return 2 * c.id }
func (c *comm) collCtx() int32 { return 2*c.id + 1 }

// rankOf is the rank of world rank w in c, or -1. Communicators of the
// world's ranks in order, the common case, are answered inline.
func (c *comm) rankOf(w int32) int32 {
	if c.world == nil && !c.self && w < c.size {
		return w
	}
	return c.rankOfAny(w)
}

// rankOfAny is rankOf for any communicator.
func (c *comm) rankOfAny(w int32) int32 {
	switch {
	case c.self:
		return 0
	case c.world == nil:
		if w < c.size {
			return w
		}
		return -1
	case c.sorted:
		i := sort.Search(len(c.world), func(i int) bool { return c.world[i] >= w })
		if i < len(c.world) && c.world[i] == w {
			return int32(i)
		}
		return -1
	}
	if r, ok := c.index[w]; ok {
		return r
	}
	return -1
}

// worldOf is the world rank of rank i of c, as seen by world rank me.
func (c *comm) worldOf(i, me int32) int32 {
	switch {
	case c.self:
		return me
	case c.world == nil:
		return i
	}
	return c.world[i]
}

func (c *comm) isFreed(myRank int32) bool {
	return c.freed != nil && myRank >= 0 && c.freed[myRank]
}

// newComm registers a communicator over the given world ranks.
func (s *Sim) newComm(world []int32) *comm {
	c := &comm{id: int32(len(s.comms)), size: int32(len(world)), world: world, live: int32(len(world))}
	c.sorted = sort.SliceIsSorted(world, func(i, j int) bool { return world[i] < world[j] })
	if !c.sorted {
		c.index = make(map[int32]int32, len(world))
		for i, w := range world {
			c.index[w] = int32(i)
		}
	}
	s.comms = append(s.comms, c)
	return c
}

func (s *Sim) initComms() {
	s.comms = []*comm{
		{id: 0, traceID: 0, size: int32(s.cfg.NP), live: int32(s.cfg.NP), name: "MPI_COMM_WORLD"},
		{id: 1, traceID: 1, size: 1, self: true, live: 1 << 30, name: "MPI_COMM_SELF"},
	}
}

// group is an ordered set of world ranks (MPI_Group).
type group struct {
	world []int32
}

func (g *group) rankOf(w int32) int32 {
	for i, x := range g.world {
		if x == w {
			return int32(i)
		}
	}
	return -1
}

// members lists the world ranks of c as seen by me.
func (c *comm) members(me int32) []int32 {
	switch {
	case c.self:
		return []int32{me}
	case c.world == nil:
		w := make([]int32, c.size)
		for i := range w {
			w[i] = int32(i)
		}
		return w
	}
	return append([]int32(nil), c.world...)
}
