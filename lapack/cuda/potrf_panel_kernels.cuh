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
/// kPotrfPanel threads, by 2 x 2 blocks of order H = kPotrfPanel / 2:
///   Z11 = L11^-1, Z22 = L22^-1: warp w inverts diagonal block w by forward
///     substitution, lane c column c, from the triangle in shared memory
///     (each element broadcast to the warp);
///   Z21 = -Z22 (L21 Z11): two products of order H, each warp 16 rows, lane c
///     column c.
/// Everything stays in the one shared array that holds L': Z11 row by row
/// over L11, Z22 column by column over L22 (each read as the products
/// need: along a row by lane, or broadcast), T = L21 Z11 in the unused
/// upper block, Z21 over L21 once T is formed. Only the referenced triangle
/// is read. Matrices whose order is at most c0 + kPotrfPanel (masked ones
/// included: order 0) are skipped.
/// One thread per column of the whole block instead (2016 multiply-adds a
/// thread, two thirds of them on zeros, 252 registers): H100, session 17,
/// 262 -> 231 us per DPOTRF n = 256 lower (3 calls, batch 2048), 174 -> 166
/// us at 512 (7 calls, batch 512); DPOTRF 256 lower / upper 1.518 / 1.649
/// -> 1.487 / 1.633 ms.
template <bool kUpper>
__global__ void __launch_bounds__(kPotrfPanel)
    potrf_inverse_kernel(MatrixBatch<const double> A, int c0, double* Z) {
  constexpr int NB = kPotrfPanel, H = NB / 2, R = H / 2;
  __shared__ alignas(16) double s_l[NB][NB + 2];  // s_l[k][i] = L'(i, k)
  __shared__ double s_rdiag[NB];
  const int tid = threadIdx.x, w = tid / H, lane = tid % H, o = w * H;
  for (std::int64_t b = blockIdx.x; b < A.count(); b += gridDim.x) {
    if (A.rows(b) <= c0 + NB) continue;  // uniform over the block
    const double* p = A.data(b) + c0 + static_cast<std::int64_t>(c0) * A.ld(b);
    const std::int64_t ld = A.ld(b);
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
    {
      double x[H];  // column lane of the inverse of diagonal block w
#pragma unroll
      for (int i = 0; i < H; ++i) x[i] = i == lane ? 1.0 : 0.0;
#pragma unroll
      for (int k = 0; k < H; ++k) {
        const double xk = x[k] * s_rdiag[o + k];
        x[k] = xk;
#pragma unroll
        for (int i = k + 1; i < H; ++i)
          x[i] = fma(-s_l[o + k][o + i], xk, x[i]);
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
    double* z = Z + b * NB * NB;
#pragma unroll 4
    for (int c = 0; c < NB; ++c) {
      double v;
      if (w == 0)
        v = c < H ? s_l[tid][c] : 0.0;  // Z11 (rows), Z12 = 0
      else
        v = s_l[c][tid];  // Z21, Z22 (columns)
      z[tid + c * NB] = v;
    }
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
