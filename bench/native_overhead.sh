#!/usr/bin/env bash
# native_overhead.sh: the native tracer's overhead on the testdata apps under
# mpirun. Each app is built twice with 'mpicc -g -O1' (plain, and linked with
# runtime/native's tracer), then run RUNS times (default 5) untraced, traced
# with the default flushing, and traced with balanced flushing
# (MPISKEL_TRACE_FLUSH=collective, MPISKEL_TRACE_TAU_US=$TAU, default 50,
# after every 64th collective).
# The time compared is the one each app measures itself between two
# MPI_Wtime calls around its communication phase and prints on its [time]
# line (rank 0): mpirun's start-up, which dwarfs these small runs, is left
# out. Prints the medians and the ratios traced/untraced.
#
#   bash bench/native_overhead.sh [NP]      (default NP 4)
set -euo pipefail
cd "$(dirname "$0")/.."
NP=${1:-4}
RUNS=${RUNS:-5}
TAU=${TAU:-50}
export MPISKEL_TRACE_FLUSH_EVERY=64 OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for c in runtime/native/tracer/*.c; do
  mpicc -O2 -c "$c" -o "$tmp/$(basename "$c" .c).o"
done
# Arguments that make each run long enough to time (tens of milliseconds).
declare -A ARGS=([ring]="2000 256" [halo2d]="128 400" [masterworker]="200" [cg]="96 400" [transpose]="400 20")
median() { sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
timeof() { # exe, env...
  local exe=$1; shift
  for _ in $(seq "$RUNS"); do
    env "$@" mpirun --allow-run-as-root --oversubscribe -np "$NP" -x MPISKEL_TRACE_DIR -x MPISKEL_TRACE_FLUSH -x MPISKEL_TRACE_TAU_US -x MPISKEL_TRACE_FLUSH_EVERY \
      "$exe" ${ARGS[$app]} | sed -n 's/^\[time\] \([0-9.e+-]*\) s.*/\1/p'
  done | median
}
printf "%-13s %12s %12s %12s %8s %8s\n" app untraced_s traced_s balanced_s ratio bal_ratio
for app in ring halo2d masterworker cg transpose; do
  src=testdata/apps/$app.c
  mpicc -std=c11 -g -O1 "$src" -o "$tmp/$app.plain" -lm
  mpicc -std=c11 -g -O1 "$src" "$tmp"/mst_*.o -o "$tmp/$app.traced" -lm -ldl
  mkdir -p "$tmp/ranks"
  base=$(timeof "$tmp/$app.plain" MPISKEL_TRACE_DIR="$tmp/ranks" MPISKEL_TRACE_FLUSH=full MPISKEL_TRACE_TAU_US=0)
  traced=$(timeof "$tmp/$app.traced" MPISKEL_TRACE_DIR="$tmp/ranks" MPISKEL_TRACE_FLUSH=full MPISKEL_TRACE_TAU_US=0)
  bal=$(timeof "$tmp/$app.traced" MPISKEL_TRACE_DIR="$tmp/ranks" MPISKEL_TRACE_FLUSH=collective MPISKEL_TRACE_TAU_US="$TAU")
  awk -v a="$app" -v b="$base" -v t="$traced" -v c="$bal" 'BEGIN {printf "%-13s %12.6f %12.6f %12.6f %8.3f %8.3f\n", a, b, t, c, t/b, c/b}'
done
