#!/usr/bin/env bash
# Where one myriad-bench call spends its GPU time: runs it once under Nsight
# Compute (one metric, clocks not locked) and prints the time per kernel name,
# summed over its launches and divided by the number of calls of the routine.
#
#   tools/kernel_times.sh CALLS MYRIAD_BENCH [bench options]
#   e.g. tools/kernel_times.sh 2 build-gpu/bench/myriad-bench --op getrf \
#          --precision d --backend cuda --sizes 128 --reps 1 --warmup 0
#
# With --reps 1 --warmup 0 the bench calls our routine twice (the verified
# run and the timed one), so CALLS is 2; the baseline's and the ceilings'
# kernels are listed too. Add ncu options through NCU_ARGS, e.g.
#   NCU_ARGS='-k regex:getrf_tile --launch-count 1 --metrics
#   regex:smsp__average_warps_issue_stalled_.*_per_issue_active\.ratio'
# for the stall reasons of one kernel (then the raw ncu output is printed).
set -euo pipefail
calls=${1:?usage: tools/kernel_times.sh CALLS MYRIAD_BENCH [options]}
shift
if [ -n "${NCU_ARGS:-}" ]; then
  # shellcheck disable=SC2086
  exec ncu --clock-control none $NCU_ARGS "$@"
fi
csv=$(mktemp)
trap 'rm -f "$csv"' EXIT
ncu --metrics gpu__time_duration.sum --clock-control none --csv "$@" >"$csv" 2>&1
python3 - "$csv" "$calls" <<'PY'
import collections, csv, sys
rows = [r for r in csv.reader(open(sys.argv[1])) if len(r) > 10]
if not rows:
    sys.exit("no kernel rows in the ncu output")
head = rows[0]
name, value, unit = (head.index(k) for k in ("Kernel Name", "Metric Value", "Metric Unit"))
scale = {"ns": 1e-3, "nsecond": 1e-3, "us": 1.0, "usecond": 1.0, "ms": 1e3,
         "msecond": 1e3}
total = collections.OrderedDict()
for r in rows[1:]:
    k = r[name][:90]
    t = float(r[value].replace(",", "")) * scale.get(r[unit], 1e-3)
    n, s = total.get(k, (0, 0.0))
    total[k] = (n + 1, s + t)
calls = int(sys.argv[2])
print(f"{'launches':>8} {'us/call':>10}  kernel")
for k, (n, s) in total.items():
    print(f"{n:8d} {s / calls:10.1f}  {k}")
PY
