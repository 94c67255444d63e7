/* addtime.c: the library form of ADD_TIME for skeletons built with
 * -DMPISKEL_EXTERNAL_ADD_TIME, and the size-only buffer and the rank count
 * of LLVM IR skeletons: 'mpicc -c addtime.c' and link it. */
#define _DEFAULT_SOURCE 1 /* clock_gettime and MAP_ANONYMOUS under -std=c11 too */
#define MPISKEL_EXTERNAL_ADD_TIME 1
#include "mpiskel.h"
#include <stdio.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <time.h>

void mpiskel_add_time(int region_id, double seconds)
{
	struct timespec t0, t;
	(void)region_id;
	if (!(seconds > 0))
		return;
	clock_gettime(CLOCK_MONOTONIC, &t0);
	for (;;) {
		clock_gettime(CLOCK_MONOTONIC, &t);
		if ((double)(t.tv_sec - t0.tv_sec) + 1e-9 * (double)(t.tv_nsec - t0.tv_nsec) >= seconds)
			return;
	}
}

/* mpiskel_np() is the number of ranks, for the trip counts a skeleton
 * fitted over rank counts; through PMPI, which a tracing tool does not
 * see. Before MPI_Init (a count of a loop that runs first), the
 * launcher's environment says (Open MPI's, or PMI's for MPICH and
 * Slurm). */
int mpiskel_np(void)
{
	int n = 1, up = 0;
	PMPI_Initialized(&up);
	if (up) {
		PMPI_Comm_size(MPI_COMM_WORLD, &n);
	} else {
		const char *s = getenv("OMPI_COMM_WORLD_SIZE");
		if (s == NULL)
			s = getenv("PMI_SIZE");
		if (s != NULL && atoi(s) > 0)
			n = atoi(s);
	}
	return n;
}

/* mpiskel_sizeonly(n) is the buffer an IR skeleton's folded heap blocks
 * become (transform.Fold): their contents are in no one's interest, only
 * the sizes of the messages sent from or received into them. Under
 * 'mpiskel run' it holds no memory at all; natively MPI needs real bytes,
 * at least n. Every caller gets the same buffer, and it never moves or
 * shrinks (a pointer handed out earlier may still be in use, e.g. by a
 * pending MPI_Irecv): it is reserved, not allocated, with MAP_NORESERVE,
 * so a rank's memory only grows by the pages that messages touch; a
 * request beyond the reservation reserves a larger one and keeps the old.
 * Contents are undefined (zero until written). Not thread-safe, like the
 * skeletons' single-threaded MPI use. */
void *mpiskel_sizeonly(size_t n);

/* mpiskel_sizeonly_free(n) is a folded block's free: the buffer stays. */
void mpiskel_sizeonly_free(size_t n)
{
	(void)n;
}

void *mpiskel_sizeonly(size_t n)
{
	static void *buf;
	static size_t reserved;
	if (buf == NULL || n > reserved) {
		size_t want = (size_t)1 << 30;
		while (want < n)
			want *= 2;
		void *p = mmap(NULL, want, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
		if (p == MAP_FAILED) {
			fprintf(stderr, "mpiskel_sizeonly: cannot reserve %zu bytes\n", want);
			abort();
		}
		buf = p;
		reserved = want;
	}
	return buf;
}
