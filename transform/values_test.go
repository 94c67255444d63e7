// Tests of the value passes: which arguments are candidates, and that the recording and reading builds are valid IR.
package transform

import (
	"strings"
	"testing"

	"github.com/mpiskel/mpiskel/frontend/llvmir"
	"github.com/mpiskel/mpiskel/runtime/mpi"
	"github.com/mpiskel/mpiskel/runtime/valueprof"
)

func TestValuePasses(t *testing.T) {
	load := func() []ValueArg {
		p, err := llvmir.Load("../testdata/apps/isort.O1.ll")
		if err != nil {
			t.Fatal(err)
		}
		return ValueArgs(p.Module)
	}
	cands := load()
	var what []string
	for _, c := range cands {
		what = append(what, c.String())
	}
	all := strings.Join(what, "\n")
	for _, want := range []string{"recvcounts of MPI_Alltoallv at isort.c:79", "size of malloc at isort.c:78", "sendcount of MPI_Alltoall at isort.c:71"} {
		if !strings.Contains(all, want) {
			t.Errorf("no candidate %q among\n%s", want, all)
		}
	}
	if strings.Contains(all, "sendtype") || strings.Contains(all, "comm of") {
		t.Errorf("datatypes and communicators are not values:\n%s", all)
	}
	var keys []int
	for _, c := range cands {
		if c.Array || strings.HasPrefix(c.What, "size of") {
			keys = append(keys, c.Key)
		}
	}
	p, err := llvmir.Load("../testdata/apps/isort.O1.ll")
	if err != nil {
		t.Fatal(err)
	}
	if err := InstrumentValues(p, keys); err != nil {
		t.Fatal(err)
	}
	verifyWithOpt(t, p.Module.String(), "the recording build")
	if err := InstrumentValues(p, []int{len(cands)}); err == nil {
		t.Error("a key past the candidates was taken")
	}
	q, err := llvmir.Load("../testdata/apps/isort.O1.ll")
	if err != nil {
		t.Fatal(err)
	}
	args := ValueArgs(q.Module)
	var picked []ValueArg
	for _, k := range keys {
		picked = append(picked, args[k])
	}
	streams := make([][]int64, len(picked))
	table, err := valueprof.Encode(&valueprof.Profile{Streams: map[int][][][]int64{1: {streams}}}, len(picked))
	if err != nil {
		t.Fatal(err)
	}
	if err := StreamValues(q, picked, table); err != nil {
		t.Fatal(err)
	}
	text := q.Module.String()
	if !strings.Contains(text, "@"+ValuesGlobal+" = constant") || !strings.Contains(text, "call void @"+ValueIntsFunc) {
		t.Error("no value table or fill call in the skeleton")
	}
	verifyWithOpt(t, text, "the reading build")
}

func TestWildcard(t *testing.T) {
	for app, want := range map[string]string{"masterworker": "MPI_Probe at masterworker.c:105", "isort": ""} {
		p, err := llvmir.Load("../testdata/apps/" + app + ".O1.ll")
		if err != nil {
			t.Fatal(err)
		}
		if got, _ := Wildcard(p.Module, mpi.OpenMPI41()); got != want {
			t.Errorf("%s: wildcard %q, want %q", app, got, want)
		}
	}
}
