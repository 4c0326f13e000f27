// Cholesky of one 64 x 64 double block per block of threads, by panels of 8
// columns (internal): the diagonal blocks of the blocked path and the
// recursive driver's last fused step (potrf_launch.cuh picks it over
// potrf_tile_kernel there). Launched with kPotrfPanel threads (two warps).
//
// Why panels: potrf_tile_kernel takes 64 steps of one column, each a barrier
// of the block, a reciprocal square root and a rank-1 update spread over
// both warps; at 10-11 warps an SM those steps issue one instruction every
// 8-9 cycles a warp and are most of the diagonal kernels' time (ncu, n = 192
// lower, potrf_tuning.hpp). Here the lower half of the block stays in the two
// warps' registers as the FP64 tensor cores' accumulators (the same 20 blocks
// of 16 x 8 as its update, product_mma), one warp factors each panel of 8
// columns with shuffles and no barrier, and the rank-8 update of the blocks
// right of it is two mma steps: 16 barriers in all instead of 64.
#pragma once

#include <cuda_runtime.h>

#include <cstdint>

#include "blas3/cuda/gemm_device.cuh"
#include "core/cuda/cp_async.cuh"
#include "core/cuda/warp_shuffle.cuh"
#include "lapack/cuda/potrf_inverse.cuh"
#include "lapack/cuda/potrf_kernels.cuh"

namespace myriad::cuda {

/// The update of potrf_block_kernel on the FP64 tensor cores: P := V V^T
/// over the lower half of P in blocks of 16 x 8, V of n <= 64 rows and K
/// columns (the view W is A21 = V, lower, or A12 = V^T, upper), left in the
/// accumulators. The 20 blocks that hold P's lower triangle go to the two
/// warps 10 and 10: warp 0 takes row blocks 3 and 0 (8 + 2 blocks), warp 1
/// row blocks 2 and 1 (6 + 4).
/// V goes through shared memory kChunk columns at a time by cp.async, kStages
/// chunks in flight, in the layout the fragment reads want: lower by columns
/// (V(r, k) at k kLdLower + r, as A21 lies in memory), upper by rows (V(r, k)
/// at r kLdUpper + k, as A12 lies); either padding keeps the reads of a
/// fragment in distinct banks.
namespace potrf_mma {
inline constexpr int kChunk = 16, kStages = 3;
inline constexpr int kLdLower = kPotrfPanel + 4, kLdUpper = kChunk + 4;
template <bool kUpper>
constexpr int stage_elems() {
  return kUpper ? kPotrfPanel * kLdUpper : kChunk * kLdLower;
}
template <bool kUpper>
constexpr std::size_t smem_bytes() {
  return sizeof(double) * kStages * stage_elems<kUpper>();
}
template <bool kUpper>
__device__ __forceinline__ double v_at(const double* st, int r, int k) {
  return kUpper ? st[r * kLdUpper + k] : st[k * kLdLower + r];
}
/// acc += V(rows of blocks RB and RS) V(rows of blocks cb)^T over a chunk.
template <bool kUpper, int RB, int RS>
__device__ __forceinline__ void mma_chunk(double (&acc)[10][4],
                                          const double* st, int g, int q) {
  constexpr int NB = 2 * RB + 2, NS = 2 * RS + 2;
  static_assert(NB + NS == 10, "ten blocks a warp");
#pragma unroll
  for (int kk = 0; kk < kChunk; kk += 4) {
    const int k = kk + q;
    const double b0 = v_at<kUpper>(st, 16 * RB + g, k);
    const double b1 = v_at<kUpper>(st, 16 * RB + 8 + g, k);
    const double s0 = v_at<kUpper>(st, 16 * RS + g, k);
    const double s1 = v_at<kUpper>(st, 16 * RS + 8 + g, k);
    double bv[NB];
#pragma unroll
    for (int cb = 0; cb < NB; ++cb) bv[cb] = v_at<kUpper>(st, 8 * cb + g, k);
#pragma unroll
    for (int cb = 0; cb < NB; ++cb)
      detail::mma_f64_m16n8k4(acc[cb], b0, b1, bv[cb]);
#pragma unroll
    for (int cb = 0; cb < NS; ++cb)
      detail::mma_f64_m16n8k4(acc[NB + cb], s0, s1, bv[cb]);
  }
}
}  // namespace potrf_mma

/// acc := the warp's ten blocks of P = V V^T (warp 0: row blocks 3 and 0,
/// warp 1: 2 and 1, as mma_chunk numbers them), V as above, through s_raw
/// (smem_bytes<kUpper>()), which is free again on return.
template <bool kUpper>
__device__ __forceinline__ void product_mma(const MatrixBatch<const double>& W,
                                            int b, int n, unsigned char* s_raw,
                                            double (&acc)[10][4]) {
  using namespace potrf_mma;
  constexpr int NB = kPotrfPanel, kThreads = NB;
  const int tid = threadIdx.x, warp = tid / 32, lane = tid % 32;
  const int g = lane / 4, q = lane % 4;
  const int K = kUpper ? W.rows(b) : W.cols(b);
  const double* w = W.data(b);
  const std::int64_t ldw = W.ld(b);
  double* st = reinterpret_cast<double*>(s_raw);
  auto copy_chunk = [&](int c) {
    if (c * kChunk < K) {
      double* dst = st + (c % kStages) * stage_elems<kUpper>();
      const int k0 = c * kChunk;
#pragma unroll
      for (int j = 0; j < NB * kChunk / kThreads; ++j) {
        // Consecutive threads read consecutive addresses: down a column of
        // A21, along a column of A12.
        const int e = tid + kThreads * j;
        const int r = kUpper ? e / kChunk : e % NB;
        const int kk = kUpper ? e % kChunk : e / NB;
        const bool in = r < n && k0 + kk < K;
        const double* src =
            kUpper ? w + (k0 + kk) + r * ldw : w + r + (k0 + kk) * ldw;
        cp_async<8>(dst + (kUpper ? r * kLdUpper + kk : kk * kLdLower + r),
                    in ? src : w, in ? 8 : 0);
      }
    }
    cp_async_commit();
  };
#pragma unroll
  for (int j = 0; j < 10; ++j)
#pragma unroll
    for (int h = 0; h < 4; ++h) acc[j][h] = 0.0;
  const int chunks = K > 0 ? (K + kChunk - 1) / kChunk : 0;
#pragma unroll
  for (int c = 0; c < kStages - 1; ++c) copy_chunk(c);
  for (int c = 0; c < chunks; ++c) {
    cp_async_wait<kStages - 2>();
    __syncthreads();  // chunk c visible; chunk c - 1's stage is free
    copy_chunk(c + kStages - 1);
    const double* cur = st + (c % kStages) * stage_elems<kUpper>();
    if (warp == 0)
      mma_chunk<kUpper, 3, 0>(acc, cur, g, q);
    else
      mma_chunk<kUpper, 2, 1>(acc, cur, g, q);
  }
  cp_async_wait<0>();
  __syncthreads();  // every stage read: the area is free
}

namespace potrf_block {

/// Columns of a panel.
inline constexpr int kPanel = 8;

/// Block j of the warp whose blocks are row block RB (columns 0...2 RB + 1)
/// then row block RS (as potrf_mma::mma_chunk numbers them).
template <int RB, int RS>
struct Blocks {
  static constexpr int kNB = 2 * RB + 2, kNS = 2 * RS + 2;
  static_assert(kNB + kNS == 10, "ten blocks a warp");
  static constexpr int rb(int j) { return j < kNB ? RB : RS; }
  static constexpr int cb(int j) { return j < kNB ? j : j - kNB; }
};

/// Upper: U's triangle of order n into s.l (s.l[c][r] = U(c, r) = L'(r, c))
/// by cp.async, thread c element c of each column of U: the reads coalesce,
/// where one load of a warp in the accumulators' layout takes 8 bytes from
/// each of 32 places. (Lower, whose loads in that layout take 64 bytes from
/// each of 4 columns, staged the same way: DPOTRF n = 64 / 128 / 192 1-2%
/// slower, session 25.)
__device__ __forceinline__ void stage_upper(PotrfInverseSmem& s,
                                            const double* p, std::int64_t ld,
                                            int n) {
  const int c = threadIdx.x;
  for (int r = c; r < n; ++r) cp_async<8>(&s.l[c][r], p + c + r * ld, 8);
  cp_async_commit();
  cp_async_wait<0>();
  __syncthreads();
}

/// acc := A - acc (kUpdate) or A on the warp's blocks, lower half of L' (L
/// from memory, or U^T from s.l after stage_upper); past the order n, the
/// identity. Entries above the diagonal are left arbitrary (never read as L'
/// entries).
template <bool kUpper, bool kUpdate, int RB, int RS>
__device__ __forceinline__ void load(double (&acc)[10][4], const double* p,
                                     std::int64_t ld, int n,
                                     const PotrfInverseSmem& s, int g, int q) {
  using B = Blocks<RB, RS>;
#pragma unroll
  for (int j = 0; j < 10; ++j)
#pragma unroll
    for (int h = 0; h < 4; ++h) {
      const int r = 16 * B::rb(j) + 8 * (h / 2) + g;
      const int c = 8 * B::cb(j) + 2 * q + h % 2;
      double v = r == c ? 1.0 : 0.0;
      if (c <= r && r < n) v = kUpper ? s.l[c][r] : p[r + c * ld];
      acc[j][h] = kUpdate ? v - acc[j][h] : v;
    }
}

/// The warp's blocks in column block pc into s.l (s.l[c][r] = L'(r, c)).
template <int RB, int RS>
__device__ __forceinline__ void dump(const double (&acc)[10][4],
                                     PotrfInverseSmem& s, int pc, int g,
                                     int q) {
  using B = Blocks<RB, RS>;
#pragma unroll
  for (int j = 0; j < 10; ++j)
    if (B::cb(j) == pc) {
#pragma unroll
      for (int h = 0; h < 4; ++h)
        s.l[8 * B::cb(j) + 2 * q + h % 2][16 * B::rb(j) + 8 * (h / 2) + g] =
            acc[j][h];
    }
}

/// The blocks right of panel pc -= L'(:, panel) L'(:, panel)^T, the panel
/// factored in s.l: two 16 x 8 x 4 mma steps a block.
template <int RB, int RS>
__device__ __forceinline__ void update(double (&acc)[10][4],
                                       const PotrfInverseSmem& s, int pc, int g,
                                       int q) {
  using B = Blocks<RB, RS>;
#pragma unroll
  for (int kk = 0; kk < kPanel; kk += 4) {
    const int k = kPanel * pc + kk + q;
    const double b0 = -s.l[k][16 * RB + g], b1 = -s.l[k][16 * RB + 8 + g];
    const double s0 = -s.l[k][16 * RS + g], s1 = -s.l[k][16 * RS + 8 + g];
#pragma unroll
    for (int cb = 0; cb < B::kNB; ++cb)
      if (cb > pc) {
        const double bv = s.l[k][8 * cb + g];
        detail::mma_f64_m16n8k4(acc[cb], b0, b1, bv);
        if (cb < B::kNS) detail::mma_f64_m16n8k4(acc[B::kNB + cb], s0, s1, bv);
      }
  }
}

/// One warp factors panel pc (columns c0 = 8 pc..., rows c0...63 of s.l,
/// lane l holding rows c0 + l and c0 + l + 32) by right-looking steps of one
/// column, the pivot and the panel's rows broadcast by shuffles; writes the
/// panel back to s.l (zeros above the diagonal) and, lower, its part of L
/// inside the order n to memory (rows by lanes: the stores coalesce; upper,
/// store_upper writes U at the end). Returns 0, or c + 1 for the first column c
/// whose pivot is not positive (or NaN), uniform over the warp (the columns
/// from c on are then left as they were at that step).
template <bool kUpper>
__device__ __forceinline__ int factor_panel(PotrfInverseSmem& s, int pc,
                                            int lane, double* p,
                                            std::int64_t ld, int n) {
  constexpr int NB = kPotrfPanel, P = kPanel;
  const int c0 = P * pc, r0 = c0 + lane, r1 = r0 + 32;
  const bool has0 = r0 < NB, has1 = r1 < NB;
  double x[2][P];
#pragma unroll
  for (int c = 0; c < P; ++c) {
    x[0][c] = has0 ? s.l[c0 + c][r0] : 0.0;
    x[1][c] = has1 ? s.l[c0 + c][r1] : 0.0;
  }
  int fail = 0;
#pragma unroll
  for (int k = 0; k < P; ++k) {
    const double d = shfl(x[0][k], k);  // L'(c0 + k, c0 + k), updated
    if (!(d > 0.0)) {                   // also NaN; uniform over the warp
      fail = c0 + k + 1;
      break;
    }
    const double inv = rsqrt(d);
    x[0][k] = lane == k ? d * inv : x[0][k] * inv;
    x[1][k] *= inv;
#pragma unroll
    for (int j = k + 1; j < P; ++j) {
      const double ljk = shfl(x[0][k], j);  // L'(c0 + j, c0 + k)
      x[0][j] = fma(-x[0][k], ljk, x[0][j]);
      x[1][j] = fma(-x[1][k], ljk, x[1][j]);
    }
  }
#pragma unroll
  for (int c = 0; c < P; ++c) {
    const int col = c0 + c;
    if (r0 < col) x[0][c] = 0.0;  // above the diagonal
    if (has0) s.l[col][r0] = x[0][c];
    if (has1) s.l[col][r1] = x[1][c];
    if (!kUpper && col < n) {
      if (r0 >= col && r0 < n) p[r0 + col * ld] = x[0][c];
      if (r1 < n) p[r1 + col * ld] = x[1][c];
    }
  }
  return fail;
}

/// Upper: U(c, r) := s.l[c][r] for c < c_end, c <= r < n (the factored
/// panels), warp w columns w, w + 2, ... of U, lane c element c: the stores
/// coalesce.
__device__ __forceinline__ void store_upper(const PotrfInverseSmem& s,
                                            double* p, std::int64_t ld, int n,
                                            int c_end) {
  const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  for (int r = warp; r < n; r += 2)
    for (int c = lane; c <= r && c < c_end; c += 32) p[c + r * ld] = s.l[c][r];
}

}  // namespace potrf_block

/// Cholesky of one matrix of order n <= kPotrfPanel per block of kPotrfPanel
/// threads, double: A := chol(A) (lower) or its upper counterpart, only the
/// uplo triangle read and written. kUpdate: A := chol(A - W W^T) (lower,
/// W = A21 of n rows) or chol(A - W^T W) (upper, W = A12 of n columns), W W^T
/// on the tensor cores (product_mma). kInverse: a matrix factored to its full
/// order kPotrfPanel also gets Z[b] := L'^-1 (potrf_invert_block), L' = L or
/// U^T. info and mask as potrf_tile_kernel (potrf_fused_order). A matrix that
/// fails at column c (info c + 1) has its columns before c's panel and that
/// panel written (the panel as it stood at step c); the columns after the
/// panel keep their input.
template <bool kUpper, bool kUpdate, bool kInverse, int kMinBlocks>
__global__ void __launch_bounds__(kPotrfPanel, kMinBlocks)
    potrf_block_kernel(MatrixBatch<double> A, MatrixBatch<const double> W,
                       int* info, int offset, int* mask, double* Z) {
  using namespace potrf_block;
  constexpr int NB = kPotrfPanel;
  static_assert(NB == 64 && NB % kPanel == 0,
                "two warps of ten 16 x 8 blocks cover a block of 64");
  constexpr std::size_t kMmaBytes =
      kUpdate ? potrf_mma::smem_bytes<kUpper>() : 0;
  constexpr std::size_t kBytes = kMmaBytes > sizeof(PotrfInverseSmem)
                                     ? kMmaBytes
                                     : sizeof(PotrfInverseSmem);
  __shared__ __align__(16) unsigned char s_raw[kBytes];
  __shared__ int s_fail;
  const int tid = threadIdx.x, warp = tid / 32, lane = tid % 32;
  const int g = lane / 4, q = lane % 4;
  const int b = static_cast<int>(blockIdx.x);
  int code = 0;
  const int n = potrf_fused_order<double, NB>(A, b, info, mask, &code);
  if (n == 0) {  // uniform over the block: one matrix per block
    if (tid == 0 && mask == nullptr) info[b] = code;
    return;
  }
  double* p = A.data(b);
  const std::int64_t ld = A.ld(b);

  double acc[10][4];
  if constexpr (kUpdate) product_mma<kUpper>(W, b, n, s_raw, acc);
  auto& s = *reinterpret_cast<PotrfInverseSmem*>(s_raw);
  if constexpr (kUpper) stage_upper(s, p, ld, n);
  if (warp == 0)
    load<kUpper, kUpdate, 3, 0>(acc, p, ld, n, s, g, q);
  else
    load<kUpper, kUpdate, 2, 1>(acc, p, ld, n, s, g, q);
  if constexpr (kUpper) __syncthreads();  // s.l read before the panels

  int fail = 0, pc = 0;
  const int panels = (n + kPanel - 1) / kPanel;
  for (; pc < panels; ++pc) {
    if (warp == 0)
      dump<3, 0>(acc, s, pc, g, q);
    else
      dump<2, 1>(acc, s, pc, g, q);
    __syncthreads();  // panel pc complete in s.l
    if (warp == 0) {
      const int f = factor_panel<kUpper>(s, pc, lane, p, ld, n);
      if (lane == 0) s_fail = f;
    }
    __syncthreads();  // panel pc factored (read before the next write)
    fail = s_fail;
    if (fail) break;  // uniform
    if (warp == 0)
      update<3, 0>(acc, s, pc, g, q);
    else
      update<2, 1>(acc, s, pc, g, q);
  }
  if constexpr (kUpper) store_upper(s, p, ld, n, fail ? kPanel * (pc + 1) : n);
  if (tid == 0) {
    if (mask == nullptr) {
      info[b] = fail;
    } else if (fail) {
      info[b] = offset + fail;
      mask[b] = 0;
    }
  }
  if constexpr (kInverse) {
    if (fail || n < NB) return;  // uniform; such a block has nothing below
    if constexpr (kUpper) __syncthreads();  // s.l stored before it is reused
    potrf_invert_block(s, Z + static_cast<std::int64_t>(b) * NB * NB);
  }
}

}  // namespace myriad::cuda
