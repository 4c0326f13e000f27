// Tuning table of the batched LU (internal): nested panel widths of the
// recursive driver and the size limits of the fused CUDA kernels.
//
// Origin: the design values of issue 4 (panels of 128 factored as two of 64,
// each as two of 32, each 32 as four of 8; register-resident LU up to 32 x 32;
// shared-memory LU up to what one SM holds). Not yet swept on a GPU: the
// lead's H100 bench run (myriad-bench --op getrf, n = 2...512) replaces these
// values, one row per (GPU, precision) when they differ.
#pragma once

namespace myriad::detail {

struct GetrfTuning {
  /// Child widths of a node of the recursive driver, widest first: a node
  /// wider than kPanelWidths[i] is split into children of width
  /// kPanelWidths[i] (the last child narrower), factored left to right.
  static constexpr int kPanelWidths[] = {128, 64, 32, 8};
  static constexpr int kNumPanelWidths = 4;

  /// CUDA register-resident LU (one row per lane): m <= 32 and n <= 32.
  static constexpr int kRegisterMaxRows = 32;
  static constexpr int kRegisterMaxCols = 32;
  /// CUDA shared-memory LU of a whole node (one thread block per matrix):
  /// used when the node is at most this wide and its m x n panel fits in one
  /// SM's shared memory. Narrow panels (width <= kPanelLeafCols) always go
  /// to this kernel (in global memory when they do not fit on chip).
  static constexpr int kSharedMaxCols = 32;
  static constexpr int kPanelLeafCols = 8;
  static constexpr int kSharedThreads = 256;
  /// Matrices per thread block of the register kernel (one warp each).
  static constexpr int kRegisterWarpsPerBlock = 4;

  /// Host: matrices up to this width are factored by the unblocked loop;
  /// wider ones recursively (halves rounded to kHostLeafCols) per matrix.
  static constexpr int kHostLeafCols = 16;

  /// Width of the children of a node of width n (n > the leaf width).
  static constexpr int child_width(int n) {
    for (int i = 0; i < kNumPanelWidths; ++i)
      if (n > kPanelWidths[i]) return kPanelWidths[i];
    return kPanelWidths[kNumPanelWidths - 1];
  }
};

}  // namespace myriad::detail
