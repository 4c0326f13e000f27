#include "validation/residuals.hpp"

#include <algorithm>
#include <cmath>
#include <complex>
#include <limits>
#include <stdexcept>
#include <vector>

#include "validation/reference.hpp"
#include "validation/scalar.hpp"

namespace myriad::validation {

namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();

template <class T>
const T& el(const T* A, int lda, int i, int j) {
  return A[i + static_cast<std::int64_t>(j) * lda];
}
template <class T>
T& el(T* A, int lda, int i, int j) {
  return A[i + static_cast<std::int64_t>(j) * lda];
}

/// ||op(X)||_1 over the finite entries of the r x c matrix X.
template <class T>
double op_norm1_finite(Op op, int r, int c, const T* X, int ld) {
  std::vector<double> sums(op == Op::NoTrans ? c : r, 0.0);
  for (int j = 0; j < c; ++j)
    for (int i = 0; i < r; ++i) {
      const T& x = el(X, ld, i, j);
      if (is_finite(x)) sums[op == Op::NoTrans ? j : i] += abs_val(x);
    }
  double v = 0;
  for (double s : sums) v = std::max(v, s);
  return v;
}

/// numerator / denominator / scale / eps with LAPACK's zero conventions.
template <class T>
double scaled(double num, double den, double scale) {
  const double eps = eps_of<T>();
  if (num == 0) return 0;
  if (std::isnan(num)) return num;
  if (den <= 0) return 1.0 / eps;
  return ((num / den) / scale) / eps;
}

}  // namespace

double worst(const std::vector<double>& v) {
  double w = 0;
  for (double r : v)
    if (r > w || std::isnan(r)) w = r;
  return w;
}

template <class T>
double gemm_residual(Op ta, Op tb, int m, int n, int k, T alpha, const T* A,
                     int lda, const T* B, int ldb, T beta, const T* C0,
                     int ldc0, const T* C, int ldc, bool exact) {
  if (m == 0 || n == 0) return 0;
  // BLAS semantics: beta == 0 does not read C0; alpha == 0 or k == 0 gives
  // C := beta C0 without reading A and B. Applied here rather than left to
  // CBLAS because OpenBLAS (0.3.21) dgemm with alpha = 0 propagates NaN
  // from A.
  std::vector<T> ref(static_cast<std::size_t>(m) * n, T{});
  if (beta != T{})
    for (int j = 0; j < n; ++j)
      for (int i = 0; i < m; ++i) el(ref.data(), m, i, j) = el(C0, ldc0, i, j);
  if (alpha == T{} || k == 0) {
    for (auto& x : ref) x *= beta;
  } else {
    ref::gemm<T>(ta, tb, m, n, k, alpha, A, lda, B, ldb, beta, ref.data(), m);
  }

  double diff = 0;  // ||C - Cref||_1 over finite entries
  for (int j = 0; j < n; ++j) {
    double col = 0;
    for (int i = 0; i < m; ++i) {
      const T c = el(C, ldc, i, j), r = el(ref.data(), m, i, j);
      if (is_finite(c) != is_finite(r)) return kInf;
      if (!is_finite(r)) continue;
      if (exact && c != r) return kInf;
      col += abs_val(c - r);
    }
    diff = std::max(diff, col);
  }
  if (exact) return 0;
  const int am = ta == Op::NoTrans ? m : k, ak = ta == Op::NoTrans ? k : m;
  const int bk = tb == Op::NoTrans ? k : n, bn = tb == Op::NoTrans ? n : k;
  double den = alpha == T{} || k == 0
                   ? 0.0
                   : abs_val(alpha) * op_norm1_finite(ta, am, ak, A, lda) *
                         op_norm1_finite(tb, bk, bn, B, ldb);
  if (beta != T{})
    den += abs_val(beta) * op_norm1_finite(Op::NoTrans, m, n, C0, ldc0);
  return scaled<T>(diff, den, std::max(k, 1));
}

template <class T>
std::vector<double> gemm_residuals(Op ta, Op tb, T alpha, const TestBatch<T>& A,
                                   const TestBatch<T>& B, T beta,
                                   const TestBatch<T>& C0,
                                   const TestBatch<T>& C, bool exact) {
  std::vector<double> r(C.count());
  for (int b = 0; b < C.count(); ++b) {
    const int k = ta == Op::NoTrans ? A.cols(b) : A.rows(b);
    r[b] = gemm_residual<T>(ta, tb, C.rows(b), C.cols(b), k, alpha, A.host(b),
                            A.ld(b), B.host(b), B.ld(b), beta, C0.host(b),
                            C0.ld(b), C.host(b), C.ld(b), exact);
  }
  return r;
}

template <class T>
double lu_residual(int m, int n, const T* A0, int lda0, const T* LU, int ldlu,
                   const int* ipiv) {
  if (m == 0 || n == 0) return 0;
  const int k = std::min(m, n);
  for (int i = 0; i < k; ++i)
    if (ipiv[i] < i + 1 || ipiv[i] > m) return kInf;
  std::vector<T> L(static_cast<std::size_t>(m) * k, T{}),
      U(static_cast<std::size_t>(k) * n, T{});
  for (int j = 0; j < k; ++j) {
    el(L.data(), m, j, j) = T(1);
    for (int i = j + 1; i < m; ++i) el(L.data(), m, i, j) = el(LU, ldlu, i, j);
  }
  for (int j = 0; j < n; ++j)
    for (int i = 0; i <= std::min(j, k - 1); ++i)
      el(U.data(), k, i, j) = el(LU, ldlu, i, j);
  std::vector<T> P(static_cast<std::size_t>(m) * n, T{});
  ref::gemm<T>(Op::NoTrans, Op::NoTrans, m, n, k, T(1), L.data(), m, U.data(),
               k, T{}, P.data(), m);
  ref::laswp<T>(n, P.data(), m, 1, k, ipiv, -1);  // P := P^T L U, i.e. A
  for (int j = 0; j < n; ++j)
    for (int i = 0; i < m; ++i) el(P.data(), m, i, j) -= el(A0, lda0, i, j);
  const double r = ref::norm_ge(ref::Norm::One, m, n, P.data(), m);
  return scaled<T>(r, ref::norm_ge(ref::Norm::One, m, n, A0, lda0), n);
}

template <class T>
double cholesky_residual(Uplo uplo, int n, const T* A0, int lda0, const T* F,
                         int ldf) {
  if (n == 0) return 0;
  const double eps = eps_of<T>();
  for (int j = 0; j < n; ++j)
    if (imag_part(el(F, ldf, j, j)) != 0) return 1.0 / eps;
  // T := the uplo triangle of F; R := L L^H (Lower) or U^H U (Upper).
  std::vector<T> Tr(static_cast<std::size_t>(n) * n, T{}),
      R(static_cast<std::size_t>(n) * n, T{});
  for (int j = 0; j < n; ++j)
    for (int i = 0; i < n; ++i)
      if (uplo == Uplo::Lower ? i >= j : i <= j)
        el(Tr.data(), n, i, j) = el(F, ldf, i, j);
  const Op h = is_complex_v<T> ? Op::ConjTrans : Op::Trans;
  if (uplo == Uplo::Lower)
    ref::gemm<T>(Op::NoTrans, h, n, n, n, T(1), Tr.data(), n, Tr.data(), n, T{},
                 R.data(), n);
  else
    ref::gemm<T>(h, Op::NoTrans, n, n, n, T(1), Tr.data(), n, Tr.data(), n, T{},
                 R.data(), n);
  for (int j = 0; j < n; ++j)
    for (int i = 0; i < n; ++i) el(R.data(), n, i, j) -= el(A0, lda0, i, j);
  const double r = ref::norm_he(ref::Norm::One, uplo, n, R.data(), n);
  return scaled<T>(r, ref::norm_he(ref::Norm::One, uplo, n, A0, lda0), n);
}

template <class T>
double solve_residual(Op trans, int n, int nrhs, const T* A, int lda,
                      const T* X, int ldx, const T* B, int ldb) {
  if (n == 0 || nrhs == 0) return 0;
  const double anorm = ref::norm_ge(
      trans == Op::NoTrans ? ref::Norm::One : ref::Norm::Inf, n, n, A, lda);
  std::vector<T> R(static_cast<std::size_t>(n) * nrhs);
  for (int j = 0; j < nrhs; ++j)
    for (int i = 0; i < n; ++i) el(R.data(), n, i, j) = el(B, ldb, i, j);
  ref::gemm<T>(trans, Op::NoTrans, n, nrhs, n, T(-1), A, lda, X, ldx, T(1),
               R.data(), n);
  double worst_r = 0;
  for (int j = 0; j < nrhs; ++j) {
    const double rn =
        ref::norm_ge(ref::Norm::One, n, 1, &el(R.data(), n, 0, j), n);
    const double xn =
        ref::norm_ge(ref::Norm::One, n, 1, &el(X, ldx, 0, j), ldx);
    const double r = scaled<T>(rn, anorm * xn, n);
    if (r > worst_r || std::isnan(r)) worst_r = r;
  }
  return worst_r;
}

template <class T>
double trsm_residual(Side side, Uplo uplo, Op ta, Diag diag, int m, int n,
                     T alpha, const T* A, int lda, const T* X, int ldx,
                     const T* B0, int ldb0) {
  if (m == 0 || n == 0) return 0;
  const int na = side == Side::Left ? m : n;
  std::vector<T> R(static_cast<std::size_t>(m) * n);
  for (int j = 0; j < n; ++j)
    for (int i = 0; i < m; ++i) el(R.data(), m, i, j) = el(X, ldx, i, j);
  ref::trmm<T>(side, uplo, ta, diag, m, n, T(1), A, lda, R.data(), m);
  for (int j = 0; j < n; ++j)
    for (int i = 0; i < m; ++i)
      el(R.data(), m, i, j) -= alpha * el(B0, ldb0, i, j);
  const double rn = ref::norm_ge(ref::Norm::One, m, n, R.data(), m);
  const double an =
      ref::norm_tr(ta == Op::NoTrans ? ref::Norm::One : ref::Norm::Inf, uplo,
                   diag, na, na, A, lda);
  const double xn = ref::norm_ge(ref::Norm::One, m, n, X, ldx);
  return scaled<T>(rn, an * xn, na);
}

template <class T>
void make_hermitian_full(Uplo uplo, int n, T* A, int lda) {
  for (int j = 0; j < n; ++j) {
    for (int i = j + 1; i < n; ++i) {
      if (uplo == Uplo::Lower)
        el(A, lda, j, i) = conj_if(el(A, lda, i, j));
      else
        el(A, lda, i, j) = conj_if(el(A, lda, j, i));
    }
    el(A, lda, j, j) = make_scalar<T>(real_part(el(A, lda, j, j)));
  }
}

#define MYRIAD_RESIDUALS_INSTANTIATE(T)                                       \
  template double gemm_residual<T>(Op, Op, int, int, int, T, const T*, int,   \
                                   const T*, int, T, const T*, int, const T*, \
                                   int, bool);                                \
  template std::vector<double> gemm_residuals<T>(                             \
      Op, Op, T, const TestBatch<T>&, const TestBatch<T>&, T,                 \
      const TestBatch<T>&, const TestBatch<T>&, bool);                        \
  template double lu_residual<T>(int, int, const T*, int, const T*, int,      \
                                 const int*);                                 \
  template double cholesky_residual<T>(Uplo, int, const T*, int, const T*,    \
                                       int);                                  \
  template double solve_residual<T>(Op, int, int, const T*, int, const T*,    \
                                    int, const T*, int);                      \
  template double trsm_residual<T>(Side, Uplo, Op, Diag, int, int, T,         \
                                   const T*, int, const T*, int, const T*,    \
                                   int);                                      \
  template void make_hermitian_full<T>(Uplo, int, T*, int);
MYRIAD_RESIDUALS_INSTANTIATE(float)
MYRIAD_RESIDUALS_INSTANTIATE(double)
MYRIAD_RESIDUALS_INSTANTIATE(std::complex<float>)
MYRIAD_RESIDUALS_INSTANTIATE(std::complex<double>)
#undef MYRIAD_RESIDUALS_INSTANTIATE

}  // namespace myriad::validation
