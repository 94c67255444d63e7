#!/usr/bin/env bash
# trace_events.sh: how large level-3 skeletons' traces are with coarse
# events (one compute and one ADD_TIME event between two MPI calls, what
# 'mpiskel run --trace' writes) and with fine ones (--trace-fine: one per
# compute burst and ADD_TIME call), next to the original's trace, over the
# corpus in testdata/apps. Fetches nothing; every figure is deterministic.
#
# For each app and input form (C through mpiskel's front end, clang-14 -O0
# and -O1 IR from the committed .ll files), at NP ranks (default 4) with the
# apps' default (test) inputs:
#   - mpi: MPI calls of the original's trace (the skeleton's are the same);
#   - orig: the original's trace, events and bytes;
#   - fine, coarse: the level-3 skeleton's (mpiskel compile --level 3
#     --profile-loops NP), events and bytes;
#   - fine/coarse: how many times smaller coarse events make the trace;
#   - bound: whether the coarse trace has at most the original's events plus
#     one per MPI call (issue 32's limit).
#
#   bash bench/trace_events.sh                 every app, C and -O1, np 4
#   APPS="isort soa_pic" FORMS="c O0 O1" NP=8 bash bench/trace_events.sh
set -euo pipefail
cd "$(dirname "$0")/.."
NP=${NP:-4}
FORMS=${FORMS:-c O1}
# shellcheck source=bench/lib.sh
source bench/lib.sh

# events TRACE: the number of events in TRACE.
events() { "$M" dump "$1" | grep -c '^rank '; }
# mpicalls TRACE: the number of its MPI calls.
mpicalls() { "$M" dump "$1" | grep -c '^rank [0-9]* *MPI_'; }
# size TRACE: its bytes.
size() { wc -c <"$1"; }

printf '%-13s %-4s %6s %8s %9s %9s %11s %8s %9s %9s %9s %5s\n' app form mpi "orig ev" "orig B" "fine ev" "fine B" \
  "coarse ev" "coarse B" "f/c ev" "f/c B" bound
for app in $APPS; do
  for form in $FORMS; do
    in=$(input "$app" "$form")
    [ -f "$in" ] || continue
    skel=$tmp/$app.$form.skel.ll
    if ! "$M" compile --level 3 --profile-loops "$NP" -o "$skel" "$in" 2>"$tmp/err"; then
      printf '%-13s %-4s compile failed: %s\n' "$app" "$form" "$(head -1 "$tmp/err")"
      continue
    fi
    for run in "orig $in" "fine $skel --trace-fine" "coarse $skel"; do
      read -r name prog flag <<<"$run"
      # shellcheck disable=SC2086 # $flag is one flag or none
      "$M" run -q --np "$NP" --trace "$tmp/$name.mst" $flag "$prog" >/dev/null 2>"$tmp/err" || {
        echo "failed: run $name $prog" >&2; cat "$tmp/err" >&2; exit 1; }
    done
    mpi=$(mpicalls "$tmp/orig.mst")
    oe=$(events "$tmp/orig.mst") ob=$(size "$tmp/orig.mst")
    fe=$(events "$tmp/fine.mst") fb=$(size "$tmp/fine.mst")
    ce=$(events "$tmp/coarse.mst") cb=$(size "$tmp/coarse.mst")
    awk -v app="$app" -v form="$form" -v mpi="$mpi" -v oe="$oe" -v ob="$ob" -v fe="$fe" -v fb="$fb" -v ce="$ce" -v cb="$cb" 'BEGIN {
        printf "%-13s %-4s %6d %8d %9d %9d %11d %8d %9d %9.1f %9.1f %5s\n", app, form, mpi, oe, ob, fe, fb, ce, cb,
          fe / ce, fb / cb, (ce <= oe + mpi ? "ok" : "OVER") }'
  done
done
echo "ev: events; B: bytes; f/c: fine / coarse; bound: coarse events <= orig events + mpi calls"
