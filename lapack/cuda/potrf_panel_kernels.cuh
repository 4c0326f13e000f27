// Blocked Cholesky on CUDA, the step below each diagonal block (internal):
// every block under it (lower; beside it, upper) updated and solved against
// the block's inverse (potrf_inverse.cuh, written by the kernel that factored
// the block) through the GEMM device routine. Launched by potrf_panel_cuda
// (potrf_launch.cuh); the driver is potrf_blocked (lapack/potrf_driver.hpp).
#pragma once

#include <cuda_runtime.h>

#include <cstdint>

#include "blas3/cuda/gemm_device.cuh"
#include "core/cuda/cp_async.cuh"
#include "lapack/cuda/potrf_inverse.cuh"

namespace myriad::cuda {

namespace potrf_panel {

/// Row length of the shared copies (the GEMM tile's padding: conflict-free
/// fragment reads).
inline constexpr int kLd = kPotrfPanel + 4;
/// Columns of Z per copy stage of the solve, and the stages.
inline constexpr int kZCols = kPotrfZCols;
inline constexpr int kZStages = 3;

/// The update's output (lower): C into shared memory, laid out as the solve
/// X = C Z^T reads it, op(A), C(i, l) at s[l kLd + i].
struct ToShared {
  double* s;
  __device__ void operator()(const TileArgs<double>&, int i, int j,
                             double v) const {
    s[j * kLd + i] = v;
  }
};

/// Copies columns p kZCols... of Z (kPotrfPanel x kPotrfPanel, column major,
/// lower triangular) into stage (p % kZStages) of s_z, column l at
/// s_z[l kLd], 16 bytes a copy; the rows above x0 = p kZCols, zero and never
/// written (potrf_invert_block<true>), are filled with zeros by the copies
/// without reading memory. Past the last panel, an empty group (the waits
/// count groups).
template <int kThreads>
__device__ __forceinline__ void copy_z(const double* z, double* s_z, int p) {
  constexpr int NB = kPotrfPanel, kPairs = kZCols * NB / 2;
  static_assert(kPairs % kThreads == 0, "the copies divide evenly");
  const int x0 = p * kZCols;
  if (x0 < NB) {
    double* dst = s_z + (p % kZStages) * kZCols * kLd;
#pragma unroll
    for (int r = 0; r < kPairs / kThreads; ++r) {
      const int e = threadIdx.x + r * kThreads;
      const int l = e / (NB / 2), x = 2 * (e % (NB / 2));
      const bool in = x >= x0;
      cp_async<16>(dst + l * kLd + x, in ? z + x + (x0 + l) * NB : z,
                   in ? 16 : 0);
    }
  }
  cp_async_commit();
}

}  // namespace potrf_panel

/// Every block of kPotrfPanel rows below the diagonal block at (c0, c0)
/// (lower; columns beside it, upper) of every matrix, one block of threads
/// per (matrix, block): lower, C := A(r0:, c0:) - L(r0:, :c0) L(c0:, :c0)^T,
/// then L(r0:, c0:) := C Z^T; upper, C := A(c0:, r0:) - U(:c0, c0:)^T
/// U(:c0, r0:), then U(c0:, r0:) := Z C. Z: the diagonal block's inverse
/// (potrf_invert_block). Both products run on the GEMM tile routine (the
/// solve's on the lower side written out for its resident operand). Work
/// items w = b * tiles + t (t-th block below), grid-stride.
///   Lower: the update leaves C in shared memory (potrf_panel::ToShared,
///     over the routine's own stages, whose operands are all read by then;
///     the first step, which has no update, copies C there by cp.async);
///     the solve reads it there and copies Z kZCols columns at a time, its
///     first two stages during the update.
///   Upper: the update writes C to memory and the solve reads it back and
///     overwrites it in place (the tile routine has read all of its operands
///     when its epilogue starts, and no other block touches the tile).
/// Session 18 (H100, DPOTRF, ms, both libraries in one call): C kept in
/// shared memory against C through memory, lower 192 / 256 / 384 / 512
/// 1.394 / 1.468 / 1.810 / 1.807 -> 1.383 / 1.442 / 1.731 / 1.734; upper
/// (as X^T = C^T Z^T, the lower's product) 1.529 / 1.663 / 2.205 / 2.147 ->
/// 1.607 / 1.728 / 2.233 / 2.149, with X written through shared memory as
/// well (coalesced): not kept for upper. Part of that is the shared memory
/// itself: 13 KiB more of it, unused, in the upper kernel here took 1.528 /
/// 1.657 / 2.198 / 2.146 to 1.546 / 1.686 / 2.238 / 2.182 ms (two rounds;
/// likely L1: upper's operands are read along K, 64 bytes of a row per
/// stage, the line's other half by the next stage).
template <class Tile, bool kUpper>
__global__ void __launch_bounds__(Tile::kThreads, Tile::kMinBlocks)
    potrf_panel_kernel(MatrixBatch<double> A, int c0, int tiles,
                       const double* Z, std::int64_t total) {
  using namespace potrf_panel;
  constexpr int NB = kPotrfPanel;
  static_assert(Tile::kBM == NB && Tile::kBN == NB,
                "one tile covers one block");
  static_assert(Tile::kThreads == 128 && Tile::kWTM == 32 && Tile::kWTN == 32,
                "the solve below is written for 2 x 2 warps of 32 x 32");
  constexpr std::size_t kTileBytes = Tile::template smem_bytes<double>();
  constexpr std::size_t kCBytes = kUpper ? 0 : NB * kLd * sizeof(double);
  __shared__ alignas(16) char smem[kTileBytes > kCBytes ? kTileBytes : kCBytes];
  __shared__ alignas(16) double s_z[kUpper ? 1 : kZStages * kZCols * kLd];
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
    if constexpr (kUpper) {
      double* c = a + c0 + r0 * ld64;
      const TileArgs<double> update = {NB,
                                       m,
                                       c0,
                                       -1.0,
                                       a + c0 * ld64,
                                       ld,
                                       Op::Trans,
                                       a + r0 * ld64,
                                       ld,
                                       Op::NoTrans,
                                       1.0,
                                       c,
                                       ld};
      const TileArgs<double> solve = {
          NB, m, NB, 1.0, z, NB, Op::NoTrans, c, ld, Op::NoTrans, 0.0, c, ld};
      if (c0 > 0) {
        gemm_tile<Tile>(update, 0, 0, smem);
        __syncthreads();  // C written by the whole block before it is read
      }
      gemm_tile<Tile>(solve, 0, 0, smem);
      __syncthreads();  // the shared memory is refilled by the next item
    } else {
      double* c = a + r0 + c0 * ld64;
      double* s_c = reinterpret_cast<double*>(smem);
      // The lane's place in the tile and MmaTile::mma_slice's loop, written
      // out for 2 x 2 warps of 32 x 32: through MmaTile's Lane and
      // mma_slice, ptxas spilled 244 bytes here instead of 24 (session 18),
      // and DPOTRF lower 192 / 256 / 512 took 1.52 / 1.58 / 1.83 ms instead
      // of 1.37 / 1.42 / 1.70.
      const int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
      const int wm = warp % 2, wn = warp / 2;
      const int g = lane / 4, q = lane % 4;
      const TileArgs<double> update = {
          m,      NB, c0,        -1.0, a + r0, ld, Op::NoTrans,
          a + c0, ld, Op::Trans, 1.0,  c,      ld};
      if (c0 == 0) {
        // No update: C straight into shared memory, every copy in flight at
        // once, where the tile routine would read it element by element after
        // its empty main loop (a group of its own, older than Z's).
        for (int e = threadIdx.x; e < NB * NB; e += Tile::kThreads) {
          const int i = e % NB, j = e / NB;
          const bool in = i < m;
          cp_async<8>(s_c + j * kLd + i, in ? c + i + j * ld64 : c, in ? 8 : 0);
        }
        cp_async_commit();
      }
      copy_z<Tile::kThreads>(z, s_z, 0);
      copy_z<Tile::kThreads>(z, s_z, 1);
      if (c0 > 0)
        gemm_tile<Tile>(update, 0, 0, smem, AllElements{}, FullOperands{},
                        ToShared{s_c});
      double acc[2][4][4] = {};  // the warp's 32 x 32 of X, as in MmaTile
      for (int p = 0; p < NB / kZCols; ++p) {
        cp_async_wait<1>();  // stage p has landed
        __syncthreads();     // and C is complete; stage p - 1 is free
        copy_z<Tile::kThreads>(z, s_z, p + 2);
        const double* sa = s_c + p * kZCols * kLd;
        const double* sb = s_z + (p % kZStages) * kZCols * kLd;
#pragma unroll
        for (int kk = 0; kk < kZCols; kk += 4) {
          double av[2][2], bv[4];
#pragma unroll
          for (int i = 0; i < 2; ++i)
#pragma unroll
            for (int h = 0; h < 2; ++h)
              av[i][h] = sa[(kk + q) * kLd + wm * 32 + i * 16 + h * 8 + g];
#pragma unroll
          for (int j = 0; j < 4; ++j)
            bv[j] = sb[(kk + q) * kLd + wn * 32 + j * 8 + g];
#pragma unroll
          for (int i = 0; i < 2; ++i)
#pragma unroll
            for (int j = 0; j < 4; ++j)
              detail::mma_f64_m16n8k4(acc[i][j], av[i][0], av[i][1], bv[j]);
        }
      }
#pragma unroll
      for (int i = 0; i < 2; ++i)
#pragma unroll
        for (int j = 0; j < 4; ++j)
#pragma unroll
          for (int h = 0; h < 4; ++h) {
            const int r = wm * 32 + i * 16 + (h / 2) * 8 + g;
            const int col = wn * 32 + j * 8 + 2 * q + h % 2;
            if (r < m) c[r + col * ld64] = acc[i][j][h];
          }
      cp_async_wait<0>();  // the trailing empty groups
      __syncthreads();     // the shared memory is refilled by the next item
    }
  }
}

}  // namespace myriad::cuda
