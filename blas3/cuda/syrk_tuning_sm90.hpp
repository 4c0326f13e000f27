// Kernel selection for the CUDA backend's rank-k / rank-2k updates (SYRK,
// HERK, SYR2K, HER2K) and SYMM/HEMM: tile shapes and the rules that pick one
// by shape.
//
// GPU: NVIDIA H100 80GB HBM3 (sm_90, 132 SMs), CUDA 13.0.
// First version: shapes followed the GEMM table (gemm_tuning_sm90.hpp) of
// its time. Session 6 (2026-11-22), double: the variants forced in turn by a
// temporary switch (not kept), myriad-bench --op syrk --precision d
// --backend cuda --sizes 64,128,256,512 --k 8,16,32,64 --reps 3 --warmup 1,
// speed as a multiple of our DGEMM on the same shape (the bench's baseline):
//   before (MmaTile BK = 16, Update64 up to k = 64): n = 64: 0.79 / 0.82 /
//     0.85 / 0.80 (k = 8 / 16 / 32 / 64), n = 128: 0.98-1.01, 256:
//     1.07-1.19, 512: 1.15-1.27.
//   the GEMM's double tiles (BK = 8 and 4 blocks per SM for the 64 x 64
//     tiles, a 3-stage 32 x 32): Small32 n = 64: 1.09 / 1.15 / 1.08 / 0.98,
//     128: 1.32 / 1.31 / 1.16 / 1.07; Update64 128: 1.38 / 1.31 / 1.18 /
//     0.98, 256: 1.52 / 1.49 / 1.34 / 1.07, 512: 1.63 / 1.59 / 1.43 / 1.23;
//     Tile64 k = 64: 1.09 (128), 1.20 (256), 1.35 (512).
//   -> double takes the GEMM's tiles: Small32 to n = 64, then Update64 for
//     k <= 32 and Tile64 above. The other precisions keep the first table
//     (not swept).
#pragma once

#include <climits>

#include "blas3/cuda/gemm_device.cuh"
#include "blas3/cuda/gemm_tuning_sm90.hpp"

namespace myriad::cuda {

/// Kernel variants of the symmetric routines.
enum class SymVariant {
  Tiny8,     ///< several matrices per block, n <= 8 and k <= 8
  Tiny16,    ///< n <= 16 and k <= 16
  Small32,   ///< tile 32 x 32
  Tile64,    ///< tile 64 x 64
  Update64,  ///< tile 64 x 64, C prefetched (small k)
};

/// Tiny rank-k kernel shape: MAXN bound on n and k; TPM threads per matrix;
/// THREADS per block.
template <int MAXN, int TPM, int THREADS>
struct SymTinyCfg {
  static constexpr int kMaxN = MAXN, kTpm = TPM, kThreads = THREADS;
};

/// Variant -> configuration per precision, for the rank-k updates (tiles
/// square: the triangular tile enumeration needs BM == BN).
template <class T>
struct RankKVariants;

// double: the GEMM's FP64 tensor-core tiles (origin above). Session 18,
// the tiles' mma from 8 x 8 x 4 to 16 x 8 x 4 (gemm_device.cuh), H100,
// myriad-bench --op syrk --precision d --backend cuda --sizes 128,256,512
// --k 16,32,64, both libraries in one call, ms: k = 16 (Update64) 0.547 /
// 0.499 / 0.471 -> 0.521 / 0.473 / 0.448, k = 32 0.627 / 0.586 / 0.556 ->
// 0.577 / 0.548 / 0.525, but k = 64 (Tile64) 0.583 / 0.594 / 0.589 -> n =
// 256 / 512 0.641 / 0.640-0.644 (two rounds; 1.31 / 1.44x our DGEMM, target
// 0.8x). Tile64 alone kept on 8 x 8 x 4 for SYRK did not restore it (0.672
// / 0.678 / 0.670; its PTX the same but for the epilogue's address
// arithmetic): not understood, not kept.
template <>
struct RankKVariants<double> {
  using Tiny8 = SymTinyCfg<8, 16, 256>;
  using Tiny16 = SymTinyCfg<16, 32, 256>;
  using Small32 = GemmVariants<double>::Small32;
  using Tile64 = GemmVariants<double>::Tile64;
  // Not the GEMM's Update64 (2 x 4 warps at 4 blocks an SM): session 42,
  // H200, myriad-bench --op syrk --precision d --backend cuda --sizes
  // 128,256,512 --k 16,32 --reps 5, % of the roofline, this 2 x 2 tile /
  // the GEMM's: k = 16 67.5 / 73.5 / 75.2 against 58.1 / 64.6 / 69.5, k = 32
  // 60.5 / 63.6 / 66.3 against 59.6 / 61.1 / 63.9 (two calls).
  using Update64 = MmaTile<64, 64, 8, 2, 2, true, 4>;
};
template <>
struct RankKVariants<float> {
  using Tiny8 = SymTinyCfg<8, 16, 256>;
  using Tiny16 = SymTinyCfg<16, 32, 256>;
  using Small32 = FmaTile<32, 32, 16, 2, 2>;
  using Tile64 = FmaTile<64, 64, 16, 4, 4>;
  using Update64 = FmaTile<64, 64, 16, 4, 4>;
};
// Complex: 128 threads per tiny block keep complex<double> shared memory
// small.
template <class R>
struct RankKVariants<Complex<R>> {
  using Tiny8 = SymTinyCfg<8, 16, 128>;
  using Tiny16 = SymTinyCfg<16, 32, 128>;
  using Small32 = FmaTile<32, 32, 8, 2, 2>;
  using Tile64 = FmaTile<64, 64, 8, 4, 4>;
  using Update64 = FmaTile<64, 64, 8, 4, 4>;
};

/// SYMM/HEMM tile shapes (CUDA cores, any precision): BM, BN, BK, TM, TN.
template <int BM, int BN, int BK, int TM, int TN>
struct SymmTileCfg {
  static constexpr int kBM = BM, kBN = BN, kBK = BK, kTM = TM, kTN = TN;
};
template <class T>
struct SymmVariants {
  using Small32 = SymmTileCfg<32, 32, 16, 2, 2>;
  using Tile64 = SymmTileCfg<64, 64, 16, 4, 4>;
};
template <class R>
struct SymmVariants<Complex<R>> {
  using Small32 = SymmTileCfg<32, 32, 8, 2, 2>;
  using Tile64 = SymmTileCfg<64, 64, 8, 4, 4>;
};

/// Fixed-size rule: the first rule with n <= max_n and k <= max_k wins (for
/// SYMM, n is max(m, n) of C and k is ignored); the last rule matches all.
struct SymRule {
  int max_n, max_k;
  SymVariant variant;
};
/// Variable-size class: matrices with max(n, k) in (previous max_size,
/// max_size] go to this variant, one launch per class present.
struct SymClass {
  int max_size;
  SymVariant variant;
};

// One table for float and complex until a sweep gives each its own; double
// has its own (origin above).
struct RankKTuningFirst {
  static constexpr SymRule fixed[] = {
      {8, 8, SymVariant::Tiny8},
      {16, 16, SymVariant::Tiny16},
      {32, INT_MAX, SymVariant::Small32},
      {INT_MAX, 64, SymVariant::Update64},
      {INT_MAX, INT_MAX, SymVariant::Tile64},
  };
  static constexpr SymClass variable[] = {
      {16, SymVariant::Tiny16},
      {32, SymVariant::Small32},
      {INT_MAX, SymVariant::Tile64},
  };
};

template <class T>
struct RankKTuning : RankKTuningFirst {};

template <>
struct RankKTuning<double> {
  static constexpr SymRule fixed[] = {
      {8, 8, SymVariant::Tiny8},
      {16, 16, SymVariant::Tiny16},
      {64, INT_MAX, SymVariant::Small32},
      {INT_MAX, 32, SymVariant::Update64},
      {INT_MAX, INT_MAX, SymVariant::Tile64},
  };
  static constexpr SymClass variable[] = {
      {16, SymVariant::Tiny16},
      {32, SymVariant::Small32},
      {INT_MAX, SymVariant::Tile64},
  };
};

struct SymmTuning {
  static constexpr SymRule fixed[] = {
      {32, INT_MAX, SymVariant::Small32},
      {INT_MAX, INT_MAX, SymVariant::Tile64},
  };
  static constexpr SymClass variable[] = {
      {32, SymVariant::Small32},
      {INT_MAX, SymVariant::Tile64},
  };
};

}  // namespace myriad::cuda
