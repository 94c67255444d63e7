/* addtime.c: the library form of ADD_TIME for skeletons built with
 * -DMPISKEL_EXTERNAL_ADD_TIME, and the size-only buffer, the rank count
 * and the value profile reader of LLVM IR skeletons: 'mpicc -c addtime.c'
 * and link it. */
#define _DEFAULT_SOURCE 1 /* clock_gettime and MAP_ANONYMOUS under -std=c11 too */
#define MPISKEL_EXTERNAL_ADD_TIME 1
#include "mpiskel.h"
#include <stdio.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>

/* The time charged and not spun yet, as in mpiskel.h: charges under
 * 200 ns add up before a spin, whose overshoot is credited. */
static double owed;

void mpiskel_add_time(int region_id, double seconds)
{
	struct timespec t0, t;
	double spun;
	(void)region_id;
	if (!(seconds > 0))
		return;
	owed += seconds;
	if (owed < 2e-7)
		return;
	clock_gettime(CLOCK_MONOTONIC, &t0);
	do {
		clock_gettime(CLOCK_MONOTONIC, &t);
		spun = (double)(t.tv_sec - t0.tv_sec) + 1e-9 * (double)(t.tv_nsec - t0.tv_nsec);
	} while (spun < owed);
	owed -= spun;
}

/* mpiskel_np() is the number of ranks (mpiskel.h's mpiskel_launch_size). */
int mpiskel_np(void)
{
	return mpiskel_launch_size();
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

/* The value profile reader (runtime/valueprof's encoding): an IR skeleton
 * compiled with --values reads MPI arguments back, one stream per
 * argument, through mpiskel_value(profile, bytes, stream) and
 * mpiskel_value_ints(profile, bytes, stream, array, comm), which fills one
 * int per rank of comm. The profile must hold a table for this run's
 * number of ranks; a stream read past its end means the run makes more
 * calls than the profile run did. Either stops the job. */
struct mpiskel_stream {
	uint64_t length, read;
	uint32_t runs, run, in_run;
	const unsigned char *at; /* the runs: i64 value, u32 count */
};

static uint32_t mpiskel_u32(const unsigned char *p)
{
	return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

static uint64_t mpiskel_u64(const unsigned char *p)
{
	return (uint64_t)mpiskel_u32(p) | (uint64_t)mpiskel_u32(p + 4) << 32;
}

static void mpiskel_value_fail(const char *format, ...)
{
	int rank = -1;
	va_list ap;
	PMPI_Comm_rank(MPI_COMM_WORLD, &rank);
	fprintf(stderr, "mpiskel: rank %d: value profile: ", rank);
	va_start(ap, format);
	vfprintf(stderr, format, ap);
	va_end(ap);
	fputc('\n', stderr);
	PMPI_Abort(MPI_COMM_WORLD, 1);
}

static struct mpiskel_stream *mpiskel_streams(const unsigned char *p, long n, int stream)
{
	static struct mpiskel_stream *streams;
	static uint32_t count;
	if (streams == NULL) {
		int rank, size;
		PMPI_Comm_rank(MPI_COMM_WORLD, &rank);
		PMPI_Comm_size(MPI_COMM_WORLD, &size);
		if (n < 13 || memcmp(p, "MSKV", 4) != 0 || p[4] != 1)
			mpiskel_value_fail("not a version 1 value profile (%ld bytes)", n);
		count = mpiskel_u32(p + 5);
		uint32_t tables = mpiskel_u32(p + 9);
		const unsigned char *at = p + 13, *end = p + n, *section = NULL;
		for (uint32_t t = 0; t < tables && at + 4 <= end; t++) {
			uint32_t np = mpiskel_u32(at);
			at += 4;
			if (np == (uint32_t)size)
				section = at + 4 * (size_t)rank;
			at += 4 * (size_t)np;
		}
		if (section == NULL || at > end)
			mpiskel_value_fail("no table for %d ranks among its %lu (compile with --profile-loops at this rank count)", size, (unsigned long)tables);
		const unsigned char *data = at;
		at = data + mpiskel_u32(section);
		streams = calloc(count ? count : 1, sizeof *streams);
		if (streams == NULL)
			mpiskel_value_fail("out of memory for %lu streams", (unsigned long)count);
		for (uint32_t k = 0; k < count; k++) {
			if (at + 12 > end)
				mpiskel_value_fail("truncated at stream %lu of %lu", (unsigned long)k, (unsigned long)count);
			streams[k].length = mpiskel_u64(at);
			streams[k].runs = mpiskel_u32(at + 8);
			streams[k].at = at + 12;
			at += 12 + 12 * (size_t)streams[k].runs;
			if (at > end || (streams[k].length > 0 && streams[k].runs == 0))
				mpiskel_value_fail("truncated at stream %lu of %lu", (unsigned long)k, (unsigned long)count);
		}
	}
	if (stream < 0 || (uint32_t)stream >= count)
		mpiskel_value_fail("no stream %d (it has %lu)", stream, (unsigned long)count);
	return &streams[stream];
}

static long mpiskel_next(struct mpiskel_stream *s, int stream)
{
	if (s->read >= s->length)
		mpiskel_value_fail("stream %d ends after %llu values: this run makes more MPI calls than the profile run did", stream, (unsigned long long)s->length);
	if (s->run >= s->runs)
		s->run = s->in_run = 0;
	const unsigned char *r = s->at + 12 * (size_t)s->run;
	long v = (long)mpiskel_u64(r);
	s->read++;
	if (++s->in_run == mpiskel_u32(r + 8)) {
		s->run++;
		s->in_run = 0;
	}
	return v;
}

long mpiskel_value(const unsigned char *profile, long bytes, int stream)
{
	return mpiskel_next(mpiskel_streams(profile, bytes, stream), stream);
}

void mpiskel_value_ints(const unsigned char *profile, long bytes, int stream, int *array, MPI_Comm comm)
{
	struct mpiskel_stream *s = mpiskel_streams(profile, bytes, stream);
	int size;
	PMPI_Comm_size(comm, &size);
	for (int i = 0; i < size; i++)
		array[i] = (int)mpiskel_next(s, stream);
}
