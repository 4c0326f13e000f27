// Leaf kernels of TRSM and TRMM on CUDA (internal): the triangle of order
// r <= NB (<= 32 for the register leaf, <= 64 for the staged one) of every
// matrix solved (Solve) or multiplied (Multiply) against all of its vectors.
// tri_layout() turns every option combination into a lower triangular M
// applied by forward substitution (Solve: x := M^-1 alpha x) or from the
// last column up (Multiply: x := alpha M x), so one body serves all of them.
// Two variants, chosen by the number of vectors (tuning table): the staged leaf
// (a thread per vector, M shared through shared memory) for many vectors, the
// register leaf (a group of lanes per matrix, a lane per row of M) for few.
#pragma once

#include <cuda_runtime.h>

#include <cstdint>
#include <type_traits>

#include "blas3/tri_check.hpp"
#include "blas3/tri_tuning.hpp"
#include "core/cuda/cp_async.cuh"
#include "core/cuda/device_scalar.cuh"
#include "core/cuda/lane_group.cuh"
#include "core/cuda/shared_load.cuh"

namespace myriad::cuda {

using myriad::detail::TriKind;
using myriad::detail::TriLayout;
using myriad::detail::TriOpts;

/// What a leaf launch needs; S is the kernel scalar.
template <class S>
struct TriLeafParams {
  TriOpts o;
  TriLayout l;
  S alpha;
  MatrixBatch<const S> A;
  MatrixBatch<S> B;
  int vmax;  ///< upper bound on vectors per matrix (cols of B Left, rows Right)
};

/// Element (i, j), i > j, of M read from A's storage.
template <class S>
__device__ __forceinline__ S tri_elem(const TriLayout& l, const S* a, int lda,
                                      int r, int i, int j) {
  const S v = a[myriad::detail::tri_offset(l, r, i, j, lda)];
  return l.conj ? conj(v) : v;
}

template <class S>
__device__ __forceinline__ S tri_one() {
  return S(1);
}

// ---------------------------------------------------------------------------
// Staged leaf: a tile is (matrix, COLS consecutive vectors); TILES tiles per
// block, COLS threads per tile. The tile's M (order NB: the strict lower
// triangle packed by columns, tri_packed, and the diagonal) and, for side
// Left, its B block (COLS vectors of NB) are copied into shared memory by
// cp.async, every copy of the tile in flight at once; then each thread solves
// its vector from registers with M broadcast from shared memory, and the
// block is written back coalesced. For side Right the vectors are rows of B,
// so consecutive lanes already read and write consecutive elements: they go
// straight between memory and registers, their loads in flight with M's
// copies, and the tile's shared memory is M alone (order 64: 16.5 instead of
// 49 KiB per tile, so twice the tiles share an SM; inside DPOTRF n = 128
// lower, H100, the TRSM went from 426 to 342 us, DPOTRF 2.88 -> 3.14x
// cuSOLVER; one or two tiles per block measured the same). Side Left keeps
// the staging: its vectors are columns, and a lane reading its own column
// straight into registers (consecutive lanes ldb apart) ran DTRSM LLNU n = 64
// / 512 at 1.63 / 1.32x cuBLAS against 3.01 / 1.96x staged. With STAGES > 0
// (Solve, fixed order NB: tri_pipe_stages) the vectors' rows come in STAGES
// groups, and each group is solved while the next is still being copied and
// the one before is being written back (tri_pipe_solve; side Right stores
// each stage's elements of its vector as soon as they are final,
// tri_pipe_solve_right: DTRSM RLTN 64 / 512 +8 / +2%): the
// order-64 leaf ran at 4 tiles (8 warps) per SM with copies, FMAs and stores
// taking turns inside each tile, ncu counted no eligible warp in 72% of its
// cycles, and it moved 1.25 TB/s; pipelined in two stages, DTRSM LLNU n = 64
// / 512 went from 2.96-3.00 / 1.96x to 3.35 / 2.02x cuBLAS.
//
// Why cp.async: the leaf is memory-bound, and loads staged through registers
// left a thread only a chunk of them in flight: inside DTRSM of order 64 the
// two order-32 leaves took 568 us each for 10000 matrices (ncu, H100), 4x
// their share of the copy bandwidth; with cp.async DTRSM square 32 went from
// 1.59x to 2.07x cuBLAS (session 7). Packing M halves its shared memory, so
// more tiles fit per SM, and pairs of M come in one shared load.
//
// Measured without gain (session 16): a tensor-core leaf for double at
// orders 33...64 (a warp holding 16 vectors as mma.m8n8k4 accumulator tiles,
// each diagonal 8 x 8 block solved by substitution, its products with the
// blocks below by mma.sync; 4 warps and M unpacked in 33 KiB per block),
// taken for 16 or more vectors through an experiment's switch (not kept).
// H100, myriad-bench --precision d --backend cuda, one run, ms, staged ->
// MMA leaf with each element of the diagonal block broadcast by shuffle
// (128 registers): DTRSM LLNU n = 64 / 128 / 256 / 512 0.423 / 1.007 /
// 1.387 / 1.870 -> 0.593 / 1.281 / 1.646 / 2.129, RLTN 0.446 / 1.004 /
// 1.418 / 1.923 -> 0.586 / 1.252 / 1.641 / 2.113; DPOTRF lower 128 / 256 /
// 512 0.981 / 1.614 / 2.556 -> 1.118 / 1.735 / 2.514, upper 1.145 / 1.742 /
// 2.537 -> 1.200 / 1.802 / 2.618. With each vector's 8 elements gathered
// to its 4 lanes and solved there (168 registers, or 128 and spills) it
// was slower still: DPOTRF lower 1.46-1.50 / 2.25-2.34 / 3.12-3.32, DTRSM
// LLNU 64 0.88-0.89. The staged leaf runs DTRSM n = 64 at 65% of the copy
// roofline, and a warp of the MMA leaf has half its vectors in flight.
//
// Assumptions: blockDim.x == COLS * TILES; dynamic shared memory of
// TriStagedSmem<S, NB, COLS, kSide>::bytes(TILES); p.o.side == kSide; every
// matrix served has order <= NB (others are skipped); p.vmax >= vectors of
// every matrix; any ld, uplo, trans, diag. Tiles are linearized (matrix, vector
// block) and visited grid-stride with 64-bit indices, so any batch count works.

/// Offset of M(i, j), i > j, in the strict lower triangle of order NB (NB
/// even) packed column by column, each column padded to an even length so
/// that rows (i, i + 1) from j + 1 on form an aligned pair: column j starts
/// at j NB - j^2 / 2 (j even) or there plus NB - j + 1 (j odd).
template <int NB>
__device__ __forceinline__ constexpr int tri_packed(int i, int j) {
  static_assert(NB % 2 == 0, "even orders: pairs never straddle columns");
  const int e = j & ~1;
  const int start = e * NB - e * e / 2 + (j & 1) * (NB - e);
  return start + i - j - 1;
}

/// Shared memory of one staged tile: M's strict lower triangle packed
/// (tri_packed), its diagonal, then for side Left the vectors (NB, COLS) with
/// a padded leading dimension (conflict-free vector reads). Every part starts
/// at an even element, so pairs of M stay aligned.
template <class S, int NB, int COLS, Side kSide>
struct TriStagedSmem {
  static constexpr int kLdB = NB + 1;
  static constexpr int kElemsM = NB * NB / 2;
  static constexpr int kElemsTile =
      kElemsM + NB + (kSide == Side::Left ? COLS * kLdB : 0);
  static_assert(kElemsTile % 2 == 0, "tiles keep pairs aligned");
  static constexpr std::size_t bytes(int tiles) {
    return sizeof(S) * static_cast<std::size_t>(kElemsTile) * tiles;
  }
};

/// The work on one vector x of order NB: Solve, x := M^-1 alpha x by forward
/// substitution; Multiply, x := alpha M x from the last column up. M is
/// packed (ms) with its diagonal apart (dg: the reciprocal for Solve); rows
/// of M past the matrix's order are zero with a unit diagonal, so x's
/// entries there stay out of the others. A column's elements are read in
/// pairs, one shared load for two FMAs for real scalars (half the solve's
/// shared loads); the pair past the end of a column of odd length reads its
/// padding, which is not used.
///
/// kBounded (variable-size batches, and orders between the kernels' NB):
/// columns from the matrix's order r on are skipped, and a column's rows
/// stop at the first block of kTriRowBlock rows at or past r (a branch per
/// block, not per pair), so the work follows r^2, not NB^2. Rows of x from
/// r on are then scratch: M is not defined there, and they feed no row
/// below r. Fixed batches of order NB keep the unbounded loops (the
/// branches cost DTRSM n = 64-256 8-14%).
constexpr int kTriRowBlock = 8;
template <TriKind K, int NB, bool kBounded, class S>
__device__ __forceinline__ void tri_vector_packed(S (&x)[NB], S alpha,
                                                  const S* ms, const S* dg,
                                                  int r) {
  static_assert(kTriRowBlock % 2 == 0, "blocks of whole pairs");
  // Solve subtracts the column's products, Multiply adds them.
  const auto column = [&](int j) {
#pragma unroll
    for (int i = j + 1; i < NB; i += 2) {
      if (kBounded && (i - j - 1) % kTriRowBlock == 0 && i >= r) break;
      const int o = tri_packed<NB>(i, j);
      S m0, m1;
      shared_load_pair(ms + o, m0, m1);
      if (K == TriKind::Solve) {
        m0 = -m0;
        m1 = -m1;
      }
      x[i] = fma(m0, x[j], x[i]);
      if (i + 1 < NB) x[i + 1] = fma(m1, x[j], x[i + 1]);
    }
  };
  if (K == TriKind::Solve) {
#pragma unroll
    for (int i = 0; i < NB; ++i) x[i] = alpha * x[i];
#pragma unroll
    for (int j = 0; j < NB; ++j) {
      if (kBounded && j >= r) break;
      x[j] = dg[j] * x[j];
      column(j);
    }
  } else {
#pragma unroll
    for (int j = NB - 1; j >= 0; --j) {
      if (kBounded && j >= r) continue;
      column(j);
      x[j] = dg[j] * x[j];
    }
#pragma unroll
    for (int i = 0; i < NB; ++i) x[i] = alpha * x[i];
  }
}

/// The pipelined solve (every matrix of order NB): on side Left the
/// vectors' rows arrive in STAGES groups of copies (cp.async groups), and
/// stage q's rows of x are solved while the later stages are still in flight
/// and the earlier ones are being written back, so that a tile's copies,
/// FMAs and stores overlap instead of taking turns. Rows [lo, hi) of x take
/// the products of the columns solved before (j < lo: x[j] final), then
/// their own triangle is solved forward: the FMAs of tri_vector_packed in
/// another order, over the same pairs of M; a pair that straddles lo or hi
/// is read whole and half used. (Written with loop bounds known before
/// unrolling: with a column's first row computed from lo, nvcc left x in
/// local memory.)
template <int NB, int lo, int hi, class S>
__device__ __forceinline__ void tri_solve_rows(S (&x)[NB], const S* ms,
                                               const S* dg) {
#pragma unroll
  for (int j = 0; j < hi; ++j) {
    if (j >= lo) x[j] = dg[j] * x[j];
#pragma unroll
    for (int i = j + 1; i < hi; i += 2) {
      if (i + 1 < lo) continue;  // the pair lies above the rows
      S m0, m1;
      shared_load_pair(ms + tri_packed<NB>(i, j), m0, m1);
      if (i >= lo) x[i] = fma(-m0, x[j], x[i]);
      if (i + 1 < hi) x[i + 1] = fma(-m1, x[j], x[i + 1]);
    }
  }
}

/// A tile of the pipelined solve: M row i of vector c lies at y[(v0 + c) ldb
/// + (rev ? NB - 1 - i : i)] in B and at bs[c kLdB + i] in shared memory.
template <class S>
struct TriPipeTile {
  S* y;   ///< the matrix's B
  S* bs;  ///< the tile's vectors in shared memory
  std::int64_t ldb;
  int v0, nvt;  ///< first vector, vectors of the tile
  int lane;
  bool rev;
};

/// f(B element, shared element) for the lane's share of stage q's rows of
/// the tile's vectors: NB / STAGES consecutive lanes take one vector's rows
/// of the stage, so that copies and stores coalesce.
template <int NB, int COLS, int kLdB, int STAGES, class S, class F>
__device__ __forceinline__ void tri_pipe_rows(const TriPipeTile<S>& t, int q,
                                              const F& f) {
  constexpr int kRows = NB / STAGES, kStep = COLS / kRows;
  static_assert(COLS % kRows == 0, "whole vectors per round");
  if (t.nvt <= 0) return;
  const int i = q * kRows + t.lane % kRows;
  S* g = t.y + (t.v0 + t.lane / kRows) * t.ldb + (t.rev ? NB - 1 - i : i);
  S* sh = t.bs + t.lane / kRows * kLdB + i;
#pragma unroll 4
  for (int c = t.lane / kRows; c < t.nvt;
       c += kStep, g += kStep * t.ldb, sh += kStep * kLdB)
    f(g, sh);
}

/// Stages Q... of the pipelined solve, once stage Q - 1's rows of every
/// vector are in shared memory: wait for stage Q's copies, write stage Q - 1
/// back, solve stage Q's rows of the lane's vector. A template recursion, so
/// that every index into x is a constant and x stays in registers.
template <int Q, int NB, int COLS, int kLdB, int STAGES, class S>
__device__ __forceinline__ void tri_pipe_solve(S (&x)[NB], const S* ms,
                                               const S* dg, S alpha,
                                               const TriPipeTile<S>& t) {
  constexpr int lo = Q * NB / STAGES, hi = lo + NB / STAGES;
  if constexpr (Q > 0) {
    cp_async_wait<STAGES - 1 - Q>();
    __syncthreads();
    tri_pipe_rows<NB, COLS, kLdB, STAGES>(t, Q - 1,
                                          [](S* g, const S* sh) { *g = *sh; });
  }
  if (t.lane < t.nvt) {
    S* v = t.bs + t.lane * kLdB;
#pragma unroll
    for (int i = lo; i < hi; ++i) x[i] = alpha * v[i];
    tri_solve_rows<NB, lo, hi>(x, ms, dg);
#pragma unroll
    for (int i = lo; i < hi; ++i) v[i] = x[i];
  }
  if constexpr (Q + 1 < STAGES)
    tri_pipe_solve<Q + 1, NB, COLS, kLdB, STAGES>(x, ms, dg, alpha, t);
}

/// Side Right's pipelined solve: the lane's vector (a row of B, already
/// loaded into registers, element k at dst[(rev ? NB - 1 - k : k) ldb])
/// solved STAGES rows of M at a time, each stage's elements stored as soon
/// as they are final; a stage waits only for its own loads.
template <int Q, int NB, int STAGES, class S>
__device__ __forceinline__ void tri_pipe_solve_right(S (&x)[NB], const S* ms,
                                                     const S* dg, S alpha,
                                                     S* dst, std::int64_t ldb,
                                                     bool rev) {
  constexpr int lo = Q * NB / STAGES, hi = lo + NB / STAGES;
#pragma unroll
  for (int i = lo; i < hi; ++i) x[i] = alpha * x[i];
  tri_solve_rows<NB, lo, hi>(x, ms, dg);
#pragma unroll
  for (int k = lo; k < hi; ++k) dst[(rev ? NB - 1 - k : k) * ldb] = x[k];
  if constexpr (Q + 1 < STAGES)
    tri_pipe_solve_right<Q + 1, NB, STAGES>(x, ms, dg, alpha, dst, ldb, rev);
}

template <class S, int NB, int COLS, int TILES, TriKind K, bool kBounded,
          Side kSide, int STAGES>
__global__ void __launch_bounds__(COLS* TILES)
    tri_leaf_staged_kernel(TriLeafParams<S> p, int tiles_per_matrix,
                           std::int64_t total_tiles) {
  using Smem = TriStagedSmem<S, NB, COLS, kSide>;
  constexpr int kLdB = Smem::kLdB;
  constexpr int kPerLane = (NB + COLS - 1) / COLS;  // a column's elements
  // STAGES > 0: the pipelined solve (tri_pipe_solve).
  constexpr bool kPipe = STAGES > 0;
  static_assert(
      !kPipe || (K == TriKind::Solve && !kBounded && NB % STAGES == 0),
      "the pipelined solve: Solve, order NB");
  extern __shared__ __align__(16) unsigned char tri_staged_smem[];
  const int tile = threadIdx.x / COLS, lane = threadIdx.x % COLS;
  constexpr bool left = kSide == Side::Left;
  const bool unit = p.o.diag == Diag::Unit;
  const TriLayout l = p.l;
  S* ms = reinterpret_cast<S*>(tri_staged_smem) + tile * Smem::kElemsTile;
  S* dg = ms + Smem::kElemsM;  // the diagonal
  S* bs = dg + NB;             // Left: vector c at c * kLdB
  for (std::int64_t base = static_cast<std::int64_t>(blockIdx.x) * TILES;
       base < total_tiles;
       base += static_cast<std::int64_t>(gridDim.x) * TILES) {
    // Every thread reaches the barriers; idle tiles just do no memory work.
    const std::int64_t t = base + tile;
    int b = 0, r = 0, nvt = 0, v0 = 0;
    if (t < total_tiles) {
      b = static_cast<int>(t / tiles_per_matrix);
      v0 = static_cast<int>(t % tiles_per_matrix) * COLS;
      if (myriad::detail::tri_leaf_ok(p.o, b, p.A, p.B, NB)) {
        r = left ? p.B.rows(b) : p.B.cols(b);
        const int nv = left ? p.B.cols(b) : p.B.rows(b);
        nvt = nv - v0 < COLS ? nv - v0 : COLS;
        if (nvt <= 0 || r == 0) nvt = 0;
      }
    }
    S xr[left ? 1 : NB];  // Right: this thread's vector, reversed when l.rev
    const S* a = nvt > 0 ? p.A.data(b) : nullptr;
    const int lda = nvt > 0 ? p.A.ld(b) : 1;
    const std::int64_t ldb = nvt > 0 ? p.B.ld(b) : 1;
    S* y = nvt > 0 ? p.B.data(b) : nullptr;
    if (nvt > 0) {
      // M(i, j) lies at a0[i si + j sj] (tri_offset is linear in i and j).
      // Consecutive lanes copy consecutive stored elements: down M's
      // columns when they are A's columns (si = +-1), along M's rows
      // otherwise (sj = +-1). A unit diagonal is not read. The loops step
      // pointers and unroll the lane's elements: with few warps per SM the
      // copies' index arithmetic was latency-bound (ncu, DTRSM order 64).
      // The loops over M stay rolled: unrolled, the order-64 kernel spilled
      // (324 bytes against 40).
      const int sgn = l.rev ? -1 : 1;
      const std::int64_t si = l.swap ? sgn * std::int64_t(lda) : sgn;
      const std::int64_t sj = l.swap ? sgn : sgn * std::int64_t(lda);
      const S* a0 = a + (l.rev ? (r - 1) * (1 + std::int64_t(lda)) : 0);
      if (!l.swap) {
        const S* diag = a0;  // M(j, j)
#pragma unroll 1
        for (int j = 0; j < r - 1; ++j, diag += si + sj) {
          S* mj = ms + tri_packed<NB>(j + 1, j) - 1;  // M(j + d, j) at mj[d]
#pragma unroll
          for (int t = 0; t < kPerLane; ++t) {
            const int d = 1 + lane + t * COLS;
            if (j + d < r)
              cp_async<sizeof(S)>(mj + d, diag + sgn * d, sizeof(S));
          }
        }
      } else {
        int start[kPerLane];  // M(i, j) at ms[start + i] for the lane's j
#pragma unroll
        for (int t = 0; t < kPerLane; ++t) {
          const int j = lane + t * COLS;
          start[t] = j < NB - 1 ? tri_packed<NB>(j + 1, j) - (j + 1) : 0;
        }
        const S* row = a0 + si;  // M(i, 0)
#pragma unroll 1
        for (int i = 1; i < r; ++i, row += si) {
#pragma unroll
          for (int t = 0; t < kPerLane; ++t) {
            const int j = lane + t * COLS;
            if (j < i)
              cp_async<sizeof(S)>(ms + start[t] + i, row + sgn * j, sizeof(S));
          }
        }
      }
      if (!unit) {
#pragma unroll
        for (int t = 0; t < kPerLane; ++t) {
          const int j = lane + t * COLS;
          if (j < r) cp_async<sizeof(S)>(dg + j, a0 + j * (si + sj), sizeof(S));
        }
      }
      // Rows r...NB-1 of M (orders below NB): zero below the diagonal,
      // unless the solve stops at r (kBounded).
      for (int j = 0; j < NB && r < NB && !kBounded; ++j)
        for (int i = (j + 1 > r ? j + 1 : r) + lane; i < NB; i += COLS)
          ms[tri_packed<NB>(i, j)] = S(0);
      // B block: Left, r rows x nvt cols from row 0, col v0, consecutive
      // lanes reading consecutive elements; vector c's element i goes to
      // bs[c kLdB + (rev ? r - 1 - i : i)], in the order M is applied.
      // Right: row v0 + lane of B is the lane's x, in that order.
      if constexpr (kPipe && left) {
        // A group of copies per stage (its rows of every vector).
        const TriPipeTile<S> pt{y, bs, ldb, v0, nvt, lane, l.rev};
        for (int q = 0; q < STAGES; ++q) {
          tri_pipe_rows<NB, COLS, kLdB, STAGES>(pt, q, [](const S* g, S* sh) {
            cp_async<sizeof(S)>(sh, g, sizeof(S));
          });
          if (q + 1 < STAGES) cp_async_commit();
        }
      } else if constexpr (left) {
        S* dst = bs + (l.rev ? r - 1 : 0);
        const int di = l.rev ? -1 : 1;
        const S* src = y + v0 * ldb;
#pragma unroll 4
        for (int c = 0; c < nvt; ++c, src += ldb, dst += kLdB) {
#pragma unroll
          for (int t = 0; t < kPerLane; ++t) {
            const int i = lane + t * COLS;
            if (i < r) cp_async<sizeof(S)>(dst + di * i, src + i, sizeof(S));
          }
        }
      } else if (lane < nvt) {
        const S* src = y + v0 + lane;
#pragma unroll
        for (int k = 0; k < NB; ++k)
          xr[k] = k < r ? src[(l.rev ? r - 1 - k : k) * ldb] : S(0);
      }
    }
    cp_async_commit();
    cp_async_wait<kPipe && left ? STAGES - 1 : 0>();
    __syncthreads();
    if (l.conj) {  // uniform: every thread reaches the barrier
      for (int e = lane; e < Smem::kElemsM + NB && nvt > 0; e += COLS)
        ms[e] = conj(ms[e]);
      __syncthreads();
    }
    // The diagonal: one for a unit diagonal and the padding rows, the
    // reciprocal for Solve.
    for (int j = lane; j < NB && nvt > 0; j += COLS) {
      S& d = dg[j];
      if (unit || j >= r)
        d = tri_one<S>();
      else if (K == TriKind::Solve)
        d = tri_one<S>() / d;
    }
    __syncthreads();
    if constexpr (kPipe && left) {
      const TriPipeTile<S> pt{y, bs, ldb, v0, nvt, lane, l.rev};
      S x[NB];
      tri_pipe_solve<0, NB, COLS, kLdB, STAGES>(x, ms, dg, p.alpha, pt);
      __syncthreads();
      tri_pipe_rows<NB, COLS, kLdB, STAGES>(
          pt, STAGES - 1, [](S* g, const S* sh) { *g = *sh; });
    } else if (lane < nvt) {
      if constexpr (left) {
        S x[NB];  // (NB): this thread's vector, reversed when l.rev
#pragma unroll
        for (int i = 0; i < NB; ++i) x[i] = i < r ? bs[lane * kLdB + i] : S(0);
        tri_vector_packed<K, NB, kBounded>(x, p.alpha, ms, dg, r);
#pragma unroll
        for (int i = 0; i < NB; ++i)
          if (i < r) bs[lane * kLdB + i] = x[i];
      } else if constexpr (kPipe) {
        tri_pipe_solve_right<0, NB, STAGES>(xr, ms, dg, p.alpha, y + v0 + lane,
                                            ldb, l.rev);
      } else {
        tri_vector_packed<K, NB, kBounded>(xr, p.alpha, ms, dg, r);
        S* dst = y + v0 + lane;
#pragma unroll
        for (int k = 0; k < NB; ++k)
          if (k < r) dst[(l.rev ? r - 1 - k : k) * ldb] = xr[k];
      }
    }
    if constexpr (left && !kPipe) {
      __syncthreads();
      if (nvt > 0) {
        const S* src = bs + (l.rev ? r - 1 : 0);
        const int di = l.rev ? -1 : 1;
        S* dst = y + v0 * ldb;
#pragma unroll 4
        for (int c = 0; c < nvt; ++c, src += kLdB, dst += ldb) {
#pragma unroll
          for (int t = 0; t < kPerLane; ++t) {
            const int i = lane + t * COLS;
            if (i < r) dst[i] = src[di * i];
          }
        }
      }
    }
    __syncthreads();  // the next tile group reuses the shared memory
  }
}

// ---------------------------------------------------------------------------
// Register leaf: a group of NB lanes per tile of (matrix, R consecutive
// vectors), 32 / NB tiles per warp; lane i holds row i of M in registers (the
// reciprocal diagonal for Solve) and element i of the tile's vectors. Solve:
// for each column j, lane j scales its element, the group broadcasts it by
// shuffle, and the lanes below update; Multiply: every lane sums M(i, j) x_j
// over the broadcast originals. No shared memory and no barriers. Assumptions:
// every matrix served has order <= NB (others are skipped); blockDim.x a
// multiple of 32; any ld, side, uplo, trans, diag, any number of vectors;
// p.vmax >= vectors of every matrix. Warps visit tiles grid-stride with 64-bit
// indices (for_each_group_tile), every lane of a warp at every shuffle: a group
// without a tile, or whose matrix is skipped, runs the steps without effect.
/// Blocks per SM the register leaf is compiled for (__launch_bounds__; 1:
/// the compiler's choice). Solve with one vector at order 16: 10 (48
/// registers, 48 bytes spilled), so that a batch of 10000 (1250 blocks of
/// 128 threads) runs in one wave instead of 1.18 (58 registers, 8 blocks per
/// SM; ncu: 12.8 us, 40% achieved occupancy, 1.2 TB/s). Origin: H100, session
/// 12, both compiled and chosen by an experiment's switch (not kept),
/// myriad-bench --op trsm --precision d --backend cuda --sizes 8,16,32 --nrhs
/// 1 --reps 21 --warmup 5, three alternating rounds: order 16 1.03-1.09x ->
/// 1.12-1.15x cublasDtrsmBatched (kernel 12.8 -> 12.3 us); DTRMM with one
/// vector at order 16 lost (1.87-1.96x -> 1.43-1.45x our DGEMM): Solve only.
template <int NB, int R, TriKind K>
constexpr int tri_group_min_blocks() {
  return K == TriKind::Solve && NB == 16 && R == 1 ? 10 : 1;
}

template <class S, int NB, int R, TriKind K>
__global__ void __launch_bounds__(128, tri_group_min_blocks<NB, R, K>())
    tri_leaf_group_kernel(TriLeafParams<S> p, int tiles_per_matrix,
                          std::int64_t total) {
  const LaneGroup<NB> grp;
  const int i = grp.i;  // row of M held by this lane
  const bool left = p.o.side == Side::Left;
  const bool unit = p.o.diag == Diag::Unit;
  const TriLayout l = p.l;
  const auto tile = [&](int b, int v0, bool in) {
    // r = 0: nothing to do (no tile, a skipped matrix, no vectors left).
    int r = 0, nv = 0;
    if (in && myriad::detail::tri_leaf_ok(p.o, b, p.A, p.B, NB)) {
      r = left ? p.B.rows(b) : p.B.cols(b);
      nv = left ? p.B.cols(b) : p.B.rows(b);
      if (v0 >= nv) r = nv = 0;
    }
    const S* a = r > 0 ? p.A.data(b) : nullptr;
    const int lda = r > 0 ? p.A.ld(b) : 0;
    const std::int64_t ldb = r > 0 ? p.B.ld(b) : 0;
    S* y = r > 0 ? p.B.data(b) : nullptr;
    S m[NB];  // (NB): row i of M left of the diagonal, zero elsewhere
#pragma unroll
    for (int j = 0; j < NB; ++j)
      m[j] = j < i && i < r ? tri_elem(l, a, lda, r, i, j) : S(0);
    S d = tri_one<S>();
    if (!unit && i < r) {
      d = tri_elem(l, a, lda, r, i, i);
      if (K == TriKind::Solve) d = tri_one<S>() / d;
    }
    const std::int64_t row = l.rev ? r - 1 - i : i;
    S x[R];  // (R): element i of vectors v0 ...
#pragma unroll
    for (int t = 0; t < R; ++t) {
      const std::int64_t v = v0 + t;
      x[t] = v < nv && i < r ? y[left ? row + v * ldb : v + row * ldb] : S(0);
    }
    if (K == TriKind::Solve) {
#pragma unroll
      for (int t = 0; t < R; ++t) x[t] = p.alpha * x[t];
      group_tri_solve<false, NB, R>(grp, m, d, true, r, nv - v0, x);
    } else {
      S acc[R];
#pragma unroll
      for (int t = 0; t < R; ++t) acc[t] = d * x[t];
      // The warp's largest order and count bound the steps (every lane at
      // every shuffle).
      const int rw = __reduce_max_sync(kFullMask, r);
      const int ntw = __reduce_max_sync(kFullMask, nv - v0);
#pragma unroll
      for (int j = 0; j < NB; ++j) {
        if (j < rw) {
#pragma unroll
          for (int t = 0; t < R; ++t) {
            if (t < ntw) {
              const S xj = shfl_group(kFullMask, x[t], j, NB);
              if (j < r && v0 + t < nv && i > j) acc[t] = fma(m[j], xj, acc[t]);
            }
          }
        }
      }
#pragma unroll
      for (int t = 0; t < R; ++t) x[t] = p.alpha * acc[t];
    }
#pragma unroll
    for (int t = 0; t < R; ++t) {
      const std::int64_t v = v0 + t;
      if (v < nv && i < r) y[left ? row + v * ldb : v + row * ldb] = x[t];
    }
  };
  for_each_group_tile<NB, R>(tiles_per_matrix, total, tile);
}

}  // namespace myriad::cuda
