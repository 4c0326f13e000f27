// GETRS op = N of the smallest orders with several right-hand sides, a
// thread per (matrix, right-hand side) (internal). Launched by
// getrs_fused_cuda (getrf_launch.cuh) where GetrfTuning::getrs_thread_for
// says so.
//
// Why a thread per column: the group kernel (getrs_group_kernel) spreads a
// matrix's rows over lanes, so each step of its solves is a chain of
// shuffles, and a tile of four columns loads the factors again; with 16
// right-hand sides at order 8 that was 1.6x cuBLAS. Here a thread solves its
// column serially in registers: the factors' loads are the same addresses
// for the threads of one matrix (broadcast, from L1), and no shuffle or
// barrier runs.
#pragma once

#include <cuda_runtime.h>

#include <cstdint>

#include "core/cuda/device_scalar.cuh"
#include "lapack/getrf_backend.hpp"

namespace myriad::cuda {

/// X := A^-1 B from getrf's factors for matrices of order <= NB: thread t
/// takes right-hand side t % max_nrhs of matrix t / max_nrhs; its column is
/// interchanged as laswp would (first to last, pivots outside [1, n]
/// skipped), then solved by L (unit) and U, dividing by U's diagonal as
/// LAPACK's TRSM does. Matrices failing lu_problem_validate, of order > NB
/// or without that right-hand side are skipped. Grid-stride over `total` =
/// count * max_nrhs threads (64-bit).
template <class S, int NB>
__global__ void __launch_bounds__(128)
    getrs_thread_kernel(MatrixBatch<const S> A, MatrixBatch<const int> ipiv,
                        MatrixBatch<S> B, MatrixBatch<const S> Bc, int max_nrhs,
                        std::int64_t total) {
  const std::int64_t stride = std::int64_t(gridDim.x) * blockDim.x;
  for (std::int64_t t = std::int64_t(blockIdx.x) * blockDim.x + threadIdx.x;
       t < total; t += stride) {
    const int b = static_cast<int>(t / max_nrhs);
    const int v = static_cast<int>(t % max_nrhs);
    if (myriad::detail::lu_problem_validate(b, A, ipiv, true, Bc) != 0)
      continue;
    const int n = A.rows(b);
    if (n == 0 || n > NB || v >= B.cols(b)) continue;
    const S* a = A.data(b);
    const std::int64_t lda = A.ld(b);
    const int* piv = ipiv.data(b);
    S* y = B.data(b) + v * std::int64_t(B.ld(b));
    S x[NB];  // (NB) the column, then the solution
#pragma unroll
    for (int i = 0; i < NB; ++i) x[i] = i < n ? y[i] : S(0);
      // Row k and row p exchanged, by selects: x stays in registers.
#pragma unroll
    for (int k = 0; k < NB; ++k) {
      if (k >= n) break;
      const int p = piv[k] - 1;
#pragma unroll
      for (int r = 0; r < NB; ++r) {
        if (r == k) continue;
        const bool swap = r == p && r < n;
        const S xr = x[r];
        x[r] = swap ? x[k] : xr;
        x[k] = swap ? xr : x[k];
      }
    }
#pragma unroll
    for (int j = 0; j < NB; ++j)
#pragma unroll
      for (int i = j + 1; i < NB; ++i)
        if (i < n) x[i] = fma(-a[i + j * lda], x[j], x[i]);
#pragma unroll
    for (int j = NB - 1; j >= 0; --j) {
      if (j >= n) continue;
      x[j] = x[j] / a[j + j * lda];
#pragma unroll
      for (int i = 0; i < j; ++i) x[i] = fma(-a[i + j * lda], x[j], x[i]);
    }
#pragma unroll
    for (int i = 0; i < NB; ++i)
      if (i < n) y[i] = x[i];
  }
}

}  // namespace myriad::cuda
