/* masterworker.c: rank 0 hands out tasks one at a time to whichever worker
 * is free (MPI_ANY_SOURCE); a worker's result has a length only known when
 * it arrives, so the master sizes it with MPI_Probe and MPI_Get_count.
 *
 * A task is a starting number; its result is the Collatz trajectory from
 * that number down to 1. The master keeps results by task number, so what
 * it prints does not depend on which worker ran which task.
 *
 * usage: masterworker [tasks (default 40)] [first start (default 27)]
 * Prints only from rank 0; the line carrying a timing is marked [time]. */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

enum { TAG_TASK = 1, TAG_STOP = 2, TAG_RESULT = 3 };

static int parse_count(int argc, char **argv, int index, int fallback) {
  if (index >= argc)
    return fallback;
  const char *s = argv[index];
  int value = 0;
  if (*s == '\0')
    return fallback;
  for (; *s; s++) {
    if (*s < '0' || *s > '9')
      return fallback;
    value = value * 10 + (*s - '0');
  }
  return value;
}

/* start_of spreads the tasks' starting numbers so trajectory lengths vary. */
static long long start_of(int task, int first) {
  return (long long)first + (long long)task * 37 + (task % 5) * 1000;
}

/* trajectory writes the Collatz sequence from start (start included, 1
 * included) into out, at most capacity values, and returns its length. The
 * first value is the task number so that a result identifies its task. */
static int trajectory(int task, long long start, long long *out, int capacity) {
  int len = 0;
  out[len++] = task;
  long long v = start;
  while (len < capacity) {
    out[len++] = v;
    if (v == 1)
      break;
    v = (v % 2 == 0) ? v / 2 : 3 * v + 1;
  }
  return len;
}

struct summary {
  int steps;
  long long peak;
  long long checksum;
};

static struct summary summarize(const long long *result, int len) {
  struct summary s = {len - 2, 0, 0};
  for (int i = 1; i < len; i++) {
    if (result[i] > s.peak)
      s.peak = result[i];
    s.checksum = (s.checksum * 131 + result[i]) % 1000000007LL;
  }
  return s;
}

enum { CAPACITY = 1024 };

int main(int argc, char **argv) {
  int rank, size;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);

  int tasks = parse_count(argc, argv, 1, 40);
  int first = parse_count(argc, argv, 2, 27);
  long long *buffer = malloc(sizeof(long long) * CAPACITY);
  double start = MPI_Wtime();

  if (rank == 0) {
    struct summary *results = malloc(sizeof(struct summary) * (tasks + 1));
    int next_task = 0, outstanding = 0, received = 0;
    if (size == 1) { /* no workers: the master does the work itself */
      for (int t = 0; t < tasks; t++) {
        int len = trajectory(t, start_of(t, first), buffer, CAPACITY);
        results[t] = summarize(buffer, len);
        received++;
      }
    } else {
      /* prime every worker with one task (or stop it if none is left) */
      for (int w = 1; w < size; w++) {
        if (next_task < tasks) {
          MPI_Send(&next_task, 1, MPI_INT, w, TAG_TASK, MPI_COMM_WORLD);
          next_task++;
          outstanding++;
        } else {
          MPI_Send(&next_task, 1, MPI_INT, w, TAG_STOP, MPI_COMM_WORLD);
        }
      }
      while (outstanding > 0) {
        MPI_Status status;
        int count;
        MPI_Probe(MPI_ANY_SOURCE, TAG_RESULT, MPI_COMM_WORLD, &status);
        MPI_Get_count(&status, MPI_LONG_LONG, &count);
        int worker = status.MPI_SOURCE;
        MPI_Recv(buffer, count, MPI_LONG_LONG, worker, TAG_RESULT,
                 MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        outstanding--;
        int task = (int)buffer[0];
        if (task >= 0 && task < tasks && count >= 2) {
          results[task] = summarize(buffer, count);
          received++;
        }
        if (next_task < tasks) {
          MPI_Send(&next_task, 1, MPI_INT, worker, TAG_TASK, MPI_COMM_WORLD);
          next_task++;
          outstanding++;
        } else {
          MPI_Send(&next_task, 1, MPI_INT, worker, TAG_STOP, MPI_COMM_WORLD);
        }
      }
    }
    double elapsed = MPI_Wtime() - start;

    printf("masterworker: %d ranks (%d workers), %d tasks\n", size,
           size > 1 ? size - 1 : 0, tasks);
    long long total_steps = 0, overall = 0;
    for (int t = 0; t < tasks; t++) {
      printf("task %2d: start %lld steps %d peak %lld checksum %lld\n", t,
             start_of(t, first), results[t].steps, results[t].peak,
             results[t].checksum);
      total_steps += results[t].steps;
      overall = (overall * 7 + results[t].checksum) % 1000000007LL;
    }
    printf("results received: %d, total steps %lld, overall checksum %lld\n",
           received, total_steps, overall);
    printf("[time] %.6f s\n", elapsed);
    free(results);
  } else {
    for (;;) {
      int task;
      MPI_Status status;
      MPI_Recv(&task, 1, MPI_INT, 0, MPI_ANY_TAG, MPI_COMM_WORLD, &status);
      if (status.MPI_TAG == TAG_STOP)
        break;
      int len = trajectory(task, start_of(task, first), buffer, CAPACITY);
      MPI_Send(buffer, len, MPI_LONG_LONG, 0, TAG_RESULT, MPI_COMM_WORLD);
    }
  }
  free(buffer);
  MPI_Finalize();
  return 0;
}
