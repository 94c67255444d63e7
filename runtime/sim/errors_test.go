// Tests of failing runs: MPI misuse, crashes and deadlock end the run with a located, non-zero error.
package sim

import (
	"errors"
	"os"
	"strings"
	"testing"
)

func TestErrorPrograms(t *testing.T) {
	if _, err := os.Stat("../../testdata/errors/deadlock.ll"); err != nil {
		t.Skip("testdata/errors not present")
	}
	cases := []struct {
		file  string
		code  int
		class string
		want  []string
	}{
		{"deadlock", 1, "", []string{"deadlock: 2 of 2 ranks are blocked",
			"rank 0: blocked in MPI_Recv(receive from source=1, tag=7, comm=MPI_COMM_WORLD) at deadlock.c:11:3",
			"rank 1: blocked in MPI_Recv(receive from source=0, tag=7, comm=MPI_COMM_WORLD) at deadlock.c:11:3"}},
		{"truncate", 15, "MPI_ERR_TRUNCATE", []string{"rank 1: MPI_Recv at truncate.c:11:5", "16 bytes from rank 0 (tag 0)", "8 bytes"}},
		{"badrank", 6, "MPI_ERR_RANK", []string{"rank 0: MPI_Send at badrank.c:10:5", "invalid destination rank 2", "has 2 ranks"}},
		{"outofbounds", 1, "", []string{"outofbounds.c:12", "outside"}},
		{"unknownext", 1, "", []string{"solver_kernel"}},
	}
	for _, c := range cases {
		t.Run(c.file, func(t *testing.T) {
			out, res, err := simulate(t, "../../testdata/errors/"+c.file+".ll", Config{NP: 2, PsPerInstruction: 1000})
			if err == nil {
				t.Fatalf("run succeeded; output:\n%s", out)
			}
			msg := err.Error()
			for _, w := range c.want {
				if !strings.Contains(msg, w) {
					t.Errorf("error lacks %q:\n%s", w, msg)
				}
			}
			var re *RunError
			if !errors.As(err, &re) {
				t.Fatalf("error is %T, not *RunError", err)
			}
			if re.Class != c.class {
				t.Errorf("class %q, want %q", re.Class, c.class)
			}
			if res == nil || res.ExitCode != c.code {
				t.Errorf("exit code %v, want %d", res, c.code)
			}
		})
	}
}
