// GETRS op = N of orders up to 32 with many right-hand sides, a warp per
// (matrix, tile of right-hand sides) (internal). Launched by
// getrs_fused_cuda (getrf_launch.cuh) where GetrfTuning::getrs_warp_for says
// so.
//
// Why: at orders 17...32 with 8 or more right-hand sides the solve went to
// laswp and two batched TRSMs (three passes over B, two over the factors),
// and the thread-per-column kernel (getrs_thread_kernel) reads the factors
// from global memory once per column and interchanges its rows by selects,
// order^2 of each a thread. Here the warp stages the factors and its tile of
// B in shared memory with coalesced loads, B's rows already in P B's order
// (the interchanges composed by shuffles into a row map, one row a lane),
// then lane c solves column c in registers, reading the factors as
// broadcasts, and the tile goes back through shared memory.
#pragma once

#include <cuda_runtime.h>

#include <cstdint>

#include "core/cuda/device_scalar.cuh"
#include "core/cuda/warp_shuffle.cuh"
#include "lapack/cuda/getrf_kernels.cuh"
#include "lapack/getrf_backend.hpp"

namespace myriad::cuda {

/// A warp's shared memory: the factors by columns (a[j][i] = A(i, j)) and
/// the tile by columns with an odd stride (lane c reading x[c][i] for one i
/// at a time hits distinct banks).
template <class S, int NB, int TW>
struct GetrsWarpSmem {
  struct alignas(2 * sizeof(S)) Column {
    S v[NB];
  };
  Column a[NB];
  S x[TW][NB + 1];
};

/// X := A^-1 B from getrf's factors for matrices of order <= NB (NB even):
/// warp t (of `total` = count * tiles, grid-stride) takes columns
/// t % tiles * TW ... + TW - 1 of B of matrix t / tiles. Interchanges as
/// laswp forward (pivots outside [1, n] skipped), then L (unit) and U,
/// dividing by U's diagonal as LAPACK's TRSM does. Matrices failing
/// lu_problem_validate or of order > NB are skipped.
template <class S, int NB, int TW, int kWarps>
__global__ void __launch_bounds__(32 * kWarps)
    getrs_warp_kernel(MatrixBatch<const S> A, MatrixBatch<const int> ipiv,
                      MatrixBatch<S> B, MatrixBatch<const S> Bc, int tiles,
                      std::int64_t total) {
  static_assert(NB % 2 == 0 && NB <= 32 && TW <= 32,
                "a row a lane, factors read in pairs");
  __shared__ GetrsWarpSmem<S, NB, TW> smem[kWarps];
  const int lane = threadIdx.x % 32, warp = uniform_warp_index();
  GetrsWarpSmem<S, NB, TW>& sm = smem[warp];
  const std::int64_t stride = std::int64_t(gridDim.x) * kWarps;
  for (std::int64_t t = std::int64_t(blockIdx.x) * kWarps + warp; t < total;
       t += stride) {
    const int b = static_cast<int>(t / tiles);
    const int c0 = static_cast<int>(t % tiles) * TW;
    // Uniform over the warp from here.
    if (myriad::detail::lu_problem_validate(b, A, ipiv, true, Bc) != 0)
      continue;
    const int n = A.rows(b);
    const int nc = B.cols(b) - c0 < TW ? B.cols(b) - c0 : TW;
    if (n == 0 || n > NB || nc <= 0) continue;
    const S* a = A.data(b);
    const std::int64_t lda = A.ld(b), ldb = B.ld(b);
    S* y = B.data(b) + c0 * ldb;
    // Row `lane` of P B is row src of B.
    const int mine = lane < n ? ipiv.data(b)[lane] - 1 : -1;
    int src = lane;
    for (int k = 0; k < n; ++k) {
      const int p = __shfl_sync(kFullMask, mine, k);
      const int sk = __shfl_sync(kFullMask, src, k);
      const int sp = __shfl_sync(kFullMask, src, p & 31);
      if (p == k || p < 0 || p >= n) continue;
      if (lane == k) src = sp;
      if (lane == p) src = sk;
    }
    __syncwarp();  // the previous item's reads of sm are done
    if (lane < n) {
#pragma unroll 4
      for (int j = 0; j < n; ++j) sm.a[j].v[lane] = a[lane + j * lda];
#pragma unroll 4
      for (int c = 0; c < nc; ++c) sm.x[c][lane] = y[src + c * ldb];
    }
    __syncwarp();
    S x[NB];  // (NB) column lane of the tile
#pragma unroll
    for (int i = 0; i < NB; ++i)
      x[i] = lane < nc && i < n ? sm.x[lane][i] : S(0);
#pragma unroll
    for (int j = 0; j < NB - 1; ++j) {
      if (j + 1 >= n) break;  // uniform
#pragma unroll
      for (int i = (j + 1) / 2 * 2; i < NB; i += 2) {
        const ScalarPair<S> l =
            *reinterpret_cast<const ScalarPair<S>*>(&sm.a[j].v[i]);
        if (i > j && i < n) x[i] = fma(-l.x[0], x[j], x[i]);
        if (i + 1 < n) x[i + 1] = fma(-l.x[1], x[j], x[i + 1]);
      }
    }
#pragma unroll
    for (int j = NB - 1; j >= 0; --j) {
      if (j >= n) continue;  // uniform
      x[j] = x[j] / sm.a[j].v[j];
#pragma unroll
      for (int i = 0; i < j; i += 2) {
        const ScalarPair<S> u =
            *reinterpret_cast<const ScalarPair<S>*>(&sm.a[j].v[i]);
        x[i] = fma(-u.x[0], x[j], x[i]);
        if (i + 1 < j) x[i + 1] = fma(-u.x[1], x[j], x[i + 1]);
      }
    }
    if (lane < nc) {
#pragma unroll
      for (int i = 0; i < NB; ++i)
        if (i < n) sm.x[lane][i] = x[i];
    }
    __syncwarp();
    if (lane < n) {
#pragma unroll 4
      for (int c = 0; c < nc; ++c) y[lane + c * ldb] = sm.x[c][lane];
    }
  }
}

}  // namespace myriad::cuda
