// Batched SYRK/HERK/SYR2K/HER2K on CUDA (internal): the tiny-matrix kernel,
// the triangular tile kernel built on the GEMM device routine
// (gemm_device.cuh), selection from syrk_tuning_sm90.hpp and launches.
// Instantiated per precision by syrk_cuda_{s,d,c,z}.cu.
//
// Only the referenced triangle of C is read and written: tiles of the other
// triangle are never launched (the grid enumerates the triangle's tiles),
// diagonal tiles mask their reads and writes of C element by element, and the
// tiny kernel touches triangle elements only.
#pragma once

#include <cuda_runtime.h>

#include <algorithm>
#include <climits>
#include <cmath>
#include <cstdint>
#include <string>
#include <type_traits>

#include "blas3/cuda/gemm_device.cuh"
#include "blas3/cuda/sym_check.cuh"
#include "blas3/cuda/syrk_tuning_sm90.hpp"
#include "blas3/syrk_backend.hpp"
#include "blas3/syrk_check.hpp"
#include "core/cuda/cuda_check.hpp"

namespace myriad::cuda {

/// Everything a rank-k kernel needs, passed by value (kernel scalars):
///   C := alpha op(A) cj(op(B))^T [+ alpha2 op(B) cj(op(A))^T] + beta C
/// with op(X) = X or cj(X)^T (trans), cj = conj when herm; B is A for the
/// rank-k updates (two false).
template <class T>
struct RankKParams {
  Uplo uplo;
  bool trans, herm, two;
  T alpha, alpha2, beta;
  MatrixBatch<const T> A, B;
  MatrixBatch<T> C;
  int count;

  __device__ int validate(int b) const {
    return myriad::detail::rankk_validate(trans, two, b, A, B, C);
  }
  __device__ void sizes(int b, int& m, int& n, int& k) const {
    const auto d = myriad::detail::rankk_dims(trans, b, A, C);
    m = n = d.n;
    k = d.k;
  }
  /// Op of the stored A (or B) as the left factor of a GEMM, and of the other
  /// as the right factor: left op(X), right cj(op(Y))^T.
  __device__ Op left_op() const {
    return trans ? (herm ? Op::ConjTrans : Op::Trans) : Op::NoTrans;
  }
  __device__ Op right_op() const {
    return trans ? Op::NoTrans : (herm ? Op::ConjTrans : Op::Trans);
  }
  /// True when matrix b's update leaves C as it is (BLAS's quick return:
  /// alpha == 0 or k == 0, and beta == 1).
  __device__ bool noop(int k) const {
    return (k == 0 || is_zero(alpha)) && beta == T(1);
  }
};

/// Size class of a matrix: max(n, k); a launch serving (lo, hi] skips others.
__device__ __forceinline__ int rankk_size_class(int n, int k) {
  return n > k ? n : k;
}

// ---------------------------------------------------------------------------
// Tiny matrices: THREADS / TPM matrices per block, TPM threads per matrix.
// Assumptions: blockDim.x == THREADS; the matrices served have n <= MAXN and
// k <= MAXN (the others, and those outside size classes (lo, hi], are
// skipped); any ld. op(A) and op(B) (n x k) are staged in shared memory in
// normal form X(i, l) (conjugation of the transposed forms resolved in the
// load); each thread then computes triangle elements e = lt, lt + TPM, ...
// of the n x n square, skipping those outside the triangle.
template <int MAXN, int TPM, int THREADS, class T>
__global__ void __launch_bounds__(THREADS)
    rankk_tiny_kernel(RankKParams<T> p, int lo, int hi) {
  constexpr int kMpb = THREADS / TPM;  // matrices per block
  constexpr int kLd = MAXN + 1;        // (MAXN, MAXN) per operand, padded
  __shared__ T Xs[kMpb][MAXN * kLd];
  __shared__ T Ys[kMpb][MAXN * kLd];

  const int grp = threadIdx.x / TPM, lt = threadIdx.x % TPM;
  const std::int64_t bl = static_cast<std::int64_t>(blockIdx.x) * kMpb + grp;
  const int b = static_cast<int>(bl);
  int n = 0, k = 0;
  bool active = false;
  if (bl < p.count) {
    const auto d = myriad::detail::rankk_dims(p.trans, b, p.A, p.C);
    n = d.n;
    k = d.k;
    const int s = rankk_size_class(n, k);
    active = s > lo && s <= hi && n > 0 && p.validate(b) == 0 && !p.noop(k);
  }
  if (is_zero(p.alpha)) k = 0;
  if (active && k > 0) {
    const T* A = p.A.data(b);
    const T* B = p.B.data(b);
    const int lda = p.A.ld(b), ldb = p.B.ld(b);
    // Element e of the stored operand: (r, c) with r fastest (coalesced);
    // stored A is n x k (normal) or k x n (trans).
    const int rows = p.trans ? k : n;
    for (int e = lt; e < n * k; e += TPM) {
      const int c = e / rows, r = e - c * rows;
      const int i = p.trans ? c : r, l = p.trans ? r : c;
      T x = A[r + static_cast<std::int64_t>(c) * lda];
      if (p.trans && p.herm) x = conj(x);
      Xs[grp][i + l * kLd] = x;
      if (p.two) {
        T y = B[r + static_cast<std::int64_t>(c) * ldb];
        if (p.trans && p.herm) y = conj(y);
        Ys[grp][i + l * kLd] = y;
      }
    }
  }
  __syncthreads();
  if (!active) return;
  const T(*Y)[MAXN * kLd] = p.two ? Ys : Xs;
  T* C = p.C.data(b);
  const int ldc = p.C.ld(b);
  const bool lower = p.uplo == Uplo::Lower;
  const bool read_c = !is_zero(p.beta);
  for (int e = lt; e < n * n; e += TPM) {
    const int j = e / n, i = e - j * n;
    if (lower ? i < j : i > j) continue;
    T s1 = T(0), s2 = T(0);
    for (int l = 0; l < k; ++l) {
      const T yj = Y[grp][j + l * kLd];
      s1 = fma(Xs[grp][i + l * kLd], p.herm ? conj(yj) : yj, s1);
      if (p.two) {
        const T xj = Xs[grp][j + l * kLd];
        s2 = fma(Y[grp][i + l * kLd], p.herm ? conj(xj) : xj, s2);
      }
    }
    T* c = C + i + static_cast<std::int64_t>(j) * ldc;
    T v = p.alpha * s1;
    if (p.two) v = fma(p.alpha2, s2, v);
    if (read_c) v = fma(p.beta, *c, v);
    if (p.herm && i == j) v = real(v);
    *c = v;
  }
}

// ---------------------------------------------------------------------------
// Triangular tiles: one block per (matrix, tile of the referenced triangle),
// linearized as L = blockIdx.x + blockIdx.y * gridDim.x, matrix L / tri, tile
// L % tri with tri = nt (nt + 1) / 2 (tiles of a matrix adjacent, so its
// panels are reused from L2). Tile t is (r, t - r (r + 1) / 2) below the
// diagonal, transposed for Uplo::Upper.
// Assumptions: blockDim.x == Tile::kThreads; Tile::kBM == Tile::kBN; nt tiles
// cover the largest C served; blocks whose tile lies outside their matrix,
// whose matrix is outside size classes (lo, hi], is invalid or a no-op exit
// at once.
template <class Tile, class T>
__global__ void __launch_bounds__(Tile::kThreads, Tile::kMinBlocks)
    rankk_tile_kernel(RankKParams<T> p, int nt, std::int64_t total, int lo,
                      int hi) {
  static_assert(Tile::kBM == Tile::kBN, "triangular tiling needs square tiles");
  __shared__ alignas(16) char smem[Tile::template smem_bytes<T>()];
  const std::int64_t L =
      blockIdx.x + static_cast<std::int64_t>(blockIdx.y) * gridDim.x;
  if (L >= total) return;
  const std::int64_t tri = static_cast<std::int64_t>(nt) * (nt + 1) / 2;
  const int b = static_cast<int>(L / tri);
  const int t = static_cast<int>(L - static_cast<std::int64_t>(b) * tri);
  int r = static_cast<int>((sqrt(8.0 * t + 1.0) - 1.0) / 2.0);
  while (static_cast<std::int64_t>(r + 1) * (r + 2) / 2 <= t) ++r;
  while (static_cast<std::int64_t>(r) * (r + 1) / 2 > t) --r;
  const int c = t - r * (r + 1) / 2;  // c <= r
  const int tm = p.uplo == Uplo::Lower ? r : c;
  const int tn = p.uplo == Uplo::Lower ? c : r;

  int m, n, k;
  p.sizes(b, m, n, k);
  if (r * Tile::kBM >= n) return;
  const int s = rankk_size_class(n, k);
  if (s <= lo || s > hi) return;
  if (p.validate(b) != 0 || p.noop(k)) return;

  const T* A = p.A.data(b);
  const T* B = p.B.data(b);
  const int lda = p.A.ld(b), ldb = p.B.ld(b);
  T* C = p.C.data(b);
  const int ldc = p.C.ld(b);
  const TriangleMask mask{p.uplo};
  const TileArgs<T> first{n,      n,           k,  p.alpha, A,
                          lda,    p.left_op(), B,  ldb,     p.right_op(),
                          p.beta, C,           ldc};
  gemm_tile<Tile>(first, tm, tn, smem, mask);
  if (p.two) {
    // The second product accumulates onto the first: every thread reads back
    // the C elements it wrote itself (same tile, same thread mapping).
    __syncthreads();
    const TileArgs<T> second{n,    n,           k,  p.alpha2, B,
                             ldb,  p.left_op(), A,  lda,      p.right_op(),
                             T(1), C,           ldc};
    gemm_tile<Tile>(second, tm, tn, smem, mask);
  }
  if (p.herm && tm == tn) {
    // HERK/HER2K: the diagonal comes out real (BLAS sets its imaginary parts
    // to zero; rounding in the complex products may leave tiny ones). The
    // barrier makes the other threads' writes of C visible.
    __syncthreads();
    for (int d = threadIdx.x; d < Tile::kBM; d += Tile::kThreads) {
      const int i = tm * Tile::kBM + d;
      if (i < n) {
        T* cd = C + i + static_cast<std::int64_t>(i) * ldc;
        *cd = real(*cd);
      }
    }
  }
}

template <class Cfg>
struct IsSymTinyCfg : std::false_type {};
template <int N, int P, int H>
struct IsSymTinyCfg<SymTinyCfg<N, P, H>> : std::true_type {};

/// Launches configuration Cfg over the batch for matrices of size class
/// (lo, hi]; max_n bounds the orders of C served.
template <class Cfg, class T>
Status rankk_launch_cfg(const RankKParams<T>& p, int max_n, int lo, int hi,
                        cudaStream_t stream) {
  if constexpr (IsSymTinyCfg<Cfg>::value) {
    constexpr int mpb = Cfg::kThreads / Cfg::kTpm;
    const unsigned grid = static_cast<unsigned>(
        (static_cast<std::int64_t>(p.count) + mpb - 1) / mpb);
    rankk_tiny_kernel<Cfg::kMaxN, Cfg::kTpm, Cfg::kThreads, T>
        <<<grid, Cfg::kThreads, 0, stream>>>(p, lo, hi);
  } else {
    const int nt = (max_n + Cfg::kBM - 1) / Cfg::kBM;
    const std::int64_t total =
        static_cast<std::int64_t>(p.count) * nt * (nt + 1) / 2;
    if (total == 0) return {};
    dim3 grid;
    if (!sym_grid(total, grid))
      return {StatusCode::NotSupported,
              "syrk: batch count times tiles per matrix exceeds the grid"};
    rankk_tile_kernel<Cfg, T>
        <<<grid, Cfg::kThreads, 0, stream>>>(p, nt, total, lo, hi);
  }
  return myriad::detail::launch_status("syrk");
}

template <class T>
Status rankk_launch_variant(SymVariant v, const RankKParams<T>& p, int max_n,
                            int lo, int hi, cudaStream_t stream) {
  using V = RankKVariants<T>;
  switch (v) {
    case SymVariant::Tiny8:
      return rankk_launch_cfg<typename V::Tiny8>(p, max_n, lo, hi, stream);
    case SymVariant::Tiny16:
      return rankk_launch_cfg<typename V::Tiny16>(p, max_n, lo, hi, stream);
    case SymVariant::Small32:
      return rankk_launch_cfg<typename V::Small32>(p, max_n, lo, hi, stream);
    case SymVariant::Tile64:
      return rankk_launch_cfg<typename V::Tile64>(p, max_n, lo, hi, stream);
    case SymVariant::Update64:
      return rankk_launch_cfg<typename V::Update64>(p, max_n, lo, hi, stream);
  }
  return {StatusCode::InternalError, "syrk: unknown variant"};
}

/// conj(x) when c, else x, for API scalars on the host.
template <class T>
T host_conj_if(T x, bool c) {
  if constexpr (is_complex_v<T>) {
    return c ? std::conj(x) : x;
  } else {
    (void)c;
    return x;
  }
}

/// Batched rank-k / rank-2k update for a CUDA queue. T is the API scalar; the
/// kernels see device_t<T>.
template <class T>
Status rankk_cuda_impl(Queue::Impl& q, const myriad::detail::RankK<T>& r,
                       const MatrixBatch<const T>& A,
                       const MatrixBatch<const T>& B, const MatrixBatch<T>& C,
                       Check check) {
  using D = device_t<T>;
  if (Status s = sym_set_device(q, r.name); !s.ok()) return s;
  const RankKParams<D> p{r.uplo,
                         r.trans,
                         r.herm,
                         r.two,
                         to_device(r.alpha),
                         to_device(host_conj_if(r.alpha, r.herm)),
                         to_device(r.beta),
                         to_device(A),
                         to_device(B),
                         to_device(C),
                         C.count()};
  const bool variable =
      A.is_variable() || C.is_variable() || (r.two && B.is_variable());
  int max_n = C.max_rows();
  int max_k = r.trans ? A.max_rows() : A.max_cols();

  BatchCheck res;
  if (variable && (check == Check::Full || max_n < 0 || max_k < 0)) {
    if (Status s = batch_check_pass(q, p, r.name, &res); !s.ok()) return s;
    max_n = res.max_n;
    max_k = res.max_k;
  }

  if (max_n > 0) {
    cudaStream_t s = q.stream;
    if (!variable) {
      SymVariant v = RankKTuning<T>::fixed[0].variant;
      for (const SymRule& rule : RankKTuning<T>::fixed) {
        if (max_n <= rule.max_n && max_k <= rule.max_k) {
          v = rule.variant;
          break;
        }
      }
      if (Status st = rankk_launch_variant(v, p, max_n, -1, INT_MAX, s);
          !st.ok())
        return st;
    } else {
      // One launch per size class present; each skips the others' matrices.
      const int max_s = std::max(max_n, max_k);
      int lo = -1;
      for (const SymClass& c : RankKTuning<T>::variable) {
        if (lo >= max_s) break;
        const int hi = c.max_size;
        if (Status st = rankk_launch_variant(c.variant, p, std::min(max_n, hi),
                                             lo, hi, s);
            !st.ok())
          return st;
        lo = hi;
      }
    }
  }

  if (res.bad_count > 0)
    return {StatusCode::InvalidMatrix,
            std::string(r.name) + ": " + std::to_string(res.bad_count) +
                " of " + std::to_string(C.count()) +
                " matrices have invalid arguments and were skipped; first: "
                "matrix " +
                std::to_string(res.first_bad) + ": " +
                myriad::detail::blas3_error_text(res.first_code)};
  return {};
}

}  // namespace myriad::cuda
