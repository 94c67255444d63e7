/* unmap.c: blocks glibc maps by themselves, unmapped by free(). Rank 0
 * frees a 1 MiB block (mapped: 257 pages; glibc's threshold then rises to
 * its size) and another (now from the heap), a 64 KiB one (heap), two of
 * 40 MiB (above the 32 MiB the threshold stops at: mapped, 10241 pages
 * each) and a 2 MiB one grown to 3 MiB by realloc (moved by mremap, not
 * unmapped; the 3 MiB block is: 769 pages). Then two folded blocks of
 * 8 MiB, as a skeleton allocates and frees them (transform.Fold): both
 * mapped when allocated, 2049 pages each, though the first free raises the
 * threshold above their size. Rank 1 allocates nothing. */
#include <mpi.h>
#include <stdlib.h>

void *mpiskel_sizeonly(size_t n);
void mpiskel_sizeonly_free(size_t n);

int main(int argc, char **argv) {
  int rank;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0) {
    for (int i = 0; i < 2; i++)
      free(malloc(1 << 20));
    free(malloc(64 << 10));
    for (int i = 0; i < 2; i++)
      free(calloc(40 << 20, 1));
    free(realloc(malloc(2 << 20), 3 << 20));
    mpiskel_sizeonly(8 << 20);
    mpiskel_sizeonly(8 << 20);
    mpiskel_sizeonly_free(8 << 20);
    mpiskel_sizeonly_free(8 << 20);
  }
  MPI_Finalize();
  return 0;
}
