#!/usr/bin/env bash
# native_latency.sh: the native tracer's overhead on the latency-bound loops
# of ring.c and masterworker.c, measured so that a loaded machine does not
# drown it. Each run times many short rounds (PER laps or tasks, default
# 500; ROUNDS rounds, default 200) and keeps the fastest, a round that no
# other process interrupted; runs alternate untraced and traced K times
# (default 9). bench/native_overhead.sh times the apps themselves, which on
# a machine shared with other work vary 2-10x from run to run for these two
# (each message waits for the peer to be scheduled).
#
#   bash bench/native_latency.sh [K]
# Prints per loop the fastest round's time per lap (ring) or task
# (masterworker) at np 2: min and median over the K runs, untraced and
# traced, and the ratio of the minimums.
set -euo pipefail
cd "$(dirname "$0")/.."
K=${1:-9}
ROUNDS=${ROUNDS:-200}
PER=${PER:-500}
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
# shellcheck source=bench/layout.sh
source bench/layout.sh
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for c in runtime/native/tracer/*.c; do
  mpicc -O2 -c "$c" -o "$tmp/$(basename "$c" .c).o"
done
cat >"$tmp/loops.c" <<'CEOF'
/* loops.c: ring.c's lap (Send/Recv of 257 ints with its payload update) or
 * masterworker.c's task (Probe, Get_count, Recv, summarize, Send; the
 * worker's Recv, Collatz trajectory, Send), in rounds; prints the fastest
 * round's time per lap or task. Usage: loops ring|mw ROUNDS PER. */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int trajectory(int task, long long v, long long *out, int cap) {
  int len = 0;
  out[len++] = task;
  while (len < cap) {
    out[len++] = v;
    if (v == 1)
      break;
    v = (v % 2 == 0) ? v / 2 : 3 * v + 1;
  }
  return len;
}

int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  int rank, size;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  int mw = argc > 1 && strcmp(argv[1], "mw") == 0;
  int rounds = argc > 2 ? atoi(argv[2]) : 200, per = argc > 3 ? atoi(argv[3]) : 500;
  int payload = 256, *msg = calloc(payload + 1, sizeof(int));
  long long *buf = malloc(sizeof(long long) * 1024), sum = 0;
  double best = 1e30;
  for (int r = 0; r < rounds; r++) {
    MPI_Barrier(MPI_COMM_WORLD);
    double t0 = MPI_Wtime();
    if (!mw) {
      int next = (rank + 1) % size, prev = (rank + size - 1) % size;
      for (int lap = 0; lap < per; lap++) {
        if (rank == 0) {
          msg[0]++;
          for (int i = 1; i <= payload; i++)
            msg[i] = (msg[i] * 3 + i + lap) % 1000003;
          MPI_Send(msg, payload + 1, MPI_INT, next, lap, MPI_COMM_WORLD);
          MPI_Recv(msg, payload + 1, MPI_INT, prev, lap, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        } else {
          MPI_Recv(msg, payload + 1, MPI_INT, prev, lap, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
          msg[0]++;
          for (int i = 1; i <= payload; i++)
            msg[i] = (msg[i] * 3 + i * (rank + 1)) % 1000003;
          MPI_Send(msg, payload + 1, MPI_INT, next, lap, MPI_COMM_WORLD);
        }
      }
    } else if (rank == 0) {
      int next_task = r * per, end = r * per + per, outstanding = 0;
      for (int w = 1; w < size; w++) {
        MPI_Send(&next_task, 1, MPI_INT, w, 1, MPI_COMM_WORLD);
        next_task++;
        outstanding++;
      }
      while (outstanding > 0) {
        MPI_Status st;
        int count;
        MPI_Probe(MPI_ANY_SOURCE, 3, MPI_COMM_WORLD, &st);
        MPI_Get_count(&st, MPI_LONG_LONG, &count);
        MPI_Recv(buf, count, MPI_LONG_LONG, st.MPI_SOURCE, 3, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        outstanding--;
        long long checksum = 0, peak = 0;
        for (int i = 1; i < count; i++) {
          if (buf[i] > peak)
            peak = buf[i];
          checksum = (checksum * 131 + buf[i]) % 1000000007LL;
        }
        sum += checksum + peak;
        if (next_task < end) {
          MPI_Send(&next_task, 1, MPI_INT, st.MPI_SOURCE, 1, MPI_COMM_WORLD);
          next_task++;
          outstanding++;
        } else {
          MPI_Send(&next_task, 1, MPI_INT, st.MPI_SOURCE, 2, MPI_COMM_WORLD);
        }
      }
    } else {
      for (;;) {
        int task;
        MPI_Status st;
        MPI_Recv(&task, 1, MPI_INT, 0, MPI_ANY_TAG, MPI_COMM_WORLD, &st);
        if (st.MPI_TAG == 2)
          break;
        int len = trajectory(task, 27 + (long long)task * 37 + (task % 5) * 1000, buf, 1024);
        MPI_Send(buf, len, MPI_LONG_LONG, 0, 3, MPI_COMM_WORLD);
      }
    }
    double t = MPI_Wtime() - t0;
    if (t < best)
      best = t;
  }
  if (rank == 0)
    printf("%.1f %lld\n", best * 1e9 / per, sum + msg[0]);
  MPI_Finalize();
  return 0;
}
CEOF
mpicc -O1 "$tmp/loops.c" -o "$tmp/loops.plain"
mpicc -O1 "$tmp/loops.c" "$tmp"/mst_*.o -o "$tmp/loops.traced" -ldl
mkdir -p "$tmp/ranks"
export MPISKEL_TRACE_DIR="$tmp/ranks"
stats() { sort -g | awk '{a[NR]=$1} END {printf "%s %s\n", a[1], a[int((NR+1)/2)]}'; }
printf "%-13s %-22s %-22s %s\n" loop "untraced_ns min med" "traced_ns min med" "ratio_of_mins"
for mode in ring mw; do
  : >"$tmp/plain" && : >"$tmp/traced"
  for _ in $(seq "$K"); do
    for v in plain traced; do
      rm -f "$tmp"/ranks/*
      mpirun --allow-run-as-root --oversubscribe -x MPISKEL_TRACE_DIR -np 2 "${LAYOUT[@]}" "$tmp/loops.$v" "$mode" "$ROUNDS" "$PER" | awk '{print $1}' >>"$tmp/$v"
    done
  done
  read -r p pm < <(stats <"$tmp/plain")
  read -r t tm < <(stats <"$tmp/traced")
  name=$mode
  [ "$mode" = mw ] && name=masterworker
  awk -v n="$name" -v p="$p" -v pm="$pm" -v t="$t" -v tm="$tm" 'BEGIN {printf "%-13s %9.1f %9.1f    %9.1f %9.1f    %7.3f\n", n, p, pm, t, tm, t / p}'
done
