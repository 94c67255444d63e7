#!/bin/sh
# Regenerates the IR of the error-case programs (clang-14, Open MPI headers).
set -e
cd "$(dirname "$0")"
for c in *.c; do
  clang-14 -S -emit-llvm -O0 -g -fdebug-prefix-map="$PWD"=. $(mpicc --showme:compile) "$c" -o "${c%.c}.ll"
done
