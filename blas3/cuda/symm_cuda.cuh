// Batched SYMM/HEMM on CUDA (internal): the symmetric tile kernel, selection
// from syrk_tuning_sm90.hpp and launches. Instantiated per precision by
// symm_cuda_{s,d,c,z}.cu.
//
// Why not the GEMM device routine (gemm_device.cuh): its panel loader reads
// op(A) from one stored matrix with one op, whereas SYMM reads each element
// of A from the stored triangle, transposed (conjugated for HEMM) where the
// element lies in the other one, and panels that cross the diagonal mix both
// within one panel. The tile below is the GEMM routine's FmaTile with that
// loader: A panels wholly in one triangle are read with the thread mapping
// that coalesces them; panels crossing the diagonal are assembled element by
// element from the stored triangle, so the diagonal block is mirrored on chip
// and the other triangle of A is never read.
#pragma once

#include <cuda_runtime.h>

#include <algorithm>
#include <climits>
#include <cstdint>
#include <string>

#include "blas3/cuda/sym_check.cuh"
#include "blas3/cuda/syrk_tuning_sm90.hpp"
#include "blas3/syrk_backend.hpp"
#include "blas3/syrk_check.hpp"
#include "core/cuda/cuda_check.hpp"
#include "core/cuda/device_scalar.cuh"

namespace myriad::cuda {

/// Everything a SYMM kernel needs, passed by value (kernel scalars):
/// C := alpha A B + beta C (left) or alpha B A + beta C (right), A symmetric
/// (Hermitian when herm) stored in its uplo triangle.
template <class T>
struct SymmParams {
  bool left;
  Uplo uplo;
  bool herm;
  T alpha, beta;
  MatrixBatch<const T> A, B;
  MatrixBatch<T> C;
  int count;

  __device__ int validate(int b) const {
    return myriad::detail::symm_validate(left, b, A, B, C);
  }
  __device__ void sizes(int b, int& m, int& n, int& k) const {
    m = C.rows(b);
    n = C.cols(b);
    k = left ? m : n;
  }
};

/// Element (r, c) of the full symmetric/Hermitian matrix of order na whose
/// lower (else upper) triangle is stored at A; 0 outside the matrix. Reads
/// the stored triangle only; with herm the diagonal's imaginary part is
/// dropped.
template <class T>
__device__ __forceinline__ T sym_element(const T* A, int lda, int na,
                                         bool lower, bool herm, int r, int c) {
  if (r >= na || c >= na) return T(0);
  const bool stored = lower ? r >= c : r <= c;
  T v = stored ? A[r + static_cast<std::int64_t>(c) * lda]
               : A[c + static_cast<std::int64_t>(r) * lda];
  if (herm) {
    if (!stored) v = conj(v);
    if (r == c) v = real(v);
  }
  return v;
}

/// CUDA-core SYMM tile, BM x BN of C per block of (BM/TM) * (BN/TN) threads.
/// Assumptions: blockDim.x == kThreads; BM % TM == 0, BN % TN == 0; the
/// panels divide evenly among the threads; any m, n >= 0 and ld.
/// Shared layout per buffer: As (BK, BM + 1) holding the left factor
/// L(i, l), Bs (BK, BN + 1) holding the right factor R(l, j); two buffers.
/// The left factor is A (side L) or B (side R); the right factor B or A.
template <class Cfg, class T>
struct SymmTile {
  static constexpr int BM = Cfg::kBM, BN = Cfg::kBN, BK = Cfg::kBK;
  static constexpr int TM = Cfg::kTM, TN = Cfg::kTN;
  static constexpr int kDX = BM / TM, kDY = BN / TN;
  static constexpr int kThreads = kDX * kDY;
  static constexpr int kLdA = BM + 1, kLdB = BN + 1;
  static constexpr int kLoadA = BM * BK / kThreads, kLoadB = BN * BK / kThreads;
  static constexpr int kBufElems = BK * (kLdA + kLdB);
  static constexpr std::size_t kSmemBytes = 2 * kBufElems * sizeof(T);
  static_assert(BM % TM == 0 && BN % TN == 0, "tile must split evenly");
  static_assert(BM * BK % kThreads == 0 && BN * BK % kThreads == 0,
                "the panels must divide evenly among the threads");

  struct Problem {
    int m, n, k;  // C m x n, inner dimension k (the order of A)
    bool left, lower, herm;
    const T* A;
    int lda;
    const T* B;
    int ldb;
  };

  T ra[kLoadA], rb[kLoadB];
  bool a_tr = false, b_tr = false;  // thread mapping of the staged panels

  // Element e of the left panel is (i, l): i fastest unless tr. Of the right
  // panel, (l, j): l fastest unless tr.
  __device__ __forceinline__ static void left_index(bool tr, int e, int& i,
                                                    int& l) {
    if (!tr) {
      i = e % BM;
      l = e / BM;
    } else {
      l = e % BK;
      i = e / BK;
    }
  }
  __device__ __forceinline__ static void right_index(bool tr, int e, int& l,
                                                     int& j) {
    if (!tr) {
      l = e % BK;
      j = e / BK;
    } else {
      j = e % BN;
      l = e / BN;
    }
  }

  __device__ __forceinline__ void load(const Problem& q, int i0, int j0, int l0,
                                       int tid) {
    // A panel wholly in the unstored triangle is read transposed: the thread
    // mapping then walks A's contiguous dimension.
    if (q.left) {
      a_tr = q.lower ? i0 + BM - 1 < l0 : i0 > l0 + BK - 1;
      b_tr = false;
    } else {
      a_tr = false;
      b_tr = q.lower ? l0 + BK - 1 < j0 : l0 > j0 + BN - 1;
    }
#pragma unroll
    for (int r = 0; r < kLoadA; ++r) {
      int i, l;
      left_index(a_tr, tid + r * kThreads, i, l);
      const int gi = i0 + i, gl = l0 + l;
      T v = T(0);
      if (q.left) {
        if (gi < q.m) v = sym_element(q.A, q.lda, q.k, q.lower, q.herm, gi, gl);
      } else if (gi < q.m && gl < q.k) {
        v = q.B[gi + static_cast<std::int64_t>(gl) * q.ldb];
      }
      ra[r] = v;
    }
#pragma unroll
    for (int r = 0; r < kLoadB; ++r) {
      int l, j;
      right_index(b_tr, tid + r * kThreads, l, j);
      const int gj = j0 + j, gl = l0 + l;
      T v = T(0);
      if (!q.left) {
        if (gj < q.n) v = sym_element(q.A, q.lda, q.k, q.lower, q.herm, gl, gj);
      } else if (gj < q.n && gl < q.k) {
        v = q.B[gl + static_cast<std::int64_t>(gj) * q.ldb];
      }
      rb[r] = v;
    }
  }

  __device__ __forceinline__ void store(T* buf, int tid) const {
    T* As = buf;
    T* Bs = buf + BK * kLdA;
#pragma unroll
    for (int r = 0; r < kLoadA; ++r) {
      int i, l;
      left_index(a_tr, tid + r * kThreads, i, l);
      As[l * kLdA + i] = ra[r];
    }
#pragma unroll
    for (int r = 0; r < kLoadB; ++r) {
      int l, j;
      right_index(b_tr, tid + r * kThreads, l, j);
      Bs[l * kLdB + j] = rb[r];
    }
  }

  /// Tile (tile_m, tile_n) of C := alpha L R + beta C; C elements outside
  /// m x n are neither read nor written. Contains __syncthreads().
  __device__ __forceinline__ static void run(const Problem& q, T alpha, T beta,
                                             T* C, int ldc, int tile_m,
                                             int tile_n, T* buf) {
    const int tid = threadIdx.x, tx = tid % kDX, ty = tid / kDX;
    const int i0 = tile_m * BM, j0 = tile_n * BN;
    const int k = is_zero(alpha) ? 0 : q.k;
    T acc[TM][TN];  // (TM, TN) per thread
#pragma unroll
    for (int a = 0; a < TM; ++a)
#pragma unroll
      for (int b = 0; b < TN; ++b) acc[a][b] = T(0);

    SymmTile st;
    const int panels = (k + BK - 1) / BK;
    if (panels > 0) {
      st.load(q, i0, j0, 0, tid);
      st.store(buf, tid);
    }
    __syncthreads();
    for (int p = 0; p < panels; ++p) {
      if (p + 1 < panels) {
        // The mapping of panel p + 1 is decided in load(); the staged panel
        // p was stored with its own and is only read from shared memory now.
        st.load(q, i0, j0, (p + 1) * BK, tid);
      }
      const T* As = buf + (p & 1) * kBufElems;  // (BK, BM)
      const T* Bs = As + BK * kLdA;             // (BK, BN)
#pragma unroll
      for (int l = 0; l < BK; ++l) {
        T av[TM], bv[TN];
#pragma unroll
        for (int a = 0; a < TM; ++a) av[a] = As[l * kLdA + tx + a * kDX];
#pragma unroll
        for (int b = 0; b < TN; ++b) bv[b] = Bs[l * kLdB + ty + b * kDY];
#pragma unroll
        for (int a = 0; a < TM; ++a)
#pragma unroll
          for (int b = 0; b < TN; ++b) acc[a][b] = fma(av[a], bv[b], acc[a][b]);
      }
      if (p + 1 < panels) st.store(buf + ((p + 1) & 1) * kBufElems, tid);
      __syncthreads();
    }

    detail::fma_tile_epilogue<TM, TN, kDX, kDY>(
        acc, alpha, beta, C, ldc, q.m, q.n, i0 + tx, j0 + ty, AllElements{});
  }
};

/// One block per (matrix, tile of C), linearized as L = blockIdx.x +
/// blockIdx.y * gridDim.x, matrix L / tiles, tile L % tiles.
/// Assumptions: blockDim.x == SymmTile::kThreads; tiles_m x tiles_n tiles
/// cover the largest C served; blocks whose tile lies outside their matrix,
/// whose matrix is outside size classes (lo, hi] (class: max(m, n)), is
/// invalid or a no-op (alpha == 0, beta == 1) exit at once.
template <class Cfg, class T>
__global__ void __launch_bounds__(SymmTile<Cfg, T>::kThreads)
    symm_tile_kernel(SymmParams<T> p, int tiles_m, int tiles_n,
                     std::int64_t total, int lo, int hi) {
  using Tile = SymmTile<Cfg, T>;
  __shared__ alignas(16) char smem[Tile::kSmemBytes];
  const std::int64_t L =
      blockIdx.x + static_cast<std::int64_t>(blockIdx.y) * gridDim.x;
  if (L >= total) return;
  const std::int64_t tiles = static_cast<std::int64_t>(tiles_m) * tiles_n;
  const int b = static_cast<int>(L / tiles);
  const int t = static_cast<int>(L - static_cast<std::int64_t>(b) * tiles);
  const int tm = t % tiles_m, tn = t / tiles_m;
  int m, n, k;
  p.sizes(b, m, n, k);
  if (tm * Tile::BM >= m || tn * Tile::BN >= n) return;
  const int s = m > n ? m : n;
  if (s <= lo || s > hi) return;
  if (p.validate(b) != 0) return;
  if (is_zero(p.alpha) && p.beta == T(1)) return;
  const typename Tile::Problem q{
      m,      n,           k,         p.left,      p.uplo == Uplo::Lower,
      p.herm, p.A.data(b), p.A.ld(b), p.B.data(b), p.B.ld(b)};
  Tile::run(q, p.alpha, p.beta, p.C.data(b), p.C.ld(b), tm, tn,
            reinterpret_cast<T*>(smem));
}

template <class Cfg, class T>
Status symm_launch_cfg(const SymmParams<T>& p, int max_m, int max_n, int lo,
                       int hi, cudaStream_t stream) {
  const int tiles_m = (max_m + Cfg::kBM - 1) / Cfg::kBM;
  const int tiles_n = (max_n + Cfg::kBN - 1) / Cfg::kBN;
  const std::int64_t total =
      static_cast<std::int64_t>(p.count) * tiles_m * tiles_n;
  if (total == 0) return {};
  dim3 grid;
  if (!sym_grid(total, grid))
    return {StatusCode::NotSupported,
            "symm: batch count times tiles per matrix exceeds the grid"};
  symm_tile_kernel<Cfg, T><<<grid, SymmTile<Cfg, T>::kThreads, 0, stream>>>(
      p, tiles_m, tiles_n, total, lo, hi);
  return myriad::detail::launch_status("symm");
}

template <class T>
Status symm_launch_variant(SymVariant v, const SymmParams<T>& p, int max_m,
                           int max_n, int lo, int hi, cudaStream_t stream) {
  using V = SymmVariants<T>;
  if (v == SymVariant::Small32)
    return symm_launch_cfg<typename V::Small32>(p, max_m, max_n, lo, hi,
                                                stream);
  return symm_launch_cfg<typename V::Tile64>(p, max_m, max_n, lo, hi, stream);
}

/// Batched SYMM/HEMM for a CUDA queue. T is the API scalar; the kernels see
/// device_t<T>.
template <class T>
Status symm_cuda_impl(Queue::Impl& q, const myriad::detail::Symm<T>& r,
                      const MatrixBatch<const T>& A,
                      const MatrixBatch<const T>& B, const MatrixBatch<T>& C,
                      Check check) {
  using D = device_t<T>;
  if (Status s = sym_set_device(q, r.name); !s.ok()) return s;
  const SymmParams<D> p{r.left,
                        r.uplo,
                        r.herm,
                        to_device(r.alpha),
                        to_device(r.beta),
                        to_device(A),
                        to_device(B),
                        to_device(C),
                        C.count()};
  const bool variable = A.is_variable() || B.is_variable() || C.is_variable();
  int max_m = C.max_rows(), max_n = C.max_cols();

  BatchCheck res;
  if (variable && (check == Check::Full || max_m < 0 || max_n < 0)) {
    if (Status s = batch_check_pass(q, p, r.name, &res); !s.ok()) return s;
    max_m = res.max_m;
    max_n = res.max_n;
  }

  if (max_m > 0 && max_n > 0) {
    cudaStream_t s = q.stream;
    const int max_s = std::max(max_m, max_n);
    if (!variable) {
      SymVariant v = SymmTuning::fixed[0].variant;
      for (const SymRule& rule : SymmTuning::fixed) {
        if (max_s <= rule.max_n) {
          v = rule.variant;
          break;
        }
      }
      if (Status st = symm_launch_variant(v, p, max_m, max_n, -1, INT_MAX, s);
          !st.ok())
        return st;
    } else {
      int lo = -1;
      for (const SymClass& c : SymmTuning::variable) {
        if (lo >= max_s) break;
        const int hi = c.max_size;
        if (Status st = symm_launch_variant(c.variant, p, std::min(max_m, hi),
                                            std::min(max_n, hi), lo, hi, s);
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
