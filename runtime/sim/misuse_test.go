// MPI misuse ends the run like MPI's fatal error handler: located error, non-zero exit.
package sim

import (
	"strings"
	"testing"
)

// misuseCase is one mistake of a misuse program: the case its argv[1]
// names, the status the run must end with (Open MPI's error class, or
// the exit status), and what the error must say.
type misuseCase struct {
	name string
	code int
	want []string
}

// checkMisuse runs program at 3 ranks once per case and checks its error.
func checkMisuse(t *testing.T, program string, cases []misuseCase) {
	t.Helper()
	ll := cProgram(t, program)
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			out, res, err := simulate(t, ll, Config{NP: 3, PsPerInstruction: 1000, Args: []string{program, c.name}})
			if err == nil {
				t.Fatalf("the run succeeded:\n%s", out)
			}
			for _, w := range c.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error lacks %q:\n%v", w, err)
				}
			}
			if res.ExitCode != c.code {
				t.Errorf("exit code %d, want %d (%v)", res.ExitCode, c.code, err)
			}
		})
	}
}

func TestMisuse(t *testing.T) {
	checkMisuse(t, "misuse", []misuseCase{
		{"before-init", 16, []string{"rank 0: MPI_Comm_rank at ./misuse.c:11:5", "called before MPI_Init"}},
		{"after-finalize", 16, []string{"MPI_Barrier at ./misuse.c:81:5", "after MPI_Finalize"}},
		{"null-comm", 5, []string{"MPI_Send at ./misuse.c:16:5", "MPI_ERR_COMM", "MPI_COMM_NULL"}},
		{"null-type", 3, []string{"rank 1: MPI_Send at ./misuse.c:18:5", "MPI_ERR_TYPE", "MPI_DATATYPE_NULL"}},
		{"bad-op", 10, []string{"MPI_Allreduce at ./misuse.c:20:5", "MPI_ERR_OP"}},
		{"maxloc-int", 10, []string{"MPI_ERR_OP", "MPI_MAXLOC is not defined for MPI_INT"}},
		{"bad-root", 8, []string{"MPI_Bcast", "MPI_ERR_ROOT", "invalid root 3"}},
		{"bad-tag", 4, []string{"rank 0: MPI_Send at ./misuse.c:26:5", "MPI_ERR_TAG", "invalid tag -5"}},
		{"neg-source", 6, []string{"rank 0: MPI_Recv", "MPI_ERR_RANK", "invalid source rank -7"}},
		{"uncommitted", 3, []string{"MPI_ERR_TYPE", "not committed"}},
		{"irecv-truncate", 15, []string{"rank 0: MPI_Irecv at ./misuse.c:37:7", "MPI_ERR_TRUNCATE", "8 bytes from rank 1"}},
		{"waitall-deadlock", 1, []string{"deadlock: 3 of 3 ranks are blocked",
			"rank 2: blocked in MPI_Waitall(2 requests; pending: receive from source=0, tag=3, comm=MPI_COMM_WORLD; receive from source=MPI_ANY_SOURCE, tag=4, comm=MPI_COMM_WORLD) at ./misuse.c:47:5"}},
		// Rank 0's final barrier matches the others' extra one; they then
		// wait in the final barrier for a rank that has exited.
		{"coll-mismatch", 1, []string{"deadlock: 2 of 3 ranks are blocked", "(1 ranks have exited)",
			"rank 1: blocked in MPI_Barrier(comm=MPI_COMM_WORLD, 3 of its ranks) at ./misuse.c:78:3"}},
		{"abort", 42, []string{"rank 1: MPI_Abort at ./misuse.c:52:5", "MPI_ABORT was invoked on rank 1 in communicator MPI_COMM_WORLD with errorcode 42"}},
		{"no-finalize", 3, []string{"rank 1", "without calling MPI_Finalize"}},
		{"ssend-alone", 1, []string{"rank 0: blocked in MPI_Ssend(synchronous send to rank 1, tag 0, comm=MPI_COMM_WORLD, waiting for the matching receive)",
			"rank 1: blocked in MPI_Barrier"}},
		// What the members of a collective pass must agree: Open MPI
		// takes a differing root silently and fails on a differing
		// count inside the algorithm, naming an internal tag.
		{"root-differs", 8, []string{"rank 2: MPI_Bcast at ./misuse.c:67:5", "MPI_ERR_ROOT", "root 1, but rank 0 at ./misuse.c:67:5 (in main) passed root 0"}},
		{"count-differs", 15, []string{"rank 1: MPI_Allreduce at ./misuse.c:69:5", "MPI_ERR_TRUNCATE", "8 bytes, but rank 0 at ./misuse.c:69:5 (in main) passed 16"}},
		{"type-differs", 3, []string{"rank 1: MPI_Bcast at ./misuse.c:71:5", "MPI_ERR_TYPE", "data of type MPI_FLOAT, but rank 0 at ./misuse.c:71:5 (in main) passed MPI_INT"}},
		{"call-differs", 16, []string{"rank 2: MPI_Reduce at ./misuse.c:74:7", "is MPI_Reduce here but MPI_Bcast on rank 0 at ./misuse.c:76:7"}},
		// Ranks 1 and 2 give {1, 2}, rank 0 gives {0, 1}.
		{"overlapping-groups", 9, []string{"rank 0: MPI_Comm_create at ./misuse.c:63:5", "MPI_ERR_GROUP",
			"the group given is world ranks [0 1], but its member 1 gave world ranks [1 2]; since MPI 2.2 the groups must be the same or disjoint"}},
	})
}

// TestGroupConflict: the MPI_Comm_create error names the rank whose group
// differs, a member of the group given or a rank outside it whose group has
// the same lowest rank.
func TestGroupConflict(t *testing.T) {
	world := &comm{size: 3}
	for _, c := range []struct {
		groups [][]int32
		me     int32
		made   []int32
		want   string
	}{
		{[][]int32{{0, 1}, {1, 2}, {1, 2}}, 0, []int32{0}, "but its member 1 gave world ranks [1 2]"},
		{[][]int32{{0, 1}, {0, 1}, {0, 2}}, 0, []int32{0, 1, 2}, "but world rank 2 gave world ranks [0 2]"},
		{[][]int32{{0, 1}, nil, nil}, 0, []int32{0}, "but its member 1 gave no group with itself in it"},
	} {
		if got := groupConflict(world, c.groups, c.me, c.made); !strings.Contains(got, c.want) {
			t.Errorf("groups %v, rank %d: %q, want %q", c.groups, c.me, got, c.want)
		}
	}
}

// TestCollectiveBlocks: the members of a gather, scatter, allgather or
// all-to-all must pass blocks of the same size and type; the error names
// the rank that differs, the one it differs from, and both calls.
func TestCollectiveBlocks(t *testing.T) {
	checkMisuse(t, "collmisuse", []misuseCase{
		{"gather", 15, []string{"rank 1: MPI_Gather at ./collmisuse.c:17:5", "MPI_ERR_TRUNCATE", "4 bytes, but rank 0 at ./collmisuse.c:17:5 (in main) passed 8"}},
		{"scatter", 3, []string{"rank 1: MPI_Scatter at ./collmisuse.c:19:5", "MPI_ERR_TYPE", "data of type MPI_FLOAT, but rank 0 at ./collmisuse.c:19:5 (in main) passed MPI_INT"}},
		{"allgather", 15, []string{"rank 1: MPI_Allgather at ./collmisuse.c:21:5", "4 bytes, but rank 0", "passed 8"}},
		{"alltoall", 3, []string{"rank 1: MPI_Alltoall at ./collmisuse.c:23:5", "data of type MPI_FLOAT, but rank 0", "passed MPI_INT"}},
		{"alltoallv", 15, []string{"rank 0: MPI_Alltoallv at ./collmisuse.c:28:5", "MPI_ERR_TRUNCATE", "rank 1 sends 8 bytes where this rank expects 4: the members' counts must match"}},
	})
}
