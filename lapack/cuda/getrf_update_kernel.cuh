// Batched LU, CUDA kernel (internal): a node's update right of a factored
// child in one pass (GetrfTuning::update_node).
//
// The recursion (getrf_driver.hpp) follows a child of jb columns with three
// passes over the columns right of it: the child's interchanges (laswp),
// U12 := L11^{-1} A12 (TRSM) and A22 -= L21 U12 (GEMM), each reading and
// writing the block again. Where the block's rows fit one thread block
// (m <= MR rows, at most NR columns right of a child of at most JB), one
// round trip does all three:
//   pivots  warp 0 composes the child's interchanges into the row map
//           (s_src[r]: the row that ends at position r), each lane tracking
//           the positions of its MR / 32 rows, no barrier per interchange,
//           while the child's columns (unit lower L11 and L21 below it) go
//           to shared memory by cp.async;
//   load    each warp reads its NR / kWarps columns through the map into
//           registers (a row per lane and slot);
//   sweep   for k = 0 ... jb - 1 the lane holding row k publishes it to its
//           warp and every row below subtracts L(q, k) times it: forward
//           substitution on the first jb rows and the rank-jb update of the
//           rest in the same loop (TRSM's and GEMM's operations, each
//           element's products summed in the order of k);
//   store   the rows go back in place.
// The warps share only the child's columns and the map: two barriers
// before the sweep (the pivots, then the map and the columns), none in it.
#pragma once

#include <cuda_runtime.h>

#include <cstdint>

#include "core/cuda/cp_async.cuh"
#include "core/cuda/device_scalar.cuh"
#include "core/cuda/warp_shuffle.cuh"
#include "myriad/batch.hpp"

namespace myriad::cuda {

/// Dynamic shared memory of the update kernel: the child's MR x JB columns.
template <class D, int MR, int JB>
constexpr std::size_t update_smem_bytes() {
  return sizeof(D) * static_cast<std::size_t>(MR) * JB;
}

/// V: rows [j, M) of the node's columns from the child's first one (the
/// child's jb columns, then the block right of it); ipiv: the child's
/// pivots (whole-matrix rows + 1, offset = j). Matrices with info[b] < 0 are
/// skipped; without pivoting (getrf_nopiv) the rows stay in place. One
/// block of kWarps warps per matrix, NR / kWarps columns a warp.
/// Assumptions: V.rows(b) <= MR, jb <= JB, V.cols(b) - jb <= NR.
template <class D, int MR, int JB, int NR, int kWarps, int MB>
__global__ void __launch_bounds__(32 * kWarps, MB)
    getrf_update_kernel(MatrixBatch<D> V, MatrixBatch<int> ipiv, int jb,
                        int offset, bool pivot, const int* info) {
  static_assert(MR % 32 == 0 && NR % kWarps == 0, "whole slots and columns");
  constexpr int kSlots = MR / 32;     // rows a lane holds
  constexpr int kCols = NR / kWarps;  // columns a warp holds
  constexpr int kThreads = 32 * kWarps;
  extern __shared__ __align__(16) unsigned char update_smem[];
  D* const s_l = reinterpret_cast<D*>(update_smem);  // (MR, JB), ld MR
  __shared__ int s_src[MR];
  __shared__ int s_piv[JB];
  // A warp's published row, two buffers: step k + 1 writes the other one,
  // so one __syncwarp a step orders both the write and the reuse.
  __shared__ __align__(16) D s_row[kWarps][2][kCols];

  const int b = blockIdx.x;
  if (info[b] < 0) return;
  const auto ev = V.entry(b);
  const int m = V.rows(ev), right = V.cols(ev) - jb;
  const int kb = m < jb ? m : jb;  // the child's pivots
  // Uniform: one matrix per block.
  if (m == 0 || right <= 0) return;
  const int tid = threadIdx.x, lane = tid % 32;
  const int warp = uniform_warp_index();
  D* const g = V.data(ev);
  const std::int64_t ld = ev.ld;

  // L11 (strictly below its diagonal) and L21; zeros elsewhere.
  for (int e = tid; e < MR * JB; e += kThreads) {
    const int r = e % MR, k = e / MR;
    const bool in = r < m && k < kb && r > k;
    cp_async<sizeof(D)>(s_l + e, in ? g + (r + k * ld) : g,
                        in ? int(sizeof(D)) : 0);
  }
  cp_async_commit();
  if (tid < kb) s_piv[tid] = pivot ? ipiv.data(b)[tid] - 1 - offset : tid;
  __syncthreads();
  if (warp == 0) {
    // pos[i]: the position of row lane + 32 i after the interchanges.
    int pos[kSlots];
#pragma unroll
    for (int i = 0; i < kSlots; ++i) pos[i] = lane + 32 * i;
    for (int t = 0; t < kb; ++t) {
      const int q = s_piv[t];
      if (q == t || q < 0 || q >= m) continue;  // uniform
#pragma unroll
      for (int i = 0; i < kSlots; ++i)
        pos[i] = pos[i] == t ? q : pos[i] == q ? t : pos[i];
    }
#pragma unroll
    for (int i = 0; i < kSlots; ++i)
      if (pos[i] < m) s_src[pos[i]] = lane + 32 * i;
  }
  cp_async_wait<0>();
  __syncthreads();

  // x[i][c]: row lane + 32 i of column warp * kCols + c of the block.
  D x[kSlots][kCols];
  D* const a = g + (jb + warp * kCols) * ld;
  const int cols = right - warp * kCols;  // this warp's columns (may be <= 0)
  if (cols <= 0) return;                  // uniform: no barrier follows
#pragma unroll
  for (int i = 0; i < kSlots; ++i) {
    const int q = lane + 32 * i;
    const int src = q < m ? s_src[q] : 0;
#pragma unroll
    for (int c = 0; c < kCols; ++c)
      x[i][c] = q < m && c < cols ? a[src + c * ld] : D(0);
  }

#pragma unroll
  for (int ks = 0; ks < kSlots; ++ks) {
    if (32 * ks >= kb) break;
    const int steps = kb - 32 * ks < 32 ? kb - 32 * ks : 32;
    for (int kl = 0; kl < steps; ++kl) {
      const int k = 32 * ks + kl;
      D* const row = s_row[warp][k & 1];
      if (lane == kl) {
#pragma unroll
        for (int c = 0; c < kCols; ++c) row[c] = x[ks][c];
      }
      __syncwarp();
      D u[kCols];
#pragma unroll
      for (int c = 0; c < kCols; ++c) u[c] = row[c];
      const D* const lk = s_l + k * MR + lane;
#pragma unroll
      for (int i = ks; i < kSlots; ++i) {
        if (i == ks && lane <= kl) continue;  // row k and the rows above it
        const D l = lk[32 * i];
#pragma unroll
        for (int c = 0; c < kCols; ++c) x[i][c] = fma(-l, u[c], x[i][c]);
      }
    }
  }

#pragma unroll
  for (int i = 0; i < kSlots; ++i) {
    const int q = lane + 32 * i;
    if (q >= m) continue;
#pragma unroll
    for (int c = 0; c < kCols; ++c)
      if (c < cols) a[q + c * ld] = x[i][c];
  }
}

}  // namespace myriad::cuda
