// Myriad's own TRSM / TRMM loops for small triangles, host backend
// (internal): the leaf below the tuning table's blas_from.
//
// The caller (trsm_host.cpp) maps the options to a lower-triangular M
// (tri_layout) and copies it; here the vectors of B go through M. Vectors
// come in groups of kLanes, side by side in a scratch X (rows of M, planes,
// lanes): every step is one multiply-add over kLanes independent lanes in
// whole registers, whatever the order, and kTriOwnRows rows of X are
// accumulated at once for independent chains. The last few vectors, or all
// where there are few, go one at a time through a loop compiled for their
// order.
//
// Assumptions: 1 <= r <= kTriOwnMax; M is (rp, rp) column major with rp = r
// rounded up to kTriOwnRows, its lower triangle set (the reciprocal diagonal
// for Solve) and rows r...rp-1 those of the identity (padding rows of X then
// never reach the rows that are kept); alpha finite.
//
// Instruction-set variants: as gemm_small.hpp, each ISA's .cpp instantiates
// TriOwn with its own Isa tag under a target pragma; everything here is a
// member of a template on Isa, so instances for different ISAs never share
// a symbol.
#pragma once

#include <algorithm>
#include <complex>
#include <cstdint>
#include <type_traits>

#include "blas3/host/host_isa.hpp"
#include "blas3/tri_tuning.hpp"
#include "core/static_index.hpp"
#include "myriad/types.hpp"

namespace myriad::detail {

/// Largest order the own loops take (their scratch lives on the stack).
inline constexpr int kTriOwnMax = 32;
/// Rows of X accumulated at once; M's order is padded to a multiple of it.
inline constexpr int kTriOwnRows = 4;

/// One matrix for the own loops: M as in the Assumptions above; element i
/// of vector v of B at B[pos(i) * estride + v * vstride], pos(i) = r - 1 - i
/// when rev, else i.
template <class T>
struct TriOwnArgs {
  const T* M;
  int r, rp;
  T alpha;
  T* B;
  std::int64_t estride, vstride;
  bool rev;
  int nvec;
  int lanes_from;  ///< tuning table: vectors from which groups are taken
};

template <class T>
using TriOwnFn = void (*)(TriKind kind, const TriOwnArgs<T>& a);

template <class T, class Isa>
struct TriOwn {
  using R = real_t<T>;
  static constexpr bool kComplex = is_complex_v<T>;
  static constexpr int kPlanes = kComplex ? 2 : 1;
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
  /// a b, written out (std::complex's operator* checks for NaN and Inf
  /// through a library call, which keeps loops from vectorizing).
  static T mul(T a, T b) {
    if constexpr (kComplex)
      return T(a.real() * b.real() - a.imag() * b.imag(),
               a.real() * b.imag() + a.imag() * b.real());
    else
      return a * b;
  }

  // ---- groups of vectors ---------------------------------------------------
  /// acc := acc + kSign m x over the lanes, m an element of M.
  template <int kSign>
  static void axpy(Row& acc, T m, const Row& x) {
    const R mr = kSign * re(m);
    for (int k = 0; k < kRegs; ++k) acc.p[0][k] += mr * x.p[0][k];
    if constexpr (kComplex) {
      const R mi = kSign * im(m);
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

  /// X := alpha M^-1 X (Solve, from the first row) or alpha M X (Multiply,
  /// from the last, so the rows it reads are still the input), kTriOwnRows
  /// rows at a time.
  template <TriKind kKind>
  static void lanes(const T* M, int rp, T alpha, Row* X) {
    constexpr int kB = kTriOwnRows;
    const auto m = [&](int i, int j) { return M[i + j * rp]; };
    if constexpr (kKind == TriKind::Solve) {
      for (int i0 = 0; i0 < rp; i0 += kB) {
        Row acc[kB];
        for (int b = 0; b < kB; ++b) scale(acc[b], alpha, X[i0 + b]);
        for (int j = 0; j < i0; ++j)
          for (int b = 0; b < kB; ++b) axpy<-1>(acc[b], m(i0 + b, j), X[j]);
        for (int b = 0; b < kB; ++b) {
          for (int c = 0; c < b; ++c)
            axpy<-1>(acc[b], m(i0 + b, i0 + c), X[i0 + c]);
          scale(X[i0 + b], m(i0 + b, i0 + b), acc[b]);
        }
      }
    } else {
      for (int i0 = rp - kB; i0 >= 0; i0 -= kB) {
        Row acc[kB];
        for (int b = 0; b < kB; ++b) {
          scale(acc[b], m(i0 + b, i0 + b), X[i0 + b]);
          for (int c = 0; c < b; ++c)
            axpy<1>(acc[b], m(i0 + b, i0 + c), X[i0 + c]);
        }
        for (int j = 0; j < i0; ++j)
          for (int b = 0; b < kB; ++b) axpy<1>(acc[b], m(i0 + b, j), X[j]);
        for (int b = 0; b < kB; ++b) scale(X[i0 + b], alpha, acc[b]);
      }
    }
  }

  /// X := nv vectors from y (zeros in the other lanes and in rows r...rp-1),
  /// and back.
  static void gather(const TriOwnArgs<T>& a, const T* y, int nv, Row* X) {
    for (int i = 0; i < a.rp; ++i) X[i] = Row{};
    for (int v = 0; v < nv; ++v)
      for (int i = 0; i < a.r; ++i) {
        const T e = y[(a.rev ? a.r - 1 - i : i) * a.estride + v * a.vstride];
        X[i].p[0][v / kW][v % kW] = re(e);
        if constexpr (kComplex) X[i].p[1][v / kW][v % kW] = im(e);
      }
  }
  static void scatter(const TriOwnArgs<T>& a, const Row* X, int nv, T* y) {
    for (int v = 0; v < nv; ++v)
      for (int i = 0; i < a.r; ++i) {
        T& e = y[(a.rev ? a.r - 1 - i : i) * a.estride + v * a.vstride];
        if constexpr (kComplex)
          e = T(X[i].p[0][v / kW][v % kW], X[i].p[1][v / kW][v % kW]);
        else
          e = X[i].p[0][v / kW][v % kW];
      }
  }

  // ---- one vector ----------------------------------------------------------
  /// x (contiguous, length r) := alpha M^-1 x or alpha M x, column-oriented:
  /// the updates of x(j+1:r) by x(j) are independent and vectorize; with r a
  /// compile-time constant every loop is unrolled.
  template <TriKind kKind, class Order>
  static void vector(Order order, const T* M, int ldm, T alpha, T* x) {
    const int r = order;
    if constexpr (kKind == TriKind::Solve) {
      for (int i = 0; i < r; ++i) x[i] = mul(alpha, x[i]);
      for (int j = 0; j < r; ++j) {
        const T xj = mul(x[j], M[j + j * ldm]);
        x[j] = xj;
        for (int i = j + 1; i < r; ++i) x[i] -= mul(M[i + j * ldm], xj);
      }
    } else {
      // In place from the last column, so x(j) is read before it is
      // overwritten.
      for (int j = r - 1; j >= 0; --j) {
        const T xj = x[j];
        for (int i = j + 1; i < r; ++i) x[i] += mul(M[i + j * ldm], xj);
        x[j] = mul(M[j + j * ldm], xj);
      }
      for (int i = 0; i < r; ++i) x[i] = mul(alpha, x[i]);
    }
  }

  template <TriKind kKind>
  static void run_kind(const TriOwnArgs<T>& a) {
    int v = 0;
    if (a.nvec >= a.lanes_from) {
      Row X[kTriOwnMax];  // (rp, planes, lanes)
      for (; a.nvec - v >= a.lanes_from; v += kLanes) {
        const int nv = std::min(kLanes, a.nvec - v);
        T* y = a.B + v * a.vstride;
        gather(a, y, nv, X);
        lanes<kKind>(a.M, a.rp, a.alpha, X);
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
          vector<kKind>(order, a.M, a.rp, a.alpha, y);
          continue;
        }
        for (int k = 0; k < order; ++k) x[k] = y[pos(k)];
        vector<kKind>(order, a.M, a.rp, a.alpha, x);
        for (int k = 0; k < order; ++k) y[pos(k)] = x[k];
      }
    });
  }

  static void run(TriKind kind, const TriOwnArgs<T>& a) {
    if (kind == TriKind::Solve)
      run_kind<TriKind::Solve>(a);
    else
      run_kind<TriKind::Multiply>(a);
  }
};

/// The own loops built for Isa: defined in host_kernels.hpp and
/// instantiated by blas3/host/host_kernels_<isa>.cpp (see
/// small_gemm_kernel).
template <class T, class Isa>
TriOwnFn<T> tri_own_kernel();

}  // namespace myriad::detail
