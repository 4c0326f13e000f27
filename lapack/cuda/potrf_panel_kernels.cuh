// Blocked Cholesky on CUDA, the step below each diagonal block (internal):
// the block's inverse, then every block under it (lower; beside it, upper)
// updated and solved through the GEMM device routine. Launched by
// potrf_panel_cuda (potrf_launch.cuh); the driver is potrf_blocked
// (lapack/potrf_batch.hpp).
//
// Why inverses: a triangular solve by substitution runs on the FP64 pipe one
// column after another (the TRSM leaf took 893 of 2541 us inside DPOTRF
// n = 512, H100); against the inverse of the diagonal block the solve is a
// product, on the tensor cores, fused with the block's update in one pass
// over it. The factorization residual of LAPACK's DPO kinds (the very
// ill-conditioned one included) stayed at the substitution's level in a host
// model of the algorithm with blocks of 64 (session 17: at most 0.018
// against 0.009, n = 65...512, threshold 30).
#pragma once

#include <cuda_runtime.h>

#include <cstdint>

#include "blas3/cuda/gemm_device.cuh"
#include "lapack/potrf_tuning.hpp"

namespace myriad::cuda {

/// Order of the diagonal blocks of the blocked path.
inline constexpr int kPotrfPanel = myriad::detail::kPotrfCudaBlock;

/// Z[b] := L'^-1 for the diagonal block of order kPotrfPanel at (c0, c0) of
/// every matrix b that has rows below it, L' = L (lower) or U^T (upper); Z[b]
/// is dense, column major, zero above its diagonal. One matrix per block of
/// kPotrfPanel threads; thread c computes column c by forward substitution
/// from the block's triangle in shared memory (each element broadcast to
/// every thread), with x(i) = 0 for i < c falling out of the same loop.
/// Only the referenced triangle is read. Matrices whose order is at most
/// c0 + kPotrfPanel (masked ones included: order 0) are skipped.
template <bool kUpper>
__global__ void __launch_bounds__(kPotrfPanel)
    potrf_inverse_kernel(MatrixBatch<const double> A, int c0, double* Z) {
  constexpr int NB = kPotrfPanel;
  // s_l[k][i] = L'(i, k); rows of NB + 2 keep pairs (i even) 16-byte
  // aligned, so the substitution reads two elements per shared load.
  __shared__ alignas(16) double s_l[NB][NB + 2];
  __shared__ double s_rdiag[NB];
  const int tid = threadIdx.x;
  for (std::int64_t b = blockIdx.x; b < A.count(); b += gridDim.x) {
    if (A.rows(b) <= c0 + NB) continue;  // uniform over the block
    const double* p = A.data(b) + c0 + static_cast<std::int64_t>(c0) * A.ld(b);
    const std::int64_t ld = A.ld(b);
    // Coalesced: lower reads down column k, upper along column tid of U.
#pragma unroll 4
    for (int k = 0; k < NB; ++k) {
      if (kUpper) {
        if (tid <= k) s_l[tid][k] = p[tid + k * ld];  // U(tid, k) = L'(k, tid)
      } else {
        if (tid >= k) s_l[k][tid] = p[tid + k * ld];
      }
    }
    __syncthreads();
    s_rdiag[tid] = 1.0 / s_l[tid][tid];
    __syncthreads();
    double x[NB];
#pragma unroll
    for (int i = 0; i < NB; ++i) x[i] = i == tid ? 1.0 : 0.0;
#pragma unroll
    for (int k = 0; k < NB; ++k) {
      const double xk = x[k] * s_rdiag[k];
      x[k] = xk;
#pragma unroll
      for (int i = k + 1; i < NB; ++i) x[i] = fma(-s_l[k][i], xk, x[i]);
    }
    __syncthreads();  // s_l is read by every thread above
#pragma unroll
    for (int i = 0; i < NB; ++i) s_l[tid][i] = x[i];  // column tid of Z
    __syncthreads();
    double* z = Z + b * NB * NB;
#pragma unroll 4
    for (int c = 0; c < NB; ++c) z[tid + c * NB] = s_l[c][tid];
    __syncthreads();  // before the next matrix's loads refill s_l
  }
}

/// Every block of kPotrfPanel rows below the diagonal block at (c0, c0)
/// (lower; columns beside it, upper) of every matrix, one block of threads
/// per (matrix, block): lower, C := A(r0:, c0:) - L(r0:, :c0) L(c0:, :c0)^T,
/// then L(r0:, c0:) := C Z^T; upper, C := A(c0:, r0:) - U(:c0, c0:)^T
/// U(:c0, r0:), then U(c0:, r0:) := Z C. The second product reads C, which the
/// first wrote, from memory and overwrites it in place: the tile routine has
/// read all of its operands when its epilogue starts (its final barrier), and
/// no other block touches the tile. Z: potrf_inverse_kernel's. Work items
/// w = b * tiles + t (t-th block below), grid-stride.
template <class Tile, bool kUpper>
__global__ void __launch_bounds__(Tile::kThreads, Tile::kMinBlocks)
    potrf_panel_kernel(MatrixBatch<double> A, int c0, int tiles,
                       const double* Z, std::int64_t total) {
  constexpr int NB = kPotrfPanel;
  static_assert(Tile::kBM == NB && Tile::kBN == NB,
                "one tile covers one block");
  __shared__ alignas(16) char smem[Tile::template smem_bytes<double>()];
  for (std::int64_t w = blockIdx.x; w < total; w += gridDim.x) {
    const std::int64_t b = w / tiles;
    const int r0 = c0 + NB * (1 + static_cast<int>(w % tiles));
    const int n = A.rows(b);
    if (r0 >= n) continue;  // uniform over the block
    double* a = A.data(b);
    const int ld = A.ld(b);
    const std::int64_t ld64 = ld;
    const double* z = Z + b * NB * NB;
    const int m = n - r0;  // rows (lower) or columns (upper) of the block
    double* c = kUpper ? a + c0 + r0 * ld64 : a + r0 + c0 * ld64;
    TileArgs<double> update, solve;
    if constexpr (kUpper) {
      const double* above_c = a + c0 * ld64;  // U(0, c0)
      const double* above_r = a + r0 * ld64;  // U(0, r0)
      update = {NB,      m,  c0,          -1.0, above_c, ld, Op::Trans,
                above_r, ld, Op::NoTrans, 1.0,  c,       ld};
      solve = {NB, m,  NB,          1.0, z, NB, Op::NoTrans,
               c,  ld, Op::NoTrans, 0.0, c, ld};
    } else {
      update = {m,      NB, c0,        -1.0, a + r0, ld, Op::NoTrans,
                a + c0, ld, Op::Trans, 1.0,  c,      ld};
      solve = {m, NB, NB,        1.0, c, ld, Op::NoTrans,
               z, NB, Op::Trans, 0.0, c, ld};
    }
    if (c0 > 0) {
      gemm_tile<Tile>(update, 0, 0, smem);
      __syncthreads();  // C written by the whole block before it is read
    }
    gemm_tile<Tile>(solve, 0, 0, smem);
    __syncthreads();  // the shared memory is refilled by the next item
  }
}

}  // namespace myriad::cuda
