#!/usr/bin/env bash
# accuracy.sh: how well level-3 skeletons predict the run time of the
# testdata apps under real Open MPI, with measured (profile) and with static
# (IC x CPI x CCT) costs.
#
# Steps, all in a scratch directory (OUT, default bench/out/accuracy):
#  1. build mpiskel; calibrate this machine: the MPI measurements in the
#     rounds of steps 2 and 3 ('mpiskel calibrate --sample-mpi', three
#     launches a round, spread over the apps), the rest after the rounds,
#     pooling those launches ('mpiskel calibrate --mpi-samples').
#     MACHINE=FILE uses FILE instead. ranks_per_node is set to the largest
#     np: mpirun puts every rank on this node, so ranks beyond the cores
#     share them.
#  2. per app: 'mpiskel profile --np 2 --level 3' at the arguments below,
#     PROFILE_RUNS times (default 5; a run's region times vary by up to
#     +-30 % on a shared VM), in turns with the runs of step 3 (see
#     there); the median run's profile by total region time is kept, as the
#     median native run is (of the runs in the latency mode the calibration
#     pooled, see below: each profile run is followed by a probe of it). Then
#     two level-3 skeletons: '--cost profile.json' (regions the profile
#     never entered: '--unmeasured static:machine.toml') and '--cost
#     static:machine.toml' (its data-dependent loop counts from the same
#     profile: '--loop-counts').
#  3. per app and np in 1 2 4 8: the native original, built from the same
#     clang-14 -O1 IR the profile measured (llc-14 -O2 -align-loops=64, as
#     mpiskel profile builds the instrumented IR and calibrate its kernels:
#     unaligned, cg's SpMV loop crossed a 64-byte line in one build and not
#     in the other, 1.28x apart; then mpicc), RUNS times
#     under mpirun (default 5, the median kept: issue 6 asks for the median
#     of 3, but 6 back-to-back runs of cg at np 1 took 0.20-0.32 s here, so
#     a median of 3 can land 20 % from the typical run), and both skeletons under
#     'mpiskel run --machine machine.toml'. The runs of steps 2 and 3 are
#     made in rounds over all the apps (each round: per app a profile run,
#     then one native run per np), so that a row's runs are spread over
#     the bench: the machine's speed drifts over minutes on a shared VM, by
#     25-50 % on the one this was written on, and has slow stretches of
#     seconds; a profile measured in one stretch of time predicts runs made
#     in another that much off, and runs made back to back share one.
#
# The time compared is the span from the end of MPI_Init (earliest rank) to
# the start of MPI_Finalize (latest rank): natively a PMPI shim linked into
# the original takes CLOCK_MONOTONIC there (one clock for all ranks of a
# node) and prints it at MPI_Finalize; predicted, the same two events are
# read from the simulator's trace. mpirun's start-up and the ranks' exit are
# outside both, and so is nothing else: unlike the apps' own [time] lines
# (which time different phases per app, and converge and isort print none)
# the whole program between the two calls is compared.
#
# Printed: per app and np the measured time (median of RUNS) and the
# range of the RUNS runs around it (min and max, in %: an error within it
# is within the machine's own variation from run to run), each
# prediction and its error ((predicted - measured) / measured); where
# 2 <= np <= cores, how many of the runs were in the latency mode the
# calibration pooled (see below), their median and the errors against
# it; then the
# median and maximum of the absolute errors per cost source, separately
# where ranks <= cores and where ranks > cores (the machine file's
# node.cores; there compute shares the cores, 'run' models it by stretching
# compute and ADD_TIME by ranks/cores; at every np it interrupts them with
# the detours calibrate measured, node.noise, which ranks that synchronise
# wait for). Last, the 0-byte one-way latency
# between ranks 0 and 1 that each native run measured after its span
# (bench/span.c), the median and range over the row's runs, to set against
# the calibrated one printed below the table: a row whose runs fell in the
# slow latency mode (see below) shows it there.
#
# Timing on a machine other processes load is slower than the simulated
# machine, by a factor that changes from run to run. So each row also has
# a CPU reference, from the same native runs: the ranks' CPU times between
# the same two calls (CLOCK_PROCESS_CPUTIME_ID; Open MPI polls while it
# waits, so a rank alone on its core is busy all along) — the busiest
# rank's where ranks <= cores, the total over the cores (or the busiest
# rank's, if more) where ranks > cores — with the predictions' errors
# against it, and the 1-minute load average. On a quiet machine the two
# references agree; the measured time is the one issue 6's targets are for.
# Issue 6's targets: ranks <= cores, profile costs median <= 10 %, max
# <= 25 %, static median <= 30 %; ranks > cores, profile median <= 25 %.
#
# Latency modes: on the 2-core VM this was written on, MPI's small-message
# latency switches between two modes in windows of seconds to minutes (a
# 0-byte ping-pong at 0.12-0.19 or at 0.35-0.53 µs one way; slow in 14 of 30
# launches over 45 s, in two windows of about 6 and 15 s; slow in 20 of 20
# launches over a minute, then fast in 60 of 60 over the next; presumably
# the host placing the VM's two cores nearer or farther apart), and large
# messages take up to 1.5x longer in the slow one. The latency-bound apps
# (converge, masterworker) then run up to 2x longer. A calibration made
# before the runs, in a minute of its own, fell in the slow mode while the
# runs were fast in 2 of 2 benches (converge np 2 predicted +68 and +75 %);
# its MPI launches are therefore spread over the rounds, as the runs are.
# Spread, the calibration still lands in the mode most of its 15 samples
# were in, and a row's median in the mode most of its 5 runs were in: with
# the machine in each mode part of the bench the two differed, and
# converge np 2 came out -29.5 and +29.2 % in two benches of three (its
# runs -47.7/+37.4 % around their median in one); and each row of a
# table pooled over both modes was of whichever mode most of its
# repetitions were in. So calibrate pools the launches of the mode most of
# them were in, when they fell in two, and says so in the machine file;
# the profile kept is the median of the profile runs in that mode (a
# probe after each tells); and each row also shows the median of its runs
# in that mode (by their own latency, span.c's, after the span). In three
# benches of four that median was farther from the predictions than the
# median of all runs (the slow mode's runs are slower than its
# calibration predicts: converge np 2 -10 to -26 %), so the targets are
# checked against the median of all runs, as issue 6 asks.
#
# Address-space layout: the native runs (and calibrate's and profile's) run
# the ranks under 'setarch -R', as mpiskel does by default (bench/layout.sh;
# ASLR=1 keeps the kernel's random layout and passes --aslr to mpiskel).
#
# Problem sizes: chosen so that the native run at np 1-2 lasts ~0.2-2 s on
# an idle 2-core machine (more at np 8 for the latency-bound apps) and the
# apps' compute is a large part of it where the app allows; see ARGS.
#
#   bash bench/accuracy.sh                 (about 3 minutes on 2 cores)
#   APPS="cg ring" NPS="1 2" RUNS=3 bash bench/accuracy.sh
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
OUT=${OUT:-$ROOT/bench/out/accuracy}
RUNS=${RUNS:-5}
read -r -a NPS <<<"${NPS:-1 2 4 8}"
read -r -a APPS <<<"${APPS:-cg converge halo2d isort masterworker ring transpose}"
PROFILE_NP=2
PROFILE_RUNS=${PROFILE_RUNS:-5}
LEVEL=3

# Arguments per app (see each app's usage line in testdata/apps/APP.c):
# cg: grid side, iterations, tolerance exponent (30: never reached, so
#   every run does all iterations); 400 x 400 grid, CSR SpMV + dots.
# converge: points, tolerance exponent; the sweep count grows as n^2 and the
#   compute per sweep as n, so no size makes its compute dominate at np > 1:
#   it is the latency-bound case (47 k sweeps, two Sendrecv and an
#   Allreduce each; 30-50 ms at np 1-2). At 128 points (12 k sweeps, 1.6 ms
#   at np 1, 130 ns a sweep) a run was shorter than the machine's hiccups
#   and the model's per-call costs of tens of ns weighed as much as the
#   compute: np 1 came out +11 to +38 % in eight runs.
# halo2d: grid side, iterations (5-point Jacobi, 1024^2 points).
# isort: keys per rank (weak scaling), key range.
# masterworker: tasks (Collatz trajectories; one message pair per task).
# ring: laps, payload ints (each hop updates the whole payload).
# transpose: matrix side, repetitions (packing loops + Alltoall).
declare -A ARGS=(
  [cg]="400 200 30"
  [converge]="512 6"
  [halo2d]="1024 100"
  [isort]="2000000 65536"
  [masterworker]="60000"
  [ring]="50 500000"
  [transpose]="1600 40"
)

# shellcheck source=bench/layout.sh
source bench/layout.sh
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 OMPI_MCA_rmaps_base_oversubscribe=1
mkdir -p "$OUT"
M=$OUT/mpiskel
log() { printf '%s\n' "$*" >&2; }
load() { cut -d' ' -f1-3 /proc/loadavg; }

log "accuracy: building mpiskel into $OUT"
go build -o "$M" ./cmd/mpiskel

# machine_file: the machine file the predictions use, with every rank of
# mpirun on this one node (without ranks_per_node the machine file places
# 'cores' ranks per node: more nodes, no sharing).
machine_file() {
  if [ -n "${MACHINE:-}" ]; then
    cp "$MACHINE" "$OUT/machine.toml"
    log "accuracy: machine file $MACHINE"
  else
    log "accuracy: mpiskel calibrate --mpi-samples $OUT/mpi.samples -o $OUT/machine.toml"
    # --force: on a loaded machine the noise check fails; the file then
    # says which checks did (DOUBTFUL), and the table is still worth having.
    "$M" calibrate "${ASLR_FLAG[@]}" --force --mpi-samples "$OUT/mpi.samples" -o "$OUT/machine.toml" >&2
  fi
  CORES=$(sed -n 's/^cores *= *\([0-9]*\).*/\1/p' "$OUT/machine.toml" | head -1)
  CORES=${CORES:-1}
  MAXNP=$(printf '%s\n' "${NPS[@]}" | sort -n | tail -1)
  if ! grep -q '^ranks_per_node' "$OUT/machine.toml"; then
    sed -i "s/^cores *=.*/&\nranks_per_node = $MAXNP  # bench\/accuracy.sh: every rank of mpirun on this node/" "$OUT/machine.toml"
  fi
}

# The span shim (bench/span.c, see the header) and the native builds.
mpicc -O2 -c bench/span.c -o "$OUT/span.o"
# probe: the shim around an empty program, run after each profile run for
# the latency mode it was in.
printf '#include <mpi.h>\nint main(int argc, char **argv) { MPI_Init(&argc, &argv); return MPI_Finalize(); }\n' >"$OUT/probe.c"
mpicc -O2 "$OUT/probe.c" "$OUT/span.o" -o "$OUT/probe"
for app in "${APPS[@]}"; do
  llc-14 -O2 -relocation-model=pic -align-loops=64 -filetype=obj "testdata/apps/$app.O1.ll" -o "$OUT/$app.o"
  mpicc "$OUT/$app.o" "$OUT/span.o" -o "$OUT/$app.native" -lm
done

median() { sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
# native_span app np: one run's wall span, largest and total rank CPU time.
native_span() {
  local app=$1 np=$2
  # shellcheck disable=SC2086
  mpirun -np "$np" "${LAYOUT[@]}" "$OUT/$app.native" ${ARGS[$app]} 2>&1 >/dev/null | sed -n 's/^\[span\] //p'
}
# predicted_span skeleton np: Finalize start (latest) - Init end (earliest)
# in the simulator's trace.
predicted_span() {
  local skel=$1 np=$2 app=$3
  # shellcheck disable=SC2086
  "$M" run -q --np "$np" --machine "$OUT/machine.toml" --trace "$OUT/pred.mst" "$skel" ${ARGS[$app]} >/dev/null
  "$M" dump "$OUT/pred.mst" | awk '
    function us(s) { sub(/^t=/, "", s); split(s, p, /\.\./); sub(/us$/, "", p[1]); sub(/us$/, "", p[2]); lo = p[1]; hi = p[2] }
    $3 == "MPI_Init"     { us($4); if (first == "" || hi + 0 < first) first = hi + 0 }
    $3 == "MPI_Finalize" { us($4); if (lo + 0 > last) last = lo + 0 }
    END { printf "%.9f\n", (last - first) * 1e-6 }'
}

log "accuracy: load average before: $(load)"
rm -f "$OUT"/*.prof.*.json "$OUT"/*.prof.modes "$OUT"/*.spans.* "$OUT/mpi.samples" "$OUT/sample-mpi.log"
# Rounds over all apps (step 3 of the header says why): isort's np 2 runs
# took 0.030-0.039 s in 30 runs in a row on a quiet machine, and 0.043 s in
# 3 of 5 back-to-back runs in one bench.
rounds=$(( RUNS > PROFILE_RUNS ? RUNS : PROFILE_RUNS ))
for round in $(seq "$rounds"); do
  log "accuracy: round $round of $rounds: per app a profile run at np $PROFILE_NP (in the first $PROFILE_RUNS), native runs at np ${NPS[*]} (in the first $RUNS)"
  for i in "${!APPS[@]}"; do
    app=${APPS[$i]}
    # MPI samples before the first app, a third of the way and two thirds:
    # the latency's modes last seconds, so fifteen samples tell which mode
    # the rounds' time was mostly in better than five (were a third of the
    # time slow, a majority of 5 independent samples would be slow in 21 %
    # of benches, of 15 in 9 %).
    if [ -z "${MACHINE:-}" ] && { [ "$i" = 0 ] || [ "$i" = $(( ${#APPS[@]} / 3 )) ] || [ "$i" = $(( 2 * ${#APPS[@]} / 3 )) ]; }; then
      "$M" calibrate "${ASLR_FLAG[@]}" --sample-mpi "$OUT/mpi.samples" 2>>"$OUT/sample-mpi.log" || { cat "$OUT/sample-mpi.log" >&2; exit 1; }
    fi
    if [ "$round" -le "$PROFILE_RUNS" ]; then
      # shellcheck disable=SC2086
      "$M" profile --np "$PROFILE_NP" --level "$LEVEL" "${ASLR_FLAG[@]}" -o "$OUT/$app.prof.$round.json" "testdata/apps/$app.O1.ll" ${ARGS[$app]} >/dev/null
      # "ROUND - - LATENCY", the latency in the 4th column as in the spans.
      echo "$round - - $(mpirun -np 2 "${LAYOUT[@]}" "$OUT/probe" 2>&1 >/dev/null | sed -n 's/^\[span\] //p' | cut -d' ' -f4)" >>"$OUT/$app.prof.modes"
    fi
    if [ "$round" -le "$RUNS" ]; then
      # A line per run: wall, largest and total rank CPU time, 0-byte
      # latency (span.c), 1-minute load average.
      for np in "${NPS[@]}"; do echo "$(native_span "$app" "$np") $(cut -d' ' -f1 /proc/loadavg)" >>"$OUT/$app.spans.$np"; done
    fi
  done
done

machine_file
# Latency modes (see the header): where the calibration's launches fell in
# two modes ('# latency modes:' in the machine file, the ranges of their
# 0-byte latencies), a run is of the mode the calibration pooled if its
# latency is on that mode's side of the geometric mean of the two modes'
# nearest ends.
# MODES: "pooled_lo pooled_hi left_lo left_hi" (µs), or empty.
MODES=$(sed -n 's/^# latency modes: [0-9]* at \([0-9.]*\)-\([0-9.]*\) µs (pooled), [0-9]* at \([0-9.]*\)-\([0-9.]*\) µs (left out).*/\1 \2 \3 \4/p' "$OUT/machine.toml")
# in_mode FILE: FILE's lines (spans, latency in the 4th column) of runs in
# the calibrated mode; all of them if there is one mode.
in_mode() {
  awk -v modes="$MODES" 'BEGIN { split(modes, m, " "); slow = m[1] > m[4]; edge = slow ? sqrt(m[1] * m[4]) : sqrt(m[2] * m[3]) }
    modes == "" || (slow ? $4 >= edge : $4 <= edge)' "$1"
}

results=$OUT/results.txt
: >"$results"
for app in "${APPS[@]}"; do
  src=testdata/apps/$app.O1.ll
  prof=$OUT/$app.prof.json
  # The profile of the median run by total region time, as the measured
  # time is the median run's: a run's speed is bimodal here (cg's SpMV took
  # 60-65 ms in some runs, 76-110 ms in others, all ranks of a run alike),
  # and a fit over all runs would predict the mean of the two modes. Where
  # the calibration found two latency modes, of the profile runs in the
  # mode it pooled, if any: compute is slower in the slow one too (halo2d
  # np 2: 0.224 s in its one fast run of five, 0.234-0.258 s in the slow).
  rounds=$(in_mode "$OUT/$app.prof.modes" | cut -d' ' -f1)
  rounds=${rounds:-$(seq "$PROFILE_RUNS")}
  log "accuracy: $app: the median of profile runs ${rounds//$'\n'/ } (of $PROFILE_RUNS)"
  median_run=$(for r in $rounds; do
    f=$OUT/$app.prof.$r.json
    echo "$(grep -o '"seconds": *[0-9.eE+-]*' "$f" | awk -F: '{s += $2} END {printf "%.9f", s}') $f"
  done | sort -g | awk '{f[NR] = $2} END {print f[int((NR + 1) / 2)]}')
  cp "$median_run" "$prof"
  "$M" compile --level "$LEVEL" --cost "$prof" --unmeasured "static:$OUT/machine.toml" --report "$OUT/$app.prof.txt" -o "$OUT/$app.skel.prof.ll" "$src"
  "$M" compile --level "$LEVEL" --cost "static:$OUT/machine.toml" --loop-counts "$prof" --report "$OUT/$app.static.txt" -o "$OUT/$app.skel.static.ll" "$src"
  for np in "${NPS[@]}"; do
    spans=$OUT/$app.spans.$np
    meas=$(cut -d' ' -f1 "$spans" | median)
    # The median of the runs in the calibrated latency mode where
    # 2 <= np <= cores and at least one was ("-" if none): a row whose
    # median run fell in the other mode shows it here.
    in_mode "$spans" >"$spans.mode"
    meas_mode=-
    if [ "$np" -ge 2 ] && [ "$np" -le "$CORES" ] && [ -s "$spans.mode" ]; then meas_mode=$(cut -d' ' -f1 "$spans.mode" | median); fi
    # The CPU reference: what the wall span would be with nothing else on
    # the machine, from the ranks' CPU times (MPI waits poll, so a rank is
    # busy from MPI_Init to MPI_Finalize): the busiest rank's when each has
    # a core, the cores' share of the total when ranks share them.
    cpuref=$(awk -v np="$np" -v cores="$CORES" '{ s = np <= cores ? $2 : $3 / cores; if ($2 > s) s = $2; print s }' "$spans" | median)
    # The native runs' range around their median: an error inside it is
    # within what the machine itself varies by.
    range=$(cut -d' ' -f1 "$spans" | awk -v m="$meas" 'NR == 1 || $1 < lo { lo = $1 } NR == 1 || $1 > hi { hi = $1 } END { printf "%.1f %.1f", 100 * (lo - m) / m, 100 * (hi - m) / m }')
    pp=$(predicted_span "$OUT/$app.skel.prof.ll" "$np" "$app")
    ps=$(predicted_span "$OUT/$app.skel.static.ll" "$np" "$app")
    load1=$(cut -d' ' -f5 "$spans" | median)
    latency=$(cut -d' ' -f4 "$spans" | sort -g | awk '{ a[NR] = $1 } END { printf "%s %s %s", a[int((NR + 1) / 2)], a[1], a[NR] }')
    echo "$app $np $meas $pp $ps $cpuref $range $load1 $latency $(wc -l <"$spans.mode") $(wc -l <"$spans") $meas_mode" | tee -a "$results" >&2
  done
done
log "accuracy: load average after: $(load)"

# The calibrated 0-byte one-way latency (the first row of the machine file's
# table), against which the runs' own latencies are shown.
LATENCY0=$(awk '/^table = \[/ { t = 1; next } t && /^ *\[/ { gsub(/[][,]/, " "); print $2; exit }' "$OUT/machine.toml")
# results: app np wall profile static cpuref range_lo% range_hi% load1 (the
# median over the row's runs of the 1-minute load average after each)
# latency latency_lo latency_hi (the runs' 0-byte latencies, µs: median, range)
# mode_runs runs (how many of the row's runs were in the calibrated latency
# mode) wall_mode (their median, "-" where not taken)
awk -v cores="$CORES" -v latency0="$LATENCY0" -v modes="$MODES" '
  function err(p, m) { return 100 * (p - m) / m }
  function abs(x) { return x < 0 ? -x : x }
  function med(a, n,   i, j, t) {
    for (i = 2; i <= n; i++) for (j = i; j > 1 && a[j-1] > a[j]; j--) { t = a[j]; a[j] = a[j-1]; a[j-1] = t }
    return n % 2 ? a[(n+1)/2] : (a[n/2] + a[n/2+1]) / 2
  }
  function mx(a, n,   i, m) { m = a[1]; for (i = 2; i <= n; i++) if (a[i] > m) m = a[i]; return m }
  function summary(label, X, Y, g,   i, a, b) {
    for (i = 1; i <= n[g]; i++) { a[i] = X[g, i]; b[i] = Y[g, i] }
    printf "  %-26s ranks %s cores: %2d rows  profile median %5.1f%% max %6.1f%%  static median %5.1f%% max %6.1f%%\n",
      label, g == "le" ? "<=" : "> ", n[g], med(a, n[g]), mx(a, n[g]), med(b, n[g]), mx(b, n[g])
  }
  BEGIN {
    printf "%-13s %3s %9s %13s %9s %7s %9s %7s | %5s %9s %7s %7s | %9s %7s %7s | %5s | %s\n", "program", "np", "measured", "runs (range)", "profile", "error", "static", "error", "mode", "measured", "profile", "static", "cpu ref", "profile", "static", "load", "latency µs (range)"
  }
  {
    ep = err($4, $3); es = err($5, $3); cp = err($4, $6); cs = err($5, $6)
    latency = $2 > 1 ? sprintf("%.3f (%.3f-%.3f)", $10, $11, $12) : "-"
    mode = $15 == "-" ? sprintf("%5s %9s %7s %7s", "-", "-", "-", "-") : sprintf("%5s %9.4f %+6.1f%% %+6.1f%%", $13 "/" $14, $15, err($4, $15), err($5, $15))
    printf "%-13s %3d %9.4f %+6.1f/%+5.1f%% %9.4f %+6.1f%% %9.4f %+6.1f%% | %s | %9.4f %+6.1f%% %+6.1f%% | %5.1f | %s\n", $1, $2, $3, $7, $8, $4, ep, $5, es, mode, $6, cp, cs, $9, latency
    g = $2 <= cores ? "le" : "gt"
    n[g]++
    P[g, n[g]] = abs(ep); S[g, n[g]] = abs(es); CP[g, n[g]] = abs(cp); CS[g, n[g]] = abs(cs)
    # Rows without a mode median count with their errors against the measured time.
    MP[g, n[g]] = $15 == "-" ? abs(ep) : abs(err($4, $15)); MS[g, n[g]] = $15 == "-" ? abs(es) : abs(err($5, $15))
  }
  END {
    split(modes, m, " ")
    printf "\n|error| (cores: %d; 0-byte latency calibrated: %s µs%s)\n", cores, latency0,
      modes == "" ? ", one mode" : sprintf(", of the launches at %s-%s µs; those at %s-%s µs left out", m[1], m[2], m[3], m[4])
    split("le gt", gs, " ")
    for (k = 1; k <= 2; k++) {
      g = gs[k]; if (!n[g]) continue
      summary("against the measured time", P, S, g)
    }
    if (n["le"]) summary("in the calibrated mode", MP, MS, "le")
    for (k = 1; k <= 2; k++) {
      g = gs[k]; if (!n[g]) continue
      summary("against the CPU reference", CP, CS, g)
    }
  }' "$results"
