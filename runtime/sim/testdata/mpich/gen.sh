#!/bin/sh
# Regenerates the MPICH-ABI IR of p2p.c and colls.c. MPICH need not be
# installed (it conflicts with Open MPI's alternatives): its mpi.h is taken
# from the Debian package without installing it.
set -e
cd "$(dirname "$0")"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
(cd "$tmp" && apt-get download libmpich-dev >/dev/null && dpkg -x libmpich-dev_*.deb x)
inc=$(dirname "$(find "$tmp/x" -name mpi.h | head -1)")
for f in p2p colls; do
  clang-14 -S -emit-llvm -O1 -I"$inc" ../$f.c -o $f.ll
done
