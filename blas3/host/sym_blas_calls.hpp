// Typed wrappers over OpenBLAS's CBLAS for the symmetric/Hermitian Level-3
// routines of the host backend (internal): one call per matrix. For real
// scalars the Hermitian calls are the symmetric ones.
#pragma once

#include <cblas.h>

#include <complex>

#include "myriad/types.hpp"

namespace myriad::detail {

inline CBLAS_UPLO cblas_uplo(Uplo u) {
  return u == Uplo::Lower ? CblasLower : CblasUpper;
}

/// C := alpha op(A) cj(op(A))^T + beta C: SYRK (herm false) or HERK (herm
/// true; alpha and beta real), op = cj(X)^T when trans.
inline void blas_rankk(bool herm, Uplo u, bool trans, int n, int k,
                       float alpha, const float* A, int lda, float beta,
                       float* C, int ldc) {
  (void)herm;
  cblas_ssyrk(CblasColMajor, cblas_uplo(u), trans ? CblasTrans : CblasNoTrans,
              n, k, alpha, A, lda, beta, C, ldc);
}
inline void blas_rankk(bool herm, Uplo u, bool trans, int n, int k,
                       double alpha, const double* A, int lda, double beta,
                       double* C, int ldc) {
  (void)herm;
  cblas_dsyrk(CblasColMajor, cblas_uplo(u), trans ? CblasTrans : CblasNoTrans,
              n, k, alpha, A, lda, beta, C, ldc);
}
inline void blas_rankk(bool herm, Uplo u, bool trans, int n, int k,
                       std::complex<float> alpha, const std::complex<float>* A,
                       int lda, std::complex<float> beta,
                       std::complex<float>* C, int ldc) {
  if (herm) {
    cblas_cherk(CblasColMajor, cblas_uplo(u),
                trans ? CblasConjTrans : CblasNoTrans, n, k, alpha.real(), A,
                lda, beta.real(), C, ldc);
  } else {
    cblas_csyrk(CblasColMajor, cblas_uplo(u), trans ? CblasTrans : CblasNoTrans,
                n, k, &alpha, A, lda, &beta, C, ldc);
  }
}
inline void blas_rankk(bool herm, Uplo u, bool trans, int n, int k,
                       std::complex<double> alpha,
                       const std::complex<double>* A, int lda,
                       std::complex<double> beta, std::complex<double>* C,
                       int ldc) {
  if (herm) {
    cblas_zherk(CblasColMajor, cblas_uplo(u),
                trans ? CblasConjTrans : CblasNoTrans, n, k, alpha.real(), A,
                lda, beta.real(), C, ldc);
  } else {
    cblas_zsyrk(CblasColMajor, cblas_uplo(u), trans ? CblasTrans : CblasNoTrans,
                n, k, &alpha, A, lda, &beta, C, ldc);
  }
}

/// Rank-2k: SYR2K (herm false) or HER2K (herm true; beta real).
inline void blas_rank2k(bool herm, Uplo u, bool trans, int n, int k,
                        float alpha, const float* A, int lda, const float* B,
                        int ldb, float beta, float* C, int ldc) {
  (void)herm;
  cblas_ssyr2k(CblasColMajor, cblas_uplo(u),
               trans ? CblasTrans : CblasNoTrans, n, k, alpha, A, lda, B, ldb,
               beta, C, ldc);
}
inline void blas_rank2k(bool herm, Uplo u, bool trans, int n, int k,
                        double alpha, const double* A, int lda,
                        const double* B, int ldb, double beta, double* C,
                        int ldc) {
  (void)herm;
  cblas_dsyr2k(CblasColMajor, cblas_uplo(u),
               trans ? CblasTrans : CblasNoTrans, n, k, alpha, A, lda, B, ldb,
               beta, C, ldc);
}
inline void blas_rank2k(bool herm, Uplo u, bool trans, int n, int k,
                        std::complex<float> alpha,
                        const std::complex<float>* A, int lda,
                        const std::complex<float>* B, int ldb,
                        std::complex<float> beta, std::complex<float>* C,
                        int ldc) {
  if (herm) {
    cblas_cher2k(CblasColMajor, cblas_uplo(u),
                 trans ? CblasConjTrans : CblasNoTrans, n, k, &alpha, A, lda,
                 B, ldb, beta.real(), C, ldc);
  } else {
    cblas_csyr2k(CblasColMajor, cblas_uplo(u),
                 trans ? CblasTrans : CblasNoTrans, n, k, &alpha, A, lda, B,
                 ldb, &beta, C, ldc);
  }
}
inline void blas_rank2k(bool herm, Uplo u, bool trans, int n, int k,
                        std::complex<double> alpha,
                        const std::complex<double>* A, int lda,
                        const std::complex<double>* B, int ldb,
                        std::complex<double> beta, std::complex<double>* C,
                        int ldc) {
  if (herm) {
    cblas_zher2k(CblasColMajor, cblas_uplo(u),
                 trans ? CblasConjTrans : CblasNoTrans, n, k, &alpha, A, lda,
                 B, ldb, beta.real(), C, ldc);
  } else {
    cblas_zsyr2k(CblasColMajor, cblas_uplo(u),
                 trans ? CblasTrans : CblasNoTrans, n, k, &alpha, A, lda, B,
                 ldb, &beta, C, ldc);
  }
}

/// SYMM (herm false) or HEMM (herm true).
inline void blas_symm(bool herm, bool left, Uplo u, int m, int n, float alpha,
                      const float* A, int lda, const float* B, int ldb,
                      float beta, float* C, int ldc) {
  (void)herm;
  cblas_ssymm(CblasColMajor, left ? CblasLeft : CblasRight, cblas_uplo(u), m,
              n, alpha, A, lda, B, ldb, beta, C, ldc);
}
inline void blas_symm(bool herm, bool left, Uplo u, int m, int n, double alpha,
                      const double* A, int lda, const double* B, int ldb,
                      double beta, double* C, int ldc) {
  (void)herm;
  cblas_dsymm(CblasColMajor, left ? CblasLeft : CblasRight, cblas_uplo(u), m,
              n, alpha, A, lda, B, ldb, beta, C, ldc);
}
inline void blas_symm(bool herm, bool left, Uplo u, int m, int n,
                      std::complex<float> alpha, const std::complex<float>* A,
                      int lda, const std::complex<float>* B, int ldb,
                      std::complex<float> beta, std::complex<float>* C,
                      int ldc) {
  (herm ? cblas_chemm : cblas_csymm)(CblasColMajor, left ? CblasLeft : CblasRight,
                                     cblas_uplo(u), m, n, &alpha, A, lda, B,
                                     ldb, &beta, C, ldc);
}
inline void blas_symm(bool herm, bool left, Uplo u, int m, int n,
                      std::complex<double> alpha,
                      const std::complex<double>* A, int lda,
                      const std::complex<double>* B, int ldb,
                      std::complex<double> beta, std::complex<double>* C,
                      int ldc) {
  (herm ? cblas_zhemm : cblas_zsymm)(CblasColMajor, left ? CblasLeft : CblasRight,
                                     cblas_uplo(u), m, n, &alpha, A, lda, B,
                                     ldb, &beta, C, ldc);
}

}  // namespace myriad::detail
