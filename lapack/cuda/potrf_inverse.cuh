// Inverse of a diagonal block of the blocked Cholesky (internal), computed
// on chip by the block of threads that factored it (potrf_block_kernel with
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

#include "blas3/cuda/gemm_device.cuh"
#include "lapack/potrf_tuning.hpp"

namespace myriad::cuda {

/// Order of the diagonal blocks of the blocked path.
inline constexpr int kPotrfPanel = myriad::detail::kPotrfCudaBlock;

/// Columns of the inverse that a stage of the panel kernel's solve
/// reads (potrf_panel_kernels.cuh); it reads column c from row
/// kPotrfZCols floor(c / kPotrfZCols) down, the rows above being zero.
inline constexpr int kPotrfZCols = 8;

/// Shared memory of potrf_invert_block: the block, then its reciprocal
/// diagonal.
struct PotrfInverseSmem {
  double l[kPotrfPanel][kPotrfPanel + 2];  // l[k][i] = L'(i, k)
  double rdiag[kPotrfPanel];
};

/// z := L'^-1, column major (ld kPotrfPanel), zero above its diagonal,
/// for the lower triangular L' of order NB = kPotrfPanel held in s.l (only
/// its lower triangle is read; the rest of s.l is overwritten). Called by
/// all NB threads of the block, uniformly; by 2 x 2 blocks of order H =
/// NB / 2:
///   Z11 = L11^-1, Z22 = L22^-1: warp w inverts diagonal block w by forward
///     substitution, lane c column c, from the triangle in shared memory
///     (each element broadcast to the warp);
///   Z21 = -Z22 (L21 Z11): two products of order H on the tensor cores, each
///     warp 16 rows (by FMAs, lane c column c, until session 24: see
///     potrf_tuning.hpp).
/// Everything stays in s.l: Z11 row by row over L11, Z22 column by column
/// over L22 (each read as the products need: along a row by lane, or
/// broadcast), T = L21 Z11 in the unused upper block, Z21 over L21 once T is
/// formed (the products' fragment reads: T(k, c) of row k by lanes, Z22 and
/// L21 down their columns).
/// One thread per column of the whole block instead (2016 multiply-adds a
/// thread, two thirds of them on zeros, 252 registers): H100, session 17,
/// 262 -> 231 us per DPOTRF n = 256 lower (3 calls, batch 2048), 174 -> 166
/// us at 512 (7 calls, batch 512) in a kernel of its own, which read the
/// factored block back from memory.
/// Column c of z is written from row kPotrfZCols floor(c / kPotrfZCols)
/// down only, what the panel kernel reads of it: 36 of its 64 rows a column
/// on average. Those copies then read no more than that either
/// (potrf_panel::copy_z): session 30, H200, DPOTRF lower 147 / 169 / 211
/// 1.156 / 1.073 / 1.170 -> 1.126 / 1.024 / 1.152 ms, 256... 512 within 0.8%
/// (lower's panels at n = 147 are one of 64 rows and one of 19, each reading
/// all of the inverse). Upper too since session 31.
/// sync: the barrier of the block's threads that call it (NB of them).
template <class Sync>
__device__ __forceinline__ void potrf_invert_block(PotrfInverseSmem& s,
                                                   double* z, Sync sync) {
  constexpr int NB = kPotrfPanel, H = NB / 2;
  auto& s_l = s.l;
  const int tid = threadIdx.x, w = tid / H, lane = tid % H, o = w * H;
  s.rdiag[tid] = 1.0 / s_l[tid][tid];
  sync();
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
  sync();
  // T = L21 Z11, then Z21 = -Z22 T, on the tensor cores: warp w computes
  // rows 16 w... of each as four 16 x 8 tiles, lane (g, q) holding rows
  // r and r + 8, columns 2 q and 2 q + 1 of each.
  const int g = lane / 4, q = lane % 4, r = 16 * w + g;
  double acc[H / 8][4];
#pragma unroll
  for (int j = 0; j < H / 8; ++j)
#pragma unroll
    for (int h = 0; h < 4; ++h) acc[j][h] = 0.0;
#pragma unroll
  for (int kk = 0; kk < H; kk += 4) {
    const int k = kk + q;
    const double a0 = s_l[k][H + r], a1 = s_l[k][H + r + 8];  // L21(r, k)
#pragma unroll
    for (int j = 0; j < H / 8; ++j)
      detail::mma_f64_m16n8k4(acc[j], a0, a1, s_l[k][8 * j + g]);  // Z11(k,)
  }
  // T(i, c) at s_l[H + i][c], in the unused block above L22 (no warp reads
  // there in the product above).
#pragma unroll
  for (int j = 0; j < H / 8; ++j)
#pragma unroll
    for (int h = 0; h < 4; ++h)
      s_l[H + r + 8 * (h / 2)][8 * j + 2 * q + h % 2] = acc[j][h];
  sync();
#pragma unroll
  for (int j = 0; j < H / 8; ++j)
#pragma unroll
    for (int h = 0; h < 4; ++h) acc[j][h] = 0.0;
#pragma unroll
  for (int kk = 0; kk < H; kk += 4) {
    const int k = kk + q;
    const double a0 = s_l[H + k][H + r], a1 = s_l[H + k][H + r + 8];  // Z22
#pragma unroll
    for (int j = 0; j < H / 8; ++j)
      detail::mma_f64_m16n8k4(acc[j], a0, a1, s_l[H + k][8 * j + g]);  // T
  }
  // Z21 over L21, which no warp reads any more.
#pragma unroll
  for (int j = 0; j < H / 8; ++j)
#pragma unroll
    for (int h = 0; h < 4; ++h)
      s_l[8 * j + 2 * q + h % 2][H + r + 8 * (h / 2)] = -acc[j][h];
  sync();
#pragma unroll 4
  for (int c = 0; c < NB; ++c) {
    double v;
    if (w == 0)
      v = c < H ? s_l[tid][c] : 0.0;  // Z11 (rows), Z12 = 0
    else
      v = s_l[c][tid];  // Z21, Z22 (columns)
    if (tid >= c / kPotrfZCols * kPotrfZCols) z[tid + c * NB] = v;
  }
}

}  // namespace myriad::cuda
