// GETRS (op = N) of one matrix per thread block (internal): both triangular
// solves and the interchanges in one kernel for orders up to the block's
// threads, a row of B's tile per thread.
//
// Why: laswp and two recursive TRSMs read the factors through a dozen or more
// launches (DGETRS n = 256, 16 right-hand sides: 28 kernels, the interchanges
// alone 15% of the time), where a solve needs to read each factor only once.
// Here thread i keeps row i of the tile of B in registers; the factors are
// read once, a panel of 32 columns at a time, every load coalesced (thread i
// reads row i of the panel's columns). The panel's diagonal block is solved by
// the warp that owns its rows (shuffles, no barrier), the solved rows go
// through shared memory, and every thread whose row lies beyond the panel
// subtracts their product with its row of the panel: one barrier a panel.
// The diagonal blocks' solves are one warp's chain of shuffles per column
// while the block's other warps wait, so the kernel takes tiles of at most 4
// right-hand sides (GetrfTuning::kGetrsBlockMaxRhs: with 16 it measured
// slower than laswp + TRSM).
#pragma once

#include <cuda_runtime.h>

#include <cstdint>
#include <type_traits>

#include "core/cuda/device_scalar.cuh"
#include "core/cuda/warp_shuffle.cuh"
#include "lapack/cuda/tri_columns.cuh"
#include "lapack/getrf_backend.hpp"

namespace myriad::cuda {

/// Threads an SM is to hold of getrs_block_kernel (its registers follow):
/// 16 warps, 24 for a real tile of one (one more block of 256 threads, 80
/// registers, 80 bytes of spills in double; complex ones would spill 250 to
/// 320).
template <class S, int RHS>
constexpr int getrs_block_min_threads() {
  return RHS == 1 && std::is_floating_point<S>::value ? 768 : 512;
}

/// B := A^-1 B with A = P L U (LAPACK's getrf output) for right-hand sides
/// v0...v0+RHS-1 of matrix b, NT threads, orders up to NT, panels of P
/// columns (16 or 32: within a warp); work item w is
/// matrix w / tiles_per_matrix, tile w % tiles_per_matrix, over a
/// grid-stride loop of `total` items. Matrices failing lu_problem_validate
/// are skipped.
template <class S, int NT, int RHS, int P>
__global__ void __launch_bounds__(NT, getrs_block_min_threads<S, RHS>() / NT)
    getrs_block_kernel(MatrixBatch<const S> A, MatrixBatch<const int> ipiv,
                       MatrixBatch<S> B, MatrixBatch<const S> Bc,
                       int tiles_per_matrix, std::int64_t total) {
  static_assert(NT % 32 == 0 && 32 % P == 0, "whole warps, panels in one");
  __shared__ int s_piv[NT];
  __shared__ S s_x[2][P][RHS];  // the panel's solved rows, double-buffered
  const int row = threadIdx.x, warp = uniform_warp_index();
  for (std::int64_t w = blockIdx.x; w < total; w += gridDim.x) {
    const int b = static_cast<int>(w / tiles_per_matrix);
    const int v0 = static_cast<int>(w % tiles_per_matrix) * RHS;
    // Uniform over the block: every thread skips the same items.
    if (myriad::detail::lu_problem_validate(b, A, ipiv, true, Bc) != 0)
      continue;
    const int n = A.rows(b), nrhs = B.cols(b);
    if (n == 0 || n > NT || v0 >= nrhs) continue;
    const S* a = A.data(b);
    const std::int64_t lda = A.ld(b), ldb = B.ld(b);
    S* y = B.data(b) + v0 * ldb;
    const int nv = nrhs - v0 < RHS ? nrhs - v0 : RHS;
    __syncthreads();  // the previous item's reads of s_piv and s_x are done
    if (row < n) s_piv[row] = ipiv.data(b)[row] - 1;
    __syncthreads();
    // Source row of this thread's row under the interchanges: N applies
    // them first to last, so the trace runs last to first.
    int pos = row;
#pragma unroll 8
    for (int k = n - 1; k >= 0; --k) {
      const int p = s_piv[k];
      if (p >= 0 && p < n) pos = pos == k ? p : (pos == p ? k : pos);
    }
    S x[RHS];
#pragma unroll
    for (int j = 0; j < RHS; ++j)
      x[j] = row < n && j < nv ? y[pos + j * ldb] : S(0);

    // One step of a diagonal block's solve: the source lane's row of the
    // tile to every lane, then x -= f x_src where `update`. All the shuffles
    // before the updates, and the updates as selects: shuffles inside a
    // branch per column ran one column at a time, each a full latency.
    const auto step = [](S(&x)[RHS], S f, int src, bool update) {
      S xs[RHS];
#pragma unroll
      for (int j = 0; j < RHS; ++j) xs[j] = shfl(x[j], src);
#pragma unroll
      for (int j = 0; j < RHS; ++j) {
        const S v = fma(-f, xs[j], x[j]);
        x[j] = update ? v : x[j];
      }
    };
    int buf = 0;
    // L Y = P^T B, L unit lower, panels first to last.
    for (int k0 = 0; k0 < n; k0 += P, buf ^= 1) {
      const int kn = n - k0 < P ? n - k0 : P, r = row - k0;
      S l[P];  // L(row, k0 + k)
      const S* col = a + row + k0 * lda;
#pragma unroll
      for (int k = 0; k < P; ++k, col += lda)
        l[k] = r >= 0 && row < n && k < kn ? *col : S(0);
      // The warp of the panel's rows (r in [0, P)) solves its diagonal
      // block; the whole warp takes part in the shuffles.
      if (warp == k0 / 32) {
#pragma unroll
        for (int k = 0; k < P; ++k) {
          if (k < kn) step(x, l[k], k0 % 32 + k, r > k && r < P);
        }
        if (r >= 0 && r < P) {
#pragma unroll
          for (int j = 0; j < RHS; ++j) s_x[buf][r][j] = x[j];
        }
      }
      __syncthreads();
      if (r >= P && row < n) {
#pragma unroll
        for (int k = 0; k < P; ++k)
          if (k < kn) {
#pragma unroll
            for (int j = 0; j < RHS; ++j)
              x[j] = fma(-l[k], s_x[buf][k][j], x[j]);
          }
      }
    }
    // U X = Y, panels last to first.
    for (int k0 = (n - 1) / P * P; k0 >= 0; k0 -= P, buf ^= 1) {
      const int kn = n - k0 < P ? n - k0 : P, r = row - k0;
      S u[P];  // U(row, k0 + k)
      S diag = S(1);
      const S* col = a + row + k0 * lda;
#pragma unroll
      for (int k = 0; k < P; ++k, col += lda) {
        u[k] = r < kn && k < kn ? *col : S(0);
        if (k == r) diag = u[k];
      }
      if (warp == k0 / 32) {
        // The reciprocal taken after every load is in flight (as in
        // getrs_group_kernel). Where every lane's serves, each row and its
        // U are scaled by it first, so that the steps' chain has no
        // division (a division at each step made the one-right-hand-side
        // solves 5-25% slower, H100); else row k is divided at step k.
        const TriDivisor<S> d(diag);
        if (__all_sync(0xffffffffu, d.recip)) {
#pragma unroll
          for (int j = 0; j < RHS; ++j) x[j] = x[j] * d.inv;
#pragma unroll
          for (int k = 0; k < P; ++k) u[k] = u[k] * d.inv;
#pragma unroll
          for (int k = P - 1; k >= 0; --k)
            if (k < kn) step(x, u[k], k0 % 32 + k, r >= 0 && r < k);
        } else {
#pragma unroll
          for (int k = P - 1; k >= 0; --k) {
            if (k < kn) {
              if (r == k) {
#pragma unroll
                for (int j = 0; j < RHS; ++j) x[j] = d.apply(x[j]);
              }
              step(x, u[k], k0 % 32 + k, r >= 0 && r < k);
            }
          }
        }
        if (r >= 0 && r < P) {
#pragma unroll
          for (int j = 0; j < RHS; ++j) s_x[buf][r][j] = x[j];
        }
      }
      __syncthreads();
      if (r < 0) {
#pragma unroll
        for (int k = 0; k < P; ++k)
          if (k < kn) {
#pragma unroll
            for (int j = 0; j < RHS; ++j)
              x[j] = fma(-u[k], s_x[buf][k][j], x[j]);
          }
      }
    }
    // Every thread's loads of B were done before the first panel's barrier.
#pragma unroll
    for (int j = 0; j < RHS; ++j)
      if (row < n && j < nv) y[row + j * ldb] = x[j];
  }
}

}  // namespace myriad::cuda
