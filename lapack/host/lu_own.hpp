// Per-matrix LU leaf of the host backend (internal): the unblocked
// right-looking LU of a panel, for small square matrices the same steps on a
// local array compiled for their order, and small square matrices
// factored in groups side by side (LuOwn::group). LuOwn is a template on an ISA
// tag (blas3/host/host_isa.hpp), instantiated once per instruction set by
// blas3/host/host_kernels_<isa>.cpp under that file's target pragma and picked
// at run time (pick_host_kernel), so that its scaling and rank-1 updates run
// at the CPU's vector width, and complex products are written out
// (host::mul: std::complex's operator* calls libgcc's NaN-recovery __muldc3).
// Session 15, 2-core AMD EPYC (AVX-512), myriad-bench --op getrf --backend
// host --threads 2 --batch 10000 --reps 9, ours / LAPACKE, baseline build ->
// per ISA with host::mul (two runs): ZGETRF n = 16 / 24 / 32 / 64 1.03-1.25
// / 0.73-0.84 / 0.72-0.86 / 0.82 -> 1.52-1.66 / 1.07-1.12 / 1.04-1.11 /
// 1.04-1.09x, CGETRF 1.09 / 0.83 / 0.82 / 1.09 -> 1.70-1.99 / 1.17-1.37 /
// 1.21-1.53 / 1.32-1.37x; DGETRF unchanged within the noise (n = 12 / 16
// 2.36-3.18 / 2.20-2.28x against 2.91-3.08 / 2.40-2.53x). A fixed-order
// kernel up to 16 instead of 8 (kHostFixedMax) gained nothing, with either
// build; nor did it with the matrix held by rows (contiguous interchanges,
// row updates with LAPACK's skip of zero multipliers as a select), DGETRF
// n = 12 / 16 2.67-2.88 / 2.34-2.35x against 2.93-3.03 / 2.34-2.41x
// (ZGETRF 16 0.92-0.93 against 1.43-1.48x), nor updating whole columns
// (full vectors, zeros above the pivot row) in the unblocked loop.
// Session 16, on a 2-core AMD EPYC without AVX-512: an AVX2 kernel for
// square double orders up to 16 (the matrix in a local array padded to
// whole vectors, a branch-free pivot search, interchanges kept as each
// row's position and applied once at the end, steps in pairs so that a
// column takes two updates per pass) ran 0.80 us per matrix at n = 16 in a
// loop of its own, but myriad-bench --op getrf --precision d --backend host
// --threads 1 --reps 9 (two alternating runs) measured n = 10 / 12 / 14 /
// 16 4.86-5.89 / 5.87-8.23 / 7.55-7.94 / 9.53-9.91 ms against 3.68-3.69 /
// 5.18-5.27 / 6.83-6.96 / 9.68-9.96 for this leaf (padding to whole
// vectors costs the orders between); interleaving two or four matrices'
// steps gained nothing at 16 (0.80 / 0.84 / 1.00 us). Not kept. Nor a
// row-major copy with interchanges as swapped row indices and each row's
// update in whole vectors (the pivot row's finished part masked to zero):
// in a loop of their own, this leaf / that kernel at n = 8 / 10 / 12 / 14 /
// 16: 0.247 / 0.340 / 0.487 / 0.643 / 0.918 against 0.309 / 0.562 / 0.624 /
// 0.808 / 1.213 us per matrix.
//
// Include the headers below before a target pragma (their inline functions
// must stay baseline code), then this one under it; elsewhere include it only
// for the types and the accessor, never calling LuOwn's members directly (an
// implicit instantiation in a baseline file would be baseline code under the
// same name).
#pragma once

#include <algorithm>
#include <cmath>
#include <complex>
#include <cstdint>
#include <limits>
#include <type_traits>
#include <utility>

#include "blas3/host/host_isa.hpp"
#include "blas3/host/sym_host_kernels.hpp"
#include "core/static_index.hpp"
#include "lapack/getrf_backend.hpp"
#include "lapack/getrf_tuning.hpp"
#include "lapack/host/lane_block.hpp"

#ifdef MYRIAD_HOST_ISA_DISPATCH
#include <immintrin.h>
#endif

namespace myriad::detail {

/// One matrix (or one view of it): a column-major m x n array.
template <class T>
struct LuView {
  int m, n;
  T* a;
  int ld;
  T& operator()(int i, int j) const {
    return a[i + static_cast<std::int64_t>(j) * ld];
  }
  LuView block(int i, int j, int mm, int nn) const {
    return {mm, nn, &(*this)(i, j), ld};
  }
};

/// LU of the m x n view v (any shape): pivots stored in ipiv as base + local
/// row + 1 (piv.pivot), or none with static replacement of pivots below
/// piv.tol (counted in replaced). Returns the first zero pivot (1-based) or
/// 0.
template <class T>
using LuOwnFn = int (*)(const LuView<T>& v, int* ipiv, int base,
                        const LuPivoting<real_t<T>>& piv, int& replaced);

/// Matrices per group (LuOwn::group): a column of the group is kLuLanes
/// scalars, one per matrix, contiguous, so each step's arithmetic runs
/// across the group in SIMD lanes.
inline constexpr int kLuLanes = 8;

/// A group: LU with partial pivoting of matrices b0 ... b0 + kLuLanes - 1 of
/// a fixed-size batch of square matrices of order n <=
/// GetrfTuning::host_group_max, all valid; pivots stored as the leaf's (base
/// plus the 1-based row). Returns the mask of the matrices it left as they
/// were (a pivot that is zero, below the safe minimum or NaN, or a result
/// that is not finite): the caller factors those alone, so that their info,
/// pivots and arithmetic are the one-matrix code's; the others hold their
/// factors.
template <class T>
using LuGroupFn = unsigned (*)(int n, const MatrixBatch<T>& A,
                               const MatrixBatch<int>& ipiv, int b0, int base);

/// B := U^-1 L^-1 B (L unit lower and U upper, the factors of getrf in a,
/// of order n) on the nrhs columns of b, one column at a time.
template <class T>
using LuSolveFn = void (*)(int n, int nrhs, const T* a, int lda, T* b, int ldb);

/// The same solve, left-looking by blocks of rows (LuOwn::Blocked) on all
/// nrhs columns, for n >= lu_blocked_rows<T>(narrow): vectors of 32 bytes
/// where narrow (real float only) or where the ISA's registers are narrower
/// than 64 bytes (LuOwn::kSolveBytes), else 64.
template <class T>
using LuSolveBlockedFn = void (*)(int n, int nrhs, const T* a, int lda, T* b,
                                  int ldb, bool narrow);

/// B := U^-1 L^-1 P B, P the interchanges of ipiv (1-based, as getrf
/// leaves them), with the right-hand sides in the lanes (LuOwn::Rows), for
/// n <= GetrfTuning::kHostGetrsRowsMax.
template <class T>
using LuSolveRowsFn = void (*)(int n, int nrhs, const T* a, int lda,
                               const int* ipiv, T* b, int ldb);

/// Rows of a column one 64-byte vector holds (32-byte where narrow): at
/// least those of LuSolveBlockedFn's vector, which is narrower still without
/// AVX-512 (LuOwn::kSolveBytes): a safe smallest order for the solve.
template <class T>
constexpr int lu_blocked_rows(bool narrow) {
  return (narrow && std::is_same_v<T, float> ? 32 : 64) /
         static_cast<int>(sizeof(T));
}

/// group is the one the tuning picks for this CPU (the interchanges by
/// gathers or a matrix at a time, GetrfTuning::host_gathered_swaps);
/// group_gathered always takes them by gathers (null where the ISA has
/// none), so that the tests run both on any CPU with AVX-512.
template <class T>
struct LuOwnFns {
  LuOwnFn<T> leaf;
  LuGroupFn<T> group;
  LuGroupFn<T> group_gathered;
  LuSolveFn<T> solve;
  LuSolveBlockedFn<T> solve_blocked;
  LuSolveRowsFn<T> solve_rows;
};

template <class T, class Isa>
struct LuOwn {
  using R = real_t<T>;

  static R abs1(T x) {
    if constexpr (is_complex_v<T>) {
      return std::abs(x.real()) + std::abs(x.imag());
    } else {
      return std::abs(x);
    }
  }

  /// The pivot of column j of the nopiv variant after static replacement.
  static T replace_pivot(T v, R tol, int& replaced) {
    if (!(abs1(v) < tol)) return v;
    ++replaced;
    if (v == T(0)) return T(tol);
    if constexpr (is_complex_v<T>) {
      return v * (tol / std::abs(v));
    } else {
      return v < R(0) ? T(-tol) : T(tol);
    }
  }

  /// Unblocked right-looking LU of the m x n view, in place.
  static int unblocked(const LuView<T>& v, int* ipiv, int base,
                       const LuPivoting<R>& piv, int& replaced) {
    const R sfmin = std::numeric_limits<R>::min();
    const int mn = v.m < v.n ? v.m : v.n;
    int info = 0;
    for (int j = 0; j < mn; ++j) {
      T* cj = &v(0, j);
      int p = j;
      if (piv.pivot) {
        // Largest |.| (cabs1 for complex), ties to the smallest index: strict
        // comparison from the top, as LAPACK's IxAMAX.
        R best = abs1(cj[j]);
        for (int i = j + 1; i < v.m; ++i) {
          const R x = abs1(cj[i]);
          if (x > best) {
            best = x;
            p = i;
          }
        }
        ipiv[j] = base + p + 1;
        if (p != j && cj[p] != T(0))
          for (int k = 0; k < v.n; ++k) std::swap(v(j, k), v(p, k));
      } else if (piv.tol > R(0)) {
        cj[j] = replace_pivot(cj[j], piv.tol, replaced);
      }
      const T d = cj[j];
      if (d != T(0)) {
        if (std::abs(d) >= sfmin) {
          const T r = T(1) / d;
          for (int i = j + 1; i < v.m; ++i) cj[i] = host::mul(cj[i], r);
        } else {
          for (int i = j + 1; i < v.m; ++i) cj[i] /= d;
        }
      } else if (info == 0) {
        info = j + 1;
      }
      // Rank-1 update of the trailing (m - j - 1) x (n - j - 1) block.
      for (int k = j + 1; k < v.n; ++k) {
        T* ck = &v(0, k);
        const T t = ck[j];
        if (t == T(0)) continue;
        for (int i = j + 1; i < v.m; ++i) ck[i] -= host::mul(cj[i], t);
      }
    }
    return info;
  }

  /// unblocked for a square N x N view, held in a local array while it is
  /// factored: with every trip count known at compile time the compiler
  /// unrolls the steps and vectorizes the updates, which the runtime-sized
  /// loop cannot at these orders. Same pivots, arithmetic and info.
  template <int N>
  static int fixed(const LuView<T>& v, int* ipiv, int base,
                   const LuPivoting<R>& piv, int& replaced) {
    const R sfmin = std::numeric_limits<R>::min();
    T a[N][N];  // a[j][i] = A(i, j)
    for (int j = 0; j < N; ++j)
      for (int i = 0; i < N; ++i) a[j][i] = v(i, j);
    int info = 0;
#pragma GCC unroll 8
    for (int j = 0; j < N; ++j) {
      if (piv.pivot) {
        int p = j;
        R best = abs1(a[j][j]);
        for (int i = j + 1; i < N; ++i) {
          const R x = abs1(a[j][i]);
          if (x > best) {
            best = x;
            p = i;
          }
        }
        ipiv[j] = base + p + 1;
        if (p != j && a[j][p] != T(0))
          for (int k = 0; k < N; ++k) std::swap(a[k][j], a[k][p]);
      } else if (piv.tol > R(0)) {
        a[j][j] = replace_pivot(a[j][j], piv.tol, replaced);
      }
      const T d = a[j][j];
      if (d != T(0)) {
        if (std::abs(d) >= sfmin) {
          const T r = T(1) / d;
          for (int i = j + 1; i < N; ++i) a[j][i] = host::mul(a[j][i], r);
        } else {
          for (int i = j + 1; i < N; ++i) a[j][i] /= d;
        }
      } else if (info == 0) {
        info = j + 1;
      }
      for (int k = j + 1; k < N; ++k) {
        const T t = a[k][j];
        if (t == T(0)) continue;
        for (int i = j + 1; i < N; ++i) a[k][i] -= host::mul(a[j][i], t);
      }
    }
    for (int j = 0; j < N; ++j)
      for (int i = 0; i < N; ++i) v(i, j) = a[j][i];
    return info;
  }

  /// The leaf: fixed for square orders up to GetrfTuning::kHostFixedMax,
  /// unblocked otherwise.
  static int run(const LuView<T>& v, int* ipiv, int base,
                 const LuPivoting<R>& piv, int& replaced) {
    constexpr int kFixed = GetrfTuning::kHostFixedMax;
    if (v.m == v.n && v.m >= 1 && v.m <= kFixed)
      return with_static_index<kFixed>(v.m - 1, [&](auto i) {
        return fixed<decltype(i)::value + 1>(v, ipiv, base, piv, replaced);
      });
    return unblocked(v, ipiv, base, piv, replaced);
  }

  /// Parts of a scalar in a group's arrays: real, and imaginary for complex.
  static constexpr int kParts = is_complex_v<T> ? 2 : 1;

  using Lanes = LaneBlock<R, Isa>;
  static_assert(Lanes::kLanes == kLuLanes, "a group's vectors span its lanes");
  using V = typename Lanes::V;
  using I = typename Lanes::I;
  using M = typename Lanes::M;

  // V and M by reference, never by value: a 64-byte vector in a signature
  // changes the ABI between the ISA builds (-Wpsabi).
  static void load(V& v, const R* p) { __builtin_memcpy(&v, p, sizeof(V)); }

  /// |x| lane by lane: x's sign bits cleared.
  static void clear_signs(V& x) {
    x = (V)((M)x & (M{} + std::numeric_limits<I>::max()));
  }

  /// |re| + |im| (|x| for real) of a row of the group, in x.
  static void magnitude(V& x, const R* re, const R* im) {
    load(x, re);
    clear_signs(x);
    if constexpr (kParts == 2) {
      V y;
      load(y, im);
      clear_signs(y);
      x += y;
    }
  }

#ifdef MYRIAD_HOST_ISA_DISPATCH
  static constexpr bool kGatherable = std::is_same_v<Isa, IsaAvx512>;

  /// Rows j and p[l] of matrix l of the group interchanged, every l: a
  /// column's row j of the whole group gathered from the pivot rows and its
  /// old values scattered to them, two instructions instead of a swap per
  /// matrix (AVX-512; GetrfTuning::host_gathered_swaps says where). A masked
  /// load and store per distinct pivot row instead measured slower (session
  /// 46: ZGETRF 16 0.84-0.87 -> 1.09-1.49 us a matrix; the masked loads wait
  /// on the masked stores before them). The interchanges are about a quarter
  /// of the group's time (session 59, myriad-bench --op getrf --precision z
  /// --backend host --threads 1 --sizes 16 --reps 21 --check none, five
  /// rounds, ms: 10.4-13.8, 7.6-9.7 without them), but lazy ones did not
  /// gain: the pivot rows gathered into row j of the columns from j on, the
  /// old rows written to the pivot rows by the scaling and update passes
  /// (selects, no scatter), the columns left of j permuted once at the end
  /// by a composed gather a row: 11.2-11.9 ms (10.0-11.4 without that last
  /// permutation); test_getrf's 88 host tests passed with it.
  /// Session 61, 2-core AMD EPYC (Zen 5, AVX-512; the swaps a matrix at a
  /// time there), measured and not kept, a driver calling getrf on 10000
  /// ZGETRF 16 (one thread, Check::None, median of 40, ms; results bit for
  /// bit the same): the interchanges by selects, each distinct pivot row of
  /// the step exchanging its lanes with row j in registers (full-vector
  /// loads and stores) after the search by vectors, 7.50-7.95 against
  /// 7.85-8.37 for the swaps (five alternating rounds; gathers 7.83-7.96);
  /// and the steps in pairs, the trailing columns taking steps j and j + 1
  /// in one pass (U(j + 1, k) first, the same rounding), 7.96-8.23 against
  /// 7.99-8.05. perf put the scalar search and swaps at 43% of lanes()'
  /// samples there, and lanes() at two thirds of the group (its copies the
  /// rest), yet neither fewer memory operations in the swaps nor in the
  /// update shortened it.
  template <int N>
  static void gathered_interchange(R (&g)[kParts][N][N + 1][kLuLanes], int j,
                                   const M& p) {
    constexpr int W = kLuLanes;
    M lane;
    for (int l = 0; l < W; ++l) lane[l] = l;
    const M moved = p != j;
    bool any = false;
    for (int l = 0; l < W; ++l) any |= moved[l] != 0;
    if (!any) return;
    const M at = p * W + lane;  // element (p[l], l) of a column
    for (int c = 0; c < kParts; ++c)
      for (int k = 0; k < N; ++k) {
        R* col = &g[c][k][0][0];
        V old;
        load(old, g[c][k][j]);
        V row;
        if constexpr (sizeof(R) == 8) {
          row = (V)_mm512_i64gather_pd((__m512i)at, col, 8);
          _mm512_i64scatter_pd(col, (__m512i)at, (__m512d)old, 8);
        } else {
          row = (V)_mm256_i32gather_ps(col, (__m256i)at, 4);
          _mm256_i32scatter_ps(col, (__m256i)at, (__m256)old, 4);
        }
        __builtin_memcpy(g[c][k][j], &row, sizeof(V));
      }
  }
#else
  static constexpr bool kGatherable = false;
#endif

  /// LU with partial pivoting of kLuLanes matrices of order N at once;
  /// g[c][k][i] holds part c of element (i, k) of every matrix, pv[j] the
  /// pivot rows of step j (0-based). The steps are the unblocked loop's (the
  /// same pivot search, by |re| + |im| for complex, interchanges, reciprocal
  /// and rank-1 updates, complex products written out as host::mul's), each
  /// one's arithmetic across the group, a complex pivot's reciprocal by
  /// scaled conj(d) / |d|^2 (rounded differently from the one-matrix code's
  /// std::complex division); the pivot search and the interchanges, whose
  /// rows differ from matrix to matrix, across the group where `gathered`
  /// (gathered_interchange), otherwise one matrix at a time. Returns the
  /// mask of the matrices group() leaves to the one-matrix code.
  template <int N>
  static unsigned lanes(R (&g)[kParts][N][N + 1][kLuLanes],
                        int (&pv)[N][kLuLanes], bool gathered) {
    constexpr int W = kLuLanes;
    constexpr bool kCx = kParts == 2;
    auto& gr = g[0];
    auto& gi = g[kParts - 1];
    const R sfmin = std::numeric_limits<R>::min();
    unsigned bad = 0;
    for (int j = 0; j < N; ++j) {
      bool searched = false;
      if constexpr (kGatherable) {
        if (gathered) {
          // Strict > from the top keeps the smallest index among ties and
          // never picks a NaN, as the one-matrix code's search.
          V best;
          magnitude(best, gr[j][j], gi[j][j]);
          M p = M{} + j;
          for (int i = j + 1; i < N; ++i) {
            V x;
            magnitude(x, gr[j][i], gi[j][i]);
            const M gt = x > best;
            best = gt ? x : best;
            p = gt ? M{} + i : p;
          }
          for (int l = 0; l < W; ++l) pv[j][l] = static_cast<int>(p[l]);
          gathered_interchange(g, j, p);
          searched = true;
        }
      }
      if (!searched) {
        // The same search and interchanges a matrix at a time, each
        // matrix's swaps right after its search (swapped in a pass of their
        // own after the search by vectors above, ZGETRF 16 took 1.32-1.43
        // instead of 1.12-1.18 us a matrix on Intel's cores, session 45).
        R best[W];
        int p[W];
#pragma GCC unroll 8
        for (int l = 0; l < W; ++l) {
          best[l] = kCx ? std::abs(gr[j][j][l]) + std::abs(gi[j][j][l])
                        : std::abs(gr[j][j][l]);
          p[l] = j;
        }
        for (int i = j + 1; i < N; ++i)
#pragma GCC unroll 8
          for (int l = 0; l < W; ++l) {
            const R x = kCx ? std::abs(gr[j][i][l]) + std::abs(gi[j][i][l])
                            : std::abs(gr[j][i][l]);
            const bool gt = x > best[l];
            best[l] = gt ? x : best[l];
            p[l] = gt ? i : p[l];
          }
        for (int l = 0; l < W; ++l) {
          pv[j][l] = p[l];
          const int q = p[l];
          if (q != j)
            for (int c = 0; c < kParts; ++c)
              for (int k = 0; k < N; ++k)
                std::swap(g[c][k][j][l], g[c][k][q][l]);
        }
      }
      R rr[W], ri[W];
      if constexpr (kCx) {
        // 1 / d = conj(d) / |d|^2, d scaled by its larger part first (no
        // overflow or underflow in |d|^2), in vectors across the group:
        // std::complex's division is a library call (__divdc3) per matrix,
        // and the same steps lane by lane took two scalar divisions a matrix
        // (session 46, Intel Xeon, one thread: ZGETRF 16 / 12 0.90 / 0.42 ->
        // 0.85 / 0.37 us a matrix). Matrices with |re| + |im| < 2 sfmin (a
        // superset of the one-matrix code's |d| < sfmin), or NaN, go to that
        // code; an infinite pivot makes its column NaN, found below.
        V dr, di;
        load(dr, gr[j][j]);
        load(di, gi[j][j]);
        V ar = dr, ai = di;
        clear_signs(ar);
        clear_signs(ai);
        const M small = !(ar + ai >= R(2) * sfmin);
        const V t = R(1) / (ar > ai ? ar : ai);
        const V xr = dr * t, xi = di * t;
        const V u = t / (xr * xr + xi * xi);
        const V vr = xr * u, vi = -xi * u;
        __builtin_memcpy(rr, &vr, sizeof(V));
        __builtin_memcpy(ri, &vi, sizeof(V));
        for (int l = 0; l < W; ++l) bad |= (small[l] ? 1u : 0u) << l;
      } else {
        for (int l = 0; l < W; ++l) {
          const R d = gr[j][j][l];
          // Zero, below the safe minimum or NaN: the one-matrix code's
          // branch.
          bad |= (std::abs(d) >= sfmin ? 0u : 1u) << l;
          rr[l] = R(1) / d;
          ri[l] = R(0);
        }
      }
      for (int i = j + 1; i < N; ++i)
#pragma GCC unroll 8
        for (int l = 0; l < W; ++l) {
          if constexpr (kCx) {
            const R ar = gr[j][i][l], ai = gi[j][i][l];
            gr[j][i][l] = ar * rr[l] - ai * ri[l];
            gi[j][i][l] = ar * ri[l] + ai * rr[l];
          } else {
            gr[j][i][l] *= rr[l];
          }
        }
      for (int k = j + 1; k < N; ++k) {
        R tr[W], ti[W];
#pragma GCC unroll 8
        for (int l = 0; l < W; ++l) {
          tr[l] = gr[k][j][l];
          ti[l] = gi[k][j][l];
        }
        for (int i = j + 1; i < N; ++i)
#pragma GCC unroll 8
          for (int l = 0; l < W; ++l) {
            if constexpr (kCx) {
              const R ar = gr[j][i][l], ai = gi[j][i][l];
              gr[k][i][l] -= ar * tr[l] - ai * ti[l];
              gi[k][i][l] -= ar * ti[l] + ai * tr[l];
            } else {
              gr[k][i][l] -= gr[j][i][l] * tr[l];
            }
          }
      }
    }
    // x * 0 is 0 for finite x and NaN otherwise; the sums in kSums chains
    // (one chain of multiply-adds was 12.5% of the group's samples at ZGETRF
    // 16, perf), which any grouping leaves 0 or NaN alike.
    constexpr int kSums = 4, kElems = kParts * N * (N + 1);
    constexpr int kWhole = kElems / kSums * kSums;
    const R* e = &g[0][0][0][0];
    R sums[kSums][W] = {};
    for (int t = 0; t < kWhole; t += kSums)
      for (int a = 0; a < kSums; ++a)
#pragma GCC unroll 8
        for (int l = 0; l < W; ++l) sums[a][l] += e[(t + a) * W + l] * R(0);
    for (int t = kWhole; t < kElems; ++t)
#pragma GCC unroll 8
      for (int l = 0; l < W; ++l) sums[0][l] += e[t * W + l] * R(0);
    for (int l = 0; l < W; ++l) {
      R nonfinite = R(0);
      for (int a = 0; a < kSums; ++a) nonfinite += sums[a][l];
      bad |= (nonfinite == R(0) ? 0u : 1u) << l;
    }
    return bad;
  }

  /// LuSolveFn: both solves in axpy form, every inner loop down a column of
  /// the factors and of C columns of B at once (vectorized for the ISA), the
  /// division by U's diagonal as LAPACK's TRSM takes it. For few
  /// right-hand sides, where a blocked TRSM per matrix spends its time
  /// outside its arithmetic.
  template <int C>
  static void solve_columns(int n, const T* a, int lda, T* b, int ldb) {
    T* x[C];
    for (int c = 0; c < C; ++c) x[c] = b + static_cast<std::int64_t>(c) * ldb;
    for (int k = 0; k < n; ++k) {
      T xk[C];
      for (int c = 0; c < C; ++c) xk[c] = x[c][k];
      const T* l = a + static_cast<std::int64_t>(k) * lda;
      for (int i = k + 1; i < n; ++i)
        for (int c = 0; c < C; ++c) x[c][i] -= host::mul(l[i], xk[c]);
    }
    for (int k = n - 1; k >= 0; --k) {
      const T* u = a + static_cast<std::int64_t>(k) * lda;
      const Divisor div(u[k]);
      T xk[C];
      for (int c = 0; c < C; ++c) xk[c] = x[c][k] = div.apply(x[c][k]);
      for (int i = 0; i < k; ++i)
        for (int c = 0; c < C; ++c) x[c][i] -= host::mul(u[i], xk[c]);
    }
  }
  /// x / d for a diagonal entry d of U: x r with r = 1 / d found once per
  /// entry where |d| is at least the safe minimum (as xGETF2 scales its
  /// column), else x / d, whose reciprocal would overflow. Complex r by
  /// Smith's formula inline: std::complex's division is a call to libgcc's
  /// __divdc3, which took most of a small solve's time.
  struct Divisor {
    T d, r;
    bool recip;
    explicit Divisor(T dd) : d(dd), r(dd) {
      const R sfmin = std::numeric_limits<R>::min();
      if constexpr (is_complex_v<T>) {
        const R a = d.real(), b = d.imag();
        recip = std::max(std::abs(a), std::abs(b)) >= sfmin;
        if (!recip) return;
        if (std::abs(a) >= std::abs(b)) {
          const R t = b / a, den = a + b * t;
          r = T(R(1) / den, -t / den);
        } else {
          const R t = a / b, den = a * t + b;
          r = T(t / den, R(-1) / den);
        }
      } else {
        recip = std::abs(d) >= sfmin;
        r = R(1) / d;
      }
    }
    T apply(T x) const { return recip ? host::mul(x, r) : x / d; }
  };

  /// Columns of B a pass over the factors takes (GetrfTuning::
  /// kHostGetrsColumns: 4, measured against 2).
  static void solve(int n, int nrhs, const T* a, int lda, T* b, int ldb) {
    static_assert(GetrfTuning::kHostGetrsColumns == 4, "passes of up to 4");
    for (int j = 0; j < nrhs; j += 4) {
      T* bj = b + static_cast<std::int64_t>(j) * ldb;
      const int r = nrhs - j < 4 ? nrhs - j : 4;
      with_static_index<4>(r - 1, [&](auto rc) {
        solve_columns<decltype(rc)::value + 1>(n, a, lda, bj, ldb);
      });
    }
  }

  /// The blocked solves' vector: one of Isa's registers, at most 64 bytes,
  /// at least 32. Where a 64-byte vector spans two registers (AVX2), GCC
  /// moved it through the stack in pieces and lowered its shuffles to
  /// scalar moves, as LaneBlock's note says: session 75, 2-core AMD EPYC
  /// (AVX2), DGETRS n = 16 / 64 with 16 right-hand sides, one thread, a
  /// loop of 1000 matrices, us a matrix: 12.4 / 75.5 with 64 bytes
  /// (LAPACKE 2.1 / 13.4); with 32, figures at GetrfTuning::HostGetrsRow.
  static constexpr int kSolveBytes = Isa::vector_bytes >= 64 ? 64 : 32;

  /// LuSolveBlockedFn: passes of GetrfTuning::kHostGetrsPass columns.
  static void solve_blocked(int n, int nrhs, const T* a, int lda, T* b, int ldb,
                            bool narrow) {
    constexpr int W = GetrfTuning::kHostGetrsPass;
    for (int j = 0; j < nrhs; j += W) {
      T* bj = b + static_cast<std::int64_t>(j) * ldb;
      const int r = nrhs - j < W ? nrhs - j : W;
      with_static_index<W>(r - 1, [&](auto rc) {
        constexpr int C = decltype(rc)::value + 1;
        // Only real float has a narrow row in the table (getrf_tuning.hpp).
        if constexpr (std::is_same_v<T, float>)
          if (narrow) return Blocked<32>::template solve<C>(n, a, lda, bj, ldb);
        Blocked<kSolveBytes>::template solve<C>(n, a, lda, bj, ldb);
      });
    }
  }

  /// The blocked solves on vectors of VB bytes (64: one AVX-512 register,
  /// two AVX2 ones).
  template <int VB>
  struct Blocked {
    static constexpr int kSolveLanes = VB / static_cast<int>(sizeof(R));
    typedef R SV __attribute__((vector_size(VB)));
    typedef I SM __attribute__((vector_size(VB)));
    /// Rows of a column one SV holds.
    static constexpr int kVecRows = kSolveLanes / kParts;

    // SV by reference, never by value: a 64-byte vector in a signature
    // changes the ABI between the ISA builds (-Wpsabi).
    static void load(SV& v, const R* p) { __builtin_memcpy(&v, p, sizeof(SV)); }
    static void store(R* p, const SV& v) {
      __builtin_memcpy(p, &v, sizeof(SV));
    }
    /// i v for complex lanes (re, im) -> (-im, re): the imaginary part of a
    /// product, without a shuffle inside the sums (sum l xi, turned once).
    static void sub_turned(SV& acc, const SV& v) {
      SM swap{};
      SV sign{};
      for (int e = 0; e < kSolveLanes; ++e) {
        swap[e] = e ^ 1;
        sign[e] = e % 2 ? R(1) : R(-1);
      }
      acc -= __builtin_shuffle(v, swap) * sign;
    }
    /// The lanes of rows lo < row < hi of a vector.
    static void rows_mask(SM& keep, int lo, int hi) {
      SM row{};
      for (int e = 0; e < kSolveLanes; ++e) row[e] = e / kParts;
      keep = (row > SM{} + lo) & (row < SM{} + hi);
    }
    /// acc := keep ? v : acc, lane by lane.
    static void blend(SV& acc, const SV& v, const SM& keep) {
      acc = reinterpret_cast<SV>((reinterpret_cast<SM>(v) & keep) |
                                 (reinterpret_cast<SM>(acc) & ~keep));
    }
    /// Row k's scalar of acc in every lane (complex: its real part in re, its
    /// imaginary part in im): a permutation, where extracting the lane went
    /// through memory.
    static void spread(const SV& acc, int k, SV& re, SV& im) {
      re = __builtin_shuffle(acc, SM{} + k * kParts);
      if constexpr (kParts == 2) im = __builtin_shuffle(acc, SM{} + 2 * k + 1);
    }
    /// acc -= v x on the lanes of rows lo < row < hi of the vector, the
    /// others left as they were (a select after the product, so that an
    /// infinite x does not reach them as 0 x), x in every lane of re (and im).
    static void sub_rows(SV& acc, const SV& v, const SV& re, const SV& im,
                         int lo, int hi) {
      SM keep;
      rows_mask(keep, lo, hi);
      SV t = acc - v * re;
      if constexpr (kParts == 2) sub_turned(t, v * im);
      blend(acc, t, keep);
    }
    /// acc -= v x, x the scalar at xr (complex: xr[0] + i xr[1]; the
    /// imaginary part's sum in acc_im, for sub_turned).
    static void sub_product(SV& acc, SV& acc_im, const SV& v, const R* xr) {
      acc -= v * xr[0];
      if constexpr (kParts == 2) acc_im += v * xr[1];
    }

    /// Rows i0 ... i0 + kVecRows - 1 of X := L^-1 X on C columns (x[c], as
    /// reals), those of them below hi - 1 solved: their sums over the columns
    /// left of i0 (solved rows) one vector of L and one scalar of each column
    /// a step, in registers, then the block's triangle lane by lane.
    template <int C>
    static void lower_block(const R* a, std::int64_t lda, R* const (&x)[C],
                            int i0, int hi) {
      constexpr int P = kParts, E = kVecRows;
      SV acc[C], acc_im[C];
      for (int c = 0; c < C; ++c) {
        load(acc[c], x[c] + i0 * P);
        acc_im[c] = SV{};
      }
      for (int k = 0; k < i0; ++k) {
        SV l;
        load(l, a + k * lda + i0 * P);
        __builtin_prefetch(a + k * lda + (i0 + E) * P);  // the next block's
        for (int c = 0; c < C; ++c)
          sub_product(acc[c], acc_im[c], l, x[c] + k * P);
      }
      if constexpr (P == 2)
        for (int c = 0; c < C; ++c) sub_turned(acc[c], acc_im[c]);
      for (int kk = 0; kk < E; ++kk)
        __builtin_prefetch(a + (i0 + kk) * lda + (i0 + E) * P);
#pragma GCC unroll 16
      for (int kk = 0; kk + 1 < E; ++kk) {
        SV l;
        load(l, a + (i0 + kk) * lda + i0 * P);
        for (int c = 0; c < C; ++c) {
          SV re, im;
          spread(acc[c], kk, re, im);
          sub_rows(acc[c], l, re, im, kk, hi);
        }
      }
      for (int c = 0; c < C; ++c) store(x[c] + i0 * P, acc[c]);
    }

    /// Rows i0 ... i0 + kVecRows - 1 of X := U^-1 X on C columns, those from
    /// lo on solved (the rows below the block solved): lower_block's steps
    /// over the columns right of the block, then its triangle from the bottom.
    template <int C>
    static void upper_block(const T* a_, int lda_, const R* a, std::int64_t lda,
                            R* const (&x)[C], int n, int i0, int lo) {
      constexpr int P = kParts, E = kVecRows;
      SV acc[C], acc_im[C];
      for (int c = 0; c < C; ++c) {
        load(acc[c], x[c] + i0 * P);
        acc_im[c] = SV{};
      }
      for (int k = i0 + E; k < n; ++k) {
        SV u;
        load(u, a + k * lda + i0 * P);
        __builtin_prefetch(a + k * lda + (i0 - E) * P);  // the next block's
        for (int c = 0; c < C; ++c)
          sub_product(acc[c], acc_im[c], u, x[c] + k * P);
      }
      if constexpr (P == 2)
        for (int c = 0; c < C; ++c) sub_turned(acc[c], acc_im[c]);
      for (int kk = 0; kk < E; ++kk)
        __builtin_prefetch(a + (i0 + kk) * lda + (i0 - E) * P);
#pragma GCC unroll 16
      for (int kk = E - 1; kk >= 0; --kk) {
        const Divisor div(
            a_[i0 + kk + static_cast<std::int64_t>(i0 + kk) * lda_]);
        SV u;
        load(u, a + (i0 + kk) * lda + i0 * P);
        SM at_kk;
        rows_mask(at_kk, kk - 1, kk < lo ? kk - 1 : kk + 1);  // none above lo
        for (int c = 0; c < C; ++c) {
          SV re, im;
          spread(acc[c], kk, re, im);
          T xk;
          if constexpr (P == 2)
            xk = div.apply(T(re[0], im[0]));
          else
            xk = div.apply(re[0]);
          SV xv;  // x_kk in its lanes' layout
          if constexpr (P == 2) {
            re = SV{} + xk.real();
            im = SV{} + xk.imag();
            SM even{};
            for (int e = 0; e < kSolveLanes; ++e) even[e] = e % 2 ? 0 : -1;
            xv = im;
            blend(xv, re, even);
          } else {
            re = SV{} + xk;
            xv = re;
          }
          blend(acc[c], xv, at_kk);
          sub_rows(acc[c], u, re, im, lo - 1, kk);
        }
      }
      for (int c = 0; c < C; ++c) store(x[c] + i0 * P, acc[c]);
    }

    /// B := U^-1 L^-1 B on C columns of B, n >= kVecRows, left-looking by
    /// blocks of kVecRows rows (lower_block, upper_block): solve_columns loads
    /// and stores B's columns at every step, these keep a block's sums in
    /// registers. The rows that do not fill a block are solved first, inside
    /// the block at the matrix's edge (L's top rows, U's bottom ones).
    template <int C>
    static void solve(int n, const T* a_, int lda_, T* b_, int ldb) {
      constexpr int P = kParts, E = kVecRows;
      const R* a = reinterpret_cast<const R*>(a_);
      const std::int64_t lda = static_cast<std::int64_t>(lda_) * P;
      R* x[C];
      for (int c = 0; c < C; ++c)
        x[c] = reinterpret_cast<R*>(b_ + static_cast<std::int64_t>(c) * ldb);
      const int r = n % E;
      if (r > 0) lower_block<C>(a, lda, x, 0, r);
      for (int i0 = r; i0 < n; i0 += E) lower_block<C>(a, lda, x, i0, E);
      if (r > 0) upper_block<C>(a_, lda_, a, lda, x, n, n - E, E - r);
      for (int i0 = n - r - E; i0 >= 0; i0 -= E)
        upper_block<C>(a_, lda_, a, lda, x, n, i0, 0);
    }
  };

  /// LuSolveRowsFn. B's columns go, kRhs at a time, into the lanes of a
  /// scratch X whose row i holds row i of those columns (real and imaginary
  /// parts in vectors of their own); ipiv's interchanges swap X's rows; each
  /// step solves kSteps rows of X inside their triangle and then takes the
  /// factors' kSteps columns down the remaining rows at once, those rows
  /// (X's and the factors' columns) read in address order. The blocked
  /// solve instead walks each block of rows across all the factors'
  /// columns, a lda stride apart: without AVX-512 its vector is half a cache
  /// line and the columns of a power-of-two order share a few sets of the
  /// L1 cache, so its lines came from L2 twice (DGETRS 16 rhs at 128 / 256
  /// 0.92 / 0.64x LAPACKE, session 75). Figures at GetrfTuning::
  /// HostGetrsRow. kVec: vectors of a row per part (solve_rows picks them).
  template <int kVec>
  struct Rows {
    static constexpr int VB = Isa::vector_bytes < 64 ? Isa::vector_bytes : 64;
    static constexpr int kLanes = VB / static_cast<int>(sizeof(R));
    typedef R SV __attribute__((vector_size(VB)));
    static constexpr int kRhs = kVec * kLanes;    // right-hand sides a pass
    static constexpr int kWidth = kParts * kRhs;  // reals in a row of X
    static constexpr int kSteps = 4;

    struct Row {
      SV v[kParts][kVec];
    };
    // Vector by vector: a copy of the whole Row went through the stack.
    static void load(Row& x, const R* X, int i) {
      const R* row = X + static_cast<std::int64_t>(i) * kWidth;
      for (int p = 0; p < kParts; ++p)
        for (int v = 0; v < kVec; ++v)
          __builtin_memcpy(&x.v[p][v], row + (p * kVec + v) * kLanes,
                           sizeof(SV));
    }
    static void store(R* X, int i, const Row& x) {
      R* row = X + static_cast<std::int64_t>(i) * kWidth;
      for (int p = 0; p < kParts; ++p)
        for (int v = 0; v < kVec; ++v)
          __builtin_memcpy(row + (p * kVec + v) * kLanes, &x.v[p][v],
                           sizeof(SV));
    }
    /// acc := acc - l x.
    static void sub(Row& acc, T l, const Row& x) {
      if constexpr (kParts == 2) {
        const R lr = l.real(), li = l.imag();
        for (int v = 0; v < kVec; ++v) {
          acc.v[0][v] -= lr * x.v[0][v];
          acc.v[0][v] += li * x.v[1][v];
          acc.v[1][v] -= lr * x.v[1][v];
          acc.v[1][v] -= li * x.v[0][v];
        }
      } else {
        for (int v = 0; v < kVec; ++v) acc.v[0][v] -= l * x.v[0][v];
      }
    }
    /// x := x / d, as Divisor takes it.
    static void divide(Row& x, const Divisor& div) {
      if (div.recip) {
        if constexpr (kParts == 2) {
          const R rr = div.r.real(), ri = div.r.imag();
          for (int v = 0; v < kVec; ++v) {
            const SV xr = x.v[0][v], xi = x.v[1][v];
            x.v[0][v] = xr * rr - xi * ri;
            x.v[1][v] = xr * ri + xi * rr;
          }
        } else {
          for (int v = 0; v < kVec; ++v) x.v[0][v] *= div.r;
        }
        return;
      }
      for (int v = 0; v < kVec; ++v)
        for (int l = 0; l < kLanes; ++l) {
          if constexpr (kParts == 2) {
            const T q = T(x.v[0][v][l], x.v[1][v][l]) / div.d;
            x.v[0][v][l] = q.real();
            x.v[1][v][l] = q.imag();
          } else {
            x.v[0][v][l] /= div.d;
          }
        }
    }

    /// Rows k0 ... k0 + K - 1 of X := L^-1 X inside their triangle, then
    /// the rows below take the updates of those K columns of L.
    template <int K>
    static void lower_step(int n, const T* a, std::int64_t lda, R* X, int k0) {
      Row xk[K];
      const T* col[K];
      for (int kk = 0; kk < K; ++kk) {
        col[kk] = a + (k0 + kk) * lda;
        load(xk[kk], X, k0 + kk);
        for (int j = 0; j < kk; ++j) sub(xk[kk], col[j][k0 + kk], xk[j]);
        store(X, k0 + kk, xk[kk]);
      }
      for (int i = k0 + K; i < n; ++i) {
        Row acc;
        load(acc, X, i);
        for (int kk = 0; kk < K; ++kk) sub(acc, col[kk][i], xk[kk]);
        store(X, i, acc);
      }
    }
    /// Rows k0 ... k0 + K - 1 of X := U^-1 X inside their triangle (from
    /// the bottom, divided by U's diagonal), then the rows above take the
    /// updates of those K columns of U.
    template <int K>
    static void upper_step(const T* a, std::int64_t lda, R* X, int k0) {
      Row xk[K];
      const T* col[K];
      for (int kk = 0; kk < K; ++kk) col[kk] = a + (k0 + kk) * lda;
      for (int kk = K - 1; kk >= 0; --kk) {
        load(xk[kk], X, k0 + kk);
        for (int j = kk + 1; j < K; ++j) sub(xk[kk], col[j][k0 + kk], xk[j]);
        divide(xk[kk], Divisor(col[kk][k0 + kk]));
        store(X, k0 + kk, xk[kk]);
      }
      for (int i = 0; i < k0; ++i) {
        Row acc;
        load(acc, X, i);
        for (int kk = 0; kk < K; ++kk) sub(acc, col[kk][i], xk[kk]);
        store(X, i, acc);
      }
    }

    /// One pass: columns 0 ... c - 1 of b (c <= kRhs).
    static void pass(int n, int c, const T* a, int lda_, const int* ipiv, T* b,
                     int ldb, R* X) {
      const std::int64_t lda = lda_;
      // The lanes past column c - 1 are zeros (no pointer into b for them).
      for (int q = 0; q < kRhs; ++q) {
        const T* bq = q < c ? b + static_cast<std::int64_t>(q) * ldb : nullptr;
        for (int i = 0; i < n; ++i) {
          const T x = bq ? bq[i] : T(0);
          R* row = X + static_cast<std::int64_t>(i) * kWidth;
          if constexpr (kParts == 2) {
            row[q] = x.real();
            row[kRhs + q] = x.imag();
          } else {
            row[q] = x;
          }
        }
      }
      for (int i = 0; i < n; ++i)
        if (const int p = ipiv[i] - 1; p != i) {
          Row x, y;
          load(x, X, i);
          load(y, X, p);
          store(X, i, y);
          store(X, p, x);
        }
      constexpr int K = kSteps;
      int k0 = 0;
      for (; k0 + K <= n; k0 += K) lower_step<K>(n, a, lda, X, k0);
      if (k0 < n)
        with_static_index<K - 1>(n - k0 - 1, [&](auto r) {
          lower_step<decltype(r)::value + 1>(n, a, lda, X, k0);
        });
      int k1 = n;
      for (; k1 >= K; k1 -= K) upper_step<K>(a, lda, X, k1 - K);
      if (k1 > 0)
        with_static_index<K - 1>(k1 - 1, [&](auto r) {
          upper_step<decltype(r)::value + 1>(a, lda, X, 0);
        });
      for (int q = 0; q < c; ++q) {
        T* bq = b + static_cast<std::int64_t>(q) * ldb;
        for (int i = 0; i < n; ++i) {
          const R* row = X + static_cast<std::int64_t>(i) * kWidth;
          if constexpr (kParts == 2)
            bq[i] = T(row[q], row[kRhs + q]);
          else
            bq[i] = row[q];
        }
      }
    }
  };

  /// Rows' vectors a row per part at most: two for real rows, one per part
  /// for complex ones, so that a step's kSteps rows, its accumulators and
  /// the broadcast factor fit in 16 registers.
  static constexpr int kRowsVec = kParts == 1 ? 2 : 1;

  /// LuSolveRowsFn: passes of Rows<kRowsVec>::kRhs right-hand sides, a last
  /// one that fills one vector a part in rows of one (real: no lanes of
  /// zeros for 4 double or 8 float right-hand sides).
  static void solve_rows(int n, int nrhs, const T* a, int lda, const int* ipiv,
                         T* b, int ldb) {
    using Wide = Rows<kRowsVec>;
    using One = Rows<1>;
    alignas(64) R X[GetrfTuning::kHostGetrsRowsMax * Wide::kWidth];
    for (int j = 0; j < nrhs; j += Wide::kRhs) {
      const int c = nrhs - j < Wide::kRhs ? nrhs - j : Wide::kRhs;
      T* bj = b + static_cast<std::int64_t>(j) * ldb;
      if (c <= One::kRhs)
        One::pass(n, c, a, lda, ipiv, bj, ldb, X);
      else
        Wide::pass(n, c, a, lda, ipiv, bj, ldb, X);
    }
  }

  template <int N>
  static unsigned group_of(const MatrixBatch<T>& A,
                           const MatrixBatch<int>& ipiv, int b0, int base,
                           bool gathered) {
    constexpr int W = kLuLanes;
    // Rows a transpose covers: kLuLanes parts of consecutive scalars.
    constexpr int kRows = W / kParts;
    constexpr int kFull = N / kRows * kRows;
    // Columns one row (vector) longer than N, row N zero (lanes()' check for
    // non-finite results reads it). With N rows, a column of order 16 of
    // doubles is 1 KiB: every fourth column, and the other part's, fell in
    // the same L1 sets (4 KiB apart), which a row's interchange (one element
    // in every column and part) filled. Session 74, 2-core AMD EPYC (AVX2),
    // one thread, a driver timing getrf on 1000 ZGETRF 16 (minimum of 101,
    // us a matrix), three rounds alternating with a build of session 72's
    // kernels (unpadded): 1.18-1.21 -> 1.12-1.13;
    // myriad-bench --op getrf --precision z --backend host --threads 1
    // --sizes 4,8,12,16 --batch 1000 --reps 41, two rounds, at 16: 2.16-2.22
    // -> 2.30-2.33x LAPACKE. (The same padding in CholOwn::group_of measured
    // no change.)
    alignas(64) R g[kParts][N][N + 1][W];
    for (int c = 0; c < kParts; ++c)
      for (int k = 0; k < N; ++k)
        for (int l = 0; l < W; ++l) g[c][k][N][l] = R(0);
    int pv[N][W];
    R* a[W];
    std::int64_t ld[W];
    for (int l = 0; l < W; ++l) {
      a[l] = reinterpret_cast<R*>(A.data(b0 + l));
      ld[l] = A.ld(b0 + l) * kParts;
    }
    // The columns' first kFull rows by transposes of W x W blocks (scalar
    // copies across the group stored one part at a time: the stores were a
    // third of the group's time at ZGETRF 16), the rest one by one.
    for (int k = 0; k < N; ++k) {
      for (int i0 = 0; i0 < kFull; i0 += kRows) {
        typename Lanes::Block x;
        Lanes::load_block(x, a, ld, i0 * kParts, k);
        for (int e = 0; e < W; ++e)
          Lanes::put_row(g[e % kParts][k][i0 + e / kParts], x[e]);
      }
      for (int i = kFull; i < N; ++i)
        for (int l = 0; l < W; ++l)
          for (int c = 0; c < kParts; ++c)
            g[c][k][i][l] = a[l][(i * kParts + c) + k * ld[l]];
    }
    const unsigned bad = lanes<N>(g, pv, gathered);
    for (int k = 0; k < N; ++k) {
      // The lines of column k + 2 fetched for writing ahead of its stores:
      // without, the stores' misses (the group's array and the matrices
      // overflow the L1 cache from ZGETRF 14, DGETRF 20) wait in turn.
      // Session 45 (Intel Xeon, one thread, us a matrix): the copies in and
      // out alone at ZGETRF 16 0.44 -> 0.28-0.30, DGETRF 24 0.48 -> 0.29;
      // the group at ZGETRF 16 1.12-1.18 -> 1.01-1.04. Fetching the columns
      // to read ahead, or the next group's matrices during the steps,
      // gained nothing.
      if (k + 2 < N) Lanes::prefetch_column(a, ld, k + 2, N * kParts);
      for (int i0 = 0; i0 < kFull; i0 += kRows) {
        typename Lanes::Block x;
        for (int e = 0; e < W; ++e)
          Lanes::get_row(x[e], g[e % kParts][k][i0 + e / kParts]);
        Lanes::store_block(x, a, ld, i0 * kParts, k, bad);
      }
      for (int i = kFull; i < N; ++i)
        for (int l = 0; l < W; ++l)
          if (!(bad >> l & 1u))
            for (int c = 0; c < kParts; ++c)
              a[l][(i * kParts + c) + k * ld[l]] = g[c][k][i][l];
    }
    for (int l = 0; l < W; ++l) {
      if (bad >> l & 1u) continue;
      int* piv = ipiv.data(b0 + l);
      for (int j = 0; j < N; ++j) piv[j] = base + pv[j][l] + 1;
    }
    return bad;
  }

  static unsigned group_with(int n, const MatrixBatch<T>& A,
                             const MatrixBatch<int>& ipiv, int b0, int base,
                             bool gathered) {
    constexpr int kMax = GetrfTuning::host_group_max<T>();
    return with_static_index<kMax>(n - 1, [&](auto i) {
      return group_of<decltype(i)::value + 1>(A, ipiv, b0, base, gathered);
    });
  }

  /// LuOwnFns::group and group_gathered.
  static unsigned group(int n, const MatrixBatch<T>& A,
                        const MatrixBatch<int>& ipiv, int b0, int base) {
    static const bool gathered =
        GetrfTuning::host_gathered_swaps(kGatherable, cpu_is_intel());
    return group_with(n, A, ipiv, b0, base, gathered);
  }
  static unsigned group_gathered(int n, const MatrixBatch<T>& A,
                                 const MatrixBatch<int>& ipiv, int b0,
                                 int base) {
    return group_with(n, A, ipiv, b0, base, true);
  }
};

/// The leaf and group kernels compiled for Isa (blas3/host/host_kernels.hpp).
template <class T, class Isa>
LuOwnFns<T> lu_own_kernel();

}  // namespace myriad::detail
