// Inverse of a diagonal block of the blocked Cholesky (internal), computed
// on chip by the block of threads that factored it (potrf_tile_kernel with
// kInverse): the blocks below it are then solved against it by a product on
// the tensor cores (potrf_panel_kernels.cuh).
//
// Why inverses: a triangular solve by substitution runs on the FP64 pipe one
// column after another (the TRSM leaf took 893 of 2541 us inside DPOTRF
// n = 512, H100); against the inverse of the diagonal block the solve is a
// product, fused with the block's update in one pass over it. The
// factorization residual of LAPACK's DPO kinds (the very ill-conditioned one
// included) stayed at the substitution's level in a host model of the
// algorithm with blocks of 64 (session 17: at most 0.018 against 0.009,
// n = 65...512, threshold 30).
#pragma once

#include <cuda_runtime.h>

#include <cstdint>

#include "lapack/potrf_tuning.hpp"

namespace myriad::cuda {

/// Order of the diagonal blocks of the blocked path.
inline constexpr int kPotrfPanel = myriad::detail::kPotrfCudaBlock;

/// Shared memory of potrf_invert_block: the block, then its reciprocal
/// diagonal.
struct PotrfInverseSmem {
  double l[kPotrfPanel][kPotrfPanel + 2];  // l[k][i] = L'(i, k)
  double rdiag[kPotrfPanel];
};

/// z := L'^-1, dense, column major (ld kPotrfPanel), zero above its diagonal,
/// for the lower triangular L' of order NB = kPotrfPanel held in s.l (only
/// its lower triangle is read; the rest of s.l is overwritten). Called by
/// all NB threads of the block, uniformly; by 2 x 2 blocks of order H =
/// NB / 2:
///   Z11 = L11^-1, Z22 = L22^-1: warp w inverts diagonal block w by forward
///     substitution, lane c column c, from the triangle in shared memory
///     (each element broadcast to the warp);
///   Z21 = -Z22 (L21 Z11): two products of order H, each warp 16 rows, lane c
///     column c.
/// Everything stays in s.l: Z11 row by row over L11, Z22 column by column
/// over L22 (each read as the products need: along a row by lane, or
/// broadcast), T = L21 Z11 in the unused upper block, Z21 over L21 once T is
/// formed.
/// One thread per column of the whole block instead (2016 multiply-adds a
/// thread, two thirds of them on zeros, 252 registers): H100, session 17,
/// 262 -> 231 us per DPOTRF n = 256 lower (3 calls, batch 2048), 174 -> 166
/// us at 512 (7 calls, batch 512) in a kernel of its own, which read the
/// factored block back from memory.
__device__ __forceinline__ void potrf_invert_block(PotrfInverseSmem& s,
                                                   double* z) {
  constexpr int NB = kPotrfPanel, H = NB / 2, R = H / 2;
  auto& s_l = s.l;
  const int tid = threadIdx.x, w = tid / H, lane = tid % H, o = w * H;
  s.rdiag[tid] = 1.0 / s_l[tid][tid];
  __syncthreads();
  {
    double x[H];  // column lane of the inverse of diagonal block w
#pragma unroll
    for (int i = 0; i < H; ++i) x[i] = i == lane ? 1.0 : 0.0;
#pragma unroll
    for (int k = 0; k < H; ++k) {
      const double xk = x[k] * s.rdiag[o + k];
      x[k] = xk;
#pragma unroll
      for (int i = k + 1; i < H; ++i) x[i] = fma(-s_l[o + k][o + i], xk, x[i]);
    }
    __syncwarp();  // the warp's block of L' is read by all of its lanes
#pragma unroll
    for (int i = 0; i < H; ++i) {
      if (w == 0)
        s_l[i][lane] = x[i];  // Z11(i, lane), row by row
      else
        s_l[H + lane][H + i] = x[i];  // Z22(i, lane), column by column
    }
  }
  __syncthreads();
  double t[R];  // rows o / 2 + r of column lane
#pragma unroll
  for (int r = 0; r < R; ++r) t[r] = 0.0;
#pragma unroll
  for (int k = 0; k < H; ++k) {
    const double zk = s_l[k][lane];  // Z11(k, lane)
#pragma unroll
    for (int r = 0; r < R; ++r)
      t[r] = fma(s_l[k][H + w * R + r], zk, t[r]);  // L21(w R + r, k)
  }
#pragma unroll
  for (int r = 0; r < R; ++r) s_l[H + w * R + r][lane] = t[r];  // T, rows
  __syncthreads();
#pragma unroll
  for (int r = 0; r < R; ++r) t[r] = 0.0;
#pragma unroll
  for (int k = 0; k < H; ++k) {
    const double tk = s_l[H + k][lane];  // T(k, lane)
#pragma unroll
    for (int r = 0; r < R; ++r)
      t[r] = fma(s_l[H + k][H + w * R + r], tk, t[r]);  // Z22(w R + r, k)
  }
#pragma unroll
  for (int r = 0; r < R; ++r) s_l[lane][H + w * R + r] = -t[r];  // Z21
  __syncthreads();
#pragma unroll 4
  for (int c = 0; c < NB; ++c) {
    double v;
    if (w == 0)
      v = c < H ? s_l[tid][c] : 0.0;  // Z11 (rows), Z12 = 0
    else
      v = s_l[c][tid];  // Z21, Z22 (columns)
    z[tid + c * NB] = v;
  }
}

}  // namespace myriad::cuda
