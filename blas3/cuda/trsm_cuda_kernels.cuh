// Leaf kernels of TRSM and TRMM on CUDA (internal): the triangle of order
// r <= NB (<= 32) of every matrix solved (Solve) or multiplied (Multiply)
// against all of its vectors. tri_layout() turns every option combination
// into a lower triangular M applied by forward substitution (Solve:
// x := M^-1 alpha x) or from the last column up (Multiply: x := alpha M x),
// so one body serves all of them. Two variants, chosen by the number of
// vectors (tuning table): the staged leaf (a thread per vector, M shared
// through shared memory) for many vectors, the register leaf (a group of
// lanes per matrix, a lane per row of M) for few.
#pragma once

#include <cuda_runtime.h>

#include <cstdint>

#include "blas3/tri_check.hpp"
#include "blas3/tri_tuning.hpp"
#include "core/cuda/device_scalar.cuh"
#include "core/cuda/lane_group.cuh"

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

/// The work on one vector x (NB registers, entries >= r unused), with M's
/// elements from elem(i, j) (i > j) and diagonal from diag(j) (Solve: the
/// reciprocal). Entries i >= r may receive garbage; they are never stored.
template <TriKind K, int NB, class S, class Elem, class Diag>
__device__ __forceinline__ void tri_vector(S (&x)[NB], int r, S alpha,
                                           Elem elem, Diag diag) {
  if (K == TriKind::Solve) {
#pragma unroll
    for (int i = 0; i < NB; ++i) x[i] = alpha * x[i];
#pragma unroll
    for (int j = 0; j < NB; ++j) {
      if (j < r) {
        x[j] = diag(j) * x[j];
#pragma unroll
        for (int i = j + 1; i < NB; ++i)
          if (i < r) x[i] = fma(-elem(i, j), x[j], x[i]);
      }
    }
  } else {
#pragma unroll
    for (int j = NB - 1; j >= 0; --j) {
      if (j < r) {
#pragma unroll
        for (int i = j + 1; i < NB; ++i)
          if (i < r) x[i] = fma(elem(i, j), x[j], x[i]);
        x[j] = diag(j) * x[j];
      }
    }
#pragma unroll
    for (int i = 0; i < NB; ++i) x[i] = alpha * x[i];
  }
}

template <class S>
__device__ __forceinline__ S tri_one() {
  return S(1);
}

// ---------------------------------------------------------------------------
// Staged leaf: a tile is (matrix, COLS consecutive vectors); TILES tiles per
// block, one warp-sized group of COLS threads per tile. The tile's M (NB x NB,
// zero-padded, reciprocal diagonal for Solve) and its B block (COLS vectors
// of NB) are loaded into shared memory with coalesced reads, each thread
// solves its vector from registers with M broadcast from shared memory, and
// the block is written back coalesced.
// Assumptions: blockDim.x == COLS * TILES; every matrix served has order
// <= NB (others are skipped); p.vmax >= vectors of every matrix; any ld,
// side, uplo, trans, diag. Tiles are linearized (matrix, vector block) and
// visited grid-stride with 64-bit indices, so any batch count works.
template <class S, int NB, int COLS, int TILES, TriKind K>
__global__ void __launch_bounds__(COLS* TILES)
    tri_leaf_staged_kernel(TriLeafParams<S> p, int tiles_per_matrix,
                           std::int64_t total_tiles) {
  constexpr int kLdB = NB + 1;          // padded: conflict-free vector reads
  __shared__ S Ms[TILES][NB * NB];      // (NB, NB) column major, per tile
  __shared__ S Bs[TILES][COLS * kLdB];  // (NB, COLS): vector c at c * kLdB
  const int tile = threadIdx.x / COLS, lane = threadIdx.x % COLS;
  const bool left = p.o.side == Side::Left;
  const bool unit = p.o.diag == Diag::Unit;
  const TriLayout l = p.l;
  S* ms = Ms[tile];
  S* bs = Bs[tile];
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
    const S* a = nvt > 0 ? p.A.data(b) : nullptr;
    const int lda = nvt > 0 ? p.A.ld(b) : 1;
    const std::int64_t ldb = nvt > 0 ? p.B.ld(b) : 1;
    S* y = nvt > 0 ? p.B.data(b) : nullptr;
    if (nvt > 0) {
      // M: consecutive lanes walk A's storage contiguously (down a column
      // of A, which is a row of M when swapped). Loads go in chunks of
      // kChunk, all issued before their stores, so that a thread has kChunk
      // loads in flight (a load-store loop waited on each: the leaf ran at
      // 17-30% of the copy bandwidth inside LU and Cholesky, H100).
      constexpr int kLoadsM = NB * NB / COLS, kLoadsB = NB;
      constexpr int kChunk = kLoadsM < 8 ? kLoadsM : 8;
      static_assert(
          NB * NB % COLS == 0 && kLoadsM % kChunk == 0 && kLoadsB % kChunk == 0,
          "M and B split evenly into chunks over the lanes");
#pragma unroll 1
      for (int q0 = 0; q0 < kLoadsM; q0 += kChunk) {
        S v[kChunk];
#pragma unroll
        for (int q = 0; q < kChunk; ++q) {
          const int e = lane + (q0 + q) * COLS, fast = e % NB, slow = e / NB;
          const int i = l.swap ? slow : fast, j = l.swap ? fast : slow;
          const bool read = i < r && j < r && (i > j || (i == j && !unit));
          v[q] = read ? tri_elem(l, a, lda, r, i, j) : S(0);
        }
#pragma unroll
        for (int q = 0; q < kChunk; ++q) {
          const int e = lane + (q0 + q) * COLS, fast = e % NB, slow = e / NB;
          const int i = l.swap ? slow : fast, j = l.swap ? fast : slow;
          if (i == j) {
            if (unit || i >= r)
              v[q] = tri_one<S>();
            else if (K == TriKind::Solve)
              v[q] = tri_one<S>() / v[q];
          }
          ms[i + j * NB] = v[q];
        }
      }
      // B block: Left, NB rows x nvt cols from row 0, col v0; Right, nvt
      // rows from row v0 x NB cols. Consecutive lanes read consecutive rows.
      const auto b_index = [&](int e, int& c, int& i) {
        const int row = left ? e % NB : e % COLS;
        const int col = left ? e / NB : e / COLS;
        c = left ? col : row;  // vector
        i = left ? row : col;  // element
      };
#pragma unroll 1
      for (int q0 = 0; q0 < kLoadsB; q0 += kChunk) {
        S v[kChunk];
#pragma unroll
        for (int q = 0; q < kChunk; ++q) {
          int c, i;
          b_index(lane + (q0 + q) * COLS, c, i);
          v[q] = c < nvt && i < r
                     ? y[left ? i + (v0 + c) * ldb : (v0 + c) + i * ldb]
                     : S(0);
        }
#pragma unroll
        for (int q = 0; q < kChunk; ++q) {
          int c, i;
          b_index(lane + (q0 + q) * COLS, c, i);
          if (c < nvt && i < r) bs[c * kLdB + i] = v[q];
        }
      }
    }
    __syncthreads();
    if (lane < nvt) {
      S x[NB];  // (NB): this thread's vector, reversed when l.rev
#pragma unroll
      for (int i = 0; i < NB; ++i)
        x[i] = i < r ? bs[lane * kLdB + (l.rev ? r - 1 - i : i)] : S(0);
      tri_vector<K, NB>(
          x, NB, p.alpha, [&](int i, int j) { return ms[i + j * NB]; },
          [&](int j) { return ms[j + j * NB]; });
#pragma unroll
      for (int i = 0; i < NB; ++i)
        if (i < r) bs[lane * kLdB + (l.rev ? r - 1 - i : i)] = x[i];
    }
    __syncthreads();
    if (nvt > 0) {
      for (int e = lane; e < NB * COLS; e += COLS) {
        const int row = left ? e % NB : e % COLS;
        const int col = left ? e / NB : e / COLS;
        const int c = left ? col : row, i = left ? row : col;
        if (c < nvt && i < r) {
          const std::int64_t off =
              left ? i + (v0 + c) * ldb : (v0 + c) + i * ldb;
          y[off] = bs[c * kLdB + i];
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
// p.vmax >= vectors of every matrix. Groups visit tiles grid-stride with 64-bit
// indices; a group's lanes always take the same branches, so the group shuffles
// are uniform.
template <class S, int NB, int R, TriKind K>
__global__ void __launch_bounds__(128)
    tri_leaf_group_kernel(TriLeafParams<S> p, int tiles_per_matrix,
                          std::int64_t total) {
  const LaneGroup<NB> grp;
  const int i = grp.i;  // row of M held by this lane
  const bool left = p.o.side == Side::Left;
  const bool unit = p.o.diag == Diag::Unit;
  const TriLayout l = p.l;
  for_each_group_tile<NB, R>(tiles_per_matrix, total, [&](int b, int v0) {
    if (!myriad::detail::tri_leaf_ok(p.o, b, p.A, p.B, NB)) return;
    const int r = left ? p.B.rows(b) : p.B.cols(b);
    const int nv = left ? p.B.cols(b) : p.B.rows(b);
    if (r == 0 || v0 >= nv) return;
    const S* a = p.A.data(b);
    const int lda = p.A.ld(b);
    const std::int64_t ldb = p.B.ld(b);
    S* y = p.B.data(b);
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
#pragma unroll
      for (int j = 0; j < NB; ++j) {
        if (j < r) {
#pragma unroll
          for (int t = 0; t < R; ++t) {
            if (v0 + t < nv) {
              const S xj = shfl_group(grp.mask, x[t], j, NB);
              if (i > j) acc[t] = fma(m[j], xj, acc[t]);
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
  });
}

}  // namespace myriad::cuda
