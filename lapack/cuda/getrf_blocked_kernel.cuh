// Batched LU, CUDA kernel (internal): the blocked shared-memory LU of a
// whole node of at most NB x NB (one thread block per matrix), which takes
// the nodes of 33...64 columns of variable-size batches and of small
// fixed-size ones (GetrfTuning::blocked_node).
//
// The recursion took such a node in five launches or more (a tall panel,
// its interchanges, TRSM, GEMM, the next panel, the interchanges back), each
// a pass over the batch sized for its largest matrix. Here a matrix makes
// one round trip: it is staged in shared memory (column major, leading
// dimension NB + 1: odd, so that threads a column apart read distinct banks)
// and factored right-looking by panels of PW columns:
//   panel   warp 0 alone: rows j0...m-1 of the panel in its registers (a row
//           per lane and slot), rows relabelled instead of swapped (pos: the
//           row's position in LAPACK's interchanged order, as in the register
//           kernel), no barrier per column; the rows then go back to their
//           positions and the ones that moved are listed.
//   columns a thread per column outside the panel: the moves, and right of
//           the panel U12 := L11^{-1} A12 (L11 read by broadcast).
//   update  A22 -= L21 U12 over all warps: a lane's rows of L21 in
//           registers, a warp per group of four columns, U12 by broadcast.
// Four barriers a panel. Pivots, info and replaced as the other leaf
// kernels (getrf_backend.hpp, getrf_leaf); orders outside (lo, hi] are left
// to another launch. For large fixed-size batches the recursion stays faster
// (figures in GetrfTuning::kBlocked): each matrix is one chain of pivot
// steps, and shared memory holds few matrices an SM.
#pragma once

#include <cuda_runtime.h>

#include <climits>
#include <cstdint>
#include <limits>

#include "core/cuda/cp_async.cuh"
#include "lapack/cuda/getrf_kernels.cuh"

namespace myriad::cuda {

/// Leading dimension of the blocked kernel's copy of a matrix.
template <int NB>
constexpr int blocked_ld() {
  return NB + 1;
}

/// Dynamic shared memory of the blocked kernel for scalars D.
template <class D, int NB>
constexpr std::size_t blocked_smem_bytes() {
  return sizeof(D) * static_cast<std::size_t>(NB) * blocked_ld<NB>();
}

template <class D, int NB, int PW, int kWarps, int MB>
__global__ void __launch_bounds__(32 * kWarps, MB)
    getrf_blocked_kernel(MatrixBatch<D> A, MatrixBatch<int> ipiv, int* info,
                         int offset, bool pivot, real_of<D> tol, int* replaced,
                         int lo, int hi) {
  static_assert(NB % 32 == 0 && NB % PW == 0 && PW <= 32,
                "rows in slots of 32; whole panels; a panel's pivot row is a "
                "lane of the first slot without pivoting");
  using R = real_of<D>;
  constexpr int kThreads = 32 * kWarps;
  constexpr int LD = blocked_ld<NB>();
  constexpr int kSlots = NB / 32;  // rows a lane holds in the panel
  extern __shared__ __align__(16) unsigned char blocked_smem[];
  D* const a = reinterpret_cast<D*>(blocked_smem);
  __shared__ int s_piv[NB];  // s_piv[j]: the pivot row of step j (0-based)
  // A panel's moved rows (from | to << 16) and their count.
  __shared__ int s_move[2 * PW], s_moved;

  const int b = blockIdx.x;
  if (info[b] < 0) return;
  const int m = A.rows(b), n = A.cols(b);
  const int order = m > n ? m : n;
  // Uniform: one matrix per block.
  if (m == 0 || n == 0 || order <= lo || order > hi) return;
  const int tid = threadIdx.x, lane = tid % 32, warp = uniform_warp_index();
  D* const g = A.data(b);
  const std::int64_t ldg = A.ld(b);
  const int mn = m < n ? m : n;

  for (int e = tid; e < m * n; e += kThreads) {
    const int c = e / m, r = e - c * m;
    cp_async<sizeof(D)>(a + r + c * LD, g + r + c * ldg, sizeof(D));
  }
  cp_async_commit();
  cp_async_wait<0>();
  __syncthreads();

  const R sfmin = std::numeric_limits<R>::min();
  int zero = 0, nrep = 0;  // warp 0's
  for (int j0 = 0; j0 < mn; j0 += PW) {
    const int kb = mn - j0 < PW ? mn - j0 : PW;  // the panel's pivots
    const int pc = n - j0 < PW ? n - j0 : PW;    // and columns
    if (warp == 0) {
      D p[kSlots][PW];  // (kSlots, PW) rows j0 + lane + 32 s of the panel
      int pos[kSlots];  // their positions; -1 past the matrix
#pragma unroll
      for (int s = 0; s < kSlots; ++s) {
        const int r = j0 + lane + 32 * s;
        pos[s] = r < m ? r : -1;
#pragma unroll
        for (int c = 0; c < PW; ++c)
          p[s][c] = r < m && c < pc ? a[r + (j0 + c) * LD] : D(0);
      }
#pragma unroll
      for (int c = 0; c < PW; ++c) {
        if (c >= kb) break;  // uniform
        const int j = j0 + c;
        int src = c, slot = 0;  // the pivot row's lane and slot
        if (pivot) {
          // The largest magnitude by a max reduction, then the smallest
          // position holding it (ties, NaN ranked first) by one integer
          // reduction of (position, slot, lane).
          R mag[kSlots];
          R v = R(-1);
#pragma unroll
          for (int s = 0; s < kSlots; ++s) {
            mag[s] = pos[s] >= j ? pivot_magnitude(p[s][c]) : R(-1);
            v = fmax(v, mag[s]);
          }
#pragma unroll
          for (int k = 16; k > 0; k /= 2)
            v = fmax(v, __shfl_xor_sync(kFullMask, v, k));
          int key = INT_MAX;
#pragma unroll
          for (int s = 0; s < kSlots; ++s)
            if (pos[s] >= j && mag[s] == v)
              key = min(key, (pos[s] * kSlots + s) * 32 + lane);
          // The row at position j is a candidate: key is a row's.
          key = __reduce_min_sync(kFullMask, key);
          src = key % 32;
          slot = key / 32 % kSlots;
          const int kp = key / (32 * kSlots);
          if (lane == 0) s_piv[j] = kp;
#pragma unroll
          for (int s = 0; s < kSlots; ++s) {
            // Relabel: the row at position j takes the pivot row's position.
            if (pos[s] == j)
              pos[s] = kp;
            else if (pos[s] == kp)
              pos[s] = j;
          }
        } else if (tol > R(0) && lane == c) {
          p[0][c] = replace_pivot(p[0][c], tol, nrep);
        }
        // The pivot row from column c on, by shuffles (slot is uniform).
        D u[PW];
#pragma unroll
        for (int s = 0; s < kSlots; ++s)
          if (slot == s)
#pragma unroll
            for (int cc = c; cc < PW; ++cc) u[cc] = shfl(p[s][cc], src);
        const D d = u[c];
        const bool nonzero = !is_zero(d);
        if (!nonzero && zero == 0) zero = j + 1;
        const bool recip = abs1(d) >= sfmin;
        const D inv = nonzero && recip ? D(1) / d : D(0);
#pragma unroll
        for (int s = 0; s < kSlots; ++s) {
          if (pos[s] <= j) continue;
          if (nonzero)
            p[s][c] = recip ? p[s][c] * inv : divide_rare(p[s][c], d);
#pragma unroll
          for (int cc = c + 1; cc < PW; ++cc)
            p[s][cc] = fma(-p[s][c], u[cc], p[s][cc]);
        }
      }
      // Back to their positions; the rows that moved listed for the
      // columns outside the panel (a permutation of at most 2 kb rows).
      // Every lane's reads of the panel come before any lane's writes (the
      // shuffles between them order no memory; racecheck flagged it).
      __syncwarp();
      int moved = 0;
#pragma unroll
      for (int s = 0; s < kSlots; ++s) {
        const int r = j0 + lane + 32 * s;
        const bool mv = pos[s] >= 0 && pos[s] != r;
        const unsigned bal = __ballot_sync(kFullMask, mv);
        if (mv) {
          const int i = moved + __popc(bal & ((1u << lane) - 1));
          s_move[i] = r | pos[s] << 16;
        }
        moved += __popc(bal);
        if (pos[s] < 0) continue;
#pragma unroll
        for (int c = 0; c < PW; ++c)
          if (c < pc) a[pos[s] + (j0 + c) * LD] = p[s][c];
      }
      if (lane == 0) s_moved = moved;
    }
    __syncthreads();

    // A thread per column outside the panel: the interchanges (every read
    // before any write: all in flight at once), then right of the panel
    // U12 := L11^{-1} A12.
    const int j1 = j0 + PW;  // the first column right of the panel
    const int moved = s_moved;
    for (int k = tid; k < n; k += kThreads) {
      if (k >= j0 && k < j1) continue;
      D* const col = a + k * LD;
      D x[2 * PW];  // (2 PW) the moved rows' values, then U12's column
#pragma unroll
      for (int i = 0; i < 2 * PW; ++i)
        if (i < moved) x[i] = col[s_move[i] & 0xffff];
#pragma unroll
      for (int i = 0; i < 2 * PW; ++i)
        if (i < moved) col[s_move[i] >> 16] = x[i];
      if (k < j1) continue;
#pragma unroll
      for (int i = 0; i < PW; ++i)
        if (i < kb) x[i] = col[j0 + i];
#pragma unroll
      for (int i = 1; i < PW; ++i) {
        if (i >= kb) break;
#pragma unroll
        for (int t = 0; t < i; ++t)
          x[i] = fma(-a[j0 + i + (j0 + t) * LD], x[t], x[i]);
        col[j0 + i] = x[i];
      }
    }
    __syncthreads();

    if (m > j1 && n > j1) {  // uniform; then kb == PW
      // Lane: rows j1 + lane + 32 s; warp: groups of kGroup consecutive
      // columns, every kWarps-th group (independent sums: the loads of a
      // group in flight together).
      constexpr int kGroup = 4;
      D l[kSlots][PW];
#pragma unroll
      for (int s = 0; s < kSlots; ++s) {
        const int r = j1 + lane + 32 * s;
#pragma unroll
        for (int t = 0; t < PW; ++t)
          l[s][t] = r < m ? a[r + (j0 + t) * LD] : D(0);
      }
      for (int k0 = j1 + kGroup * warp; k0 < n; k0 += kGroup * kWarps) {
        D acc[kSlots][kGroup];
        int kc[kGroup];  // the group's columns, clamped to the matrix
#pragma unroll
        for (int q = 0; q < kGroup; ++q) kc[q] = k0 + q < n ? k0 + q : n - 1;
#pragma unroll
        for (int s = 0; s < kSlots; ++s) {
          const int r = j1 + lane + 32 * s;
#pragma unroll
          for (int q = 0; q < kGroup; ++q)
            acc[s][q] = r < m ? a[r + kc[q] * LD] : D(0);
        }
#pragma unroll
        for (int t = 0; t < PW; ++t)
#pragma unroll
          for (int q = 0; q < kGroup; ++q) {
            const D u = a[j0 + t + kc[q] * LD];
#pragma unroll
            for (int s = 0; s < kSlots; ++s)
              acc[s][q] = fma(-l[s][t], u, acc[s][q]);
          }
#pragma unroll
        for (int s = 0; s < kSlots; ++s) {
          const int r = j1 + lane + 32 * s;
#pragma unroll
          for (int q = 0; q < kGroup; ++q)
            if (r < m && k0 + q < n) a[r + kc[q] * LD] = acc[s][q];
        }
      }
    }
    __syncthreads();
  }

  for (int e = tid; e < m * n; e += kThreads) {
    const int c = e / m, r = e - c * m;
    g[r + c * ldg] = a[r + c * LD];
  }
  if (pivot) {
    int* const piv_out = ipiv.data(b);
    for (int j = tid; j < mn; j += kThreads) piv_out[j] = offset + s_piv[j] + 1;
  }
  if (warp == 0) {
    // Only the pivot lanes counted replacements.
#pragma unroll
    for (int k = 16; k > 0; k /= 2) nrep += __shfl_xor_sync(kFullMask, nrep, k);
    if (lane == 0) {
      if (zero > 0 && info[b] == 0) info[b] = offset + zero;
      if (!pivot && replaced) replaced[b] += nrep;
    }
  }
}

}  // namespace myriad::cuda
