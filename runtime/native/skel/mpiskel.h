/* mpiskel.h: the skeleton API. An abstracted region of an MPI program is
 * replaced by ADD_TIME(seconds) or ADD_TIME(region_id, seconds): the time the
 * region's computation took, charged without doing it. BSIM_ADD_TIME is an
 * alias, so hand-written skeletons in the style of BSIM also build.
 *
 * Under mpiskel's simulator (mpiskel run) the call is a host function that
 * advances the rank's virtual clock. Under real MPI it spins for the time:
 * by default this header defines it (static), so a skeleton builds with
 * just 'mpicc app.skel.c'; define MPISKEL_EXTERNAL_ADD_TIME to link the
 * library form, addtime.c, instead.
 */
#ifndef MPISKEL_H
#define MPISKEL_H

#define MPISKEL_ADD_TIME_1(seconds) mpiskel_add_time(-1, (double)(seconds))
#define MPISKEL_ADD_TIME_2(region_id, seconds) mpiskel_add_time((int)(region_id), (double)(seconds))
#define MPISKEL_ADD_TIME_PICK(a, b, name, ...) name
/* One macro, two forms: the argument count picks the function-like macro. */
#define ADD_TIME(...) MPISKEL_ADD_TIME_PICK(__VA_ARGS__, MPISKEL_ADD_TIME_2, MPISKEL_ADD_TIME_1, none)(__VA_ARGS__)
#define BSIM_ADD_TIME(...) ADD_TIME(__VA_ARGS__)

#include <mpi.h>

#if !defined(MPISKEL_MPI)
#include <stdlib.h>
/* The number of ranks, for the trip counts a skeleton fitted over rank
 * counts (mpiskel_np); through PMPI, which a tracing tool does not see.
 * Before MPI_Init (a count of a loop that runs first), the launcher's
 * environment says (Open MPI's, or PMI's for MPICH and Slurm). */
static inline int mpiskel_launch_size(void)
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
#endif

#if defined(MPISKEL_MPI) || defined(MPISKEL_EXTERNAL_ADD_TIME)
/* mpiskel's own front end (its mpi.h defines MPISKEL_MPI), or the library. */
void mpiskel_add_time(int region_id, double seconds);
#include <stddef.h>
/* The size-only buffer of LLVM IR skeletons (see addtime.c); C skeletons
 * keep the program's own buffers. */
void *mpiskel_sizeonly(size_t n);
/* The number of ranks, for the trip counts a skeleton fitted over rank
 * counts. */
int mpiskel_np(void);
#else
#include <time.h>

/* mpiskel_now: seconds on a monotonic clock. Under -std=c11 or c99 without
 * a feature-test macro <time.h> declares no POSIX clock (and this header
 * comes after the program's own includes, too late to ask for one): there,
 * MPI's own clock, PMPI_Wtime, which a PMPI tool does not trace. */
static double mpiskel_now(void)
{
#if defined(CLOCK_MONOTONIC)
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
#else
	return PMPI_Wtime();
#endif
}

/* The time charged and not spun yet; below zero, spun ahead (a spin ends
 * a clock read after its time). Charges under MPISKEL_MIN_SPIN seconds add
 * up before a spin: a kept loop charging a few nanoseconds per iteration
 * would otherwise spend ten times that in clock reads. */
static double mpiskel_owed;
#define MPISKEL_MIN_SPIN 2e-7

/* Spins, rather than sleeps, so that the core is busy as the computation
 * it stands for would keep it busy, and wakes without scheduler delay. */
static void mpiskel_add_time(int region_id, double seconds)
{
	double t0, t;
	(void)region_id;
	if (!(seconds > 0))
		return;
	mpiskel_owed += seconds;
	if (mpiskel_owed < MPISKEL_MIN_SPIN)
		return;
	t0 = mpiskel_now();
	do
		t = mpiskel_now();
	while (t - t0 < mpiskel_owed);
	mpiskel_owed -= t - t0;
}

static inline int mpiskel_np(void) { return mpiskel_launch_size(); }
#endif

#endif /* MPISKEL_H */
