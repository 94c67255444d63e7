// Benchmark of removing uncalled static functions: a level-4 skeleton of a source with n of them, all uncalled once one caller is abstracted.
package cemit

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// manyStatics writes a program whose n static functions are called only
// from compute, which main calls in a loop a level-4 skeleton abstracts:
// compute goes in one round, the n functions in the next.
func manyStatics(t testing.TB, n int) string {
	var b strings.Builder
	b.WriteString("#include <mpi.h>\n")
	for i := range n {
		fmt.Fprintf(&b, "static double f%d(double x) {\n  return x * 0.5 + %d;\n}\n", i, i)
	}
	b.WriteString("static double compute(double t) {\n")
	for i := range n {
		fmt.Fprintf(&b, "  t += f%d(t);\n", i)
	}
	b.WriteString(`  return t;
}
int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  double sum = 0.0;
  for (int r = 0; r < 3; r++) {
    for (int i = 0; i < 100; i++)
      sum += compute(i);
    double v = sum;
    MPI_Allreduce(&v, &sum, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
  }
  MPI_Finalize();
  return 0;
}
`)
	path := filepath.Join(t.TempDir(), "many.c")
	if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestManyStaticsRemoved(t *testing.T) {
	res := skeleton(t, manyStatics(t, 50), 4)
	if got := strings.Count(string(res.Text), "no longer called */"); got != 51 {
		t.Errorf("%d static functions removed, want 51 (f0-f49 and compute):\n%s", got, res.Text)
	}
}

// BenchmarkManyStatics: the whole level-4 C skeleton of sources with
// more and more static functions; the removal's cost grew with the square
// of their number (13.1 s for 2000 in 'mpiskel compile', 1.6 s now).
func BenchmarkManyStatics(b *testing.B) {
	for _, n := range []int{250, 500, 1000} {
		path := manyStatics(b, n)
		b.Run(fmt.Sprintf("statics=%d", n), func(b *testing.B) {
			for b.Loop() {
				skeleton(b, path, 4)
			}
		})
	}
}
