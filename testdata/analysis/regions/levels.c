/* levels.c: one function per abstraction level, nested loops, loops with
 * MPI, calls into MPI-containing functions, early returns, break/continue
 * and a goto-made irreducible loop. */
#include <mpi.h>

int straight(int a, int b) { // want "L1 function"
  int c = a * b + 3;
  return c - a;
}

int branchy(int a) { // want "L2 function"
  if (a > 3) // want "L2 branch"
    a = a * 2;
  return a;
}

int early(int a) { // want "L2 function"
  if (a < 0) // want "L2 branch"
    return -a;
  return a + 1;
}

double nested(double *x, int n) { // want "L3 function"
  double s = 0;
  for (int i = 0; i < n; i++) // want "L3 loop"
    for (int j = 0; j < n; j++) // want "L3 loop"
      s += x[i * n + j];
  return s;
}

int breaks(int *v, int n) { // want "L3 function"
  int s = 0;
  for (int i = 0; i < n; i++) { // want "L3 loop$"
    if (v[i] < 0)
      continue;
    if (v[i] > 100)
      break;
    s += v[i];
  }
  return s;
}

int search(int *v, int n, int key) { // want "L3 function"
  for (int i = 0; i < n; i++) // want "L3 loop"
    if (v[i] == key)
      return i;
  return -1;
}

int tangled(int n) { // want "L3 function"
  int i = 0;
  if (n > 5)
    goto inside;
top:
  i++;
inside:
  i += 2; // want "L3 irreducible"
  if (i < n)
    goto top;
  return i;
}

int caller(int *v, int n) { // want "L4 function"
  int s = straight(n, 2);
  for (int i = 0; i < n; i++) // want "L4 loop"
    s += breaks(v, i);
  return s;
}

void exchange(int *buf, int n, int peer) { // want "L5 function"
  MPI_Sendrecv_replace(buf, n, MPI_INT, peer, 0, peer, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE); // want "MPI_Sendrecv_replace p2p"
}

int main(int argc, char **argv) { // want "L5 function"
  int rank, size, buf[4] = {0, 1, 2, 3};
  MPI_Init(&argc, &argv); // want "MPI_Init env"
  MPI_Comm_rank(MPI_COMM_WORLD, &rank); // want "MPI_Comm_rank query"
  MPI_Comm_size(MPI_COMM_WORLD, &size); // want "MPI_Comm_size query"
  for (int it = 0; it < 3; it++) { // want "L5 loop"
    buf[0] += caller(buf, 4);
    exchange(buf, 4, (rank + 1) % size); // want "calls MPI via exchange"
  }
  if (rank == 0) // want "L5 branch"
    MPI_Barrier(MPI_COMM_WORLD); // want "MPI_Barrier collective"
  MPI_Finalize(); // want "MPI_Finalize env"
  return branchy(buf[0]) + early(buf[1]) + (int)nested(0, 0) + search(buf, 4, 2) + tangled(buf[2]);
}
