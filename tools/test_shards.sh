#!/usr/bin/env bash
# Runs GoogleTest programs one test per process, many side by side, so that
# a device call's few minutes cover every precision: run one after another,
# the CUDA tests of test_potrf alone outlast a call (their host-side checks
# of complex double at orders up to 470 are single-threaded).
#
#   tools/test_shards.sh OUTDIR FILTER PROGRAM...
#   env: MYRIAD_JOBS  processes side by side (default: the number of cores)
#        MYRIAD_SHARD_END  epoch second past which no test starts and the
#          running ones are stopped (default: in a day)
#        MYRIAD_SANITIZE=1  each test under compute-sanitizer memcheck
#
# Writes OUTDIR/tests.log: first the results, one line a test (PASS, SKIP,
# FAIL or TIMEOUT, seconds, program, test; memcheck's error count under
# MYRIAD_SANITIZE), then every test's output in the order started (one file:
# a device call returns few). Exit status: 0 when no test failed or timed
# out.
set -uo pipefail
out=${1:?usage: tools/test_shards.sh OUTDIR FILTER PROGRAM...}
filter=${2:?usage: tools/test_shards.sh OUTDIR FILTER PROGRAM...}
shift 2
work=$out/shards
results=$work/results
mkdir -p "$work"
: >"$results"
: >"$work/list"
for p in "$@"; do
  # --gtest_list_tests prints "Suite/Config.  # TypeParam = ..." and then
  # the suite's tests, indented.
  "$p" --gtest_filter="$filter" --gtest_list_tests |
    awk -v p="$p" '/^[^ ]/ { suite = $1; next } /^  / { print p, suite $1 }' >>"$work/list"
done
# The complex double tests take longest: they start first.
{
  grep -E 'complex_double|/z_' "$work/list"
  grep -vE 'complex_double|/z_' "$work/list"
} >"$work/order"

export MYRIAD_SHARD_END=${MYRIAD_SHARD_END:-$(($(date +%s) + 86400))}
export MYRIAD_SANITIZE=${MYRIAD_SANITIZE:-0} work results
# One test: its log is work/N.log, N its line in the order; its result line
# is appended to work/results (one short write, whole).
run_one() {
  local n=$1 p=$2 t=$3 t0 left rc verdict errors=""
  t0=$(date +%s)
  left=$((MYRIAD_SHARD_END - t0))
  if [ "$left" -lt 2 ]; then
    echo "TIMEOUT 0 s $(basename "$p") $t (not started: deadline)" >>"$results"
    return 0
  fi
  local cmd=("$p" --gtest_filter="$t")
  [ "$MYRIAD_SANITIZE" = 1 ] &&
    cmd=(compute-sanitizer --tool memcheck --error-exitcode 99 --print-limit 20 "${cmd[@]}")
  timeout "$left" "${cmd[@]}" >"$work/$n.log" 2>&1
  rc=$?
  case $rc in
    0) verdict=PASS
       grep -qE '^\[  SKIPPED \] 1 test' "$work/$n.log" && verdict=SKIP ;;
    124) verdict=TIMEOUT ;;
    *) verdict=FAIL ;;
  esac
  if [ "$MYRIAD_SANITIZE" = 1 ]; then
    errors=$(grep -hE 'ERROR SUMMARY' "$work/$n.log" | tail -1)
    errors=" (${errors:-no ERROR SUMMARY})"
  fi
  echo "$verdict $(($(date +%s) - t0)) s $(basename "$p") $t rc=$rc$errors" >>"$results"
}
export -f run_one
awk '{ print NR, $1, $2 }' "$work/order" |
  xargs -P "${MYRIAD_JOBS:-$(nproc)}" -L 1 bash -c 'run_one "$0" "$1" "$2"'

n=$(wc -l <"$work/order")
count() { grep -c "^$1" "$results"; }
summary="shards: $n tests: $(count PASS) passed, $(count SKIP) skipped, $(count FAIL) failed, $(count TIMEOUT) timed out"
ok=$([ "$(count FAIL)" -eq 0 ] && [ "$(count TIMEOUT)" -eq 0 ] && echo 1)
{ echo "$summary"; cat "$results"; } >"$out/tests.log"
for i in $(seq 1 "$n"); do
  [ -f "$work/$i.log" ] || continue
  echo "=== $(sed -n "${i}p" "$work/order")" >>"$out/tests.log"
  cat "$work/$i.log" >>"$out/tests.log"
done
echo "$summary"
grep -vE '^PASS' "$results"
rm -rf "$work"
[ -n "$ok" ]
