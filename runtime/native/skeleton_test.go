// Tests of mpiskel.h and addtime.c under mpicc and mpirun: both ADD_TIME forms, the alias, header-only and library builds.
package native

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const skelProgram = `#include <stdio.h>
#include "mpiskel.h"
int main(int argc, char **argv) {
	int rank;
	MPI_Init(&argc, &argv);
	MPI_Comm_rank(MPI_COMM_WORLD, &rank);
	double t0 = MPI_Wtime();
	ADD_TIME(0.02);
	ADD_TIME(7, 0.02 * (rank + 1));
	BSIM_ADD_TIME(0.01);
	BSIM_ADD_TIME(8, 0.01);
	double spent = MPI_Wtime() - t0;
	/* spinning lasts at least the time asked; nothing bounds it above */
	if (spent >= 0.06 + 0.02 * rank)
		printf("rank %d spun enough\n", rank);
	else
		printf("rank %d spun only %g s\n", rank, spent);
	MPI_Finalize();
	return 0;
}
`

func TestSkeletonHeaderNative(t *testing.T) {
	needTool(t, "mpicc")
	needTool(t, "mpirun")
	for _, library := range []bool{false, true} {
		dir := t.TempDir()
		if err := WriteSkeletonHeader(dir); err != nil {
			t.Fatal(err)
		}
		src := filepath.Join(dir, "skel.c")
		if err := os.WriteFile(src, []byte(skelProgram), 0o644); err != nil {
			t.Fatal(err)
		}
		exe := filepath.Join(dir, "skel")
		args := []string{"-Wall", "-Werror", "skel.c", "-o", exe}
		if library {
			lib, err := SkeletonSources.ReadFile("skel/addtime.c")
			if err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join(dir, "addtime.c"), lib, 0o644); err != nil {
				t.Fatal(err)
			}
			args = append([]string{"-DMPISKEL_EXTERNAL_ADD_TIME"}, append(args, "addtime.c")...)
		}
		if err := runTool(context.Background(), dir, "mpicc", args...); err != nil {
			t.Fatalf("library %v: %v", library, err)
		}
		var out bytes.Buffer
		if err := Run(context.Background(), Tools{}, exe, RunOptions{NP: 2, Stdout: &out, Stderr: &out}); err != nil {
			t.Fatalf("library %v: %v\n%s", library, err, out.String())
		}
		for _, want := range []string{"rank 0 spun enough", "rank 1 spun enough"} {
			if !strings.Contains(out.String(), want) {
				t.Errorf("library %v: output lacks %q:\n%s", library, want, out.String())
			}
		}
	}
}
