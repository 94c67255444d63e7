// MPI communicator creation and destruction, groups and Cartesian topologies.
package sim

import (
	"fmt"
	"slices"
	"sort"
)

// createKey names one collective communicator creation: the members of
// the parent meet in it by counting their creations on that parent.
type createKey struct {
	parent int32
	self   int32 // MPI_COMM_SELF: the world rank (every rank has its own); -1 otherwise
	seq    int32
}

// pendingCreate collects the members' arguments; the first member to
// finish the creation's exchange builds the new communicators for all.
type pendingCreate struct {
	key     createKey
	color   []int32 // per parent rank; undefinedColor: no new communicator
	order   []int64 // per parent rank: the sort key within a color
	cart    []*cartTopo
	group   [][]int32 // per parent rank, MPI_Comm_create's: the world ranks of the group it named
	next    []int32   // per parent rank: its rank.nextComm on entry
	made    bool
	result  []*comm
	fetched int32
}

const undefinedColor = int32(-1 << 31)

// beginCreate enters a communicator creation on parent: color/order as
// Comm_split's, group the world ranks MPI_Comm_create was given (else nil),
// the handle goes to out. The exchange is timed as Bruck's
// allgather of 8 bytes per rank (only sizes travel).
func (s *Sim) beginCreate(r *rank, parent *comm, color int32, order int64, cart *cartTopo, group []int32, out uint64) (uint64, bool, error) {
	me := parent.rankOf(r.id)
	idx, selfKey := me, int32(-1)
	if parent.self {
		idx, selfKey = r.id, r.id
	}
	if parent.createSeq == nil {
		n := parent.size
		if parent.self {
			n = int32(len(s.ranks))
		}
		parent.createSeq = make([]int32, n)
	}
	key := createKey{parent: parent.id, self: selfKey, seq: parent.createSeq[idx]}
	parent.createSeq[idx]++
	pc := s.creates[key]
	if pc == nil {
		n := parent.size
		pc = &pendingCreate{key: key, color: make([]int32, n), order: make([]int64, n), cart: make([]*cartTopo, n), next: make([]int32, n)}
		s.creates[key] = pc
	}
	pc.color[me], pc.order[me], pc.cart[me], pc.next[me] = color, order, cart, r.nextComm
	if group != nil {
		if pc.group == nil {
			pc.group = make([][]int32, parent.size)
		}
		pc.group[me] = group
	}
	c := s.newColl(parent)
	c.tag, c.sizeOnly, c.create, c.out = tagCreate, true, pc, out
	c.me, c.n = me, parent.size
	c.sizes = make([]int64, c.n)
	for i := range c.sizes {
		c.sizes[i] = 8
	}
	c.allgatherSetup(make([]byte, 8))
	c.algo = algoBruck
	c.finish = finishCreate
	return collResult(s.beginColl(r, c))
}

func finishCreate(s *Sim, r *rank, c *collState) error {
	pc := c.create
	if !pc.made {
		s.makeComms(c.comm, pc)
	}
	v := s.h.commNull
	if nc := pc.result[c.me]; nc != nil {
		if g := pc.group; g != nil && g[c.me] != nil && !slices.Equal(nc.world, g[c.me]) {
			return s.errorf(r, s.abi.Errors.Group, "%s", groupConflict(c.comm, g, c.me, nc.world))
		}
		v = s.mint(hkComm, nc.id)
	}
	pc.fetched++
	if pc.fetched == c.n {
		delete(s.creates, pc.key)
	}
	return s.storeHandleOut(r, c.out, v, "newcomm")
}

// groupConflict says why the group parent rank me gave to MPI_Comm_create
// did not become its communicator, whose world ranks are made: one of its
// members gave another group (or none), or a rank outside it gave a group
// with the same lowest rank.
func groupConflict(parent *comm, groups [][]int32, me int32, made []int32) string {
	mine := groups[me]
	for _, w := range slices.Concat(mine, made) {
		other := groups[parent.rankOf(w)]
		if slices.Equal(other, mine) {
			continue
		}
		given := "no group with itself in it"
		if other != nil {
			given = fmt.Sprintf("world ranks %v", other)
		}
		who := "its member"
		if !slices.Contains(mine, w) {
			who = "world rank"
		}
		return fmt.Sprintf("the group given is world ranks %v, but %s %d gave %s; since MPI 2.2 the groups must be the same or disjoint", mine, who, w, given)
	}
	return fmt.Sprintf("the group given is world ranks %v, but its members gave it in another order", mine)
}

// makeComms groups the parent's ranks by color (ascending), orders each
// group by (order, parent rank), and numbers the new communicators in
// color order.
//
// Their trace ids follow a rule each member can apply with what the
// creation exchanges (the tracer of native runs applies it too): the new
// communicators take the ids from the largest nextComm among the parent's
// ranks on, in color order, and every rank of the parent continues after
// them. When every rank takes part in every creation, that is creation
// order; creations on disjoint communicators no longer depend on which
// completes first.
func (s *Sim) makeComms(parent *comm, pc *pendingCreate) {
	pc.made = true
	n := int(parent.size)
	pc.result = make([]*comm, n)
	idx := make([]int, 0, n)
	next := int32(0)
	for i := 0; i < n; i++ {
		if pc.color[i] != undefinedColor {
			idx = append(idx, i)
		}
		next = max(next, pc.next[i])
	}
	sort.SliceStable(idx, func(a, b int) bool {
		i, j := idx[a], idx[b]
		if pc.color[i] != pc.color[j] {
			return pc.color[i] < pc.color[j]
		}
		if pc.order[i] != pc.order[j] {
			return pc.order[i] < pc.order[j]
		}
		return i < j
	})
	// The creator's view of MPI_COMM_SELF is the one rank in it.
	me := int32(-1)
	if parent.self {
		me = pc.key.self
	}
	for lo := 0; lo < len(idx); {
		hi := lo
		for hi < len(idx) && pc.color[idx[hi]] == pc.color[idx[lo]] {
			hi++
		}
		world := make([]int32, hi-lo)
		for k := lo; k < hi; k++ {
			world[k-lo] = parent.worldOf(int32(idx[k]), me)
		}
		nc := s.newComm(world)
		nc.cart, nc.traceID = pc.cart[idx[lo]], next
		next++
		for k := lo; k < hi; k++ {
			pc.result[idx[k]] = nc
		}
		lo = hi
	}
	for i := int32(0); i < int32(n); i++ {
		r := &s.ranks[parent.worldOf(i, me)]
		r.nextComm = max(r.nextComm, next) // a rank past an MPI_Comm_idup may have gone on
	}
}

// MPI_Comm_dup(comm, newcomm).
func mpiCommDup(s *Sim, r *rank, a []uint64) (uint64, bool, error) {
	c, err := s.comm(r, a[0])
	if err != nil {
		return 0, false, err
	}
	r.trComm = c.id
	return s.beginCreate(r, c, 0, int64(c.rankOf(r.id)), c.cart, nil, a[1])
}

// MPI_Comm_dup_with_info(comm, info, newcomm).
func mpiCommDupWithInfo(s *Sim, r *rank, a []uint64) (uint64, bool, error) {
	return mpiCommDup(s, r, []uint64{a[0], a[2]})
}

// MPI_Comm_split(comm, color, key, newcomm).
func mpiCommSplit(s *Sim, r *rank, a []uint64) (uint64, bool, error) {
	c, err := s.comm(r, a[0])
	if err != nil {
		return 0, false, err
	}
	color := argInt(a[1])
	if color == s.abi.Undefined {
		color = undefinedColor
	} else if color < 0 {
		return 0, false, s.errorf(r, s.abi.Errors.Arg, "invalid color %d", color)
	}
	return s.beginCreate(r, c, color, int64(argInt(a[2])), nil, nil, a[3])
}

// MPI_Comm_split_type(comm, split_type, key, info, newcomm): the simulated
// machine is one shared-memory node, as under mpirun on one host.
func mpiCommSplitType(s *Sim, r *rank, a []uint64) (uint64, bool, error) {
	c, err := s.comm(r, a[0])
	if err != nil {
		return 0, false, err
	}
	color := int32(0)
	switch t := argInt(a[1]); t {
	case s.abi.Undefined:
		color = undefinedColor
	case s.abi.CommTypeShared:
	default:
		return 0, false, s.errorf(r, s.abi.Errors.Arg, "unsupported split type %d", t)
	}
	return s.beginCreate(r, c, color, int64(argInt(a[2])), nil, nil, a[4])
}

// MPI_Comm_create(comm, group, newcomm): ranks ordered as in the group.
func mpiCommCreate(s *Sim, r *rank, a []uint64) (uint64, bool, error) {
	c, err := s.comm(r, a[0])
	if err != nil {
		return 0, false, err
	}
	g, err := s.group(r, a[1])
	if err != nil {
		return 0, false, err
	}
	// Since MPI 2.2 each rank may give its own group, the groups the same
	// or disjoint: the lowest parent rank in a group tells it from the
	// others, and finishCreate checks that its members gave the same group.
	lowest := c.size
	for _, w := range g.world {
		pr := c.rankOf(w)
		if pr < 0 {
			return 0, false, s.errorf(r, s.abi.Errors.Group, "group member %d is not in the communicator", w)
		}
		lowest = min(lowest, pr)
	}
	color, order := undefinedColor, int64(0)
	if gr := g.rankOf(r.id); gr >= 0 {
		color, order = lowest, int64(gr)
	}
	return s.beginCreate(r, c, color, order, nil, g.world, a[2])
}

// MPI_Comm_free(comm).
func mpiCommFree(s *Sim, r *rank, a []uint64) (uint64, bool, error) {
	v, err := s.readHandle(r, a[0])
	if err != nil {
		return 0, false, s.errorf(r, s.abi.Errors.Arg, "invalid communicator pointer: %v", err)
	}
	c, err := s.comm(r, v)
	if err != nil {
		return 0, false, err
	}
	if c.id <= 1 {
		return 0, false, s.errorf(r, s.abi.Errors.Comm, "cannot free %s", s.commName(c.id))
	}
	if c.freed == nil {
		c.freed = make([]bool, c.size)
	}
	c.freed[c.rankOf(r.id)] = true
	c.live--
	r.trComm = c.id
	return 0, true, s.storeHandleOut(r, a[0], s.h.commNull, "communicator")
}

// MPI_Comm_compare(comm1, comm2, result).
func mpiCommCompare(s *Sim, r *rank, a []uint64) (uint64, bool, error) {
	c1, err := s.comm(r, a[0])
	if err != nil {
		return 0, false, err
	}
	c2, err := s.comm(r, a[1])
	if err != nil {
		return 0, false, err
	}
	if c1 == c2 {
		return 0, true, s.storeInt(r, a[2], 0) // MPI_IDENT
	}
	return 0, true, s.storeInt(r, a[2], compareRanks(c1.members(r.id), c2.members(r.id), 1))
}

// compareRanks is MPI's group comparison: same ranks in the same order
// give same (MPI_IDENT for groups, MPI_CONGRUENT for communicators), the
// same set MPI_SIMILAR (2), else MPI_UNEQUAL (3).
func compareRanks(a, b []int32, same int32) int32 {
	if len(a) != len(b) {
		return 3
	}
	equal := true
	for i := range a {
		equal = equal && a[i] == b[i]
	}
	if equal {
		return same
	}
	sa, sb := append([]int32(nil), a...), append([]int32(nil), b...)
	sort.Slice(sa, func(i, j int) bool { return sa[i] < sa[j] })
	sort.Slice(sb, func(i, j int) bool { return sb[i] < sb[j] })
	for i := range sa {
		if sa[i] != sb[i] {
			return 3
		}
	}
	return 2
}

// Groups.

func (s *Sim) newGroup(r *rank, world []int32, out uint64) (uint64, bool, error) {
	s.groups = append(s.groups, &group{world: world})
	return 0, true, s.storeHandleOut(r, out, s.mint(hkGroup, int32(len(s.groups)-1)), "group")
}

func (s *Sim) group(r *rank, v uint64) (*group, error) {
	ref, ok := s.decode(v)
	if ok && ref.kind == hkGroup && ref.idx == idxGroupEmpty {
		return &group{}, nil
	}
	if !ok || ref.kind != hkGroup || ref.idx < 0 || int(ref.idx) >= len(s.groups) || s.groups[ref.idx] == nil {
		return nil, s.errorf(r, s.abi.Errors.Group, "invalid group (handle %#x)", v)
	}
	return s.groups[ref.idx], nil
}

func mpiCommGroup(s *Sim, r *rank, a []uint64) (uint64, bool, error) {
	c, err := s.comm(r, a[0])
	if err != nil {
		return 0, false, err
	}
	return s.newGroup(r, c.members(r.id), a[1])
}

func mpiGroupSize(s *Sim, r *rank, a []uint64) (uint64, bool, error) {
	g, err := s.group(r, a[0])
	if err != nil {
		return 0, false, err
	}
	return 0, true, s.storeInt(r, a[1], int32(len(g.world)))
}

func mpiGroupRank(s *Sim, r *rank, a []uint64) (uint64, bool, error) {
	g, err := s.group(r, a[0])
	if err != nil {
		return 0, false, err
	}
	x := g.rankOf(r.id)
	if x < 0 {
		x = s.abi.Undefined
	}
	return 0, true, s.storeInt(r, a[1], x)
}

// MPI_Group_incl / MPI_Group_excl(group, n, ranks, newgroup).
func mpiGroupInclExcl(s *Sim, r *rank, a []uint64, incl bool) (uint64, bool, error) {
	g, err := s.group(r, a[0])
	if err != nil {
		return 0, false, err
	}
	ranks, err := s.loadInts(r, a[2], argInt(a[1]), "ranks")
	if err != nil {
		return 0, false, err
	}
	seen := make([]bool, len(g.world))
	for _, x := range ranks {
		if x < 0 || int(x) >= len(g.world) || seen[x] {
			return 0, false, s.errorf(r, s.abi.Errors.Rank, "invalid or repeated rank %d for a group of %d", x, len(g.world))
		}
		seen[x] = true
	}
	var world []int32
	if incl {
		for _, x := range ranks {
			world = append(world, g.world[x])
		}
	} else {
		for i, w := range g.world {
			if !seen[i] {
				world = append(world, w)
			}
		}
	}
	return s.newGroup(r, world, a[3])
}

// MPI_Group_translate_ranks(group1, n, ranks1, group2, ranks2).
func mpiGroupTranslateRanks(s *Sim, r *rank, a []uint64) (uint64, bool, error) {
	g1, err := s.group(r, a[0])
	if err != nil {
		return 0, false, err
	}
	g2, err := s.group(r, a[3])
	if err != nil {
		return 0, false, err
	}
	ranks, err := s.loadInts(r, a[2], argInt(a[1]), "ranks")
	if err != nil {
		return 0, false, err
	}
	for i, x := range ranks {
		y := s.abi.Undefined
		switch {
		case x == s.abi.ProcNull:
			y = s.abi.ProcNull
		case x < 0 || int(x) >= len(g1.world):
			return 0, false, s.errorf(r, s.abi.Errors.Rank, "invalid rank %d for a group of %d", x, len(g1.world))
		default:
			if t := g2.rankOf(g1.world[x]); t >= 0 {
				y = t
			}
		}
		if err := s.storeInt(r, a[4]+uint64(4*i), y); err != nil {
			return 0, false, err
		}
	}
	return 0, true, nil
}

func mpiGroupCompare(s *Sim, r *rank, a []uint64) (uint64, bool, error) {
	g1, err := s.group(r, a[0])
	if err != nil {
		return 0, false, err
	}
	g2, err := s.group(r, a[1])
	if err != nil {
		return 0, false, err
	}
	return 0, true, s.storeInt(r, a[2], compareRanks(g1.world, g2.world, 0))
}

// mpiGroupSetOp: union (0), intersection (1), difference (2), in MPI's
// order (members of the first group first, in its order).
func mpiGroupSetOp(s *Sim, r *rank, a []uint64, op int) (uint64, bool, error) {
	g1, err := s.group(r, a[0])
	if err != nil {
		return 0, false, err
	}
	g2, err := s.group(r, a[1])
	if err != nil {
		return 0, false, err
	}
	var world []int32
	switch op {
	case 0:
		world = append(world, g1.world...)
		for _, w := range g2.world {
			if g1.rankOf(w) < 0 {
				world = append(world, w)
			}
		}
	case 1:
		for _, w := range g1.world {
			if g2.rankOf(w) >= 0 {
				world = append(world, w)
			}
		}
	case 2:
		for _, w := range g1.world {
			if g2.rankOf(w) < 0 {
				world = append(world, w)
			}
		}
	}
	return s.newGroup(r, world, a[2])
}

func mpiGroupFree(s *Sim, r *rank, a []uint64) (uint64, bool, error) {
	v, err := s.readHandle(r, a[0])
	if err != nil {
		return 0, false, s.errorf(r, s.abi.Errors.Arg, "invalid group pointer: %v", err)
	}
	if _, err := s.group(r, v); err != nil {
		return 0, false, err
	}
	// Groups are tiny and may be shared by handles of several ranks; they
	// are kept until the end of the run.
	return 0, true, s.storeHandleOut(r, a[0], s.h.groupNull, "group")
}

// Cartesian topologies (MPI-3.1 §7.5), row-major rank order.

// MPI_Cart_create(comm_old, ndims, dims, periods, reorder, comm_cart).
func mpiCartCreate(s *Sim, r *rank, a []uint64) (uint64, bool, error) {
	c, err := s.comm(r, a[0])
	if err != nil {
		return 0, false, err
	}
	nd := argInt(a[1])
	if nd < 0 {
		return 0, false, s.errorf(r, s.abi.Errors.Dims, "invalid number of dimensions %d", nd)
	}
	dims, err := s.loadInts(r, a[2], nd, "dims")
	if err != nil {
		return 0, false, err
	}
	per, err := s.loadInts(r, a[3], nd, "periods")
	if err != nil {
		return 0, false, err
	}
	total := int64(1)
	for _, d := range dims {
		if d <= 0 {
			return 0, false, s.errorf(r, s.abi.Errors.Dims, "invalid dimension size %d", d)
		}
		total *= int64(d)
	}
	if total > int64(c.size) {
		return 0, false, s.errorf(r, s.abi.Errors.Dims, "the grid has %d cells but the communicator %d ranks", total, c.size)
	}
	topo := &cartTopo{dims: dims, periods: make([]bool, nd)}
	for i, p := range per {
		topo.periods[i] = p != 0
	}
	me := c.rankOf(r.id)
	color := int32(0)
	if int64(me) >= total {
		color = undefinedColor
	}
	return s.beginCreate(r, c, color, int64(me), topo, nil, a[5])
}

func (s *Sim) cartComm(r *rank, v uint64) (*comm, error) {
	c, err := s.comm(r, v)
	if err != nil {
		return nil, err
	}
	if c.cart == nil {
		return nil, s.errorf(r, s.abi.Errors.Topology, "communicator %s has no Cartesian topology", s.commName(c.id))
	}
	return c, nil
}

func (t *cartTopo) coords(rank int32) []int32 {
	out := make([]int32, len(t.dims))
	for i := len(t.dims) - 1; i >= 0; i-- {
		out[i] = rank % t.dims[i]
		rank /= t.dims[i]
	}
	return out
}

// rank returns the rank at coords, wrapping periodic dimensions; -1 when
// outside a non-periodic one.
func (t *cartTopo) rank(coords []int32) int32 {
	r := int32(0)
	for i, d := range t.dims {
		x := coords[i]
		if t.periods[i] {
			x = ((x % d) + d) % d
		} else if x < 0 || x >= d {
			return -1
		}
		r = r*d + x
	}
	return r
}

// MPI_Cart_sub(comm, remain_dims, newcomm).
func mpiCartSub(s *Sim, r *rank, a []uint64) (uint64, bool, error) {
	c, err := s.cartComm(r, a[0])
	if err != nil {
		return 0, false, err
	}
	t := c.cart
	remain, err := s.loadInts(r, a[1], int32(len(t.dims)), "remain_dims")
	if err != nil {
		return 0, false, err
	}
	me := c.rankOf(r.id)
	co := t.coords(me)
	color, key := int32(0), int32(0)
	sub := &cartTopo{}
	for i, d := range t.dims {
		if remain[i] != 0 {
			key = key*d + co[i]
			sub.dims = append(sub.dims, d)
			sub.periods = append(sub.periods, t.periods[i])
		} else {
			color = color*d + co[i]
		}
	}
	return s.beginCreate(r, c, color, int64(key), sub, nil, a[2])
}

// MPI_Cart_coords(comm, rank, maxdims, coords).
func mpiCartCoords(s *Sim, r *rank, a []uint64) (uint64, bool, error) {
	c, err := s.cartComm(r, a[0])
	if err != nil {
		return 0, false, err
	}
	x := argInt(a[1])
	if x < 0 || x >= c.size {
		return 0, false, s.errorf(r, s.abi.Errors.Rank, "invalid rank %d", x)
	}
	co := c.cart.coords(x)
	for i := 0; i < len(co) && i < int(argInt(a[2])); i++ {
		if err := s.storeInt(r, a[3]+uint64(4*i), co[i]); err != nil {
			return 0, false, err
		}
	}
	return 0, true, nil
}

// MPI_Cart_rank(comm, coords, rank).
func mpiCartRank(s *Sim, r *rank, a []uint64) (uint64, bool, error) {
	c, err := s.cartComm(r, a[0])
	if err != nil {
		return 0, false, err
	}
	co, err := s.loadInts(r, a[1], int32(len(c.cart.dims)), "coords")
	if err != nil {
		return 0, false, err
	}
	x := c.cart.rank(co)
	if x < 0 {
		return 0, false, s.errorf(r, s.abi.Errors.Arg, "coordinates %v are outside the non-periodic grid %v", co, c.cart.dims)
	}
	return 0, true, s.storeInt(r, a[2], x)
}

// MPI_Cart_shift(comm, direction, disp, rank_source, rank_dest).
func mpiCartShift(s *Sim, r *rank, a []uint64) (uint64, bool, error) {
	c, err := s.cartComm(r, a[0])
	if err != nil {
		return 0, false, err
	}
	dir, disp := argInt(a[1]), argInt(a[2])
	if dir < 0 || int(dir) >= len(c.cart.dims) {
		return 0, false, s.errorf(r, s.abi.Errors.Arg, "invalid direction %d", dir)
	}
	co := c.cart.coords(c.rankOf(r.id))
	shift := func(d int32) int32 {
		x := append([]int32(nil), co...)
		x[dir] += d
		if k := c.cart.rank(x); k >= 0 {
			return k
		}
		return s.abi.ProcNull
	}
	return 0, true, firstErr(s.storeInt(r, a[3], shift(-disp)), s.storeInt(r, a[4], shift(disp)))
}

// MPI_Cart_get(comm, maxdims, dims, periods, coords).
func mpiCartGet(s *Sim, r *rank, a []uint64) (uint64, bool, error) {
	c, err := s.cartComm(r, a[0])
	if err != nil {
		return 0, false, err
	}
	co := c.cart.coords(c.rankOf(r.id))
	for i := 0; i < len(co) && i < int(argInt(a[1])); i++ {
		p := int32(0)
		if c.cart.periods[i] {
			p = 1
		}
		if err := firstErr(s.storeInt(r, a[2]+uint64(4*i), c.cart.dims[i]), s.storeInt(r, a[3]+uint64(4*i), p),
			s.storeInt(r, a[4]+uint64(4*i), co[i])); err != nil {
			return 0, false, err
		}
	}
	return 0, true, nil
}

func mpiCartdimGet(s *Sim, r *rank, a []uint64) (uint64, bool, error) {
	c, err := s.cartComm(r, a[0])
	if err != nil {
		return 0, false, err
	}
	return 0, true, s.storeInt(r, a[1], int32(len(c.cart.dims)))
}

// MPI_Dims_create(nnodes, ndims, dims): the free (zero) dimensions get a
// balanced factorisation, in non-increasing order.
func mpiDimsCreate(s *Sim, r *rank, a []uint64) (uint64, bool, error) {
	nnodes, nd := argInt(a[0]), argInt(a[1])
	if nnodes <= 0 || nd < 0 {
		return 0, false, s.errorf(r, s.abi.Errors.Dims, "invalid arguments nnodes=%d ndims=%d", nnodes, nd)
	}
	dims, err := s.loadInts(r, a[2], nd, "dims")
	if err != nil {
		return 0, false, err
	}
	rest := nnodes
	var free []int
	for i, d := range dims {
		switch {
		case d < 0:
			return 0, false, s.errorf(r, s.abi.Errors.Dims, "negative dimension %d", d)
		case d == 0:
			free = append(free, i)
		default:
			if rest%d != 0 {
				return 0, false, s.errorf(r, s.abi.Errors.Dims, "%d nodes cannot be divided along a fixed dimension of %d", nnodes, d)
			}
			rest /= d
		}
	}
	if len(free) == 0 {
		if rest != 1 {
			return 0, false, s.errorf(r, s.abi.Errors.Dims, "the fixed dimensions do not multiply to %d", nnodes)
		}
		return 0, true, nil
	}
	var primes []int32
	for p := int32(2); p*p <= rest; p++ {
		for rest%p == 0 {
			primes = append(primes, p)
			rest /= p
		}
	}
	if rest > 1 {
		primes = append(primes, rest)
	}
	f := make([]int32, len(free))
	for i := range f {
		f[i] = 1
	}
	for i := len(primes) - 1; i >= 0; i-- {
		k := 0
		for j := range f {
			if f[j] < f[k] {
				k = j
			}
		}
		f[k] *= primes[i]
	}
	sort.Slice(f, func(i, j int) bool { return f[i] > f[j] })
	for i, idx := range free {
		if err := s.storeInt(r, a[2]+uint64(4*idx), f[i]); err != nil {
			return 0, false, err
		}
	}
	return 0, true, nil
}

// MPI_Cart_map(comm, ndims, dims, periods, newrank): no reordering; ranks
// beyond the grid get MPI_UNDEFINED.
func mpiCartMap(s *Sim, r *rank, a []uint64) (uint64, bool, error) {
	c, err := s.comm(r, a[0])
	if err != nil {
		return 0, false, err
	}
	dims, err := s.loadInts(r, a[2], argInt(a[1]), "dims")
	if err != nil {
		return 0, false, err
	}
	total := int64(1)
	for _, d := range dims {
		if d <= 0 {
			return 0, false, s.errorf(r, s.abi.Errors.Dims, "invalid dimension size %d", d)
		}
		total *= int64(d)
	}
	me := c.rankOf(r.id)
	if int64(me) >= total {
		me = s.abi.Undefined
	}
	return 0, true, s.storeInt(r, a[4], me)
}
