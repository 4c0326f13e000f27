#!/usr/bin/env bash
# One call on the GPU machine: build with CUDA, run the GPU tests, run
# compute-sanitizer (memcheck) over them, run the benchmarks. Logs and CSV go
# to OUTDIR (at most 8 files, so they come back from the device tool):
# summary.txt, test/tests.log, sanitize/tests.log, build.log, bench.log,
# bench.csv, magma.log and magma.csv.
#
#   tools/gpu_run.sh OUTDIR [stage ...]
#   stages: build test sanitize demo bench magma (default: all of them)
#   env: MYRIAD_BENCH_OPS  ops for the bench stage (default: every op built)
#        MYRIAD_TEST_FILTER  gtest filter for test/sanitize (default *Cuda*:*cuda*)
#        MYRIAD_SANITIZE_FILTER  gtest filter for sanitize alone
#        MYRIAD_JOBS  tests side by side (default: the number of cores)
#        MYRIAD_BENCH_QUICK=1  fewer sizes (smoke run)
#        MYRIAD_PACK=DIR  unpack DIR/build.tar.xz (tools/pack_build.sh, made on
#          a CPU machine) into the build folder instead of building here
#        MYRIAD_DEADLINE=S  bound every stage by what is left of S seconds, so
#          that a device call's time limit never cuts off the logs
set -uo pipefail
out=${1:?usage: tools/gpu_run.sh OUTDIR [stage ...]}
shift
mkdir -p "$out"
cd "$(dirname "$0")/.."
stages=${*:-build test sanitize demo bench magma}
build=${MYRIAD_BUILD_DIR:-build-gpu}
filter=${MYRIAD_TEST_FILTER:-*Cuda*:*cuda*}
summary=$out/summary.txt
: >"$summary"
note() { echo "$*" | tee -a "$summary"; }
t_start=$(date +%s)
# Seconds a stage may run: what is left of MYRIAD_DEADLINE (unbounded: a day),
# at least 1 (timeout 0 would mean no limit).
left() {
  local l=$(( ${MYRIAD_DEADLINE:-86400} - ($(date +%s) - t_start) ))
  echo $(( l > 1 ? l : 1 ))
}
# A stage runs when asked for and the deadline has not passed.
has() {
  [[ " $stages " == *" $1 "* ]] || return 1
  [ "$(left)" -gt 1 ] && return 0
  note "$1: skipped, MYRIAD_DEADLINE reached"
  return 1
}

note "== $(date -u +%FT%TZ) $(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>/dev/null)"
note "== git $(git rev-parse --short HEAD 2>/dev/null) $(git status --short 2>/dev/null | wc -l) files changed"

if [ -n "${MYRIAD_PACK:-}" ]; then
  mkdir -p "$build" && xz -dc "$MYRIAD_PACK/build.tar.xz" | tar -C "$build" -xf - || exit 1
  note "unpacked $MYRIAD_PACK/build.tar.xz into $build"
  stages=${stages/build/}
fi
# The programs find the library in the build folder, wherever it was made.
case $build in /*) libdir=$build ;; *) libdir=$PWD/$build ;; esac
export LD_LIBRARY_PATH=$libdir${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}

if has build; then
  t0=$(date +%s)
  cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release \
    -DMYRIAD_ENABLE_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES=90 >"$out/build.log" 2>&1 &&
    cmake --build "$build" -j "$(nproc)" >>"$out/build.log" 2>&1
  rc=$?
  note "build: rc=$rc in $(( $(date +%s) - t0 )) s"
  [ $rc -eq 0 ] || { tail -40 "$out/build.log"; exit 1; }
fi

tests=$(find "$build/tests" -maxdepth 1 -type f -name "test_*" -perm -u+x | sort)
# The tests run one per process, side by side (tools/test_shards.sh): one
# after another they outlast a device call. Results and logs go to
# OUTDIR/test and OUTDIR/sanitize.
if has test; then
  t0=$(date +%s)
  MYRIAD_SHARD_END=$(( t0 + $(left) )) tools/test_shards.sh "$out/test" "$filter" $tests 2>&1 | tee -a "$summary"
  rc=${PIPESTATUS[0]}
  note "tests: rc=$rc in $(( $(date +%s) - t0 )) s"
fi

if has sanitize; then
  # memcheck over the tests of MYRIAD_SANITIZE_FILTER (default: the test
  # filter), each bounded by the deadline.
  t0=$(date +%s)
  MYRIAD_SANITIZE=1 MYRIAD_SHARD_END=$(( t0 + $(left) )) tools/test_shards.sh "$out/sanitize" \
    "${MYRIAD_SANITIZE_FILTER:-$filter}" $tests 2>&1 | tee -a "$summary"
  rc=${PIPESTATUS[0]}
  note "sanitizer: rc=$rc in $(( $(date +%s) - t0 )) s"
fi

if has demo; then
  timeout "$(left)" "$build/examples/myriad-demo" 2>&1 | tee -a "$summary"
fi

if has bench; then
  t0=$(date +%s)
  timeout "$(left)" bash bench/gpu_suite.sh "$build/bench/myriad-bench" "$out/bench.csv" >"$out/bench.log" 2>&1
  note "bench: rc=$? in $(( $(date +%s) - t0 )) s"
fi

if has magma; then
  if [ -f bench/magma_lu.py ]; then
    PYTHONUNBUFFERED=1 timeout "$(left)" python3 bench/magma_lu.py --csv "$out/magma.csv" >"$out/magma.log" 2>&1
    note "magma: rc=$?"
    tail -15 "$out/magma.log" | tee -a "$summary"
  fi
fi
exit 0
