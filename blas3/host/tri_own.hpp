// Myriad's own TRSM / TRMM loops for small triangles, host backend
// (internal): the leaf below the tuning table's blas_from.
//
// Every option combination is y = op x for each vector x of B (a column for
// Left, a row for Right) with a triangle read from A through the layout of
// tri_layout (tri_check.hpp); the loops copy that triangle once per matrix
// into a scratch shaped for them.
//
// Solve: M is the lower-triangular form (indices reversed when op(A) is
// upper, reciprocal diagonal). Vectors come in groups of kLanes, side by
// side in a scratch X (rows of M, planes, lanes): every step is one
// multiply-add over kLanes independent lanes in whole registers, whatever
// the order, and kTriOwnRows rows of X are accumulated at once for
// independent chains. The last few vectors, or all where there are few, go
// one at a time through a loop compiled for their order.
//
// Multiply: there is no chain, each element of y is a dot product of a row
// of the triangle with the input x, so B is read and written where it lies,
// with no gather: P is the triangle times alpha in B's own element order
// (lower, or upper where Solve reverses), and a register tile of outputs
// accumulates over the elements of x it needs:
//   - rows of P in the lanes (P's columns are loaded, elements of x
//     broadcast) for kMulVectors vectors at a time: any strides, whole
//     registers stored where a vector is contiguous (Left);
//   - vectors in the lanes where B holds the vectors' elements side by side
//     (Right): B's contiguous runs are loaded and stored, elements of P
//     broadcast, for kTriOwnRows elements of y at a time; the last vectors
//     of no whole group go through the first form.
// Complex lanes stay interleaved as in memory: the loaded operand is also
// taken with its pairs swapped and signed, (-im, re), so that its product
// with a broadcast (re, im) is two multiply-adds. P, up to 64 KB (complex
// double of order 64), lives on the stack. In place, the tiles run in the order
// that leaves every element of x unread from the moment it is overwritten:
// from the last rows for a lower P, from the first for an upper one.
//
// Assumptions: 1 <= r <= tri_own_max(kind); A holds the triangle the options
// reference (nothing outside it is read); alpha finite. A Multiply tile
// multiplies the zeros of P in its diagonal block with B's elements, so an
// Inf in B may become NaN in the other rows of its tile.
//
// Instruction-set variants: as gemm_small.hpp, each ISA's .cpp instantiates
// TriOwn with its own Isa tag under a target pragma; everything here is a
// member of a template on Isa, so instances for different ISAs never share
// a symbol.
#pragma once

#include <algorithm>
#include <complex>
#include <cstdint>
#include <cstring>
#include <type_traits>
#include <utility>

#include "blas3/host/host_isa.hpp"
#include "blas3/tri_tuning.hpp"
#include "core/static_index.hpp"
#include "myriad/types.hpp"

namespace myriad::detail {

/// Largest order the own loops take (their scratch lives on the stack).
inline constexpr int kTriOwnMax = 32;
/// Rows of X accumulated at once (Solve), elements of y at once for vectors
/// in the lanes (Multiply).
inline constexpr int kTriOwnRows = 4;
/// Largest order the own Multiply loops take: with no chain to follow,
/// they stay ahead of a split with a GEMM between the halves further up.
inline constexpr int kTriMulMax = 64;
inline constexpr int tri_own_max(TriKind kind) {
  return kind == TriKind::Solve ? kTriOwnMax : kTriMulMax;
}
/// Multiply, rows of P in the lanes: vectors accumulated at once.
inline constexpr int kMulVectors = 4;

/// One matrix for the own loops. The triangle: element (p, q) of op(A) for
/// Left, of op(A)^T for Right, is A[swap ? q + p lda : p + q lda],
/// conjugated when conj; it is lower triangular unless rev (TriLayout's
/// fields); a unit diagonal is never read. Element p of vector v of B is
/// B[p * estride + v * vstride].
template <class T>
struct TriOwnArgs {
  const T* A;
  int lda, r;
  bool rev, swap, conj, unit;
  T alpha;
  T* B;
  std::int64_t estride, vstride;
  int nvec;
  int lanes_from;  ///< tuning table (Solve): vectors from which groups go
};

template <class T>
using TriOwnFn = void (*)(TriKind kind, const TriOwnArgs<T>& a);

template <class T, class Isa>
struct TriOwn {
  using R = real_t<T>;
  static constexpr bool kComplex = is_complex_v<T>;
  static constexpr int kPlanes = kComplex ? 2 : 1;
  static constexpr int kC = kComplex ? 2 : 1;  // reals per scalar
  // A row of X: per plane, two registers for real data and one for complex,
  // so that kTriOwnRows rows take 8 accumulator registers either way.
  static constexpr int kW = Isa::vector_bytes / static_cast<int>(sizeof(R));
  static constexpr int kRegs = kComplex ? 1 : 2;
  static constexpr int kLanes = kRegs * kW;
  typedef R V __attribute__((vector_size(Isa::vector_bytes)));
  struct Row {
    V p[kPlanes][kRegs];  // (planes, lanes)
  };

  static R re(T x) {
    if constexpr (kComplex)
      return x.real();
    else
      return x;
  }
  static R im(T x) {
    if constexpr (kComplex)
      return x.imag();
    else
      return R(0);
  }
  static T conj_if(T x, bool c) {
    if constexpr (kComplex)
      return c ? std::conj(x) : x;
    else
      return x;
  }
  /// a b, written out (std::complex's operator* checks for NaN and Inf
  /// through a library call, which keeps loops from vectorizing).
  static T mul(T a, T b) {
    if constexpr (kComplex)
      return T(a.real() * b.real() - a.imag() * b.imag(),
               a.real() * b.imag() + a.imag() * b.real());
    else
      return a * b;
  }

  // ---- Solve: groups of vectors --------------------------------------------
  /// M := the lower-triangular form of the triangle (element (i, j) is the
  /// options' element (pos(i), pos(j)), pos(i) = r - 1 - i when rev), the
  /// reciprocal diagonal, order r padded to rp with rows of the identity
  /// (padding rows of X then never reach the rows that are kept); column
  /// major, leading dimension rp.
  static void copy_solve(const TriOwnArgs<T>& a, int rp, T* M) {
    const int r = a.r;
    const std::int64_t sp = a.swap ? a.lda : 1, sq = a.swap ? 1 : a.lda;
    // Element (i, j) of M is A[at + i di + j dj]: a strided loop with no
    // index arithmetic.
    const std::int64_t at = a.rev ? (r - 1) * (sp + sq) : 0,
                       di = a.rev ? -sp : sp, dj = a.rev ? -sq : sq;
    for (int j = 0; j < r; ++j) {
      const T* c = a.A + at + j * dj;
      T* m = M + j * rp;
      m[j] = T(1) / (a.unit ? T(1) : conj_if(c[j * di], a.conj));
      if (a.conj)
        for (int i = j + 1; i < r; ++i) m[i] = conj_if(c[i * di], true);
      else
        for (int i = j + 1; i < r; ++i) m[i] = c[i * di];
      for (int i = r; i < rp; ++i) m[i] = T(0);
    }
    for (int j = r; j < rp; ++j)
      for (int i = j; i < rp; ++i) M[i + j * rp] = T(i == j);
  }

  /// acc := acc - m x over the lanes, m an element of M.
  static void axpy_neg(Row& acc, T m, const Row& x) {
    const R mr = -re(m);
    for (int k = 0; k < kRegs; ++k) acc.p[0][k] += mr * x.p[0][k];
    if constexpr (kComplex) {
      const R mi = -im(m);
      for (int k = 0; k < kRegs; ++k) {
        acc.p[0][k] -= mi * x.p[1][k];
        acc.p[1][k] += mr * x.p[1][k] + mi * x.p[0][k];
      }
    }
  }
  /// y := s x over the lanes.
  static void scale(Row& y, T s, const Row& x) {
    const R sr = re(s);
    if constexpr (kComplex) {
      const R si = im(s);
      for (int k = 0; k < kRegs; ++k) {
        const V xr = x.p[0][k], xi = x.p[1][k];
        y.p[0][k] = sr * xr - si * xi;
        y.p[1][k] = sr * xi + si * xr;
      }
    } else {
      for (int k = 0; k < kRegs; ++k) y.p[0][k] = sr * x.p[0][k];
    }
  }

  /// X := alpha M^-1 X from the first row, kTriOwnRows rows at a time.
  static void lanes(const T* M, int rp, T alpha, Row* X) {
    constexpr int kB = kTriOwnRows;
    const auto m = [&](int i, int j) { return M[i + j * rp]; };
    for (int i0 = 0; i0 < rp; i0 += kB) {
      Row acc[kB];
      for (int b = 0; b < kB; ++b) scale(acc[b], alpha, X[i0 + b]);
      for (int j = 0; j < i0; ++j)
        for (int b = 0; b < kB; ++b) axpy_neg(acc[b], m(i0 + b, j), X[j]);
      for (int b = 0; b < kB; ++b) {
        for (int c = 0; c < b; ++c)
          axpy_neg(acc[b], m(i0 + b, i0 + c), X[i0 + c]);
        scale(X[i0 + b], m(i0 + b, i0 + b), acc[b]);
      }
    }
  }

  /// Calls f(i, v) for element i of vector v, i < r, v < nv, with B's
  /// contiguous index innermost: with the vectors side by side (Right), a
  /// vector's elements lie ldb apart, and going down one vector at a time
  /// would touch r lines per vector (all in one cache set when ldb is a
  /// power of two).
  template <class F>
  static void each_element(const TriOwnArgs<T>& a, int nv, F f) {
    if (a.vstride == 1) {
      for (int i = 0; i < a.r; ++i)
        for (int v = 0; v < nv; ++v) f(i, v);
    } else {
      for (int v = 0; v < nv; ++v)
        for (int i = 0; i < a.r; ++i) f(i, v);
    }
  }

  /// X := nv vectors from y (zeros in the other lanes and in rows r...rp-1),
  /// and back; element i of a vector is element pos(i) of B's.
  static void gather(const TriOwnArgs<T>& a, int rp, const T* y, int nv,
                     Row* X) {
    for (int i = 0; i < rp; ++i) X[i] = Row{};
    each_element(a, nv, [&](int i, int v) {
      const T e = y[(a.rev ? a.r - 1 - i : i) * a.estride + v * a.vstride];
      X[i].p[0][v / kW][v % kW] = re(e);
      if constexpr (kComplex) X[i].p[1][v / kW][v % kW] = im(e);
    });
  }
  static void scatter(const TriOwnArgs<T>& a, const Row* X, int nv, T* y) {
    each_element(a, nv, [&](int i, int v) {
      T& e = y[(a.rev ? a.r - 1 - i : i) * a.estride + v * a.vstride];
      if constexpr (kComplex)
        e = T(X[i].p[0][v / kW][v % kW], X[i].p[1][v / kW][v % kW]);
      else
        e = X[i].p[0][v / kW][v % kW];
    });
  }

  // ---- Solve: one vector ---------------------------------------------------
  /// x (contiguous, length r) := alpha M^-1 x, column-oriented: the updates
  /// of x(j+1:r) by x(j) are independent and vectorize; with r a
  /// compile-time constant every loop is unrolled.
  template <class Order>
  static void vector(Order order, const T* M, int ldm, T alpha, T* x) {
    const int r = order;
    for (int i = 0; i < r; ++i) x[i] = mul(alpha, x[i]);
    for (int j = 0; j < r; ++j) {
      const T xj = mul(x[j], M[j + j * ldm]);
      x[j] = xj;
      for (int i = j + 1; i < r; ++i) x[i] -= mul(M[i + j * ldm], xj);
    }
  }

  static void solve(const TriOwnArgs<T>& a) {
    const int rp = (a.r + kTriOwnRows - 1) / kTriOwnRows * kTriOwnRows;
    T M[kTriOwnMax * kTriOwnMax];  // (rp, rp), lower triangle used
    copy_solve(a, rp, M);
    int v = 0;
    if (a.nvec >= a.lanes_from) {
      Row X[kTriOwnMax];  // (rp, planes, lanes)
      for (; a.nvec - v >= a.lanes_from; v += kLanes) {
        const int nv = std::min(kLanes, a.nvec - v);
        T* y = a.B + v * a.vstride;
        gather(a, rp, y, nv, X);
        lanes(M, rp, a.alpha, X);
        scatter(a, X, nv, y);
      }
    }
    if (v == a.nvec) return;
    with_static_index<kTriOwnMax>(a.r - 1, [&](auto i) {
      const std::integral_constant<int, decltype(i)::value + 1> order;
      const auto pos = [&](int k) {
        return (a.rev ? a.r - 1 - k : k) * a.estride;
      };
      const bool in_place = a.estride == 1 && !a.rev;
      T x[kTriOwnMax];  // (r): one vector
      for (; v < a.nvec; ++v) {
        T* y = a.B + v * a.vstride;
        if (in_place) {
          vector(order, M, rp, a.alpha, y);
          continue;
        }
        for (int k = 0; k < order; ++k) x[k] = y[pos(k)];
        vector(order, M, rp, a.alpha, x);
        for (int k = 0; k < order; ++k) y[pos(k)] = x[k];
      }
    });
  }

  // ---- Multiply ------------------------------------------------------------
  /// P := alpha times the triangle in B's element order: column q holds
  /// (re, im) of rows 0...ld/kC-1. Zeros where a tile of kPad rows meets
  /// the other triangle, and in the padding rows r...ld/kC-1 (the tiles read
  /// nothing else).
  template <int kPad>
  static void copy_multiply(const TriOwnArgs<T>& a, int ld, R* P) {
    const int r = a.r, rpad = ld / kC;
    const std::int64_t sp = a.swap ? a.lda : 1, sq = a.swap ? 1 : a.lda;
    for (int q = 0; q < r; ++q) {
      const T* c = a.A + q * sq;
      T* col = reinterpret_cast<T*>(P + static_cast<std::int64_t>(q) * ld);
      // Rows of column q in the triangle, and the zeros of its tile.
      const int lo = a.rev ? 0 : q + 1, hi = a.rev ? q : r;
      const int z_lo = a.rev ? q + 1 : q / kPad * kPad;
      const int z_hi = a.rev ? (q + kPad) / kPad * kPad : q;
      std::fill(col + z_lo, col + z_hi, T(0));
      std::fill(col + r, col + rpad, T(0));
      if (a.swap || a.conj)
        for (int p = lo; p < hi; ++p)
          col[p] = mul(a.alpha, conj_if(c[p * sp], a.conj));
      else
        for (int p = lo; p < hi; ++p) col[p] = mul(a.alpha, c[p]);
      col[q] = a.unit ? a.alpha : mul(a.alpha, conj_if(c[q * sp], a.conj));
    }
  }

  /// Complex lanes: pairs swapped, (re, im) -> (im, re), and the signs that
  /// make them (-im, re).
  template <std::size_t... I>
  static V swap_pairs(V u, std::index_sequence<I...>) {
    return __builtin_shufflevector(u, u, static_cast<int>(I ^ 1)...);
  }
  static V swap_pairs(V u) {
    return swap_pairs(u, std::make_index_sequence<kW>{});
  }
  static V sign_pairs() {
    V s;
    for (int k = 0; k < kW; ++k) s[k] = k % 2 ? R(1) : R(-1);
    return s;
  }

  /// acc += P(p0..., q) x(q) over q_begin...q_end-1 for registers
  /// kK0...kK1-1 of the tile's rows (rows of P in the lanes).
  template <int kR, int kNV, int kK0, int kK1>
  static void rows_span(const TriOwnArgs<T>& a, const R* P, int ld, int p0,
                        const T* x, int q_begin, int q_end, V (&acc)[kNV][kR]) {
    for (int q = q_begin; q < q_end; ++q) {
      const R* c = P + static_cast<std::int64_t>(q) * ld + p0 * kC;
      V u[kR], us[kR];  // column q of P, rows p0...; complex: (-im, re)
      for (int k = kK0; k < kK1; ++k) {
        std::memcpy(&u[k], c + k * kW, sizeof(V));
        if constexpr (kComplex) us[k] = swap_pairs(u[k]) * sign_pairs();
      }
      for (int j = 0; j < kNV; ++j) {
        const T xj = x[q * a.estride + j * a.vstride];
        for (int k = kK0; k < kK1; ++k) acc[j][k] += u[k] * re(xj);
        if constexpr (kComplex)
          for (int k = kK0; k < kK1; ++k) acc[j][k] += us[k] * im(xj);
      }
    }
  }

  /// Rows p0...p0+kRows-1 of y for kNV vectors from v, rows of P in the
  /// lanes (kR registers per column of P, 1 or 2).
  template <int kR, int kNV>
  static void rows_tile(const TriOwnArgs<T>& a, const R* P, int ld, int p0,
                        int v) {
    constexpr int kRows = kR * kW / kC, kHalf = kW / kC;
    V acc[kNV][kR] = {};  // (vectors, rows)
    const T* x = a.B + v * a.vstride;
    // Across the diagonal, a register whose rows are all on the zero side
    // of a column skips it.
    if (kR == 1) {
      rows_span<kR, kNV, 0, kR>(a, P, ld, p0, x, a.rev ? p0 : 0,
                                a.rev ? a.r : std::min(p0 + kRows, a.r), acc);
    } else if (!a.rev) {
      const int mid = std::min(p0 + kHalf, a.r);
      rows_span<kR, kNV, 0, kR>(a, P, ld, p0, x, 0, mid, acc);
      rows_span<kR, kNV, 1, kR>(a, P, ld, p0, x, mid, std::min(p0 + kRows, a.r),
                                acc);
    } else {
      const int mid = std::min(p0 + kHalf, a.r);
      rows_span<kR, kNV, 0, 1>(a, P, ld, p0, x, p0, mid, acc);
      rows_span<kR, kNV, 0, kR>(a, P, ld, p0, x, mid, a.r, acc);
    }
    const int rows = std::min(kRows, a.r - p0);
    for (int j = 0; j < kNV; ++j) {
      T* y = a.B + (v + j) * a.vstride + p0 * a.estride;
      if (a.estride == 1 && rows == kRows) {
        std::memcpy(y, acc[j], sizeof(acc[j]));
        continue;
      }
      R s[kR * kW];
      std::memcpy(s, acc[j], sizeof(s));
      for (int i = 0; i < rows; ++i) {
        if constexpr (kComplex)
          y[i * a.estride] = T(s[2 * i], s[2 * i + 1]);
        else
          y[i * a.estride] = s[i];
      }
    }
  }

  /// Vectors v...nvec-1, rows of P in the lanes.
  template <int kR>
  static void rows_all(const TriOwnArgs<T>& a, const R* P, int ld, int v0) {
    constexpr int kRows = kR * kW / kC;
    const int tiles = (a.r + kRows - 1) / kRows;
    for (int t = 0; t < tiles; ++t) {
      const int p0 = (a.rev ? t : tiles - 1 - t) * kRows;
      int v = v0;
      for (; v + kMulVectors <= a.nvec; v += kMulVectors)
        rows_tile<kR, kMulVectors>(a, P, ld, p0, v);
      if (v < a.nvec)
        with_static_index<kMulVectors - 1>(a.nvec - v - 1, [&](auto i) {
          rows_tile<kR, decltype(i)::value + 1>(a, P, ld, p0, v);
        });
    }
  }

  /// The vectors' elements p0...p0+kTriOwnRows-1 for vectors v...v+kVecs-1
  /// (vstride 1), vectors in the lanes.
  static void vectors_tile(const TriOwnArgs<T>& a, const R* P, int ld, int p0,
                           int v) {
    constexpr int kB = kTriOwnRows, kR = 2;
    const int q_lo = a.rev ? p0 : 0;
    const int q_hi = a.rev ? a.r : std::min(p0 + kB, a.r);
    V acc[kB][kR] = {};  // (elements, vectors)
    T* y = a.B + v;
    for (int q = q_lo; q < q_hi; ++q) {
      const R* x = reinterpret_cast<const R*>(y + q * a.estride);
      V u[kR], us[kR];
      for (int k = 0; k < kR; ++k) {
        std::memcpy(&u[k], x + k * kW, sizeof(V));
        if constexpr (kComplex) us[k] = swap_pairs(u[k]) * sign_pairs();
      }
      const R* c = P + static_cast<std::int64_t>(q) * ld + p0 * kC;
      for (int b = 0; b < kB; ++b) {
        for (int k = 0; k < kR; ++k) acc[b][k] += u[k] * c[b * kC];
        if constexpr (kComplex)
          for (int k = 0; k < kR; ++k) acc[b][k] += us[k] * c[b * kC + 1];
      }
    }
    for (int b = 0; b < kB && p0 + b < a.r; ++b)
      std::memcpy(y + (p0 + b) * a.estride, acc[b], sizeof(acc[b]));
  }

  template <int kR>
  static void multiply_with(const TriOwnArgs<T>& a) {
    constexpr int kRows = kR * kW / kC;
    constexpr int kPad = std::max(kRows, kTriOwnRows);
    const int ld = (a.r + kPad - 1) / kPad * kPad * kC;
    alignas(64) R P[kTriMulMax * kTriMulMax * kC];  // (ld, r)
    copy_multiply<kPad>(a, ld, P);
    int v = 0;
    constexpr int kVecs = 2 * kW / kC;  // vectors_tile's group
    if (a.vstride == 1 && a.nvec >= kVecs) {
      const int tiles = (a.r + kTriOwnRows - 1) / kTriOwnRows;
      const int groups = a.nvec / kVecs;
      for (int t = 0; t < tiles; ++t) {
        const int p0 = (a.rev ? t : tiles - 1 - t) * kTriOwnRows;
        for (int g = 0; g < groups; ++g) vectors_tile(a, P, ld, p0, g * kVecs);
      }
      v = groups * kVecs;
    }
    if (v < a.nvec) rows_all<kR>(a, P, ld, v);
  }

  static void run(TriKind kind, const TriOwnArgs<T>& a) {
    if (kind == TriKind::Solve)
      solve(a);
    else if (a.r * kC <= kW)
      multiply_with<1>(a);
    else
      multiply_with<2>(a);
  }
};

/// The own loops built for Isa: defined in host_kernels.hpp and
/// instantiated by blas3/host/host_kernels_<isa>.cpp (see
/// small_gemm_kernel).
template <class T, class Isa>
TriOwnFn<T> tri_own_kernel();

}  // namespace myriad::detail
