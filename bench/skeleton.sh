#!/usr/bin/env bash
# skeleton.sh: how much cheaper and how self-consistent level-3 skeletons are,
# over the corpus in testdata/apps (our own programs, written in the styles of
# real codes: pointer-swapped buffers, helpers called in loops, struct of
# arrays, CSR, particles, a wavefront, function pointers). Fetches nothing.
#
# For each app and input form (C through mpiskel's front end, clang-14 -O0 and
# -O1 IR from the committed .ll files), at NP ranks (default 4):
#   - the skeleton: mpiskel compile --level 3 (static costs of the local
#     machine, the default; convergence loops counted by --profile-loops NP
#     with the same arguments);
#   - instr: executed IR instructions, skeleton / original, summed over the
#     ranks ('run --flat-cpi': deterministic, the figure tests may assert on);
#   - cpu: the original's 'mpiskel run' CPU time over the skeleton's (user +
#     system, of that same flat run: a speed-up, varies with the machine);
#   - add/mpi: the skeleton's ADD_TIME calls per MPI call;
#   - pred: the skeleton's predicted time / the original's simulated time
#     ('run --noise=false', same machine): 1 when the static model and the
#     interpreter charge the same code alike.
# The baseline of every ratio is the original, measured in the same run.
#
#   bash bench/skeleton.sh                 every app, C, -O0 and -O1, np 4
#   APPS="jacobi quad" FORMS="c O1" NP=8 bash bench/skeleton.sh
#   SIZE=test bash bench/skeleton.sh       the apps' default (test) inputs
#
# Inputs: by default each app gets the arguments in ARGS below, chosen so that
# its original simulates for about 0.5-3 s of CPU here; SIZE=test runs them
# without arguments, as the tests do.
set -euo pipefail
cd "$(dirname "$0")/.."
NP=${NP:-4}
FORMS=${FORMS:-c O0 O1}
SIZE=${SIZE:-bench}
declare -A ARGS=(
  [cg]="64 40" [converge]="64 6" [halo2d]="256 40" [isort]="20000" [masterworker]="2000"
  [ring]="200 4096" [transpose]="256 8" [jacobi]="256 100" [csr]="4000 40" [quad]="400000 4"
  [soa_pic]="4000 20" [wavefront]="96 8"
)
# shellcheck source=bench/lib.sh
source bench/lib.sh

printf '%-13s %-4s %-12s %14s %14s %10s %8s %8s %8s\n' app form args "instr orig" "instr skel" instr "cpu x" add/mpi pred
for app in $APPS; do
  args=()
  [ "$SIZE" = test ] || read -r -a args <<<"${ARGS[$app]:-}"
  for form in $FORMS; do
    in=$(input "$app" "$form")
    [ -f "$in" ] || continue
    skel=$tmp/$app.$form.skel.ll
    if ! "$M" compile --level 3 --profile-loops "$NP" --profile-args "${args[*]:-}" -o "$skel" "$in" 2>"$tmp/err"; then
      printf '%-13s %-4s compile failed: %s\n' "$app" "$form" "$(head -1 "$tmp/err")"
      continue
    fi
    co=$(cpu "$M" run --flat-cpi --noise=false --np "$NP" --summary-json "$tmp/o.json" "$in" "${args[@]}")
    cs=$(cpu "$M" run --flat-cpi --noise=false --np "$NP" --summary-json "$tmp/s.json" "$skel" "${args[@]}")
    "$M" run --noise=false --np "$NP" --summary-json "$tmp/po.json" "$in" "${args[@]}" >/dev/null 2>&1
    "$M" run --noise=false --np "$NP" --summary-json "$tmp/ps.json" "$skel" "${args[@]}" >/dev/null 2>&1
    io=$(field "$tmp/o.json" instructions) is=$(field "$tmp/s.json" instructions)
    calls=$(field "$tmp/s.json" events) adds=$(field "$tmp/s.json" add_time_calls)
    po=$(field "$tmp/po.json" predicted_seconds) ps=$(field "$tmp/ps.json" predicted_seconds)
    awk -v app="$app" -v form="$form" -v args="${args[*]:-}" -v io="$io" -v is="$is" -v co="$co" -v cs="$cs" \
      -v calls="$calls" -v adds="$adds" -v po="$po" -v ps="$ps" 'BEGIN {
        printf "%-13s %-4s %-12s %14d %14d %9.4f%% %8.1f %8.2f %8.4f\n", app, form, args, io, is, 100 * is / io,
          (cs > 0.005 ? co / cs : co / 0.005), adds / (calls > 0 ? calls : 1), ps / po }'
  done
done
echo "instr: skeleton's executed IR instructions in % of the original's; cpu x: the original's run CPU time over the skeleton's (a skeleton under 5 ms counts as 5 ms); pred: predicted / simulated"
