#!/usr/bin/env bash
# gen.sh: regenerates the committed IR and expected outputs of the test apps.
#
#   bash gen.sh ll        app.O0.ll, app.O1.ll  (clang-14, -g, typed pointers)
#   bash gen.sh out       app.npN.out for N in 1 2 4 8 16 (mpicc + mpirun)
#   bash gen.sh lli [N..] runs each app.O0.ll/.O1.ll under lli-14 via mpirun
#                         (default N: 2) and compares with app.npN.out
#   bash gen.sh all       ll, out, then lli
#
# IR is generated from inside this directory with a relative file name and
# -fdebug-compilation-dir=. so that the DIFile carries no absolute path and
# the files are identical whoever regenerates them.
# Expected outputs drop lines containing [time], as the tests do.
set -euo pipefail
cd "$(dirname "$0")"

APPS=(ring halo2d masterworker cg transpose isort converge jacobi soa_pic csr wavefront quad)
NPS=(1 2 4 8 16)
CFLAGS=(-std=c11 -Wall -Wextra)
LIBMPI=${LIBMPI:-/usr/lib/x86_64-linux-gnu/libmpi.so}
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
export OMPI_MCA_rmaps_base_oversubscribe=1

gen_ll() {
  local mpiflags
  read -r -a mpiflags <<<"$(mpicc --showme:compile)"
  for app in "${APPS[@]}"; do
    for opt in O0 O1; do
      clang-14 -S -emit-llvm "-$opt" -g -fdebug-compilation-dir=. \
        "${CFLAGS[@]}" "${mpiflags[@]}" "$app.c" -o "$app.$opt.ll"
    done
  done
}

gen_out() {
  local tmp
  tmp=$(mktemp -d)
  trap 'rm -rf "$tmp"' RETURN
  for app in "${APPS[@]}"; do
    mpicc "${CFLAGS[@]}" -O2 "$app.c" -o "$tmp/$app" -lm
    for np in "${NPS[@]}"; do
      mpirun -np "$np" "$tmp/$app" | grep -v -F '[time]' >"$app.np$np.out"
    done
  done
}

check_lli() {
  local nps=("$@") failed=0
  [ ${#nps[@]} -gt 0 ] || nps=(2)
  for app in "${APPS[@]}"; do
    for opt in O0 O1; do
      for np in "${nps[@]}"; do
        if mpirun -np "$np" lli-14 "-load=$LIBMPI" "$app.$opt.ll" |
          grep -v -F '[time]' | cmp -s - "$app.np$np.out"; then
          echo "ok   lli $app.$opt.ll np $np"
        else
          echo "FAIL lli $app.$opt.ll np $np"
          failed=1
        fi
      done
    done
  done
  return "$failed"
}

case "${1:-all}" in
ll) gen_ll ;;
out) gen_out ;;
lli) shift; check_lli "$@" ;;
all) gen_ll; gen_out; check_lli 2 ;;
*) echo "usage: bash gen.sh [ll|out|lli [N...]|all]" >&2; exit 2 ;;
esac
