#include <complex>
#define lapack_complex_float std::complex<float>
#define lapack_complex_double std::complex<double>
#include <cblas.h>
#include <lapacke.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

#include "validation/reference.hpp"
#include "validation/scalar.hpp"

namespace myriad::validation::ref {

namespace {

using cf = std::complex<float>;
using cd = std::complex<double>;

CBLAS_TRANSPOSE ct(Op op) {
  switch (op) {
    case Op::NoTrans:
      return CblasNoTrans;
    case Op::Trans:
      return CblasTrans;
    default:
      return CblasConjTrans;
  }
}
CBLAS_UPLO cu(Uplo u) { return u == Uplo::Upper ? CblasUpper : CblasLower; }
CBLAS_SIDE cs(Side s) { return s == Side::Left ? CblasLeft : CblasRight; }
CBLAS_DIAG cdg(Diag d) { return d == Diag::Unit ? CblasUnit : CblasNonUnit; }
char uc(Uplo u) { return u == Uplo::Upper ? 'U' : 'L'; }
char tc(Op op) { return static_cast<char>(op); }

constexpr auto kCol = CblasColMajor;

/// LAPACK's magnitude: |x| for real, the modulus for complex.
template <class T>
double mag(T x) {
  return abs_val(x);
}

/// Accumulates |x| into a NaN-propagating maximum.
void max_into(double& acc, double v) {
  if (v > acc || std::isnan(v)) acc = v;
}

/// Scaled sum of squares (LAPACK's xLASSQ): value = scale * sqrt(ssq).
struct SumSq {
  double scale = 0, ssq = 1;
  void add(double v) {
    if (v == 0) return;
    if (std::isnan(v)) {
      scale = v;
      return;
    }
    if (std::isnan(scale)) return;
    if (scale < v) {
      ssq = 1 + ssq * (scale / v) * (scale / v);
      scale = v;
    } else {
      ssq += (v / scale) * (v / scale);
    }
  }
  template <class T>
  void add_scalar(T x) {
    if constexpr (is_complex_v<T>) {
      add(std::fabs(static_cast<double>(x.real())));
      add(std::fabs(static_cast<double>(x.imag())));
    } else {
      add(std::fabs(static_cast<double>(x)));
    }
  }
  double value() const { return scale * std::sqrt(ssq); }
};

/// A norm over an m x n pattern: get(i, j, mag, mirror) returns whether
/// entry (i, j) is stored, its magnitude in mag, and in mirror whether it
/// also stands for entry (j, i) (off-diagonal of symmetric storage).
template <class Get>
double norm_generic(Norm norm, int m, int n, Get get) {
  if (m == 0 || n == 0) return 0;
  switch (norm) {
    case Norm::Max: {
      double v = 0;
      for (int j = 0; j < n; ++j)
        for (int i = 0; i < m; ++i) {
          double a;
          bool mirror;
          if (get(i, j, a, mirror)) max_into(v, a);
        }
      return v;
    }
    case Norm::One:
    case Norm::Inf: {
      std::vector<double> colsum(n, 0.0), rowsum(m, 0.0);
      for (int j = 0; j < n; ++j)
        for (int i = 0; i < m; ++i) {
          double a;
          bool mirror;
          if (!get(i, j, a, mirror)) continue;
          colsum[j] += a;
          rowsum[i] += a;
          if (mirror) {  // (j, i) holds the same magnitude
            colsum[i] += a;
            rowsum[j] += a;
          }
        }
      double v = 0;
      for (double s : norm == Norm::One ? colsum : rowsum) max_into(v, s);
      return v;
    }
    case Norm::Frobenius: {
      SumSq s;
      for (int j = 0; j < n; ++j)
        for (int i = 0; i < m; ++i) {
          double a;
          bool mirror;
          if (!get(i, j, a, mirror)) continue;
          s.add(a);
          if (mirror) s.add(a);
        }
      return s.value();
    }
  }
  return 0;
}

template <class T>
const T& el(const T* A, int lda, int i, int j) {
  return A[i + static_cast<std::int64_t>(j) * lda];
}

}  // namespace

// ---- Level-2 BLAS
// ------------------------------------------------------------

template <class T>
void gemv(Op trans, int m, int n, T alpha, const T* A, int lda, const T* x,
          T beta, T* y) {
  if constexpr (std::is_same_v<T, float>)
    cblas_sgemv(kCol, ct(trans), m, n, alpha, A, lda, x, 1, beta, y, 1);
  else if constexpr (std::is_same_v<T, double>)
    cblas_dgemv(kCol, ct(trans), m, n, alpha, A, lda, x, 1, beta, y, 1);
  else if constexpr (std::is_same_v<T, cf>)
    cblas_cgemv(kCol, ct(trans), m, n, &alpha, A, lda, x, 1, &beta, y, 1);
  else
    cblas_zgemv(kCol, ct(trans), m, n, &alpha, A, lda, x, 1, &beta, y, 1);
}

template <class T>
void gerc(int m, int n, T alpha, const T* x, const T* y, T* A, int lda) {
  if constexpr (std::is_same_v<T, float>)
    cblas_sger(kCol, m, n, alpha, x, 1, y, 1, A, lda);
  else if constexpr (std::is_same_v<T, double>)
    cblas_dger(kCol, m, n, alpha, x, 1, y, 1, A, lda);
  else if constexpr (std::is_same_v<T, cf>)
    cblas_cgerc(kCol, m, n, &alpha, x, 1, y, 1, A, lda);
  else
    cblas_zgerc(kCol, m, n, &alpha, x, 1, y, 1, A, lda);
}

// ---- Level-3 BLAS
// ------------------------------------------------------------

template <class T>
void gemm(Op ta, Op tb, int m, int n, int k, T alpha, const T* A, int lda,
          const T* B, int ldb, T beta, T* C, int ldc) {
  if constexpr (std::is_same_v<T, float>)
    cblas_sgemm(kCol, ct(ta), ct(tb), m, n, k, alpha, A, lda, B, ldb, beta, C,
                ldc);
  else if constexpr (std::is_same_v<T, double>)
    cblas_dgemm(kCol, ct(ta), ct(tb), m, n, k, alpha, A, lda, B, ldb, beta, C,
                ldc);
  else if constexpr (std::is_same_v<T, cf>)
    cblas_cgemm(kCol, ct(ta), ct(tb), m, n, k, &alpha, A, lda, B, ldb, &beta, C,
                ldc);
  else
    cblas_zgemm(kCol, ct(ta), ct(tb), m, n, k, &alpha, A, lda, B, ldb, &beta, C,
                ldc);
}

template <class T>
void trsm(Side side, Uplo uplo, Op ta, Diag diag, int m, int n, T alpha,
          const T* A, int lda, T* B, int ldb) {
  if constexpr (std::is_same_v<T, float>)
    cblas_strsm(kCol, cs(side), cu(uplo), ct(ta), cdg(diag), m, n, alpha, A,
                lda, B, ldb);
  else if constexpr (std::is_same_v<T, double>)
    cblas_dtrsm(kCol, cs(side), cu(uplo), ct(ta), cdg(diag), m, n, alpha, A,
                lda, B, ldb);
  else if constexpr (std::is_same_v<T, cf>)
    cblas_ctrsm(kCol, cs(side), cu(uplo), ct(ta), cdg(diag), m, n, &alpha, A,
                lda, B, ldb);
  else
    cblas_ztrsm(kCol, cs(side), cu(uplo), ct(ta), cdg(diag), m, n, &alpha, A,
                lda, B, ldb);
}

template <class T>
void trmm(Side side, Uplo uplo, Op ta, Diag diag, int m, int n, T alpha,
          const T* A, int lda, T* B, int ldb) {
  if constexpr (std::is_same_v<T, float>)
    cblas_strmm(kCol, cs(side), cu(uplo), ct(ta), cdg(diag), m, n, alpha, A,
                lda, B, ldb);
  else if constexpr (std::is_same_v<T, double>)
    cblas_dtrmm(kCol, cs(side), cu(uplo), ct(ta), cdg(diag), m, n, alpha, A,
                lda, B, ldb);
  else if constexpr (std::is_same_v<T, cf>)
    cblas_ctrmm(kCol, cs(side), cu(uplo), ct(ta), cdg(diag), m, n, &alpha, A,
                lda, B, ldb);
  else
    cblas_ztrmm(kCol, cs(side), cu(uplo), ct(ta), cdg(diag), m, n, &alpha, A,
                lda, B, ldb);
}

template <class T>
void syrk(Uplo uplo, Op trans, int n, int k, T alpha, const T* A, int lda,
          T beta, T* C, int ldc) {
  if constexpr (std::is_same_v<T, float>)
    cblas_ssyrk(kCol, cu(uplo), ct(trans), n, k, alpha, A, lda, beta, C, ldc);
  else if constexpr (std::is_same_v<T, double>)
    cblas_dsyrk(kCol, cu(uplo), ct(trans), n, k, alpha, A, lda, beta, C, ldc);
  else if constexpr (std::is_same_v<T, cf>)
    cblas_csyrk(kCol, cu(uplo), ct(trans), n, k, &alpha, A, lda, &beta, C, ldc);
  else
    cblas_zsyrk(kCol, cu(uplo), ct(trans), n, k, &alpha, A, lda, &beta, C, ldc);
}

template <class T>
void herk(Uplo uplo, Op trans, int n, int k, real_t<T> alpha, const T* A,
          int lda, real_t<T> beta, T* C, int ldc) {
  if constexpr (std::is_same_v<T, cf>)
    cblas_cherk(kCol, cu(uplo), ct(trans), n, k, alpha, A, lda, beta, C, ldc);
  else if constexpr (std::is_same_v<T, cd>)
    cblas_zherk(kCol, cu(uplo), ct(trans), n, k, alpha, A, lda, beta, C, ldc);
  else
    syrk<T>(uplo, trans == Op::ConjTrans ? Op::Trans : trans, n, k, alpha, A,
            lda, beta, C, ldc);
}

template <class T>
void syr2k(Uplo uplo, Op trans, int n, int k, T alpha, const T* A, int lda,
           const T* B, int ldb, T beta, T* C, int ldc) {
  if constexpr (std::is_same_v<T, float>)
    cblas_ssyr2k(kCol, cu(uplo), ct(trans), n, k, alpha, A, lda, B, ldb, beta,
                 C, ldc);
  else if constexpr (std::is_same_v<T, double>)
    cblas_dsyr2k(kCol, cu(uplo), ct(trans), n, k, alpha, A, lda, B, ldb, beta,
                 C, ldc);
  else if constexpr (std::is_same_v<T, cf>)
    cblas_csyr2k(kCol, cu(uplo), ct(trans), n, k, &alpha, A, lda, B, ldb, &beta,
                 C, ldc);
  else
    cblas_zsyr2k(kCol, cu(uplo), ct(trans), n, k, &alpha, A, lda, B, ldb, &beta,
                 C, ldc);
}

template <class T>
void her2k(Uplo uplo, Op trans, int n, int k, T alpha, const T* A, int lda,
           const T* B, int ldb, real_t<T> beta, T* C, int ldc) {
  if constexpr (std::is_same_v<T, cf>)
    cblas_cher2k(kCol, cu(uplo), ct(trans), n, k, &alpha, A, lda, B, ldb, beta,
                 C, ldc);
  else if constexpr (std::is_same_v<T, cd>)
    cblas_zher2k(kCol, cu(uplo), ct(trans), n, k, &alpha, A, lda, B, ldb, beta,
                 C, ldc);
  else
    syr2k<T>(uplo, trans == Op::ConjTrans ? Op::Trans : trans, n, k, alpha, A,
             lda, B, ldb, beta, C, ldc);
}

template <class T>
void symm(Side side, Uplo uplo, int m, int n, T alpha, const T* A, int lda,
          const T* B, int ldb, T beta, T* C, int ldc) {
  if constexpr (std::is_same_v<T, float>)
    cblas_ssymm(kCol, cs(side), cu(uplo), m, n, alpha, A, lda, B, ldb, beta, C,
                ldc);
  else if constexpr (std::is_same_v<T, double>)
    cblas_dsymm(kCol, cs(side), cu(uplo), m, n, alpha, A, lda, B, ldb, beta, C,
                ldc);
  else if constexpr (std::is_same_v<T, cf>)
    cblas_csymm(kCol, cs(side), cu(uplo), m, n, &alpha, A, lda, B, ldb, &beta,
                C, ldc);
  else
    cblas_zsymm(kCol, cs(side), cu(uplo), m, n, &alpha, A, lda, B, ldb, &beta,
                C, ldc);
}

template <class T>
void hemm(Side side, Uplo uplo, int m, int n, T alpha, const T* A, int lda,
          const T* B, int ldb, T beta, T* C, int ldc) {
  if constexpr (std::is_same_v<T, cf>)
    cblas_chemm(kCol, cs(side), cu(uplo), m, n, &alpha, A, lda, B, ldb, &beta,
                C, ldc);
  else if constexpr (std::is_same_v<T, cd>)
    cblas_zhemm(kCol, cs(side), cu(uplo), m, n, &alpha, A, lda, B, ldb, &beta,
                C, ldc);
  else
    symm<T>(side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc);
}

// ---- LAPACK
// ------------------------------------------------------------------

template <class T>
int getrf(int m, int n, T* A, int lda, int* ipiv) {
  if constexpr (std::is_same_v<T, float>)
    return LAPACKE_sgetrf_work(LAPACK_COL_MAJOR, m, n, A, lda, ipiv);
  else if constexpr (std::is_same_v<T, double>)
    return LAPACKE_dgetrf_work(LAPACK_COL_MAJOR, m, n, A, lda, ipiv);
  else if constexpr (std::is_same_v<T, cf>)
    return LAPACKE_cgetrf_work(LAPACK_COL_MAJOR, m, n, A, lda, ipiv);
  else
    return LAPACKE_zgetrf_work(LAPACK_COL_MAJOR, m, n, A, lda, ipiv);
}

template <class T>
int getrs(Op trans, int n, int nrhs, const T* LU, int lda, const int* ipiv,
          T* B, int ldb) {
  if constexpr (std::is_same_v<T, float>)
    return LAPACKE_sgetrs_work(LAPACK_COL_MAJOR, tc(trans), n, nrhs, LU, lda,
                               ipiv, B, ldb);
  else if constexpr (std::is_same_v<T, double>)
    return LAPACKE_dgetrs_work(LAPACK_COL_MAJOR, tc(trans), n, nrhs, LU, lda,
                               ipiv, B, ldb);
  else if constexpr (std::is_same_v<T, cf>)
    return LAPACKE_cgetrs_work(LAPACK_COL_MAJOR, tc(trans), n, nrhs, LU, lda,
                               ipiv, B, ldb);
  else
    return LAPACKE_zgetrs_work(LAPACK_COL_MAJOR, tc(trans), n, nrhs, LU, lda,
                               ipiv, B, ldb);
}

template <class T>
int potrf(Uplo uplo, int n, T* A, int lda) {
  if constexpr (std::is_same_v<T, float>)
    return LAPACKE_spotrf_work(LAPACK_COL_MAJOR, uc(uplo), n, A, lda);
  else if constexpr (std::is_same_v<T, double>)
    return LAPACKE_dpotrf_work(LAPACK_COL_MAJOR, uc(uplo), n, A, lda);
  else if constexpr (std::is_same_v<T, cf>)
    return LAPACKE_cpotrf_work(LAPACK_COL_MAJOR, uc(uplo), n, A, lda);
  else
    return LAPACKE_zpotrf_work(LAPACK_COL_MAJOR, uc(uplo), n, A, lda);
}

template <class T>
int potrs(Uplo uplo, int n, int nrhs, const T* F, int lda, T* B, int ldb) {
  if constexpr (std::is_same_v<T, float>)
    return LAPACKE_spotrs_work(LAPACK_COL_MAJOR, uc(uplo), n, nrhs, F, lda, B,
                               ldb);
  else if constexpr (std::is_same_v<T, double>)
    return LAPACKE_dpotrs_work(LAPACK_COL_MAJOR, uc(uplo), n, nrhs, F, lda, B,
                               ldb);
  else if constexpr (std::is_same_v<T, cf>)
    return LAPACKE_cpotrs_work(LAPACK_COL_MAJOR, uc(uplo), n, nrhs, F, lda, B,
                               ldb);
  else
    return LAPACKE_zpotrs_work(LAPACK_COL_MAJOR, uc(uplo), n, nrhs, F, lda, B,
                               ldb);
}

template <class T>
void laswp(int n, T* A, int lda, int k1, int k2, const int* ipiv, int incx) {
  if constexpr (std::is_same_v<T, float>)
    LAPACKE_slaswp_work(LAPACK_COL_MAJOR, n, A, lda, k1, k2, ipiv, incx);
  else if constexpr (std::is_same_v<T, double>)
    LAPACKE_dlaswp_work(LAPACK_COL_MAJOR, n, A, lda, k1, k2, ipiv, incx);
  else if constexpr (std::is_same_v<T, cf>)
    LAPACKE_claswp_work(LAPACK_COL_MAJOR, n, A, lda, k1, k2, ipiv, incx);
  else
    LAPACKE_zlaswp_work(LAPACK_COL_MAJOR, n, A, lda, k1, k2, ipiv, incx);
}

// ---- norms ---------------------------------------------------------------

template <class T>
double norm_ge(Norm norm, int m, int n, const T* A, int lda) {
  return norm_generic(norm, m, n, [&](int i, int j, double& a, bool& mirror) {
    a = mag(el(A, lda, i, j));
    mirror = false;
    return true;
  });
}

template <class T>
double norm_tr(Norm norm, Uplo uplo, Diag diag, int m, int n, const T* A,
               int lda) {
  return norm_generic(norm, m, n, [&](int i, int j, double& a, bool& mirror) {
    mirror = false;
    if (uplo == Uplo::Upper ? i > j : i < j) return false;
    a = (i == j && diag == Diag::Unit) ? 1.0 : mag(el(A, lda, i, j));
    return true;
  });
}

template <class T>
double norm_sy(Norm norm, Uplo uplo, int n, const T* A, int lda) {
  return norm_generic(norm, n, n, [&](int i, int j, double& a, bool& mirror) {
    if (uplo == Uplo::Upper ? i > j : i < j) return false;
    a = mag(el(A, lda, i, j));
    mirror = i != j;
    return true;
  });
}

template <class T>
double norm_he(Norm norm, Uplo uplo, int n, const T* A, int lda) {
  return norm_generic(norm, n, n, [&](int i, int j, double& a, bool& mirror) {
    if (uplo == Uplo::Upper ? i > j : i < j) return false;
    const T& x = el(A, lda, i, j);
    a = i == j ? std::fabs(real_part(x)) : mag(x);
    mirror = i != j;
    return true;
  });
}

// ---- instantiations
// ----------------------------------------------------------
#define MYRIAD_REF_INSTANTIATE(T)                                              \
  template void gemv<T>(Op, int, int, T, const T*, int, const T*, T, T*);      \
  template void gerc<T>(int, int, T, const T*, const T*, T*, int);             \
  template void gemm<T>(Op, Op, int, int, int, T, const T*, int, const T*,     \
                        int, T, T*, int);                                      \
  template void trsm<T>(Side, Uplo, Op, Diag, int, int, T, const T*, int, T*,  \
                        int);                                                  \
  template void trmm<T>(Side, Uplo, Op, Diag, int, int, T, const T*, int, T*,  \
                        int);                                                  \
  template void syrk<T>(Uplo, Op, int, int, T, const T*, int, T, T*, int);     \
  template void herk<T>(Uplo, Op, int, int, real_t<T>, const T*, int,          \
                        real_t<T>, T*, int);                                   \
  template void syr2k<T>(Uplo, Op, int, int, T, const T*, int, const T*, int,  \
                         T, T*, int);                                          \
  template void her2k<T>(Uplo, Op, int, int, T, const T*, int, const T*, int,  \
                         real_t<T>, T*, int);                                  \
  template void symm<T>(Side, Uplo, int, int, T, const T*, int, const T*, int, \
                        T, T*, int);                                           \
  template void hemm<T>(Side, Uplo, int, int, T, const T*, int, const T*, int, \
                        T, T*, int);                                           \
  template int getrf<T>(int, int, T*, int, int*);                              \
  template int getrs<T>(Op, int, int, const T*, int, const int*, T*, int);     \
  template int potrf<T>(Uplo, int, T*, int);                                   \
  template int potrs<T>(Uplo, int, int, const T*, int, T*, int);               \
  template void laswp<T>(int, T*, int, int, int, const int*, int);             \
  template double norm_ge<T>(Norm, int, int, const T*, int);                   \
  template double norm_tr<T>(Norm, Uplo, Diag, int, int, const T*, int);       \
  template double norm_sy<T>(Norm, Uplo, int, const T*, int);                  \
  template double norm_he<T>(Norm, Uplo, int, const T*, int);
MYRIAD_REF_INSTANTIATE(float)
MYRIAD_REF_INSTANTIATE(double)
MYRIAD_REF_INSTANTIATE(std::complex<float>)
MYRIAD_REF_INSTANTIATE(std::complex<double>)
#undef MYRIAD_REF_INSTANTIATE

}  // namespace myriad::validation::ref
