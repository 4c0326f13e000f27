// Narrow TRSM on CUDA (internal): B := alpha op(A)^-1 B for batches whose B
// has few vectors (at most R: columns for Left, rows for Right), of any order
// whose vectors fit in shared memory. This is the solve of getrs/potrs with
// one or a few right-hand sides, where the recursive driver would spend its
// time in GEMMs one or a few columns wide.
//
// One thread block of W warps per matrix holds all of the matrix's vectors in
// shared memory and reads the triangle exactly once, left-looking by blocks
// of 32 rows of M (tri_layout() makes every option combination a lower
// triangular M applied by forward substitution). Each step:
//   1. the block's rows take their sums over the columns already solved,
//        p_i = sum_{j < ib} M(i, j) x_j,
//      reading A in its storage order so that loads coalesce: when M's
//      columns are A's columns (!swap), lane = row and the warps split j
//      (W partial sums per row, added by the solve); when M's rows are A's
//      columns (swap), a warp takes a row, lanes walk j, and a shuffle
//      reduction ends it;
//   2. the 32 x 32 diagonal block, staged in shared memory with its
//      reciprocal diagonal, solved by one warp per vector with lane = row:
//      32 steps of scale, shuffle broadcast and update.
// Two barriers per step; nothing of A is read twice. Against right-looking
// (every row below taking each solved block; H100, eight warps, DTRSM ms),
// left-looking was faster with one vector at every order (0.144 vs 0.245
// at 64, 0.31 vs 0.39 at 512) and with eight up to order 256 (0.31 vs 0.40
// at 64), slower with eight at 512 (0.63 vs 0.32; 0.42 with four warps, the
// table's choice): its step keeps all warps on the block's 32 rows whatever
// the order, where right-looking leaves them idle near the end.
#pragma once

#include <cuda_runtime.h>

#include <cstddef>
#include <cstdint>

#include "blas3/cuda/trsm_cuda_kernels.cuh"
#include "core/cuda/warp_shuffle.cuh"

namespace myriad::cuda {

using myriad::detail::kTriNarrowRows;

/// Assumptions: blockDim.x == 32 * W; dynamic shared memory of
/// tri_narrow_smem(sizeof(S), R, W, ldx) bytes (blas3/tri_tuning.hpp). Matrices
/// whose order exceeds ldx, whose vector count exceeds R, or for which
/// tri_leaf_ok() fails are skipped. Blocks visit matrices grid-stride (64-bit),
/// so any batch count works. Solve only (TRMM keeps the recursive driver).
template <class S, int R, int W>
__global__ void __launch_bounds__(32 * W)
    tri_narrow_kernel(TriLeafParams<S> p, int ldx) {
  constexpr int kNb = kTriNarrowRows, kLdD = kNb + 1;
  constexpr int kVpw = (R + W - 1) / W;  // vectors per warp in the solve
  extern __shared__ __align__(16) unsigned char tri_narrow_smem_raw[];
  S* X = reinterpret_cast<S*>(tri_narrow_smem_raw);  // (ldx, R)
  S* D = X + static_cast<std::size_t>(R) * ldx;      // (32, 33)
  S* P = D + kNb * kLdD;                             // (32, R, W)
  // threadIdx.x / 32, not uniform_warp_index(): with the uniform index
  // ptxas drops the solve's convergence sequences, yet DTRSM n = 256 with
  // one vector ran 5-6% slower (session 53, H200, 0.1727-0.1763 ->
  // 0.1834-0.1846 ms; other orders within noise).
  const int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
  const bool left = p.o.side == Side::Left;
  const bool unit = p.o.diag == Diag::Unit;
  const TriLayout l = p.l;
  const std::int64_t count = p.B.count();

  for (std::int64_t bb = blockIdx.x; bb < count; bb += gridDim.x) {
    const int b = static_cast<int>(bb);
    if (!myriad::detail::tri_leaf_ok(p.o, b, p.A, p.B, ldx)) continue;
    const int r = left ? p.B.rows(b) : p.B.cols(b);
    const int nv = left ? p.B.cols(b) : p.B.rows(b);
    if (r == 0 || nv == 0 || nv > R) continue;
    const S* a = p.A.data(b);
    const int lda = p.A.ld(b);
    const std::int64_t ldb = p.B.ld(b);
    S* y = p.B.data(b);

    // X := alpha B, element i of vector v at X[v * ldx + i]; consecutive
    // threads read consecutive elements of B's columns.
    for (int e = threadIdx.x; e < r * nv; e += blockDim.x) {
      const int i = left ? e % r : e / nv, v = left ? e / r : e % nv;
      const std::int64_t row = l.rev ? r - 1 - i : i;
      X[v * ldx + i] = p.alpha * (left ? y[row + v * ldb] : y[v + row * ldb]);
    }

    for (int ib = 0; ib < r; ib += kNb) {
      const int w = r - ib < kNb ? r - ib : kNb;
      // The diagonal block's lower triangle, walking A's storage
      // contiguously (entries the solve never reads are left unset).
      for (int e = threadIdx.x; e < kNb * kNb; e += blockDim.x) {
        const int fast = e % kNb, slow = e / kNb;
        const int i = l.swap ? slow : fast, j = l.swap ? fast : slow;
        if (i >= w || j >= w || i < j) continue;
        D[i + j * kLdD] =
            i > j  ? tri_elem(l, a, lda, r, ib + i, ib + j)
            : unit ? tri_one<S>()
                   : tri_one<S>() / tri_elem(l, a, lda, r, ib + j, ib + j);
      }
      // Step 1: the rows' sums over the solved columns j < ib (X is
      // complete there: the previous step ended with a barrier).
      if (ib > 0 && !l.swap) {
        S acc[R];
#pragma unroll
        for (int v = 0; v < R; ++v) acc[v] = S(0);
        if (lane < w) {
#pragma unroll 4
          for (int j = warp; j < ib; j += W) {
            const S m = tri_elem(l, a, lda, r, ib + lane, j);
#pragma unroll
            for (int v = 0; v < R; ++v)
              if (v < nv) acc[v] = fma(m, X[v * ldx + j], acc[v]);
          }
        }
#pragma unroll
        for (int v = 0; v < R; ++v) P[(warp * R + v) * kNb + lane] = acc[v];
      } else if (ib > 0) {
        for (int i = warp; i < w; i += W) {
          S acc[R];
#pragma unroll
          for (int v = 0; v < R; ++v) acc[v] = S(0);
#pragma unroll 4
          for (int j = lane; j < ib; j += 32) {
            const S m = tri_elem(l, a, lda, r, ib + i, j);
#pragma unroll
            for (int v = 0; v < R; ++v)
              if (v < nv) acc[v] = fma(m, X[v * ldx + j], acc[v]);
          }
#pragma unroll
          for (int v = 0; v < R; ++v) {
            if (v < nv) {
              const S sum = warp_sum(acc[v]);
              if (lane == 0) X[v * ldx + ib + i] = X[v * ldx + ib + i] - sum;
            }
          }
        }
      }
      __syncthreads();
      // Step 2: warp `warp` solves vectors warp, warp + W, ...; lanes >= w
      // carry values that are never stored or broadcast.
      if (warp < nv) {
        S x[kVpw];
#pragma unroll
        for (int t = 0; t < kVpw; ++t) {
          const int v = warp + t * W;
          x[t] = S(0);
          if (v < nv && lane < w) {
            x[t] = X[v * ldx + ib + lane];
            if (ib > 0 && !l.swap)
              for (int q = 0; q < W; ++q)
                x[t] = x[t] - P[(q * R + v) * kNb + lane];
          }
        }
#pragma unroll
        for (int j = 0; j < kNb; ++j) {
          if (j < w) {
            const S d = D[j * (kLdD + 1)];
            const S m = lane > j && lane < w ? D[lane + j * kLdD] : S(0);
#pragma unroll
            for (int t = 0; t < kVpw; ++t) {
              if (lane == j) x[t] = d * x[t];
              const S xj = shfl(x[t], j);
              x[t] = fma(-m, xj, x[t]);
            }
          }
        }
#pragma unroll
        for (int t = 0; t < kVpw; ++t) {
          const int v = warp + t * W;
          if (v < nv && lane < w) X[v * ldx + ib + lane] = x[t];
        }
      }
      __syncthreads();
    }

    for (int e = threadIdx.x; e < r * nv; e += blockDim.x) {
      const int i = left ? e % r : e / nv, v = left ? e / r : e % nv;
      const std::int64_t row = l.rev ? r - 1 - i : i;
      (left ? y[row + v * ldb] : y[v + row * ldb]) = X[v * ldx + i];
    }
    __syncthreads();  // the next matrix reuses X
  }
}

}  // namespace myriad::cuda
