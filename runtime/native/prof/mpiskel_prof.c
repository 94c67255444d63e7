/* mpiskel_prof.c: the profiling library of 'mpiskel profile'. The
 * instrumented program calls mpiskel_prof_enter(id) and
 * mpiskel_prof_exit(id, W) around every region a skeleton would abstract,
 * and mpiskel_add_time(id, 0) as loop probes (ids from 1<<30). At
 * MPI_Finalize (through PMPI) each rank writes $MPISKEL_PROF_DIR/rank-N.prof:
 *   r ID ENTRIES NANOSECONDS WORK
 *   p PROBE-ID COUNT
 * Time is the monotonic clock; a region re-entered recursively is timed
 * from its outermost entry only. Each timed entry is charged the interval
 * between its two clock reads less what an empty region measures (the
 * clock's own cost, ~20-30 ns with the vDSO): thousands of entries of a
 * region of a few instructions would otherwise be mostly clock. */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define PROBE_BASE (1 << 30)

struct region {
	long long entries, ns, started;
	double work;
	int depth;
};

static struct region *regions;
static int nregions;
static long long *probes;
static int nprobes;
static long long overhead = -1; /* ns an empty region measures */

static long long now_ns(void)
{
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return (long long)t.tv_sec * 1000000000LL + t.tv_nsec;
}

static int cmp_ll(const void *a, const void *b)
{
	long long x = *(const long long *)a, y = *(const long long *)b;
	return (x > y) - (x < y);
}

/* measure_overhead sets overhead to the median of back-to-back clock
 * reads: the median, as a rare preemption must not count. */
static void measure_overhead(void)
{
	enum { N = 101 };
	long long d[N];
	int i;
	for (i = 0; i < N; i++) {
		long long t0 = now_ns();
		d[i] = now_ns() - t0;
	}
	qsort(d, N, sizeof d[0], cmp_ll);
	overhead = d[N / 2];
}

static void *grow(void *p, int *n, int need, size_t size)
{
	int m = *n ? *n : 64;
	while (m <= need)
		m *= 2;
	p = realloc(p, (size_t)m * size);
	if (!p) {
		fprintf(stderr, "mpiskel profile: out of memory for %d counters\n", m);
		abort();
	}
	memset((char *)p + (size_t)*n * size, 0, (size_t)(m - *n) * size);
	*n = m;
	return p;
}

static struct region *region(int id)
{
	if (id < 0) {
		fprintf(stderr, "mpiskel profile: region id %d\n", id);
		abort();
	}
	if (id >= nregions)
		regions = grow(regions, &nregions, id, sizeof *regions);
	return &regions[id];
}

void mpiskel_prof_enter(int id)
{
	struct region *r;
	if (overhead < 0)
		measure_overhead();
	r = region(id);
	if (r->depth++ == 0)
		r->started = now_ns();
}

void mpiskel_prof_exit(int id, double work)
{
	long long t = now_ns();
	struct region *r = region(id);
	r->entries++;
	r->work += work;
	if (r->depth > 0 && --r->depth == 0)
		r->ns += t - r->started - overhead;
}

void mpiskel_add_time(int id, double seconds)
{
	(void)seconds;
	if (id < PROBE_BASE)
		return;
	id -= PROBE_BASE;
	if (id >= nprobes)
		probes = grow(probes, &nprobes, id, sizeof *probes);
	probes[id]++;
}

static int write_profile(void)
{
	const char *dir = getenv("MPISKEL_PROF_DIR");
	char path[4096];
	int rank = 0, i;
	FILE *f;
	if (!dir)
		return 0;
	PMPI_Comm_rank(MPI_COMM_WORLD, &rank);
	snprintf(path, sizeof path, "%s/rank-%d.prof", dir, rank);
	f = fopen(path, "w");
	if (!f) {
		perror(path);
		return -1;
	}
	for (i = 0; i < nregions; i++)
		if (regions[i].entries)
			fprintf(f, "r %d %lld %lld %.17g\n", i, regions[i].entries, regions[i].ns > 0 ? regions[i].ns : 0, regions[i].work);
	for (i = 0; i < nprobes; i++)
		if (probes[i])
			fprintf(f, "p %d %lld\n", i, probes[i]);
	if (fclose(f) != 0) {
		perror(path);
		return -1;
	}
	return 0;
}

int MPI_Finalize(void)
{
	write_profile();
	return PMPI_Finalize();
}
