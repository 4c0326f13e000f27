// Host GEMM: which matrices go to our small-matrix kernel (SmallGemm) and
// which to OpenBLAS (internal tuning data). Two classes of machine
// (HostGemmClass), told apart at run time by gemm_host_plan.hpp.
//
// Default: measured 2026-11-22 on the development machine (2-core Intel Xeon
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
// `myriad-bench --op gemm --backend host --threads 1 --trans XY`. These rows
// serve every machine outside the class below: where nothing was measured,
// OpenBLAS wherever ours did not win here is the cautious choice.
//
// Avx512BlasBlocked: measured 2026-11-23 on the development machine of that
// day (2-core AMD EPYC VM with AVX-512; OpenBLAS 0.3.21 does not know the
// CPU and runs its Haswell kernels, which have no small-matrix paths; GCC
// 13), one thread, batch 1000, median of 9 after one pass over the
// rotation copies, SmallGemm forced at every size against the OpenBLAS
// loop:
//   myriad-bench --op gemm --backend host --threads 1 --reps 9 --batch 1000
//                --precision P --trans XY --sizes 4,8,12,...,192,256
// Ratio OpenBLAS / ours at n = 8, 12, 16, 24, 32, 48, 64, 96, 128, 192, 256:
//   dNN 1.73 1.61 1.37 2.41 1.78 1.85 1.57 1.46 1.44 1.48 1.40
//   dNT 1.75 1.51 1.04 1.94 1.72 1.85 1.36 1.18 1.25 1.19 1.09
//   dTN 1.61 1.20 1.12 1.49 1.67 1.77 1.53 1.45 1.58 1.69 1.62
//   dTT 1.87 1.34 1.20 1.46 1.37 1.29 1.14 1.12 1.30 1.49 1.61
//   sNN 2.56 1.53 1.57 1.04 1.40 1.75 1.50 1.52 1.48 1.52 1.51
//   sNT 2.53 1.52 1.49 1.23 2.49 1.80 1.47 1.41 1.33 1.53 1.34
//   sTN 1.72 1.07 0.90 1.03 1.14 1.29 1.32 1.25 1.28 1.41 1.48
//   sTT 1.78 0.80 0.81 1.14 1.23 1.30 1.24 1.21 1.25 1.30 1.50
//   zNN 1.06 0.92 1.07 0.85 0.97 1.08 1.22 1.29 1.32 1.26 1.28
//   zNT 0.97 0.96 0.92 0.83 1.03 1.09 1.18 1.24 1.22 1.19 1.16
//   zTN 0.84 0.82 0.88 1.08 1.08 1.22 1.33 1.37 1.36 1.28 1.44
//   zTT 0.86 0.99 1.00 0.98 0.76 1.16 1.21 1.28 1.26 1.32 1.22
//   cNN 0.70 0.53 0.66 0.76 0.99 1.06 1.20 1.21 1.30 1.21 1.27
// Same rule; sizes above 256 were not measured, so they stay with OpenBLAS.
// Complex loses at small sizes and wins from 48 on, which one upper bound
// cannot express: OpenBLAS throughout.
#pragma once

namespace myriad::detail {

/// The two classes of machine the crossovers were measured on.
enum class HostGemmClass {
  Default,            // OpenBLAS with small-matrix kernels, and the rest
  Avx512BlasBlocked,  // our AVX-512 kernels; OpenBLAS without them
};

/// This machine's class (blas3/host/gemm_host.cpp): our kernels run with
/// AVX-512 and the OpenBLAS kernels the library picked for this CPU have no
/// small-matrix paths (only its SkylakeX-class kernels have them), or
/// anything else.
HostGemmClass host_gemm_class();

/// Matrices with m, n, k <= max_dim run in SmallGemm.
struct GemmHostCrossover {
  HostGemmClass machine;
  char precision;  // 's' 'd' 'c' 'z'
  bool trans_a;    // op(A) is A^T or A^H
  bool trans_b;    // op(B) is B^T or B^H
  int max_dim;
};

inline constexpr HostGemmClass kDef = HostGemmClass::Default;
inline constexpr HostGemmClass kAvx = HostGemmClass::Avx512BlasBlocked;

inline constexpr GemmHostCrossover kGemmHostCrossover[] = {
    {kDef, 's', false, false, 32},  {kDef, 's', false, true, 8},
    {kDef, 's', true, false, 32},   {kDef, 's', true, true, 4},
    {kDef, 'd', false, false, 0},   {kDef, 'd', false, true, 0},
    {kDef, 'd', true, false, 32},   {kDef, 'd', true, true, 0},
    {kDef, 'c', false, false, 0},   {kDef, 'c', false, true, 0},
    {kDef, 'c', true, false, 0},    {kDef, 'c', true, true, 4},
    {kDef, 'z', false, false, 16},  {kDef, 'z', false, true, 16},
    {kDef, 'z', true, false, 4},    {kDef, 'z', true, true, 16},
    {kAvx, 's', false, false, 256}, {kAvx, 's', false, true, 256},
    {kAvx, 's', true, false, 12},   {kAvx, 's', true, true, 8},
    {kAvx, 'd', false, false, 256}, {kAvx, 'd', false, true, 256},
    {kAvx, 'd', true, false, 256},  {kAvx, 'd', true, true, 256},
    {kAvx, 'c', false, false, 0},   {kAvx, 'c', false, true, 0},
    {kAvx, 'c', true, false, 0},    {kAvx, 'c', true, true, 0},
    {kAvx, 'z', false, false, 0},   {kAvx, 'z', false, true, 0},
    {kAvx, 'z', true, false, 0},    {kAvx, 'z', true, true, 0},
};

}  // namespace myriad::detail
