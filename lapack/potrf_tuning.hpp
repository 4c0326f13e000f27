// Tuning table of the batched Cholesky (internal): the size limits of the
// fused CUDA kernels and the split of the recursive/blocked driver, per
// backend and precision.
//
// Origin: design values of issue 5, not yet swept on a GPU (register kernel:
// one row per lane, n <= 32; block kernel: one row per thread, n <= 64, real
// scalars only: 64 complex elements per thread spill registers; recursion by
// halves rounded to the leaf so that the SYRK/HERK updates get K = 32, 64,
// ...). Host values from myriad-bench --op potrf --backend host on the 2-core
// CI-class machine (n = 2...512 against LAPACKE_dpotrf per matrix). The lead's
// H100 run (myriad-bench --op potrf, n = 2...512, both uplo) replaces the
// CUDA rows, one table per (GPU, precision) when they differ.
#pragma once

#include <climits>

namespace myriad::detail {

/// One row of a split table: a matrix of order n <= max_n whose order is
/// above the leaf limit is split into A11 of order n1 and A22 of order n - n1;
/// n1 == 0 means half of n rounded up to a multiple of `align`.
struct PotrfSplitRow {
  int max_n;
  int n1;
};

struct PotrfTuning {
  /// Largest order the leaf kernel factors whole.
  int leaf_max;
  /// Multiple that halves are rounded up to.
  int align;
  const PotrfSplitRow* rows;
  int num_rows;

  /// Order of A11 when a matrix of order n > leaf_max is split.
  constexpr int split(int n) const {
    for (int i = 0; i < num_rows; ++i) {
      if (n <= rows[i].max_n) {
        if (rows[i].n1 > 0 && rows[i].n1 < n) return rows[i].n1;
        break;
      }
    }
    const int half = (n / 2 + align - 1) / align * align;
    return half > 0 && half < n ? half : n / 2;
  }
};

// ---- CUDA
// --------------------------------------------------------------------
/// Register kernel (one row per lane, several matrices per warp for n <= 16).
inline constexpr int kPotrfCudaWarpMax = 32;
/// Block kernel (one row per thread, one matrix per block): up to this order
/// for real scalars (complex ones stop at kPotrfCudaWarpMax).
inline constexpr int kPotrfCudaBlockMax = 64;
/// Small fused POTRS (factor read once into registers, right-hand sides in
/// chunks): up to this order; larger orders use two TRSMs.
inline constexpr int kPotrsCudaFusedMax = 32;
/// Right-hand sides per thread block of the fused POTRS.
inline constexpr int kPotrsCudaRhsChunk = 8;

inline constexpr PotrfSplitRow kPotrfCudaSplit[] = {
    {96, 32},      // 65..96 (block-kernel leaf of 64 would leave <= 32)
    {INT_MAX, 0},  // halves, multiples of 32
};

/// Tuning of the batch-level driver on a CUDA queue (complex scalars have
/// the smaller leaf).
constexpr PotrfTuning potrf_cuda_tuning(bool complex) {
  return {complex ? kPotrfCudaWarpMax : kPotrfCudaBlockMax, 32, kPotrfCudaSplit,
          static_cast<int>(sizeof(kPotrfCudaSplit) / sizeof(PotrfSplitRow))};
}

// ---- host
// --------------------------------------------------------------------
/// Host per-matrix code: the unblocked loop up to kPotrfHostLeaf, recursion
/// through CBLAS TRSM and SYRK/HERK above.
inline constexpr int kPotrfHostLeaf = 16;
inline constexpr PotrfSplitRow kPotrfHostSplit[] = {
    {INT_MAX, 0},  // halves, multiples of 16
};
inline constexpr PotrfTuning kPotrfHostTuning = {
    kPotrfHostLeaf, 16, kPotrfHostSplit,
    static_cast<int>(sizeof(kPotrfHostSplit) / sizeof(PotrfSplitRow))};

}  // namespace myriad::detail
