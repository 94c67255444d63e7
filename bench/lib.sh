# lib.sh: what the bench scripts over the corpus share: a fresh mpiskel
# build ($M, in the temporary directory $tmp, removed on exit), the apps of
# testdata/apps (APPS, when the caller has not set it) and readers of the
# figures. Sourced by a script that has cd'd to the repository's root.
if [ -z "${APPS:-}" ]; then
  APPS=$(cd testdata/apps && ls ./*.c | sed 's|^\./||; s|\.c$||' | tr '\n' ' ')
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
go build -o "$tmp/mpiskel" ./cmd/mpiskel
M="$tmp/mpiskel"

# input APP FORM: the app as C (FORM c) or as its committed IR (O0, O1).
input() {
  case $2 in
  c) echo "testdata/apps/$1.c" ;;
  *) echo "testdata/apps/$1.$2.ll" ;;
  esac
}

# field FILE NAME: a number of a --summary-json file.
field() { sed -n "s/^  \"$2\": \([0-9.e+-]*\),\{0,1\}$/\1/p" "$1"; }

# cpu CMD...: runs CMD, prints its user + system CPU seconds.
cpu() {
  local t
  t=$( { TIMEFORMAT='%3U %3S'; time "$@" >/dev/null 2>"$tmp/err"; } 2>&1 ) || {
    echo "failed: $*" >&2; cat "$tmp/err" >&2; return 1; }
  awk '{print $1 + $2}' <<<"$t"
}

# median: the median of the numbers on stdin.
median() { sort -g | awk '{v[NR] = $1} END {print NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2}'; }
