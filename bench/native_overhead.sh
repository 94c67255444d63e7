#!/usr/bin/env bash
# native_overhead.sh: the native tracer's overhead on the testdata apps under
# mpirun, and its cost per traced MPI call.
#
# Each app is built twice with 'mpicc -g -O1' (plain, and linked with
# runtime/native's tracer compiled -O2 as 'mpiskel trace' does), then run
# RUNS times (default 5) untraced, traced with the default flushing, and
# traced with balanced flushing (MPISKEL_TRACE_FLUSH=collective,
# MPISKEL_TRACE_TAU_US=$TAU, default 50, after every K-th collective, K
# adapting to the busiest rank's bytes per collective: the default). The
# three variants take turns run after run, so that a change in the machine's
# load during the benchmark falls on all three alike.
#
# The time compared is the span from the end of MPI_Init (earliest rank) to
# the start of MPI_Finalize (latest rank), as in bench/accuracy.sh: every
# build links bench/span.c, which takes CLOCK_MONOTONIC there. In the traced
# builds the shim wraps the tracer (whose MPI_Init and MPI_Finalize are
# renamed for it with objcopy), so that both builds time the same span with
# the same clock; mpirun's start-up, the tracer's clock calibration in
# MPI_Init and its last write in MPI_Finalize are outside it. The arguments
# make that span last roughly 100-700 ms natively at np 2 on an idle 2-core
# machine; on a loaded machine the latency-bound apps (ring, masterworker,
# converge) take much longer, because each message waits for the peer to be
# scheduled.
# Printed: per app the median, min and max of the untraced, traced and
# balanced times, the ratios of the medians over the untraced one, and the
# medians of the paired ratios (each round's traced or balanced run over
# that round's untraced run, seconds apart: this VM's speed drifts by
# 20-50 % over minutes, which the paired ratio cancels and the ratio of
# medians does not); the ratio of the fastest traced run over the fastest
# untraced run (best), which only counts runs the machine did not slow; and
# a control, A/A: each round also runs the untraced build a second time,
# last, and A/A is the median of its paired ratios, which the tracer cannot
# affect. A ratio is only meaningful when it is well outside the spread of
# the runs and A/A is near 1.
#
# Then a microbenchmark: one rank making 10^6 MPI_Iprobe calls on
# MPI_PROC_NULL (returns at once, traced with two timestamps like any call
# that may wait or communicate) and 10^6 MPI_Comm_rank calls (a local query,
# traced with one), best of 5 rounds, plain and traced; the difference is the
# tracer's cost per call, encoding and writing included. The MPI_Iprobe cost
# bounds the overhead of an app as cost x calls / run time.
#
#   bash bench/native_overhead.sh [NP]      (default NP 2: the machine this
#   was written on has 2 cores, and more ranks than cores measures the
#   scheduler, not the tracer)
#   RUNS=15 APPS="converge isort" bash bench/native_overhead.sh
set -euo pipefail
cd "$(dirname "$0")/.."
NP=${1:-2}
RUNS=${RUNS:-5}
TAU=${TAU:-50}
export MPISKEL_TRACE_CLOCK=${MPISKEL_TRACE_CLOCK:-tsc} OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
# shellcheck source=bench/layout.sh
source bench/layout.sh
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for c in runtime/native/tracer/*.c; do
  mpicc -O2 -c "$c" -o "$tmp/$(basename "$c" .c).o"
done
# The span shims: over MPI itself, and over the tracer.
mpicc -O2 -c bench/span.c -o "$tmp/span.plain.o"
mpicc -O2 -DNEXT_INIT=mst_traced_MPI_Init -DNEXT_FINALIZE=mst_traced_MPI_Finalize -c bench/span.c -o "$tmp/span.traced.o"
objcopy --redefine-sym MPI_Init=mst_traced_MPI_Init --redefine-sym MPI_Finalize=mst_traced_MPI_Finalize "$tmp/mst_wrappers.o" "$tmp/wrappers.under_span.o"
mpirun_() { mpirun --allow-run-as-root --oversubscribe -x MPISKEL_TRACE_DIR -x MPISKEL_TRACE_FLUSH -x MPISKEL_TRACE_TAU_US ${MPISKEL_TRACE_FLUSH_EVERY:+-x MPISKEL_TRACE_FLUSH_EVERY} -x MPISKEL_TRACE_CLOCK "$@"; }

# Sizes for ~100-700 ms on an idle machine, from the best runs seen there:
# ring: laps, payload ints (2 hops per lap at np 2, ~0.7 us per hop).
# halo2d: grid side, iterations (384 x 2000 took 166 ms). masterworker: tasks
# (40000 took 51 ms). cg: grid side, iterations, tolerance exponent (30: never
# converges, so every run does all iterations; 128 x 300 took 14 ms).
# transpose: matrix side, repetitions (600 x 150 took 53 ms). converge:
# points, tolerance exponent (1024, 7: 383567 sweeps of 3 calls, 0.74 s). isort: keys
# per rank, key range.
declare -A ARGS=([ring]="100000 256" [halo2d]="384 2000" [masterworker]="120000" [cg]="256 1000 30" [transpose]="600 500" [converge]="1024 7" [isort]="8000000 65536")
# stats prints the median, min and max of the numbers on stdin.
stats() { sort -g | awk '{a[NR]=$1} END {printf "%s %s %s\n", a[int((NR+1)/2)], a[1], a[NR]}'; }
timeof() { # exe, env...
  local exe=$1; shift
  (export "$@" && mpirun_ -np "$NP" "${LAYOUT[@]}" "$exe" ${ARGS[$app]} 2>&1 >/dev/null) | awk -v f="$tmp/stderr" '/^\[span\]/ {print $2; next} {print >>f}'
}
# The cost of one traced call.
cat >"$tmp/callcost.c" <<'EOF'
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  enum { CALLS = 1000000 };
  int rank = 0, flag = 0, sum = 0;
  double best_probe = 1e30, best_rank = 1e30;
  for (int round = 0; round < 5; round++) {
    double start = MPI_Wtime();
    for (int i = 0; i < CALLS; i++) {
      MPI_Iprobe(MPI_PROC_NULL, 0, MPI_COMM_WORLD, &flag, MPI_STATUS_IGNORE);
      sum += flag;
    }
    double t = MPI_Wtime() - start;
    if (t < best_probe)
      best_probe = t;
    start = MPI_Wtime();
    for (int i = 0; i < CALLS; i++) {
      MPI_Comm_rank(MPI_COMM_WORLD, &rank);
      sum += rank;
    }
    t = MPI_Wtime() - start;
    if (t < best_rank)
      best_rank = t;
  }
  printf("%.2f %.2f %d\n", best_probe * 1e9 / CALLS, best_rank * 1e9 / CALLS, sum);
  MPI_Finalize();
  return 0;
}
EOF
mpicc -O1 "$tmp/callcost.c" -o "$tmp/callcost.plain"
mpicc -O1 "$tmp/callcost.c" "$tmp"/mst_*.o -o "$tmp/callcost.traced" -ldl
# callcost prints the ns per MPI_Iprobe and per MPI_Comm_rank call.
callcost() { (export "$@" && mpirun_ -np 1 "$tmp/callcost.$exe") | awk '{print $1, $2}'; }
mkdir -p "$tmp/ranks"
export MPISKEL_TRACE_DIR="$tmp/ranks" MPISKEL_TRACE_FLUSH=full MPISKEL_TRACE_TAU_US=0
exe=plain; read -r plain plain_rank < <(callcost MPISKEL_TRACE_CLOCK=tsc)
exe=traced; read -r tsc tsc_rank < <(callcost MPISKEL_TRACE_CLOCK=tsc)
exe=traced; read -r mono mono_rank < <(callcost MPISKEL_TRACE_CLOCK=monotonic)
percall=$(awk -v p="$plain" -v t="$tsc" 'BEGIN {print t - p}')
awk -v p="$plain" -v t="$tsc" -v m="$mono" -v pr="$plain_rank" -v tr="$tsc_rank" -v mr="$mono_rank" 'BEGIN {
  printf "MPI_Iprobe(MPI_PROC_NULL) x 10^6 (best of 5; two timestamps): untraced %.1f ns/call, traced %.1f ns/call (tracer %.1f ns per call, 2 events), with MPISKEL_TRACE_CLOCK=monotonic %.1f ns/call (tracer %.1f ns)\n", p, t, t - p, m, m - p
  printf "MPI_Comm_rank x 10^6 (best of 5; a local query, one timestamp): untraced %.1f ns/call, traced %.1f ns/call (tracer %.1f ns per call, 2 events), with MPISKEL_TRACE_CLOCK=monotonic %.1f ns/call (tracer %.1f ns)\n", pr, tr, tr - pr, mr, mr - pr }'

# events_of prints the number of events a rank file holds, from its
# trailer: "MSTZ", uvarint events, uvarint blocks, CRC-32C.
events_of() {
  tail -c 32 "$1" | od -An -tu1 -v | tr -s ' \n' '\n\n' | awk 'NF {b[n++]=$1}
    END {for (i = n - 10; i >= 0; i--) if (b[i]==77 && b[i+1]==83 && b[i+2]==84 && b[i+3]==90) break
         v = 0; m = 1; for (j = i + 4; j < n; j++) {v += (b[j] % 128) * m; m *= 128; if (b[j] < 128) break}
         print v}'
}

echo
printf "%-13s %-28s %-28s %-28s %7s %7s %7s %8s %7s %7s %8s %7s\n" app "untraced_s med [min max]" "traced_s med [min max]" "balanced_s med [min max]" ratio bal_rat paired bal_pair best A/A calls est
read -r -a APPS <<<"${APPS:-ring halo2d masterworker cg transpose converge isort}"
for app in "${APPS[@]}"; do
  src=testdata/apps/$app.c
  mpicc -std=c11 -g -O1 "$src" "$tmp/span.plain.o" -o "$tmp/$app.plain" -lm
  mpicc -std=c11 -g -O1 "$src" "$tmp/span.traced.o" "$tmp/mst_runtime.o" "$tmp/wrappers.under_span.o" -o "$tmp/$app.traced" -lm -ldl
  mkdir -p "$tmp/ranks"
  : >"$tmp/base" && : >"$tmp/traced" && : >"$tmp/bal" && : >"$tmp/again"
  for _ in $(seq "$RUNS"); do
    rm -f "$tmp"/ranks/*
    timeof "$tmp/$app.plain" MPISKEL_TRACE_DIR="$tmp/ranks" MPISKEL_TRACE_FLUSH=full MPISKEL_TRACE_TAU_US=0 >>"$tmp/base"
    timeof "$tmp/$app.traced" MPISKEL_TRACE_DIR="$tmp/ranks" MPISKEL_TRACE_FLUSH=full MPISKEL_TRACE_TAU_US=0 >>"$tmp/traced"
    timeof "$tmp/$app.traced" MPISKEL_TRACE_DIR="$tmp/ranks" MPISKEL_TRACE_FLUSH=collective MPISKEL_TRACE_TAU_US="$TAU" >>"$tmp/bal"
    timeof "$tmp/$app.plain" MPISKEL_TRACE_DIR="$tmp/ranks" MPISKEL_TRACE_FLUSH=full MPISKEL_TRACE_TAU_US=0 >>"$tmp/again"
  done
  # Each call is an event and most follow a compute burst, another event.
  calls=$(for f in "$tmp"/ranks/rank-*.mst; do events_of "$f"; done | sort -g | tail -1 | awk '{print int($1 / 2)}')
  read -r b bmin bmax < <(stats <"$tmp/base")
  read -r t tmin tmax < <(stats <"$tmp/traced")
  read -r c cmin cmax < <(stats <"$tmp/bal")
  # Each round's traced and balanced run over the untraced run just before
  # them: the machine's speed drifts between rounds, and a ratio of runs
  # made seconds apart cancels what a ratio of medians keeps.
  paired_traced=$(paste "$tmp/base" "$tmp/traced" | awk '{print $2 / $1}' | stats | cut -d' ' -f1)
  paired_bal=$(paste "$tmp/base" "$tmp/bal" | awk '{print $2 / $1}' | stats | cut -d' ' -f1)
  control=$(paste "$tmp/base" "$tmp/again" | awk '{print $2 / $1}' | stats | cut -d' ' -f1)
  awk -v n="$calls" -v pc="$percall" -v a="$app" -v b="$b" -v b0="$bmin" -v b1="$bmax" -v t="$t" -v t0="$tmin" -v t1="$tmax" -v c="$c" -v c0="$cmin" -v c1="$cmax" -v pt="$paired_traced" -v pb="$paired_bal" -v aa="$control" \
    'BEGIN {printf "%-13s %8.4f [%8.4f %8.4f] %8.4f [%8.4f %8.4f] %8.4f [%8.4f %8.4f] %7.3f %7.3f %7.3f %8.3f %7.3f %7.3f %8d %6.2f%%\n",
      a, b, b0, b1, t, t0, t1, c, c0, c1, t/b, c/b, pt, pb, t0/b0, aa, n, 100 * n * pc * 1e-9 / b0}'
done

echo "ratio: traced/untraced medians; bal_rat: balanced/untraced medians; paired, bal_pair: the median over rounds of"
echo "each round's traced (balanced) run over its untraced run; best: fastest traced over fastest untraced run;"
echo "A/A: the median over rounds of a second untraced run (the round's last) over the first: the machine's noise;"
echo "calls: traced calls of the busiest rank; est: calls x the tracer's cost per call / fastest untraced run, the"
echo "overhead if all of that rank's tracing were on the critical path (a load-free estimate when that run was unloaded)."
if [ -s "$tmp/stderr" ]; then
  echo "the ranks' stderr ($(wc -l <"$tmp/stderr") lines), first lines:"
  head -4 "$tmp/stderr"
fi
