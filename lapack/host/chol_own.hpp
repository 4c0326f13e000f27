// Per-matrix Cholesky leaf of the host backend (internal): the unblocked
// right-looking loop in panels of four columns (compiled for each order up
// to kPotrfHostFixedMax; above, real matrices on a copy padded to whole
// vectors), and small matrices factored in groups side by side. CholOwn is a
// template on an ISA tag (blas3/host/host_isa.hpp), instantiated once per
// instruction set by blas3/host/host_kernels_<isa>.cpp under that file's target
// pragma and picked at run time (pick_host_kernel), so that its loops run at
// the CPU's vector width with fused multiply-adds (before session 20 they were
// baseline SSE2 code).
//
// Include the headers below before a target pragma (their inline functions
// must stay baseline code), then this one under it; elsewhere include it only
// for the types and the accessor, never calling CholOwn's members directly.
#pragma once

#include <algorithm>
#include <cmath>
#include <complex>
#include <cstdint>
#include <type_traits>

#include "core/static_index.hpp"
#include "lapack/host/lane_block.hpp"
#include "lapack/potrf_tuning.hpp"
#include "myriad/batch.hpp"
#include "myriad/types.hpp"

namespace myriad::detail {

/// Matrices per group (CholOwn::group): a column of the group is
/// kPotrfLanes scalars, one per matrix, contiguous, so each step's
/// arithmetic runs across the group in SIMD lanes.
inline constexpr int kPotrfLanes = 8;

/// The leaf: Cholesky of the uplo triangle of the n x n matrix a (n <=
/// kPotrfHostLeaf; real, n <= kPotrfHostLeafReal), in place; LAPACK's
/// info.
template <class T>
using CholLeafFn = int (*)(Uplo uplo, int n, T* a, int lda);
/// A group: matrices b0 ... b0 + kPotrfLanes - 1 of a fixed-size batch of
/// matrices of order n <= potrf_host_group_max(complex), all valid. Returns the
/// mask of the matrices whose factorization failed: those are left as they
/// were, for the caller to factor alone (so that info and the partial factor
/// are the one-matrix code's); the others hold their factor.
template <class T>
using CholGroupFn = unsigned (*)(Uplo uplo, int n, const MatrixBatch<T>& A,
                                 int b0);

template <class T>
struct CholOwnFns {
  CholLeafFn<T> leaf;
  CholGroupFn<T> group;
};

template <class T, class Isa>
struct CholOwn {
  using R = real_t<T>;

  static R re(T x) {
    if constexpr (is_complex_v<T>) {
      return x.real();
    } else {
      return x;
    }
  }
  static T conj_of(T x) {
    if constexpr (is_complex_v<T>) {
      return std::conj(x);
    } else {
      return x;
    }
  }
  /// c - a conj(b), written out (std::complex's operator* checks for NaN and
  /// Inf through a library call, which is slow in inner loops).
  static T sub_mul_conj(T c, T a, T b) {
    if constexpr (is_complex_v<T>) {
      const R ar = a.real(), ai = a.imag(), br = b.real(), bi = b.imag();
      return {c.real() - (ar * br + ai * bi), c.imag() - (ai * br - ar * bi)};
    } else {
      return c - a * b;
    }
  }
  static T scaled(T x, R s) {
    if constexpr (is_complex_v<T>) {
      return {x.real() * s, x.imag() * s};
    } else {
      return x * s;
    }
  }

  /// Right-looking Cholesky of the lower triangle of the n x n matrix a
  /// (column major, leading dimension lda), in place, in panels of four
  /// columns: each panel is factored column by column, then the columns
  /// right of it take the panel's four updates in one pass (four FMAs per
  /// element loaded and stored, where a rank-1 pass per column did one).
  /// Returns 0, or j + 1 when the leading minor of order j + 1 is not
  /// positive definite (or NaN); columns 0..j-1 then hold the factor, the
  /// rest the partially updated matrix.
  template <class Order>
  static int lower_unblocked(Order order, T* a, int lda) {
    const int n = order;  // a constant in the per-order instantiations
    constexpr int kPanel = 4;
    const auto col = [&](int j) {
      return a + static_cast<std::int64_t>(j) * lda;
    };
    for (int k0 = 0; k0 < n; k0 += kPanel) {
      const int k1 = std::min(k0 + kPanel, n);
      for (int k = k0; k < k1; ++k) {
        T* ak = col(k);
        const R d = re(ak[k]);
        if (!(d > R(0))) return k + 1;  // also catches NaN
        const R root = std::sqrt(d);
        ak[k] = T(root);
        const R inv = R(1) / root;
        for (int i = k + 1; i < n; ++i) ak[i] = scaled(ak[i], inv);
        // The panel's own columns: A(j:n, j) -= A(j:n, k) conj(A(j, k)).
        for (int j = k + 1; j < k1; ++j) {
          T* aj = col(j);
          const T l = ak[j];
          for (int i = j; i < n; ++i) aj[i] = sub_mul_conj(aj[i], ak[i], l);
        }
      }
      if (k1 - k0 < kPanel) continue;  // the last panel: nothing right of it
      const T *p0 = col(k0), *p1 = col(k0 + 1), *p2 = col(k0 + 2),
              *p3 = col(k0 + 3);
      for (int j = k1; j < n; ++j) {
        T* aj = col(j);
        const T l0 = p0[j], l1 = p1[j], l2 = p2[j], l3 = p3[j];
        for (int i = j; i < n; ++i)
          aj[i] = sub_mul_conj(
              sub_mul_conj(
                  sub_mul_conj(sub_mul_conj(aj[i], p0[i], l0), p1[i], l1),
                  p2[i], l2),
              p3[i], l3);
      }
    }
    return 0;
  }

  /// lower_unblocked for real orders above kPotrfHostFixedMax, on a copy
  /// whose columns are padded to whole 64-byte vectors (kVec scalars): every
  /// loop starts at a vector boundary and runs whole vectors, the rows above
  /// the diagonal and below n that it touches being scratch (zero on entry,
  /// never copied back), where the loop in place ran a remainder of up to
  /// kVec - 1 scalar steps per column. Same operations on every element of
  /// the lower triangle, in the same order; the triangle is copied back
  /// whole, so a failure leaves what the loop in place leaves. (Complex
  /// scalars stay in place: their buffer would be zeroed on construction.)
  /// Session 29, 2-core AMD EPYC (AVX-512), myriad-bench --op potrf
  /// --precision d --backend host --threads 1 --reps 9 --uplo L, two rounds
  /// in place / padded through an experiment's switch, ms: 40 19.0 / 18.1 ->
  /// 16.2 / 17.0, 48 25.9 / 25.4 -> 24.4 / 25.4, 64 55.2 / 55.4 -> 44.8 /
  /// 47.3 (ours / LAPACKE 1.01 / 0.97 -> 1.19 / 1.15x); 20...32 within 3%.
  /// SPOTRF lower (--threads 2 --reps 7) 20...64 within the noise. Its own
  /// copy of lower_unblocked's steps: one loop shared by both (the rows'
  /// start and end, the stride and the buffer's alignment as parameters)
  /// measured 3-5% slower at 64 here (three rounds, one process each: 46.3 /
  /// 46.9 / 47.9 against 48.5 / 48.7 / 49.1 ms). kTransposed: the copy is
  /// A^T and goes back transposed (real upper: U = L^T), so the upper leaf
  /// needs no buffer of its own and takes the same orders.
  template <bool kTransposed = false>
  static int lower_padded(int n, T* a, int lda) {
    static_assert(!is_complex_v<T>, "real scalars: an uninitialized buffer");
    constexpr int kVec = static_cast<int>(64 / sizeof(T));
    constexpr int L = (kPotrfHostLeafReal + kVec - 1) / kVec * kVec;
    constexpr int kPanel = 4;
    alignas(64) T buf[L * L];
    const int np = (n + kVec - 1) / kVec * kVec;
    const auto col = [&](int j) { return buf + j * L; };
    const auto first = [](int j) { return j / kVec * kVec; };
    const auto at = [a, lda](int i, int j) -> T& {
      return kTransposed ? a[j + static_cast<std::int64_t>(i) * lda]
                         : a[i + static_cast<std::int64_t>(j) * lda];
    };
    for (int j = 0; j < n; ++j) {
      T* b = col(j);
      for (int i = first(j); i < j; ++i) b[i] = T(0);
      for (int i = j; i < n; ++i) b[i] = at(i, j);
      for (int i = n; i < np; ++i) b[i] = T(0);
    }
    int info = 0;
    for (int k0 = 0; k0 < n && info == 0; k0 += kPanel) {
      const int k1 = std::min(k0 + kPanel, n);
      for (int k = k0; k < k1; ++k) {
        T* bk = col(k);
        const R d = re(bk[k]);
        if (!(d > R(0))) {  // also catches NaN
          info = k + 1;
          break;
        }
        const R root = std::sqrt(d);
        const R inv = R(1) / root;
        for (int i = first(k); i < np; ++i) bk[i] = scaled(bk[i], inv);
        bk[k] = T(root);
        for (int j = k + 1; j < k1; ++j) {
          T* bj = col(j);
          const T l = bk[j];
          for (int i = first(j); i < np; ++i)
            bj[i] = sub_mul_conj(bj[i], bk[i], l);
        }
      }
      if (info != 0 || k1 - k0 < kPanel) continue;
      const T *p0 = col(k0), *p1 = col(k0 + 1), *p2 = col(k0 + 2),
              *p3 = col(k0 + 3);
      for (int j = k1; j < n; ++j) {
        T* bj = col(j);
        const T l0 = p0[j], l1 = p1[j], l2 = p2[j], l3 = p3[j];
        for (int i = first(j); i < np; ++i)
          bj[i] = sub_mul_conj(
              sub_mul_conj(
                  sub_mul_conj(sub_mul_conj(bj[i], p0[i], l0), p1[i], l1),
                  p2[i], l2),
              p3[i], l3);
      }
    }
    for (int j = 0; j < n; ++j) {
      const T* b = col(j);
      for (int i = j; i < n; ++i) at(i, j) = b[i];
    }
    return info;
  }

  /// The leaf. The upper case factors A^H (the lower triangle of a
  /// conjugate-transposed copy), so one loop serves both triangles: real
  /// orders above kPotrfHostFixedMax on lower_padded's copy (transposed for
  /// upper), the others in place (lower) or in a local buffer (upper). Orders
  /// up to kPotrfHostFixedMax run a copy of the loop compiled for their order
  /// (every trip count known: unrolled and vectorized).
  static int leaf(Uplo uplo, int n, T* a, int lda) {
    const auto lower = [n](T* p, int ld) {
      if (n >= 1 && n <= kPotrfHostFixedMax)
        return with_static_index<kPotrfHostFixedMax>(n - 1, [&](auto i) {
          return lower_unblocked(
              std::integral_constant<int, decltype(i)::value + 1>{}, p, ld);
        });
      if constexpr (is_complex_v<T>)
        return lower_unblocked(n, p, ld);
      else
        return lower_padded(n, p, ld);
    };
    if (uplo == Uplo::Lower) return lower(a, lda);
    if constexpr (!is_complex_v<T>)
      if (n > kPotrfHostFixedMax) return lower_padded<true>(n, a, lda);
    constexpr int L = kPotrfHostLeaf;
    T buf[L * L];
    for (int j = 0; j < n; ++j)
      for (int i = 0; i <= j; ++i)
        buf[j + i * L] = conj_of(a[i + static_cast<std::int64_t>(j) * lda]);
    const int info = lower(buf, L);
    for (int j = 0; j < n; ++j)
      for (int i = 0; i <= j; ++i)
        a[i + static_cast<std::int64_t>(j) * lda] = conj_of(buf[j + i * L]);
    return info;
  }

  /// Rows of a chunk in lanes(): its accumulators (kChunk rows of every
  /// part, a part's row kPotrfLanes scalars) take at most half of Isa's
  /// vector registers, the others holding the factors and the rows loaded,
  /// and at most 4 (every chunk's size before session 72). That gives 4
  /// everywhere but complex on AVX2 (2) and the baseline build (SSE2:
  /// double 2, complex double 1, complex float 2; not measured, its groups
  /// tested by test_host_isa). Session 72, 2-core AMD EPYC (AVX2), ZPOTRF
  /// 16: 4 rows (16 registers, all there are) spilled; 2 rows: figures at
  /// group_of.
  static constexpr int kChunk = [] {
    constexpr int kPartVectors = std::max(
        1, kPotrfLanes * static_cast<int>(sizeof(R)) / Isa::vector_bytes);
    constexpr int kParts = is_complex_v<T> ? 2 : 1;
    return std::clamp(Isa::vector_registers / 2 / (kParts * kPartVectors), 1,
                      4);
  }();

  /// Cholesky (lower) of kPotrfLanes matrices of order N at once; gr[j][i]
  /// holds the real part of element (i, j), i >= j, of every matrix, gi its
  /// imaginary part (complex scalars; real ones pass gr twice and gi is not
  /// touched). One matrix's steps form a chain of square roots and
  /// divisions; side by side, the group's chains overlap instead of waiting
  /// on each other, and complex products run on split real and imaginary
  /// parts, whole vectors of them. Left-looking, by chunks of kChunk rows: a
  /// chunk of column j gathers its updates from the finished columns in
  /// registers and is written once; the first chunk holds the diagonal
  /// (its real part: LAPACK ignores the imaginary one), whose reciprocal
  /// root scales the others. Returns the mask of the matrices whose
  /// factorization failed (their lanes are garbage).
  /// Session 20, 2-core AMD EPYC without AVX-512, one thread, a loop of
  /// 10000 matrices (the group's copies in and out included), us per matrix
  /// at N = 8 / 12 / 16: right-looking (each step loaded and stored the
  /// trailing triangle, three memory accesses per multiply-add) 0.129 /
  /// 0.413 / 0.969, left-looking with the whole column in a local array
  /// 0.058 / 0.192 / 0.522, by chunks of 4 rows 0.056 / 0.133 / 0.271.
  template <int N>
  static unsigned lanes(R (&gr)[N][N][kPotrfLanes],
                        R (&gi)[N][N][kPotrfLanes]) {
    constexpr bool kComplex = is_complex_v<T>;
    constexpr int W = kPotrfLanes;
    unsigned bad = 0;
    for (int j = 0; j < N; ++j) {
      R inv[W];
      for (int i0 = j; i0 < N; i0 += kChunk) {
        R ar[kChunk][W];
        [[maybe_unused]] R ai[kChunk][W];
#pragma GCC unroll 4
        for (int c = 0; c < kChunk; ++c)
#pragma GCC unroll 8
          for (int l = 0; l < W; ++l) {
            ar[c][l] = i0 + c < N ? gr[j][i0 + c][l] : R(0);
            if constexpr (kComplex)
              ai[c][l] = i0 + c < N ? gi[j][i0 + c][l] : R(0);
          }
        for (int k = 0; k < j; ++k) {
          // acc(i) -= L(i, k) conj(L(j, k)).
          R fr[W];
          [[maybe_unused]] R fi[W];
#pragma GCC unroll 8
          for (int l = 0; l < W; ++l) {
            fr[l] = gr[k][j][l];
            if constexpr (kComplex) fi[l] = gi[k][j][l];
          }
#pragma GCC unroll 4
          for (int c = 0; c < kChunk; ++c)
            if (i0 + c < N)
#pragma GCC unroll 8
              for (int l = 0; l < W; ++l) {
                const R xr = gr[k][i0 + c][l];
                if constexpr (kComplex) {
                  const R xi = gi[k][i0 + c][l];
                  // Four fused multiply-adds, where the products took a
                  // multiply, an FMA and a subtraction a part.
                  ar[c][l] -= xr * fr[l];
                  ar[c][l] -= xi * fi[l];
                  ai[c][l] -= xi * fr[l];
                  ai[c][l] += xr * fi[l];
                } else {
                  ar[c][l] -= xr * fr[l];
                }
              }
        }
        int first = 0;  // rows of the chunk below the diagonal
        if (i0 == j) {
#pragma GCC unroll 8
          for (int l = 0; l < W; ++l) {
            const R d = ar[0][l];
            bad |= (d > R(0) ? 0u : 1u) << l;  // also catches NaN
            const R root = std::sqrt(d);
            gr[j][j][l] = root;
            if constexpr (kComplex) gi[j][j][l] = R(0);
            inv[l] = R(1) / root;
          }
          first = 1;
        }
#pragma GCC unroll 4
        for (int c = 0; c < kChunk; ++c)
          if (c >= first && i0 + c < N)
#pragma GCC unroll 8
            for (int l = 0; l < W; ++l) {
              gr[j][i0 + c][l] = ar[c][l] * inv[l];
              if constexpr (kComplex) gi[j][i0 + c][l] = ai[c][l] * inv[l];
            }
      }
    }
    return bad;
  }

  /// A group of order N: the referenced triangle only (upper: U = L^H,
  /// read and written conjugate-transposed). Element (i, j) of L, i >= j,
  /// is (i, j) of A (lower) or conj((j, i)) (upper): either way a column of
  /// A holds it at consecutive addresses, rows r ... r + kRows - 1 of L's
  /// column j (lower) or columns r ... of L's row i (upper), which one 8 x 8
  /// transpose across the group moves between the matrices and the lanes.
  /// The copy in reads the whole block where it straddles the diagonal (the
  /// other triangle's elements land in entries lanes() never reads); the
  /// copy out writes such a block, and the rows that do not fill one,
  /// element by element. Each column's lines are fetched for writing two
  /// columns ahead of its stores, as LuOwn::group_of does. Session 60,
  /// 2-core Xeon (AVX-512), element by element -> this, --threads 2 --uplo
  /// L, ms: ZPOTRF 16 3.88-6.41 -> 2.60-3.07 (figures in
  /// docs/performance.md, Host).
  /// Session 72, 2-core AMD EPYC (Zen 3, AVX2: a row of 8 doubles is two
  /// registers), a driver timing potrf on 1000 strided matrices of order 16,
  /// one thread, median of 101 (min), us a matrix: 8-wide vectors (GCC
  /// moved them through the stack by 16-byte pieces, shuffled them by
  /// scalars) -> LaneBlock's native rows: ZPOTRF upper 1.14-1.18 (1.13) ->
  /// 0.53-0.56 (0.52), lower 0.92-0.93 -> 0.52; DPOTRF upper 0.41 -> 0.24,
  /// lower 0.44-0.45 -> 0.25 (LAPACKE 1.35-1.38 / 1.34-1.38 / 0.93-0.95 /
  /// 0.75-0.77). Then complex chunks of 2 rows (kChunk) with four FMAs a
  /// product: ZPOTRF upper / lower 0.49-0.57 (0.47-0.51) / 0.49-0.57
  /// (0.47-0.49). Not kept: the three-operation product with chunks of 2
  /// (0.54-0.86 (0.50) upper, the same within the noise); the triangle
  /// packed by columns (column k from row k rounded down to a block):
  /// ZPOTRF upper 0.56-0.59 (0.52-0.53), DPOTRF upper 0.41 (0.37), the
  /// rows' offsets no longer constants; the next group's matrices fetched
  /// into L2 during the steps: ZPOTRF upper / lower minimum 0.50-0.51 /
  /// 0.50 against 0.49-0.51 / 0.46-0.47 alternating with this.
  template <int N, bool lower>
  static unsigned group_of(const MatrixBatch<T>& A, int b0) {
    constexpr bool kComplex = is_complex_v<T>;
    constexpr int W = kPotrfLanes, P = kComplex ? 2 : 1;
    using Lanes = LaneBlock<R, Isa>;
    static_assert(Lanes::kLanes == W, "a group's vectors span its lanes");
    constexpr int kRows = W / P;  // rows (of a column of A) a transpose moves
    constexpr int kFull = N / kRows * kRows;
    alignas(64) R gr[N][N][W];
    // Real scalars have no imaginary parts: one element keeps the type.
    alignas(64) [[maybe_unused]] R gi[kComplex ? N : 1][kComplex ? N : 1][W];
    R* a[W];
    std::int64_t ld[W];
    for (int l = 0; l < W; ++l) {
      a[l] = reinterpret_cast<R*>(A.data(b0 + l));
      ld[l] = A.ld(b0 + l) * P;
    }
    // Column c of A, row r, part p, in the group's arrays: (r, c) of L
    // (lower) or (c, r) conjugated (upper).
    const auto part = [&](int p, int r, int c) -> R* {
      R* g = &gr[0][0][0];
      if constexpr (kComplex)
        if (p == 1) g = &gi[0][0][0];
      return g + (lower ? c * N + r : r * N + c) * W;
    };
    constexpr R flip = lower ? R(1) : R(-1);  // the imaginary part's sign
    for (int c = 0; c < N; ++c) {
      // Rows r of column c that L's triangle uses: r >= c (lower), r <= c.
      const int r0 = lower ? c / kRows * kRows : 0;
      const int r1 = lower ? kFull : std::min(kFull, (c / kRows + 1) * kRows);
      for (int i0 = r0; i0 < r1; i0 += kRows) {
        typename Lanes::Block x;
        Lanes::load_block(x, a, ld, i0 * P, c);
        for (int e = 0; e < W; ++e) {
          if (e % P == 1)
            for (auto& h : x[e]) h *= flip;
          Lanes::put_row(part(e % P, i0 + e / P, c), x[e]);
        }
      }
      for (int r = std::max(r1, lower ? c : 0); r < (lower ? N : c + 1); ++r)
        for (int l = 0; l < W; ++l)
          for (int p = 0; p < P; ++p)
            part(p, r, c)[l] =
                (p == 1 ? flip : R(1)) * a[l][r * P + p + c * ld[l]];
    }
    unsigned bad;
    if constexpr (kComplex)
      bad = lanes<N>(gr, gi);
    else
      bad = lanes<N>(gr, gr);
    for (int c = 0; c < N; ++c) {
      if (c + 2 < N) Lanes::prefetch_column(a, ld, c + 2, N * P);
      // Whole blocks inside the triangle by transposes, the others by
      // element.
      const int r0 = lower ? (c + kRows - 1) / kRows * kRows : 0;
      const int r1 = lower ? kFull : (c + 1) / kRows * kRows;
      for (int i0 = r0; i0 < r1; i0 += kRows) {
        typename Lanes::Block x;
        for (int e = 0; e < W; ++e) {
          Lanes::get_row(x[e], part(e % P, i0 + e / P, c));
          if (e % P == 1)
            for (auto& h : x[e]) h *= flip;
        }
        Lanes::store_block(x, a, ld, i0 * P, c, bad);
      }
      const auto by_element = [&](int from, int to) {
        for (int r = from; r < to; ++r)
          for (int l = 0; l < W; ++l)
            if (!(bad >> l & 1u))
              for (int p = 0; p < P; ++p)
                a[l][r * P + p + c * ld[l]] =
                    (p == 1 ? flip : R(1)) * part(p, r, c)[l];
      };
      if constexpr (lower) {
        by_element(c, std::min(r0, N));
        by_element(std::max(r1, r0), N);
      } else {
        by_element(r1, c + 1);
      }
    }
    return bad;
  }

  static unsigned group(Uplo uplo, int n, const MatrixBatch<T>& A, int b0) {
    constexpr int kMax = potrf_host_group_max(is_complex_v<T>);
    return with_static_index<kMax>(n - 1, [&](auto i) {
      constexpr int N = decltype(i)::value + 1;
      return uplo == Uplo::Lower ? group_of<N, true>(A, b0)
                                 : group_of<N, false>(A, b0);
    });
  }
};

/// The leaf and group kernels compiled for Isa (blas3/host/host_kernels.hpp).
template <class T, class Isa>
CholOwnFns<T> chol_own_kernel();

}  // namespace myriad::detail
