/* span.c: a PMPI shim for the bench scripts: the wall time from the end of
 * MPI_Init (earliest rank) to the start of MPI_Finalize (latest rank), and
 * the largest and the total of the ranks' CPU times over the same calls,
 * printed by rank 0 on stderr as "[span] WALL CPU_MAX CPU_SUM LATENCY_US".
 * LATENCY_US is this run's 0-byte one-way latency between ranks 0 and 1
 * (0 at one rank), measured after the span: on a VM it has modes that last
 * seconds to minutes, and it tells which one a run fell in. The ranks
 * first wait for each other sleeping, as Open MPI's MPI_Finalize does: a
 * rank polling there for its partner took a core from masterworker's
 * master, still printing 60000 lines, and from mpirun forwarding them
 * (np 2: 0.36-0.38 s against 0.21 s). Measured in MPI_Init instead, with a
 * barrier after it, the ranks started their spans in step, and isort's
 * np 2 runs took 0.031-0.039 s against 0.031-0.035 s.
 *
 * It calls NEXT_INIT and NEXT_FINALIZE, by default MPI's PMPI_Init and
 * PMPI_Finalize. native_overhead.sh stacks it over the tracer by renaming
 * the tracer's MPI_Init and MPI_Finalize (objcopy --redefine-sym) and
 * passing the new names, so that a traced and an untraced build time the
 * same span with the same clock, and the tracer's own start-up and last
 * write stay outside it as mpirun's start-up does. */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#ifndef NEXT_INIT
#define NEXT_INIT PMPI_Init
#define NEXT_FINALIZE PMPI_Finalize
#endif
int NEXT_INIT(int *argc, char ***argv);
int NEXT_FINALIZE(void);

static double t_init, cpu_init;

static double clock_s(clockid_t id)
{
	struct timespec t;
	clock_gettime(id, &t);
	return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

static int by_value(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;
	return (x > y) - (x < y);
}

/* latency_us: the median over 11 rounds of half a 0-byte round trip
 * between ranks 0 and 1, 50 round trips a round, in µs (on rank 0). */
static double latency_us(int rank, int size)
{
	enum { ROUNDS = 11, TRIPS = 50 };
	double t[ROUNDS];
	char b = 0;
	if (size < 2 || rank > 1)
		return 0;
	for (int r = 0; r < ROUNDS; r++) {
		double t0 = clock_s(CLOCK_MONOTONIC);
		for (int i = 0; i < TRIPS; i++) {
			if (rank == 0) {
				PMPI_Send(&b, 0, MPI_BYTE, 1, 0, MPI_COMM_WORLD);
				PMPI_Recv(&b, 0, MPI_BYTE, 1, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
			} else {
				PMPI_Recv(&b, 0, MPI_BYTE, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
				PMPI_Send(&b, 0, MPI_BYTE, 0, 0, MPI_COMM_WORLD);
			}
		}
		t[r] = (clock_s(CLOCK_MONOTONIC) - t0) / (2 * TRIPS) * 1e6;
	}
	qsort(t, ROUNDS, sizeof t[0], by_value);
	return t[ROUNDS / 2];
}

/* sleeping_barrier waits for every rank without taking a core from the
 * ranks still at work. */
static void sleeping_barrier(void)
{
	MPI_Request req;
	int done = 0;
	const struct timespec nap = {0, 50000};
	PMPI_Ibarrier(MPI_COMM_WORLD, &req);
	for (PMPI_Test(&req, &done, MPI_STATUS_IGNORE); !done; PMPI_Test(&req, &done, MPI_STATUS_IGNORE))
		nanosleep(&nap, NULL);
}

int MPI_Init(int *argc, char ***argv)
{
	int rc = NEXT_INIT(argc, argv);
	t_init = clock_s(CLOCK_MONOTONIC);
	cpu_init = clock_s(CLOCK_PROCESS_CPUTIME_ID);
	return rc;
}

int MPI_Finalize(void)
{
	double t_end = clock_s(CLOCK_MONOTONIC), cpu = clock_s(CLOCK_PROCESS_CPUTIME_ID) - cpu_init;
	double first = 0, last = 0, cpu_max = 0, cpu_sum = 0;
	int rank, size;
	PMPI_Comm_rank(MPI_COMM_WORLD, &rank);
	PMPI_Comm_size(MPI_COMM_WORLD, &size);
	sleeping_barrier();
	double latency = latency_us(rank, size);
	PMPI_Reduce(&t_init, &first, 1, MPI_DOUBLE, MPI_MIN, 0, MPI_COMM_WORLD);
	PMPI_Reduce(&t_end, &last, 1, MPI_DOUBLE, MPI_MAX, 0, MPI_COMM_WORLD);
	PMPI_Reduce(&cpu, &cpu_max, 1, MPI_DOUBLE, MPI_MAX, 0, MPI_COMM_WORLD);
	PMPI_Reduce(&cpu, &cpu_sum, 1, MPI_DOUBLE, MPI_SUM, 0, MPI_COMM_WORLD);
	if (rank == 0)
		fprintf(stderr, "[span] %.9f %.9f %.9f %.4f\n", last - first, cpu_max, cpu_sum, latency);
	return NEXT_FINALIZE();
}
