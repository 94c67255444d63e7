/* mpiskel_prof.c: the profiling library of 'mpiskel profile'. The
 * instrumented program calls mpiskel_prof_enter(id) and
 * mpiskel_prof_exit(id, W) around every region a skeleton would abstract,
 * brackets with mpiskel_prof_kept_call_begin() and _end() the calls a
 * skeleton keeps inside them (their time is left out: see kept_ns), and
 * counts its loop probes in mpiskel_probe_counts (see below). At
 * MPI_Finalize (through PMPI) each rank writes $MPISKEL_PROF_DIR/rank-N.prof:
 *   r ID ENTRIES NANOSECONDS WORK
 *   p PROBE-ID COUNT  (the index in mpiskel_probe_counts)
 * A region re-entered recursively is timed from its outermost entry only.
 *
 * Time is the thread's CPU time for long regions and the monotonic clock
 * for short ones. The CPU time leaves out what the rank spends preempted
 * (another process on the core, or another rank when there are more ranks
 * than cores, which 'mpiskel run' models by itself), so that a profile
 * measures the code, not the machine's load; but reading it is a system
 * call (~0.6 us), too dear for regions of a few instructions entered
 * thousands of times, where the vDSO's monotonic clock (~20-30 ns) is read
 * instead. A region's first entry reads both; it stays on the CPU clock
 * when that entry took more than CPU_CLOCK_MIN_NS. Each timed entry is
 * charged the interval between its two clock reads less what an empty
 * region measures with that clock (the median of back-to-back reads): a
 * region of a few instructions would otherwise be mostly clock. */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define CPU_CLOCK_MIN_NS 20000

enum { CLOCK_UNDECIDED, CLOCK_WALL, CLOCK_CPU };

struct region {
	long long entries, ns, started, cpu_started;
	long long kept_at_entry; /* kept_ns at the outermost entry */
	double work;
	int depth, clock;
};

static struct region *regions;
static int nregions;
/* The loop probes' counters, defined by the instrumented program (its
 * probes add to them inline: a call per loop iteration would be timed with
 * the region around it). */
extern long long mpiskel_probe_counts[];
extern const int mpiskel_probe_slots;
/* Time in the calls a skeleton keeps inside the abstracted regions (a
 * callee holding code the skeleton needs), monotonic clock, outermost calls
 * only: the skeleton makes such a call, and the callee's own regions charge
 * its time, so a region's time leaves it out. */
static long long kept_ns, kept_started;
static int kept_depth;
/* ns an empty region measures with each clock */
static long long overhead, cpu_overhead; /* a clock read's cost, ns: measured at load */

static long long read_ns(clockid_t id)
{
	struct timespec t;
	clock_gettime(id, &t);
	return (long long)t.tv_sec * 1000000000LL + t.tv_nsec;
}

static long long now_ns(void) { return read_ns(CLOCK_MONOTONIC); }
static long long cpu_ns(void) { return read_ns(CLOCK_THREAD_CPUTIME_ID); }

static int cmp_ll(const void *a, const void *b)
{
	long long x = *(const long long *)a, y = *(const long long *)b;
	return (x > y) - (x < y);
}

/* clock_cost is the median of back-to-back reads of a clock: the median,
 * as a rare preemption must not count. */
static long long clock_cost(long long (*read)(void))
{
	enum { N = 101 };
	long long d[N];
	int i;
	for (i = 0; i < N; i++) {
		long long t0 = read();
		d[i] = read() - t0;
	}
	qsort(d, N, sizeof d[0], cmp_ll);
	return d[N / 2];
}

__attribute__((constructor)) static void measure_overhead(void)
{
	overhead = clock_cost(now_ns);
	cpu_overhead = clock_cost(cpu_ns);
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
	struct region *r = region(id);
	if (r->depth++ == 0) {
		/* CPU clock first: the wall interval leaves its cost out. */
		if (r->clock != CLOCK_WALL)
			r->cpu_started = cpu_ns();
		r->started = now_ns();
		r->kept_at_entry = kept_ns;
	}
}

void mpiskel_prof_exit(int id, double work)
{
	long long t = now_ns(), wall, cpu = 0;
	struct region *r = region(id);
	r->entries++;
	r->work += work;
	if (r->depth > 0 && --r->depth == 0) {
		long long kept = kept_ns - r->kept_at_entry;
		wall = t - r->started - overhead - kept;
		if (r->clock != CLOCK_WALL)
			cpu = cpu_ns() - r->cpu_started - cpu_overhead - kept;
		if (r->clock == CLOCK_UNDECIDED)
			r->clock = wall > CPU_CLOCK_MIN_NS ? CLOCK_CPU : CLOCK_WALL;
		r->ns += r->clock == CLOCK_CPU ? cpu : wall;
	}
}

void mpiskel_prof_kept_call_begin(void)
{
	if (kept_depth++ == 0)
		kept_started = now_ns();
}

void mpiskel_prof_kept_call_end(void)
{
	if (kept_depth > 0 && --kept_depth == 0)
		kept_ns += now_ns() - kept_started - overhead;
}

/* An ADD_TIME the program has itself (a skeleton profiled): nothing to count;
 * the loop probes do not call. */
void mpiskel_add_time(int id, double seconds)
{
	(void)id;
	(void)seconds;
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
	for (i = 0; i < mpiskel_probe_slots; i++)
		if (mpiskel_probe_counts[i])
			fprintf(f, "p %d %lld\n", i, mpiskel_probe_counts[i]);
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
