// Kernel selection for the CUDA backend's rank-k / rank-2k updates (SYRK,
// HERK, SYR2K, HER2K) and SYMM/HEMM: tile shapes and the rules that pick one
// by shape.
//
// GPU: NVIDIA H100 80GB HBM3 (sm_90, 132 SMs), CUDA 13.0.
// Date: PENDING (first version: shapes follow the GEMM table,
//       blas3/cuda/gemm_tuning_sm90.hpp, so that SYRK runs the tiles our GEMM
//       runs on the same shape).
// Sweep: PENDING: myriad-bench --op syrk|symm --precision P --backend cuda
//        --n 2..512 --k 8,16,32,64 per variant; the tuner rewrites this file.
#pragma once

#include <climits>

#include "blas3/cuda/gemm_device.cuh"

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

template <>
struct RankKVariants<double> {
  using Tiny8 = SymTinyCfg<8, 16, 256>;
  using Tiny16 = SymTinyCfg<16, 32, 256>;
  using Small32 = MmaTile<32, 32, 16, 2, 2>;
  using Tile64 = MmaTile<64, 64, 16, 2, 2>;
  using Update64 = MmaTile<64, 64, 16, 2, 2, true>;
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

// One table for all four precisions until the sweep gives each its own.
struct RankKTuning {
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
