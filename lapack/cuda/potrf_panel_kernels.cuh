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

/// The update's output: C(i, j) into shared memory at s[j kLd + i], where
/// the solve reads it.
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
/// written (potrf_invert_block), are filled with zeros by the copies
/// without reading memory. Past the solve's depth, an empty group (the
/// waits count groups).
template <int kThreads>
__device__ __forceinline__ void copy_z(const double* z, double* s_z, int p,
                                       int depth) {
  constexpr int NB = kPotrfPanel, kPairs = kZCols * NB / 2;
  static_assert(kPairs % kThreads == 0, "the copies divide evenly");
  const int x0 = p * kZCols;
  if (x0 < depth) {
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

/// The lane's place in the block's X, held by 2 x 2 warps of 32 x 32 in the
/// m16n8k4 layout (as in MmaTile): warp (wm, wn), lane (g, q).
struct XLane {
  int wm, wn, g, q;
  __device__ XLane() {
    const int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
    wm = warp % 2;
    wn = warp / 2;
    g = lane / 4;
    q = lane % 4;
  }
};

/// f(r, col, v) for each accumulator v of the lane: element (r, col) of X.
template <class F>
__device__ __forceinline__ void for_each_x(const XLane& x,
                                           const double (&acc)[2][4][4],
                                           F&& f) {
#pragma unroll
  for (int i = 0; i < 2; ++i)
#pragma unroll
    for (int j = 0; j < 4; ++j)
#pragma unroll
      for (int h = 0; h < 4; ++h) {
        const int r = x.wm * 32 + i * 16 + (h / 2) * 8 + x.g;
        const int col = x.wn * 32 + j * 8 + 2 * x.q + h % 2;
        f(r, col, acc[i][j][h]);
      }
}

/// X into memory at c (rows x cols of it, column major) through s, so that
/// each store instruction writes 32 rows of one column (9 sectors at most)
/// instead of 8 rows of 4 (12 where lda is odd). Ends with the block
/// synchronized (s free for the next item).
template <int kThreads>
__device__ __forceinline__ void store_x(const XLane& x,
                                        const double (&acc)[2][4][4], double* s,
                                        double* c, std::int64_t ld, int rows,
                                        int cols) {
  constexpr int NB = kPotrfPanel;
  for_each_x(x, acc, [s](int r, int col, double v) { s[col * kLd + r] = v; });
  __syncthreads();
  for (int e = threadIdx.x; e < NB * NB; e += kThreads) {
    const int r = e % NB, col = e / NB;
    if (r < rows && col < cols) c[r + col * ld] = s[col * kLd + r];
  }
  __syncthreads();
}

}  // namespace potrf_panel

/// Every block of kPotrfPanel rows below the diagonal block at (c0, c0) of
/// order jb (lower; columns beside it, upper) of every matrix, one block of
/// threads per (matrix, block): lower, C := A(r0:, c0:) - L(r0:, :c0)
/// L(c0:, :c0)^T, then L(r0:, c0:) := X = C Z^T; upper, C := A(c0:, r0:) -
/// U(:c0, c0:)^T U(:c0, r0:), then U(c0:, r0:) := X = Z C. Z: the diagonal
/// block's inverse (potrf_invert_block), lower triangular in both cases.
/// jb is kPotrfPanel but for a first block (c0 = 0) that may be narrower,
/// whose Z is the identity past jb: C's columns (rows) past jb are read as
/// zeros and X's are not written. Work items w = b * tiles + t (t-th block
/// below), grid-stride.
///   The update runs on the GEMM tile routine and leaves C in shared memory
///   (potrf_panel::ToShared, over the routine's own stages, whose operands
///   are all read by then; the first step, which has no update, copies C
///   there by cp.async). The solve, written out for 2 x 2 warps of 32 x 32,
///   reads C there and copies Z kZCols columns at a time, the first stages
///   during the update. Upper's X goes back to shared memory and out a
///   column at a time (store_x); lower's straight from the registers.
/// Upper wrote C to memory and solved it back in place on the tile routine
/// until session 31: its fragment stores and reads of C (8 rows of 4 columns
/// an instruction) cost 3 sectors instead of 2 where the columns are not
/// aligned to 128 bytes (lda not a multiple of 16). H100, DPOTRF upper 365,
/// the panel kernel at c0 = 64: 97.6 us, 68.1 us with lda padded to 368;
/// the whole call, ms, 365 / 424 / 509 1.866 / 1.951 / 2.151 -> 1.599 /
/// 1.659 / 1.869, 192 / 256 / 512 1.195 / 1.245 / 1.695 -> 1.099 / 1.128 /
/// 1.620 (kPotrfCudaUpperPanelBK). Measured and not kept (session 31,
/// H100): lower's X through shared memory as well (147 / 368 / 424 / 512
/// 1.214 / 1.210 / 1.379 / 1.384 -> 1.245 / 1.264 / 1.441 / 1.440 ms); the
/// update's C read after its product, a column at a time, instead of by the
/// tile's epilogue (upper 365 / 509 1.599 / 1.869 -> 1.712 / 2.033, lower
/// 368 / 512 1.201 / 1.368 -> 1.322 / 1.525).
/// Session 18 (H100, DPOTRF, ms, both libraries in one call), lower: C kept
/// in shared memory against C through memory, 192 / 256 / 384 / 512 1.394 /
/// 1.468 / 1.810 / 1.807 -> 1.383 / 1.442 / 1.731 / 1.734.
template <class Tile, bool kUpper>
__global__ void __launch_bounds__(Tile::kThreads, Tile::kMinBlocks)
    potrf_panel_kernel(MatrixBatch<double> A, int c0, int jb, int tiles,
                       const double* Z, std::int64_t total) {
  using namespace potrf_panel;
  constexpr int NB = kPotrfPanel;
  static_assert(Tile::kBM == NB && Tile::kBN == NB,
                "one tile covers one block");
  static_assert(Tile::kThreads == 128 && Tile::kWTM == 32 && Tile::kWTN == 32,
                "the solve below is written for 2 x 2 warps of 32 x 32");
  constexpr std::size_t kTileBytes = Tile::template smem_bytes<double>();
  constexpr std::size_t kCBytes = NB * kLd * sizeof(double);
  __shared__ alignas(16) char smem[kTileBytes > kCBytes ? kTileBytes : kCBytes];
  __shared__ alignas(16) double s_z[kZStages * kZCols * kLd];
  double* s_c = reinterpret_cast<double*>(smem);
  for (std::int64_t w = blockIdx.x; w < total; w += gridDim.x) {
    const std::int64_t b = w / tiles;
    const int r0 = c0 + jb + NB * static_cast<int>(w % tiles);
    const int n = A.rows(b);
    if (r0 >= n) continue;  // uniform over the block
    double* a = A.data(b);
    const int ld = A.ld(b);
    const std::int64_t ld64 = ld;
    const double* z = Z + b * NB * NB;
    const int m = n - r0;  // rows (lower) or columns (upper) of the block
    // C (and X): rows x cols at c, column major.
    const int rows = kUpper ? jb : m, cols = kUpper ? m : jb;
    double* c = kUpper ? a + c0 + r0 * ld64 : a + r0 + c0 * ld64;
    const TileArgs<double> update =
        kUpper ? TileArgs<double>{NB,
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
                                  ld}
               : TileArgs<double>{m,   NB,          c0,     -1.0, a + r0,
                                  ld,  Op::NoTrans, a + c0, ld,   Op::Trans,
                                  1.0, c,           ld};
    if (c0 == 0) {
      // No update: C straight into shared memory, every copy in flight at
      // once, where the tile routine would read it element by element after
      // its empty main loop (a group of its own, older than Z's).
      for (int e = threadIdx.x; e < NB * NB; e += Tile::kThreads) {
        const int i = e % NB, j = e / NB;
        const bool in = i < rows && j < cols;
        cp_async<8>(s_c + j * kLd + i, in ? c + i + j * ld64 : c, in ? 8 : 0);
      }
      cp_async_commit();
    }
    // The solve's depth: X's columns (rows) past jb take nothing from C's
    // first jb, and the ones past it are not written. Session 66, H200:
    // the loop over it (a bound known at run time, where it was NB /
    // kZCols) also took upper 449 / 512 from 1.544 / 1.433 ms to 1.442 /
    // 1.331 (ptxas: the same 168 registers, spills 28 / 44 -> 36 / 36
    // bytes) and moved lower within -2...+1.5% (its kernel of 4 blocks an
    // SM now spills 20 bytes); carry/run121.sh against run120.sh.
    const int depth = (jb + kZCols - 1) / kZCols * kZCols;
#pragma unroll
    for (int p = 0; p < kZStages - 1; ++p)
      copy_z<Tile::kThreads>(z, s_z, p, depth);
    if (c0 > 0)
      gemm_tile<Tile>(update, 0, 0, smem, AllElements{}, FullOperands{},
                      ToShared{s_c});
    // The lane's place in the tile and MmaTile::mma_slice's loop, written
    // out for 2 x 2 warps of 32 x 32: through MmaTile's Lane and mma_slice,
    // ptxas spilled 244 bytes here instead of 24 (session 18), and DPOTRF
    // lower 192 / 256 / 512 took 1.52 / 1.58 / 1.83 ms instead of 1.37 /
    // 1.42 / 1.70.
    const XLane ln;
    const int wm = ln.wm, wn = ln.wn, g = ln.g, q = ln.q;
    double acc[2][4][4] = {};  // the warp's 32 x 32 of X, as in MmaTile
    for (int p = 0; p < depth / kZCols; ++p) {
      cp_async_wait<kZStages - 2>();  // stage p has landed
      __syncthreads();                // and C is complete; stage p - 1 is free
      copy_z<Tile::kThreads>(z, s_z, p + kZStages - 1, depth);
      const double* sz = s_z + (p % kZStages) * kZCols * kLd;
#pragma unroll
      for (int kk = 0; kk < kZCols; kk += 4) {
        // Element l = p kZCols + kk + q of the depth: lower, A operand C(i,
        // l) and B operand Z(j, l); upper, Z(i, l) and C(l, j).
        const int l = p * kZCols + kk + q;
        double av[2][2], bv[4];
#pragma unroll
        for (int i = 0; i < 2; ++i)
#pragma unroll
          for (int h = 0; h < 2; ++h) {
            const int r = wm * 32 + i * 16 + h * 8 + g;
            av[i][h] = kUpper ? sz[(kk + q) * kLd + r] : s_c[l * kLd + r];
          }
#pragma unroll
        for (int j = 0; j < 4; ++j) {
          const int col = wn * 32 + j * 8 + g;
          bv[j] = kUpper ? s_c[col * kLd + l] : sz[(kk + q) * kLd + col];
        }
#pragma unroll
        for (int i = 0; i < 2; ++i)
#pragma unroll
          for (int j = 0; j < 4; ++j)
            detail::mma_f64_m16n8k4(acc[i][j], av[i][0], av[i][1], bv[j]);
      }
    }
    cp_async_wait<0>();  // the trailing empty groups
    __syncthreads();     // every read of C is done
    if constexpr (kUpper) {
      store_x<Tile::kThreads>(ln, acc, s_c, c, ld64, rows, cols);
    } else {
      for_each_x(ln, acc, [c, ld64, m, jb](int r, int col, double v) {
        if (r < m && col < jb) c[r + col * ld64] = v;
      });
    }
  }
}

}  // namespace myriad::cuda
