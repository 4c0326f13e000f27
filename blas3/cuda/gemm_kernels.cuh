// Batched GEMM kernels (internal): the argument-check pass, the tiny-matrix
// kernel and the batched tile kernel built on gemm_device.cuh. Launch and
// selection logic: gemm_launch.cuh.
#pragma once

#include <cstdint>

#include "blas3/cuda/gemm_device.cuh"
#include "blas3/gemm_check.hpp"
#include "core/cuda/cp_async.cuh"
#include "core/queue_impl.hpp"

namespace myriad::cuda {

/// Everything a batched GEMM kernel needs, passed by value (kernel scalars).
template <class T>
struct GemmParams {
  Op opa, opb;
  T alpha, beta;
  MatrixBatch<const T> A, B;
  MatrixBatch<T> C;
  int count;

  // The per-matrix view of the argument-check pass (batch_check_pass).
  __device__ int validate(int b) const {
    return myriad::detail::gemm_validate(opa, opb, b, A, B, C);
  }
  __device__ void sizes(int b, int& m, int& n, int& k) const {
    const auto d = myriad::detail::gemm_dims(opa, b, A, C);
    m = d.m;
    n = d.n;
    k = d.k;
  }
};

/// Size class of matrix b: max(m, n, k). A launch serving classes (lo, hi]
/// skips the others, so that one batch is split over several kernels.
__device__ __forceinline__ int gemm_size_class(
    const myriad::detail::GemmDims& d) {
  const int s = d.m > d.n ? d.m : d.n;
  return s > d.k ? s : d.k;
}

template <class T>
__device__ __forceinline__ TileArgs<T> tile_args(
    const GemmParams<T>& p, const myriad::detail::GemmEntries<T>& e,
    const myriad::detail::GemmDims& d) {
  return {d.m,           d.n,    d.k,   p.alpha, p.A.data(e.a), e.a.ld, p.opa,
          p.B.data(e.b), e.b.ld, p.opb, p.beta,  p.C.data(e.c), e.c.ld};
}

// ---------------------------------------------------------------------------
// Tiny matrices: kThreads / TPM matrices per block, TPM threads per matrix.
// Assumptions: blockDim.x == THREADS; the matrices served have
// max(m, n, k) <= MAXN (larger ones, and those outside the size classes
// (lo, hi], are skipped); any op pair and ld; elements aligned to their size
// (as every kernel's loads of T assume).
// Each group copies op(A) (m x k) and op(B) (k x n) whole into shared memory
// by cp.async (coalesced along the stored matrix; no staging registers, so
// that more blocks fit an SM: a latency-bound kernel), loads its part of C
// into its accumulators meanwhile, then computes a 2 x (MAXN * MAXN / (2 *
// TPM)) register block of C = beta C + sum_l (alpha op(A)(:, l)) op(B)(l, :)
// from shared memory (conjugation applied as op(A), op(B) are read).
template <int MAXN, int TPM, int THREADS, int MINBLOCKS, int COPY_UNROLL,
          class T>
__global__ void __launch_bounds__(THREADS, MINBLOCKS)
    gemm_tiny_kernel(GemmParams<T> p, int lo, int hi) {
  constexpr int kMpb = THREADS / TPM;          // matrices per block
  constexpr int kLdA = MAXN, kLdB = MAXN + 1;  // (MAXN, MAXN) per matrix
  constexpr int kPer = (MAXN * MAXN + TPM - 1) / TPM;  // elements per thread
  constexpr int kUnroll = COPY_UNROLL > 0 ? COPY_UNROLL : kPer;
  __shared__ T As[kMpb][MAXN * kLdA];
  __shared__ T Bs[kMpb][MAXN * kLdB];

  const int grp = threadIdx.x / TPM, lt = threadIdx.x % TPM;
  const std::int64_t bl = static_cast<std::int64_t>(blockIdx.x) * kMpb + grp;
  const int b = static_cast<int>(bl);
  myriad::detail::GemmDims d{0, 0, 0};
  myriad::detail::GemmEntries<T> ent{};
  bool active = false;
  if (bl < p.count) {
    ent = myriad::detail::gemm_entries(b, p.A, p.B, p.C);
    d = myriad::detail::gemm_dims(p.opa, p.A, p.C, ent);
    const int s = gemm_size_class(d);
    active =
        s > lo && s <= hi && d.m > 0 && d.n > 0 &&
        myriad::detail::gemm_validate(p.opa, p.opb, p.A, p.B, p.C, ent) == 0;
  }
  const int k = active && !is_zero(p.alpha) ? d.k : 0;
  const bool read_c = !is_zero(p.beta);
  // e / d for e < MAXN^2, d <= MAXN by multiply-shift by ceil(2^16 / d):
  // exact while e (d - 1) < 2^16.
  static_assert(MAXN * MAXN * (MAXN - 1) < 65536, "divmod is not exact");
  auto divmod = [](int e, int dv, int inv, int& qt, int& rm) {
    qt = (e * inv) >> 16;
    rm = e - qt * dv;
  };

  // Register blocking of C: thread (tr, tc) = (lt % kTR, lt / kTR) owns rows
  // tr + a * kTR (a < 2) and columns tc + c * kTC (c < kRB), so that each
  // shared value it reads feeds 2 or kRB FMAs.
  constexpr int kTR = MAXN / 2, kTC = TPM / kTR, kRB = MAXN / kTC;
  static_assert(kTR * kTC == TPM && kRB * kTC == MAXN,
                "the threads of a matrix must tile it in 2 x kRB blocks");
  const int tr = lt % kTR, tc = lt / kTR;
  T acc[2][kRB];
#pragma unroll
  for (int a = 0; a < 2; ++a)
#pragma unroll
    for (int cb = 0; cb < kRB; ++cb) acc[a][cb] = T(0);
  if (active) {
    const T* A = p.A.data(ent.a);
    const T* B = p.B.data(ent.b);
    const int lda = ent.a.ld, ldb = ent.b.ld, ldc = ent.c.ld;
    const T* C = p.C.data(ent.c);
    // Stored A is (m, k) for NoTrans, (k, m) otherwise.
    const int ar = p.opa == Op::NoTrans ? d.m : k;
    const int br = p.opb == Op::NoTrans ? k : d.n;
    const int air = ar > 0 ? (65536 + ar - 1) / ar : 0;
    const int bir = br > 0 ? (65536 + br - 1) / br : 0;
#pragma unroll kUnroll
    for (int r = 0; r < kPer; ++r) {
      const int e = lt + r * TPM;
      int c, rr;
      if (e < d.m * k) {
        divmod(e, ar, air, c, rr);
        // op(A)(i, l) at As[i + l * kLdA]
        T* dst = p.opa == Op::NoTrans ? &As[grp][rr + c * kLdA]
                                      : &As[grp][c + rr * kLdA];
        cp_async<sizeof(T)>(dst, A + rr + static_cast<std::int64_t>(c) * lda,
                            sizeof(T));
      }
      if (e < k * d.n) {
        divmod(e, br, bir, c, rr);
        // op(B)(l, j) at Bs[l + j * kLdB]
        T* dst = p.opb == Op::NoTrans ? &Bs[grp][rr + c * kLdB]
                                      : &Bs[grp][c + rr * kLdB];
        cp_async<sizeof(T)>(dst, B + rr + static_cast<std::int64_t>(c) * ldb,
                            sizeof(T));
      }
    }
    cp_async_commit();
    if (read_c) {
#pragma unroll
      for (int cb = 0; cb < kRB; ++cb)
#pragma unroll
        for (int a = 0; a < 2; ++a) {
          const int i = tr + a * kTR, j = tc + cb * kTC;
          if (i < d.m && j < d.n)
            acc[a][cb] = C[i + static_cast<std::int64_t>(j) * ldc];
        }
    }
    cp_async_wait<0>();
  }
  __syncthreads();
  if (!active) return;
  // After the barrier, so that the loads of C are in flight together.
  if (read_c) {
#pragma unroll
    for (int a = 0; a < 2; ++a)
#pragma unroll
      for (int cb = 0; cb < kRB; ++cb) acc[a][cb] = p.beta * acc[a][cb];
  }
  // Shared entries outside (m, k) and (k, n) are never written: l < k keeps
  // them out of the sums, and rows / columns past m / n are not stored.
  const bool conj_a = p.opa == Op::ConjTrans, conj_b = p.opb == Op::ConjTrans;
#pragma unroll
  for (int l = 0; l < MAXN; ++l) {
    if (l < k) {
      T av[2], bv[kRB];
#pragma unroll
      for (int a = 0; a < 2; ++a) {
        const T v = As[grp][tr + a * kTR + l * kLdA];
        av[a] = p.alpha * (conj_a ? conj(v) : v);
      }
#pragma unroll
      for (int cb = 0; cb < kRB; ++cb) {
        const T v = Bs[grp][l + (tc + cb * kTC) * kLdB];
        bv[cb] = conj_b ? conj(v) : v;
      }
#pragma unroll
      for (int a = 0; a < 2; ++a)
#pragma unroll
        for (int cb = 0; cb < kRB; ++cb)
          acc[a][cb] = fma(av[a], bv[cb], acc[a][cb]);
    }
  }
  T* C = p.C.data(ent.c);
  const int ldc = ent.c.ld;
#pragma unroll
  for (int cb = 0; cb < kRB; ++cb)
#pragma unroll
    for (int a = 0; a < 2; ++a) {
      const int i = tr + a * kTR, j = tc + cb * kTC;
      if (i < d.m && j < d.n)
        C[i + static_cast<std::int64_t>(j) * ldc] = acc[a][cb];
    }
}

// ---------------------------------------------------------------------------
// Batched tiles: one block per (matrix, tile), linearized as
// L = blockIdx.x + blockIdx.y * gridDim.x, matrix L / tiles, tile L % tiles
// (tiles of a matrix are adjacent, so its panels are reused from L2).
// Assumptions: blockDim.x == Tile::kThreads; tiles_m * tiles_n tiles cover
// the largest C served; blocks whose tile lies outside their matrix, whose
// matrix is outside size classes (lo, hi], or whose matrix is invalid exit at
// once.
template <class Tile, class T>
__global__ void __launch_bounds__(Tile::kThreads, Tile::kMinBlocks)
    gemm_tile_kernel(GemmParams<T> p, int tiles_m, int tiles_n,
                     std::int64_t total, int lo, int hi) {
  __shared__ alignas(16) char smem[Tile::template smem_bytes<T>()];
  const std::int64_t L =
      blockIdx.x + static_cast<std::int64_t>(blockIdx.y) * gridDim.x;
  if (L >= total) return;
  const std::int64_t tiles = static_cast<std::int64_t>(tiles_m) * tiles_n;
  const int b = static_cast<int>(L / tiles);
  const int t = static_cast<int>(L - static_cast<std::int64_t>(b) * tiles);
  const int tm = t % tiles_m, tn = t / tiles_m;
  const auto ent = myriad::detail::gemm_entries(b, p.A, p.B, p.C);
  const auto d = myriad::detail::gemm_dims(p.opa, p.A, p.C, ent);
  if (tm * Tile::kBM >= d.m || tn * Tile::kBN >= d.n) return;
  const int s = gemm_size_class(d);
  if (s <= lo || s > hi) return;
  if (myriad::detail::gemm_validate(p.opa, p.opb, p.A, p.B, p.C, ent) != 0)
    return;
  gemm_tile<Tile>(tile_args(p, ent, d), tm, tn, smem);
}

}  // namespace myriad::cuda
