#!/usr/bin/env bash
# The benchmark runs behind the issues' figures, on one GPU, in one go.
#   bench/gpu_suite.sh MYRIAD_BENCH CSV [quick]
# Each line is a myriad-bench command; its table goes to stdout, its rows to CSV.
set -u
bench=${1:?usage: gpu_suite.sh MYRIAD_BENCH CSV}
csv=${2:?usage: gpu_suite.sh MYRIAD_BENCH CSV}
ops=" ${MYRIAD_BENCH_OPS:-gemm trsm trmm syrk potrf potrs getrf getrs} "
run() {
  echo
  echo "\$ myriad-bench $*"
  "$bench" "$@" --csv "$csv" || echo "(exit $?)"
}
want() { [[ "$ops" == *" $1 "* ]]; }

if want gemm; then
  run --op gemm --precision d --backend cuda --sizes 2,3,4,6,8,12,16,24,32,48,64,96,128,192,256 --batch 10000
  run --op gemm --precision d --backend cuda --max 16,32,64,128,256 --dist uniform --batch 10000
  run --op gemm --precision d --backend cuda --max 16,32,64,128,256 --dist uniform --batch 10000 --check none
  run --op gemm --precision d --backend cuda --shape update --sizes 64,128,256,512 --k 8,16,32,64
  run --op gemm --precision s --backend cuda --sizes 4,8,16,32,64,128,256 --batch 10000
  run --op gemm --precision z --backend cuda --sizes 4,8,16,32,64,128 --batch 10000
fi
if want trsm; then
  run --op trsm --precision d --backend cuda --sizes 8,16,32,64,128,256,512
  run --op trsm --precision d --backend cuda --sizes 8,16,32,64,128,256,512 --nrhs 1
  run --op trsm --precision d --backend cuda --sizes 8,16,32,64,128,256,512 --nrhs 8
  # 16 vectors: where the narrow leaf hands over to the recursion.
  run --op trsm --precision d --backend cuda --sizes 32,64,128,256,512 --nrhs 16
  run --op trsm --precision d --backend cuda --max 32,64,128,256,512 --dist uniform
  # The maxima given by the caller (the padded and per-size baselines know
  # them too): no check pass and no host sync.
  run --op trsm --precision d --backend cuda --max 32,64,128,256,512 --dist uniform --check none
  # Small orders with 1 GiB of A and B (at batch 10000 the launch dominates;
  # a given --batch is not capped here, so it is spelled per order).
  for nb in 8:1048576 16:262144 32:65536 64:16384; do
    run --op trsm --precision d --backend cuda --sizes "${nb%:*}" --batch "${nb#*:}"
  done
fi
if want trmm; then
  run --op trmm --precision d --backend cuda --sizes 16,32,64,128,256,512
fi
if want syrk; then
  run --op syrk --precision d --backend cuda --sizes 64,128,256,512 --k 8,16,32,64
fi
if want potrf; then
  # From 129 on the blocked path, its batch cut into parts by order
  # (kPotrfCudaBlockedParts): every hand-over order.
  run --op potrf --precision d --backend cuda --sizes 8,16,32,64,128,192,256,320,384,448,512 --uplo L
  run --op potrf --precision d --backend cuda --sizes 8,16,32,64,128,192,256,320,384,448,512 --uplo U
  run --op potrf --precision d --backend cuda --max 32,64,128,256,512 --dist uniform
  # Tiny orders with 1 GiB of matrices (at batch 10000 the launches dominate).
  run --op potrf --precision d --backend cuda --sizes 8,16,32,64 --uplo L --batch 100000000
  run --op potrf --precision d --backend cuda --sizes 8,16,32,64 --uplo U --batch 100000000
fi
if want potrs; then
  run --op potrs --precision d --backend cuda --sizes 8,16,32,64,128,256,512 --nrhs 1,16
  run --op posv --precision d --backend cuda --sizes 8,16,32,64,128,256,512 --nrhs 1,16
fi
if want getrf; then
  run --op getrf --precision d --backend cuda --sizes 8,16,24,32,48,64,96,128,192,256,384,512
  # Every order up to 32: the register and one-warp row-owner kernels take
  # rows of a width per order (GetrfTuning::kRegisterWidths, kRowsSmallWidths).
  run --op getrf --precision d --backend cuda --sizes 2,3,4,5,6,7,9,10,11,12,13,14,15,17,18,19,20,21,22,23,25,26,27,28,29,30,31
  run --op getrf --precision s --backend cuda --sizes 16,32,64,128,256,512
  run --op getrf --precision c --backend cuda --sizes 16,32,64,128,256,512
  run --op getrf --precision d --backend cuda --max 32,64,128,256,512 --dist uniform
  # The maxima given by the caller (the padded baseline knows them too): no
  # check pass and no host sync.
  run --op getrf --precision d --backend cuda --max 32,64,128,256,512 --dist uniform --check none
  for p in s c z; do
    run --op getrf --precision $p --backend cuda --max 32,64 --dist uniform --check none
  done
  run --op getrf --precision d --backend cuda --sizes 2,3,4,8,16,32 --batch 100000000
  run --op getrf --precision z --backend cuda --sizes 8,16,20,24,32,64
fi
if want getrs; then
  run --op getrs --precision d --backend cuda --sizes 8,16,32,64,128,256,512 --nrhs 1,16
  run --op gesv --precision d --backend cuda --sizes 8,16,32,64,128,256,512 --nrhs 1,16
fi
exit 0
