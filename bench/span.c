/* span.c: a PMPI shim for the bench scripts: the wall time from the end of
 * MPI_Init (earliest rank) to the start of MPI_Finalize (latest rank), and
 * the largest and the total of the ranks' CPU times over the same calls,
 * printed by rank 0 on stderr as "[span] WALL CPU_MAX CPU_SUM".
 *
 * It calls NEXT_INIT and NEXT_FINALIZE, by default MPI's PMPI_Init and
 * PMPI_Finalize. native_overhead.sh stacks it over the tracer by renaming
 * the tracer's MPI_Init and MPI_Finalize (objcopy --redefine-sym) and
 * passing the new names, so that a traced and an untraced build time the
 * same span with the same clock, and the tracer's own start-up and last
 * write stay outside it as mpirun's start-up does. */
#include <mpi.h>
#include <stdio.h>
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
	int rank;
	PMPI_Reduce(&t_init, &first, 1, MPI_DOUBLE, MPI_MIN, 0, MPI_COMM_WORLD);
	PMPI_Reduce(&t_end, &last, 1, MPI_DOUBLE, MPI_MAX, 0, MPI_COMM_WORLD);
	PMPI_Reduce(&cpu, &cpu_max, 1, MPI_DOUBLE, MPI_MAX, 0, MPI_COMM_WORLD);
	PMPI_Reduce(&cpu, &cpu_sum, 1, MPI_DOUBLE, MPI_SUM, 0, MPI_COMM_WORLD);
	PMPI_Comm_rank(MPI_COMM_WORLD, &rank);
	if (rank == 0)
		fprintf(stderr, "[span] %.9f %.9f %.9f\n", last - first, cpu_max, cpu_sum);
	return NEXT_FINALIZE();
}
