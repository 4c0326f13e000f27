// Host GEMM: which matrices go to our small-matrix kernel (SmallGemm) and
// which to OpenBLAS (internal tuning data).
//
// Origin: measured 2026-11-22 on the development machine (2-core Intel Xeon
// with AVX-512, OpenBLAS 0.3.21 pthreads, whose SkylakeX build has its own
// small-matrix kernels for real s/d; GCC 12.2). One thread, square
// n = 4, 8, 16, 32, SmallGemm<T, IsaAvx512>::run against cblas_?gemm on the
// same 256 matrices, interleaved, minimum of 200 repetitions; the machine was
// shared and busy, so only ratios were used, and ratios within about 10% of
// 1 are noise. Ratio ours / OpenBLAS at n = 4, 8, 16, 32:
//   sNN 1.25 1.46 1.15 1.05   sNT 1.46 1.63 0.82 0.94
//   sTN 2.53 2.01 1.47 1.70   sTT 1.21 0.83 0.68 0.66
//   dNN 1.13 0.94 0.94 0.83   dNT 1.06 0.82 0.79 0.76
//   dTN 2.36 2.43 1.56 1.20   dTT 0.92 0.80 0.75 0.80
//   cNN 1.05 0.82 0.94 0.81   cNT 1.02 0.88 1.03 0.85
//   cTN 0.91 0.72 0.98 -      cTT 1.13 0.86 0.95 0.80
//   zNN 1.83 1.58 1.05 0.75   zNT 1.90 1.58 1.23 0.72
//   zTN 1.37 0.88 0.82 0.66   zTT 1.55 1.29 1.02 0.74
// A crossover is the largest n up to which ours won at every measured n
// (0: OpenBLAS always); dNN and dNT are 0 because at n = 2 ours was slower
// (a batch of 1000, one thread: 62 ns against OpenBLAS's 33 ns per matrix)
// and their wins at n = 4 are within the noise. Redo on the target machine with
// `myriad-bench --op gemm --backend host --threads 1 --trans XY`: outside
// SkylakeX-class CPUs OpenBLAS has no small-matrix kernels and ours is
// expected to win over a wider range.
#pragma once

namespace myriad::detail {

/// Matrices with m, n, k <= max_dim run in SmallGemm.
struct GemmHostCrossover {
  char precision;  // 's' 'd' 'c' 'z'
  bool trans_a;    // op(A) is A^T or A^H
  bool trans_b;    // op(B) is B^T or B^H
  int max_dim;
};

inline constexpr GemmHostCrossover kGemmHostCrossover[] = {
    {'s', false, false, 32}, {'s', false, true, 8},  {'s', true, false, 32},
    {'s', true, true, 4},    {'d', false, false, 0}, {'d', false, true, 0},
    {'d', true, false, 32},  {'d', true, true, 0},   {'c', false, false, 0},
    {'c', false, true, 0},   {'c', true, false, 0},  {'c', true, true, 4},
    {'z', false, false, 16}, {'z', false, true, 16}, {'z', true, false, 4},
    {'z', true, true, 16},
};

}  // namespace myriad::detail
