// Tests of the MPI table and ABIs, checked against the installed mpi.h where present.
package mpi

import (
	"bufio"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

func TestFuncsSortedAndComplete(t *testing.T) {
	for i, f := range Funcs {
		if f.Kind == 0 || f.Ret == "" {
			t.Errorf("%s: missing kind or return type", f.Name)
		}
		for _, a := range f.Args {
			if a.CType == "" {
				t.Errorf("%s: argument %q has no C type", f.Name, a.Name)
			}
		}
		g, ok := Lookup(f.Name)
		if !ok || g != &Funcs[i] || ID(f.Name) != i {
			t.Errorf("Lookup(%s) does not return entry %d", f.Name, i)
		}
	}
	if _, ok := Lookup("PMPI_Send"); !ok {
		t.Errorf("PMPI_ spelling not accepted")
	}
	if _, ok := Lookup("MPI_Nonexistent"); ok {
		t.Errorf("unknown function found")
	}
	// Every function the simulator implements must be here, with its roles.
	want := map[string][]Role{
		"MPI_Send":       {RoleBuf, RoleCount, RoleDatatype, RoleDest, RoleTag, RoleComm},
		"MPI_Recv":       {RoleBuf, RoleCount, RoleDatatype, RoleSource, RoleTag, RoleComm, RoleStatus},
		"MPI_Irecv":      {RoleBuf, RoleCount, RoleDatatype, RoleSource, RoleTag, RoleComm, RoleRequest},
		"MPI_Waitall":    {RoleRequestCount, RoleRequests, RoleStatuses},
		"MPI_Waitany":    {RoleRequestCount, RoleRequests, RoleIndex, RoleStatus},
		"MPI_Allreduce":  {RoleSendBuf, RoleRecvBuf, RoleCount, RoleDatatype, RoleOp, RoleComm},
		"MPI_Bcast":      {RoleBuf, RoleCount, RoleDatatype, RoleRoot, RoleComm},
		"MPI_Comm_split": {RoleComm, RoleColor, RoleKey, RoleNewComm},
		"MPI_Sendrecv": {RoleSendBuf, RoleSendCount, RoleSendType, RoleDest, RoleSendTag, RoleRecvBuf,
			RoleRecvCount, RoleRecvType, RoleSource, RoleRecvTag, RoleComm, RoleStatus},
		"MPI_Gatherv": {RoleSendBuf, RoleSendCount, RoleSendType, RoleRecvBuf, RoleRecvCounts,
			RoleRecvDispls, RoleRecvType, RoleRoot, RoleComm},
	}
	for name, roles := range want {
		f, ok := Lookup(name)
		if !ok {
			t.Errorf("%s missing", name)
			continue
		}
		var got []Role
		for _, a := range f.Args {
			got = append(got, a.Role)
		}
		if fmt.Sprint(got) != fmt.Sprint(roles) {
			t.Errorf("%s roles = %v, want %v", name, got, roles)
		}
	}
	if f, _ := Lookup("MPI_Send"); f.Prototype() != "int MPI_Send(const void *buf, int count, MPI_Datatype datatype, int dest, int tag, MPI_Comm comm)" {
		t.Errorf("prototype: %s", f.Prototype())
	}
	if f, _ := Lookup("MPI_Wtime"); f.Prototype() != "double MPI_Wtime(void)" {
		t.Errorf("prototype: %s", f.Prototype())
	}
}

const openMPIHeader = "/usr/lib/x86_64-linux-gnu/openmpi/include/mpi.h"

// TestPrototypesMatchOpenMPI compares every prototype with the declaration
// in Open MPI's mpi.h, so that PMPI wrappers generated from the table compile.
func TestPrototypesMatchOpenMPI(t *testing.T) {
	src, err := os.ReadFile(openMPIHeader)
	if err != nil {
		t.Skipf("Open MPI's mpi.h not installed (%v)", err)
	}
	decl := regexp.MustCompile(`OMPI_DECLSPEC\s+(int|double)\s+(MPI_\w+)\s*\(([^;]*?)\)\s*(?:__mpi_interface_deprecated__\([^)]*\)\s*)?;`)
	protos := map[string]string{}
	for _, m := range decl.FindAllStringSubmatch(string(src), -1) {
		protos[m[2]] = normalizeProto(m[1] + " " + m[2] + "(" + m[3] + ")")
	}
	for i := range Funcs {
		f := &Funcs[i]
		h, ok := protos[f.Name]
		if !ok {
			t.Errorf("%s not declared in mpi.h", f.Name)
			continue
		}
		// Parameter names may differ (we follow the standard's); compare types only.
		if got, want := typesOnly(normalizeProto(f.Prototype())), typesOnly(h); got != want {
			t.Errorf("%s:\n table:  %s\n mpi.h:  %s", f.Name, got, want)
		}
	}
}

func normalizeProto(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	s = regexp.MustCompile(`\s*\*\s*`).ReplaceAllString(s, " *")
	s = regexp.MustCompile(`(\w+)\[\]`).ReplaceAllString(s, "*$1")
	return s
}

// typesOnly drops parameter names: "int f(const void *buf, int n)" -> "int f(const void *, int)".
func typesOnly(p string) string {
	open := strings.Index(p, "(")
	params := strings.Split(p[open+1:len(p)-1], ",")
	for i, a := range params {
		a = strings.TrimSpace(a)
		if a == "void" || a == "..." {
			params[i] = a
			continue
		}
		a = regexp.MustCompile(`\*?\w+$`).ReplaceAllStringFunc(a, func(m string) string {
			if strings.HasPrefix(m, "*") {
				return "*"
			}
			return ""
		})
		params[i] = strings.TrimSpace(a)
	}
	return p[:open+1] + strings.Join(params, ", ") + ")"
}

func TestOpenMPIHandlesDeclared(t *testing.T) {
	src, err := os.ReadFile(openMPIHeader)
	if err != nil {
		t.Skipf("Open MPI's mpi.h not installed (%v)", err)
	}
	abi := OpenMPI41()
	for _, h := range abi.Handles {
		re := regexp.MustCompile(`#define ` + h.Name + `\s+OMPI_PREDEFINED_GLOBAL\(\s*\w+\s*,\s*` + h.Global + `\s*\)`)
		if !re.Match(src) {
			t.Errorf("%s is not OMPI_PREDEFINED_GLOBAL(..., %s) in mpi.h", h.Name, h.Global)
		}
		if h.Size <= 0 {
			t.Errorf("%s: no size", h.Name)
		}
	}
}

// TestMPICHDatatypeSizes checks the size MPICH encodes in bits 8-15 of
// builtin datatype handles against the Basics table.
func TestMPICHDatatypeSizes(t *testing.T) {
	abi := MPICH4()
	n := 0
	for _, h := range abi.Handles {
		if h.Kind != HandleDatatype || h.Value>>24 != 0x4c || h.Name == "MPI_LB" || h.Name == "MPI_UB" {
			continue
		}
		b, ok := BasicByName(h.Name)
		if !ok {
			t.Errorf("%s has no Basics entry", h.Name)
			continue
		}
		if enc := int(h.Value>>8) & 0xff; enc != b.Extent {
			t.Errorf("%s: MPICH encodes size %d, Basics says extent %d", h.Name, enc, b.Extent)
		}
		n++
	}
	if n < 25 {
		t.Errorf("only %d builtin MPICH datatypes checked", n)
	}
	for _, abi := range []ABI{OpenMPI41(), MPICH4()} {
		for _, b := range Basics {
			if h, ok := abi.Handle(b.Name); !ok || h.Kind != HandleDatatype {
				t.Errorf("%s: no datatype handle for %s", abi.Name, b.Name)
			}
		}
		for op := OpMax; op <= OpNoOp; op++ {
			if h, ok := abi.Handle(op.String()); !ok || h.Kind != HandleOp {
				t.Errorf("%s: no op handle for %s", abi.Name, op)
			}
		}
		for _, name := range []string{"MPI_COMM_WORLD", "MPI_COMM_SELF", "MPI_COMM_NULL", "MPI_REQUEST_NULL", "MPI_DATATYPE_NULL", "MPI_OP_NULL"} {
			if _, ok := abi.Handle(name); !ok {
				t.Errorf("%s: no %s", abi.Name, name)
			}
		}
	}
}

func TestDetectABI(t *testing.T) {
	if a := DetectABI([]string{"stdout", "ompi_mpi_comm_world"}); a.Family != OpenMPI {
		t.Errorf("ompi globals: got %v", a.Family)
	}
	if a := DetectABI([]string{"stdout"}); a.Family != MPICH {
		t.Errorf("no ompi globals: got %v", a.Family)
	}
	if g := OpenMPI41().ExternalGlobals(); g["ompi_mpi_comm_world"] != 512 || g["ompi_mpi_op_sum"] != 2048 {
		t.Errorf("ExternalGlobals: %v", g)
	}
	if MPICH4().ExternalGlobals() != nil {
		t.Errorf("MPICH has no handle globals")
	}
}

// TestOpenMPILayout compiles a C program against the installed mpi.h and
// compares constants, the MPI_Status layout and datatype sizes and extents
// (queried from the library itself) with the Open MPI ABI and Basics.
func TestOpenMPILayout(t *testing.T) {
	mpicc, err := exec.LookPath("mpicc")
	if err != nil {
		t.Skip("mpicc not installed")
	}
	dir := t.TempDir()
	var c strings.Builder
	c.WriteString(`#include <mpi.h>
#include <stdio.h>
#include <stddef.h>
int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  printf("status %d %d %d %d %d %d\n", (int)sizeof(MPI_Status), (int)offsetof(MPI_Status, MPI_SOURCE),
    (int)offsetof(MPI_Status, MPI_TAG), (int)offsetof(MPI_Status, MPI_ERROR),
    (int)offsetof(MPI_Status, _cancelled), (int)offsetof(MPI_Status, _ucount));
  printf("const %d %d %d %d %d %ld\n", MPI_ANY_SOURCE, MPI_ANY_TAG, MPI_PROC_NULL, MPI_ROOT, MPI_UNDEFINED, (long)MPI_IN_PLACE);
  printf("err %d %d %d %d %d %d\n", MPI_ERR_TRUNCATE, MPI_ERR_COMM, MPI_ERR_RANK, MPI_ERR_TYPE, MPI_ERR_OP, MPI_ERR_REQUEST);
  printf("max %d %d\n", MPI_MAX_PROCESSOR_NAME, MPI_MAX_ERROR_STRING);
  printf("misc %d %d %d %d\n", MPI_ORDER_C, MPI_ORDER_FORTRAN, MPI_CART, MPI_COMM_TYPE_SHARED);
  int size; MPI_Aint lb, ext;
`)
	for _, b := range Basics {
		fmt.Fprintf(&c, "  MPI_Type_size(%s, &size); MPI_Type_get_extent(%s, &lb, &ext); printf(\"type %s %%d %%ld\\n\", size, (long)ext);\n", b.Name, b.Name, b.Name)
	}
	c.WriteString("  MPI_Finalize();\n  return 0;\n}\n")
	if err := os.WriteFile(filepath.Join(dir, "l.c"), []byte(c.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	exe := filepath.Join(dir, "l")
	if out, err := exec.Command(mpicc, "-o", exe, filepath.Join(dir, "l.c")).CombinedOutput(); err != nil {
		t.Fatalf("mpicc: %v\n%s", err, out)
	}
	cmd := exec.Command(exe)
	cmd.Env = append(os.Environ(), "OMPI_ALLOW_RUN_AS_ROOT=1", "OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1", "OMPI_MCA_plm=isolated", "OMPI_MCA_btl=self")
	out, err := cmd.Output()
	if err != nil {
		t.Skipf("singleton MPI run failed (%v); cannot query the library", err)
	}
	abi := OpenMPI41()
	st := abi.Status
	want := map[string]string{
		"status": fmt.Sprint(st.Size, st.Source, st.Tag, st.Error, st.Cancelled, st.CountLo),
		"const":  fmt.Sprint(abi.AnySource, abi.AnyTag, abi.ProcNull, abi.Root, abi.Undefined, abi.InPlace),
		"err":    fmt.Sprint(abi.Errors.Truncate, abi.Errors.Comm, abi.Errors.Rank, abi.Errors.Type, abi.Errors.Op, abi.Errors.Request),
		"max":    fmt.Sprint(abi.MaxProcessorName, abi.MaxErrorString),
		"misc":   fmt.Sprint(abi.OrderC, abi.OrderFortran, abi.TopoCart, abi.CommTypeShared),
	}
	sc := bufio.NewScanner(strings.NewReader(string(out)))
	types := 0
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		if f[0] == "type" {
			b, _ := BasicByName(f[1])
			size, _ := strconv.Atoi(f[2])
			ext, _ := strconv.Atoi(f[3])
			if b.Size != size || b.Extent != ext {
				t.Errorf("%s: size %d extent %d, library says %d %d", b.Name, b.Size, b.Extent, size, ext)
			}
			types++
			continue
		}
		if got := strings.Join(f[1:], " "); got != want[f[0]] {
			t.Errorf("%s: library %q, ABI %q", f[0], got, want[f[0]])
		}
	}
	if types != len(Basics) {
		t.Errorf("checked %d types of %d", types, len(Basics))
	}
}
