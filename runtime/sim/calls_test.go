// The host-function table: every implementation is an MPI function of runtime/mpi, and the options a module needs.
package sim

import (
	"sort"
	"strings"
	"testing"

	"github.com/mpiskel/mpiskel/runtime/mpi"
)

func TestImplementationsAreInTheTable(t *testing.T) {
	impls := implementations()
	var names []string
	for n := range impls {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		if _, ok := mpi.Lookup(n); !ok {
			t.Errorf("%s is implemented but not in runtime/mpi's table", n)
		}
	}
	var missing []string
	for i, f := range mpi.Funcs {
		if hostFuncs[i].name != f.Name {
			t.Fatalf("host id %d is %s, not %s", i, hostFuncs[i].name, f.Name)
		}
		if hostFuncs[i].impl == nil {
			missing = append(missing, f.Name)
		}
	}
	t.Logf("%d of %d MPI functions implemented; not implemented: %s", len(mpi.Funcs)-len(missing), len(mpi.Funcs), strings.Join(missing, " "))
	// The functions the issue requires.
	for _, n := range []string{"MPI_Send", "MPI_Ssend", "MPI_Recv", "MPI_Isend", "MPI_Irecv", "MPI_Sendrecv",
		"MPI_Wait", "MPI_Waitall", "MPI_Waitany", "MPI_Test", "MPI_Testall", "MPI_Probe", "MPI_Iprobe",
		"MPI_Get_count", "MPI_Barrier", "MPI_Bcast", "MPI_Reduce", "MPI_Allreduce", "MPI_Gather", "MPI_Gatherv",
		"MPI_Scatter", "MPI_Scatterv", "MPI_Allgather", "MPI_Allgatherv", "MPI_Alltoall", "MPI_Alltoallv",
		"MPI_Scan", "MPI_Reduce_scatter", "MPI_Comm_dup", "MPI_Comm_split", "MPI_Comm_free",
		"MPI_Type_contiguous", "MPI_Type_vector", "MPI_Type_commit", "MPI_Type_free", "MPI_Type_size",
		"MPI_Init", "MPI_Init_thread", "MPI_Initialized", "MPI_Finalize", "MPI_Finalized", "MPI_Abort",
		"MPI_Comm_rank", "MPI_Comm_size", "MPI_Wtime", "MPI_Wtick", "MPI_Get_processor_name"} {
		if hostFuncs[mpi.ID(n)].impl == nil {
			t.Errorf("%s is not implemented", n)
		}
	}
	names = HostFuncNames()
	tail := []string{"mpiskel_add_time", SizeOnlyFunc, SizeOnlyFreeFunc, WorldSizeFunc, RecordValueFunc, RecordIntsFunc, ValueFunc, ValueIntsFunc}
	if len(names) != len(mpi.Funcs)+len(skeletonFuncs)+len(tail)-1 || strings.Join(names[len(names)-len(tail):], " ") != strings.Join(tail, " ") {
		t.Errorf("HostFuncNames: %d names ending %q", len(names), names[len(names)-1])
	}
}

func TestHostOptions(t *testing.T) {
	_, c := compileLL(t, "../../testdata/apps/ring.O0.ll")
	if c.abi.Family != mpi.OpenMPI {
		t.Fatalf("ring.O0.ll detected as %s", c.abi.Name)
	}
	m := parseLL(t, "../../testdata/apps/ring.O0.ll")
	opt := HostOptions(m)
	if len(opt.HostFuncs) != len(hostFuncs) {
		t.Errorf("%d host functions", len(opt.HostFuncs))
	}
	// Only the handle globals the module references are mapped.
	if opt.ExternalGlobals["ompi_mpi_comm_world"] != 512 || opt.ExternalGlobals["ompi_mpi_int"] != 512 ||
		len(opt.ExternalGlobals) > 4 {
		t.Errorf("ExternalGlobals %v", opt.ExternalGlobals)
	}
	if mm := parseLL(t, "testdata/mpich/p2p.ll"); HostOptions(mm).ExternalGlobals != nil {
		t.Errorf("an MPICH module needs no handle globals")
	}
}
