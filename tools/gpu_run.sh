#!/usr/bin/env bash
# One call on the GPU machine: build with CUDA, run the GPU tests, run
# compute-sanitizer (memcheck) over them, run the benchmarks. Logs and CSV go
# to OUTDIR (at most 8 files, so they come back from the device tool).
#
#   tools/gpu_run.sh OUTDIR [stage ...]
#   stages: build test sanitize demo bench magma (default: all of them)
#   env: MYRIAD_BENCH_OPS  ops for the bench stage (default: every op built)
#        MYRIAD_TEST_FILTER  gtest filter for test/sanitize (default *Cuda*)
#        MYRIAD_BENCH_QUICK=1  fewer sizes (smoke run)
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
has() { [[ " $stages " == *" $1 "* ]]; }

note "== $(date -u +%FT%TZ) $(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>/dev/null)"
note "== git $(git rev-parse --short HEAD 2>/dev/null) $(git status --short 2>/dev/null | wc -l) files changed"

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
if has test; then
  t0=$(date +%s)
  : >"$out/test.log"
  for t in $tests; do
    "$t" --gtest_filter="$filter" --gtest_brief=1 >>"$out/test.log" 2>&1
    note "test $(basename "$t"): rc=$?"
  done
  grep -E "^\[  (PASSED|FAILED|SKIPPED) |FAILED  \]" "$out/test.log" | tail -30 | tee -a "$summary"
  note "tests: $(( $(date +%s) - t0 )) s"
fi

if has sanitize; then
  # The test binaries run side by side (memcheck is CPU-bound), each bounded
  # by MYRIAD_SANITIZE_TIMEOUT seconds; their logs are concatenated.
  t0=$(date +%s)
  : >"$out/sanitizer.log"
  for t in $tests; do
    timeout "${MYRIAD_SANITIZE_TIMEOUT:-400}" compute-sanitizer --tool memcheck --error-exitcode 99 \
      --print-limit 20 "$t" --gtest_filter="${MYRIAD_SANITIZE_FILTER:-$filter}" --gtest_brief=1 \
      >"$out/san_$(basename "$t").tmp" 2>&1 &
  done
  wait
  for t in $tests; do
    f="$out/san_$(basename "$t").tmp"
    echo "=== $(basename "$t")" >>"$out/sanitizer.log"
    cat "$f" >>"$out/sanitizer.log"
    note "sanitize $(basename "$t"): $(grep -E 'ERROR SUMMARY' "$f" | tail -1) $(grep -cE '^\[  FAILED' "$f") failed"
    rm -f "$f"
  done
  note "sanitizer: $(( $(date +%s) - t0 )) s"
fi

if has demo; then
  "$build/examples/myriad-demo" 2>&1 | tee -a "$summary"
fi

if has bench; then
  t0=$(date +%s)
  bash bench/gpu_suite.sh "$build/bench/myriad-bench" "$out/bench.csv" >"$out/bench.log" 2>&1
  note "bench: rc=$? in $(( $(date +%s) - t0 )) s"
fi

if has magma; then
  if [ -f bench/magma_lu.py ]; then
    PYTHONUNBUFFERED=1 python3 bench/magma_lu.py --csv "$out/magma.csv" >"$out/magma.log" 2>&1
    note "magma: rc=$?"
    tail -15 "$out/magma.log" | tee -a "$summary"
  fi
fi
exit 0
